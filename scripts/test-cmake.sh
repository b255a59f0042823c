#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# make test-cmake: `make install` into a staged DESTDIR, then the CMake
# project tests/cmake finds it (find_package(sortid 1.0 REQUIRED)), links a
# program to sortid::sortid and one to sortid::sortid_static, and both run;
# the shared one loads the staged libsortid.so.1, the static one needs none.
# Asking for 2.0, or for a version newer than this one, fails.
# Usage: test-cmake.sh VERSION
set -u
version=$1
pass=0 fail=0
check() { if "$@"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL: $*"; fi; }
quiet() { "$@" > "$tmp/out.log" 2>&1 || { cat "$tmp/out.log"; return 1; }; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
prefix=/opt/sortid-cmake
root=$tmp/stage$prefix

check command -v cmake > /dev/null
check quiet make --no-print-directory install DESTDIR="$tmp/stage" PREFIX="$prefix"
check test -f "$root/lib/cmake/sortid/sortidConfig.cmake"
check test -f "$root/lib/cmake/sortid/sortidConfigVersion.cmake"

configure() { # build folder, version asked
    cmake -S tests/cmake -B "$tmp/$1" -DCMAKE_PREFIX_PATH="$root" -DSORTID_VERSION="$2" \
        -DCMAKE_C_COMPILER="${CC:-cc}"
}
check quiet configure ok 1.0
check quiet cmake --build "$tmp/ok"
out=$(LD_LIBRARY_PATH="$root/lib" "$tmp/ok/use_shared"); rc=$?
check test "$rc" -eq 0
check grep -Eq "^$version [0-7][0-9A-HJKMNP-TV-Z]{25}\$" <<<"$out"
check sh -c "LD_LIBRARY_PATH='$root/lib' ldd '$tmp/ok/use_shared' | grep -q '$root/lib/libsortid.so.1'"
out=$("$tmp/ok/use_static"); rc=$?
check test "$rc" -eq 0
check grep -Eq "^$version [0-7][0-9A-HJKMNP-TV-Z]{25}\$" <<<"$out"
check sh -c "! ldd '$tmp/ok/use_static' | grep -q libsortid"
# The exact version is accepted; a newer major, or a newer minor, is refused.
check quiet configure exact "$version"
configure two 2.0 > "$tmp/two.log" 2>&1
check test $? -ne 0
check grep -q "sortidConfig.cmake, version: $version" "$tmp/two.log"
major=${version%%.*} rest=${version#*.}
configure newer "$major.$((${rest%%.*} + 1))" > /dev/null 2>&1
check test $? -ne 0
echo "cmake: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
