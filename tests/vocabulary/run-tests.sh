#!/bin/sh
# SPDX-License-Identifier: MIT
# scripts/vocabulary.py's own test: on tests/vocabulary/page.md, a front end
# that matches passes, and each kind of mismatch fails with its message.  Then
# (given the CLI's path) the C and command-line columns of docs/vocabulary.md:
# the names libsortid exports and the commands and options of `sortid --help`.
cd "$(dirname "$0")/../.." || exit 1
pass=0 fail=0
# case_ NAME FRONT WANT_STATUS WANT_TEXT [--js-length], the names in $names
case_() {
    name=$1 front=$2 want=$3 text=$4
    shift 4
    out=$(printf "$names" | python3 scripts/vocabulary.py "$front" --doc tests/vocabulary/page.md "$@" 2>&1)
    got=$?
    if [ "$got" -eq "$want" ] && printf '%s\n' "$out" | grep -q -- "$text"; then
        pass=$((pass + 1))
    else
        fail=$((fail + 1))
        echo "FAIL $name: status $got (want $want), output:"
        printf '%s\n' "$out"
    fi
}
names='gen_ulid 0 0\ngen_ulidflake 0 0\ngen_ulidflake 1 1\ngen_typeid 1 1\nulid_in 1 1\n'; case_ sqlite-ok SQLite 0 "4 passed, 0 failed"
names='gen_ulid 0 0\ngen_ulidflake 1 1\ngen_typeid 1 1\n'; case_ overload-missing SQLite 1 "gen_ulidflake: takes 1..1 arguments, the table says 0..1"
names='gen_ulid 0 0\ngen_ulidflake 0 1\n'; case_ name-missing SQLite 1 "gen_typeid is in docs/vocabulary.md but not in the front end"
names='gen_ulid 0 0\ngen_ulidflake 0 1\ngen_typeid 1 1\nulid_monotonic 0 0\n'; case_ unlisted SQLite 1 "ulid_monotonic is public but in no table"
names='gen_ulid 0 -1\ngen_ulidflake 0 1\ngen_typeid 1 1\n'; case_ variadic SQLite 0 "3 passed, 0 failed"
names='gen 1 1\nkinds - -\n__version__ - -\nulid 1 1\nMAX_ULID - -\n'; case_ node-length Node 0 "5 passed, 0 failed" --js-length
names='gen 1 1\nkinds - -\nulid 1 1\nMAX_ULID - -\n'; case_ dunder-missing Node 1 "__version__ is in docs/vocabulary.md but not" --js-length
names='gen 3 3\nkinds - -\n__version__ - -\nulid 1 1\nMAX_ULID - -\n'; case_ node-too-long Node 1 "gen: length 3" --js-length
names='sortid_new - -\n'; case_ c-names C 0 "1 passed, 0 failed"
# front FRONT: the checker on standard input; its counts are added to ours
front() {
    out=$(python3 scripts/vocabulary.py "$1" 2>&1)
    printf '%s\n' "$out"
    line=$(printf '%s\n' "$out" | tail -n 1)
    p=$(printf '%s\n' "$line" | sed -n 's/.*: \([0-9]*\) passed, \([0-9]*\) failed$/\1/p')
    f=$(printf '%s\n' "$line" | sed -n 's/.*: \([0-9]*\) passed, \([0-9]*\) failed$/\2/p')
    [ -n "$p" ] && [ -n "$f" ] || { p=0; f=1; }
    pass=$((pass + p)) fail=$((fail + f))
}
if [ -n "${1:-}" ]; then
    # (here-documents, not pipes: front must add to this shell's counts)
    front C <<NAMES
$(grep -v '^#' abi/exported-symbols.txt | sed 's/$/ - -/')
NAMES
    front CLI <<NAMES
$("$1" --help | tests/vocabulary/cli-names.sh)
NAMES
fi
echo "vocabulary: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
