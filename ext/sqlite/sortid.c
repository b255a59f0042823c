/*
** sortid.c - SQLite loadable extension: time-sortable identifiers (ULID,
** Ulid-Flake, BaseUID, UUIDv7) on libsortid.
**
** Build with `make` (build/ext/sqlite/sortid.so, the library linked in) and
** load with `.load ./sortid` in the sqlite3 shell, SELECT load_extension(...)
** or sqlite3_load_extension(); the entry point is sqlite3_sortid_init.
** Every codec and rule is the library's (docs/identifiers.md); this file only
** maps SQL values to library calls.
**
** Rules common to every function
**
**   - NULL in any argument gives NULL (the *_valid functions too).
**   - A ULID argument X is TEXT (26 Crockford base32 characters, either case,
**     strict: no I L O U, first character 0-7) or a 16-byte BLOB.
**     A Ulid-Flake argument is TEXT (13 characters, same rules) or a
**     non-negative INTEGER.  A BaseUID argument is TEXT (20 characters of
**     -0-9A-Z_a-z, case-sensitive) or a 15-byte BLOB.  A UUID argument is TEXT
**     (8-4-4-4-12 or 32 hex digits, either case) or a 16-byte BLOB.
**   - Any other storage class (e.g. an INTEGER given to ulid_to_uuid, a REAL
**     given to ulid_from_time) and any invalid value raise an SQL error whose
**     message names the function, the input and the byte position, e.g.
**       ulid_to_uuid(): invalid ULID '01ARYZ6S41TSV4RRFFQ69G5FAU':
**       invalid character at byte 25
**     Only the *_valid functions answer 0 instead of raising an error.
**   - A time T is an INTEGER of Unix milliseconds or a TEXT time string
**     `YYYY-MM-DD[(T| )HH:MM[:SS[.fff]]][Z|(+|-)HH:MM]` (SQLite's own formats
**     1-7; no offset means UTC).  'now', Julian day numbers and REAL values
**     are errors: write CAST(unixepoch() * 1000 AS INTEGER) or similar.
**   - Pure functions are registered SQLITE_DETERMINISTIC|SQLITE_INNOCUOUS;
**     generators are SQLITE_INNOCUOUS only (usable in DEFAULT clauses with
**     trusted_schema=OFF), never DETERMINISTIC.
**
** ULID
**   ulid()                   TEXT, a new random ULID (26 upper-case chars).
**   ulid_blob()              BLOB, a new random ULID (16 bytes).
**   ulid_monotonic()         TEXT, strictly increasing within the process
**                            (one generator shared by every connection and
**                            thread, random step of 1..2^32 so the next ID
**                            cannot be guessed).
**   ulid_monotonic_blob()    BLOB, from the same generator.
**   ulid_from_time(T)        TEXT, a ULID of time T with a random part.
**   ulid_from_time(T, M)     TEXT, M = 'min' or 'max' (any case): the lowest
**                            or highest ULID of T's millisecond, for range
**                            queries.  Deterministic.
**   ulid_timestamp(X)        INTEGER, Unix milliseconds of X.
**   ulid_datetime(X)         TEXT 'YYYY-MM-DD HH:MM:SS.SSS' (UTC) of X; years
**                            past 9999 are written '+10889-08-02 05:...'.
**   ulid_to_blob(X [, O])    BLOB of X.  O = 'strict' (default) or 'lenient'
**                            (also reads I/L as 1 and O as 0).
**   ulid_to_text(X [, O])    TEXT of X, canonical upper case; O as above.
**   ulid_to_uuid(X)          TEXT UUID, the same 128 bits (lossless).
**   ulid_from_uuid(U)        TEXT ULID of UUID U (any version; lossless).
**   ulid_next(X)             X + 1 in the random part, of X's storage class
**                            (error when the random part is all ones).
**   ulid_valid(X [, O])      1 when X is a ULID TEXT or a 16-byte BLOB, else 0.
**
** Ulid-Flake (64 bits; epoch 2024-01-01T00:00:00Z)
**   ulidflake()              TEXT, stand-alone layout (43-bit time, 20 random).
**   ulidflake(N)             TEXT, scalable layout with node id N (0..31).
**   ulidflake_int([N])       INTEGER form of the same.  Both are strictly
**                            increasing within the process per layout/node.
**   ulidflake_timestamp(F)   INTEGER, Unix milliseconds of F.
**   ulidflake_to_int(F)      INTEGER of F.
**   ulidflake_from_int(I)    TEXT of I: a non-negative INTEGER, or TEXT of
**                            1..19 decimal digits.
**   ulidflake_valid(F)       1 when F is a Ulid-Flake TEXT or a non-negative
**                            INTEGER, else 0.
**
** BaseUID (120 bits; 32.768 us ticks)
**   baseuid()                TEXT, a new random BaseUID (20 chars).
**   baseuid_from_time(T [, M])  as ulid_from_time; T's sub-millisecond
**                            digits count.
**   baseuid_timestamp(B)     INTEGER, Unix milliseconds of B (floored).
**   baseuid_to_blob(B)       BLOB (15 bytes).
**   baseuid_to_text(B)       TEXT.
**   baseuid_to_uuid(B)       TEXT, its UUIDv8 form (lossless).
**   baseuid_from_uuid(U)     TEXT BaseUID of a UUIDv8 made by baseuid_to_uuid
**                            (error on another version, variant or low bits).
**   baseuid_valid(B)         1 when B is a BaseUID TEXT or a 15-byte BLOB.
**
** UUIDv7 (RFC 9562)
**   uuidv7()                 TEXT, a new UUIDv7 (lower-case 8-4-4-4-12),
**                            increasing within the calling thread.
**   uuidv7_timestamp(U)      INTEGER Unix ms of a UUIDv7 (error if U is not
**                            version 7 / RFC 9562 variant).
**
** Storage: declare columns TEXT, BLOB or use STRICT tables.  A column
** declared `ulid` has NUMERIC affinity and turns a ULID made only of digits
** into an INTEGER or REAL (see docs/sqlite.md).
*/
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

#include <sqlite3ext.h>
SQLITE_EXTENSION_INIT1

#include "sortid.h"

typedef void (*sql_fn)(sqlite3_context *, int, sqlite3_value **);

/* ------------------------------------------------------------------------ */
/* Errors                                                                    */
/* ------------------------------------------------------------------------ */

/* Up to PREVIEW_MAX input bytes for an error message, quoted SQL-style;
 * control and non-ASCII bytes as \xNN so a message is always clean text. */
#define PREVIEW_MAX 40
#define PREVIEW_SIZE (PREVIEW_MAX * 4 + 8)

static void preview(char out[PREVIEW_SIZE], const unsigned char *s, int n)
{
    static const char hex[] = "0123456789ABCDEF";
    size_t o = 0;
    int i;
    for (i = 0; i < n && i < PREVIEW_MAX; i++) {
        unsigned char c = s[i];
        if (c == '\'') {
            out[o++] = '\'';
            out[o++] = '\'';
        } else if (c >= 0x20 && c < 0x7f) {
            out[o++] = (char)c;
        } else {
            out[o++] = '\\';
            out[o++] = 'x';
            out[o++] = hex[c >> 4];
            out[o++] = hex[c & 15];
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

static void err_type(sqlite3_context *ctx, const char *fn, const char *expected,
                     sqlite3_value *v)
{
    error_msg(ctx, sqlite3_mprintf("%s(): expected %s, got %s", fn, expected, type_name(v)));
}

/* A failed parse of a text form: name the input and the byte. */
static void err_parse(sqlite3_context *ctx, const char *fn, const char *what,
                      const unsigned char *s, int n, sortid_status st, size_t pos,
                      int expected_len)
{
    char p[PREVIEW_SIZE];
    preview(p, s, n);
    if (st == SORTID_E_LENGTH && expected_len > 0)
        error_msg(ctx, sqlite3_mprintf("%s(): invalid %s '%s': %s at byte %d (%d bytes, "
                                       "expected %d)",
                                       fn, what, p, sortid_strerror(st), (int)pos, n,
                                       expected_len));
    else if (st == SORTID_E_OVERFLOW && expected_len > 0)
        error_msg(ctx, sqlite3_mprintf("%s(): invalid %s '%s': %s at byte %d (the first "
                                       "character must be 0-7)",
                                       fn, what, p, sortid_strerror(st), (int)pos));
    else
        error_msg(ctx, sqlite3_mprintf("%s(): invalid %s '%s': %s at byte %d", fn, what, p,
                                       sortid_strerror(st), (int)pos));
}

static void err_blob(sqlite3_context *ctx, const char *fn, const char *what, int n,
                     int expected)
{
    error_msg(ctx, sqlite3_mprintf("%s(): invalid %s BLOB: %d bytes, expected %d", fn, what, n,
                                   expected));
}

static void err_status(sqlite3_context *ctx, const char *fn, sortid_status st)
{
    error_msg(ctx, sqlite3_mprintf("%s(): %s", fn, sortid_strerror(st)));
}

static int any_null(int argc, sqlite3_value **argv)
{
    int i;
    for (i = 0; i < argc; i++)
        if (sqlite3_value_type(argv[i]) == SQLITE_NULL)
            return 1;
    return 0;
}

/* Text of a TEXT value; on out-of-memory sets the error and gives NULL. */
static const unsigned char *text_of(sqlite3_context *ctx, sqlite3_value *v, int *n)
{
    const unsigned char *s = sqlite3_value_text(v);
    if (s == NULL) {
        if (ctx)
            sqlite3_result_error_nomem(ctx);
        return NULL;
    }
    *n = sqlite3_value_bytes(v);
    return s;
}

/* ------------------------------------------------------------------------ */
/* Arguments.  Each reader returns 1 on success; on failure it sets the SQL  */
/* error on ctx (when ctx is not NULL: the *_valid functions pass NULL).     */
/* ------------------------------------------------------------------------ */

static int arg_ulid(sqlite3_context *ctx, const char *fn, sqlite3_value *v, unsigned flags,
                    sortid_ulid *out)
{
    int n;
    if (sqlite3_value_type(v) == SQLITE_TEXT) {
        size_t pos = 0;
        sortid_status st;
        const unsigned char *s = text_of(ctx, v, &n);
        if (s == NULL)
            return 0;
        st = sortid_ulid_parse(out, (const char *)s, (size_t)n, flags, &pos);
        if (st != SORTID_OK) {
            if (ctx)
                err_parse(ctx, fn, "ULID", s, n, st, pos, SORTID_ULID_TEXT_LEN);
            return 0;
        }
        return 1;
    }
    if (sqlite3_value_type(v) == SQLITE_BLOB) {
        n = sqlite3_value_bytes(v);
        if (n != SORTID_ULID_BYTES) {
            if (ctx)
                err_blob(ctx, fn, "ULID", n, SORTID_ULID_BYTES);
            return 0;
        }
        memcpy(out->bytes, sqlite3_value_blob(v), SORTID_ULID_BYTES);
        return 1;
    }
    if (ctx)
        err_type(ctx, fn, "a ULID as TEXT or a 16-byte BLOB", v);
    return 0;
}

/* Optional parse mode: 'strict' (default) or 'lenient'. */
static int arg_parse_mode(sqlite3_context *ctx, const char *fn, sqlite3_value *v,
                          unsigned *flags)
{
    const char *s;
    if (sqlite3_value_type(v) != SQLITE_TEXT) {
        err_type(ctx, fn, "'strict' or 'lenient' as the second argument", v);
        return 0;
    }
    s = (const char *)sqlite3_value_text(v);
    if (s && sqlite3_stricmp(s, "strict") == 0) {
        *flags = 0;
        return 1;
    }
    if (s && sqlite3_stricmp(s, "lenient") == 0) {
        *flags = SORTID_PARSE_LENIENT;
        return 1;
    }
    error_msg(ctx, sqlite3_mprintf("%s(): the second argument must be 'strict' or 'lenient', "
                                   "not '%q'",
                                   fn, s ? s : ""));
    return 0;
}

/* Optional bound: 'min' (*is_max = 0) or 'max' (1). */
static int arg_bound(sqlite3_context *ctx, const char *fn, sqlite3_value *v, int *is_max)
{
    const char *s;
    if (sqlite3_value_type(v) != SQLITE_TEXT) {
        err_type(ctx, fn, "'min' or 'max' as the second argument", v);
        return 0;
    }
    s = (const char *)sqlite3_value_text(v);
    if (s && (sqlite3_stricmp(s, "min") == 0 || sqlite3_stricmp(s, "max") == 0)) {
        *is_max = sqlite3_stricmp(s, "max") == 0;
        return 1;
    }
    error_msg(ctx, sqlite3_mprintf("%s(): the second argument must be 'min' or 'max', not '%q'",
                                   fn, s ? s : ""));
    return 0;
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
        if (st != SORTID_OK) {
            err_parse(ctx, fn, "time string", s, n, st, pos, 0);
            return 0;
        }
        return 1;
    }
    err_type(ctx, fn, "a time as INTEGER Unix milliseconds or a TEXT time string", v);
    return 0;
}

static void err_time_range(sqlite3_context *ctx, const char *fn, sqlite3_value *v,
                           int64_t ms, const char *range)
{
    char p[PREVIEW_SIZE];
    if (sqlite3_value_type(v) == SQLITE_TEXT) {
        preview(p, sqlite3_value_text(v), sqlite3_value_bytes(v));
        error_msg(ctx, sqlite3_mprintf("%s(): time '%s' (%lld ms) is outside %s", fn, p,
                                       (long long)ms, range));
    } else {
        error_msg(ctx, sqlite3_mprintf("%s(): time %lld ms is outside %s", fn, (long long)ms,
                                       range));
    }
}

static int arg_uuid(sqlite3_context *ctx, const char *fn, sqlite3_value *v, sortid_uuid *out)
{
    int n;
    if (sqlite3_value_type(v) == SQLITE_TEXT) {
        size_t pos = 0;
        sortid_status st;
        const unsigned char *s = text_of(ctx, v, &n);
        if (s == NULL)
            return 0;
        st = sortid_uuid_parse(out, (const char *)s, (size_t)n, &pos);
        if (st != SORTID_OK) {
            err_parse(ctx, fn, "UUID", s, n, st, pos, 0);
            return 0;
        }
        return 1;
    }
    if (sqlite3_value_type(v) == SQLITE_BLOB) {
        n = sqlite3_value_bytes(v);
        if (n != SORTID_UUID_BYTES) {
            err_blob(ctx, fn, "UUID", n, SORTID_UUID_BYTES);
            return 0;
        }
        memcpy(out->bytes, sqlite3_value_blob(v), SORTID_UUID_BYTES);
        return 1;
    }
    err_type(ctx, fn, "a UUID as TEXT or a 16-byte BLOB", v);
    return 0;
}

static int arg_flake(sqlite3_context *ctx, const char *fn, sqlite3_value *v, sortid_flake *out)
{
    if (sqlite3_value_type(v) == SQLITE_TEXT) {
        int n;
        size_t pos = 0;
        sortid_status st;
        const unsigned char *s = text_of(ctx, v, &n);
        if (s == NULL)
            return 0;
        st = sortid_flake_parse(out, (const char *)s, (size_t)n, 0, &pos);
        if (st != SORTID_OK) {
            if (ctx)
                err_parse(ctx, fn, "Ulid-Flake", s, n, st, pos, SORTID_FLAKE_TEXT_LEN);
            return 0;
        }
        return 1;
    }
    if (sqlite3_value_type(v) == SQLITE_INTEGER) {
        sqlite3_int64 i = sqlite3_value_int64(v);
        if (sortid_flake_from_int64(out, (int64_t)i) != SORTID_OK) {
            if (ctx)
                error_msg(ctx, sqlite3_mprintf("%s(): invalid Ulid-Flake integer %lld: must "
                                               "not be negative",
                                               fn, (long long)i));
            return 0;
        }
        return 1;
    }
    if (ctx)
        err_type(ctx, fn, "a Ulid-Flake as TEXT or INTEGER", v);
    return 0;
}

static int arg_baseuid(sqlite3_context *ctx, const char *fn, sqlite3_value *v,
                       sortid_baseuid *out)
{
    int n;
    if (sqlite3_value_type(v) == SQLITE_TEXT) {
        size_t pos = 0;
        sortid_status st;
        const unsigned char *s = text_of(ctx, v, &n);
        if (s == NULL)
            return 0;
        st = sortid_baseuid_parse(out, (const char *)s, (size_t)n, &pos);
        if (st != SORTID_OK) {
            if (ctx)
                err_parse(ctx, fn, "BaseUID", s, n, st, pos, SORTID_BASEUID_TEXT_LEN);
            return 0;
        }
        return 1;
    }
    if (sqlite3_value_type(v) == SQLITE_BLOB) {
        n = sqlite3_value_bytes(v);
        if (n != SORTID_BASEUID_BYTES) {
            if (ctx)
                err_blob(ctx, fn, "BaseUID", n, SORTID_BASEUID_BYTES);
            return 0;
        }
        memcpy(out->bytes, sqlite3_value_blob(v), SORTID_BASEUID_BYTES);
        return 1;
    }
    if (ctx)
        err_type(ctx, fn, "a BaseUID as TEXT or a 15-byte BLOB", v);
    return 0;
}

/* ------------------------------------------------------------------------ */
/* Results                                                                   */
/* ------------------------------------------------------------------------ */

static void result_ulid_text(sqlite3_context *ctx, const sortid_ulid *u)
{
    char buf[SORTID_ULID_TEXT_LEN + 1];
    sortid_ulid_format(buf, u, 0);
    sqlite3_result_text(ctx, buf, SORTID_ULID_TEXT_LEN, SQLITE_TRANSIENT);
}

static void result_ulid_blob(sqlite3_context *ctx, const sortid_ulid *u)
{
    sqlite3_result_blob(ctx, u->bytes, SORTID_ULID_BYTES, SQLITE_TRANSIENT);
}

static void result_uuid_text(sqlite3_context *ctx, const sortid_uuid *u)
{
    char buf[SORTID_UUID_TEXT_LEN + 1];
    size_t n = sortid_uuid_format(buf, u, 0);
    sqlite3_result_text(ctx, buf, (int)n, SQLITE_TRANSIENT);
}

static void result_flake_text(sqlite3_context *ctx, sortid_flake f)
{
    char buf[SORTID_FLAKE_TEXT_LEN + 1];
    sortid_flake_format(buf, f, 0);
    sqlite3_result_text(ctx, buf, SORTID_FLAKE_TEXT_LEN, SQLITE_TRANSIENT);
}

static void result_baseuid_text(sqlite3_context *ctx, const sortid_baseuid *b)
{
    char buf[SORTID_BASEUID_TEXT_LEN + 1];
    sortid_baseuid_format(buf, b);
    sqlite3_result_text(ctx, buf, SORTID_BASEUID_TEXT_LEN, SQLITE_TRANSIENT);
}

/* The library's RFC 3339 text "2016-07-30T22:36:16.385Z" in SQLite's
 * datetime shape "2016-07-30 22:36:16.385". */
static void result_datetime(sqlite3_context *ctx, int64_t ms)
{
    char buf[SORTID_TIME_TEXT_SIZE];
    size_t n = sortid_time_format(buf, ms);
    char *t = memchr(buf, 'T', n);
    if (t)
        *t = ' ';
    if (n > 0 && buf[n - 1] == 'Z')
        buf[--n] = '\0';
    sqlite3_result_text(ctx, buf, (int)n, SQLITE_TRANSIENT);
}

/* ------------------------------------------------------------------------ */
/* Process-wide generators                                                   */
/* ------------------------------------------------------------------------ */

/* One monotonic ULID generator and one flake generator per layout/node for
 * the whole process, shared by every connection and thread (the library's
 * mutex serialises them).  The extension is linked -z nodelete so this state
 * survives the last connection closing: a reload never restarts a stream. */
static pthread_once_t gen_once = PTHREAD_ONCE_INIT;
static sortid_status gen_status = SORTID_OK;
static sortid_gen gen_ulid_mono;
static sortid_gen gen_flake;
static sortid_gen gen_flake_node[SORTID_FLAKE_NODE_MAX + 1];

static void gen_init_once(void)
{
    sortid_gen_options o;
    sortid_status st;
    unsigned i;

    memset(&o, 0, sizeof o);
    o.flags = SORTID_GEN_MONOTONIC | SORTID_GEN_THREAD_SAFE;
    o.step_bits = SORTID_GEN_DEFAULT_STEP_BITS;
    st = sortid_gen_init(&gen_ulid_mono, SORTID_KIND_ULID, &o);
    if (st == SORTID_OK) {
        memset(&o, 0, sizeof o);
        o.flags = SORTID_GEN_THREAD_SAFE;
        st = sortid_gen_init(&gen_flake, SORTID_KIND_FLAKE, &o);
    }
    for (i = 0; st == SORTID_OK && i <= SORTID_FLAKE_NODE_MAX; i++) {
        memset(&o, 0, sizeof o);
        o.flags = SORTID_GEN_THREAD_SAFE;
        o.node = i;
        st = sortid_gen_init(&gen_flake_node[i], SORTID_KIND_FLAKE_SCALABLE, &o);
    }
    gen_status = st;
}

static int gens_ready(sqlite3_context *ctx, const char *fn)
{
    if (pthread_once(&gen_once, gen_init_once) != 0) {
        err_status(ctx, fn, SORTID_E_SYSTEM);
        return 0;
    }
    if (gen_status != SORTID_OK) {
        err_status(ctx, fn, gen_status);
        return 0;
    }
    return 1;
}

/* A generator that is exhausted for this millisecond waits for the next one:
 * 100 us naps, at most WAIT_NAPS of them (about 0.2 s, which covers a small
 * backwards clock step), then gives up with the library's error. */
#define WAIT_NAPS 2000

static int nap(unsigned *naps)
{
    struct timespec ts = {0, 100000};
    if (++*naps > WAIT_NAPS)
        return 0;
    nanosleep(&ts, NULL);
    return 1;
}

static sortid_status next_ulid_mono(sortid_ulid *u)
{
    unsigned naps = 0;
    sortid_status st;
    while ((st = sortid_gen_ulid(&gen_ulid_mono, u)) == SORTID_E_EXHAUSTED && nap(&naps)) {
    }
    return st;
}

static sortid_status next_flake(sortid_gen *g, sortid_flake *f)
{
    unsigned naps = 0;
    sortid_status st;
    while ((st = sortid_gen_flake(g, f)) == SORTID_E_EXHAUSTED && nap(&naps)) {
    }
    return st;
}

/* ------------------------------------------------------------------------ */
/* ULID                                                                      */
/* ------------------------------------------------------------------------ */

static void fn_ulid(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    sortid_ulid u;
    sortid_status st = sortid_ulid_new(&u);
    (void)argc;
    (void)argv;
    if (st != SORTID_OK)
        err_status(ctx, "ulid", st);
    else
        result_ulid_text(ctx, &u);
}

static void fn_ulid_blob(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    sortid_ulid u;
    sortid_status st = sortid_ulid_new(&u);
    (void)argc;
    (void)argv;
    if (st != SORTID_OK)
        err_status(ctx, "ulid_blob", st);
    else
        result_ulid_blob(ctx, &u);
}

static void fn_ulid_monotonic(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    sortid_ulid u;
    sortid_status st;
    (void)argc;
    (void)argv;
    if (!gens_ready(ctx, "ulid_monotonic"))
        return;
    st = next_ulid_mono(&u);
    if (st != SORTID_OK)
        err_status(ctx, "ulid_monotonic", st);
    else
        result_ulid_text(ctx, &u);
}

static void fn_ulid_monotonic_blob(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    sortid_ulid u;
    sortid_status st;
    (void)argc;
    (void)argv;
    if (!gens_ready(ctx, "ulid_monotonic_blob"))
        return;
    st = next_ulid_mono(&u);
    if (st != SORTID_OK)
        err_status(ctx, "ulid_monotonic_blob", st);
    else
        result_ulid_blob(ctx, &u);
}

static const char ulid_range[] = "the ULID range 0 .. 281474976710655 ms";

static void fn_ulid_from_time(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    static const char fn[] = "ulid_from_time";
    sortid_ulid u;
    sortid_status st;
    int64_t ms;
    uint32_t ns;
    int is_max = 0;

    if (any_null(argc, argv))
        return;
    if (!arg_time(ctx, fn, argv[0], &ms, &ns))
        return;
    if (argc == 2) {
        if (!arg_bound(ctx, fn, argv[1], &is_max))
            return;
        st = is_max ? sortid_ulid_max(&u, ms) : sortid_ulid_min(&u, ms);
    } else {
        uint8_t rnd[SORTID_ULID_RANDOM_BYTES];
        st = sortid_random(rnd, sizeof rnd);
        if (st != SORTID_OK) {
            err_status(ctx, fn, st);
            return;
        }
        st = sortid_ulid_make(&u, ms, rnd);
    }
    if (st == SORTID_E_TIME_RANGE)
        err_time_range(ctx, fn, argv[0], ms, ulid_range);
    else if (st != SORTID_OK)
        err_status(ctx, fn, st);
    else
        result_ulid_text(ctx, &u);
}

static void fn_ulid_timestamp(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    sortid_ulid u;
    if (any_null(argc, argv) || !arg_ulid(ctx, "ulid_timestamp", argv[0], 0, &u))
        return;
    sqlite3_result_int64(ctx, (sqlite3_int64)sortid_ulid_time(&u));
}

static void fn_ulid_datetime(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    sortid_ulid u;
    if (any_null(argc, argv) || !arg_ulid(ctx, "ulid_datetime", argv[0], 0, &u))
        return;
    result_datetime(ctx, sortid_ulid_time(&u));
}

static void fn_ulid_to_blob(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    sortid_ulid u;
    unsigned flags = 0;
    if (any_null(argc, argv))
        return;
    if (argc == 2 && !arg_parse_mode(ctx, "ulid_to_blob", argv[1], &flags))
        return;
    if (arg_ulid(ctx, "ulid_to_blob", argv[0], flags, &u))
        result_ulid_blob(ctx, &u);
}

static void fn_ulid_to_text(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    sortid_ulid u;
    unsigned flags = 0;
    if (any_null(argc, argv))
        return;
    if (argc == 2 && !arg_parse_mode(ctx, "ulid_to_text", argv[1], &flags))
        return;
    if (arg_ulid(ctx, "ulid_to_text", argv[0], flags, &u))
        result_ulid_text(ctx, &u);
}

static void fn_ulid_to_uuid(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    sortid_ulid u;
    sortid_uuid id;
    if (any_null(argc, argv) || !arg_ulid(ctx, "ulid_to_uuid", argv[0], 0, &u))
        return;
    sortid_ulid_to_uuid(&id, &u);
    result_uuid_text(ctx, &id);
}

static void fn_ulid_from_uuid(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    sortid_ulid u;
    sortid_uuid id;
    if (any_null(argc, argv) || !arg_uuid(ctx, "ulid_from_uuid", argv[0], &id))
        return;
    sortid_ulid_from_uuid(&u, &id);
    result_ulid_text(ctx, &u);
}

static void fn_ulid_next(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    sortid_ulid u;
    if (any_null(argc, argv) || !arg_ulid(ctx, "ulid_next", argv[0], 0, &u))
        return;
    if (sortid_ulid_next(&u, &u) != SORTID_OK) {
        error_msg(ctx, sqlite3_mprintf("ulid_next(): %s: the random part of the ULID is "
                                       "all ones",
                                       sortid_strerror(SORTID_E_OVERFLOW)));
        return;
    }
    if (sqlite3_value_type(argv[0]) == SQLITE_BLOB)
        result_ulid_blob(ctx, &u);
    else
        result_ulid_text(ctx, &u);
}

static void fn_ulid_valid(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    sortid_ulid u;
    unsigned flags = 0;
    if (any_null(argc, argv))
        return;
    if (argc == 2 && !arg_parse_mode(ctx, "ulid_valid", argv[1], &flags))
        return;
    sqlite3_result_int(ctx, arg_ulid(NULL, "ulid_valid", argv[0], flags, &u));
}

/* ------------------------------------------------------------------------ */
/* Ulid-Flake                                                                */
/* ------------------------------------------------------------------------ */

/* Generate with the stand-alone generator (no argument) or node N's. */
static int make_flake(sqlite3_context *ctx, const char *fn, int argc, sqlite3_value **argv,
                      sortid_flake *f)
{
    sortid_gen *g = &gen_flake;
    sortid_status st;
    if (argc == 1) {
        sqlite3_int64 node;
        if (sqlite3_value_type(argv[0]) != SQLITE_INTEGER) {
            err_type(ctx, fn, "a node id as INTEGER 0..31", argv[0]);
            return 0;
        }
        node = sqlite3_value_int64(argv[0]);
        if (node < 0 || node > SORTID_FLAKE_NODE_MAX) {
            error_msg(ctx, sqlite3_mprintf("%s(): node id %lld is outside 0..31", fn,
                                           (long long)node));
            return 0;
        }
        g = &gen_flake_node[node];
    }
    if (!gens_ready(ctx, fn))
        return 0;
    st = next_flake(g, f);
    if (st != SORTID_OK) {
        err_status(ctx, fn, st);
        return 0;
    }
    return 1;
}

static void fn_ulidflake(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    sortid_flake f;
    if (any_null(argc, argv) || !make_flake(ctx, "ulidflake", argc, argv, &f))
        return;
    result_flake_text(ctx, f);
}

static void fn_ulidflake_int(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    sortid_flake f;
    if (any_null(argc, argv) || !make_flake(ctx, "ulidflake_int", argc, argv, &f))
        return;
    sqlite3_result_int64(ctx, (sqlite3_int64)sortid_flake_to_int64(f));
}

static void fn_ulidflake_timestamp(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    sortid_flake f;
    if (any_null(argc, argv) || !arg_flake(ctx, "ulidflake_timestamp", argv[0], &f))
        return;
    sqlite3_result_int64(ctx, (sqlite3_int64)sortid_flake_unix_ms(f, SORTID_FLAKE_EPOCH_MS));
}

static void fn_ulidflake_to_int(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    sortid_flake f;
    if (any_null(argc, argv) || !arg_flake(ctx, "ulidflake_to_int", argv[0], &f))
        return;
    sqlite3_result_int64(ctx, (sqlite3_int64)sortid_flake_to_int64(f));
}

static void fn_ulidflake_from_int(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    static const char fn[] = "ulidflake_from_int";
    sortid_flake f;
    if (any_null(argc, argv))
        return;
    if (sqlite3_value_type(argv[0]) == SQLITE_INTEGER) {
        sqlite3_int64 i = sqlite3_value_int64(argv[0]);
        if (sortid_flake_from_int64(&f, (int64_t)i) != SORTID_OK) {
            error_msg(ctx, sqlite3_mprintf("%s(): invalid Ulid-Flake integer %lld: must not "
                                           "be negative",
                                           fn, (long long)i));
            return;
        }
    } else if (sqlite3_value_type(argv[0]) == SQLITE_TEXT) {
        int n;
        size_t pos = 0;
        sortid_status st;
        const unsigned char *s = text_of(ctx, argv[0], &n);
        if (s == NULL)
            return;
        st = sortid_flake_parse_int(&f, (const char *)s, (size_t)n, &pos);
        if (st != SORTID_OK) {
            err_parse(ctx, fn, "Ulid-Flake integer", s, n, st, pos, 0);
            return;
        }
    } else {
        err_type(ctx, fn, "a Ulid-Flake as INTEGER or TEXT of decimal digits", argv[0]);
        return;
    }
    result_flake_text(ctx, f);
}

static void fn_ulidflake_valid(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    sortid_flake f;
    if (any_null(argc, argv))
        return;
    sqlite3_result_int(ctx, arg_flake(NULL, "ulidflake_valid", argv[0], &f));
}

/* ------------------------------------------------------------------------ */
/* BaseUID                                                                   */
/* ------------------------------------------------------------------------ */

static void fn_baseuid(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    sortid_baseuid b;
    sortid_status st = sortid_baseuid_new(&b);
    (void)argc;
    (void)argv;
    if (st != SORTID_OK)
        err_status(ctx, "baseuid", st);
    else
        result_baseuid_text(ctx, &b);
}

static void fn_baseuid_from_time(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    static const char fn[] = "baseuid_from_time";
    uint8_t rnd[SORTID_BASEUID_RANDOM_BYTES];
    sortid_baseuid b;
    sortid_status st;
    int64_t ms, ns;
    uint32_t ns_in_ms;
    int is_max = 0;

    if (any_null(argc, argv))
        return;
    if (!arg_time(ctx, fn, argv[0], &ms, &ns_in_ms))
        return;
    if (argc == 2) {
        if (!arg_bound(ctx, fn, argv[1], &is_max))
            return;
        memset(rnd, is_max ? 0xff : 0x00, sizeof rnd);
    } else {
        st = sortid_random(rnd, sizeof rnd);
        if (st != SORTID_OK) {
            err_status(ctx, fn, st);
            return;
        }
    }
    /* Unix ns fits int64 until 2262; beyond that (or before 1970) the
     * library's range check answers. */
    if (ms < 0 || ms > INT64_MAX / 1000000 - 1) {
        err_time_range(ctx, fn, argv[0], ms, "the BaseUID range (1970 .. 2262)");
        return;
    }
    ns = ms * 1000000 + (int64_t)ns_in_ms;
    st = sortid_baseuid_make_ns(&b, ns, rnd);
    if (st == SORTID_E_TIME_RANGE)
        err_time_range(ctx, fn, argv[0], ms, "the BaseUID range (1970 .. 2262)");
    else if (st != SORTID_OK)
        err_status(ctx, fn, st);
    else
        result_baseuid_text(ctx, &b);
}

static void fn_baseuid_timestamp(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    sortid_baseuid b;
    if (any_null(argc, argv) || !arg_baseuid(ctx, "baseuid_timestamp", argv[0], &b))
        return;
    sqlite3_result_int64(ctx, (sqlite3_int64)sortid_baseuid_unix_ms(&b));
}

static void fn_baseuid_to_blob(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    sortid_baseuid b;
    if (any_null(argc, argv) || !arg_baseuid(ctx, "baseuid_to_blob", argv[0], &b))
        return;
    sqlite3_result_blob(ctx, b.bytes, SORTID_BASEUID_BYTES, SQLITE_TRANSIENT);
}

static void fn_baseuid_to_text(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    sortid_baseuid b;
    if (any_null(argc, argv) || !arg_baseuid(ctx, "baseuid_to_text", argv[0], &b))
        return;
    result_baseuid_text(ctx, &b);
}

static void fn_baseuid_to_uuid(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    sortid_baseuid b;
    sortid_uuid id;
    if (any_null(argc, argv) || !arg_baseuid(ctx, "baseuid_to_uuid", argv[0], &b))
        return;
    sortid_baseuid_to_uuidv8(&id, &b);
    result_uuid_text(ctx, &id);
}

static void fn_baseuid_from_uuid(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    static const char fn[] = "baseuid_from_uuid";
    sortid_baseuid b;
    sortid_uuid id;
    sortid_status st;
    if (any_null(argc, argv) || !arg_uuid(ctx, fn, argv[0], &id))
        return;
    st = sortid_baseuid_from_uuidv8(&b, &id);
    if (st != SORTID_OK) {
        char u[SORTID_UUID_TEXT_LEN + 1];
        sortid_uuid_format(u, &id, 0);
        error_msg(ctx, sqlite3_mprintf("%s(): UUID '%s' is not the UUIDv8 form of a BaseUID: %s",
                                       fn, u, sortid_strerror(st)));
        return;
    }
    result_baseuid_text(ctx, &b);
}

static void fn_baseuid_valid(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    sortid_baseuid b;
    if (any_null(argc, argv))
        return;
    sqlite3_result_int(ctx, arg_baseuid(NULL, "baseuid_valid", argv[0], &b));
}

/* ------------------------------------------------------------------------ */
/* UUIDv7                                                                    */
/* ------------------------------------------------------------------------ */

static void fn_uuidv7(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    sortid_uuid id;
    sortid_status st = sortid_uuidv7_new(&id);
    (void)argc;
    (void)argv;
    if (st != SORTID_OK)
        err_status(ctx, "uuidv7", st);
    else
        result_uuid_text(ctx, &id);
}

static void fn_uuidv7_timestamp(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    static const char fn[] = "uuidv7_timestamp";
    sortid_uuid id;
    sortid_status st;
    int64_t ms;
    if (any_null(argc, argv) || !arg_uuid(ctx, fn, argv[0], &id))
        return;
    st = sortid_uuidv7_time(&ms, &id);
    if (st != SORTID_OK) {
        char u[SORTID_UUID_TEXT_LEN + 1];
        sortid_uuid_format(u, &id, 0);
        error_msg(ctx, sqlite3_mprintf("%s(): UUID '%s' is not a UUIDv7: %s", fn, u,
                                       sortid_strerror(st)));
        return;
    }
    sqlite3_result_int64(ctx, (sqlite3_int64)ms);
}

/* ------------------------------------------------------------------------ */
/* Registration                                                              */
/* ------------------------------------------------------------------------ */

static const struct fn_def {
    const char *name;
    int nargs;
    int pure; /* DETERMINISTIC: same arguments, same result */
    sql_fn fn;
} fn_defs[] = {
    {"ulid", 0, 0, fn_ulid},
    {"ulid_blob", 0, 0, fn_ulid_blob},
    {"ulid_monotonic", 0, 0, fn_ulid_monotonic},
    {"ulid_monotonic_blob", 0, 0, fn_ulid_monotonic_blob},
    {"ulid_from_time", 1, 0, fn_ulid_from_time},
    {"ulid_from_time", 2, 1, fn_ulid_from_time},
    {"ulid_timestamp", 1, 1, fn_ulid_timestamp},
    {"ulid_datetime", 1, 1, fn_ulid_datetime},
    {"ulid_to_blob", 1, 1, fn_ulid_to_blob},
    {"ulid_to_blob", 2, 1, fn_ulid_to_blob},
    {"ulid_to_text", 1, 1, fn_ulid_to_text},
    {"ulid_to_text", 2, 1, fn_ulid_to_text},
    {"ulid_to_uuid", 1, 1, fn_ulid_to_uuid},
    {"ulid_from_uuid", 1, 1, fn_ulid_from_uuid},
    {"ulid_next", 1, 1, fn_ulid_next},
    {"ulid_valid", 1, 1, fn_ulid_valid},
    {"ulid_valid", 2, 1, fn_ulid_valid},
    {"ulidflake", 0, 0, fn_ulidflake},
    {"ulidflake", 1, 0, fn_ulidflake},
    {"ulidflake_int", 0, 0, fn_ulidflake_int},
    {"ulidflake_int", 1, 0, fn_ulidflake_int},
    {"ulidflake_timestamp", 1, 1, fn_ulidflake_timestamp},
    {"ulidflake_to_int", 1, 1, fn_ulidflake_to_int},
    {"ulidflake_from_int", 1, 1, fn_ulidflake_from_int},
    {"ulidflake_valid", 1, 1, fn_ulidflake_valid},
    {"baseuid", 0, 0, fn_baseuid},
    {"baseuid_from_time", 1, 0, fn_baseuid_from_time},
    {"baseuid_from_time", 2, 1, fn_baseuid_from_time},
    {"baseuid_timestamp", 1, 1, fn_baseuid_timestamp},
    {"baseuid_to_blob", 1, 1, fn_baseuid_to_blob},
    {"baseuid_to_text", 1, 1, fn_baseuid_to_text},
    {"baseuid_to_uuid", 1, 1, fn_baseuid_to_uuid},
    {"baseuid_from_uuid", 1, 1, fn_baseuid_from_uuid},
    {"baseuid_valid", 1, 1, fn_baseuid_valid},
    {"uuidv7", 0, 0, fn_uuidv7},
    {"uuidv7_timestamp", 1, 1, fn_uuidv7_timestamp},
};

#ifdef _WIN32
__declspec(dllexport)
#elif defined(__GNUC__)
__attribute__((visibility("default")))
#endif
int sqlite3_sortid_init(sqlite3 *db, char **pzErrMsg, const sqlite3_api_routines *pApi);

int sqlite3_sortid_init(sqlite3 *db, char **pzErrMsg, const sqlite3_api_routines *pApi)
{
    size_t i;
    int rc = SQLITE_OK;
    SQLITE_EXTENSION_INIT2(pApi);
    (void)pzErrMsg;
    for (i = 0; rc == SQLITE_OK && i < sizeof fn_defs / sizeof fn_defs[0]; i++) {
        int flags = SQLITE_UTF8 | SQLITE_INNOCUOUS | (fn_defs[i].pure ? SQLITE_DETERMINISTIC : 0);
        rc = sqlite3_create_function(db, fn_defs[i].name, fn_defs[i].nargs, flags, NULL,
                                     fn_defs[i].fn, NULL, NULL);
    }
    return rc;
}
