/* SPDX-License-Identifier: MIT */
/* core.h - the package's functions without a JavaScript engine: each takes
 * its arguments as tagged values (what a JS value was, and its number or
 * narrowed text), calls libsortid, and leaves a result or an error record.
 *
 * Two front ends drive it and share every message and every check: the
 * Node-API addon (napi.c, addon.c) and the WebAssembly module (wasm/).  They
 * only turn JS values into core_args and results or errors back into JS.
 * Every rule of the identifiers (layouts, widths, times, steps, waits) is the
 * library's; this file says what each JS call means. */
#ifndef SORTID_NODE_CORE_H
#define SORTID_NODE_CORE_H

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

/* A function of the package: 1 with *out set, or 0 with *err set. */
typedef int (*core_fn)(core_out *out, core_err *err, const core_arg *argv);

typedef struct core_entry {
    const char *name;
    core_fn fn;
    unsigned nargs;
} core_entry;

/* Every function, in a fixed order (the WebAssembly front end calls them by
 * index); core_count entries. */
extern const core_entry core_table[];
extern const size_t core_count;

/* ---- factories (monotonic and one-shot generators) ------------------------ */

/* A generator with the state of one JS factory.  A user prng never runs
 * inside the library: when the generator wants random bytes the JS prng has
 * not given yet, core_factory_next answers OUT_NEED (num: the prng's values
 * it needs in all, each as a base-32 digit), state unchanged, and the front
 * end calls again with them (core_gen.c: how digits become bytes). */
typedef struct core_factory core_factory;

/* argv: kind, randomStep, node, entropySize, epoch, monotonic, hasPrng,
 * prefix. */
core_factory *core_factory_new(core_err *err, const core_arg *argv);
void core_factory_free(core_factory *f);
/* argv: seedTime, digits (floor(prng() * 32) of each prng call of this call,
 * a byte each, or undefined). */
int core_factory_next(core_factory *f, core_out *out, core_err *err, const core_arg *argv);

/* ---- bulk ------------------------------------------------------------------ */

/* The text length of a kind's IDs (ulid, baseuid, flake, uuidv7); 0 when
 * unknown.  An error names the kinds. */
size_t core_bulk_width(core_err *err, const core_arg *kind);
/* A generator for bulk(): argv kind, monotonic, prefix (a TypeID's, or undefined). */
core_factory *core_bulk_new(core_err *err, const core_arg *argv);
/* The text length of a factory's IDs (its generator's: a TypeID's depends on
 * its prefix). */
size_t core_factory_width(const core_factory *f);
/* n IDs as text into dst (n * width bytes, or n * (width + 1) with lines). */
int core_bulk_fill(core_factory *f, core_err *err, char *dst, size_t n, int lines);

/* validate's Buffer form: lines of kind's IDs (argv[0]) in src.  1 valid
 * (*count lines), 0 invalid: *count the line index, *pos, *st. */
int core_validate_lines(core_err *err, const core_arg *kind, const char *src, size_t len,
                        size_t *count, size_t *pos, sortid_status *st);

/* ---- helpers shared by the parts ------------------------------------------- */

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
/* Read options.prefix for kind: undefined is none (*prefix NULL); a string
 * that sortid_typeid_prefix_check takes, for a kind whose text has one, is
 * copied into buf (SORTID_PREFIX_MAX_LEN + 1 bytes).  Else a TypeError,
 * RangeError or SortidError. */
int core_prefix(core_err *err, const core_arg *a, sortid_kind kind, char *buf, const char **prefix);
/* Read a string argument (TypeError / RangeError naming `what`). */
int core_text(core_err *err, const core_arg *a, const char *what);
/* Read a time (Unix ms): a finite integral number, saturated to int64;
 * ULIDError ENC_TIME_MALFORMED with ulid_codes, else TypeError / RangeError
 * naming `what`. */
int core_time(core_err *err, const core_arg *a, const char *what, int ulid_codes, int64_t *ms);
/* An integer option 0..max (absent: *present 0). */
int core_uint(core_err *err, const core_arg *a, const char *what, unsigned max, unsigned *v,
              int *present);
/* Append to err's message the lengths of the forms untyped text is read in
 * (SORTID_ACCEPT_ALL_TEXT), in the library's words (sortid_form_get), each
 * shape once: "; IDs are 26 characters (ULID), 13 characters (Ulid-Flake),
 * ...". */
void core_form_lengths(core_err *err);
/* The time-range error of a kind for a time the library refused. */
int core_fail_time_range(core_err *err, sortid_kind kind, int64_t ms, int ulid_codes);
const char *core_kind_title(sortid_kind kind);
/* Read a kind name (the library's table) whose kind has every SORTID_CALL_*
 * bit of calls; else a RangeError listing the kinds that have them. */
int core_kind(core_err *err, const core_arg *a, const char *what, unsigned calls,
              sortid_kind *kind);
/* A new ID of kind now (or at *unix_ms, a clock the user replaced, when not
 * NULL) from this thread's generator of the kind and prefix ("" for none),
 * not monotonic, waiting as the one-call functions do. */
int core_gen_now(core_out *out, core_err *err, sortid_kind kind, const char *prefix,
                 const int64_t *unix_ms);
/* An ID in its kind's canonical text. */
int core_id_text(core_out *out, core_err *err, const sortid_id *id);
int core_out_text(core_out *out, const char *s, size_t n);
/* Fields of an OUT_FIELDS result (copied into out->store). */
void core_field_text(core_out *out, const char *name, const char *s, size_t n);
void core_field_bytes(core_out *out, const char *name, const void *b, size_t n);
void core_field_num(core_out *out, const char *name, double d);
void core_field_big(core_out *out, const char *name, uint64_t x);
void core_field_bool(core_out *out, const char *name, int b);

/* The functions of core_table, by part. */
int core_ulid(core_out *, core_err *, const core_arg *);
int core_encode_time(core_out *, core_err *, const core_arg *);
int core_decode_time(core_out *, core_err *, const core_arg *);
int core_is_valid(core_out *, core_err *, const core_arg *);
int core_ulid_to_uuid(core_out *, core_err *, const core_arg *);
int core_uuid_to_ulid(core_out *, core_err *, const core_arg *);
int core_fix_base32(core_out *, core_err *, const core_arg *);
int core_increment(core_out *, core_err *, const core_arg *);
int core_one_shot(core_out *, core_err *, const core_arg *);
int core_id_at(core_out *, core_err *, const core_arg *);
int core_parse(core_out *, core_err *, const core_arg *);
int core_flake_to_int(core_out *, core_err *, const core_arg *);
int core_flake_from_int(core_out *, core_err *, const core_arg *);
int core_flake_to_hex(core_out *, core_err *, const core_arg *);
int core_flake_from_hex(core_out *, core_err *, const core_arg *);
int core_baseuid_to_uuid(core_out *, core_err *, const core_arg *);
int core_uuid_to_baseuid(core_out *, core_err *, const core_arg *);
int core_validate_one(core_out *, core_err *, const core_arg *);
int core_constants(core_out *, core_err *, const core_arg *);
int core_kind_at(core_out *, core_err *, const core_arg *);
int core_inspect(core_out *, core_err *, const core_arg *);
int core_time_of(core_out *, core_err *, const core_arg *);
int core_generate(core_out *, core_err *, const core_arg *);
int core_convert(core_out *, core_err *, const core_arg *);
int core_uuid_time(core_out *, core_err *, const core_arg *);
int core_uuid_version(core_out *, core_err *, const core_arg *);
int core_uuid_v1_to_v6(core_out *, core_err *, const core_arg *);
int core_uuid_v6_to_v1(core_out *, core_err *, const core_arg *);

#endif
