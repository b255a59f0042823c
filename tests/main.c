/* SPDX-License-Identifier: MIT */
/* main.c - runs the registered tests; see check.h. */
#include "check.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#define MAX_TESTS 512

static struct {
    const char *name;
    test_fn fn;
    const char *elsewhere; /* why this platform cannot run it, or NULL */
} tests[MAX_TESTS];
static int ntests;
static long passed, failed;
static const char *current;
const char *vectors_dir = "tests/vectors";

static void add_test(const char *name, test_fn fn, const char *elsewhere)
{
    if (ntests < MAX_TESTS) {
        tests[ntests].name = name;
        tests[ntests].fn = fn;
        tests[ntests].elsewhere = elsewhere;
        ntests++;
    } else {
        fprintf(stderr, "too many tests: raise MAX_TESTS\n");
        failed++;
    }
}

void test_register(const char *name, test_fn fn)
{
    add_test(name, fn, NULL);
}

void test_register_elsewhere(const char *name, const char *reason)
{
    add_test(name, NULL, reason);
}

int check_at(int ok, const char *expr, const char *file, int line, const char *fmt, ...)
{
    if (ok) {
        passed++;
        return 1;
    }
    failed++;
    fprintf(stderr, "FAIL %s (%s:%d): %s", current, file, line, expr);
    if (fmt) {
        va_list ap;
        va_start(ap, fmt);
        fputs(" -- ", stderr);
        vfprintf(stderr, fmt, ap);
        va_end(ap);
    }
    fputc('\n', stderr);
    return 0;
}

FILE *open_vectors(const char *name)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s", vectors_dir, name);
    FILE *f = fopen(path, "r");
    CHECKF(f != NULL, "cannot open %s", path);
    return f;
}

int read_vector(FILE *f, char *kind, char *input, char *expected, size_t cap)
{
    char line[1024];
    while (f && fgets(line, sizeof line, f)) {
        line[strcspn(line, "\r\n")] = '\0';
        char *t1 = strchr(line, '\t');
        char *t2 = t1 ? strchr(t1 + 1, '\t') : NULL;
        if (!t1 || !t2 || strncmp(line, "kind\t", 5) == 0)
            continue;
        *t1 = *t2 = '\0';
        snprintf(kind, cap, "%s", line);
        snprintf(input, cap, "%s", t1 + 1);
        snprintf(expected, cap, "%s", t2 + 1);
        return 1;
    }
    return 0;
}

sortid_status fake_clock_read(void *ctx, int64_t *unix_ns)
{
    fake_clock *c = ctx;
    *unix_ns = c->ns;
    c->ns += c->step;
    return SORTID_OK;
}

sortid_status fake_entropy_read(void *ctx, void *dst, size_t len)
{
    fake_entropy *e = ctx;
    e->calls++;
    if (e->mode == 2)
        return SORTID_E_ENTROPY;
    if (e->mode == 1) {
        memset(dst, e->fill, len);
        return SORTID_OK;
    }
    return sortid_random(dst, len);
}

static uint64_t rng_state = 0x9E3779B97F4A7C15u;

uint64_t test_rand64(void)
{
    uint64_t x = rng_state;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    return rng_state = x;
}

void test_rand_bytes(void *dst, size_t n)
{
    unsigned char *p = dst;
    for (size_t i = 0; i < n; i++)
        p[i] = (unsigned char)(test_rand64() >> 56);
}

/* argv: [vectors folder] [FILTER | !NAME]...  A test runs when its name
 * contains a FILTER (or no FILTER is given) and no !NAME names it exactly. */
int main(int argc, char **argv)
{
    int filters = 0, left = 0;
    if (argc == 3 && strcmp(argv[1], "--shared-gen-child") == 0)
        return test_shared_gen_child(argv[2]);
    if (argc > 1)
        vectors_dir = argv[1];
    for (int a = 2; a < argc; a++)
        filters += argv[a][0] != '!';
    for (int a = 2; a < argc; a++) {
        int known = 0;
        for (int i = 0; i < ntests && !known; i++)
            known = argv[a][0] == '!' ? strcmp(tests[i].name, argv[a] + 1) == 0
                                      : strstr(tests[i].name, argv[a]) != NULL;
        if (!known) { /* a typo would otherwise run nothing, or exclude nothing */
            fprintf(stderr, "no test matches %s\n", argv[a]);
            failed++;
        }
    }
    for (int i = 0; i < ntests; i++) {
        int run = !filters, excluded = 0;
        for (int a = 2; a < argc; a++) {
            if (argv[a][0] == '!')
                excluded |= strcmp(tests[i].name, argv[a] + 1) == 0;
            else
                run |= strstr(tests[i].name, argv[a]) != NULL;
        }
        if (!run)
            continue;
        if (excluded || tests[i].elsewhere) {
            printf("%-40s left to the native run: %s\n", tests[i].name,
                   excluded ? "excluded by the caller" : tests[i].elsewhere);
            left++;
            continue;
        }
        long before = failed;
        current = tests[i].name;
        tests[i].fn();
        printf("%-40s %s\n", tests[i].name, failed == before ? "ok" : "FAILED");
        fflush(stdout);
    }
    if (left)
        printf("%d tests left to the native run (listed above)\n", left);
    printf("lib: %ld passed, %ld failed\n", passed, failed);
    return failed ? 1 : 0;
}
