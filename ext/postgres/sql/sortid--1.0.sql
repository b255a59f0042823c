-- SPDX-License-Identifier: MIT
-- sortid--1.0.sql: types ulid, ulidflake and baseuid (libsortid inside).
-- complain if script is sourced in psql, rather than via CREATE EXTENSION
\echo Use "CREATE EXTENSION sortid" to load this file. \quit


-- ======================================================================
-- ulid (ULID)
-- ======================================================================

CREATE TYPE ulid;

CREATE FUNCTION ulid_in(cstring) RETURNS ulid
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION ulid_out(ulid) RETURNS cstring
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION ulid_recv(internal) RETURNS ulid
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION ulid_send(ulid) RETURNS bytea
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

CREATE TYPE ulid (
    INPUT = ulid_in,
    OUTPUT = ulid_out,
    RECEIVE = ulid_recv,
    SEND = ulid_send,
    LIKE = pg_catalog.uuid,
    CATEGORY = 'U'
);
COMMENT ON TYPE ulid IS 'ULID identifier (sortid)';

CREATE FUNCTION ulid_eq(ulid, ulid) RETURNS boolean
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION ulid_ne(ulid, ulid) RETURNS boolean
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION ulid_lt(ulid, ulid) RETURNS boolean
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION ulid_le(ulid, ulid) RETURNS boolean
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION ulid_gt(ulid, ulid) RETURNS boolean
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION ulid_ge(ulid, ulid) RETURNS boolean
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION ulid_cmp(ulid, ulid) RETURNS integer
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION ulid_sortsupport(internal) RETURNS void
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION ulid_hash(ulid) RETURNS integer
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION ulid_hash_extended(ulid, bigint) RETURNS bigint
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION ulid_smaller(ulid, ulid) RETURNS ulid
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION ulid_larger(ulid, ulid) RETURNS ulid
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

CREATE OPERATOR = (
    LEFTARG = ulid, RIGHTARG = ulid, PROCEDURE = ulid_eq,
    COMMUTATOR = =, NEGATOR = <>,
    HASHES, MERGES,
    RESTRICT = eqsel, JOIN = eqjoinsel
);
CREATE OPERATOR <> (
    LEFTARG = ulid, RIGHTARG = ulid, PROCEDURE = ulid_ne,
    COMMUTATOR = <>, NEGATOR = =,
    RESTRICT = neqsel, JOIN = neqjoinsel
);
CREATE OPERATOR < (
    LEFTARG = ulid, RIGHTARG = ulid, PROCEDURE = ulid_lt,
    COMMUTATOR = >, NEGATOR = >=,
    RESTRICT = scalarltsel, JOIN = scalarltjoinsel
);
CREATE OPERATOR <= (
    LEFTARG = ulid, RIGHTARG = ulid, PROCEDURE = ulid_le,
    COMMUTATOR = >=, NEGATOR = >,
    RESTRICT = scalarlesel, JOIN = scalarlejoinsel
);
CREATE OPERATOR > (
    LEFTARG = ulid, RIGHTARG = ulid, PROCEDURE = ulid_gt,
    COMMUTATOR = <, NEGATOR = <=,
    RESTRICT = scalargtsel, JOIN = scalargtjoinsel
);
CREATE OPERATOR >= (
    LEFTARG = ulid, RIGHTARG = ulid, PROCEDURE = ulid_ge,
    COMMUTATOR = <=, NEGATOR = <,
    RESTRICT = scalargesel, JOIN = scalargejoinsel
);

CREATE OPERATOR CLASS ulid_ops DEFAULT FOR TYPE ulid USING btree AS
    OPERATOR 1 <,
    OPERATOR 2 <=,
    OPERATOR 3 =,
    OPERATOR 4 >=,
    OPERATOR 5 >,
    FUNCTION 1 ulid_cmp(ulid, ulid),
    FUNCTION 2 ulid_sortsupport(internal),
    FUNCTION 4 pg_catalog.btequalimage(oid);

CREATE OPERATOR CLASS ulid_hash_ops DEFAULT FOR TYPE ulid USING hash AS
    OPERATOR 1 =,
    FUNCTION 1 ulid_hash(ulid),
    FUNCTION 2 ulid_hash_extended(ulid, bigint);

CREATE OPERATOR CLASS ulid_minmax_ops DEFAULT FOR TYPE ulid USING brin AS
    OPERATOR 1 <,
    OPERATOR 2 <=,
    OPERATOR 3 =,
    OPERATOR 4 >=,
    OPERATOR 5 >,
    FUNCTION 1 pg_catalog.brin_minmax_opcinfo(internal),
    FUNCTION 2 pg_catalog.brin_minmax_add_value(internal, internal, internal, internal),
    FUNCTION 3 pg_catalog.brin_minmax_consistent(internal, internal, internal),
    FUNCTION 4 pg_catalog.brin_minmax_union(internal, internal, internal);

CREATE AGGREGATE min(ulid) (
    SFUNC = ulid_smaller, STYPE = ulid, COMBINEFUNC = ulid_smaller,
    SORTOP = <, PARALLEL = SAFE
);
CREATE AGGREGATE max(ulid) (
    SFUNC = ulid_larger, STYPE = ulid, COMBINEFUNC = ulid_larger,
    SORTOP = >, PARALLEL = SAFE
);

-- text casts are explicit only (PostgreSQL would otherwise add an
-- assignment cast to text through I/O)
CREATE CAST (ulid AS text) WITH INOUT;
CREATE CAST (text AS ulid) WITH INOUT;


-- ======================================================================
-- ulidflake (Ulid-Flake)
-- ======================================================================

CREATE TYPE ulidflake;

CREATE FUNCTION ulidflake_in(cstring) RETURNS ulidflake
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION ulidflake_out(ulidflake) RETURNS cstring
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION ulidflake_recv(internal) RETURNS ulidflake
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION ulidflake_send(ulidflake) RETURNS bytea
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

CREATE TYPE ulidflake (
    INPUT = ulidflake_in,
    OUTPUT = ulidflake_out,
    RECEIVE = ulidflake_recv,
    SEND = ulidflake_send,
    LIKE = pg_catalog.int8,
    CATEGORY = 'U'
);
COMMENT ON TYPE ulidflake IS 'Ulid-Flake identifier (sortid)';

CREATE FUNCTION ulidflake_eq(ulidflake, ulidflake) RETURNS boolean
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION ulidflake_ne(ulidflake, ulidflake) RETURNS boolean
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION ulidflake_lt(ulidflake, ulidflake) RETURNS boolean
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION ulidflake_le(ulidflake, ulidflake) RETURNS boolean
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION ulidflake_gt(ulidflake, ulidflake) RETURNS boolean
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION ulidflake_ge(ulidflake, ulidflake) RETURNS boolean
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION ulidflake_cmp(ulidflake, ulidflake) RETURNS integer
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION ulidflake_sortsupport(internal) RETURNS void
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION ulidflake_hash(ulidflake) RETURNS integer
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION ulidflake_hash_extended(ulidflake, bigint) RETURNS bigint
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION ulidflake_smaller(ulidflake, ulidflake) RETURNS ulidflake
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION ulidflake_larger(ulidflake, ulidflake) RETURNS ulidflake
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

CREATE OPERATOR = (
    LEFTARG = ulidflake, RIGHTARG = ulidflake, PROCEDURE = ulidflake_eq,
    COMMUTATOR = =, NEGATOR = <>,
    HASHES, MERGES,
    RESTRICT = eqsel, JOIN = eqjoinsel
);
CREATE OPERATOR <> (
    LEFTARG = ulidflake, RIGHTARG = ulidflake, PROCEDURE = ulidflake_ne,
    COMMUTATOR = <>, NEGATOR = =,
    RESTRICT = neqsel, JOIN = neqjoinsel
);
CREATE OPERATOR < (
    LEFTARG = ulidflake, RIGHTARG = ulidflake, PROCEDURE = ulidflake_lt,
    COMMUTATOR = >, NEGATOR = >=,
    RESTRICT = scalarltsel, JOIN = scalarltjoinsel
);
CREATE OPERATOR <= (
    LEFTARG = ulidflake, RIGHTARG = ulidflake, PROCEDURE = ulidflake_le,
    COMMUTATOR = >=, NEGATOR = >,
    RESTRICT = scalarlesel, JOIN = scalarlejoinsel
);
CREATE OPERATOR > (
    LEFTARG = ulidflake, RIGHTARG = ulidflake, PROCEDURE = ulidflake_gt,
    COMMUTATOR = <, NEGATOR = <=,
    RESTRICT = scalargtsel, JOIN = scalargtjoinsel
);
CREATE OPERATOR >= (
    LEFTARG = ulidflake, RIGHTARG = ulidflake, PROCEDURE = ulidflake_ge,
    COMMUTATOR = <=, NEGATOR = <,
    RESTRICT = scalargesel, JOIN = scalargejoinsel
);

CREATE OPERATOR CLASS ulidflake_ops DEFAULT FOR TYPE ulidflake USING btree AS
    OPERATOR 1 <,
    OPERATOR 2 <=,
    OPERATOR 3 =,
    OPERATOR 4 >=,
    OPERATOR 5 >,
    FUNCTION 1 ulidflake_cmp(ulidflake, ulidflake),
    FUNCTION 2 ulidflake_sortsupport(internal),
    FUNCTION 4 pg_catalog.btequalimage(oid);

CREATE OPERATOR CLASS ulidflake_hash_ops DEFAULT FOR TYPE ulidflake USING hash AS
    OPERATOR 1 =,
    FUNCTION 1 ulidflake_hash(ulidflake),
    FUNCTION 2 ulidflake_hash_extended(ulidflake, bigint);

CREATE OPERATOR CLASS ulidflake_minmax_ops DEFAULT FOR TYPE ulidflake USING brin AS
    OPERATOR 1 <,
    OPERATOR 2 <=,
    OPERATOR 3 =,
    OPERATOR 4 >=,
    OPERATOR 5 >,
    FUNCTION 1 pg_catalog.brin_minmax_opcinfo(internal),
    FUNCTION 2 pg_catalog.brin_minmax_add_value(internal, internal, internal, internal),
    FUNCTION 3 pg_catalog.brin_minmax_consistent(internal, internal, internal),
    FUNCTION 4 pg_catalog.brin_minmax_union(internal, internal, internal);

CREATE AGGREGATE min(ulidflake) (
    SFUNC = ulidflake_smaller, STYPE = ulidflake, COMBINEFUNC = ulidflake_smaller,
    SORTOP = <, PARALLEL = SAFE
);
CREATE AGGREGATE max(ulidflake) (
    SFUNC = ulidflake_larger, STYPE = ulidflake, COMBINEFUNC = ulidflake_larger,
    SORTOP = >, PARALLEL = SAFE
);

-- text casts are explicit only (PostgreSQL would otherwise add an
-- assignment cast to text through I/O)
CREATE CAST (ulidflake AS text) WITH INOUT;
CREATE CAST (text AS ulidflake) WITH INOUT;


-- ======================================================================
-- baseuid (BaseUID)
-- ======================================================================

CREATE TYPE baseuid;

CREATE FUNCTION baseuid_in(cstring) RETURNS baseuid
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION baseuid_out(baseuid) RETURNS cstring
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION baseuid_recv(internal) RETURNS baseuid
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION baseuid_send(baseuid) RETURNS bytea
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

CREATE TYPE baseuid (
    INPUT = baseuid_in,
    OUTPUT = baseuid_out,
    RECEIVE = baseuid_recv,
    SEND = baseuid_send,
    INTERNALLENGTH = 15, ALIGNMENT = char, STORAGE = plain,
    CATEGORY = 'U'
);
COMMENT ON TYPE baseuid IS 'BaseUID identifier (sortid)';

CREATE FUNCTION baseuid_eq(baseuid, baseuid) RETURNS boolean
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION baseuid_ne(baseuid, baseuid) RETURNS boolean
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION baseuid_lt(baseuid, baseuid) RETURNS boolean
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION baseuid_le(baseuid, baseuid) RETURNS boolean
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION baseuid_gt(baseuid, baseuid) RETURNS boolean
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION baseuid_ge(baseuid, baseuid) RETURNS boolean
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION baseuid_cmp(baseuid, baseuid) RETURNS integer
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE LEAKPROOF;
CREATE FUNCTION baseuid_sortsupport(internal) RETURNS void
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION baseuid_hash(baseuid) RETURNS integer
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION baseuid_hash_extended(baseuid, bigint) RETURNS bigint
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION baseuid_smaller(baseuid, baseuid) RETURNS baseuid
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION baseuid_larger(baseuid, baseuid) RETURNS baseuid
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

CREATE OPERATOR = (
    LEFTARG = baseuid, RIGHTARG = baseuid, PROCEDURE = baseuid_eq,
    COMMUTATOR = =, NEGATOR = <>,
    HASHES, MERGES,
    RESTRICT = eqsel, JOIN = eqjoinsel
);
CREATE OPERATOR <> (
    LEFTARG = baseuid, RIGHTARG = baseuid, PROCEDURE = baseuid_ne,
    COMMUTATOR = <>, NEGATOR = =,
    RESTRICT = neqsel, JOIN = neqjoinsel
);
CREATE OPERATOR < (
    LEFTARG = baseuid, RIGHTARG = baseuid, PROCEDURE = baseuid_lt,
    COMMUTATOR = >, NEGATOR = >=,
    RESTRICT = scalarltsel, JOIN = scalarltjoinsel
);
CREATE OPERATOR <= (
    LEFTARG = baseuid, RIGHTARG = baseuid, PROCEDURE = baseuid_le,
    COMMUTATOR = >=, NEGATOR = >,
    RESTRICT = scalarlesel, JOIN = scalarlejoinsel
);
CREATE OPERATOR > (
    LEFTARG = baseuid, RIGHTARG = baseuid, PROCEDURE = baseuid_gt,
    COMMUTATOR = <, NEGATOR = <=,
    RESTRICT = scalargtsel, JOIN = scalargtjoinsel
);
CREATE OPERATOR >= (
    LEFTARG = baseuid, RIGHTARG = baseuid, PROCEDURE = baseuid_ge,
    COMMUTATOR = <=, NEGATOR = <,
    RESTRICT = scalargesel, JOIN = scalargejoinsel
);

CREATE OPERATOR CLASS baseuid_ops DEFAULT FOR TYPE baseuid USING btree AS
    OPERATOR 1 <,
    OPERATOR 2 <=,
    OPERATOR 3 =,
    OPERATOR 4 >=,
    OPERATOR 5 >,
    FUNCTION 1 baseuid_cmp(baseuid, baseuid),
    FUNCTION 2 baseuid_sortsupport(internal),
    FUNCTION 4 pg_catalog.btequalimage(oid);

CREATE OPERATOR CLASS baseuid_hash_ops DEFAULT FOR TYPE baseuid USING hash AS
    OPERATOR 1 =,
    FUNCTION 1 baseuid_hash(baseuid),
    FUNCTION 2 baseuid_hash_extended(baseuid, bigint);

CREATE OPERATOR CLASS baseuid_minmax_ops DEFAULT FOR TYPE baseuid USING brin AS
    OPERATOR 1 <,
    OPERATOR 2 <=,
    OPERATOR 3 =,
    OPERATOR 4 >=,
    OPERATOR 5 >,
    FUNCTION 1 pg_catalog.brin_minmax_opcinfo(internal),
    FUNCTION 2 pg_catalog.brin_minmax_add_value(internal, internal, internal, internal),
    FUNCTION 3 pg_catalog.brin_minmax_consistent(internal, internal, internal),
    FUNCTION 4 pg_catalog.brin_minmax_union(internal, internal, internal);

CREATE AGGREGATE min(baseuid) (
    SFUNC = baseuid_smaller, STYPE = baseuid, COMBINEFUNC = baseuid_smaller,
    SORTOP = <, PARALLEL = SAFE
);
CREATE AGGREGATE max(baseuid) (
    SFUNC = baseuid_larger, STYPE = baseuid, COMBINEFUNC = baseuid_larger,
    SORTOP = >, PARALLEL = SAFE
);

-- text casts are explicit only (PostgreSQL would otherwise add an
-- assignment cast to text through I/O)
CREATE CAST (baseuid AS text) WITH INOUT;
CREATE CAST (text AS baseuid) WITH INOUT;

-- ======================================================================
-- Casts (all explicit) and functions
-- ======================================================================

-- ulid <-> uuid: the same 16 bytes, binary coercible
CREATE CAST (ulid AS uuid) WITHOUT FUNCTION;
CREATE CAST (uuid AS ulid) WITHOUT FUNCTION;

CREATE FUNCTION ulid_to_bytea(ulid) RETURNS bytea
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION ulid_from_bytea(bytea) RETURNS ulid
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE CAST (ulid AS bytea) WITH FUNCTION ulid_to_bytea(ulid);
CREATE CAST (bytea AS ulid) WITH FUNCTION ulid_from_bytea(bytea);

CREATE FUNCTION gen_ulid() RETURNS ulid
    AS 'MODULE_PATHNAME' LANGUAGE C VOLATILE STRICT PARALLEL SAFE;
CREATE FUNCTION gen_ulid(timestamptz) RETURNS ulid
    AS 'MODULE_PATHNAME', 'gen_ulid_at' LANGUAGE C VOLATILE STRICT PARALLEL SAFE;
-- strictly increasing within the server when sortid is in
-- shared_preload_libraries, else within the session; see docs/postgres.md
CREATE FUNCTION gen_monotonic_ulid() RETURNS ulid
    AS 'MODULE_PATHNAME' LANGUAGE C VOLATILE STRICT PARALLEL RESTRICTED;
CREATE FUNCTION ulid_timestamp(ulid) RETURNS timestamptz
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION ulid_min(timestamptz) RETURNS ulid
    AS 'MODULE_PATHNAME', 'ulid_min_time' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION ulid_max(timestamptz) RETURNS ulid
    AS 'MODULE_PATHNAME', 'ulid_max_time' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

-- ulidflake <-> bigint (a negative bigint is rejected)
CREATE FUNCTION ulidflake_to_int8(ulidflake) RETURNS bigint
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION ulidflake_from_int8(bigint) RETURNS ulidflake
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE CAST (ulidflake AS bigint) WITH FUNCTION ulidflake_to_int8(ulidflake);
CREATE CAST (bigint AS ulidflake) WITH FUNCTION ulidflake_from_int8(bigint);

-- stand-alone layout, or scalable with the node id of GUC sortid.flake_node
CREATE FUNCTION gen_ulidflake() RETURNS ulidflake
    AS 'MODULE_PATHNAME' LANGUAGE C VOLATILE STRICT PARALLEL RESTRICTED;
-- scalable layout with this node id (0..31)
CREATE FUNCTION gen_ulidflake(integer) RETURNS ulidflake
    AS 'MODULE_PATHNAME', 'gen_ulidflake_node' LANGUAGE C VOLATILE STRICT PARALLEL RESTRICTED;
-- at a given time (random field fresh), layout as above / with this node id
CREATE FUNCTION gen_ulidflake(timestamptz) RETURNS ulidflake
    AS 'MODULE_PATHNAME', 'gen_ulidflake_at' LANGUAGE C VOLATILE STRICT PARALLEL SAFE;
CREATE FUNCTION gen_ulidflake(timestamptz, integer) RETURNS ulidflake
    AS 'MODULE_PATHNAME', 'gen_ulidflake_at_node' LANGUAGE C VOLATILE STRICT PARALLEL SAFE;
-- the lowest / highest flake of a millisecond: of every node, or of one node
CREATE FUNCTION ulidflake_min(timestamptz) RETURNS ulidflake
    AS 'MODULE_PATHNAME', 'ulidflake_min_time' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION ulidflake_max(timestamptz) RETURNS ulidflake
    AS 'MODULE_PATHNAME', 'ulidflake_max_time' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION ulidflake_min(timestamptz, integer) RETURNS ulidflake
    AS 'MODULE_PATHNAME', 'ulidflake_min_time_node' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION ulidflake_max(timestamptz, integer) RETURNS ulidflake
    AS 'MODULE_PATHNAME', 'ulidflake_max_time_node' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION ulidflake_timestamp(ulidflake) RETURNS timestamptz
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION ulidflake_node(ulidflake) RETURNS integer
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;

-- baseuid <-> uuid through the lossless UUIDv8 form
CREATE FUNCTION baseuid_to_uuid(baseuid) RETURNS uuid
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION baseuid_from_uuid(uuid) RETURNS baseuid
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE CAST (baseuid AS uuid) WITH FUNCTION baseuid_to_uuid(baseuid);
CREATE CAST (uuid AS baseuid) WITH FUNCTION baseuid_from_uuid(uuid);

CREATE FUNCTION baseuid_to_bytea(baseuid) RETURNS bytea
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION baseuid_from_bytea(bytea) RETURNS baseuid
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE CAST (baseuid AS bytea) WITH FUNCTION baseuid_to_bytea(baseuid);
CREATE CAST (bytea AS baseuid) WITH FUNCTION baseuid_from_bytea(bytea);

CREATE FUNCTION gen_baseuid() RETURNS baseuid
    AS 'MODULE_PATHNAME' LANGUAGE C VOLATILE STRICT PARALLEL SAFE;
CREATE FUNCTION gen_baseuid(timestamptz) RETURNS baseuid
    AS 'MODULE_PATHNAME', 'gen_baseuid_at' LANGUAGE C VOLATILE STRICT PARALLEL SAFE;
-- the lowest / highest BaseUID of the 32.768 us tick holding that time
CREATE FUNCTION baseuid_min(timestamptz) RETURNS baseuid
    AS 'MODULE_PATHNAME', 'baseuid_min_time' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION baseuid_max(timestamptz) RETURNS baseuid
    AS 'MODULE_PATHNAME', 'baseuid_max_time' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
CREATE FUNCTION gen_monotonic_baseuid() RETURNS baseuid
    AS 'MODULE_PATHNAME' LANGUAGE C VOLATILE STRICT PARALLEL RESTRICTED;
CREATE FUNCTION baseuid_timestamp(baseuid) RETURNS timestamptz
    AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE;
