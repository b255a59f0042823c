/* SPDX-License-Identifier: MIT */
/*
 * sqlite_read.c - the SQLite extension's functions of an ID: its time, its
 * other kinds and forms (bytes, UUID, integer), its parts, and the sortid_*
 * functions of any kind (sortid_timestamp, sortid_unix_ms, sortid_kind,
 * sortid_valid, sortid_inspect, sortid_convert, sortid_kinds,
 * sortid_version).  Every rule is the library's: the ID is read by
 * sortid_id_parse, converted by sortid_id_convert, its time is
 * sortid_id_unix_ms and its parts sortid_id_parts.
 */
#include <stdlib.h>
#include <string.h>

#include "sqlite_ext.h"

/* ---- functions of one kind --------------------------------------------------- */

/* The ID argument of a function of one kind (after a prefix, when it has
 * one), converted to the row's kind when it has one.  1 when *id was read;
 * NULL in, NULL out. */
static int sq_read_id(sqlite3_context *ctx, int argc, sqlite3_value **argv, sortid_id *id)
{
    const sq_fn *d = sq_def(ctx);
    sortid_id p;
    sortid_status st;
    char u[SORTID_ID_TEXT_MAX + 1];
    p.prefix[0] = '\0';
    if (sq_any_null(argc, argv) || (d->prefixed && !sq_arg_prefix(ctx, d->name, argv[0], &p)) ||
        !sq_arg_id(ctx, 0, d->name, d->arg, argv[d->prefixed], id))
        return 0;
    if (d->kind != SORTID_KIND_NONE && (st = sortid_id_convert(id, d->kind, id)) != SORTID_OK) {
        if (sortid_id_format(u, sizeof u, id, SORTID_FORM_NONE, 0, NULL) != SORTID_OK)
            u[0] = '\0';
        sq_error(ctx, sqlite3_mprintf("%s(): %s '%s' is not %s: %s", d->name,
                                      sortid_kind_get(id->kind)->title, u,
                                      sortid_kind_get(d->kind)->title, sortid_strerror(st)));
        return 0;
    }
    if (d->prefixed)
        memcpy(id->prefix, p.prefix, sizeof id->prefix);
    return 1;
}

/* *_to_bytes, *_from_bytes, *_to_uuid, *_from_uuid, ulidflake_to_int,
 * ulidflake_from_int, and the times *_timestamp and *_unix_ms (NULL for a
 * UUID without one): the ID (converted) in the row's output form. */
void sq_fn_convert(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    sortid_id id;
    if (sq_read_id(ctx, argc, argv, &id))
        sq_result_id(ctx, &id, sq_def(ctx)->out);
}

/* ulidflake_node: a part of the ID (sortid_id_parts) as INTEGER. */
void sq_fn_part(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    const sq_fn *d = sq_def(ctx);
    sortid_part parts[SORTID_PARTS_MAX];
    sortid_id id;
    size_t i, n;
    if (!sq_read_id(ctx, argc, argv, &id))
        return;
    n = sortid_id_parts(parts, SORTID_PARTS_MAX, &id);
    for (i = 0; i < n && i < SORTID_PARTS_MAX; i++)
        if (strcmp(parts[i].name, d->part) == 0) {
            sqlite3_result_int64(ctx, (sqlite3_int64)strtoll(parts[i].text, NULL, 10));
            return;
        }
    sq_error(ctx, sqlite3_mprintf("%s(): %s has no %s", d->name, sortid_kind_get(id.kind)->title,
                                  d->part));
}

/* ulid_to_uuidv7(X): the ULID's bits as a UUIDv7, version and variant
 * forced over 6 of its random bits (the library's lossy conversion). */
void sq_fn_ulid_to_uuidv7(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    sortid_id id;
    sortid_ulid u;
    sortid_uuid v;
    if (!sq_read_id(ctx, argc, argv, &id))
        return;
    memcpy(u.bytes, id.bytes, sizeof u.bytes);
    sortid_ulid_to_uuidv7_lossy(&v, &u);
    memcpy(id.bytes, v.bytes, sizeof v.bytes);
    id.kind = SORTID_KIND_UUIDV7;
    sq_result_id(ctx, &id, SQ_OUT_TEXT);
}

/* uuid_version(U): the version of a UUID of the RFC 9562 variant (the
 * library's variant 2), NULL for other variants, the nil and max UUIDs
 * among them. */
void sq_fn_uuid_version(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    sortid_id id;
    sortid_uuid u;
    if (!sq_read_id(ctx, argc, argv, &id))
        return;
    memcpy(u.bytes, id.bytes, sizeof u.bytes);
    if (sortid_uuid_version(&u) >= 0) /* else no version: NULL */
        sqlite3_result_int(ctx, sortid_uuid_version(&u));
}

/* uuid_v1_to_v6(U), uuid_v6_to_v1(U): TEXT, lossless; an error naming U for
 * another version or variant. */
static void sq_uuid_reorder(sqlite3_context *ctx, int argc, sqlite3_value **argv, int to_v6)
{
    sortid_id id;
    sortid_uuid u;
    sortid_status st;
    char t[SORTID_UUID_TEXT_LEN + 1];
    if (!sq_read_id(ctx, argc, argv, &id))
        return;
    memcpy(u.bytes, id.bytes, sizeof u.bytes);
    st = to_v6 ? sortid_uuid_v1_to_v6(&u, &u) : sortid_uuid_v6_to_v1(&u, &u);
    if (st != SORTID_OK) {
        sortid_uuid_format(t, &u, 0);
        sq_error(ctx, sqlite3_mprintf("%s(): UUID '%s' is not a version %d UUID: %s",
                                      sq_def(ctx)->name, t, to_v6 ? 1 : 6, sortid_strerror(st)));
        return;
    }
    memcpy(id.bytes, u.bytes, sizeof u.bytes);
    sq_result_id(ctx, &id, SQ_OUT_TEXT);
}

void sq_fn_uuid_v1_to_v6(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    sq_uuid_reorder(ctx, argc, argv, 1);
}

void sq_fn_uuid_v6_to_v1(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    sq_uuid_reorder(ctx, argc, argv, 0);
}

/* ---- functions of any kind ---------------------------------------------------- */

/* An ID of any kind: argv[0] TEXT read as the library reads untyped text
 * (its length decides its form), or, with a kind named in argv[1], TEXT in
 * one of that kind's forms, an INTEGER of its decimal form (a Snowflake, a
 * Ulid-Flake) or a BLOB of its bytes.  Silent: no error for argv[0]. */
static int sq_read_any(sqlite3_context *ctx, int silent, int argc, sqlite3_value **argv,
                       sortid_id *id)
{
    const sq_fn *d = sq_def(ctx);
    sq_id_arg a = { SORTID_KIND_NONE, SORTID_ACCEPT_ALL_TEXT, 0, 0 };
    if (argc == 2 && !sq_arg_kind(ctx, d->name, argv[1], &a))
        return 0;
    return sq_arg_id(ctx, silent, d->name, &a, argv[0], id);
}

/* sortid_timestamp(X[, kind]), sortid_unix_ms(X[, kind]): the time of an ID
 * of any kind; NULL for an ID without a time. */
void sq_fn_any_time(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    sortid_id id;
    if (!sq_any_null(argc, argv) && sq_read_any(ctx, 0, argc, argv, &id))
        sq_result_id(ctx, &id, sq_def(ctx)->out);
}

/* sortid_kind(X): the kind's name of the text X, read as the library reads
 * untyped text. */
void sq_fn_any_kind(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    sortid_id id;
    if (!sq_any_null(argc, argv) && sq_read_any(ctx, 0, argc, argv, &id))
        sqlite3_result_text(ctx, sortid_kind_name(id.kind), -1, SQLITE_STATIC);
}

/* sortid_valid(X[, kind]): 1 or 0, never an error for X itself (a kind
 * that is no kind is one). */
void sq_fn_any_valid(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    sq_id_arg a = { SORTID_KIND_NONE, SORTID_ACCEPT_ALL_TEXT, 0, 0 };
    sortid_id id;
    if (sq_any_null(argc, argv) || (argc == 2 && !sq_arg_kind(ctx, sq_def(ctx)->name, argv[1], &a)))
        return;
    sqlite3_result_int(ctx, sq_arg_id(ctx, 1, sq_def(ctx)->name, &a, argv[0], &id));
}

/* The text built in s as the result (s is finished). */
static void sq_result_str(sqlite3_context *ctx, sqlite3_str *s)
{
    int n = sqlite3_str_length(s);
    if (sqlite3_str_errcode(s) != SQLITE_OK) {
        sqlite3_free(sqlite3_str_finish(s));
        sqlite3_result_error_nomem(ctx);
        return;
    }
    sqlite3_result_text(ctx, sqlite3_str_finish(s), n, sqlite3_free);
}

/* sortid_inspect(X[, kind]): every field of the ID as a JSON object: kind,
 * id (its canonical text), timestamp and unix_ms (when it has a time), and
 * its parts, each as the library writes it (a JSON string). */
void sq_fn_any_inspect(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    char text[SORTID_ID_TEXT_MAX + 1], ts[SORTID_TIME_TEXT_MAX + 1];
    sortid_part parts[SORTID_PARTS_MAX];
    sortid_id id;
    sqlite3_str *s;
    int64_t ms;
    size_t i, n;
    char *t;
    if (sq_any_null(argc, argv) || !sq_read_any(ctx, 0, argc, argv, &id))
        return;
    if (sortid_id_format(text, sizeof text, &id, SORTID_FORM_NONE, 0, NULL) != SORTID_OK)
        text[0] = '\0';
    s = sqlite3_str_new(NULL);
    /* the library writes kind names, IDs, times and parts in ASCII letters,
     * digits, '-', '_', ':', '.' and '+': nothing to escape */
    sqlite3_str_appendf(s, "{\"kind\":\"%s\",\"id\":\"%s\"", sortid_kind_name(id.kind), text);
    if (sortid_id_unix_ms(&ms, NULL, &id) == SORTID_OK) {
        n = sortid_time_format(ts, ms);
        if ((t = memchr(ts, 'T', n)) != NULL)
            *t = ' ';
        if (n > 0 && ts[n - 1] == 'Z')
            ts[--n] = '\0';
        sqlite3_str_appendf(s, ",\"timestamp\":\"%s\",\"unix_ms\":%lld", ts, (long long)ms);
    }
    n = sortid_id_parts(parts, SORTID_PARTS_MAX, &id);
    for (i = 0; i < n && i < SORTID_PARTS_MAX; i++)
        sqlite3_str_appendf(s, ",\"%s\":\"%s\"", parts[i].name, parts[i].text);
    sqlite3_str_appendall(s, "}");
    sq_result_str(ctx, s);
}

/* sortid_convert(X, to[, prefix]): the same value as the kind named by to
 * (sortid_id_convert), in its canonical text; a prefix makes a TypeID's. */
void sq_fn_any_convert(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    const sq_fn *d = sq_def(ctx);
    sq_id_arg to = { SORTID_KIND_NONE, 0, 0, 0 };
    sortid_id id, out, p;
    sortid_status st;
    char u[SORTID_ID_TEXT_MAX + 1];
    p.prefix[0] = '\0';
    if (sq_any_null(argc, argv) || !sq_read_any(ctx, 0, 1, argv, &id) ||
        !sq_arg_kind(ctx, d->name, argv[1], &to) ||
        (argc == 3 && !sq_arg_prefix(ctx, d->name, argv[2], &p)))
        return;
    st = sortid_id_convert(&out, to.kind, &id);
    if (st == SORTID_OK && p.prefix[0] &&
        !(sortid_kind_get(out.kind)->forms & SORTID_ACCEPT(SORTID_FORM_TYPEID)))
        st = SORTID_E_INVALID_ARG; /* a prefix is part of a TypeID's text only */
    if (st != SORTID_OK) {
        if (sortid_id_format(u, sizeof u, &id, SORTID_FORM_NONE, 0, NULL) != SORTID_OK)
            u[0] = '\0';
        sq_error(ctx, sqlite3_mprintf("%s(): cannot convert %s '%s' to %s%s: %s", d->name,
                                      sortid_kind_name(id.kind), u, sortid_kind_name(to.kind),
                                      p.prefix[0] ? " with a prefix" : "",
                                      st == SORTID_E_KIND ? "the two kinds share no form"
                                                          : sortid_strerror(st)));
        return;
    }
    if (argc == 3)
        memcpy(out.prefix, p.prefix, sizeof out.prefix);
    sq_result_id(ctx, &out, SQ_OUT_TEXT);
}

/* sortid_kinds(): the library's kind names as a JSON array (rows:
 * SELECT value FROM json_each(sortid_kinds())). */
void sq_fn_kinds(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    sqlite3_str *s = sqlite3_str_new(NULL);
    size_t i;
    (void)argc;
    (void)argv;
    sqlite3_str_appendall(s, "[");
    for (i = 0; sortid_kind_each(i) != SORTID_KIND_NONE; i++)
        sqlite3_str_appendf(s, "%s\"%s\"", i ? "," : "", sortid_kind_name(sortid_kind_each(i)));
    sqlite3_str_appendall(s, "]");
    sq_result_str(ctx, s);
}

/* sortid_version(): the library's version. */
void sq_fn_version(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    (void)argc;
    (void)argv;
    sqlite3_result_text(ctx, sortid_version(), -1, SQLITE_STATIC);
}
