/* SPDX-License-Identifier: MIT */
/* byteorder.h - big-endian loads and stores: every binary form is big-endian.
 * Nothing here is exported (the library is built with -fvisibility=hidden). */
#ifndef SORTID_BYTEORDER_H
#define SORTID_BYTEORDER_H

#include <stdint.h>
#include <string.h>

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

static inline uint32_t sortid__load_be32(const uint8_t *p)
{
    uint32_t v;
    memcpy(&v, p, 4);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    v = __builtin_bswap32(v);
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

static inline void sortid__store_be32(uint8_t *p, uint32_t v)
{
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    v = __builtin_bswap32(v);
#endif
    memcpy(p, &v, 4);
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

#endif
