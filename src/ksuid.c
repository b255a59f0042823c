/* SPDX-License-Identifier: MIT */
/* ksuid.c - KSUID (segmentio/ksuid): 32-bit seconds since 1400000000 and a
 * 128-bit payload, as 27 base62 characters.
 *
 * Base62 works on five 32-bit limbs in 64-bit arithmetic, five characters
 * (62^5 < 2^30) per step instead of one: decoding multiplies the limbs by
 * 62^5 and adds the next five characters' value; encoding divides them by
 * 62^5 (a constant: a multiplication) and splits each remainder into five
 * characters.  Six steps where the textbook loop does 27 divisions of the
 * whole number (bench/bench.c measures both). */
#include "family.h"

#include "family_tables.inc"

#define P5 UINT32_C(916132832) /* 62^5 */

static const uint32_t pow62[6] = { 1, 62, 3844, 238328, 14776336, P5 };

sortid_status sortid_ksuid_parse(sortid_ksuid *dst, const char *src, size_t len, unsigned flags,
                                 size_t *pos)
{
    const unsigned char *s = (const unsigned char *)src;
    uint32_t limb[5] = { 0 };
    unsigned bad = 0;
    (void)flags;
    if (!dst || !src)
        return SORTID_E_INVALID_ARG;
    if (len != SORTID_KSUID_TEXT_LEN)
        return sortid__bad_len(len, SORTID_KSUID_TEXT_LEN, pos);
    /* 27 = 2 + 5 x 5 characters: n = n * 62^k + value of the next k */
    for (size_t i = 0; i < SORTID_KSUID_TEXT_LEN;) {
        size_t k = i == 0 ? 2 : 5;
        uint64_t carry = 0;
        for (size_t j = 0; j < k; j++) {
            unsigned d = sortid__b62_decode[s[i + j]];
            bad |= d;
            carry = carry * 62 + d;
        }
        for (int l = 4; l >= 0; l--) {
            uint64_t t = (uint64_t)limb[l] * pow62[k] + carry;
            limb[l] = (uint32_t)t;
            carry = t >> 32;
        }
        i += k;
        if (carry != 0 && !(bad & 0x80)) {
            if (pos)
                *pos = 0;
            return SORTID_E_OVERFLOW;
        }
    }
    if (bad & 0x80) { /* a byte outside the alphabet: the first one */
        size_t i = 0;
        while (sortid__b62_decode[s[i]] != SORTID_INVALID)
            i++;
        if (pos)
            *pos = i;
        return SORTID_E_CHAR;
    }
    for (int l = 0; l < 5; l++)
        sortid__store_be(dst->bytes + 4 * l, limb[l], 4);
    return SORTID_OK;
}

void sortid_ksuid_format(char *dst, const sortid_ksuid *src, unsigned flags)
{
    uint32_t limb[5];
    (void)flags;
    for (int l = 0; l < 5; l++)
        limb[l] = (uint32_t)sortid__load_be(src->bytes + 4 * l, 4);
    /* five characters per division by 62^5, from the last one */
    for (int end = SORTID_KSUID_TEXT_LEN; end > 2; end -= 5) {
        uint64_t rem = 0;
        for (int l = 0; l < 5; l++) {
            uint64_t t = rem << 32 | limb[l];
            limb[l] = (uint32_t)(t / P5);
            rem = t % P5;
        }
        for (int j = 1; j <= 5; j++) {
            dst[end - j] = sortid__b62_alphabet[rem % 62];
            rem /= 62;
        }
    }
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
