#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# make test-postgres-modes: the monotonic generators with concurrent writers,
# first with sortid in shared_preload_libraries (one generator per server in
# shared memory), then on the same data without it (one per session); last,
# preloaded again with the server's clock under libfaketime: a clock that steps
# back (the regression pin) and one that stands still (exhaustion: the
# library's bounded wait, then the error).
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
    local table=$1 flake=$2 w pids=() start
    start=$(($(date +%s) + 1))   # all writers begin at the same second
    for w in $(seq 1 "$WRITERS"); do
        timeout $((WRITE_SECONDS + 60)) "$PGBIN/psql" -X -q -v ON_ERROR_STOP=1 -p "$PORT" -d postgres \
            >"$PG_TMP/$table-$w.log" 2>&1 <<SQL &
DO \$\$
DECLARE
    i int := 0;
    t_end timestamptz;
    t0 timestamptz;
    u ulid;
    f ulidflake;
    v uuid;
    s1 uuid;
    s2 uuid;
BEGIN
    PERFORM pg_sleep(greatest(0, $start - extract(epoch FROM clock_timestamp())));
    t_end := clock_timestamp() + interval '$WRITE_SECONDS seconds';
    WHILE clock_timestamp() < t_end AND i < $WRITE_MAX LOOP
        i := i + 1;
        t0 := clock_timestamp();
        u := gen_monotonic_ulid();
        f := ${flake//@W@/$w};
        v := gen_uuidv7();
        s1 := uuidv7('1 hour');
        s2 := uuidv7('-1 hour');
        INSERT INTO $table VALUES ($w, i, t0, clock_timestamp(), u, f, v, s1, s2);
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
  -c "CREATE TABLE shared_gen (w int, i int, t0 timestamptz, t1 timestamptz, u ulid, f ulidflake, v uuid, s1 uuid, s2 uuid)" \
  -c "CREATE TABLE session_gen (w int, i int, t0 timestamptz, t1 timestamptz, u ulid, f ulidflake, v uuid, s1 uuid, s2 uuid)" ||
    bad "schema"

# ---- preloaded: one generator per server ---------------------------------------
check "preloaded: no NOTICE, sortid.random_step is a server setting" \
  $'t\nERROR:  parameter "sortid.random_step" cannot be changed without restarting the server' \
  "SELECT gen_monotonic_ulid() IS NOT NULL; SET sortid.random_step = 8" 2>&1
writers shared_gen "gen_ulidflake()"
check "preloaded: every writer wrote" "$WRITERS" "SELECT count(DISTINCT w) FROM shared_gen"
check "preloaded: no duplicate ulid, stand-alone flake, uuidv7 or uuidv7(shift) across sessions" "0|0|0|0|0" \
  "SELECT count(*) - count(DISTINCT u), count(*) - count(DISTINCT f), count(*) - count(DISTINCT v),
          count(*) - count(DISTINCT s1), count(*) - count(DISTINCT s2) FROM shared_gen"
check "preloaded: ulids, flakes, uuidv7s and each shift's uuidv7(shift) form one increasing sequence in generation order" \
  "0|0|0|0|0" "SELECT ($(violations u shared_gen)), ($(violations f shared_gen)), ($(violations v shared_gen)),
          ($(violations s1 shared_gen)), ($(violations s2 shared_gen))"
check "preloaded: uuidv7('1 hour') and uuidv7('-1 hour') in turn, each with the time of its call and shift" "0|0" \
  "SELECT count(*) FILTER (WHERE uuid_extract_timestamp(s1) NOT BETWEEN
            date_trunc('milliseconds', t0 + interval '1 hour') AND t1 + interval '1 hour'),
          count(*) FILTER (WHERE uuid_extract_timestamp(s2) NOT BETWEEN
            date_trunc('milliseconds', t0 - interval '1 hour') AND t1 - interval '1 hour') FROM shared_gen"
# ---- a bad value in postgresql.conf: in the server log when it is read ---------------
conf=$PG_TMP/modes/postgresql.conf
# wait_log PATTERN: the server log has a line matching PATTERN (a reload is asynchronous)
wait_log() {
    local i
    for i in $(seq 1 50); do grep -q "$1" "$PG_TMP/modes.log" && return 0; sleep 0.2; done
    return 1
}
echo "sortid.flake_node = 5000" >>"$conf"
pg_node_restart modes "$PORT" -c shared_preload_libraries=sortid || bad "restart with a bad sortid.flake_node"
if wait_log 'WARNING:  invalid value for parameter "sortid.flake_node": "5000"'; then
    ok "postgresql.conf: a bad sortid.flake_node is in the server log at start"
else
    bad "postgresql.conf: a bad sortid.flake_node is in the server log at start"
fi
got=$(q -c "SELECT gen_ulidflake()" 2>&1)
if grep -q 'It was set in the configuration file before sortid was loaded' <<<"$got"; then
    ok "postgresql.conf: gen_ulidflake() refuses, saying where the value was set"
else
    bad "postgresql.conf: gen_ulidflake() refuses, saying where the value was set" "$got"
fi
sed -i 's/^sortid.flake_node = 5000$/sortid.flake_node = 7/' "$conf"
pg_as "$PGBIN/pg_ctl" -D "$PG_TMP/modes" reload >/dev/null
wait_log 'parameter "sortid.flake_node" changed to "7"'
check "postgresql.conf: a good value read on reload" "7" "SELECT ulidflake_node(gen_ulidflake())"
sed -i 's/^sortid.flake_node = 7$/sortid.flake_node = 6000/' "$conf"
pg_as "$PGBIN/pg_ctl" -D "$PG_TMP/modes" reload >/dev/null
if wait_log 'invalid value for parameter "sortid.flake_node": "6000"'; then
    ok "postgresql.conf: a bad value is in the server log on reload"
else
    bad "postgresql.conf: a bad value is in the server log on reload"
fi
check "postgresql.conf: after a bad reload the value in force stays" "7|7" \
  "SELECT current_setting('sortid.flake_node'), ulidflake_node(gen_ulidflake())"
# A bad value in the connection's options while sortid is loaded (preloaded): kept
# at session start, where it cannot be refused, and the error says so; it never
# claims the value was set before sortid was loaded.
got=$(PGOPTIONS="-c sortid.flake_node=5000" q -c "SELECT gen_ulidflake()" 2>&1)
if grep -q "It was set in the connection's options, applied when the session started" <<<"$got" &&
    ! grep -q "before sortid was loaded" <<<"$got"; then
    ok "connection options: gen_ulidflake() refuses, saying the value was set at session start"
else
    bad "connection options: gen_ulidflake() refuses, saying the value was set at session start" "$got"
fi
sed -i '/^sortid.flake_node = /d' "$conf"

# ---- not preloaded: one generator per session ---------------------------------------
if ! pg_node_restart modes "$PORT"; then
    bad "restart without shared_preload_libraries"
    finish
fi
said=$(q -c "SELECT gen_monotonic_ulid() IS NOT NULL" -c "SELECT gen_ulidflake(1) IS NOT NULL" \
        -c "SELECT gen_monotonic_baseuid() IS NOT NULL" 2>&1 | grep -c "sortid: monotonic generators are per session")
logged=$(grep -c "LOG:  sortid: monotonic generators are per session" "$PG_TMP/modes.log")
[ "$said" = 0 ] && ok "per session: nothing said to the client" || bad "per session: nothing said to the client" "$said lines"
[ "$logged" = 1 ] && ok "per session: one LOG line in the server log" || bad "per session: one LOG line in the server log" "$logged"
# distinct node ids per session, as docs/postgres.md advises
writers session_gen "gen_ulidflake(@W@)"
check "per session: every writer wrote" "$WRITERS" "SELECT count(DISTINCT w) FROM session_gen"
check "per session: no duplicate ulid, nor flake with a node per session" "0|0" \
  "SELECT count(*) - count(DISTINCT u), count(*) - count(DISTINCT f) FROM session_gen"
check "per session: each session's ids strictly increasing" "0|0|0|0|0" \
  "SELECT count(*) FILTER (WHERE pu >= u), count(*) FILTER (WHERE pf >= f), count(*) FILTER (WHERE pv >= v),
          count(*) FILTER (WHERE p1 >= s1), count(*) FILTER (WHERE p2 >= s2)
   FROM (SELECT u, f, v, s1, s2, lag(u) OVER (PARTITION BY w ORDER BY i) pu,
                lag(f) OVER (PARTITION BY w ORDER BY i) pf,
                lag(v) OVER (PARTITION BY w ORDER BY i) pv,
                lag(s1) OVER (PARTITION BY w ORDER BY i) p1,
                lag(s2) OVER (PARTITION BY w ORDER BY i) p2 FROM session_gen) x"
# The control: the same ordering check on the same workload per session finds
# values out of generation order (sessions interleave within a millisecond),
# so the check above can fail.
check "control: per session, the same check finds ulids out of generation order" "t" \
  "SELECT ($(violations u session_gen)) > 0"
check "per session: the server-wide values made before the restart stay below" "t" \
  "SELECT (SELECT max(u) FROM shared_gen) < (SELECT min(u) FROM session_gen)"

# ---- pgbench: 8 sessions, every generator, per session and preloaded: 0 duplicates --
# Each transaction inserts BENCH_ROWS rows of every generator at once; the
# flakes, stand-alone and with a node, are the kinds whose 20 or 15 random bits
# chance cannot keep apart: they have one generator per server in both modes.
BENCH_TX=${BENCH_TX:-100}
BENCH_ROWS=${BENCH_ROWS:-50}
gens="gen_ulid(), gen_monotonic_ulid(), gen_ulidflake(), gen_ulidflake(5), gen_monotonic_ulidflake(9),
      gen_baseuid(), gen_monotonic_baseuid(), gen_uuidv7(), uuidv7(), uuid_generate_v7(),
      gen_ksuid(), gen_monotonic_ksuid(), gen_typeid('t'), gen_objectid(), gen_xid(), uuidv7('1 hour')"
cols="c1, c2, c3, c4, c5, c6, c7, c8, c9, c10, c11, c12, c13, c14, c15, c16"
pgbench_dups() {  # MODE: the table suffix and the words of the check
    local mode=$1 dups
    q -c "CREATE TABLE dup_$mode (c1 ulid, c2 ulid, c3 ulidflake, c4 ulidflake, c5 ulidflake,
            c6 baseuid, c7 baseuid, c8 uuid, c9 uuid, c10 uuid, c11 text, c12 text, c13 text,
            c14 text, c15 text, c16 uuid)" || bad "$mode: table for pgbench"
    echo "INSERT INTO dup_$mode ($cols) SELECT $gens FROM generate_series(1, $BENCH_ROWS);" \
        >"$PG_TMP/bench.sql"
    if ! "$PGBIN/pgbench" -n -p "$PORT" -c 8 -j 2 -t "$BENCH_TX" -f "$PG_TMP/bench.sql" postgres \
            >"$PG_TMP/pgbench.log" 2>&1; then
        bad "$mode: pgbench, 8 sessions" "$(tail -3 "$PG_TMP/pgbench.log" | tr '\n' ' ')"
        return
    fi
    dups=$(q -c "SELECT count(*), $(for c in $cols; do printf 'count(*) - count(DISTINCT %s) + ' "${c%,}"; done) 0
                 FROM dup_$mode")
    if [ "$dups" = "$((8 * BENCH_TX * BENCH_ROWS))|0" ]; then
        ok "$mode: pgbench, 8 sessions, $((8 * BENCH_TX * BENCH_ROWS)) rows of each of 16 generators, 0 duplicates"
    else
        bad "$mode: pgbench, 8 sessions, 0 duplicates" "rows|duplicates: $dups"
    fi
}
pgbench_dups per_session
if pg_node_restart modes "$PORT" -c shared_preload_libraries=sortid; then
    pgbench_dups preloaded
else
    bad "restart preloaded for pgbench"
fi

# ---- a clock that stands still or steps back (libfaketime, server only) -------------
# The server's clock is read from a file: "+0" is the real time, a date alone
# is that instant, frozen.  The monotonic clock stays real, so the library's
# wait bound is real time.
faketime=$(dpkg -L libfaketime 2>/dev/null | grep '/libfaketime\.so\.1$' | head -n 1)
clockfile=$PG_TMP/clock
echo "+0" >"$clockfile" && chmod 644 "$clockfile"
if [ -z "$faketime" ] ||
   ! ( export LD_PRELOAD=$faketime FAKETIME_TIMESTAMP_FILE=$clockfile FAKETIME_NO_CACHE=1 DONT_FAKE_MONOTONIC=1
       pg_node_restart modes "$PORT" -c shared_preload_libraries=sortid ); then
    bad "restart preloaded under libfaketime" "${faketime:-libfaketime not installed}"
    finish
fi
q -c "CREATE TABLE pin (n int, u ulid)" -c "INSERT INTO pin VALUES (0, gen_monotonic_ulid())" ||
    bad "a ulid at the real time"
echo "2025-06-01 00:00:00" >"$clockfile"
check "the server's clock now stands at 2025-06-01" "2025-06-01 00:00:00+00" \
  "SET timezone = 'UTC'; SELECT clock_timestamp()"
check "clock 17 months back: ulids still increase, pinned to the last real millisecond" "1000|0|1000" \
  "INSERT INTO pin SELECT n, gen_monotonic_ulid() FROM generate_series(1, 1000) n;
   SELECT count(*) FILTER (WHERE n > 0), count(*) FILTER (WHERE u <= p),
          count(*) FILTER (WHERE n > 0 AND ulid_timestamp(u) = (SELECT ulid_timestamp(u) FROM pin WHERE n = 0))
   FROM (SELECT n, u, lag(u) OVER (ORDER BY n) p FROM pin) x"
t0=$(date +%s%N)
got=$(q -v VERBOSITY=verbose -c "SELECT count(*) FROM (SELECT gen_ulidflake(3) FROM generate_series(1, 100000)) x" 2>&1)
waited_ms=$(( ($(date +%s%N) - t0) / 1000000 ))
if grep -q "ERROR:  54000: gen_ulidflake: no more IDs in this time unit" <<<"$got" && [ "$waited_ms" -ge 100 ]; then
    ok "frozen clock: a node's 15 bits run out, the library waits its bound (call took $waited_ms ms), then 54000"
else
    bad "frozen clock: exhaustion waits then fails with 54000" "$waited_ms ms: $(tr '\n' ' ' <<<"$got")"
fi
echo "+0" >"$clockfile"
check "clock back to real time: generation goes on, above every earlier value" "t|1000" \
  "SELECT gen_monotonic_ulid() > (SELECT max(u) FROM pin),
          (SELECT count(*) FROM (SELECT gen_ulidflake(3) FROM generate_series(1, 1000)) x)"
finish
