/* SPDX-License-Identifier: MIT */
/* ksuid.c - KSUID (segmentio/ksuid): 32-bit seconds since 1400000000 and a
 * 128-bit payload, as 27 base62 characters.
 *
 * Base62 works on five 32-bit limbs in 64-bit arithmetic, five characters
 * (62^5 < 2^30) per step instead of one: decoding multiplies the limbs by
 * 62^5 and adds the next five characters' value (the number grows by 29.8
 * bits a step, so each step touches only the limbs that can be non-zero);
 * encoding writes each limb's weight 2^(32k) in base 62^5 once for all
 * (constants below), so the number's base-62^5 digits are sums of
 * independent products, then carries, then five characters a digit.  The
 * textbook loop does 27 divisions or multiplications of the whole 20-byte
 * number, one byte at a time (bench/family_bench.c races both). */
#include "family.h"
#include "gen_state.h"

#include "family_tables.inc"

#define P5 SORTID__B62_P5

/* The value of five characters (of k, from s); the OR of their table
 * values goes to *bad (bit 7: a byte outside the alphabet). */
static inline uint64_t b62_chars5(const unsigned char *s, unsigned *bad)
{
    const uint8_t *t = sortid__b62_decode;
    unsigned a = t[s[0]], b = t[s[1]], c = t[s[2]], d = t[s[3]], e = t[s[4]];
    *bad |= a | b | c | d | e;
    return (((a * UINT64_C(62) + b) * 62 + c) * 62 + d) * 62 + e;
}

/* limb[l] = limb[l] * 62^5 + carry, the carry going on to the limb above. */
#define MUL_LIMB(l)                                   \
    do {                                              \
        uint64_t t_ = (uint64_t)limb[l] * P5 + carry; \
        limb[l] = (uint32_t)t_;                       \
        carry = t_ >> 32;                             \
    } while (0)

/* n = n * 62^5 + the next five characters; the number gains 29.8 bits a
 * step, so the limbs above `first` are still zero and stay so (42, 72, 102,
 * 131 bits after the steps before the last; the last may overflow). */
#define STEP5(at, first)                    \
    do {                                    \
        carry = b62_chars5(s + (at), &bad); \
        MUL_LIMB(4);                        \
        MUL_LIMB(3);                        \
        if ((first) < 3)                    \
            MUL_LIMB(2);                    \
        if ((first) < 2)                    \
            MUL_LIMB(1);                    \
        if ((first) < 1)                    \
            MUL_LIMB(0);                    \
    } while (0)

sortid_status sortid_ksuid_parse(sortid_ksuid *dst, const char *src, size_t len, unsigned flags,
                                 size_t *pos)
{
    const unsigned char *s = (const unsigned char *)src;
    uint32_t limb[5] = { 0 };
    unsigned bad;
    uint64_t carry;
    (void)flags;
    if (!dst || !src)
        return SORTID_E_INVALID_ARG;
    if (len != SORTID_KSUID_TEXT_LEN)
        return sortid__bad_len(len, SORTID_KSUID_TEXT_LEN, pos);
    /* 27 = 2 + 5 x 5 characters */
    bad = sortid__b62_decode[s[0]] | sortid__b62_decode[s[1]];
    limb[4] = sortid__b62_decode[s[0]] * 62u + sortid__b62_decode[s[1]];
    STEP5(2, 3);
    STEP5(7, 2);
    STEP5(12, 1);
    STEP5(17, 0);
    STEP5(22, 0);
    if (bad & 0x80) { /* a byte outside the alphabet: the first one */
        size_t i = 0;
        while (sortid__b62_decode[s[i]] != SORTID_INVALID)
            i++;
        if (pos)
            *pos = i;
        return SORTID_E_CHAR;
    }
    if (carry != 0) { /* above 2^160 - 1 */
        if (pos)
            *pos = 0;
        return SORTID_E_OVERFLOW;
    }
    for (size_t l = 0; l < 5; l++)
        sortid__store_be32(dst->bytes + 4 * l, limb[l]);
    return SORTID_OK;
}

/* Two characters of a value below 62^2: a pair of the pair table, or (the
 * WebAssembly build, SORTID_SMALL_TABLES, which keeps no such table) one at
 * a time. */
static inline void put2(char *dst, uint32_t v)
{
#if !defined(SORTID_SMALL_TABLES)
    memcpy(dst, sortid__b62_pairs + 2 * (size_t)v, 2);
#else
    dst[0] = sortid__b62_alphabet[v / 62];
    dst[1] = sortid__b62_alphabet[v % 62];
#endif
}

/* Five characters of a value below 62^5, d = a * 62^4 + b * 62^2 + c.  The
 * divisions are by constants, so multiplications, and the two of them are
 * independent: with q = d / 62^2 = a * 62^2 + b (62^4 is (62^2)^2), b is q -
 * a * 62^2 and c is d - q * 62^2. */
static inline void put5(char *dst, uint32_t d)
{
    uint32_t a = d / 14776336u, q = d / 3844u;
    dst[0] = sortid__b62_alphabet[a];
    put2(dst + 1, q - a * 3844u);
    put2(dst + 3, d - q * 3844u);
}

size_t sortid_ksuid_format(char *dst, const sortid_ksuid *src, unsigned flags)
{
    /* The 160-bit number is sum l_k 2^(32k) over its five 32-bit limbs (l0
     * the lowest).  With c_kj the base-62^5 digits of 2^(32k), lowest first
     * (SORTID__KSUID_W<k>_<j>, src/family.h; 2^128 = 107176928, 144698879,
     * 80953756, 59632986, 483), digit j of the number is sum_k l_k c_kj
     * before carries: 15 independent multiplications, each sum below 2^63
     * even with every limb 2^32 - 1.  The carries go in three rounds, so
     * that no division waits for another: d_j = q_j P5 + r_j, all at once,
     * and e_j = r_j + q_(j-1) (q below 2^34, so e below P5 + 2^34); e_j =
     * f_j P5 + s_j, and g_j = s_j + f_(j-1) (f at most 11, e_0 = r_0 so f_0
     * = 0); a g_j of P5 or more then carries 1, which may ripple.  Digit j
     * is characters 22 - 5j to 26 - 5j; the sixth, q_4 + f_4 and any ripple,
     * below 62^2 (62^27 > 2^160), is the first two.  tests/test_family.c
     * checks the text against the one-character big-number loop, a ripple
     * from each digit included. */
    const uint64_t hi = sortid__load_be64(src->bytes), mid = sortid__load_be64(src->bytes + 8);
    const uint64_t l0 = sortid__load_be32(src->bytes + 16), l1 = (uint32_t)mid, l2 = mid >> 32,
                   l3 = (uint32_t)hi, l4 = hi >> 32;
    uint64_t d0 = l0 + l1 * SORTID__KSUID_W1_0 + l2 * SORTID__KSUID_W2_0 + l3 * SORTID__KSUID_W3_0 +
                  l4 * SORTID__KSUID_W4_0;
    uint64_t d1 = l1 * SORTID__KSUID_W1_1 + l2 * SORTID__KSUID_W2_1 + l3 * SORTID__KSUID_W3_1 +
                  l4 * SORTID__KSUID_W4_1;
    uint64_t d2 = l2 * SORTID__KSUID_W2_2 + l3 * SORTID__KSUID_W3_2 + l4 * SORTID__KSUID_W4_2;
    uint64_t d3 = l3 * SORTID__KSUID_W3_3 + l4 * SORTID__KSUID_W4_3;
    uint64_t d4 = l4 * SORTID__KSUID_W4_4;
    uint64_t q0 = d0 / P5, q1 = d1 / P5, q2 = d2 / P5, q3 = d3 / P5, q4 = d4 / P5;
    uint64_t e1 = d1 - q1 * P5 + q0, e2 = d2 - q2 * P5 + q1, e3 = d3 - q3 * P5 + q2,
             e4 = d4 - q4 * P5 + q3;
    uint64_t f1 = e1 / P5, f2 = e2 / P5, f3 = e3 / P5, f4 = e4 / P5;
    uint64_t g2 = e2 - f2 * P5 + f1, g3 = e3 - f3 * P5 + f2, g4 = e4 - f4 * P5 + f3;
    uint64_t d5 = q4 + f4;
    (void)flags;
    if (g2 >= P5 || g3 >= P5 || g4 >= P5) { /* rare: one random number in about 10^8 */
        g3 += g2 >= P5;
        g2 -= g2 >= P5 ? P5 : 0;
        g4 += g3 >= P5;
        g3 -= g3 >= P5 ? P5 : 0;
        d5 += g4 >= P5;
        g4 -= g4 >= P5 ? P5 : 0;
    }
    put5(dst + 22, (uint32_t)(d0 - q0 * P5));
    put5(dst + 17, (uint32_t)(e1 - f1 * P5));
    put5(dst + 12, (uint32_t)g2);
    put5(dst + 7, (uint32_t)g3);
    put5(dst + 2, (uint32_t)g4);
    put2(dst, (uint32_t)d5);
    dst[SORTID_KSUID_TEXT_LEN] = '\0';
    return SORTID_KSUID_TEXT_LEN;
}

sortid_status sortid_ksuid_make(sortid_ksuid *dst, int64_t unix_ms,
                                const uint8_t payload[SORTID_KSUID_PAYLOAD_BYTES])
{
    uint64_t tick;
    sortid_status s;
    if (!dst || !payload)
        return SORTID_E_INVALID_ARG;
    if ((s = sortid__tick_of(SORTID_KIND_KSUID, unix_ms, 0, &tick)) != SORTID_OK)
        return s;
    sortid__store_be(dst->bytes, tick, 4);
    memmove(dst->bytes + 4, payload, SORTID_KSUID_PAYLOAD_BYTES);
    return SORTID_OK;
}

int64_t sortid_ksuid_tick(const sortid_ksuid *src)
{
    return (int64_t)sortid__load_be(src->bytes, 4);
}

sortid_status sortid_ksuid_unix_ms(int64_t *unix_ms, uint32_t *ns_in_ms, const sortid_ksuid *src)
{
    if (!unix_ms || !src)
        return SORTID_E_INVALID_ARG;
    *unix_ms = (sortid_ksuid_tick(src) + SORTID_KSUID_EPOCH_S) * 1000;
    if (ns_in_ms)
        *ns_in_ms = 0;
    return SORTID_OK;
}

void sortid_ksuid_payload(uint8_t dst[SORTID_KSUID_PAYLOAD_BYTES], const sortid_ksuid *src)
{
    memcpy(dst, src->bytes + 4, SORTID_KSUID_PAYLOAD_BYTES);
}

sortid_status sortid_ksuid_at(sortid_ksuid *dst, int64_t unix_ms, sortid_at which)
{
    uint8_t payload[SORTID_KSUID_PAYLOAD_BYTES];
    int64_t s = sortid__floor_s(unix_ms);
    sortid_status st;
    if (!dst)
        return SORTID_E_INVALID_ARG;
    if (s < SORTID_KSUID_EPOCH_S || s - SORTID_KSUID_EPOCH_S > SORTID_KSUID_TICK_MAX)
        return (unsigned)which <= SORTID_AT_MAX ? SORTID_E_TIME_RANGE : SORTID_E_INVALID_ARG;
    if ((st = sortid__at_fill(payload, sizeof payload, which)) != SORTID_OK)
        return st;
    return sortid_ksuid_make(dst, s * 1000, payload);
}

sortid_status sortid_ksuid_new_fill(sortid_ksuid *dst, size_t n)
{
    enum { CHUNK = 64 }; /* IDs per clock read and per CSPRNG draw */
    uint8_t payload[CHUNK][SORTID_KSUID_PAYLOAD_BYTES];
    sortid_status s;
    if (!dst && n)
        return SORTID_E_INVALID_ARG;
    for (size_t i = 0; i < n; i += CHUNK) {
        size_t k = n - i < CHUNK ? n - i : CHUNK;
        int64_t ms;
        if ((s = sortid_clock_ms(&ms)) != SORTID_OK ||
            (s = sortid_random(payload, k * SORTID_KSUID_PAYLOAD_BYTES)) != SORTID_OK)
            return s;
        for (size_t j = 0; j < k; j++)
            if ((s = sortid_ksuid_make(&dst[i + j], ms, payload[j])) != SORTID_OK)
                return s;
    }
    return SORTID_OK;
}

/* ---- the generator (generator.c; kinds.h, sortid__gen_row) ---------------- */

static void ksuid_gen_pack(void *ids, size_t i, uint64_t tick, sortid__u128 c,
                           const uint8_t *process, unsigned node)
{
    uint8_t *b = ((sortid_ksuid *)ids + i)->bytes;
    (void)process;
    (void)node;
    /* 8, 8 and 4 bytes, as sortid_ksuid_format reads them: a load that
     * straddles two stores just made waits for both */
    sortid__store_be64(b, tick << 32 | c.hi >> 32);
    sortid__store_be64(b + 8, c.hi << 32 | c.lo >> 32);
    sortid__store_be32(b + 16, (uint32_t)c.lo);
}

static sortid_status ksuid_gen_lines(char *dst, size_t size, const void *ids, size_t n,
                                     unsigned flags)
{
    return sortid_ksuid_format_lines(dst, size, ids, n, flags);
}

static sortid_status ksuid_gen_one(sortid_gen *gen, void *dst)
{
    return sortid__gen_one_hot(gen, &sortid__ksuid_gen, dst);
}

const sortid__gen_row sortid__ksuid_gen = { .one = ksuid_gen_one,
                                            .kind = SORTID_KIND_KSUID,
                                            .pack = ksuid_gen_pack,
                                            .lines = ksuid_gen_lines };

sortid_status sortid_gen_ksuid(sortid_gen *gen, sortid_ksuid *dst)
{
    return ksuid_gen_one(gen, dst);
}

/* The calling thread's random KSUID generator, as sortid_ulid_new. */
sortid_status sortid_ksuid_new(sortid_ksuid *dst)
{
    return ksuid_gen_one(sortid__default_gen(SORTID_KIND_KSUID, 0), dst);
}
