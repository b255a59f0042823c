/* SPDX-License-Identifier: MIT */
/* napi.c - the Node-API front end of the core: argument reading, results
 * and errors (see napi.h). */
#include "napi.h"

#include <stdlib.h>
#include <string.h>

#define MAX_ARGS 8

typedef struct text_slot {
    char bytes[TEXT_MAX + 2];
    char16_t wide[TEXT_MAX + 2];
} text_slot;

static addon_data *data_of(napi_env env)
{
    void *d = NULL;
    if (napi_get_instance_data(env, &d) != napi_ok)
        return NULL;
    return d;
}

/* Throw for a failed Node-API call (a pending exception is left as it is). */
static napi_value throw_napi(napi_env env)
{
    bool pending = false;
    const napi_extended_error_info *info = NULL;
    if (napi_is_exception_pending(env, &pending) == napi_ok && pending)
        return NULL;
    napi_get_last_error_info(env, &info);
    napi_throw_error(env, "SORTID_NAPI",
                     info && info->error_message ? info->error_message
                                                 : "sortid: a Node-API call failed");
    return NULL;
}

#define NAPI_OK(env, call)          \
    do {                            \
        if ((call) != napi_ok)      \
            return throw_napi(env); \
    } while (0)

static napi_value throw_err(napi_env env, const core_err *err)
{
    addon_data *d = data_of(env);
    napi_value cls, argv[2], e = NULL, v;
    napi_ref ref;
    switch (err->kind) {
    case ERR_TYPE: napi_throw_type_error(env, NULL, err->msg); return NULL;
    case ERR_RANGE:
    case ERR_MEMORY: napi_throw_range_error(env, NULL, err->msg); return NULL;
    default: break;
    }
    ref = err->kind == ERR_STATUS ? (d ? d->sortid_error : NULL) : (d ? d->ulid_error : NULL);
    if (!ref || napi_get_reference_value(env, ref, &cls) != napi_ok || !cls) {
        napi_throw_error(env, err->code, err->msg);
        return NULL;
    }
    NAPI_OK(env, napi_create_string_utf8(env, err->code, NAPI_AUTO_LENGTH, &argv[0]));
    NAPI_OK(env, napi_create_string_utf8(env, err->msg, NAPI_AUTO_LENGTH, &argv[1]));
    NAPI_OK(env, napi_new_instance(env, cls, 2, argv, &e));
    if (err->pos >= 0 && napi_create_int64(env, err->pos, &v) == napi_ok)
        napi_set_named_property(env, e, "position", v);
    if (err->reason && napi_create_string_utf8(env, err->reason, NAPI_AUTO_LENGTH, &v) == napi_ok)
        napi_set_named_property(env, e, "reason", v);
    napi_throw(env, e);
    return NULL;
}

/* One JS value as a core_arg (strings narrowed into slot). */
static int get_arg(napi_env env, napi_value v, core_arg *a, text_slot *slot)
{
    napi_valuetype t;
    memset(a, 0, sizeof *a);
    if (napi_typeof(env, v, &t) != napi_ok)
        return 0;
    switch (t) {
    case napi_undefined:
    case napi_null: a->tag = ARG_UNDEF; return 1;
    case napi_number: a->tag = ARG_NUMBER; return napi_get_value_double(env, v, &a->num) == napi_ok;
    case napi_boolean: {
        bool b;
        a->tag = ARG_BOOL;
        if (napi_get_value_bool(env, v, &b) != napi_ok)
            return 0;
        a->num = b;
        return 1;
    }
    case napi_bigint: {
        bool lossless;
        a->tag = ARG_BIGINT;
        if (napi_get_value_bigint_int64(env, v, &a->big, &lossless) != napi_ok)
            return 0;
        a->lossless = lossless;
        return 1;
    }
    case napi_string: {
        /* utf16 so that no character is folded into an ASCII one (latin1
         * reading would turn U+0130 into '0'); the whole length when longer. */
        size_t n = 0;
        a->tag = ARG_STRING;
        if (napi_get_value_string_utf16(env, v, slot->wide, TEXT_MAX + 2, &n) != napi_ok)
            return 0;
        if (n > TEXT_MAX && napi_get_value_string_utf16(env, v, NULL, 0, &n) != napi_ok)
            return 0;
        a->len = n;
        if (n <= TEXT_MAX) {
            core_narrow(slot->bytes, (const uint16_t *)slot->wide, n);
            slot->bytes[n] = '\0';
            a->text = slot->bytes;
        }
        return 1;
    }
    case napi_object: {
        bool typed = false;
        if (napi_is_typedarray(env, v, &typed) == napi_ok && typed) {
            napi_typedarray_type tt;
            void *data;
            size_t n;
            if (napi_get_typedarray_info(env, v, &tt, &n, &data, NULL, NULL) != napi_ok)
                return 0;
            if (tt == napi_uint8_array) {
                a->tag = ARG_BYTES;
                a->text = data;
                a->len = n;
                return 1;
            }
        }
        a->tag = ARG_OTHER;
        return 1;
    }
    default: a->tag = ARG_OTHER; return 1;
    }
}

static size_t get_args(napi_env env, napi_callback_info info, size_t n, core_arg *args,
                       text_slot *slots, void **data)
{
    napi_value argv[MAX_ARGS];
    size_t argc = n;
    if (napi_get_cb_info(env, info, &argc, argv, NULL, data) != napi_ok)
        return (size_t)-1;
    for (size_t i = 0; i < n; i++) {
        if (i >= argc) {
            memset(&args[i], 0, sizeof args[i]);
            continue;
        }
        if (!get_arg(env, argv[i], &args[i], &slots[i]))
            return (size_t)-1;
    }
    return argc;
}

static napi_value result(napi_env env, const core_out *out)
{
    napi_value r, v;
    switch (out->type) {
    case OUT_TEXT: NAPI_OK(env, napi_create_string_latin1(env, out->text, out->len, &r)); return r;
    case OUT_NUMBER:
    case OUT_NEED: NAPI_OK(env, napi_create_double(env, out->num, &r)); return r;
    case OUT_BOOL: NAPI_OK(env, napi_get_boolean(env, out->num != 0, &r)); return r;
    case OUT_BIGINT: NAPI_OK(env, napi_create_bigint_int64(env, out->big, &r)); return r;
    case OUT_UNDEF:
        if (out->nfields == 0) {
            NAPI_OK(env, napi_get_undefined(env, &r));
            return r;
        }
        /* fall through: an object */
    case OUT_FIELDS: break;
    }
    NAPI_OK(env, napi_create_object(env, &r));
    for (size_t i = 0; i < out->nfields; i++) {
        const core_field *f = &out->fields[i];
        switch (f->type) {
        case F_TEXT: NAPI_OK(env, napi_create_string_latin1(env, f->text, f->len, &v)); break;
        case F_NUMBER: NAPI_OK(env, napi_create_double(env, f->num, &v)); break;
        case F_BIGINT: NAPI_OK(env, napi_create_bigint_uint64(env, f->big, &v)); break;
        case F_BOOL: NAPI_OK(env, napi_get_boolean(env, f->num != 0, &v)); break;
        default: NAPI_OK(env, napi_create_buffer_copy(env, f->len, f->text, NULL, &v)); break;
        }
        NAPI_OK(env, napi_set_named_property(env, r, f->name, v));
    }
    return r;
}

napi_value napi_core_call(napi_env env, napi_callback_info info)
{
    core_arg args[MAX_ARGS];
    text_slot slots[MAX_ARGS];
    core_out out;
    core_err err;
    void *data = NULL;
    const core_entry *e;
    if (napi_get_cb_info(env, info, NULL, NULL, NULL, &data) != napi_ok)
        return throw_napi(env);
    e = &core_table[(uintptr_t)data];
    if (get_args(env, info, e->nargs, args, slots, NULL) == (size_t)-1)
        return throw_napi(env);
    out.type = OUT_UNDEF;
    out.nfields = out.used = 0;
    if (!e->fn(&out, &err, args))
        return throw_err(env, &err);
    return result(env, &out);
}

static void free_factory(napi_env env, void *data, void *hint)
{
    (void)env, (void)hint;
    core_factory_free(data);
}

napi_value napi_factory_new(napi_env env, napi_callback_info info)
{
    core_arg args[8];
    text_slot slots[8];
    core_err err;
    core_factory *f;
    napi_value h;
    if (get_args(env, info, 8, args, slots, NULL) == (size_t)-1)
        return throw_napi(env);
    if (!(f = core_factory_new(&err, args)))
        return throw_err(env, &err);
    if (napi_create_external(env, f, free_factory, NULL, &h) != napi_ok) {
        core_factory_free(f);
        return throw_napi(env);
    }
    return h;
}

static core_factory *get_factory(napi_env env, napi_value v)
{
    void *p = NULL;
    /* napi_invalid_arg for anything but an external: no typeof first */
    if (napi_get_value_external(env, v, &p) != napi_ok || !p) {
        napi_throw_type_error(env, NULL, "not a sortid factory handle");
        return NULL;
    }
    return p;
}

napi_value napi_factory_next(napi_env env, napi_callback_info info)
{
    napi_value argv[3];
    size_t argc = 3;
    core_arg args[2];
    text_slot slots[2];
    core_out out;
    core_err err;
    core_factory *f;
    NAPI_OK(env, napi_get_cb_info(env, info, &argc, argv, NULL, NULL));
    /* factoryNext(handle) and (handle, seedTime): the missing are undefined
     * (the common calls skip reading them) */
    memset(args, 0, sizeof args);
    if (argc < 1) {
        napi_throw_type_error(env, NULL, "not a sortid factory handle");
        return NULL;
    }
    if (!(f = get_factory(env, argv[0])) ||
        (argc > 1 && !get_arg(env, argv[1], &args[0], &slots[0])) ||
        (argc > 2 && !get_arg(env, argv[2], &args[1], &slots[1])))
        return NULL;
    out.type = OUT_UNDEF;
    out.nfields = out.used = 0;
    if (!core_factory_next(f, &out, &err, args))
        return throw_err(env, &err);
    return result(env, &out);
}

napi_value napi_bulk_new(napi_env env, napi_callback_info info)
{
    core_arg args[3];
    text_slot slots[3];
    core_err err;
    core_factory *f;
    napi_value h;
    if (get_args(env, info, 3, args, slots, NULL) == (size_t)-1)
        return throw_napi(env);
    if (!(f = core_bulk_new(&err, args)))
        return throw_err(env, &err);
    if (napi_create_external(env, f, free_factory, NULL, &h) != napi_ok) {
        core_factory_free(f);
        return throw_napi(env);
    }
    return h;
}

/* bulkLineWidth(handle): the length of each ID the handle makes. */
napi_value napi_bulk_line_width(napi_env env, napi_callback_info info)
{
    napi_value argv[1], r = NULL;
    size_t argc = 1;
    core_factory *f;
    NAPI_OK(env, napi_get_cb_info(env, info, &argc, argv, NULL, NULL));
    if (argc < 1 || !(f = get_factory(env, argv[0])))
        return NULL;
    NAPI_OK(env, napi_create_uint32(env, (uint32_t)core_factory_width(f), &r));
    return r;
}

napi_value napi_bulk_fill(napi_env env, napi_callback_info info)
{
    napi_value argv[3], r = NULL;
    size_t argc = 3, n, w;
    double d = 0;
    bool lines = false;
    core_err err;
    core_factory *f;
    int ok;
    NAPI_OK(env, napi_get_cb_info(env, info, &argc, argv, NULL, NULL));
    if (argc < 3 || !(f = get_factory(env, argv[0])))
        return NULL;
    /* the count is checked by the JS layer (lib/api.js) */
    if (napi_get_value_double(env, argv[1], &d) != napi_ok ||
        napi_get_value_bool(env, argv[2], &lines) != napi_ok || !(d >= 0))
        return throw_napi(env);
    n = (size_t)d;
    w = core_factory_width(f);
    if (lines) {
        void *data;
        NAPI_OK(env, napi_create_buffer(env, n * (w + 1), &data, &r));
        ok = core_bulk_fill(f, &err, data, n, 1);
    } else {
        char *text = malloc(n ? n * w : 1);
        ok = text ? core_bulk_fill(f, &err, text, n, 0)
                  : core_fail(&err, ERR_MEMORY, NULL, "bulk: out of memory");
        if (ok && napi_create_string_latin1(env, text, n * w, &r) != napi_ok)
            r = NULL, throw_napi(env);
        free(text);
    }
    return ok ? r : throw_err(env, &err);
}

napi_value napi_validate_lines(napi_env env, napi_callback_info info)
{
    core_arg args[2];
    text_slot slots[2];
    core_err err;
    size_t count = 0, pos = 0;
    sortid_status st = SORTID_OK;
    napi_value o, v;
    int valid;
    if (get_args(env, info, 2, args, slots, NULL) == (size_t)-1)
        return throw_napi(env);
    if (args[1].tag != ARG_BYTES) {
        napi_throw_type_error(env, NULL, "validate takes an array of strings or a Buffer of lines");
        return NULL;
    }
    valid = core_validate_lines(&err, &args[0], args[1].text, args[1].len, &count, &pos, &st);
    if (valid < 0)
        return throw_err(env, &err);
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

napi_value napi_set_error_class(napi_env env, napi_callback_info info)
{
    napi_value argv[2];
    size_t argc = 2;
    napi_valuetype t0, t1;
    addon_data *d = data_of(env);
    NAPI_OK(env, napi_get_cb_info(env, info, &argc, argv, NULL, NULL));
    if (argc < 2 || napi_typeof(env, argv[0], &t0) != napi_ok || t0 != napi_function ||
        napi_typeof(env, argv[1], &t1) != napi_ok || t1 != napi_function) {
        napi_throw_type_error(env, NULL, "setErrorClass needs two classes");
        return NULL;
    }
    if (!d)
        return throw_napi(env);
    if (d->ulid_error)
        napi_delete_reference(env, d->ulid_error);
    if (d->sortid_error)
        napi_delete_reference(env, d->sortid_error);
    d->ulid_error = d->sortid_error = NULL;
    NAPI_OK(env, napi_create_reference(env, argv[0], 1, &d->ulid_error));
    NAPI_OK(env, napi_create_reference(env, argv[1], 1, &d->sortid_error));
    return NULL;
}
