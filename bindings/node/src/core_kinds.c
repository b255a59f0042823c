/* SPDX-License-Identifier: MIT */
/* core_kinds.c - the family API over the library's kinds table: the kinds'
 * names (sortid_kind_each), inspect and timeOf (sortid_id_parse, _unix_ms,
 * _time_format, _parts), generation of any kind (core_gen.c), conversions
 * (sortid_id_convert; UUID v1 <-> v6) and a UUID's time and version.  No
 * kind is named here but through the table; a bad value is a SortidError
 * whose code is the library's status name (core_fail_status_at). */

#include "core_kinds.h"

#include <string.h>

#include "core_gen.h"
#include "core_read.h"

/* Helpers, below the functions that use them. */
static int set_epoch(core_err *err, const core_arg *a, sortid_id *id);
static int read_type(core_err *err, const core_arg *a, sortid_kind *kind);
static int read_text_id(core_err *err, const core_arg *argv, sortid_id *id, sortid_status *st,
                        size_t *pos, sortid_kind *kind);
static int fail_text(core_err *err, sortid_kind kind, size_t len, size_t pos, sortid_status st);
static int read_uuid(core_err *err, const core_arg *a, sortid_uuid *u);
static int uuid_v1_v6(core_out *out, core_err *err, const core_arg *a, int to_v6);

/* kindAt(i): the name of the table's i-th kind; undefined past the end. */
int core_kind_at(core_out *out, core_err *err, const core_arg *argv)
{
    sortid_kind k;
    const char *name;
    if (argv[0].tag != ARG_NUMBER || !(argv[0].num >= 0 && argv[0].num < 4096))
        return core_fail(err, ERR_TYPE, NULL, "kindAt takes an index");
    if ((k = sortid_kind_each((size_t)argv[0].num)) == SORTID_KIND_NONE)
        return 1; /* undefined */
    name = sortid_kind_name(k);
    return core_out_text(out, name, strlen(name));
}

/* inspect(text, type, epoch) -> { type, valid: true, text, timestampMs,
 * time, ...parts } or { type, valid: false, error, code, position }. */
int core_inspect(core_out *out, core_err *err, const core_arg *argv)
{
    sortid_id id;
    sortid_part parts[SORTID_PARTS_MAX];
    sortid_status st;
    sortid_kind kind;
    size_t pos, n, len;
    int64_t ms;
    char text[SORTID_ID_TEXT_MAX + 1];
    if (!read_text_id(err, argv, &id, &st, &pos, &kind)) {
        core_err why;
        if (st == SORTID_OK)
            return 0; /* a bad argument */
        fail_text(&why, kind, argv[0].len, pos, st);
        if (kind != SORTID_KIND_NONE)
            core_field_text(out, "type", sortid_kind_name(kind), strlen(sortid_kind_name(kind)));
        core_field_bool(out, "valid", 0);
        core_field_text(out, "error", why.msg, strlen(why.msg));
        core_field_text(out, "code", why.code, strlen(why.code));
        core_field_num(out, "position", (double)pos);
        return 1;
    }
    core_field_text(out, "type", sortid_kind_name(kind), strlen(sortid_kind_name(kind)));
    core_field_bool(out, "valid", 1);
    if (sortid_id_format(text, sizeof text, &id, SORTID_FORM_NONE, 0, &len) == SORTID_OK)
        core_field_text(out, "text", text, len);
    if (sortid_id_unix_ms(&ms, NULL, &id) == SORTID_OK &&
        sortid_id_time_format(text, sizeof text, &id, 0, &len) == SORTID_OK) {
        core_field_num(out, "timestampMs", (double)ms);
        core_field_text(out, "time", text, len);
    }
    n = sortid_id_parts(parts, SORTID_PARTS_MAX, &id);
    for (size_t i = 0; i < n && i < SORTID_PARTS_MAX; i++) {
        /* a prefix whole, as the ID holds it (a part's text is cut to
         * SORTID_PART_TEXT_MAX characters, a TypeID prefix may have 63) */
        const char *t = strcmp(parts[i].name, "prefix") == 0 ? id.prefix : parts[i].text;
        core_field_text(out, parts[i].name, t, strlen(t));
    }
    return 1;
}

/* timeOf(text, type, epoch): unixMs and timestamp, -> Unix ms; a SortidError for a text that is
 * no ID or an ID without a time (a UUID of another version). */
int core_time_of(core_out *out, core_err *err, const core_arg *argv)
{
    sortid_id id;
    sortid_status st;
    sortid_kind kind;
    size_t pos;
    int64_t ms;
    if (!read_text_id(err, argv, &id, &st, &pos, &kind))
        return st == SORTID_OK ? 0 : fail_text(err, kind, argv[0].len, pos, st);
    if ((st = sortid_id_unix_ms(&ms, NULL, &id)) != SORTID_OK)
        return core_fail_status(err, "unixMs: this ID has no time", st);
    out->type = OUT_NUMBER;
    out->num = (double)ms;
    return 1;
}

/* generate(type, prefix, now) -> a new ID of any kind that is generated;
 * now: the Unix ms of a clock the user replaced (the JS layer's): an ID of
 * that instant with a fresh random part (sortid_id_at) where the kind makes
 * one at a time, else from this thread's generator at that instant; without
 * it the library reads its own clock. */
int core_generate(core_out *out, core_err *err, const core_arg *argv)
{
    char buf[SORTID_PREFIX_MAX + 1];
    const char *prefix;
    sortid_kind kind;
    sortid_id id;
    sortid_status st;
    int64_t ms = 0;
    if (!core_kind(err, &argv[0], "kind", SORTID_CALL_GENERATE, &kind) ||
        !core_prefix(err, &argv[1], kind, buf, &prefix) ||
        (argv[2].tag != ARG_UNDEF && !core_time(err, &argv[2], "Date.now()", 0, &ms)))
        return 0;
    if (argv[2].tag == ARG_UNDEF || !(sortid_kind_get(kind)->calls & SORTID_CALL_AT))
        return core_gen_now(out, err, kind, prefix ? prefix : "",
                            argv[2].tag == ARG_UNDEF ? NULL : &ms);
    st = sortid_id_at(&id, kind, ms, 0, SORTID_AT_RANDOM, 0);
    if (st != SORTID_OK) /* as core_gen_now's: a SortidError */
        return core_fail_status(err, core_kind_title(kind), st);
    if (prefix)
        memcpy(id.prefix, prefix, strlen(prefix) + 1);
    return core_id_text(out, err, &id);
}

/* convert(text, to, prefix, type) -> the same value as a `to` ID in its
 * canonical text (sortid_id_convert); prefix: a TypeID's. */
int core_convert(core_out *out, core_err *err, const core_arg *argv)
{
    const core_arg read_args[3] = { argv[0], argv[3], { ARG_UNDEF, 0, NULL, 0, 0, 0 } };
    char buf[SORTID_PREFIX_MAX + 1], what[64];
    const char *prefix;
    sortid_id id, to_id;
    sortid_status st;
    sortid_kind kind, to;
    size_t pos;
    if (!core_kind(err, &argv[1], "to", SORTID_CALL_FORMAT, &to) ||
        !core_prefix(err, &argv[2], to, buf, &prefix))
        return 0;
    if (!read_text_id(err, read_args, &id, &st, &pos, &kind))
        return st == SORTID_OK ? 0 : fail_text(err, kind, argv[0].len, pos, st);
    if ((st = sortid_id_convert(&to_id, to, &id)) != SORTID_OK) {
        core_sprint(what, sizeof what, "convert: from %s to %s", core_kind_title(kind),
                    core_kind_title(to));
        return core_fail_status(err, what, st);
    }
    if (prefix)
        memcpy(to_id.prefix, prefix, strlen(prefix) + 1);
    return core_id_text(out, err, &to_id);
}

/* uuidVersion(uuid) -> the version of an RFC 9562 UUID; undefined (null in
 * JS) for the nil and max UUIDs and every other variant, as PostgreSQL 17
 * answers. */
int core_uuid_version(core_out *out, core_err *err, const core_arg *argv)
{
    sortid_uuid u;
    if (!read_uuid(err, &argv[0], &u))
        return 0;
    if (sortid_uuid_version(&u) < 0) /* nil, max, another variant: no version */
        return 1;
    out->type = OUT_NUMBER;
    out->num = sortid_uuid_version(&u);
    return 1;
}

int core_uuid_v1_to_v6(core_out *out, core_err *err, const core_arg *argv)
{
    return uuid_v1_v6(out, err, &argv[0], 1);
}

int core_uuid_v6_to_v1(core_out *out, core_err *err, const core_arg *argv)
{
    return uuid_v1_v6(out, err, &argv[0], 0);
}

/* ---- helpers -------------------------------------------------------------- */

/* options.epoch of a kind whose epoch moves (sortid_id.epoch_ms set by the
 * parser: Ulid-Flake, snowflake): "twitter", "discord" or Unix ms, read by
 * sortid_snowflake_epoch_parse (a number as its decimal text). */
static int set_epoch(core_err *err, const core_arg *a, sortid_id *id)
{
    char digits[24];
    const char *src = digits;
    size_t len, pos = 0;
    int64_t ms;
    sortid_status st;
    if (a->tag == ARG_UNDEF)
        return 1;
    if (a->tag == ARG_STRING) {
        if (!core_text(err, a, "options.epoch"))
            return 0;
        src = a->text;
        len = a->len;
    } else if (a->tag == ARG_NUMBER) {
        if (!core_time(err, a, "options.epoch", 0, &ms))
            return 0;
        core_sprint(digits, sizeof digits, "%lld", (long long)ms);
        len = strlen(digits);
    } else {
        return core_fail(err, ERR_TYPE, NULL,
                         "options.epoch must be 'twitter', 'discord' or Unix milliseconds");
    }
    if ((st = sortid_snowflake_epoch_parse(&ms, src, len, &pos)) != SORTID_OK)
        return core_fail_status_at(err, "options.epoch", (long)pos, st);
    if (id->epoch_ms == 0)
        return core_fail(err, ERR_RANGE, NULL, "options.epoch: %s has a fixed epoch",
                         sortid_kind_get(id->kind)->a_title);
    id->epoch_ms = ms;
    return 1;
}

/* The type option: a kind name of the table that is read, or undefined for
 * untyped text (its length decides). */
static int read_type(core_err *err, const core_arg *a, sortid_kind *kind)
{
    *kind = SORTID_KIND_NONE;
    return a->tag == ARG_UNDEF || core_kind(err, a, "options.type", SORTID_CALL_PARSE, kind);
}

/* text (argv[0]) as an ID of type (argv[1]) with epoch (argv[2]): 1, or 0
 * with *st, *pos and *kind (the kind it was read as, else NONE) when the
 * text is no such ID, or with err set for a bad argument (*st SORTID_OK). */
static int read_text_id(core_err *err, const core_arg *argv, sortid_id *id, sortid_status *st,
                        size_t *pos, sortid_kind *kind)
{
    sortid_form form = SORTID_FORM_NONE;
    *st = SORTID_OK;
    *pos = 0;
    if (!core_text(err, &argv[0], "text") || !read_type(err, &argv[1], kind))
        return 0;
    *st = sortid_id_parse(id, *kind, argv[0].text, argv[0].len, 0, pos, &form);
    if (*st != SORTID_OK) {
        if (*kind == SORTID_KIND_NONE)
            *kind = sortid_form_kind(form);
        return 0;
    }
    *kind = id->kind;
    return set_epoch(err, &argv[2], id);
}

/* The SortidError of a text (len characters) that is no ID of kind. */
static int fail_text(core_err *err, sortid_kind kind, size_t len, size_t pos, sortid_status st)
{
    char what[64];
    if (kind == SORTID_KIND_NONE && st == SORTID_E_LENGTH) {
        core_sprint(what, sizeof what, "not an ID: no kind's text has %zu characters", len);
        core_fail_status_at(err, what, (long)pos, st);
        core_form_lengths(err);
        return 0;
    }
    core_sprint(what, sizeof what, "not %s", kind ? sortid_kind_get(kind)->a_title : "a known ID");
    return core_fail_status_at(err, what, (long)pos, st);
}

/* A UUID's text (either form) as its 16 bytes; a SortidError otherwise. */
static int read_uuid(core_err *err, const core_arg *a, sortid_uuid *u)
{
    size_t pos = 0;
    sortid_status st;
    if (!core_text(err, a, "uuid"))
        return 0;
    if ((st = sortid_uuid_parse(u, a->text, a->len, 0, &pos)) != SORTID_OK)
        return core_fail_status_at(err, "not a UUID", (long)pos, st);
    return 1;
}

static int uuid_v1_v6(core_out *out, core_err *err, const core_arg *a, int to_v6)
{
    sortid_uuid u;
    sortid_status st;
    if (!read_uuid(err, a, &u))
        return 0;
    st = to_v6 ? sortid_uuid_v1_to_v6(&u, &u) : sortid_uuid_v6_to_v1(&u, &u);
    if (st != SORTID_OK)
        return core_fail_status(
            err, to_v6 ? "uuidV1ToV6: not a UUIDv1" : "uuidV6ToV1: not a UUIDv6", st);
    out->type = OUT_TEXT;
    out->len = sortid_uuid_format(out->text, &u, 0);
    return 1;
}
