/* SPDX-License-Identifier: MIT */
/* addon.c - module registration and the helpers every part shares: argument
 * reading, and errors as ULIDError / TypeError / RangeError with messages that
 * say what was wrong and where. */
#include "addon.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static addon_data *data_of(napi_env env)
{
    void *d = NULL;
    if (napi_get_instance_data(env, &d) != napi_ok)
        return NULL;
    return d;
}

void addon_throw_napi(napi_env env)
{
    bool pending = false;
    const napi_extended_error_info *info = NULL;
    if (napi_is_exception_pending(env, &pending) == napi_ok && pending)
        return;
    napi_get_last_error_info(env, &info);
    napi_throw_error(env, "SORTID_NAPI",
                     info && info->error_message ? info->error_message
                                                 : "sortid: a Node-API call failed");
}

napi_value addon_throw_status(napi_env env, const char *what, sortid_status st)
{
    static const char *const codes[] = {
        "SORTID_OK",           "SORTID_E_LENGTH",    "SORTID_E_CHAR",        "SORTID_E_OVERFLOW",
        "SORTID_E_TIME_RANGE", "SORTID_E_EXHAUSTED", "SORTID_E_INVALID_ARG", "SORTID_E_ENTROPY",
        "SORTID_E_CLOCK",      "SORTID_E_VERSION",   "SORTID_E_VARIANT",     "SORTID_E_UUID_BITS",
        "SORTID_E_BUFFER",     "SORTID_E_SYSTEM"
    };
    char msg[200];
    snprintf(msg, sizeof msg, "%s: %s", what, sortid_strerror(st));
    napi_throw_error(
        env, (unsigned)st < sizeof codes / sizeof codes[0] ? codes[st] : "SORTID_E_UNKNOWN", msg);
    return NULL;
}

napi_value addon_throw_type(napi_env env, const char *message)
{
    napi_throw_type_error(env, NULL, message);
    return NULL;
}

napi_value addon_throw_range(napi_env env, const char *message)
{
    napi_throw_range_error(env, NULL, message);
    return NULL;
}

static napi_value ulid_error(napi_env env, const char *code, const char *message)
{
    addon_data *d = data_of(env);
    napi_value cls, argv[2], err = NULL;
    if (!d || !d->ulid_error || napi_get_reference_value(env, d->ulid_error, &cls) != napi_ok ||
        !cls) {
        napi_throw_error(env, code, message);
        return NULL;
    }
    if (napi_create_string_utf8(env, code, NAPI_AUTO_LENGTH, &argv[0]) != napi_ok ||
        napi_create_string_utf8(env, message, NAPI_AUTO_LENGTH, &argv[1]) != napi_ok ||
        napi_new_instance(env, cls, 2, argv, &err) != napi_ok) {
        addon_throw_napi(env);
        return NULL;
    }
    return err;
}

napi_value addon_throw_ulid(napi_env env, const char *code, const char *message)
{
    napi_value err = ulid_error(env, code, message);
    if (err)
        napi_throw(env, err);
    return NULL;
}

napi_value addon_throw_ulid_at(napi_env env, const char *code, const char *what, long pos,
                               sortid_status st)
{
    char msg[200];
    napi_value err, v;
    if (pos >= 0)
        snprintf(msg, sizeof msg, "%s: %s at position %ld", what, sortid_strerror(st), pos);
    else
        snprintf(msg, sizeof msg, "%s: %s", what, sortid_strerror(st));
    err = ulid_error(env, code, msg);
    if (!err)
        return NULL;
    if (pos >= 0 && napi_create_int64(env, pos, &v) == napi_ok)
        napi_set_named_property(env, err, "position", v);
    if (napi_create_string_utf8(env, sortid_strerror(st), NAPI_AUTO_LENGTH, &v) == napi_ok)
        napi_set_named_property(env, err, "reason", v);
    napi_throw(env, err);
    return NULL;
}

int addon_narrow(char *dst, const char16_t *src, size_t n)
{
    uint64_t high = 0;
    size_t i = 0;
    /* Four units a step: OR them up for the ASCII check (the mask is the same
     * whatever the byte order) and store their low bytes. */
    for (; i + 4 <= n; i += 4) {
        uint64_t w;
        memcpy(&w, src + i, sizeof w);
        high |= w;
        dst[i] = (char)src[i];
        dst[i + 1] = (char)src[i + 1];
        dst[i + 2] = (char)src[i + 2];
        dst[i + 3] = (char)src[i + 3];
    }
    for (; i < n; i++) {
        high |= src[i];
        dst[i] = (char)src[i];
    }
    if (!(high & UINT64_C(0xFF80FF80FF80FF80)))
        return 1;
    for (i = 0; i < n; i++)
        if (src[i] >= 0x80)
            dst[i] = (char)0xFF;
    return 0;
}

int addon_get_text(napi_env env, napi_value v, const char *what, char buf[TEXT_MAX + 2],
                   size_t *len)
{
    char16_t wide[TEXT_MAX + 2];
    size_t n = 0;
    /* utf16 so that no character is folded into an ASCII one (latin1 reading
     * would turn U+0130 into '0').  A non-string is napi_string_expected: one
     * call instead of napi_typeof first (this is every call's hot path). */
    napi_status st = napi_get_value_string_utf16(env, v, wide, TEXT_MAX + 2, &n);
    if (st == napi_string_expected) {
        char msg[120];
        snprintf(msg, sizeof msg, "%s must be a string", what);
        addon_throw_type(env, msg);
        return 0;
    }
    if (st != napi_ok) {
        addon_throw_napi(env);
        return 0;
    }
    if (n > TEXT_MAX) {
        /* cut: never read a prefix as if it were the text */
        char msg[160];
        size_t full = n;
        napi_get_value_string_utf16(env, v, NULL, 0, &full);
        snprintf(msg, sizeof msg, "%s is %zu characters long; no ID text is longer than %d", what,
                 full, TEXT_MAX);
        addon_throw_range(env, msg);
        return 0;
    }
    addon_narrow(buf, wide, n);
    buf[n] = '\0';
    *len = n;
    return 1;
}

napi_value addon_string(napi_env env, const char *s, size_t len)
{
    napi_value v;
    NAPI_OK(env, napi_create_string_latin1(env, s, len, &v));
    return v;
}

size_t addon_args(napi_env env, napi_callback_info info, size_t max, napi_value *argv, void **data)
{
    size_t argc = max;
    napi_value undef;
    if (napi_get_cb_info(env, info, &argc, argv, NULL, data) != napi_ok)
        return 0;
    if (argc < max && napi_get_undefined(env, &undef) == napi_ok)
        for (size_t i = argc; i < max; i++)
            argv[i] = undef;
    return argc;
}

int addon_is_undefined(napi_env env, napi_value v)
{
    napi_valuetype t;
    return napi_typeof(env, v, &t) == napi_ok && (t == napi_undefined || t == napi_null);
}

int addon_get_time_ms(napi_env env, napi_value v, int ulid_codes, int64_t *ms)
{
    napi_valuetype t;
    double d;
    if (napi_typeof(env, v, &t) != napi_ok || t != napi_number) {
        if (ulid_codes)
            addon_throw_ulid(env, "ENC_TIME_MALFORMED", "Time must be a number");
        else
            addon_throw_type(env, "time must be a number (Unix milliseconds)");
        return 0;
    }
    napi_get_value_double(env, v, &d);
    if (!isfinite(d) || d != floor(d)) {
        char msg[120];
        snprintf(msg, sizeof msg, "Time must be an integer number of milliseconds: %g", d);
        if (ulid_codes)
            addon_throw_ulid(env, "ENC_TIME_MALFORMED", msg);
        else
            addon_throw_range(env, msg);
        return 0;
    }
    /* Saturate: the library then says which side of its range it is. */
    if (d >= 9223372036854775807.0)
        *ms = INT64_MAX;
    else if (d <= -9223372036854775808.0)
        *ms = INT64_MIN;
    else
        *ms = (int64_t)d;
    return 1;
}

napi_value addon_throw_time_range(napi_env env, sortid_kind kind, int64_t ms, int ulid_codes)
{
    int64_t lo = 0, hi = 0;
    char msg[200];
    const char *name = kind == SORTID_KIND_ULID      ? "ULID"
                       : kind == SORTID_KIND_BASEUID ? "BaseUID"
                       : kind == SORTID_KIND_UUIDV7  ? "UUIDv7"
                                                     : "Ulid-Flake";
    if (sortid_time_range(kind, &lo, &hi) != SORTID_OK)
        return addon_throw_status(env, name, SORTID_E_TIME_RANGE);
    if (ms < lo) {
        snprintf(msg, sizeof msg, "time %lld ms is below the %s range (%lld .. %lld)",
                 (long long)ms, name, (long long)lo, (long long)hi);
        if (ulid_codes)
            return addon_throw_ulid(env, "ENC_TIME_NEG", msg);
    } else {
        snprintf(msg, sizeof msg, "time %lld ms is above the %s range (%lld .. %lld)",
                 (long long)ms, name, (long long)lo, (long long)hi);
        if (ulid_codes)
            return addon_throw_ulid(env, "ENC_TIME_SIZE_EXCEED", msg);
    }
    return addon_throw_range(env, msg);
}

napi_status addon_define(napi_env env, napi_value exports, const addon_fn *fns, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        napi_value f;
        napi_status st =
            napi_create_function(env, fns[i].name, NAPI_AUTO_LENGTH, fns[i].cb, NULL, &f);
        if (st != napi_ok)
            return st;
        st = napi_set_named_property(env, exports, fns[i].name, f);
        if (st != napi_ok)
            return st;
    }
    return napi_ok;
}

/* setErrorClass(ULIDError): the JS layer hands over its error class. */
static napi_value set_error_class(napi_env env, napi_callback_info info)
{
    napi_value argv[1];
    napi_valuetype t;
    addon_data *d = data_of(env);
    addon_args(env, info, 1, argv, NULL);
    if (napi_typeof(env, argv[0], &t) != napi_ok || t != napi_function)
        return addon_throw_type(env, "setErrorClass needs a class");
    if (!d)
        return addon_throw_napi(env), NULL;
    if (d->ulid_error)
        napi_delete_reference(env, d->ulid_error);
    NAPI_OK(env, napi_create_reference(env, argv[0], 1, &d->ulid_error));
    return NULL;
}

static napi_value version(napi_env env, napi_callback_info info)
{
    (void)info;
    return addon_string(env, sortid_version(), strlen(sortid_version()));
}

static napi_value implementation(napi_env env, napi_callback_info info)
{
    const char *name = sortid_impl_active();
    (void)info;
    return addon_string(env, name, strlen(name));
}

static void free_data(napi_env env, void *data, void *hint)
{
    addon_data *d = data;
    (void)hint;
    if (d->ulid_error)
        napi_delete_reference(env, d->ulid_error);
    free(d);
}

static napi_value init(napi_env env, napi_value exports)
{
    static const addon_fn fns[] = {
        { "setErrorClass", set_error_class },
        { "version", version },
        { "implementation", implementation },
    };
    addon_data *d = calloc(1, sizeof *d);
    if (!d)
        return addon_throw_range(env, "sortid: out of memory"), NULL;
    if (napi_set_instance_data(env, d, free_data, NULL) != napi_ok) {
        free(d);
        return addon_throw_napi(env), NULL;
    }
    NAPI_OK(env, addon_define(env, exports, fns, sizeof fns / sizeof fns[0]));
    NAPI_OK(env, addon_init_ulid(env, exports));
    NAPI_OK(env, addon_init_factory(env, exports));
    NAPI_OK(env, addon_init_family(env, exports));
    NAPI_OK(env, addon_init_bulk(env, exports));
    return exports;
}

/* The registration functions Node looks up (NAPI_MODULE_INIT's, with
 * prototypes first: the build has -Wmissing-prototypes). */
NAPI_MODULE_EXPORT int32_t NODE_API_MODULE_GET_API_VERSION(void);
NAPI_MODULE_EXPORT napi_value NAPI_MODULE_INITIALIZER(napi_env env, napi_value exports);

NAPI_MODULE_INIT()
{
    return init(env, exports);
}
