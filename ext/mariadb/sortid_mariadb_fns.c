/* SPDX-License-Identifier: MIT */
/*
** sortid_mariadb_fns.c - the bodies of the MariaDB UDF plugin's SQL
** functions and the table of their rows (udfs.def: name, return type,
** body, kinds, output and argument letters).  A body has its arguments read
** by their letters (mdb_read_args), calls the library through its kinds
** table and leaves the result in the call's state; none switches on the
** kind.  docs/mariadb.md lists the functions.
*/
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sortid_mariadb.h"

/* ------------------------------------------------------------------------ */
/* Arguments by letter                                                       */
/* ------------------------------------------------------------------------ */

/* Every argument a function may take, read by its letter. */
typedef struct mdb_args {
    sortid_kind kind; /* the ID's kind: the row's, K's, or the node kind with N */
    sortid_kind to;   /* the row's target kind, or O's */
    sortid_id id;     /* I, B or D */
    int64_t ms;       /* T */
    uint32_t ns;
    sortid_at which; /* M; SORTID_AT_RANDOM when absent */
    unsigned node;   /* N */
    int has_node;
    sortid_id prefix; /* P: only .prefix ("" when absent) */
    unsigned bits;    /* S */
} mdb_args;

static int mdb_read_arg(const mdb_def *d, mdb_call *c, UDF_ARGS *a, unsigned i, mdb_args *r)
{
    switch (d->args[i]) {
    case 'I':
    case 'D': return mdb_arg_id(c, a, i, r->kind, &r->id);
    case 'B': return mdb_arg_bytes(c, a, i, r->kind, &r->id);
    case 'T': return mdb_arg_time(c, a, i, &r->ms, &r->ns);
    case 'M': return mdb_arg_mode(c, a, i, &r->which);
    case 'S': return mdb_arg_uint(c, a, i, "random_step", UINT_MAX, &r->bits);
    case 'P': return mdb_arg_prefix(c, a, i, &r->prefix);
    default: return 0; /* K, O, N: read first */
    }
}

/* The arguments of a row: the kinds and the node first (the ID is read as
 * the kind they say), then the others in order. */
static int mdb_read_args(const mdb_def *d, mdb_call *c, UDF_ARGS *a, mdb_args *r)
{
    unsigned i;
    memset(r, 0, sizeof *r);
    r->kind = d->kind;
    r->to = d->to;
    r->which = SORTID_AT_RANDOM;
    for (i = 0; i < a->arg_count; i++) {
        char l = d->args[i];
        if ((l == 'K' && mdb_arg_kind(c, a, i, &r->kind) != 0) ||
            (l == 'O' && mdb_arg_kind(c, a, i, &r->to) != 0) ||
            (l == 'N' && mdb_arg_uint(c, a, i, "node", SORTID_FLAKE_NODE_MAX, &r->node) != 0))
            return -1;
        if (l == 'N') {
            r->kind = d->node_kind;
            r->has_node = 1;
        }
    }
    for (i = 0; i < a->arg_count; i++)
        if (mdb_read_arg(d, c, a, i, r) != 0)
            return -1;
    return 0;
}

/* ------------------------------------------------------------------------ */
/* Making IDs                                                                */
/* ------------------------------------------------------------------------ */

/* gen_<kind>([node | prefix]), gen_monotonic_<kind>(...): a new ID of this
 * thread's generator, or of the server-wide increasing one (a node's
 * always: one stream per node), with this connection's random step for the
 * kinds that take one (the row's extra). */
int mdb_fn_gen(const mdb_def *d, mdb_call *c, UDF_ARGS *a)
{
    mdb_args r;
    sortid_gen *g;
    sortid_id id;
    sortid_status st;
    unsigned step = d->extra ? mdb_session_step() : 0;
    if (mdb_read_args(d, c, a, &r) != 0)
        return -1;
    g = mdb_gen(c, r.kind, d->gen == MDB_GEN_SHARED || r.has_node, r.node, step);
    if (g == NULL)
        return -1;
    if ((st = sortid_gen_id(g, &id)) != SORTID_OK)
        return mdb_fail_status(c, "cannot make an ID", st);
    memcpy(id.prefix, r.prefix.prefix, sizeof id.prefix);
    return mdb_put_id(c, &id, d->out);
}

int mdb_make(mdb_call *c, char *result, unsigned long *length)
{
    const mdb_def *d = c->def;
    sortid_gen *g = &c->gen;
    sortid_id id;
    sortid_status st;
    size_t len = 0;
    if (d->gen == MDB_GEN_THREAD) {
        if ((g = mdb_gen(c, d->kind, 0, 0, 0)) == NULL)
            return -1;
    } else if (!c->own) { /* the connection's step may change between rows */
        unsigned step = d->extra ? mdb_session_step() : 0;
        if (c->shared == NULL || c->shared_step != step) {
            if ((c->shared = mdb_gen(c, d->kind, 1, 0, step)) == NULL)
                return -1;
            c->shared_step = step;
        }
        g = c->shared;
    }
    if ((st = sortid_gen_id(g, &id)) != SORTID_OK)
        return mdb_fail_status(c, "cannot make an ID", st);
    if (d->out == MDB_BYTES) {
        len = sortid_kind_get(id.kind)->bytes;
        memcpy(result, id.bytes, len);
    } else if ((st = sortid_id_format(result, MDB_RESULT_SIZE, &id, SORTID_FORM_NONE, 0, &len)) !=
               SORTID_OK) {
        return mdb_fail_status(c, "cannot write the ID", st);
    }
    *length = (unsigned long)len;
    return 0;
}

/* <kind>_at(time [, mode [, node]]), typeid_at(prefix, time [, mode]): the
 * library's ID of that time, with a random part or the lowest / highest of
 * the time's tick. */
int mdb_fn_at(const mdb_def *d, mdb_call *c, UDF_ARGS *a)
{
    const sortid_kind_desc *k;
    mdb_args r;
    sortid_id id;
    sortid_status st;
    if (mdb_read_args(d, c, a, &r) != 0)
        return -1;
    st = sortid_id_at(&id, r.kind, r.ms, r.ns, r.which, r.node);
    /* the range is the kinds table's (a kind with no time has none) */
    if (st == SORTID_E_TIME_RANGE && (k = sortid_kind_get(r.kind)) != NULL && k->tick_ns)
        return mdb_fail(c, "argument %d: time %lld ms is outside the %s range %lld .. %lld ms",
                        (int)(strchr(d->args, 'T') - d->args) + 1, (long long)r.ms, k->title,
                        (long long)k->time_min_ms, (long long)k->time_max_ms);
    if (st != SORTID_OK)
        return mdb_fail_status(c, "cannot make an ID", st);
    memcpy(id.prefix, r.prefix.prefix, sizeof id.prefix);
    return mdb_put_id(c, &id, d->out);
}

/* sortid_random_step([bits]): this connection's random step for the
 * increasing ULID, BaseUID and KSUID makers: 0 = +1 (the default), 1..64 =
 * random in [1, 2^bits] (the library checks it).  Answers the bits in effect. */
int mdb_fn_random_step(const mdb_def *d, mdb_call *c, UDF_ARGS *a)
{
    mdb_args r;
    if (mdb_read_args(d, c, a, &r) != 0)
        return -1;
    if (a->arg_count == 1) {
        if (mdb_gen(c, SORTID_KIND_ULID, 1, 0, r.bits) == NULL)
            return -1;
        mdb_set_session_step(r.bits);
    }
    c->integer = mdb_session_step();
    return 0;
}

/* ------------------------------------------------------------------------ */
/* Reading IDs                                                               */
/* ------------------------------------------------------------------------ */

/* <kind>_timestamp(id), uuid_timestamp(uuid), sortid_timestamp(text [,
 * kind]): DATETIME(6) text in UTC; NULL for an ID without a time. */
int mdb_fn_timestamp(const mdb_def *d, mdb_call *c, UDF_ARGS *a)
{
    mdb_args r;
    return mdb_read_args(d, c, a, &r) != 0 ? -1 : mdb_put_time(c, &r.id);
}

/* <kind>_unix_ms(id), ...: Unix ms (floored); NULL without a time. */
int mdb_fn_unix_ms(const mdb_def *d, mdb_call *c, UDF_ARGS *a)
{
    mdb_args r;
    int64_t ms;
    sortid_status st;
    if (mdb_read_args(d, c, a, &r) != 0)
        return -1;
    st = sortid_id_unix_ms(&ms, NULL, &r.id);
    if (st == SORTID_E_VERSION) {
        c->is_null = 1;
        return 0;
    }
    if (st != SORTID_OK)
        return mdb_fail_status(c, "no time", st);
    c->integer = (long long)ms;
    return 0;
}

/* sortid_kind(text): the library's name of the kind the text is. */
int mdb_fn_kind(const mdb_def *d, mdb_call *c, UDF_ARGS *a)
{
    mdb_args r;
    if (mdb_read_args(d, c, a, &r) != 0)
        return -1;
    return mdb_put_text(c, sortid_kind_name(r.id.kind));
}

/* sortid_valid(text [, kind]): 1 when the text is an ID (of that kind), else
 * 0; an unknown kind name is an error. */
int mdb_fn_valid(const mdb_def *d, mdb_call *c, UDF_ARGS *a)
{
    sortid_kind kind = d->kind;
    sortid_id id;
    size_t pos;
    if (a->arg_count > 1 && mdb_arg_kind(c, a, 1, &kind) != 0)
        return -1;
    c->integer = sortid_id_parse(&id, kind, a->args[0], a->lengths[0], 0, &pos, NULL) == SORTID_OK;
    return 0;
}

/* sortid_inspect(text [, kind]): every field as a JSON object: the kind, the
 * canonical text, the time (DATETIME(6) text, Unix ms) where there is one,
 * then the library's parts (sortid_id_parts) by their names. */
int mdb_fn_inspect(const mdb_def *d, mdb_call *c, UDF_ARGS *a)
{
    mdb_args r;
    sortid_part parts[SORTID_PARTS_MAX];
    char text[SORTID_ID_TEXT_MAX + 1], when[MDB_OUT_SIZE];
    size_t n, i, len = 0;
    int64_t ms;
    if (mdb_read_args(d, c, a, &r) != 0 || mdb_put_time(c, &r.id) != 0)
        return -1;
    memcpy(when, c->out, c->len);
    when[c->len] = '\0';
    if (sortid_id_format(text, sizeof text, &r.id, SORTID_FORM_NONE, 0, &len) != SORTID_OK)
        text[0] = '\0';
    c->len = 0;
    mdb_json(c, "{\"kind\": ", sortid_kind_name(r.id.kind));
    mdb_json(c, ", \"text\": ", text);
    if (!c->is_null && sortid_id_unix_ms(&ms, NULL, &r.id) == SORTID_OK) {
        mdb_json(c, ", \"timestamp\": ", when);
        snprintf(when, sizeof when, ", \"unix_ms\": %lld", (long long)ms);
        mdb_json(c, when, NULL);
    }
    c->is_null = 0;
    n = sortid_id_parts(parts, SORTID_PARTS_MAX, &r.id);
    for (i = 0; i < n && i < SORTID_PARTS_MAX; i++) {
        snprintf(when, sizeof when, ", \"%s\": ", parts[i].name);
        mdb_json(c, when, parts[i].text);
    }
    mdb_json(c, "}", NULL);
    return 0;
}

/* ------------------------------------------------------------------------ */
/* Converting IDs                                                            */
/* ------------------------------------------------------------------------ */

/* <kind>_to_bytes(text): the binary form. */
int mdb_fn_to_bytes(const mdb_def *d, mdb_call *c, UDF_ARGS *a)
{
    mdb_args r;
    return mdb_read_args(d, c, a, &r) != 0 ? -1 : mdb_put_id(c, &r.id, MDB_BYTES);
}

/* <kind>_from_bytes(bin): the canonical text of exactly the kind's bytes. */
int mdb_fn_from_bytes(const mdb_def *d, mdb_call *c, UDF_ARGS *a)
{
    mdb_args r;
    return mdb_read_args(d, c, a, &r) != 0 ? -1 : mdb_put_id(c, &r.id, MDB_TEXT);
}

/* ulid_to_uuid(id), typeid_from_uuid(prefix, uuid), ulidflake_from_int(int),
 * sortid_convert(text, to [, prefix]), ...: the same value as another kind,
 * losslessly (the library's conversions); a TypeID takes the prefix. */
int mdb_fn_convert(const mdb_def *d, mdb_call *c, UDF_ARGS *a)
{
    mdb_args r;
    sortid_id out;
    sortid_status st;
    if (mdb_read_args(d, c, a, &r) != 0)
        return -1;
    if ((st = sortid_id_convert(&out, r.to, &r.id)) != SORTID_OK)
        return mdb_fail(c, "argument %d: %s cannot be %s: %s", (int)(strcspn(d->args, "IBD")) + 1,
                        sortid_kind_get(r.id.kind)->a_title, sortid_kind_get(r.to)->a_title,
                        sortid_strerror(st));
    memcpy(out.prefix, r.prefix.prefix, sizeof out.prefix);
    return mdb_put_id(c, &out, d->out);
}

/* ulid_to_uuidv7(id): the ULID's UUIDv7 form, which MariaDB's UUID type
 * stores as it is and sorts in time order: the same bits with version 7 and
 * the RFC 9562 variant (6 random bits overwritten; the time is kept). */
int mdb_fn_uuidv7_form(const mdb_def *d, mdb_call *c, UDF_ARGS *a)
{
    mdb_args r;
    sortid_id out;
    sortid_ulid u;
    sortid_uuid v;
    if (mdb_read_args(d, c, a, &r) != 0)
        return -1;
    memcpy(u.bytes, r.id.bytes, sizeof u.bytes);
    sortid_ulid_to_uuidv7_lossy(&v, &u);
    memset(&out, 0, sizeof out);
    out.kind = d->to;
    memcpy(out.bytes, v.bytes, sizeof v.bytes);
    return mdb_put_id(c, &out, d->out);
}

/* ulidflake_to_int(id): the flake's decimal integer form as an INTEGER. */
int mdb_fn_flake_int(const mdb_def *d, mdb_call *c, UDF_ARGS *a)
{
    mdb_args r;
    char digits[SORTID_ID_TEXT_MAX + 1];
    sortid_status st;
    if (mdb_read_args(d, c, a, &r) != 0)
        return -1;
    st = sortid_id_format(digits, sizeof digits, &r.id, SORTID_FORM_FLAKE_INT, 0, NULL);
    if (st != SORTID_OK)
        return mdb_fail_status(c, "no integer form", st);
    c->integer = strtoll(digits, NULL, 10);
    return 0;
}

/* The text of the part named name, or NULL. */
static const char *mdb_part(const sortid_id *id, const char *name, sortid_part *parts)
{
    size_t n = sortid_id_parts(parts, SORTID_PARTS_MAX, id), i;
    for (i = 0; i < n && i < SORTID_PARTS_MAX; i++)
        if (strcmp(parts[i].name, name) == 0)
            return parts[i].text;
    return NULL;
}

/* ulidflake_node(id): the node of a scalable flake (its "node" part). */
int mdb_fn_flake_node(const mdb_def *d, mdb_call *c, UDF_ARGS *a)
{
    mdb_args r;
    sortid_part parts[SORTID_PARTS_MAX];
    const char *node;
    if (mdb_read_args(d, c, a, &r) != 0)
        return -1;
    if ((node = mdb_part(&r.id, "node", parts)) == NULL)
        return mdb_fail(c, "no node");
    c->integer = strtoll(node, NULL, 10);
    return 0;
}

/* uuid_version(uuid): the version of a UUID of the RFC 9562 variant; NULL
 * for other variants (the nil and max UUIDs among them). */
int mdb_fn_uuid_version(const mdb_def *d, mdb_call *c, UDF_ARGS *a)
{
    mdb_args r;
    sortid_uuid u;
    if (mdb_read_args(d, c, a, &r) != 0)
        return -1;
    memcpy(u.bytes, r.id.bytes, sizeof u.bytes);
    if (sortid_uuid_version(&u) < 0) { /* nil, max, another variant: no version */
        c->is_null = 1;
        return 0;
    }
    c->integer = sortid_uuid_version(&u);
    return 0;
}

/* uuid_v1_to_v6(uuid), uuid_v6_to_v1(uuid): the same time and fields in the
 * other layout (the row's extra: the version made). */
int mdb_fn_uuid_reorder(const mdb_def *d, mdb_call *c, UDF_ARGS *a)
{
    mdb_args r;
    sortid_uuid u;
    sortid_status st;
    if (mdb_read_args(d, c, a, &r) != 0)
        return -1;
    memcpy(u.bytes, r.id.bytes, sizeof u.bytes);
    st = d->extra == 6 ? sortid_uuid_v1_to_v6(&u, &u) : sortid_uuid_v6_to_v1(&u, &u);
    if (st != SORTID_OK)
        return mdb_fail(c, "argument 1: not a version %d UUID: %s", d->extra == 6 ? 1 : 6,
                        sortid_strerror(st));
    memcpy(r.id.bytes, u.bytes, sizeof u.bytes);
    return mdb_put_id(c, &r.id, MDB_TEXT);
}

/* ------------------------------------------------------------------------ */
/* Facts                                                                     */
/* ------------------------------------------------------------------------ */

/* sortid_kinds(): the kinds' names as a JSON array, in the library's order. */
int mdb_fn_kinds(const mdb_def *d, mdb_call *c, UDF_ARGS *a)
{
    size_t k;
    (void)d;
    (void)a;
    for (k = 0; sortid_kind_each(k) != SORTID_KIND_NONE; k++)
        mdb_json(c, k ? ", " : "[", sortid_kind_name(sortid_kind_each(k)));
    mdb_json(c, "]", NULL);
    return 0;
}

/* sortid_version(): the version of the library built in (its header's:
 * the SQL function's symbol hides the library's sortid_version). */
int mdb_fn_version(const mdb_def *d, mdb_call *c, UDF_ARGS *a)
{
    (void)d;
    (void)a;
    return mdb_put_text(c, SORTID_VERSION_STRING);
}

/* ------------------------------------------------------------------------ */
/* The rows of udfs.def                                                      */
/* ------------------------------------------------------------------------ */

#define K_NONE     SORTID_KIND_NONE
#define K_ULID     SORTID_KIND_ULID
#define K_FLAKE    SORTID_KIND_FLAKE
#define K_SCALABLE SORTID_KIND_FLAKE_SCALABLE
#define K_BASEUID  SORTID_KIND_BASEUID
#define K_UUIDV7   SORTID_KIND_UUIDV7
#define K_UUID     SORTID_KIND_UUID
#define K_KSUID    SORTID_KIND_KSUID
#define K_TYPEID   SORTID_KIND_TYPEID
#define K_OBJECTID SORTID_KIND_OBJECTID
#define K_XID      SORTID_KIND_XID

#define UDF(name, ret, body, kind, to, node_kind, out, gen, args, min_args, extra) \
    { #name,     MDB_##ret,     body, K_##kind, K_##to, K_##node_kind,             \
      MDB_##out, MDB_GEN_##gen, args, min_args, extra },
static const mdb_def mdb_rows[MDB_COUNT] = {
#include "udfs.def"
};
#undef UDF

#define UDF(name, ...) &mdb_rows[MDB_##name],
const struct mdb_def *const mdb_defs[MDB_COUNT] = {
#include "udfs.def"
};
