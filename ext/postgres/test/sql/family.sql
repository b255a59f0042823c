-- SPDX-License-Identifier: MIT
-- UUIDs (v1, v6, v7), TypeID, KSUID and the time of any ID: the spec examples,
-- every row of tests/vectors/family*.tsv these functions can check, the
-- generators, and bad inputs.  The vector queries list the rows that do NOT
-- give the expected result: their expected output is empty.
SET timezone = 'UTC';
SET datestyle = 'ISO, YMD';
\getenv vecdir SORTID_VECTORS

CREATE TEMP TABLE fam (file text, kind text, input text, expected text);
CREATE TEMP TABLE raw (kind text, input text, expected text);
\set f :vecdir '/family-spec.tsv'
COPY raw FROM :'f' (FORMAT csv, DELIMITER E'\t', HEADER true, QUOTE E'\b');
INSERT INTO fam SELECT 'spec', * FROM raw; TRUNCATE raw;
\set f :vecdir '/family.tsv'
COPY raw FROM :'f' (FORMAT csv, DELIMITER E'\t', HEADER true, QUOTE E'\b');
INSERT INTO fam SELECT 'gen', * FROM raw; TRUNCATE raw;
SELECT file, kind, count(*) FROM fam GROUP BY 1, 2 ORDER BY 1, 2;

-- Unix microseconds of a timestamptz; the microsecond of "ms ns_in_ms", floored
CREATE FUNCTION us(t timestamptz) RETURNS bigint LANGUAGE sql IMMUTABLE
    AS $$ SELECT (extract(epoch FROM t) * 1000000)::bigint $$;
CREATE FUNCTION us_of(e text) RETURNS bigint LANGUAGE sql IMMUTABLE
    AS $$ SELECT split_part(e, ' ', 1)::bigint * 1000 + split_part(e, ' ', 2)::bigint / 1000 $$;
-- the SQLSTATE and message of a statement, or 'ok'
CREATE FUNCTION try(q text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE d text;
BEGIN
    EXECUTE q;
    RETURN 'ok';
EXCEPTION WHEN others THEN
    GET STACKED DIAGNOSTICS d = PG_EXCEPTION_DETAIL;
    RETURN SQLSTATE || ': ' || SQLERRM || coalesce(' / ' || nullif(d, ''), '');
END $$;

-- ---- RFC 9562 Appendix A: v1, v6 and v7 at 1645557742000 ms ------------------
SELECT u, uuid_version(u), uuid_timestamp(u), sortid_timestamp(u::text), us(uuid_timestamp(u)) = 1645557742000000 AS exact
FROM (VALUES ('C232AB00-9414-11EC-B3C8-9F6BDECED846'::uuid), ('1EC9414C-232A-6B00-B3C8-9F6BDECED846'),
             ('017F22E2-79B0-7CC3-98C4-DC0C0C07398F')) v(u);
SELECT uuid_v1_to_v6('C232AB00-9414-11EC-B3C8-9F6BDECED846'),
       uuid_v6_to_v1('1EC9414C-232A-6B00-B3C8-9F6BDECED846');

-- every uuid_timestamp row (v1, v6, v7): the microsecond, the version's time floored
SELECT file, input, expected, uuid_timestamp(input::uuid) FROM fam
WHERE kind = 'uuid_time'
  AND (us(uuid_timestamp(input::uuid)) IS DISTINCT FROM us_of(expected)
       OR uuid_timestamp(input::uuid) IS DISTINCT FROM sortid_timestamp(input)
       OR uuid_timestamp(input::uuid) IS DISTINCT FROM sortid_timestamp(replace(input, '-', ''), 'uuid'));
-- 100 ns are floored: the sub-microsecond digits are dropped, never rounded up
SELECT count(*) AS rows_with_sub_us_digits FROM fam
WHERE kind = 'uuid_time' AND split_part(expected, ' ', 2)::bigint % 1000 >= 500;
-- v1 <-> v6 both ways, same time, versions 1 and 6
SELECT file, input, expected FROM fam
WHERE kind = 'uuid_v1v6'
  AND (uuid_v1_to_v6(input::uuid) IS DISTINCT FROM expected::uuid
       OR uuid_v6_to_v1(expected::uuid) IS DISTINCT FROM input::uuid
       OR uuid_timestamp(input::uuid) IS DISTINCT FROM uuid_timestamp(expected::uuid)
       OR uuid_version(input::uuid) <> 1 OR uuid_version(expected::uuid) <> 6);

-- versions without a time, and other variants
SELECT u, uuid_version(u), uuid_timestamp(u), sortid_timestamp(u::text)
FROM (VALUES ('00000000-0000-0000-0000-000000000000'::uuid), ('ffffffff-ffff-ffff-ffff-ffffffffffff'),
             ('f81d4fae-7dec-41d0-a765-00a0c91e6bf6'), ('1ec9414c-232a-8b00-b3c8-9f6bdeced846'),
             ('017f22e2-79b0-7cc3-18c4-dc0c0c07398f'), ('017f22e2-79b0-7cc3-e8c4-dc0c0c07398f'),
             ('c232ab00-9414-11ec-73c8-9f6bdeced846')) v(u);
SELECT try($$SELECT uuid_v1_to_v6('1ec9414c-232a-6b00-b3c8-9f6bdeced846')$$);
SELECT try($$SELECT uuid_v6_to_v1('c232ab00-9414-11ec-b3c8-9f6bdeced846')$$);
SELECT try($$SELECT uuid_v1_to_v6('c232ab00-9414-11ec-73c8-9f6bdeced846')$$);

-- ---- UUIDv7 at a time ------------------------------------------------------------
-- the uuidv7 rows of at-time.tsv (the rows the library, CLI and SQLite check)
CREATE TEMP TABLE at_vec (kind text, node int, unix_ms bigint, ns_in_ms int, rfc3339 text,
                          mode text, expected text);
\set f :vecdir '/at-time.tsv'
COPY at_vec FROM :'f' (FORMAT csv, DELIMITER E'\t', HEADER true, QUOTE E'\b');
DELETE FROM at_vec WHERE kind <> 'uuidv7';
UPDATE at_vec SET rfc3339 = ltrim(rfc3339, '+');
CREATE FUNCTION v7_at(t timestamptz, mode text) RETURNS text LANGUAGE plpgsql AS $$
BEGIN
    RETURN uuidv7_at(t, mode)::text;
EXCEPTION WHEN SQLSTATE '22008' THEN
    RETURN 'ERROR time_range';
END $$;
SELECT count(*) AS rows, count(*) FILTER (WHERE expected LIKE 'ERROR%') AS errors FROM at_vec;
SELECT rfc3339, mode, expected, v7_at(rfc3339::timestamptz, mode) FROM at_vec
WHERE v7_at(rfc3339::timestamptz, mode) IS DISTINCT FROM expected
   OR v7_at(rfc3339::timestamptz, upper(mode)) IS DISTINCT FROM expected
   OR (expected NOT LIKE 'ERROR%' AND
       CASE mode WHEN 'min' THEN uuidv7_at(rfc3339::timestamptz, 'min') ELSE uuidv7_at(rfc3339::timestamptz, 'max') END
       IS DISTINCT FROM expected::uuid);
-- random (the default mode): between the bounds, version 7, the millisecond back
SELECT rfc3339 FROM at_vec, LATERAL (SELECT rfc3339::timestamptz AS t) x
WHERE expected NOT LIKE 'ERROR%' AND mode = 'min'
  AND NOT (uuidv7_at(t) BETWEEN uuidv7_at(t, 'min') AND uuidv7_at(t, 'max')
           AND uuidv7_at(t, 'Random') BETWEEN uuidv7_at(t, 'min') AND uuidv7_at(t, 'max')
           AND uuid_version(uuidv7_at(t)) = 7
           AND uuid_timestamp(uuidv7_at(t)) = date_trunc('milliseconds', t));
SELECT uuidv7_at('2022-02-22 19:22:22+00', 'min'), uuidv7_at('2022-02-22 19:22:22.000999+00', 'max');
SELECT count(DISTINCT uuidv7_at('2022-02-22 19:22:22+00')) FROM generate_series(1, 1000);
SELECT try($$SELECT uuidv7_at(now(), 'middle')$$);
SELECT try($$SELECT uuidv7_at(now(), '')$$);
SELECT try($$SELECT uuidv7_at('infinity')$$);
SELECT try($$SELECT uuidv7_at('1969-12-31 23:59:59.999+00', 'min')$$);
SELECT uuidv7_at(NULL), uuidv7_at(now(), NULL), uuid_timestamp(NULL), uuid_version(NULL), sortid_timestamp(NULL);

-- ---- gen_uuidv7(): version 7, variant 10, now, strictly increasing ---------------
CREATE TEMP TABLE g AS SELECT n, gen_uuidv7() AS u FROM generate_series(1, 20000) n;
SELECT count(*) FILTER (WHERE uuid_version(u) = 7) AS v7,
       count(*) FILTER (WHERE substr(u::text, 20, 1) IN ('8', '9', 'a', 'b')) AS variant_10,
       count(*) FILTER (WHERE uuid_timestamp(u) BETWEEN now() - interval '1 minute' AND clock_timestamp()) AS now,
       count(DISTINCT u) AS distinct
FROM g;
SELECT count(*) AS not_increasing FROM (SELECT u, lag(u) OVER (ORDER BY n) p FROM g) x WHERE u <= p;
-- the same generator as gen_typeid(): one increasing stream
SELECT gen_uuidv7() < typeid_to_uuid(gen_typeid('user')) AND typeid_to_uuid(gen_typeid('')) < gen_uuidv7()
       AS one_stream;

-- ---- TypeID ------------------------------------------------------------------------
SELECT typeid_to_uuid('user_01h455vb4pex5vsknk084sn02q'),
       typeid_from_uuid('user', '01890a5d-ac96-774b-bcce-b302099a8057'),
       sortid_timestamp('user_01h455vb4pex5vsknk084sn02q'),
       sortid_timestamp('user_01h455vb4pex5vsknk084sn02q') = uuid_timestamp('01890a5d-ac96-774b-bcce-b302099a8057') AS same;
-- every typeid row both ways ('-' is no prefix)
SELECT file, input, expected FROM fam
WHERE kind = 'typeid'
  AND (typeid_to_uuid(input) IS DISTINCT FROM split_part(expected, ' ', 2)::uuid
       OR typeid_from_uuid(CASE split_part(expected, ' ', 1) WHEN '-' THEN '' ELSE split_part(expected, ' ', 1) END,
                         split_part(expected, ' ', 2)::uuid) IS DISTINCT FROM input
       OR sortid_timestamp(input, 'typeid') IS DISTINCT FROM
          CASE uuid_version(split_part(expected, ' ', 2)::uuid) WHEN 7 THEN uuid_timestamp(split_part(expected, ' ', 2)::uuid) END);
-- every typeid_bad row: 22P02 with the expected byte
SELECT input, expected, try(format('SELECT typeid_to_uuid(%L)', input)) FROM fam
WHERE kind = 'typeid_bad'
  AND try(format('SELECT typeid_to_uuid(%L)', input)) NOT LIKE
      '22P02: %' || split_part(expected, ' ', 1) || '% at byte position ' || split_part(expected, ' ', 2) || ' (0-based).'
  AND NOT (input = 'préfix_00000000000000000000000000'
           AND try(format('SELECT typeid_to_uuid(%L)', input)) LIKE '%The byte at position 2 (0-based, 0xC3) is not ASCII.');
SELECT try($$SELECT typeid_to_uuid('préfix_00000000000000000000000000')$$);
SELECT try($$SELECT typeid_to_uuid('prefix_8zzzzzzzzzzzzzzzzzzzzzzzzz')$$);
-- prefixes: checked before an ID is made, with the byte
SELECT try($$SELECT typeid_from_uuid('User', '01890a5d-ac96-774b-bcce-b302099a8057')$$);
SELECT try($$SELECT typeid_from_uuid('user_', '01890a5d-ac96-774b-bcce-b302099a8057')$$);
SELECT try($$SELECT gen_typeid('user.name')$$);
SELECT try($$SELECT gen_typeid('ünicode')$$);
SELECT try(format('SELECT gen_typeid(%L)', repeat('a', 64)));
SELECT length(gen_typeid(repeat('a', 63))), gen_typeid('user') ~ '^user_[0-7][0-9a-hjkmnp-tv-z]{25}$' AS user_,
       gen_typeid('') ~ '^[0-7][0-9a-hjkmnp-tv-z]{25}$' AS bare, gen_typeid('pre_fix') LIKE 'pre\_fix\_%' AS inner_underscore,
       uuid_version(typeid_to_uuid(gen_typeid('user'))) AS version,
       sortid_timestamp(gen_typeid('user')) BETWEEN now() - interval '1 minute' AND clock_timestamp() AS now;

-- ---- KSUID ---------------------------------------------------------------------------
SELECT sortid_timestamp('0ujtsYcgvSTl8PAuAdqWYSMnLOv'), sortid_timestamp('000000000000000000000000000'),
       sortid_timestamp('aWgEPTl1tmebfsQzFP4bxwgy80V');
SELECT file, input, expected FROM fam
WHERE kind = 'ksuid'
  AND (us(sortid_timestamp(input)) IS DISTINCT FROM split_part(expected, ' ', 2)::bigint * 1000
       OR sortid_timestamp(input, 'ksuid') IS DISTINCT FROM sortid_timestamp(input));
SELECT DISTINCT input, try(format('SELECT sortid_timestamp(%L)', input)) FROM fam WHERE kind = 'ksuid_bad' ORDER BY 1;
SELECT length(k) AS len, k ~ '^[0-9A-Za-z]{27}$' AS base62,
       sortid_timestamp(k) BETWEEN date_trunc('second', now()) AND clock_timestamp() AS now,
       (SELECT count(DISTINCT gen_ksuid()) FROM generate_series(1, 1000)) AS distinct
FROM gen_ksuid() k;

-- ---- sortid_timestamp: any kind, by its length or by name ----------------------------------
SELECT x, sortid_timestamp(x) FROM (VALUES ('01ARYZ6S41TSV4RRFFQ69G5FAV'), ('01aryz6s41tsv4rrffq69g5fav'),
    ('00CMXB6TAK4SA'), ('0x31E3BA6B4A6CA'), ('ANjssJkyfa3H00J9ZPJG'), ('017f22e2-79b0-7cc3-98c4-dc0c0c07398f'),
    ('017F22E279B07CC398C4DC0C0C07398F'), ('56e1fc72e0c917e9c4714161'), ('f81d4fae-7dec-41d0-a765-00a0c91e6bf6'),
    ('user_01h455vb4pex5vsknk084sn02q'), ('user_00000000000000000000000000')) v(x);
-- a text of two readings is read in the first (20 characters: a BaseUID); name the other
SELECT sortid_timestamp('9m4e2mr0ui3e8a215n4g') AS as_baseuid, sortid_timestamp('9m4e2mr0ui3e8a215n4g', 'xid') AS as_xid,
       sortid_timestamp('175928847299117063', 'snowflake') AS twitter_epoch;
SELECT file, kind, input, expected FROM fam
WHERE (kind = 'objectid' AND (us(sortid_timestamp(input)) IS DISTINCT FROM split_part(expected, ' ', 1)::bigint * 1000
                              OR sortid_timestamp(input, 'objectid') IS DISTINCT FROM sortid_timestamp(input)))
   OR (kind = 'xid' AND us(sortid_timestamp(input, 'xid')) IS DISTINCT FROM split_part(expected, ' ', 2)::bigint * 1000)
   OR (kind = 'snowflake' AND split_part(input, ' ', 2) = '1288834974657'
       AND us(sortid_timestamp(split_part(input, ' ', 1), 'snowflake')) IS DISTINCT FROM split_part(expected, ' ', 1)::bigint * 1000);
SELECT DISTINCT input, try(format('SELECT sortid_timestamp(%L, %L)', input, 'xid')) FROM fam
WHERE kind = 'xid_bad' AND try(format('SELECT sortid_timestamp(%L, %L)', input, 'xid')) NOT LIKE
      '22P02: %at byte position ' || split_part(expected, ' ', 2) || ' (0-based).';
-- text that is no ID, or not of the named kind
SELECT x, try(format('SELECT sortid_timestamp(%L)', x)) FROM (VALUES (''), ('hello'), ('01ARYZ6S41TSV4RRFFQ69G5FAU'),
    ('81ARYZ6S41TSV4RRFFQ69G5FAV'), ('1234567890'), ('017f22e2-79b0-7cc3-98c4-dc0c0c07398g'),
    ('01ARYZ6S41TSV4RRFFQ69G5FAé'), ('0x'), ('User_01h455vb4pex5vsknk084sn02q')) v(x);
SELECT try($$SELECT sortid_timestamp('01ARYZ6S41TSV4RRFFQ69G5FAV', 'ksuid')$$);
SELECT try($$SELECT sortid_timestamp('01ARYZ6S41TSV4RRFFQ69G5FAV', 'uuidv8')$$);
SELECT try($$SELECT sortid_timestamp('f81d4fae-7dec-41d0-a765-00a0c91e6bf6', 'uuidv7')$$);
SELECT sortid_timestamp('01ARYZ6S41TSV4RRFFQ69G5FAV', NULL), sortid_timestamp(NULL, 'ulid');
-- the hints: the kinds by the library's names, the prefix's rule
SELECT sortid_timestamp('01ARYZ6S41TSV4RRFFQ69G5FAV', 'ULID');
SELECT gen_typeid('user-name');
