#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# make bench-postgres: gen_ulid() vs gen_random_uuid() inserts into indexed
# tables, with a bigint identity column as the floor; the generators alone
# (SELECT count(f()) FROM generate_series, against count(i) of the series);
# COPY of ULID text vs the same values as UUID text, and table/index sizes,
# all measured in one run on a throwaway cluster.  Not a test.
# Runs in ABBA order (ulid, uuid, uuid, ulid), each into an empty table after
# a checkpoint, so drift on a shared machine cancels; ratios use the sums.
#   ROWS=1000000 (default)
set -eu
here=$(cd "$(dirname "$0")/.." && pwd)
. "$here/scripts/cluster.sh"
ROWS=${ROWS:-1000000}
pg_cluster_start -c shared_buffers=256MB -c max_wal_size=4GB -c checkpoint_timeout=30min
q() { "$PGBIN/psql" -X -q -At -v ON_ERROR_STOP=1 "$@"; }
q -c "CREATE EXTENSION sortid"

ins_u="INSERT INTO tu SELECT gen_ulid() FROM generate_series(1, $ROWS)"
ins_q="INSERT INTO tq SELECT gen_random_uuid() FROM generate_series(1, $ROWS)"
# The generators alone: each expression counted over the series, in ABBA
# order (the list, then the list reversed).
# Every generator, GEN_ROWS calls each (ObjectId's and xid's 24-bit counter
# starts at random each second: more calls in one second could run it out).
GEN_ROWS=${GEN_ROWS:-100000}
gens=("gen_ulid()" "gen_monotonic_ulid()" "gen_ulidflake()" "gen_ulidflake(5)" "gen_baseuid()"
      "gen_monotonic_baseuid()" "gen_uuidv7()" "gen_ksuid()" "gen_monotonic_ksuid()"
      "gen_typeid(''user'')" "gen_objectid()" "gen_xid()" "gen_random_uuid()")
counts=("count(i)")
for g in "${gens[@]}"; do counts+=("count($g)"); done
count_runs=
for ((k = 0; k < 2 * ${#counts[@]}; k++)); do
    if ((k < ${#counts[@]})); then e=${counts[k]}; else e=${counts[2 * ${#counts[@]} - 1 - k]}; fi
    count_runs+="SELECT run('$e', 'tn', 'SELECT $e FROM generate_series(1, $GEN_ROWS) i');"$'\n'
done
cp_u="COPY cu FROM ''$PG_TMP/ulid.txt''"
cp_q="COPY cq FROM ''$PG_TMP/uuid.txt''"
q <<SQL
CREATE TABLE tu (id ulid PRIMARY KEY);
CREATE TABLE tq (id uuid PRIMARY KEY);
CREATE TABLE cu (id ulid PRIMARY KEY);
CREATE TABLE cq (id uuid PRIMARY KEY);
CREATE TABLE tm (id ulid PRIMARY KEY);
CREATE TABLE tb (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY);
CREATE TABLE tn (); -- nothing: run() truncates it around the generator-only counts
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
-- the generators alone, no table: ABBA again, with the bare series as floor
$count_runs
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
SELECT 'generator only: ' || g || ', ns per call above count(i) | / gen_ulid()''s',
       round(((SELECT sum(ms) / 2 FROM timing WHERE what = g) -
              (SELECT sum(ms) / 2 FROM timing WHERE what = 'count(i)')) * 1e6 / $GEN_ROWS, 1) || ' | ' ||
       round(((SELECT sum(ms) FROM timing WHERE what = g) - (SELECT sum(ms) FROM timing WHERE what = 'count(i)')) /
             nullif((SELECT sum(ms) FROM timing WHERE what = 'count(gen_ulid())') -
                    (SELECT sum(ms) FROM timing WHERE what = 'count(i)'), 0), 2)
FROM unnest(ARRAY[$(printf "'count(%s)', " "${gens[@]}" | sed 's/, $//')]) AS g
UNION ALL
SELECT 'COPY ulid text / uuid text',
       round((SELECT sum(ms) FROM timing WHERE what = 'COPY ulid text') /
             (SELECT sum(ms) FROM timing WHERE what = 'COPY uuid text'), 3)::text;
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
