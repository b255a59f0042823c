-- SPDX-License-Identifier: MIT
-- Bad input to every function of the vocabulary and the dialects: PostgreSQL's
-- usual error (SQLSTATE, the function, the value) with sortid's reason and
-- byte position, never a value; and NULL in, NULL out.
SET timezone = 'UTC';
CREATE FUNCTION err(q text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE d text; r text;
BEGIN
    EXECUTE q INTO r;
    RETURN 'value: ' || coalesce(r, 'NULL');
EXCEPTION WHEN others THEN
    GET STACKED DIAGNOSTICS d = PG_EXCEPTION_DETAIL;
    RETURN SQLSTATE || ': ' || SQLERRM || coalesce(' / ' || nullif(d, ''), '');
END $$;

-- text of any kind: wrong length, wrong character, not ASCII, an unknown kind
SELECT q, err(q) FROM (VALUES
    ($$SELECT sortid_timestamp('01ARYZ6S41TSV4RRFFQ69G5FA')$$),
    ($$SELECT sortid_timestamp('01ARYZ6S41TSV4RRFFQ69G5FAU')$$),
    ($$SELECT sortid_unix_ms('01ARYZ6S41TSV4RRFFQ69G5FAé')$$),
    ($$SELECT sortid_unix_ms('01ARYZ6S41TSV4RRFFQ69G5FAV', 'ksuid')$$),
    ($$SELECT sortid_timestamp('01ARYZ6S41TSV4RRFFQ69G5FAV', 'nope')$$),
    ($$SELECT sortid_kind('hello')$$),
    ($$SELECT sortid_kind('')$$),
    ($$SELECT sortid_inspect('zzzzzzzzzzzzzzzzzzzzzzzzzzz')$$),
    ($$SELECT sortid_inspect('01ARYZ6S41TSV4RRFFQ69G5FAV', 'ULID')$$),
    ($$SELECT sortid_valid('01ARYZ6S41TSV4RRFFQ69G5FAV', 'nope')$$),
    ($$SELECT sortid_valid('01ARYZ6S41TSV4RRFFQ69G5FAU')::text$$),
    ($$SELECT sortid_valid(repeat('0', 100000))::text$$),
    ($$SELECT sortid_convert('01ARYZ6S41TSV4RRFFQ69G5FAV', 'ksuid')$$),
    ($$SELECT sortid_convert('01ARYZ6S41TSV4RRFFQ69G5FAV', 'uuidv7')$$),
    ($$SELECT sortid_convert('01ARYZ6S41TSV4RRFFQ69G5FAV', 'uuid', 'user')$$),
    ($$SELECT sortid_convert('01ARYZ6S41TSV4RRFFQ69G5FAV', 'typeid', 'User')$$),
    ($$SELECT sortid_convert('01ARYZ6S41TSV4RRFFQ69G5FA!', 'uuid')$$),
    ($$SELECT sortid_convert('01ARYZ6S41TSV4RRFFQ69G5FAV', 'nope')$$)
) v(q);

-- at a time: a bad mode, a time outside the kind, infinity, a bad node or prefix
SELECT q, err(q) FROM (VALUES
    ($$SELECT ulid_at(now(), 'lowest')$$),
    ($$SELECT ulid_at(now(), '')$$),
    ($$SELECT baseuid_at('2262-04-11 23:47:16.855+00', 'min')$$),
    ($$SELECT uuidv7_at('-infinity')$$),
    ($$SELECT ksuid_at('2014-05-13 16:53:19+00', 'max')$$),
    ($$SELECT objectid_at('1969-12-31 23:59:59+00')$$),
    ($$SELECT xid_at('2106-02-07 06:28:16+00', 'min')$$),
    ($$SELECT ulidflake_at('2023-12-31 23:59:59.999+00')$$),
    ($$SELECT ulidflake_at(now(), 'min', 32)$$),
    ($$SELECT ulidflake_at(now(), 'min', -1)$$),
    ($$SELECT typeid_at('User', now())$$),
    ($$SELECT typeid_at(repeat('a', 64), now(), 'min')$$),
    ($$SELECT gen_typeid('a_')$$),
    ($$SELECT gen_monotonic_typeid('é')$$),
    ($$SELECT gen_ulidflake(32)$$),
    ($$SELECT gen_monotonic_ulidflake(-5)$$),
    ($$SELECT '1969-12-31 23:59:59.999'::timestamp::ulid$$),
    ($$SELECT 'infinity'::timestamptz::ulid$$)
) v(q);

-- converting and the dialects
SELECT q, err(q) FROM (VALUES
    ($$SELECT ulid_to_uuidv7('01ARYZ6S41TSV4RRFFQ69G5FAV')$$),
    ($$SELECT typeid_from_uuid('user_', '01890a5d-ac96-774b-bcce-b302099a8057')$$),
    ($$SELECT typeid_to_uuid('user_01h455vb4pex5vsknk084sn02!')$$),
    ($$SELECT ulid_from_bytes('\x00')$$),
    ($$SELECT baseuid_from_bytes('\x0001')$$),
    ($$SELECT ulidflake_from_int(-1)$$),
    ($$SELECT baseuid_from_uuid('01890a5d-ac96-774b-bcce-b302099a8057')$$),
    ($$SELECT uuid_v1_to_v6('01890a5d-ac96-774b-bcce-b302099a8057')$$),
    ($$SELECT sortid_random_step(65)$$),
    ($$SELECT sortid_random_step(-1)$$),
    ($$SELECT uuidv7(interval '-60 years')$$),
    ($$SELECT uuidv7(interval '9000 years')$$),
    ($$SELECT uuid_timestamptz_to_v7('infinity')$$),
    ($$SELECT uuid_timestamp_to_v7('1969-12-31 23:59:59')$$)
) v(q);

-- NULL in, NULL out (ulidflake_at takes a NULL node: the setting's layout)
SELECT ulid_at(NULL), ulid_at(now(), NULL), ulidflake_at(NULL), ulidflake_at(now(), NULL),
       typeid_at(NULL, now()), sortid_timestamp(NULL), sortid_kind(NULL), sortid_valid(NULL),
       sortid_inspect(NULL), sortid_convert(NULL, 'uuid'), sortid_convert('x', NULL),
       ulid_unix_ms(NULL), uuid_unix_ms(NULL), "timestamp"(NULL::ulid), ulid(NULL::timestamp),
       uuid_extract_version(NULL), uuid_extract_timestamp(NULL), uuidv7(NULL),
       uuid_v7_to_timestamptz(NULL), uuid_timestamptz_to_v7(NULL), uuid_timestamptz_to_v7(now(), NULL),
       ulid_to_uuidv7(NULL), typeid_from_uuid(NULL, NULL), sortid_random_step(NULL);
SELECT ulidflake_node(ulidflake_at('2024-06-06+00', 'min', NULL)) AS node_of_the_setting;
