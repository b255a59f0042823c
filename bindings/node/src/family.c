/* SPDX-License-Identifier: MIT */
/* family.c - the rest of the family in the same style: Ulid-Flake,
 * BaseUID, UUIDv7 generation at a time, conversions, and parse() (typed, or
 * by the length of untyped text as the project's reading rule says). */
#include "addon.h"

#include <stdio.h>
#include <string.h>

static napi_value set_num(napi_env env, napi_value obj, const char *name, double d)
{
    napi_value v;
    NAPI_OK(env, napi_create_double(env, d, &v));
    NAPI_OK(env, napi_set_named_property(env, obj, name, v));
    return obj;
}

static napi_value set_str(napi_env env, napi_value obj, const char *name, const char *s, size_t n);

/* "time" (Unix ms) and "iso" (RFC 3339, the library's formatter). */
static napi_value set_time(napi_env env, napi_value obj, int64_t ms)
{
    char iso[(SORTID_TIME_TEXT_LEN + 1)];
    size_t n = sortid_time_format(iso, ms);
    if (!set_num(env, obj, "time", (double)ms))
        return NULL;
    return set_str(env, obj, "iso", iso, n);
}

static napi_value set_str(napi_env env, napi_value obj, const char *name, const char *s, size_t n)
{
    napi_value v = addon_string(env, s, n);
    if (!v)
        return NULL;
    NAPI_OK(env, napi_set_named_property(env, obj, name, v));
    return obj;
}

static napi_value set_hex(napi_env env, napi_value obj, const char *name, const uint8_t *b,
                          size_t n)
{
    napi_value v;
    NAPI_OK(env, napi_create_buffer_copy(env, n, b, NULL, &v));
    NAPI_OK(env, napi_set_named_property(env, obj, name, v));
    return obj;
}

static napi_value set_bigint(napi_env env, napi_value obj, const char *name, uint64_t x)
{
    napi_value v;
    NAPI_OK(env, napi_create_bigint_uint64(env, x, &v));
    NAPI_OK(env, napi_set_named_property(env, obj, name, v));
    return obj;
}

/* Optional seedTime: 0 = now; 1 = *ms set; -1 thrown. */
static int get_seed(napi_env env, napi_value v, int64_t *ms)
{
    if (addon_is_undefined(env, v))
        return 0;
    return addon_get_time_ms(env, v, 0, ms) ? 1 : -1;
}

/* baseuid(seedTime?), uuidv7(seedTime?), flake(seedTime?): now (the
 * library's per-thread generators) or at a Unix ms (random part fresh).  The
 * function's data is its kind. */
static napi_value js_one_shot(napi_env env, napi_callback_info info)
{
    napi_value argv[1];
    void *data = NULL;
    char text[SORTID_UUID_TEXT_LEN + 1];
    size_t n = 0;
    int64_t ms = 0;
    int seeded;
    sortid_status st;
    sortid_kind kind;
    addon_args(env, info, 1, argv, &data);
    kind = (sortid_kind)(intptr_t)data;
    if ((seeded = get_seed(env, argv[0], &ms)) < 0)
        return NULL;
    if (kind == SORTID_KIND_BASEUID) {
        sortid_baseuid b;
        st = seeded ? sortid_baseuid_at(&b, ms, 0, SORTID_AT_RANDOM) : sortid_baseuid_new(&b);
        if (st == SORTID_OK)
            sortid_baseuid_format(text, &b, 0), n = SORTID_BASEUID_TEXT_LEN;
    } else if (kind == SORTID_KIND_UUIDV7) {
        sortid_uuid x;
        st = seeded ? sortid_uuidv7_at(&x, ms, 0, SORTID_AT_RANDOM) : sortid_uuidv7_new(&x);
        if (st == SORTID_OK)
            n = sortid_uuid_format(text, &x, 0);
    } else {
        sortid_flake f;
        st = seeded ? sortid_flake_at(&f, SORTID_FLAKE_STANDALONE, 0, ms, SORTID_AT_RANDOM)
                    : sortid_flake_new(&f);
        if (st == SORTID_OK)
            sortid_flake_format(text, f, 0), n = SORTID_FLAKE_TEXT_LEN;
    }
    if (st == SORTID_E_TIME_RANGE)
        return addon_throw_time_range(env, kind, ms, 0);
    if (st != SORTID_OK)
        return addon_throw_status(env, "generate", st);
    return addon_string(env, text, n);
}

/* idAt(kind, unixMs, mode, nsInMs, node): the random, lowest or highest ID
 * of the time unit holding that instant (the library's *_at calls). */
static napi_value js_id_at(napi_env env, napi_callback_info info)
{
    static const char *const kinds[] = { "ulid", "uuidv7", "baseuid", "flake", "flake-scalable" };
    static const char *const modes[] = { "random", "min", "max" };
    napi_value argv[5];
    char kbuf[TEXT_MAX + 2], mbuf[TEXT_MAX + 2], text[SORTID_UUID_TEXT_LEN + 1];
    size_t klen, mlen, k, m, n = 0;
    int64_t ms, ns = 0, node = 0;
    sortid_status st;
    sortid_kind kind;
    addon_args(env, info, 5, argv, NULL);
    if (!addon_get_text(env, argv[0], "type", kbuf, &klen) ||
        !addon_get_text(env, argv[2], "mode", mbuf, &mlen) ||
        !addon_get_time_ms(env, argv[1], 0, &ms))
        return NULL;
    for (k = 0; k < 5 && strcmp(kbuf, kinds[k]) != 0; k++)
        ;
    for (m = 0; m < 3 && strcmp(mbuf, modes[m]) != 0; m++)
        ;
    if (k == 5)
        return addon_throw_range(env, "type must be one of ulid, uuidv7, baseuid, flake, "
                                      "flake-scalable");
    if (m == 3)
        return addon_throw_range(env, "mode must be one of random, min, max");
    if ((!addon_is_undefined(env, argv[3]) && !addon_get_time_ms(env, argv[3], 0, &ns)) ||
        (!addon_is_undefined(env, argv[4]) && !addon_get_time_ms(env, argv[4], 0, &node)))
        return NULL;
    if (ns < 0 || ns > 999999)
        return addon_throw_range(env, "options.ns must be an integer in 0..999999");
    if (node < 0 || node > SORTID_FLAKE_NODE_MAX || (node != 0 && k != 4))
        return addon_throw_range(env, "options.node must be 0..31, and only for flake-scalable");
    switch (k) {
    case 0: {
        sortid_ulid u;
        kind = SORTID_KIND_ULID;
        if ((st = sortid_ulid_at(&u, ms, (sortid_at)m)) == SORTID_OK)
            sortid_ulid_format(text, &u, 0), n = SORTID_ULID_TEXT_LEN;
        break;
    }
    case 1: {
        sortid_uuid x;
        kind = SORTID_KIND_UUIDV7;
        if ((st = sortid_uuidv7_at(&x, ms, (uint32_t)ns, (sortid_at)m)) == SORTID_OK)
            n = sortid_uuid_format(text, &x, 0);
        break;
    }
    case 2: {
        sortid_baseuid b;
        kind = SORTID_KIND_BASEUID;
        if ((st = sortid_baseuid_at(&b, ms, (uint32_t)ns, (sortid_at)m)) == SORTID_OK)
            sortid_baseuid_format(text, &b, 0), n = SORTID_BASEUID_TEXT_LEN;
        break;
    }
    default: {
        sortid_flake f;
        kind = k == 3 ? SORTID_KIND_FLAKE : SORTID_KIND_FLAKE_SCALABLE;
        if ((st = sortid_flake_at(&f, k == 3 ? SORTID_FLAKE_STANDALONE : SORTID_FLAKE_SCALABLE,
                                  (unsigned)node, ms, (sortid_at)m)) == SORTID_OK)
            sortid_flake_format(text, f, 0), n = SORTID_FLAKE_TEXT_LEN;
        break;
    }
    }
    if (st == SORTID_E_TIME_RANGE)
        return addon_throw_time_range(env, kind, ms, 0);
    if (st != SORTID_OK)
        return addon_throw_status(env, "idAt", st);
    return addon_string(env, text, n);
}

/* ---- parse -------------------------------------------------------------- */

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

static const struct {
    const char *name;
    ptype t;
    unsigned accept;
} type_names[] = {
    { "ulid", T_ULID, SORTID_ACCEPT(SORTID_FORM_ULID) },
    { "flake", T_FLAKE, SORTID_ACCEPT(SORTID_FORM_FLAKE) },
    { "flake-scalable", T_FLAKE_SCALABLE, SORTID_ACCEPT(SORTID_FORM_FLAKE) },
    { "flake-int", T_FLAKE_INT, SORTID_ACCEPT(SORTID_FORM_FLAKE_INT) },
    { "flake-hex", T_FLAKE_HEX, SORTID_ACCEPT(SORTID_FORM_FLAKE_HEX) },
    { "baseuid", T_BASEUID, SORTID_ACCEPT(SORTID_FORM_BASEUID) },
    { "uuid", T_UUID, SORTID_ACCEPT(SORTID_FORM_UUID) | SORTID_ACCEPT(SORTID_FORM_UUID_HEX) },
};

static int get_type(napi_env env, napi_value v, ptype *t, unsigned *accept)
{
    char buf[TEXT_MAX + 2];
    size_t len;
    *t = T_AUTO;
    *accept = SORTID_ACCEPT_TEXT;
    if (addon_is_undefined(env, v))
        return 1;
    if (!addon_get_text(env, v, "type", buf, &len))
        return 0;
    for (size_t i = 0; i < sizeof type_names / sizeof type_names[0]; i++)
        if (strcmp(buf, type_names[i].name) == 0) {
            *t = type_names[i].t;
            *accept = type_names[i].accept;
            return 1;
        }
    addon_throw_range(env, "type must be one of ulid, flake, flake-scalable, flake-int, "
                           "flake-hex, baseuid, uuid");
    return 0;
}

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

static napi_value parse_error(napi_env env, ptype t, size_t pos, sortid_status st)
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
    return addon_throw_ulid_at(env, code[t], what[t], (long)pos, st);
}

static napi_value flake_object(napi_env env, napi_value o, sortid_flake f, sortid_flake_layout l)
{
    char text[SORTID_FLAKE_TEXT_LEN + 1], hex[(SORTID_FLAKE_HEX_TEXT_LEN + 1)];
    size_t hn = sortid_flake_format_hex(hex, f);
    sortid_flake_format(text, f, 0);
    if (!set_str(env, o, "type", l == SORTID_FLAKE_SCALABLE ? "flake-scalable" : "flake",
                 l == SORTID_FLAKE_SCALABLE ? 14 : 5) ||
        !set_str(env, o, "text", text, SORTID_FLAKE_TEXT_LEN) ||
        !set_time(env, o, sortid_flake_unix_ms(f)) ||
        !set_num(env, o, "timestamp", (double)sortid_flake_tick(f)) ||
        !set_num(env, o, "random", (double)sortid_flake_random(f, l)) ||
        !set_bigint(env, o, "int", f.value) || !set_str(env, o, "hex", hex, hn))
        return NULL;
    if (l == SORTID_FLAKE_SCALABLE && !set_num(env, o, "node", (double)sortid_flake_node(f)))
        return NULL;
    return o;
}

/* parse(text, type?) -> { type, text, time, ... }: sortid_read, which
 * takes the form from the text's length (docs/identifiers.md section 7). */
static napi_value js_parse(napi_env env, napi_callback_info info)
{
    napi_value argv[2], o;
    char buf[TEXT_MAX + 2];
    size_t len, pos = 0;
    ptype t;
    unsigned accept;
    sortid_read_result res;
    sortid_status st;
    addon_args(env, info, 2, argv, NULL);
    if (!addon_get_text(env, argv[0], "text", buf, &len) || !get_type(env, argv[1], &t, &accept))
        return NULL;
    st = sortid_read(&res, buf, len, accept, 0, &pos);
    if (st != SORTID_OK) {
        if (t == T_AUTO && st == SORTID_E_LENGTH && res.form == SORTID_FORM_NONE) {
            char msg[200];
            snprintf(msg, sizeof msg,
                     "Invalid ID: no identifier has %zu characters (ULID 26, Ulid-Flake 13, "
                     "BaseUID 20, UUID 36 or 32, Ulid-Flake hex 0x...)",
                     len);
            return addon_throw_ulid(env, "ID_INVALID", msg);
        }
        return parse_error(env, t != T_AUTO ? t : type_of_form(res.form), pos, st);
    }
    NAPI_OK(env, napi_create_object(env, &o));
    switch (res.form) {
    case SORTID_FORM_ULID: {
        const sortid_ulid *u = &res.id.ulid;
        sortid_uuid x;
        uint8_t rnd[SORTID_ULID_RANDOM_BYTES];
        char text[SORTID_UUID_TEXT_LEN + 1];
        sortid_ulid_random(rnd, u);
        sortid_ulid_to_uuid(&x, u);
        if (!set_str(env, o, "type", "ulid", 4) || !set_time(env, o, sortid_ulid_unix_ms(u)) ||
            !set_hex(env, o, "random", rnd, sizeof rnd) ||
            !set_hex(env, o, "bytes", u->bytes, sizeof u->bytes))
            return NULL;
        sortid_ulid_format(text, u, 0);
        if (!set_str(env, o, "text", text, SORTID_ULID_TEXT_LEN) ||
            !set_str(env, o, "uuid", text, sortid_uuid_format(text, &x, 0)))
            return NULL;
        return o;
    }
    case SORTID_FORM_FLAKE:
    case SORTID_FORM_FLAKE_INT:
    case SORTID_FORM_FLAKE_HEX:
        return flake_object(env, o, res.id.flake,
                            t == T_FLAKE_SCALABLE ? SORTID_FLAKE_SCALABLE
                                                  : SORTID_FLAKE_STANDALONE);
    case SORTID_FORM_BASEUID: {
        const sortid_baseuid *b = &res.id.baseuid;
        sortid_uuid x;
        uint8_t rnd[SORTID_BASEUID_RANDOM_BYTES];
        char text[SORTID_UUID_TEXT_LEN + 1];
        sortid_baseuid_random(rnd, b);
        sortid_baseuid_to_uuidv8(&x, b);
        if (!set_str(env, o, "type", "baseuid", 7) ||
            !set_str(env, o, "text", buf, SORTID_BASEUID_TEXT_LEN) ||
            !set_time(env, o, sortid_baseuid_unix_ms(b)) ||
            !set_bigint(env, o, "unixNs", (uint64_t)sortid_baseuid_unix_ns(b)) ||
            !set_num(env, o, "tick", (double)sortid_baseuid_tick(b)) ||
            !set_hex(env, o, "random", rnd, sizeof rnd) ||
            !set_hex(env, o, "bytes", b->bytes, sizeof b->bytes) ||
            !set_str(env, o, "uuid", text, sortid_uuid_format(text, &x, 0)))
            return NULL;
        return o;
    }
    default: { /* SORTID_FORM_UUID, SORTID_FORM_UUID_HEX */
        const sortid_uuid *x = &res.id.uuid;
        char text[SORTID_UUID_TEXT_LEN + 1];
        int64_t ms;
        if (!set_str(env, o, "type", "uuid", 4) ||
            !set_str(env, o, "text", text, sortid_uuid_format(text, x, 0)) ||
            !set_num(env, o, "version", sortid_uuid_version(x)) ||
            !set_num(env, o, "variant", sortid_uuid_variant(x)) ||
            !set_hex(env, o, "bytes", x->bytes, sizeof x->bytes))
            return NULL;
        if (sortid_uuid_unix_ms(&ms, x) == SORTID_OK && !set_time(env, o, ms))
            return NULL;
        return o;
    }
    }
}

/* ---- conversions ---------------------------------------------------------- */

static int get_flake(napi_env env, napi_value v, sortid_flake *f)
{
    char buf[TEXT_MAX + 2];
    size_t len, pos = 0;
    sortid_status st;
    if (!addon_get_text(env, v, "flake", buf, &len))
        return 0;
    st = sortid_flake_parse(f, buf, len, 0, &pos);
    if (st != SORTID_OK) {
        parse_error(env, T_FLAKE, pos, st);
        return 0;
    }
    return 1;
}

static napi_value flake_text(napi_env env, sortid_flake f)
{
    char text[SORTID_FLAKE_TEXT_LEN + 1];
    sortid_flake_format(text, f, 0);
    return addon_string(env, text, SORTID_FLAKE_TEXT_LEN);
}

static napi_value js_flake_to_int(napi_env env, napi_callback_info info)
{
    napi_value argv[1], r;
    sortid_flake f;
    addon_args(env, info, 1, argv, NULL);
    if (!get_flake(env, argv[0], &f))
        return NULL;
    NAPI_OK(env, napi_create_bigint_int64(env, sortid_flake_to_int64(f), &r));
    return r;
}

/* flakeFromInt(BigInt | decimal string) */
static napi_value js_flake_from_int(napi_env env, napi_callback_info info)
{
    napi_value argv[1];
    napi_valuetype t;
    sortid_flake f;
    sortid_status st;
    addon_args(env, info, 1, argv, NULL);
    NAPI_OK(env, napi_typeof(env, argv[0], &t));
    if (t == napi_bigint) {
        int64_t x;
        bool lossless;
        NAPI_OK(env, napi_get_value_bigint_int64(env, argv[0], &x, &lossless));
        if (!lossless || (st = sortid_flake_from_int64(&f, x)) != SORTID_OK)
            return addon_throw_range(env, "flakeFromInt: a Ulid-Flake integer is 0 .. "
                                          "9223372036854775807 (2^63 - 1)");
    } else if (t == napi_string) {
        char buf[TEXT_MAX + 2];
        size_t len, pos = 0;
        if (!addon_get_text(env, argv[0], "value", buf, &len))
            return NULL;
        if ((st = sortid_flake_parse_int(&f, buf, len, &pos)) != SORTID_OK)
            return parse_error(env, T_FLAKE_INT, pos, st);
    } else {
        return addon_throw_type(env, "flakeFromInt takes a BigInt or a decimal string");
    }
    return flake_text(env, f);
}

static napi_value js_flake_to_hex(napi_env env, napi_callback_info info)
{
    napi_value argv[1];
    sortid_flake f;
    char hex[(SORTID_FLAKE_HEX_TEXT_LEN + 1)];
    addon_args(env, info, 1, argv, NULL);
    if (!get_flake(env, argv[0], &f))
        return NULL;
    return addon_string(env, hex, sortid_flake_format_hex(hex, f));
}

static napi_value js_flake_from_hex(napi_env env, napi_callback_info info)
{
    napi_value argv[1];
    char buf[TEXT_MAX + 2];
    size_t len, pos = 0;
    sortid_flake f;
    sortid_status st;
    addon_args(env, info, 1, argv, NULL);
    if (!addon_get_text(env, argv[0], "hex", buf, &len))
        return NULL;
    if ((st = sortid_flake_parse_hex(&f, buf, len, &pos)) != SORTID_OK)
        return parse_error(env, T_FLAKE_HEX, pos, st);
    return flake_text(env, f);
}

static napi_value js_baseuid_to_uuid(napi_env env, napi_callback_info info)
{
    napi_value argv[1];
    char buf[TEXT_MAX + 2], text[SORTID_UUID_TEXT_LEN + 1];
    size_t len, pos = 0;
    sortid_baseuid b;
    sortid_uuid x;
    sortid_status st;
    addon_args(env, info, 1, argv, NULL);
    if (!addon_get_text(env, argv[0], "baseuid", buf, &len))
        return NULL;
    if ((st = sortid_baseuid_parse(&b, buf, len, 0, &pos)) != SORTID_OK)
        return parse_error(env, T_BASEUID, pos, st);
    sortid_baseuid_to_uuidv8(&x, &b);
    return addon_string(env, text, sortid_uuid_format(text, &x, 0));
}

static napi_value js_uuid_to_baseuid(napi_env env, napi_callback_info info)
{
    napi_value argv[1];
    char buf[TEXT_MAX + 2], text[SORTID_BASEUID_TEXT_LEN + 1];
    size_t len, pos = 0;
    sortid_baseuid b;
    sortid_uuid x;
    sortid_status st;
    addon_args(env, info, 1, argv, NULL);
    if (!addon_get_text(env, argv[0], "uuid", buf, &len))
        return NULL;
    if ((st = sortid_uuid_parse(&x, buf, len, 0, &pos)) != SORTID_OK)
        return parse_error(env, T_UUID, pos, st);
    if ((st = sortid_baseuid_from_uuidv8(&b, &x)) != SORTID_OK)
        return addon_throw_ulid_at(env, "UUID_INVALID", "Not the UUIDv8 form of a BaseUID", -1, st);
    sortid_baseuid_format(text, &b, 0);
    return addon_string(env, text, SORTID_BASEUID_TEXT_LEN);
}

napi_status addon_init_family(napi_env env, napi_value exports)
{
    static const struct {
        const char *name;
        sortid_kind kind;
    } one_shots[] = { { "baseuid", SORTID_KIND_BASEUID },
                      { "uuidv7", SORTID_KIND_UUIDV7 },
                      { "flake", SORTID_KIND_FLAKE } };
    static const addon_fn fns[] = {
        { "parse", js_parse },
        { "idAt", js_id_at },
        { "flakeToInt", js_flake_to_int },
        { "flakeFromInt", js_flake_from_int },
        { "flakeToHex", js_flake_to_hex },
        { "flakeFromHex", js_flake_from_hex },
        { "baseuidToUUID", js_baseuid_to_uuid },
        { "uuidToBaseuid", js_uuid_to_baseuid },
    };
    for (size_t i = 0; i < sizeof one_shots / sizeof one_shots[0]; i++) {
        napi_value f;
        napi_status st = napi_create_function(env, one_shots[i].name, NAPI_AUTO_LENGTH, js_one_shot,
                                              (void *)(intptr_t)one_shots[i].kind, &f);
        if (st != napi_ok || (st = napi_set_named_property(env, exports, one_shots[i].name, f)))
            return st;
    }
    return addon_define(env, exports, fns, sizeof fns / sizeof fns[0]);
}
