-- SPDX-License-Identifier: MIT
-- Every SQL function of the sortid extension on fixed inputs: shape of
-- generated values, conversions, NULL handling and registration flags.
-- One line of output per statement; compared with functions.expected.

-- ULID generators
SELECT 'ulid', typeof(ulid()), length(ulid()), ulid_valid(ulid());
SELECT 'ulid alphabet', ulid() GLOB '[0-7]' || replace(hex(zeroblob(25)), '00', '[0-9A-HJKMNP-TV-Z]');
SELECT 'ulid now', abs(ulid_timestamp(ulid()) - CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)) < 10000;
SELECT 'ulid differs', ulid() <> ulid();
SELECT 'ulid_blob', typeof(ulid_blob()), length(ulid_blob()), ulid_valid(ulid_blob());
SELECT 'ulid_monotonic', typeof(ulid_monotonic()), length(ulid_monotonic()), ulid_valid(ulid_monotonic());
SELECT 'ulid_monotonic_blob', typeof(ulid_monotonic_blob()), length(ulid_monotonic_blob());
SELECT 'ulid_monotonic now', abs(ulid_timestamp(ulid_monotonic()) - CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)) < 10000;

-- Monotonic step: +1 by default (the ULID spec; consecutive IDs of one
-- millisecond are X and ulid_next(X)); sortid_random_step(K) opts this
-- connection into a random step in [1, 2^K]; K = 0 goes back to +1.
CREATE TEMP TABLE steps(k INTEGER, seq INTEGER, id TEXT, PRIMARY KEY (k, seq));
WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 5000) INSERT INTO steps SELECT sortid_random_step(), x, ulid_monotonic() FROM c;
SELECT 'random step 32', sortid_random_step(32), sortid_random_step();
WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 5000) INSERT INTO steps SELECT sortid_random_step(), x, ulid_monotonic() FROM c;
SELECT 'random step 1', sortid_random_step(1);
WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 5000) INSERT INTO steps SELECT sortid_random_step(), x, ulid_monotonic() FROM c;
SELECT 'back to +1', sortid_random_step(0);
WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 5000) INSERT INTO steps SELECT 100 + sortid_random_step(), x, ulid_monotonic_blob() FROM c;
CREATE TEMP VIEW pairs AS SELECT a.k, a.id AS a, b.id AS b FROM steps a JOIN steps b ON b.k = a.k AND b.seq = a.seq + 1 WHERE ulid_timestamp(a.id) = ulid_timestamp(b.id);
SELECT 'same-ms pairs, steps of 1, of 2, other', k, count(*) > 100, sum(b = ulid_next(a)) = count(*), sum(b = ulid_next(ulid_next(a))) > 0, sum(b NOT IN (ulid_next(a), ulid_next(ulid_next(a)))) = 0 FROM pairs GROUP BY k ORDER BY k;
SELECT 'increasing', k, sum(b <= a) FROM (SELECT a.k, a.id AS a, b.id AS b FROM steps a JOIN steps b ON b.k = a.k AND b.seq = a.seq + 1) GROUP BY k ORDER BY k;

-- ulid_from_time
SELECT 'from_time min', ulid_from_time(1469918176385, 'min');
SELECT 'from_time max', ulid_from_time(1469918176385, 'MAX');
SELECT 'from_time text', ulid_from_time('2016-07-30 22:36:16.385', 'min');
SELECT 'from_time T Z', ulid_from_time('2016-07-30T22:36:16.385Z', 'Min');
SELECT 'from_time offset', ulid_from_time('2016-07-31T00:36:16.385+02:00', 'min');
SELECT 'from_time sub-ms floored', ulid_timestamp(ulid_from_time('2016-07-30 22:36:16.3859', 'min'));
SELECT 'from_time date only', ulid_datetime(ulid_from_time('2025-01-01', 'min'));
SELECT 'from_time datetime()', ulid_datetime(ulid_from_time(datetime(1735689600, 'unixepoch'), 'max'));
SELECT 'from_time bounds', ulid_from_time(0, 'min'), ulid_from_time(281474976710655, 'max');
SELECT 'from_time random', substr(ulid_from_time(1469918176385), 1, 10), ulid_timestamp(ulid_from_time(1469918176385)), ulid_from_time(0) <> ulid_from_time(0);
SELECT 'from_time range', ulid_from_time('2016-07-30', 'min') <= '01ARYZ6S41TSV4RRFFQ69G5FAV' AND '01ARYZ6S41TSV4RRFFQ69G5FAV' <= ulid_from_time('2016-07-30 23:59:59.999', 'max');

-- timestamp and datetime
SELECT 'timestamp', ulid_timestamp('01ARYZ6S41TSV4RRFFQ69G5FAV'), ulid_timestamp('01aryz6s41tsv4rrffq69g5fav'), ulid_timestamp(X'01563DF36481D6764C61EFB99302BD5B');
SELECT 'datetime', ulid_datetime('01ARYZ6S41TSV4RRFFQ69G5FAV'), ulid_datetime(X'01563DF36481D6764C61EFB99302BD5B');
SELECT 'datetime bounds', ulid_datetime('00000000000000000000000000'), ulid_datetime('7ZZZZZZZZZZZZZZZZZZZZZZZZZ');
SELECT 'datetime = SQLite', ulid_datetime('01JGFJJZ00XHF7E02JJ03AE4T7') = strftime('%Y-%m-%d %H:%M:%f', '2025-01-01 00:00:00');

-- blob / text
SELECT 'to_blob', hex(ulid_to_blob('01ARYZ6S41TSV4RRFFQ69G5FAV')), hex(ulid_to_blob('01aryz6s41tsv4rrffq69g5fav')), hex(ulid_to_blob(X'01563DF36481D6764C61EFB99302BD5B'));
SELECT 'to_text', ulid_to_text(X'01563DF36481D6764C61EFB99302BD5B'), ulid_to_text('01aryz6s41tsv4rrffq69g5fav'), ulid_to_text('01ARYZ6S41TSV4RRFFQ69G5FAV', 'strict');
SELECT 'lenient', ulid_to_text('0lARYZ6S4iTSV4RRFFQ69G5FAo', 'lenient'), hex(ulid_to_blob('OIL00000000000000000000000', 'Lenient'));
SELECT 'round trip', ulid_to_text(ulid_to_blob('7ZZZZZZZZZZZZZZZZZZZZZZZZZ')), hex(ulid_to_blob(ulid_to_text(X'FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF')));

-- UUID
SELECT 'to_uuid', ulid_to_uuid('01ARYZ6S41TSV4RRFFQ69G5FAV'), ulid_to_uuid(X'01563DF36481D6764C61EFB99302BD5B');
SELECT 'from_uuid', ulid_from_uuid('01563df3-6481-d676-4c61-efb99302bd5b'), ulid_from_uuid('01563DF36481D6764C61EFB99302BD5B'), ulid_from_uuid(X'01563DF36481D6764C61EFB99302BD5B');
SELECT 'uuidv7 as ulid', ulid_from_uuid('017f22e2-79b0-7cc3-98c4-dc0c0c07398f');

-- ulid_next
SELECT 'next', ulid_next('01BX5ZZKBKACTAV9WEVGEMMVRZ'), ulid_next('01bx5zzkbkazzzzzzzzzzzzzzz'), typeof(ulid_next(X'00000000000000000000000000000000')), hex(ulid_next(X'000000000000FFFFFFFFFFFFFFFFFFFE'));

-- ulid_valid
SELECT 'valid yes', ulid_valid('01ARYZ6S41TSV4RRFFQ69G5FAV'), ulid_valid('01aryz6s41tsv4rrffq69g5fav'), ulid_valid(X'01563DF36481D6764C61EFB99302BD5B'), ulid_valid('0lARYZ6S41TSV4RRFFQ69G5FAV', 'lenient');
SELECT 'valid no', ulid_valid(''), ulid_valid('01ARYZ6S41TSV4RRFFQ69G5FA'), ulid_valid('01ARYZ6S41TSV4RRFFQ69G5FAU'), ulid_valid('81ARYZ6S41TSV4RRFFQ69G5FAV'), ulid_valid('0lARYZ6S41TSV4RRFFQ69G5FAV'), ulid_valid(X'0156'), ulid_valid(12345), ulid_valid(1.5);

-- Ulid-Flake
SELECT 'ulidflake', typeof(ulidflake()), length(ulidflake()), ulidflake_valid(ulidflake()), typeof(ulidflake_int()), ulidflake_valid(ulidflake_int());
SELECT 'ulidflake alphabet', ulidflake() GLOB '[0-7]' || replace(hex(zeroblob(12)), '00', '[0-9A-HJKMNP-TV-Z]');
SELECT 'ulidflake node', ulidflake_to_int(ulidflake(7)) & 31, ulidflake_int(0) & 31, ulidflake_int(31) & 31;
SELECT 'ulidflake now', abs(ulidflake_timestamp(ulidflake()) - CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)) < 10000, abs(ulidflake_timestamp(ulidflake_int(3)) - CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)) < 10000;
SELECT 'flake to_int', ulidflake_to_int('00CMXB6TAK4SA'), ulidflake_to_int('00cmxb6tak4sa'), ulidflake_to_int(14246757444195114), ulidflake_to_int('7ZZZZZZZZZZZZ');
SELECT 'flake from_int', ulidflake_from_int(14246757444195114), ulidflake_from_int('14246757444195114'), ulidflake_from_int('0014246757444195114'), ulidflake_from_int(0), ulidflake_from_int(9223372036854775807);
SELECT 'flake timestamp', ulidflake_timestamp('00CMXB6TAK4SA'), ulidflake_timestamp(14246757444195114), ulid_datetime(ulid_from_time(ulidflake_timestamp('00CMXB6TAK4SA'), 'min'));
SELECT 'flake from_time', ulidflake_from_time('2024-01-01', 'min'), ulidflake_from_time(1704067200001, 'max'), ulidflake_from_time(1704067200001, 'min', 7), ulidflake_from_time(1704067200001, 'max', 31), ulidflake_from_time('2302-09-27 15:10:22.207', 'max');
SELECT 'flake from_time random', ulidflake_timestamp(ulidflake_from_time('2025-06-01 12:00:00.123')), ulidflake_from_time(1704067200000) BETWEEN ulidflake_from_time(1704067200000, 'min') AND ulidflake_from_time(1704067200000, 'max');
WITH x(f) AS MATERIALIZED (SELECT ulidflake(9)) SELECT 'flake range covers scalable', f BETWEEN ulidflake_from_time(ulidflake_timestamp(f), 'min') AND ulidflake_from_time(ulidflake_timestamp(f), 'max'), f > ulidflake_from_time(ulidflake_timestamp(f) - 1, 'max') FROM x;
SELECT 'flake valid', ulidflake_valid('00CMXB6TAK4SA'), ulidflake_valid('00cmxb6tak4sa'), ulidflake_valid(0), ulidflake_valid(-1), ulidflake_valid('8000000000000'), ulidflake_valid('00CMXB6TAK4S'), ulidflake_valid(1.5), ulidflake_valid(X'00');

-- BaseUID
SELECT 'baseuid', typeof(baseuid()), length(baseuid()), baseuid_valid(baseuid()), baseuid() <> baseuid();
SELECT 'baseuid alphabet', baseuid() GLOB replace(hex(zeroblob(20)), '00', '[-0-9A-Z_a-z]');
SELECT 'baseuid now', abs(baseuid_timestamp(baseuid()) - CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)) < 10000;
SELECT 'baseuid from_time', baseuid_from_time('2022-01-01T00:00:00Z', 'min'), baseuid_from_time('2022-01-01', 'max'), baseuid_from_time(1640995200000, 'min'), substr(baseuid_from_time('2022-01-01 00:00:00'), 1, 8);
SELECT 'baseuid from_time last ms', baseuid_from_time(9223372036854, 'max'), baseuid_from_time('2262-04-11 23:47:16.854775807', 'MAX'), baseuid_timestamp(baseuid_from_time(9223372036854, 'min')), baseuid_timestamp(baseuid_from_time(9223372036854));
SELECT 'baseuid from_time sub-ms', baseuid_from_time('1970-01-01 00:00:00.000032', 'min'), baseuid_from_time('1970-01-01 00:00:00.000033', 'min');
SELECT 'baseuid timestamp', baseuid_timestamp('ANjssJkyfa3H00J9ZPJG'), baseuid_timestamp(baseuid_from_time('2038-01-01 00:00:00.000', 'max')), baseuid_timestamp('--------------------');
SELECT 'baseuid blob', lower(hex(baseuid_to_blob('ANjssJkyfa3H00J9ZPJG'))), baseuid_to_text(X'2D8BF8E14C3EAE611204150A91A511'), baseuid_to_text('zzzzzzzzzzzzzzzzzzzz');
SELECT 'baseuid uuid', baseuid_to_uuid('ANjssJkyfa3H00J9ZPJG'), baseuid_from_uuid('2d8bf8e1-4c3e-8ae6-8448-10542a469444'), baseuid_from_uuid('2D8BF8E14C3E8AE6844810542A469444');
SELECT 'baseuid valid', baseuid_valid('ANjssJkyfa3H00J9ZPJG'), baseuid_valid(X'2D8BF8E14C3EAE611204150A91A511'), baseuid_valid('ANjssJkyfa3H00J9ZPJ+'), baseuid_valid('ANjssJkyfa3H00J9ZPJ'), baseuid_valid(X'00'), baseuid_valid(7);

-- UUIDv7
SELECT 'uuidv7', typeof(uuidv7()), length(uuidv7()), substr(uuidv7(), 15, 1), substr(uuidv7(), 20, 1) IN ('8', '9', 'a', 'b');
SELECT 'uuidv7 now', abs(uuidv7_timestamp(uuidv7()) - CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)) < 10000;
SELECT 'uuidv7 from_time', uuidv7_from_time(1469918176385, 'min'), uuidv7_from_time('2016-07-30T22:36:16.385Z', 'max'), uuidv7_timestamp(uuidv7_from_time(1469918176385));
SELECT 'uuidv7 from_time random', substr(uuidv7_from_time('2026-04-15 00:00:00.000999'), 1, 19), uuidv7_from_time(0) <> uuidv7_from_time(0), ulid_from_uuid(uuidv7_from_time(1469918176385, 'min')) = ulid_from_time(1469918176385, 'min');
SELECT 'uuidv7 timestamp', uuidv7_timestamp('017f22e2-79b0-7cc3-98c4-dc0c0c07398f'), uuidv7_timestamp('017F22E279B07CC398C4DC0C0C07398F'), ulid_timestamp(ulid_from_uuid('017f22e2-79b0-7cc3-98c4-dc0c0c07398f'));

-- UUID versions 1, 6 and 7: RFC 9562 Appendix A, all at 1645557742000 ms
SELECT 'uuid_time rfc', uuid_time('C232AB00-9414-11EC-B3C8-9F6BDECED846'), uuid_time('1EC9414C-232A-6B00-B3C8-9F6BDECED846'), uuid_time('017F22E2-79B0-7CC3-98C4-DC0C0C07398F'), uuid_time(X'C232AB00941411ECB3C89F6BDECED846'), uuid_time('1ec9414c232a6b00b3c89f6bdeced846');
SELECT 'uuid_time no time', quote(uuid_time('f81d4fae-7dec-41d0-a765-00a0c91e6bf6')), quote(uuid_time(zeroblob(16))), quote(uuid_time('ffffffff-ffff-ffff-ffff-ffffffffffff')), quote(uuid_time('017f22e2-79b0-7cc3-18c4-dc0c0c07398f')), quote(uuid_time('1ec9414c-232a-8b00-b3c8-9f6bdeced846'));
SELECT 'uuid_time floored', uuid_time('1ee2084f-dd0e-11ba-afe2-1e583a1e2314'), uuid_time('30744be5-393c-1015-b8ca-80c7dddeee3d'), typeof(uuid_time('017F22E2-79B0-7CC3-98C4-DC0C0C07398F'));
SELECT 'uuid_version', uuid_version('C232AB00-9414-11EC-B3C8-9F6BDECED846'), uuid_version('1EC9414C-232A-6B00-B3C8-9F6BDECED846'), uuid_version(X'017F22E279B07CC398C4DC0C0C07398F'), uuid_version('f81d4fae-7dec-41d0-a765-00a0c91e6bf6'), quote(uuid_version(zeroblob(16))), quote(uuid_version('ffffffff-ffff-ffff-ffff-ffffffffffff'));
SELECT 'uuid v1 <-> v6', uuid_v1_to_v6('C232AB00-9414-11EC-B3C8-9F6BDECED846'), uuid_v6_to_v1(X'1EC9414C232A6B00B3C89F6BDECED846'), uuid_v6_to_v1(uuid_v1_to_v6('6807004e-7332-11c1-82dd-3ab37cf79272'));
SELECT 'uuidv7 of uuidv7()', uuid_version(uuidv7()), abs(uuid_time(uuidv7()) - CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)) < 10000;

-- TypeID: the jetify spec's example, and typeid() with uuidv7()'s generator
SELECT 'typeid_to_uuid', typeid_to_uuid('user_01h455vb4pex5vsknk084sn02q'), typeid_to_uuid('00000000000000000000000000'), typeid_to_uuid('pre_fix_00000000000000000000000000'), typeid_to_uuid('7zzzzzzzzzzzzzzzzzzzzzzzzz');
SELECT 'uuid_to_typeid', uuid_to_typeid('user', '01890a5d-ac96-774b-bcce-b302099a8057'), uuid_to_typeid('', X'0110C8531D0952D8D73E1194E95B5F19'), uuid_to_typeid('pre_fix', '00000000000000000000000000000000');
SELECT 'typeid', typeof(typeid('user')), typeid('user') GLOB 'user_[0-7]' || replace(hex(zeroblob(25)), '00', '[0-9a-hjkmnp-tv-z]'), typeid('') GLOB '[0-7]' || replace(hex(zeroblob(25)), '00', '[0-9a-hjkmnp-tv-z]'), length(typeid(substr(replace(hex(zeroblob(32)), '0', 'a'), 1, 63))), typeid('user') <> typeid('user');
SELECT 'typeid v7 now', uuid_version(typeid_to_uuid(typeid('user'))), abs(sortid_time(typeid('user')) - CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)) < 10000;
SELECT 'typeid one stream', uuidv7() < typeid_to_uuid(typeid('user')) AND typeid_to_uuid(typeid('')) < uuidv7();

-- KSUID: segmentio's example, the minimum and the maximum
SELECT 'ksuid', typeof(ksuid()), length(ksuid()), ksuid() GLOB replace(hex(zeroblob(27)), '00', '[0-9A-Za-z]'), ksuid() <> ksuid(), abs(sortid_time(ksuid()) - CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER)) < 10000;
SELECT 'ksuid time', sortid_time('0ujtsYcgvSTl8PAuAdqWYSMnLOv'), sortid_time('000000000000000000000000000'), sortid_time('aWgEPTl1tmebfsQzFP4bxwgy80V'), sortid_time('0ujtsYcgvSTl8PAuAdqWYSMnLOv', 'ksuid');

-- sortid_time: any kind by its text's length (a UUIDv4: NULL), or by name
SELECT 'sortid_time', sortid_time('01ARYZ6S41TSV4RRFFQ69G5FAV'), sortid_time('01aryz6s41tsv4rrffq69g5fav'), sortid_time('00CMXB6TAK4SA'), sortid_time('0x31E3BA6B4A6CA'), sortid_time('ANjssJkyfa3H00J9ZPJG'), sortid_time('017f22e2-79b0-7cc3-98c4-dc0c0c07398f'), sortid_time('C232AB00941411ECB3C89F6BDECED846'), sortid_time('56e1fc72e0c917e9c4714161'), sortid_time('user_01h455vb4pex5vsknk084sn02q');
SELECT 'sortid_time no time', quote(sortid_time('f81d4fae-7dec-41d0-a765-00a0c91e6bf6')), quote(sortid_time('user_00000000000000000000000000')), quote(sortid_time('00000000000000000000000000', 'typeid')), sortid_time('00000000000000000000000000');
SELECT 'sortid_time by kind', sortid_time('9m4e2mr0ui3e8a215n4g'), sortid_time('9m4e2mr0ui3e8a215n4g', 'xid'), sortid_time('175928847299117063', 'snowflake'), sortid_time('1234567890123', 'flake'), sortid_time('00CMXB6TAK4SA', 'flake-scalable');

-- NULL in, NULL out (every function that takes arguments)
SELECT 'null ulid', quote(ulid_from_time(NULL)), quote(ulid_from_time(NULL, 'min')), quote(ulid_from_time(0, NULL)), quote(ulid_timestamp(NULL)), quote(ulid_datetime(NULL)), quote(ulid_to_blob(NULL)), quote(ulid_to_blob('01ARYZ6S41TSV4RRFFQ69G5FAV', NULL)), quote(ulid_to_text(NULL)), quote(ulid_to_uuid(NULL)), quote(ulid_from_uuid(NULL)), quote(ulid_next(NULL)), quote(ulid_valid(NULL)), quote(ulid_valid(NULL, 'lenient'));
SELECT 'null flake', quote(ulidflake(NULL)), quote(ulidflake_from_time(NULL)), quote(ulidflake_from_time(0, NULL)), quote(ulidflake_from_time(1704067200000, 'min', NULL)), quote(uuidv7_from_time(NULL, 'max')), quote(ulidflake_int(NULL)), quote(ulidflake_timestamp(NULL)), quote(ulidflake_to_int(NULL)), quote(ulidflake_from_int(NULL)), quote(ulidflake_valid(NULL));
SELECT 'null baseuid', quote(baseuid_from_time(NULL)), quote(baseuid_from_time(NULL, 'max')), quote(baseuid_timestamp(NULL)), quote(baseuid_to_blob(NULL)), quote(baseuid_to_text(NULL)), quote(baseuid_to_uuid(NULL)), quote(baseuid_from_uuid(NULL)), quote(baseuid_valid(NULL)), quote(uuidv7_timestamp(NULL));
SELECT 'null family', quote(uuid_time(NULL)), quote(uuid_version(NULL)), quote(uuid_v1_to_v6(NULL)), quote(uuid_v6_to_v1(NULL)), quote(typeid(NULL)), quote(typeid_to_uuid(NULL)), quote(uuid_to_typeid(NULL, '01890a5d-ac96-774b-bcce-b302099a8057')), quote(uuid_to_typeid('user', NULL)), quote(sortid_time(NULL)), quote(sortid_time(NULL, 'ulid')), quote(sortid_time('01ARYZ6S41TSV4RRFFQ69G5FAV', NULL));

-- Registration: pure functions DETERMINISTIC (0x800), all INNOCUOUS (0x200000)
SELECT name, narg, (flags & 0x800) <> 0 AS deterministic, (flags & 0x200000) <> 0 AS innocuous
FROM pragma_function_list
WHERE name LIKE 'ulid%' OR name LIKE 'baseuid%' OR name LIKE 'uuid%' OR name LIKE 'sortid_test%'
   OR name LIKE 'typeid%' OR name IN ('ksuid', 'sortid_time')
ORDER BY name, narg;
SELECT name, narg, (flags & 0x80000) <> 0 AS directonly, (flags & 0x200000) <> 0 AS innocuous, (flags & 0x800) <> 0 AS deterministic
FROM pragma_function_list WHERE name = 'sortid_random_step' ORDER BY narg;
