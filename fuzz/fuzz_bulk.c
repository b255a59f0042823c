/* SPDX-License-Identifier: MIT */
/*
 * fuzz_bulk.c - the bulk text codecs (sortid_*_parse_bulk, _parse_lines,
 * _format_bulk, _format_lines) under every implementation this CPU has.
 *
 * The first input byte chooses the form (ULID, flake, BaseUID; or KSUID, whose
 * bulk call is sortid_ksuid_format_lines alone), the call
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
 *    and the array/lines parsers read it back (with the input's parse flag)
 *    to what the scalar parsers read.
 *  - KSUID: sortid_ksuid_format_lines writes what sortid_ksuid_format writes
 *    per ID, and SORTID_E_BUFFER for one byte less;
 *  - every kind the library's table gives bulk codecs (SORTID_CALL_BULK)
 *    has a form this harness drives (a kind added there fails at once).
 * The references are computed once per input and each implementation is
 * compared with them (docs/hardening.md: this keeps the harness above
 * 20,000 executions a second).
 * Buffers are heap copies of exactly the size the call may touch, so ASan
 * catches a kernel that reads or writes one byte too far.
 */
#include "fuzz.h"
#include "../src/sortid_impl.h"

#include <stdlib.h>

enum { T_ULID, T_FLAKE, T_BASEUID };

/* The formatters get at most this many IDs of the input: more than two of
 * the widest kernel's blocks and a tail, and a bound on the work of a long
 * input (a 4 KiB input is 511 flakes, formatted and parsed back six times
 * per implementation). */
#define FORMAT_MAX 64

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
        sortid_flake_format(tmp, &f, flags);
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

/* A kind with bulk codecs of a form not driven here is a harness to update. */
static void check_kinds(void)
{
    static int done;
    sortid_kind k;
    unsigned driven = SORTID_ACCEPT(SORTID_FORM_ULID) | SORTID_ACCEPT(SORTID_FORM_FLAKE) |
                      SORTID_ACCEPT(SORTID_FORM_BASEUID);
    for (size_t i = 0; !done && (k = sortid_kind_each(i)) != SORTID_KIND_NONE; i++) {
        const sortid_kind_desc *d = sortid_kind_get(k);
        PROP(!(d->calls & SORTID_CALL_BULK) || (d->forms & driven));
    }
    done = 1;
}

/* KSUID lines: the scalar formatter's text, under every implementation. */
static void fuzz_ksuid_lines(const uint8_t *rest, size_t rlen)
{
    enum { L = SORTID_KSUID_TEXT_LEN + 1 };
    size_t n = rlen / SORTID_KSUID_BYTES;
    if (n > FORMAT_MAX)
        n = FORMAT_MAX;
    sortid_ksuid *ids = malloc(n * sizeof *ids + 1);
    char *want = malloc(n * L + 1), *out = malloc(n * L + 1);
    if (ids == NULL || want == NULL || out == NULL)
        abort();
    memcpy(ids, rest, n * sizeof *ids);
    for (size_t i = 0; i < n; i++) {
        char tmp[L];
        sortid_ksuid_format(tmp, &ids[i], 0);
        memcpy(want + i * L, tmp, L - 1);
        want[i * L + L - 1] = '\n';
    }
    for (size_t i = 0; i < sortid_impl_count(); i++) {
        if (!sortid_impl_available(i))
            continue;
        PROP(sortid_impl_select(sortid_impl_name(i)) == SORTID_OK);
        if (n > 0)
            PROP(sortid_ksuid_format_lines(out, n * L - 1, ids, n, 0) == SORTID_E_BUFFER);
        PROP(sortid_ksuid_format_lines(out, n * L, ids, n, 0) == SORTID_OK);
        PROP(memcmp(out, want, n * L) == 0);
    }
    PROP(sortid_impl_select(NULL) == SORTID_OK);
    free(ids);
    free(want);
    free(out);
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

/* One parse case: the text (a heap copy of exactly the bytes the call may
 * read), the reference answer computed once, and room for each
 * implementation's answer.  The reference does not depend on the
 * implementation, so it is computed once per input, not once per
 * implementation: with three implementations that was most of the time. */
typedef struct parse_case {
    int t, lines;
    size_t cap, tlen, slots;
    unsigned flags;
    char *src;
    uint8_t *want, *got;
    result ref;
} parse_case;

static void case_init(parse_case *c, int t, int lines, size_t cap, const char *text, size_t len,
                      unsigned flags)
{
    size_t n = lines ? len / (W[t] + 1) + 1 : len / W[t];
    if (lines && cap > n)
        cap = n;
    c->t = t;
    c->lines = lines;
    c->cap = cap;
    c->flags = flags;
    c->slots = lines ? cap : n;
    c->tlen = lines ? len : n * W[t];
    c->src = malloc(c->tlen + 1);
    c->want = malloc(c->slots * B[t] + 1);
    c->got = malloc(c->slots * B[t] + 1);
    if (c->src == NULL || c->want == NULL || c->got == NULL)
        abort();
    memcpy(c->src, text, c->tlen);
    c->ref = lines ? ref_parse_lines(t, c->want, cap, c->src, c->tlen, flags)
                   : ref_parse_bulk(t, c->want, c->src, n, flags);
}

/* The current implementation against the reference. */
static void case_check(const parse_case *c)
{
    result r;
    if (c->lines) {
        r.count = 99999;
        r.st = call_parse_lines(c->t, c->got, c->cap, c->src, c->tlen, c->flags, &r.count, &r.err);
    } else {
        r.st = call_parse_bulk(c->t, c->got, c->src, c->slots, c->flags, &r.err);
        r.count = r.err.index;
    }
    same(&r, &c->ref, c->got, c->want, c->ref.count * B[c->t]);
}

static void case_free(parse_case *c)
{
    free(c->src);
    free(c->want);
    free(c->got);
}

/* The formatters: the scalar formatter's text (array and lines), computed
 * once, and that text parsed back (a parse case each). */
typedef struct format_case {
    size_t n, size[2];
    char *want[2], *out[2];
    parse_case back[2];
} format_case;

static void format_init(format_case *c, int t, const uint8_t *ids, size_t n, unsigned fflags,
                        unsigned pflags)
{
    c->n = n;
    for (int lines = 0; lines < 2 && n; lines++) {
        size_t S = W[t] + (size_t)lines;
        c->size[lines] = n * S;
        c->want[lines] = malloc(n * S);
        c->out[lines] = malloc(n * S);
        if (c->want[lines] == NULL || c->out[lines] == NULL)
            abort();
        for (size_t i = 0; i < n; i++) {
            scalar_format(t, c->want[lines] + i * S, ids + i * B[t], fflags);
            if (lines)
                c->want[lines][i * S + W[t]] = '\n';
        }
        case_init(&c->back[lines], t, lines, (size_t)-1, c->want[lines], n * S, pflags);
    }
}

static void format_check(const format_case *c, int t, const uint8_t *ids, unsigned flags)
{
    for (int lines = 0; lines < 2 && c->n; lines++) {
        size_t size = c->size[lines];
        PROP(call_format(t, c->out[lines], size - 1, ids, c->n, flags, lines) == SORTID_E_BUFFER);
        PROP(call_format(t, c->out[lines], size, ids, c->n, flags, lines) == SORTID_OK);
        PROP(memcmp(c->out[lines], c->want[lines], size) == 0);
        case_check(&c->back[lines]);
    }
}

static void format_free(format_case *c)
{
    for (int lines = 0; lines < 2 && c->n; lines++) {
        free(c->want[lines]);
        free(c->out[lines]);
        case_free(&c->back[lines]);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    check_kinds();
    if (size < 2)
        return 0;
    if ((data[0] & 3) == 3) {
        fuzz_ksuid_lines(data + 2, size - 2);
        return 0;
    }
    int t = data[0] & 3;
    int lines = (data[0] >> 2) & 1;
    unsigned pflags = (data[0] >> 3) & 1 ? SORTID_PARSE_LENIENT : 0;
    unsigned fflags = (data[0] >> 4) & 1 ? SORTID_FORMAT_LOWER : 0;
    if ((data[0] >> 5) & 1)
        fflags |= SORTID_FORMAT_UPPER; /* a flag the kernels do not know */
    size_t cap = data[1] == 255 ? (size_t)-1 : data[1];
    const uint8_t *rest = data + 2;
    size_t rlen = size - 2, n = rlen / B[t];
    if (n > FORMAT_MAX)
        n = FORMAT_MAX;
    /* the references, once */
    parse_case pc;
    format_case fc;
    uint8_t *ids = malloc(n * B[t] + 1);
    if (ids == NULL)
        abort();
    memcpy(ids, rest, n * B[t]);
    case_init(&pc, t, lines, cap, (const char *)rest, rlen, pflags);
    format_init(&fc, t, ids, n, fflags, pflags);
    for (size_t i = 0; i < sortid_impl_count(); i++) {
        if (!sortid_impl_available(i))
            continue;
        PROP(sortid_impl_select(sortid_impl_name(i)) == SORTID_OK);
        PROP(strcmp(sortid_impl_active(), sortid_impl_name(i)) == 0);
        case_check(&pc);
        format_check(&fc, t, ids, fflags);
    }
    PROP(sortid_impl_select(NULL) == SORTID_OK);
    case_free(&pc);
    format_free(&fc);
    free(ids);
    return 0;
}
