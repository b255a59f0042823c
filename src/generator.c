/* SPDX-License-Identifier: MIT */
/* generator.c - the one monotonic state machine behind every generator.
 * It knows no kind: the kind's row and its generator row (kinds.h, set in
 * the kind's codec file) say the tick, the counter and the step.
 *
 * Each kind is a time tick plus a counter of `width` bits:
 *   ULID       tick = Unix ms,                 counter = 80 random bits
 *   BaseUID    tick = Unix ns >> 15,           counter = 72 random bits
 *   Ulid-Flake tick = ms since the flake epoch, counter = 20 (or 15) bits
 *   UUIDv7     tick = Unix ms,                 counter = 74 bits rand_a|rand_b
 *   TypeID     a UUIDv7 generator, and a prefix on its text
 *   KSUID      tick = s since 1400000000,      counter = the 128-bit payload
 *   ObjectId   tick = Unix s,                  counter = the 24-bit counter (a new
 *   and xid                                      second's below 2^23), after 5 random
 *                                                bytes drawn per process
 * A new tick takes a fresh random counter; the same tick, or a clock that
 * went backwards, keeps the last tick and adds a step (1, or 1 + a uniform
 * draw in [0, step_range]).  A step past the counter's maximum is
 * SORTID_E_EXHAUSTED and leaves the state as it was: never wrap, never
 * carry into the time; a caller-bounded wait for the next tick is the only
 * way past it.  (docs/identifiers.md sections 1 to 4 and 6.) */
#include "gen_state.h"

#define CLOCK_EVERY 256 /* bulk calls read the clock once per this many IDs */

/* Room for one ID of any kind, as a generator's array holds it. */
typedef union any_id {
    uint8_t bytes[sizeof(((sortid_id *)0)->bytes)];
    uint64_t align;
} any_id;

#define ALL_FLAGS                                                                               \
    (SORTID_GEN_MONOTONIC | SORTID_GEN_THREAD_SAFE | SORTID_GEN_EPOCH | SORTID_GEN_FIXED_TIME | \
     SORTID_GEN_SHARED)

/* Whether an entry point of row may use this generator: its own kind's, or
 * its family's (a TypeID generator serves the UUIDv7 calls, a scalable
 * flake one the flake calls). */
static int serves(const gen_state *g, const sortid__gen_row *row)
{
    return g->ready && (sortid__gen_row_of(g) == row || sortid__gen_row_of(g)->family == row);
}

/* Each refusal of sortid_gen_init, in the words sortid_gen_refused gives;
 * no call may use a refused generator. */
#define REFUSE(why) return refuse(g, (why), SORTID_E_INVALID_ARG)

static sortid_status refuse(gen_state *g, const char *why, sortid_status s)
{
    g->refused = why;
    g->ready = 0;
    return s;
}

/* options.prefix: a TypeID's (checked as sortid_typeid_prefix_check), NULL
 * or "" for none; NULL for every other kind. */
static sortid_status init_prefix(gen_state *g, const char *prefix)
{
    size_t len = 0, pos;
    if (!prefix)
        return SORTID_OK;
    if (!(sortid__gen_row_of(g)->flags & SORTID__GEN_PREFIX))
        REFUSE("options.prefix: only for a TypeID generator; NULL here");
    while (len <= SORTID_PREFIX_MAX && prefix[len])
        len++;
    if (sortid_typeid_prefix_check(prefix, len, &pos) != SORTID_OK)
        REFUSE("options.prefix: 0..63 characters of a-z and '_', the first and last a letter");
    memcpy(g->prefix, prefix, len);
    return SORTID_OK;
}

/* The options of a flake generator (SORTID__GEN_FLAKE). */
static sortid_status init_flake(gen_state *g, const sortid_gen_options *o)
{
    unsigned s = o->entropy_size ? o->entropy_size : 1;
    if (s > sortid__gen_row_of(g)->entropy_max)
        REFUSE("options.entropy_size: 1..3 for a stand-alone flake, 1..2 for a scalable one");
    if (o->random_step != 0)
        REFUSE("options.random_step: a flake generator has its own step (entropy_size); 0 only");
    if (o->node > sortid__gen_row_of(g)->node_max)
        REFUSE("options.node: 0..31 for a scalable flake, 0 for a stand-alone one");
    if (o->flags & SORTID_GEN_EPOCH) {
        if (o->epoch_ms < 0 || o->epoch_ms > SORTID_ULID_TICK_MAX)
            REFUSE("options.epoch_ms: 0..281474976710655 (Unix ms)");
        g->epoch_ms = o->epoch_ms;
    }
    g->node = o->node;
    g->step_range = (UINT64_C(1) << (8 * s)) - 2; /* n - 1 for n in [1, 256^s - 1] */
    g->flags |= SORTID_GEN_MONOTONIC;
    return SORTID_OK;
}

/* The options of every generator but a flake. */
static sortid_status init_other(gen_state *g, const sortid_gen_options *o)
{
    if (o->entropy_size != 0)
        REFUSE("options.entropy_size: only for a flake generator; 0 here");
    if (o->node != 0)
        REFUSE("options.node: only for a scalable flake generator; 0 here");
    if (o->flags & SORTID_GEN_EPOCH)
        REFUSE("options.flags: SORTID_GEN_EPOCH is only for a flake generator");
    if (sortid__gen_row_of(g)->flags & SORTID__GEN_PLUS_ONE) {
        if (o->random_step != 0)
            REFUSE("options.random_step: UUIDv7, TypeID, ObjectId and xid generators step by +1 "
                   "only; 0 here");
        g->flags |= SORTID_GEN_MONOTONIC;
    } else if (o->random_step > 64) {
        REFUSE("options.random_step: 0 (+1) or 1..64 (a random step in [1, 2^k])");
    } else if (o->random_step > 0) {
        g->step_range = o->random_step == 64 ? UINT64_MAX : (UINT64_C(1) << o->random_step) - 1;
    }
    return SORTID_OK;
}

sortid_status sortid_gen_init(sortid_gen *opaque, sortid_kind kind, const sortid_gen_options *opts)
{
    static const sortid_gen_options defaults;
    const sortid_gen_options *o = opts ? opts : &defaults;
    const sortid__kind_row *row = sortid__kind_row_of(kind);
    gen_state *g = sortid__gen_state(opaque);
    sortid_status s;
    if (!opaque)
        return SORTID_E_INVALID_ARG;
    memset(opaque, 0, sizeof *opaque);
    if (!row || !row->gen || !(row->d.calls & SORTID_CALL_GENERATE))
        REFUSE("kind: not a kind that is generated (sortid_kind_desc.calls has no "
               "SORTID_CALL_GENERATE)");
    if (o->flags & ~ALL_FLAGS)
        REFUSE("options.flags: unknown SORTID_GEN_* bits");
    if (o->max_wait_ns < 0)
        REFUSE("options.max_wait_ns: 0 (never wait) or more nanoseconds");
    if ((o->flags & SORTID_GEN_THREAD_SAFE) && (o->flags & SORTID_GEN_SHARED))
        REFUSE("options.flags: SORTID_GEN_THREAD_SAFE and SORTID_GEN_SHARED exclude each other");
    for (size_t i = 0; i < sizeof o->reserved / sizeof o->reserved[0]; i++)
        if (o->reserved[i])
            REFUSE("options.reserved: must be NULL");
    g->index = (unsigned)(row - sortid__kind_rows);
    g->ready = 1;
    g->kind = kind;
    g->width = row->gen->width ? row->gen->width : (unsigned)row->d.random_bits;
    g->fresh_bits = row->gen->fresh_bits ? row->gen->fresh_bits : g->width;
    if (row->d.bytes > sizeof(any_id))
        REFUSE("kind: its IDs are longer than a generator's buffer (generator.c any_id)");
    g->flags = o->flags;
    g->clock = o->clock;
    g->clock_ctx = o->clock_ctx;
    g->entropy = o->entropy;
    g->entropy_ctx = o->entropy_ctx;
    g->max_wait_ns = o->max_wait_ns;
    g->epoch_ms = row->tick_epoch_ms;
    g->tick_ns = row->d.tick_ns;
    g->tick_max = row->tick_max;
    s = (sortid__gen_row_of(g)->flags & SORTID__GEN_FLAKE) ? init_flake(g, o) : init_other(g, o);
    if (s == SORTID_OK)
        s = init_prefix(g, o->prefix);
    if (s != SORTID_OK)
        return s;
    if (o->flags & SORTID_GEN_FIXED_TIME) {
        if (o->ns_in_ms > 999999)
            REFUSE("options.ns_in_ms: 0..999999");
        s = sortid__tick_at(g->tick_ns, g->tick_max, g->epoch_ms, o->time_ms, o->ns_in_ms,
                            &g->fixed_tick, &g->fixed_frac);
        if (s != SORTID_OK)
            return refuse(g, "options.time_ms: outside the kind's time range (sortid_kind_get)", s);
    }
    sortid__fork_watch();
    g->fork_gen = sortid__fork_generation();
    if ((g->flags & SORTID_GEN_THREAD_SAFE) && sortid__mutex_init(&g->lock) != 0) {
        g->flags &= ~SORTID_GEN_THREAD_SAFE;
        return refuse(g, "the mutex of a thread-safe generator could not be made", SORTID_E_SYSTEM);
    }
    return SORTID_OK;
}

const char *sortid_gen_refused(const sortid_gen *opaque)
{
    return opaque ? ((const gen_state *)(const void *)opaque)->refused : NULL;
}

void sortid_gen_destroy(sortid_gen *opaque)
{
    gen_state *g = sortid__gen_state(opaque);
    if (opaque && (g->flags & SORTID_GEN_THREAD_SAFE)) {
        sortid__mutex_destroy(&g->lock);
        g->flags &= ~SORTID_GEN_THREAD_SAFE;
    }
}

static void gen_lock(gen_state *g)
{
    if (g->flags & SORTID_GEN_THREAD_SAFE)
        sortid__mutex_lock(&g->lock);
}

static void gen_unlock(gen_state *g)
{
    if (g->flags & SORTID_GEN_THREAD_SAFE)
        sortid__mutex_unlock(&g->lock);
}

/* ---- the state machine ---------------------------------------------------- */

/* A uniform draw in [0, range]: mask to the next power of two, reject above.
 * Each try is accepted with probability > 1/2, so 64 rejections in a row
 * (p < 2^-64) mean a broken injected source: report it instead of hanging. */
sortid_status sortid__gen_uniform(const gen_state *g, uint64_t range, uint64_t *out)
{
    unsigned bits = 0;
    if (range == 0) {
        *out = 0;
        return SORTID_OK;
    }
    for (uint64_t m = range; m; m >>= 1)
        bits++;
    for (int tries = 0; tries < 64; tries++) {
        sortid__u128 r;
        sortid_status s = sortid__gen_random(g, &r, bits);
        if (s != SORTID_OK)
            return s;
        if (r.lo <= range) {
            *out = r.lo;
            return SORTID_OK;
        }
    }
    return SORTID_E_ENTROPY;
}

/* Exhausted in this tick: sleep (unlocked) until the clock shows a tick
 * after the generator's last, within the generator's bound.  The bound is
 * on a clock that stands still: it starts when the wait does and again each
 * time the clock reaches the generator's tick anew, which happens when
 * other threads of a shared generator took (and used up) the new tick
 * first.  A clock stepped back below the last tick never restarts it.
 * SORTID_OK to try again; SORTID_E_EXHAUSTED when the bound passed (or the
 * generator may not wait); clock errors as they come. */
static sortid_status wait_tick(gen_state *g)
{
    int64_t deadline = 0;
    uint64_t seen = 0;
    if (g->max_wait_ns == 0 || (g->flags & SORTID_GEN_FIXED_TIME))
        return SORTID_E_EXHAUSTED;
    for (;;) {
        uint64_t tick, frac;
        int64_t ns, t, nap;
        sortid_status s = sortid__gen_now(g, sortid__gen_row_of(g), &tick, &frac, &ns);
        if (s != SORTID_OK)
            return s;
        if (tick > g->last_tick)
            return SORTID_OK;
        t = sortid__mono_ns();
        if (deadline == 0 || (tick == g->last_tick && tick != seen)) {
            seen = tick;
            deadline = g->max_wait_ns > INT64_MAX - t ? INT64_MAX : t + g->max_wait_ns;
        }
        if (t >= deadline)
            return SORTID_E_EXHAUSTED;
        nap = g->tick_ns -
              (ns - sortid__floor_div(ns, g->tick_ns) * g->tick_ns); /* to the next tick */
        gen_unlock(g);
        sortid__os_sleep_ns(nap < deadline - t ? nap : deadline - t);
        gen_lock(g);
    }
}

/* The loop every call shares: the clock once per CLOCK_EVERY IDs (every ID
 * for UUIDv7, whose rand_a carries the sub-millisecond fraction), and again
 * after a wait.  A random (not monotonic) generator on the library's CSPRNG
 * draws the counters of a reading's IDs at once into pool: the CSPRNG hands
 * out one stream, so these are the IDs step()'s draw per ID would make, at a
 * fraction of the cost.  row: the entry point's (serves()); dst an array of
 * the generator's own row's type. */
static sortid_status fill(sortid_gen *opaque, const sortid__gen_row *row, void *dst, size_t n,
                          size_t *done)
{
    gen_state *g = sortid__gen_state(opaque);
    sortid_status s = SORTID_OK;
    uint64_t tick = 0, frac = 0;
    size_t i = 0, fresh = 0, pool_at = 0, pool_end = 0, pool_used = 0;
    uint8_t pool[CLOCK_EVERY * 16];
    if (done)
        *done = 0;
    if (!opaque || (!dst && n) || !serves(g, row))
        return SORTID_E_INVALID_ARG;
    const unsigned nb = (g->width + 7) / 8;
    const int pooled = !(g->flags & SORTID_GEN_MONOTONIC) && !g->entropy;
    const sortid__gen_row *own = sortid__gen_row_of(g); /* row, or its family's member */
    const size_t every = (own->flags & SORTID__GEN_FRACTION) ? 1 : CLOCK_EVERY;
    gen_lock(g);
    while (i < n) {
        uint64_t t;
        sortid__u128 c;
        if (fresh == 0) {
            int64_t ns;
            if ((s = sortid__gen_now(g, own, &tick, &frac, &ns)) != SORTID_OK)
                break;
            fresh = every;
            if (pooled && fresh > 1 && n - i > 1) {
                pool_end = (n - i < fresh ? n - i : fresh) * nb;
                if ((s = sortid_random(pool, pool_end)) != SORTID_OK)
                    break;
                pool_at = 0;
                pool_used = pool_end > pool_used ? pool_end : pool_used;
            }
        }
        if (pool_at < pool_end) {
            t = tick;
            c = sortid__u128_from_draw(pool + pool_at, g->width);
            pool_at += nb;
        } else {
            s = sortid__gen_step(g, own, tick, frac, &t, &c);
            if (s == SORTID_E_EXHAUSTED && (s = wait_tick(g)) == SORTID_OK) {
                fresh = 0;
                continue;
            }
            if (s != SORTID_OK)
                break;
        }
        own->pack(dst, i++, t, c, g->process, g->node);
        fresh--;
    }
    gen_unlock(g);
    sortid__wipe(pool, pool_used);
    if (done)
        *done = i;
    return s;
}

/* One ID: the general path of the one-call functions (a generator of
 * another kind of the row's family, or a thread-safe one: its lock around
 * the same steps).  A wait or a bad argument go through fill(). */
sortid_status sortid__gen_one(sortid_gen *opaque, const sortid__gen_row *row, void *dst)
{
    gen_state *g = sortid__gen_state(opaque);
    const sortid__gen_row *own;
    uint64_t tick, frac = 0, t;
    int64_t ns;
    sortid__u128 c;
    sortid_status s;
    if (!opaque || !dst || !serves(g, row))
        return fill(opaque, row, dst, 1, NULL);
    own = sortid__gen_row_of(g);
    gen_lock(g);
    if ((s = sortid__gen_now(g, own, &tick, &frac, &ns)) == SORTID_OK)
        s = sortid__gen_step(g, own, tick, frac, &t, &c);
    if (s == SORTID_OK)
        own->pack(dst, 0, t, c, g->process, g->node);
    gen_unlock(g);
    if (s == SORTID_E_EXHAUSTED && g->max_wait_ns != 0)
        return fill(opaque, row, dst, 1, NULL); /* state unchanged: it starts over */
    return s;
}

sortid_status sortid__gen_fill(sortid_gen *gen, const sortid__gen_row *row, void *dst, size_t n,
                               size_t *done)
{
    return fill(gen, row, dst, n, done);
}

/* ---- kind-generic generation ------------------------------------------------ */

/* One ID of the generator's array type at v, len bytes (the kind's, or all
 * of an any_id whose rest is zero), as a sortid_id of its kind: with the
 * generator's epoch where the kind's row has one (a flake's). */
static void to_id(sortid_id *dst, const gen_state *g, const void *v, size_t len)
{
    dst->kind = (sortid_kind)g->kind;
    dst->epoch_ms = sortid__kind_rows[g->index].id_epoch_ms != 0 ? g->epoch_ms : 0;
    if (sortid__gen_row_of(g)->bytes) {
        memset(dst->bytes, 0, sizeof dst->bytes);
        sortid__gen_row_of(g)->bytes(dst->bytes, v);
    } else if (len == sizeof(any_id)) {
        memcpy(dst->bytes, v, sizeof(any_id));
    } else {
        memset(dst->bytes, 0, sizeof dst->bytes);
        memcpy(dst->bytes, v, len);
    }
    if (sortid__gen_row_of(g)->flags & SORTID__GEN_PREFIX)
        memcpy(dst->prefix, g->prefix, sizeof dst->prefix);
    else
        memset(dst->prefix, 0, sizeof dst->prefix);
    memset(dst->reserved, 0, sizeof dst->reserved);
}

sortid_status sortid_gen_id(sortid_gen *opaque, sortid_id *dst)
{
    gen_state *g = sortid__gen_state(opaque);
    any_id v = { { 0 } };
    sortid_status s;
    if (!opaque || !dst || !g->ready)
        return SORTID_E_INVALID_ARG;
    s = sortid__gen_row_of(g)->one(opaque, &v);
    if (s == SORTID_OK)
        to_id(dst, g, &v, sizeof v);
    return s;
}

sortid_status sortid_gen_id_at(sortid_gen *opaque, sortid_id *dst, int64_t unix_ms,
                               uint32_t ns_in_ms)
{
    gen_state *g = sortid__gen_state(opaque);
    uint64_t tick, frac = 0, t;
    sortid__u128 c;
    any_id v = { { 0 } };
    sortid_status s;
    if (!opaque || !dst || !g->ready)
        return SORTID_E_INVALID_ARG;
    s = sortid__tick_at(g->tick_ns, g->tick_max, g->epoch_ms, unix_ms, ns_in_ms, &tick, &frac);
    if (s != SORTID_OK)
        return s;
    gen_lock(g);
    s = sortid__gen_step(g, sortid__gen_row_of(g), tick, frac, &t, &c);
    if (s == SORTID_OK)
        sortid__gen_row_of(g)->pack(&v, 0, t, c, g->process, g->node);
    gen_unlock(g);
    if (s == SORTID_OK)
        to_id(dst, g, &v, sizeof v);
    return s;
}

size_t sortid_gen_text_len(const sortid_gen *opaque)
{
    const gen_state *g = (const gen_state *)(const void *)opaque;
    size_t len = 0;
    if (!opaque || !g->ready)
        return 0;
    if (!(sortid__gen_row_of(g)->flags & SORTID__GEN_PREFIX))
        return sortid_kind_get((sortid_kind)g->kind)->text_len;
    while (g->prefix[len])
        len++;
    return (len ? len + 1 : 0) + SORTID_ULID_TEXT_LEN; /* prefix, '_', the suffix */
}

/* n IDs of fill()'s array ids as lines of line bytes: the kind's bulk line
 * writer where it has one, else each ID through sortid_id_format. */
static void write_lines(const gen_state *g, char *dst, size_t line, const void *ids, size_t n,
                        unsigned flags)
{
    if (sortid__gen_row_of(g)->lines) { /* the buffer was checked: the writer cannot fail */
        (void)!sortid__gen_row_of(g)->lines(dst, n * line, ids, n, flags);
        return;
    }
    const size_t bytes = sortid__kind_rows[g->index].d.bytes;
    for (size_t i = 0; i < n; i++) {
        sortid_id id;
        char text[SORTID_ID_TEXT_MAX + 1];
        to_id(&id, g, (const uint8_t *)ids + i * bytes, bytes);
        (void)!sortid_id_format(text, sizeof text, &id, SORTID_FORM_NONE, flags, NULL);
        memcpy(dst + i * line, text, line - 1);
        dst[i * line + line - 1] = '\n';
    }
}

sortid_status sortid_gen_lines(sortid_gen *opaque, char *dst, size_t dst_size, size_t n,
                               unsigned flags, size_t *done)
{
    enum { CHUNK = 256 };
    gen_state *g = sortid__gen_state(opaque);
    any_id ids[CHUNK]; /* fill() writes the generator's own array type */
    size_t line, made = 0;
    sortid_status s = SORTID_OK;
    if (done)
        *done = 0;
    if (!opaque || (!dst && n) || !g->ready)
        return SORTID_E_INVALID_ARG;
    line = sortid_gen_text_len(opaque) + 1;
    if (n > dst_size / line)
        return SORTID_E_BUFFER;
    while (made < n && s == SORTID_OK) {
        size_t want = n - made < CHUNK ? n - made : CHUNK, got = 0;
        s = fill(opaque, sortid__gen_row_of(g), ids, want, &got);
        write_lines(g, dst + made * line, line, ids, got, flags);
        made += got;
    }
    if (done)
        *done = made;
    return s;
}
