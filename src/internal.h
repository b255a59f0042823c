/* internal.h - declarations shared by the library's translation units.
 * Nothing here is exported (the library is built with -fvisibility=hidden). */
#ifndef SORTID_INTERNAL_H
#define SORTID_INTERNAL_H

#include "sortid.h"
#include "platform.h"

#include <stdint.h>
#include <string.h>

#define SORTID_INVALID 0xFFu /* decode-table value of a byte outside the alphabet */

/* Big-endian loads and stores (compile to a bswap + move). */
static inline uint64_t sortid__load_be64(const uint8_t *p)
{
    uint64_t v;
    memcpy(&v, p, 8);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    v = __builtin_bswap64(v);
#endif
    return v;
}

static inline void sortid__store_be64(uint8_t *p, uint64_t v)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    v = __builtin_bswap64(v);
#endif
    memcpy(p, &v, 8);
}

/* Load/store the n (<= 8) low-order bytes of v, most significant first. */
static inline uint64_t sortid__load_be(const uint8_t *p, unsigned n)
{
    uint64_t v = 0;
    for (unsigned i = 0; i < n; i++)
        v = v << 8 | p[i];
    return v;
}

static inline void sortid__store_be(uint8_t *p, uint64_t v, unsigned n)
{
    for (unsigned i = n; i-- > 0;) {
        p[i] = (uint8_t)v;
        v >>= 8;
    }
}

/* ---- crockford.c: Crockford base32 --------------------------------------- */

/* Decode tables: byte -> 0..31, or SORTID_INVALID.  Strict accepts the
 * alphabet in either case; lenient adds I/i/L/l -> 1 and O/o -> 0. */
extern const uint8_t sortid__b32_decode_strict[256];
extern const uint8_t sortid__b32_decode_lenient[256];
extern const char sortid__b32_alphabet_upper[33];
extern const char sortid__b32_alphabet_lower[33];

/* 128-bit value (hi, lo) <-> 26 characters; 63-bit value <-> 13 characters.
 * The decoders take exactly 26 / 13 bytes and validate them fully (alphabet,
 * first character <= '7'); decode*_strict use the two-byte table, the others
 * any one-byte table (lenient).  Errors as sortid__b32_error. */
void sortid__b32_encode128(char *dst, uint64_t hi, uint64_t lo, unsigned flags);
void sortid__b32_encode64(char *dst, uint64_t v, unsigned flags);
sortid_status sortid__b32_decode128(uint64_t *hi, uint64_t *lo, const char *src,
                                    const uint8_t *table, size_t *pos);
sortid_status sortid__b32_decode64(uint64_t *v, const char *src, const uint8_t *table,
                                   size_t *pos);
sortid_status sortid__b32_decode128_strict(uint64_t *hi, uint64_t *lo, const char *src,
                                           size_t *pos);
sortid_status sortid__b32_decode64_strict(uint64_t *v, const char *src, size_t *pos);

/* The first error of a Crockford string of the expected length n whose first
 * character carries 3 bits: SORTID_E_CHAR or SORTID_E_OVERFLOW at *pos. */
sortid_status sortid__b32_error(const char *src, size_t n, const uint8_t *table, size_t *pos);


/* ---- base64lex.c: ordered base64 ----------------------------------------- */

extern const uint8_t sortid__b64lex_decode[256];
extern const char sortid__b64lex_alphabet[65];

/* 15 bytes <-> 20 characters.  decode returns SORTID_E_CHAR with *pos. */
void sortid__b64lex_encode120(char *dst, const uint8_t src[15]);
sortid_status sortid__b64lex_decode120(uint8_t dst[15], const char *src, size_t *pos);

/* ---- hex (uuid.c) --------------------------------------------------------- */

extern const uint8_t sortid__hex_decode[256]; /* '0'-'9','a'-'f','A'-'F' -> 0..15 */

/* ---- entropy.c / clock.c -------------------------------------------------- */

/* Entropy and clock, honouring a generator's injected sources. */
sortid_status sortid__entropy(const sortid_gen *gen, void *dst, size_t len);
sortid_status sortid__clock_ns(const sortid_gen *gen, int64_t *unix_ns);

/* floor(a / b) for b > 0. */
static inline int64_t sortid__floor_div(int64_t a, int64_t b)
{
    int64_t q = a / b;
    return (a % b < 0) ? q - 1 : q;
}

#endif
