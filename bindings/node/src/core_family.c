/* SPDX-License-Identifier: MIT */
/* core_family.c - the rest of the family in the same style: Ulid-Flake,
 * BaseUID, UUIDv7 generation at a time, parse() (typed, or by the length of
 * untyped text as the project's reading rule says) and the flake and BaseUID
 * conversions, all over the library's generic calls and its tables of kinds
 * and forms: no list of kinds or forms, no switch over them. */

#include "core_family.h"

#include <string.h>

#include "core_read.h"

/* The forms of the library's table, in its order: 1, 2, ... until
 * sortid_form_get says there is none. */
#define EACH_FORM(f) for (unsigned f = 1; sortid_form_get((sortid_form)(f)) != NULL; f++)

/* Helpers, below the functions that use them. */
static int pick_mode(core_err *err, const core_arg *a);
static int make_at(core_out *out, core_err *err, sortid_kind kind, int64_t ms, uint32_t ns,
                 unsigned node, sortid_at mode, const char *prefix);
static void length_words(core_err *err, sortid_form form);
static int fail_id(core_err *err, sortid_kind kind, sortid_form form, size_t pos, sortid_status st);
static int read_parse_type(core_err *err, const core_arg *a, sortid_kind *kind, sortid_form *form);
static void part_field(core_out *out, const char *name, const char *t);
static uint64_t decimal(const char *t, size_t n);
static int has_field(const core_out *out, const char *name);
static void form_fields(core_out *out, const sortid_id *id, const char *canon, size_t clen);
static int read_forms(core_err *err, const core_arg *a, const char *what, unsigned accept,
                      sortid_form form, sortid_id *id);
static int format_form(core_out *out, core_err *err, const sortid_id *id, sortid_form form);

/* idAt(type, unixMs, mode, ns, node, prefix): the random, lowest or highest
 * ID of the time unit holding that instant (sortid_id_at); prefix: a
 * TypeID's. */
int core_id_at(core_out *out, core_err *err, const core_arg *argv)
{
    char buf[SORTID_PREFIX_MAX_LEN + 1];
    const char *prefix;
    sortid_kind kind;
    int64_t ms;
    unsigned ns = 0, node = 0;
    int present, m;
    if (!core_kind(err, &argv[0], "kind", SORTID_CALL_AT, &kind) ||
        !core_time(err, &argv[1], "unixMs", 0, &ms) ||
        (m = argv[2].tag == ARG_UNDEF ? 0 : pick_mode(err, &argv[2])) < 0 ||
        !core_uint(err, &argv[3], "options.ns", 999999, &ns, &present) ||
        !core_uint(err, &argv[4], "options.node", SORTID_FLAKE_NODE_MAX, &node, &present) ||
        !core_prefix(err, &argv[5], kind, buf, &prefix))
        return 0;
    return make_at(out, err, kind, ms, ns, node, (sortid_at)m, prefix);
}

/* parse(text, type?) -> { type, text, time, iso, bytes, <other forms>,
 * <parts> }: sortid_id_parse (untyped: the form is the text's length's,
 * docs/identifiers.md section 7, and the kind the form's), with the kind's
 * forms, time and parts from the library's generic calls. */
int core_parse(core_out *out, core_err *err, const core_arg *argv)
{
    const core_arg *a = &argv[0];
    sortid_kind kind = SORTID_KIND_NONE;
    sortid_form form = SORTID_FORM_NONE, read = SORTID_FORM_NONE;
    sortid_id id;
    sortid_part parts[SORTID_PARTS_MAX];
    const sortid_kind_desc *d;
    size_t pos = 0, len, n;
    int64_t ms;
    uint32_t ns;
    char text[SORTID_ID_TEXT_LEN + 1], iso[SORTID_ID_TIME_TEXT_LEN + 1];
    sortid_status st;
    if (!core_text(err, a, "text") ||
        (argv[1].tag != ARG_UNDEF && !read_parse_type(err, &argv[1], &kind, &form)))
        return 0;
    if (form != SORTID_FORM_NONE) { /* that form only, as sortid_read takes it */
        sortid_read_result res;
        if ((st = sortid_read(&res, a->text, a->len, SORTID_ACCEPT(form), 0, &pos)) != SORTID_OK)
            return fail_id(err, kind, form, pos, st);
    }
    /* a decimal form (not in SORTID_ACCEPT_ALL_TEXT) is read when asked for */
    st = sortid_id_parse(&id, kind, a->text, a->len,
                         form == SORTID_FORM_NONE || (SORTID_ACCEPT(form) & SORTID_ACCEPT_ALL_TEXT)
                             ? 0
                             : SORTID_PARSE_INT,
                         &pos, &read);
    if (st != SORTID_OK && kind != SORTID_KIND_NONE)
        return fail_id(err, kind, form, pos, st);
    if (st == SORTID_E_LENGTH && read == SORTID_FORM_NONE) {
        core_fail(err, ERR_ULID, "ID_INVALID", "Invalid ID: no identifier has %zu characters",
                  a->len);
        core_form_lengths(err);
        return 0;
    }
    if (st != SORTID_OK) {
        const sortid_form_desc *fd = sortid_form_get(read);
        fail_id(err, sortid_form_kind(read), SORTID_FORM_NONE, pos, st);
        if (st == SORTID_E_LENGTH && fd) { /* the form of the length, in words */
            length_words(err, read);
            n = strlen(err->msg);
            if (!(SORTID_ACCEPT(read) & SORTID_ACCEPT_ALL_TEXT))
                core_sprint(err->msg + n, sizeof err->msg - n, ", read with the type '%s'",
                            fd->name);
        }
        return 0;
    }
    /* untyped: the kind of the form read (a UUID stays a UUID, as before
     * UUIDv7 was a kind; its time and version say the rest) */
    if (kind == SORTID_KIND_NONE && sortid_form_kind(read) != id.kind &&
        (st = sortid_id_convert(&id, sortid_form_kind(read), &id)) != SORTID_OK)
        return core_fail_status(err, "parse", st);
    d = sortid_kind_get(id.kind);
    if ((st = sortid_id_format(text, sizeof text, &id, SORTID_FORM_NONE, 0, &len)) != SORTID_OK)
        return core_fail_status(err, d->title, st);
    core_field_text(out, "type", d->name, strlen(d->name));
    core_field_text(out, "text", text, len);
    if (sortid_id_unix_ms(&ms, &ns, &id) == SORTID_OK &&
        sortid_id_time_format(iso, sizeof iso, &id, 0, &n) == SORTID_OK) {
        core_field_num(out, "time", (double)ms);
        core_field_text(out, "iso", iso, n);
        /* a time unit below the millisecond: the instant in ns as well */
        if (d->tick_ns > 0 && d->tick_ns < 1000000 && ms >= 0 && ms < INT64_MAX / 1000000)
            core_field_big(out, "unixNs", (uint64_t)ms * 1000000u + ns);
    }
    core_field_bytes(out, "bytes", id.bytes, d->bytes);
    form_fields(out, &id, text, len);
    n = sortid_id_parts(parts, SORTID_PARTS_MAX, &id);
    for (size_t i = 0; i < n && i < SORTID_PARTS_MAX; i++)
        if (!has_field(out, parts[i].name)) /* a TypeID's "uuid" is its UUID form */
            part_field(out, parts[i].name,
                       strcmp(parts[i].name, "prefix") == 0 ? id.prefix : parts[i].text);
    return 1;
}

int core_flake_to_int(core_out *out, core_err *err, const core_arg *argv)
{
    sortid_id id;
    if (!read_forms(err, &argv[0], "flake", SORTID_ACCEPT(SORTID_FORM_FLAKE), SORTID_FORM_FLAKE,
                    &id) ||
        !format_form(out, err, &id, SORTID_FORM_FLAKE_INT))
        return 0;
    out->type = OUT_BIGINT;
    out->big = (int64_t)decimal(out->text, out->len);
    return 1;
}

/* flakeFromInt(BigInt | decimal string): a BigInt as its decimal text */
int core_flake_from_int(core_out *out, core_err *err, const core_arg *argv)
{
    core_arg a = argv[0];
    char digits[24];
    sortid_id id;
    if (a.tag == ARG_BIGINT) {
        if (!a.lossless || a.big < 0)
            return core_fail(err, ERR_RANGE, NULL,
                             "flakeFromInt: a Ulid-Flake integer is 0 .. "
                             "9223372036854775807 (2^63 - 1)");
        core_sprint(digits, sizeof digits, "%lld", (long long)a.big);
        a.tag = ARG_STRING;
        a.text = digits;
        a.len = strlen(digits);
    } else if (a.tag != ARG_STRING) {
        return core_fail(err, ERR_TYPE, NULL, "flakeFromInt takes a BigInt or a decimal string");
    }
    return read_forms(err, &a, "value", SORTID_ACCEPT(SORTID_FORM_FLAKE_INT), SORTID_FORM_FLAKE_INT,
                      &id) &&
           format_form(out, err, &id, SORTID_FORM_NONE);
}

int core_baseuid_to_uuid(core_out *out, core_err *err, const core_arg *argv)
{
    sortid_id id;
    return read_forms(err, &argv[0], "baseuid", SORTID_ACCEPT(SORTID_FORM_BASEUID),
                      SORTID_FORM_BASEUID, &id) &&
           format_form(out, err, &id, SORTID_FORM_UUID);
}

int core_uuid_to_baseuid(core_out *out, core_err *err, const core_arg *argv)
{
    sortid_id id;
    sortid_status st;
    if (!read_forms(err, &argv[0], "uuid",
                    SORTID_ACCEPT(SORTID_FORM_UUID) | SORTID_ACCEPT(SORTID_FORM_UUID_HEX),
                    SORTID_FORM_UUID, &id))
        return 0;
    if ((st = sortid_id_convert(&id, SORTID_KIND_BASEUID, &id)) != SORTID_OK)
        return core_fail_at(err, "UUID_INVALID", "Not the UUIDv8 form of a BaseUID", -1, st);
    return format_form(out, err, &id, SORTID_FORM_NONE);
}

/* ---- helpers -------------------------------------------------------------- */

/* A mode name: random, min, max (the index is the sortid_at value); -1
 * after a RangeError.  Compared whole: a NUL never ends it. */
static int pick_mode(core_err *err, const core_arg *a)
{
    static const char *const modes[] = { "random", "min", "max" };
    if (!core_text(err, a, "mode"))
        return -1;
    for (int i = 0; i < 3; i++)
        if (strlen(modes[i]) == a->len && memcmp(a->text, modes[i], a->len) == 0)
            return i;
    core_fail(err, ERR_RANGE, NULL, "mode must be one of random, min, max");
    return -1;
}

static int make_at(core_out *out, core_err *err, sortid_kind kind, int64_t ms, uint32_t ns,
                 unsigned node, sortid_at mode, const char *prefix)
{
    sortid_id id;
    sortid_status st = sortid_id_at(&id, kind, ms, ns, mode, node);
    if (st == SORTID_E_TIME_RANGE)
        return core_fail_time_range(err, kind, ms, 0);
    if (st == SORTID_E_INVALID_ARG && node != 0) /* a kind without a node id (the library's rule) */
        return core_fail(err, ERR_RANGE, NULL, "options.node is not for %s IDs",
                         core_kind_title(kind));
    if (st != SORTID_OK)
        return core_fail_status(err, core_kind_title(kind), st);
    if (prefix) /* checked by core_prefix for this kind */
        memcpy(id.prefix, prefix, strlen(prefix) + 1);
    return core_id_text(out, err, &id);
}

/* Append "; <the form's title> is <its shape>" to the message (a length
 * error: "; a hex Ulid-Flake is 0x and 1 to 16 hex digits"). */
static void length_words(core_err *err, sortid_form form)
{
    const sortid_form_desc *d = sortid_form_get(form);
    size_t n = strlen(err->msg);
    core_sprint(err->msg + n, sizeof err->msg - n, "; %s is %s", d->title, d->shape);
}

/* A text that is no ID: a ULIDError whose code is the kind's name in capitals
 * and "_INVALID" ("ULID_INVALID", "FLAKE_INVALID"; "ID_INVALID" for no
 * kind), "Invalid <the kind's title>" or, for a form that is not the kind's
 * own (named as the kind), "Not <the form's title>" ("Not a decimal
 * Ulid-Flake"), with the position and the library's reason (and for a
 * length error of a form, its length in words). */
static int fail_id(core_err *err, sortid_kind kind, sortid_form form, size_t pos, sortid_status st)
{
    const char *name = kind != SORTID_KIND_NONE ? sortid_kind_name(kind) : "id";
    char what[64];
    size_t i;
    for (i = 0; name[i] && i + sizeof "_INVALID" < sizeof err->code_text; i++)
        err->code_text[i] = name[i] == '-'                     ? '_'
                            : name[i] >= 'a' && name[i] <= 'z' ? (char)(name[i] - 'a' + 'A')
                                                               : name[i];
    memcpy(err->code_text + i, "_INVALID", sizeof "_INVALID");
    if (form != SORTID_FORM_NONE && strcmp(sortid_form_name(form), name) != 0)
        core_sprint(what, sizeof what, "Not %s", sortid_form_get(form)->title);
    else
        core_sprint(what, sizeof what, "Invalid %s", core_kind_title(kind));
    core_fail_at(err, err->code_text, what, (long)pos, st);
    if (st == SORTID_E_LENGTH && form != SORTID_FORM_NONE) /* the form's length, in words */
        length_words(err, form);
    return 0;
}

/* A parse type: a kind's name that is read (the library's table; its forms
 * but the decimal ones, which are read only when asked for) or a form's name
 * (that form only: "flake-int", "flake-hex", "uuid-hex"); a RangeError names
 * them all. */
static int read_parse_type(core_err *err, const core_arg *a, sortid_kind *kind, sortid_form *form)
{
    core_err ignored;
    char list[80] = "";
    size_t n = 0;
    sortid_kind k;
    *form = SORTID_FORM_NONE;
    if (core_kind(&ignored, a, "type", SORTID_CALL_PARSE, kind))
        return 1;
    if (!core_text(err, a, "type"))
        return 0;
    EACH_FORM(f)
    {
        const char *name = sortid_form_name((sortid_form)f);
        if (a->len == strlen(name) && memcmp(a->text, name, a->len) == 0) {
            *form = (sortid_form)f;
            *kind = sortid_form_kind(*form);
            return 1;
        }
        if (sortid_kind_from_name(&k, name, strlen(name)) != SORTID_OK) {
            core_sprint(list + n, sizeof list - n, ", %s", name);
            n += strlen(list + n);
        }
    }
    return core_fail(err, ERR_RANGE, NULL, "%s%s", ignored.msg, list);
}

/* A part of an ID as parse shows it: "random" (zero-padded hex) as a number
 * when it has 13 digits or fewer (52 bits: a JS number holds it exactly),
 * else as its bytes (an odd digit count padded on the left); decimal text of
 * up to 15 digits as a number; the rest as text. */
static void part_field(core_out *out, const char *name, const char *t)
{
    size_t n = strlen(t), i = 0;
    if (strcmp(name, "random") == 0) {
        uint8_t b[SORTID_PART_TEXT_LEN / 2 + 1] = { 0 };
        double v = 0;
        for (i = 0; i < n; i++) {
            unsigned d = (unsigned)(t[i] <= '9' ? t[i] - '0' : t[i] - 'a' + 10) & 15u;
            size_t at = (i + (n & 1)) / 2; /* the byte of digit i (odd n: padded) */
            b[at] = (uint8_t)(b[at] << 4 | d);
            v = v * 16 + d;
        }
        if (n <= 13)
            core_field_num(out, name, v);
        else
            core_field_bytes(out, name, b, (n + 1) / 2);
        return;
    }
    while (i < n && t[i] >= '0' && t[i] <= '9')
        i++;
    if (n > 0 && i == n && n <= 15) {
        double v = 0;
        for (i = 0; i < n; i++)
            v = v * 10 + (t[i] - '0');
        core_field_num(out, name, v);
    } else {
        core_field_text(out, name, t, n);
    }
}

/* The value of decimal digits (a decimal form's text, which fits). */
static uint64_t decimal(const char *t, size_t n)
{
    uint64_t v = 0;
    for (size_t i = 0; i < n; i++)
        v = v * 10 + (uint64_t)(t[i] - '0');
    return v;
}

static int has_field(const core_out *out, const char *name)
{
    for (size_t i = 0; i < out->nfields; i++)
        if (strcmp(out->fields[i].name, name) == 0)
            return 1;
    return 0;
}

/* The kind's other text forms (sortid_kind_get(kind)->forms, by
 * sortid_id_format), each named by the form's name without its kind's name
 * ("uuid", "hex" for "flake-hex" and "uuid-hex", "int" for "flake-int",
 * "objectid"); a decimal form (read only when asked for: not in
 * SORTID_ACCEPT_ALL_TEXT) as a BigInt. */
static void form_fields(core_out *out, const sortid_id *id, const char *canon, size_t clen)
{
    char text[SORTID_ID_TEXT_LEN + 1];
    size_t len;
    EACH_FORM(f)
    {
        const char *name = sortid_form_name((sortid_form)f);
        const char *of = sortid_kind_name(sortid_form_kind((sortid_form)f));
        size_t k = strlen(of);
        if (!(sortid_kind_get(id->kind)->forms & SORTID_ACCEPT(f)) ||
            sortid_id_format(text, sizeof text, id, (sortid_form)f, 0, &len) != SORTID_OK ||
            (len == clen && memcmp(text, canon, len) == 0))
            continue;
        if (strncmp(name, of, k) == 0 && name[k] == '-')
            name += k + 1;
        if (!(SORTID_ACCEPT(f) & SORTID_ACCEPT_ALL_TEXT))
            core_field_big(out, name, decimal(text, len));
        else
            core_field_text(out, name, text, len);
    }
}

/* The flake and BaseUID calls of the ulid-style API, over the same generic
 * calls: text in the forms of accept (SORTID_ACCEPT bits of one kind's
 * forms) read as that kind (sortid_read says what is wrong in those forms
 * only), then written in another of its forms. */
static int read_forms(core_err *err, const core_arg *a, const char *what, unsigned accept,
                      sortid_form form, sortid_id *id)
{
    sortid_read_result res;
    sortid_kind kind = sortid_form_kind(form);
    size_t pos = 0;
    sortid_status st;
    if (!core_text(err, a, what))
        return 0;
    if ((st = sortid_read(&res, a->text, a->len, accept, 0, &pos)) != SORTID_OK ||
        (st = sortid_id_parse(id, kind, a->text, a->len, SORTID_PARSE_INT, &pos, NULL)) !=
            SORTID_OK)
        return fail_id(err, kind, form, pos, st);
    return 1;
}

static int format_form(core_out *out, core_err *err, const sortid_id *id, sortid_form form)
{
    sortid_status st = sortid_id_format(out->text, sizeof out->text, id, form, 0, &out->len);
    if (st != SORTID_OK)
        return core_fail_status(err, sortid_kind_name(id->kind), st);
    out->type = OUT_TEXT;
    return 1;
}
