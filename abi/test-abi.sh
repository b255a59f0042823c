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
#      change of that struct.
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

# The negative control: the same sources, one struct narrowed.
mkdir -p "$tmp/include"
sed 's/^    size_t pos;$/    uint32_t pos;/' include/sortid.h >"$tmp/include/sortid.h"
if cmp -s include/sortid.h "$tmp/include/sortid.h"; then
    bad "the negative control did not change the header (sortid_bulk_error.pos moved?)"
else
    srcs=$(ls src/*.c src/arch/*.c)
    flags="-std=c11 -D_GNU_SOURCE -O1 -g -fPIC -fvisibility=hidden -DSORTID_BUILDING -I$tmp/include -Isrc"
    objs=
    for f in $srcs; do
        o=$tmp/$(echo "$f" | tr / _).o
        extra=
        case $f in *avx2*) extra=-mavx2 ;; *avx512*) extra="-mavx512f -mavx512bw -mavx512vl -mavx512vbmi" ;; esac
        $cc $flags $extra -c "$f" -o "$o" || { bad "negative control: $f does not build"; break; }
        objs="$objs $o"
    done
    $cc -shared -Wl,-soname,libsortid.so.1 -Wl,--version-script=abi/sortid.map -o "$tmp/libsortid.so" $objs -lpthread
    abidiff --no-added-syms --headers-dir1 include --headers-dir2 "$tmp/include" "$base" \
        "$tmp/libsortid.so" >"$tmp/diff2" 2>&1
    rc=$?
    if [ "$rc" -ne 0 ] && grep -q "sortid_bulk_error" "$tmp/diff2"; then ok; else
        bad "a narrowed sortid_bulk_error.pos was not reported (abidiff exit $rc)"; cat "$tmp/diff2"; fi
fi
echo "abi: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
