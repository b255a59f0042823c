/* SPDX-License-Identifier: MIT */
/* test_bulk_impl.c - the bulk codecs' implementations as a set: bad
 * arguments, a choice made while other threads run, the table each target
 * builds, and SORTID_FORCE_IMPL read from the environment (the codecs
 * themselves: test_bulk.c). */
#include "check.h"
#include "../src/sortid_impl.h"
#include "../src/arch/arch.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#if TEST_HAVE_FORK
#include <sys/wait.h>
#include <unistd.h>
#endif

TEST(bulk_bad_args)
{
    sortid_bulk_error e;
    size_t cnt = 7;
    sortid_ulid u;
    CHECK(sortid_ulid_format_bulk(NULL, 0, NULL, 0, 0) == SORTID_OK);
    CHECK(sortid_ulid_format_bulk(NULL, 26, &u, 1, 0) == SORTID_E_INVALID_ARG);
    CHECK(sortid_ulid_parse_bulk(NULL, "x", 1, 0, &e) == SORTID_E_INVALID_ARG);
    CHECK(sortid_ulid_parse_bulk(&u, NULL, 0, 0, &e) == SORTID_OK && e.index == 0);
    CHECK(sortid_ulid_parse_lines(&u, 1, "", 0, 0, &cnt, &e) == SORTID_OK && cnt == 0);
    CHECK(sortid_ulid_parse_lines(&u, 1, "\n", 1, 0, &cnt, &e) == SORTID_E_LENGTH && e.pos == 0 &&
          cnt == 0);
    CHECK(sortid_ulid_parse_lines(&u, 0, "x", 1, 0, &cnt, &e) == SORTID_E_BUFFER && cnt == 0);
}

/* Bulk calls from several threads while the implementation is switched:
 * run under TSan (make SANITIZE=thread test-threads) to prove the dispatch
 * publishes without a data race. */
static void *bulk_worker(void *arg)
{
    (void)arg;
    sortid_ulid ids[100], back[100];
    char text[100 * 26];
    long bad = sortid_random(ids, sizeof ids) != SORTID_OK; /* test_rand64 is not thread-safe */
    for (int r = 0; r < 200; r++) {
        sortid_bulk_error e;
        bad += sortid_ulid_format_bulk(text, sizeof text, ids, 100, 0) != SORTID_OK;
        bad += sortid_ulid_parse_bulk(back, text, 100, 0, &e) != SORTID_OK;
        bad += memcmp(ids, back, sizeof ids) != 0;
    }
    return (void *)(intptr_t)bad;
}

TEST(bulk_thread_select)
{
    pthread_t th[3];
    for (int i = 0; i < 3; i++)
        CHECK(pthread_create(&th[i], NULL, bulk_worker, NULL) == 0);
    for (int r = 0; r < 300; r++)
        for (size_t i = 0; i < sortid_impl_count(); i++)
            if (sortid_impl_available(i))
                CHECK(sortid_impl_select(sortid_impl_name(i)) == SORTID_OK);
    for (int i = 0; i < 3; i++) {
        void *res;
        CHECK(pthread_join(th[i], &res) == 0);
        CHECK(res == NULL);
    }
    CHECK(sortid_impl_select(NULL) == SORTID_OK);
}

/* The implementation table this target must have, best first: the x86-64
 * kernels (not in mingw-w64 gcc builds, see dispatch.c), NEON on
 * little-endian AArch64, and the scalar codec everywhere, last: s390x and
 * mingw-w64 builds dispatch to scalar (bulk_impl_table checks the choice). */
TEST(bulk_impl_table_for_target)
{
    static const char *const want[] = {
#if defined(__x86_64__) && !(defined(_WIN32) && defined(__GNUC__) && !defined(__clang__))
        "avx512",
        "avx2",
#endif
#if defined(__aarch64__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
        "neon",
#endif
        "scalar",
    };
    size_t n = sizeof want / sizeof want[0];
    CHECKF(sortid_impl_count() == n, "%zu implementations, want %zu", sortid_impl_count(), n);
    for (size_t i = 0; i < n && i < sortid_impl_count(); i++)
        CHECKF(strcmp(sortid_impl_name(i), want[i]) == 0, "implementation %zu is %s, want %s", i,
               sortid_impl_name(i), want[i]);
}

/* SORTID_FORCE_IMPL, read once at the first use: run this binary again with
 * it set and read the choice back (impl_env_probe prints it, and the table:
 * "impl=NAME available=0|1", so a platform suite can check the choice under
 * an emulator where impl_env_force cannot re-run the binary). */
TEST(impl_env_probe)
{
    if (getenv("SORTID_BULK_PROBE") == NULL)
        return;
    printf("active=%s\n", sortid_impl_active());
    for (size_t i = 0; i < sortid_impl_count(); i++)
        printf("impl=%s available=%d\n", sortid_impl_name(i), sortid_impl_available(i));
}

#if TEST_HAVE_FORK
static int probe(const char *force, char *out, size_t cap)
{
    int fd[2];
    if (pipe(fd) != 0)
        return -1;
    pid_t pid = fork();
    if (pid == 0) {
        dup2(fd[1], 1);
        close(fd[0]);
        setenv("SORTID_BULK_PROBE", "1", 1);
        setenv("SORTID_FORCE_IMPL", force, 1);
        execl("/proc/self/exe", "sortid-tests", vectors_dir, "impl_env_probe", (char *)NULL);
        _exit(127);
    }
    close(fd[1]);
    size_t n = 0;
    ssize_t r;
    while (n + 1 < cap && (r = read(fd[0], out + n, cap - 1 - n)) > 0)
        n += (size_t)r;
    out[n] = '\0';
    close(fd[0]);
    int status;
    waitpid(pid, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

TEST(impl_env_force)
{
    char out[4096], want[64];
    size_t first = 0;
    while (!sortid_impl_available(first))
        first++;
    for (size_t i = 0; i < sortid_impl_count(); i++) {
        /* an implementation the CPU lacks falls back to the best available */
        const char *name = sortid_impl_name(i);
        snprintf(want, sizeof want, "active=%s\n",
                 sortid_impl_available(i) ? name : sortid_impl_name(first));
        CHECK(probe(name, out, sizeof out) == 0);
        CHECKF(strstr(out, want) != NULL, "SORTID_FORCE_IMPL=%s gave: %s", name, out);
    }
    CHECK(probe("bogus", out, sizeof out) == 0);
    snprintf(want, sizeof want, "active=%s\n", sortid_impl_name(first));
    CHECKF(strstr(out, want) != NULL, "SORTID_FORCE_IMPL=bogus gave: %s", out);
}
#else
/* The platform suites run impl_env_probe under SORTID_FORCE_IMPL themselves. */
TEST_ELSEWHERE(impl_env_force, "no fork()/exec of /proc/self/exe; the suite probes instead")
#endif
