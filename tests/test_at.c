/* SPDX-License-Identifier: MIT */
/* test_at.c - field widths, time ranges, "an ID at time T", the bounded wait
 * on exhaustion, fixed-time and shared-memory generators. */
#include "check.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#if TEST_HAVE_FORK
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>
#endif

static const sortid_kind all_kinds[] = { SORTID_KIND_ULID, SORTID_KIND_FLAKE,
                                         SORTID_KIND_FLAKE_SCALABLE, SORTID_KIND_BASEUID,
                                         SORTID_KIND_UUIDV7 };

/* One "at" call by kind name; the ID's text in out (or "" on error). */
static sortid_status at_text(const char *kind, unsigned node, int64_t ms, uint32_t ns,
                             sortid_at which, char *out)
{
    sortid_status st;
    out[0] = '\0';
    if (strcmp(kind, "ulid") == 0) {
        sortid_ulid u;
        if ((st = sortid_ulid_at(&u, ms, which)) == SORTID_OK)
            sortid_ulid_format(out, &u, 0);
    } else if (strcmp(kind, "uuidv7") == 0) {
        sortid_uuid u;
        if ((st = sortid_uuidv7_at(&u, ms, ns, which)) == SORTID_OK)
            sortid_uuid_format(out, &u, 0);
    } else if (strcmp(kind, "baseuid") == 0) {
        sortid_baseuid b;
        if ((st = sortid_baseuid_at(&b, ms, ns, which)) == SORTID_OK)
            sortid_baseuid_format(out, &b, 0);
    } else {
        sortid_flake f;
        sortid_flake_layout lay =
            strcmp(kind, "flake") == 0 ? SORTID_FLAKE_STANDALONE : SORTID_FLAKE_SCALABLE;
        if ((st = sortid_flake_at(&f, lay, ms, which, node)) == SORTID_OK)
            sortid_flake_format(out, &f, 0);
    }
    return st;
}

TEST(at_time_vectors)
{
    FILE *f = open_vectors("at-time.tsv");
    char line[512];
    int rows = 0;
    CHECK(f != NULL);
    if (!f)
        return;
    while (fgets(line, sizeof line, f)) {
        char *field[7], *save = NULL, out[64];
        int n = 0;
        line[strcspn(line, "\r\n")] = '\0';
        for (char *p = strtok_r(line, "\t", &save); p && n < 7; p = strtok_r(NULL, "\t", &save))
            field[n++] = p;
        if (n != 7 || strcmp(field[0], "kind") == 0)
            continue;
        sortid_at which = strcmp(field[5], "min") == 0 ? SORTID_AT_MIN : SORTID_AT_MAX;
        sortid_status st = at_text(field[0], (unsigned)atoi(field[1]), strtoll(field[2], NULL, 10),
                                   (uint32_t)atol(field[3]), which, out);
        if (strncmp(field[6], "ERROR", 5) == 0)
            CHECKF(st == SORTID_E_TIME_RANGE, "%s %s %s: %d", field[0], field[2], field[5], st);
        else
            CHECKF(st == SORTID_OK && strcmp(out, field[6]) == 0, "%s %s.%s %s: %s want %s",
                   field[0], field[2], field[3], field[5], out, field[6]);
        rows++;
    }
    fclose(f);
    CHECKF(rows >= 90, "%d rows", rows);
}

TEST(at_time_widths_and_ranges)
{
    static const unsigned bits[] = { 80, 20, 15, 72, 74 };
    int64_t lo, hi;
    for (size_t i = 0; i < sizeof all_kinds / sizeof all_kinds[0]; i++)
        CHECK(sortid_kind_get(all_kinds[i])->random_bits == bits[i]);
    CHECK(sortid_kind_get((sortid_kind)0) == NULL && sortid_kind_get((sortid_kind)99) == NULL &&
          sortid_kind_get(SORTID_KIND_UUID)->random_bits == 0);
    lo = sortid_kind_get(SORTID_KIND_ULID)->time_min_ms;
    hi = sortid_kind_get(SORTID_KIND_ULID)->time_max_ms;
    CHECK(lo == 0 && hi == SORTID_ULID_TICK_MAX);
    lo = sortid_kind_get(SORTID_KIND_FLAKE_SCALABLE)->time_min_ms;
    hi = sortid_kind_get(SORTID_KIND_FLAKE_SCALABLE)->time_max_ms;
    CHECK(lo == SORTID_FLAKE_EPOCH_MS && hi == SORTID_FLAKE_EPOCH_MS + SORTID_FLAKE_TICK_MAX);
    lo = sortid_kind_get(SORTID_KIND_BASEUID)->time_min_ms;
    hi = sortid_kind_get(SORTID_KIND_BASEUID)->time_max_ms;
    CHECK(lo == 0 && hi == INT64_MAX / 1000000);

    /* Every kind accepts both ends of its range, in every mode, and refuses
     * one millisecond outside, leaving dst untouched. */
    for (size_t i = 0; i < sizeof all_kinds / sizeof all_kinds[0]; i++) {
        sortid_kind k = all_kinds[i];
        const char *name = k == SORTID_KIND_ULID             ? "ulid"
                           : k == SORTID_KIND_FLAKE          ? "flake"
                           : k == SORTID_KIND_FLAKE_SCALABLE ? "flake-scalable"
                           : k == SORTID_KIND_BASEUID        ? "baseuid"
                                                             : "uuidv7";
        char out[64];
        lo = sortid_kind_get(k)->time_min_ms;
        hi = sortid_kind_get(k)->time_max_ms;
        for (int m = SORTID_AT_RANDOM; m <= SORTID_AT_MAX; m++) {
            CHECKF(at_text(name, 0, lo, 0, (sortid_at)m, out) == SORTID_OK, "%s lo", name);
            CHECKF(at_text(name, 0, hi, 0, (sortid_at)m, out) == SORTID_OK, "%s hi", name);
            CHECKF(at_text(name, 0, lo - 1, 0, (sortid_at)m, out) == SORTID_E_TIME_RANGE, "%s",
                   name);
            CHECKF(at_text(name, 0, hi + 1, 0, (sortid_at)m, out) == SORTID_E_TIME_RANGE, "%s",
                   name);
            CHECKF(at_text(name, 0, INT64_MIN, 0, (sortid_at)m, out) == SORTID_E_TIME_RANGE, "%s",
                   name);
            CHECKF(at_text(name, 0, INT64_MAX, 999999, (sortid_at)m, out) == SORTID_E_TIME_RANGE,
                   "%s", name);
        }
    }
    /* BaseUID's last millisecond ends at INT64_MAX ns, not at 999999 */
    sortid_baseuid b, keep;
    memset(&b, 0x5A, sizeof b);
    keep = b;
    CHECK(sortid_baseuid_at(&b, INT64_MAX / 1000000, 775808, SORTID_AT_MIN) == SORTID_E_TIME_RANGE);
    CHECK(memcmp(&b, &keep, sizeof b) == 0);
    CHECK(sortid_baseuid_at(&b, INT64_MAX / 1000000, 775807, SORTID_AT_MAX) == SORTID_OK &&
          sortid_baseuid_tick(&b) == SORTID_BASEUID_TICK_MAX);
}

TEST(at_time_random_and_args)
{
    sortid_ulid a, b;
    sortid_uuid u;
    sortid_flake f;
    sortid_baseuid x;
    uint8_t ra[SORTID_ULID_RANDOM_BYTES], rb[SORTID_ULID_RANDOM_BYTES];
    CHECK(sortid_ulid_at(&a, 1469918176385, SORTID_AT_RANDOM) == SORTID_OK);
    CHECK(sortid_ulid_at(&b, 1469918176385, SORTID_AT_RANDOM) == SORTID_OK);
    sortid_ulid_random(ra, &a);
    sortid_ulid_random(rb, &b);
    CHECK(t_ulid_ms(&a) == 1469918176385 && memcmp(ra, rb, sizeof ra) != 0);
    /* UUIDv7: rand_a is the sub-millisecond fraction x 4096 */
    CHECK(sortid_uuidv7_at(&u, 1700000000000, 500000, SORTID_AT_RANDOM) == SORTID_OK);
    CHECK(((u.bytes[6] & 0x0F) << 8 | u.bytes[7]) == 2048 && sortid_uuid_version(&u) == 7 &&
          sortid_uuid_variant(&u) == 2);
    int64_t ms = 0;
    CHECK(sortid_uuid_unix_ms(&ms, NULL, &u) == SORTID_OK && ms == 1700000000000);
    CHECK(sortid_uuidv7_at(&u, 1700000000000, 999999, SORTID_AT_RANDOM) == SORTID_OK &&
          ((u.bytes[6] & 0x0F) << 8 | u.bytes[7]) == 4095);
    /* flake: node kept, time from the default epoch */
    CHECK(sortid_flake_at(&f, SORTID_FLAKE_SCALABLE, SORTID_FLAKE_EPOCH_MS + 42, SORTID_AT_RANDOM,
                          19) == SORTID_OK);
    CHECK(sortid_flake_node(&f) == 19 && sortid_flake_tick(&f) == 42);
    CHECK(t_flake_ms(f) == SORTID_FLAKE_EPOCH_MS + 42);
    CHECK(sortid_baseuid_at(&x, 1640995200001, 0, SORTID_AT_RANDOM) == SORTID_OK);
    CHECK(t_baseuid_ns(&x) <= 1640995200001000000 &&
          1640995200001000000 - t_baseuid_ns(&x) < 32768); /* the tick holding it */

    /* bad arguments */
    CHECK(sortid_ulid_at(NULL, 0, SORTID_AT_MIN) == SORTID_E_INVALID_ARG);
    CHECK(sortid_ulid_at(&a, 0, (sortid_at)3) == SORTID_E_INVALID_ARG);
    CHECK(sortid_uuidv7_at(&u, 0, 1000000, SORTID_AT_MIN) == SORTID_E_INVALID_ARG);
    CHECK(sortid_baseuid_at(&x, 0, 1000000, SORTID_AT_MIN) == SORTID_E_INVALID_ARG);
    CHECK(sortid_flake_at(&f, SORTID_FLAKE_SCALABLE, SORTID_FLAKE_EPOCH_MS, SORTID_AT_MIN, 32) ==
          SORTID_E_INVALID_ARG);
    CHECK(sortid_flake_at(&f, SORTID_FLAKE_STANDALONE, SORTID_FLAKE_EPOCH_MS, SORTID_AT_MIN, 1) ==
          SORTID_E_INVALID_ARG);
    CHECK(sortid_flake_at(&f, (sortid_flake_layout)2, SORTID_FLAKE_EPOCH_MS, SORTID_AT_MIN, 0) ==
          SORTID_E_INVALID_ARG);
}

TEST(gen_options_checked)
{
    sortid_gen g;
    sortid_gen_options o;
    int dummy;
    memset(&o, 0, sizeof o);
    o.reserved[2] = &dummy;
    CHECK(sortid_gen_init(&g, SORTID_KIND_ULID, &o) == SORTID_E_INVALID_ARG);
    memset(&o, 0, sizeof o);
    o.max_wait_ns = -1;
    CHECK(sortid_gen_init(&g, SORTID_KIND_ULID, &o) == SORTID_E_INVALID_ARG);
    memset(&o, 0, sizeof o);
    o.flags = SORTID_GEN_THREAD_SAFE | SORTID_GEN_SHARED;
    CHECK(sortid_gen_init(&g, SORTID_KIND_ULID, &o) == SORTID_E_INVALID_ARG);
    memset(&o, 0, sizeof o);
    o.flags = 0x100;
    CHECK(sortid_gen_init(&g, SORTID_KIND_ULID, &o) == SORTID_E_INVALID_ARG);
    memset(&o, 0, sizeof o);
    o.flags = SORTID_GEN_FIXED_TIME;
    o.ns_in_ms = 1000000;
    CHECK(sortid_gen_init(&g, SORTID_KIND_ULID, &o) == SORTID_E_INVALID_ARG);
    o.ns_in_ms = 0;
    o.time_ms = -1;
    CHECK(sortid_gen_init(&g, SORTID_KIND_ULID, &o) == SORTID_E_TIME_RANGE);
    o.time_ms = SORTID_FLAKE_EPOCH_MS - 1;
    CHECK(sortid_gen_init(&g, SORTID_KIND_FLAKE, &o) == SORTID_E_TIME_RANGE);
    CHECK(sizeof(sortid_gen) == SORTID_GEN_BYTES);
}

/* A generator whose fresh counter is all ones is exhausted on its second
 * ID of a tick: the wait is then the only way on. */
static void exhausted_gen(sortid_gen *g, sortid_kind kind, fake_clock *clk, fake_entropy *ent,
                          int64_t max_wait, unsigned flags)
{
    sortid_gen_options o;
    memset(&o, 0, sizeof o);
    o.flags = SORTID_GEN_MONOTONIC | flags;
    o.clock = fake_clock_read;
    o.clock_ctx = clk;
    o.entropy = fake_entropy_read;
    o.entropy_ctx = ent;
    o.max_wait_ns = max_wait;
    if (sortid_gen_init(g, kind, &o) != SORTID_OK)
        memset(g, 0, sizeof *g);
}

TEST(gen_wait_on_exhaustion)
{
    fake_clock clk = { 1700000000000 * INT64_C(1000000), 0 };
    fake_entropy ent = { 0xFF, 1, 0 };
    sortid_ulid a, b;
    sortid_status st;
    /* no wait: SORTID_E_EXHAUSTED at once, state unchanged */
    sortid_gen g;
    exhausted_gen(&g, SORTID_KIND_ULID, &clk, &ent, SORTID_WAIT_NEVER, 0);
    CHECK(sortid_gen_ulid(&g, &a) == SORTID_OK);
    unsigned char before[sizeof(sortid_gen)]; /* a snapshot of the bytes, not a generator */
    memcpy(before, &g, sizeof before);
    memset(&b, 0x5A, sizeof b);
    CHECK(sortid_gen_ulid(&g, &b) == SORTID_E_EXHAUSTED && b.bytes[0] == 0x5A);
    CHECK(memcmp(before, &g, sizeof g) == 0);

    /* a stopped clock and a 20 ms bound: the call gives up with EXHAUSTED */
    exhausted_gen(&g, SORTID_KIND_ULID, &clk, &ent, 20 * INT64_C(1000000), 0);
    CHECK(sortid_gen_ulid(&g, &a) == SORTID_OK);
    memcpy(before, &g, sizeof before);
    CHECK(sortid_gen_ulid(&g, &b) == SORTID_E_EXHAUSTED);
    CHECK(memcmp(before, &g, sizeof g) == 0);

    /* a clock that moves 0.1 ms per read: the wait sees the next ms and goes on */
    clk.step = 100000;
    exhausted_gen(&g, SORTID_KIND_ULID, &clk, &ent, SORTID_WAIT_FOREVER, 0);
    CHECK(sortid_gen_ulid(&g, &a) == SORTID_OK);
    CHECK(sortid_gen_ulid(&g, &b) == SORTID_OK);
    CHECK(sortid_ulid_compare(&a, &b) < 0 && t_ulid_ms(&b) > t_ulid_ms(&a));

    /* a bulk fill waits as often as it needs: with steps of up to 2^24 - 1 in
     * a 20-bit field almost every ID needs a new tick */
    static sortid_flake fl[64];
    size_t done = 0;
    fake_entropy real = { 0, 0, 0 };
    sortid_gen_options fo;
    memset(&fo, 0, sizeof fo);
    fo.entropy_size = 3;
    clk.ns = 1776211200000 * INT64_C(1000000); /* after the flake epoch */
    fo.clock = fake_clock_read;
    fo.clock_ctx = &clk;
    fo.entropy = fake_entropy_read;
    fo.entropy_ctx = &real;
    fo.max_wait_ns = SORTID_WAIT_FOREVER;
    CHECK(sortid_gen_init(&g, SORTID_KIND_FLAKE, &fo) == SORTID_OK);
    st = sortid_gen_flake_fill(&g, fl, 64, &done);
    CHECKF(st == SORTID_OK && done == 64, "%d %zu", st, done);
    int ordered = 1;
    for (size_t i = 1; i < 64; i++)
        ordered &= fl[i - 1].value < fl[i].value;
    CHECK(ordered);

    /* UUIDv7 (all 74 counter bits ones at fraction 4095) and BaseUID */
    fake_entropy ones = { 0xFF, 1, 0 };
    sortid_uuid v1, v2;
    clk.step = 0;
    clk.ns = 1700000000000 * INT64_C(1000000) + 999999;
    exhausted_gen(&g, SORTID_KIND_UUIDV7, &clk, &ones, 0, 0);
    CHECK(sortid_gen_uuidv7(&g, &v1) == SORTID_OK);
    CHECK(sortid_gen_uuidv7(&g, &v2) == SORTID_E_EXHAUSTED);
    clk.step = 10000;
    exhausted_gen(&g, SORTID_KIND_BASEUID, &clk, &ones, SORTID_WAIT_FOREVER, 0);
    sortid_baseuid x1, x2;
    CHECK(sortid_gen_baseuid(&g, &x1) == SORTID_OK && sortid_gen_baseuid(&g, &x2) == SORTID_OK);
    CHECK(sortid_baseuid_compare(&x1, &x2) < 0 &&
          sortid_baseuid_tick(&x2) > sortid_baseuid_tick(&x1));
}

TEST(gen_fixed_time)
{
    sortid_gen g;
    sortid_gen_options o;
    sortid_flake f[2000];
    size_t done = 0;
    memset(&o, 0, sizeof o);
    /* past 2262, where int64 nanoseconds end: a fixed time is ms + ns */
    o.flags = SORTID_GEN_FIXED_TIME;
    o.time_ms = SORTID_FLAKE_EPOCH_MS + SORTID_FLAKE_TICK_MAX;
    o.max_wait_ns = SORTID_WAIT_FOREVER; /* never waits: the clock cannot move */
    CHECK(sortid_gen_init(&g, SORTID_KIND_FLAKE, &o) == SORTID_OK);
    sortid_status st = sortid_gen_flake_fill(&g, f, 2000, &done);
    CHECK(done >= 1 && (st == SORTID_OK ? done == 2000 : st == SORTID_E_EXHAUSTED));
    int ok = 1;
    for (size_t i = 0; i < done; i++)
        ok &= sortid_flake_tick(&f[i]) == SORTID_FLAKE_TICK_MAX &&
              (i == 0 || f[i - 1].value < f[i].value);
    CHECK(ok);
    for (int i = 0; i < 100000 && st == SORTID_OK; i++)
        st = sortid_gen_flake(&g, &f[0]);
    CHECK(st == SORTID_E_EXHAUSTED); /* ends, never hangs */

    /* the last BaseUID tick; random ULIDs at one time */
    o.time_ms = INT64_MAX / 1000000;
    o.ns_in_ms = 775807;
    o.max_wait_ns = 0;
    sortid_baseuid b;
    CHECK(sortid_gen_init(&g, SORTID_KIND_BASEUID, &o) == SORTID_OK);
    CHECK(sortid_gen_baseuid(&g, &b) == SORTID_OK &&
          sortid_baseuid_tick(&b) == SORTID_BASEUID_TICK_MAX);
    o.time_ms = 1469918176385;
    o.ns_in_ms = 0;
    sortid_ulid u1, u2;
    CHECK(sortid_gen_init(&g, SORTID_KIND_ULID, &o) == SORTID_OK);
    CHECK(sortid_gen_ulid(&g, &u1) == SORTID_OK && sortid_gen_ulid(&g, &u2) == SORTID_OK);
    CHECK(t_ulid_ms(&u1) == 1469918176385 && t_ulid_ms(&u2) == 1469918176385 &&
          sortid_ulid_compare(&u1, &u2) != 0);
    /* UUIDv7 at a fixed time carries that fraction */
    o.ns_in_ms = 250000;
    sortid_uuid v;
    CHECK(sortid_gen_init(&g, SORTID_KIND_UUIDV7, &o) == SORTID_OK);
    CHECK(sortid_gen_uuidv7(&g, &v) == SORTID_OK &&
          ((v.bytes[6] & 0x0F) << 8 | v.bytes[7]) == 1024);
}

#if TEST_HAVE_FORK
TEST(gen_shared_survives_fork)
{
    /* A SORTID_GEN_SHARED generator in shared memory goes on from its last ID
     * in a forked child (the caller serialises; here the parent waits). */
    sortid_gen *g = mmap(NULL, sizeof *g + 2 * sizeof(sortid_ulid), PROT_READ | PROT_WRITE,
                         MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    CHECK(g != MAP_FAILED);
    if (g == MAP_FAILED)
        return;
    sortid_ulid *out = (sortid_ulid *)(void *)(g + 1);
    sortid_gen_options o;
    memset(&o, 0, sizeof o);
    o.flags = SORTID_GEN_MONOTONIC | SORTID_GEN_SHARED | SORTID_GEN_FIXED_TIME;
    o.time_ms = 1700000000000;
    CHECK(sortid_gen_init(g, SORTID_KIND_ULID, &o) == SORTID_OK);
    CHECK(sortid_gen_ulid(g, &out[0]) == SORTID_OK);
    pid_t pid = fork();
    if (pid == 0)
        _exit(sortid_gen_ulid(g, &out[1]) == SORTID_OK ? 0 : 1);
    int status = 0;
    CHECK(pid > 0 && waitpid(pid, &status, 0) == pid && WIFEXITED(status) &&
          WEXITSTATUS(status) == 0);
    sortid_ulid want;
    CHECK(sortid_ulid_next(&want, &out[0]) == SORTID_OK);
    CHECK(sortid_ulid_compare(&want, &out[1]) == 0); /* +1: the child went on */
    munmap(g, sizeof *g + 2 * sizeof(sortid_ulid));
}
#else
TEST_ELSEWHERE(gen_shared_survives_fork, "no fork() on this platform")
#endif

#if TEST_HAVE_FORK && defined(__linux__) && defined(__x86_64__)
#include <fcntl.h>

/* The child of gen_shared_in_another_program: this test program run anew
 * (its code and the library's tables at other addresses), with the state in
 * the file at path; one ID from it into the file's second slot. */
int test_shared_gen_child(const char *path)
{
    int fd = open(path, O_RDWR);
    size_t size = sizeof(sortid_gen) + 2 * sizeof(sortid_ulid);
    sortid_gen *g =
        fd < 0 ? MAP_FAILED : mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    if (g == MAP_FAILED)
        return 2;
    sortid_status s = sortid_gen_ulid(g, (sortid_ulid *)(void *)(g + 1) + 1);
    munmap(g, size);
    close(fd);
    return s == SORTID_OK ? 0 : 1;
}

TEST(gen_shared_in_another_program)
{
    /* A SORTID_GEN_SHARED state holds no address of one process: a program
     * that maps it at another place, with the library elsewhere (a new
     * exec, address-space randomisation), goes on from its last ID. */
    char path[] = "/tmp/sortid-shared-gen-XXXXXX";
    size_t size = sizeof(sortid_gen) + 2 * sizeof(sortid_ulid);
    int fd = mkstemp(path);
    CHECK(fd >= 0 && ftruncate(fd, (off_t)size) == 0);
    sortid_gen *g =
        fd < 0 ? MAP_FAILED : mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    CHECK(g != MAP_FAILED);
    if (g != MAP_FAILED) {
        sortid_ulid *out = (sortid_ulid *)(void *)(g + 1), want;
        sortid_gen_options o;
        memset(&o, 0, sizeof o);
        o.flags = SORTID_GEN_MONOTONIC | SORTID_GEN_SHARED | SORTID_GEN_FIXED_TIME;
        o.time_ms = 1700000000000;
        CHECK(sortid_gen_init(g, SORTID_KIND_ULID, &o) == SORTID_OK);
        CHECK(sortid_gen_ulid(g, &out[0]) == SORTID_OK);
        pid_t pid = fork();
        if (pid == 0) {
            execl("/proc/self/exe", "sortid-tests", "--shared-gen-child", path, (char *)NULL);
            _exit(127);
        }
        int status = 0;
        CHECK(pid > 0 && waitpid(pid, &status, 0) == pid && WIFEXITED(status));
        CHECKF(WEXITSTATUS(status) == 0, "the child ended with %d", WEXITSTATUS(status));
        CHECK(sortid_ulid_next(&want, &out[0]) == SORTID_OK &&
              sortid_ulid_compare(&want, &out[1]) == 0);
        munmap(g, size);
    }
    if (fd >= 0)
        close(fd);
    unlink(path);
}
#else
int test_shared_gen_child(const char *path)
{
    (void)path;
    return 2;
}
TEST_ELSEWHERE(gen_shared_in_another_program, "runs itself anew: native x86-64 Linux only")
#endif

/* Two threads share one THREAD_SAFE flake generator that waits forever:
 * exhaustion happens every few thousand IDs; the waits sleep unlocked. */
typedef struct {
    sortid_gen *g;
    sortid_flake ids[20000];
    int ok;
} wait_worker;

static void *wait_thread(void *arg)
{
    wait_worker *w = arg;
    w->ok = 1;
    for (size_t i = 0; i < sizeof w->ids / sizeof w->ids[0]; i++) {
        if (sortid_gen_flake(w->g, &w->ids[i]) != SORTID_OK ||
            (i > 0 && w->ids[i - 1].value >= w->ids[i].value))
            w->ok = 0;
    }
    return NULL;
}

static int cmp_flake(const void *a, const void *b)
{
    uint64_t x = ((const sortid_flake *)a)->value, y = ((const sortid_flake *)b)->value;
    return (x > y) - (x < y);
}

TEST(thread_shared_generator_waits)
{
    static wait_worker w[2];
    static sortid_flake all[40000];
    sortid_gen g;
    sortid_gen_options o;
    pthread_t t[2];
    memset(&o, 0, sizeof o);
    o.flags = SORTID_GEN_THREAD_SAFE;
    o.max_wait_ns = SORTID_WAIT_FOREVER;
    CHECK(sortid_gen_init(&g, SORTID_KIND_FLAKE, &o) == SORTID_OK);
    for (int i = 0; i < 2; i++) {
        w[i].g = &g;
        CHECK(pthread_create(&t[i], NULL, wait_thread, &w[i]) == 0);
    }
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], NULL);
    sortid_gen_destroy(&g);
    CHECK(w[0].ok && w[1].ok);
    memcpy(all, w[0].ids, sizeof w[0].ids);
    memcpy(all + 20000, w[1].ids, sizeof w[1].ids);
    qsort(all, 40000, sizeof all[0], cmp_flake);
    int unique = 1;
    for (size_t i = 1; i < 40000; i++)
        unique &= all[i - 1].value != all[i].value;
    CHECK(unique);
}

/* Four threads on one small scalable flake generator (about 130 IDs per
 * millisecond) with a short bound: a thread that keeps losing each new
 * millisecond to the others must keep waiting, since the clock moves. */
typedef struct {
    sortid_gen *g;
    int failures;
} race_worker;

static void *race_thread(void *arg)
{
    race_worker *w = arg;
    for (int i = 0; i < 1500; i++) {
        sortid_flake f;
        w->failures += sortid_gen_flake(w->g, &f) != SORTID_OK;
    }
    return NULL;
}

TEST(thread_shared_wait_bound_restarts)
{
    static race_worker w[4];
    sortid_gen g;
    sortid_gen_options o;
    pthread_t t[4];
    memset(&o, 0, sizeof o);
    o.flags = SORTID_GEN_THREAD_SAFE;
    o.node = 5;
    o.max_wait_ns = 5 * INT64_C(1000000); /* 5 ms: far less than the run */
    CHECK(sortid_gen_init(&g, SORTID_KIND_FLAKE_SCALABLE, &o) == SORTID_OK);
    for (int i = 0; i < 4; i++) {
        w[i].g = &g;
        w[i].failures = 0;
        CHECK(pthread_create(&t[i], NULL, race_thread, &w[i]) == 0);
    }
    for (int i = 0; i < 4; i++)
        pthread_join(t[i], NULL);
    sortid_gen_destroy(&g);
    CHECKF(w[0].failures + w[1].failures + w[2].failures + w[3].failures == 0, "%d %d %d %d",
           w[0].failures, w[1].failures, w[2].failures, w[3].failures);
}

/* The one-call functions wait for the next tick instead of failing: 20,000
 * stand-alone flakes in a row fill about five milliseconds. */
TEST(one_call_flake_waits_for_next_tick)
{
    sortid_flake prev = { 0 }, f;
    int failed = 0, ordered = 1;
    for (int i = 0; i < 20000; i++) {
        failed += sortid_flake_new(&f) != SORTID_OK;
        ordered &= i == 0 || f.value > prev.value;
        prev = f;
    }
    CHECKF(failed == 0 && ordered, "%d failed", failed);
}
