/* SPDX-License-Identifier: MIT */
/* core_family.c - the rest of the family in the same style: Ulid-Flake,
 * BaseUID, UUIDv7 generation at a time, conversions, and parse() (typed, or
 * by the length of untyped text as the project's reading rule says). */
#include "core.h"

#include <string.h>

/* A name argument equal to one of names[0 .. n) (the whole text: a NUL
 * inside never ends it); the index, or -1 after a RangeError listing them. */
static int pick(core_err *err, const core_arg *a, const char *what, const char *const *names, int n)
{
    char list[200] = "";
    if (!core_text(err, a, what))
        return -1;
    for (int i = 0; i < n; i++) {
        if (strlen(names[i]) == a->len && memcmp(a->text, names[i], a->len) == 0)
            return i;
        strcat(list, i ? ", " : "");
        strcat(list, names[i]);
    }
    core_fail(err, ERR_RANGE, NULL, "%s must be one of %s", what, list);
    return -1;
}

/* ---- generation at a time ------------------------------------------------- */

static const char *const gen_types[] = { "ulid", "uuidv7", "baseuid", "flake", "flake-scalable" };
static const sortid_kind gen_kinds[] = { SORTID_KIND_ULID, SORTID_KIND_UUIDV7, SORTID_KIND_BASEUID,
                                         SORTID_KIND_FLAKE, SORTID_KIND_FLAKE_SCALABLE };

/* One ID of kind at ms (mode 0 random, 1 min, 2 max), or now (!at). */
static int make(core_out *out, core_err *err, sortid_kind kind, int at, int64_t ms, uint32_t ns,
                unsigned node, sortid_at mode)
{
    sortid_status st;
    out->type = OUT_TEXT;
    switch (kind) {
    case SORTID_KIND_ULID: {
        sortid_ulid u;
        if ((st = at ? sortid_ulid_at(&u, ms, mode) : sortid_ulid_new(&u)) == SORTID_OK)
            sortid_ulid_format(out->text, &u, 0), out->len = SORTID_ULID_TEXT_LEN;
        break;
    }
    case SORTID_KIND_UUIDV7: {
        sortid_uuid x;
        if ((st = at ? sortid_uuidv7_at(&x, ms, ns, mode) : sortid_uuidv7_new(&x)) == SORTID_OK)
            out->len = sortid_uuid_format(out->text, &x, 0);
        break;
    }
    case SORTID_KIND_BASEUID: {
        sortid_baseuid b;
        if ((st = at ? sortid_baseuid_at(&b, ms, ns, mode) : sortid_baseuid_new(&b)) == SORTID_OK)
            sortid_baseuid_format(out->text, &b, 0), out->len = SORTID_BASEUID_TEXT_LEN;
        break;
    }
    default: {
        sortid_flake f;
        sortid_flake_layout l =
            kind == SORTID_KIND_FLAKE ? SORTID_FLAKE_STANDALONE : SORTID_FLAKE_SCALABLE;
        if ((st = at ? sortid_flake_at(&f, l, node, ms, mode) : sortid_flake_new(&f)) == SORTID_OK)
            sortid_flake_format(out->text, f, 0), out->len = SORTID_FLAKE_TEXT_LEN;
        break;
    }
    }
    if (st == SORTID_E_TIME_RANGE)
        return core_fail_time_range(err, kind, ms, 0);
    if (st != SORTID_OK)
        return core_fail_status(err, core_kind_title(kind), st);
    return 1;
}

/* oneShot(type, seedTime?): baseuid(), uuidv7(), flake(): now (the library's
 * per-thread generators) or at a Unix ms (random part fresh). */
int core_one_shot(core_out *out, core_err *err, const core_arg *argv)
{
    int64_t ms = 0;
    int k = pick(err, &argv[0], "type", gen_types, 5);
    if (k < 0)
        return 0;
    if (argv[1].tag != ARG_UNDEF && !core_time(err, &argv[1], "seedTime", 0, &ms))
        return 0;
    return make(out, err, gen_kinds[k], argv[1].tag != ARG_UNDEF, ms, 0, 0, SORTID_AT_RANDOM);
}

/* idAt(type, unixMs, mode, ns, node): the random, lowest or highest ID of
 * the time unit holding that instant (the library's *_at calls). */
int core_id_at(core_out *out, core_err *err, const core_arg *argv)
{
    static const char *const modes[] = { "random", "min", "max" };
    int64_t ms;
    unsigned ns = 0, node = 0;
    int present, m, k = pick(err, &argv[0], "type", gen_types, 5);
    if (k < 0 || !core_time(err, &argv[1], "unixMs", 0, &ms) ||
        (m = argv[2].tag == ARG_UNDEF ? 0 : pick(err, &argv[2], "mode", modes, 3)) < 0 ||
        !core_uint(err, &argv[3], "options.ns", 999999, &ns, &present) ||
        !core_uint(err, &argv[4], "options.node", SORTID_FLAKE_NODE_MAX, &node, &present))
        return 0;
    if (node != 0 && gen_kinds[k] != SORTID_KIND_FLAKE_SCALABLE)
        return core_fail(err, ERR_RANGE, NULL, "options.node is only for flake-scalable");
    return make(out, err, gen_kinds[k], 1, ms, ns, node, (sortid_at)m);
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

static const char *const type_names[] = { "ulid",      "flake",     "flake-scalable",
                                          "flake-int", "flake-hex", "baseuid",
                                          "uuid" };
static const unsigned type_accept[] = { SORTID_ACCEPT(SORTID_FORM_ULID),
                                        SORTID_ACCEPT(SORTID_FORM_FLAKE),
                                        SORTID_ACCEPT(SORTID_FORM_FLAKE),
                                        SORTID_ACCEPT(SORTID_FORM_FLAKE_INT),
                                        SORTID_ACCEPT(SORTID_FORM_FLAKE_HEX),
                                        SORTID_ACCEPT(SORTID_FORM_BASEUID),
                                        SORTID_ACCEPT(SORTID_FORM_UUID) |
                                            SORTID_ACCEPT(SORTID_FORM_UUID_HEX) };

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
    if (argv[1].tag != ARG_UNDEF) {
        int i = pick(err, &argv[1], "type", type_names, 7);
        if (i < 0)
            return 0;
        t = (ptype)(i + 1);
        accept = type_accept[i];
    }
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
