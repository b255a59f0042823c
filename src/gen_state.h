/* SPDX-License-Identifier: MIT */
/* gen_state.h - the state behind the opaque sortid_gen and the per-ID steps
 * of its one state machine (generator.c).  The steps are inlined into each
 * kind's sortid_gen_<kind> (its codec file), where the generator row is a
 * constant and every test of its flags folds away, and into generator.c's
 * general path.  Nothing here is exported. */
#ifndef SORTID_GEN_STATE_H
#define SORTID_GEN_STATE_H

#include "internal.h"

/* The state behind the opaque sortid_gen. */
typedef struct gen_state {
    int ready;      /* sortid_gen_init took it */
    unsigned index; /* the kind's in the kinds table: a place, not a pointer, since
                       processes may share the state (SORTID_GEN_SHARED) */
    int kind;
    unsigned flags;
    unsigned width, fresh_bits; /* bits in the counter, and in a new tick's random one */
    unsigned node;
    uint64_t step_range;       /* step = 1 + uniform [0, step_range]; 0 means +1 */
    int64_t epoch_ms;          /* the tick's epoch: the flake's (options.epoch_ms), KSUID's */
    int64_t tick_ns, tick_max; /* the kind's row (kinds.h) */
    int64_t max_wait_ns;
    uint64_t fixed_tick, fixed_frac; /* SORTID_GEN_FIXED_TIME */
    sortid_clock_fn clock;
    void *clock_ctx;
    sortid_entropy_fn entropy;
    void *entropy_ctx;
    int has_last;
    unsigned fork_gen;
    const char *refused; /* sortid_gen_refused: what sortid_gen_init refused */
    uint64_t last_tick;
    sortid__u128 last;                  /* counter, up to 128 bits */
    uint8_t process[5];                 /* SORTID__GEN_PROCESS: the per-process random bytes */
    char prefix[SORTID_PREFIX_MAX + 1]; /* SORTID__GEN_PREFIX */
    sortid__mutex lock;
} gen_state;

_Static_assert(sizeof(gen_state) <= sizeof(sortid_gen), "SORTID_GEN_BYTES too small");
_Static_assert(_Alignof(gen_state) <= _Alignof(sortid_gen), "sortid_gen under-aligned");

static inline gen_state *sortid__gen_state(sortid_gen *g)
{
    return (gen_state *)(void *)g;
}

/* The generator row of g's kind (kinds.h). */
static inline const sortid__gen_row *sortid__gen_row_of(const gen_state *g)
{
    return sortid__kind_rows[g->index].gen;
}

static inline sortid_status sortid__gen_random(const gen_state *g, sortid__u128 *out,
                                               unsigned width)
{
    return sortid__random_field(g->entropy, g->entropy_ctx, width, out);
}

/* A uniform draw in [0, range] (generator.c). */
sortid_status sortid__gen_uniform(const gen_state *g, uint64_t range, uint64_t *out);

static inline void sortid__gen_check_fork(gen_state *g)
{
    unsigned forks = sortid__fork_generation();
    if (g->fork_gen != forks && !(g->flags & SORTID_GEN_SHARED)) {
        g->fork_gen = forks; /* a forked child: forget the parent's last ID */
        g->has_last = 0;
    }
}

/* The next (tick, counter) for a tick read from the clock: a new tick takes a
 * fresh counter of row->fresh_bits random bits (UUIDv7: its sub-millisecond
 * fraction on top, also within the same millisecond when the fraction moved
 * past the last); the same tick or an earlier one steps the last counter. */
static SORTID__HOT sortid_status sortid__gen_step(gen_state *g, const sortid__gen_row *row,
                                                  uint64_t tick, uint64_t frac, uint64_t *out_tick,
                                                  sortid__u128 *out)
{
    int fraction = (row->flags & SORTID__GEN_FRACTION) != 0;
    sortid__u128 c, fresh; /* fresh: the one whose address a call takes, so c can stay in
                              registers (a 16-byte copy of a value just stored as two 8-byte
                              halves stalls the store forwarding) */
    sortid_status s;
    if (!(g->flags & SORTID_GEN_MONOTONIC)) {
        *out_tick = tick;
        return sortid__gen_random(g, out, g->width);
    }
    sortid__gen_check_fork(g);
    if ((row->flags & SORTID__GEN_PROCESS) && !g->has_last) { /* a new process, or the first */
        if ((s = g->entropy ? g->entropy(g->entropy_ctx, g->process, sizeof g->process)
                            : sortid_random(g->process, sizeof g->process)) != SORTID_OK)
            return s;
    }
    if (!g->has_last || tick > g->last_tick ||
        (fraction && tick == g->last_tick && frac > (g->last.hi << 2 | g->last.lo >> 62))) {
        if ((s = sortid__gen_random(g, &fresh, g->fresh_bits)) != SORTID_OK)
            return s;
        c = fresh;
        if (fraction) {
            c.hi = frac >> 2;
            c.lo |= (frac & 3) << 62;
        }
        g->last_tick = tick;
        g->has_last = 1;
    } else {
        uint64_t r = 0; /* +1, or a random step */
        if (g->step_range != 0 && (s = sortid__gen_uniform(g, g->step_range, &r)) != SORTID_OK)
            return s;
        c = g->last;
        if (!sortid__u128_step(&c, r, g->width))
            return SORTID_E_EXHAUSTED;
    }
    g->last = c;
    *out_tick = g->last_tick;
    *out = c;
    return SORTID_OK;
}

/* The clock as the kind's tick (and the UUIDv7 fraction); *ns the clock's
 * reading in Unix ns (0 for a fixed time). */
static SORTID__HOT sortid_status sortid__gen_now(const gen_state *g, const sortid__gen_row *row,
                                                 uint64_t *tick, uint64_t *frac, int64_t *ns)
{
    int64_t ms;
    *ns = 0;
    if (g->flags & SORTID_GEN_FIXED_TIME) {
        *tick = g->fixed_tick;
        *frac = g->fixed_frac;
        return SORTID_OK;
    }
    if ((g->clock ? g->clock(g->clock_ctx, ns) : sortid__os_realtime_ns(ns)) != SORTID_OK)
        return SORTID_E_CLOCK;  /* whatever an injected clock said */
    if (g->tick_ns < 1000000) { /* a finer tick (BaseUID's): straight from nanoseconds */
        if (*ns < 0)
            return SORTID_E_TIME_RANGE;
        *tick = sortid__div_tick((uint64_t)*ns, (uint64_t)g->tick_ns);
        return SORTID_OK;
    }
    ms = sortid__floor_div(*ns, 1000000);
    return sortid__tick_at(g->tick_ns, g->tick_max, g->epoch_ms, ms, (uint32_t)(*ns - ms * 1000000),
                           tick, (row->flags & SORTID__GEN_FRACTION) ? frac : NULL);
    /* (the seconds of KSUID, ObjectId and xid: sortid__tick_at too) */
}

#if defined(SORTID_SMALL_TABLES)
static inline sortid_status sortid__gen_one_hot(sortid_gen *opaque, const sortid__gen_row *row,
                                                void *dst)
{
    return sortid__gen_one(opaque, row, dst);
}
#else
/* One ID of row's kind from a generator of exactly that kind, with row a
 * constant: the path of every sortid_gen_<kind>.  (A module fetched by
 * browsers, SORTID_SMALL_TABLES, takes the general path: size before
 * speed.)  A generator of another kind of the family, a lock, a wait or a
 * bad argument go the general way (sortid__gen_one). */
static SORTID__HOT sortid_status sortid__gen_one_hot(sortid_gen *opaque, const sortid__gen_row *row,
                                                     void *dst)
{
    gen_state *g = sortid__gen_state(opaque);
    uint64_t tick, frac = 0, t;
    int64_t ns;
    sortid__u128 c;
    sortid_status s;
    if (!opaque || !dst || !g->ready || g->kind != (int)row->kind ||
        (g->flags & SORTID_GEN_THREAD_SAFE))
        return sortid__gen_one(opaque, row, dst);
    if ((s = sortid__gen_now(g, row, &tick, &frac, &ns)) != SORTID_OK)
        return s;
    s = sortid__gen_step(g, row, tick, frac, &t, &c);
    if (s == SORTID_E_EXHAUSTED && g->max_wait_ns != 0)
        return sortid__gen_one(opaque, row, dst); /* state unchanged: it starts over */
    if (s == SORTID_OK)
        row->pack(dst, 0, t, c, g->process, g->node);
    return s;
}

#endif

#endif
