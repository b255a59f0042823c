#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# make test-postgres: pg_regress suite and scripted checks on a throwaway
# cluster (the extension must already be installed: make install-postgres).
# Ends with "postgres: N passed, N failed"; exits non-zero on any failure.
set -u
here=$(cd "$(dirname "$0")/.." && pwd)        # ext/postgres
root=$(cd "$here/../.." && pwd)
. "$here/scripts/cluster.sh"

. "$here/scripts/report.sh"
SUITE=postgres

if ! pg_cluster_start; then
    bad "cluster start"
    finish
fi

# ---- pg_regress -------------------------------------------------------------
# Inputs are copied to the temporary directory so the server (postgres user)
# can read the vectors however the checkout's permissions are.
cp -r "$here/test" "$PG_TMP/test"
cp -r "$root/tests/vectors" "$PG_TMP/vectors"
chmod -R a+rX "$PG_TMP/test" "$PG_TMP/vectors"
export SORTID_VECTORS=$PG_TMP/vectors
tests=$(sed -n 's/^REGRESS *= *//p' "$here/Makefile")
pg_regress=$(dirname "$("$PG_CONFIG" --pgxs)")/../test/regress/pg_regress
mkdir -p "$PG_TMP/out"
"$pg_regress" --inputdir="$PG_TMP/test" --outputdir="$PG_TMP/out" --bindir="$PGBIN" \
    --host="$PGHOST" --port="$PGPORT" --user="$PGUSER" --dbname=sortid_regress $tests
for t in $tests; do
    if [ -f "$PG_TMP/out/results/$t.out" ] &&
       diff -q "$PG_TMP/test/expected/$t.out" "$PG_TMP/out/results/$t.out" >/dev/null; then
        ok "pg_regress $t"
    else
        bad "pg_regress $t"
    fi
done
# keep the results next to the tests for inspection (ignored by git)
rm -rf "$here/test/results" && cp -r "$PG_TMP/out/results" "$here/test/results" 2>/dev/null
[ -f "$PG_TMP/out/regression.diffs" ] && cat "$PG_TMP/out/regression.diffs"

# ---- scripted checks ----------------------------------------------------------
# (without the NOTICE that this server's generators are per session: the
# output of each check is compared; test-postgres-modes tests the NOTICE)
export PGOPTIONS='-c client_min_messages=warning'
q() { "$PGBIN/psql" -X -q -At -v ON_ERROR_STOP=1 -d "${DB:-checks}" "$@"; }
# check NAME EXPECTED SQL: the single value the SQL prints must equal EXPECTED
check() {
    local got
    got=$(q -c "$3" 2>&1)
    if [ "$got" = "$2" ]; then ok "$1"; else bad "$1" "expected '$2', got '$got'"; fi
}
# plan NAME PATTERN SETTINGS QUERY: EXPLAIN of QUERY (after SETTINGS) matches PATTERN
plan() {
    local got
    got=$(q -c "$3" -c "EXPLAIN (COSTS OFF) $4" 2>&1)
    if grep -Eq "$2" <<<"$got"; then ok "$1"; else bad "$1" "plan: $(tr '\n' ' ' <<<"$got")"; fi
}

"$PGBIN/createdb" checks
q -c "CREATE EXTENSION sortid" || bad "create extension"

module=$("$PG_CONFIG" --pkglibdir)/sortid.so
if [ -f "$module" ] && ! ldd "$module" | grep -q libsortid; then
    ok "sortid.so has libsortid linked in (no libsortid.so dependency)"
else
    bad "sortid.so has libsortid linked in" "$(ldd "$module" 2>&1 | grep libsortid)"
fi

# One table of every type: times spread over ~28 hours so ranges are selective.
q <<'SQL' || bad "setup tables"
SET timezone = 'UTC';
CREATE TABLE t AS
    SELECT n,
           ulid_at(timestamptz '2024-05-01' + n * interval '1 second') AS u,
           ulidflake_at(timestamptz '2024-05-01' + n * interval '1 second', 'random', n % 32) AS f,
           baseuid_at(timestamptz '2024-05-01' + n * interval '1 second') AS b
    FROM generate_series(1, 100000) n;
CREATE INDEX t_u ON t (u);
CREATE INDEX t_f ON t (f);
CREATE INDEX t_b ON t (b);
ANALYZE t;
SQL

# binary COPY out and in: 100,000 rows, byte-exact sizes (16 + 8 + 15 bytes)
q -c "\\copy t (u, f, b) TO '$PG_TMP/t.bin' (FORMAT binary)" \
  -c "CREATE TABLE t2 (u ulid, f ulidflake, b baseuid)" \
  -c "\\copy t2 FROM '$PG_TMP/t.bin' (FORMAT binary)"
size=$(stat -c %s "$PG_TMP/t.bin" 2>/dev/null)
# header 19 + per row (2 + 3 x 4 + 16 + 8 + 15) + trailer 2
if [ "$size" = $((19 + 100000 * 53 + 2)) ]; then ok "binary COPY file size"; else bad "binary COPY file size" "$size"; fi
check "binary COPY round trip 100000 rows" "100000|0|0" \
  "SELECT (SELECT count(*) FROM t2),
          (SELECT count(*) FROM (SELECT u, f, b FROM t EXCEPT ALL SELECT u, f, b FROM t2) x),
          (SELECT count(*) FROM (SELECT u, f, b FROM t2 EXCEPT ALL SELECT u, f, b FROM t) y)"
check "text COPY round trip" "100000|0" \
  "CREATE TEMP TABLE t3 (u ulid, f ulidflake, b baseuid);
   COPY (SELECT u, f, b FROM t) TO '$PG_TMP/t.txt';
   COPY t3 FROM '$PG_TMP/t.txt';
   SELECT count(*), (SELECT count(*) FROM (SELECT u, f, b FROM t EXCEPT ALL SELECT * FROM t3) x) FROM t3"

# pg_dump / pg_restore of the database (extension, tables, indexes)
sum="SELECT md5(string_agg(u::text || f::text || b::text, ',' ORDER BY n)) FROM t"
if "$PGBIN/pg_dump" -Fc -d checks -t t -f "$PG_TMP/dump" &&
   "$PGBIN/createdb" restored &&
   "$PGBIN/psql" -X -q -d restored -c "CREATE EXTENSION sortid" &&
   "$PGBIN/pg_restore" -d restored "$PG_TMP/dump" &&
   [ "$(DB=restored q -c "$sum")" = "$(q -c "$sum")" ] &&
   [ "$(DB=restored q -c "SELECT count(*) FROM pg_indexes WHERE tablename = 't'")" = 3 ]; then
    ok "pg_dump/pg_restore round trip"
else
    bad "pg_dump/pg_restore round trip"
fi

# index scans for range predicates, and the same rows as a sequential scan
r_u="u BETWEEN ulid_at('2024-05-01 10:00+00', 'min') AND ulid_at('2024-05-01 10:05+00', 'max')"
r_f="f BETWEEN ulidflake_at('2024-05-01 10:00+00', 'min') AND ulidflake_at('2024-05-01 10:05+00', 'max')"
r_b="b BETWEEN baseuid_at('2024-05-01 10:00+00', 'min') AND baseuid_at('2024-05-01 10:05+00', 'max')"
for r in "ulid|$r_u|301" "ulidflake|$r_f|301" "baseuid|$r_b|301"; do
    IFS='|' read -r ty pred want <<<"$r"
    plan "index scan for a $ty range" "Index (Only )?Scan|Bitmap Index Scan" "SELECT 1" "SELECT * FROM t WHERE $pred"
    check "$ty range: index and seq scan agree" "$want|$want" \
      "SET enable_seqscan = off; CREATE TEMP TABLE a AS SELECT count(*) c FROM t WHERE $pred;
       RESET enable_seqscan; SET enable_indexscan = off; SET enable_bitmapscan = off;
       SELECT (SELECT c FROM a), count(*) FROM t WHERE $pred"
done
for r in "u|ulid|$r_u" "f|ulidflake|$r_f" "b|baseuid|$r_b"; do
    IFS='|' read -r c ty pred <<<"$r"
    # the IDs made for 10:00:00 .. 10:05:00 (a BaseUID's tick may start before its time)
    check "$ty BETWEEN ${ty}_min/${ty}_max = the IDs made for that time range" "301|0" \
      "SELECT count(*) FILTER (WHERE $pred),
              count(*) FILTER (WHERE ($pred) <> (timestamptz '2024-05-01' + n * interval '1 second'
                                                 BETWEEN '2024-05-01 10:00+00' AND '2024-05-01 10:05+00')) FROM t"
done

# BRIN minmax
q -c "CREATE INDEX t_u_brin ON t USING brin (u); CREATE INDEX t_f_brin ON t USING brin (f);
      CREATE INDEX t_b_brin ON t USING brin (b)"
for c in u f b; do
    plan "BRIN index scan on $c" "Bitmap Index Scan on t_${c}_brin" \
      "SET enable_indexscan = off; SET enable_seqscan = off; DROP INDEX t_$c" \
      "SELECT * FROM t WHERE $(v=r_$c; echo "${!v}")"
done

# joins
for c in u f b; do
    plan "hash join on $c" "Hash Join" "SET enable_mergejoin = off; SET enable_nestloop = off" \
      "SELECT * FROM t JOIN t2 USING ($c)"
    check "hash join on $c result" "100000" \
      "SET enable_mergejoin = off; SET enable_nestloop = off; SELECT count(*) FROM t JOIN t2 USING ($c)"
    plan "merge join on $c" "Merge Join" "SET enable_hashjoin = off; SET enable_nestloop = off" \
      "SELECT * FROM t JOIN t2 USING ($c)"
    check "merge join on $c result" "100000" \
      "SET enable_hashjoin = off; SET enable_nestloop = off; SELECT count(*) FROM t JOIN t2 USING ($c)"
done

# PARTITION BY HASH: every row routed, all partitions used, pruning on =
for r in "u|ulid" "f|ulidflake" "b|baseuid"; do
    IFS='|' read -r c ty <<<"$r"
    check "PARTITION BY HASH ($ty)" "4|100000|0" \
      "CREATE TABLE p_$c ($c $ty) PARTITION BY HASH ($c);
       CREATE TABLE p_${c}_0 PARTITION OF p_$c FOR VALUES WITH (MODULUS 4, REMAINDER 0);
       CREATE TABLE p_${c}_1 PARTITION OF p_$c FOR VALUES WITH (MODULUS 4, REMAINDER 1);
       CREATE TABLE p_${c}_2 PARTITION OF p_$c FOR VALUES WITH (MODULUS 4, REMAINDER 2);
       CREATE TABLE p_${c}_3 PARTITION OF p_$c FOR VALUES WITH (MODULUS 4, REMAINDER 3);
       INSERT INTO p_$c SELECT $c FROM t;
       SELECT count(DISTINCT tableoid), count(*),
              count(*) FILTER (WHERE NOT satisfies_hash_partition('p_$c'::regclass, 4,
                  substr(tableoid::regclass::text, length(tableoid::regclass::text))::int, $c))
       FROM p_$c"
    val=$(q -c "SELECT $c FROM t WHERE n = 42")
    got=$(q -c "EXPLAIN (COSTS OFF) SELECT * FROM p_$c WHERE $c = '$val'::$ty" 2>&1)
    if [ "$(grep -Ec "on p_${c}_[0-3]( |$)" <<<"$got")" = 1 ]; then
        ok "partition pruning on $ty ="
    else
        bad "partition pruning on $ty =" "$(tr '\n' ' ' <<<"$got")"
    fi
done

# Citus: default btree and hash opclasses, hash support 1 and 2, = hashes and merges
for ty in ulid ulidflake baseuid; do
    check "catalog: opclasses and support functions of $ty" "brin:1,2,3,4|btree:1,2,4|hash:1,2|t|t" \
      "SELECT (SELECT string_agg(am.amname || ':' || procs, '|' ORDER BY am.amname)
               FROM (SELECT opc.opcmethod, string_agg(p.amprocnum::text, ',' ORDER BY p.amprocnum) procs
                     FROM pg_opclass opc JOIN pg_amproc p ON p.amprocfamily = opc.opcfamily
                          AND p.amproclefttype = opc.opcintype AND p.amprocrighttype = opc.opcintype
                     WHERE opc.opcintype = '$ty'::regtype AND opc.opcdefault GROUP BY 1) x
               JOIN pg_am am ON am.oid = x.opcmethod),
              (SELECT oprcanhash FROM pg_operator WHERE oprname = '=' AND oprleft = '$ty'::regtype AND oprright = '$ty'::regtype),
              (SELECT oprcanmerge FROM pg_operator WHERE oprname = '=' AND oprleft = '$ty'::regtype AND oprright = '$ty'::regtype)"
    # only ulid <-> uuid are assignment casts (pgx_ulid's uuid inserts); none is implicit
    check "catalog: no implicit casts, assignment only ulid <-> uuid, for $ty" "0" \
      "SELECT count(*) FROM pg_cast WHERE (castsource = '$ty'::regtype OR casttarget = '$ty'::regtype)
         AND castcontext <> 'e' AND NOT (castcontext = 'a' AND '$ty' = 'ulid'
                                         AND 'uuid'::regtype IN (castsource, casttarget))"
done
check "pinned hash: ulid = uuid_hash of the same bytes" "t|t|t" \
  "SELECT bool_and(ulid_hash(u) = uuid_hash(u::uuid)),
          bool_and(ulid_hash_extended(u, 0) = uuid_hash_extended(u::uuid, 0)),
          bool_and(ulid_hash_extended(u, 42) = uuid_hash_extended(u::uuid, 42)) FROM t"
check "pinned hash: ulidflake = hashint8 of the same value" "t|t" \
  "SELECT bool_and(ulidflake_hash(f) = hashint8(f::bigint)),
          bool_and(ulidflake_hash_extended(f, 42) = hashint8extended(f::bigint, 42)) FROM t"

# ORDER BY the type = ORDER BY the text form (byte order)
for c in u f b; do
    check "ORDER BY $c = ORDER BY $c::text COLLATE \"C\"" "t" \
      "SELECT (SELECT array_agg(n ORDER BY $c) FROM t) = (SELECT array_agg(n ORDER BY $c::text COLLATE \"C\") FROM t)"
done

# generators: strictly increasing within a session; overflowing a
# millisecond waits for the next one instead of failing
# (100,000 in one statement, as PostgreSQL 18's uuidv7(); the text kinds in byte order)
for g in "gen_monotonic_ulid()" "gen_monotonic_baseuid()" "gen_ulidflake()" "gen_ulidflake(3)" \
         "gen_monotonic_ulidflake()" "gen_monotonic_ulidflake(7)" "gen_uuidv7()" "gen_monotonic_uuidv7()" \
         "uuidv7()" "uuidv7('-1 day')" "uuid_generate_v7()" "gen_monotonic_ksuid() COLLATE \"C\"" \
         "gen_monotonic_typeid('user') COLLATE \"C\"" "gen_monotonic_objectid() COLLATE \"C\"" \
         "gen_monotonic_xid() COLLATE \"C\"" "gen_objectid() COLLATE \"C\"" "gen_xid() COLLATE \"C\""; do
    check "$g strictly increasing over 100000 calls in one statement" "100000|100000" \
      "CREATE TEMP TABLE g AS SELECT n, $g AS v FROM generate_series(1, 100000) n;
       SELECT count(*), count(*) FILTER (WHERE v > coalesce(p, v) OR p IS NULL)
       FROM (SELECT v, lag(v) OVER (ORDER BY n) p FROM g) x"
done
check "gen_monotonic_ulid(): strictly increasing across statements of a session" "t" \
  "CREATE TEMP TABLE s (n serial, v ulid);
   INSERT INTO s (v) SELECT gen_monotonic_ulid() FROM generate_series(1, 1000);
   INSERT INTO s (v) SELECT gen_monotonic_ulid() FROM generate_series(1, 1000);
   SELECT bool_and(v > p) FROM (SELECT v, lag(v) OVER (ORDER BY n) p FROM s) x WHERE p IS NOT NULL"
check "gen_ulid(): 200000 distinct" "200000" \
  "SELECT count(DISTINCT v) FROM (SELECT gen_ulid() v FROM generate_series(1, 200000)) x"

# ---- one vocabulary: the extension's functions are docs/vocabulary.md's PostgreSQL names --
# (functions only: the min/max aggregates are the types' plumbing; PostgreSQL 17/18's
# built-ins count where the server has them, since the extension then makes none)
names=$(q -F ' ' -c "
  SELECT p.proname, p.pronargs - p.pronargdefaults, p.pronargs
  FROM pg_proc p JOIN pg_depend d ON d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e'
       JOIN pg_extension e ON e.oid = d.refobjid AND e.extname = 'sortid'
  WHERE p.prokind = 'f'
  UNION ALL
  SELECT proname, pronargs - pronargdefaults, pronargs FROM pg_proc
  WHERE pronamespace = 'pg_catalog'::regnamespace
    AND proname IN ('uuid_extract_version', 'uuid_extract_timestamp', 'uuidv7')")
if vocab=$(python3 "$root/scripts/vocabulary.py" PostgreSQL <<<"$names" 2>&1); then
    ok "vocabulary: $(tail -1 <<<"$vocab")"
else
    bad "vocabulary" "$(tr '\n' ';' <<<"$vocab")"
fi

# ---- every SQL example of docs/postgres.md, in order, against the schema it creates ----
"$PGBIN/createdb" docs
if out=$(python3 "$here/scripts/doc-sql.py" "$root/docs/postgres.md" |
         DB=docs q -v ON_ERROR_STOP=1 -f - 2>&1); then
    ok "docs/postgres.md: every SQL example runs ($(python3 "$here/scripts/doc-sql.py" --count "$root/docs/postgres.md") blocks)"
else
    bad "docs/postgres.md: every SQL example runs" "$(tail -5 <<<"$out" | tr '\n' ' ')"
fi
# ... and the README's PostgreSQL example, in a database of its own
"$PGBIN/createdb" readme
if out=$(python3 "$here/scripts/doc-sql.py" --marked "$root/README.md" |
         DB=readme q -v ON_ERROR_STOP=1 -f - 2>&1); then
    ok "README.md: its PostgreSQL example runs"
else
    bad "README.md: its PostgreSQL example runs" "$(tail -5 <<<"$out" | tr '\n' ' ')"
fi

finish
