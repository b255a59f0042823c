#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The ABI of libsortid.so.1 against the committed baseline (abi/libsortid.abi)
# with libabigail's abidiff, limited to the types of the public header.
# Usage: test-abi.sh CC BUILD
#   1. the built library has the SONAME libsortid.so.1 and every exported
#      name carries the version node SORTID_1.0;
#   2. abidiff, told to ignore added names (--no-added-syms), reports no
#      change at all (exit 0): a changed type, signature or removed name
#      fails; new functions pass and are listed;
#   3. the check can fail: a copy of the library built from a header whose
#      sortid_bulk_error.pos is narrowed to uint32_t must be reported as a
#      change of that struct;
#   4. a kind can be added: the library built once more with one extra kind
#      (-DSORTID_TEST_EXTRA_KIND adds a row to src/kinds.c, and a copy of
#      the header one enumerator, SORTID_KIND_TEST_EXTRA) has the same ABI
#      as the library built without it: abidiff reports no change to any
#      existing symbol or type, and the extra kind is really in its table.
# Prints "abi: N passed, N failed".
set -u
cc=$1
build=$2
lib=$build/libsortid.so.1.0.0
base=abi/libsortid.abi
pass=0
fail=0
ok() { pass=$((pass + 1)); }
bad() { echo "abi: $*"; fail=$((fail + 1)); }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

[ -f "$lib" ] || { echo "abi: $lib not built"; echo "abi: 0 passed, 1 failed"; exit 1; }
command -v abidiff >/dev/null || { echo "abi: abidiff missing (Debian abigail-tools)"; echo "abi: 0 passed, 1 failed"; exit 1; }

if readelf -d "$lib" | grep -q 'SONAME.*\[libsortid.so.1\]'; then ok; else bad "SONAME is not libsortid.so.1"; fi
unversioned=$(objdump -T "$lib" | awk '$NF ~ /^sortid_/ && $(NF-1) != "SORTID_1.0" {print $NF}')
if [ -z "$unversioned" ]; then ok; else bad "names outside SORTID_1.0: $unversioned"; fi

abidiff --no-added-syms --headers-dir1 include --headers-dir2 include "$base" "$lib" >"$tmp/diff" 2>&1
rc=$?
if [ "$rc" -ne 0 ]; then
    bad "ABI change against $base (abidiff exit $rc):"
    cat "$tmp/diff"
else
    ok
    abidiff --headers-dir1 include --headers-dir2 include "$base" "$lib" >"$tmp/added" 2>&1 ||
        { echo "abi: compatible additions since the baseline (make abi-baseline records them):"; grep -E "^  \[A\]" "$tmp/added" | head -20; }
fi

# build_lib INCLUDE_DIR EXTRA_CFLAGS OUT TAG: the library's sources as one
# shared library, as the Makefile builds it.
build_lib() {
    local objs="" f o extra
    for f in src/*.c src/arch/*.c; do
        o=$tmp/$4_$(echo "$f" | tr / _).o
        extra=
        case $f in *avx2*) extra=-mavx2 ;; *avx512*) extra="-mavx512f -mavx512bw -mavx512vl -mavx512vbmi" ;; esac
        # shellcheck disable=SC2086
        $cc -std=c11 -D_GNU_SOURCE -O1 -g -fPIC -fvisibility=hidden -DSORTID_BUILDING $2 -I"$1" -Isrc \
            $extra -c "$f" -o "$o" || { bad "$4: $f does not build"; return 1; }
        objs="$objs $o"
    done
    # shellcheck disable=SC2086
    $cc -shared -Wl,-soname,libsortid.so.1 -Wl,--version-script=abi/sortid.map -o "$3" $objs -lpthread
}

# The negative control: the same sources, one struct narrowed.
mkdir -p "$tmp/include"
sed 's/^    size_t pos;$/    uint32_t pos;/' include/sortid.h >"$tmp/include/sortid.h"
if cmp -s include/sortid.h "$tmp/include/sortid.h"; then
    bad "the negative control did not change the header (sortid_bulk_error.pos moved?)"
else
    # (the frozen sizes would stop the build: src/abi_sizes.h)
    build_lib "$tmp/include" -DSORTID__NO_FROZEN_SIZES "$tmp/libsortid.so" nc
    abidiff --no-added-syms --headers-dir1 include --headers-dir2 "$tmp/include" "$base" \
        "$tmp/libsortid.so" >"$tmp/diff2" 2>&1
    rc=$?
    if [ "$rc" -ne 0 ] && grep -q "sortid_bulk_error" "$tmp/diff2"; then ok; else
        bad "a narrowed sortid_bulk_error.pos was not reported (abidiff exit $rc)"; cat "$tmp/diff2"; fi
fi
# A kind added: the same sources with and without one extra row.
mkdir -p "$tmp/extra"
sed 's|^    SORTID_KIND_SNOWFLAKE = 11 \(.*\)$|    SORTID_KIND_SNOWFLAKE = 11, \1\n    SORTID_KIND_TEST_EXTRA = 12|' \
    include/sortid.h >"$tmp/extra/sortid.h"
if ! grep -q 'SORTID_KIND_TEST_EXTRA = 12' "$tmp/extra/sortid.h"; then
    bad "the extra kind's enumerator was not added (sortid_kind's last row moved?)"
elif build_lib include "" "$tmp/libone.so" one &&
    build_lib "$tmp/extra" -DSORTID_TEST_EXTRA_KIND "$tmp/libextra.so" extra; then
    abidiff --headers-dir1 include --headers-dir2 "$tmp/extra" "$tmp/libone.so" "$tmp/libextra.so" \
        >"$tmp/diff3" 2>&1
    rc=$?
    if [ "$rc" -eq 0 ]; then ok; else
        bad "one more kind changed the ABI (abidiff exit $rc):"; cat "$tmp/diff3"; fi
    # the row is really there: its name is one of the kinds the table lists
    printf '%s\n' '#include "sortid.h"' '#include <stdio.h>' 'int main(void)' '{' \
        '    for (size_t i = 0; sortid_kind_each(i) != SORTID_KIND_NONE; i++)' \
        '        puts(sortid_kind_name(sortid_kind_each(i)));' '    return 0;' '}' >"$tmp/kinds.c"
    mkdir -p "$tmp/extra-lib"
    cp "$tmp/libextra.so" "$tmp/extra-lib/libsortid.so.1"
    $cc -I"$tmp/extra" "$tmp/kinds.c" "$tmp/extra-lib/libsortid.so.1" -o "$tmp/kinds" &&
        LD_LIBRARY_PATH=$tmp/extra-lib "$tmp/kinds" >"$tmp/kinds.txt"
    if grep -qx test-extra "$tmp/kinds.txt"; then ok; else
        bad "the library built with -DSORTID_TEST_EXTRA_KIND does not list the kind test-extra"; fi
fi
echo "abi: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
