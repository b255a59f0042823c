/* SPDX-License-Identifier: MIT */
/*
 * src/arch/avx2_codec.c - bulk codecs for AVX2 (Haswell and later), built
 * with -mavx2 and run only when cpu.c says so.  AVX2 shuffles only inside
 * 16-byte lanes, so the kernels use the 2 x 16-byte tables of layout.c
 * (shared with NEON).
 *
 * Encode, per block (1 ULID, 2 flakes or 1 BaseUID): the 16 input bytes are
 * broadcast to both lanes; two PSHUFB build, for each of 32 output slots, the
 * 16-bit word holding its character's bits; VPMULLW shifts each left by its
 * own amount and one VPSRLW leaves just the 5 or 6 bits; VPACKUSWB gives the
 * 32 values in order, PSHUFB lookups (16 entries each, blended) translate
 * them, and newlines are blended in.
 * Decode, per block: two 16-byte loads; PSHUFB lookups, one per possible
 * high nibble, give each byte's value (0xFF when outside the alphabet); one
 * compare against per-position limits; PSHUFB lays the values out in
 * groups, VPMADDUBSW/VPMADDWD and two shifts merge them, and two PSHUFB
 * pick the output bytes.
 */
#include "arch.h"

#if defined(__x86_64__)
#include <immintrin.h>
#include <string.h>

typedef struct enc_tab {
    sortid_enc16 t;
    uint8_t shuf[2][32], nl[32];
    uint16_t mul[2][16];
} enc_tab;

typedef struct dec_tab {
    sortid_dec16 t;
    uint8_t gather[32], limit[32], out[2][16];
} dec_tab;

static enc_tab enc_tabs[SORTID_BT_COUNT][2];
static dec_tab dec_tabs[SORTID_BT_COUNT][2];
static uint8_t nib_tab[SORTID_BT_COUNT][8][16];
static unsigned nib_list[SORTID_BT_COUNT][8], nib_count[SORTID_BT_COUNT];
/* Case-insensitive alphabets: bytes 0x60..0x7F decode as 0x40..0x5F, so
 * they are folded first and two lookups fewer are needed. */
static int fold[SORTID_BT_COUNT];
static int built_ok;

static int build(int type, int lines)
{
    enc_tab *e = &enc_tabs[type][lines];
    dec_tab *d = &dec_tabs[type][lines];
    if (sortid_build_enc16(&e->t, type, lines) != 0 || sortid_build_dec16(&d->t, type, lines) != 0)
        return -1;
    /* word vector v, lane l, word k holds slot l*16 + v*8 + k, so that
     * VPACKUSWB(v0, v1) yields the slots in order */
    for (unsigned v = 0; v < 2; v++)
        for (unsigned l = 0; l < 2; l++)
            for (unsigned k = 0; k < 8; k++) {
                unsigned s = l * 16 + v * 8 + k;
                e->shuf[v][l * 16 + 2 * k] = e->t.lo[s];
                e->shuf[v][l * 16 + 2 * k + 1] = e->t.hi[s];
                e->mul[v][l * 8 + k] = e->t.kind[s] == 1 ? (uint16_t)(1u << e->t.shl[s]) : 0;
            }
    for (unsigned s = 0; s < 32; s++)
        e->nl[s] = e->t.kind[s] == 2 ? 0xFF : 0;
    memcpy(d->gather, d->t.gather[0], 16);
    memcpy(d->gather + 16, d->t.gather[1], 16);
    memcpy(d->limit, d->t.limit[0], 16);
    memcpy(d->limit + 16, d->t.limit[1], 16);
    for (unsigned o = 0; o < 16; o++) {
        uint8_t x = d->t.out[o];
        d->out[0][o] = x < 16 ? x : 0x80;
        d->out[1][o] = (x >= 16 && x < 32) ? (uint8_t)(x - 16) : 0x80;
    }
    return 0;
}

static void avx2_init(void)
{
    int ok = 1;
    for (int ty = 0; ty < SORTID_BT_COUNT; ty++) {
        for (int l = 0; l < 2; l++)
            ok &= build(ty, l) == 0;
        const uint8_t *val = sortid_bt_alphas[ty].value;
        fold[ty] = memcmp(val + 0x40, val + 0x60, 0x20) == 0;
        nib_count[ty] = 0;
        for (unsigned h = 0; h < (fold[ty] ? 6u : 8u); h++) {
            int any = 0;
            for (unsigned l = 0; l < 16; l++) {
                nib_tab[ty][h][l] = sortid_bt_alphas[ty].value[h * 16 + l];
                any |= nib_tab[ty][h][l] != 0xFF;
            }
            if (any)
                nib_list[ty][nib_count[ty]++] = h;
        }
    }
    built_ok = ok;
}

static inline __m256i load2x128(const void *p)
{
    return _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)p));
}

static size_t enc(int type, char *dst, const uint8_t *src, size_t n, int lines, int lower)
{
    const enc_tab *e = &enc_tabs[type][lines ? 1 : 0];
    const sortid_bt_geom *g = &sortid_bt_geoms[type];
    const char *alpha = lower ? sortid_bt_alphas[type].lower : sortid_bt_alphas[type].upper;
    if (!built_ok)
        return 0;
    const unsigned chunks = g->bits == 5 ? 2 : 4;
    __m256i lut[4];
    for (unsigned c = 0; c < 4; c++)
        lut[c] = load2x128(alpha + (size_t)16 * c);
    const __m256i sh0 = _mm256_loadu_si256((const __m256i *)e->shuf[0]);
    const __m256i sh1 = _mm256_loadu_si256((const __m256i *)e->shuf[1]);
    const __m256i mu0 = _mm256_loadu_si256((const __m256i *)e->mul[0]);
    const __m256i mu1 = _mm256_loadu_si256((const __m256i *)e->mul[1]);
    const __m256i nlm = _mm256_loadu_si256((const __m256i *)e->nl);
    const __m256i nl = _mm256_set1_epi8('\n');
    const __m128i rsh = _mm_cvtsi32_si128((int)(16 - g->bits));
    const size_t S = g->W + (lines ? 1u : 0u), K = e->t.K;
    const size_t in_total = n * g->B, out_total = n * S;
    size_t i = 0;
    for (; i + K <= n && i * g->B + 16 <= in_total && i * S + 32 <= out_total; i += K) {
        __m256i in = load2x128(src + i * g->B);
        __m256i w0 = _mm256_srl_epi16(_mm256_mullo_epi16(_mm256_shuffle_epi8(in, sh0), mu0), rsh);
        __m256i w1 = _mm256_srl_epi16(_mm256_mullo_epi16(_mm256_shuffle_epi8(in, sh1), mu1), rsh);
        __m256i v = _mm256_packus_epi16(w0, w1);
        __m256i r = _mm256_shuffle_epi8(lut[0], v);
        for (unsigned c = 1; c < chunks; c++) {
            __m256i sel = _mm256_cmpgt_epi8(v, _mm256_set1_epi8((char)(16 * c - 1)));
            r = _mm256_blendv_epi8(r, _mm256_shuffle_epi8(lut[c], v), sel);
        }
        r = _mm256_blendv_epi8(r, nl, nlm);
        _mm256_storeu_si256((__m256i *)(dst + i * S), r);
    }
    return i;
}

static size_t dec(int type, uint8_t *dst, const char *src, size_t n, int lines)
{
    const dec_tab *d = &dec_tabs[type][lines ? 1 : 0];
    const sortid_bt_geom *g = &sortid_bt_geoms[type];
    if (!built_ok)
        return 0;
    __m256i nt[8], nv[8];
    const unsigned nc = nib_count[type];
    for (unsigned k = 0; k < nc; k++) {
        nt[k] = load2x128(nib_tab[type][nib_list[type][k]]);
        nv[k] = _mm256_set1_epi8((char)nib_list[type][k]);
    }
    const __m256i gat = _mm256_loadu_si256((const __m256i *)d->gather);
    const __m256i lim = _mm256_loadu_si256((const __m256i *)d->limit);
    const __m128i o0 = _mm_loadu_si128((const __m128i *)d->out[0]);
    const __m128i o1 = _mm_loadu_si128((const __m128i *)d->out[1]);
    const __m256i lowmask = _mm256_set1_epi8(0x0F), ff = _mm256_set1_epi8((char)0xFF);
    const __m256i c5f = _mm256_set1_epi8(0x5F), c20 = _mm256_set1_epi8(0x20);
    const int b5 = g->bits == 5;
    const __m256i m1 = _mm256_set1_epi16(b5 ? 0x0120 : 0x0140);
    const __m256i m2 = _mm256_set1_epi32(b5 ? 0x00010400 : 0x00011000);
    const size_t S = d->t.S, K = d->t.K, off0 = d->t.off[0], off1 = d->t.off[1];
    const size_t out_total = n * g->B;
    size_t i = 0;
    for (; i + K <= n && i * g->B + 16 <= out_total; i += K) {
        const char *p = src + i * S;
        __m256i x = _mm256_inserti128_si256(
            _mm256_castsi128_si256(_mm_loadu_si128((const __m128i *)(p + off0))),
            _mm_loadu_si128((const __m128i *)(p + off1)), 1);
        if (fold[type]) /* signed compare: bytes >= 0x80 are not folded */
            x = _mm256_sub_epi8(x, _mm256_and_si256(_mm256_cmpgt_epi8(x, c5f), c20));
        __m256i nib = _mm256_and_si256(_mm256_srli_epi16(x, 4), lowmask);
        __m256i v = ff;
        for (unsigned k = 0; k < nc; k++)
            v = _mm256_blendv_epi8(v, _mm256_shuffle_epi8(nt[k], x), _mm256_cmpeq_epi8(nib, nv[k]));
        __m256i ok = _mm256_cmpeq_epi8(_mm256_max_epu8(v, lim), lim);
        if ((unsigned)_mm256_movemask_epi8(ok) != 0xFFFFFFFFu)
            break;
        if (lines) {
            int nl_ok = 1;
            for (size_t k = 0; k < K; k++)
                nl_ok &= p[k * S + g->W] == '\n';
            if (!nl_ok)
                break;
        }
        __m256i lay = _mm256_shuffle_epi8(v, gat);
        __m256i w = _mm256_madd_epi16(_mm256_maddubs_epi16(lay, m1), m2);
        if (b5)
            w = _mm256_or_si256(_mm256_slli_epi64(w, 20), _mm256_srli_epi64(w, 32));
        __m128i out = _mm_or_si128(_mm_shuffle_epi8(_mm256_castsi256_si128(w), o0),
                                   _mm_shuffle_epi8(_mm256_extracti128_si256(w, 1), o1));
        _mm_storeu_si128((__m128i *)(dst + i * g->B), out);
    }
    return i;
}

SORTID_ARCH_KIND_ENTRIES(enc, dec)

const sortid_arch_impl sortid_arch_avx2 = {
    "avx2",
    sortid_cpu_avx2,
    avx2_init,
    { enc_ulid, enc_flake, enc_baseuid },
    { dec_ulid, dec_flake, dec_baseuid },
    NULL, /* KSUID lines: sortid_ksuid_format each */
};
#else
typedef int sortid_avx2_unused;
#endif
