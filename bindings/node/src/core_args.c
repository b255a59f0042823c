/* SPDX-License-Identifier: MIT */
/* core_args.c - the core's arguments, results and errors: reading a JS
 * value's core_arg (a string, a time, a small integer), writing a result or
 * its fields, and errors whose messages say what was wrong and where (see
 * core_args.h).  No kind is read here. */

#include "core_args.h"

#include <math.h>
#include <stdarg.h>
#include <string.h>

/* Helpers, below the functions that use them. */
static void format_message(char *dst, size_t cap, const char *fmt, va_list ap);
static core_field *add_field(core_out *out, const char *name, field_type t);

int core_narrow(char *dst, const uint16_t *src, size_t n)
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

void core_sprint(char *dst, size_t cap, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    format_message(dst, cap, fmt, ap);
    va_end(ap);
}

int core_fail(core_err *err, err_kind kind, const char *code, const char *fmt, ...)
{
    va_list ap;
    err->kind = kind;
    err->code = code;
    err->pos = -1;
    err->reason = NULL;
    va_start(ap, fmt);
    format_message(err->msg, sizeof err->msg, fmt, ap);
    va_end(ap);
    return 0;
}

int core_fail_at(core_err *err, const char *code, const char *what, long pos, sortid_status st)
{
    if (pos >= 0)
        core_fail(err, ERR_ULID, code, "%s: %s at position %ld", what, sortid_strerror(st), pos);
    else
        core_fail(err, ERR_ULID, code, "%s: %s", what, sortid_strerror(st));
    err->pos = pos;
    err->reason = sortid_strerror(st);
    return 0;
}

int core_fail_status_at(core_err *err, const char *what, long pos, sortid_status st)
{
    /* the code: "SORTID_" and the status's name, from the library's table */
    static const char prefix[] = "SORTID_";
    const char *name = sortid_status_name(st);
    size_t n = strlen(name);
    if (n > sizeof err->code_text - sizeof prefix)
        n = sizeof err->code_text - sizeof prefix; /* no name is that long */
    memcpy(err->code_text, prefix, sizeof prefix - 1);
    memcpy(err->code_text + sizeof prefix - 1, name, n);
    err->code_text[sizeof prefix - 1 + n] = '\0';
    if (pos >= 0)
        core_fail(err, ERR_STATUS, err->code_text, "%s: %s at position %ld", what,
                  sortid_strerror(st), pos);
    else
        core_fail(err, ERR_STATUS, err->code_text, "%s: %s", what, sortid_strerror(st));
    err->pos = pos;
    err->reason = sortid_strerror(st);
    return 0;
}

int core_fail_status(core_err *err, const char *what, sortid_status st)
{
    return core_fail_status_at(err, what, -1, st);
}

int core_text(core_err *err, const core_arg *a, const char *what)
{
    if (a->tag != ARG_STRING)
        return core_fail(err, ERR_TYPE, NULL, "%s must be a string", what);
    if (a->len > TEXT_MAX) /* never read a prefix as if it were the text */
        return core_fail(err, ERR_RANGE, NULL,
                         "%s is %zu characters long; no ID text is longer than %d", what, a->len,
                         TEXT_MAX);
    return 1;
}

int core_time(core_err *err, const core_arg *a, const char *what, int ulid_codes, int64_t *ms)
{
    double d = a->num;
    if (a->tag != ARG_NUMBER)
        return ulid_codes
                   ? core_fail(err, ERR_ULID, "ENC_TIME_MALFORMED", "%s must be a number", what)
                   : core_fail(err, ERR_TYPE, NULL, "%s must be a number (Unix milliseconds)",
                               what);
    if (isnan(d) || (isfinite(d) && d != floor(d))) {
        int64_t lo, hi;
        /* ulid checks the range before the fraction: -1.5 is ENC_TIME_NEG */
        if (ulid_codes && !isnan(d) && sortid_time_range(SORTID_KIND_ULID, &lo, &hi) == SORTID_OK &&
            (d < (double)lo || d > (double)hi))
            return core_fail_time_range(err, SORTID_KIND_ULID,
                                        d < -9.2e18  ? INT64_MIN
                                        : d > 9.2e18 ? INT64_MAX
                                                     : (int64_t)floor(d),
                                        1);
        return core_fail(err, ulid_codes ? ERR_ULID : ERR_RANGE,
                         ulid_codes ? "ENC_TIME_MALFORMED" : NULL,
                         "%s must be an integer number of milliseconds, not %s", what,
                         isnan(d) ? "NaN" : "a fraction");
    }
    /* Saturate (Infinity too, as ulid): the library then says which side of
     * its range it is. */
    if (d >= 9223372036854775807.0)
        *ms = INT64_MAX;
    else if (d <= -9223372036854775808.0)
        *ms = INT64_MIN;
    else
        *ms = (int64_t)d;
    return 1;
}

int core_uint(core_err *err, const core_arg *a, const char *what, unsigned max, unsigned *v,
              int *present)
{
    *present = 0;
    if (a->tag == ARG_UNDEF)
        return 1;
    if (a->tag != ARG_NUMBER)
        return core_fail(err, ERR_TYPE, NULL, "%s must be a number", what);
    if (!(a->num >= 0 && a->num <= max) || a->num != floor(a->num))
        return core_fail(err, ERR_RANGE, NULL, "%s must be an integer in 0..%u", what, max);
    *v = (unsigned)a->num;
    *present = 1;
    return 1;
}

const char *core_kind_title(sortid_kind kind)
{
    const sortid_kind_desc *d = sortid_kind_get(kind);
    return d ? d->title : "ID";
}

int core_fail_time_range(core_err *err, sortid_kind kind, int64_t ms, int ulid_codes)
{
    int64_t lo = 0, hi = 0;
    const char *name = core_kind_title(kind);
    /* core_time saturates what int64 cannot hold (Infinity too): no number
     * is shown for those, never a value the caller did not give */
    char shown[32];
    if (ms == INT64_MAX || ms == INT64_MIN)
        core_sprint(shown, sizeof shown, "%s2^63 ms or %s", ms < 0 ? "-" : "",
                    ms < 0 ? "less" : "more");
    else
        core_sprint(shown, sizeof shown, "%lld ms", (long long)ms);
    if (sortid_time_range(kind, &lo, &hi) != SORTID_OK)
        return core_fail_status(err, name, SORTID_E_TIME_RANGE);
    if (ms < lo)
        return core_fail(err, ulid_codes ? ERR_ULID : ERR_RANGE, ulid_codes ? "ENC_TIME_NEG" : NULL,
                         "time %s is below the %s range (%lld .. %lld)", shown, name, (long long)lo,
                         (long long)hi);
    return core_fail(
        err, ulid_codes ? ERR_ULID : ERR_RANGE, ulid_codes ? "ENC_TIME_SIZE_EXCEED" : NULL,
        "time %s is above the %s range (%lld .. %lld)", shown, name, (long long)lo, (long long)hi);
}

int core_out_text(core_out *out, const char *s, size_t n)
{
    out->type = OUT_TEXT;
    memcpy(out->text, s, n);
    out->len = n;
    return 1;
}

void core_field_text(core_out *out, const char *name, const char *s, size_t n)
{
    core_field *f = add_field(out, name, F_TEXT);
    if (out->used + n > sizeof out->store)
        n = 0; /* cannot happen: every field is an ID's text or bytes */
    memcpy(out->store + out->used, s, n);
    f->text = out->store + out->used;
    f->len = n;
    out->used += n;
}

void core_field_bytes(core_out *out, const char *name, const void *b, size_t n)
{
    core_field_text(out, name, b, n);
    out->fields[out->nfields - 1].type = F_BYTES;
}

void core_field_num(core_out *out, const char *name, double d)
{
    add_field(out, name, F_NUMBER)->num = d;
}

void core_field_big(core_out *out, const char *name, uint64_t x)
{
    add_field(out, name, F_BIGINT)->big = x;
}

void core_field_bool(core_out *out, const char *name, int b)
{
    add_field(out, name, F_BOOL)->num = b != 0;
}

/* ---- helpers -------------------------------------------------------------- */

/* The printf subset the messages use (%s %d %u %ld %lld %zu), so the
 * WebAssembly module carries no stdio. */
static void format_message(char *dst, size_t cap, const char *fmt, va_list ap)
{
    size_t n = 0;
    for (const char *p = fmt; *p && n + 1 < cap; p++) {
        char num[24], *q = num + sizeof num;
        const char *s = num;
        unsigned long long u;
        int neg = 0;
        if (*p != '%') {
            dst[n++] = *p;
            continue;
        }
        p++;
        if (*p == 's') {
            s = va_arg(ap, const char *);
        } else {
            long long v;
            if (*p == 'd')
                v = va_arg(ap, int);
            else if (*p == 'u')
                v = va_arg(ap, unsigned);
            else if (*p == 'z')
                p++, v = (long long)va_arg(ap, size_t);
            else if (p[0] == 'l' && p[1] == 'l')
                p += 2, v = va_arg(ap, long long);
            else
                p++, v = va_arg(ap, long);
            neg = v < 0;
            u = neg ? 0 - (unsigned long long)v : (unsigned long long)v;
            *--q = '\0';
            do
                *--q = (char)('0' + u % 10);
            while ((u /= 10) != 0);
            if (neg)
                *--q = '-';
            s = q;
        }
        while (*s && n + 1 < cap)
            dst[n++] = *s++;
    }
    dst[n] = '\0';
}

static core_field *add_field(core_out *out, const char *name, field_type t)
{
    core_field *f = &out->fields[out->nfields < CORE_FIELDS ? out->nfields++ : CORE_FIELDS - 1];
    out->type = OUT_FIELDS;
    f->name = name;
    f->type = t;
    return f;
}
