/* clock.c - CLOCK_REALTIME in Unix milliseconds and nanoseconds; the
 * monotonic clock and the sleep behind the generators' bounded waits. */
#include "internal.h"

#include <time.h>

sortid_status sortid_clock_ns(int64_t *unix_ns)
{
    struct timespec ts;
    if (!unix_ns)
        return SORTID_E_INVALID_ARG;
    if (clock_gettime(CLOCK_REALTIME, &ts) != 0)
        return SORTID_E_CLOCK;
    *unix_ns = (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
    return SORTID_OK;
}

sortid_status sortid_clock_ms(int64_t *unix_ms)
{
    struct timespec ts;
    if (!unix_ms)
        return SORTID_E_INVALID_ARG;
    if (clock_gettime(CLOCK_REALTIME, &ts) != 0)
        return SORTID_E_CLOCK;
    *unix_ms = (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
    return SORTID_OK;
}

int64_t sortid__mono_ns(void)
{
    struct timespec ts;
    if (clock_gettime(CLOCK_MONOTONIC, &ts) != 0)
        return 0;
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

void sortid__sleep_ns(int64_t ns)
{
    struct timespec ts;
    if (ns <= 0)
        return;
    ts.tv_sec = (time_t)(ns / 1000000000);
    ts.tv_nsec = (long)(ns % 1000000000);
    (void)nanosleep(&ts, NULL); /* interrupted: the caller reads the clock again */
}
