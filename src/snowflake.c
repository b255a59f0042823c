/* SPDX-License-Identifier: MIT */
/* snowflake.c - Twitter-layout snowflakes, read only: sign 0 | 41-bit ms
 * since an epoch | 5-bit datacenter | 5-bit worker | 12-bit sequence.  The
 * decimal text is the Ulid-Flake's decimal int64 form (flake.c reads and
 * writes it for both). */
#include "family.h"

/* Up to 19 digits fit a uint64_t (10^19 - 1 < 2^64): read them without the
 * per-digit overflow check of the general reader and compare once; the
 * general reader answers everything else (longer texts, and every error
 * with its position). */
#define SHORT_DIGITS 19

/* Eight ASCII digits as their value (SWAR: the pairs, the quads, then the
 * eight, by multiplications); *bad gets non-zero bits when one of the
 * bytes is not a digit. */
static inline uint64_t digits8(const unsigned char *p, uint64_t *bad)
{
    const uint64_t hi = UINT64_C(0xF0F0F0F0F0F0F0F0), zeros = UINT64_C(0x3030303030303030);
    uint64_t x;
    memcpy(&x, p, 8);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    x = __builtin_bswap64(x); /* the first digit in the low byte */
#endif
    /* a digit is 0x30..0x39: high nibble 3, and still 3 after adding 6 */
    *bad |= ((x & hi) ^ zeros) | (((x + UINT64_C(0x0606060606060606)) & hi) ^ zeros);
    x -= zeros;
    x = x * 10 + (x >> 8);
    x = ((x & UINT64_C(0x000000FF000000FF)) * (100 + (UINT64_C(1000000) << 32)) +
         ((x >> 16) & UINT64_C(0x000000FF000000FF)) * (1 + (UINT64_C(10000) << 32))) >>
        32;
    return x;
}

sortid_status sortid_snowflake_parse(sortid_snowflake *dst, const char *src, size_t len,
                                     unsigned flags, size_t *pos)
{
    const unsigned char *s = (const unsigned char *)src;
    uint64_t v = 0, bad = 0;
    (void)flags;
    if (!dst || !src)
        return SORTID_E_INVALID_ARG;
    if (len - 1 < SHORT_DIGITS) { /* 1 .. 19 */
        size_t i = 0;
        for (; i + 8 <= len; i += 8)
            v = v * 100000000 + digits8(s + i, &bad);
        for (; i < len; i++) {
            unsigned d = s[i] - (unsigned)'0';
            bad |= d > 9;
            v = v * 10 + d;
        }
        bad |= v > (uint64_t)INT64_MAX;
    }
    if (len - 1 >= SHORT_DIGITS || bad) {
        sortid_flake f;
        sortid_status st = sortid_flake_parse_int(&f, src, len, pos);
        if (st != SORTID_OK)
            return st;
        v = f.value;
    }
    dst->value = v;
    dst->epoch_ms = SORTID_SNOWFLAKE_EPOCH_TWITTER;
    return SORTID_OK;
}

size_t sortid_snowflake_format(char *dst, const sortid_snowflake *src, unsigned flags)
{
    (void)flags;
    sortid_flake f = { src->value & (uint64_t)INT64_MAX };
    return sortid_flake_format_int(dst, &f);
}

sortid_status sortid_snowflake_epoch_parse(int64_t *epoch_ms, const char *src, size_t len,
                                           size_t *pos)
{
    static const struct {
        const char *name;
        int64_t ms;
    } names[] = { { "twitter", SORTID_SNOWFLAKE_EPOCH_TWITTER },
                  { "discord", SORTID_SNOWFLAKE_EPOCH_DISCORD } };
    sortid_flake f;
    sortid_status s;
    size_t p = 0, neg;
    if (!epoch_ms || !src)
        return SORTID_E_INVALID_ARG;
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (len == strlen(names[i].name) && memcmp(src, names[i].name, len) == 0) {
            *epoch_ms = names[i].ms;
            return SORTID_OK;
        }
    neg = len > 0 && src[0] == '-';
    if ((s = sortid_flake_parse_int(&f, src + neg, len - neg, &p)) != SORTID_OK) {
        if (pos)
            *pos = p + neg;
        return s;
    }
    *epoch_ms = neg ? -(int64_t)f.value : (int64_t)f.value;
    return SORTID_OK;
}

sortid_status sortid_snowflake_unix_ms(int64_t *unix_ms, uint32_t *ns_in_ms,
                                       const sortid_snowflake *src)
{
    int64_t tick;
    if (!unix_ms || !src)
        return SORTID_E_INVALID_ARG;
    tick = sortid_snowflake_tick(src);
    if ((src->epoch_ms > 0 && tick > INT64_MAX - src->epoch_ms))
        return SORTID_E_TIME_RANGE;
    *unix_ms = tick + src->epoch_ms;
    if (ns_in_ms)
        *ns_in_ms = 0;
    return SORTID_OK;
}

int64_t sortid_snowflake_tick(const sortid_snowflake *src)
{
    return (int64_t)((src->value & (uint64_t)INT64_MAX) >> 22);
}

unsigned sortid_snowflake_datacenter(const sortid_snowflake *src)
{
    return (unsigned)(src->value >> 17 & 31);
}

unsigned sortid_snowflake_worker(const sortid_snowflake *src)
{
    return (unsigned)(src->value >> 12 & 31);
}

unsigned sortid_snowflake_sequence(const sortid_snowflake *src)
{
    return (unsigned)(src->value & 0xFFF);
}
