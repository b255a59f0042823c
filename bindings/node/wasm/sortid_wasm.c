/* SPDX-License-Identifier: MIT */
/* sortid_wasm.c - the WebAssembly front end of the core (src/core.h): the
 * exports lib/wasm.js calls.  Arguments go into fixed slots (w_set_*), a call
 * runs a core function, and JS reads the result or the error record back
 * through the accessors.  One instance serves one JS thread (no shared
 * memory), so the slots need no lock. */
#include "../src/core.h"

#include <stdlib.h>
#include <string.h>

#define EXPORT(name) __attribute__((export_name(#name))) __attribute__((visibility("default")))
#define SLOTS        8

/* The argument slots JS writes directly (lib/wasm.js knows this layout:
 * tag at 0, number at 8, length at 16, text at 24, JS_SLOT bytes apart). */
typedef struct js_slot {
    int32_t tag;
    int32_t unused;
    double num;
    uint32_t len;
    uint32_t unused2;
    char text[TEXT_MAX + 8];
} js_slot;
_Static_assert(sizeof(js_slot) == 128, "lib/wasm.js: JS_SLOT");

static js_slot js[SLOTS];
static int64_t bigs[SLOTS];
static int lossless[SLOTS];
static const char *bytes[SLOTS];
static core_arg args[SLOTS];
static core_out out;
static core_err err;
static size_t val_count, val_pos;
static sortid_status val_status;

EXPORT(w_slots) js_slot *w_slots(void)
{
    return js;
}

/* Slot i holds a BigInt (its tag then ARG_BIGINT). */
EXPORT(w_set_big) void w_set_big(unsigned i, int64_t big, int fits)
{
    bigs[i % SLOTS] = big;
    lossless[i % SLOTS] = fits;
}

/* Slot i holds bytes at p (its tag then ARG_BYTES, its length len). */
EXPORT(w_set_bytes) void w_set_bytes(unsigned i, const char *p)
{
    bytes[i % SLOTS] = p;
}

/* The first n slots as core_args. */
static void load(unsigned n)
{
    for (unsigned i = 0; i < n && i < SLOTS; i++) {
        core_arg *a = &args[i];
        a->tag = (arg_tag)js[i].tag;
        a->num = js[i].num;
        a->len = js[i].len;
        a->text = a->tag == ARG_BYTES ? bytes[i] : js[i].text;
        a->big = bigs[i];
        a->lossless = lossless[i];
    }
}

EXPORT(w_alloc) void *w_alloc(size_t n)
{
    return malloc(n ? n : 1);
}

EXPORT(w_free) void w_free(void *p)
{
    free(p);
}

/* ---- the core's table ------------------------------------------------------ */

EXPORT(w_count) size_t w_count(void)
{
    return core_count;
}

EXPORT(w_name) const char *w_name(size_t i)
{
    return i < core_count ? core_table[i].name : "";
}

static void clear(void)
{
    out.type = OUT_UNDEF;
    out.nfields = out.used = 0;
    err.kind = ERR_NONE;
}

/* The result's type and text length (a boolean: its value) in one number,
 * one call per JS call: 0 after an error, else 1 + type + 16 * len. */
static int answer(int ok)
{
    if (ok && out.type == OUT_BOOL)
        return 1 + OUT_BOOL + 16 * (out.num != 0);
    return ok ? 1 + (int)out.type + 16 * (int)out.len : 0;
}

EXPORT(w_nargs) unsigned w_nargs(size_t i)
{
    return i < core_count ? core_table[i].nargs : 0;
}

/* isValid(text) without the call table: slot 0's text, len bytes (JS wrote
 * them as setArg does), read by core_is_valid's rule; 0 or 1. */
EXPORT(w_is_valid) int w_is_valid(unsigned len)
{
    core_arg a = { .tag = ARG_STRING, .len = len, .text = js[0].text };
    clear();
    return len <= TEXT_MAX && core_is_valid(&out, &err, &a) && out.num != 0;
}

/* Run core_table[i] over the first nargs slots. */
EXPORT(w_call) int w_call(size_t i)
{
    if (i >= core_count)
        return 0;
    load(core_table[i].nargs);
    clear();
    return answer(core_table[i].fn(&out, &err, args));
}

/* ---- results ------------------------------------------------------------- */

EXPORT(w_out_text) const char *w_out_text(void)
{
    return out.text;
}

EXPORT(w_out_len) size_t w_out_len(void)
{
    return out.len;
}

EXPORT(w_out_num_at) double *w_out_num_at(void)
{
    return &out.num;
}

EXPORT(w_out_big) int64_t w_out_big(void)
{
    return out.big;
}

EXPORT(w_nfields) size_t w_nfields(void)
{
    return out.nfields;
}

EXPORT(w_field_name) const char *w_field_name(size_t i)
{
    return out.fields[i % CORE_FIELDS].name;
}

EXPORT(w_field_type) int w_field_type(size_t i)
{
    return out.fields[i % CORE_FIELDS].type;
}

EXPORT(w_field_text) const char *w_field_text(size_t i)
{
    return out.fields[i % CORE_FIELDS].text;
}

EXPORT(w_field_len) size_t w_field_len(size_t i)
{
    return out.fields[i % CORE_FIELDS].len;
}

EXPORT(w_field_num) double w_field_num(size_t i)
{
    return out.fields[i % CORE_FIELDS].num;
}

EXPORT(w_field_big) uint64_t w_field_big(size_t i)
{
    return out.fields[i % CORE_FIELDS].big;
}

/* ---- errors -------------------------------------------------------------- */

EXPORT(w_err_kind) int w_err_kind(void)
{
    return err.kind;
}

EXPORT(w_err_code) const char *w_err_code(void)
{
    return err.code ? err.code : "";
}

EXPORT(w_err_msg) const char *w_err_msg(void)
{
    return err.msg;
}

EXPORT(w_err_pos) long w_err_pos(void)
{
    return err.pos;
}

EXPORT(w_err_reason) const char *w_err_reason(void)
{
    return err.reason ? err.reason : "";
}

/* ---- factories, bulk, validate --------------------------------------------- */

EXPORT(w_factory_new) core_factory *w_factory_new(void)
{
    load(8);
    clear();
    return core_factory_new(&err, args);
}

/* The next ID now, from the CSPRNG: the common call, with no argument to
 * read from the slots. */
EXPORT(w_factory_now) int w_factory_now(core_factory *f)
{
    static const core_arg none[2]; /* ARG_UNDEF */
    clear();
    return answer(core_factory_next(f, &out, &err, none));
}

EXPORT(w_factory_next) int w_factory_next(core_factory *f)
{
    load(2);
    clear();
    return answer(core_factory_next(f, &out, &err, args));
}

EXPORT(w_factory_free) void w_factory_free(core_factory *f)
{
    core_factory_free(f);
}

/* bulk: args kind, monotonic, prefix: a generator for w_bulk_fill. */
EXPORT(w_bulk_new) core_factory *w_bulk_new(void)
{
    load(3);
    clear();
    return core_bulk_new(&err, args);
}

/* The length of each ID f makes (w_bulk_fill's lines are one more). */
EXPORT(w_bulk_line_width) size_t w_bulk_line_width(const core_factory *f)
{
    return core_factory_width(f);
}

/* n IDs as text (lines: each then '\n') in a new block the caller frees
 * (w_out_len its length), or NULL with the error set. */
EXPORT(w_bulk_fill) char *w_bulk_fill(core_factory *f, size_t n, int lines)
{
    size_t size = n * (core_factory_width(f) + (lines ? 1 : 0));
    char *dst = malloc(size + 1);
    clear();
    if (!dst)
        core_fail(&err, ERR_MEMORY, NULL, "bulk: out of memory");
    else if (!core_bulk_fill(f, &err, dst, n, lines))
        free(dst), dst = NULL;
    out.len = size;
    return dst;
}

/* validate's Buffer form: arg 0 the kind, the lines at p. */
EXPORT(w_validate_lines) int w_validate_lines(const char *p, size_t len)
{
    load(1);
    clear();
    return core_validate_lines(&err, &args[0], p, len, &val_count, &val_pos, &val_status);
}

EXPORT(w_val_count) size_t w_val_count(void)
{
    return val_count;
}

EXPORT(w_val_pos) size_t w_val_pos(void)
{
    return val_pos;
}

EXPORT(w_val_reason) const char *w_val_reason(void)
{
    return sortid_strerror(val_status);
}

/* The module has no environment (SORTID_FORCE_IMPL is for native builds):
 * this getenv keeps wasi-libc's, and its import of the WASI environment, out. */
char *getenv(const char *name)
{
    (void)name;
    return NULL;
}
