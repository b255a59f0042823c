-- SPDX-License-Identifier: MIT
-- The dialects: code written for pgx_ulid, pg_uuidv7 and PostgreSQL 17/18's
-- functions, run unchanged after CREATE EXTENSION sortid.  Each block is
-- the peer's own regression test or README example, ported as facts (its
-- inputs and the results the peer's test expects), then the migration
-- recipes of docs/postgres.md with no row lost.
SET timezone = 'UTC';
SET datestyle = 'ISO, YMD';
CREATE FUNCTION attempt(q text) RETURNS text LANGUAGE plpgsql AS $$
BEGIN
    EXECUTE q;
    RETURN 'ok';
EXCEPTION WHEN others THEN
    RETURN SQLSTATE || ': ' || SQLERRM;
END $$;

-- ---- pgx_ulid's #[pg_test] cases (src/lib.rs) ---------------------------------
-- INT 2029121117734015635515926905565997019 = TEXT = UUID below
\set text '01GV5PA9EQG7D82Q3Y4PKBZSYV'
\set uuid '0186cb65-25d7-81da-815c-7e25a6bfe7db'
\set ts '2023-03-10 12:00:49.111'
SELECT NULL::ulid IS NULL AS null_to_ulid;
SELECT :'text'::ulid::text = :'text' AS string_to_ulid_and_back;
SELECT lower(:'text')::ulid::text = :'text' AS string_to_ulid_lowercase;
SELECT attempt($$SELECT '01GV5PA9EQG7D82Q3Y4PKBZSY'::ulid$$) AS invalid_length;
SELECT attempt($$SELECT '01GV5PA9EQG7D82Q3Y4PKBZSYU'::ulid$$) AS invalid_char;
SELECT :'text'::ulid::timestamp::text = :'ts' AS ulid_to_timestamp;
SELECT :'ts'::timestamp::ulid::text = '01GV5PA9EQ0000000000000000' AS timestamp_to_ulid;
SELECT :'text'::ulid::uuid::text = :'uuid' AS ulid_to_uuid;
SELECT :'uuid'::uuid::ulid = :'text'::ulid AS uuid_to_ulid;
SELECT gen_ulid() IS NOT NULL AS generate;
-- pgx_ulid 0.2.2: ulid -> timestamptz
SELECT :'text'::ulid::timestamptz = (:'ts' || '+00')::timestamptz AS ulid_to_timestamptz;
-- test_hash and test_commutator: joins on ulid columns with DEFAULT-less rows
CREATE TABLE foo (id ulid, data text);
CREATE TABLE bar (id ulid, foo_id ulid);
INSERT INTO foo DEFAULT VALUES;
INSERT INTO bar DEFAULT VALUES;
SELECT * FROM bar JOIN foo ON bar.id = foo.id;
SET enable_mergejoin = off; SET enable_nestloop = off;
EXPLAIN (COSTS OFF) SELECT * FROM bar JOIN foo ON bar.id = foo.id;
RESET enable_mergejoin; RESET enable_nestloop;
DROP TABLE foo, bar;

-- ---- pgx_ulid's README ----------------------------------------------------------
CREATE TABLE users (
  id ulid NOT NULL DEFAULT gen_ulid() PRIMARY KEY,
  name text NOT NULL
);
INSERT INTO users (name) VALUES ('Client 1');
INSERT INTO users (id, name) VALUES ('01ARZ3NDEKTSV4RRFFQ69G5FAV', 'Client 2'),
    ('2023-09-15 10:00'::timestamp::ulid, 'on the 15th'), ('2023-09-16 00:00:00.001'::timestamp::ulid, 'the 16th');
SELECT name FROM users WHERE id = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
ALTER TABLE users
ADD COLUMN created_at timestamp GENERATED ALWAYS AS (id::timestamp) STORED;
SELECT name, created_at FROM users WHERE name <> 'Client 1' ORDER BY id;
-- gets all users where the ID was created on 2023-09-15, using the index
SELECT name FROM users WHERE id BETWEEN '2023-09-15'::timestamp::ulid AND '2023-09-16'::timestamp::ulid;
SET enable_seqscan = off;
EXPLAIN (COSTS OFF) SELECT * FROM users WHERE id BETWEEN '2023-09-15'::timestamp::ulid AND '2023-09-16'::timestamp::ulid;
RESET enable_seqscan;
-- the monotonic table of the README, and an index on the time (IMMUTABLE casts)
CREATE TABLE users2 (id ulid NOT NULL DEFAULT gen_monotonic_ulid() PRIMARY KEY, name text NOT NULL);
CREATE INDEX users2_day ON users2 ((id::timestamp::date));
CREATE INDEX users2_time ON users2 ((id::timestamp));
INSERT INTO users2 (name) SELECT 'n' || n FROM generate_series(1, 1000) n;
SELECT count(*), bool_and(id::timestamp <= now() AT TIME ZONE 'UTC') FROM users2;
-- the flakes and BaseUIDs cast the same way
SELECT '00CMXB6TAK4SA'::ulidflake::timestamp, '00CMXB6TAK4SA'::ulidflake::timestamptz,
       'ANjssJkyfa3H00J9ZPJG'::baseuid::timestamp = 'ANjssJkyfa3H00J9ZPJG'::baseuid::timestamptz AT TIME ZONE 'UTC' AS same;
CREATE TABLE fl (id ulidflake DEFAULT gen_ulidflake(), b baseuid DEFAULT gen_baseuid(),
                 t timestamp GENERATED ALWAYS AS (id::timestamp) STORED,
                 tb timestamptz GENERATED ALWAYS AS (b::timestamptz) STORED);
INSERT INTO fl DEFAULT VALUES;
SELECT t = ulidflake_timestamp(id) AT TIME ZONE 'UTC', tb = baseuid_timestamp(b) FROM fl;
-- a uuid goes into a ulid column (assignment cast), as with pgx_ulid
INSERT INTO users (id, name) VALUES (:'uuid'::uuid, 'from a uuid');
SELECT id FROM users WHERE name = 'from a uuid';
DROP TABLE users, users2, fl;

-- ---- pg_uuidv7's pg_regress files (test/sql/00[2-6]_*.sql) -----------------------
\set uuidv7 '018570bb-4a7d-7000-8000-000000000000'
\set uuidtz '2023-01-02 04:26:40.637+00'
\set uuidts '2023-01-02 04:26:40.637'
SELECT uuid_generate_v7() > :'uuidv7';
SELECT uuid_v7_to_timestamptz(:'uuidv7') = :'uuidtz';
SELECT uuid_timestamptz_to_v7(:'uuidtz') > :'uuidv7';
SELECT uuid_timestamptz_to_v7(:'uuidtz', true) = :'uuidv7';
SELECT uuid_v7_to_timestamp(:'uuidv7') = :'uuidts';
SELECT uuid_timestamp_to_v7(:'uuidts') > :'uuidv7';
SELECT uuid_timestamp_to_v7(:'uuidts', true) = :'uuidv7';
-- pg_uuidv7 reads the first 48 bits of any UUID, and makes version 7 variant 10
SELECT uuid_v7_to_timestamptz('018570bb-4a7d-4000-8000-000000000000') AS of_a_v4,
       uuid_extract_version(uuid_timestamptz_to_v7(now())) AS version,
       uuid_v7_to_timestamptz(NULL) IS NULL AS strict;

-- ---- PostgreSQL 17 and 18: src/test/regress/sql/uuid.sql ------------------------
SELECT uuid_extract_version('11111111-1111-5111-8111-111111111111');  -- 5
SELECT uuid_extract_version(gen_random_uuid());  -- 4
SELECT uuid_extract_version('11111111-1111-1111-1111-111111111111');  -- null
SELECT uuid_extract_version(uuidv7());  -- 7
SELECT uuid_extract_version('00000000-0000-0000-0000-000000000000') IS NULL AS nil,
       uuid_extract_version('ffffffff-ffff-ffff-ffff-ffffffffffff') IS NULL AS max,
       pg_typeof(uuid_extract_version(uuidv7())) AS type;
SELECT uuid_extract_timestamp('C232AB00-9414-11EC-B3C8-9F6BDECED846') = 'Tuesday, February 22, 2022 2:22:22.00 PM GMT+05:00';  -- RFC 9562 test vector (v1)
SELECT uuid_extract_timestamp('017F22E2-79B0-7CC3-98C4-DC0C0C07398F') = 'Tuesday, February 22, 2022 2:22:22.00 PM GMT+05:00';  -- (v7)
SELECT uuid_extract_timestamp(gen_random_uuid());  -- null
SELECT uuid_extract_timestamp('11111111-1111-1111-1111-111111111111');  -- null
-- v6 has a time, but PostgreSQL's uuid_extract_timestamp reads only v1 and v7
SELECT uuid_extract_timestamp('1EC9414C-232A-6B00-B3C8-9F6BDECED846') IS NULL AS v6_null,
       uuid_timestamp('1EC9414C-232A-6B00-B3C8-9F6BDECED846') AS sortid_reads_v6;
CREATE TEMP TABLE guid1 (guid_field uuid);
INSERT INTO guid1 (guid_field) VALUES (uuidv7());
INSERT INTO guid1 (guid_field) VALUES (uuidv7());
INSERT INTO guid1 (guid_field) VALUES (uuidv7(INTERVAL '1 day'));
SELECT count(DISTINCT guid_field) FROM guid1;
CREATE TEMP TABLE guid3 (id serial, guid_field uuid);
INSERT INTO guid3 (guid_field) SELECT uuidv7() FROM generate_series(1, 10);
SELECT array_agg(id ORDER BY guid_field) FROM guid3;
-- the shift moves the time over the whole range, in order
WITH uuidts AS (
    SELECT y, ts as ts, lag(ts) OVER (ORDER BY y) AS prev_ts
    FROM (SELECT y, uuid_extract_timestamp(uuidv7((y || ' years')::interval)) AS ts
        FROM generate_series(1970 - extract(year from now())::int, 10888 - extract(year from now())::int) y) x
)
SELECT y, ts, prev_ts FROM uuidts WHERE ts < prev_ts;
SELECT uuid_extract_timestamp(uuidv7(interval '1 day')) > now() + interval '23 hours' AS day_shift,
       uuid_extract_timestamp(uuidv7(interval '1 month')) > now() + interval '27 days' AS month_shift,
       uuid_extract_version(uuidv7(interval '1 day')) AS still_v7;
-- a shifted time outside UUIDv7's range is an error, never a wrapped value
SELECT attempt($$SELECT uuidv7(interval '-100 years')$$) AS before_1970;
SELECT attempt($$SELECT uuidv7(interval '9000 years')$$) AS after_10889;
-- uuidv7('1 hour') has one candidate (no overload makes it "not unique")
SELECT uuid_extract_version(uuidv7('1 hour'));
SELECT proname, pg_get_function_identity_arguments(oid) FROM pg_proc
WHERE proname IN ('uuidv4', 'uuidv7', 'uuid_extract_version', 'uuid_extract_timestamp') ORDER BY 1, 2;
-- 100,000 in one statement strictly increase, shifted or not
SELECT count(*) FILTER (WHERE u <= p), count(*) FILTER (WHERE s <= ps)
FROM (SELECT u, lag(u) OVER (ORDER BY n) p, s, lag(s) OVER (ORDER BY n) ps
      FROM (SELECT n, uuidv7() u, uuidv7('-1 hour') s FROM generate_series(1, 100000) n) x) y;
-- each shift has its own time, whatever shift came before it, and its own order:
-- two shifts in turn, and 40 in turn (more than the session keeps generators for)
SELECT uuid_extract_timestamp(uuidv7('1 day')) > now() + interval '23 hours' AS plus_day,
       uuid_extract_timestamp(uuidv7('-1 day')) < now() - interval '23 hours' AS minus_day_after,
       uuid_extract_timestamp(uuidv7('1 day')) > now() + interval '23 hours' AS plus_day_again;
SELECT count(*) FILTER (WHERE a <= pa) AS plus_out_of_order, count(*) FILTER (WHERE b <= pb) AS minus_out_of_order,
       count(*) FILTER (WHERE uuid_extract_timestamp(b) > now()) AS minus_in_future
FROM (SELECT a, lag(a) OVER (ORDER BY n) pa, b, lag(b) OVER (ORDER BY n) pb
      FROM (SELECT n, uuidv7('1 hour') a, uuidv7('-1 hour') b FROM generate_series(1, 100000) n) x) y;
SELECT count(*) FILTER (WHERE u <= p) AS out_of_order,
       count(*) FILTER (WHERE uuid_extract_timestamp(u) - now() NOT BETWEEN make_interval(mins => k) - interval '10 seconds'
                                                                       AND make_interval(mins => k) + interval '10 seconds') AS wrong_time
FROM (SELECT k, u, lag(u) OVER (PARTITION BY k ORDER BY n) p
      FROM (SELECT n, n % 40 k, uuidv7(make_interval(mins => n % 40)) u FROM generate_series(1, 200000) n) x) y;
-- PostgreSQL 18's uuidv4(), gen_random_uuid() under its RFC 9562 name
SELECT uuid_extract_version(uuidv4());  -- 4
SELECT count(DISTINCT u), count(*) FILTER (WHERE substring(u::text, 20, 1) NOT IN ('8', '9', 'a', 'b')) AS wrong_variant
FROM (SELECT uuidv4() u FROM generate_series(1, 1000)) x;
