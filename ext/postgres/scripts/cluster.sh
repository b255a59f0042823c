# Sourced by test.sh and bench.sh: a throwaway PostgreSQL cluster in a
# temporary directory, reachable only through a unix socket in that directory.
# As root, the server runs as the `postgres` user.  Sets PGHOST, PGPORT,
# PGUSER, PGBIN, PG_TMP; pg_cluster_stop removes everything (also on EXIT).

PG_CONFIG=${PG_CONFIG:-pg_config}
PGBIN=$("$PG_CONFIG" --bindir)
PG_TMP=$(mktemp -d /tmp/sortid-pg.XXXXXX)
chmod 755 "$PG_TMP"
if [ "$(id -u)" -eq 0 ]; then
    chown postgres: "$PG_TMP"
    pg_as() { runuser -u postgres -- "$@"; }
    export PGUSER=postgres
else
    pg_as() { "$@"; }
    export PGUSER=$(id -un)
fi
export PGHOST=$PG_TMP PGPORT=54329 PGDATABASE=postgres
unset PGSERVICE PGPASSWORD PGOPTIONS

pg_cluster_stop() {
    if [ -f "$PG_TMP/data/postmaster.pid" ]; then
        pg_as "$PGBIN/pg_ctl" -D "$PG_TMP/data" -m fast -w stop >/dev/null 2>&1
    fi
    rm -rf "$PG_TMP"
}
trap pg_cluster_stop EXIT

pg_cluster_start() {
    pg_as "$PGBIN/initdb" -D "$PG_TMP/data" -A trust -U "$PGUSER" -E UTF8 --locale=C \
        --no-sync >"$PG_TMP/initdb.log" 2>&1 || { cat "$PG_TMP/initdb.log" >&2; return 1; }
    pg_as "$PGBIN/pg_ctl" -D "$PG_TMP/data" -l "$PG_TMP/server.log" -w \
        -o "-c listen_addresses='' -k $PG_TMP -p $PGPORT -c fsync=off -c synchronous_commit=off $*" \
        start >/dev/null || { cat "$PG_TMP/server.log" >&2; return 1; }
}
