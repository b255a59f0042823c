/* generator.c - the one monotonic state machine behind every generator.
 *
 * Each kind is a time tick plus a counter of `width` bits:
 *   ULID       tick = Unix ms,                 counter = 80 random bits
 *   BaseUID    tick = Unix ns >> 15,           counter = 72 random bits
 *   Ulid-Flake tick = ms since the flake epoch, counter = 20 (or 15) bits
 *   UUIDv7     tick = Unix ms,                 counter = 74 bits rand_a|rand_b
 * A new tick takes a fresh random counter; the same tick, or a clock that
 * went backwards, keeps the last tick and adds a step (1, or 1 + a uniform
 * draw in [0, step_range]).  A step past the counter's maximum is
 * SORTID_E_EXHAUSTED and leaves the state as it was: never wrap, never
 * carry into the time.  (IDENTIFIERS.md sections 1, 2, 3, 4.) */
#include "internal.h"

#include <pthread.h>

typedef struct {
    uint64_t hi, lo;
} u128;

#define CLOCK_EVERY 256 /* bulk calls read the clock once per this many IDs */

static unsigned kind_width(int kind)
{
    switch (kind) {
    case SORTID_KIND_ULID: return 80;
    case SORTID_KIND_FLAKE: return 20;
    case SORTID_KIND_FLAKE_SCALABLE: return 15;
    case SORTID_KIND_BASEUID: return 72;
    case SORTID_KIND_UUIDV7: return 74;
    }
    return 0;
}

sortid_status sortid_gen_init(sortid_gen *gen, sortid_kind kind, const sortid_gen_options *opts)
{
    static const sortid_gen_options defaults;
    const sortid_gen_options *o = opts ? opts : &defaults;
    unsigned width = kind_width(kind);
    int flake = kind == SORTID_KIND_FLAKE || kind == SORTID_KIND_FLAKE_SCALABLE;
    if (!gen || width == 0)
        return SORTID_E_INVALID_ARG;
    if (o->flags & ~(SORTID_GEN_MONOTONIC | SORTID_GEN_THREAD_SAFE | SORTID_GEN_EPOCH))
        return SORTID_E_INVALID_ARG;
    memset(gen, 0, sizeof *gen);
    gen->kind = kind;
    gen->width = width;
    gen->flags = o->flags;
    gen->clock = o->clock;
    gen->clock_ctx = o->clock_ctx;
    gen->entropy = o->entropy;
    gen->entropy_ctx = o->entropy_ctx;
    gen->epoch_ms = SORTID_FLAKE_EPOCH_MS;
    if (flake) {
        unsigned s = o->entropy_size ? o->entropy_size : 1;
        if (s > (kind == SORTID_KIND_FLAKE ? 3u : 2u) || o->step_bits != 0)
            return SORTID_E_INVALID_ARG;
        if (o->node > SORTID_FLAKE_NODE_MAX || (kind == SORTID_KIND_FLAKE && o->node != 0))
            return SORTID_E_INVALID_ARG;
        if (o->flags & SORTID_GEN_EPOCH) {
            if (o->epoch_ms < 0 || o->epoch_ms > SORTID_ULID_TIME_MAX)
                return SORTID_E_INVALID_ARG;
            gen->epoch_ms = o->epoch_ms;
        }
        gen->node = o->node;
        gen->step_range = (UINT64_C(1) << (8 * s)) - 2; /* n - 1 for n in [1, 256^s - 1] */
        gen->flags |= SORTID_GEN_MONOTONIC;
    } else {
        if (o->entropy_size != 0 || o->node != 0 || (o->flags & SORTID_GEN_EPOCH))
            return SORTID_E_INVALID_ARG;
        if (kind == SORTID_KIND_UUIDV7) {
            if (o->step_bits != 0)
                return SORTID_E_INVALID_ARG;
            gen->flags |= SORTID_GEN_MONOTONIC;
        } else if (o->step_bits > 64) {
            return SORTID_E_INVALID_ARG;
        } else if (o->step_bits > 0) {
            gen->step_range = o->step_bits == 64 ? UINT64_MAX
                                                 : (UINT64_C(1) << o->step_bits) - 1;
        }
    }
    sortid__fork_watch();
    gen->fork_gen = sortid__fork_generation();
    if ((gen->flags & SORTID_GEN_THREAD_SAFE) && pthread_mutex_init(&gen->lock, NULL) != 0) {
        gen->flags &= ~SORTID_GEN_THREAD_SAFE;
        return SORTID_E_SYSTEM;
    }
    return SORTID_OK;
}

void sortid_gen_destroy(sortid_gen *gen)
{
    if (gen && (gen->flags & SORTID_GEN_THREAD_SAFE)) {
        pthread_mutex_destroy(&gen->lock);
        gen->flags &= ~SORTID_GEN_THREAD_SAFE;
    }
}

static void lock(sortid_gen *g)
{
    if (g->flags & SORTID_GEN_THREAD_SAFE)
        pthread_mutex_lock(&g->lock);
}

static void unlock(sortid_gen *g)
{
    if (g->flags & SORTID_GEN_THREAD_SAFE)
        pthread_mutex_unlock(&g->lock);
}

/* ---- counter arithmetic ---------------------------------------------------- */

static int fits(u128 c, unsigned width)
{
    if (width <= 64)
        return c.hi == 0 && (width == 64 || c.lo >> width == 0);
    return c.hi >> (width - 64) == 0;
}

/* c + 1 + r; returns 0 when the sum passes 2^width - 1. */
static int add_step(u128 *c, uint64_t r, unsigned width)
{
    u128 v = *c;
    v.lo += r;
    v.hi += v.lo < r;
    v.lo += 1;
    v.hi += v.lo == 0;
    if (v.hi < c->hi || !fits(v, width))
        return 0;
    *c = v;
    return 1;
}

static sortid_status random_bits(const sortid_gen *g, u128 *out, unsigned width)
{
    uint8_t buf[16] = {0};
    unsigned nbytes = (width + 7) / 8;
    sortid_status s = sortid__entropy(g, buf + 16 - nbytes, nbytes);
    if (s != SORTID_OK)
        return s;
    out->hi = sortid__load_be64(buf);
    out->lo = sortid__load_be64(buf + 8);
    if (width < 64) {
        out->hi = 0;
        out->lo &= (UINT64_C(1) << width) - 1;
    } else if (width < 128) {
        out->hi &= (UINT64_C(1) << (width - 64)) - 1;
    }
    return SORTID_OK;
}

/* A uniform draw in [0, range]: mask to the next power of two, reject above.
 * Each try is accepted with probability > 1/2, so 64 rejections in a row
 * (p < 2^-64) mean a broken injected source: report it instead of hanging. */
static sortid_status uniform(const sortid_gen *g, uint64_t range, uint64_t *out)
{
    uint64_t mask = range;
    unsigned bits = 0;
    if (range == 0) {
        *out = 0;
        return SORTID_OK;
    }
    mask |= mask >> 1;
    mask |= mask >> 2;
    mask |= mask >> 4;
    mask |= mask >> 8;
    mask |= mask >> 16;
    mask |= mask >> 32;
    for (uint64_t m = mask; m; m >>= 1)
        bits++;
    for (int tries = 0; tries < 64; tries++) {
        u128 r;
        sortid_status s = random_bits(g, &r, bits);
        if (s != SORTID_OK)
            return s;
        if (r.lo <= range) {
            *out = r.lo;
            return SORTID_OK;
        }
    }
    return SORTID_E_ENTROPY;
}

static void check_fork(sortid_gen *g)
{
    unsigned now = sortid__fork_generation();
    if (g->fork_gen != now) {
        g->fork_gen = now; /* a forked child: forget the parent's last ID */
        g->has_last = 0;
    }
}

/* The next (tick, counter) for a tick read from the clock. */
static sortid_status step(sortid_gen *g, uint64_t tick, uint64_t *out_tick, u128 *out)
{
    u128 c;
    sortid_status s;
    if (!(g->flags & SORTID_GEN_MONOTONIC)) {
        *out_tick = tick;
        return random_bits(g, out, g->width);
    }
    check_fork(g);
    if (!g->has_last || tick > g->last_tick) {
        if ((s = random_bits(g, &c, g->width)) != SORTID_OK)
            return s;
        g->last_tick = tick;
        g->has_last = 1;
    } else {
        uint64_t r;
        if ((s = uniform(g, g->step_range, &r)) != SORTID_OK)
            return s;
        c.hi = g->last_hi;
        c.lo = g->last_lo;
        if (!add_step(&c, r, g->width))
            return SORTID_E_EXHAUSTED;
    }
    g->last_hi = c.hi;
    g->last_lo = c.lo;
    *out_tick = g->last_tick;
    *out = c;
    return SORTID_OK;
}

/* The clock as this kind's tick. */
static sortid_status read_tick(sortid_gen *g, uint64_t *tick, int64_t *ns_out)
{
    int64_t ns, ms;
    if (sortid__clock_ns(g, &ns) != SORTID_OK)
        return SORTID_E_CLOCK; /* whatever an injected clock said */
    if (ns_out)
        *ns_out = ns;
    ms = sortid__floor_div(ns, 1000000);
    switch (g->kind) {
    case SORTID_KIND_ULID:
    case SORTID_KIND_UUIDV7:
        if (ms < 0 || ms > SORTID_ULID_TIME_MAX)
            return SORTID_E_TIME_RANGE;
        *tick = (uint64_t)ms;
        return SORTID_OK;
    case SORTID_KIND_BASEUID:
        if (ns < 0)
            return SORTID_E_TIME_RANGE;
        *tick = (uint64_t)ns >> SORTID_BASEUID_TICK_SHIFT;
        return SORTID_OK;
    default: /* flake: ms since the generator's epoch */
        if (ms < g->epoch_ms || ms - g->epoch_ms > SORTID_FLAKE_TIME_MAX)
            return SORTID_E_TIME_RANGE;
        *tick = (uint64_t)(ms - g->epoch_ms);
        return SORTID_OK;
    }
}

/* ---- ULID -------------------------------------------------------------- */

static void put_ulid(sortid_ulid *dst, uint64_t tick, u128 c)
{
    sortid__store_be(dst->bytes, tick, 6);
    sortid__store_be(dst->bytes + 6, c.hi, 2);
    sortid__store_be64(dst->bytes + 8, c.lo);
}

typedef void (*put_fn)(void *dst, size_t i, const sortid_gen *g, uint64_t tick, u128 c);

/* The loop every bulk call shares: clock once per CLOCK_EVERY IDs. */
static sortid_status fill(sortid_gen *g, int kind, void *dst, size_t n, size_t *done, put_fn put)
{
    sortid_status s = SORTID_OK;
    uint64_t tick = 0;
    size_t i = 0;
    if (done)
        *done = 0;
    if (!g || (!dst && n) || (g->kind != kind && !(kind == SORTID_KIND_FLAKE &&
                                                    g->kind == SORTID_KIND_FLAKE_SCALABLE)))
        return SORTID_E_INVALID_ARG;
    lock(g);
    for (; i < n; i++) {
        uint64_t t;
        u128 c;
        if (i % CLOCK_EVERY == 0 && (s = read_tick(g, &tick, NULL)) != SORTID_OK)
            break;
        if ((s = step(g, tick, &t, &c)) != SORTID_OK)
            break;
        put(dst, i, g, t, c);
    }
    unlock(g);
    if (done)
        *done = i;
    return s;
}

static void put_ulid_at(void *dst, size_t i, const sortid_gen *g, uint64_t tick, u128 c)
{
    (void)g;
    put_ulid((sortid_ulid *)dst + i, tick, c);
}

sortid_status sortid_gen_ulid(sortid_gen *gen, sortid_ulid *dst)
{
    return fill(gen, SORTID_KIND_ULID, dst, 1, NULL, put_ulid_at);
}

sortid_status sortid_gen_ulid_fill(sortid_gen *gen, sortid_ulid *dst, size_t n, size_t *done)
{
    return fill(gen, SORTID_KIND_ULID, dst, n, done, put_ulid_at);
}

/* ---- Ulid-Flake -------------------------------------------------------- */

static void put_flake_at(void *dst, size_t i, const sortid_gen *g, uint64_t tick, u128 c)
{
    uint64_t v = g->kind == SORTID_KIND_FLAKE_SCALABLE ? tick << 20 | c.lo << 5 | g->node
                                                       : tick << 20 | c.lo;
    ((sortid_flake *)dst)[i].value = v;
}

sortid_status sortid_gen_flake(sortid_gen *gen, sortid_flake *dst)
{
    return fill(gen, SORTID_KIND_FLAKE, dst, 1, NULL, put_flake_at);
}

sortid_status sortid_gen_flake_fill(sortid_gen *gen, sortid_flake *dst, size_t n, size_t *done)
{
    return fill(gen, SORTID_KIND_FLAKE, dst, n, done, put_flake_at);
}

/* ---- BaseUID ------------------------------------------------------------ */

static void put_baseuid_at(void *dst, size_t i, const sortid_gen *g, uint64_t tick, u128 c)
{
    sortid_baseuid *b = (sortid_baseuid *)dst + i;
    (void)g;
    sortid__store_be(b->bytes, tick, 6);
    b->bytes[6] = (uint8_t)c.hi;
    sortid__store_be64(b->bytes + 7, c.lo);
}

sortid_status sortid_gen_baseuid(sortid_gen *gen, sortid_baseuid *dst)
{
    return fill(gen, SORTID_KIND_BASEUID, dst, 1, NULL, put_baseuid_at);
}

sortid_status sortid_gen_baseuid_fill(sortid_gen *gen, sortid_baseuid *dst, size_t n,
                                      size_t *done)
{
    return fill(gen, SORTID_KIND_BASEUID, dst, n, done, put_baseuid_at);
}

/* ---- UUIDv7 ------------------------------------------------------------- */

/* The 74-bit counter is rand_a (12 bits: the sub-millisecond fraction when
 * fresh) followed by rand_b (62 bits).  A fresh value is used when it is
 * greater than the last; otherwise the last is incremented by one. */
static sortid_status v7_next(sortid_gen *g, uint64_t ms, uint64_t frac, sortid_uuid *dst)
{
    u128 c;
    uint8_t rb[8];
    sortid_status s;
    check_fork(g);
    if (!g->has_last || ms > g->last_tick ||
        (ms == g->last_tick && frac > (g->last_hi << 2 | g->last_lo >> 62))) {
        if ((s = sortid__entropy(g, rb, sizeof rb)) != SORTID_OK)
            return s;
        uint64_t r62 = sortid__load_be64(rb) >> 2;
        c.hi = frac >> 2;
        c.lo = (frac & 3) << 62 | r62;
        g->last_tick = ms;
        g->has_last = 1;
    } else {
        c.hi = g->last_hi;
        c.lo = g->last_lo;
        if (!add_step(&c, 0, 74))
            return SORTID_E_EXHAUSTED;
    }
    g->last_hi = c.hi;
    g->last_lo = c.lo;
    uint64_t rand_a = c.hi << 2 | c.lo >> 62;
    uint64_t rand_b = c.lo & ((UINT64_C(1) << 62) - 1);
    sortid__store_be(dst->bytes, g->last_tick, 6);
    dst->bytes[6] = (uint8_t)(0x70 | rand_a >> 8);
    dst->bytes[7] = (uint8_t)rand_a;
    sortid__store_be64(dst->bytes + 8, UINT64_C(2) << 62 | rand_b);
    return SORTID_OK;
}

sortid_status sortid_gen_uuidv7_fill(sortid_gen *gen, sortid_uuid *dst, size_t n, size_t *done)
{
    sortid_status s = SORTID_OK;
    size_t i = 0;
    if (done)
        *done = 0;
    if (!gen || (!dst && n) || gen->kind != SORTID_KIND_UUIDV7)
        return SORTID_E_INVALID_ARG;
    lock(gen);
    /* the clock is read for every UUID: rand_a carries its sub-ms fraction */
    for (; i < n; i++) {
        uint64_t ms;
        int64_t ns;
        if ((s = read_tick(gen, &ms, &ns)) != SORTID_OK)
            break;
        uint64_t sub = (uint64_t)(ns - sortid__floor_div(ns, 1000000) * 1000000);
        if ((s = v7_next(gen, ms, sub * 4096 / 1000000, &dst[i])) != SORTID_OK)
            break;
    }
    unlock(gen);
    if (done)
        *done = i;
    return s;
}

sortid_status sortid_gen_uuidv7(sortid_gen *gen, sortid_uuid *dst)
{
    return sortid_gen_uuidv7_fill(gen, dst, 1, NULL);
}

/* ---- per-thread default generators ------------------------------------- */

enum { D_ULID, D_ULID_MONO, D_FLAKE, D_BASEUID, D_BASEUID_MONO, D_UUIDV7, D_COUNT };

static _Thread_local sortid_gen tls_gens[D_COUNT];
static _Thread_local unsigned tls_ready;

static sortid_gen *default_gen(int which)
{
    static const struct {
        sortid_kind kind;
        unsigned flags;
    } spec[D_COUNT] = {
        {SORTID_KIND_ULID, 0},    {SORTID_KIND_ULID, SORTID_GEN_MONOTONIC},
        {SORTID_KIND_FLAKE, 0},   {SORTID_KIND_BASEUID, 0},
        {SORTID_KIND_BASEUID, SORTID_GEN_MONOTONIC}, {SORTID_KIND_UUIDV7, 0},
    };
    if (!(tls_ready & (1u << which))) {
        sortid_gen_options o = {0};
        o.flags = spec[which].flags;
        if (sortid_gen_init(&tls_gens[which], spec[which].kind, &o) != SORTID_OK)
            return NULL; /* cannot happen with these constant options */
        tls_ready |= 1u << which;
    }
    return &tls_gens[which];
}

sortid_status sortid_ulid_new(sortid_ulid *dst)
{
    return sortid_gen_ulid(default_gen(D_ULID), dst);
}

sortid_status sortid_ulid_new_monotonic(sortid_ulid *dst)
{
    return sortid_gen_ulid(default_gen(D_ULID_MONO), dst);
}

sortid_status sortid_flake_new(sortid_flake *dst)
{
    return sortid_gen_flake(default_gen(D_FLAKE), dst);
}

sortid_status sortid_baseuid_new(sortid_baseuid *dst)
{
    return sortid_gen_baseuid(default_gen(D_BASEUID), dst);
}

sortid_status sortid_baseuid_new_monotonic(sortid_baseuid *dst)
{
    return sortid_gen_baseuid(default_gen(D_BASEUID_MONO), dst);
}

sortid_status sortid_uuidv7_new(sortid_uuid *dst)
{
    return sortid_gen_uuidv7(default_gen(D_UUIDV7), dst);
}
