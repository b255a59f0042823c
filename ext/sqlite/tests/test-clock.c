/* SPDX-License-Identifier: MIT */
/*
 * test-clock.c - the test build of the SQLite extension (sortid-test.so,
 * made and loaded only by make test-sqlite, never installed): the
 * extension's sources built with SORTID_SQLITE_TEST, so every generator
 * reads a clock that sortid_test_clock(NS) stops at NS Unix nanoseconds and
 * sortid_test_clock(NULL) sets going again, and the tests can exhaust a time
 * tick, or move the clock on while a call waits, on purpose.
 */
#include <stdatomic.h>
#include <stdint.h>

#include "../sqlite_ext.h"

static _Atomic int64_t stopped_ns = INT64_MIN; /* INT64_MIN: the real clock */

sortid_status sq_test_clock(void *ctx, int64_t *unix_ns)
{
    int64_t t = atomic_load(&stopped_ns);
    (void)ctx;
    if (t == INT64_MIN)
        return sortid_clock_ns(unix_ns);
    *unix_ns = t;
    return SORTID_OK;
}

void sq_fn_test_clock(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    (void)ctx;
    (void)argc;
    atomic_store(&stopped_ns, sqlite3_value_type(argv[0]) == SQLITE_NULL
                                  ? INT64_MIN
                                  : (int64_t)sqlite3_value_int64(argv[0]));
}
