/* SPDX-License-Identifier: MIT */
/* factory.c - monotonic factories: one library generator per factory
 * function, so each factory (and so each worker thread, each process) has its
 * own state.  A call's optional seedTime is handed to the generator through
 * its injected clock, and a user's prng through its injected entropy source:
 * the step, the regression rule and exhaustion stay the library's. */
#include "addon.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct factory {
    sortid_gen gen;
    sortid_kind kind;
    napi_env env;
    napi_ref prng; /* NULL: the library's CSPRNG */
    int seeded;    /* this call's seedTime (ms) stands for the clock */
    int64_t seed_ms;
    int clock_reads; /* reads of the seeded clock during this call */
    int js_threw;    /* prng threw: its exception is pending */
    int bad_prng;    /* prng returned something not in [0, 1) */
    int seed_unfit;  /* seed not representable in int64 ns */
    int seed_waited; /* the library wanted a later tick of a seeded clock */
} factory;

static sortid_status js_clock(void *ctx, int64_t *unix_ns)
{
    factory *f = ctx;
    if (!f->seeded)
        return sortid_clock_ns(unix_ns);
    /* A seeded clock stands still: a second read in one call is the library
     * waiting for a later tick, which would never come. */
    if (f->clock_reads++ > 0) {
        f->seed_waited = 1;
        return SORTID_E_CLOCK;
    }
    if (f->seed_ms > INT64_MAX / 1000000 || f->seed_ms < INT64_MIN / 1000000) {
        f->seed_unfit = 1;
        return SORTID_E_CLOCK;
    }
    *unix_ns = f->seed_ms * 1000000;
    return SORTID_OK;
}

/* ulid's prng contract: a function returning a number in [0, 1); one call
 * per random byte. */
static sortid_status js_entropy(void *ctx, void *dst, size_t len)
{
    factory *f = ctx;
    napi_value fn, global, r;
    unsigned char *out = dst;
    if (napi_get_reference_value(f->env, f->prng, &fn) != napi_ok ||
        napi_get_global(f->env, &global) != napi_ok) {
        f->js_threw = 1;
        return SORTID_E_ENTROPY;
    }
    for (size_t i = 0; i < len; i++) {
        double d;
        napi_valuetype t;
        if (napi_call_function(f->env, global, fn, 0, NULL, &r) != napi_ok) {
            f->js_threw = 1;
            return SORTID_E_ENTROPY;
        }
        if (napi_typeof(f->env, r, &t) != napi_ok || t != napi_number ||
            napi_get_value_double(f->env, r, &d) != napi_ok || !(d >= 0.0 && d < 1.0)) {
            f->bad_prng = 1;
            return SORTID_E_ENTROPY;
        }
        out[i] = (unsigned char)floor(d * 256.0);
    }
    return SORTID_OK;
}

static const char *kind_name(sortid_kind kind)
{
    switch (kind) {
    case SORTID_KIND_ULID: return "ULID";
    case SORTID_KIND_BASEUID: return "BaseUID";
    case SORTID_KIND_UUIDV7: return "UUIDv7";
    case SORTID_KIND_FLAKE: return "Ulid-Flake";
    case SORTID_KIND_FLAKE_SCALABLE: return "Ulid-Flake (scalable)";
    }
    return "ID";
}

/* Run the generator once and return the text (or throw). */
static napi_value generate(napi_env env, factory *f, napi_value seed)
{
    char text[SORTID_UUID_TEXT_LEN + 1];
    size_t n = 0;
    sortid_status st;
    int ulid_codes = f->kind == SORTID_KIND_ULID;
    f->env = env;
    f->seeded = 0;
    f->clock_reads = f->js_threw = f->bad_prng = f->seed_unfit = f->seed_waited = 0;
    if (!addon_is_undefined(env, seed)) {
        if (!addon_get_time_ms(env, seed, ulid_codes, &f->seed_ms))
            return NULL;
        f->seeded = 1;
    }
    switch (f->kind) {
    case SORTID_KIND_ULID: {
        sortid_ulid u;
        st = sortid_gen_ulid(&f->gen, &u);
        if (st == SORTID_OK)
            sortid_ulid_format(text, &u, 0), n = SORTID_ULID_TEXT_LEN;
        break;
    }
    case SORTID_KIND_BASEUID: {
        sortid_baseuid b;
        st = sortid_gen_baseuid(&f->gen, &b);
        if (st == SORTID_OK)
            sortid_baseuid_format(text, &b, 0), n = SORTID_BASEUID_TEXT_LEN;
        break;
    }
    case SORTID_KIND_UUIDV7: {
        sortid_uuid x;
        st = sortid_gen_uuidv7(&f->gen, &x);
        if (st == SORTID_OK)
            n = sortid_uuid_format(text, &x, 0);
        break;
    }
    default: {
        sortid_flake fl;
        st = sortid_gen_flake(&f->gen, &fl);
        if (st == SORTID_OK)
            sortid_flake_format(text, fl, 0), n = SORTID_FLAKE_TEXT_LEN;
        break;
    }
    }
    if (st == SORTID_OK)
        return addon_string(env, text, n);
    if (f->js_threw)
        return NULL; /* the prng's own exception is pending */
    if (f->bad_prng)
        return addon_throw_type(env, "prng must return a number in [0, 1)");
    if (f->seed_unfit) {
        /* the generator's clock counts int64 nanoseconds (to 2262-04-11) */
        char msg[200];
        snprintf(msg, sizeof msg,
                 "%s factory: seedTime %lld ms is outside the generator clock's range "
                 "(Unix ms %lld .. %lld)",
                 kind_name(f->kind), (long long)f->seed_ms, (long long)(INT64_MIN / 1000000),
                 (long long)(INT64_MAX / 1000000));
        return ulid_codes ? addon_throw_ulid(
                                env, f->seed_ms < 0 ? "ENC_TIME_NEG" : "ENC_TIME_SIZE_EXCEED", msg)
                          : addon_throw_range(env, msg);
    }
    if (st == SORTID_E_TIME_RANGE)
        return addon_throw_time_range(env, f->kind, f->seeded ? f->seed_ms : 0, ulid_codes);
    if (f->seed_waited || st == SORTID_E_EXHAUSTED) {
        char msg[200];
        snprintf(msg, sizeof msg,
                 "%s factory: the monotonic random part is exhausted in this time unit "
                 "(no ID made, state unchanged)",
                 kind_name(f->kind));
        return addon_throw_ulid(env, "EXHAUSTED", msg);
    }
    return addon_throw_status(env, kind_name(f->kind), st);
}

static napi_value call_factory(napi_env env, napi_callback_info info)
{
    napi_value argv[1];
    void *data = NULL;
    addon_args(env, info, 1, argv, &data);
    return generate(env, data, argv[0]);
}

static void free_factory(napi_env env, void *data, void *hint)
{
    factory *f = data;
    (void)hint;
    sortid_gen_destroy(&f->gen);
    if (f->prng)
        napi_delete_reference(env, f->prng);
    free(f);
}

/* Read options.name as an integer 0..max (absent: *present = 0). */
static int get_opt_uint(napi_env env, napi_value opts, const char *name, unsigned max,
                        unsigned *out, int *present)
{
    napi_value v;
    napi_valuetype t;
    double d;
    bool has = false;
    char msg[160];
    *present = 0;
    if (napi_has_named_property(env, opts, name, &has) != napi_ok || !has)
        return 1;
    if (napi_get_named_property(env, opts, name, &v) != napi_ok ||
        napi_typeof(env, v, &t) != napi_ok)
        return addon_throw_napi(env), 0;
    if (t == napi_undefined)
        return 1;
    if (t == napi_boolean && strcmp(name, "randomStep") == 0) {
        bool b;
        napi_get_value_bool(env, v, &b);
        *out = b ? SORTID_GEN_DEFAULT_STEP_BITS : 0;
        *present = 1;
        return 1;
    }
    if (t != napi_number) {
        snprintf(msg, sizeof msg, "options.%s must be a number", name);
        addon_throw_type(env, msg);
        return 0;
    }
    napi_get_value_double(env, v, &d);
    if (!(d >= 0 && d <= max) || d != floor(d)) {
        snprintf(msg, sizeof msg, "options.%s must be an integer in 0..%u", name, max);
        addon_throw_range(env, msg);
        return 0;
    }
    *out = (unsigned)d;
    *present = 1;
    return 1;
}

/* Build a factory from JS options (opts may be undefined).  Options:
 * prng (ULID/BaseUID), randomStep (ULID/BaseUID), node (scalable flake),
 * entropySize and epoch (flake). */
static factory *new_factory(napi_env env, sortid_kind kind, napi_value opts, napi_value prng,
                            unsigned flags)
{
    sortid_gen_options o;
    factory *f;
    napi_valuetype t = napi_undefined;
    sortid_status st;
    memset(&o, 0, sizeof o);
    o.flags = flags;
    if (!addon_is_undefined(env, opts)) {
        unsigned v;
        int present;
        if (napi_typeof(env, opts, &t) != napi_ok || t != napi_object)
            return addon_throw_type(env, "options must be an object"), NULL;
        if (!get_opt_uint(env, opts, "randomStep", 64, &v, &present))
            return NULL;
        if (present)
            o.step_bits = v;
        if (!get_opt_uint(env, opts, "node", 1u << 16, &v, &present))
            return NULL;
        if (present)
            o.node = v;
        if (!get_opt_uint(env, opts, "entropySize", 8, &v, &present))
            return NULL;
        if (present)
            o.entropy_size = v;
        {
            bool has = false;
            napi_value ev;
            if (napi_has_named_property(env, opts, "epoch", &has) == napi_ok && has &&
                napi_get_named_property(env, opts, "epoch", &ev) == napi_ok &&
                !addon_is_undefined(env, ev)) {
                int64_t ms;
                if (!addon_get_time_ms(env, ev, 0, &ms))
                    return NULL;
                o.epoch_ms = ms;
                o.flags |= SORTID_GEN_EPOCH;
            }
        }
    }
    if (!addon_is_undefined(env, prng)) {
        if (napi_typeof(env, prng, &t) != napi_ok || t != napi_function)
            return addon_throw_type(env, "prng must be a function returning [0, 1)"), NULL;
    }
    f = calloc(1, sizeof *f);
    if (!f)
        return addon_throw_range(env, "sortid: out of memory"), NULL;
    f->kind = kind;
    f->env = env;
    /* Exhausted in this tick (a flake millisecond holds about 4,100 IDs; a
     * large random step few): wait for the next tick, at most the short bound
     * the database functions use, so a clock stepped back cannot stall the
     * event loop for long.  A seedTime's clock stands still: no wait. */
    o.max_wait_ns = SORTID_WAIT_DATABASE_NS;
    o.clock = js_clock;
    o.clock_ctx = f;
    if (!addon_is_undefined(env, prng)) {
        if (napi_create_reference(env, prng, 1, &f->prng) != napi_ok) {
            free(f);
            return addon_throw_napi(env), NULL;
        }
        o.entropy = js_entropy;
        o.entropy_ctx = f;
    }
    st = sortid_gen_init(&f->gen, kind, &o);
    if (st != SORTID_OK) {
        char msg[300];
        if (f->prng)
            napi_delete_reference(env, f->prng);
        free(f);
        if (st != SORTID_E_INVALID_ARG)
            return addon_throw_status(env, kind_name(kind), st), NULL;
        snprintf(msg, sizeof msg,
                 "%s factory: options not allowed for this kind (randomStep 0..64: ULID and "
                 "BaseUID; node 0..31: scalable Ulid-Flake only; entropySize 1..3 stand-alone, "
                 "1..2 scalable; epoch: Ulid-Flake only, 0 .. 2^48-1 ms)",
                 kind_name(kind));
        return addon_throw_range(env, msg), NULL;
    }
    return f;
}

static int kind_of(napi_env env, napi_value v, sortid_kind *kind)
{
    static const struct {
        const char *name;
        sortid_kind kind;
    } kinds[] = { { "ulid", SORTID_KIND_ULID },
                  { "baseuid", SORTID_KIND_BASEUID },
                  { "uuidv7", SORTID_KIND_UUIDV7 },
                  { "flake", SORTID_KIND_FLAKE },
                  { "flake-scalable", SORTID_KIND_FLAKE_SCALABLE } };
    char buf[TEXT_MAX + 2];
    size_t len;
    if (!addon_get_text(env, v, "kind", buf, &len))
        return 0;
    for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++)
        if (strcmp(buf, kinds[i].name) == 0) {
            *kind = kinds[i].kind;
            return 1;
        }
    addon_throw_range(env, "kind must be one of ulid, baseuid, uuidv7, flake, flake-scalable");
    return 0;
}

/* factory(kind, options?, prng?) -> function(seedTime?) */
static napi_value js_factory(napi_env env, napi_callback_info info)
{
    napi_value argv[3], fn;
    sortid_kind kind;
    factory *f;
    addon_args(env, info, 3, argv, NULL);
    if (!kind_of(env, argv[0], &kind))
        return NULL;
    f = new_factory(env, kind, argv[1], argv[2], SORTID_GEN_MONOTONIC);
    if (!f)
        return NULL;
    if (napi_create_function(env, "factory", NAPI_AUTO_LENGTH, call_factory, f, &fn) != napi_ok ||
        napi_add_finalizer(env, fn, f, free_factory, NULL, NULL) != napi_ok) {
        free_factory(env, f, NULL);
        return addon_throw_napi(env), NULL;
    }
    return fn;
}

napi_value addon_generate_once(napi_env env, sortid_kind kind, napi_value seed, napi_value prng)
{
    napi_value undef, r;
    factory *f;
    napi_get_undefined(env, &undef);
    f = new_factory(env, kind, undef, prng, 0);
    if (!f)
        return NULL;
    r = generate(env, f, seed);
    free_factory(env, f, NULL);
    return r;
}

napi_status addon_init_factory(napi_env env, napi_value exports)
{
    static const addon_fn fns[] = {
        { "factory", js_factory },
    };
    return addon_define(env, exports, fns, sizeof fns / sizeof fns[0]);
}
