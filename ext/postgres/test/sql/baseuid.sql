-- SPDX-License-Identifier: MIT
-- baseuid: text I/O, errors, operators, uuid/bytea casts, generators
SET timezone = 'UTC';
SET datestyle = 'ISO, YMD';
\set VERBOSITY default

SELECT 'ANjssJkyfa3H00J9ZPJG'::baseuid, '--------------------'::baseuid, 'zzzzzzzzzzzzzzzzzzzz'::baseuid;
SELECT ''::baseuid;
SELECT 'ANjssJkyfa3H00J9ZPJ'::baseuid;
SELECT 'ANjssJkyfa3H00J9ZPJ+'::baseuid;
SELECT 'ANjssJkyfa3H00J9ZPJGG'::baseuid;
SELECT 'ANjss.kyfa3H00J9ZPJG'::baseuid;
-- case-sensitive: these are two different values
SELECT 'ANjssJkyfa3H00J9ZPJG'::baseuid = 'anjssjkyfa3h00j9zpjg'::baseuid;

-- casts
SELECT 'ANjssJkyfa3H00J9ZPJG'::baseuid::uuid, '2d8bf8e1-4c3e-8ae6-8448-10542a469444'::uuid::baseuid;
SELECT 'zzzzzzzzzzzzzzzzzzzz'::baseuid::uuid;
SELECT '2d8bf8e1-4c3e-7ae6-8448-10542a469444'::uuid::baseuid;
SELECT '2d8bf8e1-4c3e-8ae6-c448-10542a469444'::uuid::baseuid;
SELECT '2d8bf8e1-4c3e-8ae6-8448-10542a469445'::uuid::baseuid;
-- its UUIDv8 form is read as text too (36 characters or 32 hex digits)
SELECT '2d8bf8e1-4c3e-8ae6-8448-10542a469444'::baseuid, '2D8BF8E14C3E8AE6844810542A469444'::baseuid;
SELECT '2d8bf8e1-4c3e-7ae6-8448-10542a469444'::baseuid;
SELECT 'ANjssJkyfa3H00J9ZPJG'::baseuid::bytea, '\x2d8bf8e14c3eae611204150a91a511'::bytea::baseuid;
SELECT '\x2d8bf8e14c3eae611204150a91a5'::bytea::baseuid;
SELECT 'ANjssJkyfa3H00J9ZPJG'::baseuid::text, 'x'::text::baseuid;
SELECT 'ANjssJkyfa3H00J9ZPJG'::baseuid = '2d8bf8e1-4c3e-8ae6-8448-10542a469444'::uuid;

-- operators
SELECT a, b, a = b AS eq, a <> b AS ne, a < b AS lt, a <= b AS le, a > b AS gt, a >= b AS ge,
       baseuid_cmp(a, b) AS cmp
FROM (VALUES ('ANjssJkyfa3H00J9ZPJG'::baseuid, 'ANjssJkyfa3H00J9ZPJG'::baseuid),
             ('ANjssJkyfa3H00J9ZPJG', 'ANjssJkyfa3H00J9ZPJ_'),
             ('-zzzzzzzzzzzzzzzzzzz', 'z-------------------')) v(a, b);

SELECT baseuid_send('ANjssJkyfa3H00J9ZPJG');

-- time
SELECT baseuid_timestamp('ANjssJky------------'), baseuid_timestamp('AokVAVA9------------');
SELECT baseuid_timestamp('zzzzzzzzzzzzzzzzzzzz');
SELECT baseuid_timestamp(gen_baseuid()) BETWEEN now() - interval '1 minute' AND clock_timestamp();
SELECT gen_baseuid() <> gen_baseuid();
SELECT bool_and(v > p) FROM (
    SELECT v, lag(v) OVER (ORDER BY n) p
    FROM (SELECT n, gen_monotonic_baseuid() v FROM generate_series(1, 20000) n) g) x;

-- aggregates and ORDER BY (byte order = ASCII order of the text)
CREATE TEMP TABLE s (b baseuid);
INSERT INTO s VALUES ('ANjssJkyfa3H00J9ZPJG'), ('--------------------'), ('zzzzzzzzzzzzzzzzzzzz'),
    ('_zzzzzzzzzzzzzzzzzzz'), ('Zzzzzzzzzzzzzzzzzzzz'), ('9zzzzzzzzzzzzzzzzzzz'), ('azzzzzzzzzzzzzzzzzzz'), (NULL);
SELECT min(b), max(b), count(b) FROM s;
SELECT b FROM s ORDER BY b;
SELECT bool_and(x) FROM (SELECT (array_agg(b ORDER BY b) = array_agg(b ORDER BY b::text COLLATE "C")) x
                         FROM s WHERE b IS NOT NULL) y;

-- The monotonic step is +1 by default: same-tick neighbours differ by exactly 1.
SELECT count(*) FILTER (WHERE same_tick) > 100 AS many_same_tick,
       bool_and(same_top AND step = 1) FILTER (WHERE same_tick) AS all_plus_one
FROM (SELECT substring(b::bytea FROM 1 FOR 6) = substring(p::bytea FROM 1 FOR 6) AS same_tick,
             substring(b::bytea FROM 1 FOR 9) = substring(p::bytea FROM 1 FOR 9) AS same_top,
             ('x' || encode(substring(b::bytea FROM 10), 'hex'))::bit(48)::bigint
           - ('x' || encode(substring(p::bytea FROM 10), 'hex'))::bit(48)::bigint AS step
      FROM (SELECT b, lag(b) OVER (ORDER BY n) p
            FROM (SELECT n, gen_monotonic_baseuid() b FROM generate_series(1, 20000) n) g) x
      WHERE p IS NOT NULL) y;
-- at a time: the 32.768 us tick holding it
SELECT baseuid_at('2022-01-01 00:00:00+00', 'min'), baseuid_at('2022-01-01 00:00:00.000032+00', 'max'),
       baseuid_at('2022-01-01 00:00:00.000033+00', 'min');
SELECT baseuid_timestamp(baseuid_at('2022-01-01 00:00:00.000033+00'));
