#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# make install / uninstall into a scratch DESTDIR: every file lands where
# PREFIX says, the shared library carries its SONAME, the pkg-config file
# builds a program against the installed copy; a second install changes
# nothing (same files, same contents); install-sqlite puts the SQLite module
# where docs/sqlite.md loads it from; and uninstall (which removes the SQLite
# module too) leaves exactly the files and folders that were there before (a
# file of someone else's and an empty folder are placed first and must
# survive), also under a PREFIX none of whose folders existed.
set -u
make_cmd=${MAKE:-make}
dest=$(mktemp -d)
trap 'rm -rf "$dest"' EXIT
pass=0 fail=0
check() { if "$@"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL: $*"; fi; }
prefix=/opt/sortid-test
root=$dest$prefix
# The tree: every folder, file and link, files with their content's checksum
# (links: target).
tree() { (cd "${1:-$dest}" && find . \( -type f -o -type l -o -type d \) -printf '%p %y %l\n' | LC_ALL=C sort |
    while read -r p y l; do [ "$y" = f ] && l=$(md5sum < "$p"); echo "$p $y $l"; done); }
mkdir -p "$root/lib/pkgconfig" "$root/share/man/man1"
echo "someone else's" > "$root/lib/pkgconfig/other.pc"
tree > "$dest/../before.$$"
check $make_cmd --no-print-directory -s install DESTDIR="$dest" PREFIX="$prefix"
for f in include/sortid.h lib/libsortid.a lib/libsortid.so.1.0.0 lib/libsortid.so.1 lib/libsortid.so \
         lib/pkgconfig/sortid.pc bin/sortid share/man/man1/sortid.1 \
         share/bash-completion/completions/sortid share/zsh/site-functions/_sortid \
         share/fish/vendor_completions.d/sortid.fish \
         lib/cmake/sortid/sortidConfig.cmake lib/cmake/sortid/sortidConfigVersion.cmake; do
    check test -e "$root/$f"
done
check grep -q "SONAME.*\[libsortid.so.1\]" <(readelf -d "$root/lib/libsortid.so.1.0.0")
check grep -q "^prefix=$prefix$" "$root/lib/pkgconfig/sortid.pc"
awk '/^```c$/{on=1; next} /^```$/{if(on){exit}} on' README.md > "$dest/readme.c"
flags=$(PKG_CONFIG_PATH="$root/lib/pkgconfig" PKG_CONFIG_SYSROOT_DIR="$dest" pkg-config --cflags --libs sortid)
check test -n "$flags"
check cc -std=c11 -Wall -Werror "$dest/readme.c" $flags -o "$dest/readme"
check env LD_LIBRARY_PATH="$root/lib" "$dest/readme"
rm -f "$dest/readme.c" "$dest/readme"

# Idempotent: the same tree after a second install.
tree > "$dest/../once.$$"
check $make_cmd --no-print-directory -s install DESTDIR="$dest" PREFIX="$prefix"
check diff -u "$dest/../once.$$" <(tree)

# The SQLite module, where docs/sqlite.md says; it loads by that name.
check $make_cmd --no-print-directory -s install-sqlite DESTDIR="$dest" PREFIX="$prefix"
check test -f "$root/lib/libsqlite3_mod_sortid.so"
check grep -q 'libsqlite3_mod_sortid' docs/sqlite.md
check test "$(LD_LIBRARY_PATH="$root/lib" sqlite3 :memory: '.load libsqlite3_mod_sortid' \
    "SELECT sortid_valid(gen_ulid(), 'ulid')" 2>&1)" = 1

# Uninstall removes all of it, the SQLite module and the folders install made
# included, and only it.
check $make_cmd --no-print-directory -s uninstall DESTDIR="$dest" PREFIX="$prefix"
check diff -u "$dest/../before.$$" <(tree)
check test ! -e "$root/lib/cmake/sortid"
check test -d "$root/share/man/man1"

# A PREFIX that does not exist yet: uninstall leaves nothing of it, not even
# its parent folders install made, and keeps the one that was there.
fresh=$(mktemp -d)
check $make_cmd --no-print-directory -s install install-sqlite DESTDIR="$fresh" PREFIX=/opt/fresh/sortid
check test -f "$fresh/opt/fresh/sortid/lib/libsqlite3_mod_sortid.so"
check $make_cmd --no-print-directory -s uninstall DESTDIR="$fresh" PREFIX=/opt/fresh/sortid
check test "$(tree "$fresh")" = ". d "
rm -rf "$fresh"
rm -f "$dest/../before.$$" "$dest/../once.$$"
echo "install: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
