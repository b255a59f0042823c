/* SPDX-License-Identifier: MIT */
/* generate.c - new, monotonic and from-time: library generators and "an ID at time T". */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "io.h"

/* IDs generated (and formatted) per bulk call. */
#define GEN_CHUNK 4096

static void gen_init_or_die(sortid_gen *g, enum idtype t, sortid_gen_options *go, const options *o,
                            const char *targ)
{
    if (o->node >= 0)
        go->node = (unsigned)o->node;
    if (o->entropy_size > 0)
        go->entropy_size = (unsigned)o->entropy_size;
    go->step_bits = o->random_step;
    /* The CLI may wait as long as the next tick takes (docs/identifiers.md
     * section 6); a fixed time never waits. */
    go->max_wait_ns = SORTID_WAIT_FOREVER;
    sortid_status st = sortid_gen_init(g, kind_of(t), go);
    if (st == SORTID_E_TIME_RANGE && targ)
        usage_error("bad TIME '%s': outside the range of a %s", targ, type_titles[t]);
    if (st == SORTID_E_INVALID_ARG && o->random_step) {
        /* The type or K: a ULID generator takes every K the library does. */
        sortid_gen probe;
        sortid_status ulid_st = sortid_gen_init(&probe, SORTID_KIND_ULID, go);
        if (ulid_st == SORTID_OK) {
            sortid_gen_destroy(&probe);
            usage_error("--random-step is not for %s IDs (type %s)", type_titles[t], type_names[t]);
        }
        usage_error("bad --random-step %u (K: 1..64, a random step in [1, 2^K])", o->random_step);
    }
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

static void uuid_line(const sortid_uuid *u)
{
    char *p = out_reserve(SORTID_UUID_TEXT_LEN + 2);
    size_t n = sortid_uuid_format(p, u, 0);
    p[n] = '\n';
    out_commit(n + 1);
}

/* COUNT IDs from generator g, GEN_CHUNK at a time (bulk fill and format).
 * Waiting for the next tick is the generator's (max_wait_ns); an error,
 * exhaustion at a fixed time included, ends the run. */
static void generate(sortid_gen *g, enum idtype t, uint64_t count, const options *o, int fixed_time)
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
            for (size_t i = 0; i < done; i++)
                uuid_line(&ids.uuid[i]);
            break;
        default:
            st = sortid_gen_ulid_fill(g, ids.ulid, n, &done);
            emit_lines(T_ULID, ids.ulid, done, lower);
            break;
        }
        made += done;
        if (st != SORTID_OK)
            gen_failed(st, made, fixed_time);
    }
}

void do_generate(enum command cmd, uint64_t count, const options *o)
{
    enum idtype t = o->type == T_AUTO ? T_ULID : o->type;
    sortid_gen_options go;
    sortid_gen g;
    memset(&go, 0, sizeof go);
    if (cmd == CMD_MONOTONIC)
        go.flags = SORTID_GEN_MONOTONIC;
    gen_init_or_die(&g, t, &go, o, NULL);
    generate(&g, t, count, o, 0);
    sortid_gen_destroy(&g);
}

/* TIME: the library's reading (sortid_time_read): RFC 3339, a number with
 * its unit, a bare number of Unix ms of 10^11 or more, or now. */
static void parse_time_arg(const char *s, int64_t *ms, uint32_t *ns)
{
    size_t len = strlen(s), pos = 0;
    sortid_status st = sortid_time_read(ms, ns, s, len, SORTID_TIME_NOW, &pos);
    if (st == SORTID_OK)
        return;
    if (st == SORTID_E_CLOCK) {
        msg("cannot read the clock: %s", sortid_strerror(st));
        exit(EXIT_INVALID);
    }
    char q[40 * 4 + 8];
    quote(q, sizeof q, s, len < 40 ? len : 40, len);
    if (st == SORTID_E_AMBIGUOUS)
        usage_error("bad TIME '%s': a number needs its unit: %ss for Unix seconds, %sms for "
                    "milliseconds (us, ns)",
                    q, q, q);
    usage_error("bad TIME '%s': %s at byte %zu (expected RFC 3339, e.g. 2026-04-15T00:00:00Z, "
                "a number and its unit, e.g. 1700000000s, or now)",
                q, sortid_strerror(st), pos);
}

/* from-time: with --min / --max the lowest / highest ID of TIME's time unit
 * (the library's sortid_*_at); else COUNT IDs from a generator whose clock
 * stands still at TIME (random parts; flake and UUIDv7 monotonic within it). */
void do_from_time(const char *targ, uint64_t count, const options *o)
{
    enum idtype t = o->type == T_AUTO ? T_ULID : o->type;
    int64_t ms;
    uint32_t ns;
    parse_time_arg(targ, &ms, &ns);

    if (o->min || o->max) {
        sortid_at which = o->min ? SORTID_AT_MIN : SORTID_AT_MAX;
        unsigned node = o->node >= 0 ? (unsigned)o->node : 0;
        sortid_ulid ulid;
        sortid_flake flake;
        sortid_baseuid baseuid;
        sortid_uuid uuid;
        sortid_status st;
        switch (t) {
        case T_FLAKE:
        case T_FLAKE_SCALABLE:
            if ((st = sortid_flake_at(&flake, layout_of(t), node, ms, which)) == SORTID_OK)
                emit_lines(t, &flake, 1, o->lower ? SORTID_FORMAT_LOWER : 0);
            break;
        case T_BASEUID:
            if ((st = sortid_baseuid_at(&baseuid, ms, ns, which)) == SORTID_OK)
                emit_lines(t, &baseuid, 1, 0);
            break;
        case T_UUIDV7:
            if ((st = sortid_uuidv7_at(&uuid, ms, ns, which)) == SORTID_OK)
                uuid_line(&uuid);
            break;
        default:
            if ((st = sortid_ulid_at(&ulid, ms, which)) == SORTID_OK)
                emit_lines(T_ULID, &ulid, 1, o->lower ? SORTID_FORMAT_LOWER : 0);
            break;
        }
        if (st == SORTID_E_TIME_RANGE)
            usage_error("bad TIME '%s': outside the range of a %s", targ, type_titles[t]);
        if (st != SORTID_OK)
            gen_failed(st, 0, 1);
        return;
    }

    sortid_gen_options go;
    sortid_gen g;
    memset(&go, 0, sizeof go);
    go.flags = SORTID_GEN_FIXED_TIME;
    go.time_ms = ms;
    go.ns_in_ms = ns;
    gen_init_or_die(&g, t, &go, o, targ);
    generate(&g, t, count, o, 1);
    sortid_gen_destroy(&g);
}
