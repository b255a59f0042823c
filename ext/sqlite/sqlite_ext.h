/* SPDX-License-Identifier: MIT */
/*
 * sqlite_ext.h - what the files of the SQLite extension share (never
 * installed).  sortid_sqlite.c registers the functions (the table of rows
 * below) and is the entry point; sqlite_args.c reads SQL arguments and
 * writes results and errors; sqlite_gen.c holds the generators and the
 * connections; sqlite_read.c the functions that read, convert and inspect
 * IDs.  Every rule is the library's, reached through its kinds table: no
 * file switches on the kind.
 */
#ifndef SORTID_SQLITE_EXT_H
#define SORTID_SQLITE_EXT_H

#include <stdint.h>

#include <sqlite3ext.h>
SQLITE_EXTENSION_INIT3

#include "sortid.h"

/* What an ID argument may be: TEXT in one of forms (read by the library as
 * kind), a BLOB of the kind's bytes, or an INTEGER (the kind's decimal
 * form, read from its digits). */
typedef struct sq_id_arg {
    sortid_kind kind; /* SORTID_KIND_NONE: any kind, the one the text's form says */
    unsigned forms;   /* SORTID_ACCEPT bits; 0: no TEXT */
    int blob, integer;
} sq_id_arg;

/* How a function gives its value. */
enum {
    SQ_OUT_TEXT, /* the kind's canonical text */
    SQ_OUT_BLOB, /* its bytes */
    SQ_OUT_INT,  /* its integer value (a Ulid-Flake) */
    SQ_OUT_TS,   /* the time: TEXT 'YYYY-MM-DD HH:MM:SS.SSS' UTC */
    SQ_OUT_MS    /* the time: INTEGER Unix milliseconds */
};

/* Which generator a generating function draws from: this thread's (random,
 * or increasing in the thread), the process's (strictly increasing, +1), or
 * the process's with this connection's sortid_random_step. */
enum { SQ_GEN_THREAD = 1, SQ_GEN_SHARED, SQ_GEN_STEP };

/* One registered function. */
typedef struct sq_fn {
    const char *name; /* SQL name, also the errors' "name()" */
    int nargs;
    int flags; /* SQLITE_DETERMINISTIC, ... */
    void (*fn)(sqlite3_context *, int, sqlite3_value **);
    const sq_id_arg *arg;  /* its ID argument; NULL: none */
    sortid_kind kind;      /* the kind it makes or converts to; NONE: the argument's */
    sortid_kind node_kind; /* the kind it makes given a node id (a scalable flake), or
                              a prefix (a TypeID, from the generator of kind) */
    int out;               /* SQ_OUT_* */
    int gen;               /* SQ_GEN_*; 0: not a generator */
    int prefixed;          /* 1: the first argument is a TypeID prefix */
    const char *part;      /* the part of sortid_id_parts it gives */
} sq_fn;

/* The registration table (sortid_sqlite.c). */
extern const sq_fn sq_fns[];
extern const size_t sq_nfns;

/* A connection that has the functions: its step (sortid_random_step, 0 =
 * +1), the shared generators it used, and each function's user data, which
 * leads back here.  Freed when the last function is dropped. */
#define SQ_CACHE_MAX (SORTID_FLAKE_NODE_MAX + 24)
typedef struct sq_conn {
    struct sq_conn *next; /* in the list of connections that have the functions */
    sqlite3 *db;
    int refs;
    unsigned step_bits;
    int ncache;
    struct sq_cached {
        sortid_kind kind;
        unsigned node, step_bits;
        sortid_gen *gen;
    } cache[SQ_CACHE_MAX];
    struct sq_bind {
        struct sq_conn *c;
        const sq_fn *d;
    } bind[]; /* one per sq_fns[] row */
} sq_conn;

/* ---- sqlite_args.c: errors, arguments, results ---------------------------- */

#define SQ_PREVIEW_SIZE (40 * 4 + 8)
void sq_preview(char out[SQ_PREVIEW_SIZE], const unsigned char *s, int n);
const char *sq_type_name(sqlite3_value *v);
void sq_error(sqlite3_context *ctx, char *msg);
void sq_err_type(sqlite3_context *ctx, const char *fn, const char *expected, sqlite3_value *v);
void sq_err_status(sqlite3_context *ctx, const char *fn, sortid_status st);
void sq_err_text(sqlite3_context *ctx, const char *fn, const char *what, const unsigned char *s,
                 int n, sortid_status st, size_t pos, const char *hint);
int sq_any_null(int argc, sqlite3_value **argv);
const unsigned char *sq_text(sqlite3_context *ctx, sqlite3_value *v, int *n);
const sq_fn *sq_def(sqlite3_context *ctx);
sq_conn *sq_conn_of(sqlite3_context *ctx);

int sq_arg_id(sqlite3_context *ctx, int silent, const char *fn, const sq_id_arg *a,
              sqlite3_value *v, sortid_id *out);
int sq_arg_kind(sqlite3_context *ctx, const char *fn, sqlite3_value *v, sq_id_arg *a);
int sq_arg_prefix(sqlite3_context *ctx, const char *fn, sqlite3_value *v, sortid_id *id);
int sq_arg_time(sqlite3_context *ctx, const char *fn, sqlite3_value *v, int64_t *ms,
                uint32_t *ns_in_ms);
int sq_arg_mode(sqlite3_context *ctx, const char *fn, sqlite3_value *v, sortid_at *mode);
int sq_arg_node(sqlite3_context *ctx, const char *fn, sqlite3_value *v, unsigned *node);

void sq_result_id(sqlite3_context *ctx, const sortid_id *id, int out);

/* ---- sqlite_gen.c: generators and connections ----------------------------- */

int sq_lock_made(void);
void sq_lock(void);
void sq_unlock(void);
sq_conn *sq_loaded_conn(sqlite3 *db);
void sq_conn_add(sq_conn *c);
void sq_conn_release(sq_conn *c);
void sq_fn_gen(sqlite3_context *ctx, int argc, sqlite3_value **argv);
void sq_fn_random_step(sqlite3_context *ctx, int argc, sqlite3_value **argv);
void sq_fn_at(sqlite3_context *ctx, int argc, sqlite3_value **argv);

/* ---- sqlite_read.c: reading, converting, inspecting ----------------------- */

void sq_fn_convert(sqlite3_context *ctx, int argc, sqlite3_value **argv);
void sq_fn_part(sqlite3_context *ctx, int argc, sqlite3_value **argv);
void sq_fn_ulid_to_uuidv7(sqlite3_context *ctx, int argc, sqlite3_value **argv);
void sq_fn_uuid_version(sqlite3_context *ctx, int argc, sqlite3_value **argv);
void sq_fn_uuid_v1_to_v6(sqlite3_context *ctx, int argc, sqlite3_value **argv);
void sq_fn_uuid_v6_to_v1(sqlite3_context *ctx, int argc, sqlite3_value **argv);
void sq_fn_any_time(sqlite3_context *ctx, int argc, sqlite3_value **argv);
void sq_fn_any_kind(sqlite3_context *ctx, int argc, sqlite3_value **argv);
void sq_fn_any_valid(sqlite3_context *ctx, int argc, sqlite3_value **argv);
void sq_fn_any_inspect(sqlite3_context *ctx, int argc, sqlite3_value **argv);
void sq_fn_any_convert(sqlite3_context *ctx, int argc, sqlite3_value **argv);
void sq_fn_kinds(sqlite3_context *ctx, int argc, sqlite3_value **argv);
void sq_fn_version(sqlite3_context *ctx, int argc, sqlite3_value **argv);

/* ---- the test build (ext/sqlite/tests/test-clock.c) ----------------------- */

#ifdef SORTID_SQLITE_TEST
sortid_status sq_test_clock(void *ctx, int64_t *unix_ns);
void sq_fn_test_clock(sqlite3_context *ctx, int argc, sqlite3_value **argv);
#endif

#endif /* SORTID_SQLITE_EXT_H */
