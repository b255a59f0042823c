/* SPDX-License-Identifier: MIT */
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

/* ---- 128-bit counters (generator.c, ulid.c) ------------------------------ */

typedef struct {
    uint64_t hi, lo;
} sortid__u128;

/* *c + 1 + r, kept within width bits: returns 0 (and leaves *c alone) when
 * the sum would pass 2^width - 1.  The one monotonic step of the library. */
static inline int sortid__u128_step(sortid__u128 *c, uint64_t r, unsigned width)
{
    sortid__u128 v = *c;
    v.lo += r;
    v.hi += v.lo < r;
    v.lo += 1;
    v.hi += v.lo == 0;
    if (v.hi < c->hi)
        return 0;
    if (width <= 64 ? (v.hi != 0 || (width < 64 && v.lo >> width != 0))
                    : (width < 128 && v.hi >> (width - 64) != 0))
        return 0;
    *c = v;
    return 1;
}

/* Keep the low width bits (width 0..128). */
static inline void sortid__u128_mask(sortid__u128 *c, unsigned width)
{
    if (width < 64) {
        c->hi = 0;
        c->lo &= width ? (UINT64_C(1) << width) - 1 : 0;
    } else if (width < 128) {
        c->hi &= width > 64 ? (UINT64_C(1) << (width - 64)) - 1 : 0;
    }
}

/* ---- layouts: one packer per kind ---------------------------------------- */

/* Inline: the generators pack every ID they make. */

/* ULID: 48-bit ms | 80-bit random (r.hi holds its top 16 bits). */
static inline void sortid__ulid_pack(sortid_ulid *dst, uint64_t ms, sortid__u128 r)
{
    sortid__store_be64(dst->bytes, ms << 16 | (r.hi & 0xFFFF));
    sortid__store_be64(dst->bytes + 8, r.lo);
}

/* BaseUID: 48-bit tick | 72-bit random (r.hi holds its top 8 bits). */
static inline void sortid__baseuid_pack(sortid_baseuid *dst, uint64_t tick, sortid__u128 r)
{
    sortid__store_be(dst->bytes, tick, 6);
    dst->bytes[6] = (uint8_t)r.hi;
    sortid__store_be64(dst->bytes + 7, r.lo);
}

/* Force version 7 and the RFC 9562 variant on 16 bytes: the one place these
 * bits are set. */
static inline void sortid__uuid_set_v7(uint8_t bytes[16])
{
    bytes[6] = (uint8_t)(0x70 | (bytes[6] & 0x0F));
    bytes[8] = (uint8_t)(0x80 | (bytes[8] & 0x3F));
}

/* UUIDv7: 48-bit ms | ver 7 | 12-bit rand_a | var 10 | 62-bit rand_b, from the
 * 74-bit counter rand_a|rand_b (r.hi holds its top 10 bits). */
static inline void sortid__uuidv7_pack(sortid_uuid *dst, uint64_t ms, sortid__u128 r)
{
    uint64_t rand_a = (r.hi << 2 | r.lo >> 62) & 0xFFF;
    sortid__store_be64(dst->bytes, ms << 16 | rand_a);
    sortid__store_be64(dst->bytes + 8, r.lo);
    sortid__uuid_set_v7(dst->bytes);
}

/* Ulid-Flake: 43-bit tick | random (20 bits, or 15 and a 5-bit node). */
static inline uint64_t sortid__flake_pack(sortid_flake_layout layout, uint64_t tick,
                                          uint64_t random, unsigned node)
{
    return tick << 20 | random << (layout == SORTID_FLAKE_SCALABLE ? 5 : 0) | node;
}

/* ---- instants as ticks (the generators and at.c) -------------------------- */

#define SORTID__BASEUID_MS_MAX INT64_C(9223372036854) /* its last tick ends at INT64_MAX ns */

/* The tick of a kind at the instant unix_ms + ns_in_ms (0..999999) ns, with
 * epoch_ms the flake epoch (0 .. 2^48-1); *frac (may be NULL) receives the
 * UUIDv7 rand_a fraction (ns_in_ms * 4096 / 10^6).  SORTID_E_TIME_RANGE
 * outside the kind's range, SORTID_E_INVALID_ARG for an unknown kind.
 * Inline: the generators call it for every clock reading. */
static inline sortid_status sortid__tick_at(sortid_kind kind, int64_t epoch_ms, int64_t unix_ms,
                                            uint32_t ns_in_ms, uint64_t *tick, uint64_t *frac)
{
    if (ns_in_ms > 999999)
        return SORTID_E_INVALID_ARG;
    if (frac)
        *frac = (uint64_t)ns_in_ms * 4096 / 1000000;
    switch (kind) {
    case SORTID_KIND_ULID:
    case SORTID_KIND_UUIDV7:
        if (unix_ms < 0 || unix_ms > SORTID_ULID_TIME_MAX)
            return SORTID_E_TIME_RANGE;
        *tick = (uint64_t)unix_ms;
        return SORTID_OK;
    case SORTID_KIND_FLAKE:
    case SORTID_KIND_FLAKE_SCALABLE:
        if (unix_ms < epoch_ms || unix_ms - epoch_ms > SORTID_FLAKE_TIME_MAX)
            return SORTID_E_TIME_RANGE;
        *tick = (uint64_t)(unix_ms - epoch_ms);
        return SORTID_OK;
    case SORTID_KIND_BASEUID:
        if (unix_ms < 0 || unix_ms > (INT64_MAX - (int64_t)ns_in_ms) / 1000000)
            return SORTID_E_TIME_RANGE;
        *tick = (uint64_t)(unix_ms * 1000000 + ns_in_ms) >> SORTID_BASEUID_TICK_SHIFT;
        return SORTID_OK;
    }
    return SORTID_E_INVALID_ARG;
}

/* width (1..128) bits from the thread's CSPRNG, straight from its buffer
 * (entropy.c). */
sortid_status sortid__csprng_bits(unsigned width, sortid__u128 *out);

/* width (1..128) random bits from fn(ctx), or from the thread's CSPRNG when
 * fn is NULL; inline, so a generator on the CSPRNG pays no extra call. */
static inline sortid_status sortid__random_field(sortid_entropy_fn fn, void *ctx, unsigned width,
                                                 sortid__u128 *out)
{
    uint8_t buf[16] = { 0 };
    unsigned nbytes = (width + 7) / 8;
    sortid_status s;
    if (!fn)
        return sortid__csprng_bits(width, out);
    if ((s = fn(ctx, buf + 16 - nbytes, nbytes)) != SORTID_OK)
        return s;
    out->hi = sortid__load_be64(buf);
    out->lo = sortid__load_be64(buf + 8);
    sortid__u128_mask(out, width);
    return SORTID_OK;
}

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

/* The three characters of v's low 15 bits and a NUL, which the next store
 * overwrites or which ends the string (one 4-byte store). */
static inline void sortid__b32_put3(char *dst, uint64_t v)
{
    memcpy(dst, SORTID_B32_TRIPLE(v), 4);
}

/* Lower case in place (n >= 8): every character of the alphabet, digits
 * included, is its upper-case form with bit 0x20 set. */
static inline void sortid__b32_lower(char *s, size_t n)
{
    const uint64_t m = UINT64_C(0x2020202020202020);
    uint64_t w;
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        memcpy(&w, s + i, 8);
        w |= m;
        memcpy(s + i, &w, 8);
    }
    if (i < n) {
        memcpy(&w, s + n - 8, 8);
        w |= m;
        memcpy(s + n - 8, &w, 8);
    }
}

/* The last three of the n characters of text (v's low 15 bits), then a NUL
 * (nul) or nothing (a bulk record that may end its buffer), and the case. */
static inline void sortid__b32_finish(char *text, size_t n, uint64_t v, unsigned flags, int nul)
{
    if (nul)
        sortid__b32_put3(text + n - 3, v);
    else
        memcpy(text + n - 3, SORTID_B32_TRIPLE(v), 3);
    if (flags & SORTID_FORMAT_LOWER)
        sortid__b32_lower(text, n);
}

/* The 26 characters of the 128-bit value (hi, lo), the value with two
 * leading zero bits, 15 bits (three characters) per store; characters
 * 21..23 and 23..25 overlap.  nul: and a NUL at dst[26].  Inline, so the
 * public formatter and the bulk path write straight into their destination. */
static inline void sortid__b32_encode128(char *dst, uint64_t hi, uint64_t lo, unsigned flags,
                                         int nul)
{
    sortid__b32_put3(dst + 0, hi >> 51);
    sortid__b32_put3(dst + 3, hi >> 36);
    sortid__b32_put3(dst + 6, hi >> 21);
    sortid__b32_put3(dst + 9, hi >> 6);
    sortid__b32_put3(dst + 12, hi << 9 | lo >> 55);
    sortid__b32_put3(dst + 15, lo >> 40);
    sortid__b32_put3(dst + 18, lo >> 25);
    sortid__b32_put3(dst + 21, lo >> 10);
    sortid__b32_finish(dst, 26, lo, flags, nul);
}

/* The 13 characters of a 64-bit value (65 bits with one leading zero);
 * characters 9..11 and 10..12 overlap. */
static inline void sortid__b32_encode64(char *dst, uint64_t v, unsigned flags, int nul)
{
    sortid__b32_put3(dst + 0, v >> 50);
    sortid__b32_put3(dst + 3, v >> 35);
    sortid__b32_put3(dst + 6, v >> 20);
    sortid__b32_put3(dst + 9, v >> 5);
    sortid__b32_finish(dst, 13, v, flags, nul);
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

/* ---- entropy.c --------------------------------------------------------------- */

/* ChaCha20 key stream (RFC 8439, zero nonce): blocks x 64 bytes from block
 * counter `counter` on (exposed to the tests for the RFC vectors). */
void sortid__chacha20(uint8_t *out, const uint32_t key[8], uint32_t counter, size_t blocks);

/* The monotonic clock (platform.c) for the generators' bounded waits, in
 * nanoseconds; a failed read gives 0 (the wait then ends at its bound, or at
 * the next tick of the generator's own clock). */
int64_t sortid__mono_ns(void);

/* floor(a / b) for b > 0. */
static inline int64_t sortid__floor_div(int64_t a, int64_t b)
{
    int64_t q = a / b;
    return (a % b < 0) ? q - 1 : q;
}

#endif
