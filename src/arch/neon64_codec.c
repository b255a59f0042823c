/* SPDX-License-Identifier: MIT */
/*
 * src/arch/neon64_codec.c - bulk codecs for AArch64 Advanced SIMD (NEON,
 * part of every AArch64 CPU, so no flag and no run-time check).  Same block
 * structure and tables as the AVX2 kernels (layout.c): TBL gathers the bytes
 * each output character needs into a 16-bit word, USHL by a per-lane count
 * leaves its bits, UZP1 narrows, and a 64-byte TBL translates; decoding maps
 * bytes through a 128-entry table with TBL/TBX, checks per-position limits,
 * merges groups with shift-and-or and picks the bytes with TBL.
 */
#include "arch.h"

#if defined(SORTID_HAVE_NEON64)
#include <arm_neon.h>
#include <string.h>

typedef struct enc_tab {
    sortid_enc16 t;
    uint8_t shuf[4][16], nl[32];
    int16_t shl[4][8];
} enc_tab;

static enc_tab enc_tabs[SORTID_BT_COUNT][2];
static sortid_dec16 dec_tabs[SORTID_BT_COUNT][2];
static int built_ok;

static int always(void)
{
    return 1;
}

static void neon_init(void)
{
    int ok = 1;
    for (int ty = 0; ty < SORTID_BT_COUNT; ty++)
        for (int l = 0; l < 2; l++) {
            enc_tab *e = &enc_tabs[ty][l];
            if (sortid_build_enc16(&e->t, ty, l) != 0 ||
                sortid_build_dec16(&dec_tabs[ty][l], ty, l) != 0) {
                ok = 0;
                continue;
            }
            for (unsigned s = 0; s < 32; s++) {
                e->shuf[s / 8][2 * (s % 8)] = e->t.lo[s];
                e->shuf[s / 8][2 * (s % 8) + 1] = e->t.hi[s];
                e->shl[s / 8][s % 8] = e->t.kind[s] == 1 ? (int16_t)e->t.shl[s] : 16;
                e->nl[s] = e->t.kind[s] == 2 ? 0xFF : 0;
            }
        }
    built_ok = ok;
}

static size_t enc(int type, char *dst, const uint8_t *src, size_t n, int lines, int lower)
{
    const enc_tab *e = &enc_tabs[type][lines ? 1 : 0];
    const sortid_bt_geom *g = &sortid_bt_geoms[type];
    const uint8_t *alpha =
        (const uint8_t *)(lower ? sortid_bt_alphas[type].lower : sortid_bt_alphas[type].upper);
    if (!built_ok)
        return 0;
    const uint8x16x4_t lut = vld1q_u8_x4(alpha);
    uint8x16_t sh[4];
    int16x8_t sl[4];
    for (int v = 0; v < 4; v++) {
        sh[v] = vld1q_u8(e->shuf[v]);
        sl[v] = vld1q_s16(e->shl[v]);
    }
    const int16x8_t sr = vdupq_n_s16((int16_t) - (int)(16 - g->bits));
    const uint8x16_t nl0 = vld1q_u8(e->nl), nl1 = vld1q_u8(e->nl + 16), nl = vdupq_n_u8('\n');
    const size_t S = g->W + (lines ? 1u : 0u), K = e->t.K;
    const size_t in_total = n * g->B, out_total = n * S;
    size_t i = 0;
    for (; i + K <= n && i * g->B + 16 <= in_total && i * S + 32 <= out_total; i += K) {
        uint8x16_t in = vld1q_u8(src + i * g->B);
        uint16x8_t w[4];
        for (int v = 0; v < 4; v++)
            w[v] = vshlq_u16(vshlq_u16(vreinterpretq_u16_u8(vqtbl1q_u8(in, sh[v])), sl[v]), sr);
        uint8x16_t v0 = vuzp1q_u8(vreinterpretq_u8_u16(w[0]), vreinterpretq_u8_u16(w[1]));
        uint8x16_t v1 = vuzp1q_u8(vreinterpretq_u8_u16(w[2]), vreinterpretq_u8_u16(w[3]));
        v0 = vbslq_u8(nl0, nl, vqtbl4q_u8(lut, v0));
        v1 = vbslq_u8(nl1, nl, vqtbl4q_u8(lut, v1));
        vst1q_u8((uint8_t *)dst + i * S, v0);
        vst1q_u8((uint8_t *)dst + i * S + 16, v1);
    }
    return i;
}

static inline uint8x16_t values(uint8x16x4_t lo, uint8x16x4_t hi, uint8x16_t x)
{
    uint8x16_t v = vqtbl4q_u8(lo, x);
    v = vqtbx4q_u8(v, hi, vsubq_u8(x, vdupq_n_u8(64)));
    return vorrq_u8(v, vandq_u8(x, vdupq_n_u8(0x80)));
}

static inline uint8x16_t merge(uint8x16_t lay, int bits)
{
    uint16x8_t x = vreinterpretq_u16_u8(lay);
    x = vorrq_u16(vshlq_u16(vandq_u16(x, vdupq_n_u16(0xFF)), vdupq_n_s16((int16_t)bits)),
                  vshrq_n_u16(x, 8));
    uint32x4_t y = vreinterpretq_u32_u16(x);
    y = vorrq_u32(vshlq_u32(vandq_u32(y, vdupq_n_u32(0xFFFF)), vdupq_n_s32(2 * bits)),
                  vshrq_n_u32(y, 16));
    if (bits == 5) {
        uint64x2_t q = vreinterpretq_u64_u32(y);
        q = vorrq_u64(vshlq_n_u64(q, 20), vshrq_n_u64(q, 32));
        return vreinterpretq_u8_u64(q);
    }
    return vreinterpretq_u8_u32(y);
}

static size_t dec(int type, uint8_t *dst, const char *src, size_t n, int lines)
{
    const sortid_dec16 *d = &dec_tabs[type][lines ? 1 : 0];
    const sortid_bt_geom *g = &sortid_bt_geoms[type];
    if (!built_ok)
        return 0;
    const uint8x16x4_t vlo = vld1q_u8_x4(sortid_bt_alphas[type].value);
    const uint8x16x4_t vhi = vld1q_u8_x4(sortid_bt_alphas[type].value + 64);
    const uint8x16_t g0 = vld1q_u8(d->gather[0]), g1 = vld1q_u8(d->gather[1]);
    const uint8x16_t l0 = vld1q_u8(d->limit[0]), l1 = vld1q_u8(d->limit[1]);
    const uint8x16_t oi = vld1q_u8(d->out);
    const int bits = (int)g->bits;
    const size_t S = d->S, K = d->K, off0 = d->off[0], off1 = d->off[1];
    const size_t out_total = n * g->B;
    size_t i = 0;
    for (; i + K <= n && i * g->B + 16 <= out_total; i += K) {
        const uint8_t *p = (const uint8_t *)src + i * S;
        uint8x16_t v0 = values(vlo, vhi, vld1q_u8(p + off0));
        uint8x16_t v1 = values(vlo, vhi, vld1q_u8(p + off1));
        uint8x16_t bad = vorrq_u8(vcgtq_u8(v0, l0), vcgtq_u8(v1, l1));
        if (vmaxvq_u8(bad) != 0)
            break;
        if (lines) {
            int nl_ok = 1;
            for (size_t k = 0; k < K; k++)
                nl_ok &= p[k * S + g->W] == '\n';
            if (!nl_ok)
                break;
        }
        uint8x16x2_t lay = { { merge(vqtbl1q_u8(v0, g0), bits), merge(vqtbl1q_u8(v1, g1), bits) } };
        vst1q_u8(dst + i * g->B, vqtbl2q_u8(lay, oi));
    }
    return i;
}

SORTID_ARCH_KIND_ENTRIES(enc, dec)

const sortid_arch_impl sortid_arch_neon64 = {
    "neon",
    always,
    neon_init,
    { enc_ulid, enc_flake, enc_baseuid },
    { dec_ulid, dec_flake, dec_baseuid },
    NULL, /* KSUID lines: sortid_ksuid_format each */
};
#else
typedef int sortid_neon64_unused;
#endif
