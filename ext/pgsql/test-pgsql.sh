#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The SQL edition (build/sortid--sql.sql) in a throwaway server: installed by
# a role without superuser into its own schema, then compared with the C
# extension (installed by make install-postgres, in schema c of the same
# database) on the same inputs, function by function: values, NULLs and
# SQLSTATEs; its generators; and the move from it to the C extension.
# Ends with "pgsql: N passed, N failed"; fails when the server cannot start.
#
#   ext/pgsql/test-pgsql.sh build/sortid--sql.sql     (make test-pgsql)
set -u
SQL_FILE=$(realpath "$1")
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
ROWS=${PGSQL_DIFF_SEEDS:-1200}  # seeds of each kind; about 12 texts each
pass=0
fail=0
ok() { pass=$((pass + 1)); echo "ok - $*"; }
bad() { fail=$((fail + 1)); echo "FAIL - $*"; }
finish() {
    echo "pgsql: $pass passed, $fail failed"
    [ "$fail" -eq 0 ]
    exit
}
check() { # description, then a SQL query that must print exactly "t"
    local got
    got=$(q -d "$DB" -c "$2" 2>&1)
    if [ "$got" = t ]; then ok "$1"; else bad "$1: $got"; fi
}

. "$ROOT/ext/postgres/scripts/cluster.sh" || { bad "cluster.sh"; finish; }
pg_cluster_start || { bad "PostgreSQL did not start"; finish; }
q() { "$PGBIN/psql" -X -q -At -v ON_ERROR_STOP=1 "$@"; }
DB=diff
q -c "CREATE ROLE sortid_user LOGIN NOSUPERUSER" -c "CREATE DATABASE diff" -c "CREATE DATABASE move OWNER sortid_user" \
    -c "GRANT CREATE ON DATABASE diff TO sortid_user" || { bad "setup"; finish; }

# ---- install: a role without superuser, psql -f, its own schema -----------
install_sql() { # database
    q -d "$1" -U sortid_user -c "CREATE SCHEMA sqled" &&
        PGOPTIONS='-c search_path=sqled' q -d "$1" -U sortid_user -f "$SQL_FILE"
}
if install_sql diff >"$PG_TMP/install.log" 2>&1; then
    ok "installed with psql -f by a role without superuser into schema sqled"
else
    bad "install: $(cat "$PG_TMP/install.log")"
    finish
fi
if q -d diff -c "CREATE SCHEMA c" -c "CREATE EXTENSION sortid SCHEMA c" >"$PG_TMP/ext.log" 2>&1; then
    ok "the C extension beside it, in schema c of the same database"
else
    bad "CREATE EXTENSION sortid: $(cat "$PG_TMP/ext.log")"
    finish
fi
check "a second install over the first changes nothing" \
    "SELECT count(*) > 30 FROM pg_proc WHERE pronamespace = 'sqled'::regnamespace"
PGOPTIONS='-c search_path=sqled' q -d diff -U sortid_user -f "$SQL_FILE" >/dev/null 2>&1 &&
    ok "installed twice (CREATE OR REPLACE)" || bad "second install"

# ---- inputs ---------------------------------------------------------------
KINDS=$(q -d diff -c "SELECT string_agg(k, ',') FROM unnest(string_to_array(
    (SELECT (regexp_match(obj_description('c.sortid_timestamp(text,text)'::regprocedure), '\(([^)]*)\)'))[1]), ', ')) k" 2>/dev/null)
KINDS=${KINDS:-ulid,flake,flake-scalable,baseuid,uuidv7,uuid,ksuid,typeid,objectid,xid,snowflake}
q -d diff -f - >"$PG_TMP/seeds.tsv" <<SQL || bad "seeds"
SELECT * FROM (
    SELECT 'ulid', c.gen_ulid()::text FROM generate_series(1, $ROWS)
    UNION ALL SELECT 'ulid', gen_random_uuid()::c.ulid::text FROM generate_series(1, $ROWS)
    UNION ALL SELECT 'ulid', c.ulid_at(timestamptz '1970-01-01' + random() * interval '8000 years', 'max')::text
        FROM generate_series(1, $ROWS / 4)
    UNION ALL SELECT 'uuid', gen_random_uuid()::text FROM generate_series(1, $ROWS / 2)
    UNION ALL SELECT 'uuidv7', c.gen_uuidv7()::text FROM generate_series(1, $ROWS / 2)
    UNION ALL SELECT 'uuid', replace(c.gen_uuidv7()::text, '-', '') FROM generate_series(1, $ROWS / 4)
    UNION ALL SELECT 'uuid', overlay(overlay(md5(random()::text) PLACING to_hex((random() * 15)::int) FROM 13 FOR 1)
        PLACING to_hex((random() * 15)::int) FROM 17 FOR 1)::uuid::text FROM generate_series(1, $ROWS)
    UNION ALL SELECT 'flake', c.gen_ulidflake()::text FROM generate_series(1, $ROWS / 2)
    UNION ALL SELECT 'flake-scalable', c.gen_ulidflake((random() * 31)::int)::text FROM generate_series(1, $ROWS / 4)
    UNION ALL SELECT 'flake', c.gen_ulidflake()::bigint::text FROM generate_series(1, $ROWS / 4)
    UNION ALL SELECT 'flake', '0x' || to_hex(c.gen_ulidflake()::bigint) FROM generate_series(1, $ROWS / 4)
    UNION ALL SELECT 'baseuid', c.gen_baseuid()::text FROM generate_series(1, $ROWS / 2)
    UNION ALL SELECT 'baseuid', c.gen_baseuid()::uuid::text FROM generate_series(1, $ROWS / 4)
    UNION ALL SELECT 'ksuid', c.gen_ksuid() FROM generate_series(1, $ROWS / 2)
    UNION ALL SELECT 'typeid', c.gen_typeid('user') FROM generate_series(1, $ROWS / 4)
    UNION ALL SELECT 'typeid', c.typeid_from_uuid((ARRAY['', 'a', 'user', 'abc_def', 'a_b_c'])[1 + (random() * 4)::int], gen_random_uuid())
        FROM generate_series(1, $ROWS / 4)
    UNION ALL SELECT 'objectid', substr(md5(random()::text), 1, 24) FROM generate_series(1, $ROWS / 4)
    UNION ALL SELECT 'xid', translate(substr(md5(random()::text) || md5(random()::text), 1, 19), '0123456789abcdef',
        '0123456789abcdefghijklmnopqrstuv') || substr('0g', (random())::int + 1, 1) FROM generate_series(1, $ROWS / 4)
    UNION ALL SELECT 'snowflake', (random() * 9.2e18)::numeric(19)::text FROM generate_series(1, $ROWS / 4)
) s
\g (format=unaligned fieldsep='\t' tuples_only)
SQL
python3 "$HERE/diff-inputs.py" 31 "$KINDS" <"$PG_TMP/seeds.tsv" >"$PG_TMP/inputs.tsv"
q -d diff -c "CREATE TABLE inputs (n serial, s text, k text)" \
    -c "\\copy inputs (s, k) FROM '$PG_TMP/inputs.tsv'" || bad "load inputs"
q -d diff -c "CREATE TABLE uuids AS SELECT u FROM (
        SELECT gen_random_uuid() u FROM generate_series(1, 40000)
        UNION ALL SELECT overlay(overlay(md5(random()::text) PLACING to_hex((random() * 15)::int) FROM 13 FOR 1)
            PLACING to_hex((random() * 15)::int) FROM 17 FOR 1)::uuid FROM generate_series(1, 50000)
        UNION ALL SELECT c.gen_uuidv7() FROM generate_series(1, 10000)
        UNION ALL SELECT u::uuid FROM (VALUES ('00000000-0000-0000-0000-000000000000'), ('ffffffff-ffff-ffff-ffff-ffffffffffff'),
            ('C232AB00-9414-11EC-B3C8-9F6BDECED846'), ('1EC9414C-232A-6B00-B3C8-9F6BDECED846')) v(u)) x" \
    -c "CREATE TABLE times AS SELECT t, (ARRAY['random', 'min', 'max', 'MIN', 'Max', 'bogus', ''])[1 + (random() * 6)::int] AS mode
        FROM (SELECT timestamptz '1960-01-01' + random() * interval '9000 years' t FROM generate_series(1, 60000)
        UNION ALL SELECT timestamptz '1970-01-01' + random() * interval '400 years' FROM generate_series(1, 40000)
        UNION ALL SELECT timestamptz '2014-05-14' + random() * interval '92 years' FROM generate_series(1, 30000)
        UNION ALL SELECT t::timestamptz FROM (VALUES ('infinity'), ('-infinity'), ('1970-01-01 00:00:00+00'),
            ('1969-12-31 23:59:59.999999+00'), ('10889-08-02 05:31:50.655+00'), ('10889-08-02 05:31:50.656+00'),
            ('0001-01-01 00:00:00+00 BC'), ('2262-04-11 23:47:16.854775+00')) v(t)) x" || bad "load uuids and times"
N_TEXT=$(q -d diff -c "SELECT count(*) FROM inputs")
N_UUID=$(q -d diff -c "SELECT count(*) FROM uuids")
N_TIME=$(q -d diff -c "SELECT count(*) FROM times")
if [ "${N_TEXT:-0}" -ge 100000 ] && [ "${N_UUID:-0}" -ge 100000 ] && [ "${N_TIME:-0}" -ge 100000 ]; then
    ok "inputs: $N_TEXT texts, $N_UUID uuids, $N_TIME times"
else
    bad "inputs: $N_TEXT texts, $N_UUID uuids, $N_TIME times (100,000 of each wanted)"
fi

. "$HERE/test-pgsql-diff.sh"
. "$HERE/test-pgsql-gen.sh"
. "$HERE/test-pgsql-move.sh"
. "$HERE/test-pgsql-docs.sh"
finish
