/* SPDX-License-Identifier: MIT */
/* test_gen_kinds.c - every generated kind through the kind-generic calls
 * (sortid_gen_init, sortid_gen_id, sortid_gen_id_at, sortid_gen_lines,
 * sortid_gen_text_len), and the rules of the family's generators: KSUID,
 * TypeID with its prefix, ObjectId and xid with their process bytes and
 * counter. */
#include "check.h"

#include <stdlib.h>
#include <string.h>

/* A fixed instant inside every kind's range: 2025-06-15T15:06:40.123456789Z. */
#define T_NS INT64_C(1750000000123456789)

static int init_kind(sortid_gen *g, sortid_kind k, unsigned flags, fake_clock *clk,
                     const char *prefix)
{
    sortid_gen_options o = { 0 };
    o.flags = flags;
    o.clock = fake_clock_read;
    o.clock_ctx = clk;
    o.prefix = prefix;
    o.max_wait_ns = SORTID_WAIT_FOREVER; /* a flake's tick runs out: the clock moves on */
    return sortid_gen_init(g, k, &o) == SORTID_OK;
}

/* The Unix ms an ID made at ns carries: the start of its tick, floored. */
static int64_t expected_ms(const sortid_kind_desc *d, int64_t ns)
{
    return ns / d->tick_ns * d->tick_ns / 1000000;
}

/* For every generated kind: 2000 monotonic IDs from a clock that moves
 * 0.1 ms a reading are strictly increasing, carry the clock's time, read
 * back from their text, and sortid_gen_lines writes texts that read back
 * in order too. */
TEST(gen_every_kind_generic)
{
    size_t n = 0;
    for (sortid_kind k; (k = sortid_kind_each(n)) != SORTID_KIND_NONE; n++) {
        const sortid_kind_desc *d = sortid_kind_get(k);
        if (!(d->calls & SORTID_CALL_GENERATE))
            continue;
        fake_clock clk = { T_NS, 100000 };
        sortid_gen g;
        CHECKF(init_kind(&g, k, SORTID_GEN_MONOTONIC, &clk, NULL), "%s", d->name);
        CHECK(sortid_gen_text_len(&g) == d->text_len || k == SORTID_KIND_TYPEID);
        sortid_id prev, id, back;
        int ok = 1;
        for (int i = 0; i < 2000 && ok; i++) {
            char text[SORTID_ID_TEXT_MAX + 1];
            size_t len = 0;
            int64_t ms = 0, before = expected_ms(d, clk.ns);
            ok &= sortid_gen_id(&g, &id) == SORTID_OK && id.kind == k;
            ok &=
                sortid_id_format(text, sizeof text, &id, SORTID_FORM_NONE, 0, &len) == SORTID_OK &&
                len == sortid_gen_text_len(&g);
            ok &= sortid_id_parse(&back, k, text, len, 0, NULL, NULL) == SORTID_OK &&
                  !memcmp(back.bytes, id.bytes, sizeof id.bytes);
            ok &= sortid_id_unix_ms(&ms, NULL, &id) == SORTID_OK && ms >= before &&
                  ms <= expected_ms(d, clk.ns);
            ok &= i == 0 || memcmp(prev.bytes, id.bytes, d->bytes) < 0;
            prev = id;
        }
        CHECKF(ok, "%s: generic round trip, time and order", d->name);

        /* the lines: the next 300 IDs, each as sortid_id_format writes it */
        size_t line = sortid_gen_text_len(&g) + 1, done = 0;
        char *buf = malloc(300 * line);
        CHECK(buf != NULL);
        CHECK(sortid_gen_lines(&g, buf, 300 * line - 1, 300, 0, &done) == SORTID_E_BUFFER &&
              done == 0);
        CHECKF(sortid_gen_lines(&g, buf, 300 * line, 300, 0, &done) == SORTID_OK && done == 300,
               "%s", d->name);
        for (size_t i = 0; i < 300 && ok; i++) {
            ok &= buf[i * line + line - 1] == '\n';
            ok &= sortid_id_parse(&back, k, buf + i * line, line - 1, 0, NULL, NULL) == SORTID_OK;
            ok &= memcmp(prev.bytes, back.bytes, d->bytes) < 0;
            prev = back;
        }
        CHECKF(ok, "%s: lines read back in order", d->name);
        free(buf);
        sortid_gen_destroy(&g);
    }
}

TEST(gen_typeid_prefix)
{
    fake_clock clk = { T_NS, 0 };
    sortid_gen g;
    sortid_id id;
    char text[SORTID_ID_TEXT_MAX + 1];
    size_t len = 0;
    CHECK(init_kind(&g, SORTID_KIND_TYPEID, 0, &clk, "user_account"));
    CHECK(sortid_gen_text_len(&g) == 12 + 1 + 26);
    CHECK(sortid_gen_id(&g, &id) == SORTID_OK && strcmp(id.prefix, "user_account") == 0);
    CHECK(sortid_id_format(text, sizeof text, &id, SORTID_FORM_NONE, 0, &len) == SORTID_OK &&
          len == 39 && memcmp(text, "user_account_0", 14) == 0);
    sortid_uuid u;
    memcpy(u.bytes, id.bytes, 16);
    CHECK(sortid_uuid_version(&u) == 7 && sortid_uuid_variant(&u) == 2);

    CHECK(init_kind(&g, SORTID_KIND_TYPEID, 0, &clk, ""));
    CHECK(sortid_gen_text_len(&g) == 26);
    CHECK(sortid_gen_id(&g, &id) == SORTID_OK && id.prefix[0] == '\0');

    /* refused prefixes, in words naming the option */
    static const char *const bad[] = {
        "User",  "_user",    "user_",
        "us-er", "user\x80", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"
    };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        sortid_gen_options o = { 0 };
        o.prefix = bad[i];
        CHECKF(sortid_gen_init(&g, SORTID_KIND_TYPEID, &o) == SORTID_E_INVALID_ARG, "%s", bad[i]);
        CHECK(sortid_gen_refused(&g) && strstr(sortid_gen_refused(&g), "options.prefix"));
    }
    sortid_gen_options o = { 0 };
    o.prefix = "user";
    CHECK(sortid_gen_init(&g, SORTID_KIND_ULID, &o) == SORTID_E_INVALID_ARG);
    CHECK(strstr(sortid_gen_refused(&g), "only for a TypeID"));
    o.prefix = NULL;
    o.random_step = 8;
    CHECK(sortid_gen_init(&g, SORTID_KIND_TYPEID, &o) == SORTID_E_INVALID_ARG);
    CHECK(sortid_gen_init(&g, SORTID_KIND_OBJECTID, &o) == SORTID_E_INVALID_ARG);
    CHECK(sortid_gen_init(&g, SORTID_KIND_KSUID, &o) == SORTID_OK); /* a random step */
    CHECK(sortid_gen_init(&g, SORTID_KIND_SNOWFLAKE, NULL) == SORTID_E_INVALID_ARG);
    CHECK(sortid_gen_init(&g, SORTID_KIND_UUID, NULL) == SORTID_E_INVALID_ARG);
    CHECK(sortid_gen_text_len(NULL) == 0);
}

/* Entropy that counts: every byte the next value of a counter. */
static sortid_status counting(void *ctx, void *dst, size_t len)
{
    unsigned char *c = ctx, *d = dst;
    for (size_t i = 0; i < len; i++)
        d[i] = (*c)++;
    return SORTID_OK;
}

/* The same process bytes in every ID; a new second's counter starts below
 * 2^23 (23 random bits) and steps by one; at 0xFFFFFF the second is used up
 * (never a wrap); a new second starts a new counter. */
TEST(gen_objectid_counter_and_process)
{
    static const sortid_kind kinds[] = { SORTID_KIND_OBJECTID, SORTID_KIND_XID };
    for (size_t k = 0; k < 2; k++) {
        unsigned char next = 0xF0;
        fake_clock clk = { T_NS, 0 };
        sortid_gen_options o = { 0 };
        sortid_gen g;
        sortid_id a, b;
        o.clock = fake_clock_read;
        o.clock_ctx = &clk;
        o.entropy = counting;
        o.entropy_ctx = &next;
        CHECK(sortid_gen_init(&g, kinds[k], &o) == SORTID_OK);
        /* process bytes F0..F4, then the counter F5 F6 F7 less its top bit */
        CHECK(sortid_gen_id(&g, &a) == SORTID_OK);
        static const uint8_t want[12] = { 0x68, 0x4e, 0xe1, 0x80, 0xf0, 0xf1,
                                          0xf2, 0xf3, 0xf4, 0x75, 0xf6, 0xf7 };
        CHECKF(!memcmp(a.bytes, want, 12), "%s", sortid_kind_name(kinds[k]));
        CHECK(sortid_gen_id(&g, &b) == SORTID_OK && !memcmp(a.bytes, b.bytes, 11) &&
              b.bytes[11] == 0xf8);
        sortid_part parts[SORTID_PARTS_MAX];
        size_t np = sortid_id_parts(parts, SORTID_PARTS_MAX, &b);
        CHECK(np >= 3 && strcmp(parts[np - 1].name, "counter") == 0 &&
              strtoul(parts[np - 1].text, NULL, 10) == 0x75f6f8);
        /* run the counter to its end: 0xFFFFFF is the last of this second, after
         * more than 2^23 IDs (once: both kinds run the same machine) */
        int ok = 1;
        uint32_t c = 0x75f6f9;
        for (; k == 0 && c <= 0xFFFFFF && ok; c++)
            ok &= sortid_gen_id(&g, &b) == SORTID_OK;
        CHECK(k != 0 || (ok && b.bytes[9] == 0xFF && b.bytes[10] == 0xFF && b.bytes[11] == 0xFF));
        CHECK(k != 0 || sortid_gen_id(&g, &a) == SORTID_E_EXHAUSTED);
        clk.ns += INT64_C(1000000000);
        CHECK(sortid_gen_id(&g, &a) == SORTID_OK && a.bytes[3] == 0x81 &&
              !memcmp(a.bytes + 4, b.bytes + 4, 5));
        /* an instant given by the caller: the earlier second steps on */
        CHECK(sortid_gen_id_at(&g, &b, 1000, 0) == SORTID_OK && memcmp(a.bytes, b.bytes, 12) < 0);
        CHECK(sortid_gen_id_at(&g, &b, -1, 0) == SORTID_E_TIME_RANGE);
        CHECK(sortid_gen_id_at(&g, &b, INT64_C(4294967296000), 0) == SORTID_E_TIME_RANGE);
    }
}

/* KSUID: random payloads unless monotonic; monotonic steps the 128-bit
 * payload by one within a second; its range is the KSUID epoch's. */
TEST(gen_ksuid_payload)
{
    fake_clock clk = { T_NS, 0 };
    sortid_gen g;
    sortid_id a, b;
    CHECK(init_kind(&g, SORTID_KIND_KSUID, 0, &clk, NULL));
    CHECK(sortid_gen_id(&g, &a) == SORTID_OK && sortid_gen_id(&g, &b) == SORTID_OK);
    CHECK(!memcmp(a.bytes, b.bytes, 4) && memcmp(a.bytes + 4, b.bytes + 4, 16) != 0);
    uint32_t s = (uint32_t)(T_NS / 1000000000 - SORTID_KSUID_EPOCH_S);
    CHECK(a.bytes[0] == (s >> 24) && a.bytes[3] == (s & 0xFF));

    unsigned char next = 0;
    sortid_gen_options o = { 0 };
    o.flags = SORTID_GEN_MONOTONIC;
    o.clock = fake_clock_read;
    o.clock_ctx = &clk;
    o.entropy = counting;
    o.entropy_ctx = &next;
    CHECK(sortid_gen_init(&g, SORTID_KIND_KSUID, &o) == SORTID_OK);
    CHECK(sortid_gen_id(&g, &a) == SORTID_OK && a.bytes[4] == 0 && a.bytes[19] == 15);
    CHECK(sortid_gen_id(&g, &b) == SORTID_OK && !memcmp(a.bytes, b.bytes, 19) && b.bytes[19] == 16);
    CHECK(sortid_gen_id_at(&g, &b, SORTID_KSUID_EPOCH_S * 1000 - 1, 0) == SORTID_E_TIME_RANGE);
    CHECK(sortid_gen_id_at(&g, &b, SORTID_KSUID_EPOCH_S * 1000, 0) == SORTID_OK &&
          memcmp(a.bytes, b.bytes, 20) < 0); /* an earlier second steps the last */
}

/* Random (not monotonic) IDs made in bulk (sortid_gen_lines: one CSPRNG
 * draw for a clock reading's IDs) have the layout of IDs made one by one
 * (sortid_gen_id: a draw each): over 4096 of each at one instant, the same
 * bits vary and the others hold the same values.  The kinds whose
 * generators may be random (the others always step: SORTID_GEN_MONOTONIC
 * in include/sortid.h). */
TEST(gen_random_bulk_like_one_by_one)
{
    enum { N = 4096 };
    static const sortid_kind random_kinds[] = { SORTID_KIND_ULID, SORTID_KIND_BASEUID,
                                                SORTID_KIND_KSUID };
    for (size_t n = 0; n < sizeof random_kinds / sizeof random_kinds[0]; n++) {
        sortid_kind k = random_kinds[n];
        const sortid_kind_desc *d = sortid_kind_get(k);
        fake_clock clk = { T_NS, 0 };
        sortid_gen g;
        CHECKF(init_kind(&g, k, 0, &clk, NULL), "%s", d->name);
        uint8_t and1[SORTID_ID_BYTES], or1[SORTID_ID_BYTES], and2[SORTID_ID_BYTES],
            or2[SORTID_ID_BYTES];
        memset(and1, 0xFF, sizeof and1);
        memset(and2, 0xFF, sizeof and2);
        memset(or1, 0, sizeof or1);
        memset(or2, 0, sizeof or2);
        int ok = 1;
        for (int i = 0; i < N && ok; i++) {
            sortid_id id;
            ok &= sortid_gen_id(&g, &id) == SORTID_OK;
            for (size_t b = 0; b < d->bytes; b++) {
                and1[b] &= id.bytes[b];
                or1[b] |= id.bytes[b];
            }
        }
        size_t line = sortid_gen_text_len(&g) + 1, done = 0;
        char *buf = malloc(N * line);
        CHECK(buf != NULL);
        ok &= sortid_gen_lines(&g, buf, N * line, N, 0, &done) == SORTID_OK && done == N;
        for (size_t i = 0; i < N && ok; i++) {
            sortid_id id;
            ok &= sortid_id_parse(&id, k, buf + i * line, line - 1, 0, NULL, NULL) == SORTID_OK;
            for (size_t b = 0; b < d->bytes; b++) {
                and2[b] &= id.bytes[b];
                or2[b] |= id.bytes[b];
            }
        }
        CHECKF(ok, "%s: made and read back", d->name);
        CHECKF(!memcmp(and1, and2, d->bytes) && !memcmp(or1, or2, d->bytes),
               "%s: bulk random IDs differ in layout from one-by-one ones", d->name);
        free(buf);
        sortid_gen_destroy(&g);
    }
}

/* sortid_gen_ksuid, sortid_gen_objectid and sortid_gen_xid give the IDs
 * sortid_gen_id gives, from generators of the same options, random and
 * monotonic, within a second and across one; another kind's generator is
 * refused, its state unchanged. */
TEST(gen_kind_calls_match_gen_id)
{
    static const sortid_kind kinds[] = { SORTID_KIND_KSUID, SORTID_KIND_OBJECTID, SORTID_KIND_XID };
    for (size_t k = 0; k < 3; k++) {
        for (unsigned mono = 0; mono < 2; mono++) {
            unsigned char c1 = 7, c2 = 7;
            fake_clock clk1 = { T_NS, 0 }, clk2 = { T_NS, 0 };
            sortid_gen_options o = { 0 };
            sortid_gen g1, g2;
            int ok = 1;
            o.flags = mono ? SORTID_GEN_MONOTONIC : 0;
            o.clock = fake_clock_read;
            o.entropy = counting;
            o.clock_ctx = &clk1;
            o.entropy_ctx = &c1;
            ok &= sortid_gen_init(&g1, kinds[k], &o) == SORTID_OK;
            o.clock_ctx = &clk2;
            o.entropy_ctx = &c2;
            ok &= sortid_gen_init(&g2, kinds[k], &o) == SORTID_OK;
            for (int i = 0; ok && i < 6; i++) {
                sortid_id want;
                uint8_t got[20] = { 0 };
                sortid_status s = kinds[k] == SORTID_KIND_KSUID
                                      ? sortid_gen_ksuid(&g1, (sortid_ksuid *)got)
                                  : kinds[k] == SORTID_KIND_OBJECTID
                                      ? sortid_gen_objectid(&g1, (sortid_objectid *)got)
                                      : sortid_gen_xid(&g1, (sortid_xid *)got);
                ok &= s == SORTID_OK && sortid_gen_id(&g2, &want) == SORTID_OK &&
                      !memcmp(got, want.bytes, sortid_kind_get(kinds[k])->bytes);
                if (i == 2) /* the next second */
                    clk1.ns = clk2.ns = T_NS + INT64_C(1000000000);
            }
            CHECK(ok);
        }
    }
    {
        sortid_gen g;
        sortid_ksuid kid;
        sortid_xid x;
        unsigned char saved[sizeof g];
        CHECK(sortid_gen_init(&g, SORTID_KIND_ULID, NULL) == SORTID_OK);
        memcpy(saved, &g, sizeof g);
        CHECK(sortid_gen_ksuid(&g, &kid) == SORTID_E_INVALID_ARG && !memcmp(saved, &g, sizeof g));
        CHECK(sortid_gen_init(&g, SORTID_KIND_OBJECTID, NULL) == SORTID_OK);
        CHECK(sortid_gen_xid(&g, &x) == SORTID_E_INVALID_ARG);
        CHECK(sortid_gen_ksuid(NULL, &kid) == SORTID_E_INVALID_ARG);
        CHECK(sortid_gen_objectid(&g, NULL) == SORTID_E_INVALID_ARG);
    }
}
