#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# make test-postgres-pgxs: the extension on its own with PGXS, as a packager
# builds it from the release tarball and as the PGXN client builds it from
# the PGXN zip.  Usage: test-pgxs.sh TARBALL NAME ZIP (make dist, make dist-pgxn).
#
# 1. The tarball, unpacked in a temporary folder (nothing built there):
#      make -C ext/postgres && make -C ext/postgres install
#    (libsortid compiled from src/ by ext/postgres/Makefile itself), then
#      make -C ext/postgres installcheck          (pg_regress)
#    against a throwaway cluster, CREATE EXTENSION sortid, make uninstall.
# 2. The zip: one META.json, at its root beside a Makefile, that of the tree
#    and valid there (check-meta.py --dist); then the PGXN client (Debian
#    package pgxnclient) on it: pgxn install (make, make install), pgxn check
#    (make installcheck) on the zip and on it as pgxn unpacks it, pgxn load (CREATE EXTENSION),
#    pgxn unload, pgxn uninstall (make uninstall).
# Both install into the PostgreSQL of $PG_CONFIG; what sortid files it had
# before (make install-postgres's, say) are saved first and put back at the
# end, and the test checks that they are as before.
# Ends with "postgres-pgxs: N passed, N failed"; exits non-zero on any failure.
set -u
here=$(cd "$(dirname "$0")/.." && pwd)        # ext/postgres
. "$here/scripts/report.sh"
SUITE=postgres-pgxs
PG_CONFIG=${PG_CONFIG:-pg_config}
[ $# -eq 3 ] || { echo "usage: $0 TARBALL NAME ZIP" >&2; exit 2; }
tarball=$(realpath "$1") name=$2 zip=$(realpath "$3")

tmp=$(mktemp -d /tmp/sortid-pgxs.XXXXXX)
chmod 755 "$tmp"
pkglib=$("$PG_CONFIG" --pkglibdir)
share=$("$PG_CONFIG" --sharedir)

# ---- the server's sortid files: listed, saved, put back -------------------------
pg_sortid_files() {
    find "$pkglib" "$share/extension" -type f \( -name sortid.so -o -name sortid.index.bc \
        -o -path '*/bitcode/sortid/*' -o -name sortid.control -o -name 'sortid--*.sql' \) 2>/dev/null | LC_ALL=C sort
}
pg_sortid_sums() { pg_sortid_files | xargs -r sha256sum; }
pg_sortid_sums > "$tmp/before"
pg_sortid_files | tar -cPf "$tmp/saved.tar" -T -
restore() {
    pg_sortid_files | xargs -r rm -f
    tar -xPpf "$tmp/saved.tar"
}
cleanup() {
    pg_cluster_stop 2>/dev/null
    restore
    rm -rf "$tmp"
}
trap cleanup EXIT

# make TARGET in DIR, its output in $tmp/make.log
make_in() {
    local dir=$1
    shift
    make -C "$dir" PG_CONFIG="$PG_CONFIG" "$@" >"$tmp/make.log" 2>&1
}
log_tail() { tail -"${1:-5}" "$tmp/make.log" | tr '\n' ' '; }
psql_q() { "$PGBIN/psql" -X -v ON_ERROR_STOP=1 -qAt "$@"; }
installed() { [ -f "$pkglib/sortid.so" ] && [ -f "$share/extension/sortid.control" ]; }
# CREATE EXTENSION in a fresh database DB, then one call into the module
create_in() {
    local db=$1 got
    psql_q -d postgres -c "CREATE DATABASE $db" &&
    got=$(psql_q -d "$db" -c "CREATE EXTENSION sortid" \
        -c "SELECT extversion FROM pg_extension WHERE extname = 'sortid'" \
        -c "SELECT sortid_time(gen_ulid('2024-05-06 07:08:09.123+00')::text) = '2024-05-06 07:08:09.123+00'" 2>&1) &&
    [ "$got" = "$(printf '1.0\nt')" ] || { echo "$got"; return 1; }
}

. "$here/scripts/cluster.sh"
trap cleanup EXIT
export PGPORT=54341
if ! pg_cluster_start; then
    bad "cluster start"
    finish
fi

# ---- 1. the release tarball, with PGXS -------------------------------------------
src=$tmp/tarball/$name
mkdir -p "$tmp/tarball"
if tar -xzf "$tarball" -C "$tmp/tarball" && [ -f "$src/ext/postgres/Makefile" ]; then
    ok "$(basename "$tarball") unpacked"
else
    bad "$(basename "$tarball") unpacked into $tmp/tarball/$name"
    finish
fi
[ ! -e "$src/build" ] && ok "nothing built in the unpacked tarball (no build/)" ||
    bad "nothing built in the unpacked tarball" "build/ exists"
chmod -R a+rX "$tmp/tarball"          # the server reads tests/vectors there

if make_in "$src/ext/postgres"; then
    ok "make -C ext/postgres (libsortid compiled from src/ by the extension's Makefile)"
else
    bad "make -C ext/postgres" "$(log_tail)"
    finish
fi
[ -f "$src/ext/postgres/libsortid/libsortid_pic.a" ] && [ ! -e "$src/build" ] &&
    ok "libsortid built inside ext/postgres, no top-level build" ||
    bad "libsortid built inside ext/postgres, no top-level build"
if ldd "$src/ext/postgres/sortid.so" | grep -q libsortid ||
   nm -D --defined-only "$src/ext/postgres/sortid.so" | grep -q ' sortid_'; then
    bad "sortid.so has libsortid linked in, its symbols local"
else
    ok "sortid.so has libsortid linked in, its symbols local"
fi
if make_in "$src/ext/postgres" install && installed; then
    ok "make -C ext/postgres install: sortid.so in $pkglib, sortid.control in $share/extension"
else
    bad "make -C ext/postgres install" "$(log_tail)"
    finish
fi
if make_in "$src/ext/postgres" installcheck; then
    ok "make -C ext/postgres installcheck: $(grep -Eo 'All [0-9]+ tests passed' "$tmp/make.log")"
else
    bad "make -C ext/postgres installcheck" "$(log_tail 15)"
    [ -f "$src/ext/postgres/test/regression.diffs" ] && head -50 "$src/ext/postgres/test/regression.diffs"
fi
if out=$(create_in from_tarball); then
    ok "CREATE EXTENSION sortid (1.0) from the tarball's build, sortid_time(gen_ulid(t)) = t"
else
    bad "CREATE EXTENSION sortid from the tarball's build" "$out"
fi
if make_in "$src/ext/postgres" uninstall && ! installed; then
    ok "make -C ext/postgres uninstall removes sortid.so and sortid.control"
else
    bad "make -C ext/postgres uninstall" "$(log_tail)"
fi

# ---- 2. the PGXN zip, with the PGXN client -----------------------------------------
listing=$(python3 -c 'import sys, zipfile; print("\n".join(zipfile.ZipFile(sys.argv[1]).namelist()))' "$zip")
metas=$(grep -c 'META\.json$' <<<"$listing")
[ "$metas" -eq 1 ] && grep -qx "$name/META.json" <<<"$listing" &&
    ok "$(basename "$zip"): one META.json, at its root $name/" ||
    bad "$(basename "$zip"): one META.json, at its root $name/" "$metas found: $(grep 'META\.json$' <<<"$listing" | tr '\n' ' ')"
grep -qx "$name/Makefile" <<<"$listing" && ! grep -qv "^$name/" <<<"$listing" &&
    ok "$(basename "$zip"): everything under $name/, a Makefile at its root" ||
    bad "$(basename "$zip"): everything under $name/, a Makefile at its root"

if ! command -v pgxn >/dev/null; then
    bad "the PGXN client pgxn is installed (Debian package pgxnclient)"
    finish
fi
# unpacked as pgxn unpacks it (its own code, with its own Python: no modes
# kept but #! scripts')
pgxn_python=$(sed -n '1s/^#! *//p' "$(command -v pgxn)")
pdir=$($pgxn_python -c 'import sys; from pgxnclient import archive; print(archive.from_file(sys.argv[1]).unpack(sys.argv[2]))' \
    "$zip" "$tmp/pgxn" 2>"$tmp/unpack.log")
if [ "$pdir" = "$tmp/pgxn/$name" ]; then
    ok "pgxn's unpacker finds the Makefile in $name/"
else
    bad "pgxn's unpacker finds the Makefile in $name/" "got '$pdir' $(cat "$tmp/unpack.log")"
    finish
fi
chmod -R a+rX "$tmp/pgxn"
cmp -s "$pdir/META.json" "$here/META.json" &&
    ok "the zip's META.json is ext/postgres/META.json, byte for byte" ||
    bad "the zip's META.json is ext/postgres/META.json, byte for byte"
if python3 "$here/scripts/check-meta.py" --dist "$pdir" >"$tmp/meta.log" 2>&1; then
    ok "check-meta.py --dist: $(tail -1 "$tmp/meta.log")"
else
    bad "check-meta.py --dist (paths from the zip's root)" "$(grep FAIL "$tmp/meta.log" | tr '\n' ' ')"
fi

pgxn_run() {
    local cmd=$1
    shift
    pgxn "$cmd" --pg_config "$PG_CONFIG" "$@" </dev/null >"$tmp/pgxn.log" 2>&1
}
if pgxn_run install --make make "$zip" && installed; then
    ok "pgxn install $(basename "$zip") (make, make install in pgxn's own unpacked copy)"
else
    bad "pgxn install $(basename "$zip")" "$(tail -5 "$tmp/pgxn.log" | tr '\n' ' ')"
    finish
fi
# on the zip itself, as docs/postgres.md says: pgxn unpacks it in a folder
# only its user may enter, and the server (postgres) still reads the vectors
if pgxn_run check --make make "$zip"; then
    ok "pgxn check $(basename "$zip") (make installcheck where pgxn unpacks it): $(grep -Eo 'All [0-9]+ tests passed' "$tmp/pgxn.log")"
else
    bad "pgxn check $(basename "$zip")" "$(tail -15 "$tmp/pgxn.log")"
fi
if pgxn_run check --make make "$pdir/"; then
    ok "pgxn check (make installcheck): $(grep -Eo 'All [0-9]+ tests passed' "$tmp/pgxn.log")"
else
    bad "pgxn check (make installcheck)" "$(tail -15 "$tmp/pgxn.log")"
fi
# pg_regress's output at the root, where pgxn check looks for regression.diffs
# and regression.out to copy on a failure (pg_regress removes them on success)
[ -f "$pdir/results/ulid.out" ] && [ ! -e "$pdir/ext/postgres/test/results" ] &&
    ok "pgxn check's pg_regress output at the distribution's root (results/)" ||
    bad "pgxn check's pg_regress output at the distribution's root (results/)" "$(ls "$pdir" | tr '\n' ' ')"
psql_q -d postgres -c "CREATE DATABASE from_pgxn" >/dev/null
if pgxn_run load -d from_pgxn "$zip" &&
   [ "$(psql_q -d from_pgxn -c "SELECT extversion FROM pg_extension WHERE extname = 'sortid'")" = 1.0 ]; then
    ok "pgxn load: CREATE EXTENSION sortid (1.0)"
else
    bad "pgxn load" "$(tail -5 "$tmp/pgxn.log" | tr '\n' ' ')"
fi
if [ "$(psql_q -d from_pgxn -c "SELECT uuid_version(gen_uuidv7()), length(gen_ksuid()), typeid_to_uuid(uuid_to_typeid('user', '0188bac7-4afa-78aa-bc3b-bd1eef28d881'))" 2>&1)" = \
     "7|27|0188bac7-4afa-78aa-bc3b-bd1eef28d881" ]; then
    ok "the loaded extension answers: gen_uuidv7, gen_ksuid, TypeID round trip"
else
    bad "the loaded extension answers"
fi
if pgxn_run unload -d from_pgxn "$zip" &&
   [ "$(psql_q -d from_pgxn -c "SELECT count(*) FROM pg_extension WHERE extname = 'sortid'")" = 0 ]; then
    ok "pgxn unload: DROP EXTENSION sortid"
else
    bad "pgxn unload" "$(tail -5 "$tmp/pgxn.log" | tr '\n' ' ')"
fi
if pgxn_run uninstall --make make "$zip" && ! installed; then
    ok "pgxn uninstall (make uninstall) removes sortid.so and sortid.control"
else
    bad "pgxn uninstall" "$(tail -5 "$tmp/pgxn.log" | tr '\n' ' ')"
fi

# ---- the server's sortid files as before ------------------------------------------
pg_cluster_stop
restore
pg_sortid_sums > "$tmp/after"
if cmp -s "$tmp/before" "$tmp/after"; then
    ok "the server's sortid files are as before the test ($(wc -l < "$tmp/before") files)"
else
    bad "the server's sortid files are as before the test" "$(diff "$tmp/before" "$tmp/after" | head -5 | tr '\n' ' ')"
fi
finish
