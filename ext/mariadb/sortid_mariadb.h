/* SPDX-License-Identifier: MIT */
/*
** sortid_mariadb.h - the MariaDB (and MySQL) UDF plugin's shared types: one
** row per SQL function (mdb_def, listed in ext/mariadb/udfs.def), the state
** of one call site (mdb_call), the argument readers and the error writer of
** sortid_mariadb.c, and the function bodies of sortid_mariadb_fns.c.  The
** entry points (sortid_mariadb_udfs.c) see only sortid_mariadb_udf.h.
** docs/mariadb.md is the user's guide.
*/
#ifndef SORTID_MARIADB_H
#define SORTID_MARIADB_H

#include <stddef.h>
#include <stdint.h>

#include "sortid.h"
#include "sortid_mariadb_udf.h"

/* MYSQL_ERRMSG_SIZE: the server's message buffer of the init entry point. */
#define MDB_MSG_SIZE    512
/* The result buffer the server gives a STRING function's row: at least
 * this many bytes (the UDF interface's promise). */
#define MDB_RESULT_SIZE 255

/* What a function returns to SQL. */
enum { MDB_STRING, MDB_INTEGER };

/* How an ID is given: the kind's canonical text or its binary form. */
enum { MDB_TEXT, MDB_BYTES };

/* Which generator a maker draws from:
 *   RANDOM  a random one that keeps nothing between IDs (ULID, BaseUID,
 *           KSUID, stand-alone Ulid-Flake): the call site's own without
 *           arguments, else this thread's;
 *   THREAD  this thread's (UUIDv7, TypeID, ObjectId and xid, which the
 *           library makes increase within their generator);
 *   SHARED  the server-wide strictly increasing one (every connection). */
enum { MDB_GEN_RANDOM, MDB_GEN_THREAD, MDB_GEN_SHARED };

/* The letters of an argument list (mdb_def.args), one per argument:
 *   I  an ID as text (the kind's, or any kind's)   B  an ID's bytes
 *   T  a time (text, integer Unix ms, decimal)     M  'random' | 'min' | 'max'
 *   N  a node id (integer 0..31)                   S  random_step (integer)
 *   K  the ID's kind by name                       O  the kind to convert to
 *   P  a TypeID prefix                             D  a flake's decimal integer
 * The first min_args are required, the rest optional. */
typedef struct mdb_call mdb_call;
typedef struct mdb_def mdb_def;
typedef int (*mdb_body)(const mdb_def *d, mdb_call *c, UDF_ARGS *a);

struct mdb_def {
    const char *name; /* the SQL name, as in the errors: "ulid_to_bytes()" */
    int ret;          /* MDB_STRING or MDB_INTEGER */
    mdb_body body;
    sortid_kind kind;      /* the kind made or read; SORTID_KIND_NONE: any */
    sortid_kind to;        /* a conversion's kind (SORTID_KIND_NONE: an argument's) */
    sortid_kind node_kind; /* what a maker makes when given a node (scalable flake) */
    int out;               /* MDB_TEXT or MDB_BYTES */
    int gen;               /* MDB_GEN_* for a maker */
    const char *args;      /* the argument letters */
    unsigned min_args;
    int extra; /* a maker: 1 when it takes the connection's random step;
                  a UUID reordering: the version it makes */
};

/* One call site (one function in one statement), made by the init entry
 * point and freed by deinit: the result of the last row and its error.  A
 * maker without arguments (gen_ulid(), gen_monotonic_ulid_bytes(), ...)
 * takes the short way (mdb_make): a RANDOM one draws from a generator of
 * its own, made by init (a call site runs in one thread at a time: no
 * lock), a SHARED one from the server-wide generator of the connection's
 * random step, remembered between rows; each writes its ID into the
 * server's result buffer. */
#define MDB_OUT_SIZE 1024 /* sortid_inspect's JSON of the longest ID and its parts */
struct mdb_call {
    const mdb_def *def;
    unsigned from_int; /* bit i: argument i was an integer (a flake's integer form) */
    int is_null;
    long long integer;
    size_t len;
    int make;             /* 1: a maker without arguments (mdb_make) */
    int own;              /* 1: gen is this call site's random generator */
    sortid_gen *shared;   /* the server-wide generator last used, of step bits: */
    unsigned shared_step; /* its random step */
    sortid_gen gen;
    char out[MDB_OUT_SIZE];
    char err[MDB_MSG_SIZE];
};

/* ---- sortid_mariadb.c: arguments, results, errors, generators ---------- */

/* The error of this row: "fn(): " and the formatted rest, into c->err;
 * returns -1 (the bodies' failure). */
int mdb_fail(mdb_call *c, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* The library's status as the error of argument i (0-based) holding the n
 * bytes at s: what it should be, the argument quoted and cut, the reason
 * and the byte. */
int mdb_fail_text(mdb_call *c, unsigned i, const char *what, const char *s, size_t n,
                  sortid_status st, size_t pos);
int mdb_fail_status(mdb_call *c, const char *what, sortid_status st);

/* Readers of argument i; each returns 0, or -1 with the error set. */
int mdb_arg_id(mdb_call *c, UDF_ARGS *a, unsigned i, sortid_kind kind, sortid_id *out);
int mdb_arg_bytes(mdb_call *c, UDF_ARGS *a, unsigned i, sortid_kind kind, sortid_id *out);
int mdb_arg_time(mdb_call *c, UDF_ARGS *a, unsigned i, int64_t *ms, uint32_t *ns);
int mdb_arg_mode(mdb_call *c, UDF_ARGS *a, unsigned i, sortid_at *which);
int mdb_arg_uint(mdb_call *c, UDF_ARGS *a, unsigned i, const char *what, unsigned max,
                 unsigned *out);
int mdb_arg_kind(mdb_call *c, UDF_ARGS *a, unsigned i, sortid_kind *out);
int mdb_arg_prefix(mdb_call *c, UDF_ARGS *a, unsigned i, sortid_id *id);

/* Results: the ID as text or bytes (d->out), a time as DATETIME(6) text,
 * a NUL-terminated text; mdb_json appends raw text and, when s is not
 * NULL, s as a JSON string. */
int mdb_put_id(mdb_call *c, const sortid_id *id, int out);
int mdb_put_time(mdb_call *c, const sortid_id *id);
int mdb_put_text(mdb_call *c, const char *s);
void mdb_json(mdb_call *c, const char *raw, const char *s);

/* This connection's random step (sortid_random_step): 0 until set. */
unsigned mdb_session_step(void);
void mdb_set_session_step(unsigned bits);

/* The generator of a maker: this thread's random one of kind, or the
 * server-wide increasing one of (kind, node, step bits). */
sortid_gen *mdb_gen(mdb_call *c, sortid_kind kind, int shared, unsigned node, unsigned step_bits);

/* ---- sortid_mariadb_fns.c: the bodies ------------------------------------ */

int mdb_fn_gen(const mdb_def *d, mdb_call *c, UDF_ARGS *a);
/* A maker without arguments (c->make): one ID into result (MDB_RESULT_SIZE
 * bytes), its length into *length; 0, or -1 with the error set. */
int mdb_make(mdb_call *c, char *result, unsigned long *length);
int mdb_fn_at(const mdb_def *d, mdb_call *c, UDF_ARGS *a);
int mdb_fn_random_step(const mdb_def *d, mdb_call *c, UDF_ARGS *a);
int mdb_fn_timestamp(const mdb_def *d, mdb_call *c, UDF_ARGS *a);
int mdb_fn_unix_ms(const mdb_def *d, mdb_call *c, UDF_ARGS *a);
int mdb_fn_kind(const mdb_def *d, mdb_call *c, UDF_ARGS *a);
int mdb_fn_valid(const mdb_def *d, mdb_call *c, UDF_ARGS *a);
int mdb_fn_inspect(const mdb_def *d, mdb_call *c, UDF_ARGS *a);
int mdb_fn_to_bytes(const mdb_def *d, mdb_call *c, UDF_ARGS *a);
int mdb_fn_from_bytes(const mdb_def *d, mdb_call *c, UDF_ARGS *a);
int mdb_fn_convert(const mdb_def *d, mdb_call *c, UDF_ARGS *a);
int mdb_fn_uuidv7_form(const mdb_def *d, mdb_call *c, UDF_ARGS *a);
int mdb_fn_flake_int(const mdb_def *d, mdb_call *c, UDF_ARGS *a);
int mdb_fn_flake_node(const mdb_def *d, mdb_call *c, UDF_ARGS *a);
int mdb_fn_uuid_version(const mdb_def *d, mdb_call *c, UDF_ARGS *a);
int mdb_fn_uuid_reorder(const mdb_def *d, mdb_call *c, UDF_ARGS *a);
int mdb_fn_kinds(const mdb_def *d, mdb_call *c, UDF_ARGS *a);
int mdb_fn_version(const mdb_def *d, mdb_call *c, UDF_ARGS *a);

#endif
