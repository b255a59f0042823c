# SPDX-License-Identifier: MIT
# Sourced by the test and bench scripts: throwaway PostgreSQL servers in one
# temporary directory, each reachable only through a unix socket there.
# As root, the servers run as the `postgres` user.  Sets PGHOST, PGPORT,
# PGUSER, PGBIN, PG_TMP; pg_cluster_stop stops every server started and
# removes everything (also on EXIT).
#
#   pg_cluster_start [-c name=value ...]        one server, data in $PG_TMP/data, port 54329
#   pg_node_start NAME PORT [-c name=value ...] another server, data in $PG_TMP/NAME

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

pg_node_stop() {
    if [ -f "$PG_TMP/$1/postmaster.pid" ]; then
        pg_as "$PGBIN/pg_ctl" -D "$PG_TMP/$1" -m fast -w stop >/dev/null 2>&1
    fi
}

pg_cluster_stop() {
    local d
    for d in "$PG_TMP"/*/; do
        [ -f "$d/PG_VERSION" ] && pg_node_stop "$(basename "$d")"
    done
    rm -rf "$PG_TMP"
}
trap pg_cluster_stop EXIT

pg_node_start() {
    local name=$1 port=$2
    shift 2
    pg_as "$PGBIN/initdb" -D "$PG_TMP/$name" -A trust -U "$PGUSER" -E UTF8 --locale=C \
        --no-sync >"$PG_TMP/$name.initdb.log" 2>&1 || { cat "$PG_TMP/$name.initdb.log" >&2; return 1; }
    pg_node_restart "$name" "$port" "$@"
}

# (Re)start an existing data directory with these settings.
pg_node_restart() {
    local name=$1 port=$2
    shift 2
    pg_node_stop "$name"
    pg_as "$PGBIN/pg_ctl" -D "$PG_TMP/$name" -l "$PG_TMP/$name.log" -w \
        -o "-c listen_addresses='' -k $PG_TMP -p $port -c fsync=off -c synchronous_commit=off $*" \
        start >/dev/null || { cat "$PG_TMP/$name.log" >&2; return 1; }
}

pg_cluster_start() {
    pg_node_start data "$PGPORT" "$@"
}
