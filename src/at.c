/* SPDX-License-Identifier: MIT */
/* at.c - the tick of an instant for a kind's _make calls (read from its row
 * in kinds.c), and "an ID at time T": the tick and random part every
 * sortid_<kind>_at call (in the kind's codec file) packs.
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

sortid_status sortid__tick_of(sortid_kind kind, int64_t unix_ms, uint32_t ns_in_ms, uint64_t *tick)
{
    const sortid__kind_row *row = sortid__kind_row_of(kind);
    if (!row)
        return SORTID_E_INVALID_ARG;
    return sortid__tick_at(row->d.tick_ns, row->tick_max, row->tick_epoch_ms, unix_ms, ns_in_ms,
                           tick, NULL);
}

/* The random part an "at" call puts in an ID of width bits. */
static sortid_status at_field(sortid_at which, unsigned width, sortid__u128 *r)
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

/* The tick and random part of kind at an instant, from the kind's row;
 * nothing is written on error.  Each kind's sortid_<kind>_at packs them
 * (its codec file). */
sortid_status sortid__at(sortid_kind kind, int64_t unix_ms, uint32_t ns_in_ms, sortid_at which,
                         uint64_t *tick, uint64_t *frac, sortid__u128 *r)
{
    const sortid__kind_row *row = sortid__kind_row_of(kind);
    sortid_status s;
    if ((unsigned)which > SORTID_AT_MAX || !row)
        return SORTID_E_INVALID_ARG;
    s = sortid__tick_at(row->d.tick_ns, row->tick_max, row->tick_epoch_ms, unix_ms, ns_in_ms, tick,
                        frac);
    if (s != SORTID_OK)
        return s;
    return at_field(which, row->d.random_bits, r);
}
