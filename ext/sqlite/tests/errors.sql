-- SPDX-License-Identifier: MIT
-- Every error path: each statement fails with one message naming the
-- function, the input and (for text) the byte position.  Compared with
-- errors.expected; the runner rewrites the shell's "Runtime error near line
-- N: " prefix to "error: ".

-- ULID text: length, character (each kind of bad byte), overflow
SELECT ulid_to_bytes('01ARYZ6S41TSV4RRFFQ69G5FA');
SELECT ulid_to_bytes('01ARYZ6S41TSV4RRFFQ69G5FAVX');
SELECT ulid_to_bytes('');
SELECT ulid_to_bytes('01ARYZ6S41TSV4RRFFQ69G5FAU');
SELECT ulid_to_bytes('01ARYZ6S4ITSV4RRFFQ69G5FAV');
SELECT ulid_to_bytes('01ARYZ6S41-SV4RRFFQ69G5FAV');
SELECT ulid_to_bytes(' 1ARYZ6S41TSV4RRFFQ69G5FAV');
SELECT ulid_to_bytes('01ARYZ6S41TSV4RRFFQ69G5FAé');
SELECT ulid_to_bytes('01ARYZ6S41TSV4RRFFQ69G5Fé');
SELECT ulid_to_bytes('01ARYZ6S41TSV4' || char(9) || 'RFFQ69G5FAV');
SELECT ulid_to_bytes('''1ARYZ6S41TSV4RRFFQ69G5FAV');
SELECT ulid_to_bytes('80000000000000000000000000');
SELECT ulid_to_bytes('ZZZZZZZZZZZZZZZZZZZZZZZZZZ');
SELECT ulid_to_bytes('0lARYZ6S41TSV4RRFFQ69G5FAV');
SELECT ulid_to_uuidv7('01ARYZ6S41TSV4RRFFQ69G5FAU');
SELECT ulid_to_uuid(hex(zeroblob(40)));
-- ULID: wrong storage class, BLOB size
SELECT ulid_to_uuid(123);
SELECT ulid_to_uuid(1.5);
SELECT ulid_unix_ms(X'01563DF36481D6764C61EFB99302BD');
SELECT ulid_timestamp(X'01563DF36481D6764C61EFB99302BD5B00');
SELECT ulid_from_bytes(42);
SELECT ulid_to_uuidv7(0);
SELECT ulid_from_bytes('01ARYZ6S41TSV4RRFFQ69G5FAV');
-- kind argument: matched on its full length (an embedded NUL is a byte
-- like any other), quoted like any input (\xNN, cut after 40 bytes)
SELECT sortid_valid('01ARYZ6S41TSV4RRFFQ69G5FAV', 1);
SELECT sortid_valid('01ARYZ6S41TSV4RRFFQ69G5FAV', 'ulid' || char(0) || 'junk');
SELECT sortid_valid('01ARYZ6S41TSV4RRFFQ69G5FAV', 'ulid ');
SELECT sortid_valid('01ARYZ6S41TSV4RRFFQ69G5FAV', '');
SELECT sortid_valid('01ARYZ6S41TSV4RRFFQ69G5FAV', 'ul' || char(10) || 'id');
SELECT sortid_valid('01ARYZ6S41TSV4RRFFQ69G5FAV', 'ulïd');
SELECT sortid_valid('01ARYZ6S41TSV4RRFFQ69G5FAV', 'ulid' || replace(hex(zeroblob(500000)), '00', 'x'));
SELECT sortid_valid('01ARYZ6S41TSV4RRFFQ69G5FAV', X'756C6964');
SELECT sortid_valid('01ARYZ6S41TSV4RRFFQ69G5FAV', 'ulidflake');
-- an ID with an embedded NUL or control byte
SELECT ulid_to_bytes('01ARYZ6S41TSV4RRFFQ69G5FA' || char(0));
SELECT ulid_to_bytes('01ARYZ6S41TSV4RRFFQ69G5FAV' || char(0));
SELECT ulidflake_to_int('00CMXB6TA' || char(0) || 'K4S');
SELECT baseuid_to_bytes('ANjssJkyfa3H00J9ZPJ' || char(127));
SELECT ulid_from_uuid('01563df3-6481-d676-4c61-efb99302bd5' || char(27));
SELECT ulidflake_from_int('12' || char(0) || '3');
-- bytes: a BLOB of the kind's size; a UUIDv7 must be one
SELECT ulid_from_bytes(X'0000');
SELECT ulidflake_from_bytes(X'00000000000000000000');
SELECT ulidflake_from_bytes('00CMXB6TAK4SA');
SELECT baseuid_from_bytes(X'00');
SELECT uuidv7_from_bytes(X'00000000000000000000000000000000');
SELECT uuidv7_from_bytes(X'017F22E279B07CC318C4DC0C0C07398F');
SELECT sortid_unix_ms(X'8000000000000000', 'snowflake');
SELECT ulidflake_from_bytes(X'8000000000000000');
SELECT uuidv7_to_bytes('01563df3-6481-d676-4c61-efb99302bd5b');
SELECT uuidv7_to_bytes(X'0156');
SELECT uuidv7_to_bytes(7);
-- ulid_at: range, time string, storage class, mode argument
SELECT ulid_at(-1, 'min');
SELECT ulid_at(281474976710656, 'max');
SELECT ulid_at(-1);
SELECT ulid_at('1969-12-31 23:59:59.999', 'min');
SELECT ulid_at('2024-13-01', 'min');
SELECT ulid_at('2023-02-29', 'min');
SELECT ulid_at('2024-01-01 25:00', 'min');
SELECT ulid_at('2024-01-01x00:00', 'min');
SELECT ulid_at('2024-01', 'min');
SELECT ulid_at('now', 'min');
SELECT ulid_at('1469918176385', 'min');
SELECT ulid_at(1469918176385.5, 'min');
SELECT ulid_at(X'00', 'min');
SELECT ulid_at(0, 'middle');
SELECT ulid_at(0, 'rand');
SELECT ulid_at(0, 'randomly');
SELECT ulid_at(0, 1);
SELECT ulid_at(0, 'min' || char(0) || 'junk');
SELECT ulid_at(0, 'max' || char(0));
SELECT ulid_at(0, 'mi');
SELECT ulid_at(0, 'maximum');
SELECT ulid_at(0, char(1, 2, 3, 200));
SELECT ulid_at(0, replace(hex(zeroblob(100)), '00', 'm'));
SELECT ulid_at(0, X'6D696E');
SELECT ulid_at('2024-01-01' || char(0), 'min');
SELECT ulid_at('2024-01-01 00:00:00.000' || replace(hex(zeroblob(50)), '00', '0') || 'x', 'min');
-- UUID text
SELECT ulid_from_uuid('01563df3-6481-d676-4c61-efb99302bd5');
SELECT ulid_from_uuid('01563df3x6481-d676-4c61-efb99302bd5b');
SELECT ulid_from_uuid('01563df3-6481-d676-4c61-efb99302bd5g');
SELECT ulid_from_uuid('01ARYZ6S41TSV4RRFFQ69G5FAV');
SELECT ulid_from_uuid(X'0156');
SELECT ulid_from_uuid(42);
-- Ulid-Flake
SELECT ulidflake_to_int('8000000000000');
SELECT ulidflake_to_int('ZZZZZZZZZZZZZ');
SELECT ulidflake_to_int('000000000000');
SELECT ulidflake_to_int('00CMH8K1E1E1U');
SELECT ulidflake_to_int(-5);
SELECT ulidflake_to_int(1.5);
SELECT ulidflake_to_int(X'0000000000000001');
SELECT ulidflake_unix_ms('00CMXB6TAK4S');
SELECT ulidflake_from_int(-1);
SELECT ulidflake_from_int('12a');
SELECT ulidflake_from_int('');
SELECT ulidflake_from_int('9223372036854775808');
SELECT ulidflake_from_int('99999999999999999999');
SELECT ulidflake_from_int('-1');
SELECT ulidflake_from_int(1.5);
SELECT ulidflake_from_int(X'01');
SELECT gen_ulidflake(32);
SELECT gen_ulidflake(-1);
SELECT ulidflake_to_int(gen_ulidflake('a'));
SELECT ulidflake_to_int(gen_ulidflake(1.0));
-- BaseUID
SELECT baseuid_to_uuid('ANjssJkyfa3H00J9ZPJ+');
SELECT baseuid_to_uuid('ANjssJkyfa3H00J9ZPJ');
SELECT baseuid_unix_ms('ANjssJkyfa3H00J9ZPJGG');
SELECT baseuid_to_bytes(X'2D8BF8E14C3EAE611204150A91A5');
SELECT baseuid_from_bytes(5);
SELECT sortid_valid('ANjssJkyfa3H00J9ZPJG', 'baseuid') + baseuid_from_bytes(1.5);
SELECT baseuid_from_uuid('2d8bf8e1-4c3e-7ae6-8448-10542a469444');
SELECT baseuid_from_uuid('2d8bf8e1-4c3e-8ae6-c448-10542a469444');
SELECT baseuid_from_uuid('2d8bf8e1-4c3e-8ae6-8448-10542a469445');
SELECT baseuid_from_uuid('2d8bf8e1-4c3e-8ae6-8448');
SELECT baseuid_from_uuid(1);
SELECT baseuid_at(-1, 'min');
SELECT baseuid_at('2263-01-01', 'min');
SELECT baseuid_at('1960-01-01');
SELECT baseuid_at('2022-01-01T00:00:00Q', 'min');
SELECT baseuid_at(0, 'x');
SELECT baseuid_at(0, 'MAX' || char(0) || 'junk');
SELECT baseuid_at(0.5, 'min');
SELECT baseuid_at('2262-04-11 23:47:16.854775808', 'max');
SELECT baseuid_at(9223372036855, 'min');
-- Ulid-Flake at a time: the flake epoch .. 2302, node 0..31
SELECT ulidflake_at('2023-12-31 23:59:59.999', 'min');
SELECT ulidflake_at(10500160222208, 'max');
SELECT ulidflake_at(1704067200000, 'max', 32);
SELECT ulidflake_at(1704067200000, 'max', '1');
SELECT ulidflake_at(1704067200000, 'maxi', 1);
SELECT ulidflake_at(1704067200000.0);
-- UUIDv7 at a time
SELECT uuidv7_at(-1);
SELECT uuidv7_at(281474976710656, 'min');
SELECT uuidv7_at('2024-01-01', 'low');
-- UUIDv7
SELECT sortid_unix_ms('01563df3-6481-d676-4c61-efb99302bd5b', 'uuidv7');
SELECT sortid_unix_ms('017f22e2-79b0-7cc3-18c4-dc0c0c07398f', 'uuidv7');
SELECT uuid_unix_ms('017f22e2-79b0-7cc3-98c4');
SELECT uuid_unix_ms(7);
SELECT uuid_timestamp(1.5);
-- a v1 or v6 has a time, but is no UUIDv7
SELECT sortid_unix_ms('C232AB00-9414-11EC-B3C8-9F6BDECED846', 'uuidv7');
SELECT sortid_timestamp('1EC9414C-232A-6B00-B3C8-9F6BDECED846', 'uuidv7');
SELECT sortid_unix_ms(X'C232AB00941411ECB3C89F6BDECED846', 'uuidv7');
-- UUID versions: the other version, another variant, no UUID
SELECT uuid_v1_to_v6('1EC9414C-232A-6B00-B3C8-9F6BDECED846');
SELECT uuid_v6_to_v1('017F22E2-79B0-7CC3-98C4-DC0C0C07398F');
SELECT uuid_v1_to_v6('c232ab00-9414-11ec-73c8-9f6bdeced846');
SELECT uuid_unix_ms('017f22e2-79b0-7cc3-98c4-dc0c0c07398');
SELECT uuid_unix_ms(X'017F22E279B07CC398C4DC0C0C0739');
SELECT uuid_version(1645557742000);
-- TypeID: bad text (the spec's invalid.yml) and bad prefixes, with the byte
SELECT typeid_to_uuid('PREFIX_00000000000000000000000000');
SELECT typeid_to_uuid('pre.fix_00000000000000000000000000');
SELECT typeid_to_uuid('prefix_1234567890123456789012345');
SELECT typeid_to_uuid('prefix_8zzzzzzzzzzzzzzzzzzzzzzzzz');
SELECT typeid_to_uuid('prefix__00000000000000000000000000');
SELECT typeid_to_uuid('01ARYZ6S41TSV4RRFFQ69G5FAV');
SELECT typeid_to_uuid(X'01890A5DAC96774BBCCEB302099A8057');
SELECT gen_typeid('User');
SELECT gen_typeid('user_');
SELECT gen_typeid('us' || char(0) || 'er');
SELECT gen_typeid(replace(hex(zeroblob(32)), '0', 'a'));
SELECT gen_typeid(1);
SELECT typeid_from_uuid('_user', '01890a5d-ac96-774b-bcce-b302099a8057');
SELECT typeid_from_uuid('user', '01890a5d-ac96-774b-bcce-b302099a80');
SELECT typeid_at('User', 0);
SELECT typeid_at('user', -1);
SELECT typeid_at('user', 0, 'maxi');
SELECT gen_monotonic_typeid('user_');
-- KSUID, ObjectId and xid at a time: their ranges
SELECT ksuid_at(0);
SELECT ksuid_at('2151-01-01', 'max');
SELECT objectid_at(-1, 'min');
SELECT xid_at(4294967296000);
SELECT xid_at('2106-02-07 06:28:16', 'min');
-- a Ulid-Flake's node: a scalable one's
SELECT ulidflake_node('8000000000000');
SELECT ulidflake_node(1.5);
-- sortid_*: text that is no ID, not of the named kind, an unknown kind
SELECT sortid_unix_ms('hello');
SELECT sortid_unix_ms('01ARYZ6S41TSV4RRFFQ69G5FAU');
SELECT sortid_unix_ms('aWgEPTl1tmebfsQzFP4bxwgy80W');
SELECT sortid_unix_ms('1234567890');
SELECT sortid_unix_ms('01ARYZ6S41TSV4RRFFQ69G5FA' || char(233));
SELECT sortid_unix_ms(X'01563DF36481D6764C61EFB99302BD5B');
SELECT sortid_unix_ms(1645557742000);
SELECT sortid_unix_ms('01ARYZ6S41TSV4RRFFQ69G5FAV', 'ksuid');
SELECT sortid_unix_ms('vvvvvvvvvvvvvvvvvvv1', 'xid');
SELECT sortid_unix_ms('f81d4fae-7dec-41d0-a765-00a0c91e6bf6', 'uuidv7');
SELECT sortid_unix_ms('01ARYZ6S41TSV4RRFFQ69G5FAV', 'ULID');
SELECT sortid_unix_ms('01ARYZ6S41TSV4RRFFQ69G5FAV', 5);
SELECT sortid_kind('hello');
SELECT sortid_kind('175928847299117063');
SELECT sortid_kind(175928847299117063);
SELECT sortid_inspect('01ARYZ6S41TSV4RRFFQ69G5FAW', 'baseuid');
SELECT sortid_inspect(X'00', 'ulid');
SELECT sortid_timestamp('hello' || char(0));
-- Snowflakes: INTEGER 0 .. 2^63 - 1, TEXT the library's range
SELECT sortid_unix_ms(-1, 'snowflake');
SELECT sortid_unix_ms(1.5, 'snowflake');
SELECT sortid_unix_ms('9223372036854775808', 'snowflake');
SELECT sortid_unix_ms('18446744073709551616', 'snowflake');
SELECT sortid_unix_ms('-5', 'snowflake');
SELECT sortid_unix_ms('12a', 'snowflake');
SELECT sortid_timestamp(X'0000000000000001', 'snowflake');
SELECT sortid_timestamp(X'00', 'snowflake');
-- sortid_convert: the kinds that share no form, a prefix but for a TypeID
SELECT sortid_convert('01ARYZ6S41TSV4RRFFQ69G5FAV', 'ksuid');
SELECT sortid_convert('01ARYZ6S41TSV4RRFFQ69G5FAV', 'nope');
SELECT sortid_convert('01ARYZ6S41TSV4RRFFQ69G5FAV', 'uuid', 'user');
SELECT sortid_convert('01ARYZ6S41TSV4RRFFQ69G5FAV', 'typeid', 'User');
SELECT sortid_convert('01ARYZ6S41TSV4RRFFQ69G5FAV', 'uuidv7');
SELECT sortid_convert(1, 'uuid');
SELECT sortid_convert('hello', 'uuid');
-- SQLite's own checks on the registrations
SELECT gen_ulid(1);
SELECT ulid_from_bytes();
SELECT ulid_at(1, 'min', 2);
CREATE TABLE g(id TEXT, t INTEGER GENERATED ALWAYS AS (ulid_unix_ms(ulid_at(id))));
-- sortid_random_step: an INTEGER the library accepts, top-level SQL only
SELECT sortid_random_step('32');
SELECT sortid_random_step(1.0);
SELECT sortid_random_step(65);
SELECT sortid_random_step(-1);
SELECT sortid_random_step(4294967297);
SELECT sortid_random_step(9223372036854775807);
SELECT sortid_random_step(0, 1);
CREATE VIEW rs AS SELECT sortid_random_step(5);
SELECT * FROM rs;
SELECT 'still +1', sortid_random_step();
