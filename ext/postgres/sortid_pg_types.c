/* SPDX-License-Identifier: MIT */
/*
 * sortid_pg_types.c - the PostgreSQL types ulid, ulidflake and baseuid on
 * libsortid: text and binary I/O, operators, opclass support, casts and the
 * time functions (the generators and settings are sortid_pg_gen.c).
 *
 * Every codec and rule (parse, format, layout, time conversion) is a call
 * into libsortid, most through its kind-generic calls (sortid_id_parse,
 * sortid_id_format, sortid_id_unix_ms, sortid_id_at) over the kind of each
 * type; this file only adapts them to PostgreSQL: Datums, error reports,
 * operators and opclass support functions.  The SQL objects are declared in
 * sql/sortid--1.0.sql (made by scripts/gen-sql.py); docs/postgres.md
 * documents them.
 *
 *   ulid       16 bytes, by reference, byte layout of uuid (binary-coercible)
 *   ulidflake   8 bytes, by value like bigint (a non-negative int64)
 *   baseuid    15 bytes, by reference
 *
 * Text input errors are SQLSTATE 22P02 naming the input and the byte position
 * of the problem; from PostgreSQL 16 on they are soft errors (errsave), so
 * pg_input_is_valid() works.  The only time arithmetic here turns
 * PostgreSQL's timestamptz into Unix milliseconds and back.
 */
#include "sortid_pg.h"

#include "access/hash.h"
#include "common/hashfn.h"
#include "datatype/timestamp.h"
#include "lib/stringinfo.h"
#include "libpq/pqformat.h"
#include "port/pg_bswap.h"
#include "utils/builtins.h"
#include "utils/sortsupport.h"
#include "utils/timestamp.h"
#include "utils/uuid.h"

#if PG_VERSION_NUM >= 160000
#include "nodes/miscnodes.h"
#endif

StaticAssertDecl(sizeof(sortid_ulid) == SORTID_ULID_BYTES, "ulid must be 16 bytes");
StaticAssertDecl(sizeof(sortid_baseuid) == SORTID_BASEUID_BYTES, "baseuid must be 15 bytes");
StaticAssertDecl(sizeof(pg_uuid_t) == SORTID_UUID_BYTES, "uuid must be 16 bytes");

/* name, kind, by value, text, needs SORTID_GEN_MONOTONIC, takes sortid.random_step */
const PgIdType pg_ulid_type = { "ulid", SORTID_KIND_ULID, false, false, true, true };
const PgIdType pg_flake_type = { "ulidflake", SORTID_KIND_FLAKE, true, false, false, false };
const PgIdType pg_baseuid_type = { "baseuid", SORTID_KIND_BASEUID, false, false, true, true };
const PgIdType pg_uuidv7_type = { "uuid", SORTID_KIND_UUIDV7, false, false, false, false };

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

/* The text forms a type reads besides its own, by the library's names ("uuid, uuid-hex"). */
static const char *other_forms(const PgIdType *t, unsigned accept)
{
    StringInfoData s;
    int form;

    initStringInfo(&s);
    /* the library's forms are 1, 2, ... until the one it has no name for */
    for (form = SORTID_FORM_NONE + 1; strcmp(sortid_form_name((sortid_form)form), "none") != 0;
         form++) {
        const char *name = sortid_form_name((sortid_form)form);

        if ((accept & SORTID_ACCEPT(form)) && strcmp(name, sortid_kind_name(t->kind)) != 0)
            appendStringInfo(&s, "%s%s", s.len > 0 ? ", " : "", name);
    }
    return s.data;
}

bool pg_non_ascii_detail(const char *src, size_t len, sortid_status st, size_t pos)
{
    size_t i = 0;

    if (st == SORTID_E_LENGTH)
        while (i < len && (unsigned char)src[i] < 0x80)
            i++;
    else
        i = pos;
    if ((st != SORTID_E_LENGTH && st != SORTID_E_CHAR) || i >= len || (unsigned char)src[i] < 0x80)
        return false;
    errdetail("The byte at position %zu (0-based, 0x%02X) is not ASCII.", i, (unsigned char)src[i]);
    return true;
}

/* The errdetail of a text the library refused with st at byte pos. */
static int parse_error_detail(const PgIdType *t, const char *src, sortid_status st, size_t pos)
{
    const sortid_kind_desc *desc = sortid_kind_get(t->kind);
    size_t len = strlen(src);

    if (pg_non_ascii_detail(src, len, st, pos))
        return 0;
    switch (st) {
    case SORTID_E_LENGTH:
        return errdetail("Expected %zu characters, got %zu; a %s is also read from the text "
                         "forms %s.",
                         desc->text_len, len, t->name,
                         other_forms(t, desc->forms & ~SORTID_ACCEPT(SORTID_FORM_FLAKE_INT)));
    case SORTID_E_CHAR: return errdetail("Invalid character at byte position %zu (0-based).", pos);
    case SORTID_E_VERSION:
    case SORTID_E_VARIANT:
    case SORTID_E_UUID_BITS:
        return errdetail("The UUID is not a %s: %s.", t->name, sortid_strerror(st));
    default: return errdetail("At byte position %zu (0-based): %s.", pos, sortid_strerror(st));
    }
}

/* A Datum of the type from its text in any of the kind's forms (soft errors from PG 16). */
static Datum id_in(FunctionCallInfo fcinfo, const PgIdType *t)
{
    const char *s = PG_GETARG_CSTRING(0);
    sortid_id id;
    size_t pos = 0;
    sortid_status st;

    st = sortid_id_parse(&id, t->kind, s, strlen(s), 0, &pos, NULL);
    if (st != SORTID_OK) {
        errsave(SORTID_ESCONTEXT, (errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
                                   errmsg("invalid input syntax for type %s: \"%s\"", t->name, s),
                                   parse_error_detail(t, s, st, pos)));
        return (Datum)0;
    }
    return pg_id_to_datum(t, &id);
}

/* The canonical text of a Datum of the type. */
static Datum id_out(FunctionCallInfo fcinfo, const PgIdType *t)
{
    sortid_id id;
    char buf[SORTID_ID_TEXT_MAX + 1];

    pg_id_from_datum(&id, t, PG_GETARG_DATUM(0));
    pg_check_status(sortid_id_format(buf, sizeof(buf), &id, SORTID_FORM_NONE, 0, NULL), t->name);
    PG_RETURN_CSTRING(pstrdup(buf));
}

void pg_check_status(sortid_status st, const char *what)
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
                       (long long)SORTID_WAIT_DEFAULT_NS)));
    ereport(ERROR, (errcode(code), errmsg("%s: %s", what, sortid_strerror(st))));
}

/* ------------------------------------------------------------------------ */
/* Datums and the library's kind-generic value                               */
/* ------------------------------------------------------------------------ */

/* A ulidflake Datum (values were checked on the way in). */
static sortid_flake flake_from_datum(Datum d)
{
    sortid_flake f;

    if (sortid_flake_from_int64(&f, DatumGetInt64(d)) != SORTID_OK)
        ereport(ERROR, (errcode(ERRCODE_DATA_CORRUPTED),
                        errmsg("corrupt ulidflake value %lld", (long long)DatumGetInt64(d))));
    return f;
}

void pg_id_from_datum(sortid_id *dst, const PgIdType *t, Datum d)
{
    memset(dst, 0, sizeof(*dst));
    dst->kind = t->kind;
    if (t->by_value) {
        sortid_flake v = flake_from_datum(d);

        dst->epoch_ms = SORTID_FLAKE_EPOCH_MS;
        sortid_flake_to_bytes(dst->bytes, &v);
    } else
        memcpy(dst->bytes, DatumGetPointer(d), sortid_kind_get(t->kind)->bytes);
}

static Datum byref_copy(const void *src, size_t len)
{
    void *dst = palloc(len);

    memcpy(dst, src, len);
    return PointerGetDatum(dst);
}

Datum pg_id_to_datum(const PgIdType *t, const sortid_id *src)
{
    sortid_flake f;

    if (t->text) {
        char buf[SORTID_ID_TEXT_MAX + 1];

        pg_check_status(sortid_id_format(buf, sizeof(buf), src, SORTID_FORM_NONE, 0, NULL),
                        t->name);
        return PointerGetDatum(cstring_to_text(buf));
    }
    if (!t->by_value)
        return byref_copy(src->bytes, sortid_kind_get(t->kind)->bytes);
    /* a flake's bytes never have the sign bit set */
    if (sortid_flake_from_bytes(&f, src->bytes) != SORTID_OK)
        ereport(ERROR, (errcode(ERRCODE_INTERNAL_ERROR), errmsg("ulidflake: sign bit set")));
    return Int64GetDatum(sortid_flake_to_int64(&f));
}

/* ------------------------------------------------------------------------ */
/* Time conversion between timestamptz (us since 2000) and Unix ms           */
/* ------------------------------------------------------------------------ */

#define PG_UNIX_EPOCH_US ((int64)(POSTGRES_EPOCH_JDATE - UNIX_EPOCH_JDATE) * USECS_PER_DAY)

/*
 * PostgreSQL's own clock representation (microseconds since 2000-01-01) to
 * the Unix millisecond and the nanoseconds within it that the library's
 * at-time calls take; every rule about what those mean is the library's.
 */
void pg_timestamptz_to_unix(TimestampTz t, int64 *unix_ms, uint32 *ns_in_ms)
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

/* every kind's time is below 2^63 ns: no overflow in microseconds */
TimestampTz pg_unix_to_timestamptz(int64 unix_ms, uint32 ns_in_ms)
{
    return (TimestampTz)(unix_ms * 1000 + ns_in_ms / 1000 - PG_UNIX_EPOCH_US);
}

Datum pg_time_result(FunctionCallInfo fcinfo, sortid_status st, int64 unix_ms, uint32 ns,
                     bool as_unix_ms, const char *what)
{
    if (st == SORTID_E_VERSION || st == SORTID_E_VARIANT)
        PG_RETURN_NULL();
    pg_check_status(st, what);
    if (as_unix_ms)
        PG_RETURN_INT64(unix_ms);
    PG_RETURN_TIMESTAMPTZ(pg_unix_to_timestamptz(unix_ms, ns));
}

/* The time of a Datum of the type (its time unit floored to the microsecond). */
static Datum id_timestamp(FunctionCallInfo fcinfo, const PgIdType *t)
{
    sortid_id id;
    int64 ms;
    uint32 ns;

    pg_id_from_datum(&id, t, PG_GETARG_DATUM(0));
    pg_check_status(sortid_id_unix_ms(&ms, &ns, &id), t->name);
    PG_RETURN_TIMESTAMPTZ(pg_unix_to_timestamptz(ms, ns));
}

/* The same time as Unix milliseconds (floored). */
static Datum id_unix_ms(FunctionCallInfo fcinfo, const PgIdType *t)
{
    sortid_id id;
    int64 ms;

    pg_id_from_datum(&id, t, PG_GETARG_DATUM(0));
    pg_check_status(sortid_id_unix_ms(&ms, NULL, &id), t->name);
    PG_RETURN_INT64(ms);
}

/*
 * The same time as a timestamp without time zone: its UTC wall-clock time
 * (the cast to timestamp, IMMUTABLE: no TimeZone is read).  timestamptz and
 * timestamp count the same microseconds, UTC for the latter.
 */
static Datum id_utc(FunctionCallInfo fcinfo, const PgIdType *t)
{
    return id_timestamp(fcinfo, t);
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
    PG_FUNCTION_INFO_V1(T##_to_bytes);                                                 \
    Datum T##_to_bytes(PG_FUNCTION_ARGS)                                               \
    {                                                                                  \
        PG_RETURN_BYTEA_P(bytes_to_bytea((const uint8 *)PG_GETARG_POINTER(0), LEN));   \
    }                                                                                  \
    PG_FUNCTION_INFO_V1(T##_from_bytes);                                               \
    Datum T##_from_bytes(PG_FUNCTION_ARGS)                                             \
    {                                                                                  \
        return byref_copy(bytea_bytes(PG_GETARG_BYTEA_PP(0), LEN, #T), LEN);           \
    }                                                                                  \
    extern int no_such_variable

/* The SQL entry points that only name their type: text I/O and the time. */
#define SORTID_TEXT_FUNCTIONS(T, TYPE)                               \
    SORTID_SQL_FUNCTION(T##_in, id_in(fcinfo, &TYPE));               \
    SORTID_SQL_FUNCTION(T##_out, id_out(fcinfo, &TYPE));             \
    SORTID_SQL_FUNCTION(T##_timestamp, id_timestamp(fcinfo, &TYPE)); \
    SORTID_SQL_FUNCTION(T##_unix_ms, id_unix_ms(fcinfo, &TYPE));     \
    SORTID_SQL_FUNCTION(T##_utc, id_utc(fcinfo, &TYPE))

/*
 * A by-reference type T (C type sortid_T, LEN bytes): text and binary I/O,
 * operators and opclass support, the time functions and the generators.
 */
#define SORTID_BYREF_TYPE(T, TYPE, LEN)                                                    \
    SORTID_TEXT_FUNCTIONS(T, TYPE);                                                        \
    SORTID_BYREF_FUNCTIONS(T, LEN);                                                        \
    SORTID_COMPARISONS(T, sortid_##T##_compare((const sortid_##T *)PG_GETARG_POINTER(0),   \
                                               (const sortid_##T *)PG_GETARG_POINTER(1))); \
    static int T##_fastcmp(Datum x, Datum y, SortSupport ssup)                             \
    {                                                                                      \
        (void)ssup;                                                                        \
        return sortid_##T##_compare((const sortid_##T *)DatumGetPointer(x),                \
                                    (const sortid_##T *)DatumGetPointer(y));               \
    }                                                                                      \
    PG_FUNCTION_INFO_V1(T##_sortsupport);                                                  \
    Datum T##_sortsupport(PG_FUNCTION_ARGS)                                                \
    {                                                                                      \
        setup_prefix_sortsupport((SortSupport)PG_GETARG_POINTER(0), T##_fastcmp);          \
        PG_RETURN_VOID();                                                                  \
    }                                                                                      \
    SORTID_SQL_FUNCTION(gen_monotonic_##T, pg_generate(&TYPE, -1, "gen_monotonic_" #T));   \
    PG_FUNCTION_INFO_V1(gen_##T);                                                          \
    Datum gen_##T(PG_FUNCTION_ARGS)                                                        \
    {                                                                                      \
        sortid_##T *v = (sortid_##T *)palloc(LEN); /* made in place, as pg_generate's */   \
                                                                                           \
        StaticAssertStmt(sizeof(*v) == (LEN), "the Datum is the kind's struct");           \
        pg_check_status(sortid_##T##_new(v), "gen_" #T);                                   \
        PG_RETURN_POINTER(v);                                                              \
    }                                                                                      \
    extern int no_such_variable

/* ======================================================================== */
/* ulid                                                                      */
/* ======================================================================== */

SORTID_BYREF_TYPE(ulid, pg_ulid_type, SORTID_ULID_BYTES);

/* ======================================================================== */
/* ulidflake: a non-negative int64 Datum                                     */
/* ======================================================================== */

#define PG_GETARG_FLAKE(n) flake_from_datum(PG_GETARG_DATUM(n))
#define PG_RETURN_FLAKE(f) PG_RETURN_INT64(sortid_flake_to_int64(&f))

SORTID_TEXT_FUNCTIONS(ulidflake, pg_flake_type);

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
    sortid_flake v = PG_GETARG_FLAKE(0);

    sortid_flake_to_bytes(b, &v);
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

PG_FUNCTION_INFO_V1(ulidflake_to_int);
Datum ulidflake_to_int(PG_FUNCTION_ARGS)
{
    sortid_flake v = PG_GETARG_FLAKE(0);

    PG_RETURN_INT64(sortid_flake_to_int64(&v));
}

PG_FUNCTION_INFO_V1(ulidflake_from_int);
Datum ulidflake_from_int(PG_FUNCTION_ARGS)
{
    int64 v = PG_GETARG_INT64(0);
    sortid_flake f;

    if (sortid_flake_from_int64(&f, v) != SORTID_OK)
        ereport(ERROR, (errcode(ERRCODE_NUMERIC_VALUE_OUT_OF_RANGE),
                        errmsg("ulidflake out of range: %lld", (long long)v),
                        errdetail("A ulidflake is a non-negative bigint.")));
    PG_RETURN_FLAKE(f);
}

PG_FUNCTION_INFO_V1(ulidflake_node);
Datum ulidflake_node(PG_FUNCTION_ARGS)
{
    sortid_flake v = PG_GETARG_FLAKE(0);

    PG_RETURN_INT32((int32)sortid_flake_node(&v));
}

/* ======================================================================== */
/* baseuid                                                                   */
/* ======================================================================== */

#define PG_GETARG_BASEUID_P(n) ((const sortid_baseuid *)PG_GETARG_POINTER(n))

SORTID_BYREF_TYPE(baseuid, pg_baseuid_type, SORTID_BASEUID_BYTES);

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
