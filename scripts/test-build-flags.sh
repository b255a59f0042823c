#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# make test-build-flags: the build honours CPPFLAGS, CFLAGS and LDFLAGS from
# the environment in every compile and link (library, CLI, SQLite and
# PostgreSQL modules), read from `make -n` with marker flags; a plain build
# has no -Werror, a test goal and .ci/run have it.
set -u
pass=0 fail=0
check() { if "$@"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL: $*"; fi; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
m() { env -u WERROR make --no-print-directory -n BUILD="$tmp/b" CC=cc "$@" 2>&1; }

CPPFLAGS=-DSORTID_PROBE_CPP CFLAGS='-O2 -DSORTID_PROBE_C' LDFLAGS=-Wl,-O1,--probe-ld \
    m all sqlite postgres > "$tmp/plain"
check test $? -eq 0
# Compile and link lines of the C compiler (continuations joined), not ar or ln.
sed -e ':a' -e '/\\$/N; s/\\\n//; ta' "$tmp/plain" | grep -E '^cc ' > "$tmp/cc"
check test "$(grep -c ' -c ' "$tmp/cc")" -ge 20
check test "$(grep -c 'ext/sqlite' "$tmp/cc")" -ge 1
check test "$(grep -c 'cli/main.c' "$tmp/cc")" -ge 1
# PGXS keeps only pg_config's flags unless given PG_CFLAGS and PG_LDFLAGS
# (make -n does not run the sub-make; test-deb's blhc sees its real lines).
check grep -q -- 'make -C ext/postgres .*PG_CFLAGS="[^"]*-DSORTID_PROBE_CPP[^"]*-DSORTID_PROBE_C[^"]*" PG_LDFLAGS="[^"]*--probe-ld' \
    "$tmp/plain"
while IFS= read -r line; do
    case $line in
    *' -c '*) check grep -q -- '-DSORTID_PROBE_CPP.*-DSORTID_PROBE_C' <<<"$line" ;;
    *' -o '*) if grep -q -- '-DSORTID_PROBE_C.*--probe-ld' <<<"$line"; then pass=$((pass + 1)); else
                  fail=$((fail + 1)); echo "FAIL: no LDFLAGS in: $line"; fi ;;
    esac
done < "$tmp/cc"
check test "$(grep -c -- '-Werror\( \|$\)' "$tmp/plain")" -eq 0
check test "$(m test-lib | grep -c -- '-Werror\( \|$\)')" -gt 0
check grep -q 'WERROR=-Werror' .ci/run
echo "build-flags: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
