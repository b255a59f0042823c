/* SPDX-License-Identifier: MIT */
/*
 * sortid_pg_text.c - functions on the text of an ID of any kind, and the
 * library's facts (see sortid_pg.h for the other files):
 *
 *   sortid_timestamp(text [, kind]), sortid_unix_ms(text [, kind])  its time
 *   sortid_kind(text), sortid_valid(text [, kind])                  what it is
 *   sortid_inspect(text [, kind])                                   every field
 *   sortid_convert(text, to [, prefix])                             another kind
 *   sortid_kinds(), sortid_version()                                the library
 *
 * Which text is which kind, every field and every conversion are the
 * library's (sortid_id_parse, sortid_id_parts, sortid_id_convert, the kinds
 * table); this file only reads arguments and writes results and errors.
 */
#include "sortid_pg.h"

#include "funcapi.h"
#include "lib/stringinfo.h"
#include "utils/builtins.h"
#include "utils/jsonb.h"
#include "utils/timestamp.h"

/* The kind named by argument n, or an ERROR listing the library's names. */
static sortid_kind kind_arg(FunctionCallInfo fcinfo, int n, const char *what)
{
    const char *name = text_to_cstring(PG_GETARG_TEXT_PP(n));
    sortid_kind kind;
    StringInfoData names;
    size_t i;

    if (sortid_kind_from_name(&kind, name, strlen(name)) == SORTID_OK)
        return kind;
    initStringInfo(&names);
    for (i = 0; sortid_kind_each(i) != SORTID_KIND_NONE; i++)
        appendStringInfo(&names, "%s%s", i > 0 ? ", " : "", sortid_kind_name(sortid_kind_each(i)));
    ereport(ERROR, (errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                    errmsg("%s: unknown kind \"%s\"", what, name),
                    errhint("The kinds are %s.", names.data)));
    return SORTID_KIND_NONE;
}

/* The kind of argument 1 when the function has it, else SORTID_KIND_NONE (any). */
static sortid_kind optional_kind(FunctionCallInfo fcinfo, const char *what)
{
    return PG_NARGS() > 1 ? kind_arg(fcinfo, 1, what) : SORTID_KIND_NONE;
}

/*
 * Argument 0 read as kind (SORTID_KIND_NONE: the kind its length says, as
 * sortid_read reads untyped text) into *id and the form read into *form, or
 * the ERROR (22P02) naming the text, the reason and the byte; with `quiet`,
 * false instead of the ERROR.
 */
static bool read_id_form(FunctionCallInfo fcinfo, sortid_kind kind, sortid_id *id,
                         sortid_form *form, bool quiet, const char *what)
{
    text *arg = PG_GETARG_TEXT_PP(0);
    const char *s = VARDATA_ANY(arg);
    size_t len = VARSIZE_ANY_EXHDR(arg), pos = 0;
    sortid_status st = sortid_id_parse(id, kind, s, len, 0, &pos, form);
    char *shown;

    if (st == SORTID_OK || quiet)
        return st == SORTID_OK;
    shown = text_to_cstring(arg); /* a NUL byte cannot be in a text */
    ereport(ERROR, (errcode(ERRCODE_INVALID_TEXT_REPRESENTATION),
                    kind == SORTID_KIND_NONE
                        ? errmsg("%s: invalid identifier \"%s\"", what, shown)
                        : errmsg("%s: invalid %s \"%s\"", what, sortid_kind_name(kind), shown),
                    pg_text_error_detail(shown, len, st, pos, *form, kind)));
    return false;
}

/* read_id_form without the form. */
static bool read_id(FunctionCallInfo fcinfo, sortid_kind kind, sortid_id *id, bool quiet,
                    const char *what)
{
    sortid_form form = SORTID_FORM_NONE;

    return read_id_form(fcinfo, kind, id, &form, quiet, what);
}

/*
 * The time of argument 0 (floored to the microsecond) as timestamptz or
 * Unix milliseconds; NULL for a value whose kind gives it no time (a UUID
 * of a version without one, a TypeID whose UUID is not a v7).
 */
static Datum text_time(FunctionCallInfo fcinfo, bool unix_ms, const char *what)
{
    sortid_id id;
    int64 ms;
    uint32 ns;
    sortid_status st;

    read_id(fcinfo, optional_kind(fcinfo, what), &id, false, what);
    st = sortid_id_unix_ms(&ms, &ns, &id);
    return pg_time_result(fcinfo, st, ms, ns, unix_ms, what);
}

/* C names without the library's prefix sortid_, which only the library's own
 * (hidden) symbols have */
PG_FUNCTION_INFO_V1(any_id_timestamp);
Datum any_id_timestamp(PG_FUNCTION_ARGS)
{
    return text_time(fcinfo, false, "sortid_timestamp");
}

PG_FUNCTION_INFO_V1(any_id_unix_ms);
Datum any_id_unix_ms(PG_FUNCTION_ARGS)
{
    return text_time(fcinfo, true, "sortid_unix_ms");
}

/* sortid_kind(text): the kind its length says, or the ERROR of a text that is no ID. */
PG_FUNCTION_INFO_V1(any_id_kind);
Datum any_id_kind(PG_FUNCTION_ARGS)
{
    sortid_id id;

    read_id(fcinfo, SORTID_KIND_NONE, &id, false, "sortid_kind");
    PG_RETURN_TEXT_P(cstring_to_text(sortid_kind_name(id.kind)));
}

/* sortid_valid(text [, kind]): whether it reads; an unknown kind is still an ERROR. */
PG_FUNCTION_INFO_V1(any_id_valid);
Datum any_id_valid(PG_FUNCTION_ARGS)
{
    sortid_id id;

    PG_RETURN_BOOL(read_id(fcinfo, optional_kind(fcinfo, "sortid_valid"), &id, true, NULL));
}

/* Append "key": text to a jsonb object under construction. */
static void push_text(JsonbParseState **state, const char *key, const char *value)
{
    JsonbValue k, v;

    k.type = jbvString;
    k.val.string.val = pstrdup(key);
    k.val.string.len = (int)strlen(key);
    pushJsonbValue(state, WJB_KEY, &k);
    if (value == NULL)
        v.type = jbvNull;
    else {
        v.type = jbvString;
        v.val.string.val = pstrdup(value);
        v.val.string.len = (int)strlen(value);
    }
    pushJsonbValue(state, WJB_VALUE, &v);
}

static void push_int(JsonbParseState **state, const char *key, int64 value, bool null)
{
    JsonbValue k, v;

    k.type = jbvString;
    k.val.string.val = pstrdup(key);
    k.val.string.len = (int)strlen(key);
    pushJsonbValue(state, WJB_KEY, &k);
    v.type = null ? jbvNull : jbvNumeric;
    if (!null)
        v.val.numeric = int64_to_numeric(value);
    pushJsonbValue(state, WJB_VALUE, &v);
}

/*
 * sortid_inspect(text [, kind]): {"kind", "form", "id" (canonical text),
 * "timestamp" (RFC 3339 at the kind's precision), "unix_ms", "ns_in_ms",
 * "parts": {name: text}}; the time items are null for an ID without a time.
 */
PG_FUNCTION_INFO_V1(any_id_inspect);
Datum any_id_inspect(PG_FUNCTION_ARGS)
{
    JsonbParseState *state = NULL;
    JsonbValue *result;
    sortid_id id;
    sortid_part parts[SORTID_PARTS_MAX];
    char buf[SORTID_ID_TEXT_MAX + 1], when[SORTID_ID_TIME_TEXT_MAX + 1];
    sortid_form form = SORTID_FORM_NONE;
    size_t n, i;
    int64 ms = 0;
    uint32 ns = 0;
    bool timed;

    read_id_form(fcinfo, optional_kind(fcinfo, "sortid_inspect"), &id, &form, false,
                 "sortid_inspect");
    pg_check_status(sortid_id_format(buf, sizeof(buf), &id, SORTID_FORM_NONE, 0, NULL),
                    "sortid_inspect");
    timed = sortid_id_unix_ms(&ms, &ns, &id) == SORTID_OK &&
            sortid_id_time_format(when, sizeof(when), &id, 0, NULL) == SORTID_OK;
    n = sortid_id_parts(parts, lengthof(parts), &id);
    pushJsonbValue(&state, WJB_BEGIN_OBJECT, NULL);
    push_text(&state, "kind", sortid_kind_name(id.kind));
    push_text(&state, "form", sortid_form_name(form));
    push_text(&state, "id", buf);
    push_text(&state, "timestamp", timed ? when : NULL);
    push_int(&state, "unix_ms", ms, !timed);
    push_int(&state, "ns_in_ms", ns, !timed);
    {
        JsonbValue k;

        k.type = jbvString;
        k.val.string.val = "parts";
        k.val.string.len = 5;
        pushJsonbValue(&state, WJB_KEY, &k);
    }
    pushJsonbValue(&state, WJB_BEGIN_OBJECT, NULL);
    for (i = 0; i < n && i < lengthof(parts); i++)
        push_text(&state, parts[i].name, parts[i].text);
    pushJsonbValue(&state, WJB_END_OBJECT, NULL);
    result = pushJsonbValue(&state, WJB_END_OBJECT, NULL);
    PG_RETURN_JSONB_P(JsonbValueToJsonb(result));
}

/*
 * sortid_convert(text, to [, prefix]): the same value as kind `to`, in its
 * canonical text (the library's lossless conversions); prefix: a TypeID's.
 */
PG_FUNCTION_INFO_V1(any_id_convert);
Datum any_id_convert(PG_FUNCTION_ARGS)
{
    sortid_id id, out;
    sortid_kind to = kind_arg(fcinfo, 1, "sortid_convert");
    char buf[SORTID_ID_TEXT_MAX + 1];
    sortid_status st;

    read_id(fcinfo, SORTID_KIND_NONE, &id, false, "sortid_convert");
    st = sortid_id_convert(&out, to, &id);
    if (st != SORTID_OK)
        ereport(ERROR, (errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                        errmsg("sortid_convert: %s has no %s form",
                               sortid_kind_get(id.kind)->a_title, sortid_kind_get(to)->title),
                        errdetail("%s.", sortid_strerror(st))));
    if (PG_NARGS() > 2) {
        const char *prefix = text_to_cstring(PG_GETARG_TEXT_PP(2));
        sortid_uuid u;

        if (to != SORTID_KIND_TYPEID)
            ereport(ERROR, (errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                            errmsg("sortid_convert: a prefix is only a TypeID's, not %s's",
                                   sortid_kind_get(to)->a_title)));
        memcpy(u.bytes, out.bytes, SORTID_UUID_BYTES);
        return pg_typeid_text("sortid_convert", prefix, &u);
    }
    pg_check_status(sortid_id_format(buf, sizeof(buf), &out, SORTID_FORM_NONE, 0, NULL),
                    "sortid_convert");
    PG_RETURN_TEXT_P(cstring_to_text(buf));
}

/* sortid_kinds(): one row per row of the library's kinds table. */
PG_FUNCTION_INFO_V1(kinds_table);
Datum kinds_table(PG_FUNCTION_ARGS)
{
    ReturnSetInfo *rsinfo = (ReturnSetInfo *)fcinfo->resultinfo;
    size_t i;

    InitMaterializedSRF(fcinfo, 0);
    for (i = 0; sortid_kind_each(i) != SORTID_KIND_NONE; i++) {
        const sortid_kind_desc *d = sortid_kind_get(sortid_kind_each(i));
        Datum values[8];
        bool nulls[8] = { false };

        values[0] = PointerGetDatum(cstring_to_text(d->name));
        values[1] = PointerGetDatum(cstring_to_text(d->title));
        values[2] = Int32GetDatum((int32)d->bytes);
        values[3] = Int32GetDatum((int32)d->text_len);
        values[4] = Int32GetDatum((int32)d->random_bits);
        values[5] = Int64GetDatum(d->tick_ns);
        values[6] = BoolGetDatum((d->calls & SORTID_CALL_GENERATE) != 0);
        values[7] = BoolGetDatum((d->calls & SORTID_CALL_MONOTONIC) != 0);
        tuplestore_putvalues(rsinfo->setResult, rsinfo->setDesc, values, nulls);
    }
    return (Datum)0;
}

PG_FUNCTION_INFO_V1(library_version);
Datum library_version(PG_FUNCTION_ARGS)
{
    (void)fcinfo;
    PG_RETURN_TEXT_P(cstring_to_text(sortid_version()));
}
