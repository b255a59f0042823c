/* SPDX-License-Identifier: MIT */
/* core_gen.c - generators: monotonic factories (one library generator per
 * factory, so each factory, each worker and each process has its own state),
 * one-shot generation with a user's prng, bulk() and validate(), all through
 * the library's kind-generic calls (sortid_gen_id, sortid_gen_id_at,
 * sortid_gen_lines, sortid_id_parse): no kind is named here.  A call's
 * seedTime is the instant of sortid_gen_id_at, a user's prng the generator's
 * injected entropy source: the step, the regression rule and exhaustion stay
 * the library's. */
#include "core.h"

#include <stdlib.h>
#include <string.h>

struct core_factory {
    sortid_gen gen;
    const sortid_kind_desc *desc;
    int has_epoch; /* options.epoch given (flake) */
    int64_t epoch_ms;
    size_t need; /* digits the prng has to give in all for this call */
    const unsigned char *digits;
    size_t ndigits, used;
};

/* The JS prng's values of this call in call order, each a base-32 digit
 * (floor(prng() * 32), 0..31): the `ulid` package's contract, one prng call
 * per random character.  A draw of len bytes takes ceil(8 len / 5) of them,
 * the first as the lowest 5 bits of the len bytes read as one big-endian
 * number (bits above 8 len dropped): `ulid` writes its first draw as the
 * last character, so one prng gives one ULID in both packages (where the
 * random field goes in the ID stays the library's).  When they run out, how
 * many the call needs in all (the front end asks the prng and calls again). */
static sortid_status prng_bytes(void *ctx, void *dst, size_t len)
{
    core_factory *f = ctx;
    unsigned char *out = dst;
    const unsigned char *d = f->digits + f->used;
    size_t n = (len * 8 + 4) / 5, i = len, k;
    unsigned acc = 0, bits = 0;
    if (f->ndigits - f->used < n) {
        f->need = f->used + n;
        return SORTID_E_ENTROPY;
    }
    for (k = 0; k < n && i > 0; k++) {
        acc |= (unsigned)(d[k] & 31u) << bits;
        for (bits += 5; bits >= 8 && i > 0; bits -= 8, acc >>= 8)
            out[--i] = (unsigned char)(acc & 0xffu);
    }
    f->used += n;
    return SORTID_OK;
}

static core_factory *make(core_err *err, sortid_kind kind, sortid_gen_options *o, int use_prng)
{
    sortid_status st;
    core_factory *f = calloc(1, sizeof *f);
    if (!f)
        return core_fail(err, ERR_MEMORY, NULL, "sortid: out of memory"), NULL;
    f->desc = sortid_kind_get(kind);
    f->has_epoch = (o->flags & SORTID_GEN_EPOCH) != 0;
    f->epoch_ms = o->epoch_ms;
    if (use_prng) {
        o->entropy = prng_bytes;
        o->entropy_ctx = f;
    }
    st = sortid_gen_init(&f->gen, kind, o);
    if (st != SORTID_OK) {
        const char *why = sortid_gen_refused(&f->gen);
        core_fail(err, st == SORTID_E_INVALID_ARG ? ERR_RANGE : ERR_STATUS,
                  st == SORTID_E_INVALID_ARG ? NULL : "SORTID_E_SYSTEM", "%s factory: %s",
                  f->desc->title, why ? why : sortid_strerror(st));
        free(f);
        return NULL;
    }
    return f;
}

core_factory *core_factory_new(core_err *err, const core_arg *argv)
{
    char prefix[SORTID_PREFIX_MAX_LEN + 1]; /* sortid_gen_init keeps a copy */
    sortid_gen_options o;
    sortid_kind kind;
    unsigned v;
    int present;
    if (!core_kind(err, &argv[0], "type", SORTID_CALL_GENERATE, &kind))
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
     * event loop for long.  At a seedTime (sortid_gen_id_at) no wait. */
    o.max_wait_ns = SORTID_WAIT_DATABASE_NS;
    if (!core_prefix(err, &argv[7], kind, prefix, &o.prefix))
        return NULL;
    return make(err, kind, &o, argv[6].num != 0);
}

void core_factory_free(core_factory *f)
{
    if (f)
        sortid_gen_destroy(&f->gen);
    free(f);
}

/* The generator's own line length, not the kind's longest text: a TypeID's
 * is its prefix's, the '_' and 26 (sortid_gen_text_len). */
size_t core_factory_width(const core_factory *f)
{
    return sortid_gen_text_len(&f->gen);
}

int core_id_text(core_out *out, core_err *err, const sortid_id *id)
{
    size_t n = 0;
    sortid_status st = sortid_id_format(out->text, sizeof out->text, id, SORTID_FORM_NONE, 0, &n);
    if (st != SORTID_OK)
        return core_fail_status(err, sortid_kind_name(id->kind), st);
    out->type = OUT_TEXT;
    out->len = n;
    return 1;
}

int core_factory_next(core_factory *f, core_out *out, core_err *err, const core_arg *argv)
{
    sortid_id id;
    sortid_status st;
    int64_t ms = 0;
    int ulid_codes = f->desc->kind == SORTID_KIND_ULID, seeded = argv[0].tag != ARG_UNDEF;
    const char *title = f->desc->title;
    f->need = f->used = 0;
    f->digits = argv[1].tag == ARG_BYTES ? (const unsigned char *)argv[1].text : NULL;
    f->ndigits = f->digits ? argv[1].len : 0;
    if (seeded && !core_time(err, &argv[0], ulid_codes ? "Time" : "seedTime", ulid_codes, &ms))
        return 0;
    st = seeded ? sortid_gen_id_at(&f->gen, &id, ms, 0) : sortid_gen_id(&f->gen, &id);
    if (st == SORTID_OK)
        return core_id_text(out, err, &id);
    if (f->need) {
        /* state unchanged: the front end calls again with the digits */
        out->type = OUT_NEED;
        out->num = (double)f->need;
        return 1;
    }
    if (st == SORTID_E_TIME_RANGE) {
        if (!seeded && sortid_clock_ms(&ms) != SORTID_OK)
            ms = 0;
        if (!f->has_epoch)
            return core_fail_time_range(err, f->desc->kind, ms, ulid_codes);
        /* a custom epoch moves the range: name the time and the epoch */
        return core_fail(err, ERR_RANGE, NULL,
                         "%s factory: time %lld ms is outside the range of its epoch "
                         "(options.epoch %lld ms)",
                         title, (long long)ms, (long long)f->epoch_ms);
    }
    if (st == SORTID_E_EXHAUSTED)
        return core_fail(err, ERR_ULID, "EXHAUSTED",
                         "%s factory: the monotonic random part is exhausted in this time unit "
                         "(no ID made, state unchanged)",
                         title);
    return core_fail_status(err, title, st);
}

/* ---- bulk ----------------------------------------------------------------- */

size_t core_bulk_width(core_err *err, const core_arg *kind)
{
    sortid_kind k;
    return core_kind(err, kind, "type", SORTID_CALL_GENERATE, &k) ? sortid_kind_get(k)->text_len
                                                                  : 0;
}

core_factory *core_bulk_new(core_err *err, const core_arg *argv)
{
    char prefix[SORTID_PREFIX_MAX_LEN + 1]; /* sortid_gen_init keeps a copy */
    sortid_gen_options o;
    sortid_kind kind;
    if (!core_kind(err, &argv[0], "type", SORTID_CALL_GENERATE, &kind))
        return NULL;
    memset(&o, 0, sizeof o);
    if (!core_prefix(err, &argv[2], kind, prefix, &o.prefix))
        return NULL;
    o.flags = argv[1].num != 0 ? SORTID_GEN_MONOTONIC : 0;
    /* The caller asked for n IDs: waiting for later ticks (a flake
     * millisecond holds about 4,100) is part of making them. */
    o.max_wait_ns = SORTID_WAIT_FOREVER;
    return make(err, kind, &o, 0);
}

#define CHUNK 4096 /* IDs per generation step */

int core_bulk_fill(core_factory *f, core_err *err, char *dst, size_t n, int lines)
{
    size_t w = core_factory_width(f);
    sortid_status st = SORTID_OK;
    /* lines straight from the library; texts back to back: CHUNK lines at a
     * time into a block, then each line without its '\n' */
    char *block = lines ? NULL : malloc(CHUNK * (w + 1));
    if (!lines && !block)
        return core_fail(err, ERR_MEMORY, NULL, "bulk: out of memory");
    if (lines)
        st = sortid_gen_lines(&f->gen, dst, n * (w + 1), n, 0, NULL);
    for (size_t at = 0; !lines && at < n && st == SORTID_OK; at += CHUNK) {
        size_t m = n - at < CHUNK ? n - at : CHUNK;
        st = sortid_gen_lines(&f->gen, block, m * (w + 1), m, 0, NULL);
        for (size_t i = 0; i < m && st == SORTID_OK; i++)
            memcpy(dst + (at + i) * w, block + i * (w + 1), w);
    }
    free(block);
    return st == SORTID_OK ? 1 : core_fail_status(err, "bulk generation", st);
}

/* ---- validation ----------------------------------------------------------- */

/* One ID's text read as the kind: SORTID_OK or the status and *pos (the
 * library keeps each kind's rules: a uuidv7 is version 7, variant 10). */
static sortid_status check(sortid_kind kind, const char *s, size_t len, size_t *pos)
{
    sortid_id id;
    *pos = 0;
    return sortid_id_parse(&id, kind, s, len, 0, pos, NULL);
}

/* validateOne(type, text) -> undefined when valid, else { position, reason }
 * (the JS layer adds the index: the first bad element wins). */
int core_validate_one(core_out *out, core_err *err, const core_arg *argv)
{
    size_t pos = 0;
    sortid_status st;
    sortid_kind kind;
    if (!core_kind(err, &argv[0], "type", SORTID_CALL_GENERATE, &kind))
        return 0;
    if (argv[1].tag != ARG_STRING)
        st = SORTID_E_INVALID_ARG;
    else if (argv[1].len > TEXT_MAX)
        st = SORTID_E_LENGTH, pos = sortid_kind_get(kind)->text_len;
    else
        st = check(kind, argv[1].text, argv[1].len, &pos);
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
    sortid_kind k;
    if (!core_kind(err, kind, "type", SORTID_CALL_GENERATE, &k))
        return -1;
    /* Line by line, each line as long as it is (a UUID line has 36 or 32
     * characters): a bad line anywhere is found at its own index. */
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
