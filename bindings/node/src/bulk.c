/* SPDX-License-Identifier: MIT */
/* bulk.c - many IDs in one call: generation into one string of the texts
 * back to back or a Buffer of lines, and validation of an array or a Buffer of
 * lines, through the library's fill calls and SIMD bulk codecs. */
#include "addon.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BULK_MAX 100000000.0 /* IDs per call */
#define CHUNK    4096        /* IDs per generation or validation step */

typedef enum { OUT_STRING = 1, OUT_BUFFER = 2 } out_form;

typedef struct bulk_kind {
    const char *name;
    sortid_kind kind;
    size_t text_len;
    size_t bin_size;
} bulk_kind;

static const bulk_kind kinds[] = {
    { "ulid", SORTID_KIND_ULID, SORTID_ULID_TEXT_LEN, sizeof(sortid_ulid) },
    { "baseuid", SORTID_KIND_BASEUID, SORTID_BASEUID_TEXT_LEN, sizeof(sortid_baseuid) },
    { "flake", SORTID_KIND_FLAKE, SORTID_FLAKE_TEXT_LEN, sizeof(sortid_flake) },
    { "uuidv7", SORTID_KIND_UUIDV7, SORTID_UUID_TEXT_LEN, sizeof(sortid_uuid) },
};

static const bulk_kind *get_kind(napi_env env, napi_value v)
{
    char buf[TEXT_MAX + 2];
    size_t len;
    if (!addon_get_text(env, v, "kind", buf, &len))
        return NULL;
    for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
        if (strcmp(buf, kinds[i].name) == 0)
            return &kinds[i];
    addon_throw_range(env, "kind must be one of ulid, baseuid, flake, uuidv7");
    return NULL;
}

static sortid_status fill(const bulk_kind *k, sortid_gen *g, void *dst, size_t n, size_t *done)
{
    switch (k->kind) {
    case SORTID_KIND_ULID: return sortid_gen_ulid_fill(g, dst, n, done);
    case SORTID_KIND_BASEUID: return sortid_gen_baseuid_fill(g, dst, n, done);
    case SORTID_KIND_UUIDV7: return sortid_gen_uuidv7_fill(g, dst, n, done);
    default: return sortid_gen_flake_fill(g, dst, n, done);
    }
}

/* n IDs as text back to back (lines: each followed by '\n'). */
static sortid_status format(const bulk_kind *k, char *dst, size_t size, const void *src, size_t n,
                            int lines)
{
    switch (k->kind) {
    case SORTID_KIND_ULID:
        return lines ? sortid_ulid_format_lines(dst, size, src, n, 0)
                     : sortid_ulid_format_bulk(dst, size, src, n, 0);
    case SORTID_KIND_BASEUID:
        return lines ? sortid_baseuid_format_lines(dst, size, src, n, 0)
                     : sortid_baseuid_format_bulk(dst, size, src, n, 0);
    case SORTID_KIND_FLAKE:
        return lines ? sortid_flake_format_lines(dst, size, src, n, 0)
                     : sortid_flake_format_bulk(dst, size, src, n, 0);
    default: {
        /* no bulk UUID codec: the scalar formatter, one at a time */
        const sortid_uuid *u = src;
        char text[SORTID_UUID_TEXT_LEN + 1];
        size_t step = SORTID_UUID_TEXT_LEN + (lines ? 1 : 0);
        if (size / step < n)
            return SORTID_E_BUFFER;
        for (size_t i = 0; i < n; i++) {
            sortid_uuid_format(text, &u[i], 0);
            memcpy(dst + i * step, text, SORTID_UUID_TEXT_LEN);
            if (lines)
                dst[i * step + SORTID_UUID_TEXT_LEN] = '\n';
        }
        return SORTID_OK;
    }
    }
}

/* Generate n IDs into out (text back to back, or lines), CHUNK at a time
 * so the binary IDs stay in cache instead of filling n * 16 bytes first. */
static sortid_status generate(const bulk_kind *k, sortid_gen *gen, char *out, size_t n, int lines)
{
    size_t step = k->text_len + (lines ? 1 : 0);
    sortid_status st = SORTID_OK;
    void *ids = malloc(CHUNK * k->bin_size);
    if (!ids)
        return SORTID_E_BUFFER;
    for (size_t at = 0; at < n && st == SORTID_OK; at += CHUNK) {
        size_t m = n - at < CHUNK ? n - at : CHUNK, done = 0;
        st = fill(k, gen, ids, m, &done);
        if (st == SORTID_OK)
            st = format(k, out + at * step, m * step, ids, m, lines);
    }
    free(ids);
    return st;
}

/* bulk(kind, count, monotonic, form): form 1 the texts back to back in one
 * string, 2 a Buffer of lines.  (The JS layer cuts the string into an array:
 * V8 makes those slices cheaper than one Node-API string per ID.) */
static napi_value js_bulk(napi_env env, napi_callback_info info)
{
    napi_value argv[4], r = NULL;
    const bulk_kind *k;
    double d, fd = 0;
    bool mono = false;
    size_t n;
    sortid_gen gen;
    sortid_gen_options o;
    sortid_status st;
    napi_valuetype t;
    char *out;
    addon_args(env, info, 4, argv, NULL);
    if (!(k = get_kind(env, argv[0])))
        return NULL;
    if (napi_typeof(env, argv[1], &t) != napi_ok || t != napi_number)
        return addon_throw_type(env, "count must be a number");
    napi_get_value_double(env, argv[1], &d);
    if (!(d >= 0 && d <= BULK_MAX) || d != floor(d))
        return addon_throw_range(env, "count must be an integer in 0 .. 100000000");
    if (napi_get_value_bool(env, argv[2], &mono) != napi_ok ||
        napi_get_value_double(env, argv[3], &fd) != napi_ok ||
        (fd != OUT_STRING && fd != OUT_BUFFER))
        return addon_throw_type(env,
                                "bulk(kind, count, monotonic, form): a boolean and form 1 or 2");
    n = (size_t)d;
    memset(&o, 0, sizeof o);
    o.flags = mono ? SORTID_GEN_MONOTONIC : 0;
    /* The caller asked for n IDs: waiting for later ticks (a flake
     * millisecond holds about 4,100) is part of making them. */
    o.max_wait_ns = SORTID_WAIT_FOREVER;
    if ((st = sortid_gen_init(&gen, k->kind, &o)) != SORTID_OK)
        return addon_throw_status(env, "bulk", st);
    if (fd == OUT_BUFFER) {
        void *data;
        if (napi_create_buffer(env, n * (k->text_len + 1), &data, &r) != napi_ok) {
            sortid_gen_destroy(&gen);
            return addon_throw_napi(env), NULL;
        }
        st = generate(k, &gen, data, n, 1);
    } else if (!(out = malloc(n ? n * k->text_len : 1))) {
        st = SORTID_E_BUFFER;
    } else {
        st = generate(k, &gen, out, n, 0);
        if (st == SORTID_OK && napi_create_string_latin1(env, out, n * k->text_len, &r) != napi_ok)
            r = NULL, addon_throw_napi(env);
        free(out);
    }
    sortid_gen_destroy(&gen);
    if (st == SORTID_E_BUFFER)
        return addon_throw_range(env, "bulk: out of memory");
    if (st != SORTID_OK)
        return addon_throw_status(env, "bulk generation", st);
    return r;
}

/* ---- validation ----------------------------------------------------------- */

static sortid_status parse_bulk(const bulk_kind *k, void *dst, const char *src, size_t n,
                                sortid_bulk_error *err)
{
    switch (k->kind) {
    case SORTID_KIND_ULID: return sortid_ulid_parse_bulk(dst, src, n, 0, err);
    case SORTID_KIND_BASEUID: return sortid_baseuid_parse_bulk(dst, src, n, 0, err);
    case SORTID_KIND_FLAKE: return sortid_flake_parse_bulk(dst, src, n, 0, err);
    default: {
        sortid_uuid *u = dst;
        for (size_t i = 0; i < n; i++) {
            size_t pos = 0;
            sortid_status st =
                sortid_uuid_parse(&u[i], src + i * k->text_len, k->text_len, 0, &pos);
            if (st != SORTID_OK) {
                err->index = i, err->pos = pos, err->status = st;
                return st;
            }
        }
        err->index = n, err->status = SORTID_OK;
        return SORTID_OK;
    }
    }
}

static sortid_status parse_lines(const bulk_kind *k, void *dst, size_t cap, const char *src,
                                 size_t len, size_t *count, sortid_bulk_error *err)
{
    switch (k->kind) {
    case SORTID_KIND_ULID: return sortid_ulid_parse_lines(dst, cap, src, len, 0, count, err);
    case SORTID_KIND_BASEUID: return sortid_baseuid_parse_lines(dst, cap, src, len, 0, count, err);
    case SORTID_KIND_FLAKE: return sortid_flake_parse_lines(dst, cap, src, len, 0, count, err);
    default: {
        /* UUID lines, scalar */
        sortid_uuid *u = dst;
        size_t i = 0, at = 0;
        while (at < len && i < cap) {
            const char *nl = memchr(src + at, '\n', len - at);
            size_t ll = nl ? (size_t)(nl - (src + at)) : len - at, pos = 0;
            sortid_status st = sortid_uuid_parse(&u[i], src + at, ll, 0, &pos);
            if (st != SORTID_OK) {
                err->index = i, err->pos = pos, err->status = st;
                *count = i;
                return st;
            }
            i++;
            at += ll + (nl ? 1 : 0);
        }
        *count = i;
        if (at < len) {
            err->index = cap, err->status = SORTID_E_BUFFER;
            return SORTID_E_BUFFER;
        }
        err->index = i, err->status = SORTID_OK;
        return SORTID_OK;
    }
    }
}

static napi_value result(napi_env env, size_t count, int valid, size_t pos, sortid_status st)
{
    napi_value o, v;
    NAPI_OK(env, napi_create_object(env, &o));
    NAPI_OK(env, napi_get_boolean(env, valid, &v));
    NAPI_OK(env, napi_set_named_property(env, o, "valid", v));
    NAPI_OK(env, napi_create_double(env, (double)count, &v));
    NAPI_OK(env, napi_set_named_property(env, o, valid ? "count" : "index", v));
    if (!valid) {
        NAPI_OK(env, napi_create_double(env, (double)pos, &v));
        NAPI_OK(env, napi_set_named_property(env, o, "position", v));
        NAPI_OK(env, napi_create_string_utf8(env, sortid_strerror(st), NAPI_AUTO_LENGTH, &v));
        NAPI_OK(env, napi_set_named_property(env, o, "reason", v));
    }
    return o;
}

/* validate(kind, arrayOfStrings | Buffer of lines) -> {valid, count} or
 * {valid: false, index, position, reason}; strict, as the scalar parser. */
static napi_value js_validate(napi_env env, napi_callback_info info)
{
    napi_value argv[2], r = NULL;
    const bulk_kind *k;
    bool is_buf = false, is_arr = false;
    void *ids;
    sortid_bulk_error err;
    addon_args(env, info, 2, argv, NULL);
    if (!(k = get_kind(env, argv[0])))
        return NULL;
    NAPI_OK(env, napi_is_buffer(env, argv[1], &is_buf));
    if (!is_buf)
        NAPI_OK(env, napi_is_array(env, argv[1], &is_arr));
    if (!is_buf && !is_arr)
        return addon_throw_type(env, "validate takes an array of strings or a Buffer of lines");
    ids = malloc(CHUNK * k->bin_size);
    if (!ids)
        return addon_throw_range(env, "validate: out of memory");
    if (is_buf) {
        char *data;
        size_t len, at = 0, total = 0;
        if (napi_get_buffer_info(env, argv[1], (void **)&data, &len) != napi_ok) {
            free(ids);
            return addon_throw_napi(env), NULL;
        }
        for (;;) {
            size_t count = 0;
            sortid_status st = parse_lines(k, ids, CHUNK, data + at, len - at, &count, &err);
            if (st == SORTID_OK) {
                r = result(env, total + count, 1, 0, st);
                break;
            }
            if (st != SORTID_E_BUFFER || err.index != CHUNK) {
                r = result(env, total + err.index, 0, err.pos, st);
                break;
            }
            total += count;
            at += count * (k->text_len + 1);
        }
    } else {
        uint32_t n;
        char *text = malloc(CHUNK * k->text_len);
        if (!text || napi_get_array_length(env, argv[1], &n) != napi_ok) {
            free(ids), free(text);
            return addon_throw_range(env, "validate: out of memory");
        }
        for (uint32_t base = 0; base < n && !r; base += CHUNK) {
            uint32_t m = n - base < CHUNK ? n - base : CHUNK;
            for (uint32_t i = 0; i < m; i++) {
                napi_value e;
                napi_valuetype t;
                char16_t wide[SORTID_UUID_TEXT_LEN + 2]; /* text_len + 1 and a NUL */
                size_t len = 0;
                if (napi_get_element(env, argv[1], base + i, &e) != napi_ok ||
                    napi_typeof(env, e, &t) != napi_ok) {
                    free(ids), free(text);
                    return addon_throw_napi(env), NULL;
                }
                if (t != napi_string) {
                    r = result(env, base + i, 0, 0, SORTID_E_INVALID_ARG);
                    break;
                }
                napi_get_value_string_utf16(env, e, wide, k->text_len + 2, &len);
                if (len != k->text_len) {
                    r = result(env, base + i, 0, len < k->text_len ? len : k->text_len,
                               SORTID_E_LENGTH);
                    break;
                }
                addon_narrow(text + i * k->text_len, wide, len);
            }
            if (r)
                break;
            if (parse_bulk(k, ids, text, m, &err) != SORTID_OK)
                r = result(env, base + err.index, 0, err.pos, err.status);
        }
        if (!r)
            r = result(env, n, 1, 0, SORTID_OK);
        free(text);
    }
    free(ids);
    return r;
}

napi_status addon_init_bulk(napi_env env, napi_value exports)
{
    static const addon_fn fns[] = {
        { "bulk", js_bulk },
        { "validate", js_validate },
    };
    napi_value lens, v;
    napi_status st = addon_define(env, exports, fns, sizeof fns / sizeof fns[0]);
    /* bulkTextLength: the text length of each kind, for the JS layer's array */
    if (st != napi_ok || (st = napi_create_object(env, &lens)) != napi_ok)
        return st;
    for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
        if ((st = napi_create_uint32(env, (uint32_t)kinds[i].text_len, &v)) != napi_ok ||
            (st = napi_set_named_property(env, lens, kinds[i].name, v)) != napi_ok)
            return st;
    return napi_set_named_property(env, exports, "bulkTextLength", lens);
}
