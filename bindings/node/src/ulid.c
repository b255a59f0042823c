/* SPDX-License-Identifier: MIT */
/* ulid.c - the drop-in API of the `ulid` package (3.x): ulid, encodeTime,
 * decodeTime, isValid, ulidToUUID, uuidToULID, fixULIDBase32, incrementBase32.
 * Where `ulid` departs from the ULID specification this follows the
 * specification (bindings/node/README.md lists each difference). */
#include "addon.h"

#include <string.h>

static napi_value ulid_text(napi_env env, const sortid_ulid *u)
{
    char text[SORTID_ULID_TEXT_LEN + 1];
    sortid_ulid_format(text, u, 0);
    return addon_string(env, text, SORTID_ULID_TEXT_LEN);
}

/* Parse a ULID argument strictly; throws ULIDError(code) naming the position. */
static int get_ulid(napi_env env, napi_value v, const char *code, const char *what, unsigned flags,
                    sortid_ulid *u)
{
    char buf[TEXT_MAX + 2];
    size_t len, pos = 0;
    sortid_status st;
    if (!addon_get_text(env, v, what, buf, &len))
        return 0;
    st = sortid_ulid_parse(u, buf, len, flags, &pos);
    if (st != SORTID_OK) {
        addon_throw_ulid_at(env, code, what, (long)pos, st);
        return 0;
    }
    return 1;
}

/* ulid(seedTime?, prng?) */
static napi_value js_ulid(napi_env env, napi_callback_info info)
{
    napi_value argv[2];
    sortid_ulid u;
    sortid_status st;
    int64_t ms = 0;
    size_t argc = addon_args(env, info, 2, argv, NULL);
    int seeded = argc > 0 && !addon_is_undefined(env, argv[0]);
    if (argc > 1 && !addon_is_undefined(env, argv[1]))
        return addon_generate_once(env, SORTID_KIND_ULID, argv[0], argv[1]);
    if (!seeded) {
        st = sortid_ulid_new(&u);
    } else {
        if (!addon_get_time_ms(env, argv[0], 1, &ms))
            return NULL;
        st = sortid_ulid_at(&u, ms, SORTID_AT_RANDOM);
    }
    if (st == SORTID_E_TIME_RANGE)
        return addon_throw_time_range(env, SORTID_KIND_ULID, ms, 1);
    if (st != SORTID_OK)
        return addon_throw_status(env, "ulid()", st);
    return ulid_text(env, &u);
}

/* encodeTime(now): the 10 time characters of a ULID of that millisecond. */
static napi_value js_encode_time(napi_env env, napi_callback_info info)
{
    napi_value argv[1];
    sortid_ulid u;
    char text[SORTID_ULID_TEXT_LEN + 1];
    int64_t ms;
    sortid_status st;
    addon_args(env, info, 1, argv, NULL);
    if (!addon_get_time_ms(env, argv[0], 1, &ms))
        return NULL;
    st = sortid_ulid_at(&u, ms, SORTID_AT_MIN);
    if (st == SORTID_E_TIME_RANGE)
        return addon_throw_time_range(env, SORTID_KIND_ULID, ms, 1);
    if (st != SORTID_OK)
        return addon_throw_status(env, "encodeTime()", st);
    sortid_ulid_format(text, &u, 0);
    return addon_string(env, text, ULID_TIME_CHARS);
}

/* decodeTime(id): strict, the whole ULID is checked. */
static napi_value js_decode_time(napi_env env, napi_callback_info info)
{
    napi_value argv[1], r;
    char buf[TEXT_MAX + 2];
    size_t len, pos = 0;
    sortid_ulid u;
    sortid_status st;
    addon_args(env, info, 1, argv, NULL);
    if (!addon_get_text(env, argv[0], "decodeTime(id)", buf, &len))
        return NULL;
    st = sortid_ulid_parse(&u, buf, len, 0, &pos);
    if (st == SORTID_E_CHAR)
        return addon_throw_ulid_at(env, "DEC_TIME_CHAR", "Malformed ULID", (long)pos, st);
    if (st != SORTID_OK)
        return addon_throw_ulid_at(env, "DEC_TIME_MALFORMED", "Malformed ULID", (long)pos, st);
    NAPI_OK(env, napi_create_double(env, (double)sortid_ulid_unix_ms(&u), &r));
    return r;
}

/* isValid(id): strict; false for anything but a valid ULID string. */
static napi_value js_is_valid(napi_env env, napi_callback_info info)
{
    napi_value argv[1], r;
    char16_t wide[SORTID_ULID_TEXT_LEN + 2]; /* room for one more: a longer text is no ULID */
    char buf[SORTID_ULID_TEXT_LEN];
    size_t len = 0;
    sortid_ulid u;
    bool ok = false;
    addon_args(env, info, 1, argv, NULL);
    /* A non-string is napi_string_expected (no exception): false. */
    if (napi_get_value_string_utf16(env, argv[0], wide, SORTID_ULID_TEXT_LEN + 2, &len) ==
            napi_ok &&
        len == SORTID_ULID_TEXT_LEN)
        ok = addon_narrow(buf, wide, len) && sortid_ulid_parse(&u, buf, len, 0, NULL) == SORTID_OK;
    NAPI_OK(env, napi_get_boolean(env, ok, &r));
    return r;
}

/* ulidToUUID(id): the same 128 bits, lower-case 8-4-4-4-12. */
static napi_value js_ulid_to_uuid(napi_env env, napi_callback_info info)
{
    napi_value argv[1];
    sortid_ulid u;
    sortid_uuid x;
    char text[SORTID_UUID_TEXT_LEN + 1];
    size_t n;
    addon_args(env, info, 1, argv, NULL);
    if (!get_ulid(env, argv[0], "ULID_INVALID", "Invalid ULID", 0, &u))
        return NULL;
    sortid_ulid_to_uuid(&x, &u);
    n = sortid_uuid_format(text, &x, 0);
    return addon_string(env, text, n);
}

/* uuidToULID(uuid): with or without hyphens, either case. */
static napi_value js_uuid_to_ulid(napi_env env, napi_callback_info info)
{
    napi_value argv[1];
    char buf[TEXT_MAX + 2];
    size_t len, pos = 0;
    sortid_uuid x;
    sortid_ulid u;
    sortid_status st;
    addon_args(env, info, 1, argv, NULL);
    if (!addon_get_text(env, argv[0], "uuid", buf, &len))
        return NULL;
    st = sortid_uuid_parse(&x, buf, len, 0, &pos);
    if (st != SORTID_OK)
        return addon_throw_ulid_at(env, "UUID_INVALID", "Invalid UUID", (long)pos, st);
    sortid_ulid_from_uuid(&u, &x);
    return ulid_text(env, &u);
}

/* fixULIDBase32(id): the lenient reading (I/L -> 1, O -> 0) of a ULID whose
 * hyphens were removed by the JS layer; the canonical upper-case text. */
static napi_value js_fix_base32(napi_env env, napi_callback_info info)
{
    napi_value argv[1];
    sortid_ulid u;
    addon_args(env, info, 1, argv, NULL);
    if (!get_ulid(env, argv[0], "B32_ENC_INVALID", "Incorrectly encoded ULID", SORTID_PARSE_LENIENT,
                  &u))
        return NULL;
    return ulid_text(env, &u);
}

/* incrementBase32(str): a ULID (its random part + 1, never carrying into the
 * time) or a random part of 1..16 characters (read as the low end of a ULID
 * of time 0; carrying out of it is an error). */
static napi_value js_increment(napi_env env, napi_callback_info info)
{
    napi_value argv[1];
    char buf[TEXT_MAX + 2], full[SORTID_ULID_TEXT_LEN + 1], out[SORTID_ULID_TEXT_LEN + 1];
    size_t len, pos = 0, pad;
    sortid_ulid u;
    sortid_status st;
    addon_args(env, info, 1, argv, NULL);
    if (!addon_get_text(env, argv[0], "incrementBase32(str)", buf, &len))
        return NULL;
    if (len == 0 || (len > SORTID_ULID_TEXT_LEN - ULID_TIME_CHARS && len != SORTID_ULID_TEXT_LEN))
        return addon_throw_ulid(env, "B32_ENC_INVALID",
                                "Incorrectly encoded string: incrementBase32 takes a ULID "
                                "(26 characters) or its random part (1..16 characters)");
    pad = SORTID_ULID_TEXT_LEN - len;
    memset(full, '0', pad);
    memcpy(full + pad, buf, len);
    st = sortid_ulid_parse(&u, full, SORTID_ULID_TEXT_LEN, 0, &pos);
    if (st != SORTID_OK)
        return addon_throw_ulid_at(env, "B32_ENC_INVALID", "Incorrectly encoded string",
                                   (long)(pos >= pad ? pos - pad : 0), st);
    st = sortid_ulid_next(&u, &u);
    sortid_ulid_format(out, &u, 0);
    if (st != SORTID_OK || memcmp(out, full, pad) != 0)
        return addon_throw_ulid(env, "B32_ENC_INVALID",
                                "Failed incrementing string: it is the largest value of its "
                                "length");
    return addon_string(env, out + pad, len);
}

napi_status addon_init_ulid(napi_env env, napi_value exports)
{
    static const addon_fn fns[] = {
        { "ulid", js_ulid },
        { "encodeTime", js_encode_time },
        { "decodeTime", js_decode_time },
        { "isValid", js_is_valid },
        { "ulidToUUID", js_ulid_to_uuid },
        { "uuidToULID", js_uuid_to_ulid },
        { "fixULIDBase32", js_fix_base32 },
        { "incrementBase32", js_increment },
    };
    sortid_ulid lo, hi;
    int64_t min_ms, max_ms;
    char text[SORTID_ULID_TEXT_LEN + 1];
    napi_value v;
    napi_status st = addon_define(env, exports, fns, sizeof fns / sizeof fns[0]);
    if (st != napi_ok)
        return st;
    /* ulid's constants, from the library's range and its lowest/highest IDs. */
    if (sortid_time_range(SORTID_KIND_ULID, &min_ms, &max_ms) != SORTID_OK ||
        sortid_ulid_at(&lo, min_ms, SORTID_AT_MIN) != SORTID_OK ||
        sortid_ulid_at(&hi, max_ms, SORTID_AT_MAX) != SORTID_OK)
        return napi_generic_failure;
    sortid_ulid_format(text, &lo, 0);
    if ((st = napi_create_string_latin1(env, text, SORTID_ULID_TEXT_LEN, &v)) != napi_ok ||
        (st = napi_set_named_property(env, exports, "MIN_ULID", v)) != napi_ok)
        return st;
    sortid_ulid_format(text, &hi, 0);
    if ((st = napi_create_string_latin1(env, text, SORTID_ULID_TEXT_LEN, &v)) != napi_ok ||
        (st = napi_set_named_property(env, exports, "MAX_ULID", v)) != napi_ok ||
        (st = napi_create_double(env, (double)max_ms, &v)) != napi_ok ||
        (st = napi_set_named_property(env, exports, "TIME_MAX", v)) != napi_ok ||
        (st = napi_create_uint32(env, ULID_TIME_CHARS, &v)) != napi_ok ||
        (st = napi_set_named_property(env, exports, "TIME_LEN", v)) != napi_ok)
        return st;
    return napi_ok;
}
