-- SPDX-License-Identifier: MIT
-- Every SQL function of the sortid extension on fixed inputs: shape of
-- generated values, conversions, NULL handling and registration flags.
-- The names are docs/vocabulary.md's SQLite column.
-- One line of output per statement; compared with functions.expected.

-- ULID generators
SELECT 'ulid', typeof(gen_ulid()), length(gen_ulid()), sortid_valid(gen_ulid(), 'ulid');
SELECT 'ulid alphabet', gen_ulid() GLOB '[0-7]' || replace(hex(zeroblob(25)), '00', '[0-9A-HJKMNP-TV-Z]');
SELECT 'ulid now', abs(ulid_unix_ms(gen_ulid()) - CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)) < 10000;
SELECT 'ulid differs', gen_ulid() <> gen_ulid();
SELECT 'gen_ulid_bytes', typeof(gen_ulid_bytes()), length(gen_ulid_bytes()), sortid_valid(gen_ulid_bytes(), 'ulid');
SELECT 'gen_monotonic_ulid', typeof(gen_monotonic_ulid()), length(gen_monotonic_ulid()), sortid_valid(gen_monotonic_ulid(), 'ulid');
SELECT 'gen_monotonic_ulid_bytes', typeof(gen_monotonic_ulid_bytes()), length(gen_monotonic_ulid_bytes());
SELECT 'gen_monotonic_ulid now', abs(ulid_unix_ms(gen_monotonic_ulid()) - CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)) < 10000;

-- Monotonic step: +1 by default (the ULID spec); sortid_random_step(K) opts
-- this connection into a random step in [1, 2^K]; K = 0 goes back to +1.
-- (The size of each step is checked on a stopped clock by test-sqlite.c.)
CREATE TEMP TABLE steps(k INTEGER, seq INTEGER, id TEXT, PRIMARY KEY (k, seq));
WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 5000) INSERT INTO steps SELECT sortid_random_step(), x, gen_monotonic_ulid() FROM c;
SELECT 'random step 32', sortid_random_step(32), sortid_random_step();
WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 5000) INSERT INTO steps SELECT sortid_random_step(), x, gen_monotonic_ulid() FROM c;
SELECT 'random step 1', sortid_random_step(1);
WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 5000) INSERT INTO steps SELECT sortid_random_step(), x, gen_monotonic_ulid() FROM c;
SELECT 'back to +1', sortid_random_step(0);
WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 5000) INSERT INTO steps SELECT 100 + sortid_random_step(), x, gen_monotonic_ulid_bytes() FROM c;
CREATE TEMP VIEW pairs AS SELECT a.k, a.id AS a, b.id AS b FROM steps a JOIN steps b ON b.k = a.k AND b.seq = a.seq + 1 WHERE ulid_unix_ms(a.id) = ulid_unix_ms(b.id);
SELECT 'same-ms pairs', k, count(*) > 100 FROM pairs GROUP BY k ORDER BY k;
SELECT 'increasing', k, sum(b <= a) FROM (SELECT a.k, a.id AS a, b.id AS b FROM steps a JOIN steps b ON b.k = a.k AND b.seq = a.seq + 1) GROUP BY k ORDER BY k;

-- ulid_at (mode 'random', 'min' or 'max')
SELECT 'at min', ulid_at(1469918176385, 'min');
SELECT 'at max', ulid_at(1469918176385, 'MAX');
SELECT 'at text', ulid_at('2016-07-30 22:36:16.385', 'min');
SELECT 'at T Z', ulid_at('2016-07-30T22:36:16.385Z', 'Min');
SELECT 'at offset', ulid_at('2016-07-31T00:36:16.385+02:00', 'min');
SELECT 'at sub-ms floored', ulid_unix_ms(ulid_at('2016-07-30 22:36:16.3859', 'min'));
SELECT 'at date only', ulid_timestamp(ulid_at('2025-01-01', 'min'));
SELECT 'at datetime()', ulid_timestamp(ulid_at(datetime(1735689600, 'unixepoch'), 'max'));
SELECT 'at bounds', ulid_at(0, 'min'), ulid_at(281474976710655, 'max');
SELECT 'at random', substr(ulid_at(1469918176385), 1, 10), ulid_unix_ms(ulid_at(1469918176385)), ulid_at(0) <> ulid_at(0), substr(ulid_at(0, 'Random'), 1, 10), ulid_at(0, 'random') <> ulid_at(0, 'random');
SELECT 'at range', ulid_at('2016-07-30', 'min') <= '01ARYZ6S41TSV4RRFFQ69G5FAV' AND '01ARYZ6S41TSV4RRFFQ69G5FAV' <= ulid_at('2016-07-30 23:59:59.999', 'max');

-- unix_ms (INTEGER) and timestamp (TEXT)
SELECT 'unix_ms', ulid_unix_ms('01ARYZ6S41TSV4RRFFQ69G5FAV'), ulid_unix_ms('01aryz6s41tsv4rrffq69g5fav'), ulid_unix_ms(X'01563DF36481D6764C61EFB99302BD5B');
SELECT 'timestamp', ulid_timestamp('01ARYZ6S41TSV4RRFFQ69G5FAV'), ulid_timestamp(X'01563DF36481D6764C61EFB99302BD5B');
SELECT 'timestamp bounds', ulid_timestamp('00000000000000000000000000'), ulid_timestamp('7ZZZZZZZZZZZZZZZZZZZZZZZZZ');
SELECT 'timestamp = SQLite', ulid_timestamp('01JGFJJZ00XHF7E02JJ03AE4T7') = strftime('%Y-%m-%d %H:%M:%f', '2025-01-01 00:00:00');

-- bytes
SELECT 'to_bytes', hex(ulid_to_bytes('01ARYZ6S41TSV4RRFFQ69G5FAV')), hex(ulid_to_bytes('01aryz6s41tsv4rrffq69g5fav')), hex(ulid_to_bytes(X'01563DF36481D6764C61EFB99302BD5B'));
SELECT 'from_bytes', ulid_from_bytes(X'01563DF36481D6764C61EFB99302BD5B'), ulid_from_bytes(X'00000000000000000000000000000000'), typeof(ulid_to_bytes('01ARYZ6S41TSV4RRFFQ69G5FAV'));
SELECT 'round trip', ulid_from_bytes(ulid_to_bytes('7ZZZZZZZZZZZZZZZZZZZZZZZZZ')), hex(ulid_to_bytes(ulid_from_bytes(X'FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF')));

-- UUID
SELECT 'to_uuid', ulid_to_uuid('01ARYZ6S41TSV4RRFFQ69G5FAV'), ulid_to_uuid(X'01563DF36481D6764C61EFB99302BD5B');
SELECT 'from_uuid', ulid_from_uuid('01563df3-6481-d676-4c61-efb99302bd5b'), ulid_from_uuid('01563DF36481D6764C61EFB99302BD5B'), ulid_from_uuid(X'01563DF36481D6764C61EFB99302BD5B');
SELECT 'uuidv7 as ulid', ulid_from_uuid('017f22e2-79b0-7cc3-98c4-dc0c0c07398f');
SELECT 'to_uuidv7', ulid_to_uuidv7('01ARYZ6S41TSV4RRFFQ69G5FAV'), ulid_to_uuidv7(X'01563DF36481D6764C61EFB99302BD5B'), ulid_to_uuidv7('00000000000000000000000000'), uuid_version(ulid_to_uuidv7(gen_ulid())), ulid_to_uuidv7(ulid_from_uuid('017f22e2-79b0-7cc3-98c4-dc0c0c07398f'));

-- sortid_valid(X, 'ulid')
SELECT 'valid yes', sortid_valid('01ARYZ6S41TSV4RRFFQ69G5FAV', 'ulid'), sortid_valid('01aryz6s41tsv4rrffq69g5fav', 'ulid'), sortid_valid(X'01563DF36481D6764C61EFB99302BD5B', 'ulid'), sortid_valid('01ARYZ6S41TSV4RRFFQ69G5FAV');
SELECT 'valid no', sortid_valid('', 'ulid'), sortid_valid('01ARYZ6S41TSV4RRFFQ69G5FA', 'ulid'), sortid_valid('01ARYZ6S41TSV4RRFFQ69G5FAU', 'ulid'), sortid_valid('81ARYZ6S41TSV4RRFFQ69G5FAV', 'ulid'), sortid_valid('0lARYZ6S41TSV4RRFFQ69G5FAV', 'ulid'), sortid_valid(X'0156', 'ulid'), sortid_valid(12345, 'ulid'), sortid_valid(1.5, 'ulid');

-- Ulid-Flake
SELECT 'ulidflake', typeof(gen_ulidflake()), length(gen_ulidflake()), sortid_valid(gen_ulidflake(), 'flake'), typeof(ulidflake_to_int(gen_ulidflake())), sortid_valid(ulidflake_to_int(gen_ulidflake()), 'flake');
SELECT 'ulidflake alphabet', gen_ulidflake() GLOB '[0-7]' || replace(hex(zeroblob(12)), '00', '[0-9A-HJKMNP-TV-Z]');
SELECT 'ulidflake node', ulidflake_to_int(gen_ulidflake(7)) & 31, ulidflake_to_int(gen_ulidflake(0)) & 31, ulidflake_to_int(gen_ulidflake(31)) & 31;
SELECT 'ulidflake now', abs(ulidflake_unix_ms(gen_ulidflake()) - CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)) < 10000, abs(ulidflake_unix_ms(ulidflake_to_int(gen_ulidflake(3))) - CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)) < 10000;
SELECT 'flake to_int', ulidflake_to_int('00CMXB6TAK4SA'), ulidflake_to_int('00cmxb6tak4sa'), ulidflake_to_int(14246757444195114), ulidflake_to_int('7ZZZZZZZZZZZZ');
SELECT 'flake from_int', ulidflake_from_int(14246757444195114), ulidflake_from_int('14246757444195114'), ulidflake_from_int('0014246757444195114'), ulidflake_from_int(0), ulidflake_from_int(9223372036854775807);
SELECT 'flake timestamp', ulidflake_unix_ms('00CMXB6TAK4SA'), ulidflake_unix_ms(14246757444195114), ulid_timestamp(ulid_at(ulidflake_unix_ms('00CMXB6TAK4SA'), 'min'));
SELECT 'flake at', ulidflake_at('2024-01-01', 'min'), ulidflake_at(1704067200001, 'max'), ulidflake_at(1704067200001, 'min', 7), ulidflake_at(1704067200001, 'max', 31), ulidflake_at('2302-09-27 15:10:22.207', 'max');
SELECT 'flake at random', ulidflake_unix_ms(ulidflake_at('2025-06-01 12:00:00.123')), ulidflake_at(1704067200000) BETWEEN ulidflake_at(1704067200000, 'min') AND ulidflake_at(1704067200000, 'max');
WITH x(f) AS MATERIALIZED (SELECT gen_ulidflake(9)) SELECT 'flake range covers scalable', f BETWEEN ulidflake_at(ulidflake_unix_ms(f), 'min') AND ulidflake_at(ulidflake_unix_ms(f), 'max'), f > ulidflake_at(ulidflake_unix_ms(f) - 1, 'max') FROM x;
SELECT 'flake valid', sortid_valid('00CMXB6TAK4SA', 'flake'), sortid_valid('00cmxb6tak4sa', 'flake'), sortid_valid(0, 'flake'), sortid_valid(-1, 'flake'), sortid_valid('8000000000000', 'flake'), sortid_valid('00CMXB6TAK4S', 'flake'), sortid_valid(1.5, 'flake'), sortid_valid(X'00', 'flake');

-- BaseUID
SELECT 'baseuid', typeof(gen_baseuid()), length(gen_baseuid()), sortid_valid(gen_baseuid(), 'baseuid'), gen_baseuid() <> gen_baseuid();
SELECT 'baseuid alphabet', gen_baseuid() GLOB replace(hex(zeroblob(20)), '00', '[-0-9A-Z_a-z]');
SELECT 'baseuid timestamp', baseuid_timestamp('ANjssJkyfa3H00J9ZPJG'), baseuid_timestamp(X'2D8BF8E14C3EAE611204150A91A511'), typeof(baseuid_timestamp(gen_baseuid()));
SELECT 'baseuid now', abs(baseuid_unix_ms(gen_baseuid()) - CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)) < 10000;
SELECT 'baseuid at', baseuid_at('2022-01-01T00:00:00Z', 'min'), baseuid_at('2022-01-01', 'max'), baseuid_at(1640995200000, 'min'), substr(baseuid_at('2022-01-01 00:00:00'), 1, 8);
SELECT 'baseuid at last ms', baseuid_at(9223372036854, 'max'), baseuid_at('2262-04-11 23:47:16.854775807', 'MAX'), baseuid_unix_ms(baseuid_at(9223372036854, 'min')), baseuid_unix_ms(baseuid_at(9223372036854));
SELECT 'baseuid at sub-ms', baseuid_at('1970-01-01 00:00:00.000032', 'min'), baseuid_at('1970-01-01 00:00:00.000033', 'min');
SELECT 'baseuid unix_ms', baseuid_unix_ms('ANjssJkyfa3H00J9ZPJG'), baseuid_unix_ms(baseuid_at('2038-01-01 00:00:00.000', 'max')), baseuid_unix_ms('--------------------');
SELECT 'baseuid bytes', lower(hex(baseuid_to_bytes('ANjssJkyfa3H00J9ZPJG'))), baseuid_from_bytes(X'2D8BF8E14C3EAE611204150A91A511'), baseuid_from_bytes(baseuid_to_bytes('zzzzzzzzzzzzzzzzzzzz'));
SELECT 'baseuid uuid', baseuid_to_uuid('ANjssJkyfa3H00J9ZPJG'), baseuid_from_uuid('2d8bf8e1-4c3e-8ae6-8448-10542a469444'), baseuid_from_uuid('2D8BF8E14C3E8AE6844810542A469444');
SELECT 'baseuid valid', sortid_valid('ANjssJkyfa3H00J9ZPJG', 'baseuid'), sortid_valid(X'2D8BF8E14C3EAE611204150A91A511', 'baseuid'), sortid_valid('ANjssJkyfa3H00J9ZPJ+', 'baseuid'), sortid_valid('ANjssJkyfa3H00J9ZPJ', 'baseuid'), sortid_valid(X'00', 'baseuid'), sortid_valid(7, 'baseuid');

-- UUIDv7
SELECT 'uuidv7', typeof(gen_uuidv7()), length(gen_uuidv7()), substr(gen_uuidv7(), 15, 1), substr(gen_uuidv7(), 20, 1) IN ('8', '9', 'a', 'b');
SELECT 'uuidv7 now', abs(uuid_unix_ms(gen_uuidv7()) - CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)) < 10000;
SELECT 'uuidv7 at', uuidv7_at(1469918176385, 'min'), uuidv7_at('2016-07-30T22:36:16.385Z', 'max'), uuid_unix_ms(uuidv7_at(1469918176385));
SELECT 'uuidv7 at random', substr(uuidv7_at('2026-04-15 00:00:00.000999'), 1, 19), uuidv7_at(0) <> uuidv7_at(0), ulid_from_uuid(uuidv7_at(1469918176385, 'min')) = ulid_at(1469918176385, 'min');
SELECT 'uuidv7 unix_ms', uuid_unix_ms('017f22e2-79b0-7cc3-98c4-dc0c0c07398f'), uuid_unix_ms('017F22E279B07CC398C4DC0C0C07398F'), ulid_unix_ms(ulid_from_uuid('017f22e2-79b0-7cc3-98c4-dc0c0c07398f'));

-- UUID versions 1, 6 and 7: RFC 9562 Appendix A, all at 1645557742000 ms
SELECT 'uuid_unix_ms rfc', uuid_unix_ms('C232AB00-9414-11EC-B3C8-9F6BDECED846'), uuid_unix_ms('1EC9414C-232A-6B00-B3C8-9F6BDECED846'), uuid_unix_ms('017F22E2-79B0-7CC3-98C4-DC0C0C07398F'), uuid_unix_ms(X'C232AB00941411ECB3C89F6BDECED846'), uuid_unix_ms('1ec9414c232a6b00b3c89f6bdeced846');
SELECT 'uuid_unix_ms no time', quote(uuid_unix_ms('f81d4fae-7dec-41d0-a765-00a0c91e6bf6')), quote(uuid_unix_ms(zeroblob(16))), quote(uuid_unix_ms('ffffffff-ffff-ffff-ffff-ffffffffffff')), quote(uuid_unix_ms('017f22e2-79b0-7cc3-18c4-dc0c0c07398f')), quote(uuid_unix_ms('1ec9414c-232a-8b00-b3c8-9f6bdeced846'));
SELECT 'uuid_unix_ms floored', uuid_unix_ms('1ee2084f-dd0e-11ba-afe2-1e583a1e2314'), uuid_unix_ms('30744be5-393c-1015-b8ca-80c7dddeee3d'), typeof(uuid_unix_ms('017F22E2-79B0-7CC3-98C4-DC0C0C07398F'));
SELECT 'uuid_timestamp', uuid_timestamp('C232AB00-9414-11EC-B3C8-9F6BDECED846'), uuid_timestamp(X'1EC9414C232A6B00B3C89F6BDECED846'), uuid_timestamp('017F22E279B07CC398C4DC0C0C07398F'), quote(uuid_timestamp('f81d4fae-7dec-41d0-a765-00a0c91e6bf6')), quote(uuid_timestamp(zeroblob(16)));
SELECT 'uuid_version', uuid_version('C232AB00-9414-11EC-B3C8-9F6BDECED846'), uuid_version('1EC9414C-232A-6B00-B3C8-9F6BDECED846'), uuid_version(X'017F22E279B07CC398C4DC0C0C07398F'), uuid_version('f81d4fae-7dec-41d0-a765-00a0c91e6bf6'), quote(uuid_version(zeroblob(16))), quote(uuid_version('ffffffff-ffff-ffff-ffff-ffffffffffff'));
SELECT 'uuid_version no version', quote(uuid_version('00000000-0000-0000-0000-000000000000')), quote(uuid_version('00000000000000000000000000000000')), quote(uuid_version('FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF')), quote(uuid_version(X'FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF')), quote(uuid_version('f81d4fae-7dec-41d0-c765-00a0c91e6bf6')), quote(uuid_version('f81d4fae-7dec-41d0-0765-00a0c91e6bf6'));
SELECT 'uuidv7 bytes', hex(uuidv7_to_bytes('017f22e2-79b0-7cc3-98c4-dc0c0c07398f')), hex(uuidv7_to_bytes(X'017F22E279B07CC398C4DC0C0C07398F')), uuidv7_from_bytes(X'017F22E279B07CC398C4DC0C0C07398F'), length(gen_uuidv7_bytes()), uuid_version(gen_uuidv7_bytes());
SELECT 'uuid v1 <-> v6', uuid_v1_to_v6('C232AB00-9414-11EC-B3C8-9F6BDECED846'), uuid_v6_to_v1(X'1EC9414C232A6B00B3C89F6BDECED846'), uuid_v6_to_v1(uuid_v1_to_v6('6807004e-7332-11c1-82dd-3ab37cf79272'));
SELECT 'uuidv7 of gen_uuidv7()', uuid_version(gen_uuidv7()), abs(uuid_unix_ms(gen_uuidv7()) - CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)) < 10000;

-- TypeID: the jetify spec's example, and gen_typeid() with gen_uuidv7()'s generator
SELECT 'typeid_to_uuid', typeid_to_uuid('user_01h455vb4pex5vsknk084sn02q'), typeid_to_uuid('00000000000000000000000000'), typeid_to_uuid('pre_fix_00000000000000000000000000'), typeid_to_uuid('7zzzzzzzzzzzzzzzzzzzzzzzzz');
SELECT 'typeid_from_uuid', typeid_from_uuid('user', '01890a5d-ac96-774b-bcce-b302099a8057'), typeid_from_uuid('', X'0110C8531D0952D8D73E1194E95B5F19'), typeid_from_uuid('pre_fix', '00000000000000000000000000000000');
SELECT 'typeid', typeof(gen_typeid('user')), gen_typeid('user') GLOB 'user_[0-7]' || replace(hex(zeroblob(25)), '00', '[0-9a-hjkmnp-tv-z]'), gen_typeid('') GLOB '[0-7]' || replace(hex(zeroblob(25)), '00', '[0-9a-hjkmnp-tv-z]'), length(gen_typeid(substr(replace(hex(zeroblob(32)), '0', 'a'), 1, 63))), gen_typeid('user') <> gen_typeid('user');
SELECT 'typeid v7 now', uuid_version(typeid_to_uuid(gen_typeid('user'))), abs(sortid_unix_ms(gen_typeid('user')) - CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)) < 10000;
SELECT 'typeid_at', typeid_at('user', 1688096058518, 'min'), typeid_at('', '2023-06-30 03:34:18.518', 'max'), substr(typeid_at('user', 1688096058518), 1, 15), sortid_unix_ms(typeid_at('a', 1688096058518, 'random'));
SELECT 'typeid one stream', gen_uuidv7() < typeid_to_uuid(gen_typeid('user')) AND typeid_to_uuid(gen_typeid('')) < gen_uuidv7();

-- KSUID: segmentio's example, the minimum and the maximum; ObjectId and xid
SELECT 'ksuid', typeof(gen_ksuid()), length(gen_ksuid()), gen_ksuid() GLOB replace(hex(zeroblob(27)), '00', '[0-9A-Za-z]'), gen_ksuid() <> gen_ksuid(), abs(sortid_unix_ms(gen_ksuid()) - CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)) < 10000;
SELECT 'ksuid bytes', typeof(gen_ksuid_bytes()), length(gen_ksuid_bytes()), sortid_valid(gen_ksuid_bytes(), 'ksuid');
SELECT 'ksuid_at', ksuid_at('2017-10-10 04:00:47', 'min'), ksuid_at(1507608047999, 'max'), sortid_unix_ms(ksuid_at(1507608047123)), sortid_kind(ksuid_at(1507608047000, 'random'));
SELECT 'objectid', typeof(gen_objectid()), length(gen_objectid()), gen_objectid() GLOB replace(hex(zeroblob(24)), '00', '[0-9a-f]'), gen_objectid() <> gen_objectid(), sortid_kind(gen_objectid()), length(gen_objectid_bytes()), sortid_valid(gen_objectid_bytes(), 'objectid'), abs(sortid_unix_ms(gen_objectid()) - CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)) < 10000;
SELECT 'objectid_at', objectid_at('2016-03-10 23:06:58', 'min'), objectid_at(1457651218000, 'max'), sortid_unix_ms(objectid_at(1457651218999)), objectid_at(0, 'min');
SELECT 'xid', typeof(gen_xid()), length(gen_xid()), gen_xid() GLOB replace(hex(zeroblob(19)), '00', '[0-9a-v]') || '[0g]', gen_xid() <> gen_xid(), sortid_valid(gen_xid(), 'xid'), length(gen_xid_bytes()), sortid_valid(gen_xid_bytes(), 'xid'), abs(sortid_unix_ms(gen_xid(), 'xid') - CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)) < 10000;
SELECT 'xid_at', xid_at('2019-03-30 10:15:15', 'min'), xid_at(1553940915000, 'max'), sortid_unix_ms(xid_at(1553940915500), 'xid');
SELECT 'ksuid time', sortid_unix_ms('0ujtsYcgvSTl8PAuAdqWYSMnLOv'), sortid_unix_ms('000000000000000000000000000'), sortid_unix_ms('aWgEPTl1tmebfsQzFP4bxwgy80V'), sortid_unix_ms('0ujtsYcgvSTl8PAuAdqWYSMnLOv', 'ksuid');

-- sortid_unix_ms: any kind by its text's length (a UUIDv4: NULL), or by name
SELECT 'sortid_unix_ms', sortid_unix_ms('01ARYZ6S41TSV4RRFFQ69G5FAV'), sortid_unix_ms('01aryz6s41tsv4rrffq69g5fav'), sortid_unix_ms('00CMXB6TAK4SA'), sortid_unix_ms('0x31E3BA6B4A6CA'), sortid_unix_ms('ANjssJkyfa3H00J9ZPJG'), sortid_unix_ms('017f22e2-79b0-7cc3-98c4-dc0c0c07398f'), sortid_unix_ms('C232AB00941411ECB3C89F6BDECED846'), sortid_unix_ms('56e1fc72e0c917e9c4714161'), sortid_unix_ms('user_01h455vb4pex5vsknk084sn02q');
SELECT 'sortid_unix_ms no time', quote(sortid_unix_ms('f81d4fae-7dec-41d0-a765-00a0c91e6bf6')), quote(sortid_unix_ms('user_00000000000000000000000000')), quote(sortid_unix_ms('00000000000000000000000000', 'typeid')), sortid_unix_ms('00000000000000000000000000');
SELECT 'sortid_unix_ms by kind', sortid_unix_ms('9m4e2mr0ui3e8a215n4g'), sortid_unix_ms('9m4e2mr0ui3e8a215n4g', 'xid'), sortid_unix_ms('175928847299117063', 'snowflake'), sortid_unix_ms('1234567890123', 'flake'), sortid_unix_ms('00CMXB6TAK4SA', 'flake-scalable');
SELECT 'sortid_timestamp', sortid_timestamp('01ARYZ6S41TSV4RRFFQ69G5FAV'), sortid_timestamp('0ujtsYcgvSTl8PAuAdqWYSMnLOv'), quote(sortid_timestamp('f81d4fae-7dec-41d0-a765-00a0c91e6bf6')), sortid_timestamp('9m4e2mr0ui3e8a215n4g', 'xid'), sortid_timestamp('7ZZZZZZZZZZZZZZZZZZZZZZZZZ');

-- Snowflakes: TEXT of decimal digits or an INTEGER (0 .. 2^63 - 1), read
-- with the kind named; Twitter's epoch
SELECT 'snowflake', sortid_unix_ms(175928847299117063, 'snowflake'), sortid_unix_ms('175928847299117063', 'snowflake'), sortid_timestamp(175928847299117063, 'snowflake'), sortid_valid(175928847299117063, 'snowflake'), sortid_valid(9223372036854775807, 'snowflake'), sortid_valid(0, 'snowflake'), sortid_valid(-1, 'snowflake'), sortid_valid(175928847299117063), sortid_valid('175928847299117063');
SELECT 'snowflake inspect', sortid_inspect(1541815603606036480, 'snowflake');
CREATE TEMP TABLE tweets(id INTEGER PRIMARY KEY, body TEXT);
INSERT INTO tweets VALUES (1541815603606036480, 'a'), (9223372036854775807, 'b');
SELECT 'snowflake INTEGER column', id, sortid_timestamp(id, 'snowflake') FROM tweets ORDER BY id;

-- Any kind: its kind, validity, fields, conversions; the kinds and version
SELECT 'sortid_kind', sortid_kind('01ARYZ6S41TSV4RRFFQ69G5FAV'), sortid_kind('00CMXB6TAK4SA'), sortid_kind('ANjssJkyfa3H00J9ZPJG'), sortid_kind('017f22e2-79b0-7cc3-98c4-dc0c0c07398f'), sortid_kind('f81d4fae7dec41d0a76500a0c91e6bf6'), sortid_kind('0ujtsYcgvSTl8PAuAdqWYSMnLOv'), sortid_kind('user_01h455vb4pex5vsknk084sn02q'), sortid_kind('56e1fc72e0c917e9c4714161');
SELECT 'sortid_valid any', sortid_valid('01ARYZ6S41TSV4RRFFQ69G5FAV'), sortid_valid('hello'), sortid_valid('9m4e2mr0ui3e8a215n4g', 'xid'), sortid_valid('9m4e2mr0ui3e8a215n4g', 'ksuid'), sortid_valid(X'01563DF36481D6764C61EFB99302BD5B'), sortid_valid(X'01563DF36481D6764C61EFB99302BD5B', 'uuid'), sortid_valid(1.5, 'snowflake');
SELECT 'sortid_inspect', sortid_inspect('01ARYZ6S41TSV4RRFFQ69G5FAV');
SELECT 'sortid_inspect typeid', sortid_inspect('user_01h455vb4pex5vsknk084sn02q');
SELECT 'sortid_inspect scalable', sortid_inspect('00CMXB6TAK4SA', 'flake-scalable');
SELECT 'sortid_inspect no time', sortid_inspect('f81d4fae-7dec-41d0-a765-00a0c91e6bf6');
SELECT 'sortid_inspect json', json_extract(sortid_inspect('56e1fc72e0c917e9c4714161'), '$.kind', '$.unix_ms', '$.counter');
SELECT 'sortid_convert', sortid_convert('01ARYZ6S41TSV4RRFFQ69G5FAV', 'uuid'), sortid_convert('01563df3-6481-d676-4c61-efb99302bd5b', 'ulid'), sortid_convert('01890a5d-ac96-774b-bcce-b302099a8057', 'typeid', 'user'), sortid_convert('user_01h455vb4pex5vsknk084sn02q', 'uuidv7'), sortid_convert('user_01h455vb4pex5vsknk084sn02q', 'typeid'), sortid_convert('56e1fc72e0c917e9c4714161', 'xid'), sortid_convert('ANjssJkyfa3H00J9ZPJG', 'uuid');
SELECT 'sortid_kinds', sortid_kinds(), (SELECT count(*) FROM json_each(sortid_kinds())), json_valid(sortid_kinds());
SELECT 'sortid_version', sortid_version() GLOB '[0-9]*.[0-9]*.[0-9]*';

-- Monotonic, every kind: strictly increasing within a statement
SELECT 'monotonic ' || k, sum(b <= a), count(*) FROM (SELECT k, id AS b, lag(id) OVER (PARTITION BY k ORDER BY seq) AS a FROM (
  WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 2000)
  SELECT 'ulid' AS k, x AS seq, gen_monotonic_ulid() AS id FROM c
  UNION ALL SELECT 'ulidflake', x, gen_monotonic_ulidflake() FROM c
  UNION ALL SELECT 'ulidflake node', x, gen_monotonic_ulidflake(4) FROM c
  UNION ALL SELECT 'baseuid', x, gen_monotonic_baseuid_bytes() FROM c
  UNION ALL SELECT 'uuidv7', x, gen_monotonic_uuidv7() FROM c
  UNION ALL SELECT 'ksuid', x, gen_monotonic_ksuid() FROM c
  UNION ALL SELECT 'typeid', x, gen_monotonic_typeid('user') FROM c
  UNION ALL SELECT 'objectid', x, gen_monotonic_objectid() FROM c
  UNION ALL SELECT 'xid', x, gen_monotonic_xid() FROM c
  UNION ALL SELECT 'ulid bytes', x, gen_monotonic_ulid_bytes() FROM c
  UNION ALL SELECT 'ulidflake bytes', x, gen_monotonic_ulidflake_bytes(2) FROM c
  UNION ALL SELECT 'uuidv7 bytes', x, gen_monotonic_uuidv7_bytes() FROM c)) WHERE a IS NOT NULL GROUP BY k ORDER BY k;
SELECT 'monotonic random step', sortid_random_step(16), gen_monotonic_uuidv7() < gen_monotonic_uuidv7(), gen_monotonic_ksuid() < gen_monotonic_ksuid(), sortid_random_step(0);

-- Ulid-Flake bytes and node
SELECT 'ulidflake bytes', hex(ulidflake_to_bytes('00CMXB6TAK4SA')), ulidflake_from_bytes(X'0032A1B2A6FA8D9A'), length(gen_ulidflake_bytes()), length(gen_ulidflake_bytes(3)), hex(ulidflake_to_bytes(14246757444195114));
SELECT 'ulidflake node', ulidflake_node(gen_ulidflake(7)), ulidflake_node(gen_ulidflake(31)), ulidflake_node('00CMXB6TAK4SA'), ulidflake_node(ulidflake_at(1704067200001, 'min', 19));
SELECT 'ulidflake timestamp', ulidflake_timestamp('00CMXB6TAK4SA'), ulidflake_timestamp(14246757444195114);

-- NULL in, NULL out (every function that takes arguments)
SELECT 'null ulid', quote(ulid_at(NULL)), quote(ulid_at(NULL, 'min')), quote(ulid_at(0, NULL)), quote(ulid_unix_ms(NULL)), quote(ulid_timestamp(NULL)), quote(ulid_to_bytes(NULL)), quote(ulid_from_bytes(NULL)), quote(ulid_to_uuid(NULL)), quote(ulid_from_uuid(NULL)), quote(ulid_to_uuidv7(NULL)), quote(sortid_valid(NULL, 'ulid')), quote(sortid_valid(NULL)), quote(sortid_valid('01ARYZ6S41TSV4RRFFQ69G5FAV', NULL));
SELECT 'null flake', quote(gen_ulidflake(NULL)), quote(ulidflake_at(NULL)), quote(ulidflake_at(0, NULL)), quote(ulidflake_at(1704067200000, 'min', NULL)), quote(uuidv7_at(NULL, 'max')), quote(gen_ulidflake_bytes(NULL)), quote(gen_monotonic_ulidflake(NULL)), quote(ulidflake_unix_ms(NULL)), quote(ulidflake_timestamp(NULL)), quote(ulidflake_to_bytes(NULL)), quote(ulidflake_from_bytes(NULL)), quote(ulidflake_node(NULL)), quote(ulidflake_to_int(NULL)), quote(ulidflake_from_int(NULL)), quote(sortid_valid(NULL, 'flake'));
SELECT 'null baseuid', quote(baseuid_at(NULL)), quote(baseuid_at(NULL, 'max')), quote(baseuid_unix_ms(NULL)), quote(baseuid_to_bytes(NULL)), quote(baseuid_from_bytes(NULL)), quote(baseuid_to_uuid(NULL)), quote(baseuid_from_uuid(NULL)), quote(sortid_valid(NULL, 'baseuid')), quote(baseuid_timestamp(NULL)), quote(uuidv7_to_bytes(NULL)), quote(uuidv7_from_bytes(NULL));
SELECT 'null family', quote(uuid_unix_ms(NULL)), quote(uuid_timestamp(NULL)), quote(uuid_version(NULL)), quote(uuid_v1_to_v6(NULL)), quote(uuid_v6_to_v1(NULL)), quote(gen_typeid(NULL)), quote(typeid_to_uuid(NULL)), quote(typeid_from_uuid(NULL, '01890a5d-ac96-774b-bcce-b302099a8057')), quote(typeid_from_uuid('user', NULL)), quote(sortid_unix_ms(NULL)), quote(sortid_unix_ms(NULL, 'ulid')), quote(sortid_unix_ms('01ARYZ6S41TSV4RRFFQ69G5FAV', NULL)), quote(gen_monotonic_typeid(NULL)), quote(typeid_at(NULL, 0)), quote(typeid_at('a', NULL));
SELECT 'null any', quote(sortid_timestamp(NULL)), quote(sortid_kind(NULL)), quote(sortid_inspect(NULL)), quote(sortid_inspect('01ARYZ6S41TSV4RRFFQ69G5FAV', NULL)), quote(sortid_convert(NULL, 'uuid')), quote(sortid_convert('01ARYZ6S41TSV4RRFFQ69G5FAV', NULL)), quote(sortid_convert('01ARYZ6S41TSV4RRFFQ69G5FAV', 'typeid', NULL)), quote(ksuid_at(NULL)), quote(objectid_at(NULL)), quote(xid_at(0, NULL));

-- Registration: pure functions DETERMINISTIC (0x800), all INNOCUOUS
-- (0x200000); generators and *_at (a random part) not deterministic
SELECT name, narg, (flags & 0x800) <> 0 AS deterministic, (flags & 0x200000) <> 0 AS innocuous
FROM pragma_function_list
WHERE (name LIKE 'gen\_%' ESCAPE '\' OR name LIKE 'ulid%' OR name LIKE 'baseuid%' OR name LIKE 'uuid%'
   OR name LIKE 'typeid%' OR name LIKE 'ksuid%' OR name LIKE 'objectid%' OR name LIKE 'xid%'
   OR name LIKE 'sortid%') AND name <> 'sortid_random_step'
ORDER BY name, narg;
SELECT name, narg, (flags & 0x80000) <> 0 AS directonly, (flags & 0x200000) <> 0 AS innocuous, (flags & 0x800) <> 0 AS deterministic
FROM pragma_function_list WHERE name = 'sortid_random_step' ORDER BY narg;
