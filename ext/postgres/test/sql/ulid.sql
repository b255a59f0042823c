-- SPDX-License-Identifier: MIT
-- ulid: text I/O, errors, operators, casts, functions
CREATE EXTENSION sortid;
SET timezone = 'UTC';
SET datestyle = 'ISO, YMD';
\set VERBOSITY default

-- input is case-insensitive; output upper case
SELECT '01ARYZ6S41TSV4RRFFQ69G5FAV'::ulid, '01aryz6s41tsv4rrffq69g5fav'::ulid;
SELECT '00000000000000000000000000'::ulid, '7ZZZZZZZZZZZZZZZZZZZZZZZZZ'::ulid;

-- invalid input: 22P02 naming the input and the byte position
SELECT ''::ulid;
SELECT '01ARYZ6S41TSV4RRFFQ69G5FA'::ulid;
SELECT '01ARYZ6S41TSV4RRFFQ69G5FAVX'::ulid;
SELECT '01ARYZ6S41TSV4RRFFQ69G5FAU'::ulid;
SELECT '01ARYZ6S41TSV4RRFFQ69G5FAI'::ulid;
SELECT '01ARYZ6S41-SV4RRFFQ69G5FAV'::ulid;
SELECT ' 1ARYZ6S41TSV4RRFFQ69G5FAV'::ulid;
SELECT '80000000000000000000000000'::ulid;
SELECT E'01ARYZ6S41TSV4RRFFQ69G5F\u00e9'::ulid;
-- a byte that is not ASCII is named, whatever the length it gives the text
SELECT E'01ARYZ6S41TSV4RRFFQ69G5FA\u00e9'::ulid;
SELECT E'\u00e901ARYZ6S41TSV4RRFFQ69G5FAV'::ulid;

-- UUID text is read too (36 characters or 32 hex digits): the same 128 bits
SELECT '01563df3-6481-d676-4c61-efb99302bd5b'::ulid, '01563DF36481D6764C61EFB99302BD5B'::ulid;
SELECT '01563df3-6481-d676-4c61-efb99302bd5b'::ulid = '01563df3-6481-d676-4c61-efb99302bd5b'::uuid::ulid AS same_as_the_uuid_cast;
SELECT count(*) FILTER (WHERE u::uuid::text::ulid <> u) AS uuid_text_not_lossless,
       count(*) FILTER (WHERE replace(u::uuid::text, '-', '')::ulid <> u) AS hex_text_not_lossless
FROM (SELECT gen_ulid() u FROM generate_series(1, 1000)) g;
SELECT '01563df3-6481-d676-4c61-efb99302bd5g'::ulid;
SELECT '01563df3-6481-d676-4c61_efb99302bd5b'::ulid;
DO $$
BEGIN
    PERFORM '01ARYZ6S41TSV4RRFFQ69G5FAO'::ulid;
EXCEPTION WHEN invalid_text_representation THEN
    RAISE NOTICE 'SQLSTATE %', SQLSTATE;
END $$;

-- operators
SELECT a, b, a = b AS eq, a <> b AS ne, a < b AS lt, a <= b AS le, a > b AS gt, a >= b AS ge,
       ulid_cmp(a, b) AS cmp
FROM (VALUES ('01ARYZ6S41TSV4RRFFQ69G5FAV'::ulid, '01ARYZ6S41TSV4RRFFQ69G5FAV'::ulid),
             ('01ARYZ6S41TSV4RRFFQ69G5FAV', '01ARYZ6S41TSV4RRFFQ69G5FAW'),
             ('01ARYZ6S42TSV4RRFFQ69G5FAV', '01ARYZ6S41ZZZZZZZZZZZZZZZZ'),
             ('00000000000000000000000000', '7ZZZZZZZZZZZZZZZZZZZZZZZZZ')) v(a, b);

-- casts, all explicit
SELECT '01ARYZ6S41TSV4RRFFQ69G5FAV'::ulid::uuid;
SELECT '01563df3-6481-d676-4c61-efb99302bd5b'::uuid::ulid;
SELECT '01ARYZ6S41TSV4RRFFQ69G5FAV'::ulid::bytea;
SELECT '\x01563df36481d6764c61efb99302bd5b'::bytea::ulid;
SELECT '\x01563df36481d6764c61efb99302bd'::bytea::ulid;
SELECT '01ARYZ6S41TSV4RRFFQ69G5FAV'::ulid::text, 'text'::text || '01ARYZ6S41TSV4RRFFQ69G5FAV'::ulid::text;
SELECT 'x'::text::ulid;
-- no implicit casts: these must fail
SELECT '01ARYZ6S41TSV4RRFFQ69G5FAV'::ulid = '01563df3-6481-d676-4c61-efb99302bd5b'::uuid;
CREATE TEMP TABLE tt (t text, u uuid);
INSERT INTO tt (t) VALUES ('01ARYZ6S41TSV4RRFFQ69G5FAV'::ulid);
INSERT INTO tt (u) VALUES ('01ARYZ6S41TSV4RRFFQ69G5FAV'::ulid);
SELECT upper('01ARYZ6S41TSV4RRFFQ69G5FAV'::ulid);

-- binary send
SELECT ulid_send('01ARYZ6S41TSV4RRFFQ69G5FAV');

-- time functions
SELECT ulid_timestamp('01ARYZ6S41TSV4RRFFQ69G5FAV');
SELECT ulid_timestamp('7ZZZZZZZZZZZZZZZZZZZZZZZZZ');
SELECT ulid_at('2016-07-30 22:36:16.385+00', 'min'), ulid_at('2016-07-30 22:36:16.385+00', 'max');
SELECT ulid_at('2016-07-30 22:36:16.385999+00', 'min') = ulid_at('2016-07-30 22:36:16.385+00', 'min');
SELECT ulid_at('1970-01-01 00:00:00+00', 'min');
SELECT ulid_at('1969-12-31 23:59:59.999+00', 'max');
SELECT ulid_at('infinity', 'min');
SELECT ulid_at('10889-08-02 05:31:50.655+00', 'max');
SELECT ulid_at('10889-08-02 05:31:50.656+00', 'max');
SELECT ulid_at('1969-12-31 23:59:59.999+00');
SELECT '01ARYZ6S41TSV4RRFFQ69G5FAV'::ulid BETWEEN ulid_at('2016-07-30 22:36:16.385+00', 'min')
                                               AND ulid_at('2016-07-30 22:36:16.385+00', 'max');

-- generators
SELECT ulid_timestamp(ulid_at('2020-02-02 20:20:20.202+00'));
SELECT ulid_timestamp(gen_ulid()) BETWEEN now() - interval '1 minute' AND clock_timestamp();
SELECT gen_ulid() <> gen_ulid(), gen_monotonic_ulid() < gen_monotonic_ulid();
SELECT count(DISTINCT u) FROM (SELECT gen_ulid() u FROM generate_series(1, 10000)) x;
SELECT bool_and(u > p) FROM (
    SELECT u, lag(u) OVER (ORDER BY n) p
    FROM (SELECT n, gen_monotonic_ulid() u FROM generate_series(1, 10000) n) g) x;

-- aggregates and ORDER BY
CREATE TEMP TABLE s (u ulid);
INSERT INTO s VALUES ('01ARYZ6S41TSV4RRFFQ69G5FAV'), ('01arz3ndektsv4rrffq69g5fav'),
    ('00000000000000000000000000'), ('7ZZZZZZZZZZZZZZZZZZZZZZZZZ'), ('01D78XZ44G0000000000000000'), (NULL);
SELECT min(u), max(u), count(u) FROM s;
SELECT u FROM s ORDER BY u;
SELECT u FROM s ORDER BY u DESC NULLS LAST;
SELECT DISTINCT u FROM s WHERE u IS NOT NULL ORDER BY 1;

-- The monotonic step is +1 by default (a fresh session: the generator takes the
-- setting when created); same-millisecond neighbours differ by exactly 1.
\c -
CREATE TEMP VIEW steps AS
SELECT ulid_timestamp(u) = ulid_timestamp(p) AS same_ms,
       substring(u::bytea FROM 1 FOR 10) = substring(p::bytea FROM 1 FOR 10) AS same_top,
       ('x' || encode(substring(u::bytea FROM 11), 'hex'))::bit(48)::bigint
     - ('x' || encode(substring(p::bytea FROM 11), 'hex'))::bit(48)::bigint AS step
FROM (SELECT u, lag(u) OVER (ORDER BY n) p
      FROM (SELECT n, gen_monotonic_ulid() u FROM generate_series(1, 5000) n) g) x
WHERE p IS NOT NULL;
CREATE TEMP TABLE s1 AS SELECT * FROM steps;
SELECT count(*) FILTER (WHERE same_ms) > 100 AS many_same_ms,
       bool_and(same_top AND step = 1) FILTER (WHERE same_ms) AS all_plus_one FROM s1;
SHOW sortid.random_step;
SET sortid.random_step = 16;
-- sortid.random_step = K: a random step in [1, 2^K], opted in before the first ID
\c -
SET sortid.random_step = 16;
CREATE TEMP VIEW steps AS
SELECT ulid_timestamp(u) = ulid_timestamp(p) AS same_ms,
       ('x' || encode(substring(u::bytea FROM 11), 'hex'))::bit(48)::bigint
     - ('x' || encode(substring(p::bytea FROM 11), 'hex'))::bit(48)::bigint AS step
FROM (SELECT u, lag(u) OVER (ORDER BY n) p
      FROM (SELECT n, gen_monotonic_ulid() u FROM generate_series(1, 5000) n) g) x
WHERE p IS NOT NULL;
CREATE TEMP TABLE s2 AS SELECT * FROM steps;
SELECT count(*) FILTER (WHERE same_ms) > 100 AS many_same_ms,
       bool_and(step BETWEEN 1 AND 65536) FILTER (WHERE same_ms) AS steps_in_range,
       count(*) FILTER (WHERE same_ms AND step > 1) > 100 AS mostly_above_one FROM s2;
-- the generator follows the step in force (what SHOW says): after SET LOCAL,
-- the end of its transaction, RESET and ROLLBACK
BEGIN;
SET LOCAL sortid.random_step = 0;
SHOW sortid.random_step;
SELECT count(*) FILTER (WHERE same_ms) > 100 AS many_same_ms,
       bool_and(step = 1) FILTER (WHERE same_ms) AS plus_one_under_set_local FROM steps;
COMMIT;
SHOW sortid.random_step;
SELECT count(*) FILTER (WHERE same_ms AND step > 1) > 100 AS random_again_after_commit FROM steps;
RESET sortid.random_step;
SHOW sortid.random_step;
SELECT bool_and(step = 1) FILTER (WHERE same_ms) AS plus_one_after_reset FROM steps;
BEGIN;
SET sortid.random_step = 16;
SELECT count(*) FILTER (WHERE same_ms AND step > 1) > 100 AS random_in_transaction FROM steps;
ROLLBACK;
SHOW sortid.random_step;
SELECT bool_and(step = 1) FILTER (WHERE same_ms) AS plus_one_after_rollback FROM steps;
SET sortid.random_step = 0;
SET sortid.random_step = 65;
SET sortid.random_step = 'abc';
-- set before the library is loaded, a bad value makes the monotonic
-- generators fail instead of quietly stepping by +1
\c -
SET sortid.random_step = '1e3';
SELECT gen_monotonic_ulid();
SELECT gen_monotonic_baseuid();
SELECT gen_ulid() IS NOT NULL AS random_ulids_need_no_step;
