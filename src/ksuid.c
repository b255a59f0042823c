/* SPDX-License-Identifier: MIT */
/* ksuid.c - KSUID (segmentio/ksuid): 32-bit seconds since 1400000000 and a
 * 128-bit payload, as 27 base62 characters.
 *
 * Base62 works on five 32-bit limbs in 64-bit arithmetic, five characters
 * (62^5 < 2^30) per step instead of one: decoding multiplies the limbs by
 * 62^5 and adds the next five characters' value; encoding divides them by
 * 62^5 (a constant: a multiplication) and splits each remainder into five
 * characters.  The number grows (shrinks) by 29.8 bits a step, so each step
 * touches only the limbs that can be non-zero: 19 limb operations each way
 * where the textbook loop does 27 divisions or multiplications of the whole
 * 20-byte number, one byte at a time (bench/family_bench.c races both). */
#include "family.h"

#include "family_tables.inc"

#define P5 UINT32_C(916132832) /* 62^5 */

/* The value of five characters (of k, from s); the OR of their table
 * values goes to *bad (bit 7: a byte outside the alphabet). */
static inline uint64_t chars5(const unsigned char *s, unsigned *bad)
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
#define STEP5(at, first)                \
    do {                                \
        carry = chars5(s + (at), &bad); \
        MUL_LIMB(4);                    \
        MUL_LIMB(3);                    \
        if ((first) < 3)                \
            MUL_LIMB(2);                \
        if ((first) < 2)                \
            MUL_LIMB(1);                \
        if ((first) < 1)                \
            MUL_LIMB(0);                \
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

/* One limb of the division by 62^5 (rem < 62^5 carries in from the limb
 * above), and the five characters of a remainder from the last one back:
 * straight-line code, the divisions by constants being multiplications. */
#define DIV_LIMB(l)                        \
    do {                                   \
        uint64_t t_ = rem << 32 | limb[l]; \
        limb[l] = (uint32_t)(t_ / P5);     \
        rem = t_ % P5;                     \
    } while (0)
#define PUT_CHAR(at)                              \
    do {                                          \
        dst[(at)] = sortid__b62_alphabet[r % 62]; \
        r /= 62;                                  \
    } while (0)

#define PASS(first, end)                                                  \
    do {                                                                  \
        uint64_t rem = 0;                                                 \
        uint32_t r;                                                       \
        if ((first) < 1)                                                  \
            DIV_LIMB(0);                                                  \
        if ((first) < 2)                                                  \
            DIV_LIMB(1);                                                  \
        if ((first) < 3)                                                  \
            DIV_LIMB(2);                                                  \
        if ((first) < 4)                                                  \
            DIV_LIMB(3);                                                  \
        DIV_LIMB(4);                                                      \
        r = (uint32_t)rem;                                                \
        PUT_CHAR((end)-1);                                                \
        PUT_CHAR((end)-2);                                                \
        PUT_CHAR((end)-3);                                                \
        PUT_CHAR((end)-4);                                                \
        dst[(end)-5] = sortid__b62_alphabet[r]; /* below 62: the fifth */ \
    } while (0)

void sortid_ksuid_format(char *dst, const sortid_ksuid *src, unsigned flags)
{
    uint32_t limb[5];
    (void)flags;
    for (size_t l = 0; l < 4; l++)
        limb[l] = (uint32_t)(sortid__load_be64(src->bytes + 4 * l) >> 32);
    limb[4] = (uint32_t)sortid__load_be64(src->bytes + 12);
    /* five characters per division by 62^5, from the last one; the number
     * loses 29.8 bits a pass, so the passes start at the first limb that
     * can still be non-zero (160, 131, 101, 71, 41 bits) */
    PASS(0, 27);
    PASS(0, 22);
    PASS(1, 17);
    PASS(2, 12);
    PASS(3, 7);
    /* what is left is below 62^2 (62^27 > 2^160) */
    dst[0] = sortid__b62_alphabet[limb[4] / 62];
    dst[1] = sortid__b62_alphabet[limb[4] % 62];
    dst[SORTID_KSUID_TEXT_LEN] = '\0';
}

sortid_status sortid_ksuid_make(sortid_ksuid *dst, int64_t unix_s,
                                const uint8_t payload[SORTID_KSUID_PAYLOAD_BYTES])
{
    if (!dst || !payload)
        return SORTID_E_INVALID_ARG;
    if (unix_s < SORTID_KSUID_EPOCH_S || unix_s - SORTID_KSUID_EPOCH_S > SORTID_KSUID_TIME_MAX)
        return SORTID_E_TIME_RANGE;
    sortid__store_be(dst->bytes, (uint64_t)(unix_s - SORTID_KSUID_EPOCH_S), 4);
    memmove(dst->bytes + 4, payload, SORTID_KSUID_PAYLOAD_BYTES);
    return SORTID_OK;
}

int64_t sortid_ksuid_tick(const sortid_ksuid *src)
{
    return (int64_t)sortid__load_be(src->bytes, 4);
}

int64_t sortid_ksuid_unix_ms(const sortid_ksuid *src)
{
    return (sortid_ksuid_tick(src) + SORTID_KSUID_EPOCH_S) * 1000;
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
    if (s < SORTID_KSUID_EPOCH_S || s - SORTID_KSUID_EPOCH_S > SORTID_KSUID_TIME_MAX)
        return (unsigned)which <= SORTID_AT_MAX ? SORTID_E_TIME_RANGE : SORTID_E_INVALID_ARG;
    if ((st = sortid__at_fill(payload, sizeof payload, which)) != SORTID_OK)
        return st;
    return sortid_ksuid_make(dst, s, payload);
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
            if ((s = sortid_ksuid_make(&dst[i + j], sortid__floor_s(ms), payload[j])) != SORTID_OK)
                return s;
    }
    return SORTID_OK;
}

sortid_status sortid_ksuid_new(sortid_ksuid *dst)
{
    int64_t ms;
    sortid_status s;
    if (!dst)
        return SORTID_E_INVALID_ARG;
    if ((s = sortid_clock_ms(&ms)) != SORTID_OK)
        return s;
    return sortid_ksuid_at(dst, ms, SORTID_AT_RANDOM);
}
