-- SPDX-License-Identifier: MIT
-- Sort order and uniqueness at volume: 100,000 monotonic IDs in TEXT and in
-- BLOB form sort (ORDER BY) in generation order, and a table keyed by
-- gen_ulid_bytes() takes 100,000 inserts without a conflict.

CREATE TABLE mt(seq INTEGER PRIMARY KEY, t TEXT NOT NULL) STRICT;
WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 100000)
INSERT INTO mt(seq, t) SELECT x, gen_monotonic_ulid() FROM c;
CREATE TABLE mb(seq INTEGER PRIMARY KEY, b BLOB NOT NULL) STRICT;
WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 100000)
INSERT INTO mb(seq, b) SELECT x, gen_monotonic_ulid_bytes() FROM c;

SELECT 'text rows', count(*), count(DISTINCT t), sum(sortid_valid(t, 'ulid')) FROM mt;
SELECT 'text ORDER BY = generation order', count(*) FROM (SELECT seq, row_number() OVER (ORDER BY t) AS r FROM mt) WHERE seq <> r;
SELECT 'text as BLOB ORDER BY = generation order', count(*) FROM (SELECT seq, row_number() OVER (ORDER BY ulid_to_bytes(t)) AS r FROM mt) WHERE seq <> r;
SELECT 'text strictly increasing', count(*) FROM mt a JOIN mt b ON b.seq = a.seq + 1 WHERE b.t <= a.t;
SELECT 'text first row sorts first', (SELECT seq FROM mt ORDER BY t LIMIT 1), (SELECT seq FROM mt ORDER BY t DESC LIMIT 1);

SELECT 'blob rows', count(*), count(DISTINCT b), sum(length(b) = 16) FROM mb;
SELECT 'blob ORDER BY = generation order', count(*) FROM (SELECT seq, row_number() OVER (ORDER BY b) AS r FROM mb) WHERE seq <> r;
SELECT 'blob as TEXT ORDER BY = generation order', count(*) FROM (SELECT seq, row_number() OVER (ORDER BY ulid_from_bytes(b)) AS r FROM mb) WHERE seq <> r;
SELECT 'blob strictly increasing', count(*) FROM mb a JOIN mb b2 ON b2.seq = a.seq + 1 WHERE b2.b <= a.b;
SELECT 'one stream across statements', (SELECT max(t) FROM mt) < (SELECT ulid_from_bytes(min(b)) FROM mb);
SELECT 'time order = id order', count(*) FROM mt a JOIN mt b ON b.seq = a.seq + 1 WHERE ulid_unix_ms(b.t) < ulid_unix_ms(a.t);

-- 100,000 inserts keyed by gen_ulid_bytes(): a conflict would abort the INSERT
CREATE TABLE pk(id BLOB PRIMARY KEY DEFAULT (gen_ulid_bytes()), n INTEGER NOT NULL) WITHOUT ROWID;
WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 100000)
INSERT INTO pk(id, n) SELECT gen_ulid_bytes(), x FROM c;
SELECT 'gen_ulid_bytes() primary key rows', count(*), count(DISTINCT id), sum(length(id) = 16) FROM pk;
-- the same through the column DEFAULT, one statement per row
CREATE TABLE pkd(id BLOB PRIMARY KEY DEFAULT (gen_ulid_bytes()), n INTEGER NOT NULL) STRICT;
WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 1000)
INSERT INTO pkd(n) SELECT x FROM c;
SELECT 'DEFAULT (gen_ulid_bytes()) rows', count(*), count(DISTINCT id) FROM pkd;

-- range scans with ulid_at(..., 'min'/'max') use the index
SELECT 'range covers all', count(*) FROM mt WHERE t BETWEEN ulid_at((SELECT ulid_unix_ms(min(t)) FROM mt), 'min') AND ulid_at((SELECT ulid_unix_ms(max(t)) FROM mt), 'max');
SELECT 'blob range covers all', count(*) FROM mb WHERE b BETWEEN ulid_to_bytes(ulid_at((SELECT ulid_unix_ms(min(b)) FROM mb), 'min')) AND ulid_to_bytes(ulid_at((SELECT ulid_unix_ms(max(b)) FROM mb), 'max'));
