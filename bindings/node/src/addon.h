/* SPDX-License-Identifier: MIT */
/* addon.h - shared helpers of the Node-API glue (bindings/node/src).
 *
 * The addon is glue only: it reads JavaScript arguments, calls libsortid and
 * turns results and statuses into JavaScript values and errors.  Every rule of
 * the identifiers (layouts, widths, times, steps, waits) is the library's. */
#ifndef SORTID_NODE_ADDON_H
#define SORTID_NODE_ADDON_H

#include <node_api.h>
#include <stddef.h>
#include <stdint.h>

#include "sortid.h"

/* Longest text the addon reads: a UUID with hyphens is 36; the decimal
 * flake form may carry any number of leading zeros in the library, the addon
 * takes 64 characters at most (README). */
#define TEXT_MAX 64

/* The time characters of a ULID text: the `ulid` package's TIME_LEN (the
 * library has no constant for it yet). */
#define ULID_TIME_CHARS 10

/* Per-environment (main thread or worker) data. */
typedef struct addon_data {
    napi_ref ulid_error; /* the JS ULIDError class, set by the JS layer */
} addon_data;

/* Return NULL from the calling function after throwing when a Node-API call
 * fails (a pending exception is left as it is). */
#define NAPI_OK(env, call)         \
    do {                           \
        if ((call) != napi_ok) {   \
            addon_throw_napi(env); \
            return NULL;           \
        }                          \
    } while (0)

void addon_throw_napi(napi_env env);

/* Throw a ULIDError(code, message); extra properties when pos >= 0 / status. */
napi_value addon_throw_ulid(napi_env env, const char *code, const char *message);
/* The same with "position" and "reason" (sortid_strerror) properties. */
napi_value addon_throw_ulid_at(napi_env env, const char *code, const char *what, long pos,
                               sortid_status st);
/* An Error for a status no argument caused (entropy, clock, system), with
 * code "SORTID_E_..." */
napi_value addon_throw_status(napi_env env, const char *what, sortid_status st);
napi_value addon_throw_type(napi_env env, const char *message);
napi_value addon_throw_range(napi_env env, const char *message);

/* Read a JS string argument into buf (NUL-terminated, *len bytes).  Returns 0
 * after throwing: a TypeError naming `what` when v is not a string, a
 * RangeError when it is longer than TEXT_MAX (no ID text is; a prefix is never
 * read in its place).  A UTF-16 unit above 0x7F becomes 0xFF, a byte no reader
 * accepts, so an error position is the JS string index. */
int addon_get_text(napi_env env, napi_value v, const char *what, char buf[TEXT_MAX + 2],
                   size_t *len);

/* UTF-16 units to bytes; a unit above 0x7F becomes 0xFF (a byte no reader
 * accepts).  Returns 1 when the text was all ASCII. */
int addon_narrow(char *dst, const char16_t *src, size_t n);

napi_value addon_string(napi_env env, const char *s, size_t len);
/* Arguments: fills argv (missing ones undefined); returns argc. */
size_t addon_args(napi_env env, napi_callback_info info, size_t max, napi_value *argv, void **data);
int addon_is_undefined(napi_env env, napi_value v);

/* One ID of `kind` from a throw-away generator whose random bytes come from
 * the JS function prng (ulid's `ulid(seedTime, prng)`); seed may be undefined. */
napi_value addon_generate_once(napi_env env, sortid_kind kind, napi_value seed, napi_value prng);

/* Registration of each part's functions on the exports object. */
napi_status addon_init_ulid(napi_env env, napi_value exports);
napi_status addon_init_family(napi_env env, napi_value exports);
napi_status addon_init_bulk(napi_env env, napi_value exports);
napi_status addon_init_factory(napi_env env, napi_value exports);

typedef struct addon_fn {
    const char *name;
    napi_callback cb;
} addon_fn;
napi_status addon_define(napi_env env, napi_value exports, const addon_fn *fns, size_t n);

/* Read a time (Unix ms) argument: a finite integral number.  Returns 0 after
 * throwing (ULIDError ENC_TIME_MALFORMED for the ULID functions when
 * ulid_codes, else TypeError/RangeError). */
int addon_get_time_ms(napi_env env, napi_value v, int ulid_codes, int64_t *ms);

/* The ULID time-range error for a time the library refused. */
napi_value addon_throw_time_range(napi_env env, sortid_kind kind, int64_t ms, int ulid_codes);

#endif
