/* SPDX-License-Identifier: MIT */
/* family.h - what the codecs of the rest of the family (ksuid.c, typeid.c,
 * objectid.c, snowflake.c) share inside the library. */
#ifndef SORTID_FAMILY_H
#define SORTID_FAMILY_H

#include "internal.h"

/* scripts/gen-tables.py, src/family_tables.inc (compiled in ksuid.c). */
extern const char sortid__b62_alphabet[63];
extern const uint8_t sortid__b62_decode[256];
extern const char sortid__b32hex_alphabet[33];
extern const uint8_t sortid__b32hex_decode[256];
extern const uint8_t sortid__b32_decode_lower[256];

/* typeid.c: 1 and *dst when the len bytes at src are a valid TypeID, 0 when
 * not, without the rule-by-rule reading that names the reason
 * (sortid_typeid_parse does that); for callers that ask only "is it one?". */
int sortid__typeid_read(sortid_typeid *dst, const char *src, size_t len);

/* KSUID base62 five characters at a time (src/ksuid.c, and the AVX-512
 * line formatter in src/arch/avx512_codec.c): 62^5, and the digits of each
 * 32-bit limb's weight 2^(32k) in base 62^5, SORTID__KSUID_W<k>_<j> digit j,
 * lowest first (tests/test_family.c checks the text they give against the
 * one-character big-number loop). */
#define SORTID__B62_P5     UINT32_C(916132832)
#define SORTID__KSUID_W1_0 630435968u
#define SORTID__KSUID_W1_1 4u
#define SORTID__KSUID_W2_0 91108768u
#define SORTID__KSUID_W2_1 896657517u
#define SORTID__KSUID_W2_2 21u
#define SORTID__KSUID_W3_0 117170144u
#define SORTID__KSUID_W3_1 286839007u
#define SORTID__KSUID_W3_2 36295636u
#define SORTID__KSUID_W3_3 103u
#define SORTID__KSUID_W4_0 107176928u
#define SORTID__KSUID_W4_1 144698879u
#define SORTID__KSUID_W4_2 80953756u
#define SORTID__KSUID_W4_3 59632986u
#define SORTID__KSUID_W4_4 483u

/* Unix seconds of unix_ms's second (floored). */
static inline int64_t sortid__floor_s(int64_t unix_ms)
{
    return sortid__floor_div(unix_ms, 1000);
}

/* The part after an "at time T" ID's time: RANDOM from the CSPRNG, MIN zeros,
 * MAX ones; SORTID_E_INVALID_ARG for another value. */
static inline sortid_status sortid__at_fill(uint8_t *dst, size_t n, sortid_at which)
{
    switch (which) {
    case SORTID_AT_RANDOM: return sortid_random(dst, n);
    case SORTID_AT_MIN: memset(dst, 0, n); return SORTID_OK;
    case SORTID_AT_MAX: memset(dst, 0xFF, n); return SORTID_OK;
    }
    return SORTID_E_INVALID_ARG;
}

/* The wrong-length position every parser reports: min(len, want). */
static inline sortid_status sortid__bad_len(size_t len, size_t want, size_t *pos)
{
    if (pos)
        *pos = len < want ? len : want;
    return SORTID_E_LENGTH;
}

#endif
