/* SPDX-License-Identifier: MIT */
/* core.c - the table of the package's functions and the helpers every part
 * shares: argument reading, results, and errors whose messages say what was
 * wrong and where (see core.h). */
#include "core.h"

#include <math.h>
#include <stdarg.h>
#include <string.h>

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

/* The printf subset the messages use (%s %d %u %ld %lld %zu), so the
 * WebAssembly module carries no stdio. */
static void format(char *dst, size_t cap, const char *fmt, va_list ap)
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

void core_sprint(char *dst, size_t cap, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    format(dst, cap, fmt, ap);
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
    format(err->msg, sizeof err->msg, fmt, ap);
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
        if (ulid_codes && !isnan(d) &&
            (sortid_kind_get(SORTID_KIND_ULID) && sortid_kind_get(SORTID_KIND_ULID)->tick_ns
                 ? (*(&lo) = sortid_kind_get(SORTID_KIND_ULID)->time_min_ms,
                    *(&hi) = sortid_kind_get(SORTID_KIND_ULID)->time_max_ms, SORTID_OK)
                 : SORTID_E_INVALID_ARG) == SORTID_OK &&
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

/* Append sep and s at dst (the caller checked the room); their length. */
static size_t append(char *dst, const char *sep, const char *s)
{
    size_t a = strlen(sep), b = strlen(s);
    memcpy(dst, sep, a);
    memcpy(dst + a, s, b + 1);
    return a + b;
}

int core_kind(core_err *err, const core_arg *a, const char *what, unsigned calls, sortid_kind *kind)
{
    char list[160] = "";
    size_t n = 0;
    const sortid_kind_desc *d;
    if (!core_text(err, a, what))
        return 0;
    if (sortid_kind_from_name(kind, a->text, a->len) == SORTID_OK &&
        (sortid_kind_get(*kind)->calls & calls) == calls)
        return 1;
    /* the kinds that can, from the library's table */
    for (size_t i = 0; (*kind = sortid_kind_each(i)) != SORTID_KIND_NONE; i++) {
        d = sortid_kind_get(*kind);
        if ((d->calls & calls) != calls || n + strlen(d->name) + 3 >= sizeof list)
            continue;
        n += (size_t)append(list + n, n ? ", " : "", d->name);
    }
    return core_fail(err, ERR_RANGE, NULL, "%s must be one of %s", what, list);
}

void core_form_lengths(core_err *err)
{
    size_t n = strlen(err->msg);
    const char *sep = "; IDs are ";
    for (unsigned f = 1; sortid_form_get((sortid_form)f) != NULL; f++) {
        const sortid_form_desc *d = sortid_form_get((sortid_form)f);
        unsigned g = 1;
        /* each shape once: 20 characters are a BaseUID's before an xid's */
        while (g < f && !((SORTID_ACCEPT(g) & SORTID_ACCEPT_ALL_TEXT) &&
                          strcmp(sortid_form_get((sortid_form)g)->shape, d->shape) == 0))
            g++;
        if ((SORTID_ACCEPT(f) & SORTID_ACCEPT_ALL_TEXT) && g == f) {
            core_sprint(err->msg + n, sizeof err->msg - n, "%s%s (%s)", sep, d->shape,
                        core_kind_title(d->kind));
            n += strlen(err->msg + n);
            sep = ", ";
        }
    }
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
    if ((sortid_kind_get(kind) && sortid_kind_get(kind)->tick_ns
             ? (*(&lo) = sortid_kind_get(kind)->time_min_ms,
                *(&hi) = sortid_kind_get(kind)->time_max_ms, SORTID_OK)
             : SORTID_E_INVALID_ARG) != SORTID_OK)
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

static core_field *field(core_out *out, const char *name, field_type t)
{
    core_field *f = &out->fields[out->nfields < CORE_FIELDS ? out->nfields++ : CORE_FIELDS - 1];
    out->type = OUT_FIELDS;
    f->name = name;
    f->type = t;
    return f;
}

void core_field_text(core_out *out, const char *name, const char *s, size_t n)
{
    core_field *f = field(out, name, F_TEXT);
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
    field(out, name, F_NUMBER)->num = d;
}

void core_field_big(core_out *out, const char *name, uint64_t x)
{
    field(out, name, F_BIGINT)->big = x;
}

void core_field_bool(core_out *out, const char *name, int b)
{
    field(out, name, F_BOOL)->num = b != 0;
}

/* bulkWidth(kind): the text length of the kind's IDs (for the JS layer's cut). */
static int core_bulk_width_fn(core_out *out, core_err *err, const core_arg *argv)
{
    size_t w = core_bulk_width(err, &argv[0]);
    if (!w)
        return 0;
    out->type = OUT_NUMBER;
    out->num = (double)w;
    return 1;
}

const core_entry core_table[] = {
    { "constants", core_constants, 0 },
    { "ulid", core_ulid, 1 },
    { "encodeTime", core_encode_time, 1 },
    { "decodeTime", core_decode_time, 1 },
    { "isValid", core_is_valid, 1 },
    { "ulidToUUID", core_ulid_to_uuid, 1 },
    { "uuidToULID", core_uuid_to_ulid, 1 },
    { "fixULIDBase32", core_fix_base32, 1 },
    { "incrementBase32", core_increment, 1 },
    { "oneShot", core_one_shot, 2 },
    { "idAt", core_id_at, 5 },
    { "parse", core_parse, 2 },
    { "flakeToInt", core_flake_to_int, 1 },
    { "flakeFromInt", core_flake_from_int, 1 },
    { "flakeToHex", core_flake_to_hex, 1 },
    { "flakeFromHex", core_flake_from_hex, 1 },
    { "baseuidToUUID", core_baseuid_to_uuid, 1 },
    { "uuidToBaseuid", core_uuid_to_baseuid, 1 },
    { "validateOne", core_validate_one, 2 },
    { "bulkWidth", core_bulk_width_fn, 1 },
    { "kindAt", core_kind_at, 1 },
    { "inspect", core_inspect, 3 },
    { "timeOf", core_time_of, 3 },
    { "generate", core_generate, 3 },
    { "convert", core_convert, 4 },
    { "uuidTime", core_uuid_time, 1 },
    { "uuidVersion", core_uuid_version, 1 },
    { "uuidV1ToV6", core_uuid_v1_to_v6, 1 },
    { "uuidV6ToV1", core_uuid_v6_to_v1, 1 },
};
const size_t core_count = sizeof core_table / sizeof core_table[0];
