/* generate.c - new, monotonic and from-time: generators and IDs at a given time. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"
#include "io.h"

/* ------------------------------------------------------------------------ */
/* Generation                                                                */
/* ------------------------------------------------------------------------ */

/* IDs generated (and formatted) per bulk call. */
#define GEN_CHUNK 4096

static sortid_kind kind_of(enum idtype t)
{
    switch (t) {
    case T_FLAKE:
        return SORTID_KIND_FLAKE;
    case T_FLAKE_SCALABLE:
        return SORTID_KIND_FLAKE_SCALABLE;
    case T_BASEUID:
        return SORTID_KIND_BASEUID;
    case T_UUIDV7:
        return SORTID_KIND_UUIDV7;
    default:
        return SORTID_KIND_ULID;
    }
}

/* Sleep until the wall clock has moved past the millisecond we are in. */
static void wait_next_ms(void)
{
    int64_t start, now;
    struct timespec ts = {0, 100L * 1000};
    if (sortid_clock_ms(&start) != SORTID_OK)
        return;
    do {
        nanosleep(&ts, NULL);
    } while (sortid_clock_ms(&now) == SORTID_OK && now == start);
}

void gen_init_or_die(sortid_gen *g, enum idtype t, sortid_gen_options *go,
                     const options *o)
{
    if (o->node >= 0)
        go->node = (unsigned)o->node;
    if (o->entropy_size > 0)
        go->entropy_size = (unsigned)o->entropy_size;
    sortid_status st = sortid_gen_init(g, kind_of(t), go);
    if (st == SORTID_E_INVALID_ARG)
        usage_error("bad --entropy-size %ld for %s (1..3 stand-alone, 1..2 scalable)",
                    o->entropy_size, type_names[t]);
    if (st != SORTID_OK) {
        msg("cannot start a generator: %s", sortid_strerror(st));
        exit(EXIT_INVALID);
    }
}

static void gen_failed(sortid_status st, uint64_t made, int fixed_time)
{
    msg("generation failed after %llu IDs: %s%s", (unsigned long long)made, sortid_strerror(st),
        fixed_time && st == SORTID_E_EXHAUSTED
            ? "; TIME's millisecond holds no more IDs (ask for fewer)"
            : "");
    out_flush();
    exit(EXIT_INVALID);
}

/* COUNT IDs from generator g, GEN_CHUNK at a time (bulk fill and format).
 * wait: on SORTID_E_EXHAUSTED wait for the next millisecond and go on (a
 * real clock); otherwise it is an error (a fixed clock, whose millisecond
 * never ends). */
void generate(sortid_gen *g, enum idtype t, uint64_t count, const options *o, int wait)
{
    static union {
        sortid_ulid ulid[GEN_CHUNK];
        sortid_flake flake[GEN_CHUNK];
        sortid_baseuid baseuid[GEN_CHUNK];
        sortid_uuid uuid[GEN_CHUNK];
    } ids;
    unsigned lower = o->lower ? SORTID_FORMAT_LOWER : 0;
    uint64_t made = 0;

    while (made < count) {
        size_t n = count - made < GEN_CHUNK ? (size_t)(count - made) : GEN_CHUNK;
        size_t done = 0;
        sortid_status st;
        switch (t) {
        case T_FLAKE:
        case T_FLAKE_SCALABLE:
            st = sortid_gen_flake_fill(g, ids.flake, n, &done);
            emit_lines(t, ids.flake, done, lower);
            break;
        case T_BASEUID:
            st = sortid_gen_baseuid_fill(g, ids.baseuid, n, &done);
            emit_lines(t, ids.baseuid, done, 0);
            break;
        case T_UUIDV7:
            /* A bulk fill, but no bulk formatter for UUIDs: one at a time. */
            st = sortid_gen_uuidv7_fill(g, ids.uuid, n, &done);
            for (size_t i = 0; i < done; i++) {
                char *p = out_reserve(SORTID_UUID_TEXT_LEN + 2);
                sortid_uuid_format(p, &ids.uuid[i], 0);
                p[SORTID_UUID_TEXT_LEN] = '\n';
                out_commit(SORTID_UUID_TEXT_LEN + 1);
            }
            break;
        default:
            st = sortid_gen_ulid_fill(g, ids.ulid, n, &done);
            emit_lines(T_ULID, ids.ulid, done, lower);
            break;
        }
        made += done;
        if (st == SORTID_E_EXHAUSTED && wait)
            wait_next_ms();
        else if (st != SORTID_OK)
            gen_failed(st, made, !wait);
    }
}

/* TIME: Unix milliseconds (digits) or an RFC 3339 / ISO 8601 instant. */
static void parse_time_arg(const char *s, int64_t *ms, uint32_t *ns)
{
    uint64_t v;
    size_t pos = 0;
    *ns = 0;
    if (all_digits(s, strlen(s))) {
        if (!parse_u64(s, (uint64_t)INT64_MAX, &v))
            usage_error("bad TIME '%s': too large", s);
        *ms = (int64_t)v;
        return;
    }
    sortid_status st = sortid_time_parse(ms, ns, s, strlen(s), &pos);
    if (st == SORTID_OK)
        return;
    char q[40 * 4 + 8];
    quote(q, sizeof q, s, strlen(s) < 40 ? strlen(s) : 40, strlen(s));
    if (s[0] == '-' && all_digits(s + 1, strlen(s + 1)))
        usage_error("bad TIME '%s': before 1970-01-01T00:00:00Z (Unix milliseconds are 0 or "
                    "more)",
                    q);
    usage_error("bad TIME '%s': %s at byte %zu (expected RFC 3339, e.g. "
                "2026-04-15T00:00:00Z, or Unix milliseconds)",
                q, sortid_strerror(st), pos);
}

static void time_range_error(const char *s, enum idtype t)
{
    usage_error("bad TIME '%s': outside the range of a %s", s, type_titles[t]);
}

typedef struct fixed_clock {
    int64_t ns;
} fixed_clock;

static sortid_status fixed_clock_fn(void *ctx, int64_t *unix_ns)
{
    *unix_ns = ((const fixed_clock *)ctx)->ns;
    return SORTID_OK;
}

static int min_max_or_random(const options *o)
{
    return o->min ? 1 : o->max ? 2 : 0;
}

void do_from_time(const char *targ, uint64_t count, const options *o)
{
    enum idtype t = o->type == T_AUTO ? T_ULID : o->type;
    int64_t ms;
    uint32_t ns;
    int mode = min_max_or_random(o);
    parse_time_arg(targ, &ms, &ns);

    switch (t) {
    case T_ULID:
    case T_UUIDV7: {
        /* The ULID range (to year 10889) is wider than int64 nanoseconds, so
         * build from parts rather than through a clock.  A UUIDv7 is the ULID
         * with version and variant forced: random rand_a and rand_b. */
        static uint8_t rnd[GEN_CHUNK * SORTID_ULID_RANDOM_BYTES];
        static sortid_ulid ids[GEN_CHUNK];
        sortid_uuid u;
        sortid_status st;
        if (mode) {
            st = mode == 1 ? sortid_ulid_min(&ids[0], ms) : sortid_ulid_max(&ids[0], ms);
            if (st != SORTID_OK)
                time_range_error(targ, t);
            count = 1;
        }
        for (uint64_t made = 0; made < count;) {
            size_t n = count - made < GEN_CHUNK ? (size_t)(count - made) : GEN_CHUNK;
            if (!mode) {
                if ((st = sortid_random(rnd, n * SORTID_ULID_RANDOM_BYTES)) != SORTID_OK)
                    gen_failed(st, made, 1);
                for (size_t i = 0; i < n; i++)
                    if (sortid_ulid_make(&ids[i], ms, rnd + i * SORTID_ULID_RANDOM_BYTES) !=
                        SORTID_OK)
                        time_range_error(targ, t);
            }
            if (t == T_ULID) {
                emit_lines(T_ULID, ids, n, o->lower ? SORTID_FORMAT_LOWER : 0);
            } else {
                /* No bulk call for UUIDv7: one at a time. */
                for (size_t i = 0; i < n; i++) {
                    char *p = out_reserve(SORTID_UUID_TEXT_LEN + 2);
                    sortid_ulid_to_uuidv7_lossy(&u, &ids[i]);
                    sortid_uuid_format(p, &u, 0);
                    p[SORTID_UUID_TEXT_LEN] = '\n';
                    out_commit(SORTID_UUID_TEXT_LEN + 1);
                }
            }
            made += n;
        }
        break;
    }
    case T_BASEUID: {
        static uint8_t rnd[GEN_CHUNK * SORTID_BASEUID_RANDOM_BYTES];
        static sortid_baseuid ids[GEN_CHUNK];
        sortid_status st;
        if (ms > (INT64_MAX - 999999) / 1000000 || ms < 0)
            time_range_error(targ, t);
        int64_t tns = ms * 1000000 + ns;
        if (mode) {
            uint8_t fill[SORTID_BASEUID_RANDOM_BYTES];
            memset(fill, mode == 1 ? 0 : 0xff, sizeof fill);
            if (sortid_baseuid_make_ns(&ids[0], tns, fill) != SORTID_OK)
                time_range_error(targ, t);
            count = 1;
        }
        for (uint64_t made = 0; made < count;) {
            size_t n = count - made < GEN_CHUNK ? (size_t)(count - made) : GEN_CHUNK;
            if (!mode) {
                if ((st = sortid_random(rnd, n * SORTID_BASEUID_RANDOM_BYTES)) != SORTID_OK)
                    gen_failed(st, made, 1);
                for (size_t i = 0; i < n; i++)
                    if (sortid_baseuid_make_ns(&ids[i], tns,
                                               rnd + i * SORTID_BASEUID_RANDOM_BYTES) !=
                        SORTID_OK)
                        time_range_error(targ, t);
            }
            emit_lines(T_BASEUID, ids, n, 0);
            made += n;
        }
        break;
    }
    case T_FLAKE:
    case T_FLAKE_SCALABLE: {
        sortid_flake_layout lay = layout_of(t);
        unsigned node = o->node >= 0 ? (unsigned)o->node : 0;
        sortid_flake id;
        sortid_status st;
        if (ms < SORTID_FLAKE_EPOCH_MS)
            time_range_error(targ, t);
        int64_t since = ms - SORTID_FLAKE_EPOCH_MS;
        /* Range check by the library: the lowest flake of that millisecond. */
        st = sortid_flake_make(&id, lay, since, 0, node);
        if (st == SORTID_E_TIME_RANGE)
            time_range_error(targ, t);
        if (st != SORTID_OK)
            usage_error("bad --node %ld (0..%d)", o->node, SORTID_FLAKE_NODE_MAX);
        if (mode) {
            if (mode == 2) {
                /* The field's largest value is the random part of the largest flake. */
                sortid_flake all = {(uint64_t)INT64_MAX};
                if (sortid_flake_make(&id, lay, since, sortid_flake_random(all, lay), node) !=
                    SORTID_OK)
                    time_range_error(targ, t);
            }
            char *p = out_reserve(SORTID_FLAKE_TEXT_LEN + 2);
            sortid_flake_format(p, id, o->lower ? SORTID_FORMAT_LOWER : 0);
            p[SORTID_FLAKE_TEXT_LEN] = '\n';
            out_commit(SORTID_FLAKE_TEXT_LEN + 1);
            break;
        }
        /* A generator on a clock stopped at TIME.  Its epoch is 0 and the clock
         * reads the time since the flake epoch, so times up to 2302 fit int64
         * nanoseconds; the IDs are the same as with the default epoch. */
        fixed_clock fc = {since * 1000000 + ns};
        sortid_gen_options go;
        sortid_gen g;
        memset(&go, 0, sizeof go);
        go.flags = SORTID_GEN_EPOCH;
        go.epoch_ms = 0;
        go.clock = fixed_clock_fn;
        go.clock_ctx = &fc;
        gen_init_or_die(&g, t, &go, o);
        generate(&g, t, count, o, 0);
        break;
    }
    default:
        break;
    }
}
