/* SPDX-License-Identifier: MIT */
/* crockford.c - Crockford base32, the text form of ULID and Ulid-Flake.
 *
 * Encoding (inline, internal.h) reads the value 15 bits at a time and
 * stores three characters per table load.  Strict decoding reads two bytes
 * at a time through a 64 Ki-entry table (10 bits, or 0xFFFF for a pair with
 * a byte outside the alphabet), adds every entry into an accumulator and
 * checks it once at the end; only a string that fails takes the slow path
 * that finds the first bad position.  The lenient decoder (rare) goes one
 * byte at a time.  Both tables are built here at compile time from the
 * per-byte and per-value macros of b32_tables.inc (scripts/gen-tables.py),
 * which also defines the alphabets and the one-byte decode tables. */
#include "internal.h"

#include "b32_tables.inc"

/* Triple table, index = 15 bits: the three characters, most significant
 * first, and a NUL. */
#define TRIPLE(a, b, c)                                                        \
    {                                                                          \
        (char)SORTID_B32_C##a, (char)SORTID_B32_C##b, (char)SORTID_B32_C##c, 0 \
    }
#define TRIPLE_APPLY(m, ...) m(__VA_ARGS__)
#define TRIPLE_SPLIT(a, b)   a, b
#define TRIPLE_C(ab, c)      TRIPLE_APPLY(TRIPLE, TRIPLE_SPLIT ab, c)
#define TRIPLE_B(a, b)       SORTID_LC32(TRIPLE_C, (a, b))
#define TRIPLE_A(unused, a)  SORTID_LB32(TRIPLE_B, a)
#if defined(SORTID_SMALL_TABLES)
/* no triple table (internal.h) */
#elif !defined(SORTID_STATIC_ANALYSIS)
const char sortid__b32_triples[32768][4] = { SORTID_LA32(TRIPLE_A, _) };
#else
/* cppcheck: the same declaration without the macro-built initialiser (see
 * pair_decode below). */
const char sortid__b32_triples[32768][4];
#endif

__attribute__((noinline, cold)) sortid_status sortid__b32_error(const char *src, size_t n,
                                                                const uint8_t *table, size_t *pos)
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

/* Pair decode table, index = first byte | second byte << 8. */
#define PAIR_VALUE(d0, d1)   (((d0) | (d1)) > 31 ? 0xFFFF : (d0) << 5 | (d1))
#define PAIR_ENTRY(c1, c0)   PAIR_VALUE(SORTID_B32_D##c0, SORTID_B32_D##c1)
#define PAIR_ROW(unused, c1) SORTID_LA256(PAIR_ENTRY, c1)
#if defined(SORTID_SMALL_TABLES)
/* no pair table: the strict decoders are the one-byte ones below */
#elif !defined(SORTID_STATIC_ANALYSIS)
static const uint16_t pair_decode[65536] = { SORTID_LB256(PAIR_ROW, _) };
#else
/* cppcheck takes minutes over the 64Ki macro expansions; it analyses the
 * code with the same declaration and no initialiser. */
static const uint16_t pair_decode[65536];
#endif

#if !defined(SORTID_SMALL_TABLES)
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

/* Fold one pair into accumulator x and add it to sum.  A pair holding a
 * byte outside the alphabet is 0xFFFF, more than any 13 valid pairs add up
 * to (13 * 1023), so one compare of the sum checks every pair.  (A sum
 * rather than an OR: gcc narrows an OR of 16-bit values to 16 bits and then
 * keeps two copies of each pair, spilling registers.) */
#define STEP(x, i)                   \
    do {                             \
        uint64_t p_ = PAIR(t, s, i); \
        sum += p_;                   \
        (x) = (x) << 10 | p_;        \
    } while (0)

sortid_status sortid__b32_decode128_strict(uint8_t dst[16], const char *src, size_t *pos)
{
    const unsigned char *s = (const unsigned char *)src;
    const uint16_t *t = pair_decode;
    uint64_t a = PAIR(t, s, 0), mid = PAIR(t, s, 12), b = PAIR(t, s, 14), sum = a + mid + b;
    STEP(a, 2);
    STEP(a, 4);
    STEP(a, 6);
    STEP(a, 8);
    STEP(a, 10);
    STEP(b, 16);
    STEP(b, 18);
    STEP(b, 20);
    STEP(b, 22);
    STEP(b, 24);
    /* a >> 58: the first character is above '7' (the value needs 131 bits) */
    if (sum > UINT64_C(13) * 1023 || a >> 58)
        return sortid__b32_error(src, SORTID_ULID_TEXT_LEN, sortid__b32_decode_strict, pos);
    /* value = a << 70 | mid << 60 | b */
    sortid__store_be64(dst, a << 6 | mid >> 4);
    sortid__store_be64(dst + 8, (mid & 15) << 60 | b);
    return SORTID_OK;
}

sortid_status sortid__b32_decode64_strict(uint64_t *v, const char *src, size_t *pos)
{
    const unsigned char *s = (const unsigned char *)src;
    const uint16_t *t = pair_decode;
    uint64_t first = sortid__b32_decode_strict[s[0]], sum = 0, a = first;
    STEP(a, 1);
    STEP(a, 3);
    STEP(a, 5);
    STEP(a, 7);
    STEP(a, 9);
    STEP(a, 11);
    if (sum > UINT64_C(6) * 1023 || first > 7)
        return sortid__b32_error(src, SORTID_FLAKE_TEXT_LEN, sortid__b32_decode_strict, pos);
    *v = a;
    return SORTID_OK;
}
#endif

sortid_status sortid__b32_decode128(uint8_t dst[16], const char *src, const uint8_t *table,
                                    size_t *pos)
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
    sortid__store_be64(dst, a << 1 | b >> 59);
    sortid__store_be64(dst + 8, b << 5 | c);
    return SORTID_OK;
}

sortid_status sortid__b32_decode64(uint64_t *v, const char *src, const uint8_t *table, size_t *pos)
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

#if defined(SORTID_SMALL_TABLES)
sortid_status sortid__b32_decode128_strict(uint8_t dst[16], const char *src, size_t *pos)
{
    return sortid__b32_decode128(dst, src, sortid__b32_decode_strict, pos);
}

sortid_status sortid__b32_decode64_strict(uint64_t *v, const char *src, size_t *pos)
{
    return sortid__b32_decode64(v, src, sortid__b32_decode_strict, pos);
}
#endif
