/* SPDX-License-Identifier: MIT */
/* at.c - a kind's random-field width and time range (read from its row in
 * kinds.c), and "an ID at time T" (the sortid_*_at calls).
 *
 * The library's time arithmetic is spread by concern, not kept here alone:
 * an instant becomes a tick in sortid__tick_at (layout.h), which these calls
 * and the generators share; the generators (generator.c) also turn clock
 * nanoseconds into ticks and wait for the next tick; each kind's file turns
 * its tick back into Unix time (ulid.c, flake.c, baseuid.c, uuid.c,
 * ksuid.c, typeid.c, objectid.c, snowflake.c);
 * timefmt.c converts between RFC 3339 text and Unix milliseconds; kinds.c
 * holds each kind's tick unit and range.  What holds is that it is all in
 * the library: no front end computes an epoch, a tick or a range. */
#include "internal.h"

unsigned sortid_random_bits(sortid_kind kind)
{
    const sortid_kind_desc *d = sortid_kind_get(kind);
    return d ? d->random_bits : 0;
}

sortid_status sortid_time_range(sortid_kind kind, int64_t *min_unix_ms, int64_t *max_unix_ms)
{
    const sortid_kind_desc *d = sortid_kind_get(kind);
    if (!min_unix_ms || !max_unix_ms || !d || d->tick_ns == 0)
        return SORTID_E_INVALID_ARG;
    *min_unix_ms = d->time_min_ms;
    *max_unix_ms = d->time_max_ms;
    return SORTID_OK;
}

/* The random part an "at" call puts in an ID of width bits. */
static sortid_status field(sortid_at which, unsigned width, sortid__u128 *r)
{
    switch (which) {
    case SORTID_AT_RANDOM: return sortid__random_field(NULL, NULL, width, r);
    case SORTID_AT_MIN: r->hi = r->lo = 0; return SORTID_OK;
    case SORTID_AT_MAX:
        r->hi = r->lo = UINT64_MAX;
        sortid__u128_mask(r, width);
        return SORTID_OK;
    }
    return SORTID_E_INVALID_ARG;
}

/* The tick and random part of kind at an instant; nothing is written on error. */
static sortid_status at(sortid_kind kind, int64_t unix_ms, uint32_t ns_in_ms, sortid_at which,
                        uint64_t *tick, uint64_t *frac, sortid__u128 *r)
{
    sortid_status s;
    if ((unsigned)which > SORTID_AT_MAX)
        return SORTID_E_INVALID_ARG;
    s = sortid__tick_at(kind, SORTID_FLAKE_EPOCH_MS, unix_ms, ns_in_ms, tick, frac);
    if (s != SORTID_OK)
        return s;
    return field(which, sortid_random_bits(kind), r);
}

sortid_status sortid_ulid_at(sortid_ulid *dst, int64_t unix_ms, sortid_at which)
{
    uint64_t tick;
    sortid__u128 r;
    sortid_status s;
    if (!dst)
        return SORTID_E_INVALID_ARG;
    if ((s = at(SORTID_KIND_ULID, unix_ms, 0, which, &tick, NULL, &r)) == SORTID_OK)
        sortid__ulid_pack(dst, tick, r);
    return s;
}

sortid_status sortid_baseuid_at(sortid_baseuid *dst, int64_t unix_ms, uint32_t ns_in_ms,
                                sortid_at which)
{
    uint64_t tick;
    sortid__u128 r;
    sortid_status s;
    if (!dst)
        return SORTID_E_INVALID_ARG;
    if ((s = at(SORTID_KIND_BASEUID, unix_ms, ns_in_ms, which, &tick, NULL, &r)) == SORTID_OK)
        sortid__baseuid_pack(dst, tick, r);
    return s;
}

sortid_status sortid_flake_at(sortid_flake *dst, sortid_flake_layout layout, unsigned node,
                              int64_t unix_ms, sortid_at which)
{
    sortid_kind kind =
        layout == SORTID_FLAKE_SCALABLE ? SORTID_KIND_FLAKE_SCALABLE : SORTID_KIND_FLAKE;
    uint64_t tick;
    sortid__u128 r;
    sortid_status s;
    if (!dst || (layout != SORTID_FLAKE_STANDALONE && layout != SORTID_FLAKE_SCALABLE) ||
        node > (layout == SORTID_FLAKE_SCALABLE ? (unsigned)SORTID_FLAKE_NODE_MAX : 0u))
        return SORTID_E_INVALID_ARG;
    if ((s = at(kind, unix_ms, 0, which, &tick, NULL, &r)) == SORTID_OK)
        dst->value = sortid__flake_pack(layout, tick, r.lo, node);
    return s;
}

sortid_status sortid_uuidv7_at(sortid_uuid *dst, int64_t unix_ms, uint32_t ns_in_ms,
                               sortid_at which)
{
    uint64_t tick, frac;
    sortid__u128 r;
    sortid_status s;
    if (!dst)
        return SORTID_E_INVALID_ARG;
    if ((s = at(SORTID_KIND_UUIDV7, unix_ms, ns_in_ms, which, &tick, &frac, &r)) != SORTID_OK)
        return s;
    if (which == SORTID_AT_RANDOM) { /* rand_a = the sub-millisecond fraction */
        r.hi = frac >> 2;
        r.lo = (frac & 3) << 62 | (r.lo & ((UINT64_C(1) << 62) - 1));
    }
    sortid__uuidv7_pack(dst, tick, r);
    return SORTID_OK;
}
