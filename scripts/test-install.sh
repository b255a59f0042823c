#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# make install / uninstall into a scratch DESTDIR: every file lands where
# PREFIX says, the shared library carries its SONAME, the pkg-config file
# builds a program against the installed copy, and uninstall removes it all.
set -u
make_cmd=${MAKE:-make}
dest=$(mktemp -d)
trap 'rm -rf "$dest"' EXIT
pass=0 fail=0
check() { if "$@"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL: $*"; fi; }
prefix=/opt/sortid-test
check $make_cmd --no-print-directory -s install DESTDIR="$dest" PREFIX="$prefix"
root=$dest$prefix
for f in include/sortid.h lib/libsortid.a lib/libsortid.so.1.0.0 lib/libsortid.so.1 lib/libsortid.so \
         lib/pkgconfig/sortid.pc bin/sortid share/man/man1/sortid.1; do
    check test -e "$root/$f"
done
check grep -q "SONAME.*\[libsortid.so.1\]" <(readelf -d "$root/lib/libsortid.so.1.0.0")
check grep -q "^prefix=$prefix$" "$root/lib/pkgconfig/sortid.pc"
awk '/^```c$/{on=1; next} /^```$/{if(on){exit}} on' README.md > "$dest/readme.c"
flags=$(PKG_CONFIG_PATH="$root/lib/pkgconfig" PKG_CONFIG_SYSROOT_DIR="$dest" pkg-config --cflags --libs sortid)
check test -n "$flags"
check cc -std=c11 -Wall -Werror "$dest/readme.c" $flags -o "$dest/readme"
check env LD_LIBRARY_PATH="$root/lib" "$dest/readme"
check $make_cmd --no-print-directory -s uninstall DESTDIR="$dest" PREFIX="$prefix"
left=$(find "$root" -type f -o -type l | wc -l)
check test "$left" -eq 0
echo "install: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
