/* clock.c - CLOCK_REALTIME in Unix milliseconds and nanoseconds. */
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

sortid_status sortid__clock_ns(const sortid_gen *gen, int64_t *unix_ns)
{
    if (gen->clock)
        return gen->clock(gen->clock_ctx, unix_ns);
    return sortid_clock_ns(unix_ns);
}
