/* SPDX-License-Identifier: MIT */
/*
 * sortid_pg_family.c - functions on PostgreSQL's uuid and on text for the
 * rest of the family (see sortid_pg.h for the other files):
 *
 *   gen_uuidv7()                                            UUIDv7 as uuid
 *   uuid_timestamp(), uuid_unix_ms(), uuid_version(),
 *   uuid_v1_to_v6(), uuid_v6_to_v1()                        any UUID
 *   gen_typeid(), typeid_to_uuid(), typeid_from_uuid()      TypeID text
 *   gen_ksuid()                                             KSUID text
 *
 * Every rule (layouts, versions, epochs, the Gregorian count, prefixes,
 * which text is which kind) is libsortid's; this file only moves bytes
 * between Datums and the library's calls and reports what it refused.
 * The SQL objects are in sql/sortid.sql.in; docs/postgres.md documents them.
 */
#include "sortid_pg.h"

#include "lib/stringinfo.h"
#include "utils/builtins.h"
#include "utils/timestamp.h"
#include "utils/uuid.h"

/* ------------------------------------------------------------------------ */
/* uuid Datums                                                               */
/* ------------------------------------------------------------------------ */

static sortid_uuid uuid_arg(FunctionCallInfo fcinfo, int n)
{
    sortid_uuid u;

    memcpy(u.bytes, PG_GETARG_UUID_P(n)->data, SORTID_UUID_BYTES);
    return u;
}

static Datum uuid_datum(const sortid_uuid *u)
{
    pg_uuid_t *out = (pg_uuid_t *)palloc(sizeof(pg_uuid_t));

    memcpy(out->data, u->bytes, SORTID_UUID_BYTES);
    return UUIDPGetDatum(out);
}

static const char *uuid_text(const sortid_uuid *u)
{
    char buf[SORTID_UUID_TEXT_LEN + 1];

    sortid_uuid_format(buf, u, 0);
    return pstrdup(buf);
}

/* ------------------------------------------------------------------------ */
/* Errors                                                                    */
/* ------------------------------------------------------------------------ */

/*
 * The errdetail of text the library refused: st at byte pos, read as form
 * (the form its length gave, or SORTID_FORM_NONE) for kind (SORTID_KIND_NONE:
 * any).  A byte that is not ASCII is named as such wherever it is.
 */
int pg_text_error_detail(const char *src, size_t len, sortid_status st, size_t pos,
                         sortid_form form, sortid_kind kind)
{
    const sortid_kind_desc *desc = sortid_kind_get(kind);

    if (pg_non_ascii_detail(src, len, st, pos))
        return 0;
    if (st == SORTID_E_LENGTH && desc != NULL && !(desc->forms & SORTID_ACCEPT(form)))
        return errdetail("No %s has a text of %zu characters.", desc->name, len);
    if (st == SORTID_E_LENGTH && form == SORTID_FORM_NONE)
        return errdetail("No identifier has a text of %zu characters.", len);
    if (st == SORTID_E_LENGTH && form == SORTID_FORM_FLAKE_INT)
        return errdetail("Decimal digits are read only when the kind is given, as in "
                         "sortid_timestamp(text, 'snowflake').");
    if (st == SORTID_E_VERSION || st == SORTID_E_VARIANT || st == SORTID_E_UUID_BITS)
        return errdetail("Read as %s: %s.", sortid_form_name(form), sortid_strerror(st));
    return errdetail("Read as %s: %s at byte position %zu (0-based).", sortid_form_name(form),
                     sortid_strerror(st), pos);
}

/* The ERROR for a TypeID prefix the library refused (at byte pos of it). */
static void prefix_error(const char *what, const char *prefix, sortid_status st, size_t pos)
{
    ereport(ERROR,
            (errcode(ERRCODE_INVALID_PARAMETER_VALUE),
             errmsg("%s: invalid TypeID prefix \"%s\"", what, prefix),
             pg_non_ascii_detail(prefix, strlen(prefix), st, pos)
                 ? 0
                 : errdetail("At byte position %zu (0-based): %s.", pos, sortid_strerror(st)),
             errhint("A prefix is at most %d characters of a-z and '_', the first and the last a "
                     "letter; '' gives a TypeID without prefix.",
                     SORTID_PREFIX_MAX)));
}

Datum pg_typeid_text(const char *what, const char *prefix, const sortid_uuid *u)
{
    sortid_typeid tid;
    size_t pos = 0;
    sortid_status st;
    char buf[SORTID_TYPEID_TEXT_MAX + 1];

    st = sortid_typeid_from_uuid(&tid, prefix, strlen(prefix), u, &pos);
    if (st != SORTID_OK)
        prefix_error(what, prefix, st, pos);
    sortid_typeid_format(buf, &tid, 0);
    PG_RETURN_TEXT_P(cstring_to_text(buf));
}

/* ------------------------------------------------------------------------ */
/* UUIDv7                                                                    */
/* ------------------------------------------------------------------------ */

/* The server's (preloaded) or the session's monotonic UUIDv7 generator. */
PG_FUNCTION_INFO_V1(gen_uuidv7);
Datum gen_uuidv7(PG_FUNCTION_ARGS)
{
    (void)fcinfo;
    return pg_generate(&pg_uuidv7_type, -1, "gen_uuidv7");
}

/* ------------------------------------------------------------------------ */
/* Any UUID                                                                  */
/* ------------------------------------------------------------------------ */

/*
 * The time of a v1, v6 or v7 (RFC 9562 variant), floored to the
 * microsecond, as timestamptz or as Unix milliseconds; NULL otherwise.
 */
static Datum uuid_time(FunctionCallInfo fcinfo, bool unix_ms, const char *what)
{
    sortid_uuid u = uuid_arg(fcinfo, 0);
    int64 ms;
    uint32 ns;
    sortid_status st = sortid_uuid_unix_ms(&ms, &ns, &u);

    return pg_time_result(fcinfo, st, ms, ns, unix_ms, what);
}

PG_FUNCTION_INFO_V1(uuid_timestamp);
Datum uuid_timestamp(PG_FUNCTION_ARGS)
{
    return uuid_time(fcinfo, false, "uuid_timestamp");
}

PG_FUNCTION_INFO_V1(uuid_unix_ms);
Datum uuid_unix_ms(PG_FUNCTION_ARGS)
{
    return uuid_time(fcinfo, true, "uuid_unix_ms");
}

/* The version of a UUID of the RFC 9562 variant; NULL for other variants. */
PG_FUNCTION_INFO_V1(uuid_version);
Datum uuid_version(PG_FUNCTION_ARGS)
{
    sortid_uuid u = uuid_arg(fcinfo, 0);
    int version = sortid_uuid_version(&u);

    if (version < 0) /* nil, max, another variant */
        PG_RETURN_NULL();
    PG_RETURN_INT32(version);
}

/* v1 <-> v6 (lossless); an ERROR naming the UUID for another version or variant. */
static Datum uuid_reorder(FunctionCallInfo fcinfo, bool to_v6)
{
    sortid_uuid u = uuid_arg(fcinfo, 0), out;
    const char *what = to_v6 ? "uuid_v1_to_v6" : "uuid_v6_to_v1";
    sortid_status st = to_v6 ? sortid_uuid_v1_to_v6(&out, &u) : sortid_uuid_v6_to_v1(&out, &u);

    if (st == SORTID_E_VERSION || st == SORTID_E_VARIANT)
        ereport(ERROR,
                (errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                 errmsg("%s: uuid %s is not a version %d UUID", what, uuid_text(&u), to_v6 ? 1 : 6),
                 st == SORTID_E_VERSION && sortid_uuid_version(&u) >= 0
                     ? errdetail("Its version is %d.", sortid_uuid_version(&u))
                     : errdetail("Its variant is not the RFC 9562 variant (10).")));
    pg_check_status(st, what);
    return uuid_datum(&out);
}

PG_FUNCTION_INFO_V1(uuid_v1_to_v6);
Datum uuid_v1_to_v6(PG_FUNCTION_ARGS)
{
    return uuid_reorder(fcinfo, true);
}

PG_FUNCTION_INFO_V1(uuid_v6_to_v1);
Datum uuid_v6_to_v1(PG_FUNCTION_ARGS)
{
    return uuid_reorder(fcinfo, false);
}

/* ------------------------------------------------------------------------ */
/* TypeID and KSUID                                                          */
/* ------------------------------------------------------------------------ */

/*
 * gen_typeid's prefix as last checked by this call site (fn_extra): the
 * argument's bytes, and the TypeID whose prefix the library accepted.  A
 * query calls it with the same prefix row after row: checked once.
 */
typedef struct TypeidPrefix {
    size_t len;
    char given[SORTID_PREFIX_MAX + 1];
    sortid_typeid tid;
} TypeidPrefix;

/* The TypeID of this call's prefix argument, from the call site's cache or checked anew. */
static sortid_typeid *typeid_prefix_arg(FunctionCallInfo fcinfo, const char *what)
{
    text *arg = PG_GETARG_TEXT_PP(0);
    size_t len = VARSIZE_ANY_EXHDR(arg);
    TypeidPrefix *c = (TypeidPrefix *)fcinfo->flinfo->fn_extra;
    sortid_uuid zero = { { 0 } };
    size_t pos = 0;
    sortid_status st;

    if (c != NULL && c->len == len && memcmp(c->given, VARDATA_ANY(arg), len) == 0)
        return &c->tid;
    if (c == NULL)
        c = (TypeidPrefix *)MemoryContextAllocZero(fcinfo->flinfo->fn_mcxt, sizeof(*c));
    c->len = SIZE_MAX; /* nothing cached until the library accepted it */
    st = sortid_typeid_from_uuid(&c->tid, VARDATA_ANY(arg), len, &zero, &pos);
    fcinfo->flinfo->fn_extra = c;
    if (st != SORTID_OK)
        prefix_error(what, text_to_cstring(arg), st, pos);
    memcpy(c->given, VARDATA_ANY(arg), len);
    c->len = len;
    return &c->tid;
}

/* prefix + '_' + a UUIDv7 of gen_uuidv7()'s generator (the prefix checked first). */
PG_FUNCTION_INFO_V1(gen_typeid);
Datum gen_typeid(PG_FUNCTION_ARGS)
{
    sortid_typeid *tid = typeid_prefix_arg(fcinfo, "gen_typeid");
    text *r = (text *)palloc(VARHDRSZ + SORTID_TYPEID_TEXT_MAX + 1);

    pg_generate_uuidv7(&tid->uuid, "gen_typeid");
    SET_VARSIZE(r, VARHDRSZ + sortid_typeid_format(VARDATA(r), tid, 0));
    PG_RETURN_TEXT_P(r);
}

PG_FUNCTION_INFO_V1(typeid_to_uuid);
Datum typeid_to_uuid(PG_FUNCTION_ARGS)
{
    const char *s = text_to_cstring(PG_GETARG_TEXT_PP(0));
    size_t len = strlen(s), pos = 0;
    sortid_typeid tid;
    sortid_status st = sortid_typeid_parse(&tid, s, len, 0, &pos);

    if (st != SORTID_OK)
        ereport(ERROR,
                (errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
                 errmsg("typeid_to_uuid: invalid TypeID \"%s\"", s),
                 pg_text_error_detail(s, len, st, pos, SORTID_FORM_TYPEID, SORTID_KIND_TYPEID)));
    return uuid_datum(&tid.uuid);
}

PG_FUNCTION_INFO_V1(typeid_from_uuid);
Datum typeid_from_uuid(PG_FUNCTION_ARGS)
{
    sortid_uuid u = uuid_arg(fcinfo, 1);

    return pg_typeid_text("typeid_from_uuid", text_to_cstring(PG_GETARG_TEXT_PP(0)), &u);
}

/* A KSUID of the current second with 128 fresh random bits (the library's
 * random KSUID generator of this backend's thread), its text written in place. */
PG_FUNCTION_INFO_V1(gen_ksuid);
Datum gen_ksuid(PG_FUNCTION_ARGS)
{
    text *r = (text *)palloc(VARHDRSZ + SORTID_KSUID_TEXT_LEN + 1);
    sortid_ksuid k;

    (void)fcinfo;
    pg_check_status(sortid_ksuid_new(&k), "gen_ksuid");
    SET_VARSIZE(r, VARHDRSZ + sortid_ksuid_format(VARDATA(r), &k, 0));
    PG_RETURN_TEXT_P(r);
}
