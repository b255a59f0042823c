#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# make bench-postgres: gen_ulid() vs gen_random_uuid() inserts into indexed
# tables, with a bigint identity column as the floor; the generators alone
# (SELECT count(f()) FROM generate_series, against count(i) of the series,
# in interleaved rounds) with each one's ratio to gen_ulid(); the flakes'
# IDs per millisecond and time asleep; COPY of ULID text vs the same values
# as UUID text, and table/index sizes, all measured in one run on a
# throwaway cluster.  Not a test.
# The inserts and COPYs run in ABBA order (ulid, uuid, uuid, ulid), each into
# an empty table after a checkpoint, so drift on a shared machine cancels;
# their ratios use the sums.
#   ROWS=1000000 GEN_ROWS=20000 GEN_ROUNDS=40 FLAKE_ROWS=200000 (defaults)
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
. "$here/scripts/cluster.sh"
ROWS=${ROWS:-1000000}
pg_cluster_start -c shared_buffers=256MB -c max_wal_size=4GB -c checkpoint_timeout=30min
q() { "$PGBIN/psql" -X -q -At -v ON_ERROR_STOP=1 "$@"; }
q -c "CREATE EXTENSION sortid"

ins_u="INSERT INTO tu SELECT gen_ulid() FROM generate_series(1, $ROWS)"
ins_q="INSERT INTO tq SELECT gen_random_uuid() FROM generate_series(1, $ROWS)"
# The generators alone, no table: each expression counted over a series of
# GEN_ROWS, GEN_ROUNDS times, interleaved (the list, then the list reversed,
# and so on), so that load from elsewhere on a shared machine falls on every
# generator alike; each one's median sample, less the bare series count(i),
# is its cost per call, and the ratios are those costs over gen_ulid()'s
# (also from the lowest samples: on a busy machine, the better estimate).
GEN_ROWS=${GEN_ROWS:-20000}
GEN_ROUNDS=${GEN_ROUNDS:-40}
gens=("gen_ulid()" "gen_monotonic_ulid()" "gen_ulidflake()" "gen_ulidflake(5)" "gen_baseuid()"
      "gen_monotonic_baseuid()" "gen_uuidv7()" "gen_ksuid()" "gen_monotonic_ksuid()"
      "gen_typeid(''user'')" "gen_objectid()" "gen_xid()" "gen_random_uuid()"
      "gen_ulid()::text") # the last: a ULID's text, beside the kinds whose type is text
counts="'count(i)'"
for g in "${gens[@]}"; do counts+=", 'count($g)'"; done
# The flakes, whose cost is their step (docs/postgres.md): each made FLAKE_ROWS
# times in one statement, with the milliseconds its IDs span and the backend's
# time on a CPU, waiting for one (/proc/self/schedstat) and asleep.
FLAKE_ROWS=${FLAKE_ROWS:-200000}
cp_u="COPY cu FROM ''$PG_TMP/ulid.txt''"
cp_q="COPY cq FROM ''$PG_TMP/uuid.txt''"
q <<SQL
CREATE TABLE tu (id ulid PRIMARY KEY);
CREATE TABLE tq (id uuid PRIMARY KEY);
CREATE TABLE cu (id ulid PRIMARY KEY);
CREATE TABLE cq (id uuid PRIMARY KEY);
CREATE TABLE tm (id ulid PRIMARY KEY);
CREATE TABLE tb (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY);
CREATE TEMP TABLE timing (n serial, what text, ms numeric);
-- the server times each statement (clock_timestamp) in this one session
CREATE FUNCTION run(what text, tbl text, stmt text) RETURNS void LANGUAGE plpgsql AS \$\$
DECLARE t0 timestamptz;
BEGIN
    EXECUTE format('TRUNCATE %I', tbl);
    CHECKPOINT;
    t0 := clock_timestamp();
    EXECUTE stmt;
    INSERT INTO timing (what, ms) VALUES (what, round(extract(epoch FROM clock_timestamp() - t0) * 1000, 1));
END \$\$;
SELECT run('insert gen_ulid()', 'tu', '$ins_u');
SELECT run('insert gen_random_uuid()', 'tq', '$ins_q');
SELECT run('insert gen_random_uuid()', 'tq', '$ins_q');
SELECT run('insert gen_ulid()', 'tu', '$ins_u');
SELECT run('insert gen_monotonic_ulid()', 'tm', 'INSERT INTO tm SELECT gen_monotonic_ulid() FROM generate_series(1, $ROWS)');
SELECT run('insert bigint identity', 'tb', 'INSERT INTO tb SELECT FROM generate_series(1, $ROWS)');
SELECT run('insert bigint identity', 'tb', 'INSERT INTO tb SELECT FROM generate_series(1, $ROWS)');
-- the generators alone, no table: interleaved rounds, with the bare series as floor
CREATE TEMP TABLE gen_samples (what text, ms float8);
CREATE FUNCTION gen_rounds(exprs text[], n int, rounds int) RETURNS void LANGUAGE plpgsql AS \$\$
DECLARE t0 timestamptz; m int := array_length(exprs, 1); e text;
BEGIN
    FOR r IN 1..rounds LOOP
        FOR j IN 1..m LOOP
            e := exprs[CASE WHEN r % 2 = 1 THEN j ELSE m + 1 - j END];
            LOOP -- ObjectId's and xid's counter may run out in a second (it starts at random)
                BEGIN
                    t0 := clock_timestamp();
                    EXECUTE format('SELECT %s FROM generate_series(1, %s) i', e, n);
                    INSERT INTO gen_samples VALUES (e, extract(epoch FROM clock_timestamp() - t0) * 1000);
                    EXIT;
                EXCEPTION WHEN program_limit_exceeded THEN
                    RAISE NOTICE '%: % (the sample is taken again)', e, SQLERRM;
                END;
            END LOOP;
        END LOOP;
    END LOOP;
END \$\$;
SELECT gen_rounds(ARRAY[$counts], $GEN_ROWS, $GEN_ROUNDS);
CREATE TEMP VIEW gen_cost AS
    SELECT what, percentile_cont(0.5) WITHIN GROUP (ORDER BY ms) AS med, min(ms) AS low
    FROM gen_samples GROUP BY what;
-- the backend's own nanoseconds on a CPU and waiting for one, from the kernel
CREATE FUNCTION sched_ns(OUT on_cpu bigint, OUT runnable bigint) LANGUAGE sql AS
    \$\$ SELECT split_part(s, ' ', 1)::bigint, split_part(s, ' ', 2)::bigint
        FROM pg_read_file('/proc/self/schedstat') s \$\$;
CREATE TEMP TABLE flake_runs (what text, n int, wall_ms float8, cpu_ms float8, runnable_ms float8, span_ms bigint);
CREATE FUNCTION flake_run(gen text, n int) RETURNS void LANGUAGE plpgsql AS \$\$
DECLARE t0 timestamptz; s0 record; s1 record; lo ulidflake; hi ulidflake; wall float8;
BEGIN
    s0 := sched_ns();
    t0 := clock_timestamp();
    EXECUTE format('SELECT min(f), max(f) FROM (SELECT %s AS f FROM generate_series(1, %s)) s', gen, n)
        INTO lo, hi;
    wall := extract(epoch FROM clock_timestamp() - t0) * 1000;
    s1 := sched_ns();
    INSERT INTO flake_runs VALUES (gen, n, wall, (s1.on_cpu - s0.on_cpu) / 1e6,
        (s1.runnable - s0.runnable) / 1e6, ulidflake_unix_ms(hi) - ulidflake_unix_ms(lo) + 1);
END \$\$;
SELECT flake_run('gen_ulidflake()', $FLAKE_ROWS);
SELECT flake_run('gen_ulidflake(5)', $FLAKE_ROWS / 20);
COPY (SELECT id FROM tu) TO '$PG_TMP/ulid.txt';
COPY (SELECT id::uuid FROM tu) TO '$PG_TMP/uuid.txt';
SELECT run('COPY ulid text', 'cu', '$cp_u');
SELECT run('COPY uuid text', 'cq', '$cp_q');
SELECT run('COPY uuid text', 'cq', '$cp_q');
SELECT run('COPY ulid text', 'cu', '$cp_u');
\pset format aligned
\pset tuples_only off
\echo
\echo rows: $ROWS
SELECT what, string_agg(ms::text, ' , ' ORDER BY n) AS runs_ms, round(avg(ms), 1) AS mean_ms
FROM timing GROUP BY what ORDER BY min(n);
SELECT 'insert gen_ulid() / gen_random_uuid()' AS ratio,
       round((SELECT sum(ms) FROM timing WHERE what = 'insert gen_ulid()') /
             (SELECT sum(ms) FROM timing WHERE what = 'insert gen_random_uuid()'), 3)::text AS value
UNION ALL
SELECT 'insert gen_ulid() / bigint identity',
       round((SELECT sum(ms) / 2 FROM timing WHERE what = 'insert gen_ulid()') /
             (SELECT sum(ms) / 2 FROM timing WHERE what = 'insert bigint identity'), 3)::text
UNION ALL
SELECT 'COPY ulid text / uuid text',
       round((SELECT sum(ms) FROM timing WHERE what = 'COPY ulid text') /
             (SELECT sum(ms) FROM timing WHERE what = 'COPY uuid text'), 3)::text;
\echo
\echo generators alone: SELECT count(f) FROM generate_series(1, $GEN_ROWS), $GEN_ROUNDS interleaved rounds
\echo (ns per call: the median sample less that of count(i); its ratio to that of gen_ulid(), and the same ratio of the lowest samples)
SELECT g.what AS generator, round(((g.med - f.med) * 1e6 / $GEN_ROWS)::numeric, 1) AS ns_per_call,
       round(((g.med - f.med) / nullif(u.med - f.med, 0))::numeric, 2) AS "/ gen_ulid()",
       round(((g.low - f.low) / nullif(u.low - f.low, 0))::numeric, 2) AS "lowest: / gen_ulid()"
FROM gen_cost g, gen_cost f, gen_cost u
WHERE f.what = 'count(i)' AND u.what = 'count(gen_ulid())' AND g.what <> 'count(i)'
ORDER BY array_position(ARRAY[$counts], g.what);
\echo
\echo the flakes: one statement each (the series is built first); asleep = wall - on a CPU - waiting for a CPU
SELECT what AS generator, n AS ids, round(wall_ms::numeric, 1) AS wall_ms,
       round(cpu_ms::numeric, 1) AS on_cpu_ms, round(runnable_ms::numeric, 1) AS runnable_ms,
       round((wall_ms - cpu_ms - runnable_ms)::numeric, 1) AS asleep_ms,
       round((100 * (wall_ms - cpu_ms - runnable_ms) / wall_ms)::numeric, 1) AS asleep_pct,
       span_ms AS ms_spanned, round(n::numeric / span_ms, 1) AS ids_per_ms,
       round((cpu_ms * 1e6 / n)::numeric, 1) AS cpu_ns_per_id
FROM flake_runs;
SELECT c.relname AS "table", pg_size_pretty(pg_relation_size(c.oid)) AS heap,
       pg_relation_size(c.oid) AS heap_bytes,
       pg_size_pretty(pg_indexes_size(c.oid)) AS index, pg_indexes_size(c.oid) AS index_bytes
FROM pg_class c WHERE c.relname IN ('tu', 'tq', 'tm', 'tb', 'cu', 'cq') ORDER BY c.relname DESC;
SQL

# The monotonic generator's cost per session and server-wide (shared memory
# under an LWLock): ROWS calls of gen_monotonic_ulid() in one statement, timed
# by the server, ABBA over restarts with and without shared_preload_libraries.
opts=(-c shared_buffers=256MB -c max_wal_size=4GB -c checkpoint_timeout=30min)
q -c "CREATE FUNCTION time_gen(n int) RETURNS numeric LANGUAGE plpgsql AS \$\$
      DECLARE t0 timestamptz := clock_timestamp();
      BEGIN
          PERFORM count(gen_monotonic_ulid()) FROM generate_series(1, n);
          RETURN round(extract(epoch FROM clock_timestamp() - t0) * 1000, 1);
      END \$\$"
declare -A gen_ms=([session]=0 [server]=0)
for mode in session server server session; do
    if [ "$mode" = server ]; then
        pg_node_restart data "$PGPORT" "${opts[@]}" -c shared_preload_libraries=sortid
    else
        pg_node_restart data "$PGPORT" "${opts[@]}"
    fi
    ms=$(q -c "SET client_min_messages = warning" -c "SELECT time_gen($ROWS)")
    echo "gen_monotonic_ulid() x $ROWS, $mode generator: $ms ms"
    gen_ms[$mode]=$(awk -v a="${gen_ms[$mode]}" -v b="$ms" 'BEGIN { print a + b }')
done
awk -v s="${gen_ms[server]}" -v p="${gen_ms[session]}" \
    'BEGIN { printf "ratio server-wide / per-session generator: %.3f\n", s / p }'
