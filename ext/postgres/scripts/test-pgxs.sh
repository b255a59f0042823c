#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# make test-postgres-pgxs: the extension on its own with PGXS, as PGXN or a
# packager builds it.  A copy of the tree with nothing built (the tracked and
# untracked, not ignored, files) in a temporary folder; there
#   make -C ext/postgres && make -C ext/postgres install
# (libsortid compiled from src/ by ext/postgres/Makefile itself), then
#   make -C ext/postgres installcheck
# (pg_regress) against a throwaway cluster.  Installs into the PostgreSQL of
# $PG_CONFIG, as make install-postgres does.
# Ends with "postgres-pgxs: N passed, N failed"; exits non-zero on any failure.
set -u
here=$(cd "$(dirname "$0")/.." && pwd)        # ext/postgres
root=$(cd "$here/../.." && pwd)
. "$here/scripts/report.sh"
SUITE=postgres-pgxs
PG_CONFIG=${PG_CONFIG:-pg_config}

copy=$(mktemp -d /tmp/sortid-pgxs.XXXXXX)
trap 'rm -rf "$copy"' EXIT
if (cd "$root" && git ls-files -z --cached --others --exclude-standard | tar -cf - --null -T -) |
   tar -xf - -C "$copy" 2>/dev/null; then
    ok "a copy of the tree in $copy"
else
    bad "a copy of the tree"
    finish
fi
rm -rf "$copy/ext/postgres/test/results"
[ ! -e "$copy/build" ] && ok "nothing built in the copy (no build/)" || bad "nothing built in the copy" "build/ exists"
chmod -R a+rX "$copy"

log=$copy/make.log
if make -C "$copy/ext/postgres" PG_CONFIG="$PG_CONFIG" >"$log" 2>&1; then
    ok "make -C ext/postgres (libsortid compiled from src/ by the extension's Makefile)"
else
    bad "make -C ext/postgres" "$(tail -5 "$log" | tr '\n' ' ')"
    finish
fi
[ -f "$copy/ext/postgres/libsortid/libsortid_pic.a" ] && [ ! -e "$copy/build" ] &&
    ok "libsortid built inside ext/postgres, no top-level build" ||
    bad "libsortid built inside ext/postgres, no top-level build"
if ldd "$copy/ext/postgres/sortid.so" | grep -q libsortid ||
   nm -D --defined-only "$copy/ext/postgres/sortid.so" | grep -q ' sortid_'; then
    bad "sortid.so has libsortid linked in, its symbols local"
else
    ok "sortid.so has libsortid linked in, its symbols local"
fi
if make -C "$copy/ext/postgres" PG_CONFIG="$PG_CONFIG" install >"$log" 2>&1; then
    ok "make -C ext/postgres install"
else
    bad "make -C ext/postgres install" "$(tail -5 "$log" | tr '\n' ' ')"
    finish
fi

. "$here/scripts/cluster.sh"
trap 'pg_cluster_stop; rm -rf "$copy"' EXIT
export PGPORT=54341
if ! pg_cluster_start; then
    bad "cluster start"
    finish
fi
if make -C "$copy/ext/postgres" PG_CONFIG="$PG_CONFIG" installcheck >"$log" 2>&1; then
    ok "make -C ext/postgres installcheck: $(grep -Eo 'All [0-9]+ tests passed' "$log")"
else
    bad "make -C ext/postgres installcheck" "$(tail -15 "$log")"
    [ -f "$copy/ext/postgres/test/regression.diffs" ] && head -50 "$copy/ext/postgres/test/regression.diffs"
fi
finish
