/* SPDX-License-Identifier: MIT */
/*
** sortid_sqlite.c - SQLite loadable extension: time-sortable identifiers (ULID,
** Ulid-Flake, BaseUID, UUIDv7; UUID v1/v6, TypeID, KSUID and the time of any
** ID of the family) on libsortid.  Build with `make sqlite`
** (build/ext/sqlite/sortid.so, the library linked in); entry point
** sqlite3_sortid_init.  Every codec, time and rule is the library's
** (docs/identifiers.md); this file maps SQL values to library calls, and
** through its kinds table only (sortid_id_parse / _format / _at / _unix_ms /
** _convert, sortid_gen_id, sortid_kind_get): no function switches on the
** kind, and a kind is exposed by its rows in fn_defs[].  docs/sqlite.md is
** the user's guide.
**
** Arguments.  NULL anywhere gives NULL.  A ULID X is TEXT (26 Crockford
** base32 characters, either case) or a 16-byte BLOB; a Ulid-Flake F TEXT (13
** characters) or a non-negative INTEGER; a BaseUID B TEXT (20 characters,
** case-sensitive) or a 15-byte BLOB; a UUID U TEXT (8-4-4-4-12 or 32 hex
** digits) or a 16-byte BLOB; a TypeID X TEXT (prefix_suffix, or the bare
** suffix); any ID X of sortid_time TEXT in any form; a kind K TEXT, the
** library's kind name ('ulid', 'xid', 'snowflake', ...); a time T an INTEGER of Unix ms or a TEXT
** `YYYY-MM-DD[(T| )HH:MM[:SS[.f...]]][Z|(+|-)HH:MM]` (no offset: UTC).  Any
** other storage class or value is an error naming the function, the argument
** (quoted: control bytes and bytes >= 0x80 as \xNN, cut after 40 bytes) and
** the byte, e.g.  ulid_to_uuid(): invalid ULID '01ARYZ6S41TSV4RRFFQ69G5FAU':
** invalid character at byte 25.  Mode words M ('min'/'max') and O
** ('strict'/'lenient') match in any ASCII case on their full length.  Only
** the *_valid functions answer 0 instead.
**
** Flags.  Pure functions are DETERMINISTIC|INNOCUOUS; generators INNOCUOUS
** only (usable in DEFAULT with trusted_schema=OFF); sortid_random_step
** DIRECTONLY.
**
**   ulid() / ulid_blob()        a new random ULID, TEXT / 16-byte BLOB
**   ulid_monotonic[_blob]()     strictly increasing in the process: one
**                               generator per step setting shared by every
**                               connection and thread; step +1; on
**                               exhaustion the library waits up to
**                               SORTID_WAIT_DEFAULT_NS, then an error
**   sortid_random_step([K])     this connection's step: 0 = +1 (default),
**                               1..64 = random in [1, 2^K]; answers K
**   ulid_from_time(T [, M])     a ULID of T with a random part, or the
**                               lowest / highest of T's millisecond
**   ulid_timestamp(X)           INTEGER Unix ms
**   ulid_datetime(X)            TEXT 'YYYY-MM-DD HH:MM:SS.SSS' (UTC)
**   ulid_to_blob(X [, O])       BLOB; O = 'lenient' also reads I L as 1, O as 0
**   ulid_to_text(X [, O])       TEXT, canonical upper case
**   ulid_to_uuid(X), ulid_from_uuid(U)   the same 128 bits (lossless)
**   ulid_next(X)                X + 1 in the random part, X's storage class
**   ulid_valid(X [, O])         1 or 0
**   ulidflake([N]) / ulidflake_int([N])  a new Ulid-Flake, TEXT / INTEGER:
**                               stand-alone, or scalable with node N 0..31;
**                               one generator per layout/node ("+n" step)
**   ulidflake_from_time(T [, M [, N]])   as ulid_from_time; N: scalable
**   ulidflake_timestamp(F), ulidflake_to_int(F), ulidflake_valid(F)
**   ulidflake_from_int(I)       TEXT of an INTEGER or TEXT of decimal digits
**   baseuid()                   a new random BaseUID (TEXT)
**   baseuid_from_time(T [, M])  as ulid_from_time, on T's 32.768 us tick
**   baseuid_timestamp(B)        INTEGER Unix ms (floored)
**   baseuid_to_blob(B), baseuid_to_text(B), baseuid_valid(B)
**   baseuid_to_uuid(B), baseuid_from_uuid(U)   the lossless UUIDv8 form
**   uuidv7()                    a new UUIDv7, increasing in the thread
**   uuidv7_from_time(T [, M])   as ulid_from_time (all 74 counter bits)
**   uuidv7_timestamp(U)         INTEGER Unix ms of a UUIDv7 (an error for
**                               any other version, v1 and v6 included)
**   uuid_time(U)                INTEGER Unix ms of a v1, v6 (floored from
**                               100 ns) or v7; NULL for other versions
**   uuid_version(U)             INTEGER version of an RFC 9562 UUID, NULL
**                               for other variants
**   uuid_v1_to_v6(U), uuid_v6_to_v1(U)   TEXT, lossless
**   typeid(P)                   a new TypeID: prefix P ('' for none) and a
**                               UUIDv7 of uuidv7()'s generator
**   typeid_to_uuid(X)           TEXT UUID of TypeID text X
**   uuid_to_typeid(P, U)        TEXT TypeID of prefix P and UUID U
**   ksuid()                     a new random KSUID (TEXT, 27 characters)
**   sortid_time(X [, K])        INTEGER Unix ms of TEXT X, an ID of any kind
**                               (read as the library reads untyped text) or
**                               of kind K by its name; NULL for an ID
**                               without a time (a UUIDv4)
**
** Store IDs in TEXT or BLOB columns or STRICT tables: a column declared
** `ulid` has NUMERIC affinity and turns an all-digit ULID into a number.
*/
#include <limits.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <sqlite3ext.h>
SQLITE_EXTENSION_INIT1

#include "sortid.h"

/* ------------------------------------------------------------------------ */
/* Errors                                                                    */
/* ------------------------------------------------------------------------ */

/* Up to PREVIEW_MAX input bytes of any argument for an error message, quoted
 * SQL-style; control and non-ASCII bytes as \xNN so a message is always
 * clean text. */
#define PREVIEW_MAX  40
#define PREVIEW_SIZE (PREVIEW_MAX * 4 + 8)

static void preview(char out[PREVIEW_SIZE], const unsigned char *s, int n)
{
    size_t o = 0;
    int i;
    if (s == NULL) /* sqlite3_value_text() out of memory */
        n = 0;
    for (i = 0; i < n && i < PREVIEW_MAX; i++) {
        unsigned char c = s[i];
        if (c == '\'') {
            out[o++] = '\'';
            out[o++] = '\'';
        } else if (c >= 0x20 && c < 0x7f) {
            out[o++] = (char)c;
        } else {
            sqlite3_snprintf(5, out + o, "\\x%02X", c);
            o += 4;
        }
    }
    if (i < n) {
        memcpy(out + o, "...", 3);
        o += 3;
    }
    out[o] = '\0';
}

static const char *type_name(sqlite3_value *v)
{
    switch (sqlite3_value_type(v)) {
    case SQLITE_INTEGER: return "INTEGER";
    case SQLITE_FLOAT: return "REAL";
    case SQLITE_TEXT: return "TEXT";
    case SQLITE_BLOB: return "BLOB";
    default: return "NULL";
    }
}

static void error_msg(sqlite3_context *ctx, char *msg)
{
    if (msg == NULL) {
        sqlite3_result_error_nomem(ctx);
        return;
    }
    sqlite3_result_error(ctx, msg, -1);
    sqlite3_free(msg);
}

static void err_type(sqlite3_context *ctx, const char *fn, const char *expected, sqlite3_value *v)
{
    error_msg(ctx, sqlite3_mprintf("%s(): expected %s, got %s", fn, expected, type_name(v)));
}

static void err_status(sqlite3_context *ctx, const char *fn, sortid_status st)
{
    error_msg(ctx, sqlite3_mprintf("%s(): %s", fn, sortid_strerror(st)));
}

/* The one error for a TEXT argument that is refused (an ID, a time string, a
 * mode word): the function, what the argument should be, the argument
 * quoted and cut, the reason and the byte. */
static void err_text(sqlite3_context *ctx, const char *fn, const char *what, const unsigned char *s,
                     int n, sortid_status st, size_t pos, const char *hint)
{
    char p[PREVIEW_SIZE];
    preview(p, s, n);
    error_msg(ctx, sqlite3_mprintf("%s(): invalid %s '%s': %s at byte %d%s", fn, what, p,
                                   sortid_strerror(st), (int)pos, hint));
}

static int any_null(int argc, sqlite3_value **argv)
{
    int i;
    for (i = 0; i < argc; i++)
        if (sqlite3_value_type(argv[i]) == SQLITE_NULL)
            return 1;
    return 0;
}

/* A TEXT value's bytes (all of them: an embedded NUL is a byte like any
 * other); on out-of-memory sets the error and gives NULL. */
static const unsigned char *text_of(sqlite3_context *ctx, sqlite3_value *v, int *n)
{
    const unsigned char *s = sqlite3_value_text(v);
    if (s == NULL) {
        sqlite3_result_error_nomem(ctx);
        return NULL;
    }
    *n = sqlite3_value_bytes(v);
    return s;
}

/* ------------------------------------------------------------------------ */
/* Results                                                                   */
/* ------------------------------------------------------------------------ */

/* How a function gives its ID: the kind's canonical text, its bytes, or (a
 * Ulid-Flake) its integer value as an INTEGER; OUT_SAME: the storage class
 * of the argument (TEXT or BLOB). */
enum { OUT_TEXT, OUT_BLOB, OUT_INT, OUT_SAME };

static void result_id(sqlite3_context *ctx, const sortid_id *id, int out)
{
    char buf[SORTID_ID_TEXT_MAX + 1];
    size_t n = 0, i, bytes = sortid_kind_get(id->kind)->bytes;
    sortid_status st;
    if (out == OUT_BLOB) {
        sqlite3_result_blob(ctx, id->bytes, (int)bytes, SQLITE_TRANSIENT);
    } else if (out == OUT_INT) {
        /* the binary form is the big-endian value (sortid_id.bytes); only a
         * kind with the decimal integer form, at most 2^63 - 1, is given so */
        uint64_t v = 0;
        for (i = 0; i < bytes; i++)
            v = v << 8 | id->bytes[i];
        sqlite3_result_int64(ctx, (sqlite3_int64)v);
    } else if ((st = sortid_id_format(buf, sizeof buf, id, SORTID_FORM_NONE, 0, &n)) != SORTID_OK) {
        error_msg(ctx, sqlite3_mprintf("sortid: %s", sortid_strerror(st)));
    } else {
        sqlite3_result_text(ctx, buf, (int)n, SQLITE_TRANSIENT);
    }
}

/* The library's RFC 3339 text "2016-07-30T22:36:16.385Z" in SQLite's
 * datetime shape "2016-07-30 22:36:16.385". */
static void result_datetime(sqlite3_context *ctx, int64_t ms)
{
    char buf[(SORTID_TIME_TEXT_MAX + 1)];
    size_t n = sortid_time_format(buf, ms);
    char *t = memchr(buf, 'T', n);
    if (t)
        *t = ' ';
    if (n > 0 && buf[n - 1] == 'Z')
        buf[--n] = '\0';
    sqlite3_result_text(ctx, buf, (int)n, SQLITE_TRANSIENT);
}

/* ------------------------------------------------------------------------ */
/* Arguments.  Each reader returns 1 on success; on failure it sets the SQL  */
/* error on ctx, except that arg_id is silent when asked (the *_valid        */
/* functions want only the answer).                                          */
/* ------------------------------------------------------------------------ */

/* What an ID argument may be, read as SQLite's own ext/misc/uuid.c reads a
 * UUID: TEXT in one of forms (read by the library as kind), a BLOB of the
 * kind's bytes, or an INTEGER (the decimal integer form). */
typedef struct id_arg {
    sortid_kind kind; /* SORTID_KIND_NONE: any kind, the one the text's form says */
    unsigned forms;   /* SORTID_ACCEPT bits */
    int blob, integer;
} id_arg;

#define FORM(f) SORTID_ACCEPT(SORTID_FORM_##f)
static const id_arg A_ULID = { SORTID_KIND_ULID, FORM(ULID), 1, 0 };
static const id_arg A_FLAKE = { SORTID_KIND_FLAKE, FORM(FLAKE), 0, 1 };
static const id_arg A_FLAKE_INT = { SORTID_KIND_FLAKE, FORM(FLAKE_INT), 0, 1 };
static const id_arg A_BASEUID = { SORTID_KIND_BASEUID, FORM(BASEUID), 1, 0 };
static const id_arg A_UUID = { SORTID_KIND_UUID, FORM(UUID) | FORM(UUID_HEX), 1, 0 };
/* sortid_time(X): any text form of any kind, read as sortid_read reads it */
static const id_arg A_ANY = { SORTID_KIND_NONE, SORTID_ACCEPT_ALL_TEXT, 0, 0 };

/* "ULID", "Ulid-Flake integer", "ID" (any kind): the argument in the errors. */
static const char *arg_title(const id_arg *a, char *buf, int size)
{
    const sortid_kind_desc *k = sortid_kind_get(a->kind);
    const char *t = k ? k->title : "ID";
    if (a->forms != FORM(FLAKE_INT))
        return t;
    sqlite3_snprintf(size, buf, "%s integer", t);
    return buf;
}

static void err_arg_type(sqlite3_context *ctx, const char *fn, const id_arg *a, sqlite3_value *v)
{
    char t[64], e[128];
    const char *title = arg_title(a, t, sizeof t);
    if (a->forms == FORM(FLAKE_INT))
        sqlite3_snprintf(sizeof e, e, "a %s as INTEGER or TEXT of decimal digits",
                         sortid_kind_get(a->kind)->title);
    else if (a->blob)
        sqlite3_snprintf(sizeof e, e, "a %s as TEXT or a %d-byte BLOB", title,
                         (int)sortid_kind_get(a->kind)->bytes);
    else
        sqlite3_snprintf(sizeof e, e, "%s %s as TEXT%s", a->kind == SORTID_KIND_NONE ? "an" : "a",
                         title, a->integer ? " or INTEGER" : "");
    err_type(ctx, fn, e, v);
}

/* TEXT s of n bytes as a->kind in one of a->forms.  The kind's own reader
 * may take more forms than the function does (a ULID from UUID text): text
 * it refuses, or in a form the function does not take, is read again by
 * sortid_read limited to a->forms, which gives the status and byte. */
static sortid_status read_text(const id_arg *a, const unsigned char *s, int n, unsigned flags,
                               sortid_id *out, size_t *pos)
{
    sortid_form form = SORTID_FORM_NONE;
    sortid_read_result r;
    sortid_status st, again;
    if (a->forms & FORM(FLAKE_INT))
        flags |= SORTID_PARSE_INT;
    st = sortid_id_parse(out, a->kind, (const char *)s, (size_t)n, flags, pos, &form);
    if (st == SORTID_OK && (a->forms & SORTID_ACCEPT(form)))
        return SORTID_OK;
    if (a->forms == FORM(FLAKE_INT)) { /* its own parser names the byte that is no digit */
        sortid_flake f;
        again = sortid_flake_parse_int(&f, (const char *)s, (size_t)n, pos);
    } else {
        again = sortid_read(&r, (const char *)s, (size_t)n, a->forms, flags & SORTID_PARSE_LENIENT,
                            pos);
    }
    return again != SORTID_OK ? again : st != SORTID_OK ? st : SORTID_E_LENGTH;
}

static int arg_text(sqlite3_context *ctx, int silent, const char *fn, const id_arg *a,
                    sqlite3_value *v, unsigned flags, sortid_id *out)
{
    const sortid_kind_desc *k = sortid_kind_get(a->kind);
    int n, single = (a->forms & (a->forms - 1)) == 0 && a->forms != FORM(FLAKE_INT);
    size_t pos = 0;
    char hint[64] = "", t[64];
    const unsigned char *s = text_of(ctx, v, &n);
    sortid_status st;
    if (s == NULL)
        return 0;
    st = read_text(a, s, n, flags, out, &pos);
    if (st == SORTID_OK || silent)
        return st == SORTID_OK;
    if (st == SORTID_E_LENGTH && single)
        sqlite3_snprintf(sizeof hint, hint, " (%d bytes, expected %d)", n, (int)k->text_len);
    else if (st == SORTID_E_OVERFLOW && single)
        sqlite3_snprintf(sizeof hint, hint, " (the first character must be 0-7)");
    err_text(ctx, fn, arg_title(a, t, sizeof t), s, n, st, pos, hint);
    return 0;
}

/* An INTEGER as the decimal integer form of a->kind. */
static int arg_int(sqlite3_context *ctx, int silent, const char *fn, const id_arg *a,
                   sqlite3_value *v, sortid_id *out)
{
    sqlite3_int64 i = sqlite3_value_int64(v);
    char digits[32], t[64];
    size_t pos;
    sortid_form form;
    sortid_status st;
    sqlite3_snprintf(sizeof digits, digits, "%lld", (long long)i);
    st = sortid_id_parse(out, a->kind, digits, strlen(digits), SORTID_PARSE_INT, &pos, &form);
    if (st == SORTID_OK && form == SORTID_FORM_FLAKE_INT)
        return 1;
    if (!silent)
        error_msg(ctx, sqlite3_mprintf("%s(): invalid %s %lld: %s", fn,
                                       arg_title(&A_FLAKE_INT, t, sizeof t), (long long)i,
                                       i < 0 ? "must not be negative" : sortid_strerror(st)));
    return 0;
}

/* Read v as a->kind into out. */
static int arg_id(sqlite3_context *ctx, int silent, const char *fn, const id_arg *a,
                  sqlite3_value *v, unsigned flags, sortid_id *out)
{
    int type = sqlite3_value_type(v), n;
    if (type == SQLITE_TEXT)
        return arg_text(ctx, silent, fn, a, v, flags, out);
    if (type == SQLITE_INTEGER && a->integer)
        return arg_int(ctx, silent, fn, a, v, out);
    if (type == SQLITE_BLOB && a->blob) {
        const sortid_kind_desc *k = sortid_kind_get(a->kind);
        n = sqlite3_value_bytes(v);
        if ((size_t)n == k->bytes) {
            memset(out, 0, sizeof *out);
            out->kind = a->kind;
            memcpy(out->bytes, sqlite3_value_blob(v), k->bytes);
            return 1;
        }
        if (!silent)
            error_msg(ctx, sqlite3_mprintf("%s(): invalid %s BLOB: %d bytes, expected %d", fn,
                                           k->title, n, (int)k->bytes));
        return 0;
    }
    if (!silent)
        err_arg_type(ctx, fn, a, v);
    return 0;
}

/* A mode word argument: TEXT equal to one of words[] (ASCII case aside) on
 * its full length, so 'min' || char(0) || 'junk' is not 'min'. */
typedef struct word_arg {
    const char *what;     /* "invalid bound 'middle'" */
    const char *list;     /* "'min' or 'max'" */
    const char *words[3]; /* lower case, NULL-terminated */
} word_arg;

static const word_arg W_PARSE = { "parse mode",
                                  "'strict' or 'lenient'",
                                  { "strict", "lenient", 0 } };
static const word_arg W_BOUND = { "bound", "'min' or 'max'", { "min", "max", 0 } };

/* The index of the word in w->words, or -1 with the error set: the byte is
 * the first one no word matches (the end of the closest word when the
 * argument is longer or shorter than it). */
static int arg_word(sqlite3_context *ctx, const char *fn, const word_arg *w, sqlite3_value *v)
{
    const unsigned char *s;
    size_t best = 0;
    sortid_status why = SORTID_E_CHAR;
    char hint[64];
    int i, n;
    if (sqlite3_value_type(v) != SQLITE_TEXT) {
        error_msg(ctx, sqlite3_mprintf("%s(): expected %s as the second argument, got %s", fn,
                                       w->list, type_name(v)));
        return -1;
    }
    if ((s = text_of(ctx, v, &n)) == NULL)
        return -1;
    for (i = 0; w->words[i]; i++) {
        size_t len = strlen(w->words[i]), p = 0;
        /* | 0x20 lowers A-Z; the words are lower-case letters only */
        while (p < len && p < (size_t)n && (s[p] | 0x20) == (unsigned char)w->words[i][p])
            p++;
        if (p == len && p == (size_t)n)
            return i;
        if (p >= best) {
            best = p;
            why = p == len || p == (size_t)n ? SORTID_E_LENGTH : SORTID_E_CHAR;
        }
    }
    sqlite3_snprintf(sizeof hint, hint, " (expected %s)", w->list);
    err_text(ctx, fn, w->what, s, n, why, best, hint);
    return -1;
}

/* Optional parse mode: 'strict' (default) or 'lenient' as library flags. */
static int arg_parse_mode(sqlite3_context *ctx, const char *fn, int argc, sqlite3_value **argv,
                          unsigned *flags)
{
    int i = argc == 2 ? arg_word(ctx, fn, &W_PARSE, argv[1]) : 0;
    *flags = i == 1 ? SORTID_PARSE_LENIENT : 0;
    return i >= 0;
}

/* A time: INTEGER Unix ms, or a TEXT time string (ns within the ms kept). */
static int arg_time(sqlite3_context *ctx, const char *fn, sqlite3_value *v, int64_t *ms,
                    uint32_t *ns_in_ms)
{
    *ns_in_ms = 0;
    if (sqlite3_value_type(v) == SQLITE_INTEGER) {
        *ms = sqlite3_value_int64(v);
        return 1;
    }
    if (sqlite3_value_type(v) == SQLITE_TEXT) {
        int n;
        size_t pos = 0;
        sortid_status st;
        const unsigned char *s = text_of(ctx, v, &n);
        if (s == NULL)
            return 0;
        st = sortid_time_parse(ms, ns_in_ms, (const char *)s, (size_t)n, &pos);
        if (st != SORTID_OK)
            err_text(ctx, fn, "time string", s, n, st, pos, "");
        return st == SORTID_OK;
    }
    err_type(ctx, fn, "a time as INTEGER Unix milliseconds or a TEXT time string", v);
    return 0;
}

/* A node id: INTEGER 0..31. */
static int arg_node(sqlite3_context *ctx, const char *fn, sqlite3_value *v, unsigned *node)
{
    sqlite3_int64 n = sqlite3_value_int64(v);
    if (sqlite3_value_type(v) != SQLITE_INTEGER) {
        err_type(ctx, fn, "a node id as INTEGER 0..31", v);
        return 0;
    }
    if (n < 0 || n > SORTID_FLAKE_NODE_MAX) {
        error_msg(ctx, sqlite3_mprintf("%s(): node id %lld is outside 0..31", fn, (long long)n));
        return 0;
    }
    *node = (unsigned)n;
    return 1;
}

/* ------------------------------------------------------------------------ */
/* Connections and generators                                                */
/* ------------------------------------------------------------------------ */

/* The test build (ext/sqlite/tests/test-clock.c) gives every generator a
 * clock the tests can stop and registers the function that stops it. */
#ifndef TEST_CLOCK
#define TEST_CLOCK(o) ((void)(o))
#define TEST_FNS
#endif

/* The extension's one lock, SQLite's own mutex: made by the first load
 * (sqlite3_sortid_init) and kept for the life of the process.  It guards the
 * shared generators and the list of connections that have the functions. */
static _Atomic(sqlite3_mutex *) ext_lock;

/* 1 when the lock exists (made now if need be); 0 when SQLite has no memory. */
static int lock_made(void)
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

static void lock(void)
{
    sqlite3_mutex_enter(atomic_load(&ext_lock));
}

static void unlock(void)
{
    sqlite3_mutex_leave(atomic_load(&ext_lock));
}

/* Process-wide generators, one per (kind, node, step bits), made on first use
 * and kept for the life of the process (the extension is linked -z nodelete,
 * so a reload never restarts a stream): every connection with the same
 * setting shares one strictly increasing stream; the library's mutex
 * serialises threads. */
typedef struct shared_gen {
    struct shared_gen *next;
    sortid_kind kind;
    unsigned node, step_bits;
    sortid_gen gen;
} shared_gen;

static shared_gen *shared_list;

/* Why a generator could not be made: the library's words (sortid_gen_refused)
 * or its status. */
#define WHY_SIZE 160

static sortid_gen *shared(sortid_kind kind, unsigned node, unsigned step_bits, sortid_status *st,
                          char why[WHY_SIZE])
{
    shared_gen *g;
    lock();
    for (g = shared_list; g; g = g->next)
        if (g->kind == kind && g->node == node && g->step_bits == step_bits)
            break;
    if (g == NULL) {
        sortid_gen_options o;
        memset(&o, 0, sizeof o);
        o.flags = SORTID_GEN_MONOTONIC | SORTID_GEN_THREAD_SAFE;
        o.node = node;
        o.random_step = step_bits;
        o.max_wait_ns = SORTID_WAIT_DEFAULT_NS;
        TEST_CLOCK(&o);
        *st = SORTID_E_SYSTEM;
        g = malloc(sizeof *g);
        if (g != NULL && (*st = sortid_gen_init(&g->gen, kind, &o)) == SORTID_OK) {
            g->kind = kind;
            g->node = node;
            g->step_bits = step_bits;
            g->next = shared_list;
            shared_list = g;
        } else {
            const char *r = g ? sortid_gen_refused(&g->gen) : NULL;
            sqlite3_snprintf(WHY_SIZE, why, "%s", r ? r : sortid_strerror(*st));
            free(g);
            g = NULL;
        }
    }
    unlock();
    return g ? &g->gen : NULL;
}

/* One registered function: its SQL name (the errors' "fn()"), its flags,
 * what its first argument holds (NULL: no ID), the kind it makes or
 * converts to (SORTID_KIND_NONE: the argument's), the kind it makes when
 * given a node id (a scalable Ulid-Flake), how it gives the ID, and for a
 * generator which one it draws from. */
typedef struct fn_def {
    const char *name;
    int nargs;
    int flags;
    void (*fn)(sqlite3_context *, int, sqlite3_value **);
    const id_arg *arg;
    sortid_kind kind, node_kind;
    int out;
    int gen;
} fn_def;

/* Generators: per thread, as the library's sortid_<kind>_new (GEN_THREAD:
 * ulid(), baseuid() and ksuid() random, uuidv7() and typeid() increasing in
 * the thread, from one UUIDv7 generator), or
 * process-wide and strictly increasing (GEN_SHARED, and GEN_STEP with this
 * connection's sortid_random_step). */
enum { GEN_NONE, GEN_THREAD, GEN_SHARED, GEN_STEP };

/* The shared generators a connection used, cached so a call takes no
 * global lock: every kind and node it may ask for fits. */
#define CACHE_MAX (SORTID_FLAKE_NODE_MAX + 8)

/* Per connection: the step chosen with sortid_random_step() (0 = +1), the
 * shared generators it uses, and each function's user data, which leads
 * back here.  Freed when the last function is dropped. */
typedef struct conn {
    struct conn *next; /* in the list of connections that have the functions */
    sqlite3 *db;
    int refs;
    unsigned step_bits;
    int ncache;
    struct cached {
        sortid_kind kind;
        unsigned node, step_bits;
        sortid_gen *gen;
    } cache[CACHE_MAX];
    struct bind {
        struct conn *c;
        const fn_def *d;
    } bind[]; /* one per fn_defs[] entry */
} conn;

/* The connections whose functions are all registered (under the lock): a
 * second load on one of them has nothing to do. */
static conn *loaded;

static conn *loaded_conn(sqlite3 *db)
{
    conn *c;
    lock();
    for (c = loaded; c && c->db != db; c = c->next)
        ;
    unlock();
    return c;
}

/* The last function using c is gone (dropped, replaced or the connection
 * closed): c leaves the list, so a later load registers anew. */
static void conn_release(conn *c)
{
    conn **p;
    if (--c->refs > 0)
        return;
    lock();
    for (p = &loaded; *p && *p != c; p = &(*p)->next)
        ;
    if (*p)
        *p = c->next;
    unlock();
    sqlite3_free(c);
}

static void conn_unref(void *p)
{
    conn_release(((struct bind *)p)->c);
}

static const fn_def *def(sqlite3_context *ctx)
{
    return ((struct bind *)sqlite3_user_data(ctx))->d;
}

static conn *conn_of(sqlite3_context *ctx)
{
    return ((struct bind *)sqlite3_user_data(ctx))->c;
}

/* 1 for SORTID_OK; else 0 with the library's reason as the error. */
static int ok(sqlite3_context *ctx, sortid_status st)
{
    if (st != SORTID_OK)
        err_status(ctx, def(ctx)->name, st);
    return st == SORTID_OK;
}

/* Exhausted means the library waited as long as the extension lets it
 * (SORTID_WAIT_DEFAULT_NS) and the clock did not reach the next tick. */
static int gen_ok(sqlite3_context *ctx, sortid_status st)
{
    if (st == SORTID_E_EXHAUSTED)
        error_msg(ctx, sqlite3_mprintf("%s(): %s: no ID is left in this time tick and the "
                                       "clock did not move on within the wait bound; retry",
                                       def(ctx)->name, sortid_strerror(st)));
    return st == SORTID_E_EXHAUSTED ? 0 : ok(ctx, st);
}

/* This connection's shared generator of kind, node and step. */
static sortid_gen *conn_gen(conn *c, sortid_kind kind, unsigned node, unsigned step_bits,
                            sortid_status *st, char why[WHY_SIZE])
{
    int i;
    sortid_gen *g;
    for (i = 0; i < c->ncache; i++)
        if (c->cache[i].kind == kind && c->cache[i].node == node &&
            c->cache[i].step_bits == step_bits)
            return c->cache[i].gen;
    g = shared(kind, node, step_bits, st, why);
    if (g && c->ncache < CACHE_MAX) {
        struct cached e = { kind, node, step_bits, g };
        c->cache[c->ncache++] = e;
    }
    return g;
}

/* This thread's generator of kind (GEN_THREAD), made on first use with the
 * library's defaults: not thread-safe, so never shared and never destroyed. */
#define THREAD_GENS 8
static _Thread_local struct {
    sortid_kind kind;
    sortid_gen gen;
} thread_gens[THREAD_GENS];

static sortid_gen *thread_gen(sortid_kind kind, sortid_status *st, char why[WHY_SIZE])
{
    int i;
    for (i = 0; i < THREAD_GENS && thread_gens[i].kind != SORTID_KIND_NONE; i++)
        if (thread_gens[i].kind == kind)
            return &thread_gens[i].gen;
    if (i == THREAD_GENS) {
        *st = SORTID_E_SYSTEM;
        sqlite3_snprintf(WHY_SIZE, why, "more than %d per-thread generators", THREAD_GENS);
        return NULL;
    }
    {
        sortid_gen_options o;
        memset(&o, 0, sizeof o);
        o.max_wait_ns = SORTID_WAIT_DEFAULT_NS;
        TEST_CLOCK(&o);
        if ((*st = sortid_gen_init(&thread_gens[i].gen, kind, &o)) != SORTID_OK) {
            const char *r = sortid_gen_refused(&thread_gens[i].gen);
            sqlite3_snprintf(WHY_SIZE, why, "%s", r ? r : sortid_strerror(*st));
            return NULL;
        }
    }
    thread_gens[i].kind = kind;
    return &thread_gens[i].gen;
}

/* A new ID from the function's generator; with a node id argument, the
 * node's generator of the function's node kind. */
static void fn_new(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    const fn_def *d = def(ctx);
    conn *c = conn_of(ctx);
    sortid_status st = SORTID_OK;
    sortid_kind kind = d->kind;
    unsigned node = 0;
    sortid_gen *g;
    sortid_id id;
    char why[WHY_SIZE];
    id.kind = SORTID_KIND_NONE; /* clang-analyzer cannot see the library fill it */
    if (any_null(argc, argv))
        return;
    if (argc == 1) {
        if (!arg_node(ctx, d->name, argv[0], &node))
            return;
        kind = d->node_kind;
    }
    if (d->gen == GEN_THREAD)
        g = thread_gen(kind, &st, why);
    else
        g = conn_gen(c, kind, node, d->gen == GEN_STEP ? c->step_bits : 0, &st, why);
    if (g == NULL)
        error_msg(ctx, sqlite3_mprintf("%s(): no generator: %s", d->name, why));
    else if (gen_ok(ctx, sortid_gen_id(g, &id)))
        result_id(ctx, &id, d->out);
}

/* sortid_random_step([K]): K = 0 makes this connection's step-taking
 * generators (ulid_monotonic()) step by +1 (the default), K = 1..64 by a
 * random amount in [1, 2^K] (the library checks K).  Answers the K in
 * effect. */
static void fn_random_step(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    conn *c = conn_of(ctx);
    if (any_null(argc, argv))
        return;
    if (argc == 1) {
        sqlite3_int64 k = sqlite3_value_int64(argv[0]);
        sortid_status st;
        char why[WHY_SIZE];
        if (sqlite3_value_type(argv[0]) != SQLITE_INTEGER) {
            err_type(ctx, def(ctx)->name, "the step bits K as INTEGER (0 = +1)", argv[0]);
            return;
        }
        /* a K no unsigned holds is asked as UINT_MAX: the library says why not */
        if (conn_gen(c, def(ctx)->kind, 0, k >= 0 && k <= UINT_MAX ? (unsigned)k : UINT_MAX, &st,
                     why) == NULL) {
            error_msg(ctx, sqlite3_mprintf("%s(): step bits %lld refused: %s", def(ctx)->name,
                                           (long long)k, why));
            return;
        }
        c->step_bits = (unsigned)k;
    }
    sqlite3_result_int64(ctx, c->step_bits);
}

/* ------------------------------------------------------------------------ */
/* An ID at time T                                                           */
/* ------------------------------------------------------------------------ */

/* An at-time call the library refused: T outside the kind's range (which the
 * library gives), or another status. */
static void err_at(sqlite3_context *ctx, const char *fn, sortid_kind kind, sqlite3_value *t,
                   int64_t ms, uint32_t ns, sortid_status st)
{
    char in[PREVIEW_SIZE + 64];
    int64_t lo, hi;
    if (st != SORTID_E_TIME_RANGE || (sortid_kind_get(kind) && sortid_kind_get(kind)->tick_ns
                                          ? (*(&lo) = sortid_kind_get(kind)->time_min_ms,
                                             *(&hi) = sortid_kind_get(kind)->time_max_ms, SORTID_OK)
                                          : SORTID_E_INVALID_ARG) != SORTID_OK) {
        err_status(ctx, fn, st);
        return;
    }
    if (sqlite3_value_type(t) == SQLITE_TEXT) {
        char p[PREVIEW_SIZE];
        preview(p, sqlite3_value_text(t), sqlite3_value_bytes(t));
        if (ns)
            sqlite3_snprintf(sizeof in, in, "'%s' (%lld ms + %u ns)", p, (long long)ms, ns);
        else
            sqlite3_snprintf(sizeof in, in, "'%s' (%lld ms)", p, (long long)ms);
    } else {
        sqlite3_snprintf(sizeof in, in, "%lld ms", (long long)ms);
    }
    error_msg(ctx, sqlite3_mprintf("%s(): time %s is outside the %s range %lld .. %lld ms", fn, in,
                                   sortid_kind_get(kind)->title, (long long)lo, (long long)hi));
}

/* *_from_time(T [, 'min'|'max' [, N]]): the library's ID at time T, with a
 * random part or the lowest / highest of T's time unit; a node N means the
 * function's node kind (the scalable Ulid-Flake). */
static void fn_from_time(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    static const sortid_at bounds[] = { SORTID_AT_MIN, SORTID_AT_MAX };
    const fn_def *d = def(ctx);
    sortid_kind kind = d->kind;
    sortid_at which = SORTID_AT_RANDOM;
    sortid_status st;
    sortid_id id;
    int64_t ms;
    uint32_t ns;
    unsigned node = 0;

    if (any_null(argc, argv) || !arg_time(ctx, d->name, argv[0], &ms, &ns))
        return;
    if (argc >= 2) {
        int i = arg_word(ctx, d->name, &W_BOUND, argv[1]);
        if (i < 0)
            return;
        which = bounds[i];
    }
    if (argc == 3) {
        if (!arg_node(ctx, d->name, argv[2], &node))
            return;
        kind = d->node_kind;
    }
    st = sortid_id_at(&id, kind, ms, ns, which, node);
    if (st != SORTID_OK)
        err_at(ctx, d->name, kind, argv[0], ms, ns, st);
    else
        result_id(ctx, &id, d->out);
}

/* ------------------------------------------------------------------------ */
/* Functions of one ID                                                       */
/* ------------------------------------------------------------------------ */

/* The common shape: NULL gives NULL; argv[0] is an ID of the function's
 * argument kind, argv[1] (when given) its parse mode; the ID is then
 * converted to the function's kind, if it has one.  1 when *id was read. */
static int read_id(sqlite3_context *ctx, int argc, sqlite3_value **argv, sortid_id *id)
{
    const fn_def *d = def(ctx);
    unsigned flags;
    sortid_status st;
    char u[SORTID_ID_TEXT_MAX + 1];
    if (any_null(argc, argv) || !arg_parse_mode(ctx, d->name, argc, argv, &flags) ||
        !arg_id(ctx, 0, d->name, d->arg, argv[0], flags, id))
        return 0;
    if (d->kind == SORTID_KIND_NONE || (st = sortid_id_convert(id, d->kind, id)) == SORTID_OK)
        return 1;
    if (sortid_id_format(u, sizeof u, id, SORTID_FORM_NONE, 0, NULL) != SORTID_OK)
        u[0] = '\0';
    error_msg(ctx, sqlite3_mprintf("%s(): %s '%s' is not a %s: %s", d->name,
                                   sortid_kind_get(id->kind)->title, u,
                                   sortid_kind_get(d->kind)->title, sortid_strerror(st)));
    return 0;
}

/* *_valid(X [, O]): 1 or 0, never an error for X itself. */
static void fn_valid(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    const fn_def *d = def(ctx);
    unsigned flags;
    sortid_id id;
    if (!any_null(argc, argv) && arg_parse_mode(ctx, d->name, argc, argv, &flags))
        sqlite3_result_int(ctx, arg_id(ctx, 1, d->name, d->arg, argv[0], flags, &id));
}

/* *_to_text, *_to_blob, *_to_int, *_to_uuid, *_from_uuid,
 * ulidflake_from_int: the ID (converted) in the function's output form. */
static void fn_convert(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    sortid_id id;
    if (read_id(ctx, argc, argv, &id))
        result_id(ctx, &id, def(ctx)->out);
}

/* *_timestamp: INTEGER Unix ms (floored). */
static void fn_timestamp(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    sortid_id id;
    int64_t ms;
    if (read_id(ctx, argc, argv, &id) && ok(ctx, sortid_id_unix_ms(&ms, NULL, &id)))
        sqlite3_result_int64(ctx, ms);
}

/* *_datetime: TEXT 'YYYY-MM-DD HH:MM:SS.SSS' (UTC). */
static void fn_datetime(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    sortid_id id;
    int64_t ms;
    if (read_id(ctx, argc, argv, &id) && ok(ctx, sortid_id_unix_ms(&ms, NULL, &id)))
        result_datetime(ctx, ms);
}

/* ulid_next(X): X + 1 in the random part, in X's storage class.  A ULID's
 * own call: no other kind has it. */
static void fn_ulid_next(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    sortid_id id;
    sortid_ulid u;
    if (!read_id(ctx, argc, argv, &id))
        return;
    memcpy(u.bytes, id.bytes, sizeof u.bytes);
    if (sortid_ulid_next(&u, &u) != SORTID_OK) {
        error_msg(ctx, sqlite3_mprintf("%s(): %s: the random part of the ULID is all ones",
                                       def(ctx)->name, sortid_strerror(SORTID_E_OVERFLOW)));
        return;
    }
    memcpy(id.bytes, u.bytes, sizeof u.bytes);
    result_id(ctx, &id, sqlite3_value_type(argv[0]) == SQLITE_BLOB ? OUT_BLOB : OUT_TEXT);
}

/* ------------------------------------------------------------------------ */
/* UUID versions, TypeID and the time of any ID                              */
/* ------------------------------------------------------------------------ */

/* The time of an ID as INTEGER Unix ms (floored), or NULL when its kind gives
 * this value no time (a UUID of a version without one, or of another
 * variant; a TypeID whose UUID is not a v7). */
static void result_time_or_null(sqlite3_context *ctx, const sortid_id *id)
{
    int64_t ms;
    sortid_status st = sortid_id_unix_ms(&ms, NULL, id);
    if (st == SORTID_E_VERSION || st == SORTID_E_VARIANT)
        sqlite3_result_null(ctx);
    else if (ok(ctx, st))
        sqlite3_result_int64(ctx, ms);
}

/* uuid_time(U): a v1, v6 or v7's time; NULL for other versions. */
static void fn_time_or_null(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    sortid_id id;
    if (read_id(ctx, argc, argv, &id))
        result_time_or_null(ctx, &id);
}

/* The kind named by v (the library's names), into a->kind and a->forms (not
 * the decimal integer form of a flake: digits of 13 are its text).  0 with
 * the error, which lists the names. */
static int arg_kind(sqlite3_context *ctx, const char *fn, sqlite3_value *v, id_arg *a)
{
    const sortid_kind_desc *k;
    const unsigned char *s;
    char p[PREVIEW_SIZE], names[256] = "";
    size_t i, o = 0;
    int n;
    if (sqlite3_value_type(v) != SQLITE_TEXT) {
        err_type(ctx, fn, "a kind name as TEXT", v);
        return 0;
    }
    if ((s = text_of(ctx, v, &n)) == NULL)
        return 0;
    if (sortid_kind_from_name(&a->kind, (const char *)s, (size_t)n) == SORTID_OK &&
        (k = sortid_kind_get(a->kind)) != NULL) {
        a->forms = k->forms & ~FORM(FLAKE_INT);
        return 1;
    }
    for (i = 0; sortid_kind_each(i) != SORTID_KIND_NONE && o < sizeof names - 1; i++) {
        sqlite3_snprintf((int)(sizeof names - o), names + o, "%s%s", i ? ", " : "",
                         sortid_kind_name(sortid_kind_each(i)));
        o += strlen(names + o);
    }
    preview(p, s, n);
    error_msg(ctx, sqlite3_mprintf("%s(): unknown kind '%s' (the kinds: %s)", fn, p, names));
    return 0;
}

/* sortid_time(X [, kind]): the time of text X of any kind, read as the
 * library reads untyped text (its length decides its form) or as the named
 * kind; NULL for an ID without a time. */
static void fn_any_time(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    const fn_def *d = def(ctx);
    id_arg a = *d->arg;
    const unsigned char *s;
    char t[64];
    size_t pos = 0;
    sortid_status st;
    sortid_id id;
    int n;
    if (any_null(argc, argv) || (argc == 2 && !arg_kind(ctx, d->name, argv[1], &a)))
        return;
    if (sqlite3_value_type(argv[0]) != SQLITE_TEXT) {
        err_arg_type(ctx, d->name, &a, argv[0]);
        return;
    }
    /* read_text, not arg_text: its hints are a ULID's and a flake's, not every kind's */
    if ((s = text_of(ctx, argv[0], &n)) == NULL)
        return;
    if ((st = read_text(&a, s, n, 0, &id, &pos)) != SORTID_OK)
        err_text(ctx, d->name, arg_title(&a, t, sizeof t), s, n, st, pos, "");
    else
        result_time_or_null(ctx, &id);
}

/* uuid_version(U): the version of a UUID of the RFC 9562 variant (the
 * library's variant 2), NULL for other variants.  A UUID's own call. */
static void fn_uuid_version(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    sortid_id id;
    sortid_uuid u;
    if (!read_id(ctx, argc, argv, &id))
        return;
    memcpy(u.bytes, id.bytes, sizeof u.bytes);
    if (sortid_uuid_variant(&u) == 2)
        sqlite3_result_int(ctx, (int)sortid_uuid_version(&u));
}

/* uuid_v1_to_v6(U), uuid_v6_to_v1(U): TEXT, lossless; an error naming U for
 * another version or variant. */
static void uuid_reorder(sqlite3_context *ctx, int argc, sqlite3_value **argv, int to_v6)
{
    sortid_id id;
    sortid_uuid u;
    sortid_status st;
    char t[SORTID_UUID_TEXT_LEN + 1];
    if (!read_id(ctx, argc, argv, &id))
        return;
    memcpy(u.bytes, id.bytes, sizeof u.bytes);
    st = to_v6 ? sortid_uuid_v1_to_v6(&u, &u) : sortid_uuid_v6_to_v1(&u, &u);
    if (st != SORTID_OK) {
        sortid_uuid_format(t, &u, 0);
        error_msg(ctx, sqlite3_mprintf("%s(): UUID '%s' is not a version %d UUID: %s",
                                       def(ctx)->name, t, to_v6 ? 1 : 6, sortid_strerror(st)));
        return;
    }
    memcpy(id.bytes, u.bytes, sizeof u.bytes);
    result_id(ctx, &id, OUT_TEXT);
}

static void fn_uuid_v1_to_v6(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    uuid_reorder(ctx, argc, argv, 1);
}

static void fn_uuid_v6_to_v1(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    uuid_reorder(ctx, argc, argv, 0);
}

/* A TypeID prefix argument: TEXT the library accepts (every byte counts).
 * NULL with the error set when it is refused. */
static const unsigned char *arg_prefix(sqlite3_context *ctx, const char *fn, sqlite3_value *v,
                                       int *n)
{
    const unsigned char *s;
    size_t pos = 0;
    sortid_status st;
    if (sqlite3_value_type(v) != SQLITE_TEXT) {
        err_type(ctx, fn, "a TypeID prefix as TEXT", v);
        return NULL;
    }
    if ((s = text_of(ctx, v, n)) == NULL)
        return NULL;
    st = sortid_typeid_prefix_check((const char *)s, (size_t)*n, &pos);
    if (st != SORTID_OK) {
        err_text(ctx, fn, "TypeID prefix", s, *n, st, pos, "");
        return NULL;
    }
    return s;
}

/* The TypeID of a checked prefix and a UUID, as TEXT. */
static void result_typeid(sqlite3_context *ctx, const unsigned char *prefix, int n,
                          const uint8_t bytes[SORTID_UUID_BYTES])
{
    sortid_typeid t;
    sortid_uuid u;
    size_t pos = 0, len;
    char buf[SORTID_TYPEID_TEXT_MAX + 1];
    memcpy(u.bytes, bytes, sizeof u.bytes);
    if (ok(ctx, sortid_typeid_from_uuid(&t, (const char *)prefix, (size_t)n, &u, &pos))) {
        len = sortid_typeid_format(buf, &t, 0);
        sqlite3_result_text(ctx, buf, (int)len, SQLITE_TRANSIENT);
    }
}

/* typeid(prefix): prefix_ and a new UUIDv7 of this thread's generator, the
 * one uuidv7() draws from ('' : no prefix).  The prefix is checked first. */
static void fn_typeid(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    const fn_def *d = def(ctx);
    const unsigned char *prefix;
    sortid_status st = SORTID_OK;
    sortid_gen *g;
    sortid_id id;
    char why[WHY_SIZE];
    int n;
    id.kind = SORTID_KIND_NONE;
    if (any_null(argc, argv) || (prefix = arg_prefix(ctx, d->name, argv[0], &n)) == NULL)
        return;
    if ((g = thread_gen(d->kind, &st, why)) == NULL)
        error_msg(ctx, sqlite3_mprintf("%s(): no generator: %s", d->name, why));
    else if (gen_ok(ctx, sortid_gen_id(g, &id)))
        result_typeid(ctx, prefix, n, id.bytes);
}

/* typeid_to_uuid(X): the UUID of TypeID text X as TEXT, read by the TypeID
 * parser itself, whose errors name the byte within the prefix or suffix. */
static void fn_typeid_to_uuid(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    const fn_def *d = def(ctx);
    const unsigned char *s;
    sortid_typeid t;
    sortid_status st;
    size_t pos = 0;
    sortid_id id;
    int n;
    if (any_null(argc, argv))
        return;
    if (sqlite3_value_type(argv[0]) != SQLITE_TEXT) {
        err_type(ctx, d->name, "a TypeID as TEXT", argv[0]);
        return;
    }
    if ((s = text_of(ctx, argv[0], &n)) == NULL)
        return;
    st = sortid_typeid_parse(&t, (const char *)s, (size_t)n, 0, &pos);
    if (st != SORTID_OK) {
        err_text(ctx, d->name, sortid_kind_get(SORTID_KIND_TYPEID)->title, s, n, st, pos, "");
        return;
    }
    memset(&id, 0, sizeof id);
    id.kind = d->kind;
    memcpy(id.bytes, t.uuid.bytes, sizeof t.uuid.bytes);
    result_id(ctx, &id, d->out);
}

/* uuid_to_typeid(prefix, U): the TypeID of that prefix and any UUID. */
static void fn_uuid_to_typeid(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    const fn_def *d = def(ctx);
    const unsigned char *prefix;
    sortid_id id;
    int n;
    if (any_null(argc, argv) || (prefix = arg_prefix(ctx, d->name, argv[0], &n)) == NULL ||
        !arg_id(ctx, 0, d->name, d->arg, argv[1], 0, &id))
        return;
    result_typeid(ctx, prefix, n, id.bytes);
}

/* ------------------------------------------------------------------------ */
/* Registration                                                              */
/* ------------------------------------------------------------------------ */

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
#define NONE     SORTID_KIND_NONE

/* A kind is exposed by its rows here: every function goes through the
 * library's kinds table (sortid_id_*), none switches on the kind. */
static const fn_def fn_defs[] = {
    { "ulid", 0, GEN, fn_new, NULL, ULID, NONE, OUT_TEXT, GEN_THREAD },
    { "ulid_blob", 0, GEN, fn_new, NULL, ULID, NONE, OUT_BLOB, GEN_THREAD },
    { "ulid_monotonic", 0, GEN, fn_new, NULL, ULID, NONE, OUT_TEXT, GEN_STEP },
    { "ulid_monotonic_blob", 0, GEN, fn_new, NULL, ULID, NONE, OUT_BLOB, GEN_STEP },
    { "ulid_from_time", 1, GEN, fn_from_time, NULL, ULID, NONE, OUT_TEXT, 0 },
    { "ulid_from_time", 2, PURE, fn_from_time, NULL, ULID, NONE, OUT_TEXT, 0 },
    { "ulid_timestamp", 1, PURE, fn_timestamp, &A_ULID, NONE, NONE, 0, 0 },
    { "ulid_datetime", 1, PURE, fn_datetime, &A_ULID, NONE, NONE, 0, 0 },
    { "ulid_to_blob", 1, PURE, fn_convert, &A_ULID, NONE, NONE, OUT_BLOB, 0 },
    { "ulid_to_blob", 2, PURE, fn_convert, &A_ULID, NONE, NONE, OUT_BLOB, 0 },
    { "ulid_to_text", 1, PURE, fn_convert, &A_ULID, NONE, NONE, OUT_TEXT, 0 },
    { "ulid_to_text", 2, PURE, fn_convert, &A_ULID, NONE, NONE, OUT_TEXT, 0 },
    { "ulid_to_uuid", 1, PURE, fn_convert, &A_ULID, UUID, NONE, OUT_TEXT, 0 },
    { "ulid_from_uuid", 1, PURE, fn_convert, &A_UUID, ULID, NONE, OUT_TEXT, 0 },
    { "ulid_next", 1, PURE, fn_ulid_next, &A_ULID, NONE, NONE, OUT_SAME, 0 },
    { "ulid_valid", 1, PURE, fn_valid, &A_ULID, NONE, NONE, 0, 0 },
    { "ulid_valid", 2, PURE, fn_valid, &A_ULID, NONE, NONE, 0, 0 },
    { "ulidflake", 0, GEN, fn_new, NULL, FLAKE, SCALABLE, OUT_TEXT, GEN_SHARED },
    { "ulidflake", 1, GEN, fn_new, NULL, FLAKE, SCALABLE, OUT_TEXT, GEN_SHARED },
    { "ulidflake_int", 0, GEN, fn_new, NULL, FLAKE, SCALABLE, OUT_INT, GEN_SHARED },
    { "ulidflake_int", 1, GEN, fn_new, NULL, FLAKE, SCALABLE, OUT_INT, GEN_SHARED },
    { "ulidflake_from_time", 1, GEN, fn_from_time, NULL, FLAKE, SCALABLE, OUT_TEXT, 0 },
    { "ulidflake_from_time", 2, PURE, fn_from_time, NULL, FLAKE, SCALABLE, OUT_TEXT, 0 },
    { "ulidflake_from_time", 3, PURE, fn_from_time, NULL, FLAKE, SCALABLE, OUT_TEXT, 0 },
    { "ulidflake_timestamp", 1, PURE, fn_timestamp, &A_FLAKE, NONE, NONE, 0, 0 },
    { "ulidflake_to_int", 1, PURE, fn_convert, &A_FLAKE, NONE, NONE, OUT_INT, 0 },
    { "ulidflake_from_int", 1, PURE, fn_convert, &A_FLAKE_INT, NONE, NONE, OUT_TEXT, 0 },
    { "ulidflake_valid", 1, PURE, fn_valid, &A_FLAKE, NONE, NONE, 0, 0 },
    { "baseuid", 0, GEN, fn_new, NULL, BASEUID, NONE, OUT_TEXT, GEN_THREAD },
    { "baseuid_from_time", 1, GEN, fn_from_time, NULL, BASEUID, NONE, OUT_TEXT, 0 },
    { "baseuid_from_time", 2, PURE, fn_from_time, NULL, BASEUID, NONE, OUT_TEXT, 0 },
    { "baseuid_timestamp", 1, PURE, fn_timestamp, &A_BASEUID, NONE, NONE, 0, 0 },
    { "baseuid_to_blob", 1, PURE, fn_convert, &A_BASEUID, NONE, NONE, OUT_BLOB, 0 },
    { "baseuid_to_text", 1, PURE, fn_convert, &A_BASEUID, NONE, NONE, OUT_TEXT, 0 },
    { "baseuid_to_uuid", 1, PURE, fn_convert, &A_BASEUID, UUID, NONE, OUT_TEXT, 0 },
    { "baseuid_from_uuid", 1, PURE, fn_convert, &A_UUID, BASEUID, NONE, OUT_TEXT, 0 },
    { "baseuid_valid", 1, PURE, fn_valid, &A_BASEUID, NONE, NONE, 0, 0 },
    { "uuidv7", 0, GEN, fn_new, NULL, UUIDV7, NONE, OUT_TEXT, GEN_THREAD },
    { "uuidv7_from_time", 1, GEN, fn_from_time, NULL, UUIDV7, NONE, OUT_TEXT, 0 },
    { "uuidv7_from_time", 2, PURE, fn_from_time, NULL, UUIDV7, NONE, OUT_TEXT, 0 },
    { "uuidv7_timestamp", 1, PURE, fn_timestamp, &A_UUID, UUIDV7, NONE, 0, 0 },
    { "uuid_time", 1, PURE, fn_time_or_null, &A_UUID, NONE, NONE, 0, 0 },
    { "uuid_version", 1, PURE, fn_uuid_version, &A_UUID, NONE, NONE, 0, 0 },
    { "uuid_v1_to_v6", 1, PURE, fn_uuid_v1_to_v6, &A_UUID, NONE, NONE, 0, 0 },
    { "uuid_v6_to_v1", 1, PURE, fn_uuid_v6_to_v1, &A_UUID, NONE, NONE, 0, 0 },
    { "typeid", 1, GEN, fn_typeid, NULL, UUIDV7, NONE, OUT_TEXT, GEN_THREAD },
    { "typeid_to_uuid", 1, PURE, fn_typeid_to_uuid, NULL, UUID, NONE, OUT_TEXT, 0 },
    { "uuid_to_typeid", 2, PURE, fn_uuid_to_typeid, &A_UUID, NONE, NONE, 0, 0 },
    { "ksuid", 0, GEN, fn_new, NULL, KSUID, NONE, OUT_TEXT, GEN_THREAD },
    { "sortid_time", 1, PURE, fn_any_time, &A_ANY, NONE, NONE, 0, 0 },
    { "sortid_time", 2, PURE, fn_any_time, &A_ANY, NONE, NONE, 0, 0 },
    { "sortid_random_step", 0, SQLITE_DIRECTONLY, fn_random_step, NULL, ULID, NONE, 0, 0 },
    { "sortid_random_step", 1, SQLITE_DIRECTONLY, fn_random_step, NULL, ULID, NONE, 0, 0 },
    TEST_FNS
};

#ifdef _WIN32
__declspec(dllexport)
#elif defined(__GNUC__)
__attribute__((visibility("default")))
#endif
    int sqlite3_sortid_init(sqlite3 *db, char **pzErrMsg, const sqlite3_api_routines *pApi);

/* Loading again on a connection that has the functions changes nothing and
 * succeeds: SQLite cannot replace a function while a statement runs, as it
 * must for SELECT load_extension(), and the connection keeps its state (its
 * sortid_random_step).  A registration SQLite refuses is an error naming the
 * function and SQLite's reason. */
int sqlite3_sortid_init(sqlite3 *db, char **pzErrMsg, const sqlite3_api_routines *pApi)
{
    const size_t n = sizeof fn_defs / sizeof fn_defs[0];
    size_t i;
    int rc = SQLITE_OK;
    conn *c;
    SQLITE_EXTENSION_INIT2(pApi);
    if (!lock_made() || (c = sqlite3_malloc64(sizeof *c + n * sizeof c->bind[0])) == NULL) {
        if (pzErrMsg)
            *pzErrMsg = sqlite3_mprintf("sortid: out of memory");
        return SQLITE_NOMEM;
    }
    if (loaded_conn(db) != NULL) {
        sqlite3_free(c);
        return SQLITE_OK;
    }
    memset(c, 0, sizeof *c);
    c->db = db;
    c->refs = 1; /* ours until the loop is done */
    for (i = 0; rc == SQLITE_OK && i < n; i++) {
        c->bind[i].c = c;
        c->bind[i].d = &fn_defs[i];
        c->refs++; /* sqlite3_create_function_v2 calls conn_unref even when it fails */
        rc = sqlite3_create_function_v2(db, fn_defs[i].name, fn_defs[i].nargs,
                                        SQLITE_UTF8 | fn_defs[i].flags, &c->bind[i], fn_defs[i].fn,
                                        NULL, NULL, conn_unref);
        if (rc != SQLITE_OK && pzErrMsg)
            *pzErrMsg = sqlite3_mprintf("sortid: cannot register %s() with %d argument%s: %s",
                                        fn_defs[i].name, fn_defs[i].nargs,
                                        fn_defs[i].nargs == 1 ? "" : "s", sqlite3_errmsg(db));
    }
    if (rc == SQLITE_OK) {
        lock();
        c->next = loaded;
        loaded = c;
        unlock();
    }
    conn_release(c);
    return rc;
}
