/* SPDX-License-Identifier: MIT */
/*
** sortid_sqlite.c - SQLite loadable extension: time-sortable identifiers
** (ULID, Ulid-Flake, BaseUID, UUIDv7, KSUID, TypeID, ObjectId, xid; UUID
** v1/v6 and the time of any ID of the family, Snowflakes included) on
** libsortid.  Build with `make sqlite` (build/ext/sqlite/sortid.so, the
** library linked in).  Entry points: sqlite3_sortid_init, and
** sqlite3_sqlitemodsortid_init, the one SQLite derives from the installed
** file's name libsqlite3_mod_sortid.so.  This file is the registration
** table and the entry point; sqlite_args.c reads arguments, sqlite_gen.c
** generates, sqlite_read.c reads and converts (sqlite_ext.h).  Every codec,
** time and rule is the library's, reached through its kinds table
** (sortid_id_parse / _format / _at / _unix_ms / _convert / _parts,
** sortid_gen_id, sortid_kind_get): no function switches on the kind, and a
** kind is exposed by its rows in sq_fns[].  The names are those of
** docs/vocabulary.md's SQLite column; docs/sqlite.md is the user's guide.
**
** Arguments.  NULL anywhere gives NULL.  An ID is TEXT in its kind's form
** (a ULID: 26 Crockford base32 characters, either case; a Ulid-Flake: 13;
** a BaseUID: 20, case-sensitive; a TypeID: prefix_suffix or the bare
** suffix), a BLOB of its bytes (ULID, UUID 16, BaseUID 15), or for a
** Ulid-Flake an INTEGER.  A UUID is TEXT (8-4-4-4-12 or 32 hex digits) or
** a 16-byte BLOB, wherever one is taken.  The sortid_* functions take TEXT
** of any kind (its length decides, as the library reads untyped text), or
** with a kind named ('ulid', 'flake', 'snowflake', ...: sortid_kinds())
** that kind's TEXT, its INTEGER (a Snowflake, a Ulid-Flake: 0 .. 2^63 - 1)
** or its BLOB.  A time is an INTEGER of Unix ms or TEXT
** `YYYY-MM-DD[(T| )HH:MM[:SS[.f...]]][Z|(+|-)HH:MM]` (no offset: UTC); a
** mode 'random', 'min' or 'max' in any ASCII case on its full length.  Any
** other storage class or value is an error naming the function, the
** argument (quoted: control bytes and bytes >= 0x80 as \xNN, cut after 40
** bytes) and the byte, e.g.  ulid_to_uuid(): invalid ULID
** '01ARYZ6S41TSV4RRFFQ69G5FAU': invalid character at byte 25.  Only
** sortid_valid answers 0 instead.
**
** Flags.  Pure functions are DETERMINISTIC|INNOCUOUS; generators and the
** *_at functions (a random part unless the mode says otherwise) INNOCUOUS
** only (usable in DEFAULT with trusted_schema=OFF); sortid_random_step
** DIRECTONLY.
**
**   gen_<kind>(), gen_<kind>_bytes()      a new ID, TEXT / BLOB: ulid,
**                                ulidflake([node]), baseuid, uuidv7, ksuid,
**                                typeid(prefix) (TEXT only), objectid, xid
**   gen_monotonic_<kind>()       strictly increasing in the process (every
**                                connection and thread); _bytes for ulid,
**                                ulidflake, baseuid, uuidv7
**   sortid_random_step([K])      this connection's monotonic step: 0 = +1,
**                                1..64 = random in [1, 2^K]; answers K
**   <kind>_at(T[, mode])         the library's ID at time T: ulid,
**                                ulidflake(T[, mode, node]), baseuid,
**                                uuidv7, ksuid, typeid(prefix, T[, mode]),
**                                objectid, xid
**   <kind>_timestamp(X)          TEXT 'YYYY-MM-DD HH:MM:SS.SSS' UTC: ulid,
**                                ulidflake, baseuid, uuid (NULL for a UUID
**                                without a time)
**   <kind>_unix_ms(X)            the same time as INTEGER Unix ms
**   <kind>_to_bytes(X), <kind>_from_bytes(B)   ulid, ulidflake, baseuid,
**                                uuidv7
**   ulid_to_uuid, ulid_from_uuid, baseuid_to_uuid, baseuid_from_uuid,
**   typeid_to_uuid(X), typeid_from_uuid(prefix, U), ulid_to_uuidv7(X)
**   ulidflake_to_int, ulidflake_from_int, ulidflake_node
**   uuid_version(U)              NULL for the nil and max UUIDs and every
**                                variant but RFC 9562's
**   uuid_v1_to_v6(U), uuid_v6_to_v1(U)
**   sortid_timestamp(X[, kind]), sortid_unix_ms(X[, kind]), sortid_kind(X),
**   sortid_valid(X[, kind]), sortid_inspect(X[, kind]) (JSON),
**   sortid_convert(X, to[, prefix]), sortid_kinds() (JSON), sortid_version()
**
** Store IDs in TEXT, BLOB or INTEGER columns or STRICT tables: a column
** declared `ulid` has NUMERIC affinity and turns an all-digit ULID into a
** number.
*/
#include <string.h>

#include <sqlite3ext.h>
SQLITE_EXTENSION_INIT1

#include "sqlite_ext.h"

/* Pure functions are DETERMINISTIC, generators only INNOCUOUS (usable in
 * DEFAULT with trusted_schema=OFF); sortid_random_step changes the
 * connection, so only top-level SQL may call it (DIRECTONLY). */
#define PURE (SQLITE_DETERMINISTIC | SQLITE_INNOCUOUS)
#define GEN  SQLITE_INNOCUOUS

#define ULID     SORTID_KIND_ULID
#define FLAKE    SORTID_KIND_FLAKE
#define SCALABLE SORTID_KIND_FLAKE_SCALABLE
#define BASEUID  SORTID_KIND_BASEUID
#define UUIDV7   SORTID_KIND_UUIDV7
#define UUID     SORTID_KIND_UUID
#define KSUID    SORTID_KIND_KSUID
#define TYPEID   SORTID_KIND_TYPEID
#define OID      SORTID_KIND_OBJECTID
#define XID      SORTID_KIND_XID
#define NONE     SORTID_KIND_NONE

#define FORM(f) SORTID_ACCEPT(SORTID_FORM_##f)
#define UUIDS   (FORM(UUID) | FORM(UUID_HEX))

/* The ID arguments: kind, text forms, BLOB, INTEGER. */
static const sq_id_arg A_ULID = { ULID, FORM(ULID), 1, 0 };
static const sq_id_arg A_ULID_B = { ULID, 0, 1, 0 };
static const sq_id_arg A_FLAKE = { FLAKE, FORM(FLAKE), 0, 1 };
static const sq_id_arg A_FLAKE_B = { FLAKE, 0, 1, 0 };
static const sq_id_arg A_FLAKE_INT = { FLAKE, FORM(FLAKE_INT), 0, 1 };
static const sq_id_arg A_SCALABLE = { SCALABLE, FORM(FLAKE), 0, 1 };
static const sq_id_arg A_BASEUID = { BASEUID, FORM(BASEUID), 1, 0 };
static const sq_id_arg A_BASEUID_B = { BASEUID, 0, 1, 0 };
static const sq_id_arg A_UUID = { UUID, UUIDS, 1, 0 };
static const sq_id_arg A_UUIDV7 = { UUIDV7, UUIDS, 1, 0 };
static const sq_id_arg A_UUIDV7_B = { UUIDV7, 0, 1, 0 };
static const sq_id_arg A_TYPEID = { TYPEID, FORM(TYPEID), 0, 0 };

/* Rows: name, arguments, flags, call, ID argument, kind, node kind, output,
 * generator, prefixed, part. */
#define MAKE(n, a, k, nk, o, g)                          \
    {                                                    \
        n, a, GEN, sq_fn_gen, NULL, k, nk, o, g, 0, NULL \
    }
#define MAKE_P(n, k, to, g)                                        \
    {                                                              \
        n, 1, GEN, sq_fn_gen, NULL, k, to, SQ_OUT_TEXT, g, 1, NULL \
    }
#define AT(n, a, k, nk)                                           \
    {                                                             \
        n, a, GEN, sq_fn_at, NULL, k, nk, SQ_OUT_TEXT, 0, 0, NULL \
    }
#define AT_P(n, a, k)                                               \
    {                                                               \
        n, a, GEN, sq_fn_at, NULL, k, NONE, SQ_OUT_TEXT, 0, 1, NULL \
    }
#define ONE(n, f, arg, k, o)                          \
    {                                                 \
        n, 1, PURE, f, &(arg), k, NONE, o, 0, 0, NULL \
    }
#define CONV(n, arg, k, o) ONE(n, sq_fn_convert, arg, k, o)
#define ANY(n, a, f, o)                                \
    {                                                  \
        n, a, PURE, f, NULL, NONE, NONE, o, 0, 0, NULL \
    }

#define TEXT SQ_OUT_TEXT
#define BLOB SQ_OUT_BLOB
#define TS   SQ_OUT_TS
#define MS   SQ_OUT_MS
#define THR  SQ_GEN_THREAD
#define SHR  SQ_GEN_SHARED
#define STEP SQ_GEN_STEP

const sq_fn sq_fns[] = {
    /* make random */
    MAKE("gen_ulid", 0, ULID, NONE, TEXT, THR),
    MAKE("gen_ulid_bytes", 0, ULID, NONE, BLOB, THR),
    MAKE("gen_ulidflake", 0, FLAKE, SCALABLE, TEXT, SHR),
    MAKE("gen_ulidflake", 1, FLAKE, SCALABLE, TEXT, SHR),
    MAKE("gen_ulidflake_bytes", 0, FLAKE, SCALABLE, BLOB, SHR),
    MAKE("gen_ulidflake_bytes", 1, FLAKE, SCALABLE, BLOB, SHR),
    MAKE("gen_baseuid", 0, BASEUID, NONE, TEXT, THR),
    MAKE("gen_baseuid_bytes", 0, BASEUID, NONE, BLOB, THR),
    MAKE("gen_uuidv7", 0, UUIDV7, NONE, TEXT, THR),
    MAKE("gen_uuidv7_bytes", 0, UUIDV7, NONE, BLOB, THR),
    MAKE("gen_ksuid", 0, KSUID, NONE, TEXT, THR),
    MAKE("gen_ksuid_bytes", 0, KSUID, NONE, BLOB, THR),
    MAKE_P("gen_typeid", UUIDV7, TYPEID, THR),
    MAKE("gen_objectid", 0, OID, NONE, TEXT, SHR),
    MAKE("gen_objectid_bytes", 0, OID, NONE, BLOB, SHR),
    MAKE("gen_xid", 0, XID, NONE, TEXT, SHR),
    MAKE("gen_xid_bytes", 0, XID, NONE, BLOB, SHR),
    /* make monotonic */
    MAKE("gen_monotonic_ulid", 0, ULID, NONE, TEXT, STEP),
    MAKE("gen_monotonic_ulid_bytes", 0, ULID, NONE, BLOB, STEP),
    MAKE("gen_monotonic_ulidflake", 0, FLAKE, SCALABLE, TEXT, STEP),
    MAKE("gen_monotonic_ulidflake", 1, FLAKE, SCALABLE, TEXT, STEP),
    MAKE("gen_monotonic_ulidflake_bytes", 0, FLAKE, SCALABLE, BLOB, STEP),
    MAKE("gen_monotonic_ulidflake_bytes", 1, FLAKE, SCALABLE, BLOB, STEP),
    MAKE("gen_monotonic_baseuid", 0, BASEUID, NONE, TEXT, STEP),
    MAKE("gen_monotonic_baseuid_bytes", 0, BASEUID, NONE, BLOB, STEP),
    MAKE("gen_monotonic_uuidv7", 0, UUIDV7, NONE, TEXT, STEP),
    MAKE("gen_monotonic_uuidv7_bytes", 0, UUIDV7, NONE, BLOB, STEP),
    MAKE("gen_monotonic_ksuid", 0, KSUID, NONE, TEXT, STEP),
    MAKE_P("gen_monotonic_typeid", UUIDV7, TYPEID, STEP),
    MAKE("gen_monotonic_objectid", 0, OID, NONE, TEXT, STEP),
    MAKE("gen_monotonic_xid", 0, XID, NONE, TEXT, STEP),
    /* at time T */
    AT("ulid_at", 1, ULID, NONE),
    AT("ulid_at", 2, ULID, NONE),
    AT("ulidflake_at", 1, FLAKE, SCALABLE),
    AT("ulidflake_at", 2, FLAKE, SCALABLE),
    AT("ulidflake_at", 3, FLAKE, SCALABLE),
    AT("baseuid_at", 1, BASEUID, NONE),
    AT("baseuid_at", 2, BASEUID, NONE),
    AT("uuidv7_at", 1, UUIDV7, NONE),
    AT("uuidv7_at", 2, UUIDV7, NONE),
    AT("ksuid_at", 1, KSUID, NONE),
    AT("ksuid_at", 2, KSUID, NONE),
    AT_P("typeid_at", 2, TYPEID),
    AT_P("typeid_at", 3, TYPEID),
    AT("objectid_at", 1, OID, NONE),
    AT("objectid_at", 2, OID, NONE),
    AT("xid_at", 1, XID, NONE),
    AT("xid_at", 2, XID, NONE),
    /* time of an ID */
    CONV("ulid_timestamp", A_ULID, NONE, TS),
    CONV("ulidflake_timestamp", A_FLAKE, NONE, TS),
    CONV("baseuid_timestamp", A_BASEUID, NONE, TS),
    CONV("uuid_timestamp", A_UUID, NONE, TS),
    CONV("ulid_unix_ms", A_ULID, NONE, MS),
    CONV("ulidflake_unix_ms", A_FLAKE, NONE, MS),
    CONV("baseuid_unix_ms", A_BASEUID, NONE, MS),
    CONV("uuid_unix_ms", A_UUID, NONE, MS),
    /* any kind */
    ANY("sortid_timestamp", 1, sq_fn_any_time, TS),
    ANY("sortid_timestamp", 2, sq_fn_any_time, TS),
    ANY("sortid_unix_ms", 1, sq_fn_any_time, MS),
    ANY("sortid_unix_ms", 2, sq_fn_any_time, MS),
    ANY("sortid_kind", 1, sq_fn_any_kind, TEXT),
    ANY("sortid_valid", 1, sq_fn_any_valid, TEXT),
    ANY("sortid_valid", 2, sq_fn_any_valid, TEXT),
    ANY("sortid_inspect", 1, sq_fn_any_inspect, TEXT),
    ANY("sortid_inspect", 2, sq_fn_any_inspect, TEXT),
    ANY("sortid_convert", 2, sq_fn_any_convert, TEXT),
    ANY("sortid_convert", 3, sq_fn_any_convert, TEXT),
    ANY("sortid_kinds", 0, sq_fn_kinds, TEXT),
    ANY("sortid_version", 0, sq_fn_version, TEXT),
    /* to and from a UUID */
    CONV("ulid_to_uuid", A_ULID, UUID, TEXT),
    CONV("ulid_from_uuid", A_UUID, ULID, TEXT),
    CONV("baseuid_to_uuid", A_BASEUID, UUID, TEXT),
    CONV("baseuid_from_uuid", A_UUID, BASEUID, TEXT),
    CONV("typeid_to_uuid", A_TYPEID, UUID, TEXT),
    { "typeid_from_uuid", 2, PURE, sq_fn_convert, &A_UUID, TYPEID, NONE, TEXT, 0, 1, NULL },
    ONE("ulid_to_uuidv7", sq_fn_ulid_to_uuidv7, A_ULID, NONE, TEXT),
    /* to and from binary */
    CONV("ulid_to_bytes", A_ULID, NONE, BLOB),
    CONV("ulid_from_bytes", A_ULID_B, NONE, TEXT),
    CONV("ulidflake_to_bytes", A_FLAKE, NONE, BLOB),
    CONV("ulidflake_from_bytes", A_FLAKE_B, NONE, TEXT),
    CONV("baseuid_to_bytes", A_BASEUID, NONE, BLOB),
    CONV("baseuid_from_bytes", A_BASEUID_B, NONE, TEXT),
    CONV("uuidv7_to_bytes", A_UUIDV7, NONE, BLOB),
    CONV("uuidv7_from_bytes", A_UUIDV7_B, NONE, TEXT),
    /* a flake and its integer */
    CONV("ulidflake_to_int", A_FLAKE, NONE, SQ_OUT_INT),
    CONV("ulidflake_from_int", A_FLAKE_INT, NONE, TEXT),
    { "ulidflake_node", 1, PURE, sq_fn_part, &A_SCALABLE, NONE, NONE, 0, 0, 0, "node" },
    /* UUID versions */
    ONE("uuid_version", sq_fn_uuid_version, A_UUID, NONE, 0),
    ONE("uuid_v1_to_v6", sq_fn_uuid_v1_to_v6, A_UUID, NONE, TEXT),
    ONE("uuid_v6_to_v1", sq_fn_uuid_v6_to_v1, A_UUID, NONE, TEXT),
    /* settings */
    { "sortid_random_step", 0, SQLITE_DIRECTONLY, sq_fn_random_step, NULL, ULID, NONE, 0, 0, 0,
      NULL },
    { "sortid_random_step", 1, SQLITE_DIRECTONLY, sq_fn_random_step, NULL, ULID, NONE, 0, 0, 0,
      NULL },
#ifdef SORTID_SQLITE_TEST
    { "sortid_test_clock", 1, SQLITE_DIRECTONLY, sq_fn_test_clock, NULL, NONE, NONE, 0, 0, 0,
      NULL },
#endif
};

const size_t sq_nfns = sizeof sq_fns / sizeof sq_fns[0];

static void sq_conn_unref(void *p)
{
    sq_conn_release(((struct sq_bind *)p)->c);
}

#ifdef _WIN32
#define SQ_EXPORT __declspec(dllexport)
#elif defined(__GNUC__)
#define SQ_EXPORT __attribute__((visibility("default")))
#else
#define SQ_EXPORT
#endif

SQ_EXPORT int sqlite3_sortid_init(sqlite3 *db, char **pzErrMsg, const sqlite3_api_routines *pApi);
SQ_EXPORT int sqlite3_sqlitemodsortid_init(sqlite3 *db, char **pzErrMsg,
                                           const sqlite3_api_routines *pApi);

/* Loading again on a connection that has the functions changes nothing and
 * succeeds: SQLite cannot replace a function while a statement runs, as it
 * must for SELECT load_extension(), and the connection keeps its state (its
 * sortid_random_step).  A registration SQLite refuses is an error naming the
 * function and SQLite's reason. */
int sqlite3_sortid_init(sqlite3 *db, char **pzErrMsg, const sqlite3_api_routines *pApi)
{
    size_t i;
    int rc = SQLITE_OK;
    sq_conn *c;
    SQLITE_EXTENSION_INIT2(pApi);
    if (!sq_lock_made() ||
        (c = sqlite3_malloc64(sizeof *c + sq_nfns * sizeof c->bind[0])) == NULL) {
        if (pzErrMsg)
            *pzErrMsg = sqlite3_mprintf("sortid: out of memory");
        return SQLITE_NOMEM;
    }
    if (sq_loaded_conn(db) != NULL) {
        sqlite3_free(c);
        return SQLITE_OK;
    }
    memset(c, 0, sizeof *c);
    c->db = db;
    c->refs = 1; /* ours until the loop is done */
    for (i = 0; rc == SQLITE_OK && i < sq_nfns; i++) {
        c->bind[i].c = c;
        c->bind[i].d = &sq_fns[i];
        c->refs++; /* sqlite3_create_function_v2 calls sq_conn_unref even when it fails */
        rc = sqlite3_create_function_v2(db, sq_fns[i].name, sq_fns[i].nargs,
                                        SQLITE_UTF8 | sq_fns[i].flags, &c->bind[i], sq_fns[i].fn,
                                        NULL, NULL, sq_conn_unref);
        if (rc != SQLITE_OK && pzErrMsg)
            *pzErrMsg = sqlite3_mprintf("sortid: cannot register %s() with %d argument%s: %s",
                                        sq_fns[i].name, sq_fns[i].nargs,
                                        sq_fns[i].nargs == 1 ? "" : "s", sqlite3_errmsg(db));
    }
    if (rc == SQLITE_OK)
        sq_conn_add(c);
    sq_conn_release(c);
    return rc;
}

/* The entry point SQLite derives from the installed file's name
 * (libsqlite3_mod_sortid.so: "lib" dropped, the letters before the first
 * '.' in lower case), so `.load libsqlite3_mod_sortid` needs no second
 * argument. */
int sqlite3_sqlitemodsortid_init(sqlite3 *db, char **pzErrMsg, const sqlite3_api_routines *pApi)
{
    return sqlite3_sortid_init(db, pzErrMsg, pApi);
}
