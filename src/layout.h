/* SPDX-License-Identifier: MIT */
/* layout.h - the bit layouts of the kinds: 128-bit counters, one packer per
 * kind, instants as ticks, and the random fields the generators draw.
 * Nothing here is exported (the library is built with -fvisibility=hidden). */
#ifndef SORTID_LAYOUT_H
#define SORTID_LAYOUT_H

#include "sortid.h"
#include "byteorder.h"

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

/* A random field of width (1..128) bits from the (width + 7) / 8 bytes drawn
 * for it at p, read big-endian (the top bits of the first byte dropped). */
static inline sortid__u128 sortid__u128_from_draw(const uint8_t *p, unsigned width)
{
    unsigned nb = (width + 7) / 8;
    sortid__u128 c;
    if (nb == 16) { /* KSUID's payload: two plain loads */
        c.hi = sortid__load_be64(p);
        c.lo = sortid__load_be64(p + 8);
    } else {
        c.hi = nb > 8 ? sortid__load_be(p, nb - 8) : 0;
        c.lo = nb > 8 ? sortid__load_be64(p + nb - 8) : sortid__load_be(p, nb);
    }
    sortid__u128_mask(&c, width);
    return c;
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

/* A UUID's version nibble, whatever its variant: the library's own checks,
 * which tell a wrong version (SORTID_E_VERSION) from a wrong variant. */
static inline unsigned sortid__uuid_nibble(const uint8_t bytes[16])
{
    return bytes[6] >> 4;
}

/* Force version 7 and the RFC 9562 variant on a UUID's two big-endian
 * 64-bit halves: the one place these bits are set.  On the halves, so that a
 * generator stores each half once (a load of bytes just stored in pieces
 * waits for every piece). */
static inline void sortid__uuid_v7_halves(uint64_t *hi, uint64_t *lo)
{
    *hi = (*hi & ~UINT64_C(0xF000)) | 0x7000;
    *lo = (*lo & ~(UINT64_C(3) << 62)) | UINT64_C(1) << 63;
}

/* The same on 16 bytes. */
static inline void sortid__uuid_set_v7(uint8_t bytes[16])
{
    uint64_t hi = sortid__load_be64(bytes), lo = sortid__load_be64(bytes + 8);
    sortid__uuid_v7_halves(&hi, &lo);
    sortid__store_be64(bytes, hi);
    sortid__store_be64(bytes + 8, lo);
}

/* UUIDv7: 48-bit ms | ver 7 | 12-bit rand_a | var 10 | 62-bit rand_b, from the
 * 74-bit counter rand_a|rand_b (r.hi holds its top 10 bits). */
static inline void sortid__uuidv7_pack(sortid_uuid *dst, uint64_t ms, sortid__u128 r)
{
    uint64_t hi = ms << 16 | ((r.hi << 2 | r.lo >> 62) & 0xFFF), lo = r.lo;
    sortid__uuid_v7_halves(&hi, &lo);
    sortid__store_be64(dst->bytes, hi);
    sortid__store_be64(dst->bytes + 8, lo);
}

/* Ulid-Flake: 43-bit tick | random (20 bits, or 15 and a 5-bit node). */
static inline uint64_t sortid__flake_pack(sortid_flake_layout layout, uint64_t tick,
                                          uint64_t random, unsigned node)
{
    return tick << 20 | random << (layout == SORTID_FLAKE_SCALABLE ? 5 : 0) | node;
}

/* floor(a / b) for b > 0. */
static inline int64_t sortid__floor_div(int64_t a, int64_t b)
{
    int64_t q = a / b;
    return (a % b < 0) ? q - 1 : q;
}

/* ---- instants as ticks (the generators and at.c) -------------------------- */

#define SORTID__BASEUID_MS_MAX INT64_C(9223372036854) /* its last tick ends at INT64_MAX ns */

/* x / d for a tick length d.  The lengths the generators use, 1 ms, 1000 ms
 * (the seconds kinds) and 2^15 ns (BaseUID), take no divide instruction: a
 * generator converts every clock reading. */
static inline uint64_t sortid__div_tick(uint64_t x, uint64_t d)
{
    if (d == 1)
        return x;
    if (d == 1000)
        return x / 1000;
    if (d == 32768)
        return x >> 15;
    return x / d;
}

/* The tick at the instant unix_ms + ns_in_ms (0..999999) ns of a kind
 * whose row (kinds.h) says tick_ns, tick_max and epoch_ms (a flake
 * generator's own epoch, else the row's tick_epoch_ms): a tick of a
 * millisecond or more counts from the epoch, a finer one (BaseUID's) counts
 * Unix nanoseconds.  *frac (may be NULL) receives the UUIDv7 rand_a fraction
 * (ns_in_ms * 4096 / 10^6).  SORTID_E_TIME_RANGE outside 0 .. tick_max,
 * SORTID_E_INVALID_ARG for a kind without a time (tick_ns 0).  Inline: the
 * generators call it for every clock reading. */
static inline sortid_status sortid__tick_at(int64_t tick_ns, int64_t tick_max, int64_t epoch_ms,
                                            int64_t unix_ms, uint32_t ns_in_ms, uint64_t *tick,
                                            uint64_t *frac)
{
    const int64_t ms = 1000000;
    int64_t t;
    if (ns_in_ms > 999999 || tick_ns <= 0)
        return SORTID_E_INVALID_ARG;
    if (frac)
        *frac = (uint64_t)ns_in_ms * 4096 / 1000000;
    if (tick_ns < ms) {
        if (unix_ms < 0 || unix_ms > (INT64_MAX - (int64_t)ns_in_ms) / ms)
            return SORTID_E_TIME_RANGE;
        t = (int64_t)sortid__div_tick((uint64_t)(unix_ms * ms + ns_in_ms), (uint64_t)tick_ns);
    } else {
        if (unix_ms < epoch_ms || (epoch_ms < 0 && unix_ms > INT64_MAX + epoch_ms))
            return SORTID_E_TIME_RANGE;
        t = unix_ms - epoch_ms;
        t = (int64_t)sortid__div_tick((uint64_t)t, (uint64_t)(tick_ns / ms));
    }
    if (t > tick_max)
        return SORTID_E_TIME_RANGE;
    *tick = (uint64_t)t;
    return SORTID_OK;
}

/* width (1..128) bits from the thread's CSPRNG, straight from its buffer
 * (entropy.c). */
sortid_status sortid__csprng_bits(unsigned width, sortid__u128 *out);

/* width (1..128) random bits from fn(ctx), or from the thread's CSPRNG when
 * fn is NULL; inline, so a generator on the CSPRNG pays no extra call. */
static inline sortid_status sortid__random_field(sortid_entropy_fn fn, void *ctx, unsigned width,
                                                 sortid__u128 *out)
{
    uint8_t buf[16];
    sortid_status s;
    if (!fn)
        return sortid__csprng_bits(width, out);
    if ((s = fn(ctx, buf, (width + 7) / 8)) != SORTID_OK)
        return s;
    *out = sortid__u128_from_draw(buf, width);
    return SORTID_OK;
}

#endif
