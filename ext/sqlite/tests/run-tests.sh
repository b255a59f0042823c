#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Test suite "sqlite": every ext/sqlite/tests/*.sql runs through the sqlite3
# shell and through the C test program; each output line is compared with
# the line of the .expected file (one check per line).  Then the C program
# checks every vector and the threaded generators, and, with the test build
# of the extension, the generators on a stopped clock.  Last, the names
# against docs/vocabulary.md and loading by the installed file's name.  Ends with
# "sqlite: N passed, N failed"; exits non-zero on any failure.
set -u
ext=$1 prog=$2 vectors=$3 test_ext=$4
dir=$(dirname "$0")
pass=0 fail=0

command -v sqlite3 >/dev/null || { echo "FAIL: the sqlite3 shell is not installed"; fail=$((fail + 1)); }

# Shell errors read "Runtime error near line N: MSG" (or "Parse error ...");
# the C program prints "error: MSG".
normalise() { sed -E '/^  /d; /^error|^Runtime error|^Parse error/s/ \([0-9]+\)$//; s/^(Runtime|Parse) error near line [0-9]+: /error: /; s/^Error: (near line [0-9]+: )?/error: /'; }

compare() { # label actual-file expected-file
    local label=$1 i n
    local -a got want
    mapfile -t got < "$2"
    mapfile -t want < "$3"
    n=${#want[@]}
    [ "${#got[@]}" -gt "$n" ] && n=${#got[@]}
    for ((i = 0; i < n; i++)); do
        if [ "${got[i]-<missing>}" == "${want[i]-<missing>}" ]; then
            pass=$((pass + 1))
        else
            fail=$((fail + 1))
            echo "FAIL $label line $((i + 1)):"
            echo "  want: ${want[i]-<missing>}"
            echo "  got:  ${got[i]-<missing>}"
        fi
    done
}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for sql in "$dir"/*.sql; do
    name=$(basename "$sql" .sql)
    expected=${sql%.sql}.expected
    if [ ! -f "$expected" ]; then
        echo "FAIL $name: no $expected"; fail=$((fail + 1)); continue
    fi
    if command -v sqlite3 >/dev/null; then
        sqlite3 -batch -cmd ".load $ext" :memory: < "$sql" 2>&1 | normalise > "$tmp/$name.shell"
        compare "$name.sql (sqlite3 shell)" "$tmp/$name.shell" "$expected"
    fi
    "$prog" "$ext" script "$sql" > "$tmp/$name.c" 2>&1
    compare "$name.sql (C program)" "$tmp/$name.c" "$expected"
done
echo "sql scripts: $pass passed, $fail failed"

for run in "$ext vectors $vectors" "$ext threads" "$ext load" "$test_ext clock"; do
    mode=${run#* }
    # shellcheck disable=SC2086
    out=$("$prog" $run 2>&1); rc=$?
    echo "$out" | grep -v '^[0-9]* passed, [0-9]* failed$'
    line=$(grep -E '^[0-9]+ passed, [0-9]+ failed$' <<<"$out" | tail -n 1)
    if [ -z "$line" ]; then
        echo "FAIL: test-sqlite $mode printed no count (exit $rc)"; fail=$((fail + 1)); continue
    fi
    p=${line%% passed*}; f=${line#*passed, }; f=${f%% failed}
    pass=$((pass + p)); fail=$((fail + f))
    if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then
        echo "FAIL: test-sqlite $mode exited $rc"; fail=$((fail + 1))
    fi
done
# The names against docs/vocabulary.md's SQLite column: the functions a
# fresh connection has with the extension and not without it, each
# registration "name narg narg" (scripts/vocabulary.py unions the
# overloads).
list='SELECT name || " " || narg || " " || narg FROM pragma_function_list'
if command -v sqlite3 >/dev/null && command -v python3 >/dev/null; then
    sqlite3 -batch :memory: "$list" | sort -u > "$tmp/builtin"
    sqlite3 -batch -cmd ".load $ext" :memory: "$list" | sort -u > "$tmp/loaded"
    out=$(comm -13 "$tmp/builtin" "$tmp/loaded" | python3 "$dir/../../../scripts/vocabulary.py" SQLite); rc=$?
    echo "$out" | grep -v ': [0-9]* passed, [0-9]* failed$'
    line=$(tail -n 1 <<<"$out")
    if [[ "$line" =~ ([0-9]+)\ passed,\ ([0-9]+)\ failed$ ]]; then
        pass=$((pass + BASH_REMATCH[1])); fail=$((fail + BASH_REMATCH[2]))
        [ "$rc" -ne 0 ] && [ "${BASH_REMATCH[2]}" -eq 0 ] && { echo "FAIL: vocabulary exited $rc"; fail=$((fail + 1)); }
    else
        echo "FAIL: scripts/vocabulary.py printed no count (exit $rc)"; fail=$((fail + 1))
    fi
    echo "$line"
else
    echo "FAIL: the vocabulary check needs the sqlite3 shell and python3"; fail=$((fail + 1))
fi

# Loaded by the installed file's name, with no entry point named: SQLite
# derives sqlite3_sqlitemodsortid_init from libsqlite3_mod_sortid.so.
if command -v sqlite3 >/dev/null; then
    mkdir "$tmp/lib" && cp "$ext.so" "$tmp/lib/libsqlite3_mod_sortid.so"
    got=$(cd "$tmp/lib" && LD_LIBRARY_PATH="$tmp/lib" sqlite3 -batch -cmd '.load libsqlite3_mod_sortid' :memory: \
          "SELECT sortid_valid(gen_ulid(), 'ulid')" 2>&1)
    if [ "$got" = 1 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL: .load libsqlite3_mod_sortid: $got"; fi
    got=$(sqlite3 -batch -cmd ".load $tmp/lib/libsqlite3_mod_sortid" :memory: "SELECT length(gen_uuidv7())" 2>&1)
    if [ "$got" = 36 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL: .load by path: $got"; fi
fi
echo "sqlite: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
