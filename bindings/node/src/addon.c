/* SPDX-License-Identifier: MIT */
/* addon.c - the Node-API module's registration: the core's functions
 * (core.h) and the front end's own (napi.h) on the exports object.  Nothing
 * else lives here. */
#include "napi.h"

#include <stdlib.h>

static void free_data(napi_env env, void *data, void *hint)
{
    addon_data *d = data;
    (void)hint;
    if (d->ulid_error)
        napi_delete_reference(env, d->ulid_error);
    if (d->sortid_error)
        napi_delete_reference(env, d->sortid_error);
    free(d);
}

static napi_status define(napi_env env, napi_value exports, const char *name, napi_callback cb,
                          void *data)
{
    napi_value f;
    napi_status st = napi_create_function(env, name, NAPI_AUTO_LENGTH, cb, data, &f);
    return st != napi_ok ? st : napi_set_named_property(env, exports, name, f);
}

static napi_value init(napi_env env, napi_value exports)
{
    static const struct {
        const char *name;
        napi_callback cb;
    } own[] = {
        { "setErrorClass", napi_set_error_class },
        { "factoryNew", napi_factory_new },
        { "factoryNext", napi_factory_next },
        { "bulkNew", napi_bulk_new },
        { "bulkFill", napi_bulk_fill },
        { "bulkLineWidth", napi_bulk_line_width },
        { "validateLines", napi_validate_lines },
    };
    napi_value backend;
    addon_data *d = calloc(1, sizeof *d);
    if (!d || napi_set_instance_data(env, d, free_data, NULL) != napi_ok) {
        free(d);
        napi_throw_range_error(env, NULL, "sortid: out of memory");
        return NULL;
    }
    for (size_t i = 0; i < core_count; i++)
        if (define(env, exports, core_table[i].name, napi_core_call, (void *)(uintptr_t)i) !=
            napi_ok)
            return NULL;
    for (size_t i = 0; i < sizeof own / sizeof own[0]; i++)
        if (define(env, exports, own[i].name, own[i].cb, NULL) != napi_ok)
            return NULL;
    if (napi_create_string_utf8(env, "native", NAPI_AUTO_LENGTH, &backend) != napi_ok ||
        napi_set_named_property(env, exports, "backend", backend) != napi_ok)
        return NULL;
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
