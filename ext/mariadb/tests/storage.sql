-- SPDX-License-Identifier: MIT
-- Storage that sorts: IDs of 3,000 distinct times (a permutation, each a
-- distinct second and millisecond) stored in each column type; a column
-- keeps time order when ORDER BY it never steps back in time (0 below).
-- Compared with storage.expected by run-tests.sh.
CREATE TABLE kinds (n INT PRIMARY KEY, t BIGINT, ulid_b BINARY(16), ulid_c CHAR(26) CHARACTER SET ascii COLLATE ascii_bin, ulid_ci CHAR(26), flake_b BINARY(8), flake_i BIGINT, flake_c CHAR(13) CHARACTER SET ascii COLLATE ascii_bin, baseuid_b BINARY(15), baseuid_c CHAR(20) CHARACTER SET ascii COLLATE ascii_bin, baseuid_ci CHAR(20), uuidv7_b BINARY(16), uuidv7_c CHAR(36) CHARACTER SET ascii COLLATE ascii_bin, uuidv7_u UUID, ksuid_c CHAR(27) CHARACTER SET ascii COLLATE ascii_bin, ksuid_ci CHAR(27), objectid_c CHAR(24) CHARACTER SET ascii COLLATE ascii_bin, xid_c CHAR(20) CHARACTER SET ascii COLLATE ascii_bin, typeid_c VARCHAR(40) CHARACTER SET ascii COLLATE ascii_bin, ulid_u_text UUID NULL, ulid_u_bytes UUID, ulid_u_v7 UUID);
INSERT INTO kinds (n, t) SELECT seq, 1720000000000 + (seq * 7919 MOD 3000) * 1001 FROM seq_1_to_3000;
UPDATE kinds SET ulid_c = ulid_at(t), flake_c = ulidflake_at(t), baseuid_c = baseuid_at(t), uuidv7_c = uuidv7_at(t), ksuid_c = ksuid_at(t), objectid_c = objectid_at(t), xid_c = xid_at(t), typeid_c = typeid_at('user', t);
UPDATE kinds SET ulid_b = ulid_to_bytes(ulid_c), ulid_ci = ulid_c, flake_b = ulidflake_to_bytes(flake_c), flake_i = ulidflake_to_int(flake_c), baseuid_b = baseuid_to_bytes(baseuid_c), baseuid_ci = baseuid_c, uuidv7_b = uuidv7_to_bytes(uuidv7_c), uuidv7_u = uuidv7_to_bytes(uuidv7_c), ksuid_ci = ksuid_c;
UPDATE kinds SET ulid_u_bytes = ulid_to_bytes(ulid_c), ulid_u_v7 = uuidv7_to_bytes(ulid_to_uuidv7(ulid_c));
CREATE INDEX by_ulid_b ON kinds (ulid_b);
CREATE INDEX by_ulid_c ON kinds (ulid_c);
CREATE INDEX by_uuidv7_u ON kinds (uuidv7_u);
UPDATE IGNORE kinds SET ulid_u_text = CONVERT(ulid_to_uuid(ulid_c) USING ascii);
SELECT 'rows', count(*), count(DISTINCT t), count(DISTINCT t DIV 1000) FROM kinds;

-- time order kept: the number of steps back in time in ORDER BY the column
SELECT 'ULID BINARY(16)', count(*) FROM (SELECT t, LAG(t) OVER (ORDER BY ulid_b) p FROM kinds) x WHERE t < p;
SELECT 'ULID CHAR(26) ascii_bin', count(*) FROM (SELECT t, LAG(t) OVER (ORDER BY ulid_c) p FROM kinds) x WHERE t < p;
SELECT 'ULID CHAR(26) default collation', count(*) FROM (SELECT t, LAG(t) OVER (ORDER BY ulid_ci) p FROM kinds) x WHERE t < p;
SELECT 'Ulid-Flake BINARY(8)', count(*) FROM (SELECT t, LAG(t) OVER (ORDER BY flake_b) p FROM kinds) x WHERE t < p;
SELECT 'Ulid-Flake BIGINT', count(*) FROM (SELECT t, LAG(t) OVER (ORDER BY flake_i) p FROM kinds) x WHERE t < p;
SELECT 'Ulid-Flake CHAR(13) ascii_bin', count(*) FROM (SELECT t, LAG(t) OVER (ORDER BY flake_c) p FROM kinds) x WHERE t < p;
SELECT 'BaseUID BINARY(15)', count(*) FROM (SELECT t, LAG(t) OVER (ORDER BY baseuid_b) p FROM kinds) x WHERE t < p;
SELECT 'BaseUID CHAR(20) ascii_bin', count(*) FROM (SELECT t, LAG(t) OVER (ORDER BY baseuid_c) p FROM kinds) x WHERE t < p;
SELECT 'UUIDv7 BINARY(16)', count(*) FROM (SELECT t, LAG(t) OVER (ORDER BY uuidv7_b) p FROM kinds) x WHERE t < p;
SELECT 'UUIDv7 CHAR(36) ascii_bin', count(*) FROM (SELECT t, LAG(t) OVER (ORDER BY uuidv7_c) p FROM kinds) x WHERE t < p;
SELECT 'UUIDv7 UUID', count(*) FROM (SELECT t, LAG(t) OVER (ORDER BY uuidv7_u) p FROM kinds) x WHERE t < p;
SELECT 'KSUID CHAR(27) ascii_bin', count(*) FROM (SELECT t, LAG(t) OVER (ORDER BY ksuid_c) p FROM kinds) x WHERE t < p;
SELECT 'ObjectId CHAR(24) ascii_bin', count(*) FROM (SELECT t, LAG(t) OVER (ORDER BY objectid_c) p FROM kinds) x WHERE t < p;
SELECT 'xid CHAR(20) ascii_bin', count(*) FROM (SELECT t, LAG(t) OVER (ORDER BY xid_c) p FROM kinds) x WHERE t < p;
SELECT 'TypeID VARCHAR(40) ascii_bin', count(*) FROM (SELECT t, LAG(t) OVER (ORDER BY typeid_c) p FROM kinds) x WHERE t < p;
SELECT 'ULID UUIDv7 form in UUID', count(*) FROM (SELECT t, LAG(t) OVER (ORDER BY ulid_u_v7) p FROM kinds) x WHERE t < p;
SELECT 'UUID columns stored', count(uuidv7_u), count(ulid_u_v7), count(ulid_u_bytes) FROM kinds;
SELECT 'ULID UUIDv7 form keeps the time', sum(uuid_unix_ms(ulid_u_v7) = t) FROM kinds;
SELECT 'ULID UUIDv7 form back to a ULID of the same time', sum(ulid_unix_ms(ulid_from_uuid(ulid_u_v7)) = t) FROM kinds;

-- the case-insensitive default collation breaks the order of case-sensitive text (BaseUID, KSUID)
SELECT 'BaseUID CHAR(20) default collation out of order', count(*) > 0 FROM (SELECT t, LAG(t) OVER (ORDER BY baseuid_ci) p FROM kinds) x WHERE t < p;
SELECT 'KSUID CHAR(27) default collation out of order', count(*) > 0 FROM (SELECT t, LAG(t) OVER (ORDER BY ksuid_ci) p FROM kinds) x WHERE t < p;

-- MariaDB's UUID type and a ULID's own bits: text with variant 0 and version >= 8 refused (about a quarter), the rest stored, bytes swapped for versions 1-5: out of time order
SELECT 'ULID text in UUID: refused, a quarter', count(*) - count(ulid_u_text) BETWEEN 3000 * 0.2 AND 3000 * 0.3 FROM kinds;
SELECT 'ULID text in UUID: stored out of order', count(*) > 0 FROM (SELECT t, ulid_u_text, LAG(t) OVER (ORDER BY ulid_u_text) p FROM kinds WHERE ulid_u_text IS NOT NULL) x WHERE t < p;
SELECT 'ULID bytes in UUID: stored out of order', count(*) > 0 FROM (SELECT t, LAG(t) OVER (ORDER BY ulid_u_bytes) p FROM kinds) x WHERE t < p;

-- increasing makers in insertion order: ORDER BY the ID is ORDER BY n
CREATE TABLE made (n INT PRIMARY KEY, u UUID, b BINARY(16), f BINARY(8), c CHAR(26) CHARACTER SET ascii COLLATE ascii_bin);
INSERT INTO made SELECT seq, gen_uuidv7_bytes(), gen_monotonic_ulid_bytes(), gen_ulidflake_bytes(9), gen_monotonic_ulid() FROM seq_1_to_5000 ORDER BY seq;
SELECT 'gen_uuidv7_bytes() into UUID', count(*) FROM (SELECT n, LAG(n) OVER (ORDER BY u) p FROM made) x WHERE n < p;
SELECT 'gen_monotonic_ulid_bytes() into BINARY(16)', count(*) FROM (SELECT n, LAG(n) OVER (ORDER BY b) p FROM made) x WHERE n < p;
SELECT 'gen_ulidflake_bytes(9) into BINARY(8)', count(*) FROM (SELECT n, LAG(n) OVER (ORDER BY f) p FROM made) x WHERE n < p;
SELECT 'gen_monotonic_ulid() into CHAR(26)', count(*) FROM (SELECT n, LAG(n) OVER (ORDER BY c) p FROM made) x WHERE n < p;
SELECT 'UUID column read back as text', sortid_kind(u), uuid_unix_ms(u) > 0 FROM made WHERE n = 1;

-- ranges by time, as the library's at-time bounds give them
SELECT 'BINARY(16) range', count(*) = (SELECT count(*) FROM kinds WHERE t BETWEEN 1720000100000 AND 1720001100000) FROM kinds WHERE ulid_b BETWEEN ulid_to_bytes(ulid_at(1720000100000, 'min')) AND ulid_to_bytes(ulid_at(1720001100000, 'max'));
SELECT 'CHAR(26) range', count(*) = (SELECT count(*) FROM kinds WHERE t BETWEEN 1720000100000 AND 1720001100000) FROM kinds WHERE ulid_c BETWEEN CONVERT(ulid_at(1720000100000, 'min') USING ascii) AND CONVERT(ulid_at(1720001100000, 'max') USING ascii);
SELECT 'UUID range', count(*) = (SELECT count(*) FROM kinds WHERE t BETWEEN 1720000100000 AND 1720001100000) FROM kinds WHERE uuidv7_u BETWEEN uuidv7_to_bytes(uuidv7_at(1720000100000, 'min')) AND uuidv7_to_bytes(uuidv7_at(1720001100000, 'max'));
SELECT 'KSUID range (seconds)', count(*) = (SELECT count(*) FROM kinds WHERE t DIV 1000 BETWEEN 1720000100 AND 1720001100) FROM kinds WHERE ksuid_c BETWEEN ksuid_at(1720000100000, 'min') AND ksuid_at(1720001100000, 'max');

