#!/usr/bin/env bash
# make test-postgres-modes: the monotonic generators with concurrent writers,
# first with sortid in shared_preload_libraries (one generator per server in
# shared memory), then on the same data without it (one per session).
# The extension must already be installed (make install-postgres).
# Ends with "postgres-modes: N passed, N failed"; exits non-zero on any failure.
set -u
here=$(cd "$(dirname "$0")/.." && pwd)        # ext/postgres
. "$here/scripts/cluster.sh"
. "$here/scripts/report.sh"
SUITE=postgres-modes
WRITERS=4
WRITE_SECONDS=${WRITE_SECONDS:-2}
WRITE_MAX=${WRITE_MAX:-5000}
PORT=54351

q() { "$PGBIN/psql" -X -q -At -v ON_ERROR_STOP=1 -p "$PORT" -d postgres "$@"; }
check() {
    local got
    got=$(q -c "$3" 2>&1)
    if [ "$got" = "$2" ]; then ok "$1"; else bad "$1" "expected '$2', got '$got'"; fi
}

# writers TABLE FLAKE_EXPR: WRITERS sessions at once, each numbering its rows (i)
# and recording the clock just before (t0) and just after (t1) each generation
writers() {
    local table=$1 flake=$2 w pids=()
    for w in $(seq 1 "$WRITERS"); do
        timeout $((WRITE_SECONDS + 60)) "$PGBIN/psql" -X -q -v ON_ERROR_STOP=1 -p "$PORT" -d postgres \
            >"$PG_TMP/$table-$w.log" 2>&1 <<SQL &
DO \$\$
DECLARE
    i int := 0;
    t_end timestamptz := clock_timestamp() + interval '$WRITE_SECONDS seconds';
    t0 timestamptz;
    u ulid;
    f ulidflake;
BEGIN
    WHILE clock_timestamp() < t_end AND i < $WRITE_MAX LOOP
        i := i + 1;
        t0 := clock_timestamp();
        u := gen_monotonic_ulid();
        f := ${flake//@W@/$w};
        INSERT INTO $table VALUES ($w, i, t0, clock_timestamp(), u, f);
    END LOOP;
END \$\$;
SQL
        pids+=($!)
    done
    for w in "${!pids[@]}"; do
        if wait "${pids[$w]}"; then ok "$table: writer $((w + 1)) finished"; else
            bad "$table: writer $((w + 1)) finished" "$(tr '\n' ' ' <"$PG_TMP/$table-$((w + 1)).log" | cut -c 1-300)"; fi
    done
}
# violations COLUMN TABLE: pairs A, B with A made entirely before B began
# (A.t1 < B.t0) but A's value above B's; 0 for one increasing sequence
violations() {
    echo "SELECT count(*) FROM (SELECT t0, min(t1) OVER (ORDER BY $1 DESC
            ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS earliest_end_above FROM $2) x
          WHERE earliest_end_above < t0"
}

if ! pg_node_start modes "$PORT" -c shared_preload_libraries=sortid; then
    bad "start a server with shared_preload_libraries = sortid"
    finish
fi
q -c "CREATE EXTENSION sortid" \
  -c "CREATE TABLE shared_gen (w int, i int, t0 timestamptz, t1 timestamptz, u ulid, f ulidflake)" \
  -c "CREATE TABLE session_gen (w int, i int, t0 timestamptz, t1 timestamptz, u ulid, f ulidflake)" ||
    bad "schema"

# ---- preloaded: one generator per server ---------------------------------------
check "preloaded: no NOTICE, sortid.random_step is a server setting" \
  $'t\nERROR:  parameter "sortid.random_step" cannot be changed without restarting the server' \
  "SELECT gen_monotonic_ulid() IS NOT NULL; SET sortid.random_step = 8" 2>&1
writers shared_gen "gen_ulidflake()"
check "preloaded: every writer wrote" "$WRITERS" "SELECT count(DISTINCT w) FROM shared_gen"
check "preloaded: no duplicate ulid or stand-alone flake across sessions" "0|0" \
  "SELECT count(*) - count(DISTINCT u), count(*) - count(DISTINCT f) FROM shared_gen"
check "preloaded: ulids and flakes form one increasing sequence in generation order" "0|0" \
  "SELECT ($(violations u shared_gen)), ($(violations f shared_gen))"
check "preloaded: sessions overlapped (milliseconds with IDs of several sessions)" "t" \
  "SELECT count(*) > 5 FROM (SELECT ulid_timestamp(u) ms, count(DISTINCT w) n FROM shared_gen GROUP BY 1) x WHERE n > 1"

# ---- not preloaded: one generator per session ---------------------------------------
if ! pg_node_restart modes "$PORT"; then
    bad "restart without shared_preload_libraries"
    finish
fi
notices=$(q -c "SELECT gen_monotonic_ulid() IS NOT NULL" -c "SELECT gen_ulidflake(1) IS NOT NULL" \
            -c "SELECT gen_monotonic_baseuid() IS NOT NULL" 2>&1 | grep -c "NOTICE:  sortid: monotonic generators are per session")
[ "$notices" = 1 ] && ok "per session: one NOTICE per session" || bad "per session: one NOTICE per session" "$notices"
# distinct node ids per session, as docs/postgres.md advises
writers session_gen "gen_ulidflake(@W@)"
check "per session: every writer wrote" "$WRITERS" "SELECT count(DISTINCT w) FROM session_gen"
check "per session: no duplicate ulid, nor flake with a node per session" "0|0" \
  "SELECT count(*) - count(DISTINCT u), count(*) - count(DISTINCT f) FROM session_gen"
check "per session: each session's ids strictly increasing" "0|0" \
  "SELECT count(*) FILTER (WHERE pu >= u), count(*) FILTER (WHERE pf >= f)
   FROM (SELECT u, f, lag(u) OVER (PARTITION BY w ORDER BY i) pu,
                lag(f) OVER (PARTITION BY w ORDER BY i) pf FROM session_gen) x"
echo "info: per session, ulid pairs out of generation order across sessions: $(q -c "$(violations u session_gen)")"
echo "info: preloaded, milliseconds with IDs of several sessions: $(q -c "SELECT count(*) FROM (SELECT ulid_timestamp(u) ms FROM shared_gen GROUP BY 1 HAVING count(DISTINCT w) > 1) x")"
check "per session: the server-wide values made before the restart stay below" "t" \
  "SELECT (SELECT max(u) FROM shared_gen) < (SELECT min(u) FROM session_gen)"
finish
