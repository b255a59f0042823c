-- SPDX-License-Identifier: MIT
-- Sort order and uniqueness at volume: 100,000 monotonic IDs in TEXT and in
-- BLOB form sort (ORDER BY) in generation order, and a table keyed by
-- ulid_blob() takes 100,000 inserts without a conflict.

CREATE TABLE mt(seq INTEGER PRIMARY KEY, t TEXT NOT NULL) STRICT;
WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 100000)
INSERT INTO mt(seq, t) SELECT x, ulid_monotonic() FROM c;
CREATE TABLE mb(seq INTEGER PRIMARY KEY, b BLOB NOT NULL) STRICT;
WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 100000)
INSERT INTO mb(seq, b) SELECT x, ulid_monotonic_blob() FROM c;

SELECT 'text rows', count(*), count(DISTINCT t), sum(ulid_valid(t)) FROM mt;
SELECT 'text ORDER BY = generation order', count(*) FROM (SELECT seq, row_number() OVER (ORDER BY t) AS r FROM mt) WHERE seq <> r;
SELECT 'text as BLOB ORDER BY = generation order', count(*) FROM (SELECT seq, row_number() OVER (ORDER BY ulid_to_blob(t)) AS r FROM mt) WHERE seq <> r;
SELECT 'text strictly increasing', count(*) FROM mt a JOIN mt b ON b.seq = a.seq + 1 WHERE b.t <= a.t;
SELECT 'text first row sorts first', (SELECT seq FROM mt ORDER BY t LIMIT 1), (SELECT seq FROM mt ORDER BY t DESC LIMIT 1);

SELECT 'blob rows', count(*), count(DISTINCT b), sum(length(b) = 16) FROM mb;
SELECT 'blob ORDER BY = generation order', count(*) FROM (SELECT seq, row_number() OVER (ORDER BY b) AS r FROM mb) WHERE seq <> r;
SELECT 'blob as TEXT ORDER BY = generation order', count(*) FROM (SELECT seq, row_number() OVER (ORDER BY ulid_to_text(b)) AS r FROM mb) WHERE seq <> r;
SELECT 'blob strictly increasing', count(*) FROM mb a JOIN mb b2 ON b2.seq = a.seq + 1 WHERE b2.b <= a.b;
SELECT 'one stream across statements', (SELECT max(t) FROM mt) < (SELECT ulid_to_text(min(b)) FROM mb);
SELECT 'time order = id order', count(*) FROM mt a JOIN mt b ON b.seq = a.seq + 1 WHERE ulid_timestamp(b.t) < ulid_timestamp(a.t);

-- 100,000 inserts keyed by ulid_blob(): a conflict would abort the INSERT
CREATE TABLE pk(id BLOB PRIMARY KEY DEFAULT (ulid_blob()), n INTEGER NOT NULL) WITHOUT ROWID;
WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 100000)
INSERT INTO pk(id, n) SELECT ulid_blob(), x FROM c;
SELECT 'ulid_blob() primary key rows', count(*), count(DISTINCT id), sum(length(id) = 16) FROM pk;
-- the same through the column DEFAULT, one statement per row
CREATE TABLE pkd(id BLOB PRIMARY KEY DEFAULT (ulid_blob()), n INTEGER NOT NULL) STRICT;
WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 1000)
INSERT INTO pkd(n) SELECT x FROM c;
SELECT 'DEFAULT (ulid_blob()) rows', count(*), count(DISTINCT id) FROM pkd;

-- range scans with ulid_from_time(..., 'min'/'max') use the index
SELECT 'range covers all', count(*) FROM mt WHERE t BETWEEN ulid_from_time((SELECT ulid_timestamp(min(t)) FROM mt), 'min') AND ulid_from_time((SELECT ulid_timestamp(max(t)) FROM mt), 'max');
SELECT 'blob range covers all', count(*) FROM mb WHERE b BETWEEN ulid_to_blob(ulid_from_time((SELECT ulid_timestamp(min(b)) FROM mb), 'min')) AND ulid_to_blob(ulid_from_time((SELECT ulid_timestamp(max(b)) FROM mb), 'max'));
