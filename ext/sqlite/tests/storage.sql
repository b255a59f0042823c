-- SPDX-License-Identifier: MIT
-- Column types: what docs/sqlite.md recommends and the NUMERIC-affinity
-- trap of a column declared `ulid`.

-- A declared type "ulid" gets NUMERIC affinity: ULIDs made only of digits
-- silently become numbers and stop being ULIDs.
CREATE TABLE bad(id ulid);
INSERT INTO bad VALUES ('00000000000000000000000001'), ('01234567890123456789012345'), ('01ARYZ6S41TSV4RRFFQ69G5FAV');
SELECT 'ulid column', typeof(id), quote(id), ulid_valid(id) FROM bad ORDER BY rowid;
SELECT ulid_to_uuid(id) FROM bad WHERE rowid = 1;

-- TEXT, BLOB and STRICT tables keep the values as given
CREATE TABLE t_text(id TEXT PRIMARY KEY NOT NULL DEFAULT (ulid()) CHECK (ulid_valid(id)), body TEXT);
INSERT INTO t_text(id) VALUES ('00000000000000000000000001'), ('01234567890123456789012345');
INSERT INTO t_text(body) VALUES ('default id');
SELECT 'TEXT column', typeof(id), length(id), ulid_valid(id) FROM t_text ORDER BY id LIMIT 2;
SELECT 'TEXT default', ulid_valid(id), length(id) FROM t_text WHERE body = 'default id';
INSERT INTO t_text(id) VALUES ('not a ulid');

CREATE TABLE t_blob(id BLOB PRIMARY KEY NOT NULL DEFAULT (ulid_blob()) CHECK (length(id) = 16), body TEXT);
INSERT INTO t_blob(id) VALUES (ulid_to_blob('00000000000000000000000001'));
INSERT INTO t_blob(body) VALUES ('default id');
SELECT 'BLOB column', typeof(id), length(id), ulid_to_text(id) = '00000000000000000000000001' FROM t_blob ORDER BY id LIMIT 1;

CREATE TABLE t_strict(id TEXT PRIMARY KEY NOT NULL, ts INTEGER GENERATED ALWAYS AS (ulid_timestamp(id)) STORED, flake INTEGER) STRICT;
INSERT INTO t_strict(id, flake) VALUES ('01ARYZ6S41TSV4RRFFQ69G5FAV', ulidflake_to_int('00CMXB6TAK4SA'));
SELECT 'STRICT table', typeof(id), ts, ulidflake_from_int(flake) FROM t_strict;
INSERT INTO t_strict(id) VALUES (12345);

-- deterministic functions work in indexes on expressions and generated columns
CREATE INDEX t_text_time ON t_text(ulid_timestamp(id));
SELECT 'expression index', count(*) FROM t_text WHERE ulid_timestamp(id) = 0;
CREATE TABLE t_gen(at TEXT, lo TEXT GENERATED ALWAYS AS (ulid_from_time(at, 'min')));
INSERT INTO t_gen(at) VALUES ('2016-07-30 22:36:16.385');
SELECT 'generated column', lo FROM t_gen;
-- generators are refused there
CREATE TABLE t_bad(at TEXT, id TEXT GENERATED ALWAYS AS (ulid_from_time(at)));
CREATE INDEX t_text_bad ON t_text(ulid_monotonic());
