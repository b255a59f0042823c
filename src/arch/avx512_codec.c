/* SPDX-License-Identifier: MIT */
/*
 * src/arch/avx512_codec.c - bulk codecs for AVX-512 with VBMI (Ice Lake and
 * later, Zen 4): built with -mavx512f -mavx512bw -mavx512vl -mavx512vbmi
 * and run only when cpu.c says so, which also asks for DQ and IFMA (every
 * CPU with VBMI has them) for the KSUID lines further down.
 *
 * Encode: one 64-byte load holds 4 ULIDs, 8 flakes or 4 BaseUIDs;
 * two VPERMB place, for every output qword, the input bytes its 8 characters
 * need (byte-reversed, so each character's bits are contiguous), two
 * VPMULTISHIFTQB pull each character's 5 or 6 bits into its own byte, two
 * VPERMB translate through the 64-byte alphabet, and two stores write the
 * text (newlines blended in for the line form).
 * Decode: one load of 2 ULIDs / 4 flakes / 3 BaseUIDs, VPERMI2B maps every
 * byte through a 128-entry value table, one compare against per-position
 * limits finds any invalid byte, first character above '7' or missing
 * newline (then the block is left to the scalar parser), VPERMB lays the
 * values out in 8- (or 4-) character groups, VPMADDUBSW and VPMADDWD merge
 * them, two shifts finish the 40-bit groups and a last VPERMB writes the
 * bytes.  Every table is computed at init from the form's geometry.
 *
 * Memory: masked loads and stores cost far more than plain ones on lines
 * that are not in cache, so blocks use plain 64-byte loads and stores while
 * the whole vector lies inside the caller's buffers, and masks only for the
 * last blocks.  An encode whose text passes SORTID_ARCH_STREAM_BYTES writes
 * it with aligned non-temporal stores (nt_stream below).
 */
#include "arch.h"
#include "../family.h"

#if defined(__x86_64__)
#include <immintrin.h>
#include <string.h>

typedef struct enc_tab {
    unsigned K, in_len, out_len;
    unsigned fast;    /* IDs that must remain for the unmasked loads and stores */
    unsigned fast_in; /* ... for the unmasked load alone */
    uint64_t inmask, zmask[2], nlmask[2], outmask1;
    uint8_t idx[2][64], shift[2][64];
} enc_tab;

typedef struct dec_tab {
    unsigned K, S, in_len, out_len;
    unsigned fast; /* as enc_tab.fast */
    uint64_t inmask, charmask, nlmask, zmask, outmask;
    uint8_t idx[64], limit[64], out[64];
} dec_tab;

static enc_tab enc_tabs[SORTID_BT_COUNT][2];
static dec_tab dec_tabs[SORTID_BT_COUNT][2];

/* IDs of `size` bytes that cover at least `bytes` bytes. */
static unsigned ids_for(unsigned bytes, unsigned size)
{
    return (bytes + size - 1) / size;
}

static unsigned max3(unsigned a, unsigned b, unsigned c)
{
    unsigned m = a > b ? a : b;
    return m > c ? m : c;
}

static uint64_t low_mask(unsigned n)
{
    return n >= 64 ? ~UINT64_C(0) : (UINT64_C(1) << n) - 1;
}

static unsigned mem_off(const sortid_bt_geom *g, unsigned j)
{
    return g->le64 ? 7u - j : j;
}

static int build_enc(enc_tab *t, int type, int lines)
{
    const sortid_bt_geom *g = &sortid_bt_geoms[type];
    unsigned S = g->W + (lines ? 1u : 0u), K = 0;
    while ((K + 1) * g->B <= 64 && (K + 1) * S <= 128)
        K++;
    memset(t, 0, sizeof *t);
    t->K = K;
    t->in_len = K * g->B;
    t->out_len = K * S;
    if (t->out_len < 64)
        return -1;
    t->inmask = low_mask(t->in_len);
    t->outmask1 = low_mask(t->out_len - 64);
    /* one 64-byte load and two 64-byte stores, all inside the buffers */
    t->fast = max3(K, ids_for(64, g->B), ids_for(128, S));
    t->fast_in = max3(K, ids_for(64, g->B), 0);
    for (unsigned q = 0; q < 16; q++) {
        unsigned base = 0, z = q / 8, qb = (q % 8) * 8;
        unsigned o0 = q * 8;
        /* IDs whose characters fall in this qword, in order */
        for (unsigned id = o0 / S; id < K && id * S < o0 + 8; id++) {
            int lo = -1, hi = -1, need_zero = 0;
            for (unsigned o = o0; o < o0 + 8 && o < t->out_len; o++) {
                if (o / S != id || o % S == g->W)
                    continue;
                int first = (int)((o % S) * g->bits) - (int)g->pad;
                int last = first + (int)g->bits - 1;
                int b0 = first < 0 ? 0 : first / 8, b1 = last / 8;
                if (first < 0)
                    need_zero = 1;
                if (lo < 0 || b0 < lo)
                    lo = b0;
                if (b1 > hi)
                    hi = b1;
            }
            if (lo < 0)
                continue;
            unsigned seg = (unsigned)(hi - lo + 1);
            if (base + seg + (unsigned)need_zero > 8)
                return -1;
            for (int b = hi; b >= lo; b--) {
                unsigned pos = base + (unsigned)(hi - b);
                t->idx[z][qb + pos] = (uint8_t)(id * g->B + mem_off(g, (unsigned)b));
                t->zmask[z] |= UINT64_C(1) << (qb + pos);
            }
            for (unsigned o = o0; o < o0 + 8 && o < t->out_len; o++) {
                if (o / S != id || o % S == g->W)
                    continue;
                int first = (int)((o % S) * g->bits) - (int)g->pad;
                unsigned last = (unsigned)(first + (int)g->bits - 1);
                unsigned pos = base + (unsigned)hi - last / 8;
                t->shift[z][o % 64] = (uint8_t)(pos * 8 + 7 - last % 8);
            }
            base += seg + (unsigned)need_zero;
        }
        for (unsigned o = o0; o < o0 + 8 && o < t->out_len; o++)
            if (o % S == g->W)
                t->nlmask[z] |= UINT64_C(1) << (o % 64);
    }
    return 0;
}

static int build_dec(dec_tab *t, int type, int lines)
{
    const sortid_bt_geom *g = &sortid_bt_geoms[type];
    unsigned S = g->W + (lines ? 1u : 0u);
    unsigned G = g->bits == 5 ? 8 : 4, GB = g->bits == 5 ? 5 : 3;
    unsigned NG = (g->W + G - 1) / G, P = NG * G - g->W, L = NG * G;
    unsigned K = 64 / L;
    while (K * S > 64)
        K--;
    memset(t, 0, sizeof *t);
    t->K = K;
    t->S = S;
    t->in_len = K * S;
    t->out_len = K * g->B;
    if (K == 0)
        return -1;
    t->inmask = low_mask(t->in_len);
    t->outmask = low_mask(t->out_len);
    /* one 64-byte load; a 32-byte store when the block is 32 bytes (ULID,
     * flake), else a 64-byte one */
    t->fast = max3(K, ids_for(64, S), t->out_len == 32 ? K : ids_for(64, g->B));
    for (unsigned x = 0; x < 64; x++) {
        unsigned id = x / L, c = x % L;
        if (id < K && c >= P) {
            t->idx[x] = (uint8_t)(id * S + c - P);
            t->zmask |= UINT64_C(1) << x;
        }
        t->limit[x] = 0xFF;
        if (x < t->in_len) {
            unsigned p = x % S;
            if (p == g->W) {
                t->nlmask |= UINT64_C(1) << x;
            } else {
                t->charmask |= UINT64_C(1) << x;
                t->limit[x] = p == 0 ? (uint8_t)g->first_max : (uint8_t)((1u << g->bits) - 1);
            }
        }
    }
    for (unsigned o = 0; o < t->out_len; o++) {
        unsigned id = o / g->B, j = mem_off(g, o % g->B);
        unsigned tt = NG * GB - g->B + j, grp = tt / GB, u = tt % GB;
        t->out[o] = (uint8_t)(id * L + grp * G + (GB - 1 - u));
    }
    return 0;
}

static int built_ok;
static uint8_t iota64[64];

static void ksuid_init(void);

static void avx512_init(void)
{
    int ok = 1;
    for (unsigned x = 0; x < 64; x++)
        iota64[x] = (uint8_t)x;
    for (int ty = 0; ty < SORTID_BT_COUNT; ty++)
        for (int l = 0; l < 2; l++)
            ok &=
                build_enc(&enc_tabs[ty][l], ty, l) == 0 && build_dec(&dec_tabs[ty][l], ty, l) == 0;
    ksuid_init();
    built_ok = ok;
}

/* The per-call constants of the encoder, and one block of it: 64 input
 * bytes (only the first in_len are used) to 128 output bytes (only the
 * first out_len are meant). */
typedef struct enc_regs {
    __m512i alpha, i0, i1, s0, s1, nl;
    __mmask64 z0, z1, n0, n1;
} enc_regs;

static inline __attribute__((always_inline)) void enc_vec(const enc_regs *r, __m512i in,
                                                          __m512i *o0, __m512i *o1)
{
    __m512i a0 = _mm512_maskz_permutexvar_epi8(r->z0, r->i0, in);
    __m512i a1 = _mm512_maskz_permutexvar_epi8(r->z1, r->i1, in);
    a0 = _mm512_permutexvar_epi8(_mm512_multishift_epi64_epi8(r->s0, a0), r->alpha);
    a1 = _mm512_permutexvar_epi8(_mm512_multishift_epi64_epi8(r->s1, a1), r->alpha);
    *o0 = _mm512_mask_mov_epi8(a0, r->n0, r->nl);
    *o1 = _mm512_mask_mov_epi8(a1, r->n1, r->nl);
}

/* Text written in aligned 64-byte non-temporal stores, for outputs far
 * larger than the caches: such a store does not read the line first, which
 * saves over a third of the memory traffic of a ULID encode (16 bytes in,
 * 26 out, 26 read for ownership).  A decode gained nothing from it when
 * measured (bench/bulk_bench.c), so it keeps plain stores.  pend holds the p
 * (< 64) bytes of the line at `line` not yet written; bytes before `start`
 * are the caller's and are never written. */
typedef struct nt_stream {
    __m512i pend, iota;
    char *line;
    const char *start;
    unsigned p;
} nt_stream;

static inline __attribute__((always_inline)) void nt_put(nt_stream *s, __m512i v, unsigned len)
{
    /* the first 64 bytes of pend[0, p) followed by v */
    const __m512i shift = _mm512_set1_epi8((char)(64 - s->p));
    __m512i idx = _mm512_mask_add_epi8(s->iota, ~(__mmask64)low_mask(s->p), s->iota, shift);
    __m512i merged = _mm512_permutex2var_epi8(s->pend, idx, v);
    if (s->p + len < 64) {
        s->pend = merged;
        s->p += len;
        return;
    }
    if (s->line >= s->start)
        _mm512_stream_si512((void *)s->line, merged);
    else
        _mm512_mask_storeu_epi8(s->line, ~(__mmask64)low_mask((unsigned)(s->start - s->line)),
                                merged);
    s->line += 64;
    s->pend = _mm512_permutexvar_epi8(_mm512_add_epi8(s->iota, shift), v); /* v[64 - p, len) */
    s->p = s->p + len - 64;
}

static inline __attribute__((always_inline)) void nt_begin(nt_stream *s, void *dst)
{
    s->start = dst;
    s->line = (char *)dst - ((uintptr_t)dst & 63);
    s->p = (unsigned)(s->start - s->line);
    s->pend = _mm512_setzero_si512();
    s->iota = _mm512_loadu_si512(iota64);
}

/* Write the pending bytes and order the streamed stores before any later
 * store (the caller may hand the buffer to another thread). */
static inline __attribute__((always_inline)) void nt_end(nt_stream *s)
{
    unsigned head = s->line < s->start ? (unsigned)(s->start - s->line) : 0;
    _mm512_mask_storeu_epi8(s->line, low_mask(s->p) & ~low_mask(head), s->pend);
    _mm_sfence();
}

/* Masked loads and stores are slow on memory that is not in cache, so they
 * are kept for the last blocks: while `fast` IDs remain, a plain 64-byte
 * load and two plain 64-byte stores stay inside both buffers (the bytes
 * stored past the block are rewritten by the next block or the scalar
 * tail). */
static size_t enc(int type, char *dst, const uint8_t *src, size_t n, int lines, int lower)
{
    const enc_tab *t = &enc_tabs[type][lines ? 1 : 0];
    const sortid_bt_alpha *a = &sortid_bt_alphas[type];
    if (!built_ok)
        return 0;
    const enc_regs r = {
        _mm512_loadu_si512(lower ? a->lower : a->upper),
        _mm512_loadu_si512(t->idx[0]),
        _mm512_loadu_si512(t->idx[1]),
        _mm512_loadu_si512(t->shift[0]),
        _mm512_loadu_si512(t->shift[1]),
        _mm512_set1_epi8('\n'),
        t->zmask[0],
        t->zmask[1],
        t->nlmask[0],
        t->nlmask[1],
    };
    size_t i = 0;
    __m512i o0, o1;
    if (n >= SORTID_ARCH_STREAM_BYTES / t->out_len * t->K) {
        nt_stream s;
        nt_begin(&s, dst);
        for (; n - i >= t->fast_in; i += t->K) {
            enc_vec(&r, _mm512_loadu_si512(src), &o0, &o1);
            nt_put(&s, o0, 64);
            nt_put(&s, o1, t->out_len - 64);
            src += t->in_len;
        }
        nt_end(&s);
        dst += i / t->K * t->out_len;
    }
    for (; n - i >= t->fast; i += t->K) {
        enc_vec(&r, _mm512_loadu_si512(src), &o0, &o1);
        _mm512_storeu_si512(dst, o0);
        _mm512_storeu_si512(dst + 64, o1);
        src += t->in_len;
        dst += t->out_len;
    }
    for (; n - i >= t->K; i += t->K) {
        enc_vec(&r, _mm512_maskz_loadu_epi8(t->inmask, src), &o0, &o1);
        _mm512_storeu_si512(dst, o0); /* out_len >= 64 (build_enc) */
        _mm512_mask_storeu_epi8(dst + 64, t->outmask1, o1);
        src += t->in_len;
        dst += t->out_len;
    }
    return i;
}

/* The per-call constants of the decoder, and one block of it: *ok is 0
 * when the block holds anything but strictly valid records. */
typedef struct dec_regs {
    __m512i vlo, vhi, idx, lim, oidx, hib, nl, m1, m2;
    __mmask64 charmask, nlmask, zmask;
    int b5;
} dec_regs;

static inline __attribute__((always_inline)) __m512i dec_vec(const dec_regs *r, __m512i in, int *ok)
{
    __m512i v = _mm512_permutex2var_epi8(r->vlo, in, r->vhi);
    __m512i x = _mm512_or_si512(v, _mm512_and_si512(in, r->hib));
    __mmask64 bad = _mm512_mask_cmpgt_epu8_mask(r->charmask, x, r->lim) |
                    _mm512_mask_cmpneq_epi8_mask(r->nlmask, in, r->nl);
    *ok = bad == 0;
    __m512i lay = _mm512_maskz_permutexvar_epi8(r->zmask, r->idx, v);
    __m512i w = _mm512_madd_epi16(_mm512_maddubs_epi16(lay, r->m1), r->m2);
    if (r->b5)
        w = _mm512_or_si512(_mm512_slli_epi64(w, 20), _mm512_srli_epi64(w, 32));
    return _mm512_permutexvar_epi8(r->oidx, w);
}

/* As enc: plain loads and stores while `fast` records remain.  A 64-byte
 * store writes past the block into records not yet decoded (inside dst);
 * the next block or the scalar parser writes them again, and a record that
 * fails leaves dst unspecified from there on, as the bulk calls document. */
static size_t dec(int type, uint8_t *dst, const char *src, size_t n, int lines)
{
    const dec_tab *t = &dec_tabs[type][lines ? 1 : 0];
    const sortid_bt_alpha *a = &sortid_bt_alphas[type];
    if (!built_ok)
        return 0;
    const int b5 = sortid_bt_geoms[type].bits == 5;
    const dec_regs r = {
        _mm512_loadu_si512(a->value),
        _mm512_loadu_si512(a->value + 64),
        _mm512_loadu_si512(t->idx),
        _mm512_loadu_si512(t->limit),
        _mm512_loadu_si512(t->out),
        _mm512_set1_epi8((char)0x80),
        _mm512_set1_epi8('\n'),
        _mm512_set1_epi16(b5 ? 0x0120 : 0x0140),
        _mm512_set1_epi32(b5 ? 0x00010400 : 0x00011000),
        t->charmask,
        t->nlmask,
        t->zmask,
        b5,
    };
    size_t i = 0;
    int ok;
    if (t->out_len == 32) {
        for (; n - i >= t->fast; i += t->K) {
            __m512i o = dec_vec(&r, _mm512_loadu_si512(src), &ok);
            if (!ok)
                return i;
            _mm256_storeu_si256((__m256i *)dst, _mm512_castsi512_si256(o));
            src += t->in_len;
            dst += t->out_len;
        }
    } else {
        for (; n - i >= t->fast; i += t->K) {
            __m512i o = dec_vec(&r, _mm512_loadu_si512(src), &ok);
            if (!ok)
                return i;
            _mm512_storeu_si512(dst, o);
            src += t->in_len;
            dst += t->out_len;
        }
    }
    for (; n - i >= t->K; i += t->K) {
        __m512i o = dec_vec(&r, _mm512_maskz_loadu_epi8(t->inmask, src), &ok);
        if (!ok)
            return i;
        _mm512_mask_storeu_epi8(dst, t->outmask, o);
        src += t->in_len;
        dst += t->out_len;
    }
    return i;
}

SORTID_ARCH_KIND_ENTRIES(enc, dec)

/* ---- KSUID lines: eight KSUIDs a block, one in each 64-bit lane ----------
 *
 * The scalar formatter's arithmetic (src/ksuid.c), lane by lane:
 *  1. VPERMT2B and VPERMB gather each 32-bit limb of the eight KSUIDs (160
 *     input bytes, three loads) into its own vector, byte-reversed;
 *  2. the five base-62^5 digits as sums of VPMULUDQ products by the limbs'
 *     weights (SORTID__KSUID_W in src/family.h, as the scalar code);
 *  3. the carries: each digit over 62^5 by a double-precision estimate of
 *     the quotient (at most one off: the digit is below 2^63 and the
 *     estimate's relative error about 2^-52), corrected by its remainder;
 *  4. five characters a digit (two for the top one), x / 62 by IFMA (the
 *     high 52 bits of x times ceil(2^52 / 62): exact for every x below
 *     2^30, as 62^5 is, since the error x (62 ceil(2^52 / 62) - 2^52) /
 *     (62 2^52) < 2^-22 stays below the 1/62 a quotient's fraction leaves),
 *     packed into bytes 0-4 of a lane;
 *  5. three VPERMT2B lay the six digits' bytes out as eight lines of 28,
 *     the newlines' places get the value 62, and VPERMB translates values
 *     to characters through the alphabet (sortid__b62_alphabet, with '\n'
 *     at 62).
 * The text is the scalar formatter's byte for byte (tests/test_bulk.c). */

/* The KSUID code's own extensions beyond the file's flags (every build of
 * the library gives this file the flags src/arch/arch.mk names); cpu.c
 * checks them with the rest. */
#define KS_TARGET __attribute__((target("avx512dq,avx512ifma")))

#define KS_BYTES ((size_t)20)
#define KS_LINE  ((size_t)28)
#define KS_M52   (int64_t)(((UINT64_C(1) << 52) + 61) / 62) /* ceil(2^52 / 62) */

static struct {
    /* step 1: lanes 0-5 from bytes 0-127, lanes 6-7 from bytes 96-159 */
    uint8_t limb_lo[5][64], limb_hi[5][64];
    uint8_t out_idx[4][3][64]; /* step 5: output vector, digit pair */
    uint64_t out_mask[4][3];
    uint8_t nl[4][64];
    uint8_t alpha[64];
} ks;

static void ksuid_init(void)
{
    for (size_t k = 0; k < 5; k++) /* limb k: bytes 16 - 4k to 19 - 4k of each KSUID */
        for (size_t i = 0; i < 8; i++)
            for (size_t b = 0; b < 8; b++) {
                size_t at = KS_BYTES * i + 16 - 4 * k + 3 - b;
                ks.limb_lo[k][8 * i + b] = (uint8_t)(i < 6 && b < 4 ? at : 0);
                ks.limb_hi[k][8 * i + b] = (uint8_t)(i >= 6 && b < 4 ? at - 96 : 0);
            }
    /* line position p: 0-1 from digit 5 (bytes 0-1), 2-6 digit 4, 7-11
     * digit 3, 12-16 digit 2, 17-21 digit 1, 22-26 digit 0 (bytes 0-4),
     * 27 the newline; pairs (5, 4), (3, 2), (1, 0) go to one VPERMT2B each */
    memset(ks.out_mask, 0, sizeof ks.out_mask);
    for (size_t o = 0; o < 4; o++)
        for (size_t u = 0; u < 64; u++) {
            size_t t = 64 * o + u, line = t / KS_LINE, p = t % KS_LINE;
            ks.nl[o][u] = (uint8_t)(p == 27 && line < 8 ? 62 : 0);
            for (unsigned pair = 0; pair < 3; pair++)
                ks.out_idx[o][pair][u] = 0;
            if (line >= 8 || p == 27)
                continue;
            size_t digit = p < 2 ? 5 : 4 - (p - 2) / 5, byte = p < 2 ? p : (p - 2) % 5;
            size_t pair = (5 - digit) / 2, second = (5 - digit) % 2;
            ks.out_idx[o][pair][u] = (uint8_t)(8 * line + byte + (second ? 64 : 0));
            ks.out_mask[o][pair] |= UINT64_C(1) << u;
        }
    for (unsigned v = 0; v < 64; v++)
        ks.alpha[v] = (uint8_t)(v < 62 ? sortid__b62_alphabet[v] : '\n');
}

/* x (each lane below 2^30) over 62: the quotient (the high half of x times
 * ceil(2^52 / 62), VPMADD52HUQ: exact below 2^30), and in *rem the
 * remainder x - 62q in bits 0-5 (VPMADD52LUQ adds the low 52 bits of
 * q (2^52 - 62), which leaves 2^52 above it when q > 0: bits that the
 * packing below shifts past every byte the lines use). */
static inline __attribute__((always_inline)) KS_TARGET __m512i div62(__m512i x, __m512i *rem)
{
    __m512i q = _mm512_madd52hi_epu64(_mm512_setzero_si512(), x, _mm512_set1_epi64(KS_M52));
    *rem = _mm512_madd52lo_epu64(x, q, _mm512_set1_epi64((INT64_C(1) << 52) - 62));
    return q;
}

/* The five characters' values of each lane's digit (below 62^5), most
 * significant in byte 0, bytes 0-4 (the bytes the lines take). */
static inline __attribute__((always_inline)) KS_TARGET __m512i chars5(__m512i x)
{
    __m512i c4, c3, c2, c1;
    x = div62(x, &c4);
    x = div62(x, &c3);
    x = div62(x, &c2);
    x = div62(x, &c1);
    return _mm512_ternarylogic_epi64(
        _mm512_ternarylogic_epi64(x, _mm512_slli_epi64(c1, 8), _mm512_slli_epi64(c2, 16), 0xFE),
        _mm512_slli_epi64(c3, 24), _mm512_slli_epi64(c4, 32), 0xFE); /* a | b | c */
}

/* d over 62^5 in each lane (d below 2^63): the quotient; d becomes the
 * remainder. */
static inline __attribute__((always_inline)) KS_TARGET __m512i divp5(__m512i *d)
{
    const __m512i p5 = _mm512_set1_epi64(SORTID__B62_P5);
    __m512i q = _mm512_cvttpd_epu64(
        _mm512_mul_pd(_mm512_cvtepu64_pd(*d), _mm512_set1_pd(1.0 / (double)SORTID__B62_P5)));
    __m512i r = _mm512_sub_epi64(*d, _mm512_mullo_epi64(q, p5));
    __mmask8 over = _mm512_cmplt_epi64_mask(r, _mm512_setzero_si512()); /* q one too many */
    q = _mm512_mask_sub_epi64(q, over, q, _mm512_set1_epi64(1));
    r = _mm512_mask_add_epi64(r, over, r, p5);
    __mmask8 under = _mm512_cmpge_epu64_mask(r, p5); /* q one too few */
    q = _mm512_mask_add_epi64(q, under, q, _mm512_set1_epi64(1));
    *d = _mm512_mask_sub_epi64(r, under, r, p5);
    return q;
}

#define KS_MUL(l, c) _mm512_mul_epu32((l), _mm512_set1_epi64(c))

KS_TARGET static size_t ksuid_lines(char *dst, const uint8_t *src, size_t n)
{
    /* bytes 0-3 of lanes 0-5, of lanes 6-7 */
    const __mmask64 lo6 = 0x00000F0F0F0F0F0FULL, hi2 = 0x0F0F000000000000ULL;
    const __m512i alpha = _mm512_loadu_si512(ks.alpha);
    size_t i = 0;
    for (; n - i >= 8; i += 8, src += 8 * KS_BYTES, dst += 8 * KS_LINE) {
        __m512i a = _mm512_loadu_si512(src), b = _mm512_loadu_si512(src + 64),
                c = _mm512_loadu_si512(src + 96), l[5], d[6], g[6];
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC unroll 5
#endif
        for (int k = 0; k < 5; k++) {
            l[k] = _mm512_maskz_permutex2var_epi8(lo6, a, _mm512_loadu_si512(ks.limb_lo[k]), b);
            l[k] = _mm512_mask_permutexvar_epi8(l[k], hi2, _mm512_loadu_si512(ks.limb_hi[k]), c);
        }
        d[0] = _mm512_add_epi64(_mm512_add_epi64(l[0], KS_MUL(l[1], SORTID__KSUID_W1_0)),
                                _mm512_add_epi64(_mm512_add_epi64(KS_MUL(l[2], SORTID__KSUID_W2_0),
                                                                  KS_MUL(l[3], SORTID__KSUID_W3_0)),
                                                 KS_MUL(l[4], SORTID__KSUID_W4_0)));
        d[1] = _mm512_add_epi64(
            _mm512_add_epi64(KS_MUL(l[1], SORTID__KSUID_W1_1), KS_MUL(l[2], SORTID__KSUID_W2_1)),
            _mm512_add_epi64(KS_MUL(l[3], SORTID__KSUID_W3_1), KS_MUL(l[4], SORTID__KSUID_W4_1)));
        d[2] = _mm512_add_epi64(
            _mm512_add_epi64(KS_MUL(l[2], SORTID__KSUID_W2_2), KS_MUL(l[3], SORTID__KSUID_W3_2)),
            KS_MUL(l[4], SORTID__KSUID_W4_2));
        d[3] = _mm512_add_epi64(KS_MUL(l[3], SORTID__KSUID_W3_3), KS_MUL(l[4], SORTID__KSUID_W4_3));
        d[4] = KS_MUL(l[4], SORTID__KSUID_W4_4);
        d[1] = _mm512_add_epi64(d[1], divp5(&d[0]));
        g[0] = chars5(d[0]);
        d[2] = _mm512_add_epi64(d[2], divp5(&d[1]));
        g[1] = chars5(d[1]);
        d[3] = _mm512_add_epi64(d[3], divp5(&d[2]));
        g[2] = chars5(d[2]);
        d[4] = _mm512_add_epi64(d[4], divp5(&d[3]));
        g[3] = chars5(d[3]);
        d[5] = divp5(&d[4]); /* below 62^2 */
        g[4] = chars5(d[4]);
        {
            __m512i c1, c0 = div62(d[5], &c1);
            g[5] = _mm512_or_si512(c0, _mm512_slli_epi64(c1, 8));
        }
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC unroll 4
#endif
        for (size_t o = 0; o < 4; o++) {
            __m512i x = _mm512_ternarylogic_epi64(
                _mm512_maskz_permutex2var_epi8(ks.out_mask[o][0], g[5],
                                               _mm512_loadu_si512(ks.out_idx[o][0]), g[4]),
                _mm512_maskz_permutex2var_epi8(ks.out_mask[o][1], g[3],
                                               _mm512_loadu_si512(ks.out_idx[o][1]), g[2]),
                _mm512_maskz_permutex2var_epi8(ks.out_mask[o][2], g[1],
                                               _mm512_loadu_si512(ks.out_idx[o][2]), g[0]),
                0xFE); /* a | b | c */
            x = _mm512_permutexvar_epi8(_mm512_or_si512(x, _mm512_loadu_si512(ks.nl[o])), alpha);
            if (o < 3)
                _mm512_storeu_si512(dst + 64 * o, x);
            else /* bytes 192-223 */
                _mm256_storeu_si256((__m256i *)(void *)(dst + 192), _mm512_castsi512_si256(x));
        }
    }
    return i;
}

const sortid_arch_impl sortid_arch_avx512 = {
    "avx512",
    sortid_cpu_avx512vbmi,
    avx512_init,
    { enc_ulid, enc_flake, enc_baseuid },
    { dec_ulid, dec_flake, dec_baseuid },
    ksuid_lines,
};
#else
typedef int sortid_avx512_unused;
#endif
