-- SPDX-License-Identifier: MIT
-- Every SQL function of the MariaDB plugin on fixed inputs (the library's
-- vectors, tests/vectors/) and the shape of generated values.  One line of
-- output per statement, compared with functions.expected by run-tests.sh.

-- makers: text and bytes, shape and validity, the time near now
SELECT 'gen_ulid', length(gen_ulid()), sortid_valid(gen_ulid(), 'ulid'), gen_ulid() <> gen_ulid();
SELECT 'gen_ulid now', abs(ulid_unix_ms(gen_ulid()) - unix_timestamp(now(3)) * 1000) < 10000;
SELECT 'gen_ulid_bytes', length(gen_ulid_bytes()), sortid_valid(ulid_from_bytes(gen_ulid_bytes()), 'ulid');
SELECT 'gen_monotonic_ulid', length(gen_monotonic_ulid()), length(gen_monotonic_ulid_bytes()), gen_monotonic_ulid() < gen_monotonic_ulid();
SELECT 'gen_ulidflake', length(gen_ulidflake()), length(gen_ulidflake(31)), length(gen_ulidflake_bytes()), length(gen_ulidflake_bytes(0)), ulidflake_node(gen_ulidflake(17)), ulidflake_node(gen_monotonic_ulidflake(30));
SELECT 'gen_monotonic_ulidflake', length(gen_monotonic_ulidflake()), length(gen_monotonic_ulidflake_bytes(3)), gen_monotonic_ulidflake(4) < gen_monotonic_ulidflake(4);
SELECT 'gen_ulidflake now', abs(ulidflake_unix_ms(gen_ulidflake(7)) - unix_timestamp(now(3)) * 1000) < 10000;
SELECT 'gen_baseuid', length(gen_baseuid()), length(gen_baseuid_bytes()), length(gen_monotonic_baseuid()), length(gen_monotonic_baseuid_bytes());
SELECT 'gen_uuidv7', length(gen_uuidv7()), length(gen_uuidv7_bytes()), substr(gen_uuidv7(), 15, 1), sortid_kind(gen_uuidv7()), uuid_version(gen_monotonic_uuidv7()), length(gen_monotonic_uuidv7_bytes());
SELECT 'gen_ksuid', length(gen_ksuid()), length(gen_ksuid_bytes()), length(gen_monotonic_ksuid()), gen_monotonic_ksuid() < gen_monotonic_ksuid();
SELECT 'gen_typeid', gen_typeid('user') LIKE 'user\_%', length(gen_typeid('user')), length(gen_typeid('')), gen_monotonic_typeid('t') < gen_monotonic_typeid('t');
SELECT 'gen_objectid', length(gen_objectid()), length(gen_objectid_bytes()), sortid_kind(gen_objectid()), gen_monotonic_objectid() < gen_monotonic_objectid();
SELECT 'gen_xid', length(gen_xid()), length(gen_xid_bytes()), sortid_valid(gen_xid(), 'xid'), sortid_valid(gen_monotonic_xid(), 'xid');
-- 20 characters untyped read as a BaseUID (the library reads text by its length): name the kind
SELECT 'xid text untyped', sortid_kind('9m4e2mr0ui3e8a215n4g'), sortid_unix_ms('9m4e2mr0ui3e8a215n4g', 'xid') > 0;
SELECT 'every maker now', sortid_unix_ms(gen_ksuid()) DIV 1000 BETWEEN unix_timestamp() - 10 AND unix_timestamp() + 10, sortid_unix_ms(gen_xid(), 'xid') DIV 1000 BETWEEN unix_timestamp() - 10 AND unix_timestamp() + 10, sortid_unix_ms(gen_typeid('x')) DIV 1000 BETWEEN unix_timestamp() - 10 AND unix_timestamp() + 10;
SELECT 'result charset', charset(gen_ulid()), charset(gen_ulid_bytes());
-- a maker without arguments: a random one's IDs (of 72 random bits or more) differ row by row and statement by statement (its call site's generator); UUIDv7, ObjectId and xid increase within the server thread, across statements
CREATE TEMPORARY TABLE m AS SELECT gen_ulid_bytes() AS u, gen_baseuid_bytes() AS b, gen_ksuid_bytes() AS k, gen_ulid() AS t FROM seq_1_to_20000; SELECT 'random makers: distinct rows', count(DISTINCT u), count(DISTINCT b), count(DISTINCT k), count(DISTINCT t) FROM m;
SET @u1 = gen_ulid_bytes(); SET @u2 = gen_ulid_bytes(); SET @k1 = gen_ksuid(); SET @k2 = gen_ksuid(); SELECT 'random makers: distinct statements', @u1 <> @u2, @k1 <> @k2;
SET @v1 = gen_uuidv7_bytes(); SET @o1 = gen_objectid_bytes(); SET @x1 = gen_xid(); SET @v2 = gen_uuidv7_bytes(); SET @o2 = gen_objectid_bytes(); SET @x2 = gen_xid(); SELECT 'thread makers increase across statements', @v1 < @v2, @o1 < @o2, @x1 < @x2;

-- time of an ID: DATETIME(6) text in UTC, and Unix ms
SELECT 'ulid time', ulid_timestamp('01ARYZ6S41TSV4RRFFQ69G5FAV'), ulid_unix_ms('01ARYZ6S41TSV4RRFFQ69G5FAV'), ulid_unix_ms('01arYZ6s41tsv4rrffq69g5fav');
SELECT 'ulid time as DATETIME(6)', CAST(ulid_timestamp('01ARYZ6S41TSV4RRFFQ69G5FAV') AS DATETIME(6));
SELECT 'ulid time of bytes', ulid_unix_ms(ulid_to_bytes('01ARYZ6S41TSV4RRFFQ69G5FAV'));
SELECT 'uuid time', uuid_timestamp('017f22e2-79b0-7cc3-98c4-dc0c0c07398f'), uuid_unix_ms('017F22E279B07CC398C4DC0C0C07398F'), uuid_unix_ms('C232AB00-9414-11EC-B3C8-9F6BDECED846'), uuid_unix_ms('1EC9414C-232A-6B00-B3C8-9F6BDECED846'), uuid_unix_ms('f81d4fae-7dec-41d0-a765-00a0c91e6bf6') IS NULL;
SELECT 'flake time', ulidflake_timestamp('00CMXB6TAK4SA'), ulidflake_unix_ms('00CMXB6TAK4SA'), ulidflake_unix_ms(14246757444195114);
SELECT 'ksuid time', sortid_timestamp('000007n42DGM5Tflk9n8mt7Fhc8'), sortid_unix_ms('000007n42DGM5Tflk9n8mt7Fhc8', 'ksuid');
SELECT 'baseuid time', baseuid_unix_ms('ANjssJkyfa3H00J9ZPJG') DIV 86400000, baseuid_timestamp('AokVAVA9------------') = sortid_timestamp('AokVAVA9------------', 'baseuid');
SELECT 'typeid time', sortid_unix_ms('wreux_6ta3qstpm0efat2b5b5xy0b9ay') = uuid_unix_ms('da50ef9d-5a80-73d5-a12c-ab2f7c05a55e');
SELECT 'generic time', sortid_unix_ms('01ARYZ6S41TSV4RRFFQ69G5FAV'), sortid_timestamp('017f22e2-79b0-7cc3-98c4-dc0c0c07398f'), sortid_unix_ms('C232AB00-9414-11EC-B3C8-9F6BDECED846');
SELECT 'generic time of a kind', sortid_unix_ms('00CMXB6TAK4SA', 'flake'), sortid_timestamp('000007n42DGM5Tflk9n8mt7Fhc8', 'ksuid');
SELECT 'no time: v4', sortid_unix_ms('f81d4fae-7dec-41d0-a765-00a0c91e6bf6') IS NULL, sortid_timestamp('f81d4fae-7dec-41d0-a765-00a0c91e6bf6') IS NULL;

-- at time T: min, max, random
SELECT 'ulid_at', ulid_at(1469918176385, 'min'), ulid_at(1469918176385, 'MAX');
SELECT 'ulid_at text', ulid_at('2016-07-30 22:36:16.385', 'min'), ulid_at('2016-07-31T00:36:16.385+02:00', 'Min');
SELECT 'ulid_at units', ulid_at('1469918176.385s', 'min') = ulid_at(1469918176385, 'min'), ulid_at('1469918176385000us', 'max') = ulid_at(1469918176385, 'max');
SELECT 'ulid_at DATETIME column', ulid_at(CAST('2016-07-30 22:36:16.385' AS DATETIME(3)), 'min');
SELECT 'ulid_at DECIMAL seconds', ulid_at(CONCAT(1469918176.385, 's'), 'min');
SELECT 'ulid_at random', ulid_unix_ms(ulid_at(1469918176385)), ulid_at(1469918176385) <> ulid_at(1469918176385), ulid_unix_ms(ulid_at(1469918176385, 'random'));
SELECT 'uuidv7_at', uuidv7_at(0, 'min'), uuidv7_at(0, 'max');
SELECT 'ulidflake_at', ulidflake_at('2024-06-06T06:06:06.666Z', 'min'), ulidflake_unix_ms(ulidflake_at('2024-06-06T06:06:06.666Z', 'max', 3));
SELECT 'ksuid_at', ksuid_at(1400000001000, 'min');
SELECT 'other _at', length(baseuid_at(1700000000000)), length(objectid_at(1700000000000, 'min')), length(xid_at(1700000000000, 'max')), typeid_at('user', 1700000000000, 'min') LIKE 'user\_%';

-- text <-> bytes
SELECT 'ulid bytes', hex(ulid_to_bytes('01ARYZ6S41TSV4RRFFQ69G5FAV')), ulid_from_bytes(ulid_to_bytes('01arYZ6s41tsv4rrffq69g5fav'));
SELECT 'uuidv7 bytes', hex(uuidv7_to_bytes('017f22e2-79b0-7cc3-98c4-dc0c0c07398f')), uuidv7_from_bytes(unhex('017F22E279B07CC398C4DC0C0C07398F'));
SELECT 'flake bytes', hex(ulidflake_to_bytes('00CMXB6TAK4SA')), ulidflake_from_bytes(unhex('00329D59B4A9932A'));
SELECT 'baseuid bytes', hex(baseuid_to_bytes('ANjssJkyfa3H00J9ZPJG')), baseuid_from_bytes(unhex('2d8bf8e14c3eae611204150a91a511'));

-- ULID <-> UUID, and the UUIDv7 form
SELECT 'ulid_to_uuid', ulid_to_uuid('01FWHE4YDGFK1SHH6W1G60EECF'), ulid_from_uuid('017f22e2-79b0-7cc3-98c4-dc0c0c07398f');
SELECT 'ulid_to_uuidv7', ulid_to_uuidv7('01ARYZ6S41TSV4RRFFQ69G5FAV'), uuid_unix_ms(ulid_to_uuidv7('01ARYZ6S41TSV4RRFFQ69G5FAV'));
SELECT 'baseuid uuid', baseuid_to_uuid('ANjssJkyfa3H00J9ZPJG'), baseuid_from_uuid('2d8bf8e1-4c3e-8ae6-8448-10542a469444');
SELECT 'typeid uuid', typeid_to_uuid('wreux_6ta3qstpm0efat2b5b5xy0b9ay'), typeid_from_uuid('wreux', 'da50ef9d-5a80-73d5-a12c-ab2f7c05a55e'), typeid_from_uuid('', 'da50ef9d-5a80-73d5-a12c-ab2f7c05a55e');
SELECT 'flake integer', ulidflake_to_int('00CMXB6TAK4SA'), ulidflake_from_int(14246757444195114), ulidflake_from_int('14246757444195114'), ulidflake_to_int('7ZZZZZZZZZZZZ');
SELECT 'uuid_version', uuid_version('017f22e2-79b0-7cc3-98c4-dc0c0c07398f'), uuid_version('C232AB00-9414-11EC-B3C8-9F6BDECED846'), uuid_version('00000000-0000-0000-0000-000000000000') IS NULL, uuid_version('ffffffff-ffff-ffff-ffff-ffffffffffff') IS NULL, uuid_version(uuidv7_to_bytes(gen_uuidv7()));
SELECT 'uuid v1 v6', uuid_v1_to_v6('C232AB00-9414-11EC-B3C8-9F6BDECED846'), uuid_v6_to_v1('1ec9414c-232a-6b00-b3c8-9f6bdeced846');
SELECT 'sortid_inspect', sortid_inspect('01ARYZ6S41TSV4RRFFQ69G5FAV');
SELECT 'sortid_inspect flake', sortid_inspect('00CMXB6TAK4SA', 'flake-scalable');
SELECT 'sortid_inspect v4', sortid_inspect('f81d4fae-7dec-41d0-a765-00a0c91e6bf6');
SELECT 'sortid_inspect JSON', JSON_VALID(sortid_inspect(gen_typeid('user'))), JSON_VALUE(sortid_inspect('ANjssJkyfa3H00J9ZPJG'), '$.kind');
SELECT 'sortid_kinds', sortid_kinds(), JSON_LENGTH(sortid_kinds());
SELECT 'sortid_version', sortid_version() REGEXP '^[0-9]+[.][0-9]+[.][0-9]+';
SELECT 'sortid_random_step', sortid_random_step(), sortid_random_step(8), sortid_random_step();
SELECT 'sortid_random_step is per connection', sortid_random_step();
SELECT 'random step 32', sortid_random_step(32); CREATE TEMPORARY TABLE s AS SELECT seq, gen_monotonic_ulid_bytes() AS u FROM seq_1_to_2000 ORDER BY seq; SELECT 'random step 32: increasing, steps above 1', sum(b.u <= a.u), sum(conv(hex(substr(b.u, 11)), 16, 10) - conv(hex(substr(a.u, 11)), 16, 10) > 1) > 100 FROM s a JOIN s b ON b.seq = a.seq + 1 WHERE substr(a.u, 1, 6) = substr(b.u, 1, 6);
SELECT 'step +1', sortid_random_step(0); CREATE TEMPORARY TABLE s AS SELECT seq, gen_monotonic_ulid_bytes() AS u FROM seq_1_to_2000 ORDER BY seq; SELECT 'step +1: consecutive in a millisecond', sum(b.u <= a.u), sum(conv(hex(substr(b.u, 11)), 16, 10) - conv(hex(substr(a.u, 11)), 16, 10) = 1) = count(*) FROM s a JOIN s b ON b.seq = a.seq + 1 WHERE substr(a.u, 1, 6) = substr(b.u, 1, 6);
SELECT 'ulid_to_uuidv7 of a UUIDv7 ULID', ulid_to_uuidv7('01FWHE4YDGFK1SHH6W1G60EECF');

-- generic: kind, valid, convert
SELECT 'sortid_kind', sortid_kind('01ARYZ6S41TSV4RRFFQ69G5FAV'), sortid_kind('00CMXB6TAK4SA'), sortid_kind('ANjssJkyfa3H00J9ZPJG'), sortid_kind('000007n42DGM5Tflk9n8mt7Fhc8'), sortid_kind('wreux_6ta3qstpm0efat2b5b5xy0b9ay'), sortid_kind('f81d4fae-7dec-41d0-a765-00a0c91e6bf6');
SELECT 'sortid_valid', sortid_valid('01ARYZ6S41TSV4RRFFQ69G5FAV'), sortid_valid('01ARYZ6S41TSV4RRFFQ69G5FAU'), sortid_valid('81ARYZ6S41TSV4RRFFQ69G5FAV'), sortid_valid('nope'), sortid_valid(''), sortid_valid('00CMXB6TAK4SA', 'ulid'), sortid_valid('00CMXB6TAK4SA', 'flake');
SELECT 'sortid_convert', sortid_convert('01FWHE4YDGFK1SHH6W1G60EECF', 'uuidv7'), sortid_convert('017f22e2-79b0-7cc3-98c4-dc0c0c07398f', 'ulid'), sortid_convert('da50ef9d-5a80-73d5-a12c-ab2f7c05a55e', 'typeid', 'wreux');
SELECT 'sortid_convert baseuid', sortid_convert('ANjssJkyfa3H00J9ZPJG', 'uuid'), sortid_convert('2d8bf8e1-4c3e-8ae6-8448-10542a469444', 'baseuid');
SELECT 'sortid_convert typeid', sortid_convert('wreux_6ta3qstpm0efat2b5b5xy0b9ay', 'uuid');

-- NULL in, NULL out
SELECT 'NULL', ulid_unix_ms(NULL) IS NULL, ulid_to_bytes(NULL) IS NULL, ulid_at(NULL) IS NULL, ulid_at(0, NULL) IS NULL, gen_ulidflake(CAST(NULL AS SIGNED)) IS NULL, sortid_valid(NULL) IS NULL, sortid_convert(NULL, 'ulid') IS NULL, sortid_kind(NULL) IS NULL;
