/* SPDX-License-Identifier: MIT */
/*
** sortid_mariadb_fns.c - the bodies of the MariaDB UDF plugin's SQL
** functions, and their entry points made from udfs.def (one row per SQL
** function: its name, return type, body, kinds, output and arguments).  A
** body reads its arguments by their letters (sortid_mariadb.h), calls the
** library through its kinds table and leaves the result in the call's
** state; none switches on the kind.  docs/mariadb.md lists the functions.
*/
#include <limits.h>
#include <string.h>

#include "sortid_mariadb.h"

/* ------------------------------------------------------------------------ */
/* Bodies                                                                    */
/* ------------------------------------------------------------------------ */

/* The optional arguments a maker or at-time function takes by letter: a
 * node (the kind becomes d->node_kind), a random_step, a TypeID prefix. */
typedef struct mdb_opts {
    sortid_kind kind;
    unsigned node, step_bits;
    sortid_at which;
    sortid_id prefix; /* only .prefix */
} mdb_opts;

static int mdb_read_opts(const mdb_def *d, mdb_call *c, UDF_ARGS *a, unsigned from, mdb_opts *o)
{
    unsigned i;
    int rc = 0;
    memset(o, 0, sizeof *o);
    o->kind = d->kind;
    o->which = SORTID_AT_RANDOM;
    for (i = from; rc == 0 && i < a->arg_count; i++) {
        switch (d->args[i]) {
        case 'N':
            rc = mdb_arg_uint(c, a, i, "node", SORTID_FLAKE_NODE_MAX, &o->node);
            o->kind = d->node_kind;
            break;
        case 'S': rc = mdb_arg_uint(c, a, i, "random_step", UINT_MAX, &o->step_bits); break;
        case 'M': rc = mdb_arg_mode(c, a, i, &o->which); break;
        default: rc = mdb_arg_prefix(c, a, i, &o->prefix); break;
        }
    }
    return rc;
}

/* gen_<kind>([node | random_step | prefix]): a new ID of the def's
 * generator (this thread's random one, or the server-wide increasing one). */
int mdb_fn_gen(const mdb_def *d, mdb_call *c, UDF_ARGS *a)
{
    mdb_opts o;
    sortid_gen *g;
    sortid_id id;
    sortid_status st;
    if (mdb_read_opts(d, c, a, 0, &o) != 0)
        return -1;
    g = mdb_gen(c, o.kind, d->gen == MDB_GEN_SHARED, o.node, o.step_bits);
    if (g == NULL)
        return -1;
    if ((st = sortid_gen_id(g, &id)) != SORTID_OK)
        return mdb_fail_status(c, "cannot make an ID", st);
    memcpy(id.prefix, o.prefix.prefix, sizeof id.prefix);
    return mdb_put_id(c, &id, d->out);
}

/* <kind>_at(time [, mode [, node | prefix]]): the library's ID at that
 * time, with a random part or the lowest / highest of the time's tick. */
int mdb_fn_at(const mdb_def *d, mdb_call *c, UDF_ARGS *a)
{
    int64_t ms, lo, hi;
    uint32_t ns;
    mdb_opts o;
    sortid_id id;
    sortid_status st;
    if (mdb_arg_time(c, a, 0, &ms, &ns) != 0 || mdb_read_opts(d, c, a, 1, &o) != 0)
        return -1;
    st = sortid_id_at(&id, o.kind, ms, ns, o.which, o.node);
    if (st == SORTID_E_TIME_RANGE && sortid_time_range(o.kind, &lo, &hi) == SORTID_OK)
        return mdb_fail(c, "argument 1: time %lld ms is outside the %s range %lld .. %lld ms",
                        (long long)ms, sortid_kind_get(o.kind)->title, (long long)lo,
                        (long long)hi);
    if (st != SORTID_OK)
        return mdb_fail_status(c, "cannot make an ID", st);
    memcpy(id.prefix, o.prefix.prefix, sizeof id.prefix);
    return mdb_put_id(c, &id, d->out);
}

/* The ID of argument 0: of the def's kind, or (a generic function) of the
 * kind named by argument 1, else of the kind its text says. */
static int mdb_read_id(const mdb_def *d, mdb_call *c, UDF_ARGS *a, sortid_id *id)
{
    sortid_kind kind = d->kind;
    if (a->arg_count > 1 && d->args[1] == 'K' && mdb_arg_kind(c, a, 1, &kind) != 0)
        return -1;
    return mdb_arg_id(c, a, 0, kind, id);
}

/* <kind>_timestamp(id), sortid_timestamp(text [, kind]): DATETIME(6) text
 * in UTC; NULL for an ID without a time. */
int mdb_fn_timestamp(const mdb_def *d, mdb_call *c, UDF_ARGS *a)
{
    sortid_id id;
    return mdb_read_id(d, c, a, &id) != 0 ? -1 : mdb_put_time(c, &id);
}

/* <kind>_unix_ms(id), sortid_unix_ms(text [, kind]): Unix ms (floored). */
int mdb_fn_unix_ms(const mdb_def *d, mdb_call *c, UDF_ARGS *a)
{
    sortid_id id;
    int64_t ms;
    sortid_status st;
    if (mdb_read_id(d, c, a, &id) != 0)
        return -1;
    st = sortid_id_unix_ms(&ms, NULL, &id);
    if (st == SORTID_E_VERSION) {
        c->is_null = 1;
        return 0;
    }
    if (st != SORTID_OK)
        return mdb_fail_status(c, "no time", st);
    c->integer = (long long)ms;
    return 0;
}

/* <kind>_to_bytes(text): the binary form. */
int mdb_fn_to_bytes(const mdb_def *d, mdb_call *c, UDF_ARGS *a)
{
    sortid_id id;
    return mdb_arg_id(c, a, 0, d->kind, &id) != 0 ? -1 : mdb_put_id(c, &id, MDB_BYTES);
}

/* <kind>_from_bytes(bin): the canonical text of exactly the kind's bytes. */
int mdb_fn_from_bytes(const mdb_def *d, mdb_call *c, UDF_ARGS *a)
{
    sortid_id id;
    return mdb_arg_bytes(c, a, 0, d->kind, &id) != 0 ? -1 : mdb_put_id(c, &id, MDB_TEXT);
}

/* ulid_to_uuid(x), ulid_from_uuid(u), sortid_convert(text, to [, prefix]):
 * the same value as another kind, losslessly (the library's conversions). */
int mdb_fn_convert(const mdb_def *d, mdb_call *c, UDF_ARGS *a)
{
    sortid_kind to = d->to;
    sortid_id id, out;
    sortid_status st;
    if (mdb_arg_id(c, a, 0, d->kind, &id) != 0)
        return -1;
    if (to == SORTID_KIND_NONE && mdb_arg_kind(c, a, 1, &to) != 0)
        return -1;
    if ((st = sortid_id_convert(&out, to, &id)) != SORTID_OK)
        return mdb_fail(c, "argument 1: a %s cannot be a %s: %s", sortid_kind_get(id.kind)->title,
                        sortid_kind_get(to)->title, sortid_strerror(st));
    if (a->arg_count > 2 && mdb_arg_prefix(c, a, 2, &out) != 0)
        return -1;
    return mdb_put_id(c, &out, d->out);
}

/* ulid_to_uuidv7(x): the ULID's UUIDv7 form, which MariaDB's UUID type
 * stores as it is and sorts in time order: the same bits with version 7 and
 * the RFC 9562 variant (6 random bits overwritten; the time is kept). */
int mdb_fn_uuidv7_form(const mdb_def *d, mdb_call *c, UDF_ARGS *a)
{
    sortid_id id, out;
    sortid_ulid u;
    sortid_uuid v;
    if (mdb_arg_id(c, a, 0, d->kind, &id) != 0)
        return -1;
    memcpy(u.bytes, id.bytes, sizeof u.bytes);
    sortid_ulid_to_uuidv7_lossy(&v, &u);
    memset(&out, 0, sizeof out);
    out.kind = d->to;
    memcpy(out.bytes, v.bytes, sizeof v.bytes);
    return mdb_put_id(c, &out, d->out);
}

/* sortid_kind(text): the library's name of the kind the text is. */
int mdb_fn_kind(const mdb_def *d, mdb_call *c, UDF_ARGS *a)
{
    sortid_id id;
    const char *name;
    if (mdb_arg_id(c, a, 0, d->kind, &id) != 0)
        return -1;
    name = sortid_kind_name(id.kind);
    c->len = strlen(name);
    memcpy(c->out, name, c->len);
    return 0;
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

#define UDF(name, ret, body, kind, to, node_kind, out, gen, args, min_args) \
    { #name,         MDB_##ret, body,          K_##kind, K_##to,            \
      K_##node_kind, MDB_##out, MDB_GEN_##gen, args,     min_args },
static const mdb_def mdb_rows[MDB_COUNT] = {
#include "udfs.def"
};
#undef UDF

#define UDF(name, ...) &mdb_rows[MDB_##name],
const struct mdb_def *const mdb_defs[MDB_COUNT] = {
#include "udfs.def"
};
