/* SPDX-License-Identifier: MIT */
/* core_family.c - the rest of the family in the same style: Ulid-Flake,
 * BaseUID, UUIDv7 generation at a time, conversions, and parse() (typed, or
 * by the length of untyped text as the project's reading rule says). */
#include "core.h"

#include <string.h>

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

/* ---- generation at a time ------------------------------------------------- */

static int id_at(core_out *out, core_err *err, sortid_kind kind, int64_t ms, uint32_t ns,
                 unsigned node, sortid_at mode)
{
    sortid_id id;
    sortid_status st = sortid_id_at(&id, kind, ms, ns, mode, node);
    if (st == SORTID_E_TIME_RANGE)
        return core_fail_time_range(err, kind, ms, 0);
    if (st != SORTID_OK)
        return core_fail_status(err, core_kind_title(kind), st);
    return core_id_text(out, err, &id);
}

/* oneShot(type, seedTime?): baseuid(), uuidv7(), flake(): now, from this
 * thread's generator of the kind (core_gen_now), or at a Unix ms (random
 * part fresh). */
int core_one_shot(core_out *out, core_err *err, const core_arg *argv)
{
    int64_t ms = 0;
    sortid_kind kind;
    if (!core_kind(err, &argv[0], "type", SORTID_CALL_GENERATE | SORTID_CALL_AT, &kind))
        return 0;
    if (argv[1].tag != ARG_UNDEF)
        return core_time(err, &argv[1], "seedTime", 0, &ms) &&
               id_at(out, err, kind, ms, 0, 0, SORTID_AT_RANDOM);
    return core_gen_now(out, err, kind, "");
}

/* idAt(type, unixMs, mode, ns, node): the random, lowest or highest ID of
 * the time unit holding that instant (sortid_id_at). */
int core_id_at(core_out *out, core_err *err, const core_arg *argv)
{
    sortid_kind kind;
    int64_t ms;
    unsigned ns = 0, node = 0;
    int present, m;
    if (!core_kind(err, &argv[0], "type", SORTID_CALL_AT, &kind) ||
        !core_time(err, &argv[1], "unixMs", 0, &ms) ||
        (m = argv[2].tag == ARG_UNDEF ? 0 : pick_mode(err, &argv[2])) < 0 ||
        !core_uint(err, &argv[3], "options.ns", 999999, &ns, &present) ||
        !core_uint(err, &argv[4], "options.node", SORTID_FLAKE_NODE_MAX, &node, &present))
        return 0;
    if (node != 0 && kind != SORTID_KIND_FLAKE_SCALABLE)
        return core_fail(err, ERR_RANGE, NULL, "options.node is only for flake-scalable");
    return id_at(out, err, kind, ms, ns, node, (sortid_at)m);
}

/* ---- parse ---------------------------------------------------------------- */

/* The parse types: each narrows the forms sortid_read accepts (the library
 * decides the form by length; a type never changes how a text is read). */
typedef enum {
    T_AUTO,
    T_ULID,
    T_FLAKE,
    T_FLAKE_SCALABLE,
    T_FLAKE_INT,
    T_FLAKE_HEX,
    T_BASEUID,
    T_UUID
} ptype;

/* The parse type of a form the library read (for untyped text's errors). */
static ptype type_of_form(sortid_form form)
{
    switch (form) {
    case SORTID_FORM_ULID: return T_ULID;
    case SORTID_FORM_FLAKE: return T_FLAKE;
    case SORTID_FORM_FLAKE_INT: return T_FLAKE_INT;
    case SORTID_FORM_FLAKE_HEX: return T_FLAKE_HEX;
    case SORTID_FORM_BASEUID: return T_BASEUID;
    case SORTID_FORM_UUID:
    case SORTID_FORM_UUID_HEX: return T_UUID;
    default: return T_AUTO;
    }
}

/* A parse type: a kind's name (the library's table: its forms) or a form's
 * name (flake-int, flake-hex: that form only); a RangeError lists them. */
static int parse_type(core_err *err, const core_arg *a, ptype *t, unsigned *accept)
{
    sortid_kind kind;
    core_err ignored;
    if (core_kind(&ignored, a, "type", SORTID_CALL_PARSE, &kind)) {
        /* the decimal form only when asked for (as SORTID_ACCEPT_TEXT) */
        *accept = sortid_kind_get(kind)->forms & SORTID_ACCEPT_TEXT;
        *t = kind == SORTID_KIND_ULID             ? T_ULID
             : kind == SORTID_KIND_BASEUID        ? T_BASEUID
             : kind == SORTID_KIND_FLAKE          ? T_FLAKE
             : kind == SORTID_KIND_FLAKE_SCALABLE ? T_FLAKE_SCALABLE
                                                  : T_UUID;
        return 1;
    }
    for (sortid_form f = SORTID_FORM_FLAKE_HEX; f <= SORTID_FORM_FLAKE_INT; f++) {
        const char *name = sortid_form_name(f);
        if (a->tag == ARG_STRING && a->len == strlen(name) && memcmp(a->text, name, a->len) == 0) {
            *accept = SORTID_ACCEPT(f);
            *t = f == SORTID_FORM_FLAKE_HEX ? T_FLAKE_HEX : T_FLAKE_INT;
            return 1;
        }
    }
    if (!core_text(err, a, "type"))
        return 0;
    return core_fail(err, ERR_RANGE, NULL, "%s, flake-int, flake-hex", ignored.msg);
}

static int parse_error(core_err *err, ptype t, size_t pos, sortid_status st)
{
    static const char *const what[] = { "Invalid ID",
                                        "Invalid ULID",
                                        "Invalid Ulid-Flake",
                                        "Invalid Ulid-Flake",
                                        "Invalid Ulid-Flake integer",
                                        "Invalid Ulid-Flake hex",
                                        "Invalid BaseUID",
                                        "Invalid UUID" };
    static const char *const code[] = { "ID_INVALID",      "ULID_INVALID",  "FLAKE_INVALID",
                                        "FLAKE_INVALID",   "FLAKE_INVALID", "FLAKE_INVALID",
                                        "BASEUID_INVALID", "UUID_INVALID" };
    return core_fail_at(err, code[t], what[t], (long)pos, st);
}

static void time_fields(core_out *out, int64_t ms)
{
    char iso[SORTID_TIME_TEXT_LEN + 1];
    size_t n = sortid_time_format(iso, ms);
    core_field_num(out, "time", (double)ms);
    core_field_text(out, "iso", iso, n);
}

static void uuid_field(core_out *out, const sortid_uuid *x)
{
    char text[SORTID_UUID_TEXT_LEN + 1];
    core_field_text(out, "uuid", text, sortid_uuid_format(text, x, 0));
}

static void flake_fields(core_out *out, sortid_flake f, sortid_flake_layout l)
{
    char text[SORTID_FLAKE_TEXT_LEN + 1], hex[SORTID_FLAKE_HEX_TEXT_LEN + 1];
    size_t hn = sortid_flake_format_hex(hex, f);
    sortid_flake_format(text, f, 0);
    core_field_text(out, "type", l == SORTID_FLAKE_SCALABLE ? "flake-scalable" : "flake",
                    l == SORTID_FLAKE_SCALABLE ? 14 : 5);
    core_field_text(out, "text", text, SORTID_FLAKE_TEXT_LEN);
    time_fields(out, sortid_flake_unix_ms(f));
    core_field_num(out, "timestamp", (double)sortid_flake_tick(f));
    core_field_num(out, "random", (double)sortid_flake_random(f, l));
    core_field_big(out, "int", f.value);
    core_field_text(out, "hex", hex, hn);
    if (l == SORTID_FLAKE_SCALABLE)
        core_field_num(out, "node", (double)sortid_flake_node(f));
}

/* parse(text, type?) -> { type, text, time, ... }: sortid_read, which takes
 * the form from the text's length (docs/identifiers.md section 7). */
int core_parse(core_out *out, core_err *err, const core_arg *argv)
{
    const core_arg *a = &argv[0];
    size_t pos = 0;
    ptype t = T_AUTO;
    unsigned accept = SORTID_ACCEPT_TEXT;
    sortid_read_result res;
    sortid_status st;
    if (!core_text(err, a, "text"))
        return 0;
    if (argv[1].tag != ARG_UNDEF && !parse_type(err, &argv[1], &t, &accept))
        return 0;
    st = sortid_read(&res, a->text, a->len, accept, 0, &pos);
    if (st != SORTID_OK) {
        if (t == T_AUTO && st == SORTID_E_LENGTH && res.form == SORTID_FORM_NONE)
            return core_fail(err, ERR_ULID, "ID_INVALID",
                             "Invalid ID: no identifier has %zu characters (ULID 26, Ulid-Flake "
                             "13, BaseUID 20, UUID 36 or 32, Ulid-Flake hex 0x...)",
                             a->len);
        return parse_error(err, t != T_AUTO ? t : type_of_form(res.form), pos, st);
    }
    switch (res.form) {
    case SORTID_FORM_ULID: {
        const sortid_ulid *u = &res.id.ulid;
        sortid_uuid x;
        uint8_t rnd[SORTID_ULID_RANDOM_BYTES];
        char text[SORTID_ULID_TEXT_LEN + 1];
        sortid_ulid_random(rnd, u);
        sortid_ulid_to_uuid(&x, u);
        sortid_ulid_format(text, u, 0);
        core_field_text(out, "type", "ulid", 4);
        time_fields(out, sortid_ulid_unix_ms(u));
        core_field_bytes(out, "random", rnd, sizeof rnd);
        core_field_bytes(out, "bytes", u->bytes, sizeof u->bytes);
        core_field_text(out, "text", text, SORTID_ULID_TEXT_LEN);
        uuid_field(out, &x);
        return 1;
    }
    case SORTID_FORM_FLAKE:
    case SORTID_FORM_FLAKE_INT:
    case SORTID_FORM_FLAKE_HEX:
        flake_fields(out, res.id.flake,
                     t == T_FLAKE_SCALABLE ? SORTID_FLAKE_SCALABLE : SORTID_FLAKE_STANDALONE);
        return 1;
    case SORTID_FORM_BASEUID: {
        const sortid_baseuid *b = &res.id.baseuid;
        sortid_uuid x;
        uint8_t rnd[SORTID_BASEUID_RANDOM_BYTES];
        sortid_baseuid_random(rnd, b);
        sortid_baseuid_to_uuidv8(&x, b);
        core_field_text(out, "type", "baseuid", 7);
        core_field_text(out, "text", a->text, SORTID_BASEUID_TEXT_LEN);
        time_fields(out, sortid_baseuid_unix_ms(b));
        core_field_big(out, "unixNs", (uint64_t)sortid_baseuid_unix_ns(b));
        core_field_num(out, "tick", (double)sortid_baseuid_tick(b));
        core_field_bytes(out, "random", rnd, sizeof rnd);
        core_field_bytes(out, "bytes", b->bytes, sizeof b->bytes);
        uuid_field(out, &x);
        return 1;
    }
    default: { /* SORTID_FORM_UUID, SORTID_FORM_UUID_HEX */
        const sortid_uuid *x = &res.id.uuid;
        char text[SORTID_UUID_TEXT_LEN + 1];
        int64_t ms;
        core_field_text(out, "type", "uuid", 4);
        core_field_text(out, "text", text, sortid_uuid_format(text, x, 0));
        core_field_num(out, "version", sortid_uuid_version(x));
        core_field_num(out, "variant", sortid_uuid_variant(x));
        core_field_bytes(out, "bytes", x->bytes, sizeof x->bytes);
        if (sortid_uuid_unix_ms(&ms, x) == SORTID_OK)
            time_fields(out, ms);
        return 1;
    }
    }
}

/* ---- conversions ---------------------------------------------------------- */

static int get_flake(core_err *err, const core_arg *a, sortid_flake *f)
{
    size_t pos = 0;
    sortid_status st;
    if (!core_text(err, a, "flake"))
        return 0;
    st = sortid_flake_parse(f, a->text, a->len, 0, &pos);
    return st == SORTID_OK ? 1 : parse_error(err, T_FLAKE, pos, st);
}

static int flake_text(core_out *out, sortid_flake f)
{
    out->type = OUT_TEXT;
    sortid_flake_format(out->text, f, 0);
    out->len = SORTID_FLAKE_TEXT_LEN;
    return 1;
}

int core_flake_to_int(core_out *out, core_err *err, const core_arg *argv)
{
    sortid_flake f;
    if (!get_flake(err, &argv[0], &f))
        return 0;
    out->type = OUT_BIGINT;
    out->big = sortid_flake_to_int64(f);
    return 1;
}

/* flakeFromInt(BigInt | decimal string) */
int core_flake_from_int(core_out *out, core_err *err, const core_arg *argv)
{
    const core_arg *a = &argv[0];
    sortid_flake f;
    sortid_status st;
    size_t pos = 0;
    if (a->tag == ARG_BIGINT) {
        if (!a->lossless || sortid_flake_from_int64(&f, a->big) != SORTID_OK)
            return core_fail(err, ERR_RANGE, NULL,
                             "flakeFromInt: a Ulid-Flake integer is 0 .. "
                             "9223372036854775807 (2^63 - 1)");
    } else if (a->tag == ARG_STRING) {
        if (!core_text(err, a, "value"))
            return 0;
        if ((st = sortid_flake_parse_int(&f, a->text, a->len, &pos)) != SORTID_OK)
            return parse_error(err, T_FLAKE_INT, pos, st);
    } else {
        return core_fail(err, ERR_TYPE, NULL, "flakeFromInt takes a BigInt or a decimal string");
    }
    return flake_text(out, f);
}

int core_flake_to_hex(core_out *out, core_err *err, const core_arg *argv)
{
    sortid_flake f;
    if (!get_flake(err, &argv[0], &f))
        return 0;
    out->type = OUT_TEXT;
    out->len = sortid_flake_format_hex(out->text, f);
    return 1;
}

int core_flake_from_hex(core_out *out, core_err *err, const core_arg *argv)
{
    size_t pos = 0;
    sortid_flake f;
    sortid_status st;
    if (!core_text(err, &argv[0], "hex"))
        return 0;
    if ((st = sortid_flake_parse_hex(&f, argv[0].text, argv[0].len, &pos)) != SORTID_OK)
        return parse_error(err, T_FLAKE_HEX, pos, st);
    return flake_text(out, f);
}

int core_baseuid_to_uuid(core_out *out, core_err *err, const core_arg *argv)
{
    size_t pos = 0;
    sortid_baseuid b;
    sortid_uuid x;
    sortid_status st;
    if (!core_text(err, &argv[0], "baseuid"))
        return 0;
    if ((st = sortid_baseuid_parse(&b, argv[0].text, argv[0].len, 0, &pos)) != SORTID_OK)
        return parse_error(err, T_BASEUID, pos, st);
    sortid_baseuid_to_uuidv8(&x, &b);
    out->type = OUT_TEXT;
    out->len = sortid_uuid_format(out->text, &x, 0);
    return 1;
}

int core_uuid_to_baseuid(core_out *out, core_err *err, const core_arg *argv)
{
    size_t pos = 0;
    sortid_baseuid b;
    sortid_uuid x;
    sortid_status st;
    if (!core_text(err, &argv[0], "uuid"))
        return 0;
    if ((st = sortid_uuid_parse(&x, argv[0].text, argv[0].len, 0, &pos)) != SORTID_OK)
        return parse_error(err, T_UUID, pos, st);
    if ((st = sortid_baseuid_from_uuidv8(&b, &x)) != SORTID_OK)
        return core_fail_at(err, "UUID_INVALID", "Not the UUIDv8 form of a BaseUID", -1, st);
    out->type = OUT_TEXT;
    sortid_baseuid_format(out->text, &b, 0);
    out->len = SORTID_BASEUID_TEXT_LEN;
    return 1;
}
