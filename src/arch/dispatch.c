/* SPDX-License-Identifier: MIT */
/*
 * src/arch/dispatch.c - the public bulk text codecs and the run-time choice
 * of implementation.
 *
 * The implementations form an ordered table, best first.  The first call of
 * any bulk function (or of sortid_impl_*) runs, exactly once (sortid__once),
 * the CPU checks and the table builders, then publishes the chosen entry
 * with a release store; every call loads it with an acquire load, so there
 * is no data race even when sortid_impl_select runs concurrently with bulk
 * calls (each call uses one implementation from start to end).
 */
#include "sortid.h"
#include "arch.h"
#include "../internal.h"
#include "../sortid_impl.h"

#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

_Static_assert(sizeof(sortid_ulid) == SORTID_ULID_BYTES, "sortid_ulid is 16 bytes");
_Static_assert(sizeof(sortid_flake) == SORTID_FLAKE_BYTES, "sortid_flake is 8 bytes");
_Static_assert(sizeof(sortid_baseuid) == SORTID_BASEUID_BYTES, "sortid_baseuid is 15 bytes");
_Static_assert(sizeof(sortid_ksuid) == SORTID_KSUID_BYTES, "sortid_ksuid is 20 bytes");

/* mingw-w64's gcc does not align the stack beyond 16 bytes for AVX values
 * it spills (GCC PR 54412, Windows x64 ABI): an AVX kernel may fault there
 * after any compiler change, so those builds run the scalar codec.  clang
 * for Windows realigns and keeps the kernels. */
#if defined(__x86_64__) && !(defined(_WIN32) && defined(__GNUC__) && !defined(__clang__))
#define USE_X86_KERNELS 1
#endif

static const sortid_arch_impl *const impls[] = {
#if defined(USE_X86_KERNELS)
    &sortid_arch_avx512,
    &sortid_arch_avx2,
#endif
#if defined(SORTID_HAVE_NEON64)
    &sortid_arch_neon64,
#endif
    &sortid_arch_scalar,
};
#define N_IMPLS (sizeof impls / sizeof impls[0])

static sortid__once_flag once = SORTID__ONCE_INIT;
static int have[N_IMPLS]; /* written once inside sortid__once */
static size_t best;       /* idem: index of the automatic choice */
static _Atomic(const sortid_arch_impl *) active;

/* The kernels' tables come from the library's scalar codec tables
 * (src/crockford.c, src/base64lex.c), so the kernels and the scalar parsers
 * cannot disagree on a single byte. */
static void derive_alphabets(void)
{
    for (int t = 0; t < SORTID_BT_COUNT; t++) {
        sortid_bt_alpha *a = &sortid_bt_alphas[t];
        const uint8_t *dec =
            t == SORTID_BT_BASEUID ? sortid__b64lex_decode : sortid__b32_decode_strict;
        for (unsigned c = 0; c < 128; c++)
            a->value[c] = dec[c];
        for (unsigned v = 0; v < 64; v++) {
            if (t == SORTID_BT_BASEUID) {
                a->upper[v] = a->lower[v] = sortid__b64lex_alphabet[v];
            } else {
                a->upper[v] = sortid__b32_alphabet_upper[v & 31];
                a->lower[v] = sortid__b32_alphabet_lower[v & 31];
            }
        }
    }
}

static size_t find_impl(const char *name)
{
    for (size_t i = 0; i < N_IMPLS; i++)
        if (strcmp(impls[i]->name, name) == 0)
            return i;
    return N_IMPLS;
}

static void init_once(void)
{
    derive_alphabets();
    best = N_IMPLS - 1;
    for (size_t i = N_IMPLS; i-- > 0;) {
        have[i] = impls[i]->available();
        if (have[i]) {
            impls[i]->init();
            best = i;
        }
    }
    size_t pick = best;
    const char *force = getenv("SORTID_FORCE_IMPL");
    if (force != NULL) {
        size_t i = find_impl(force);
        if (i < N_IMPLS && have[i])
            pick = i; /* an implementation this CPU lacks: keep the best */
    }
    atomic_store_explicit(&active, impls[pick], memory_order_release);
}

static const sortid_arch_impl *impl(void)
{
    sortid__once(&once, init_once);
    return atomic_load_explicit(&active, memory_order_acquire);
}

size_t sortid_impl_count(void)
{
    return N_IMPLS;
}

const char *sortid_impl_name(size_t index)
{
    return index < N_IMPLS ? impls[index]->name : NULL;
}

int sortid_impl_available(size_t index)
{
    sortid__once(&once, init_once);
    return index < N_IMPLS ? have[index] : 0;
}

const char *sortid_impl_active(void)
{
    return impl()->name;
}

sortid_status sortid_impl_select(const char *name)
{
    sortid__once(&once, init_once);
    size_t i = best;
    if (name != NULL) {
        i = find_impl(name);
        if (i == N_IMPLS || !have[i])
            return SORTID_E_INVALID_ARG;
    }
    atomic_store_explicit(&active, impls[i], memory_order_release);
    return SORTID_OK;
}

/* ---- the generic drivers ------------------------------------------------ */

/* One ID's text, exactly W bytes, straight into dst (no NUL: dst may end
 * there). */
static void format_one(int t, char *dst, const uint8_t *src, unsigned flags)
{
    if (t == SORTID_BT_ULID) {
        sortid__b32_encode128(dst, sortid__load_be64(src), sortid__load_be64(src + 8), flags, 0);
    } else if (t == SORTID_BT_FLAKE) {
        uint64_t v;
        memcpy(&v, src, sizeof v); /* a host uint64_t (sortid_flake) */
        sortid__b32_encode64(dst, v, flags, 0);
    } else {
        sortid__b64lex_encode120(dst, src);
    }
}

static sortid_status parse_one(int t, uint8_t *dst, const char *src, size_t len, unsigned flags,
                               size_t *pos)
{
    sortid_status st;
    if (t == SORTID_BT_ULID) {
        sortid_ulid u;
        st = sortid_ulid_parse(&u, src, len, flags, pos);
        if (st == SORTID_OK)
            memcpy(dst, &u, sizeof u);
    } else if (t == SORTID_BT_FLAKE) {
        sortid_flake f;
        st = sortid_flake_parse(&f, src, len, flags, pos);
        if (st == SORTID_OK)
            memcpy(dst, &f, sizeof f);
    } else {
        sortid_baseuid b;
        st = sortid_baseuid_parse(&b, src, len, 0, pos);
        if (st == SORTID_OK)
            memcpy(dst, &b, sizeof b);
    }
    return st;
}

/* What every formatter checks before it writes n > 0 records of S bytes. */
static sortid_status format_args(const char *dst, size_t dst_size, const void *src, size_t n,
                                 size_t S)
{
    if (dst == NULL || src == NULL)
        return SORTID_E_INVALID_ARG;
    if (n > SIZE_MAX / S || dst_size < n * S)
        return SORTID_E_BUFFER;
    return SORTID_OK;
}

static sortid_status format_bulk(int t, char *dst, size_t dst_size, const uint8_t *src, size_t n,
                                 unsigned flags, int lines)
{
    const sortid_bt_geom *g = &sortid_bt_geoms[t];
    size_t S = g->W + (lines ? 1u : 0u);
    sortid_status st;
    if (n == 0)
        return SORTID_OK;
    if ((st = format_args(dst, dst_size, src, n, S)) != SORTID_OK)
        return st;
    /* kernels know SORTID_FORMAT_LOWER only: any other flag goes scalar */
    const sortid_arch_impl *im = (flags & ~SORTID_FORMAT_LOWER) ? &sortid_arch_scalar : impl();
    size_t i = im->enc[t] ? im->enc[t](dst, src, n, lines, (flags & SORTID_FORMAT_LOWER) != 0) : 0;
    for (; i < n; i++) {
        format_one(t, dst + i * S, src + i * g->B, flags);
        if (lines)
            dst[i * S + g->W] = '\n';
    }
    return SORTID_OK;
}

/* The kernels accept a strict subset of what the scalar parser accepts, and
 * SORTID_PARSE_LENIENT only widens it, so they serve both; a flag they do
 * not know might narrow it, so it goes scalar. */
static const sortid_arch_impl *kernel_for_parse(unsigned flags)
{
    return (flags & ~SORTID_PARSE_LENIENT) ? &sortid_arch_scalar : impl();
}

static void set_err(sortid_bulk_error *err, size_t index, size_t pos, sortid_status st)
{
    if (err != NULL) {
        err->index = index;
        err->pos = pos;
        err->status = st;
    }
}

static sortid_status parse_bulk(int t, uint8_t *dst, const char *src, size_t n, unsigned flags,
                                sortid_bulk_error *err)
{
    const sortid_bt_geom *g = &sortid_bt_geoms[t];
    set_err(err, n, 0, SORTID_OK);
    if (n == 0)
        return SORTID_OK;
    if (dst == NULL || src == NULL) {
        set_err(err, 0, 0, SORTID_E_INVALID_ARG);
        return SORTID_E_INVALID_ARG;
    }
    const sortid_arch_impl *im = kernel_for_parse(flags);
    size_t i = 0;
    for (;;) {
        if (im->dec[t])
            i += im->dec[t](dst + i * g->B, src + i * g->W, n - i, 0);
        if (i >= n)
            return SORTID_OK;
        size_t pos = 0;
        sortid_status st = parse_one(t, dst + i * g->B, src + i * g->W, g->W, flags, &pos);
        if (st != SORTID_OK) {
            set_err(err, i, pos, st);
            return st;
        }
        i++;
    }
}

static sortid_status parse_lines(int t, uint8_t *dst, size_t cap, const char *src, size_t len,
                                 unsigned flags, size_t *count, sortid_bulk_error *err)
{
    const sortid_bt_geom *g = &sortid_bt_geoms[t];
    size_t S = g->W + 1u, o = 0, cnt = 0;
    sortid_status st = SORTID_OK;
    if (count != NULL)
        *count = 0;
    set_err(err, 0, 0, SORTID_OK);
    if (len == 0)
        return SORTID_OK;
    if (src == NULL || (dst == NULL && cap > 0)) {
        set_err(err, 0, 0, SORTID_E_INVALID_ARG);
        return SORTID_E_INVALID_ARG;
    }
    const sortid_arch_impl *im = kernel_for_parse(flags);
    while (o < len) {
        size_t avail = (len - o) / S;
        if (avail > cap - cnt)
            avail = cap - cnt;
        if (im->dec[t] && avail > 0) {
            size_t k = im->dec[t](dst + cnt * g->B, src + o, avail, 1);
            cnt += k;
            o += k * S;
            if (o >= len)
                break;
        }
        if (cnt == cap) {
            st = SORTID_E_BUFFER;
            set_err(err, cnt, 0, st);
            break;
        }
        size_t rem = len - o, scan = rem < S ? rem : S, pos = 0;
        const char *nl = memchr(src + o, '\n', scan);
        size_t linelen = nl ? (size_t)(nl - (src + o)) : scan;
        st = parse_one(t, dst + cnt * g->B, src + o, linelen, flags, &pos);
        if (st != SORTID_OK) {
            set_err(err, cnt, pos, st);
            break;
        }
        cnt++;
        o += linelen + (nl ? 1u : 0u);
    }
    if (st == SORTID_OK)
        set_err(err, cnt, 0, SORTID_OK);
    if (count != NULL)
        *count = cnt;
    return st;
}

/* ---- the public functions ----------------------------------------------- */

sortid_status sortid_ulid_format_bulk(char *dst, size_t dst_size, const sortid_ulid *src, size_t n,
                                      unsigned flags)
{
    return format_bulk(SORTID_BT_ULID, dst, dst_size, (const uint8_t *)src, n, flags, 0);
}

sortid_status sortid_ulid_format_lines(char *dst, size_t dst_size, const sortid_ulid *src, size_t n,
                                       unsigned flags)
{
    return format_bulk(SORTID_BT_ULID, dst, dst_size, (const uint8_t *)src, n, flags, 1);
}

sortid_status sortid_ulid_parse_bulk(sortid_ulid *dst, const char *src, size_t n, unsigned flags,
                                     sortid_bulk_error *err)
{
    return parse_bulk(SORTID_BT_ULID, (uint8_t *)dst, src, n, flags, err);
}

sortid_status sortid_ulid_parse_lines(sortid_ulid *dst, size_t dst_count, const char *src,
                                      size_t len, unsigned flags, size_t *count,
                                      sortid_bulk_error *err)
{
    return parse_lines(SORTID_BT_ULID, (uint8_t *)dst, dst_count, src, len, flags, count, err);
}

sortid_status sortid_flake_format_bulk(char *dst, size_t dst_size, const sortid_flake *src,
                                       size_t n, unsigned flags)
{
    return format_bulk(SORTID_BT_FLAKE, dst, dst_size, (const uint8_t *)src, n, flags, 0);
}

sortid_status sortid_flake_format_lines(char *dst, size_t dst_size, const sortid_flake *src,
                                        size_t n, unsigned flags)
{
    return format_bulk(SORTID_BT_FLAKE, dst, dst_size, (const uint8_t *)src, n, flags, 1);
}

sortid_status sortid_flake_parse_bulk(sortid_flake *dst, const char *src, size_t n, unsigned flags,
                                      sortid_bulk_error *err)
{
    return parse_bulk(SORTID_BT_FLAKE, (uint8_t *)dst, src, n, flags, err);
}

sortid_status sortid_flake_parse_lines(sortid_flake *dst, size_t dst_count, const char *src,
                                       size_t len, unsigned flags, size_t *count,
                                       sortid_bulk_error *err)
{
    return parse_lines(SORTID_BT_FLAKE, (uint8_t *)dst, dst_count, src, len, flags, count, err);
}

sortid_status sortid_baseuid_format_bulk(char *dst, size_t dst_size, const sortid_baseuid *src,
                                         size_t n, unsigned flags)
{
    (void)flags;
    return format_bulk(SORTID_BT_BASEUID, dst, dst_size, (const uint8_t *)src, n, 0, 0);
}

sortid_status sortid_baseuid_format_lines(char *dst, size_t dst_size, const sortid_baseuid *src,
                                          size_t n, unsigned flags)
{
    (void)flags;
    return format_bulk(SORTID_BT_BASEUID, dst, dst_size, (const uint8_t *)src, n, 0, 1);
}

sortid_status sortid_baseuid_parse_bulk(sortid_baseuid *dst, const char *src, size_t n,
                                        unsigned flags, sortid_bulk_error *err)
{
    (void)flags;
    return parse_bulk(SORTID_BT_BASEUID, (uint8_t *)dst, src, n, 0, err);
}

sortid_status sortid_baseuid_parse_lines(sortid_baseuid *dst, size_t dst_count, const char *src,
                                         size_t len, unsigned flags, size_t *count,
                                         sortid_bulk_error *err)
{
    (void)flags;
    return parse_lines(SORTID_BT_BASEUID, (uint8_t *)dst, dst_count, src, len, 0, count, err);
}

/* KSUIDs as lines: a kernel where there is one (it must not read past
 * n * 20 bytes nor write past n * 28), sortid_ksuid_format for the rest.
 * KSUID text has no flags. */
sortid_status sortid_ksuid_format_lines(char *dst, size_t dst_size, const sortid_ksuid *src,
                                        size_t n, unsigned flags)
{
    const size_t S = SORTID_KSUID_TEXT_LEN + 1;
    sortid_status st;
    (void)flags;
    if (n == 0)
        return SORTID_OK;
    if ((st = format_args(dst, dst_size, src, n, S)) != SORTID_OK)
        return st;
    const sortid_arch_impl *im = impl();
    size_t i = im->ksuid_lines ? im->ksuid_lines(dst, (const uint8_t *)src, n) : 0;
    for (; i < n; i++) { /* its NUL is where the newline goes */
        sortid_ksuid_format(dst + i * S, src + i, 0);
        dst[i * S + S - 1] = '\n';
    }
    return SORTID_OK;
}
