/* SPDX-License-Identifier: MIT */
/* test_time.c - RFC 3339 formatting and parsing. */
#include "check.h"

#include <string.h>
#include <time.h>

static int parses(const char *s, int64_t want_ms, uint32_t want_ns)
{
    int64_t ms = 0;
    uint32_t ns = 0;
    size_t pos = 999;
    sortid_status st = sortid_time_parse(&ms, &ns, s, strlen(s), &pos);
    return CHECKF(st == SORTID_OK && ms == want_ms && ns == want_ns, "%s -> %d %lld %u (pos %zu)",
                  s, st, (long long)ms, ns, pos);
}

static int rejects(const char *s, sortid_status want, size_t want_pos)
{
    int64_t ms;
    size_t pos = 999;
    sortid_status st = sortid_time_parse(&ms, NULL, s, strlen(s), &pos);
    return CHECKF(st == want && pos == want_pos, "%s -> %d at %zu", s, st, pos);
}

TEST(time_parse_forms)
{
    parses("2016-07-30T22:36:16.385Z", 1469918176385, 0);
    parses("2016-07-30t22:36:16.385z", 1469918176385, 0);
    parses("2016-07-30 22:36:16.385", 1469918176385, 0);
    parses("2026-04-15T00:00:00Z", 1776211200000, 0);
    parses("2026-04-15", 1776211200000, 0);
    parses("2026-04-15T02:00:00+02:00", 1776211200000, 0);
    parses("2026-04-14T19:30-0430", 1776211200000, 0);
    parses("1970-01-01T00:00:00.000000001Z", 0, 1);
    parses("1970-01-01T00:00:00.1234567891Z", 123, 456789);
    parses("1969-12-31T23:59:59.999Z", -1, 0);
    parses("+10889-08-02T05:31:50.655Z", 281474976710655, 0);
    parses("2016-12-31T23:59:60Z", 1483228799999, 999999);
    parses("2024-02-29T00:00:00Z", 1709164800000, 0);
    rejects("2023-02-29T00:00:00Z", SORTID_E_TIME_RANGE, 8);
    rejects("2026-13-01", SORTID_E_TIME_RANGE, 5);
    rejects("2026-00-01", SORTID_E_TIME_RANGE, 5);
    rejects("2026-04-31", SORTID_E_TIME_RANGE, 8);
    rejects("2026-04-15T24:00:00Z", SORTID_E_TIME_RANGE, 11);
    parses("2026-04-15T00:00:00", 1776211200000, 0);
    rejects("2026-04-15T00:00:00Q", SORTID_E_CHAR, 19);
    rejects("2026-04-15T00:00:00.Z", SORTID_E_CHAR, 20);
    rejects("2026-04-15T00", SORTID_E_LENGTH, 13);
    rejects("2026-4-15", SORTID_E_CHAR, 6);
    rejects("", SORTID_E_LENGTH, 0);
    rejects("1700000000000", SORTID_E_CHAR, 4);
    rejects("2026-04-15T00:00:00Z ", SORTID_E_CHAR, 20);
    rejects("2026-04-15\xc3\xa9", SORTID_E_CHAR, 10);
}

/* The C library's UTC breakdown (Windows' covers 1970..3000 only; the
 * comparison below skips what it refuses). */
static int utc_tm(time_t t, struct tm *tm)
{
#if defined(_WIN32)
    return gmtime_s(tm, &t) == 0;
#else
    return gmtime_r(&t, tm) != NULL;
#endif
}

TEST(time_format_and_round_trip)
{
    char s[(SORTID_TIME_TEXT_MAX + 1)];
    CHECK(sortid_time_format(s, 0) == 24 && !strcmp(s, "1970-01-01T00:00:00.000Z"));
    sortid_time_format(s, -1);
    CHECK(!strcmp(s, "1969-12-31T23:59:59.999Z"));
    sortid_time_format(s, SORTID_ULID_TICK_MAX);
    CHECK(!strcmp(s, "+10889-08-02T05:31:50.655Z"));
    sortid_time_format(s, -62167219200001); /* one ms before 0000-01-01 */
    CHECK(!strcmp(s, "-0001-12-31T23:59:59.999Z"));
    sortid_time_format(s, INT64_MAX);
    CHECK(strlen(s) < (SORTID_TIME_TEXT_MAX + 1) && s[0] == '+');
    sortid_time_format(s, INT64_MIN);
    CHECK(strlen(s) < (SORTID_TIME_TEXT_MAX + 1) && s[0] == '-');
    /* agreement with the C library over a wide range */
    int bad = 0;
    for (int i = 0; i < 100000; i++) {
        int64_t ms = (int64_t)(test_rand64() % (uint64_t)SORTID_ULID_TICK_MAX) -
                     (i & 1 ? 0 : 100000000000000);
        int64_t back;
        uint32_t ns;
        size_t n = sortid_time_format(s, ms);
        if (sortid_time_parse(&back, &ns, s, n, NULL) != SORTID_OK || back != ms || ns != 0) {
            if (!bad)
                fprintf(stderr, "round trip %lld -> %s -> %lld\n", (long long)ms, s,
                        (long long)back);
            bad++;
        }
        time_t secs = (time_t)((ms - (((ms % 1000) + 1000) % 1000)) / 1000);
        struct tm tm;
        char ref[64];
        if (utc_tm(secs, &tm) && tm.tm_year + 1900 >= 0 && tm.tm_year + 1900 <= 9999) {
            snprintf(ref, sizeof ref, "%04d-%02d-%02dT%02d:%02d:%02d", tm.tm_year + 1900,
                     tm.tm_mon + 1, tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec);
            if (strncmp(ref, s, 19)) {
                if (!bad)
                    fprintf(stderr, "%lld: %s vs libc %s\n", (long long)ms, s, ref);
                bad++;
            }
        }
    }
    CHECKF(bad == 0, "%d mismatches", bad);
}

static int reads(const char *s, unsigned flags, int64_t want_ms, uint32_t want_ns)
{
    int64_t ms = 0;
    uint32_t ns = 0;
    size_t pos = 999;
    sortid_status st = sortid_time_read(&ms, &ns, s, strlen(s), flags, &pos);
    return CHECKF(st == SORTID_OK && ms == want_ms && ns == want_ns, "%s -> %d %lld %u (pos %zu)",
                  s, st, (long long)ms, ns, pos);
}

static int read_fails(const char *s, sortid_status want, size_t want_pos)
{
    int64_t ms = 12345;
    size_t pos = 999;
    sortid_status st = sortid_time_read(&ms, NULL, s, strlen(s), SORTID_TIME_NOW, &pos);
    return CHECKF(st == want && pos == want_pos && ms == 12345, "%s -> %d at %zu", s, st, pos);
}

TEST(time_read_numbers)
{
    /* units */
    reads("1700000000s", 0, 1700000000000, 0);
    reads("1700000000000ms", 0, 1700000000000, 0);
    reads("1700000000000123us", 0, 1700000000000, 123000);
    reads("1700000000000123456ns", 0, 1700000000000, 123456);
    reads("1700000000.25s", 0, 1700000000250, 0);
    reads("1700000000.0000000019s", 0, 1700000000000, 1); /* past ns: truncated */
    reads("1.5ms", 0, 1, 500000);
    reads("1.9999999ms", 0, 1, 999999);
    reads("2.5us", 0, 0, 2500);
    reads("7.9ns", 0, 0, 7);
    reads("0s", 0, 0, 0);
    reads("5ns", 0, 0, 5);
    /* before 1970: floored, nanoseconds counted up */
    reads("-1ms", 0, -1, 0);
    reads("-1ns", 0, -1, 999999);
    reads("-1.5s", 0, -1500, 0);
    reads("-0", 0, 0, 0);
    /* a bare number of 10^11 or more is milliseconds, as is 0 */
    reads("100000000000", 0, 100000000000, 0);
    reads("1700000000000", 0, 1700000000000, 0);
    reads("281474976710655", 0, 281474976710655, 0);
    reads("0", 0, 0, 0);
    /* the limits of int64 milliseconds */
    reads("9223372036854775807ms", 0, INT64_MAX, 0);
    reads("9223372036854775807ns", 0, 9223372036854, 775807);
    reads("18446744073709551615us", 0, 18446744073709551, 615000);
    reads("9223372036854774s", 0, 9223372036854774000, 0);
    read_fails("9223372036854775s", SORTID_E_TIME_RANGE, 0);
    read_fails("-9223372036854775s", SORTID_E_TIME_RANGE, 1);
    read_fails("18446744073709551616ns", SORTID_E_TIME_RANGE, 0);
    read_fails("99999999999999999999999ms", SORTID_E_TIME_RANGE, 0);
}

TEST(time_read_refuses)
{
    /* seconds typed without their unit: refused, where the unit is missing */
    read_fails("1700000000", SORTID_E_AMBIGUOUS, 10);
    read_fails("99999999999", SORTID_E_AMBIGUOUS, 11);
    read_fails("1", SORTID_E_AMBIGUOUS, 1);
    read_fails("-1", SORTID_E_AMBIGUOUS, 2);
    read_fails("1700000000000.5", SORTID_E_AMBIGUOUS, 15);
    read_fails("2026", SORTID_E_AMBIGUOUS, 4);
    CHECK(strcmp(sortid_strerror(SORTID_E_AMBIGUOUS), "unknown sortid status") != 0);
    /* units are s, ms, us and ns, lower case, right after the digits */
    read_fails("1700000000S", SORTID_E_CHAR, 10);
    read_fails("1700000000 s", SORTID_E_CHAR, 10);
    read_fails("17m", SORTID_E_LENGTH, 3);
    read_fails("17mx", SORTID_E_CHAR, 3);
    read_fails("17sec", SORTID_E_CHAR, 3);
    read_fails("17mss", SORTID_E_CHAR, 4);
    read_fails("17h", SORTID_E_CHAR, 2);
    read_fails("1.s", SORTID_E_CHAR, 2);
    read_fails("1.", SORTID_E_LENGTH, 2);
    read_fails(".5s", SORTID_E_CHAR, 0);
    read_fails("-", SORTID_E_LENGTH, 1);
    read_fails("-s", SORTID_E_CHAR, 1);
    read_fails("1e9s", SORTID_E_CHAR, 1);
    read_fails("17\xc2\xb5s", SORTID_E_CHAR, 2);
    read_fails("", SORTID_E_LENGTH, 0);
    read_fails("yesterday", SORTID_E_CHAR, 0);
    read_fails("NOW", SORTID_E_CHAR, 0);
    read_fails("now ", SORTID_E_CHAR, 0);
}

TEST(time_read_instants_and_now)
{
    /* RFC 3339 text is sortid_time_parse's, errors and positions included */
    reads("2016-07-30T22:36:16.385Z", 0, 1469918176385, 0);
    reads("1970-01-01T00:00:00.000000001Z", 0, 0, 1);
    reads("2026-04-15", 0, 1776211200000, 0);
    reads("-0001-12-31T23:59:59.999Z", 0, -62167219200001, 0);
    reads("+10889-08-02T05:31:50.655Z", 0, 281474976710655, 0);
    read_fails("2026-13-01", SORTID_E_TIME_RANGE, 5);
    read_fails("2026-04-15T00:00:00Q", SORTID_E_CHAR, 19);
    read_fails("2026-04-15T00", SORTID_E_LENGTH, 13);

    /* "now" only when asked for, and then the clock's time */
    int64_t before, ms, after;
    uint32_t ns = 1000000;
    size_t pos = 999;
    CHECK(sortid_clock_ms(&before) == SORTID_OK);
    CHECK(sortid_time_read(&ms, &ns, "now", 3, SORTID_TIME_NOW, &pos) == SORTID_OK);
    CHECK(sortid_clock_ms(&after) == SORTID_OK);
    CHECKF(before <= ms && ms <= after && ns < 1000000, "%lld in [%lld, %lld], ns %u",
           (long long)ms, (long long)before, (long long)after, ns);
    CHECK(sortid_time_read(&ms, NULL, "now", 3, 0, &pos) == SORTID_E_CHAR && pos == 0);

    /* arguments */
    CHECK(sortid_time_read(NULL, NULL, "0", 1, 0, NULL) == SORTID_E_INVALID_ARG);
    CHECK(sortid_time_read(&ms, NULL, NULL, 0, 0, NULL) == SORTID_E_INVALID_ARG);
    CHECK(sortid_time_read(&ms, NULL, "0", 1, 2, NULL) == SORTID_E_INVALID_ARG);
    /* not NUL-terminated: only len bytes are read */
    CHECK(sortid_time_read(&ms, &ns, "1700000000s9", 11, 0, NULL) == SORTID_OK &&
          ms == 1700000000000);
}
