#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The version has one home, include/sortid.h (SORTID_VERSION_*, read by the
# Makefile); every other place that states it must agree.  Arguments: the
# Makefile's version, the CLI binary, the build folder (sortid.pc).
set -u
version=$1 cli=$2 build=$3
pass=0 fail=0
check() { if "$@"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL: $*"; fi; }
same() { # what, expected, got
    if [ "$2" = "$3" ]; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL: $1: expected '$2', got '$3'"; fi
}
hdr() { sed -n "s/^#define SORTID_VERSION_$1 *\\(.*\\)\$/\\1/p" include/sortid.h; }
major=$(hdr MAJOR) minor=$(hdr MINOR) patch=$(hdr PATCH)
string=$(hdr STRING | tr -d '"')
check grep -Eq '^[0-9]+\.[0-9]+\.[0-9]+$' <<<"$version"
same "SORTID_VERSION_STRING" "$version" "$string"
same "SORTID_VERSION_MAJOR.MINOR.PATCH" "$version" "$major.$minor.$patch"
same "sortid.pc Version" "$version" "$(sed -n 's/^Version: //p' "$build/sortid.pc")"
same "sortid --version" "$version" "$("$cli" --version | head -n 1 | grep -Eo '[0-9]+\.[0-9]+\.[0-9]+')"
same "bindings/node/package.json" "$version" \
    "$(sed -n 's/^  "version": "\(.*\)",$/\1/p' bindings/node/package.json)"
same "bindings/node/package-lock.json" "$version $version" \
    "$(sed -n 's/^  *"version": "\(.*\)",$/\1/p' bindings/node/package-lock.json | head -n 2 | tr '\n' ' ' | sed 's/ $//')"
# PostgreSQL extensions are versioned MAJOR.MINOR; its install script follows.
same "ext/postgres/sortid.control default_version" "$major.$minor" \
    "$(sed -n "s/^default_version = '\\(.*\\)'\$/\\1/p" ext/postgres/sortid.control)"
check test -f "ext/postgres/sql/sortid--$major.$minor.sql"
if [ -f ext/postgres/META.json ]; then
    same "ext/postgres/META.json version" "$version" \
        "$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["version"])' ext/postgres/META.json)"
fi
same "CHANGELOG.md entry" "1" "$(grep -c "^## \[$version\]" CHANGELOG.md)"
same "debian/changelog upstream version" "$version" \
    "$(sed -n '1s/^[^ ]* (\([^-)]*\)-[^)]*).*/\1/p' debian/changelog)"
echo "version: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
