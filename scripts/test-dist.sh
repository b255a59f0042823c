#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# make test-dist: the dist tarball holds exactly the tracked files under
# NAME/ (plus its MANIFEST), owned by root and the same when made twice; in a
# temp folder, unpacked, it builds and passes the library tests (test-lib),
# and its own `make dist` (no git there: the MANIFEST) gives the same files.
# Usage: test-dist.sh TARBALL NAME
set -u
tarball=$1 name=$2
pass=0 fail=0
check() { if "$@"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL: $*"; fi; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

check test -s "$tarball"
tar -tzf "$tarball" | grep -v '/$' | LC_ALL=C sort > "$tmp/listed"
# the tracked files, the MANIFEST and the built files shipped beside them
{ git ls-files | while IFS= read -r f; do [ -e "$f" ] && echo "$name/$f"; done; echo "$name/MANIFEST"
  echo "$name/sortid--sql.sql"; } | LC_ALL=C sort -u > "$tmp/tracked"
check diff -u "$tmp/tracked" "$tmp/listed"
check test -z "$(tar -tvzf "$tarball" | awk '$2 != "0/0"')"
for f in LICENSE CHANGELOG.md README.md Makefile include/sortid.h debian/control sortid.pc.in; do
    check grep -qx "$name/$f" "$tmp/listed"
done
# The PGXN description travels with the extension when it is in the tree.
if [ -f ext/postgres/META.json ]; then
    check grep -qx "$name/ext/postgres/META.json" "$tmp/listed"
fi
cp "$tarball" "$tmp/again.tar.gz"
check make --no-print-directory -s dist > /dev/null
check cmp -s "$tarball" "$tmp/again.tar.gz"

mkdir "$tmp/src"
check tar -xzf "$tarball" -C "$tmp/src"
check test ! -e "$tmp/src/$name/.git"
# A clean make there: none of this make's variables (BUILD=... on its command
# line reaches a sub-make through MAKEFLAGS) may point it back at this tree.
out=$(cd "$tmp/src/$name" && env -u MAKEFLAGS -u MAKELEVEL -u MFLAGS \
    make --no-print-directory -j2 test-lib 2>&1)
check test $? -eq 0
echo "$out" | tail -n 3
echo "$out" | grep -q ' 0 failed'
check test $? -eq 0
# Its own dist, from the MANIFEST (no git).
check env -u GIT_DIR make --no-print-directory -s -C "$tmp/src/$name" dist BUILD="$tmp/redist" > /dev/null
tar -tzf "$tmp/redist/$name.tar.gz" | grep -v '/$' | LC_ALL=C sort > "$tmp/relisted"
check diff -u "$tmp/listed" "$tmp/relisted"
echo "dist: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
