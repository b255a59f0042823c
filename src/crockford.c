/* crockford.c - Crockford base32, the text form of ULID and Ulid-Flake.
 *
 * Encoding reads the value 10 bits at a time and stores two characters per
 * table load.  Strict decoding reads two bytes at a time through a 64 Ki-entry
 * table (10 bits, or 0xFFFF for a pair with a byte outside the alphabet),
 * ORs every entry into an accumulator and checks it once at the end; only a
 * string that fails takes the slow path that finds the first bad position.
 * The lenient decoder (rare) goes one byte at a time. */
#include "internal.h"


#include "b32_tables.inc"

const char sortid__b32_alphabet_upper[33] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const char sortid__b32_alphabet_lower[33] = "0123456789abcdefghjkmnpqrstvwxyz";

const uint8_t sortid__b32_decode_strict[256] = {
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0x0A, 0x0B, 0x0C, 0x0D, 0x0E, 0x0F, 0x10, 0x11, 0xFF, 0x12, 0x13, 0xFF, 0x14, 0x15, 0xFF,
    0x16, 0x17, 0x18, 0x19, 0x1A, 0xFF, 0x1B, 0x1C, 0x1D, 0x1E, 0x1F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0x0A, 0x0B, 0x0C, 0x0D, 0x0E, 0x0F, 0x10, 0x11, 0xFF, 0x12, 0x13, 0xFF, 0x14, 0x15, 0xFF,
    0x16, 0x17, 0x18, 0x19, 0x1A, 0xFF, 0x1B, 0x1C, 0x1D, 0x1E, 0x1F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
};

const uint8_t sortid__b32_decode_lenient[256] = {
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07, 0x08, 0x09, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0x0A, 0x0B, 0x0C, 0x0D, 0x0E, 0x0F, 0x10, 0x11, 0x01, 0x12, 0x13, 0x01, 0x14, 0x15, 0x00,
    0x16, 0x17, 0x18, 0x19, 0x1A, 0xFF, 0x1B, 0x1C, 0x1D, 0x1E, 0x1F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0x0A, 0x0B, 0x0C, 0x0D, 0x0E, 0x0F, 0x10, 0x11, 0x01, 0x12, 0x13, 0x01, 0x14, 0x15, 0x00,
    0x16, 0x17, 0x18, 0x19, 0x1A, 0xFF, 0x1B, 0x1C, 0x1D, 0x1E, 0x1F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
    0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
};


static inline void put2(char *dst, const char (*pairs)[2], uint64_t v)
{
    memcpy(dst, pairs[v & 1023], 2);
}

void sortid__b32_encode128(char *dst, uint64_t hi, uint64_t lo, unsigned flags)
{
    const char(*p)[2] = (flags & SORTID_FORMAT_LOWER) ? b32_pairs_lower : b32_pairs_upper;
    /* 26 characters carry 130 bits: the value with two leading zero bits. */
    put2(dst + 0, p, hi >> 56);
    put2(dst + 2, p, hi >> 46);
    put2(dst + 4, p, hi >> 36);
    put2(dst + 6, p, hi >> 26);
    put2(dst + 8, p, hi >> 16);
    put2(dst + 10, p, hi >> 6);
    put2(dst + 12, p, hi << 4 | lo >> 60);
    put2(dst + 14, p, lo >> 50);
    put2(dst + 16, p, lo >> 40);
    put2(dst + 18, p, lo >> 30);
    put2(dst + 20, p, lo >> 20);
    put2(dst + 22, p, lo >> 10);
    put2(dst + 24, p, lo);
    dst[26] = '\0';
}

void sortid__b32_encode64(char *dst, uint64_t v, unsigned flags)
{
    const char(*p)[2] = (flags & SORTID_FORMAT_LOWER) ? b32_pairs_lower : b32_pairs_upper;
    const char *a = (flags & SORTID_FORMAT_LOWER) ? sortid__b32_alphabet_lower
                                                  : sortid__b32_alphabet_upper;
    /* 13 characters carry 65 bits; the first holds the top 4 (sign bit 0). */
    dst[0] = a[(v >> 60) & 31];
    put2(dst + 1, p, v >> 50);
    put2(dst + 3, p, v >> 40);
    put2(dst + 5, p, v >> 30);
    put2(dst + 7, p, v >> 20);
    put2(dst + 9, p, v >> 10);
    put2(dst + 11, p, v);
    dst[13] = '\0';
}

__attribute__((noinline, cold)) sortid_status sortid__b32_error(const char *src, size_t n, const uint8_t *table, size_t *pos)
{
    const unsigned char *s = (const unsigned char *)src;
    for (size_t i = 0; i < n; i++) {
        unsigned v = table[s[i]];
        if (v == SORTID_INVALID || (i == 0 && v > 7)) {
            if (pos)
                *pos = i;
            return v == SORTID_INVALID ? SORTID_E_CHAR : SORTID_E_OVERFLOW;
        }
    }
    return SORTID_OK;
}

/* Pair table, index = first byte | second byte << 8, computed by the
 * preprocessor from the per-byte values in b32_tables.inc. */
#define PAIR_VALUE(d0, d1) (((d0) | (d1)) > 31 ? 0xFFFF : (d0) << 5 | (d1))
#define PAIR_ENTRY(c1, c0) PAIR_VALUE(SORTID_B32_D##c0, SORTID_B32_D##c1)
#define PAIR_ROW(unused, c1) SORTID_LA256(PAIR_ENTRY, c1)
#ifndef SORTID_STATIC_ANALYSIS
static const uint16_t pair_decode[65536] = {SORTID_LB256(PAIR_ROW, _)};
#else
/* cppcheck takes minutes over the 64Ki macro expansions; it analyses the
 * code with the same declaration and no initialiser. */
static const uint16_t pair_decode[65536];
#endif

static inline const uint16_t *pairs(void)
{
    return pair_decode;
}

/* Two bytes as one little-endian 16-bit load: first byte | second << 8. */
static inline unsigned load_pair(const unsigned char *s)
{
    uint16_t v;
    memcpy(&v, s, 2);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    v = __builtin_bswap16(v);
#endif
    return v;
}

#define PAIR(t, s, i) ((uint64_t)(t)[load_pair((s) + (i))])

/* Fold one pair into accumulator x and the error accumulator. */
#define STEP(x, i)                                                                                 \
    do {                                                                                           \
        uint64_t p_ = PAIR(t, s, i);                                                               \
        err |= p_;                                                                                 \
        (x) = (x) << 10 | p_;                                                                    \
    } while (0)

sortid_status sortid__b32_decode128_strict(uint64_t *hi, uint64_t *lo, const char *src, size_t *pos)
{
    const unsigned char *s = (const unsigned char *)src;
    const uint16_t *t = pairs();
    uint64_t first = PAIR(t, s, 0), mid, err = first, a = first, b = 0;
    STEP(a, 2);
    STEP(a, 4);
    STEP(a, 6);
    STEP(a, 8);
    STEP(a, 10);
    mid = PAIR(t, s, 12);
    err |= mid;
    STEP(b, 14);
    STEP(b, 16);
    STEP(b, 18);
    STEP(b, 20);
    STEP(b, 22);
    STEP(b, 24);
    /* first > 255: the first character is above '7' (the value needs 131 bits) */
    if (err > 1023 || first > 255)
        return sortid__b32_error(src, SORTID_ULID_TEXT_LEN, sortid__b32_decode_strict, pos);
    /* value = a << 70 | mid << 60 | b */
    *hi = a << 6 | mid >> 4;
    *lo = (mid & 15) << 60 | b;
    return SORTID_OK;
}

sortid_status sortid__b32_decode64_strict(uint64_t *v, const char *src, size_t *pos)
{
    const unsigned char *s = (const unsigned char *)src;
    const uint16_t *t = pairs();
    uint64_t first = sortid__b32_decode_strict[s[0]], err = 0, a = first;
    STEP(a, 1);
    STEP(a, 3);
    STEP(a, 5);
    STEP(a, 7);
    STEP(a, 9);
    STEP(a, 11);
    if (err > 1023 || first > 7)
        return sortid__b32_error(src, SORTID_FLAKE_TEXT_LEN, sortid__b32_decode_strict, pos);
    *v = a;
    return SORTID_OK;
}

sortid_status sortid__b32_decode128(uint64_t *hi, uint64_t *lo, const char *src,
                                    const uint8_t *table, size_t *pos)
{
    const unsigned char *s = (const unsigned char *)src;
    uint64_t first = table[s[0]];
    uint64_t acc = first, a = first, b = 0, c;
    for (int i = 1; i < 13; i++) {
        uint64_t v = table[s[i]];
        acc |= v;
        a = a << 5 | v;
    }
    for (int i = 13; i < 25; i++) {
        uint64_t v = table[s[i]];
        acc |= v;
        b = b << 5 | v;
    }
    c = table[s[25]];
    acc |= c;
    if (acc > 31 || first > 7)
        return sortid__b32_error(src, SORTID_ULID_TEXT_LEN, table, pos);
    /* value = a << 65 | b << 5 | c, with a < 2^63 and b < 2^60 */
    *hi = a << 1 | b >> 59;
    *lo = b << 5 | c;
    return SORTID_OK;
}

sortid_status sortid__b32_decode64(uint64_t *v, const char *src, const uint8_t *table,
                                   size_t *pos)
{
    const unsigned char *s = (const unsigned char *)src;
    uint64_t first = table[s[0]];
    uint64_t acc = first, a = 0;
    for (int i = 1; i < 13; i++) {
        uint64_t d = table[s[i]];
        acc |= d;
        a = a << 5 | d;
    }
    if (acc > 31 || first > 7)
        return sortid__b32_error(src, SORTID_FLAKE_TEXT_LEN, table, pos);
    *v = first << 60 | a;
    return SORTID_OK;
}
