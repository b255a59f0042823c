/* SPDX-License-Identifier: MIT */
/* check.h - the test suite's tiny framework: TEST() registers a function,
 * CHECK() counts one assertion.  main() runs every test whose name contains
 * one of the filters given on the command line (all when none is given),
 * except those named by a "!NAME" argument (an emulator that cannot run
 * them: they are listed as left to the native run), and ends with
 * "N passed, N failed" over all assertions. */
#ifndef SORTID_CHECK_H
#define SORTID_CHECK_H

#include <stdio.h>

#include "sortid.h"

typedef void (*test_fn)(void);
void test_register(const char *name, test_fn fn);
#if defined(__MINGW32__)
#define TEST_PRINTF __MINGW_PRINTF_FORMAT /* the C99 printf of __USE_MINGW_ANSI_STDIO */
#else
#define TEST_PRINTF printf
#endif
int check_at(int ok, const char *expr, const char *file, int line, const char *fmt, ...)
    __attribute__((format(TEST_PRINTF, 5, 6)));

/* The folder holding the copied vector files (argv[1]). */
extern const char *vectors_dir;
FILE *open_vectors(const char *name);

#define TEST(name)                                                 \
    static void name(void);                                        \
    __attribute__((constructor)) static void register_##name(void) \
    {                                                              \
        test_register(#name, name);                                \
    }                                                              \
    static void name(void)

/* A test this platform cannot run (no fork(), no seccomp headers ...): it is
 * registered all the same and listed as "left to the native run" with the
 * reason, so nothing is skipped silently.  Use it in the #else branch of the
 * guard around the real TEST(name). */
#define TEST_ELSEWHERE(name, reason)                               \
    __attribute__((constructor)) static void register_##name(void) \
    {                                                              \
        test_register_elsewhere(#name, reason);                    \
    }
void test_register_elsewhere(const char *name, const char *reason);

/* fork(), pipes and waitpid: everywhere but Windows. */
#if defined(_WIN32)
#define TEST_HAVE_FORK 0
#else
#define TEST_HAVE_FORK 1
#endif

#define CHECK(cond)       check_at(!!(cond), #cond, __FILE__, __LINE__, NULL)
#define CHECKF(cond, ...) check_at(!!(cond), #cond, __FILE__, __LINE__, __VA_ARGS__)

/* Read one "kind\tinput\texpected" line; returns 0 at end of file. Skips the header. */
int read_vector(FILE *f, char *kind, char *input, char *expected, size_t cap);

/* Parse n bytes of Crockford text with flags and, when accepted, format the
 * value back (upper case) into out; returns the parse status. */
typedef sortid_status (*crockford_roundtrip_fn)(const char *src, size_t n, unsigned flags,
                                                size_t *pos, char *out);
/* Every byte value at every position of base (strict and lenient): returns
 * the number of wrong answers (see test_ulid.c). */
int crockford_every_byte_errors(const char *base, size_t n, crockford_roundtrip_fn fn);

/* Test doubles for the generators. */
typedef struct {
    int64_t ns;   /* current time returned */
    int64_t step; /* added after each read */
} fake_clock;
sortid_status fake_clock_read(void *ctx, int64_t *unix_ns);

typedef struct {
    unsigned char fill; /* when mode == 1, every byte is fill */
    int mode;           /* 0: sortid_random, 1: constant fill, 2: fail */
    unsigned long calls;
} fake_entropy;
sortid_status fake_entropy_read(void *ctx, void *dst, size_t len);

/* xorshift for reproducible pseudo-random test data (not for IDs). */
uint64_t test_rand64(void);
void test_rand_bytes(void *dst, size_t n);

#endif
