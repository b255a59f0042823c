/* SPDX-License-Identifier: MIT */
/* instructions.c - the program bench/instructions.sh runs under callgrind:
 * `instructions CASE N` makes N calls of one scalar codec function over a
 * pool of 1024 random IDs.  Built with the project's flags and linked
 * against the shared library, as a user's program links it; callgrind
 * counts the instructions executed inside the function (--toggle-collect),
 * and the script divides by N. */
#include "sortid.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define POOL       1024
#define BARRIER(p) __asm__ volatile("" : : "r"(p) : "memory")

static sortid_ulid ulids[POOL];
static sortid_flake flakes[POOL];
static sortid_baseuid baseuids[POOL];
static char ulid_text[POOL][SORTID_ULID_TEXT_LEN + 1];
static char flake_text[POOL][SORTID_FLAKE_TEXT_LEN + 1];
static char baseuid_text[POOL][SORTID_BASEUID_TEXT_LEN + 1];
/* the rest of the family (issue 20): texts made by the library's formatters
 * before the counted loop (the counted function is the parser) */
static sortid_ksuid ksuids[POOL];
static char ksuid_text[POOL][SORTID_KSUID_TEXT_LEN + 1];
static char typeid_text[POOL][SORTID_TYPEID_TEXT_MAX + 1];
static size_t typeid_len[POOL];
static char objectid_text[POOL][SORTID_OBJECTID_TEXT_LEN + 1];
static char xid_text[POOL][SORTID_XID_TEXT_LEN + 1];
static char snowflake_text[POOL][SORTID_SNOWFLAKE_TEXT_MAX + 1];
static size_t snowflake_len[POOL];

static int family_texts(void)
{
    uint8_t raw[POOL][20];
    if (sortid_random(raw, sizeof raw) != SORTID_OK)
        return 0;
    for (int i = 0; i < POOL; i++) {
        sortid_typeid t;
        sortid_objectid o;
        sortid_xid x;
        sortid_snowflake f = { 0, SORTID_SNOWFLAKE_EPOCH_TWITTER };
        memcpy(ksuids[i].bytes, raw[i], 20);
        sortid_ksuid_format(ksuid_text[i], &ksuids[i], 0);
        memcpy(t.uuid.bytes, raw[i], 16);
        /* "user_" and a suffix: the shape of the TypeID examples */
        if (sortid_typeid_from_uuid(&t, "user", 4, &t.uuid, NULL) != SORTID_OK)
            return 0;
        typeid_len[i] = sortid_typeid_format(typeid_text[i], &t, 0);
        memcpy(o.bytes, raw[i], 12);
        sortid_objectid_format(objectid_text[i], &o, 0);
        memcpy(x.bytes, raw[i] + 4, 12);
        sortid_xid_format(xid_text[i], &x, 0);
        memcpy(&f.value, raw[i] + 8, 8);
        f.value &= INT64_MAX;
        snowflake_len[i] = sortid_snowflake_format(snowflake_text[i], &f, 0);
    }
    return 1;
}

/* One parse case: n calls of parse(dst, text[i], len) on the pool. */
#define PARSE_CASE(label, type, parse, text, len)                              \
    else if (!strcmp(c, label))                                                \
    {                                                                          \
        type d;                                                                \
        for (long i = 0; i < n; i++) {                                         \
            bad += parse(&d, text[i & (POOL - 1)], len, 0, NULL) != SORTID_OK; \
            BARRIER(&d);                                                       \
        }                                                                      \
    }

int main(int argc, char **argv)
{
    char sink[64];
    unsigned long bad = 0;
    long n = argc > 2 ? atol(argv[2]) : 0;
    if (argc != 3 || n <= 0) {
        fprintf(stderr, "usage: instructions CASE N\n");
        return 2;
    }
    if (!family_texts() || sortid_random(ulids, sizeof ulids) != SORTID_OK ||
        sortid_random(flakes, sizeof flakes) != SORTID_OK ||
        sortid_random(baseuids, sizeof baseuids) != SORTID_OK)
        return 1;
    /* the texts come from the bulk calls, so that no call of a counted
     * function happens outside the measured loop */
    static char ut[POOL][26], ft[POOL][13], bt[POOL][20];
    for (int i = 0; i < POOL; i++)
        flakes[i].value &= INT64_MAX;
    if (sortid_ulid_format_bulk(ut[0], sizeof ut, ulids, POOL, 0) != SORTID_OK ||
        sortid_flake_format_bulk(ft[0], sizeof ft, flakes, POOL, 0) != SORTID_OK ||
        sortid_baseuid_format_bulk(bt[0], sizeof bt, baseuids, POOL, 0) != SORTID_OK)
        return 1;
    for (int i = 0; i < POOL; i++) {
        memcpy(ulid_text[i], ut[i], 26);
        memcpy(flake_text[i], ft[i], 13);
        memcpy(baseuid_text[i], bt[i], 20);
    }
    const char *c = argv[1];
    if (!strcmp(c, "ulid_parse") || !strcmp(c, "ulid_parse_lenient")) {
        unsigned flags = strcmp(c, "ulid_parse") ? SORTID_PARSE_LENIENT : 0;
        sortid_ulid u;
        for (long i = 0; i < n; i++) {
            bad += sortid_ulid_parse(&u, ulid_text[i & (POOL - 1)], 26, flags, NULL) != SORTID_OK;
            BARRIER(&u);
        }
    } else if (!strcmp(c, "ulid_format")) {
        for (long i = 0; i < n; i++) {
            sortid_ulid_format(sink, &ulids[i & (POOL - 1)], 0);
            BARRIER(sink);
        }
    } else if (!strcmp(c, "flake_parse")) {
        sortid_flake f;
        for (long i = 0; i < n; i++) {
            bad += sortid_flake_parse(&f, flake_text[i & (POOL - 1)], 13, 0, NULL) != SORTID_OK;
            BARRIER(&f);
        }
    } else if (!strcmp(c, "flake_format")) {
        for (long i = 0; i < n; i++) {
            sortid_flake_format(sink, &flakes[i & (POOL - 1)], 0);
            BARRIER(sink);
        }
    } else if (!strcmp(c, "baseuid_parse")) {
        sortid_baseuid b;
        for (long i = 0; i < n; i++) {
            bad += sortid_baseuid_parse(&b, baseuid_text[i & (POOL - 1)], 20, 0, NULL) != SORTID_OK;
            BARRIER(&b);
        }
    } else if (!strcmp(c, "baseuid_format")) {
        for (long i = 0; i < n; i++) {
            sortid_baseuid_format(sink, &baseuids[i & (POOL - 1)], 0);
            BARRIER(sink);
        }
    }
    PARSE_CASE("ksuid_parse", sortid_ksuid, sortid_ksuid_parse, ksuid_text, SORTID_KSUID_TEXT_LEN)
    PARSE_CASE("typeid_parse", sortid_typeid, sortid_typeid_parse, typeid_text,
               typeid_len[i & (POOL - 1)])
    PARSE_CASE("objectid_parse", sortid_objectid, sortid_objectid_parse, objectid_text,
               SORTID_OBJECTID_TEXT_LEN)
    PARSE_CASE("xid_parse", sortid_xid, sortid_xid_parse, xid_text, SORTID_XID_TEXT_LEN)
    PARSE_CASE("snowflake_parse", sortid_snowflake, sortid_snowflake_parse, snowflake_text,
               snowflake_len[i & (POOL - 1)])
    else if (!strcmp(c, "ksuid_format"))
    {
        for (long i = 0; i < n; i++) {
            sortid_ksuid_format(sink, &ksuids[i & (POOL - 1)], 0);
            BARRIER(sink);
        }
    }
    else
    {
        fprintf(stderr, "instructions: unknown case '%s'\n", c);
        return 2;
    }
    if (bad) {
        fprintf(stderr, "instructions: %lu calls failed\n", bad);
        return 1;
    }
    return 0;
}
