/* SPDX-License-Identifier: MIT */
/*
 * sortid_pg.c - PostgreSQL types ulid, ulidflake and baseuid on libsortid.
 *
 * Every codec and rule (parse, format, layout, time conversion, generators)
 * is a call into libsortid, linked statically into sortid.so; this file only
 * adapts it to PostgreSQL: Datums, error reports, operators and opclass
 * support functions.  The SQL objects are declared in sql/sortid--1.0.sql;
 * docs/postgres.md documents them.
 *
 *   ulid       16 bytes, by reference, byte layout of uuid (binary-coercible)
 *   ulidflake   8 bytes, by value like bigint (a non-negative int64)
 *   baseuid    15 bytes, by reference
 *
 * Text input errors are SQLSTATE 22P02 naming the input and the byte position
 * of the problem; from PostgreSQL 16 on they are soft errors (errsave), so
 * pg_input_is_valid() works.  The monotonic generators are libsortid's, one
 * per server in shared memory when sortid is in shared_preload_libraries,
 * else one per session; their step (+1 or sortid.random_step) and their wait
 * on exhaustion (SORTID_WAIT_DATABASE_NS, then 54000) are the library's.
 * "An ID at time T" is sortid_*_at; the only time arithmetic here turns
 * PostgreSQL's timestamptz into Unix milliseconds and back.
 */
#include "postgres.h"

#include "access/hash.h"
#include "common/hashfn.h"
#include "datatype/timestamp.h"
#include "fmgr.h"
#include "lib/stringinfo.h"
#include "libpq/pqformat.h"
#include "miscadmin.h"
#include "port/pg_bswap.h"
#include "storage/ipc.h"
#include "storage/lwlock.h"
#include "storage/shmem.h"
#include "utils/builtins.h"
#include "utils/guc.h"
#include "utils/sortsupport.h"
#include "utils/timestamp.h"
#include "utils/uuid.h"

#if PG_VERSION_NUM >= 160000
#include "nodes/miscnodes.h"
#endif

#include "sortid.h"

PG_MODULE_MAGIC;

StaticAssertDecl(sizeof(sortid_ulid) == SORTID_ULID_BYTES, "ulid must be 16 bytes");
StaticAssertDecl(sizeof(sortid_baseuid) == SORTID_BASEUID_BYTES, "baseuid must be 15 bytes");
StaticAssertDecl(sizeof(pg_uuid_t) == SORTID_UUID_BYTES, "uuid must be 16 bytes");

/* ------------------------------------------------------------------------ */
/* Errors                                                                    */
/* ------------------------------------------------------------------------ */

/*
 * Soft input errors exist from PostgreSQL 16 on.  Before, errsave() is a
 * plain ERROR.
 */
#if PG_VERSION_NUM >= 160000
#define SORTID_ESCONTEXT (fcinfo->context)
#else
#define SORTID_ESCONTEXT ((Node *)NULL)
#define errsave(ctx, ...)            \
    do {                             \
        (void)(ctx);                 \
        ereport(ERROR, __VA_ARGS__); \
    } while (0)
#endif

/* Report a text input error for type `type`; returns only for soft errors. */
static void report_parse_error(Node *escontext, const char *type, const char *src,
                               size_t expected_len, sortid_status st, size_t pos)
{
    size_t len = strlen(src);

    switch (st) {
    case SORTID_E_LENGTH:
        errsave(
            escontext,
            (errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
             errmsg("invalid input syntax for type %s: \"%s\"", type, src),
             errdetail(
                 "Expected %zu characters, got %zu (first missing or extra byte at position %zu).",
                 expected_len, len, pos)));
        break;
    case SORTID_E_CHAR:
        errsave(escontext, (errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
                            errmsg("invalid input syntax for type %s: \"%s\"", type, src),
                            errdetail("Invalid character at byte position %zu (0-based).", pos)));
        break;
    case SORTID_E_OVERFLOW:
        errsave(escontext,
                (errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
                 errmsg("invalid input syntax for type %s: \"%s\"", type, src),
                 errdetail(
                     "Value out of range at byte position %zu: the first character must be 0 to 7.",
                     pos)));
        break;
    default:
        errsave(escontext, (errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
                            errmsg("invalid input syntax for type %s: \"%s\"", type, src),
                            errdetail("%s at byte position %zu.", sortid_strerror(st), pos)));
        break;
    }
}

/* Map a generator / clock / entropy failure to an ERROR. */
static void check_status(sortid_status st, const char *what)
{
    int code;

    if (st == SORTID_OK)
        return;
    switch (st) {
    case SORTID_E_TIME_RANGE: code = ERRCODE_DATETIME_VALUE_OUT_OF_RANGE; break;
    case SORTID_E_EXHAUSTED: code = ERRCODE_PROGRAM_LIMIT_EXCEEDED; break;
    case SORTID_E_INVALID_ARG: code = ERRCODE_INVALID_PARAMETER_VALUE; break;
    default: code = ERRCODE_SYSTEM_ERROR; break;
    }
    if (st == SORTID_E_TIME_RANGE)
        ereport(ERROR, (errcode(code), errmsg("%s: timestamp out of range for this type", what)));
    if (st == SORTID_E_EXHAUSTED)
        ereport(
            ERROR,
            (errcode(code), errmsg("%s: no more IDs in this time unit", what),
             errdetail("The monotonic step would overflow the random part, and the clock did not "
                       "reach the next time unit within the wait bound (%lld ns).",
                       (long long)SORTID_WAIT_DATABASE_NS)));
    ereport(ERROR, (errcode(code), errmsg("%s: %s", what, sortid_strerror(st))));
}

/* ------------------------------------------------------------------------ */
/* Time conversion between timestamptz (us since 2000) and Unix ms / ns      */
/* ------------------------------------------------------------------------ */

#define PG_UNIX_EPOCH_US ((int64)(POSTGRES_EPOCH_JDATE - UNIX_EPOCH_JDATE) * USECS_PER_DAY)

/*
 * PostgreSQL's own clock representation (microseconds since 2000-01-01) to
 * the Unix millisecond and the nanoseconds within it that the library's
 * at-time calls take; every rule about what those mean is the library's.
 */
static void timestamptz_to_unix(TimestampTz t, int64 *unix_ms, uint32 *ns_in_ms)
{
    int64 us;
    int64 us_in_ms;

    if (TIMESTAMP_NOT_FINITE(t))
        ereport(ERROR, (errcode(ERRCODE_DATETIME_VALUE_OUT_OF_RANGE),
                        errmsg("timestamp out of range: infinite timestamps have no identifier")));
    /* |t| < 2^63 - PG_UNIX_EPOCH_US for every finite timestamptz */
    us = t + PG_UNIX_EPOCH_US;
    us_in_ms = us % 1000;
    if (us_in_ms < 0)
        us_in_ms += 1000;
    *unix_ms = (us - us_in_ms) / 1000;
    *ns_in_ms = (uint32)us_in_ms * 1000;
}

static TimestampTz unix_ms_to_timestamptz(int64 ms)
{
    /* callers pass at most 2^48 ms: no overflow */
    return (TimestampTz)(ms * 1000 - PG_UNIX_EPOCH_US);
}

static TimestampTz unix_ns_to_timestamptz(int64 ns)
{
    int64 us = ns / 1000;

    if (ns % 1000 < 0)
        us--;
    return (TimestampTz)(us - PG_UNIX_EPOCH_US);
}

/* ------------------------------------------------------------------------ */
/* Generators: one per server in shared memory, or one per session           */
/* ------------------------------------------------------------------------ */

/*
 * The monotonic generators (gen_monotonic_ulid, gen_monotonic_baseuid,
 * gen_ulidflake) live in one of two places:
 *
 *  - shared memory, when sortid is in shared_preload_libraries: one generator
 *    per kind and node for the whole server, created with SORTID_GEN_SHARED
 *    (a backend forked from the postmaster keeps using the same state) and
 *    serialised by one LWLock, so IDs are strictly increasing across all
 *    sessions and flakes of one node cannot collide within the server;
 *  - otherwise this session's memory, as before, with a NOTICE once per
 *    session saying so.
 *
 * The step (+1, or the random step of sortid.random_step), the wait on
 * exhaustion (SORTID_WAIT_DATABASE_NS, then SORTID_E_EXHAUSTED) and the
 * regression pin are the library's.  A wait happens under the LWLock: the
 * other sessions could not have an ID of that time unit either.
 */
enum {
    GEN_ULID,
    GEN_BASEUID,
    GEN_FLAKE,       /* stand-alone layout */
    GEN_FLAKE_NODE0, /* scalable layout, node 0 .. 31 */
    GEN_COUNT = GEN_FLAKE_NODE0 + SORTID_FLAKE_NODE_MAX + 1
};

typedef struct SortidShared {
    LWLock *lock;
    bool ready[GEN_COUNT];
    sortid_gen gen[GEN_COUNT];
} SortidShared;

static SortidShared *shared = NULL; /* set in every backend when preloaded */
static bool preloaded = false;
static sortid_gen session_gens[GEN_COUNT];
static bool session_ready[GEN_COUNT];
static bool session_notice_given = false;

/*
 * The integer settings sortid.flake_node (-1 = stand-alone layout, 0..31 =
 * scalable node id) and sortid.random_step (0 = step +1, K = 1..64 = random
 * step in [1, 2^K]) are strings checked here rather than by the GUC
 * machinery: a value given before this library was loaded (SET in the
 * session, ALTER DATABASE / ROLE ... SET, PGOPTIONS, postgresql.conf) is
 * only a placeholder, and when an integer GUC rejects it at load time
 * PostgreSQL merely warns and keeps the default - gen_ulidflake() would
 * quietly make stand-alone flakes.  Instead such a value is kept, marked
 * invalid, and the functions that need it refuse to run while it is in force.
 * A bad value set interactively once the library is loaded (SET, ALTER ...
 * SET) is refused at once.
 */
typedef struct IntSetting {
    int value;
    bool valid;
    char shown[48]; /* the value, quoted and cut, for the error */
} IntSetting;

static IntSetting flake_node = { -1, true, "-1" };
static IntSetting random_step = { 0, true, "0" };
static char *flake_node_text = NULL;
static char *random_step_text = NULL;
static bool defining_gucs = false;

#define FLAKE_NODE_DETAIL                              \
    "A node id is an integer from 0 to " CppAsString2( \
        SORTID_FLAKE_NODE_MAX) ", or -1 for the stand-alone layout."
#define RANDOM_STEP_DETAIL \
    "It is an integer from 0 (the step +1) to 64 (a random step in [1, 2^64])."

/* The error for a setting that was kept although invalid (see above). */
static void require_valid(const IntSetting *set, const char *name, const char *what,
                          const char *detail, const char *hint)
{
    if (!set->valid)
        ereport(
            ERROR,
            (errcode(ERRCODE_INVALID_PARAMETER_VALUE),
             errmsg("%s: %s is \"%s\", which is not valid", what, name, set->shown),
             errdetail(
                 "%s The value was set before sortid was loaded, so it could not be refused then.",
                 detail),
             errhint("%s", hint)));
}

static shmem_request_hook_type prev_shmem_request_hook = NULL;
static shmem_startup_hook_type prev_shmem_startup_hook = NULL;

static void sortid_shmem_request(void)
{
    if (prev_shmem_request_hook)
        prev_shmem_request_hook();
    RequestAddinShmemSpace(MAXALIGN(sizeof(SortidShared)));
    RequestNamedLWLockTranche("sortid", 1);
}

static void sortid_shmem_startup(void)
{
    bool found;

    if (prev_shmem_startup_hook)
        prev_shmem_startup_hook();
    LWLockAcquire(AddinShmemInitLock, LW_EXCLUSIVE);
    shared = (SortidShared *)ShmemInitStruct("sortid", sizeof(SortidShared), &found);
    if (!found) {
        memset(shared, 0, sizeof(SortidShared));
        shared->lock = &(GetNamedLWLockTranche("sortid"))->lock;
    }
    LWLockRelease(AddinShmemInitLock);
}

static sortid_status gen_init(sortid_gen *g, int slot, bool in_shared_memory)
{
    sortid_gen_options opts;
    sortid_kind kind;

    memset(&opts, 0, sizeof(opts));
    opts.max_wait_ns = SORTID_WAIT_DATABASE_NS;
    if (in_shared_memory)
        opts.flags |= SORTID_GEN_SHARED;
    if (slot == GEN_ULID || slot == GEN_BASEUID) {
        kind = slot == GEN_ULID ? SORTID_KIND_ULID : SORTID_KIND_BASEUID;
        opts.flags |= SORTID_GEN_MONOTONIC;
        opts.step_bits = (unsigned)random_step.value;
    } else if (slot == GEN_FLAKE)
        kind = SORTID_KIND_FLAKE;
    else {
        kind = SORTID_KIND_FLAKE_SCALABLE;
        opts.node = (unsigned)(slot - GEN_FLAKE_NODE0);
    }
    return sortid_gen_init(g, kind, &opts);
}

/* One ID from the generator in `slot` into dst (a sortid_ulid, _baseuid or _flake). */
static void generate(int slot, void *dst, const char *what)
{
    sortid_gen *g;
    bool *ready;
    sortid_status st = SORTID_OK;

    if (slot == GEN_ULID || slot == GEN_BASEUID)
        require_valid(&random_step, "sortid.random_step", what, RANDOM_STEP_DETAIL,
                      "Correct the setting; 0 or unset gives the step +1.");
    if (shared != NULL) {
        LWLockAcquire(shared->lock, LW_EXCLUSIVE);
        g = &shared->gen[slot];
        ready = &shared->ready[slot];
    } else {
        if (!session_notice_given) {
            session_notice_given = true;
            ereport(
                NOTICE,
                (errmsg("sortid: monotonic generators are per session"),
                 errdetail(
                     "sortid is not in shared_preload_libraries, so IDs of concurrent sessions "
                     "are not ordered among themselves within a time unit, and stand-alone "
                     "Ulid-Flakes of concurrent sessions can collide."),
                 errhint("Add sortid to shared_preload_libraries for one generator per server.")));
        }
        g = &session_gens[slot];
        ready = &session_ready[slot];
    }
    if (!*ready) {
        st = gen_init(g, slot, shared != NULL);
        *ready = st == SORTID_OK;
    }
    if (st == SORTID_OK) {
        if (slot == GEN_ULID)
            st = sortid_gen_ulid(g, (sortid_ulid *)dst);
        else if (slot == GEN_BASEUID)
            st = sortid_gen_baseuid(g, (sortid_baseuid *)dst);
        else
            st = sortid_gen_flake(g, (sortid_flake *)dst);
    }
    if (shared != NULL)
        LWLockRelease(shared->lock);
    check_status(st, what);
}

/* A decimal integer lo..hi: an optional '-', digits without leading zeros, nothing else. */
static bool parse_int_setting(const char *s, int lo, int hi, int *out)
{
    const char *p = s;
    bool negative = false;
    long v = 0;

    if (*p == '-') {
        negative = true;
        p++;
    }
    if (*p < '0' || *p > '9' || (p[0] == '0' && p[1] != '\0'))
        return false;
    for (; *p != '\0'; p++) {
        if (*p < '0' || *p > '9' || v > 1000)
            return false;
        v = v * 10 + (*p - '0');
    }
    if (negative) {
        if (v == 0)
            return false;
        v = -v;
    }
    if (v < lo || v > hi)
        return false;
    *out = (int)v;
    return true;
}

/* Printable ASCII as is, other bytes as \xNN, cut with "..." past the buffer. */
static void quote_setting(char *dst, size_t size, const char *s)
{
    size_t n = 0;

    for (; *s != '\0'; s++) {
        unsigned char c = (unsigned char)*s;
        size_t need = (c >= 0x20 && c < 0x7f) ? 1 : 4;

        if (n + need + 4 > size) {
            memcpy(dst + n, "...", 4);
            return;
        }
        if (need == 1)
            dst[n++] = (char)c;
        else
            n += (size_t)snprintf(dst + n, size - n, "\\x%02X", c);
    }
    dst[n] = '\0';
}

/*
 * The check hook of both settings.  Refuses a bad value set interactively
 * after loading; otherwise keeps it, marked invalid (see IntSetting).
 */
static bool check_int_setting(char **newval, void **extra, GucSource source, int lo, int hi,
                              const char *detail, const IntSetting *frozen_as)
{
    IntSetting *set;
    int value = lo;
    bool valid = *newval != NULL && parse_int_setting(*newval, lo, hi, &value);
    bool interactive = !defining_gucs && source >= PGC_S_INTERACTIVE;

    if (!valid && interactive) {
        GUC_check_errdetail("%s", detail);
        return false;
    }
    if (frozen_as != NULL && interactive && value != frozen_as->value) {
        GUC_check_errdetail("This session's monotonic generators were created with %s = %d; "
                            "a new session takes the new value.",
                            "sortid.random_step", frozen_as->value);
        return false;
    }
    /* GUC extra data is malloc'd: the GUC machinery frees it */
    set = (IntSetting *)malloc(sizeof(IntSetting));
    if (set == NULL)
        return false;
    set->value = value;
    set->valid = valid;
    quote_setting(set->shown, sizeof(set->shown), *newval != NULL ? *newval : "");
    *extra = set;
    return true;
}

static bool check_flake_node(char **newval, void **extra, GucSource source)
{
    return check_int_setting(newval, extra, source, -1, SORTID_FLAKE_NODE_MAX, FLAKE_NODE_DETAIL,
                             NULL);
}

static void assign_flake_node(const char *newval, void *extra)
{
    (void)newval;
    flake_node = *(const IntSetting *)extra;
}

/*
 * The generators take sortid.random_step when they are created, so it is a
 * server setting when preloaded (PGC_POSTMASTER) and, per session, cannot
 * change once the session's ULID or BaseUID generator exists.
 */
static bool check_random_step(char **newval, void **extra, GucSource source)
{
    bool frozen = !preloaded && (session_ready[GEN_ULID] || session_ready[GEN_BASEUID]);

    return check_int_setting(newval, extra, source, 0, 64, RANDOM_STEP_DETAIL,
                             frozen ? &random_step : NULL);
}

static void assign_random_step(const char *newval, void *extra)
{
    (void)newval;
    random_step = *(const IntSetting *)extra;
}

void _PG_init(void);

void _PG_init(void)
{
    preloaded = process_shared_preload_libraries_in_progress;
    defining_gucs = true;
    DefineCustomStringVariable(
        "sortid.flake_node",
        "Node id (0..31) for gen_ulidflake(); -1 generates the stand-alone layout.", NULL,
        &flake_node_text, "-1", PGC_USERSET, 0, check_flake_node, assign_flake_node, NULL);
    DefineCustomStringVariable(
        "sortid.random_step",
        "Monotonic ULID/BaseUID step: 0 = +1; K = 1..64 = a random step in [1, 2^K].", NULL,
        &random_step_text, "0", preloaded ? PGC_POSTMASTER : PGC_USERSET, 0, check_random_step,
        assign_random_step, NULL);
    defining_gucs = false;
    MarkGUCPrefixReserved("sortid");
    if (preloaded) {
        prev_shmem_request_hook = shmem_request_hook;
        shmem_request_hook = sortid_shmem_request;
        prev_shmem_startup_hook = shmem_startup_hook;
        shmem_startup_hook = sortid_shmem_startup;
    }
}

/* ------------------------------------------------------------------------ */
/* Shared opclass helpers                                                    */
/* ------------------------------------------------------------------------ */

/* A SQL-callable function whose result is one expression (of fcinfo). */
#define SORTID_SQL_FUNCTION(NAME, EXPR) \
    PG_FUNCTION_INFO_V1(NAME);          \
    Datum NAME(PG_FUNCTION_ARGS)        \
    {                                   \
        return (EXPR);                  \
    }                                   \
    extern int no_such_variable

/*
 * Operators, btree/hash support and min/max helpers for a type whose
 * three-way comparison of the two arguments is CMP (an expression using
 * fcinfo).
 */
#define SORTID_COMPARISONS(T, CMP)                                             \
    PG_FUNCTION_INFO_V1(T##_eq);                                               \
    Datum T##_eq(PG_FUNCTION_ARGS)                                             \
    {                                                                          \
        PG_RETURN_BOOL((CMP) == 0);                                            \
    }                                                                          \
    PG_FUNCTION_INFO_V1(T##_ne);                                               \
    Datum T##_ne(PG_FUNCTION_ARGS)                                             \
    {                                                                          \
        PG_RETURN_BOOL((CMP) != 0);                                            \
    }                                                                          \
    PG_FUNCTION_INFO_V1(T##_lt);                                               \
    Datum T##_lt(PG_FUNCTION_ARGS)                                             \
    {                                                                          \
        PG_RETURN_BOOL((CMP) < 0);                                             \
    }                                                                          \
    PG_FUNCTION_INFO_V1(T##_le);                                               \
    Datum T##_le(PG_FUNCTION_ARGS)                                             \
    {                                                                          \
        PG_RETURN_BOOL((CMP) <= 0);                                            \
    }                                                                          \
    PG_FUNCTION_INFO_V1(T##_gt);                                               \
    Datum T##_gt(PG_FUNCTION_ARGS)                                             \
    {                                                                          \
        PG_RETURN_BOOL((CMP) > 0);                                             \
    }                                                                          \
    PG_FUNCTION_INFO_V1(T##_ge);                                               \
    Datum T##_ge(PG_FUNCTION_ARGS)                                             \
    {                                                                          \
        PG_RETURN_BOOL((CMP) >= 0);                                            \
    }                                                                          \
    PG_FUNCTION_INFO_V1(T##_cmp);                                              \
    Datum T##_cmp(PG_FUNCTION_ARGS)                                            \
    {                                                                          \
        PG_RETURN_INT32(CMP);                                                  \
    }                                                                          \
    PG_FUNCTION_INFO_V1(T##_smaller);                                          \
    Datum T##_smaller(PG_FUNCTION_ARGS)                                        \
    {                                                                          \
        PG_RETURN_DATUM((CMP) <= 0 ? PG_GETARG_DATUM(0) : PG_GETARG_DATUM(1)); \
    }                                                                          \
    PG_FUNCTION_INFO_V1(T##_larger);                                           \
    Datum T##_larger(PG_FUNCTION_ARGS)                                         \
    {                                                                          \
        PG_RETURN_DATUM((CMP) >= 0 ? PG_GETARG_DATUM(0) : PG_GETARG_DATUM(1)); \
    }                                                                          \
    extern int no_such_variable

/*
 * Abbreviated keys for the by-reference types: the first 8 bytes, big-endian,
 * as an unsigned integer (byte order = value order).  For time-ordered IDs
 * these 8 bytes (time and the start of the random part) are nearly always
 * distinct, so abbreviation is never aborted.
 */
#if SIZEOF_DATUM >= 8
static Datum prefix_abbrev_convert(Datum original, SortSupport ssup)
{
    uint64 v;

    (void)ssup;
    memcpy(&v, DatumGetPointer(original), sizeof(v));
    return (Datum)pg_ntoh64(v); /* the first 8 bytes, big-endian */
}

static int prefix_abbrev_cmp(Datum x, Datum y, SortSupport ssup)
{
    (void)ssup;
    return ((uint64)x > (uint64)y) - ((uint64)x < (uint64)y);
}

static bool prefix_abbrev_abort(int memtupcount, SortSupport ssup)
{
    (void)memtupcount;
    (void)ssup;
    return false;
}
#endif

static void setup_prefix_sortsupport(SortSupport ssup,
                                     int (*cmp)(Datum x, Datum y, SortSupport ssup))
{
    ssup->comparator = cmp;
#if SIZEOF_DATUM >= 8
    if (ssup->abbreviate) {
        ssup->abbrev_converter = prefix_abbrev_convert;
        ssup->abbrev_abort = prefix_abbrev_abort;
        ssup->abbrev_full_comparator = cmp;
        ssup->comparator = prefix_abbrev_cmp;
    }
#endif
}

static bytea *bytes_to_bytea(const uint8 *src, size_t len)
{
    bytea *out = (bytea *)palloc(VARHDRSZ + len);

    SET_VARSIZE(out, VARHDRSZ + len);
    memcpy(VARDATA(out), src, len);
    return out;
}

static const uint8 *bytea_bytes(bytea *b, size_t want, const char *type)
{
    size_t len = VARSIZE_ANY_EXHDR(b);

    if (len != want)
        ereport(ERROR, (errcode(ERRCODE_INVALID_BINARY_REPRESENTATION),
                        errmsg("invalid length for type %s: bytea of %zu bytes", type, len),
                        errdetail("A %s is exactly %zu bytes.", type, want)));
    return (const uint8 *)VARDATA_ANY(b);
}

/*
 * The by-reference types, ulid (16 bytes) and baseuid (15): every value of
 * that many bytes is valid, so binary input, output, hashing and the bytea
 * casts are the same code for both, given the length.
 */
static Datum byref_copy(const void *src, size_t len)
{
    void *dst = palloc(len);

    memcpy(dst, src, len);
    return PointerGetDatum(dst);
}

static Datum byref_send(const void *src, size_t len)
{
    StringInfoData buf;

    pq_begintypsend(&buf);
    pq_sendbytes(&buf, (const char *)src, (int)len);
    PG_RETURN_BYTEA_P(pq_endtypsend(&buf));
}

#define SORTID_BYREF_FUNCTIONS(T, LEN)                                                 \
    PG_FUNCTION_INFO_V1(T##_recv);                                                     \
    Datum T##_recv(PG_FUNCTION_ARGS)                                                   \
    {                                                                                  \
        return byref_copy(pq_getmsgbytes((StringInfo)PG_GETARG_POINTER(0), LEN), LEN); \
    }                                                                                  \
    PG_FUNCTION_INFO_V1(T##_send);                                                     \
    Datum T##_send(PG_FUNCTION_ARGS)                                                   \
    {                                                                                  \
        return byref_send(PG_GETARG_POINTER(0), LEN);                                  \
    }                                                                                  \
    PG_FUNCTION_INFO_V1(T##_hash);                                                     \
    Datum T##_hash(PG_FUNCTION_ARGS)                                                   \
    {                                                                                  \
        return hash_any((const unsigned char *)PG_GETARG_POINTER(0), LEN);             \
    }                                                                                  \
    PG_FUNCTION_INFO_V1(T##_hash_extended);                                            \
    Datum T##_hash_extended(PG_FUNCTION_ARGS)                                          \
    {                                                                                  \
        return hash_any_extended((const unsigned char *)PG_GETARG_POINTER(0), LEN,     \
                                 (uint64)PG_GETARG_INT64(1));                          \
    }                                                                                  \
    PG_FUNCTION_INFO_V1(T##_to_bytea);                                                 \
    Datum T##_to_bytea(PG_FUNCTION_ARGS)                                               \
    {                                                                                  \
        PG_RETURN_BYTEA_P(bytes_to_bytea((const uint8 *)PG_GETARG_POINTER(0), LEN));   \
    }                                                                                  \
    PG_FUNCTION_INFO_V1(T##_from_bytea);                                               \
    Datum T##_from_bytea(PG_FUNCTION_ARGS)                                             \
    {                                                                                  \
        return byref_copy(bytea_bytes(PG_GETARG_BYTEA_PP(0), LEN, #T), LEN);           \
    }                                                                                  \
    extern int no_such_variable

/* The flake node id argument of a SQL function: 0..31. */
static unsigned node_arg(int32 node)
{
    if (node < 0 || node > SORTID_FLAKE_NODE_MAX)
        ereport(ERROR, (errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                        errmsg("ulidflake node id %d out of range", node),
                        errdetail("A node id is 0 to %d.", SORTID_FLAKE_NODE_MAX)));
    return (unsigned)node;
}

/* The node of sortid.flake_node (-1: stand-alone), or the error that it is not one. */
static int flake_node_setting(const char *what)
{
    require_valid(&flake_node, "sortid.flake_node", what, FLAKE_NODE_DETAIL,
                  "Correct the setting, or pass the node id as the function's last argument.");
    return flake_node.value;
}

/* ======================================================================== */
/* ulid                                                                      */
/* ======================================================================== */

#define DatumGetULIDP(d)    ((const sortid_ulid *)DatumGetPointer(d))
#define PG_GETARG_ULID_P(n) DatumGetULIDP(PG_GETARG_DATUM(n))

PG_FUNCTION_INFO_V1(ulid_in);
Datum ulid_in(PG_FUNCTION_ARGS)
{
    const char *s = PG_GETARG_CSTRING(0);
    sortid_ulid u;
    size_t pos = 0;
    sortid_status st;

    st = sortid_ulid_parse(&u, s, strlen(s), 0, &pos);
    if (st != SORTID_OK) {
        report_parse_error(SORTID_ESCONTEXT, "ulid", s, SORTID_ULID_TEXT_LEN, st, pos);
        return (Datum)0;
    }
    return byref_copy(&u, SORTID_ULID_BYTES);
}

PG_FUNCTION_INFO_V1(ulid_out);
Datum ulid_out(PG_FUNCTION_ARGS)
{
    char *buf = (char *)palloc(SORTID_ULID_TEXT_LEN + 1);

    sortid_ulid_format(buf, PG_GETARG_ULID_P(0), 0);
    PG_RETURN_CSTRING(buf);
}

SORTID_BYREF_FUNCTIONS(ulid, SORTID_ULID_BYTES);

SORTID_COMPARISONS(ulid, sortid_ulid_compare(PG_GETARG_ULID_P(0), PG_GETARG_ULID_P(1)));

static int ulid_fastcmp(Datum x, Datum y, SortSupport ssup)
{
    (void)ssup;
    return sortid_ulid_compare(DatumGetULIDP(x), DatumGetULIDP(y));
}

PG_FUNCTION_INFO_V1(ulid_sortsupport);
Datum ulid_sortsupport(PG_FUNCTION_ARGS)
{
    setup_prefix_sortsupport((SortSupport)PG_GETARG_POINTER(0), ulid_fastcmp);
    PG_RETURN_VOID();
}

PG_FUNCTION_INFO_V1(ulid_timestamp);
Datum ulid_timestamp(PG_FUNCTION_ARGS)
{
    PG_RETURN_TIMESTAMPTZ(unix_ms_to_timestamptz(sortid_ulid_unix_ms(PG_GETARG_ULID_P(0))));
}

/* The ULID of the millisecond holding argument 0: random, lowest or highest. */
static Datum ulid_at(FunctionCallInfo fcinfo, sortid_at which, const char *what)
{
    int64 ms;
    uint32 ns;
    sortid_ulid u;

    timestamptz_to_unix(PG_GETARG_TIMESTAMPTZ(0), &ms, &ns);
    check_status(sortid_ulid_at(&u, ms, which), what);
    return byref_copy(&u, SORTID_ULID_BYTES);
}

SORTID_SQL_FUNCTION(ulid_min_time, ulid_at(fcinfo, SORTID_AT_MIN, "ulid_min"));
SORTID_SQL_FUNCTION(ulid_max_time, ulid_at(fcinfo, SORTID_AT_MAX, "ulid_max"));
SORTID_SQL_FUNCTION(gen_ulid_at, ulid_at(fcinfo, SORTID_AT_RANDOM, "gen_ulid"));

PG_FUNCTION_INFO_V1(gen_ulid);
Datum gen_ulid(PG_FUNCTION_ARGS)
{
    sortid_ulid u;

    check_status(sortid_ulid_new(&u), "gen_ulid");
    return byref_copy(&u, SORTID_ULID_BYTES);
}

PG_FUNCTION_INFO_V1(gen_monotonic_ulid);
Datum gen_monotonic_ulid(PG_FUNCTION_ARGS)
{
    sortid_ulid u;

    generate(GEN_ULID, &u, "gen_monotonic_ulid");
    return byref_copy(&u, SORTID_ULID_BYTES);
}

/* ======================================================================== */
/* ulidflake: a non-negative int64 Datum                                     */
/* ======================================================================== */

static sortid_flake flake_from_datum(Datum d)
{
    sortid_flake f;

    /* values in a ulidflake Datum were checked on the way in */
    if (sortid_flake_from_int64(&f, DatumGetInt64(d)) != SORTID_OK)
        ereport(ERROR, (errcode(ERRCODE_DATA_CORRUPTED),
                        errmsg("corrupt ulidflake value %lld", (long long)DatumGetInt64(d))));
    return f;
}

#define PG_GETARG_FLAKE(n) flake_from_datum(PG_GETARG_DATUM(n))
#define PG_RETURN_FLAKE(f) PG_RETURN_INT64(sortid_flake_to_int64(f))

PG_FUNCTION_INFO_V1(ulidflake_in);
Datum ulidflake_in(PG_FUNCTION_ARGS)
{
    const char *s = PG_GETARG_CSTRING(0);
    sortid_flake f;
    size_t pos = 0;
    sortid_status st;

    st = sortid_flake_parse(&f, s, strlen(s), 0, &pos);
    if (st != SORTID_OK) {
        report_parse_error(SORTID_ESCONTEXT, "ulidflake", s, SORTID_FLAKE_TEXT_LEN, st, pos);
        return (Datum)0;
    }
    PG_RETURN_FLAKE(f);
}

PG_FUNCTION_INFO_V1(ulidflake_out);
Datum ulidflake_out(PG_FUNCTION_ARGS)
{
    char *buf = (char *)palloc(SORTID_FLAKE_TEXT_LEN + 1);

    sortid_flake_format(buf, PG_GETARG_FLAKE(0), 0);
    PG_RETURN_CSTRING(buf);
}

PG_FUNCTION_INFO_V1(ulidflake_recv);
Datum ulidflake_recv(PG_FUNCTION_ARGS)
{
    StringInfo buf = (StringInfo)PG_GETARG_POINTER(0);
    uint8 b[SORTID_FLAKE_BYTES];
    sortid_flake f;

    memcpy(b, pq_getmsgbytes(buf, SORTID_FLAKE_BYTES), SORTID_FLAKE_BYTES);
    if (sortid_flake_from_bytes(&f, b) != SORTID_OK)
        ereport(ERROR, (errcode(ERRCODE_INVALID_BINARY_REPRESENTATION),
                        errmsg("invalid external ulidflake value: sign bit set")));
    PG_RETURN_FLAKE(f);
}

PG_FUNCTION_INFO_V1(ulidflake_send);
Datum ulidflake_send(PG_FUNCTION_ARGS)
{
    uint8 b[SORTID_FLAKE_BYTES];
    StringInfoData buf;

    sortid_flake_to_bytes(b, PG_GETARG_FLAKE(0));
    pq_begintypsend(&buf);
    pq_sendbytes(&buf, (const char *)b, SORTID_FLAKE_BYTES);
    PG_RETURN_BYTEA_P(pq_endtypsend(&buf));
}

static inline int int64_cmp3(int64 a, int64 b)
{
    return (a > b) - (a < b);
}

/* Non-negative int64 order = unsigned 64-bit order = text order. */
SORTID_COMPARISONS(ulidflake, int64_cmp3(PG_GETARG_INT64(0), PG_GETARG_INT64(1)));

static int ulidflake_fastcmp(Datum x, Datum y, SortSupport ssup)
{
    (void)ssup;
    return int64_cmp3(DatumGetInt64(x), DatumGetInt64(y));
}

PG_FUNCTION_INFO_V1(ulidflake_sortsupport);
Datum ulidflake_sortsupport(PG_FUNCTION_ARGS)
{
    SortSupport ssup = (SortSupport)PG_GETARG_POINTER(0);

    ssup->comparator = ulidflake_fastcmp;
    PG_RETURN_VOID();
}

/* The same hash as bigint (hashint8 / hashint8extended) of the same value. */
PG_FUNCTION_INFO_V1(ulidflake_hash);
Datum ulidflake_hash(PG_FUNCTION_ARGS)
{
    return DirectFunctionCall1(hashint8, PG_GETARG_DATUM(0));
}

PG_FUNCTION_INFO_V1(ulidflake_hash_extended);
Datum ulidflake_hash_extended(PG_FUNCTION_ARGS)
{
    return DirectFunctionCall2(hashint8extended, PG_GETARG_DATUM(0), PG_GETARG_DATUM(1));
}

PG_FUNCTION_INFO_V1(ulidflake_to_int8);
Datum ulidflake_to_int8(PG_FUNCTION_ARGS)
{
    PG_RETURN_INT64(sortid_flake_to_int64(PG_GETARG_FLAKE(0)));
}

PG_FUNCTION_INFO_V1(ulidflake_from_int8);
Datum ulidflake_from_int8(PG_FUNCTION_ARGS)
{
    int64 v = PG_GETARG_INT64(0);
    sortid_flake f;

    if (sortid_flake_from_int64(&f, v) != SORTID_OK)
        ereport(ERROR, (errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE),
                        errmsg("ulidflake out of range: %lld", (long long)v),
                        errdetail("A ulidflake is a non-negative bigint.")));
    PG_RETURN_FLAKE(f);
}

PG_FUNCTION_INFO_V1(ulidflake_timestamp);
Datum ulidflake_timestamp(PG_FUNCTION_ARGS)
{
    PG_RETURN_TIMESTAMPTZ(unix_ms_to_timestamptz(sortid_flake_unix_ms(PG_GETARG_FLAKE(0))));
}

PG_FUNCTION_INFO_V1(ulidflake_node);
Datum ulidflake_node(PG_FUNCTION_ARGS)
{
    PG_RETURN_INT32((int32)sortid_flake_node(PG_GETARG_FLAKE(0)));
}

/* node < 0: stand-alone layout; else the scalable layout with that node id */
static Datum gen_flake_node(int node)
{
    sortid_flake f;

    generate(node < 0 ? GEN_FLAKE : GEN_FLAKE_NODE0 + node, &f, "gen_ulidflake");
    return Int64GetDatum(sortid_flake_to_int64(f));
}

PG_FUNCTION_INFO_V1(gen_ulidflake);
Datum gen_ulidflake(PG_FUNCTION_ARGS)
{
    return gen_flake_node(flake_node_setting("gen_ulidflake"));
}

PG_FUNCTION_INFO_V1(gen_ulidflake_node);
Datum gen_ulidflake_node(PG_FUNCTION_ARGS)
{
    return gen_flake_node((int)node_arg(PG_GETARG_INT32(0)));
}

/* The flake of the millisecond holding argument 0; node < 0: stand-alone. */
static Datum ulidflake_at(FunctionCallInfo fcinfo, int node, sortid_at which, const char *what)
{
    int64 ms;
    uint32 ns;
    sortid_flake f;

    timestamptz_to_unix(PG_GETARG_TIMESTAMPTZ(0), &ms, &ns);
    check_status(sortid_flake_at(&f, node < 0 ? SORTID_FLAKE_STANDALONE : SORTID_FLAKE_SCALABLE,
                                 node < 0 ? 0 : (unsigned)node, ms, which),
                 what);
    return Int64GetDatum(sortid_flake_to_int64(f));
}

SORTID_SQL_FUNCTION(gen_ulidflake_at, ulidflake_at(fcinfo, flake_node_setting("gen_ulidflake"),
                                                   SORTID_AT_RANDOM, "gen_ulidflake"));
SORTID_SQL_FUNCTION(gen_ulidflake_at_node, ulidflake_at(fcinfo, (int)node_arg(PG_GETARG_INT32(1)),
                                                        SORTID_AT_RANDOM, "gen_ulidflake"));

/* Without a node: the stand-alone bounds, which also bound every node's flakes. */
SORTID_SQL_FUNCTION(ulidflake_min_time, ulidflake_at(fcinfo, -1, SORTID_AT_MIN, "ulidflake_min"));
SORTID_SQL_FUNCTION(ulidflake_max_time, ulidflake_at(fcinfo, -1, SORTID_AT_MAX, "ulidflake_max"));
SORTID_SQL_FUNCTION(ulidflake_min_time_node, ulidflake_at(fcinfo, (int)node_arg(PG_GETARG_INT32(1)),
                                                          SORTID_AT_MIN, "ulidflake_min"));
SORTID_SQL_FUNCTION(ulidflake_max_time_node, ulidflake_at(fcinfo, (int)node_arg(PG_GETARG_INT32(1)),
                                                          SORTID_AT_MAX, "ulidflake_max"));

/* ======================================================================== */
/* baseuid                                                                   */
/* ======================================================================== */

#define DatumGetBASEUIDP(d)    ((const sortid_baseuid *)DatumGetPointer(d))
#define PG_GETARG_BASEUID_P(n) DatumGetBASEUIDP(PG_GETARG_DATUM(n))

PG_FUNCTION_INFO_V1(baseuid_in);
Datum baseuid_in(PG_FUNCTION_ARGS)
{
    const char *s = PG_GETARG_CSTRING(0);
    sortid_baseuid b;
    size_t pos = 0;
    sortid_status st;

    st = sortid_baseuid_parse(&b, s, strlen(s), 0, &pos);
    if (st != SORTID_OK) {
        report_parse_error(SORTID_ESCONTEXT, "baseuid", s, SORTID_BASEUID_TEXT_LEN, st, pos);
        return (Datum)0;
    }
    return byref_copy(&b, SORTID_BASEUID_BYTES);
}

PG_FUNCTION_INFO_V1(baseuid_out);
Datum baseuid_out(PG_FUNCTION_ARGS)
{
    char *buf = (char *)palloc(SORTID_BASEUID_TEXT_LEN + 1);

    sortid_baseuid_format(buf, PG_GETARG_BASEUID_P(0), 0);
    PG_RETURN_CSTRING(buf);
}

SORTID_BYREF_FUNCTIONS(baseuid, SORTID_BASEUID_BYTES);

SORTID_COMPARISONS(baseuid, sortid_baseuid_compare(PG_GETARG_BASEUID_P(0), PG_GETARG_BASEUID_P(1)));

static int baseuid_fastcmp(Datum x, Datum y, SortSupport ssup)
{
    (void)ssup;
    return sortid_baseuid_compare(DatumGetBASEUIDP(x), DatumGetBASEUIDP(y));
}

PG_FUNCTION_INFO_V1(baseuid_sortsupport);
Datum baseuid_sortsupport(PG_FUNCTION_ARGS)
{
    setup_prefix_sortsupport((SortSupport)PG_GETARG_POINTER(0), baseuid_fastcmp);
    PG_RETURN_VOID();
}

PG_FUNCTION_INFO_V1(baseuid_to_uuid);
Datum baseuid_to_uuid(PG_FUNCTION_ARGS)
{
    sortid_uuid u;
    pg_uuid_t *out = (pg_uuid_t *)palloc(sizeof(pg_uuid_t));

    sortid_baseuid_to_uuidv8(&u, PG_GETARG_BASEUID_P(0));
    memcpy(out->data, u.bytes, SORTID_UUID_BYTES);
    PG_RETURN_UUID_P(out);
}

PG_FUNCTION_INFO_V1(baseuid_from_uuid);
Datum baseuid_from_uuid(PG_FUNCTION_ARGS)
{
    pg_uuid_t *in = PG_GETARG_UUID_P(0);
    sortid_uuid u;
    sortid_baseuid b;
    sortid_status st;

    memcpy(u.bytes, in->data, SORTID_UUID_BYTES);
    st = sortid_baseuid_from_uuidv8(&b, &u);
    if (st != SORTID_OK)
        ereport(ERROR, (errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                        errmsg("uuid is not the UUIDv8 form of a baseuid: %s",
                               DatumGetCString(DirectFunctionCall1(uuid_out, UUIDPGetDatum(in)))),
                        st == SORTID_E_VERSION ? errdetail("Its version is not 8.")
                        : st == SORTID_E_VARIANT
                            ? errdetail("Its variant is not the RFC 9562 variant (10).")
                        : st == SORTID_E_UUID_BITS ? errdetail("Its two lowest bits are not 00.")
                                                   : errdetail("%s.", sortid_strerror(st))));
    return byref_copy(&b, SORTID_BASEUID_BYTES);
}

PG_FUNCTION_INFO_V1(baseuid_timestamp);
Datum baseuid_timestamp(PG_FUNCTION_ARGS)
{
    PG_RETURN_TIMESTAMPTZ(unix_ns_to_timestamptz(sortid_baseuid_unix_ns(PG_GETARG_BASEUID_P(0))));
}

/* The BaseUID of the 32.768 us tick holding argument 0: random, lowest or highest. */
static Datum baseuid_at(FunctionCallInfo fcinfo, sortid_at which, const char *what)
{
    int64 ms;
    uint32 ns;
    sortid_baseuid b;

    timestamptz_to_unix(PG_GETARG_TIMESTAMPTZ(0), &ms, &ns);
    check_status(sortid_baseuid_at(&b, ms, ns, which), what);
    return byref_copy(&b, SORTID_BASEUID_BYTES);
}

SORTID_SQL_FUNCTION(baseuid_min_time, baseuid_at(fcinfo, SORTID_AT_MIN, "baseuid_min"));
SORTID_SQL_FUNCTION(baseuid_max_time, baseuid_at(fcinfo, SORTID_AT_MAX, "baseuid_max"));
SORTID_SQL_FUNCTION(gen_baseuid_at, baseuid_at(fcinfo, SORTID_AT_RANDOM, "gen_baseuid"));

PG_FUNCTION_INFO_V1(gen_baseuid);
Datum gen_baseuid(PG_FUNCTION_ARGS)
{
    sortid_baseuid b;

    check_status(sortid_baseuid_new(&b), "gen_baseuid");
    return byref_copy(&b, SORTID_BASEUID_BYTES);
}

PG_FUNCTION_INFO_V1(gen_monotonic_baseuid);
Datum gen_monotonic_baseuid(PG_FUNCTION_ARGS)
{
    sortid_baseuid b;

    generate(GEN_BASEUID, &b, "gen_monotonic_baseuid");
    return byref_copy(&b, SORTID_BASEUID_BYTES);
}
