/* SPDX-License-Identifier: MIT */
/*
** sortid_mariadb.c - the MariaDB UDF plugin's common half: the entry points
** every SQL function shares (mdb_init / mdb_deinit / mdb_string /
** mdb_integer), argument readers, results, errors and generators.  The
** bodies are in sortid_mariadb_fns.c, the functions in udfs.def; every
** codec, time and rule is the library's, reached through its kinds table
** (sortid_id_parse / _format / _at / _unix_ms / _convert, sortid_gen_id,
** sortid_kind_get).  docs/mariadb.md is the user's guide.
**
** Errors.  The init entry point refuses a wrong number or type of arguments
** (the server says "Can't initialize function 'f'; ..."); a row whose
** argument is refused raises an SQL error (ER_UNKNOWN_ERROR, 1105) with
** the function, the argument's position, the argument quoted (control bytes
** and bytes >= 0x80 as \xNN, cut after 40 bytes), the reason and the byte.
** The message goes through the server's my_printf_error (MariaDB's mariadbd
** exports it); a server without it gets NULL for that row.
**
** Generators.  A random maker of a kind whose generator keeps nothing
** between IDs (ULID, BaseUID, KSUID, stand-alone Ulid-Flake), called
** without arguments, uses a generator of its own call site, made by the
** init entry point once per statement (a statement runs in one thread at a
** time: no lock, no lookup).  Other random makers (UUIDv7, TypeID, ObjectId
** and xid, which the library makes increase within a generator) use one of
** the calling thread (no lock).  A maker without arguments writes its ID
** straight into the server's result buffer.  Strictly increasing ones are server-wide, one per (kind, node,
** random_step), each with the library's mutex (SORTID_GEN_THREAD_SAFE): every
** connection and thread of the server draws from one stream.  They live as
** long as the process (the plugin is linked -z nodelete, so DROP FUNCTION
** and CREATE FUNCTION do not restart a stream).  After a restart a stream
** starts again from the clock: its IDs are later than the last run's as
** long as the clock is.  A forked child's generators forget their last ID
** and its random source is reseeded (the library's rule).
*/
#include <limits.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sortid_mariadb.h"

/* The server's error reporter; weak, so a server without it loads the
 * plugin all the same (the row then only gives NULL). */
extern void my_printf_error(unsigned int code, const char *format, unsigned long flags, ...)
    __attribute__((weak));

#define ER_UNKNOWN_ERROR 1105

/* ------------------------------------------------------------------------ */
/* Errors                                                                    */
/* ------------------------------------------------------------------------ */

#define PREVIEW_MAX  40
#define PREVIEW_SIZE (PREVIEW_MAX * 4 + 8)

/* Up to PREVIEW_MAX bytes quoted SQL-style, other than printable ASCII as
 * \xNN, "..." when cut. */
static void mdb_preview(char out[PREVIEW_SIZE], const char *s, size_t n)
{
    size_t o = 0, i;
    for (i = 0; i < n && i < PREVIEW_MAX; i++) {
        unsigned char ch = (unsigned char)s[i];
        if (ch == '\'') {
            out[o++] = '\'';
            out[o++] = '\'';
        } else if (ch >= 0x20 && ch < 0x7f) {
            out[o++] = (char)ch;
        } else {
            snprintf(out + o, 5, "\\x%02X", ch);
            o += 4;
        }
    }
    if (i < n) {
        memcpy(out + o, "...", 3);
        o += 3;
    }
    out[o] = '\0';
}

int mdb_fail(mdb_call *c, const char *fmt, ...)
{
    va_list ap;
    int n = snprintf(c->err, sizeof c->err, "%s(): ", c->def->name);
    va_start(ap, fmt);
    vsnprintf(c->err + n, sizeof c->err - (size_t)n, fmt, ap);
    va_end(ap);
    return -1;
}

int mdb_fail_text(mdb_call *c, unsigned i, const char *what, const char *s, size_t n,
                  sortid_status st, size_t pos)
{
    char p[PREVIEW_SIZE];
    mdb_preview(p, s, n);
    if (st == SORTID_E_LENGTH)
        return mdb_fail(c, "argument %u: invalid %s '%s' (%zu bytes): %s at byte %zu", i + 1, what,
                        p, n, sortid_strerror(st), pos);
    return mdb_fail(c, "argument %u: invalid %s '%s': %s at byte %zu", i + 1, what, p,
                    sortid_strerror(st), pos);
}

int mdb_fail_status(mdb_call *c, const char *what, sortid_status st)
{
    if (st == SORTID_E_EXHAUSTED)
        return mdb_fail(c,
                        "%s: %s: no ID is left in this time tick and the clock did not "
                        "move on within the wait bound; retry",
                        what, sortid_strerror(st));
    return mdb_fail(c, "%s: %s", what, sortid_strerror(st));
}

/* ------------------------------------------------------------------------ */
/* Arguments                                                                 */
/* ------------------------------------------------------------------------ */

static const char *mdb_title(sortid_kind kind)
{
    const sortid_kind_desc *k = sortid_kind_get(kind);
    return k ? k->title : "ID";
}

/* The binary form of kind: exactly its bytes, kept only when its canonical
 * text reads back as the kind (a UUIDv7 must have version 7, ...). */
int mdb_arg_bytes(mdb_call *c, UDF_ARGS *a, unsigned i, sortid_kind kind, sortid_id *out)
{
    const sortid_kind_desc *k = sortid_kind_get(kind);
    char text[SORTID_ID_TEXT_MAX + 1];
    size_t n = a->lengths[i], len = 0, pos = 0;
    sortid_id back;
    sortid_status st;
    if (n != k->bytes)
        return mdb_fail(c, "argument %u: %s in bytes is %zu bytes long, got %zu", i + 1, k->a_title,
                        k->bytes, n);
    memset(out, 0, sizeof *out);
    out->kind = kind;
    memcpy(out->bytes, a->args[i], n);
    st = sortid_id_format(text, sizeof text, out, SORTID_FORM_NONE, 0, &len);
    if (st == SORTID_OK)
        st = sortid_id_parse(&back, kind, text, len, 0, &pos, NULL);
    if (st == SORTID_OK && memcmp(back.bytes, out->bytes, n) != 0)
        st = SORTID_E_OVERFLOW;
    if (st != SORTID_OK) {
        char p[PREVIEW_SIZE];
        mdb_preview(p, a->args[i], n);
        return mdb_fail(c, "argument %u: invalid %s bytes '%s': %s", i + 1, k->title, p,
                        sortid_strerror(st));
    }
    return 0;
}

/* An ID as text of kind (SORTID_KIND_NONE: any kind, the form its length
 * says), or its binary form: text of exactly the kind's byte length that
 * does not read as text. */
int mdb_arg_id(mdb_call *c, UDF_ARGS *a, unsigned i, sortid_kind kind, sortid_id *out)
{
    const sortid_kind_desc *k = sortid_kind_get(kind);
    unsigned flags = (c->from_int >> i) & 1u ? SORTID_PARSE_INT : 0;
    size_t n = a->lengths[i], pos = 0;
    sortid_status st = sortid_id_parse(out, kind, a->args[i], n, flags, &pos, NULL);
    if (st == SORTID_OK)
        return 0;
    if (k != NULL && n == k->bytes && !flags)
        return mdb_arg_bytes(c, a, i, kind, out);
    return mdb_fail_text(c, i, mdb_title(kind), a->args[i], n, st, pos);
}

/* A time as the library reads what people type: RFC 3339 / ISO 8601 text
 * (a DATETIME, read as UTC), a number with its unit ('1700000000s'), or a
 * bare number of Unix ms (an INTEGER; below 10^11 it could be seconds and
 * is refused). */
int mdb_arg_time(mdb_call *c, UDF_ARGS *a, unsigned i, int64_t *ms, uint32_t *ns)
{
    size_t pos = 0;
    sortid_status st = sortid_time_read(ms, ns, a->args[i], a->lengths[i], 0, &pos);
    if (st == SORTID_E_AMBIGUOUS) {
        char p[PREVIEW_SIZE];
        mdb_preview(p, a->args[i], a->lengths[i]);
        return mdb_fail(
            c, "argument %u: invalid time '%s': %s; a bare number is Unix ms of 10^11 or more",
            i + 1, p, sortid_strerror(st));
    }
    return st == SORTID_OK ? 0 : mdb_fail_text(c, i, "time", a->args[i], a->lengths[i], st, pos);
}

/* 'random', 'min' or 'max' in any ASCII case, on its full length. */
int mdb_arg_mode(mdb_call *c, UDF_ARGS *a, unsigned i, sortid_at *which)
{
    static const char *const words[] = { "random", "min", "max" };
    static const sortid_at modes[] = { SORTID_AT_RANDOM, SORTID_AT_MIN, SORTID_AT_MAX };
    const char *s = a->args[i];
    size_t n = a->lengths[i], w, p, best = 0;
    for (w = 0; w < 3; w++) {
        size_t len = strlen(words[w]);
        for (p = 0; p < len && p < n && (s[p] | 0x20) == words[w][p]; p++)
            ;
        if (p == len && p == n) {
            *which = modes[w];
            return 0;
        }
        best = p > best ? p : best;
    }
    {
        char q[PREVIEW_SIZE];
        mdb_preview(q, s, n);
        return mdb_fail(c,
                        "argument %u: invalid mode '%s' at byte %zu (expected 'random', "
                        "'min' or 'max')",
                        i + 1, q, best);
    }
}

/* An INTEGER argument in 0..max; with max UINT_MAX any other value is
 * given as UINT_MAX, for the library to refuse in its own words. */
int mdb_arg_uint(mdb_call *c, UDF_ARGS *a, unsigned i, const char *what, unsigned max,
                 unsigned *out)
{
    long long v;
    memcpy(&v, a->args[i], sizeof v);
    if (max < UINT_MAX && (v < 0 || v > (long long)max))
        return mdb_fail(c, "argument %u: %s %lld is outside 0..%u", i + 1, what, v, max);
    *out = v < 0 || v > UINT_MAX ? UINT_MAX : (unsigned)v;
    return 0;
}

/* A kind by the library's name; the error lists the names. */
int mdb_arg_kind(mdb_call *c, UDF_ARGS *a, unsigned i, sortid_kind *out)
{
    char names[256] = "", p[PREVIEW_SIZE];
    size_t k, o = 0;
    if (sortid_kind_from_name(out, a->args[i], a->lengths[i]) == SORTID_OK)
        return 0;
    for (k = 0; sortid_kind_each(k) != SORTID_KIND_NONE && o < sizeof names - 1; k++) {
        snprintf(names + o, sizeof names - o, "%s%s", k ? ", " : "",
                 sortid_kind_name(sortid_kind_each(k)));
        o += strlen(names + o);
    }
    mdb_preview(p, a->args[i], a->lengths[i]);
    return mdb_fail(c, "argument %u: unknown kind '%s' (the kinds: %s)", i + 1, p, names);
}

/* A TypeID prefix, checked by the library, into id->prefix. */
int mdb_arg_prefix(mdb_call *c, UDF_ARGS *a, unsigned i, sortid_id *id)
{
    size_t n = a->lengths[i], pos = 0;
    sortid_status st = sortid_typeid_prefix_check(a->args[i], n, &pos);
    if (st != SORTID_OK)
        return mdb_fail_text(c, i, "TypeID prefix", a->args[i], n, st, pos);
    memcpy(id->prefix, a->args[i], n);
    id->prefix[n] = '\0';
    return 0;
}

/* ------------------------------------------------------------------------ */
/* Results                                                                   */
/* ------------------------------------------------------------------------ */

int mdb_put_id(mdb_call *c, const sortid_id *id, int out)
{
    sortid_status st;
    if (out == MDB_BYTES) {
        c->len = sortid_kind_get(id->kind)->bytes;
        memcpy(c->out, id->bytes, c->len);
        return 0;
    }
    st = sortid_id_format(c->out, sizeof c->out, id, SORTID_FORM_NONE, 0, &c->len);
    return st == SORTID_OK ? 0 : mdb_fail_status(c, "cannot write the ID", st);
}

int mdb_put_text(mdb_call *c, const char *s)
{
    c->len = strlen(s);
    memcpy(c->out, s, c->len);
    return 0;
}

void mdb_json(mdb_call *c, const char *raw, const char *s)
{
    size_t n = strlen(raw);
    if (c->len + n < sizeof c->out) {
        memcpy(c->out + c->len, raw, n);
        c->len += n;
    }
    if (s == NULL)
        return;
    c->out[c->len < sizeof c->out ? c->len++ : c->len - 1] = '"';
    for (; *s && c->len + 8 < sizeof c->out; s++) {
        unsigned char ch = (unsigned char)*s;
        if (ch == '"' || ch == '\\')
            c->len += (size_t)snprintf(c->out + c->len, 3, "\\%c", ch);
        else if (ch < 0x20)
            c->len += (size_t)snprintf(c->out + c->len, 7, "\\u%04x", ch);
        else
            c->out[c->len++] = (char)ch;
    }
    if (c->len < sizeof c->out)
        c->out[c->len++] = '"';
}

/* The library's RFC 3339 UTC text in DATETIME's shape: "2016-07-30
 * 22:36:16.385" (the space for the 'T', no 'Z'), at the kind's precision;
 * NULL for an ID without a time (a UUIDv4). */
int mdb_put_time(mdb_call *c, const sortid_id *id)
{
    char *t;
    sortid_status st = sortid_id_time_format(c->out, sizeof c->out, id, 0, &c->len);
    if (st == SORTID_E_VERSION) {
        c->is_null = 1;
        return 0;
    }
    if (st != SORTID_OK)
        return mdb_fail_status(c, "no time", st);
    if ((t = memchr(c->out, 'T', c->len)) != NULL)
        *t = ' ';
    if (c->len > 0 && c->out[c->len - 1] == 'Z')
        c->len--;
    return 0;
}

/* ------------------------------------------------------------------------ */
/* Generators                                                                */
/* ------------------------------------------------------------------------ */

/* Server-wide increasing generators: a list that only grows (new entries
 * are pushed under mdb_lock and published with a release store, so a
 * lookup reads it without the lock). */
typedef struct mdb_shared {
    struct mdb_shared *next;
    sortid_kind kind;
    unsigned node, step_bits;
    sortid_gen gen;
} mdb_shared;

static _Atomic(mdb_shared *) mdb_shared_list;
static pthread_mutex_t mdb_lock = PTHREAD_MUTEX_INITIALIZER;

static mdb_shared *mdb_shared_find(sortid_kind kind, unsigned node, unsigned step_bits)
{
    mdb_shared *g;
    for (g = atomic_load_explicit(&mdb_shared_list, memory_order_acquire); g; g = g->next)
        if (g->kind == kind && g->node == node && g->step_bits == step_bits)
            return g;
    return NULL;
}

static sortid_gen *mdb_shared_gen(mdb_call *c, sortid_kind kind, unsigned node, unsigned step_bits)
{
    mdb_shared *g = mdb_shared_find(kind, node, step_bits);
    sortid_gen_options o;
    sortid_status st = SORTID_E_SYSTEM;
    if (g != NULL)
        return &g->gen;
    pthread_mutex_lock(&mdb_lock);
    if ((g = mdb_shared_find(kind, node, step_bits)) == NULL) {
        memset(&o, 0, sizeof o);
        o.flags = SORTID_GEN_MONOTONIC | SORTID_GEN_THREAD_SAFE;
        o.node = node;
        o.random_step = step_bits;
        o.max_wait_ns = SORTID_WAIT_DEFAULT_NS;
        g = calloc(1, sizeof *g);
        if (g != NULL && (st = sortid_gen_init(&g->gen, kind, &o)) == SORTID_OK) {
            g->kind = kind;
            g->node = node;
            g->step_bits = step_bits;
            g->next = atomic_load_explicit(&mdb_shared_list, memory_order_relaxed);
            atomic_store_explicit(&mdb_shared_list, g, memory_order_release);
        } else {
            const char *why = g ? sortid_gen_refused(&g->gen) : NULL;
            mdb_fail(c, "no generator: %s", why ? why : sortid_strerror(st));
            free(g);
            g = NULL;
        }
    }
    pthread_mutex_unlock(&mdb_lock);
    return g ? &g->gen : NULL;
}

/* This thread's random generators, one per kind, made on first use with
 * the library's defaults (no lock: never shared). */
#define THREAD_GENS 12
static _Thread_local struct {
    sortid_kind kind;
    sortid_gen gen;
} mdb_thread_gens[THREAD_GENS];

static sortid_gen *mdb_thread_gen(mdb_call *c, sortid_kind kind)
{
    int i;
    sortid_status st;
    for (i = 0; i < THREAD_GENS && mdb_thread_gens[i].kind != SORTID_KIND_NONE; i++)
        if (mdb_thread_gens[i].kind == kind)
            return &mdb_thread_gens[i].gen;
    if (i == THREAD_GENS) {
        mdb_fail(c, "no generator: more than %d kinds in one thread", THREAD_GENS);
        return NULL;
    }
    if ((st = sortid_gen_init(&mdb_thread_gens[i].gen, kind, NULL)) != SORTID_OK) {
        const char *why = sortid_gen_refused(&mdb_thread_gens[i].gen);
        mdb_fail(c, "no generator: %s", why ? why : sortid_strerror(st));
        return NULL;
    }
    mdb_thread_gens[i].kind = kind;
    return &mdb_thread_gens[i].gen;
}

sortid_gen *mdb_gen(mdb_call *c, sortid_kind kind, int shared, unsigned node, unsigned step_bits)
{
    return shared ? mdb_shared_gen(c, kind, node, step_bits) : mdb_thread_gen(c, kind);
}

/* ------------------------------------------------------------------------ */
/* This connection's random step                                             */
/* ------------------------------------------------------------------------ */

/* The server's connection of this thread and its id (mariadbd exports
 * both); weak, so another server loads the plugin all the same. */
extern void *_current_thd(void) __attribute__((weak));
extern unsigned long thd_get_thread_id(const void *thd) __attribute__((weak));

/* Kept per thread with the connection it was set for: a connection runs on
 * one thread at a time, and a thread that serves another connection (the
 * thread cache, the thread pool) does not see the last one's step. */
static _Thread_local struct {
    unsigned long conn;
    unsigned bits;
} mdb_step;

static unsigned long mdb_conn_id(void)
{
    void *thd = _current_thd && thd_get_thread_id ? _current_thd() : NULL;
    return thd ? thd_get_thread_id(thd) + 1 : 0;
}

unsigned mdb_session_step(void)
{
    return mdb_step.conn == mdb_conn_id() ? mdb_step.bits : 0;
}

void mdb_set_session_step(unsigned bits)
{
    mdb_step.conn = mdb_conn_id();
    mdb_step.bits = bits;
}

/* ------------------------------------------------------------------------ */
/* Entry points                                                              */
/* ------------------------------------------------------------------------ */

/* What each argument letter is, for the errors. */
static const char *mdb_letter_name(char l)
{
    switch (l) {
    case 'I': return "ID";
    case 'B': return "bytes";
    case 'T': return "time";
    case 'M': return "mode";
    case 'N': return "node";
    case 'S': return "random_step";
    case 'K': return "kind";
    case 'O': return "to";
    case 'D': return "integer";
    default: return "prefix";
    }
}

static const char *mdb_type_name(enum Item_result t)
{
    switch (t) {
    case STRING_RESULT: return "a string";
    case INT_RESULT: return "an integer";
    case REAL_RESULT: return "a REAL";
    case DECIMAL_RESULT: return "a DECIMAL";
    default: return "a row";
    }
}

/* "it takes 1 to 3 arguments (time [, mode [, node]]), got 4": the server
 * shows 80 bytes after "Can't initialize function 'ulidflake_at'; ". */
static void mdb_usage(const mdb_def *d, char *msg, unsigned got)
{
    size_t n = strlen(d->args), i, o;
    o = (size_t)snprintf(msg, MDB_MSG_SIZE, "it takes ");
    if (n == d->min_args)
        o += (size_t)snprintf(msg + o, MDB_MSG_SIZE - o, "%zu argument%s", n, n == 1 ? "" : "s");
    else
        o += (size_t)snprintf(msg + o, MDB_MSG_SIZE - o, "%u to %zu arguments", d->min_args, n);
    o += (size_t)snprintf(msg + o, MDB_MSG_SIZE - o, "%s", n ? " (" : "");
    for (i = 0; i < n; i++)
        o += (size_t)snprintf(msg + o, MDB_MSG_SIZE - o, "%s%s",
                              i < d->min_args ? (i ? ", " : "") : (i ? " [, " : "["),
                              mdb_letter_name(d->args[i]));
    for (i = d->min_args; i < n; i++)
        o += (size_t)snprintf(msg + o, MDB_MSG_SIZE - o, "]");
    snprintf(msg + o, MDB_MSG_SIZE - o, "%s, got %u", n ? ")" : "", got);
}

/* The type each letter takes; 0 when t is refused (the message set).  Text
 * letters take strings, a time an integer or DECIMAL too (read as text),
 * an ID of a kind with a decimal integer form an integer; numbers must be
 * integers. */
static int mdb_check_type(const mdb_def *d, mdb_call *c, UDF_ARGS *a, unsigned i, char *msg)
{
    enum Item_result t = a->arg_type[i];
    char l = d->args[i];
    const sortid_kind_desc *k = sortid_kind_get(d->kind);
    int ok;
    if (l == 'N' || l == 'S')
        ok = t == INT_RESULT;
    else if (l == 'T')
        ok = t == STRING_RESULT || t == INT_RESULT || t == DECIMAL_RESULT;
    else if (l == 'D')
        ok = t == INT_RESULT || t == STRING_RESULT;
    else if (l == 'I' && t == INT_RESULT)
        ok = k != NULL && (k->forms & SORTID_ACCEPT(SORTID_FORM_FLAKE_INT)) != 0;
    else
        ok = t == STRING_RESULT;
    if (!ok) {
        /* the server shows 80 bytes of it after "Can't initialize function 'f'; " */
        snprintf(msg, MDB_MSG_SIZE, "argument %u (%s) is %s; it takes %s", i + 1,
                 mdb_letter_name(l), mdb_type_name(t),
                 l == 'N' || l == 'S' ? "an integer"
                 : l == 'T'           ? "a string, an integer (ms) or a DECIMAL"
                                      : "a string");
        return 0;
    }
    if ((t == INT_RESULT && l != 'N' && l != 'S') || l == 'D')
        c->from_int |= 1u << i;
    if (l != 'N' && l != 'S')
        a->arg_type[i] = STRING_RESULT; /* the server gives the value's text */
    return 1;
}

/* Constant when every argument is, for a function whose answer depends on
 * them only: then the optimizer may use it as a constant (an index range
 * scan on ulid_at(..., 'min')).  Makers never are; an at-time function only
 * with a constant mode other than 'random'. */
static int mdb_constant(const mdb_def *d, UDF_ARGS *a)
{
    const char *m = strchr(d->args, 'M');
    unsigned i;
    if (d->body == mdb_fn_gen || d->body == mdb_fn_random_step)
        return 0;
    for (i = 0; i < a->arg_count; i++)
        if (a->args[i] == NULL)
            return 0;
    if (d->body == mdb_fn_at) /* 'min' or 'max' (any other 3 bytes are refused) */
        return m != NULL && (unsigned)(m - d->args) < a->arg_count && a->lengths[m - d->args] == 3;
    return 1;
}

/* A maker without arguments takes the short way (mdb_make); a random one
 * gets its generator here, once per statement. */
static mdb_bool mdb_init_make(const mdb_def *d, mdb_call *c, UDF_ARGS *a, unsigned long max_length,
                              char *message)
{
    sortid_status st;
    if (d->body != mdb_fn_gen || a->arg_count != 0 || max_length > MDB_RESULT_SIZE)
        return 0;
    c->make = 1;
    if (d->gen != MDB_GEN_RANDOM)
        return 0;
    if ((st = sortid_gen_init(&c->gen, d->kind, NULL)) != SORTID_OK) {
        const char *why = sortid_gen_refused(&c->gen);
        snprintf(message, MDB_MSG_SIZE, "%s(): no generator: %s", d->name,
                 why ? why : sortid_strerror(st));
        free(c);
        return 1;
    }
    c->own = 1;
    return 0;
}

mdb_bool mdb_init(const struct mdb_def *d, UDF_INIT *init, UDF_ARGS *a, char *message)
{
    const sortid_kind_desc *k = sortid_kind_get(d->to != SORTID_KIND_NONE ? d->to : d->kind);
    mdb_call *c;
    unsigned i;
    if (a->arg_count < d->min_args || a->arg_count > strlen(d->args)) {
        mdb_usage(d, message, a->arg_count);
        return 1;
    }
    if ((c = calloc(1, sizeof *c)) == NULL) {
        snprintf(message, MDB_MSG_SIZE, "%s(): out of memory", d->name);
        return 1;
    }
    c->def = d;
    for (i = 0; i < a->arg_count; i++)
        if (!mdb_check_type(d, c, a, i, message)) {
            free(c);
            return 1;
        }
    init->ptr = (char *)c;
    init->maybe_null = 1;
    init->const_item = (mdb_bool)mdb_constant(d, a);
    if (d->ret == MDB_INTEGER)
        init->max_length = 21;
    else if (d->body == mdb_fn_timestamp)
        init->max_length = SORTID_ID_TIME_TEXT_MAX;
    else if (d->body == mdb_fn_inspect || d->body == mdb_fn_kinds)
        init->max_length = MDB_OUT_SIZE;
    else if (d->out == MDB_BYTES && k != NULL)
        init->max_length = (unsigned)k->bytes;
    else
        init->max_length = k != NULL && d->kind != SORTID_KIND_TYPEID && d->to != SORTID_KIND_TYPEID
                               ? (unsigned)k->text_len
                               : SORTID_ID_TEXT_MAX;
    return mdb_init_make(d, c, a, init->max_length, message);
}

void mdb_deinit(UDF_INIT *init)
{
    mdb_call *c = (mdb_call *)init->ptr;
    if (c != NULL && c->own)
        sortid_gen_destroy(&c->gen);
    free(c);
    init->ptr = NULL;
}

/* The row's error as an SQL error. */
static void mdb_row_error(const mdb_call *c, char *error)
{
    if (my_printf_error)
        my_printf_error(ER_UNKNOWN_ERROR, "%s", 0, c->err);
    *error = 1;
}

/* Run the body on one row: NULL for a NULL argument, an SQL error for a
 * refused one; 0 when there is a value. */
static int mdb_row(UDF_INIT *init, UDF_ARGS *a, char *is_null, char *error)
{
    mdb_call *c = (mdb_call *)init->ptr;
    unsigned i;
    *is_null = 1;
    *error = 0;
    for (i = 0; i < a->arg_count; i++)
        if (a->args[i] == NULL)
            return -1;
    c->is_null = 0;
    c->len = 0;
    c->integer = 0;
    if (c->def->body(c->def, c, a) != 0) {
        mdb_row_error(c, error);
        return -1;
    }
    if (c->is_null)
        return -1;
    *is_null = 0;
    return 0;
}

char *mdb_string(UDF_INIT *init, UDF_ARGS *a, char *result, unsigned long *length, char *is_null,
                 char *error)
{
    mdb_call *c = (mdb_call *)init->ptr;
    if (c->make) { /* a maker without arguments: into the server's buffer */
        *is_null = 0;
        *error = 0;
        if (mdb_make(c, result, length) == 0)
            return result;
        mdb_row_error(c, error);
        *is_null = 1;
        return NULL;
    }
    if (mdb_row(init, a, is_null, error) != 0)
        return NULL;
    *length = (unsigned long)c->len;
    return c->out;
}

long long mdb_integer(UDF_INIT *init, UDF_ARGS *a, char *is_null, char *error)
{
    mdb_call *c = (mdb_call *)init->ptr;
    return mdb_row(init, a, is_null, error) != 0 ? 0 : c->integer;
}
