/*
 * src/arch/avx512_codec.c - bulk codecs for AVX-512 with VBMI (Ice Lake and
 * later, Zen 4): built with -mavx512f -mavx512bw -mavx512vl -mavx512vbmi and
 * run only when cpu.c says so.
 *
 * Encode: one 64-byte (masked) load holds 4 ULIDs, 8 flakes or 4 BaseUIDs;
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
 */
#include "arch.h"

#if defined(__x86_64__)
#include <immintrin.h>
#include <string.h>

typedef struct enc_tab {
    unsigned K, in_len, out_len;
    uint64_t inmask, zmask[2], nlmask[2], outmask1;
    uint8_t idx[2][64], shift[2][64];
} enc_tab;

typedef struct dec_tab {
    unsigned K, S, in_len, out_len;
    uint64_t inmask, charmask, nlmask, zmask, outmask;
    uint8_t idx[64], limit[64], out[64];
} dec_tab;

static enc_tab enc_tabs[SORTID_BT_COUNT][2];
static dec_tab dec_tabs[SORTID_BT_COUNT][2];

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

static void avx512_init(void)
{
    int ok = 1;
    for (int ty = 0; ty < SORTID_BT_COUNT; ty++)
        for (int l = 0; l < 2; l++)
            ok &= build_enc(&enc_tabs[ty][l], ty, l) == 0 && build_dec(&dec_tabs[ty][l], ty, l) == 0;
    built_ok = ok;
}

static size_t enc(int type, char *dst, const uint8_t *src, size_t n, int lines, int lower)
{
    const enc_tab *t = &enc_tabs[type][lines ? 1 : 0];
    const sortid_bt_alpha *a = &sortid_bt_alphas[type];
    if (!built_ok)
        return 0;
    const __m512i alpha = _mm512_loadu_si512(lower ? a->lower : a->upper);
    const __m512i i0 = _mm512_loadu_si512(t->idx[0]), i1 = _mm512_loadu_si512(t->idx[1]);
    const __m512i s0 = _mm512_loadu_si512(t->shift[0]), s1 = _mm512_loadu_si512(t->shift[1]);
    const __m512i nl = _mm512_set1_epi8('\n');
    const __mmask64 z0 = t->zmask[0], z1 = t->zmask[1], n0 = t->nlmask[0], n1 = t->nlmask[1];
    size_t i = 0;
    for (; i + t->K <= n; i += t->K) {
        __m512i in = _mm512_maskz_loadu_epi8(t->inmask, src);
        __m512i a0 = _mm512_maskz_permutexvar_epi8(z0, i0, in);
        __m512i a1 = _mm512_maskz_permutexvar_epi8(z1, i1, in);
        a0 = _mm512_permutexvar_epi8(_mm512_multishift_epi64_epi8(s0, a0), alpha);
        a1 = _mm512_permutexvar_epi8(_mm512_multishift_epi64_epi8(s1, a1), alpha);
        a0 = _mm512_mask_mov_epi8(a0, n0, nl);
        a1 = _mm512_mask_mov_epi8(a1, n1, nl);
        _mm512_storeu_si512(dst, a0);
        _mm512_mask_storeu_epi8(dst + 64, t->outmask1, a1);
        src += t->in_len;
        dst += t->out_len;
    }
    return i;
}

static size_t dec(int type, uint8_t *dst, const char *src, size_t n, int lines)
{
    const dec_tab *t = &dec_tabs[type][lines ? 1 : 0];
    const sortid_bt_alpha *a = &sortid_bt_alphas[type];
    if (!built_ok)
        return 0;
    const __m512i vlo = _mm512_loadu_si512(a->value), vhi = _mm512_loadu_si512(a->value + 64);
    const __m512i idx = _mm512_loadu_si512(t->idx), lim = _mm512_loadu_si512(t->limit);
    const __m512i oidx = _mm512_loadu_si512(t->out);
    const __m512i hib = _mm512_set1_epi8((char)0x80), nl = _mm512_set1_epi8('\n');
    const int b5 = sortid_bt_geoms[type].bits == 5;
    const __m512i m1 = _mm512_set1_epi16(b5 ? 0x0120 : 0x0140);
    const __m512i m2 = _mm512_set1_epi32(b5 ? 0x00010400 : 0x00011000);
    size_t i = 0;
    for (; i + t->K <= n; i += t->K) {
        __m512i in = _mm512_maskz_loadu_epi8(t->inmask, src);
        __m512i v = _mm512_permutex2var_epi8(vlo, in, vhi);
        __m512i x = _mm512_or_si512(v, _mm512_and_si512(in, hib));
        __mmask64 bad = _mm512_mask_cmpgt_epu8_mask(t->charmask, x, lim) |
                        _mm512_mask_cmpneq_epi8_mask(t->nlmask, in, nl);
        if (bad)
            break;
        __m512i lay = _mm512_maskz_permutexvar_epi8(t->zmask, idx, v);
        __m512i w = _mm512_madd_epi16(_mm512_maddubs_epi16(lay, m1), m2);
        if (b5)
            w = _mm512_or_si512(_mm512_slli_epi64(w, 20), _mm512_srli_epi64(w, 32));
        _mm512_mask_storeu_epi8(dst, t->outmask, _mm512_permutexvar_epi8(oidx, w));
        src += t->in_len;
        dst += t->out_len;
    }
    return i;
}

SORTID_ARCH_KIND_ENTRIES(enc, dec)

const sortid_arch_impl sortid_arch_avx512 = {
    "avx512",
    sortid_cpu_avx512vbmi,
    avx512_init,
    {enc_ulid, enc_flake, enc_baseuid},
    {dec_ulid, dec_flake, dec_baseuid},
};
#else
typedef int sortid_avx512_unused;
#endif
