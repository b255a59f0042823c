/* SPDX-License-Identifier: MIT */
/*
 * src/arch/layout.c - geometry of the three text forms and the shuffle
 * tables of the 2 x 16-byte kernels (AVX2, NEON), computed from it so no
 * bit position is typed in by hand.
 */
#include "arch.h"

#include <string.h>

const sortid_bt_geom sortid_bt_geoms[SORTID_BT_COUNT] = {
    /* ULID: 26 x 5 = 130 bits for 128 */
    { 26, 16, 5, 2, 0, 7 },
    /* Ulid-Flake: 13 x 5 = 65 bits for a uint64_t whose sign bit is 0 */
    { 13, 8, 5, 1, 1, 7 },
    /* BaseUID: 20 x 6 = 120 bits exactly */
    { 20, 15, 6, 0, 0, 63 },
};

sortid_bt_alpha sortid_bt_alphas[SORTID_BT_COUNT];

/* Memory offset of big-endian byte j of an ID. */
static unsigned mem_off(const sortid_bt_geom *g, unsigned j)
{
    return g->le64 ? 7u - j : j;
}

int sortid_build_enc16(sortid_enc16 *t, int type, int lines)
{
    const sortid_bt_geom *g = &sortid_bt_geoms[type];
    unsigned S = g->W + (lines ? 1u : 0u), K = 0;
    while ((K + 1) * g->B <= 16 && (K + 1) * S <= 32)
        K++;
    if (K == 0)
        return -1;
    memset(t, 0, sizeof *t);
    t->K = K;
    t->in_len = K * g->B;
    t->out_len = K * S;
    for (unsigned s = 0; s < 32; s++) {
        t->hi[s] = t->lo[s] = 0x80;
        if (s >= K * S)
            continue;
        unsigned id = s / S, p = s % S;
        if (p == g->W) {
            t->kind[s] = 2;
            continue;
        }
        int first = (int)(p * g->bits) - (int)g->pad;
        unsigned e = (unsigned)(first + (int)g->bits - 1); /* last bit, >= 0 */
        unsigned be = e / 8, lsb = 7 - e % 8;
        t->kind[s] = 1;
        t->lo[s] = (uint8_t)(id * g->B + mem_off(g, be));
        if (be > 0)
            t->hi[s] = (uint8_t)(id * g->B + mem_off(g, be - 1));
        t->shl[s] = (uint8_t)(16 - g->bits - lsb);
    }
    return 0;
}

int sortid_build_dec16(sortid_dec16 *t, int type, int lines)
{
    const sortid_bt_geom *g = &sortid_bt_geoms[type];
    unsigned S = g->W + (lines ? 1u : 0u);
    unsigned G = g->bits == 5 ? 8 : 4, GB = g->bits == 5 ? 5 : 3;
    unsigned NG = (g->W + G - 1) / G, P = NG * G - g->W, L = NG * G;
    unsigned K = 32 / L;
    int src[32]; /* input index of each layout byte, -1 = zero */
    if (K == 0 || K * S < 16)
        return -1;
    memset(t, 0, sizeof *t);
    t->K = K;
    t->S = S;
    t->in_len = K * S;
    t->out_len = K * g->B;
    if (t->out_len > 16)
        return -1;
    for (unsigned x = 0; x < 32; x++) {
        unsigned id = x / L, c = x % L;
        src[x] = (id < K && c >= P) ? (int)(id * S + c - P) : -1;
    }
    for (unsigned h = 0; h < 2; h++) {
        int lo = -1, hi = -1;
        for (unsigned i = 0; i < 16; i++) {
            int q = src[h * 16 + i];
            if (q < 0)
                continue;
            if (lo < 0 || q < lo)
                lo = q;
            if (q > hi)
                hi = q;
        }
        unsigned off = lo < 0 ? 0 : (unsigned)lo;
        if (off + 16 > K * S)
            off = K * S - 16;
        if (hi >= (int)(off + 16))
            return -1;
        t->off[h] = off;
        for (unsigned i = 0; i < 16; i++) {
            int q = src[h * 16 + i];
            t->gather[h][i] = q < 0 ? 0x80 : (uint8_t)((unsigned)q - off);
            unsigned p = (off + i) % S;
            t->limit[h][i] = p == g->W ? 0xFF
                             : p == 0  ? (uint8_t)g->first_max
                                       : (uint8_t)((1u << g->bits) - 1);
        }
    }
    for (unsigned o = 0; o < 16; o++) {
        t->out[o] = 0x80;
        if (o >= t->out_len)
            continue;
        unsigned id = o / g->B, m = o % g->B;
        unsigned j = mem_off(g, m);
        unsigned tt = NG * GB - g->B + j, grp = tt / GB, u = tt % GB;
        t->out[o] = (uint8_t)(id * L + grp * G + (GB - 1 - u));
    }
    return 0;
}
