/* SPDX-License-Identifier: MIT */
/* gen_default.c - the per-thread default generators behind the one-call
 * sortid_<kind>_new functions (each in its kind's codec file): CSPRNG,
 * CLOCK_REALTIME, and a wait of SORTID_WAIT_DEFAULT_NS on a full tick. */
#include "internal.h"

enum { SLOTS = 8 }; /* the (kind, flags) pairs the _new calls use, and room */

static SORTID_THREAD_LOCAL sortid_gen tls_gens[SLOTS];
static SORTID_THREAD_LOCAL struct {
    sortid_kind kind;
    unsigned flags;
} tls_keys[SLOTS];
static SORTID_THREAD_LOCAL unsigned tls_used;

sortid_gen *sortid__default_gen(sortid_kind kind, unsigned flags)
{
    sortid_gen_options o = { 0 };
    for (unsigned i = 0; i < tls_used; i++)
        if (tls_keys[i].kind == kind && tls_keys[i].flags == flags)
            return &tls_gens[i];
    if (tls_used == SLOTS)
        return NULL; /* more pairs than the _new calls have: cannot happen */
    o.flags = flags;
    o.max_wait_ns = SORTID_WAIT_DEFAULT_NS; /* a full tick: wait, not fail */
    if (sortid_gen_init(&tls_gens[tls_used], kind, &o) != SORTID_OK)
        return NULL; /* cannot happen with these constant options */
    tls_keys[tls_used].kind = kind;
    tls_keys[tls_used].flags = flags;
    return &tls_gens[tls_used++];
}
