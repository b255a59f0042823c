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

/* The child half of gen_shared_in_another_program (test_at.c): main runs it
 * for "--shared-gen-child PATH" and exits with what it returns. */
int test_shared_gen_child(const char *path);

/* Read one "kind\tinput\texpected" line; returns 0 at end of file. Skips the header. */
int read_vector(FILE *f, char *kind, char *input, char *expected, size_t cap);

/* Parse n bytes of Crockford text with flags and, when accepted, format the
 * value back (upper case) into out; returns the parse status. */
typedef sortid_status (*crockford_roundtrip_fn)(const char *src, size_t n, unsigned flags,
                                                size_t *pos, char *out);
/* Every byte value at every position of base (strict and lenient): returns
 * the number of wrong answers (see test_ulid.c). */
int crockford_every_byte_errors(const char *base, size_t n, crockford_roundtrip_fn fn);

/* The time of an ID as a plain value (INT64_MIN when the call refuses), and
 * the _make calls from a kind's raw unit, so the tests can say their
 * expectations in the units of the specifications. */
static inline int64_t t_ms(sortid_status s, int64_t ms)
{
    return s == SORTID_OK ? ms : INT64_MIN;
}
#define T_MS(call, src)                                \
    __extension__({                                    \
        int64_t t_ms_ = 0;                             \
        sortid_status t_st_ = call(&t_ms_, NULL, src); \
        t_ms(t_st_, t_ms_);                            \
    })
#define t_ulid_ms(src)     T_MS(sortid_ulid_unix_ms, src)
#define t_baseuid_ms(src)  T_MS(sortid_baseuid_unix_ms, src)
#define t_ksuid_ms(src)    T_MS(sortid_ksuid_unix_ms, src)
#define t_objectid_ms(src) T_MS(sortid_objectid_unix_ms, src)
#define t_xid_ms(src)      T_MS(sortid_xid_unix_ms, src)
static inline int64_t t_flake_ms(sortid_flake f)
{
    int64_t ms = 0;
    sortid_status s = sortid_flake_unix_ms(&ms, NULL, &f);
    return t_ms(s, ms);
}
/* A BaseUID's time as Unix ns (its tick << 15). */
static inline int64_t t_baseuid_ns(const sortid_baseuid *b)
{
    int64_t ms = 0;
    uint32_t ns = 0;
    return sortid_baseuid_unix_ms(&ms, &ns, b) == SORTID_OK ? ms * 1000000 + ns : INT64_MIN;
}
/* Seconds (KSUID, ObjectId, xid) as the Unix ms _make takes, clamped so an
 * out-of-range second stays out of range. */
static inline int64_t t_s_to_ms(int64_t s)
{
    return s > INT64_MAX / 1000 ? INT64_MAX : s < INT64_MIN / 1000 ? INT64_MIN : s * 1000;
}
static inline sortid_status t_baseuid_make_ns(sortid_baseuid *dst, int64_t ns, const uint8_t *r)
{
    if (ns < 0)
        return sortid_baseuid_make(dst, -1, 0, r);
    return sortid_baseuid_make(dst, ns / 1000000, (uint32_t)(ns % 1000000), r);
}
static inline sortid_status t_baseuid_make_tick(sortid_baseuid *dst, int64_t tick, const uint8_t *r)
{
    if (tick < 0 || tick > SORTID_BASEUID_TICK_MAX)
        return sortid_baseuid_make(dst, -1, 0, r); /* out of range either way */
    return t_baseuid_make_ns(dst, tick << SORTID_BASEUID_TICK_SHIFT, r);
}
/* A flake's time counted from its epoch, as the Unix ms _make takes. */
static inline int64_t t_flake_epoch_ms(int64_t time_ms)
{
    return time_ms > INT64_MAX - SORTID_FLAKE_EPOCH_MS ? INT64_MAX
                                                       : time_ms + SORTID_FLAKE_EPOCH_MS;
}

/* The forms read before the rest of the family came: a caller whose accept
 * mask holds none of the family's forms is never told of them. */
#define T_ACCEPT_CORE                                                       \
    (SORTID_ACCEPT(SORTID_FORM_ULID) | SORTID_ACCEPT(SORTID_FORM_FLAKE) |   \
     SORTID_ACCEPT(SORTID_FORM_BASEUID) | SORTID_ACCEPT(SORTID_FORM_UUID) | \
     SORTID_ACCEPT(SORTID_FORM_UUID_HEX) | SORTID_ACCEPT(SORTID_FORM_FLAKE_HEX))

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
