/* SPDX-License-Identifier: MIT */
/* napi.h - the Node-API front end of the core (core.h): JS values to
 * core_args, results and error records back to JS values and exceptions.
 * addon.c registers the functions; nothing here knows an ID kind. */
#ifndef SORTID_NODE_NAPI_H
#define SORTID_NODE_NAPI_H

#include <node_api.h>

#include "core.h"

/* Per-environment (main thread or worker) data. */
typedef struct addon_data {
    napi_ref ulid_error;   /* the JS ULIDError class, set by the JS layer */
    napi_ref sortid_error; /* the JS SortidError class (ERR_STATUS) */
} addon_data;

/* A core_table function as a JS function (data: its entry). */
napi_value napi_core_call(napi_env env, napi_callback_info info);
/* factoryNew(kind, randomStep, node, entropySize, epoch, monotonic, hasPrng,
 * prefix) -> handle; factoryNext(handle, seedTime, bytes) -> text | bytes needed. */
napi_value napi_factory_new(napi_env env, napi_callback_info info);
napi_value napi_factory_next(napi_env env, napi_callback_info info);
/* bulkNew(type, monotonic, prefix) -> handle; bulkFill(handle, count, lines)
 * -> one string of the texts back to back, or a Buffer of lines;
 * bulkLineWidth(handle) -> the length of each text. */
napi_value napi_bulk_new(napi_env env, napi_callback_info info);
napi_value napi_bulk_fill(napi_env env, napi_callback_info info);
napi_value napi_bulk_line_width(napi_env env, napi_callback_info info);
/* validateLines(type, buffer) -> { valid, count } | { valid: false, index,
 * position, reason }. */
napi_value napi_validate_lines(napi_env env, napi_callback_info info);
/* setErrorClass(ULIDError, SortidError): the JS layer hands over its error
 * classes. */
napi_value napi_set_error_class(napi_env env, napi_callback_info info);

#endif
