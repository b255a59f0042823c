-- SPDX-License-Identifier: MIT
-- Every error path: each statement fails with one message naming the
-- function, the input and (for text) the byte position.  Compared with
-- errors.expected; the runner rewrites the shell's "Runtime error near line
-- N: " prefix to "error: ".

-- ULID text: length, character (each kind of bad byte), overflow
SELECT ulid_to_blob('01ARYZ6S41TSV4RRFFQ69G5FA');
SELECT ulid_to_blob('01ARYZ6S41TSV4RRFFQ69G5FAVX');
SELECT ulid_to_blob('');
SELECT ulid_to_blob('01ARYZ6S41TSV4RRFFQ69G5FAU');
SELECT ulid_to_blob('01ARYZ6S4ITSV4RRFFQ69G5FAV');
SELECT ulid_to_blob('01ARYZ6S41-SV4RRFFQ69G5FAV');
SELECT ulid_to_blob(' 1ARYZ6S41TSV4RRFFQ69G5FAV');
SELECT ulid_to_blob('01ARYZ6S41TSV4RRFFQ69G5FAé');
SELECT ulid_to_blob('01ARYZ6S41TSV4RRFFQ69G5Fé');
SELECT ulid_to_blob('01ARYZ6S41TSV4' || char(9) || 'RFFQ69G5FAV');
SELECT ulid_to_blob('''1ARYZ6S41TSV4RRFFQ69G5FAV');
SELECT ulid_to_blob('80000000000000000000000000');
SELECT ulid_to_blob('ZZZZZZZZZZZZZZZZZZZZZZZZZZ');
SELECT ulid_to_text('0lARYZ6S41TSV4RRFFQ69G5FAV');
SELECT ulid_to_text('01ARYZ6S41TSV4RRFFQ69G5FAU', 'lenient');
SELECT ulid_to_uuid(hex(zeroblob(40)));
-- ULID: wrong storage class, BLOB size
SELECT ulid_to_uuid(123);
SELECT ulid_to_uuid(1.5);
SELECT ulid_timestamp(X'01563DF36481D6764C61EFB99302BD');
SELECT ulid_datetime(X'01563DF36481D6764C61EFB99302BD5B00');
SELECT ulid_to_text(42);
SELECT ulid_next(0);
-- parse-mode argument: matched on its full length (an embedded NUL is a
-- byte like any other), quoted like any input (\xNN, cut after 40 bytes)
SELECT ulid_to_text('01ARYZ6S41TSV4RRFFQ69G5FAV', 'fast');
SELECT ulid_valid('01ARYZ6S41TSV4RRFFQ69G5FAV', 1);
SELECT ulid_valid('01ARYZ6S41TSV4RRFFQ69G5FAV', 'strict' || char(0) || 'junk');
SELECT ulid_to_blob('01ARYZ6S41TSV4RRFFQ69G5FAV', 'lenient ');
SELECT ulid_to_blob('01ARYZ6S41TSV4RRFFQ69G5FAV', 'len');
SELECT ulid_to_blob('01ARYZ6S41TSV4RRFFQ69G5FAV', '');
SELECT ulid_to_text('01ARYZ6S41TSV4RRFFQ69G5FAV', 'stri' || char(10) || 't');
SELECT ulid_to_text('01ARYZ6S41TSV4RRFFQ69G5FAV', 'lenïent');
SELECT ulid_to_text('01ARYZ6S41TSV4RRFFQ69G5FAV', 'min');
SELECT ulid_to_text('01ARYZ6S41TSV4RRFFQ69G5FAV', 'strict' || replace(hex(zeroblob(500000)), '00', 'x'));
SELECT ulid_to_text('01ARYZ6S41TSV4RRFFQ69G5FAV', X'7374726963');
-- an ID with an embedded NUL or control byte
SELECT ulid_to_blob('01ARYZ6S41TSV4RRFFQ69G5FA' || char(0));
SELECT ulid_to_blob('01ARYZ6S41TSV4RRFFQ69G5FAV' || char(0));
SELECT ulidflake_to_int('00CMXB6TA' || char(0) || 'K4S');
SELECT baseuid_to_text('ANjssJkyfa3H00J9ZPJ' || char(127));
SELECT ulid_from_uuid('01563df3-6481-d676-4c61-efb99302bd5' || char(27));
SELECT ulidflake_from_int('12' || char(0) || '3');
-- ulid_next past the last ULID of a millisecond
SELECT ulid_next('01BX5ZZKBKZZZZZZZZZZZZZZZZ');
SELECT ulid_next(X'0000000000FFFFFFFFFFFFFFFFFFFFFF');
-- ulid_from_time: range, time string, storage class, bound argument
SELECT ulid_from_time(-1, 'min');
SELECT ulid_from_time(281474976710656, 'max');
SELECT ulid_from_time(-1);
SELECT ulid_from_time('1969-12-31 23:59:59.999', 'min');
SELECT ulid_from_time('2024-13-01', 'min');
SELECT ulid_from_time('2023-02-29', 'min');
SELECT ulid_from_time('2024-01-01 25:00', 'min');
SELECT ulid_from_time('2024-01-01x00:00', 'min');
SELECT ulid_from_time('2024-01', 'min');
SELECT ulid_from_time('now', 'min');
SELECT ulid_from_time('1469918176385', 'min');
SELECT ulid_from_time(1469918176385.5, 'min');
SELECT ulid_from_time(X'00', 'min');
SELECT ulid_from_time(0, 'middle');
SELECT ulid_from_time(0, 1);
SELECT ulid_from_time(0, 'min' || char(0) || 'junk');
SELECT ulid_from_time(0, 'max' || char(0));
SELECT ulid_from_time(0, 'mi');
SELECT ulid_from_time(0, 'maximum');
SELECT ulid_from_time(0, char(1, 2, 3, 200));
SELECT ulid_from_time(0, replace(hex(zeroblob(100)), '00', 'm'));
SELECT ulid_from_time(0, X'6D696E');
SELECT ulid_from_time('2024-01-01' || char(0), 'min');
SELECT ulid_from_time('2024-01-01 00:00:00.000' || replace(hex(zeroblob(50)), '00', '0') || 'x', 'min');
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
SELECT ulidflake_timestamp('00CMXB6TAK4S');
SELECT ulidflake_from_int(-1);
SELECT ulidflake_from_int('12a');
SELECT ulidflake_from_int('');
SELECT ulidflake_from_int('9223372036854775808');
SELECT ulidflake_from_int('99999999999999999999');
SELECT ulidflake_from_int('-1');
SELECT ulidflake_from_int(1.5);
SELECT ulidflake_from_int(X'01');
SELECT ulidflake(32);
SELECT ulidflake(-1);
SELECT ulidflake_int('a');
SELECT ulidflake_int(1.0);
-- BaseUID
SELECT baseuid_to_uuid('ANjssJkyfa3H00J9ZPJ+');
SELECT baseuid_to_uuid('ANjssJkyfa3H00J9ZPJ');
SELECT baseuid_timestamp('ANjssJkyfa3H00J9ZPJGG');
SELECT baseuid_to_blob(X'2D8BF8E14C3EAE611204150A91A5');
SELECT baseuid_to_text(5);
SELECT baseuid_valid('ANjssJkyfa3H00J9ZPJG') + baseuid_to_text(1.5);
SELECT baseuid_from_uuid('2d8bf8e1-4c3e-7ae6-8448-10542a469444');
SELECT baseuid_from_uuid('2d8bf8e1-4c3e-8ae6-c448-10542a469444');
SELECT baseuid_from_uuid('2d8bf8e1-4c3e-8ae6-8448-10542a469445');
SELECT baseuid_from_uuid('2d8bf8e1-4c3e-8ae6-8448');
SELECT baseuid_from_uuid(1);
SELECT baseuid_from_time(-1, 'min');
SELECT baseuid_from_time('2263-01-01', 'min');
SELECT baseuid_from_time('1960-01-01');
SELECT baseuid_from_time('2022-01-01T00:00:00Q', 'min');
SELECT baseuid_from_time(0, 'x');
SELECT baseuid_from_time(0, 'MAX' || char(0) || 'junk');
SELECT baseuid_from_time(0.5, 'min');
SELECT baseuid_from_time('2262-04-11 23:47:16.854775808', 'max');
SELECT baseuid_from_time(9223372036855, 'min');
-- Ulid-Flake at a time: the flake epoch .. 2302, node 0..31
SELECT ulidflake_from_time('2023-12-31 23:59:59.999', 'min');
SELECT ulidflake_from_time(10500160222208, 'max');
SELECT ulidflake_from_time(1704067200000, 'max', 32);
SELECT ulidflake_from_time(1704067200000, 'max', '1');
SELECT ulidflake_from_time(1704067200000, 'maxi', 1);
SELECT ulidflake_from_time(1704067200000.0);
-- UUIDv7 at a time
SELECT uuidv7_from_time(-1);
SELECT uuidv7_from_time(281474976710656, 'min');
SELECT uuidv7_from_time('2024-01-01', 'low');
-- UUIDv7
SELECT uuidv7_timestamp('01563df3-6481-d676-4c61-efb99302bd5b');
SELECT uuidv7_timestamp('017f22e2-79b0-7cc3-18c4-dc0c0c07398f');
SELECT uuidv7_timestamp('017f22e2-79b0-7cc3-98c4');
SELECT uuidv7_timestamp(7);
-- v7-only: a v1 or v6 has a time, but is no UUIDv7
SELECT uuidv7_timestamp('C232AB00-9414-11EC-B3C8-9F6BDECED846');
SELECT uuidv7_timestamp('1EC9414C-232A-6B00-B3C8-9F6BDECED846');
SELECT uuidv7_timestamp(X'C232AB00941411ECB3C89F6BDECED846');
-- UUID versions: the other version, another variant, no UUID
SELECT uuid_v1_to_v6('1EC9414C-232A-6B00-B3C8-9F6BDECED846');
SELECT uuid_v6_to_v1('017F22E2-79B0-7CC3-98C4-DC0C0C07398F');
SELECT uuid_v1_to_v6('c232ab00-9414-11ec-73c8-9f6bdeced846');
SELECT uuid_time('017f22e2-79b0-7cc3-98c4-dc0c0c07398');
SELECT uuid_time(X'017F22E279B07CC398C4DC0C0C0739');
SELECT uuid_version(1645557742000);
-- TypeID: bad text (the spec's invalid.yml) and bad prefixes, with the byte
SELECT typeid_to_uuid('PREFIX_00000000000000000000000000');
SELECT typeid_to_uuid('pre.fix_00000000000000000000000000');
SELECT typeid_to_uuid('prefix_1234567890123456789012345');
SELECT typeid_to_uuid('prefix_8zzzzzzzzzzzzzzzzzzzzzzzzz');
SELECT typeid_to_uuid('prefix__00000000000000000000000000');
SELECT typeid_to_uuid('01ARYZ6S41TSV4RRFFQ69G5FAV');
SELECT typeid_to_uuid(X'01890A5DAC96774BBCCEB302099A8057');
SELECT typeid('User');
SELECT typeid('user_');
SELECT typeid('us' || char(0) || 'er');
SELECT typeid(replace(hex(zeroblob(32)), '0', 'a'));
SELECT typeid(1);
SELECT uuid_to_typeid('_user', '01890a5d-ac96-774b-bcce-b302099a8057');
SELECT uuid_to_typeid('user', '01890a5d-ac96-774b-bcce-b302099a80');
-- sortid_time: text that is no ID, not of the named kind, an unknown kind
SELECT sortid_time('hello');
SELECT sortid_time('01ARYZ6S41TSV4RRFFQ69G5FAU');
SELECT sortid_time('aWgEPTl1tmebfsQzFP4bxwgy80W');
SELECT sortid_time('1234567890');
SELECT sortid_time('01ARYZ6S41TSV4RRFFQ69G5FA' || char(233));
SELECT sortid_time(X'01563DF36481D6764C61EFB99302BD5B');
SELECT sortid_time(1645557742000);
SELECT sortid_time('01ARYZ6S41TSV4RRFFQ69G5FAV', 'ksuid');
SELECT sortid_time('vvvvvvvvvvvvvvvvvvv1', 'xid');
SELECT sortid_time('f81d4fae-7dec-41d0-a765-00a0c91e6bf6', 'uuidv7');
SELECT sortid_time('01ARYZ6S41TSV4RRFFQ69G5FAV', 'ULID');
SELECT sortid_time('01ARYZ6S41TSV4RRFFQ69G5FAV', 5);
-- SQLite's own checks on the registrations
SELECT ulid(1);
SELECT ulid_to_text();
SELECT ulid_from_time(1, 'min', 2);
CREATE TABLE g(id TEXT, t INTEGER GENERATED ALWAYS AS (ulid_timestamp(ulid_from_time(id))));
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
