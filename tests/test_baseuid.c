/* SPDX-License-Identifier: MIT */
/* test_baseuid.c - BaseUID codec, time, UUIDv8 form and generators; UUIDv7. */
#include "check.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#if TEST_HAVE_FORK
#include <sys/wait.h>
#include <unistd.h>
#endif

static const char B64[] = "-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz";

static int hex_bytes(uint8_t *dst, const char *hex, size_t n)
{
    if (strlen(hex) != 2 * n)
        return 0;
    for (size_t i = 0; i < n; i++) {
        unsigned v;
        if (sscanf(hex + 2 * i, "%2x", &v) != 1)
            return 0;
        dst[i] = (uint8_t)v;
    }
    return 1;
}

TEST(baseuid_vectors)
{
    char kind[256], in[256], exp[256], buf[64];
    FILE *f = open_vectors("baseuid.tsv");
    int count = 0;
    while (read_vector(f, kind, in, exp, sizeof kind)) {
        sortid_baseuid b, c;
        sortid_uuid u;
        size_t pos = 999;
        count++;
        if (!strcmp(kind, "time_prefix")) {
            char iso[64];
            long long ns;
            uint8_t r[9];
            int64_t ms;
            uint32_t sub;
            CHECK(sscanf(in, "%63s ns=%lld", iso, &ns) == 2);
            CHECK(sortid_time_parse(&ms, &sub, iso, strlen(iso), NULL) == SORTID_OK &&
                  ms * 1000000 + sub == ns);
            test_rand_bytes(r, 9);
            CHECK(t_baseuid_make_ns(&b, ns, r) == SORTID_OK);
            sortid_baseuid_format(buf, &b, 0);
            CHECKF(!strncmp(buf, exp, 8), "%s -> %.8s, want %s", in, buf, exp);
            CHECK(t_baseuid_ns(&b) == (ns >> 15) << 15);
        } else if (!strcmp(kind, "value")) {
            uint8_t want[15];
            CHECK(hex_bytes(want, exp, 15));
            CHECK(sortid_baseuid_parse(&b, in, strlen(in), 0, &pos) == SORTID_OK &&
                  !memcmp(b.bytes, want, 15));
            sortid_baseuid_format(buf, &b, 0);
            CHECK(!strcmp(buf, in));
        } else if (!strcmp(kind, "uuidv8")) {
            CHECK(sortid_baseuid_parse(&b, in, strlen(in), 0, &pos) == SORTID_OK);
            sortid_baseuid_to_uuidv8(&u, &b);
            sortid_uuid_format(buf, &u, 0);
            CHECKF(!strcmp(buf, exp), "%s -> %s, want %s", in, buf, exp);
            CHECK(sortid_uuid_version(&u) == 8 && sortid_uuid_variant(&u) == 2);
            CHECK(sortid_uuid_parse(&u, exp, strlen(exp), 0, &pos) == SORTID_OK);
            CHECK(sortid_baseuid_from_uuidv8(&c, &u) == SORTID_OK && !memcmp(&b, &c, 15));
        } else if (!strcmp(kind, "invalid")) {
            sortid_status st = sortid_baseuid_parse(&b, in, strlen(in), 0, &pos);
            if (strstr(exp, "length"))
                CHECKF(st == SORTID_E_LENGTH && pos == strlen(in), "%s", in);
            else if (strstr(exp, "character"))
                CHECKF(st == SORTID_E_CHAR && pos == (size_t)atoi(strstr(exp, "character") + 10),
                       "%s", in);
            else
                CHECKF(0, "unknown expectation %s", exp);
        } else if (!strcmp(kind, "uuidv8_invalid")) {
            CHECK(sortid_uuid_parse(&u, in, strlen(in), 0, &pos) == SORTID_OK);
            sortid_status st = sortid_baseuid_from_uuidv8(&b, &u);
            CHECKF(strstr(exp, "version") ? st == SORTID_E_VERSION : 0, "%s -> %d", in, st);
        } else {
            CHECKF(0, "unknown vector kind %s", kind);
        }
    }
    CHECKF(count >= 17, "only %d BaseUID vectors", count);
    if (f)
        fclose(f);
}

TEST(baseuid_every_byte_every_position)
{
    const char *base = "ANjssJkyfa3H00J9ZPJG";
    int bad = 0;
    for (size_t p = 0; p < 20; p++)
        for (int b = 0; b < 256; b++) {
            char s[21];
            sortid_baseuid v;
            size_t pos = 999;
            memcpy(s, base, 21);
            s[p] = (char)b;
            int ok = b && strchr(B64, b) != NULL;
            sortid_status st = sortid_baseuid_parse(&v, s, 20, 0, &pos);
            if (ok ? st != SORTID_OK : (st != SORTID_E_CHAR || pos != p))
                bad++;
        }
    CHECKF(bad == 0, "%d wrong answers", bad);
    sortid_baseuid v;
    size_t pos;
    for (size_t len = 0; len < 30; len++)
        if (len != 20)
            CHECK(sortid_baseuid_parse(&v, "ANjssJkyfa3H00J9ZPJGxxxxxxxxxx", len, 0, &pos) ==
                      SORTID_E_LENGTH &&
                  pos == (len < 20 ? len : 20));
    /* case-sensitive: a different case is a different ID */
    sortid_baseuid lo;
    CHECK(sortid_baseuid_parse(&v, "ANjssJkyfa3H00J9ZPJG", 20, 0, NULL) == SORTID_OK);
    CHECK(sortid_baseuid_parse(&lo, "anjssjkyfa3h00j9zpjg", 20, 0, NULL) == SORTID_OK);
    CHECK(sortid_baseuid_compare(&v, &lo) < 0);
}

TEST(baseuid_uuidv8_rejects)
{
    sortid_baseuid b;
    sortid_uuid u;
    const char *ok = "2d8bf8e1-4c3e-8ae6-8448-10542a469444";
    CHECK(sortid_uuid_parse(&u, ok, 36, 0, NULL) == SORTID_OK &&
          sortid_baseuid_from_uuidv8(&b, &u) == SORTID_OK);
    CHECK(sortid_uuid_parse(&u, "2d8bf8e1-4c3e-8ae6-c448-10542a469444", 36, 0, NULL) == SORTID_OK);
    CHECK(sortid_baseuid_from_uuidv8(&b, &u) == SORTID_E_VARIANT);
    CHECK(sortid_uuid_parse(&u, "2d8bf8e1-4c3e-8ae6-8448-10542a469445", 36, 0, NULL) == SORTID_OK);
    CHECK(sortid_baseuid_from_uuidv8(&b, &u) == SORTID_E_UUID_BITS);
    CHECK(sortid_uuid_parse(&u, "2d8bf8e1-4c3e-4ae6-8448-10542a469444", 36, 0, NULL) == SORTID_OK);
    CHECK(sortid_baseuid_from_uuidv8(&b, &u) == SORTID_E_VERSION);
    uint8_t r[9] = { 0 };
    CHECK(t_baseuid_make_tick(&b, -1, r) == SORTID_E_TIME_RANGE);
    CHECK(t_baseuid_make_tick(&b, SORTID_BASEUID_TICK_MAX + 1, r) == SORTID_E_TIME_RANGE);
    CHECK(t_baseuid_make_ns(&b, -1, r) == SORTID_E_TIME_RANGE);
    CHECK(t_baseuid_make_ns(&b, INT64_MAX, r) == SORTID_OK &&
          sortid_baseuid_tick(&b) == INT64_MAX >> 15);
}

TEST(baseuid_round_trips)
{
    int bad = 0;
    for (int i = 0; i < 1000000; i++) {
        sortid_baseuid b, c;
        sortid_uuid u, v;
        char s[21], t[37];
        uint8_t r[9];
        test_rand_bytes(b.bytes, 15);
        sortid_baseuid_format(s, &b, 0);
        if (sortid_baseuid_parse(&c, s, 20, 0, NULL) || memcmp(&b, &c, 15))
            bad++;
        sortid_baseuid_to_uuidv8(&u, &b);
        sortid_uuid_format(t, &u, 0);
        if (sortid_uuid_parse(&v, t, 36, 0, NULL) || sortid_baseuid_from_uuidv8(&c, &v) ||
            memcmp(&b, &c, 15))
            bad++;
        sortid_baseuid_random(r, &b);
        if (t_baseuid_make_tick(&c, sortid_baseuid_tick(&b), r) || memcmp(&b, &c, 15))
            bad++;
    }
    CHECKF(bad == 0, "%d round trips failed", bad);
}

static void bgen(sortid_gen *g, unsigned flags, fake_clock *clk, sortid_entropy_fn ent, void *ectx)
{
    sortid_gen_options o = { 0 };
    o.flags = flags;
    o.clock = clk ? fake_clock_read : NULL;
    o.clock_ctx = clk;
    o.entropy = ent;
    o.entropy_ctx = ectx;
    CHECK(sortid_gen_init(g, SORTID_KIND_BASEUID, &o) == SORTID_OK);
}

TEST(gen_baseuid_monotonic)
{
    fake_clock clk = { 1640995200000000000, 0 };
    sortid_gen g;
    bgen(&g, SORTID_GEN_MONOTONIC, &clk, NULL, NULL);
    sortid_baseuid prev, cur;
    char s[21];
    int ok = sortid_gen_baseuid(&g, &prev) == SORTID_OK;
    sortid_baseuid_format(s, &prev, 0);
    CHECK(!strncmp(s, "ANjssJky", 8));
    for (int i = 0; i < 2000; i++) {
        /* sub-tick advances (same 32.768 us tick), and backwards jumps */
        clk.ns += (i % 5 == 0) ? -100000 : 1000;
        ok &= sortid_gen_baseuid(&g, &cur) == SORTID_OK && sortid_baseuid_compare(&prev, &cur) < 0;
        prev = cur;
    }
    CHECK(ok);
    /* the same tick adds exactly one */
    clk.ns = 1640995300000000000;
    sortid_baseuid a, b;
    CHECK(sortid_gen_baseuid(&g, &a) == SORTID_OK && sortid_gen_baseuid(&g, &b) == SORTID_OK);
    CHECK(sortid_baseuid_tick(&a) == sortid_baseuid_tick(&b) &&
          b.bytes[14] == (uint8_t)(a.bytes[14] + 1));
}

TEST(gen_baseuid_overflow)
{
    fake_clock clk = { 1640995200000000000, 0 };
    fake_entropy ent = { 0xFF, 1, 0 };
    sortid_gen g;
    bgen(&g, SORTID_GEN_MONOTONIC, &clk, fake_entropy_read, &ent);
    sortid_baseuid a, b;
    CHECK(sortid_gen_baseuid(&g, &a) == SORTID_OK);
    unsigned char saved[sizeof(sortid_gen)]; /* a snapshot of the bytes, not a generator */
    memcpy(saved, &g, sizeof saved);
    CHECK(sortid_gen_baseuid(&g, &b) == SORTID_E_EXHAUSTED && !memcmp(saved, &g, sizeof g));
    clk.ns += 32768;
    CHECK(sortid_gen_baseuid(&g, &b) == SORTID_OK && sortid_baseuid_compare(&a, &b) < 0);
    clk.ns = -1;
    CHECK(sortid_gen_baseuid(&g, &b) == SORTID_E_TIME_RANGE);
}

TEST(gen_baseuid_bulk_default)
{
    static sortid_baseuid ids[50000];
    sortid_gen g;
    bgen(&g, SORTID_GEN_MONOTONIC, NULL, NULL, NULL);
    size_t done;
    CHECK(sortid_gen_baseuid_fill(&g, ids, 50000, &done) == SORTID_OK && done == 50000);
    int ok = 1;
    for (int i = 1; i < 50000; i++)
        ok &= sortid_baseuid_compare(&ids[i - 1], &ids[i]) < 0;
    CHECK(ok);
    sortid_baseuid a, b;
    CHECK(sortid_baseuid_new(&a) == SORTID_OK && sortid_baseuid_new(&b) == SORTID_OK &&
          memcmp(&a, &b, 15));
    CHECK(sortid_baseuid_new_monotonic(&a) == SORTID_OK &&
          sortid_baseuid_new_monotonic(&b) == SORTID_OK && sortid_baseuid_compare(&a, &b) < 0);
    int64_t now;
    CHECK(sortid_clock_ms(&now) == SORTID_OK);
    CHECK(llabs(t_baseuid_ms(&b) - now) < 10000);
}

#if TEST_HAVE_FORK
/* fork: 10,000 each from one generator, no random part repeats */
TEST(fork_baseuid_no_repeats)
{
    sortid_gen g;
    bgen(&g, SORTID_GEN_MONOTONIC, NULL, NULL, NULL);
    sortid_baseuid a;
    int ok = sortid_gen_baseuid(&g, &a) == SORTID_OK; /* a last ID for the child to forget */
    enum { N = 10000 };
    static uint8_t rnd[2 * N][9];
    int fds[2];
    CHECK(pipe(fds) == 0);
    pid_t pid = fork();
    if (pid == 0) {
        for (int i = 0; i < N; i++) {
            if (sortid_gen_baseuid(&g, &a) != SORTID_OK)
                _exit(2);
            sortid_baseuid_random(rnd[i], &a);
        }
        _exit(write(fds[1], rnd, 9 * N) == 9 * N ? 0 : 3);
    }
    for (int i = 0; i < N; i++) {
        ok &= sortid_gen_baseuid(&g, &a) == SORTID_OK;
        sortid_baseuid_random(rnd[N + i], &a);
    }
    size_t got = 0;
    while (got < 9 * N) {
        ssize_t r = read(fds[0], (char *)rnd + got, 9 * N - got);
        if (r <= 0)
            break;
        got += (size_t)r;
    }
    int status = 0;
    waitpid(pid, &status, 0);
    close(fds[0]);
    close(fds[1]);
    CHECK(ok && got == 9 * N && WIFEXITED(status) && WEXITSTATUS(status) == 0);
    int dup = 0;
    for (int i = 0; i < N; i++) /* parent vs child at the same index, then sorted */
        dup += !memcmp(rnd[i], rnd[N + i], 9);
    CHECK(dup == 0);
}
#else
TEST_ELSEWHERE(fork_baseuid_no_repeats, "no fork() on this platform")
#endif

typedef struct {
    sortid_gen *g;
    sortid_baseuid out[50000];
    int errors;
} bthread;

static void *bworker(void *p)
{
    bthread *t = p;
    for (int i = 0; i < 50000; i++)
        t->errors += sortid_gen_baseuid(t->g, &t->out[i]) != SORTID_OK;
    return NULL;
}

static int cmp15(const void *a, const void *b)
{
    return memcmp(a, b, 15);
}

TEST(thread_baseuid_shared_generator)
{
    static bthread th[4];
    static sortid_baseuid all[4 * 50000];
    sortid_gen g;
    bgen(&g, SORTID_GEN_MONOTONIC | SORTID_GEN_THREAD_SAFE, NULL, NULL, NULL);
    pthread_t id[4];
    for (int t = 0; t < 4; t++) {
        th[t].g = &g;
        th[t].errors = 0;
        pthread_create(&id[t], NULL, bworker, &th[t]);
    }
    int errors = 0, order = 0;
    for (int t = 0; t < 4; t++) {
        pthread_join(id[t], NULL);
        errors += th[t].errors;
        for (int i = 1; i < 50000; i++)
            order += sortid_baseuid_compare(&th[t].out[i - 1], &th[t].out[i]) >= 0;
        memcpy(all + t * 50000, th[t].out, sizeof th[t].out);
    }
    sortid_gen_destroy(&g);
    CHECK(errors == 0 && order == 0);
    qsort(all, 4 * 50000, sizeof all[0], cmp15);
    int dup = 0;
    for (int i = 1; i < 4 * 50000; i++)
        dup += !memcmp(&all[i - 1], &all[i], 15);
    CHECK(dup == 0);
}

/* ---- UUIDv7 --------------------------------------------------------------- */

TEST(uuidv7_vectors)
{
    char kind[256], in[256], exp[256], buf[64];
    FILE *f = open_vectors("uuidv7.tsv");
    int count = 0;
    while (read_vector(f, kind, in, exp, sizeof kind)) {
        sortid_uuid u;
        sortid_ulid l;
        count++;
        CHECK(sortid_uuid_parse(&u, in, strlen(in), 0, NULL) == SORTID_OK);
        if (!strcmp(kind, "rfc9562")) {
            long long ts;
            char iso[64];
            int64_t ms;
            CHECK(sscanf(exp, "ts=%lld time=%63s version=7 variant=rfc9562", &ts, iso) == 2);
            CHECK(sortid_uuid_unix_ms(&ms, NULL, &u) == SORTID_OK && ms == ts);
            sortid_time_format(buf, ms);
            CHECK(!strcmp(buf, iso));
            CHECK(sortid_uuid_version(&u) == 7 && sortid_uuid_variant(&u) == 2);
        } else if (!strcmp(kind, "as_ulid")) {
            sortid_ulid_from_uuid(&l, &u);
            sortid_ulid_format(buf, &l, 0);
            CHECKF(!strcmp(buf, exp), "%s -> %s want %s", in, buf, exp);
            sortid_uuid back;
            sortid_ulid_to_uuid(&back, &l);
            CHECK(!memcmp(&back, &u, 16));
        } else {
            CHECKF(0, "unknown vector kind %s", kind);
        }
    }
    CHECK(count >= 2);
    if (f)
        fclose(f);
}

TEST(gen_uuidv7_increasing)
{
    fake_clock clk = { 1645557742000000000 + 500000, 0 }; /* half a millisecond in */
    sortid_gen g;
    sortid_gen_options o = { 0 };
    o.clock = fake_clock_read;
    o.clock_ctx = &clk;
    CHECK(sortid_gen_init(&g, SORTID_KIND_UUIDV7, &o) == SORTID_OK);
    sortid_uuid prev, cur;
    int64_t ms;
    CHECK(sortid_gen_uuidv7(&g, &prev) == SORTID_OK);
    CHECK(sortid_uuid_unix_ms(&ms, NULL, &prev) == SORTID_OK && ms == 1645557742000);
    unsigned rand_a = (unsigned)(prev.bytes[6] & 15) << 8 | prev.bytes[7];
    CHECK(rand_a == 2048); /* 0.5 ms x 4096 */
    int ok = 1;
    for (int i = 0; i < 5000; i++) {
        clk.ns += (i % 7 == 0) ? -3000000 : 100; /* backwards, or not advancing a fraction step */
        ok &= sortid_gen_uuidv7(&g, &cur) == SORTID_OK && memcmp(&prev, &cur, 16) < 0;
        ok &= sortid_uuid_version(&cur) == 7 && sortid_uuid_variant(&cur) == 2;
        sortid_ulid a, b;
        sortid_ulid_from_uuid(&a, &prev);
        sortid_ulid_from_uuid(&b, &cur);
        ok &= sortid_ulid_compare(&a, &b) < 0; /* same order viewed as ULIDs */
        prev = cur;
    }
    CHECK(ok);
    CHECK(sortid_uuidv7_new(&cur) == SORTID_OK && sortid_uuid_version(&cur) == 7);
    static sortid_uuid many[10000];
    size_t done = 0;
    CHECK(sortid_gen_uuidv7_fill(&g, many, 10000, &done) == SORTID_OK && done == 10000);
    ok = memcmp(&prev, &many[0], 16) < 0;
    for (int i = 1; i < 10000; i++)
        ok &= memcmp(&many[i - 1], &many[i], 16) < 0 && sortid_uuid_version(&many[i]) == 7;
    CHECK(ok);
    sortid_gen u;
    CHECK(sortid_gen_init(&u, SORTID_KIND_ULID, NULL) == SORTID_OK);
    CHECK(sortid_gen_uuidv7_fill(&u, many, 1, &done) == SORTID_E_INVALID_ARG && done == 0);
    sortid_uuid v4;
    CHECK(sortid_uuid_parse(&v4, "771a3bce-02e9-4428-a68e-b1e7e82b7f9f", 36, 0, NULL) == SORTID_OK);
    CHECK(sortid_uuid_unix_ms(&ms, NULL, &v4) == SORTID_E_VERSION);
}
