-- SPDX-License-Identifier: MIT
-- What Citus (and any distributed or partitioned setup) relies on: default
-- btree and hash opclasses with stable support functions, and hash values
-- that never change.  The pinned values below must never change in a release.
SET extra_float_digits = 0;

SELECT t.typname, t.typlen, t.typbyval, t.typalign, t.typstorage
FROM pg_type t WHERE t.typname IN ('ulid', 'ulidflake', 'baseuid') ORDER BY 1;

SELECT opc.opcintype::regtype, am.amname, opc.opcname, opc.opcdefault
FROM pg_opclass opc JOIN pg_am am ON am.oid = opc.opcmethod
WHERE opc.opcintype IN ('ulid'::regtype, 'ulidflake'::regtype, 'baseuid'::regtype)
ORDER BY opc.opcintype::regtype::text, 2;

SELECT opc.opcintype::regtype, am.amname, p.amprocnum, p.amproc
FROM pg_opclass opc JOIN pg_am am ON am.oid = opc.opcmethod
     JOIN pg_amproc p ON p.amprocfamily = opc.opcfamily
WHERE opc.opcintype IN ('ulid'::regtype, 'ulidflake'::regtype, 'baseuid'::regtype)
  AND am.amname IN ('btree', 'hash')
ORDER BY opc.opcintype::regtype::text, 2, 3;

SELECT o.oprleft::regtype, o.oprname, o.oprcanhash, o.oprcanmerge, c.oprname AS commutator,
       n.oprname AS negator, o.oprrest, o.oprjoin
FROM pg_operator o LEFT JOIN pg_operator c ON c.oid = o.oprcom LEFT JOIN pg_operator n ON n.oid = o.oprnegate
WHERE o.oprleft IN ('ulid'::regtype, 'ulidflake'::regtype, 'baseuid'::regtype)
ORDER BY o.oprleft::regtype::text, 2;

-- every cast is explicit but ulid <-> uuid (assignment, as pgx_ulid inserts need)
SELECT castsource::regtype, casttarget::regtype, castcontext, castmethod
FROM pg_cast
WHERE castsource IN ('ulid'::regtype, 'ulidflake'::regtype, 'baseuid'::regtype)
   OR casttarget IN ('ulid'::regtype, 'ulidflake'::regtype, 'baseuid'::regtype)
ORDER BY castsource::regtype::text, casttarget::regtype::text;

-- volatility, strictness, parallel safety, leakproofness
SELECT p.proname, pg_get_function_identity_arguments(p.oid) AS args, p.provolatile, p.proisstrict,
       p.proparallel, p.proleakproof
FROM pg_proc p JOIN pg_depend d ON d.objid = p.oid AND d.classid = 'pg_proc'::regclass
     JOIN pg_extension e ON e.oid = d.refobjid AND e.extname = 'sortid'
WHERE d.deptype = 'e'
ORDER BY 1, 2;

-- pinned hash values
SELECT ulid_hash('01ARYZ6S41TSV4RRFFQ69G5FAV'), ulid_hash_extended('01ARYZ6S41TSV4RRFFQ69G5FAV', 0),
       ulid_hash_extended('01ARYZ6S41TSV4RRFFQ69G5FAV', 42);
SELECT ulid_hash('00000000000000000000000000'), ulid_hash('7ZZZZZZZZZZZZZZZZZZZZZZZZZ');
SELECT ulidflake_hash('00CMXB6TAK4SA'), ulidflake_hash_extended('00CMXB6TAK4SA', 0),
       ulidflake_hash_extended('00CMXB6TAK4SA', 42);
SELECT baseuid_hash('ANjssJkyfa3H00J9ZPJG'), baseuid_hash_extended('ANjssJkyfa3H00J9ZPJG', 0),
       baseuid_hash_extended('ANjssJkyfa3H00J9ZPJG', 42);
SELECT baseuid_hash('--------------------'), baseuid_hash('zzzzzzzzzzzzzzzzzzzz');
-- and the same as the built-in types for the same bits / value
SELECT ulid_hash('01ARYZ6S41TSV4RRFFQ69G5FAV') = uuid_hash('01563df3-6481-d676-4c61-efb99302bd5b'),
       ulidflake_hash('00CMXB6TAK4SA') = hashint8(14246757444195114);

-- hash partition of pinned constants (modulus 8)
CREATE TABLE hp (u ulid) PARTITION BY HASH (u);
SELECT r, satisfies_hash_partition('hp'::regclass, 8, r, '01ARYZ6S41TSV4RRFFQ69G5FAV'::ulid)
FROM generate_series(0, 7) r WHERE satisfies_hash_partition('hp'::regclass, 8, r, '01ARYZ6S41TSV4RRFFQ69G5FAV'::ulid);
CREATE TABLE hpf (f ulidflake) PARTITION BY HASH (f);
SELECT r FROM generate_series(0, 7) r WHERE satisfies_hash_partition('hpf'::regclass, 8, r, '00CMXB6TAK4SA'::ulidflake);
CREATE TABLE hpb (b baseuid) PARTITION BY HASH (b);
SELECT r FROM generate_series(0, 7) r WHERE satisfies_hash_partition('hpb'::regclass, 8, r, 'ANjssJkyfa3H00J9ZPJG'::baseuid);
DROP TABLE hp, hpf, hpb;

-- every function (aggregates too) and type of the extension has a COMMENT
SELECT d.classid::regclass AS catalog, count(*) AS members,
       count(*) FILTER (WHERE obj_description(d.objid, d.classid::regclass::name) IS NULL) AS uncommented
FROM pg_depend d
WHERE d.refclassid = 'pg_extension'::regclass AND d.deptype = 'e'
  AND d.refobjid = (SELECT oid FROM pg_extension WHERE extname = 'sortid')
  AND d.classid IN ('pg_proc'::regclass, 'pg_type'::regclass)
GROUP BY 1 ORDER BY 1;
SELECT pg_describe_object(d.classid, d.objid, 0) AS without_comment
FROM pg_depend d
WHERE d.refclassid = 'pg_extension'::regclass AND d.deptype = 'e'
  AND d.refobjid = (SELECT oid FROM pg_extension WHERE extname = 'sortid')
  AND d.classid IN ('pg_proc'::regclass, 'pg_type'::regclass)
  AND obj_description(d.objid, d.classid::regclass::name) IS NULL
ORDER BY 1;
