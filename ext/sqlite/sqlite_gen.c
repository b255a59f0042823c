/* SPDX-License-Identifier: MIT */
/*
 * sqlite_gen.c - the SQLite extension's generators and connections: the
 * gen_* and gen_monotonic_* functions, sortid_random_step and the <kind>_at
 * functions (an ID at time T).
 *
 * gen_<kind>() draws from this thread's generator of the kind (the
 * library's defaults: random, or increasing in the thread for the kinds
 * whose generators always are), or, for the rows that say so (a Ulid-Flake,
 * whose 20 random bits two threads would share, an ObjectId and an xid,
 * whose 24-bit counters would), from the process's.  gen_monotonic_<kind>()
 * draws from the process's generator of the kind (SORTID_GEN_MONOTONIC |
 * SORTID_GEN_THREAD_SAFE, made on first use, never freed: the extension is
 * linked -z nodelete, so a reload never restarts a stream): strictly
 * increasing across statements, connections and threads; one per node id
 * and per random step, so connections with different steps are ordered by
 * their time only.  On exhaustion the library waits up to
 * SORTID_WAIT_DATABASE_NS, then the call fails.
 */
#include <limits.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include "sqlite_ext.h"

/* The test build gives every generator a clock the tests can stop. */
#ifdef SORTID_SQLITE_TEST
#define SQ_CLOCK(o) ((o)->clock = sq_test_clock)
#else
#define SQ_CLOCK(o) ((void)(o))
#endif

/* ---- the lock and the connections ----------------------------------------- */

/* The extension's one lock, SQLite's own mutex: made by the first load and
 * kept for the life of the process.  It guards the shared generators and
 * the list of connections that have the functions. */
static _Atomic(sqlite3_mutex *) ext_lock;

/* 1 when the lock exists (made now if need be); 0 when SQLite has no memory. */
int sq_lock_made(void)
{
    sqlite3_mutex *m = atomic_load(&ext_lock), *none = NULL;
    if (m != NULL)
        return 1;
    if ((m = sqlite3_mutex_alloc(SQLITE_MUTEX_FAST)) == NULL)
        return 0;
    if (!atomic_compare_exchange_strong(&ext_lock, &none, m))
        sqlite3_mutex_free(m); /* another load made it first */
    return 1;
}

void sq_lock(void)
{
    sqlite3_mutex_enter(atomic_load(&ext_lock));
}

void sq_unlock(void)
{
    sqlite3_mutex_leave(atomic_load(&ext_lock));
}

/* The connections whose functions are all registered (under the lock): a
 * second load on one of them has nothing to do. */
static sq_conn *loaded;

sq_conn *sq_loaded_conn(sqlite3 *db)
{
    sq_conn *c;
    sq_lock();
    for (c = loaded; c && c->db != db; c = c->next)
        ;
    sq_unlock();
    return c;
}

void sq_conn_add(sq_conn *c)
{
    sq_lock();
    c->next = loaded;
    loaded = c;
    sq_unlock();
}

/* The last function using c is gone (dropped, replaced or the connection
 * closed): c leaves the list, so a later load registers anew. */
void sq_conn_release(sq_conn *c)
{
    sq_conn **p;
    if (--c->refs > 0)
        return;
    sq_lock();
    for (p = &loaded; *p && *p != c; p = &(*p)->next)
        ;
    if (*p)
        *p = c->next;
    sq_unlock();
    sqlite3_free(c);
}

/* ---- generators ------------------------------------------------------------ */

/* Why a generator could not be made: the library's words (sortid_gen_refused)
 * or its status. */
#define WHY_SIZE 160

/* The process's generators, one per (kind, node, step bits).  An entry for a
 * step the kind does not take (the library refuses it: a flake, a UUIDv7)
 * uses the kind's +1 generator. */
typedef struct shared_gen {
    struct shared_gen *next;
    sortid_kind kind;
    unsigned node, step_bits;
    sortid_gen *use;
    sortid_gen own;
} shared_gen;

static shared_gen *shared_list;

/* Under the lock: the entry of (kind, node, step), made if need be; with
 * plus_one, a step the kind refuses means its +1 generator. */
static sortid_gen *sq_shared_locked(sortid_kind kind, unsigned node, unsigned step_bits,
                                    int plus_one, sortid_status *st, char why[WHY_SIZE])
{
    shared_gen *g;
    sortid_gen_options o;
    const char *r;
    for (g = shared_list; g; g = g->next)
        if (g->kind == kind && g->node == node && g->step_bits == step_bits)
            return g->use;
    if ((g = malloc(sizeof *g)) == NULL) {
        *st = SORTID_E_SYSTEM;
        sqlite3_snprintf(WHY_SIZE, why, "out of memory");
        return NULL;
    }
    memset(&o, 0, sizeof o);
    o.flags = SORTID_GEN_MONOTONIC | SORTID_GEN_THREAD_SAFE;
    o.node = node;
    o.step_bits = step_bits;
    o.max_wait_ns = SORTID_WAIT_DATABASE_NS;
    SQ_CLOCK(&o);
    g->use = &g->own;
    if ((*st = sortid_gen_init(&g->own, kind, &o)) != SORTID_OK) {
        r = sortid_gen_refused(&g->own);
        sqlite3_snprintf(WHY_SIZE, why, "%s", r ? r : sortid_strerror(*st));
        if (!plus_one || step_bits == 0 || *st != SORTID_E_INVALID_ARG ||
            (g->use = sq_shared_locked(kind, node, 0, 0, st, why)) == NULL) {
            free(g);
            return NULL;
        }
    }
    g->kind = kind;
    g->node = node;
    g->step_bits = step_bits;
    g->next = shared_list;
    shared_list = g;
    return g->use;
}

/* This connection's shared generator of kind, node and step, cached so a
 * call takes no global lock. */
static sortid_gen *sq_conn_gen(sq_conn *c, sortid_kind kind, unsigned node, unsigned step_bits,
                               int plus_one, sortid_status *st, char why[WHY_SIZE])
{
    int i;
    sortid_gen *g;
    for (i = 0; i < c->ncache; i++)
        if (c->cache[i].kind == kind && c->cache[i].node == node &&
            c->cache[i].step_bits == step_bits)
            return c->cache[i].gen;
    sq_lock();
    g = sq_shared_locked(kind, node, step_bits, plus_one, st, why);
    sq_unlock();
    if (g && c->ncache < SQ_CACHE_MAX) {
        struct sq_cached e = { kind, node, step_bits, g };
        c->cache[c->ncache++] = e;
    }
    return g;
}

/* This thread's generator of kind, made on first use with the library's
 * defaults: not thread-safe, so never shared and never destroyed. */
#define THREAD_GENS 8
static _Thread_local struct {
    sortid_kind kind;
    sortid_gen gen;
} thread_gens[THREAD_GENS];

static sortid_gen *sq_thread_gen(sortid_kind kind, sortid_status *st, char why[WHY_SIZE])
{
    sortid_gen_options o;
    const char *r;
    int i;
    for (i = 0; i < THREAD_GENS && thread_gens[i].kind != SORTID_KIND_NONE; i++)
        if (thread_gens[i].kind == kind)
            return &thread_gens[i].gen;
    if (i == THREAD_GENS) {
        *st = SORTID_E_SYSTEM;
        sqlite3_snprintf(WHY_SIZE, why, "more than %d per-thread generators", THREAD_GENS);
        return NULL;
    }
    memset(&o, 0, sizeof o);
    o.max_wait_ns = SORTID_WAIT_DATABASE_NS;
    SQ_CLOCK(&o);
    if ((*st = sortid_gen_init(&thread_gens[i].gen, kind, &o)) != SORTID_OK) {
        r = sortid_gen_refused(&thread_gens[i].gen);
        sqlite3_snprintf(WHY_SIZE, why, "%s", r ? r : sortid_strerror(*st));
        return NULL;
    }
    thread_gens[i].kind = kind;
    return &thread_gens[i].gen;
}

/* Exhausted means the library waited as long as the extension lets it
 * (SORTID_WAIT_DATABASE_NS) and the clock did not reach the next tick. */
static int sq_gen_ok(sqlite3_context *ctx, sortid_status st)
{
    if (st == SORTID_E_EXHAUSTED)
        sq_error(ctx, sqlite3_mprintf("%s(): %s: no ID is left in this time tick and the "
                                      "clock did not move on within the wait bound; retry",
                                      sq_def(ctx)->name, sortid_strerror(st)));
    else if (st != SORTID_OK)
        sq_err_status(ctx, sq_def(ctx)->name, st);
    return st == SORTID_OK;
}

/* gen_*([node]) and gen_*(prefix): a new ID from the row's generator; with
 * a node id, the node's generator of the row's node kind; with a prefix, the
 * same value as the row's node kind (a TypeID from gen_uuidv7()'s
 * generator, so the two are one stream) with that prefix. */
void sq_fn_gen(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    const sq_fn *d = sq_def(ctx);
    sq_conn *c = sq_conn_of(ctx);
    sortid_status st = SORTID_OK;
    sortid_kind kind = d->kind;
    unsigned node = 0;
    sortid_gen *g;
    sortid_id id, p;
    char why[WHY_SIZE];
    p.prefix[0] = '\0';
    if (sq_any_null(argc, argv) || (d->prefixed && !sq_arg_prefix(ctx, d->name, argv[0], &p)))
        return;
    if (argc == 1 && !d->prefixed) {
        if (!sq_arg_node(ctx, d->name, argv[0], &node))
            return;
        kind = d->node_kind;
    }
    if (d->gen == SQ_GEN_THREAD)
        g = sq_thread_gen(kind, &st, why);
    else
        g = sq_conn_gen(c, kind, node, d->gen == SQ_GEN_STEP ? c->step_bits : 0, 1, &st, why);
    if (g == NULL) {
        sq_error(ctx, sqlite3_mprintf("%s(): no generator: %s", d->name, why));
        return;
    }
    id.kind = SORTID_KIND_NONE; /* clang-analyzer cannot see the library fill it */
    if (!sq_gen_ok(ctx, sortid_gen_id(g, &id)))
        return;
    if (d->prefixed) { /* the same value as the prefixed kind, with the prefix */
        if (sortid_id_convert(&id, d->node_kind, &id) != SORTID_OK) {
            sq_err_status(ctx, d->name, SORTID_E_KIND);
            return;
        }
        memcpy(id.prefix, p.prefix, sizeof id.prefix);
    }
    sq_result_id(ctx, &id, d->out);
}

/* sortid_random_step([K]): K = 0 makes this connection's gen_monotonic_*
 * step by +1 (the default), K = 1..64 by a random amount in [1, 2^K] (the
 * library checks K; the kinds whose generators step by +1 only keep
 * doing so).  Answers the K in effect. */
void sq_fn_random_step(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    sq_conn *c = sq_conn_of(ctx);
    const sq_fn *d = sq_def(ctx);
    sqlite3_int64 k;
    sortid_status st;
    char why[WHY_SIZE];
    if (sq_any_null(argc, argv))
        return;
    if (argc == 1) {
        k = sqlite3_value_int64(argv[0]);
        if (sqlite3_value_type(argv[0]) != SQLITE_INTEGER) {
            sq_err_type(ctx, d->name, "the step bits K as INTEGER (0 = +1)", argv[0]);
            return;
        }
        /* a K no unsigned holds is asked as UINT_MAX: the library says why not */
        if (sq_conn_gen(c, d->kind, 0, k >= 0 && k <= UINT_MAX ? (unsigned)k : UINT_MAX, 0, &st,
                        why) == NULL) {
            sq_error(ctx, sqlite3_mprintf("%s(): step bits %lld refused: %s", d->name, (long long)k,
                                          why));
            return;
        }
        c->step_bits = (unsigned)k;
    }
    sqlite3_result_int64(ctx, c->step_bits);
}

/* ---- an ID at time T --------------------------------------------------------- */

/* An at-time call the library refused: T outside the kind's range (the
 * kinds table gives it), or another status. */
static void sq_err_at(sqlite3_context *ctx, const char *fn, sortid_kind kind, sqlite3_value *t,
                      int64_t ms, uint32_t ns, sortid_status st)
{
    char in[SQ_PREVIEW_SIZE + 64], p[SQ_PREVIEW_SIZE];
    const sortid_kind_desc *k = sortid_kind_get(kind);
    if (st != SORTID_E_TIME_RANGE || k == NULL) {
        sq_err_status(ctx, fn, st);
        return;
    }
    if (sqlite3_value_type(t) == SQLITE_TEXT) {
        sq_preview(p, sqlite3_value_text(t), sqlite3_value_bytes(t));
        if (ns)
            sqlite3_snprintf(sizeof in, in, "'%s' (%lld ms + %u ns)", p, (long long)ms, ns);
        else
            sqlite3_snprintf(sizeof in, in, "'%s' (%lld ms)", p, (long long)ms);
    } else {
        sqlite3_snprintf(sizeof in, in, "%lld ms", (long long)ms);
    }
    sq_error(ctx, sqlite3_mprintf("%s(): time %s is outside the %s range %lld .. %lld ms", fn, in,
                                  k->title, (long long)k->time_min_ms, (long long)k->time_max_ms));
}

/* <kind>_at([prefix, ]T[, mode[, node]]): the library's ID at time T, with a
 * random part or the lowest / highest of T's time unit; a node means the
 * row's node kind (the scalable Ulid-Flake), a prefix a TypeID's. */
void sq_fn_at(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    const sq_fn *d = sq_def(ctx);
    int t = d->prefixed; /* the time's argument */
    sortid_kind kind = d->kind;
    sortid_at mode = SORTID_AT_RANDOM;
    sortid_status st;
    sortid_id id, p;
    int64_t ms;
    uint32_t ns;
    unsigned node = 0;
    p.prefix[0] = '\0';
    if (sq_any_null(argc, argv) || (d->prefixed && !sq_arg_prefix(ctx, d->name, argv[0], &p)) ||
        !sq_arg_time(ctx, d->name, argv[t], &ms, &ns) ||
        (argc > t + 1 && !sq_arg_mode(ctx, d->name, argv[t + 1], &mode)))
        return;
    if (argc > t + 2) {
        if (!sq_arg_node(ctx, d->name, argv[t + 2], &node))
            return;
        kind = d->node_kind;
    }
    st = sortid_id_at(&id, kind, ms, ns, mode, node);
    if (st != SORTID_OK) {
        sq_err_at(ctx, d->name, kind, argv[t], ms, ns, st);
        return;
    }
    memcpy(id.prefix, p.prefix, sizeof id.prefix);
    sq_result_id(ctx, &id, d->out);
}
