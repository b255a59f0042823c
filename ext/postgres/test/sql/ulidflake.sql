-- SPDX-License-Identifier: MIT
-- ulidflake: text I/O, errors, operators, bigint casts, generators
SET timezone = 'UTC';
SET datestyle = 'ISO, YMD';
\set VERBOSITY default

SELECT '00CMXB6TAK4SA'::ulidflake, '00cmxb6tak4sa'::ulidflake, '7ZZZZZZZZZZZZ'::ulidflake;
SELECT ''::ulidflake;
SELECT '00CMXB6TAK4S'::ulidflake;
SELECT '00CMXB6TAK4SAA'::ulidflake;
SELECT '00CMH8K1E1E1U'::ulidflake;
SELECT '8000000000000'::ulidflake;
SELECT '00CMXB6TAK4SL'::ulidflake;

-- bigint casts both ways; a negative bigint is rejected
SELECT '00CMXB6TAK4SA'::ulidflake::bigint, 14246757444195114::bigint::ulidflake;
SELECT 0::bigint::ulidflake, 9223372036854775807::bigint::ulidflake;
SELECT (-1)::bigint::ulidflake;
-- "0x" and 1..16 hex digits is read as text too
SELECT '0x329D59B4A9932A'::ulidflake, '0x329d59b4a9932a'::ulidflake::bigint;
SELECT '0x8000000000000000'::ulidflake;
SELECT '00CMXB6TAK4SA'::ulidflake::text, 'x'::text::ulidflake;
-- explicit only
SELECT '00CMXB6TAK4SA'::ulidflake = 14246757444195114;
SELECT '00CMXB6TAK4SA'::ulidflake + 1;
CREATE TEMP TABLE tb (b bigint);
INSERT INTO tb VALUES ('00CMXB6TAK4SA'::ulidflake);

-- operators
SELECT a, b, a = b AS eq, a <> b AS ne, a < b AS lt, a <= b AS le, a > b AS gt, a >= b AS ge,
       ulidflake_cmp(a, b) AS cmp
FROM (VALUES ('00CMXB6TAK4SA'::ulidflake, '00CMXB6TAK4SA'::ulidflake),
             ('00CMXB6TAK4SA', '00F2N078MDT7J'),
             ('7ZZZZZZZZZZZZ', '0000000000000')) v(a, b);

SELECT ulidflake_send('00CMXB6TAK4SA'), ulidflake_send('7ZZZZZZZZZZZZ');

-- parts
SELECT ulidflake_timestamp('00CMXB6TAK4SA'), ulidflake_timestamp('0000000000000'),
       ulidflake_timestamp('7ZZZZZZZZZZZZ');
SELECT ulidflake_node('00F2NC9TEXQ0Z'), ulidflake_node('00EZJCRCB4B32');

-- generators: stand-alone, GUC node, argument node
SELECT ulidflake_timestamp(gen_ulidflake()) BETWEEN now() - interval '1 minute' AND clock_timestamp();
SHOW sortid.flake_node;
SET sortid.flake_node = 7;
SELECT ulidflake_node(gen_ulidflake()), ulidflake_node(gen_ulidflake(19));
SET sortid.flake_node = 32;
SET sortid.flake_node = 1.5;
SET sortid.flake_node = -1;
SELECT gen_ulidflake(32);
SELECT gen_ulidflake(-1);
SELECT bool_and(v > p) FROM (
    SELECT v, lag(v) OVER (ORDER BY n) p
    FROM (SELECT n, gen_ulidflake() v FROM generate_series(1, 20000) n) g) x;
SELECT bool_and(v > p), bool_and(ulidflake_node(v) = 5) FROM (
    SELECT v, lag(v) OVER (ORDER BY n) p
    FROM (SELECT n, gen_ulidflake(5) v FROM generate_series(1, 20000) n) g) x;

-- aggregates and ORDER BY
CREATE TEMP TABLE s (f ulidflake);
INSERT INTO s VALUES ('00CMXB6TAK4SA'), ('00F2N078MDT7J'), ('0000000000000'), ('7ZZZZZZZZZZZZ'),
    ('128GGYHYYK08N'), (NULL);
SELECT min(f), max(f), count(f) FROM s;
SELECT f, f::bigint AS i FROM s ORDER BY f;
SELECT f, f::bigint AS i FROM s ORDER BY f DESC;

-- sortid.flake_node: a bad value is refused when set once the library is loaded ...
SET sortid.flake_node = 'abc';
SET sortid.flake_node = '07';
SET sortid.flake_node = 31;
SELECT ulidflake_node(gen_ulidflake());
ALTER DATABASE :"DBNAME" SET sortid.flake_node = 32;
-- ... by ALTER SYSTEM too, so a reload cannot make every gen_ulidflake() fail
ALTER SYSTEM SET sortid.flake_node = 5000;
ALTER SYSTEM SET sortid.random_step = 65;
ALTER SYSTEM RESET sortid.flake_node;
ALTER SYSTEM RESET sortid.random_step;
-- ... and, set before it was loaded, makes gen_ulidflake() fail instead of
-- quietly making stand-alone flakes; the function argument still works
\c -
SET sortid.flake_node = 99;
SELECT gen_ulidflake();
SHOW sortid.flake_node;
SELECT ulidflake_node(gen_ulidflake(3));
SET sortid.flake_node = 4;
SELECT ulidflake_node(gen_ulidflake());
\c -
SET sortid.flake_node = E'ab\x01c';
SELECT gen_ulidflake();
\c -
ALTER DATABASE :"DBNAME" SET sortid.flake_node = ' 5';
\c -
SELECT gen_ulidflake();
ALTER DATABASE :"DBNAME" RESET sortid.flake_node;
\c -
ALTER DATABASE :"DBNAME" SET sortid.flake_node = 6;
\c -
SELECT ulidflake_node(gen_ulidflake());
ALTER DATABASE :"DBNAME" RESET sortid.flake_node;
