/* SPDX-License-Identifier: MIT */
/* core_gen.c - generators: monotonic factories (one library generator per
 * factory, so each factory, each worker and each process has its own state),
 * one-shot generation with a user's prng, bulk() and validate().  A call's
 * seedTime reaches the generator through its injected clock and a user's
 * prng bytes through its injected entropy source: the step, the regression
 * rule and exhaustion stay the library's. */
#include "core.h"

#include <stdlib.h>
#include <string.h>

struct core_factory {
    sortid_gen gen;
    sortid_kind kind;
    int has_prng;
    int has_epoch; /* options.epoch given (flake) */
    int64_t epoch_ms;
    int seeded; /* this call's seedTime (ms) stands for the clock */
    int64_t seed_ms;
    int clock_reads; /* reads of the seeded clock during this call */
    int seed_unfit;  /* seed not representable in int64 ns */
    int seed_waited; /* the library wanted a later tick of a seeded clock */
    size_t need;     /* bytes the prng has still to give */
    const unsigned char *bytes;
    size_t nbytes, used;
};

static sortid_status seed_clock(void *ctx, int64_t *unix_ns)
{
    core_factory *f = ctx;
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

/* The JS prng's bytes of this call, in order; when they run out, how many
 * more the call needs (the front end asks the prng and calls again). */
static sortid_status prng_bytes(void *ctx, void *dst, size_t len)
{
    core_factory *f = ctx;
    if (f->nbytes - f->used < len) {
        f->need = f->used + len;
        return SORTID_E_ENTROPY;
    }
    memcpy(dst, f->bytes + f->used, len);
    f->used += len;
    return SORTID_OK;
}

static const char *const kind_names[] = { "ulid", "baseuid", "uuidv7", "flake", "flake-scalable" };
static const sortid_kind kinds[] = { SORTID_KIND_ULID, SORTID_KIND_BASEUID, SORTID_KIND_UUIDV7,
                                     SORTID_KIND_FLAKE, SORTID_KIND_FLAKE_SCALABLE };
static const size_t widths[] = { SORTID_ULID_TEXT_LEN, SORTID_BASEUID_TEXT_LEN,
                                 SORTID_UUID_TEXT_LEN, SORTID_FLAKE_TEXT_LEN };
static const size_t sizes[] = { sizeof(sortid_ulid), sizeof(sortid_baseuid), sizeof(sortid_uuid),
                                sizeof(sortid_flake) };

/* The kind named by a (the first n of kind_names), or -1 after an error. */
static int kind_index(core_err *err, const core_arg *a, int n)
{
    if (!core_text(err, a, "type"))
        return -1;
    for (int i = 0; i < n; i++)
        if (strlen(kind_names[i]) == a->len && memcmp(a->text, kind_names[i], a->len) == 0)
            return i;
    return core_fail(err, ERR_RANGE, NULL, "type must be one of %s",
                     n == 5 ? "ulid, baseuid, uuidv7, flake, flake-scalable"
                            : "ulid, baseuid, uuidv7, flake"),
           -1;
}

static core_factory *make(core_err *err, sortid_kind kind, sortid_gen_options *o)
{
    sortid_status st;
    core_factory *f = calloc(1, sizeof *f);
    if (!f)
        return core_fail(err, ERR_MEMORY, NULL, "sortid: out of memory"), NULL;
    f->kind = kind;
    f->has_epoch = (o->flags & SORTID_GEN_EPOCH) != 0;
    f->epoch_ms = o->epoch_ms;
    if (!(o->flags & SORTID_GEN_FIXED_TIME)) {
        o->clock = seed_clock;
        o->clock_ctx = f;
    }
    if (o->entropy_ctx) {
        o->entropy = prng_bytes;
        o->entropy_ctx = f;
        f->has_prng = 1;
    }
    st = sortid_gen_init(&f->gen, kind, o);
    if (st != SORTID_OK) {
        free(f);
        if (st != SORTID_E_INVALID_ARG)
            return core_fail_status(err, core_kind_title(kind), st), NULL;
        core_fail(err, ERR_RANGE, NULL,
                  "%s factory: options not allowed for this kind (randomStep 0..64: ULID and "
                  "BaseUID; node 0..31: scalable Ulid-Flake only; entropySize 1..3 stand-alone, "
                  "1..2 scalable; epoch: Ulid-Flake only, 0 .. 2^48-1 ms)",
                  core_kind_title(kind));
        return NULL;
    }
    return f;
}

core_factory *core_factory_new(core_err *err, const core_arg *argv)
{
    sortid_gen_options o;
    unsigned v;
    int present, k = kind_index(err, &argv[0], 5);
    if (k < 0)
        return NULL;
    memset(&o, 0, sizeof o);
    o.flags = argv[5].num != 0 ? SORTID_GEN_MONOTONIC : 0;
    if (argv[1].tag == ARG_BOOL) {
        o.step_bits = argv[1].num != 0 ? SORTID_GEN_DEFAULT_STEP_BITS : 0;
    } else {
        if (!core_uint(err, &argv[1], "options.randomStep", 64, &v, &present))
            return NULL;
        o.step_bits = present ? v : 0;
    }
    if (!core_uint(err, &argv[2], "options.node", SORTID_FLAKE_NODE_MAX, &v, &present))
        return NULL;
    o.node = present ? v : 0;
    if (!core_uint(err, &argv[3], "options.entropySize", 8, &v, &present))
        return NULL;
    o.entropy_size = present ? v : 0;
    if (argv[4].tag != ARG_UNDEF) {
        if (!core_time(err, &argv[4], "options.epoch", 0, &o.epoch_ms))
            return NULL;
        o.flags |= SORTID_GEN_EPOCH;
    }
    /* Exhausted in this tick (a flake millisecond holds about 4,100 IDs; a
     * large random step few): wait for the next tick, at most the short bound
     * the database functions use, so a clock stepped back cannot stall the
     * event loop for long.  A seedTime's clock stands still: no wait. */
    o.max_wait_ns = SORTID_WAIT_DATABASE_NS;
    o.entropy_ctx = argv[6].num != 0 ? &o : NULL; /* make() takes the prng */
    return make(err, kinds[k], &o);
}

void core_factory_free(core_factory *f)
{
    if (f)
        sortid_gen_destroy(&f->gen);
    free(f);
}

static int id_text(core_out *out, sortid_kind kind, const void *id)
{
    out->type = OUT_TEXT;
    switch (kind) {
    case SORTID_KIND_ULID:
        sortid_ulid_format(out->text, id, 0), out->len = SORTID_ULID_TEXT_LEN;
        break;
    case SORTID_KIND_BASEUID:
        sortid_baseuid_format(out->text, id, 0), out->len = SORTID_BASEUID_TEXT_LEN;
        break;
    case SORTID_KIND_UUIDV7: out->len = sortid_uuid_format(out->text, id, 0); break;
    default:
        sortid_flake_format(out->text, *(const sortid_flake *)id, 0);
        out->len = SORTID_FLAKE_TEXT_LEN;
    }
    return 1;
}

static sortid_status gen_one(core_factory *f, void *id)
{
    switch (f->kind) {
    case SORTID_KIND_ULID: return sortid_gen_ulid(&f->gen, id);
    case SORTID_KIND_BASEUID: return sortid_gen_baseuid(&f->gen, id);
    case SORTID_KIND_UUIDV7: return sortid_gen_uuidv7(&f->gen, id);
    default: return sortid_gen_flake(&f->gen, id);
    }
}

int core_factory_next(core_factory *f, core_out *out, core_err *err, const core_arg *argv)
{
    union {
        sortid_ulid u;
        sortid_baseuid b;
        sortid_uuid x;
        sortid_flake fl;
    } id;
    sortid_status st;
    int ulid_codes = f->kind == SORTID_KIND_ULID;
    const char *title = core_kind_title(f->kind);
    f->seeded = 0;
    f->clock_reads = f->seed_unfit = f->seed_waited = 0;
    f->need = f->used = 0;
    f->bytes = argv[1].tag == ARG_BYTES ? (const unsigned char *)argv[1].text : NULL;
    f->nbytes = f->bytes ? argv[1].len : 0;
    if (argv[0].tag != ARG_UNDEF) {
        if (!core_time(err, &argv[0], ulid_codes ? "Time" : "seedTime", ulid_codes, &f->seed_ms))
            return 0;
        f->seeded = 1;
    }
    st = gen_one(f, &id);
    if (st == SORTID_OK)
        return id_text(out, f->kind, &id);
    if (f->need) {
        /* state unchanged: the front end calls again with the bytes */
        out->type = OUT_NEED;
        out->num = (double)f->need;
        return 1;
    }
    if (f->seed_unfit)
        /* the generator's clock counts int64 nanoseconds (to 2262-04-11) */
        return core_fail(err, ulid_codes ? ERR_ULID : ERR_RANGE,
                         ulid_codes ? (f->seed_ms < 0 ? "ENC_TIME_NEG" : "ENC_TIME_SIZE_EXCEED")
                                    : NULL,
                         "%s factory: seedTime %lld ms is outside the generator clock's range "
                         "(Unix ms %lld .. %lld)",
                         title, (long long)f->seed_ms, (long long)(INT64_MIN / 1000000),
                         (long long)(INT64_MAX / 1000000));
    if (st == SORTID_E_TIME_RANGE) {
        int64_t now = 0;
        if (f->seeded || sortid_clock_ms(&now) != SORTID_OK)
            now = f->seed_ms;
        if (!f->has_epoch)
            return core_fail_time_range(err, f->kind, now, ulid_codes);
        /* a custom epoch moves the range: name the time and the epoch */
        return core_fail(err, ERR_RANGE, NULL,
                         "%s factory: time %lld ms is outside the range of its epoch "
                         "(options.epoch %lld ms)",
                         title, (long long)now, (long long)f->epoch_ms);
    }
    if (f->seed_waited || st == SORTID_E_EXHAUSTED)
        return core_fail(err, ERR_ULID, "EXHAUSTED",
                         "%s factory: the monotonic random part is exhausted in this time unit "
                         "(no ID made, state unchanged)",
                         title);
    return core_fail_status(err, title, st);
}

/* ---- bulk ----------------------------------------------------------------- */

size_t core_bulk_width(core_err *err, const core_arg *kind)
{
    int k = kind_index(err, kind, 4);
    return k < 0 ? 0 : widths[k];
}

core_factory *core_bulk_new(core_err *err, const core_arg *argv)
{
    sortid_gen_options o;
    int k = kind_index(err, &argv[0], 4);
    if (k < 0)
        return NULL;
    memset(&o, 0, sizeof o);
    o.flags = argv[1].num != 0 ? SORTID_GEN_MONOTONIC : 0;
    /* The caller asked for n IDs: waiting for later ticks (a flake
     * millisecond holds about 4,100) is part of making them. */
    o.max_wait_ns = SORTID_WAIT_FOREVER;
    return make(err, kinds[k], &o);
}

static int index_of(sortid_kind kind)
{
    int i = 0;
    while (i < 3 && kinds[i] != kind)
        i++;
    return i; /* flake: 3 */
}

size_t core_factory_width(const core_factory *f)
{
    return widths[index_of(f->kind)];
}

static sortid_status fill(core_factory *f, void *ids, size_t n)
{
    size_t done = 0;
    switch (f->kind) {
    case SORTID_KIND_ULID: return sortid_gen_ulid_fill(&f->gen, ids, n, &done);
    case SORTID_KIND_BASEUID: return sortid_gen_baseuid_fill(&f->gen, ids, n, &done);
    case SORTID_KIND_UUIDV7: return sortid_gen_uuidv7_fill(&f->gen, ids, n, &done);
    default: return sortid_gen_flake_fill(&f->gen, ids, n, &done);
    }
}

/* n IDs as text back to back (lines: each followed by '\n'). */
static sortid_status format(sortid_kind kind, char *dst, size_t size, const void *src, size_t n,
                            int lines)
{
    switch (kind) {
    case SORTID_KIND_ULID:
        return lines ? sortid_ulid_format_lines(dst, size, src, n, 0)
                     : sortid_ulid_format_bulk(dst, size, src, n, 0);
    case SORTID_KIND_BASEUID:
        return lines ? sortid_baseuid_format_lines(dst, size, src, n, 0)
                     : sortid_baseuid_format_bulk(dst, size, src, n, 0);
    case SORTID_KIND_UUIDV7: {
        /* no bulk UUID codec: the scalar formatter, one at a time */
        const sortid_uuid *u = src;
        char text[SORTID_UUID_TEXT_LEN + 1];
        size_t step = SORTID_UUID_TEXT_LEN + (lines ? 1 : 0);
        if (size / step < n)
            return SORTID_E_BUFFER;
        for (size_t i = 0; i < n; i++) {
            sortid_uuid_format(text, &u[i], 0);
            memcpy(dst + i * step, text, SORTID_UUID_TEXT_LEN);
            if (lines)
                dst[i * step + SORTID_UUID_TEXT_LEN] = '\n';
        }
        return SORTID_OK;
    }
    default:
        return lines ? sortid_flake_format_lines(dst, size, src, n, 0)
                     : sortid_flake_format_bulk(dst, size, src, n, 0);
    }
}

#define CHUNK 4096 /* IDs per generation or validation step */

int core_bulk_fill(core_factory *f, core_err *err, char *dst, size_t n, int lines)
{
    int k = index_of(f->kind);
    size_t step = widths[k] + (lines ? 1 : 0);
    sortid_status st = SORTID_OK;
    /* CHUNK at a time, so the binary IDs stay in cache */
    void *ids = malloc(CHUNK * sizes[k]);
    if (!ids)
        return core_fail(err, ERR_MEMORY, NULL, "bulk: out of memory");
    for (size_t at = 0; at < n && st == SORTID_OK; at += CHUNK) {
        size_t m = n - at < CHUNK ? n - at : CHUNK;
        st = fill(f, ids, m);
        if (st == SORTID_OK)
            st = format(f->kind, dst + at * step, m * step, ids, m, lines);
    }
    free(ids);
    return st == SORTID_OK ? 1 : core_fail_status(err, "bulk generation", st);
}

/* ---- validation ----------------------------------------------------------- */

/* One ID's text of kind k: SORTID_OK or the parser's status and *pos.  A
 * uuidv7 must be a UUID of version 7 (RFC 9562 variant), in either text form. */
static sortid_status check(int k, const char *s, size_t len, size_t *pos)
{
    union {
        sortid_ulid u;
        sortid_baseuid b;
        sortid_uuid x;
        sortid_flake f;
    } id;
    sortid_status st;
    int64_t ms;
    *pos = 0;
    switch (kinds[k]) {
    case SORTID_KIND_ULID: return sortid_ulid_parse(&id.u, s, len, 0, pos);
    case SORTID_KIND_BASEUID: return sortid_baseuid_parse(&id.b, s, len, 0, pos);
    case SORTID_KIND_UUIDV7:
        if ((st = sortid_uuid_parse(&id.x, s, len, 0, pos)) != SORTID_OK)
            return st;
        if (sortid_uuid_version(&id.x) != 7)
            return SORTID_E_VERSION;
        if ((st = sortid_uuid_unix_ms(&ms, &id.x)) != SORTID_OK)
            return st;
        return sortid_uuid_variant(&id.x) == 2 ? SORTID_OK : SORTID_E_VARIANT;
    default: return sortid_flake_parse(&id.f, s, len, 0, pos);
    }
}

/* validateOne(type, text) -> undefined when valid, else { position, reason }
 * (the JS layer adds the index: the first bad element wins). */
int core_validate_one(core_out *out, core_err *err, const core_arg *argv)
{
    size_t pos = 0;
    sortid_status st;
    int k = kind_index(err, &argv[0], 4);
    if (k < 0)
        return 0;
    if (argv[1].tag != ARG_STRING) {
        st = SORTID_E_INVALID_ARG;
    } else if (argv[1].len > TEXT_MAX) {
        st = SORTID_E_LENGTH, pos = widths[k];
    } else {
        st = check(k, argv[1].text, argv[1].len, &pos);
    }
    out->type = OUT_UNDEF;
    if (st == SORTID_OK)
        return 1;
    core_field_num(out, "position", (double)pos);
    core_field_text(out, "reason", sortid_strerror(st), strlen(sortid_strerror(st)));
    return 1;
}

int core_validate_lines(core_err *err, const core_arg *kind, const char *src, size_t len,
                        size_t *count, size_t *pos, sortid_status *st)
{
    size_t i = 0, at = 0;
    int k = kind_index(err, kind, 4);
    if (k < 0)
        return -1;
    /* Line by line through the scalar parsers, each line as long as it is
     * (a UUID line has 36 or 32 characters): a bad line anywhere is found at
     * its own index and position. */
    while (at < len) {
        const char *nl = memchr(src + at, '\n', len - at);
        size_t ll = nl ? (size_t)(nl - (src + at)) : len - at;
        *st = check(k, src + at, ll, pos);
        if (*st != SORTID_OK) {
            *count = i;
            return 0;
        }
        i++;
        at += ll + (nl ? 1 : 0);
    }
    *count = i;
    *st = SORTID_OK;
    return 1;
}
