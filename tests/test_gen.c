/* SPDX-License-Identifier: MIT */
/* test_gen.c - generators, the CSPRNG, threads and fork. */
#include "check.h"
#include "../src/platform.h" /* sortid__os_random_override */

#include <errno.h>
#include <pthread.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#if TEST_HAVE_FORK
#include <sys/wait.h>
#include <unistd.h>
#endif
/* The seccomp test needs the kernel's headers, which musl-gcc and the
 * non-Linux toolchains do not have. */
#if defined(__linux__) && defined(__has_include)
#if __has_include(<linux/seccomp.h>) && __has_include(<linux/filter.h>)
#define TEST_HAVE_SECCOMP 1
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#endif
#endif

static int cmp_ulid(const void *a, const void *b)
{
    return sortid_ulid_compare(a, b);
}

static void make_gen(sortid_gen *g, sortid_kind kind, unsigned flags, fake_clock *clk,
                     fake_entropy *ent)
{
    sortid_gen_options o = { 0 };
    o.flags = flags;
    if (clk) {
        o.clock = fake_clock_read;
        o.clock_ctx = clk;
    }
    if (ent) {
        o.entropy = fake_entropy_read;
        o.entropy_ctx = ent;
    }
    CHECK(sortid_gen_init(g, kind, &o) == SORTID_OK);
}

/* The seed article's acceptance test: 1000 monotonic IDs from a fixed
 * clock, shuffled and sorted, come back in generation order. */
TEST(gen_ulid_monotonic_acceptance)
{
    fake_clock clk = { 1469918176385 * INT64_C(1000000), 0 };
    sortid_gen g;
    make_gen(&g, SORTID_KIND_ULID, SORTID_GEN_MONOTONIC, &clk, NULL);
    sortid_ulid ids[1000], sorted[1000];
    int ok = 1;
    for (int i = 0; i < 1000; i++)
        ok &= sortid_gen_ulid(&g, &ids[i]) == SORTID_OK && t_ulid_ms(&ids[i]) == 1469918176385;
    CHECK(ok);
    for (int i = 1; i < 1000; i++) {
        sortid_ulid n;
        ok &= sortid_ulid_next(&n, &ids[i - 1]) == SORTID_OK && !memcmp(&n, &ids[i], 16);
    }
    CHECKF(ok, "same-millisecond IDs must step by exactly one");
    memcpy(sorted, ids, sizeof ids);
    for (int i = 999; i > 0; i--) {
        int j = (int)(test_rand64() % (uint64_t)(i + 1));
        sortid_ulid t = sorted[i];
        sorted[i] = sorted[j];
        sorted[j] = t;
    }
    qsort(sorted, 1000, sizeof sorted[0], cmp_ulid);
    CHECK(!memcmp(sorted, ids, sizeof ids));
}

TEST(gen_ulid_clock_backwards_keeps_order)
{
    fake_clock clk = { 1700000000000 * INT64_C(1000000), 0 };
    sortid_gen g;
    make_gen(&g, SORTID_KIND_ULID, SORTID_GEN_MONOTONIC, &clk, NULL);
    sortid_ulid prev, cur;
    int ok = sortid_gen_ulid(&g, &prev) == SORTID_OK;
    for (int i = 0; i < 1000; i++) {
        clk.ns += (i % 3 == 0 ? -5 : 1) * INT64_C(1000000); /* back 5 ms, forward 1 ms */
        ok &= sortid_gen_ulid(&g, &cur) == SORTID_OK;
        ok &= sortid_ulid_compare(&prev, &cur) < 0;
        prev = cur;
    }
    CHECK(ok);
    /* pinned: the timestamp never went below the highest seen */
    CHECK(t_ulid_ms(&cur) >= 1700000000000);
}

TEST(gen_ulid_overflow_leaves_state)
{
    fake_clock clk = { 1700000000000 * INT64_C(1000000), 0 };
    fake_entropy ent = { 0xFF, 1, 0 }; /* fresh random part = all ones */
    sortid_gen g;
    make_gen(&g, SORTID_KIND_ULID, SORTID_GEN_MONOTONIC, &clk, &ent);
    sortid_ulid a, b, c;
    char s[27];
    CHECK(sortid_gen_ulid(&g, &a) == SORTID_OK);
    sortid_ulid_format(s, &a, 0);
    CHECK(!strcmp(s + 10, "ZZZZZZZZZZZZZZZZ"));
    memset(&b, 0xAB, sizeof b);
    unsigned char saved[sizeof(sortid_gen)]; /* a snapshot of the bytes, not a generator */
    memcpy(saved, &g, sizeof saved);
    CHECK(sortid_gen_ulid(&g, &b) == SORTID_E_EXHAUSTED);
    CHECK(b.bytes[0] == 0xAB);                            /* output untouched */
    CHECK(!memcmp(saved, &g, sizeof g));                  /* state untouched */
    CHECK(sortid_gen_ulid(&g, &b) == SORTID_E_EXHAUSTED); /* and again */
    /* near the maximum: 0xFF..FE then one step left */
    ent.fill = 0xFF;
    clk.ns += 1000000;
    CHECK(sortid_gen_ulid(&g, &c) == SORTID_OK && sortid_ulid_compare(&a, &c) < 0);
    /* recovery at the next millisecond with normal entropy */
    ent.mode = 0;
    clk.ns += 1000000;
    CHECK(sortid_gen_ulid(&g, &b) == SORTID_OK && sortid_ulid_compare(&c, &b) < 0);
}

static sortid_status entropy_fe(void *ctx, void *dst, size_t len)
{
    (void)ctx;
    memset(dst, 0xFF, len);
    ((uint8_t *)dst)[len - 1] = 0xFD; /* ...FD: two steps below the maximum */
    return SORTID_OK;
}

TEST(gen_ulid_overflow_near_max)
{
    fake_clock clk = { 1700000000000 * INT64_C(1000000), 0 };
    sortid_gen_options o = { 0 };
    sortid_gen g;
    sortid_ulid id;
    char s[27];
    o.flags = SORTID_GEN_MONOTONIC;
    o.clock = fake_clock_read;
    o.clock_ctx = &clk;
    o.entropy = entropy_fe;
    CHECK(sortid_gen_init(&g, SORTID_KIND_ULID, &o) == SORTID_OK);
    CHECK(sortid_gen_ulid(&g, &id) == SORTID_OK); /* ...FD */
    CHECK(sortid_gen_ulid(&g, &id) == SORTID_OK); /* ...FE */
    CHECK(sortid_gen_ulid(&g, &id) == SORTID_OK); /* ...FF */
    sortid_ulid_format(s, &id, 0);
    CHECK(!strcmp(s + 10, "ZZZZZZZZZZZZZZZZ"));
    CHECK(sortid_gen_ulid(&g, &id) == SORTID_E_EXHAUSTED);
}

TEST(gen_ulid_random_step)
{
    fake_clock clk = { 1700000000000 * INT64_C(1000000), 0 };
    sortid_gen_options o = { 0 };
    sortid_gen g;
    o.flags = SORTID_GEN_MONOTONIC;
    o.random_step = 4; /* steps in [1, 16] */
    o.clock = fake_clock_read;
    o.clock_ctx = &clk;
    CHECK(sortid_gen_init(&g, SORTID_KIND_ULID, &o) == SORTID_OK);
    sortid_ulid prev, cur;
    int seen[17] = { 0 }, ok = sortid_gen_ulid(&g, &prev) == SORTID_OK;
    for (int i = 0; i < 5000; i++) {
        ok &= sortid_gen_ulid(&g, &cur) == SORTID_OK;
        uint64_t a = (uint64_t)prev.bytes[14] << 8 | prev.bytes[15];
        uint64_t b = (uint64_t)cur.bytes[14] << 8 | cur.bytes[15];
        uint64_t d = (b - a) & 0xFFFF;
        ok &= d >= 1 && d <= 16;
        if (d >= 1 && d <= 16)
            seen[d]++;
        ok &= sortid_ulid_compare(&prev, &cur) < 0;
        prev = cur;
    }
    CHECK(ok);
    int all = 1;
    for (int d = 1; d <= 16; d++)
        all &= seen[d] > 150; /* ~312 expected each */
    CHECKF(all, "steps are not uniform over [1, 16]");
    o.random_step = 65;
    CHECK(sortid_gen_init(&g, SORTID_KIND_ULID, &o) == SORTID_E_INVALID_ARG);
    o.random_step = 64;
    CHECK(sortid_gen_init(&g, SORTID_KIND_ULID, &o) == SORTID_OK);
    CHECK(sortid_gen_ulid(&g, &prev) == SORTID_OK && sortid_gen_ulid(&g, &cur) == SORTID_OK &&
          sortid_ulid_compare(&prev, &cur) < 0);
}

TEST(gen_init_validation)
{
    sortid_gen g;
    sortid_gen_options o = { 0 };
    CHECK(sortid_gen_init(NULL, SORTID_KIND_ULID, NULL) == SORTID_E_INVALID_ARG);
    CHECK(sortid_gen_init(&g, (sortid_kind)0, NULL) == SORTID_E_INVALID_ARG);
    CHECK(sortid_gen_init(&g, (sortid_kind)99, NULL) == SORTID_E_INVALID_ARG);
    o.flags = 0x100;
    CHECK(sortid_gen_init(&g, SORTID_KIND_ULID, &o) == SORTID_E_INVALID_ARG);
    o.flags = 0;
    o.node = 3;
    CHECK(sortid_gen_init(&g, SORTID_KIND_ULID, &o) == SORTID_E_INVALID_ARG);
    o.node = 0;
    o.entropy_size = 1;
    CHECK(sortid_gen_init(&g, SORTID_KIND_ULID, &o) == SORTID_E_INVALID_ARG);
    sortid_flake f;
    CHECK(sortid_gen_init(&g, SORTID_KIND_ULID, NULL) == SORTID_OK);
    CHECK(sortid_gen_flake(&g, &f) == SORTID_E_INVALID_ARG); /* kind mismatch */
    sortid_ulid u;
    CHECK(sortid_gen_ulid(NULL, &u) == SORTID_E_INVALID_ARG);
    CHECK(sortid_gen_ulid(&g, NULL) == SORTID_E_INVALID_ARG);
}

static sortid_status broken_clock(void *ctx, int64_t *unix_ns)
{
    (void)ctx;
    (void)unix_ns;
    return SORTID_E_INVALID_ARG;
}

TEST(gen_errors_from_sources)
{
    {
        sortid_gen bg;
        sortid_gen_options bo = { 0 };
        sortid_ulid x;
        bo.flags = SORTID_GEN_MONOTONIC;
        bo.clock = broken_clock;
        CHECK(sortid_gen_init(&bg, SORTID_KIND_ULID, &bo) == SORTID_OK);
        unsigned char before[sizeof(sortid_gen)]; /* a snapshot of the bytes, not a generator */
        memcpy(before, &bg, sizeof before);
        memset(&x, 0x5A, sizeof x);
        CHECK(sortid_gen_ulid(&bg, &x) == SORTID_E_CLOCK && x.bytes[0] == 0x5A);
        CHECK(memcmp(before, &bg, sizeof bg) == 0); /* state untouched */
    }
    fake_clock clk = { -1000000, 0 };
    fake_entropy ent = { 0, 2, 0 };
    sortid_gen g;
    make_gen(&g, SORTID_KIND_ULID, 0, &clk, NULL);
    sortid_ulid u;
    CHECK(sortid_gen_ulid(&g, &u) == SORTID_E_TIME_RANGE);
    clk.ns = INT64_MAX; /* year 2262: the latest a ns clock can say, well inside ULID's range */
    CHECK(sortid_gen_ulid(&g, &u) == SORTID_OK && t_ulid_ms(&u) == INT64_MAX / 1000000);
    clk.ns = 1700000000000 * INT64_C(1000000);
    make_gen(&g, SORTID_KIND_ULID, SORTID_GEN_MONOTONIC, &clk, &ent);
    unsigned char before[sizeof(sortid_gen)]; /* a snapshot of the bytes, not a generator */
    memcpy(before, &g, sizeof before);
    CHECK(sortid_gen_ulid(&g, &u) == SORTID_E_ENTROPY);
    CHECK(memcmp(before, &g, sizeof g) == 0); /* state untouched */
}

TEST(gen_bulk_fill)
{
    static sortid_ulid ids[100000];
    sortid_gen g;
    sortid_gen_options o = { 0 };
    size_t done = 0;
    o.flags = SORTID_GEN_MONOTONIC;
    CHECK(sortid_gen_init(&g, SORTID_KIND_ULID, &o) == SORTID_OK);
    CHECK(sortid_gen_ulid_fill(&g, ids, 100000, &done) == SORTID_OK && done == 100000);
    int ok = 1;
    for (int i = 1; i < 100000; i++)
        ok &= sortid_ulid_compare(&ids[i - 1], &ids[i]) < 0;
    CHECK(ok);
    int64_t now;
    CHECK(sortid_clock_ms(&now) == SORTID_OK);
    CHECK(now - t_ulid_ms(&ids[99999]) < 60000 && t_ulid_ms(&ids[99999]) <= now);
    /* random (non-monotonic) bulk: all distinct */
    CHECK(sortid_gen_init(&g, SORTID_KIND_ULID, NULL) == SORTID_OK);
    CHECK(sortid_gen_ulid_fill(&g, ids, 100000, &done) == SORTID_OK && done == 100000);
    qsort(ids, 100000, sizeof ids[0], cmp_ulid);
    int dup = 0;
    for (int i = 1; i < 100000; i++)
        dup += !memcmp(&ids[i - 1], &ids[i], 16);
    CHECK(dup == 0);
    /* an error part-way reports how many were written */
    fake_clock clk = { 1700000000000 * INT64_C(1000000), 0 };
    fake_entropy ent = { 0xFF, 1, 0 };
    make_gen(&g, SORTID_KIND_ULID, SORTID_GEN_MONOTONIC, &clk, &ent);
    CHECK(sortid_gen_ulid_fill(&g, ids, 10, &done) == SORTID_E_EXHAUSTED && done == 1);
    CHECK(sortid_gen_ulid_fill(&g, ids, 0, &done) == SORTID_OK && done == 0);
}

TEST(gen_default_functions)
{
    sortid_ulid a, b;
    int ok = 1;
    CHECK(sortid_ulid_new_monotonic(&a) == SORTID_OK);
    for (int i = 0; i < 10000; i++) {
        ok &= sortid_ulid_new_monotonic(&b) == SORTID_OK && sortid_ulid_compare(&a, &b) < 0;
        a = b;
    }
    CHECK(ok);
    CHECK(sortid_ulid_new(&a) == SORTID_OK && sortid_ulid_new(&b) == SORTID_OK);
    CHECK(memcmp(a.bytes + 6, b.bytes + 6, 10) != 0);
    int64_t now;
    CHECK(sortid_clock_ms(&now) == SORTID_OK && llabs(now - t_ulid_ms(&a)) < 10000);
}

/* ---- threads -------------------------------------------------------------- */

#define THREADS    4
#define PER_THREAD 250000

typedef struct {
    sortid_gen *gen;
    sortid_ulid *out;
    int errors;
} thread_arg;

static void *share_worker(void *p)
{
    thread_arg *a = p;
    for (int i = 0; i < PER_THREAD; i++)
        if (sortid_gen_ulid(a->gen, &a->out[i]) != SORTID_OK)
            a->errors++;
    return NULL;
}

TEST(thread_shared_generator)
{
    sortid_gen g;
    sortid_gen_options o = { 0 };
    pthread_t th[THREADS];
    thread_arg args[THREADS];
    sortid_ulid *all = malloc(sizeof(sortid_ulid) * THREADS * PER_THREAD);
    CHECK(all != NULL);
    if (!all)
        return;
    o.flags = SORTID_GEN_MONOTONIC | SORTID_GEN_THREAD_SAFE;
    CHECK(sortid_gen_init(&g, SORTID_KIND_ULID, &o) == SORTID_OK);
    for (int t = 0; t < THREADS; t++) {
        args[t] = (thread_arg){ &g, all + (size_t)t * PER_THREAD, 0 };
        CHECK(pthread_create(&th[t], NULL, share_worker, &args[t]) == 0);
    }
    int errors = 0, order = 0;
    for (int t = 0; t < THREADS; t++) {
        pthread_join(th[t], NULL);
        errors += args[t].errors;
        for (int i = 1; i < PER_THREAD; i++)
            order += sortid_ulid_compare(&args[t].out[i - 1], &args[t].out[i]) >= 0;
    }
    sortid_gen_destroy(&g);
    CHECK(errors == 0);
    CHECKF(order == 0, "%d out-of-order pairs within a thread", order);
    qsort(all, THREADS * PER_THREAD, sizeof(sortid_ulid), cmp_ulid);
    int dup = 0;
    for (int i = 1; i < THREADS * PER_THREAD; i++)
        dup += !memcmp(&all[i - 1], &all[i], 16);
    CHECKF(dup == 0, "%d duplicates", dup);
    free(all);
}

typedef struct {
    uint8_t bytes[4096];
} rand_block;

static void *rand_worker(void *p)
{
    rand_block *b = p;
    if (sortid_random(b->bytes, sizeof b->bytes) != SORTID_OK)
        memset(b->bytes, 0, sizeof b->bytes);
    return NULL;
}

static int cmp16(const void *a, const void *b)
{
    return memcmp(a, b, 16);
}

TEST(thread_csprng_streams_differ)
{
    static rand_block blocks[THREADS];
    pthread_t th[THREADS];
    for (int t = 0; t < THREADS; t++)
        CHECK(pthread_create(&th[t], NULL, rand_worker, &blocks[t]) == 0);
    for (int t = 0; t < THREADS; t++)
        pthread_join(th[t], NULL);
    /* no 16-byte chunk repeats across the threads' outputs */
    qsort(blocks, sizeof blocks / 16, 16, cmp16);
    int dup = 0;
    const uint8_t *p = (const uint8_t *)blocks;
    for (size_t i = 16; i < sizeof blocks; i += 16)
        dup += !memcmp(p + i - 16, p + i, 16);
    CHECK(dup == 0);
}

/* ---- CSPRNG --------------------------------------------------------------- */

TEST(csprng_distribution)
{
    static uint8_t buf[1 << 20];
    unsigned long count[256] = { 0 };
    /* odd-sized requests cross the internal buffer boundary */
    size_t off = 0;
    int ok = 1;
    while (off < sizeof buf) {
        size_t n = 1 + (size_t)(test_rand64() % 3000);
        if (n > sizeof buf - off)
            n = sizeof buf - off;
        ok &= sortid_random(buf + off, n) == SORTID_OK;
        off += n;
    }
    CHECK(ok);
    for (size_t i = 0; i < sizeof buf; i++)
        count[buf[i]]++;
    double chi = 0, expect = (double)sizeof buf / 256;
    for (int i = 0; i < 256; i++)
        chi += (count[i] - expect) * (count[i] - expect) / expect;
    /* 255 degrees of freedom: p < 1e-6 beyond ~400 */
    CHECKF(chi < 400, "chi-square %.1f", chi);
    CHECK(sortid_random(NULL, 0) == SORTID_OK);
    CHECK(sortid_random(NULL, 1) == SORTID_E_INVALID_ARG);
}

/* ---- a failing kernel source ----------------------------------------------- */

/* The kernel's source failing is SORTID_E_ENTROPY from the CSPRNG and from
 * every default generator, never a fallback.  The platform layer's test
 * override stands in for the kernel, so this runs everywhere (emulators,
 * Windows); fork_entropy_failure_is_error makes the real syscall fail. */
static sortid_status failing_source(void *dst, size_t len)
{
    (void)dst;
    (void)len;
    return SORTID_E_ENTROPY;
}

static void *entropy_failure_worker(void *arg)
{
    int *bad = arg; /* a new thread: its CSPRNG and default generators are unseeded */
    uint8_t b[16];
    sortid_ulid u;
    sortid_flake f;
    sortid_baseuid bu;
    sortid_uuid v;
    *bad += sortid_random(b, sizeof b) != SORTID_E_ENTROPY;
    *bad += sortid_ulid_new(&u) != SORTID_E_ENTROPY;
    *bad += sortid_ulid_new_monotonic(&u) != SORTID_E_ENTROPY;
    *bad += sortid_flake_new(&f) != SORTID_E_ENTROPY;
    *bad += sortid_baseuid_new(&bu) != SORTID_E_ENTROPY;
    *bad += sortid_uuidv7_new(&v) != SORTID_E_ENTROPY;
    sortid__os_random_override(NULL);
    *bad += sortid_random(b, sizeof b) != SORTID_OK; /* the kernel again: it recovers */
    *bad += sortid_ulid_new(&u) != SORTID_OK;
    return NULL;
}

TEST(entropy_failure_injected)
{
    pthread_t th;
    int bad = 0;
    sortid__os_random_override(failing_source);
    int created = pthread_create(&th, NULL, entropy_failure_worker, &bad) == 0;
    CHECK(created);
    if (created)
        pthread_join(th, NULL);
    else
        sortid__os_random_override(NULL);
    CHECKF(bad == 0, "%d calls ignored the failing source", bad);
}

/* ---- fork ----------------------------------------------------------------- */

#if TEST_HAVE_FORK

#define FORK_IDS 10000

static int cmp10(const void *a, const void *b)
{
    return memcmp(a, b, 10);
}

static void fork_check(int use_default)
{
    sortid_gen g;
    sortid_gen_options o = { 0 };
    int fds[2];
    o.flags = SORTID_GEN_MONOTONIC;
    CHECK(sortid_gen_init(&g, SORTID_KIND_ULID, &o) == SORTID_OK);
    sortid_ulid warm;
    CHECK(sortid_gen_ulid(&g, &warm) == SORTID_OK && sortid_ulid_new_monotonic(&warm) == SORTID_OK);
    CHECK(pipe(fds) == 0);
    static uint8_t rnd[2 * FORK_IDS][10];
    pid_t pid = fork();
    CHECK(pid >= 0);
    if (pid == 0) {
        close(fds[0]);
        for (int i = 0; i < FORK_IDS; i++) {
            sortid_ulid u;
            if ((use_default ? sortid_ulid_new_monotonic(&u) : sortid_gen_ulid(&g, &u)) !=
                SORTID_OK)
                _exit(2);
            sortid_ulid_random(rnd[i], &u);
        }
        size_t n = sizeof(rnd[0]) * FORK_IDS;
        const uint8_t *p = rnd[0];
        while (n) {
            ssize_t w = write(fds[1], p, n);
            if (w <= 0)
                _exit(3);
            p += w;
            n -= (size_t)w;
        }
        _exit(0);
    }
    close(fds[1]);
    int ok = 1;
    for (int i = 0; i < FORK_IDS; i++) {
        sortid_ulid u;
        ok &= (use_default ? sortid_ulid_new_monotonic(&u) : sortid_gen_ulid(&g, &u)) == SORTID_OK;
        sortid_ulid_random(rnd[FORK_IDS + i], &u);
    }
    CHECK(ok);
    size_t got = 0, want = sizeof(rnd[0]) * FORK_IDS;
    uint8_t *p = rnd[0];
    while (got < want) {
        ssize_t r = read(fds[0], p + got, want - got);
        if (r <= 0)
            break;
        got += (size_t)r;
    }
    close(fds[0]);
    int status = 0;
    waitpid(pid, &status, 0);
    CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    CHECK(got == want);
    qsort(rnd, 2 * FORK_IDS, 10, cmp10);
    int dup = 0;
    for (int i = 1; i < 2 * FORK_IDS; i++)
        dup += !memcmp(rnd[i - 1], rnd[i], 10);
    CHECKF(dup == 0, "%d random parts repeated across fork", dup);
}

TEST(fork_generator_no_repeats)
{
    fork_check(0);
}

TEST(fork_default_generator_no_repeats)
{
    fork_check(1);
}

TEST(fork_csprng_streams_differ)
{
    uint8_t parent[64], child[64];
    int fds[2];
    CHECK(sortid_random(parent, 1) == SORTID_OK); /* seeded before the fork */
    CHECK(pipe(fds) == 0);
    pid_t pid = fork();
    if (pid == 0) {
        uint8_t b[64];
        _exit(sortid_random(b, sizeof b) == SORTID_OK && write(fds[1], b, sizeof b) == sizeof b
                  ? 0
                  : 1);
    }
    CHECK(sortid_random(parent, sizeof parent) == SORTID_OK);
    CHECK(read(fds[0], child, sizeof child) == sizeof child);
    waitpid(pid, NULL, 0);
    close(fds[0]);
    close(fds[1]);
    CHECK(memcmp(parent, child, sizeof parent) != 0);
}

#else
TEST_ELSEWHERE(fork_generator_no_repeats, "no fork() on this platform")
TEST_ELSEWHERE(fork_default_generator_no_repeats, "no fork() on this platform")
TEST_ELSEWHERE(fork_csprng_streams_differ, "no fork() on this platform")
#endif

#if TEST_HAVE_FORK && defined(TEST_HAVE_SECCOMP)
/* A kernel source that fails is an error, never a silent fallback: in a
 * child, a seccomp filter makes getrandom fail with EIO. */
TEST(fork_entropy_failure_is_error)
{
    pid_t pid = fork();
    if (pid == 0) {
        struct sock_filter filter[] = {
            BPF_STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr)),
            BPF_JUMP(BPF_JMP | BPF_JEQ | BPF_K, SYS_getrandom, 0, 1),
            BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ERRNO | (EIO & SECCOMP_RET_DATA)),
            BPF_STMT(BPF_RET | BPF_K, SECCOMP_RET_ALLOW),
        };
        struct sock_fprog prog = { (unsigned short)(sizeof filter / sizeof filter[0]), filter };
        if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) ||
            prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &prog))
            _exit(10);
        uint8_t b[16];
        sortid_ulid u;
        if (sortid_random(b, sizeof b) != SORTID_E_ENTROPY)
            _exit(11);
        if (sortid_ulid_new(&u) != SORTID_E_ENTROPY)
            _exit(12);
        _exit(0);
    }
    int status = 0;
    CHECK(pid > 0 && waitpid(pid, &status, 0) == pid);
    CHECKF(WIFEXITED(status) && WEXITSTATUS(status) == 0, "child status %d", WEXITSTATUS(status));
}
#else
TEST_ELSEWHERE(fork_entropy_failure_is_error,
               "no fork() or no seccomp headers here; entropy_failure_injected stands in")
#endif
