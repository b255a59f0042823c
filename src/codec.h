/* SPDX-License-Identifier: MIT */
/* codec.h - the scalar text codecs' entry points and tables: Crockford
 * base32 (crockford.c), ordered base64 (base64lex.c) and hex (uuid.c).
 * Nothing here is exported (the library is built with -fvisibility=hidden). */
#ifndef SORTID_CODEC_H
#define SORTID_CODEC_H

#include <stddef.h>
#include <stdint.h>

#include "sortid.h"

#define SORTID_INVALID 0xFFu /* decode-table value of a byte outside the alphabet */

/* ---- crockford.c: Crockford base32 --------------------------------------- */

/* Tables (scripts/gen-tables.py).  Decode: byte -> 0..31, or SORTID_INVALID;
 * strict accepts the alphabet in either case, lenient adds I/i/L/l -> 1 and
 * O/o -> 0.  Triples: 15 bits -> three characters and a NUL. */
extern const uint8_t sortid__b32_decode_strict[256];
extern const uint8_t sortid__b32_decode_lenient[256];
extern const char sortid__b32_alphabet_upper[33];
extern const char sortid__b32_alphabet_lower[33];

/* SORTID_SMALL_TABLES: no 64 Ki-entry tables (256 KiB), for a WebAssembly
 * module fetched by browsers; the codecs then go a character at a time
 * through the 32- and 256-entry tables, with the same results and errors. */
#if defined(__wasm__) && !defined(SORTID_SMALL_TABLES)
#define SORTID_SMALL_TABLES 1
#endif

#if !defined(SORTID_SMALL_TABLES)
extern const char sortid__b32_triples[32768][4];
#define SORTID_B32_TRIPLE(v) sortid__b32_triples[(v)&0x7FFF]
#else
#define SORTID_B32_TRIPLE(v)                                      \
    ((const char[4]){ sortid__b32_alphabet_upper[(v) >> 10 & 31], \
                      sortid__b32_alphabet_upper[(v) >> 5 & 31],  \
                      sortid__b32_alphabet_upper[(v)&31], 0 })
#endif

/* The case mask of flags: 0, or for SORTID_FORMAT_LOWER bit 0x20 in the
 * first three bytes of a 4-byte store (every character of the alphabet,
 * digits included, is its upper-case form with 0x20 set) and none in the
 * fourth, a NUL.  Built from bytes: the same in either byte order. */
static inline uint32_t sortid__b32_case(unsigned flags)
{
    static const uint8_t lower[4] = { 0x20, 0x20, 0x20, 0 };
    uint32_t m = 0;
    if (flags & SORTID_FORMAT_LOWER)
        memcpy(&m, lower, 4);
    return m;
}

/* The three characters of v's low 15 bits in the case of m and a NUL,
 * which the next store overwrites or which ends the string (one 4-byte
 * store: the case is set on the way, never read back). */
static inline void sortid__b32_put3(char *dst, uint64_t v, uint32_t m)
{
    uint32_t w;
    memcpy(&w, SORTID_B32_TRIPLE(v), 4);
    w |= m;
    memcpy(dst, &w, 4);
}

/* The last three of the n characters of text (v's low 15 bits), then a NUL
 * (nul) or nothing (a bulk record that may end its buffer). */
static inline void sortid__b32_finish(char *text, size_t n, uint64_t v, uint32_t m, int nul)
{
    uint32_t w;
    if (nul) {
        sortid__b32_put3(text + n - 3, v, m);
        return;
    }
    memcpy(&w, SORTID_B32_TRIPLE(v), 4);
    w |= m;
    memcpy(text + n - 3, &w, 3);
}

/* The 26 characters of the 128-bit value (hi, lo), the value with two
 * leading zero bits, 15 bits (three characters) per store; characters
 * 21..23 and 23..25 overlap.  nul: and a NUL at dst[26].  Inline, so the
 * public formatter and the bulk path write straight into their destination. */
static inline void sortid__b32_encode128(char *dst, uint64_t hi, uint64_t lo, unsigned flags,
                                         int nul)
{
    const uint32_t m = sortid__b32_case(flags);
    sortid__b32_put3(dst + 0, hi >> 51, m);
    sortid__b32_put3(dst + 3, hi >> 36, m);
    sortid__b32_put3(dst + 6, hi >> 21, m);
    sortid__b32_put3(dst + 9, hi >> 6, m);
    sortid__b32_put3(dst + 12, hi << 9 | lo >> 55, m);
    sortid__b32_put3(dst + 15, lo >> 40, m);
    sortid__b32_put3(dst + 18, lo >> 25, m);
    sortid__b32_put3(dst + 21, lo >> 10, m);
    sortid__b32_finish(dst, 26, lo, m, nul);
}

/* The 13 characters of a 64-bit value (65 bits with one leading zero);
 * characters 9..11 and 10..12 overlap. */
static inline void sortid__b32_encode64(char *dst, uint64_t v, unsigned flags, int nul)
{
    const uint32_t m = sortid__b32_case(flags);
    sortid__b32_put3(dst + 0, v >> 50, m);
    sortid__b32_put3(dst + 3, v >> 35, m);
    sortid__b32_put3(dst + 6, v >> 20, m);
    sortid__b32_put3(dst + 9, v >> 5, m);
    sortid__b32_finish(dst, 13, v, m, nul);
}

/* 26 characters -> 16 big-endian bytes; 13 characters -> 63-bit value.  The
 * decoders take exactly 26 / 13 bytes, validate them fully (alphabet, first
 * character <= '7') and write dst only on success; decode*_strict use the
 * two-byte table, the others any one-byte table (lenient).  Errors as
 * sortid__b32_error. */
sortid_status sortid__b32_decode128(uint8_t dst[16], const char *src, const uint8_t *table,
                                    size_t *pos);
sortid_status sortid__b32_decode64(uint64_t *v, const char *src, const uint8_t *table, size_t *pos);
sortid_status sortid__b32_decode128_strict(uint8_t dst[16], const char *src, size_t *pos);
sortid_status sortid__b32_decode64_strict(uint64_t *v, const char *src, size_t *pos);

/* The first error of a Crockford string of the expected length n whose first
 * character carries 3 bits: SORTID_E_CHAR or SORTID_E_OVERFLOW at *pos. */
sortid_status sortid__b32_error(const char *src, size_t n, const uint8_t *table, size_t *pos);

/* ---- base64lex.c: ordered base64 ----------------------------------------- */

extern const uint8_t sortid__b64lex_decode[256];
extern const char sortid__b64lex_alphabet[65];

/* 15 bytes -> exactly 20 characters (no NUL); 20 characters -> 15 bytes.
 * decode returns SORTID_E_CHAR with *pos and writes dst only on success. */
void sortid__b64lex_encode120(char *dst, const uint8_t src[15]);
sortid_status sortid__b64lex_decode120(uint8_t dst[15], const char *src, size_t *pos);

/* ---- hex (uuid.c) --------------------------------------------------------- */

extern const uint8_t sortid__hex_decode[256]; /* '0'-'9','a'-'f','A'-'F' -> 0..15 */
extern const char sortid__hex_upper[17], sortid__hex_lower[17];

#endif
