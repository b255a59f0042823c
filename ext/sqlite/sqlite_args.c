/* SPDX-License-Identifier: MIT */
/*
 * sqlite_args.c - the SQLite extension's readers of SQL arguments, its
 * writers of results, and its errors.  Each reader returns 1 on success; on
 * failure it sets the SQL error on ctx (but sq_arg_id when asked to be
 * silent: sortid_valid wants only the answer).  Every error names the
 * function, the argument (quoted: control bytes and bytes >= 0x80 as \xNN,
 * cut after 40 bytes) and, for text, the byte.
 */
#include <string.h>

#include "sqlite_ext.h"

/* ---- errors ----------------------------------------------------------------- */

#define PREVIEW_MAX 40

/* Up to PREVIEW_MAX bytes of an argument, quoted SQL-style; control and
 * non-ASCII bytes as \xNN so a message is always clean text. */
void sq_preview(char out[SQ_PREVIEW_SIZE], const unsigned char *s, int n)
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

const char *sq_type_name(sqlite3_value *v)
{
    switch (sqlite3_value_type(v)) {
    case SQLITE_INTEGER: return "INTEGER";
    case SQLITE_FLOAT: return "REAL";
    case SQLITE_TEXT: return "TEXT";
    case SQLITE_BLOB: return "BLOB";
    default: return "NULL";
    }
}

/* Sets msg (from sqlite3_mprintf) as the error and frees it. */
void sq_error(sqlite3_context *ctx, char *msg)
{
    if (msg == NULL) {
        sqlite3_result_error_nomem(ctx);
        return;
    }
    sqlite3_result_error(ctx, msg, -1);
    sqlite3_free(msg);
}

void sq_err_type(sqlite3_context *ctx, const char *fn, const char *expected, sqlite3_value *v)
{
    sq_error(ctx, sqlite3_mprintf("%s(): expected %s, got %s", fn, expected, sq_type_name(v)));
}

void sq_err_status(sqlite3_context *ctx, const char *fn, sortid_status st)
{
    sq_error(ctx, sqlite3_mprintf("%s(): %s", fn, sortid_strerror(st)));
}

/* The one error for a TEXT argument that is refused (an ID, a time string, a
 * mode word, a kind): the function, what the argument should be, the
 * argument quoted and cut, the reason and the byte. */
void sq_err_text(sqlite3_context *ctx, const char *fn, const char *what, const unsigned char *s,
                 int n, sortid_status st, size_t pos, const char *hint)
{
    char p[SQ_PREVIEW_SIZE];
    sq_preview(p, s, n);
    sq_error(ctx, sqlite3_mprintf("%s(): invalid %s '%s': %s at byte %d%s", fn, what, p,
                                  sortid_strerror(st), (int)pos, hint));
}

int sq_any_null(int argc, sqlite3_value **argv)
{
    int i;
    for (i = 0; i < argc; i++)
        if (sqlite3_value_type(argv[i]) == SQLITE_NULL)
            return 1;
    return 0;
}

/* A TEXT value's bytes (all of them: an embedded NUL is a byte like any
 * other); on out-of-memory sets the error and gives NULL. */
const unsigned char *sq_text(sqlite3_context *ctx, sqlite3_value *v, int *n)
{
    const unsigned char *s = sqlite3_value_text(v);
    if (s == NULL) {
        sqlite3_result_error_nomem(ctx);
        return NULL;
    }
    *n = sqlite3_value_bytes(v);
    return s;
}

const sq_fn *sq_def(sqlite3_context *ctx)
{
    return ((struct sq_bind *)sqlite3_user_data(ctx))->d;
}

sq_conn *sq_conn_of(sqlite3_context *ctx)
{
    return ((struct sq_bind *)sqlite3_user_data(ctx))->c;
}

/* ---- IDs ---------------------------------------------------------------------- */

#define FORM(f) SORTID_ACCEPT(SORTID_FORM_##f)

/* "ULID", "Ulid-Flake integer", "ID" (any kind): the argument in the errors. */
static const char *sq_arg_title(const sq_id_arg *a, char *buf, int size)
{
    const sortid_kind_desc *k = sortid_kind_get(a->kind);
    const char *t = k ? k->title : "ID";
    if (a->forms != FORM(FLAKE_INT))
        return t;
    sqlite3_snprintf(size, buf, "%s integer", t);
    return buf;
}

/* A value of a storage class the argument does not take: "expected ULID
 * as TEXT or a BLOB of 16 bytes" (no article: the titles start with
 * vowels and consonants alike). */
static void sq_err_arg_type(sqlite3_context *ctx, const char *fn, const sq_id_arg *a,
                            sqlite3_value *v)
{
    char t[64], e[160], more[64] = "";
    const sortid_kind_desc *k = sortid_kind_get(a->kind);
    const char *title = sq_arg_title(a, t, sizeof t);
    if (k != NULL && a->blob)
        sqlite3_snprintf(sizeof more, more, "%s a BLOB of %d bytes",
                         a->integer ? ", INTEGER or" : " or", (int)k->bytes);
    else if (k != NULL && a->integer)
        sqlite3_snprintf(sizeof more, more, " or INTEGER");
    if (k == NULL)
        sqlite3_snprintf(sizeof e, e, "an ID as TEXT (an INTEGER or a BLOB with its kind named)");
    else if (a->forms == FORM(FLAKE_INT))
        sqlite3_snprintf(sizeof e, e, "%s as INTEGER or TEXT of decimal digits", k->title);
    else if (a->forms == 0)
        sqlite3_snprintf(sizeof e, e, "%s as a BLOB of %d bytes", title, (int)k->bytes);
    else
        sqlite3_snprintf(sizeof e, e, "%s as TEXT%s", title, more);
    sq_err_type(ctx, fn, e, v);
}

/* TEXT s of n bytes as a->kind in one of a->forms.  The kind's own reader
 * may take more forms than the function does (a ULID from UUID text): text
 * it refuses, or in a form the function does not take, is read again by
 * sortid_read limited to a->forms, which gives the status and byte. */
static sortid_status sq_read_text(const sq_id_arg *a, const unsigned char *s, int n, sortid_id *out,
                                  size_t *pos)
{
    sortid_form form = SORTID_FORM_NONE;
    sortid_read_result r;
    sortid_status st, again;
    unsigned flags = (a->forms & FORM(FLAKE_INT)) ? SORTID_PARSE_INT : 0;
    st = sortid_id_parse(out, a->kind, (const char *)s, (size_t)n, flags, pos, &form);
    if (st == SORTID_OK && (a->forms & SORTID_ACCEPT(form)))
        return SORTID_OK;
    if (a->forms == FORM(FLAKE_INT)) { /* its own parser names the byte that is no digit */
        sortid_flake f;
        again = sortid_flake_parse_int(&f, (const char *)s, (size_t)n, pos);
    } else {
        again = sortid_read(&r, (const char *)s, (size_t)n, a->forms, 0, pos);
    }
    return again != SORTID_OK ? again : st != SORTID_OK ? st : SORTID_E_LENGTH;
}

static int sq_arg_text(sqlite3_context *ctx, int silent, const char *fn, const sq_id_arg *a,
                       sqlite3_value *v, sortid_id *out)
{
    const sortid_kind_desc *k = sortid_kind_get(a->kind);
    int n, single = (a->forms & (a->forms - 1)) == 0 && a->forms != FORM(FLAKE_INT) && k &&
                    a->kind != SORTID_KIND_TYPEID;
    size_t pos = 0;
    char hint[64] = "", t[64];
    const unsigned char *s;
    sortid_status st;
    if (a->forms == 0) {
        if (!silent)
            sq_err_arg_type(ctx, fn, a, v);
        return 0;
    }
    if ((s = sq_text(ctx, v, &n)) == NULL)
        return 0;
    st = sq_read_text(a, s, n, out, &pos);
    if (st == SORTID_OK || silent)
        return st == SORTID_OK;
    if (st == SORTID_E_LENGTH && single)
        sqlite3_snprintf(sizeof hint, hint, " (%d bytes, expected %d)", n, (int)k->text_len);
    else if (st == SORTID_E_OVERFLOW && single && (a->forms & (FORM(ULID) | FORM(FLAKE))))
        sqlite3_snprintf(sizeof hint, hint, " (the first character must be 0-7)");
    sq_err_text(ctx, fn, sq_arg_title(a, t, sizeof t), s, n, st, pos, hint);
    return 0;
}

/* An INTEGER as a->kind's decimal form, read from its digits by the
 * library (a Ulid-Flake, a Snowflake: 0 .. 2^63 - 1 in an INTEGER). */
static int sq_arg_int(sqlite3_context *ctx, int silent, const char *fn, const sq_id_arg *a,
                      sqlite3_value *v, sortid_id *out)
{
    sqlite3_int64 i = sqlite3_value_int64(v);
    char digits[32], t[64];
    size_t pos;
    sortid_form form;
    sortid_status st;
    sqlite3_snprintf(sizeof digits, digits, "%lld", (long long)i);
    st = sortid_id_parse(out, a->kind, digits, strlen(digits), SORTID_PARSE_INT, &pos, &form);
    if (st == SORTID_OK && form != SORTID_FORM_FLAKE)
        return 1;
    if (!silent)
        sq_error(ctx, sqlite3_mprintf("%s(): invalid %s %lld: %s", fn, sq_arg_title(a, t, sizeof t),
                                      (long long)i,
                                      i < 0 ? "must not be negative" : sortid_strerror(st)));
    return 0;
}

/* A BLOB of a->kind's bytes that keeps the kind's rules (a UUIDv7's
 * version and variant, a Snowflake's sign bit): the library reads its
 * canonical text back, and its error is the BLOB's. */
static int sq_arg_blob(sqlite3_context *ctx, int silent, const char *fn, const sq_id_arg *a,
                       sqlite3_value *v, sortid_id *out)
{
    const sortid_kind_desc *k = sortid_kind_get(a->kind);
    int n = sqlite3_value_bytes(v);
    char text[SORTID_ID_TEXT_LEN + 1]; /* also the hex of SORTID_ID_BYTES bytes */
    size_t len = 0, pos;
    sortid_id back;
    sortid_status st;
    if ((size_t)n != k->bytes) {
        if (!silent)
            sq_error(ctx, sqlite3_mprintf("%s(): invalid %s BLOB: %d bytes, expected %d", fn,
                                          k->title, n, (int)k->bytes));
        return 0;
    }
    memset(out, 0, sizeof *out);
    out->kind = a->kind;
    if (n > 0)
        memcpy(out->bytes, sqlite3_value_blob(v), k->bytes);
    st = sortid_id_format(text, sizeof text, out, SORTID_FORM_NONE, 0, &len);
    if (st == SORTID_OK)
        st = sortid_id_parse(&back, a->kind, text, len, 0, &pos, NULL);
    if (st == SORTID_OK && memcmp(back.bytes, out->bytes, k->bytes) != 0)
        st = SORTID_E_OVERFLOW; /* bits the kind's text does not hold */
    if (st != SORTID_OK) {
        for (pos = 0; pos < k->bytes; pos++) /* the BLOB as SQL writes it */
            sqlite3_snprintf(3, text + 2 * pos, "%02X", out->bytes[pos]);
        if (!silent)
            sq_error(ctx, sqlite3_mprintf("%s(): invalid %s BLOB X'%s': %s", fn, k->title, text,
                                          sortid_strerror(st)));
        return 0;
    }
    *out = back; /* with the kind's defaults (a Snowflake's epoch) */
    return 1;
}

/* Read v as a->kind into out. */
int sq_arg_id(sqlite3_context *ctx, int silent, const char *fn, const sq_id_arg *a,
              sqlite3_value *v, sortid_id *out)
{
    int type = sqlite3_value_type(v);
    int kind = sortid_kind_get(a->kind) != NULL;
    if (type == SQLITE_TEXT)
        return sq_arg_text(ctx, silent, fn, a, v, out);
    if (type == SQLITE_INTEGER && a->integer && kind)
        return sq_arg_int(ctx, silent, fn, a, v, out);
    if (type == SQLITE_BLOB && a->blob && kind)
        return sq_arg_blob(ctx, silent, fn, a, v, out);
    if (!silent)
        sq_err_arg_type(ctx, fn, a, v);
    return 0;
}

/* The kind named by v (the library's names) into a, for a function of any
 * kind: its text forms (not a flake's decimal one: 13 digits are its text),
 * its INTEGER (a kind with a decimal form) and BLOB.  0 with the error,
 * which lists the names. */
int sq_arg_kind(sqlite3_context *ctx, const char *fn, sqlite3_value *v, sq_id_arg *a)
{
    const sortid_kind_desc *k;
    const unsigned char *s;
    char p[SQ_PREVIEW_SIZE], names[256] = "";
    size_t i, o = 0;
    int n;
    if (sqlite3_value_type(v) != SQLITE_TEXT) {
        sq_err_type(ctx, fn, "a kind name as TEXT", v);
        return 0;
    }
    if ((s = sq_text(ctx, v, &n)) == NULL)
        return 0;
    if (sortid_kind_from_name(&a->kind, (const char *)s, (size_t)n) == SORTID_OK &&
        (k = sortid_kind_get(a->kind)) != NULL) {
        a->forms = k->forms & ~FORM(FLAKE_INT);
        a->blob = a->integer = 1;
        return 1;
    }
    for (i = 0; sortid_kind_each(i) != SORTID_KIND_NONE && o < sizeof names - 1; i++) {
        sqlite3_snprintf((int)(sizeof names - o), names + o, "%s%s", i ? ", " : "",
                         sortid_kind_name(sortid_kind_each(i)));
        o += strlen(names + o);
    }
    sq_preview(p, s, n);
    sq_error(ctx, sqlite3_mprintf("%s(): unknown kind '%s' (the kinds: %s)", fn, p, names));
    return 0;
}

/* A TypeID prefix: TEXT the library accepts (every byte counts), into
 * id->prefix. */
int sq_arg_prefix(sqlite3_context *ctx, const char *fn, sqlite3_value *v, sortid_id *id)
{
    const unsigned char *s;
    size_t pos = 0;
    sortid_status st;
    int n;
    if (sqlite3_value_type(v) != SQLITE_TEXT) {
        sq_err_type(ctx, fn, "a TypeID prefix as TEXT", v);
        return 0;
    }
    if ((s = sq_text(ctx, v, &n)) == NULL)
        return 0;
    st = sortid_typeid_prefix_check((const char *)s, (size_t)n, &pos);
    if (st != SORTID_OK) {
        sq_err_text(ctx, fn, "TypeID prefix", s, n, st, pos, "");
        return 0;
    }
    memcpy(id->prefix, s, (size_t)n);
    id->prefix[n] = '\0';
    return 1;
}

/* ---- times, modes and nodes --------------------------------------------------- */

/* A time: INTEGER Unix ms, or a TEXT time string (ns within the ms kept). */
int sq_arg_time(sqlite3_context *ctx, const char *fn, sqlite3_value *v, int64_t *ms,
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
        const unsigned char *s = sq_text(ctx, v, &n);
        if (s == NULL)
            return 0;
        st = sortid_time_parse(ms, ns_in_ms, (const char *)s, (size_t)n, &pos);
        if (st != SORTID_OK)
            sq_err_text(ctx, fn, "time string", s, n, st, pos, "");
        return st == SORTID_OK;
    }
    sq_err_type(ctx, fn, "a time as INTEGER Unix milliseconds or a TEXT time string", v);
    return 0;
}

/* The mode of an ID at time T: TEXT 'random', 'min' or 'max' (ASCII case
 * aside) on its full length, so 'min' || char(0) || 'junk' is not 'min'.
 * The byte of an error is the first one no word matches (the end of the
 * closest word when the argument is longer or shorter than it). */
int sq_arg_mode(sqlite3_context *ctx, const char *fn, sqlite3_value *v, sortid_at *mode)
{
    static const char *const words[] = { "random", "min", "max" };
    static const sortid_at modes[] = { SORTID_AT_RANDOM, SORTID_AT_MIN, SORTID_AT_MAX };
    const unsigned char *s;
    size_t best = 0, i;
    sortid_status why = SORTID_E_CHAR;
    int n;
    if (sqlite3_value_type(v) != SQLITE_TEXT) {
        sq_err_type(ctx, fn, "a mode 'random', 'min' or 'max' as TEXT", v);
        return 0;
    }
    if ((s = sq_text(ctx, v, &n)) == NULL)
        return 0;
    for (i = 0; i < sizeof words / sizeof words[0]; i++) {
        size_t len = strlen(words[i]), p = 0;
        /* | 0x20 lowers A-Z; the words are lower-case letters only */
        while (p < len && p < (size_t)n && (s[p] | 0x20) == (unsigned char)words[i][p])
            p++;
        if (p == len && p == (size_t)n) {
            *mode = modes[i];
            return 1;
        }
        if (p >= best) {
            best = p;
            why = p == len || p == (size_t)n ? SORTID_E_LENGTH : SORTID_E_CHAR;
        }
    }
    sq_err_text(ctx, fn, "mode", s, n, why, best, " (expected 'random', 'min' or 'max')");
    return 0;
}

/* A node id: INTEGER 0..31. */
int sq_arg_node(sqlite3_context *ctx, const char *fn, sqlite3_value *v, unsigned *node)
{
    sqlite3_int64 n = sqlite3_value_int64(v);
    if (sqlite3_value_type(v) != SQLITE_INTEGER) {
        sq_err_type(ctx, fn, "a node id as INTEGER 0..31", v);
        return 0;
    }
    if (n < 0 || n > SORTID_FLAKE_NODE_MAX) {
        sq_error(ctx, sqlite3_mprintf("%s(): node id %lld is outside 0..31", fn, (long long)n));
        return 0;
    }
    *node = (unsigned)n;
    return 1;
}

/* ---- results ------------------------------------------------------------------ */

/* The time of an ID in SQLite's datetime shape "2016-07-30 22:36:16.385"
 * (UTC), from the library's RFC 3339 text "2016-07-30T22:36:16.385Z". */
static void sq_result_ts(sqlite3_context *ctx, int64_t ms)
{
    char buf[SORTID_TIME_TEXT_LEN + 1];
    size_t n = sortid_time_format(buf, ms);
    char *t = memchr(buf, 'T', n);
    if (t)
        *t = ' ';
    if (n > 0 && buf[n - 1] == 'Z')
        buf[--n] = '\0';
    sqlite3_result_text(ctx, buf, (int)n, SQLITE_TRANSIENT);
}

/* The ID as out says.  Times: NULL when its kind gives this value no time
 * (a UUID of a version without one, or of another variant). */
void sq_result_id(sqlite3_context *ctx, const sortid_id *id, int out)
{
    char buf[SORTID_ID_TEXT_LEN + 1];
    size_t n = 0, i, bytes = sortid_kind_get(id->kind)->bytes;
    int64_t ms;
    sortid_status st;
    if (out == SQ_OUT_BLOB) {
        sqlite3_result_blob(ctx, id->bytes, (int)bytes, SQLITE_TRANSIENT);
    } else if (out == SQ_OUT_INT) {
        /* the binary form is the big-endian value (sortid_id.bytes); only a
         * kind whose integer is at most 2^63 - 1 is given so */
        uint64_t v = 0;
        for (i = 0; i < bytes; i++)
            v = v << 8 | id->bytes[i];
        sqlite3_result_int64(ctx, (sqlite3_int64)v);
    } else if (out == SQ_OUT_TS || out == SQ_OUT_MS) {
        st = sortid_id_unix_ms(&ms, NULL, id);
        if (st == SORTID_E_VERSION || st == SORTID_E_VARIANT)
            sqlite3_result_null(ctx);
        else if (st != SORTID_OK)
            sq_err_status(ctx, sq_def(ctx)->name, st);
        else if (out == SQ_OUT_MS)
            sqlite3_result_int64(ctx, ms);
        else
            sq_result_ts(ctx, ms);
    } else if ((st = sortid_id_format(buf, sizeof buf, id, SORTID_FORM_NONE, 0, &n)) != SORTID_OK) {
        sq_err_status(ctx, sq_def(ctx)->name, st);
    } else {
        sqlite3_result_text(ctx, buf, (int)n, SQLITE_TRANSIENT);
    }
}
