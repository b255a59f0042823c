/* SPDX-License-Identifier: MIT */
/* clock.c - the wall clock in Unix milliseconds and nanoseconds, and the
 * monotonic clock behind the generators' bounded waits (the operating
 * system's part of both is in platform.c). */
#include "internal.h"

sortid_status sortid_clock_ns(int64_t *unix_ns)
{
    if (!unix_ns)
        return SORTID_E_INVALID_ARG;
    return sortid__os_realtime_ns(unix_ns);
}

sortid_status sortid_clock_ms(int64_t *unix_ms)
{
    int64_t ns;
    if (!unix_ms)
        return SORTID_E_INVALID_ARG;
    sortid_status s = sortid__os_realtime_ns(&ns);
    if (s == SORTID_OK)
        *unix_ms = sortid__floor_div(ns, 1000000);
    return s;
}

int64_t sortid__mono_ns(void)
{
    int64_t ns;
    return sortid__os_monotonic_ns(&ns) == SORTID_OK ? ns : 0;
}
