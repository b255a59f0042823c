/* SPDX-License-Identifier: MIT */
/* generate.c - new, monotonic and at: the library's generators
 * (sortid_gen_lines) and "an ID at time T" (sortid_id_at), for any kind. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "io.h"

/* IDs generated (and formatted) per bulk call. */
#define GEN_CHUNK 4096

/* The kind generated: --type, ULID by default. */
static sortid_kind generate_kind(const options *o)
{
    return o->kind != SORTID_KIND_NONE ? o->kind : SORTID_KIND_ULID;
}

/* What sortid_gen_init refused, in the command line's words: its
 * "options.random_step: ..." is --random-step's, and so on. */
static void refused_error(const sortid_gen *g, sortid_kind kind, const sortid_gen_options *go)
{
    static const struct {
        const char *field, *option;
    } names[] = { { "options.random_step", "--random-step" },
                  { "options.entropy_size", "--entropy-size" },
                  { "options.node", "--node" },
                  { "options.prefix", "--prefix" } };
    const char *why = sortid_gen_refused(g);
    if (why == NULL)
        why = sortid_strerror(SORTID_E_INVALID_ARG);
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        size_t n = strlen(names[i].field);
        if (strncmp(why, names[i].field, n) != 0)
            continue;
        if (go->random_step && i == 0) {
            /* K or the kind: a ULID generator takes every K the library does */
            sortid_gen probe;
            if (sortid_gen_init(&probe, SORTID_KIND_ULID, go) == SORTID_OK) {
                sortid_gen_destroy(&probe);
                usage_error("--random-step is not for %s IDs (type %s)", kind_title(kind),
                            sortid_kind_name(kind));
            }
        }
        usage_error("--type %s: %s%s", sortid_kind_name(kind), names[i].option, why + n);
    }
    usage_error("--type %s: %s", sortid_kind_name(kind), why);
}

static void gen_init_or_die(sortid_gen *g, sortid_kind kind, sortid_gen_options *go,
                            const options *o, const char *targ)
{
    if (o->node >= 0)
        go->node = (unsigned)o->node;
    if (o->entropy_size > 0)
        go->entropy_size = (unsigned)o->entropy_size;
    go->random_step = o->random_step;
    go->prefix = o->prefix; /* a TypeID's (check_options) */
    /* The CLI may wait as long as the next tick takes (docs/identifiers.md
     * section 6); a fixed time never waits. */
    go->max_wait_ns = SORTID_WAIT_FOREVER;
    const sortid_kind_desc *kd = sortid_kind_get(kind);
    if (kd && !(kd->calls & SORTID_CALL_GENERATE))
        usage_error("--type %s: %s IDs are read, not generated", kd->name, kd->title);
    sortid_status st = sortid_gen_init(g, kind, go);
    if (st == SORTID_E_TIME_RANGE && targ)
        usage_error("bad TIME '%s': outside the range of %s", targ, kind_a_title(kind));
    if (st == SORTID_E_INVALID_ARG)
        refused_error(g, kind, go);
    if (st != SORTID_OK) {
        msg("cannot start a generator: %s", sortid_strerror(st));
        exit(EXIT_INVALID);
    }
}

static void gen_failed(sortid_status st, uint64_t made, int fixed_time) __attribute__((noreturn));
static void gen_failed(sortid_status st, uint64_t made, int fixed_time)
{
    msg("generation failed after %llu IDs: %s%s", (unsigned long long)made, sortid_strerror(st),
        fixed_time && st == SORTID_E_EXHAUSTED
            ? "; TIME's millisecond holds no more IDs (ask for fewer)"
            : "");
    out_flush();
    exit(EXIT_INVALID);
}

/* COUNT IDs from generator g as lines, straight into the output buffer
 * (sortid_gen_lines: the bulk formatters).  Waiting for the next tick is the
 * generator's (max_wait_ns); an error, exhaustion at a fixed time included,
 * ends the run after the IDs made. */
static void generate(sortid_gen *g, uint64_t count, const options *o, int fixed_time)
{
    /* the generator's own line length: a TypeID's is its prefix's and 27 */
    size_t stride = sortid_gen_text_len(g) + 1;
    unsigned flags = o->lower ? SORTID_FORMAT_LOWER : 0;
    uint64_t made = 0;
    while (made < count) {
        size_t room, done = 0;
        char *p = out_reserve_room(stride, &room);
        size_t n = room / stride < GEN_CHUNK ? room / stride : GEN_CHUNK;
        if (n > count - made)
            n = (size_t)(count - made);
        sortid_status st = sortid_gen_lines(g, p, room, n, flags, &done);
        out_commit(done * stride);
        made += done;
        if (st != SORTID_OK)
            gen_failed(st, made, fixed_time);
    }
}

void do_generate(enum command cmd, uint64_t count, const options *o)
{
    sortid_kind kind = generate_kind(o);
    sortid_gen_options go;
    sortid_gen g;
    memset(&go, 0, sizeof go);
    if (cmd == CMD_MONOTONIC)
        go.flags = SORTID_GEN_MONOTONIC;
    gen_init_or_die(&g, kind, &go, o, NULL);
    generate(&g, count, o, 0);
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

/* at --min / --max: the lowest / highest ID of TIME's time unit. */
static void generate_id_at(const char *targ, sortid_kind kind, int64_t ms, uint32_t ns,
                           const options *o)
{
    sortid_id id;
    char buf[SORTID_ID_TEXT_MAX + 2];
    size_t n = 0;
    unsigned node = o->node >= 0 ? (unsigned)o->node : 0;
    sortid_status st =
        sortid_id_at(&id, kind, ms, ns, o->min ? SORTID_AT_MIN : SORTID_AT_MAX, node);
    if (st == SORTID_E_TIME_RANGE)
        usage_error("bad TIME '%s': outside the range of %s", targ, kind_a_title(kind));
    if (st == SORTID_E_INVALID_ARG && node)
        usage_error("--type %s: --node: not a kind with a node", sortid_kind_name(kind));
    if (st == SORTID_E_KIND)
        usage_error("--type %s: %s has no time to make it at", sortid_kind_name(kind),
                    kind_a_title(kind));
    if (st == SORTID_OK && o->prefix) /* a TypeID's, checked by the library (set_prefix) */
        snprintf(id.prefix, sizeof id.prefix, "%s", o->prefix);
    if (st == SORTID_OK)
        st = sortid_id_format(buf, sizeof buf - 1, &id, SORTID_FORM_NONE,
                              o->lower ? SORTID_FORMAT_LOWER : 0, &n);
    if (st != SORTID_OK)
        gen_failed(st, 0, 1);
    buf[n] = '\n';
    out_write(buf, n + 1);
}

/* at: with --min / --max the lowest / highest ID of TIME's time unit
 * (the library's sortid_id_at); else COUNT IDs from a generator whose clock
 * stands still at TIME (random parts; flake and UUIDv7 monotonic within it). */
void do_from_time(const char *targ, uint64_t count, const options *o)
{
    sortid_kind kind = generate_kind(o);
    int64_t ms;
    uint32_t ns;
    parse_time_arg(targ, &ms, &ns);
    if (o->min || o->max) {
        generate_id_at(targ, kind, ms, ns, o);
        return;
    }
    sortid_gen_options go;
    sortid_gen g;
    memset(&go, 0, sizeof go);
    go.flags = SORTID_GEN_FIXED_TIME;
    go.time_ms = ms;
    go.ns_in_ms = ns;
    gen_init_or_die(&g, kind, &go, o, targ);
    generate(&g, count, o, 1);
    sortid_gen_destroy(&g);
}
