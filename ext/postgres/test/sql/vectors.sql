-- SPDX-License-Identifier: MIT
-- Every public vector (tests/vectors/*.tsv, copied from the project's shared
-- vectors) through the types' input and output.  Each query lists the
-- vectors that do NOT give the expected result: the expected output is empty.
SET timezone = 'UTC';
SET datestyle = 'ISO, YMD';
\getenv vecdir SORTID_VECTORS

CREATE TABLE vec (file text, kind text, input text, expected text);
CREATE TEMP TABLE raw (kind text, input text, expected text);
\set f :vecdir '/ulid.tsv'
COPY raw FROM :'f' (FORMAT csv, DELIMITER E'\t', HEADER true, QUOTE E'\b');
INSERT INTO vec SELECT 'ulid', * FROM raw; TRUNCATE raw;
\set f :vecdir '/flake.tsv'
COPY raw FROM :'f' (FORMAT csv, DELIMITER E'\t', HEADER true, QUOTE E'\b');
INSERT INTO vec SELECT 'flake', * FROM raw; TRUNCATE raw;
\set f :vecdir '/baseuid.tsv'
COPY raw FROM :'f' (FORMAT csv, DELIMITER E'\t', HEADER true, QUOTE E'\b');
INSERT INTO vec SELECT 'baseuid', * FROM raw; TRUNCATE raw;
\set f :vecdir '/uuidv7.tsv'
COPY raw FROM :'f' (FORMAT csv, DELIMITER E'\t', HEADER true, QUOTE E'\b');
INSERT INTO vec SELECT 'uuidv7', * FROM raw; TRUNCATE raw;

-- every file and kind was loaded
SELECT file, kind, count(*) > 0 AS loaded FROM vec GROUP BY 1, 2 ORDER BY 1, 2;

-- the SQLSTATE of an input function / cast, or 'ok'
CREATE FUNCTION try_cast(s text, typ text) RETURNS text LANGUAGE plpgsql AS $$
BEGIN
    EXECUTE format('SELECT %L::%s', s, typ);
    RETURN 'ok';
EXCEPTION WHEN others THEN
    RETURN SQLSTATE;
END $$;
CREATE FUNCTION ms(t timestamptz) RETURNS bigint LANGUAGE sql IMMUTABLE
    AS $$ SELECT (extract(epoch FROM t) * 1000)::bigint $$;
CREATE FUNCTION rfc3339(t timestamptz) RETURNS text LANGUAGE sql IMMUTABLE
    AS $$ SELECT to_char(t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') $$;

-- ---- ulid.tsv ----------------------------------------------------------------
-- encode: time and random bytes -> text, and ulid_min / ulid_max of that millisecond
SELECT input, expected, got FROM (
    SELECT input, expected,
           decode(lpad(to_hex(split_part(input, ' ', 1)::bigint), 12, '0') || split_part(input, ' ', 2),
                  'hex')::ulid::text AS got
    FROM vec WHERE file = 'ulid' AND kind = 'encode') x
WHERE got IS DISTINCT FROM expected;
SELECT input, expected FROM vec
WHERE file = 'ulid' AND kind = 'encode'
  AND expected::ulid <> CASE split_part(input, ' ', 2)
        WHEN '00000000000000000000' THEN ulid_at('epoch'::timestamptz + split_part(input, ' ', 1)::bigint * interval '1 ms', 'min')
        WHEN 'ffffffffffffffffffff' THEN ulid_at('epoch'::timestamptz + split_part(input, ' ', 1)::bigint * interval '1 ms', 'max')
        ELSE expected::ulid END;
-- value: 128-bit hex -> text, and back
SELECT input, expected FROM vec
WHERE file = 'ulid' AND kind = 'value'
  AND (decode(input, 'hex')::ulid::text IS DISTINCT FROM expected
       OR encode(expected::ulid::bytea, 'hex') IS DISTINCT FROM input);
-- time: ms and RFC 3339 (years past 9999 written without the '+')
SELECT input, expected, ms(ulid_timestamp(input::ulid)), rfc3339(ulid_timestamp(input::ulid)) FROM vec
WHERE file = 'ulid' AND kind = 'time'
  AND (ms(ulid_timestamp(input::ulid)) IS DISTINCT FROM split_part(expected, ' ', 1)::bigint
       OR rfc3339(ulid_timestamp(input::ulid)) IS DISTINCT FROM ltrim(split_part(expected, ' ', 2), '+')
       OR input::ulid::text IS DISTINCT FROM upper(input));
-- uuid: the same 128 bits both ways
SELECT input, expected FROM vec
WHERE file = 'ulid' AND kind = 'uuid'
  AND (input::ulid::uuid::text IS DISTINCT FROM expected
       OR expected::uuid::ulid::text IS DISTINCT FROM input);
-- next: both sides parse and print back, and the next one is greater
SELECT input, expected FROM vec
WHERE file = 'ulid' AND kind = 'next'
  AND (input::ulid::text IS DISTINCT FROM input
       OR (expected NOT LIKE 'ERROR%' AND (expected::ulid::text IS DISTINCT FROM expected
                                           OR NOT expected::ulid > input::ulid)));
-- invalid, lenient: rejected by the (strict) input function with 22P02
SELECT kind, input, try_cast(input, 'ulid') FROM vec
WHERE file = 'ulid' AND kind IN ('invalid', 'lenient') AND try_cast(input, 'ulid') <> '22P02';
SELECT input, expected FROM vec
WHERE file = 'ulid' AND kind = 'lenient' AND expected::ulid::text IS DISTINCT FROM expected;

-- ---- flake.tsv -----------------------------------------------------------------
CREATE TEMP TABLE fl AS
SELECT kind, input, x.f, x.f::bigint AS i,
       substring(expected FROM 'int=([0-9]+)')::bigint AS e_int,
       substring(expected FROM 'hex=(0x[0-9A-F]+)') AS e_hex,
       substring(expected FROM 'ts=([0-9]+)')::bigint AS e_ts,
       substring(expected FROM 'time=([^ ]+)') AS e_time,
       substring(expected FROM 'random=([0-9]+)')::bigint AS e_random,
       substring(expected FROM 'node=([0-9]+)')::int AS e_node
FROM vec, LATERAL (SELECT input::ulidflake AS f) x
WHERE file = 'flake' AND kind IN ('standalone', 'scalable');
SELECT * FROM fl
WHERE f::text IS DISTINCT FROM input
   OR i IS DISTINCT FROM e_int
   OR e_int::ulidflake::text IS DISTINCT FROM input
   OR '0x' || upper(to_hex(i)) IS DISTINCT FROM e_hex
   OR ms(ulidflake_timestamp(f)) - 1704067200000 IS DISTINCT FROM e_ts
   OR rfc3339(ulidflake_timestamp(f)) IS DISTINCT FROM e_time
   OR CASE kind WHEN 'standalone' THEN i & 1048575 ELSE (i >> 5) & 32767 END IS DISTINCT FROM e_random
   OR (kind = 'scalable' AND ulidflake_node(f) IS DISTINCT FROM e_node);
SELECT input, try_cast(input, 'ulidflake') FROM vec
WHERE file = 'flake' AND kind = 'invalid' AND try_cast(input, 'ulidflake') <> '22P02';

-- ---- baseuid.tsv ---------------------------------------------------------------
-- time_prefix: the 8 characters decode to the tick (ns >> 15) of the instant
SELECT input, expected, baseuid_timestamp((expected || '------------')::baseuid) FROM vec
WHERE file = 'baseuid' AND kind = 'time_prefix'
  AND (extract(epoch FROM baseuid_timestamp((expected || '------------')::baseuid)) * 1000000)::bigint
      IS DISTINCT FROM ((substring(input FROM 'ns=([0-9]+)')::bigint >> 15) << 15) / 1000;
SELECT input, expected FROM vec
WHERE file = 'baseuid' AND kind = 'value'
  AND (encode(input::baseuid::bytea, 'hex') IS DISTINCT FROM expected
       OR decode(expected, 'hex')::baseuid::text IS DISTINCT FROM input);
SELECT input, expected FROM vec
WHERE file = 'baseuid' AND kind = 'uuidv8'
  AND (input::baseuid::uuid::text IS DISTINCT FROM expected
       OR expected::uuid::baseuid::text IS DISTINCT FROM input);
SELECT input, try_cast(input, 'baseuid') FROM vec
WHERE file = 'baseuid' AND kind = 'invalid' AND try_cast(input, 'baseuid') <> '22P02';
SELECT input, try_cast(input, 'uuid'), try_cast(input, 'uuid::baseuid') FROM vec
WHERE file = 'baseuid' AND kind = 'uuidv8_invalid'
  AND (try_cast(input, 'uuid') <> 'ok' OR try_cast(input, 'uuid::baseuid') <> '22023');

-- ---- uuidv7.tsv ----------------------------------------------------------------
SELECT input, expected FROM vec
WHERE file = 'uuidv7' AND kind = 'rfc9562'
  AND ms(ulid_timestamp(input::uuid::ulid)) IS DISTINCT FROM substring(expected FROM 'ts=([0-9]+)')::bigint;
SELECT input, expected FROM vec
WHERE file = 'uuidv7' AND kind = 'as_ulid'
  AND (input::uuid::ulid::text IS DISTINCT FROM expected OR expected::ulid::uuid::text IS DISTINCT FROM input);

-- no kind left unchecked
SELECT file, kind FROM vec
WHERE (file, kind) NOT IN (('ulid', 'encode'), ('ulid', 'value'), ('ulid', 'time'), ('ulid', 'uuid'),
                           ('ulid', 'next'), ('ulid', 'invalid'), ('ulid', 'lenient'),
                           ('flake', 'standalone'), ('flake', 'scalable'), ('flake', 'invalid'),
                           ('baseuid', 'time_prefix'), ('baseuid', 'value'), ('baseuid', 'uuidv8'),
                           ('baseuid', 'invalid'), ('baseuid', 'uuidv8_invalid'),
                           ('uuidv7', 'rfc9562'), ('uuidv7', 'as_ulid'));
DROP TABLE vec;

-- An ID at a time: the lowest and highest of each time unit at both ends of each
-- type's range (tests/vectors/at-time.tsv, the rows the library, CLI and SQLite
-- tests check too; uuidv7 has no type here).  Lists the rows that differ.
CREATE TEMP TABLE at_vec (kind text, node int, unix_ms bigint, ns_in_ms int, rfc3339 text,
                          mode text, expected text);
\set f :vecdir '/at-time.tsv'
COPY at_vec FROM :'f' (FORMAT csv, DELIMITER E'\t', HEADER true, QUOTE E'\b');
DELETE FROM at_vec WHERE kind = 'uuidv7';
-- PostgreSQL reads years past 9999 without the ISO 8601 '+'
UPDATE at_vec SET rfc3339 = ltrim(rfc3339, '+');
CREATE FUNCTION at_time(kind text, node int, t timestamptz, mode text) RETURNS text
LANGUAGE plpgsql AS $$
BEGIN
    RETURN CASE kind || '/' || mode
        WHEN 'ulid/min' THEN ulid_at(t, 'min')::text
        WHEN 'ulid/max' THEN ulid_at(t, 'max')::text
        WHEN 'baseuid/min' THEN baseuid_at(t, 'min')::text
        WHEN 'baseuid/max' THEN baseuid_at(t, 'max')::text
        WHEN 'flake/min' THEN ulidflake_at(t, 'min')::text
        WHEN 'flake/max' THEN ulidflake_at(t, 'max')::text
        WHEN 'flake-scalable/min' THEN ulidflake_at(t, 'min', node)::text
        WHEN 'flake-scalable/max' THEN ulidflake_at(t, 'max', node)::text
    END;
EXCEPTION WHEN SQLSTATE '22008' THEN
    RETURN 'ERROR time_range';
END $$;
SELECT kind, count(*) AS rows, count(*) FILTER (WHERE expected LIKE 'ERROR%') AS errors
FROM at_vec GROUP BY kind ORDER BY kind;
SELECT kind, node, rfc3339, mode, expected, at_time(kind, node, rfc3339::timestamptz, mode) AS got
FROM at_vec WHERE at_time(kind, node, rfc3339::timestamptz, mode) IS DISTINCT FROM expected;
-- gen_*(timestamptz) makes a random ID of that time unit: between its min and max
SELECT kind, rfc3339 FROM at_vec v, LATERAL (SELECT rfc3339::timestamptz AS t) x
WHERE expected NOT LIKE 'ERROR%' AND mode = 'min' AND NOT CASE kind
    WHEN 'ulid' THEN ulid_at(t) BETWEEN ulid_at(t, 'min') AND ulid_at(t, 'max')
    WHEN 'baseuid' THEN baseuid_at(t) BETWEEN baseuid_at(t, 'min') AND baseuid_at(t, 'max')
    WHEN 'flake' THEN ulidflake_at(t) BETWEEN ulidflake_at(t, 'min') AND ulidflake_at(t, 'max')
    ELSE ulidflake_at(t, 'random', node) BETWEEN ulidflake_at(t, 'min', node) AND ulidflake_at(t, 'max', node)
         AND ulidflake_node(ulidflake_at(t, 'random', node)) = node END;
SELECT ulid_at('1969-12-31 23:59:59.999+00');
SELECT baseuid_at('2262-04-11 23:47:16.855+00');
SELECT ulidflake_at(timestamptz '2023-12-31 23:59:59.999+00');
SELECT ulidflake_at('2024-01-01 00:00:00+00', 'random', 32);
SELECT ulidflake_timestamp(ulidflake_at(timestamptz '2024-01-01 00:00:00.007+00')), ulidflake_node(ulidflake_at('2024-01-01 00:00:00+00', 'random', 9));
SELECT ulidflake_at('infinity', 'min');
