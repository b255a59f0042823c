/* SPDX-License-Identifier: MIT */
/*
 * sortid_pg_kinds.c - the functions every kind has, over the library's
 * kind-generic calls (see sortid_pg.h for the other files):
 *
 *   <kind>_at(time [, mode])         an ID of a time: random, min or max
 *   gen_objectid(), gen_xid()        and gen_monotonic_<kind>() of the text
 *                                    kinds (KSUID, ObjectId, xid)
 *   ulid(timestamp), ulid(timestamptz)  the casts of pgx_ulid: the lowest
 *                                    ULID of that millisecond
 *   sortid_at_support(internal)      the at-time functions' planner support (C: at_time_support)
 *
 * The kinds without a type of their own (KSUID, TypeID, ObjectId, xid) are
 * their canonical text.  Every rule is the library's (sortid_id_at,
 * sortid_gen_id, sortid_id_format); this file only reads arguments.
 */
#include "sortid_pg.h"

#include "catalog/pg_type_d.h"
#include "nodes/nodeFuncs.h"
#include "nodes/supportnodes.h"
#include "optimizer/optimizer.h"
#include "utils/builtins.h"
#include "utils/timestamp.h"
#include "utils/uuid.h"

/* name, kind, by value, text, needs SORTID_GEN_MONOTONIC, takes sortid.random_step */
const PgIdType pg_ksuid_type = { "ksuid", SORTID_KIND_KSUID, false, true, true, false };
const PgIdType pg_objectid_type = { "objectid", SORTID_KIND_OBJECTID, false, true, false, false };
const PgIdType pg_xid_type = { "xid", SORTID_KIND_XID, false, true, false, false };

sortid_at pg_mode_arg(FunctionCallInfo fcinfo, int n, const char *what)
{
    static const struct {
        const char *word;
        sortid_at which;
    } modes[] = { { "random", SORTID_AT_RANDOM },
                  { "min", SORTID_AT_MIN },
                  { "max", SORTID_AT_MAX } };
    const char *mode = text_to_cstring(PG_GETARG_TEXT_PP(n));
    size_t i;

    for (i = 0; i < lengthof(modes); i++)
        if (pg_strcasecmp(mode, modes[i].word) == 0)
            return modes[i].which;
    ereport(ERROR, (errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                    errmsg("%s: invalid mode \"%s\"", what, mode),
                    errhint("The mode is 'random', 'min' or 'max'.")));
    return SORTID_AT_RANDOM;
}

/*
 * The ID of type t of the time unit holding argument `arg` (a timestamptz,
 * or a timestamp read as UTC: the same microseconds), made as which says;
 * node: a flake's node id for the scalable layout, -1 for the stand-alone
 * one (and for the other kinds).
 */
static Datum kind_at(FunctionCallInfo fcinfo, const PgIdType *t, int arg, sortid_at which, int node,
                     const char *what)
{
    int64 ms;
    uint32 ns;
    sortid_id id;
    sortid_kind kind =
        t->kind == SORTID_KIND_FLAKE && node >= 0 ? SORTID_KIND_FLAKE_SCALABLE : t->kind;

    pg_timestamptz_to_unix(PG_GETARG_TIMESTAMPTZ(arg), &ms, &ns);
    pg_check_status(sortid_id_at(&id, kind, ms, ns, which, node < 0 ? 0 : (unsigned)node), what);
    return pg_id_to_datum(t, &id);
}

static int node_arg(FunctionCallInfo fcinfo, int n, const char *what);

/* An at-time function of a kind: (time, mode). */
#define KIND_AT(FN, TYPE)                                                       \
    PG_FUNCTION_INFO_V1(FN);                                                    \
    Datum FN(PG_FUNCTION_ARGS)                                                  \
    {                                                                           \
        return kind_at(fcinfo, &TYPE, 0, pg_mode_arg(fcinfo, 1, #FN), -1, #FN); \
    }                                                                           \
    extern int no_such_variable

KIND_AT(ulid_at, pg_ulid_type);
KIND_AT(baseuid_at, pg_baseuid_type);
KIND_AT(uuidv7_at, pg_uuidv7_type);
KIND_AT(ksuid_at, pg_ksuid_type);
KIND_AT(objectid_at, pg_objectid_type);
KIND_AT(xid_at, pg_xid_type);

/*
 * ulidflake_at(time, mode, node): node NULL (the default) is the layout of
 * sortid.flake_node, else the scalable layout with that node (0..31).  Not
 * STRICT for that NULL: a NULL time or mode gives NULL.
 */
PG_FUNCTION_INFO_V1(ulidflake_at);
Datum ulidflake_at(PG_FUNCTION_ARGS)
{
    int node;

    if (PG_ARGISNULL(0) || PG_ARGISNULL(1))
        PG_RETURN_NULL();
    node = PG_ARGISNULL(2) ? pg_flake_node_setting("ulidflake_at")
                           : node_arg(fcinfo, 2, "ulidflake_at");
    return kind_at(fcinfo, &pg_flake_type, 0, pg_mode_arg(fcinfo, 1, "ulidflake_at"), node,
                   "ulidflake_at");
}

/* typeid_at(prefix, time, mode): the TypeID of that prefix and of the UUIDv7 of that time. */
PG_FUNCTION_INFO_V1(typeid_at);
Datum typeid_at(PG_FUNCTION_ARGS)
{
    const char *prefix = text_to_cstring(PG_GETARG_TEXT_PP(0));
    Datum u =
        kind_at(fcinfo, &pg_uuidv7_type, 1, pg_mode_arg(fcinfo, 2, "typeid_at"), -1, "typeid_at");
    sortid_uuid v;

    memcpy(v.bytes, DatumGetUUIDP(u)->data, SORTID_UUID_BYTES);
    return pg_typeid_text("typeid_at", prefix, &v);
}

/* ulid(timestamp), ulid(timestamptz): pgx_ulid's casts, the lowest ULID of that millisecond. */
PG_FUNCTION_INFO_V1(ulid_of_time);
Datum ulid_of_time(PG_FUNCTION_ARGS)
{
    return kind_at(fcinfo, &pg_ulid_type, 0, SORTID_AT_MIN, -1, "ulid");
}

/* ------------------------------------------------------------------------ */
/* The text kinds' generators                                                */
/* ------------------------------------------------------------------------ */

#define KIND_GEN(FN, TYPE)                  \
    PG_FUNCTION_INFO_V1(FN);                \
    Datum FN(PG_FUNCTION_ARGS)              \
    {                                       \
        (void)fcinfo;                       \
        return pg_generate(&TYPE, -1, #FN); \
    }                                       \
    extern int no_such_variable

KIND_GEN(gen_objectid, pg_objectid_type);

/* The flake node id argument n of a SQL function: 0..31, or the ERROR. */
static int node_arg(FunctionCallInfo fcinfo, int n, const char *what)
{
    int32 node = PG_GETARG_INT32(n);

    if (node < 0 || node > SORTID_FLAKE_NODE_MAX)
        ereport(ERROR, (errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                        errmsg("%s: node %d out of range", what, node),
                        errdetail("A node id is 0 to %d.", SORTID_FLAKE_NODE_MAX)));
    return node;
}

/* gen_ulidflake(): the layout of sortid.flake_node; gen_ulidflake(node): scalable, that node. */
PG_FUNCTION_INFO_V1(gen_ulidflake);
Datum gen_ulidflake(PG_FUNCTION_ARGS)
{
    (void)fcinfo;
    return pg_generate(&pg_flake_type, pg_flake_node_setting("gen_ulidflake"), "gen_ulidflake");
}

PG_FUNCTION_INFO_V1(gen_ulidflake_node);
Datum gen_ulidflake_node(PG_FUNCTION_ARGS)
{
    return pg_generate(&pg_flake_type, node_arg(fcinfo, 0, "gen_ulidflake"), "gen_ulidflake");
}
KIND_GEN(gen_xid, pg_xid_type);
KIND_GEN(gen_monotonic_ksuid, pg_ksuid_type);

/* ------------------------------------------------------------------------ */
/* ulid and uuid                                                             */
/* ------------------------------------------------------------------------ */

/* ulid_to_uuid(ulid), ulid_from_uuid(uuid): the same 16 bytes (the binary-coercible casts). */
PG_FUNCTION_INFO_V1(ulid_to_uuid);
Datum ulid_to_uuid(PG_FUNCTION_ARGS)
{
    pg_uuid_t *out = (pg_uuid_t *)palloc(sizeof(pg_uuid_t));

    memcpy(out->data, PG_GETARG_POINTER(0), SORTID_UUID_BYTES);
    PG_RETURN_UUID_P(out);
}

PG_FUNCTION_INFO_V1(ulid_from_uuid);
Datum ulid_from_uuid(PG_FUNCTION_ARGS)
{
    return ulid_to_uuid(fcinfo);
}

/* ulid_to_uuidv7(ulid): a ULID that is a UUIDv7 (the library's rule), or an ERROR saying why not. */
PG_FUNCTION_INFO_V1(ulid_to_uuidv7);
Datum ulid_to_uuidv7(PG_FUNCTION_ARGS)
{
    sortid_id id, out;
    sortid_status st;

    pg_id_from_datum(&id, &pg_ulid_type, PG_GETARG_DATUM(0));
    st = sortid_id_convert(&out, SORTID_KIND_UUIDV7, &id);
    if (st == SORTID_E_VERSION || st == SORTID_E_VARIANT) {
        char buf[SORTID_ID_TEXT_MAX + 1];

        pg_check_status(sortid_id_format(buf, sizeof(buf), &id, SORTID_FORM_NONE, 0, NULL),
                        "ulid_to_uuidv7");
        ereport(ERROR, (errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                        errmsg("ulid_to_uuidv7: ulid %s is not a UUIDv7", buf),
                        errdetail("%s.", sortid_strerror(st))));
    }
    pg_check_status(st, "ulid_to_uuidv7");
    return pg_id_to_datum(&pg_uuidv7_type, &out);
}

/* ------------------------------------------------------------------------ */
/* Planner support of the at-time functions                                  */
/* ------------------------------------------------------------------------ */

/*
 * SupportRequestSimplify of <kind>_at: with constant arguments and mode
 * 'min' or 'max', the call is replaced by its value at plan time, as an
 * IMMUTABLE function's would be, so the bounds of a range are constants that
 * partition pruning and postgres_fdw can use (the function stays STABLE for
 * its random mode).  The mode is the argument after the timestamptz; a NULL
 * argument (ulidflake_at's node: the setting's layout) leaves the call as is.
 */
PG_FUNCTION_INFO_V1(at_time_support);
Datum at_time_support(PG_FUNCTION_ARGS)
{
    Node *rawreq = (Node *)PG_GETARG_POINTER(0);
    SupportRequestSimplify *req;
    ListCell *lc;
    bool after_time = false;
    const char *mode = NULL;

    if (!IsA(rawreq, SupportRequestSimplify))
        PG_RETURN_POINTER(NULL);
    req = (SupportRequestSimplify *)rawreq;
    foreach (lc, req->fcall->args) {
        Node *arg = (Node *)lfirst(lc);

        if (!IsA(arg, Const) || ((Const *)arg)->constisnull)
            PG_RETURN_POINTER(NULL);
        if (after_time && mode == NULL && ((Const *)arg)->consttype == TEXTOID)
            mode = TextDatumGetCString(((Const *)arg)->constvalue);
        if (((Const *)arg)->consttype == TIMESTAMPTZOID)
            after_time = true;
    }
    if (mode == NULL || (pg_strcasecmp(mode, "min") != 0 && pg_strcasecmp(mode, "max") != 0))
        PG_RETURN_POINTER(NULL);
    PG_RETURN_POINTER(evaluate_expr((Expr *)req->fcall, req->fcall->funcresulttype,
                                    exprTypmod((Node *)req->fcall), req->fcall->funccollid));
}
