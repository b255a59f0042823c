-- SPDX-License-Identifier: MIT
-- Column types: what docs/sqlite.md recommends and the NUMERIC-affinity
-- trap of a column declared `ulid`.

-- A declared type "ulid" gets NUMERIC affinity: ULIDs made only of digits
-- silently become numbers and stop being ULIDs.
CREATE TABLE bad(id ulid);
INSERT INTO bad VALUES ('00000000000000000000000001'), ('01234567890123456789012345'), ('01ARYZ6S41TSV4RRFFQ69G5FAV');
SELECT 'ulid column', typeof(id), quote(id), sortid_valid(id, 'ulid') FROM bad ORDER BY rowid;
SELECT ulid_to_uuid(id) FROM bad WHERE rowid = 1;

-- TEXT, BLOB, INTEGER and STRICT tables keep the values as given
CREATE TABLE t_text(id TEXT PRIMARY KEY NOT NULL DEFAULT (gen_ulid()) CHECK (sortid_valid(id, 'ulid')), body TEXT);
INSERT INTO t_text(id) VALUES ('00000000000000000000000001'), ('01234567890123456789012345');
INSERT INTO t_text(body) VALUES ('default id');
SELECT 'TEXT column', typeof(id), length(id), sortid_valid(id, 'ulid') FROM t_text ORDER BY id LIMIT 2;
SELECT 'TEXT default', sortid_valid(id, 'ulid'), length(id) FROM t_text WHERE body = 'default id';
INSERT INTO t_text(id) VALUES ('not a ulid');

CREATE TABLE t_blob(id BLOB PRIMARY KEY NOT NULL DEFAULT (gen_ulid_bytes()) CHECK (length(id) = 16), body TEXT);
INSERT INTO t_blob(id) VALUES (ulid_to_bytes('00000000000000000000000001'));
INSERT INTO t_blob(body) VALUES ('default id');
SELECT 'BLOB column', typeof(id), length(id), ulid_from_bytes(id) = '00000000000000000000000001' FROM t_blob ORDER BY id LIMIT 1;

CREATE TABLE t_strict(id TEXT PRIMARY KEY NOT NULL, ts INTEGER GENERATED ALWAYS AS (ulid_unix_ms(id)) STORED, flake INTEGER) STRICT;
INSERT INTO t_strict(id, flake) VALUES ('01ARYZ6S41TSV4RRFFQ69G5FAV', ulidflake_to_int('00CMXB6TAK4SA'));
SELECT 'STRICT table', typeof(id), ts, ulidflake_from_int(flake) FROM t_strict;
INSERT INTO t_strict(id) VALUES (12345);

-- Snowflakes in an INTEGER column, as most schemas keep them (up to 2^63 - 1)
CREATE TABLE t_snow(id INTEGER PRIMARY KEY, body TEXT) STRICT;
INSERT INTO t_snow VALUES (175928847299117063, 'a'), (1541815603606036480, 'b');
SELECT 'INTEGER snowflake', id, sortid_unix_ms(id, 'snowflake'), sortid_valid(id, 'snowflake') FROM t_snow ORDER BY id;
SELECT 'INTEGER snowflake range', count(*) FROM t_snow WHERE sortid_timestamp(id, 'snowflake') >= '2022-01-01';

-- deterministic functions work in indexes on expressions and generated columns
CREATE INDEX t_text_time ON t_text(ulid_unix_ms(id));
SELECT 'expression index', count(*) FROM t_text WHERE ulid_unix_ms(id) = 0;
CREATE TABLE t_gen(id TEXT, ts TEXT GENERATED ALWAYS AS (ulid_timestamp(id)), u TEXT GENERATED ALWAYS AS (ulid_to_uuid(id)));
INSERT INTO t_gen(id) VALUES ('01ARYZ6S41TSV4RRFFQ69G5FAV');
SELECT 'generated column', ts, u FROM t_gen;
-- generators and *_at (a random part unless the mode says otherwise) are refused there
CREATE TABLE t_bad(at TEXT, id TEXT GENERATED ALWAYS AS (ulid_at(at, 'min')));
CREATE INDEX t_text_bad ON t_text(gen_monotonic_ulid());
