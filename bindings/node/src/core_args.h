/* SPDX-License-Identifier: MIT */
/* core_args.h - the package's functions without a JavaScript engine take
 * their arguments as tagged values (what a JS value was, and its number or
 * narrowed text) and leave a result or an error record: these types, and the
 * helpers every part reads and answers with (core_args.c).
 *
 * Two front ends drive the core and share every message and every check:
 * the Node-API addon (napi.c, addon.c) and the WebAssembly module (wasm/).
 * They only turn JS values into core_args and results or errors back into
 * JS.  Every rule of the identifiers (layouts, widths, times, steps, waits)
 * is the library's. */
#ifndef SORTID_NODE_CORE_ARGS_H
#define SORTID_NODE_CORE_ARGS_H

#include <stddef.h>
#include <stdint.h>

#include "sortid.h"

/* Longest text the package reads: the longest text of any kind
 * (SORTID_ID_TEXT_LEN; a TypeID with its 63-character prefix is 90).  The
 * decimal flake form may carry any number of leading zeros in the library,
 * the package takes this many characters at most (README). */
#define TEXT_MAX SORTID_ID_TEXT_LEN

/* ---- arguments ------------------------------------------------------------ */

typedef enum arg_tag {
    ARG_UNDEF = 0, /* undefined or null */
    ARG_NUMBER = 1,
    ARG_STRING = 2,
    ARG_BOOL = 3,
    ARG_BIGINT = 4,
    ARG_BYTES = 5, /* a Buffer / Uint8Array */
    ARG_OTHER = 6  /* objects, functions, symbols */
} arg_tag;

typedef struct core_arg {
    arg_tag tag;
    double num;       /* ARG_NUMBER; ARG_BOOL: 0 or 1 */
    const char *text; /* ARG_STRING (len <= TEXT_MAX; a unit above 0x7F is the byte
                         0xFF, which no reader accepts, so positions are JS indices;
                         a NUL stays a NUL), ARG_BYTES */
    size_t len;       /* ARG_STRING: UTF-16 units, the whole string even when it is
                         longer than TEXT_MAX (then text is not read); ARG_BYTES */
    int64_t big;      /* ARG_BIGINT */
    int lossless;     /* ARG_BIGINT: the value fits int64 */
} core_arg;

/* UTF-16 units to bytes as described above; returns 1 when all ASCII. */
int core_narrow(char *dst, const uint16_t *src, size_t n);

/* ---- errors --------------------------------------------------------------- */

typedef enum err_kind {
    ERR_NONE = 0,
    ERR_ULID = 1,   /* ULIDError(code, msg) with position / reason when set */
    ERR_TYPE = 2,   /* TypeError(msg) */
    ERR_RANGE = 3,  /* RangeError(msg) */
    ERR_STATUS = 4, /* SortidError(code, msg), code "SORTID_" + sortid_status_name,
                       with position / reason when set */
    ERR_MEMORY = 5  /* out of memory */
} err_kind;

typedef struct core_err {
    err_kind kind;
    const char *code;   /* ERR_ULID, ERR_STATUS (into code_text) */
    long pos;           /* ERR_ULID, ERR_STATUS: -1 when none */
    const char *reason; /* ERR_ULID, ERR_STATUS: sortid_strerror, or NULL */
    char msg[400];
    char code_text[32]; /* "SORTID_" and sortid_status_name */
} core_err;

/* ---- results -------------------------------------------------------------- */

typedef enum out_type {
    OUT_UNDEF = 0,
    OUT_TEXT = 1,   /* text[0 .. len) */
    OUT_NUMBER = 2, /* num */
    OUT_BOOL = 3,   /* num 0 or 1 */
    OUT_BIGINT = 4, /* big (as signed int64) */
    OUT_FIELDS = 5, /* an object: fields[0 .. nfields) */
    OUT_NEED = 6    /* a factory needs num prng digits in all from the JS prng */
} out_type;

typedef enum field_type {
    F_TEXT = 1,
    F_NUMBER = 2,
    F_BIGINT = 3,
    F_BYTES = 4,
    F_BOOL = 5 /* num 0 or 1 */
} field_type;

typedef struct core_field {
    const char *name;
    field_type type;
    const char *text; /* F_TEXT, F_BYTES (into core_out.store) */
    size_t len;
    double num;
    uint64_t big; /* F_BIGINT: unsigned */
} core_field;

#define CORE_FIELDS 16

typedef struct core_out {
    out_type type;
    size_t len;
    double num;
    int64_t big;
    size_t nfields;
    char text[TEXT_MAX + 8];
    core_field fields[CORE_FIELDS];
    char store[SORTID_PARTS_MAX * (SORTID_PART_TEXT_LEN + 1) + 2 * (TEXT_MAX + 8) + 320];
    size_t used;
} core_out;

/* ---- helpers (core_args.c) ------------------------------------------------ */

int core_fail(core_err *err, err_kind kind, const char *code, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;
int core_fail_at(core_err *err, const char *code, const char *what, long pos, sortid_status st);
int core_fail_status(core_err *err, const char *what, sortid_status st);
/* A SortidError naming what, the status and, when pos >= 0, the position. */
int core_fail_status_at(core_err *err, const char *what, long pos, sortid_status st);
/* The messages' printf subset into dst (cap bytes, always terminated). */
void core_sprint(char *dst, size_t cap, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
/* Read a string argument (TypeError / RangeError naming `what`). */
int core_text(core_err *err, const core_arg *a, const char *what);
/* Read a time (Unix ms): a finite integral number, saturated to int64;
 * ULIDError ENC_TIME_MALFORMED with ulid_codes, else TypeError / RangeError
 * naming `what`. */
int core_time(core_err *err, const core_arg *a, const char *what, int ulid_codes, int64_t *ms);
/* An integer option 0..max (absent: *present 0). */
int core_uint(core_err *err, const core_arg *a, const char *what, unsigned max, unsigned *v,
              int *present);
/* The time-range error of a kind for a time the library refused. */
int core_fail_time_range(core_err *err, sortid_kind kind, int64_t ms, int ulid_codes);
const char *core_kind_title(sortid_kind kind);
int core_out_text(core_out *out, const char *s, size_t n);
/* Fields of an OUT_FIELDS result (copied into out->store). */
void core_field_text(core_out *out, const char *name, const char *s, size_t n);
void core_field_bytes(core_out *out, const char *name, const void *b, size_t n);
void core_field_num(core_out *out, const char *name, double d);
void core_field_big(core_out *out, const char *name, uint64_t x);
void core_field_bool(core_out *out, const char *name, int b);


#endif
