-- SPDX-License-Identifier: MIT
-- Bad input of every sort: each statement fails with an error naming the
-- function, the argument and (for text) the byte, or gives NULL for NULL.
-- Compared with errors.expected by run-tests.sh.

-- arity and types: refused when the statement is prepared
SELECT gen_ulid(1);
SELECT ulid_at();
SELECT ulid_at(1469918176385, 'min', 3);
SELECT sortid_convert('01ARYZ6S41TSV4RRFFQ69G5FAV');
SELECT ulid_to_bytes(123);
SELECT ulid_at(1.469918176385e12, 'min');
SELECT gen_ulidflake('3');
SELECT gen_ulidflake(3.0);
SELECT sortid_random_step('32');
SELECT gen_typeid();
SELECT typeid_at(1469918176385, 'min');
SELECT gen_ulidflake(NULL);
SELECT sortid_valid('01ARYZ6S41TSV4RRFFQ69G5FAV', 7);

-- bad text: characters, length, overflow, bytes >= 0x80, NUL bytes, huge strings
SELECT ulid_to_bytes('01ARYZ6S41TSV4RRFFQ69G5FAU');
SELECT ulid_to_bytes('01ARYZ6S41TSV4RRFFQ69G5FA');
SELECT ulid_to_bytes('81ARYZ6S41TSV4RRFFQ69G5FAV');
SELECT ulid_to_bytes(CONCAT('01ARYZ6S41TSV4RRFFQ69G5F', X'C3A9'));
SELECT ulid_to_bytes(CONCAT('01ARYZ6S41TSV4RR', CHAR(0), 'FQ69G5FAV'));
SELECT ulid_unix_ms(CONCAT('01ARYZ6S41TSV4RRFFQ69G5FAV', CHAR(0)));
SELECT ulid_timestamp(REPEAT('0', 1000000));
SELECT ulidflake_unix_ms('00CMXB6TAK4S!');
SELECT uuidv7_to_bytes('f81d4fae-7dec-41d0-a765-00a0c91e6bf6');
SELECT uuid_unix_ms('f81d4fae-7dec-41d0-a765-00a0c91e6bf6x');
SELECT baseuid_to_bytes('ANjssJkyfa3H00J9ZPJ');
SELECT sortid_unix_ms('aWgEPTl1tmebfsQzFP4bxwgy80W', 'ksuid');
SELECT sortid_unix_ms('User_01h455vb4pex5vsknk084sn02q', 'typeid');
SELECT typeid_to_uuid('user_01h455vb4pex5vsknk084sn02');
SELECT ulidflake_unix_ms(-5);
SELECT sortid_kind('nope');
SELECT sortid_timestamp('01ARYZ6S41TSV4RRFFQ69G5FAV', 'flake');

-- bytes of the wrong length or values the kind does not allow
SELECT ulid_from_bytes(X'0102');
SELECT ulid_from_bytes(REPEAT(X'00', 17));
SELECT uuidv7_from_bytes(X'F81D4FAE7DEC41D0A76500A0C91E6BF6');
SELECT baseuid_from_bytes(X'00');
SELECT ulidflake_from_bytes(X'FFFFFFFFFFFFFFFF');
SELECT ulidflake_from_int(-1);
SELECT ulidflake_from_int('12a');
SELECT ulidflake_from_int('99999999999999999999');
SELECT uuid_v1_to_v6('017f22e2-79b0-7cc3-98c4-dc0c0c07398f');
SELECT uuid_v6_to_v1('C232AB00-9414-11EC-B3C8-9F6BDECED846');
SELECT typeid_from_uuid('a-b', 'da50ef9d-5a80-73d5-a12c-ab2f7c05a55e');
SELECT sortid_inspect('01ARYZ6S41TSV4RRFFQ69G5FAV', 'ksuid');

-- times, modes, nodes, steps, kinds, prefixes
SELECT ulid_at('2016-13-01', 'min');
SELECT ulid_at('2016-07-30 22:36:16.385 junk', 'min');
SELECT ulid_at(1469918176, 'min');
SELECT ulid_at('1469918176.385', 'min');
SELECT ulid_at('-1ms', 'min');
SELECT ulid_at('281474976710656ms', 'max');
SELECT ulidflake_at('2023-12-31 23:59:59.999', 'min');
SELECT ulid_at(1469918176385, 'middle');
SELECT ulid_at(1469918176385, CONCAT('min', CHAR(0)));
SELECT ulid_at(1469918176385, 'maximum');
SELECT gen_ulidflake(32);
SELECT gen_ulidflake(-1);
SELECT ulidflake_at(1717653966666, 'min', 99);
SELECT sortid_random_step(65);
SELECT sortid_random_step(-1);
SELECT sortid_random_step(1, 2);
SELECT sortid_valid('x', 'nokind');
SELECT sortid_convert('01ARYZ6S41TSV4RRFFQ69G5FAV', 'ksuid');
SELECT sortid_convert('01ARYZ6S41TSV4RRFFQ69G5FAV', 'uuidv7');
SELECT gen_typeid('User');
SELECT gen_typeid(CONCAT('us', X'FF', 'er'));
SELECT sortid_convert('da50ef9d-5a80-73d5-a12c-ab2f7c05a55e', 'typeid', 'a b');

-- a bad row stops the statement: nothing is written
CREATE TABLE bad_in (x VARCHAR(40));
INSERT INTO bad_in VALUES ('01ARYZ6S41TSV4RRFFQ69G5FAV'), ('01ARYZ6S41TSV4RRFFQ69G5FAU');
CREATE TABLE bad_out (id BINARY(16));
INSERT INTO bad_out SELECT ulid_to_bytes(x) FROM bad_in;
SELECT 'rows written after the error', count(*) FROM bad_out;
