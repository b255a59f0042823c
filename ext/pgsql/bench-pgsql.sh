#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# make bench-postgres-sql: rows per second of gen_ulid() as text, in one
# throwaway server and one run: the SQL edition (build/sortid--sql.sql),
# the C extension (gen_ulid()::text), gen_random_uuid()::text, and a
# re-statement of geckoboard/pgulid's generate_ulid() from its published
# facts (ext/pgsql/bench/pgulid-restated.sql, with pgcrypto).  Each is timed
# as SELECT count(f) FROM generate_series(1, ROWS), ROUNDS times in ABCD DCBA
# order; the best time of each counts; ratios are of the same run.
set -eu
SQL_FILE=$(realpath "$1")
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
ROWS=${ROWS:-200000}
ROUNDS=${ROUNDS:-3}
. "$ROOT/ext/postgres/scripts/cluster.sh"
pg_cluster_start
q() { "$PGBIN/psql" -X -q -At -v ON_ERROR_STOP=1 "$@"; }
echo "bench-postgres-sql: sortid was installed into the system PostgreSQL to run a throwaway server; no existing database is touched"
q -c "CREATE SCHEMA sqled" -c "CREATE SCHEMA c" -c "CREATE SCHEMA bench" \
    -c "CREATE EXTENSION sortid SCHEMA c" -c "CREATE EXTENSION pgcrypto SCHEMA bench"
PGOPTIONS='-c search_path=sqled' q -f "$SQL_FILE" >/dev/null
PGOPTIONS='-c search_path=bench' q -f "$HERE/bench/pgulid-restated.sql" >/dev/null
q <<SQL
SET search_path = public, bench;  -- pgulid finds pgcrypto's gen_random_bytes by the path
CREATE TABLE bench.runs (f text, s float8);
CREATE FUNCTION bench.time_it(f text, n integer) RETURNS float8 LANGUAGE plpgsql AS \$\$
DECLARE t0 timestamptz := clock_timestamp();
BEGIN
    EXECUTE format('SELECT count(%s) FROM generate_series(1, %s)', f, n);
    RETURN extract(epoch FROM clock_timestamp() - t0);
END \$\$;
DO \$\$
DECLARE fs text[] := ARRAY['sqled.gen_ulid()', 'c.gen_ulid()::text', 'gen_random_uuid()::text',
                           'bench.pgulid_generate_ulid()'];
        f text;
BEGIN
    FOR r IN 1 .. $ROUNDS LOOP
        FOREACH f IN ARRAY fs || (SELECT array_agg(x ORDER BY o DESC) FROM unnest(fs) WITH ORDINALITY u(x, o)) LOOP
            INSERT INTO bench.runs VALUES (f, bench.time_it(f, $ROWS));
        END LOOP;
    END LOOP;
END \$\$;
SQL
echo "gen_ulid() as text, $ROWS rows a statement, best of $((2 * ROUNDS)) (ABCD DCBA x $ROUNDS):"
q -F ' ' -c "SELECT f, $ROWS / min(s), 1e6 * min(s) / $ROWS FROM bench.runs GROUP BY f ORDER BY min(s)" |
    awk '{ printf "  %-30s %12.0f rows/s %9.3f us/row\n", $1, $2, $3 }'
echo "same-run ratios (rows/s of the SQL edition's gen_ulid() over the other's):"
q -F ' ' -c "WITH b AS (SELECT f, min(s) s FROM bench.runs GROUP BY f)
    SELECT o.f, o.s / e.s FROM b e, b o WHERE e.f = 'sqled.gen_ulid()' AND o.f <> e.f ORDER BY o.s" |
    awk '{ printf "  SQL edition / %-30s %6.2f\n", $1, $2 }'
echo "the strong random source pgulid calls once a row (pgcrypto's gen_random_bytes(10)), timed alone;"
echo "the SQL edition calls gen_random_uuid() twice a session, for its key (docs/postgres-sql.md):"
q -F ' ' <<SQL | awk '{ printf "  gen_random_bytes(10): %.3f us/row, %.0f%% of pgulid'"'"'s time\n", $1, $2 }'
INSERT INTO bench.runs SELECT 'bench.gen_random_bytes(10)', bench.time_it('bench.gen_random_bytes(10)', $ROWS)
    FROM generate_series(1, $ROUNDS);
WITH b AS (SELECT f, min(s) / $ROWS * 1e6 us FROM bench.runs GROUP BY f)
SELECT rb.us, 100 * rb.us / p.us FROM b p, b rb
    WHERE p.f = 'bench.pgulid_generate_ulid()' AND rb.f = 'bench.gen_random_bytes(10)';
SQL
