/* SPDX-License-Identifier: MIT */
/*
 * test-clock.c - the test build of the SQLite extension (sortid-test.so,
 * made and loaded only by make test-sqlite, never installed): sortid_sqlite.c
 * with every generator reading a clock that sortid_test_clock(NS) stops at
 * NS Unix nanoseconds and sortid_test_clock(NULL) sets going again, so the
 * tests can exhaust a time tick, or move the clock on while a call waits, on
 * purpose.
 */
#include <stdatomic.h>
#include <stdint.h>

#include <sqlite3ext.h>

#include "sortid.h"

static sortid_status test_clock(void *ctx, int64_t *unix_ns);
static void fn_test_clock(sqlite3_context *ctx, int argc, sqlite3_value **argv);

#define TEST_CLOCK(o) ((o)->clock = test_clock)
#define TEST_FNS      { "sortid_test_clock", 1, SQLITE_DIRECTONLY, fn_test_clock, NULL, 0, 0, 0, 0 },

#include "../sortid_sqlite.c"

static _Atomic int64_t stopped_ns = INT64_MIN; /* INT64_MIN: the real clock */

static sortid_status test_clock(void *ctx, int64_t *unix_ns)
{
    int64_t t = atomic_load(&stopped_ns);
    (void)ctx;
    if (t == INT64_MIN)
        return sortid_clock_ns(unix_ns);
    *unix_ns = t;
    return SORTID_OK;
}

static void fn_test_clock(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    (void)ctx;
    (void)argc;
    atomic_store(&stopped_ns, sqlite3_value_type(argv[0]) == SQLITE_NULL
                                  ? INT64_MIN
                                  : (int64_t)sqlite3_value_int64(argv[0]));
}
