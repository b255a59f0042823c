#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# make test-postgres-shards: sortid across three PostgreSQL servers, sharded
# with PostgreSQL's own machinery (declarative hash partitioning whose
# partitions are postgres_fdw foreign tables).  A coordinator and two shards,
# each with sortid in shared_preload_libraries and its own sortid.flake_node,
# unix sockets in one temporary folder, all stopped and removed at the end.
# The extension must already be installed (make install-postgres).
# Ends with "postgres-shards: N passed, N failed"; exits non-zero on any failure.
set -u
here=$(cd "$(dirname "$0")/.." && pwd)        # ext/postgres
root=$(cd "$here/../.." && pwd)
. "$here/scripts/cluster.sh"

. "$here/scripts/report.sh"
SUITE=postgres-shards

WRITE_SECONDS=${WRITE_SECONDS:-3}   # how long the concurrent writers run at most
WRITE_MAX=${WRITE_MAX:-10000}      # and how many rows each makes at most
COORD=54341
S1=54342
S2=54343
# server -> flake node id; shard1 holds partitions 0 and 2, shard2 1 and 3
started=1
pg_node_start coord "$COORD" -c shared_preload_libraries=sortid -c sortid.flake_node=0 || started=0
pg_node_start shard1 "$S1" -c shared_preload_libraries=sortid -c sortid.flake_node=1 || started=0
pg_node_start shard2 "$S2" -c shared_preload_libraries=sortid -c sortid.flake_node=2 || started=0
if [ "$started" = 0 ]; then
    bad "start coordinator and two shards"
    finish
fi
ok "start coordinator and two shards"

# q PORT [psql args]: one server's postgres database
q() { local p=$1; shift; "$PGBIN/psql" -X -q -At -v ON_ERROR_STOP=1 -p "$p" -d postgres "$@"; }
qc() { q "$COORD" "$@"; }
# check NAME EXPECTED SQL: the value the SQL prints on the coordinator must equal EXPECTED
check() {
    local got
    got=$(qc -c "$3" 2>&1)
    if [ "$got" = "$2" ]; then ok "$1"; else bad "$1" "expected '$2', got '$got'"; fi
}
# explain NAME PATTERN... -- SQL: every PATTERN (grep -E) is in the output of SQL
explain() {
    local name=$1 got p
    shift
    local pats=()
    while [ "$1" != -- ]; do pats+=("$1"); shift; done
    shift
    got=$(qc "$@" 2>&1)
    for p in "${pats[@]}"; do
        if ! grep -Eq -- "$p" <<<"$got"; then
            bad "$name" "no '$p' in: $(tr '\n' ' ' <<<"$got")"
            return
        fi
    done
    ok "$name"
}

# ---- schema ------------------------------------------------------------------
shard_sql() {   # the shard tables behind partitions $1 and $2
    local a=$1 b=$2 t k
    echo "CREATE EXTENSION sortid;"
    for k in "$a" "$b"; do
        for t in ev ev2; do
            echo "CREATE TABLE ${t}_$k (id ulid PRIMARY KEY, w int NOT NULL, n bigint NOT NULL);"
        done
        for t in fl fl2; do
            echo "CREATE TABLE ${t}_$k (id ulidflake PRIMARY KEY, srv int NOT NULL, w int NOT NULL, n bigint NOT NULL);"
        done
    done
    # what this shard's own writers make
    echo "CREATE TABLE flw (id ulidflake PRIMARY KEY, w int NOT NULL, n bigint NOT NULL);"
}
coord_sql() {
    local t k srv
    cat <<SQL
CREATE EXTENSION sortid;
CREATE EXTENSION postgres_fdw;
CREATE SERVER shard1 FOREIGN DATA WRAPPER postgres_fdw
    OPTIONS (host '$PG_TMP', port '$S1', dbname 'postgres', extensions 'sortid', batch_size '200');
CREATE SERVER shard2 FOREIGN DATA WRAPPER postgres_fdw
    OPTIONS (host '$PG_TMP', port '$S2', dbname 'postgres', extensions 'sortid', batch_size '200');
CREATE USER MAPPING FOR CURRENT_USER SERVER shard1;
CREATE USER MAPPING FOR CURRENT_USER SERVER shard2;
CREATE FOREIGN TABLE flw_1 (id ulidflake, w int, n bigint) SERVER shard1 OPTIONS (table_name 'flw');
CREATE FOREIGN TABLE flw_2 (id ulidflake, w int, n bigint) SERVER shard2 OPTIONS (table_name 'flw');
SQL
    for t in ev ev2; do
        echo "CREATE TABLE $t (id ulid NOT NULL, w int NOT NULL, n bigint NOT NULL) PARTITION BY HASH (id);"
    done
    for t in fl fl2; do
        echo "CREATE TABLE $t (id ulidflake NOT NULL, srv int NOT NULL, w int NOT NULL, n bigint NOT NULL) PARTITION BY HASH (id);"
    done
    for t in ev ev2 fl fl2; do
        for k in 0 1 2 3; do
            srv=$((k % 2 + 1))
            echo "CREATE FOREIGN TABLE ${t}_$k PARTITION OF $t FOR VALUES WITH (MODULUS 4, REMAINDER $k)
                  SERVER shard$srv OPTIONS (table_name '${t}_$k');"
        done
    done
}
if shard_sql 0 2 | q "$S1" && shard_sql 1 3 | q "$S2" && coord_sql | qc; then
    ok "schema: postgres_fdw servers with extensions 'sortid', 4 foreign hash partitions each for ulid and ulidflake"
else
    bad "schema"
    finish
fi

# ---- a reference data set, kept locally on the coordinator -------------------------
# 20,000 ULIDs one every 4 seconds from 2024-05-01 and 20,000 flakes of every node.
qc <<'SQL' || bad "reference data"
SET timezone = 'UTC';
CREATE TABLE ref AS
    SELECT n, ulid_at(timestamptz '2024-05-01' + n * interval '4 seconds') AS id,
           gen_ulidflake((n % 32)::int) AS f
    FROM generate_series(1, 20000) n;
INSERT INTO ev SELECT id, 0, n FROM ref;
INSERT INTO fl SELECT f, 0, 0, n FROM ref;
SQL
check "20,000 ulid and 20,000 ulidflake rows through the coordinator" "20000|20000" \
  "SELECT (SELECT count(*) FROM ev), (SELECT count(*) FROM fl)"

# Every row sits in the shard table of the partition its hash names: read each
# foreign partition into a local table, then ask satisfies_hash_partition locally.
routing() {   # routing TABLE: rows per partition all > 0, none misplaced
    local t=$1
    check "routing of $t: rows in all 4 partitions, every row where its hash says" "4|0" \
      "CREATE TEMP TABLE landed AS
           SELECT 0 AS part, id FROM ${t}_0 UNION ALL SELECT 1, id FROM ${t}_1
           UNION ALL SELECT 2, id FROM ${t}_2 UNION ALL SELECT 3, id FROM ${t}_3;
       SELECT count(DISTINCT part),
              count(*) FILTER (WHERE NOT satisfies_hash_partition('$t'::regclass, 4, part, id))
       FROM landed"
}
routing ev
routing fl
check "each shard holds its two partitions' rows" "t|t" \
  "SELECT (SELECT count(*) FROM ev_0) + (SELECT count(*) FROM ev_2) > 0,
          (SELECT count(*) FROM ev_1) + (SELECT count(*) FROM ev_3) > 0"

# The same values hash the same on all three servers (seeds 0, 42 and the
# partitioning seed HASH_PARTITION_SEED).
qc -c "COPY (SELECT id, f FROM ref) TO STDOUT" >"$PG_TMP/ref.txt"
hash_sql="CREATE TEMP TABLE h (id ulid, f ulidflake);
COPY h FROM STDIN;
SELECT count(*), md5(string_agg(concat_ws(',', ulid_hash(id), ulid_hash_extended(id, 0),
           ulid_hash_extended(id, 42), ulid_hash_extended(id, 8816678312871386365),
           ulidflake_hash(f), ulidflake_hash_extended(f, 0),
           ulidflake_hash_extended(f, 8816678312871386365)), ';' ORDER BY id)) FROM h;"
hashes=()
for p in "$COORD" "$S1" "$S2"; do
    hashes+=("$(q "$p" -c "$hash_sql" <"$PG_TMP/ref.txt" 2>&1 | tail -n 1)")
done
if [ "${hashes[0]}" = "${hashes[1]}" ] && [ "${hashes[0]}" = "${hashes[2]}" ] &&
   [ "${hashes[0]%%|*}" = 20000 ]; then
    ok "ulid and ulidflake hashes identical on all three servers"
else
    bad "hashes identical on all three servers" "${hashes[*]}"
fi

# ---- queries ---------------------------------------------------------------------
val=$(qc -c "SELECT id FROM ref WHERE n = 4242")
part=$(qc -c "SELECT tableoid::regclass FROM ev WHERE id = '$val'")
explain "WHERE id = constant: one partition ($part), condition in the remote SQL" \
    "Foreign Scan on public\\.$part" "Remote SQL: .* WHERE \\(\\(id OPERATOR\\(public\\.=\\) '$val'\\)\\)" -- \
    -c "EXPLAIN (VERBOSE, COSTS OFF) SELECT * FROM ev WHERE id = '$val'"
got=$(qc -c "EXPLAIN (VERBOSE, COSTS OFF) SELECT * FROM ev WHERE id = '$val'" | grep -c "Foreign Scan on")
[ "$got" = 1 ] && ok "WHERE id = constant scans exactly one partition" ||
    bad "WHERE id = constant scans exactly one partition" "$got foreign scans"
explain "WHERE id = \$1 (generic plan): 3 of 4 partitions pruned at run time, \$1 sent to the shard" \
    "Subplans Removed: 3" "Foreign Scan on public\\.$part" "Remote SQL: .* WHERE \\(\\(id OPERATOR\\(public\\.=\\) \\\$1::public\\.ulid\\)\\)" -- \
    -c "SET plan_cache_mode = force_generic_plan" \
    -c "PREPARE p(ulid) AS SELECT * FROM ev WHERE id = \$1" \
    -c "EXPLAIN (VERBOSE, COSTS OFF) EXECUTE p('$val')"
check "WHERE id = \$1 returns that row" "$val|4242" \
  "PREPARE p(ulid) AS SELECT id, n FROM ev WHERE id = \$1; EXECUTE p('$val')"

range="id BETWEEN ulid_at('2024-05-01 10:00+00', 'min') AND ulid_at('2024-05-01 10:05+00', 'max')"
explain "ulid_min/ulid_max range: bounds evaluated once, the range runs on the shards" \
    "Remote SQL: .* WHERE \\(\\(id OPERATOR\\(public\\.>=\\) '[0-9A-Z]{26}'\\)\\) AND \\(\\(id OPERATOR\\(public\\.<=\\) '[0-9A-Z]{26}'\\)\\)" -- \
    -c "EXPLAIN (VERBOSE, COSTS OFF) SELECT * FROM ev WHERE $range"
check "ulid_min/ulid_max range across shards = the same range on a local table" "76|76|0|0" \
  "SELECT (SELECT count(*) FROM ev WHERE $range), (SELECT count(*) FROM ref WHERE $range),
          (SELECT count(*) FROM (SELECT id FROM ev WHERE $range EXCEPT ALL SELECT id FROM ref WHERE $range) a),
          (SELECT count(*) FROM (SELECT id FROM ref WHERE $range EXCEPT ALL SELECT id FROM ev WHERE $range) b)"
for lim in 1 100 5000; do
    check "ORDER BY id LIMIT $lim across shards = the global first $lim" "t|$lim" \
      "SELECT (SELECT array_agg(id) FROM (SELECT id FROM ev ORDER BY id LIMIT $lim) a) =
              (SELECT array_agg(id) FROM (SELECT id FROM ref ORDER BY id LIMIT $lim) b),
              (SELECT count(*) FROM (SELECT id FROM ev ORDER BY id LIMIT $lim) c)"
done

# ---- concurrent writers ----------------------------------------------------------
# 4 writers through the coordinator (gen_monotonic_ulid into ev, gen_ulidflake
# with the coordinator's node 0 into fl) and 2 on each shard (gen_ulidflake with
# the shard's node into its local flw), all for WRITE_SECONDS; each numbers its
# rows in generation order (n).  A duplicate key ends a writer with an error.
writer_sql() {   # writer_sql W TARGET
    local w=$1 target=$2 body
    if [ "$target" = coord ]; then
        body="INSERT INTO ev SELECT gen_monotonic_ulid(), $w, i + g FROM generate_series(1, 20) g;
              INSERT INTO fl SELECT gen_ulidflake(), 0, $w, i + g FROM generate_series(1, 20) g;"
    else
        body="INSERT INTO flw SELECT gen_ulidflake(), $w, i + g FROM generate_series(1, 20) g;"
    fi
    cat <<SQL
DO \$\$
DECLARE
    i bigint := 0;
    t_end timestamptz := clock_timestamp() + interval '$WRITE_SECONDS seconds';
BEGIN
    WHILE clock_timestamp() < t_end AND i < $WRITE_MAX LOOP
        $body
        i := i + 20;
    END LOOP;
END \$\$;
SQL
}
pids=()
names=()
logs=()
for w in 1 2 3 4; do
    writer_sql "$w" coord | timeout $((WRITE_SECONDS + 60)) "$PGBIN/psql" -X -q -v ON_ERROR_STOP=1 \
        -p "$COORD" -d postgres >"$PG_TMP/writer-c$w.log" 2>&1 &
    pids+=($!); names+=("coordinator writer $w"); logs+=("$PG_TMP/writer-c$w.log")
done
for srv in 1 2; do
    port=$S1; [ "$srv" = 2 ] && port=$S2
    for w in 1 2; do
        writer_sql "$w" shard | timeout $((WRITE_SECONDS + 60)) "$PGBIN/psql" -X -q -v ON_ERROR_STOP=1 \
            -p "$port" -d postgres >"$PG_TMP/writer-s$srv-$w.log" 2>&1 &
        pids+=($!); names+=("shard$srv writer $w"); logs+=("$PG_TMP/writer-s$srv-$w.log")
    done
done
for i in "${!pids[@]}"; do
    if wait "${pids[$i]}"; then
        ok "${names[$i]} finished without error"
    else
        bad "${names[$i]} finished without error" "$(tr '\n' ' ' <"${logs[$i]}" | cut -c 1-300)"
    fi
done

check "coordinator writers: ulids made, no duplicate" "t|0" \
  "SELECT count(*) FILTER (WHERE w > 0) > 0, count(*) - count(DISTINCT id) FROM ev"
check "every writer made flakes" "8" \
  "SELECT count(DISTINCT (s, w)) FROM (SELECT 0 s, w FROM fl WHERE w > 0
       UNION ALL SELECT 1, w FROM flw_1 UNION ALL SELECT 2, w FROM flw_2) x"
check "flakes of all servers: no duplicate" "0" \
  "SELECT count(*) - count(DISTINCT id) FROM (SELECT id FROM fl
       UNION ALL SELECT id FROM flw_1 UNION ALL SELECT id FROM flw_2) x"
check "flakes carry their server's node id" "0|0|0" \
  "SELECT (SELECT count(*) FROM fl WHERE w > 0 AND ulidflake_node(id) <> 0),
          (SELECT count(*) FROM flw_1 WHERE ulidflake_node(id) <> 1),
          (SELECT count(*) FROM flw_2 WHERE ulidflake_node(id) <> 2)"
check "per writer, ids strictly increasing in generation order" "0|0" \
  "SELECT (SELECT count(*) FROM (SELECT id, lag(id) OVER (PARTITION BY w ORDER BY n) p FROM ev WHERE w > 0) a
           WHERE p >= id),
          (SELECT count(*) FROM (SELECT id, lag(id) OVER (PARTITION BY s, w ORDER BY n) p
               FROM (SELECT 0 s, id, w, n FROM fl WHERE w > 0 UNION ALL SELECT 1, id, w, n FROM flw_1
                     UNION ALL SELECT 2, id, w, n FROM flw_2) x) b WHERE p >= id)"
# the shards' flakes join the sharded table through the coordinator
qc -c "INSERT INTO fl SELECT id, 1, w, n FROM flw_1" -c "INSERT INTO fl SELECT id, 2, w, n FROM flw_2" ||
    bad "shard flakes into fl"
routing ev
routing fl

# ---- binary COPY and pg_dump ----------------------------------------------------------
sum_ev="SELECT count(*) || ':' || md5(string_agg(id::text || ',' || w || ',' || n, ';' ORDER BY id)) FROM"
sum_fl="SELECT count(*) || ':' || md5(string_agg(id::text || ',' || srv || ',' || w || ',' || n, ';' ORDER BY id)) FROM"
before_ev=$(qc -c "$sum_ev ev")
before_fl=$(qc -c "$sum_fl fl")
qc -c "\\copy (SELECT * FROM ev) TO '$PG_TMP/ev.bin' (FORMAT binary)" \
   -c "\\copy (SELECT * FROM fl) TO '$PG_TMP/fl.bin' (FORMAT binary)" \
   -c "\\copy ev2 FROM '$PG_TMP/ev.bin' (FORMAT binary)" -c "\\copy fl2 FROM '$PG_TMP/fl.bin' (FORMAT binary)" ||
    bad "binary COPY through the coordinator"
[ "$(qc -c "$sum_ev ev2")" = "$before_ev" ] && [ "${before_ev%%:*}" -gt 20000 ] &&
    ok "binary COPY into the sharded ulid table: every value (${before_ev%%:*} rows)" ||
    bad "binary COPY into the sharded ulid table" "$before_ev vs $(qc -c "$sum_ev ev2")"
[ "$(qc -c "$sum_fl fl2")" = "$before_fl" ] && [ "${before_fl%%:*}" -gt 20000 ] &&
    ok "binary COPY into the sharded ulidflake table: every value (${before_fl%%:*} rows)" ||
    bad "binary COPY into the sharded ulidflake table" "$before_fl vs $(qc -c "$sum_fl fl2")"
routing ev2
routing fl2

# pg_dump of the sharded tables' data through the coordinator, loaded back
# through the partition root after emptying them.
if "$PGBIN/pg_dump" -p "$COORD" -d postgres --data-only --load-via-partition-root \
       --include-foreign-data='shard*' -t ev -t 'ev_[0-3]' -t fl -t 'fl_[0-3]' -f "$PG_TMP/dump.sql" &&
   qc -c "TRUNCATE ev, fl" && [ "$(qc -c "SELECT (SELECT count(*) FROM ev) + (SELECT count(*) FROM fl)")" = 0 ] &&
   qc -f "$PG_TMP/dump.sql" >/dev/null &&
   [ "$(qc -c "$sum_ev ev")" = "$before_ev" ] && [ "$(qc -c "$sum_fl fl")" = "$before_fl" ]; then
    ok "pg_dump of the sharded tables, truncated and restored: every value"
else
    bad "pg_dump of the sharded tables round trip"
fi
routing ev
routing fl

# ---- the scaling guide's odds tables are the script's --------------------------
if out=$(python3 "$root/scripts/collision-odds.py" --check "$root/docs/scaling.md" 2>&1); then
    ok "docs/scaling.md odds tables = scripts/collision-odds.py output"
else
    bad "docs/scaling.md odds tables = scripts/collision-odds.py output" "$out"
fi

# ---- nothing left behind ------------------------------------------------------------
tmp=$PG_TMP
pg_cluster_stop
if [ ! -e "$tmp" ] && ! pgrep -f -- "$tmp" >/dev/null; then
    ok "servers stopped, temporary folder removed"
else
    bad "servers stopped, temporary folder removed" "$(pgrep -af -- "$tmp")"
fi
finish
