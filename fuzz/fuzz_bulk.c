/* SPDX-License-Identifier: MIT */
/*
 * fuzz_bulk.c - the bulk text codecs (sortid_*_parse_bulk, _parse_lines,
 * _format_bulk, _format_lines) under every implementation this CPU has.
 *
 * The first input byte chooses the form (ULID, flake, BaseUID), the call
 * (array or lines), SORTID_PARSE_LENIENT and the lower-case format flag; the
 * second the lines call's dst_count (255: room for every line); the rest is
 * the text (and, read as binary IDs, the input of the formatters).
 *
 * Properties, for every implementation (sortid_impl_select over
 * sortid_impl_count / _name / _available):
 *  - the status, the bulk error (index, position, status), the count and the
 *    decoded IDs equal those of a reference built here from the scalar
 *    parsers (sortid_ulid_parse, ...) following the contract in sortid.h;
 *  - the formatters write exactly what the scalar formatter writes per ID,
 *    and the array/lines parsers read it back to the same IDs.
 * Buffers are heap copies of exactly the size the call may touch, so ASan
 * catches a kernel that reads or writes one byte too far.
 */
#include "fuzz.h"

#include <stdlib.h>

enum { T_ULID, T_FLAKE, T_BASEUID };

static const size_t W[3] = { SORTID_ULID_TEXT_LEN, SORTID_FLAKE_TEXT_LEN, SORTID_BASEUID_TEXT_LEN };
static const size_t B[3] = { SORTID_ULID_BYTES, SORTID_FLAKE_BYTES, SORTID_BASEUID_BYTES };

static sortid_status scalar_parse(int t, uint8_t *dst, const char *s, size_t len, unsigned flags,
                                  size_t *pos)
{
    if (t == T_ULID)
        return sortid_ulid_parse((sortid_ulid *)dst, s, len, flags, pos);
    if (t == T_FLAKE)
        return sortid_flake_parse((sortid_flake *)dst, s, len, flags, pos);
    return sortid_baseuid_parse((sortid_baseuid *)dst, s, len, 0, pos);
}

static void scalar_format(int t, char *dst, const uint8_t *src, unsigned flags)
{
    char tmp[32];
    if (t == T_ULID) {
        sortid_ulid_format(tmp, (const sortid_ulid *)src, flags);
    } else if (t == T_FLAKE) {
        sortid_flake f;
        memcpy(&f, src, sizeof f);
        sortid_flake_format(tmp, f, flags);
    } else {
        sortid_baseuid_format(tmp, (const sortid_baseuid *)src, 0);
    }
    memcpy(dst, tmp, W[t]);
}

static sortid_status call_parse_bulk(int t, uint8_t *dst, const char *src, size_t n, unsigned flags,
                                     sortid_bulk_error *err)
{
    if (t == T_ULID)
        return sortid_ulid_parse_bulk((sortid_ulid *)dst, src, n, flags, err);
    if (t == T_FLAKE)
        return sortid_flake_parse_bulk((sortid_flake *)dst, src, n, flags, err);
    return sortid_baseuid_parse_bulk((sortid_baseuid *)dst, src, n, 0, err);
}

static sortid_status call_parse_lines(int t, uint8_t *dst, size_t cap, const char *src, size_t len,
                                      unsigned flags, size_t *count, sortid_bulk_error *err)
{
    if (t == T_ULID)
        return sortid_ulid_parse_lines((sortid_ulid *)dst, cap, src, len, flags, count, err);
    if (t == T_FLAKE)
        return sortid_flake_parse_lines((sortid_flake *)dst, cap, src, len, flags, count, err);
    return sortid_baseuid_parse_lines((sortid_baseuid *)dst, cap, src, len, 0, count, err);
}

static sortid_status call_format(int t, char *dst, size_t size, const uint8_t *src, size_t n,
                                 unsigned flags, int lines)
{
    if (t == T_ULID)
        return lines ? sortid_ulid_format_lines(dst, size, (const sortid_ulid *)src, n, flags)
                     : sortid_ulid_format_bulk(dst, size, (const sortid_ulid *)src, n, flags);
    if (t == T_FLAKE)
        return lines ? sortid_flake_format_lines(dst, size, (const sortid_flake *)src, n, flags)
                     : sortid_flake_format_bulk(dst, size, (const sortid_flake *)src, n, flags);
    return lines ? sortid_baseuid_format_lines(dst, size, (const sortid_baseuid *)src, n, 0)
                 : sortid_baseuid_format_bulk(dst, size, (const sortid_baseuid *)src, n, 0);
}

/* The contract of sortid.h, from the scalar parsers. */
typedef struct result {
    sortid_status st;
    sortid_bulk_error err;
    size_t count;
} result;

static result ref_parse_bulk(int t, uint8_t *dst, const char *src, size_t n, unsigned flags)
{
    result r = { SORTID_OK, { n, 0, SORTID_OK }, n };
    for (size_t i = 0; i < n; i++) {
        size_t pos = 0;
        sortid_status st = scalar_parse(t, dst + i * B[t], src + i * W[t], W[t], flags, &pos);
        if (st != SORTID_OK) {
            r.st = st;
            r.err.index = i;
            r.err.pos = pos;
            r.err.status = st;
            r.count = i;
            break;
        }
    }
    return r;
}

static result ref_parse_lines(int t, uint8_t *dst, size_t cap, const char *src, size_t len,
                              unsigned flags)
{
    result r = { SORTID_OK, { 0, 0, SORTID_OK }, 0 };
    size_t o = 0;
    while (o < len) {
        if (r.count == cap) {
            r.st = SORTID_E_BUFFER;
            break;
        }
        const char *nl = memchr(src + o, '\n', len - o);
        size_t linelen = nl ? (size_t)(nl - (src + o)) : len - o;
        size_t pos = 0;
        sortid_status st = scalar_parse(t, dst + r.count * B[t], src + o, linelen, flags, &pos);
        if (st != SORTID_OK) {
            r.st = st;
            r.err.pos = pos;
            break;
        }
        r.count++;
        o += linelen + (nl ? 1u : 0u);
    }
    r.err.index = r.count;
    r.err.status = r.st;
    return r;
}

static void same(const result *a, const result *b, const uint8_t *da, const uint8_t *db,
                 size_t bytes)
{
    PROP(a->st == b->st);
    PROP(a->err.index == b->err.index && a->err.pos == b->err.pos &&
         a->err.status == b->err.status);
    PROP(a->count == b->count);
    PROP(memcmp(da, db, bytes) == 0);
}

/* Parse src[0 .. len) with the current implementation and compare it with
 * the reference. */
static void check_parse(int t, int lines, size_t cap, const char *text, size_t len, unsigned flags)
{
    size_t n = lines ? len / (W[t] + 1) + 1 : len / W[t];
    if (lines && cap > n)
        cap = n;
    size_t slots = lines ? cap : n;
    size_t tlen = lines ? len : n * W[t];
    char *src = malloc(tlen + 1);
    uint8_t *got = malloc(slots * B[t] + 1);
    uint8_t *want = malloc(slots * B[t] + 1);
    if (src == NULL || got == NULL || want == NULL)
        abort();
    memcpy(src, text, tlen);
    result r, ref;
    if (lines) {
        ref = ref_parse_lines(t, want, cap, src, tlen, flags);
        r.count = 99999;
        r.st = call_parse_lines(t, got, cap, src, tlen, flags, &r.count, &r.err);
    } else {
        ref = ref_parse_bulk(t, want, src, n, flags);
        r.st = call_parse_bulk(t, got, src, n, flags, &r.err);
        r.count = r.err.index;
    }
    same(&r, &ref, got, want, ref.count * B[t]);
    free(src);
    free(got);
    free(want);
}

static void check_format(int t, const uint8_t *ids, size_t n, unsigned flags)
{
    if (n == 0)
        return;
    for (int lines = 0; lines < 2; lines++) {
        size_t S = W[t] + (size_t)lines;
        char *out = malloc(n * S);
        char *want = malloc(n * S);
        if (out == NULL || want == NULL)
            abort();
        for (size_t i = 0; i < n; i++) {
            scalar_format(t, want + i * S, ids + i * B[t], flags);
            if (lines)
                want[i * S + W[t]] = '\n';
        }
        PROP(call_format(t, out, n * S - 1, ids, n, flags, lines) == SORTID_E_BUFFER);
        PROP(call_format(t, out, n * S, ids, n, flags, lines) == SORTID_OK);
        PROP(memcmp(out, want, n * S) == 0);
        check_parse(t, lines, (size_t)-1, out, n * S, 0);
        check_parse(t, lines, (size_t)-1, out, n * S, SORTID_PARSE_LENIENT);
        free(out);
        free(want);
    }
}

static void run_all(int t, int lines, size_t cap, unsigned pflags, unsigned fflags,
                    const uint8_t *rest, size_t rlen)
{
    check_parse(t, lines, cap, (const char *)rest, rlen, pflags);
    size_t n = rlen / B[t];
    uint8_t *ids = malloc(n * B[t] + 1);
    if (ids == NULL)
        abort();
    memcpy(ids, rest, n * B[t]);
    check_format(t, ids, n, fflags);
    free(ids);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 2)
        return 0;
    int t = (data[0] & 3) % 3;
    int lines = (data[0] >> 2) & 1;
    unsigned pflags = (data[0] >> 3) & 1 ? SORTID_PARSE_LENIENT : 0;
    unsigned fflags = (data[0] >> 4) & 1 ? SORTID_FORMAT_LOWER : 0;
    if ((data[0] >> 5) & 1)
        fflags |= SORTID_FORMAT_UPPER; /* a flag the kernels do not know */
    size_t cap = data[1] == 255 ? (size_t)-1 : data[1];
    for (size_t i = 0; i < sortid_impl_count(); i++) {
        if (!sortid_impl_available(i))
            continue;
        PROP(sortid_impl_select(sortid_impl_name(i)) == SORTID_OK);
        PROP(strcmp(sortid_impl_active(), sortid_impl_name(i)) == 0);
        run_all(t, lines, cap, pflags, fflags, data + 2, size - 2);
    }
    PROP(sortid_impl_select(NULL) == SORTID_OK);
    return 0;
}
