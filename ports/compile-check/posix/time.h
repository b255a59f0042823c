/* SPDX-License-Identifier: MIT */
/* Compile check: the POSIX <time.h> clocks and sleep (clock ids as macOS
 * and FreeBSD number them; only their presence matters here). */
#ifndef SORTID_STUB_TIME_H
#define SORTID_STUB_TIME_H
typedef long time_t;
typedef int clockid_t;
struct timespec {
    time_t tv_sec;
    long tv_nsec;
};
#define CLOCK_REALTIME  0
#define CLOCK_MONOTONIC 4
int clock_gettime(clockid_t clock_id, struct timespec *tp);
int nanosleep(const struct timespec *rqtp, struct timespec *rmtp);
#endif
