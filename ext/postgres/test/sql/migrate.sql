-- SPDX-License-Identifier: MIT
-- What PostgreSQL 15 can test of a server with the built-ins of 17/18, and
-- the migration recipes of docs/postgres.md ("Moving to sortid"), each in a
-- database of its own.  pgx_ulid and pg_uuidv7 are not Debian packages: their
-- objects are stood in for by SQL objects of the same names and text forms
-- (pgx_ulid's ulid reads and writes ULID text; pg_uuidv7's columns are uuid).
\set regress_db :DBNAME
SET client_min_messages = warning;
SET timezone = 'UTC';
SET datestyle = 'ISO, YMD';

-- ---- a server that has uuidv7(interval), uuidv4() and uuid_extract_version(uuid) ----
CREATE DATABASE sortid_builtin;
\c sortid_builtin
SET allow_system_table_mods = on;
CREATE FUNCTION pg_catalog.uuid_extract_version(uuid) RETURNS smallint
    LANGUAGE sql IMMUTABLE AS $$ SELECT 99::smallint $$;
CREATE FUNCTION pg_catalog.uuidv7(shift interval) RETURNS uuid
    LANGUAGE sql VOLATILE AS $$ SELECT '00000000-0000-7000-8000-000000000099'::uuid $$;
CREATE FUNCTION pg_catalog.uuidv4() RETURNS uuid
    LANGUAGE sql VOLATILE AS $$ SELECT '00000000-0000-4000-8000-000000000099'::uuid $$;
RESET allow_system_table_mods;
CREATE EXTENSION sortid;
-- the extension made none of the three, and the calls are the server's
SELECT p.proname, pg_get_function_identity_arguments(p.oid), p.pronamespace::regnamespace
FROM pg_proc p WHERE p.proname IN ('uuidv4', 'uuidv7', 'uuid_extract_version', 'uuid_extract_timestamp')
ORDER BY 1, 2, 3;
SELECT uuid_extract_version('11111111-1111-5111-8111-111111111111') AS server_s,
       uuidv7('1 hour') AS server_s_uuidv7, uuidv4() AS server_s_uuidv4,
       uuid_extract_version(uuidv7()) IS NOT NULL AS made;
\c :regress_db
DROP DATABASE sortid_builtin;

-- ---- from pgx_ulid: its ulid columns, the same type name -------------------------
CREATE DATABASE sortid_from_pgx;
\c sortid_from_pgx
SET client_min_messages = warning;
SET timezone = 'UTC';
SET datestyle = 'ISO, YMD';
-- (stand-in for CREATE EXTENSION ulid: a type named ulid with ULID text)
CREATE DOMAIN ulid AS text CHECK (VALUE ~ '^[0-7][0-9A-HJKMNP-TV-Z]{25}$');
CREATE FUNCTION gen_ulid() RETURNS ulid LANGUAGE sql
    AS $$ SELECT '01GV5PA9EQ' || lpad(upper(to_hex((random() * 1e9)::bigint)), 16, '0') $$;
CREATE TABLE users (id ulid NOT NULL DEFAULT gen_ulid() PRIMARY KEY, name text NOT NULL);
INSERT INTO users (name) SELECT 'user ' || n FROM generate_series(1, 1000) n;
INSERT INTO users VALUES ('01ARZ3NDEKTSV4RRFFQ69G5FAV', 'known');
CREATE TEMP TABLE before AS SELECT id::text AS id, name FROM users;
-- the recipe: sortid in a schema of its own, each ulid column re-read from its
-- text, the old extension dropped, sortid moved in
BEGIN;
CREATE SCHEMA sortid;
CREATE EXTENSION sortid SCHEMA sortid;
ALTER TABLE users ALTER COLUMN id DROP DEFAULT,
                  ALTER COLUMN id TYPE sortid.ulid USING id::text::sortid.ulid;
DROP FUNCTION gen_ulid();  -- DROP EXTENSION ulid;
DROP DOMAIN ulid;
ALTER EXTENSION sortid SET SCHEMA public;
DROP SCHEMA sortid;
ALTER TABLE users ALTER COLUMN id SET DEFAULT gen_ulid();
COMMIT;
SELECT pg_typeof(id), count(*) FROM users GROUP BY 1;
SELECT count(*) AS lost FROM before b WHERE NOT EXISTS (SELECT 1 FROM users u WHERE u.id::text = b.id AND u.name = b.name);
INSERT INTO users (name) VALUES ('after');
SELECT name, id::timestamp > '2020-01-01' AS recent FROM users WHERE name IN ('known', 'after') ORDER BY name;
\c :regress_db
DROP DATABASE sortid_from_pgx;

-- ---- from pg_uuidv7: its uuid columns ---------------------------------------------
CREATE DATABASE sortid_from_uuidv7;
\c sortid_from_uuidv7
SET client_min_messages = warning;
SET timezone = 'UTC';
SET datestyle = 'ISO, YMD';
-- (stand-in for CREATE EXTENSION pg_uuidv7)
CREATE FUNCTION uuid_generate_v7() RETURNS uuid LANGUAGE sql VOLATILE
    AS $$ SELECT ('01857' || substr(md5(random()::text), 1, 7) || '7' || substr(md5(random()::text), 1, 3)
                  || '8' || substr(md5(random()::text), 1, 15))::uuid $$;
CREATE FUNCTION uuid_v7_to_timestamptz(uuid) RETURNS timestamptz LANGUAGE sql IMMUTABLE
    AS $$ SELECT 'epoch'::timestamptz + ('x' || substr(replace($1::text, '-', ''), 1, 12))::bit(48)::bigint * interval '1 ms' $$;
CREATE TABLE events (id uuid PRIMARY KEY DEFAULT uuid_generate_v7(), at timestamptz GENERATED ALWAYS AS (uuid_v7_to_timestamptz(id)) STORED);
INSERT INTO events SELECT FROM generate_series(1, 1000);
CREATE TEMP TABLE before AS SELECT id, at FROM events;
-- the recipe: the same uuid columns, the defaults and expressions moved to sortid's
-- functions of the same names
BEGIN;
CREATE SCHEMA sortid;
CREATE EXTENSION sortid SCHEMA sortid;
ALTER TABLE events ALTER COLUMN id SET DEFAULT sortid.uuid_generate_v7();
ALTER TABLE events DROP COLUMN at;  -- a generated column is remade with the new function
DROP FUNCTION uuid_generate_v7(), uuid_v7_to_timestamptz(uuid);  -- DROP EXTENSION pg_uuidv7;
ALTER EXTENSION sortid SET SCHEMA public;
DROP SCHEMA sortid;
ALTER TABLE events ADD COLUMN at timestamptz GENERATED ALWAYS AS (uuid_v7_to_timestamptz(id)) STORED;
COMMIT;
SELECT count(*) AS rows, count(*) FILTER (WHERE e.at = b.at) AS same_time FROM events e JOIN before b USING (id);
INSERT INTO events DEFAULT VALUES;
SELECT count(*), max(uuid_extract_version(id)) FILTER (WHERE id NOT IN (SELECT id FROM before)) FROM events;
-- and, if wanted, the uuid column becomes a ulid column: the same 128 bits (its
-- generated column follows the new type: the cast to timestamptz)
BEGIN;
ALTER TABLE events DROP COLUMN at;
ALTER TABLE events ALTER COLUMN id TYPE ulid USING id::ulid,
                   ALTER COLUMN id SET DEFAULT gen_monotonic_ulid();
ALTER TABLE events ADD COLUMN at timestamptz GENERATED ALWAYS AS (id::timestamptz) STORED;
COMMIT;
SELECT count(*) AS lost FROM before b WHERE NOT EXISTS (SELECT 1 FROM events e WHERE e.id::uuid = b.id AND e.at = b.at);
\c :regress_db
DROP DATABASE sortid_from_uuidv7;

-- ---- trusted: a database owner who is not a superuser creates the extension -------
CREATE DATABASE sortid_trusted;
CREATE ROLE sortid_owner LOGIN;
ALTER DATABASE sortid_trusted OWNER TO sortid_owner;
\c sortid_trusted
SET client_min_messages = warning;
SET datestyle = 'ISO, YMD';
SET ROLE sortid_owner;
SELECT rolsuper FROM pg_roles WHERE rolname = current_user;
CREATE EXTENSION sortid;
SELECT extowner::regrole, (SELECT count(*) FROM pg_proc WHERE proname = 'ulid_eq' AND proleakproof) AS leakproof
FROM pg_extension WHERE extname = 'sortid';
SELECT gen_ulid() IS NOT NULL AS works, '01ARZ3NDEKTSV4RRFFQ69G5FAV'::ulid::timestamp;
DROP EXTENSION sortid;
RESET ROLE;
\c :regress_db
DROP DATABASE sortid_trusted;
DROP ROLE sortid_owner;
