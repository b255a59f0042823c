#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# make dist: NAME.tar.gz of the tracked files (their content in the work tree),
# under the folder NAME/, with a MANIFEST listing them.  The file list is
# `git ls-files` in a git checkout, else the MANIFEST of an unpacked tarball.
# Owner, order and times are fixed (the last commit's time, or the MANIFEST's),
# so the same tree gives the same tarball.  Further arguments are built files
# that ship beside the sources, at the top of the folder (the pure-SQL
# PostgreSQL edition, build/sortid--sql.sql).
set -eu
name=$1 out=$2
shift 2
if git rev-parse --is-inside-work-tree >/dev/null 2>&1 && [ -z "$(git rev-parse --show-prefix)" ]; then
    list=$(git ls-files | grep -vx MANIFEST | while IFS= read -r f; do [ -e "$f" ] && printf '%s\n' "$f"; done)
    stamp=$(git log -1 --format=%ct 2>/dev/null || date +%s)
elif [ -f MANIFEST ]; then
    list=$(grep -vx MANIFEST MANIFEST)
    stamp=$(stat -c %Y MANIFEST)
else
    echo "dist: neither a git checkout nor a MANIFEST to list the files" >&2
    exit 1
fi
mkdir -p "$(dirname "$out")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir "$work/$name"
{ printf '%s\n' "$list"; echo MANIFEST; for f in "$@"; do basename "$f"; done; } |
    LC_ALL=C sort -u > "$work/$name/MANIFEST"
touch -d "@$stamp" "$work/$name/MANIFEST"
# Copy each file (symlinks kept), then tar the copy in name order.
printf '%s\n' "$list" | tar -cf - --no-recursion -T - | tar -xf - -C "$work/$name"
for f in "$@"; do
    cp "$f" "$work/$name/"
    touch -d "@$stamp" "$work/$name/$(basename "$f")"
done
tar -C "$work" --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$stamp" \
    --mode='u+rw,go+r,go-w' -cf - "$name" | gzip -9n > "$out.tmp"
mv "$out.tmp" "$out"
echo "dist: $out ($(wc -l < "$work/$name/MANIFEST") files, $(stat -c %s "$out") bytes)"
