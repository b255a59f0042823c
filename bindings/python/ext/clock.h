/* SPDX-License-Identifier: MIT */
/* clock.h - the clock the extension's generators read (sortid_clock_fn).
 * Python code that replaced time.time (freezegun, time-machine, mock.patch)
 * is followed: glue_clock_enter reads it, once, into this thread's slot that
 * glue_clock serves, and glue_clock_leave empties the slot.  Without a
 * replacement the slot stays empty and glue_clock reads the system clock
 * directly.  Builds on args.h only. */
#ifndef SORTID_PY_CLOCK_H
#define SORTID_PY_CLOCK_H

#include "args.h"

/* Find time.time and time.time_ns as the module is loaded.  0 or -1. */
int glue_clock_ready(void);

/* 1 when it read a replaced clock, 0 when there is none, -1 with an
 * exception set (the replacement raised, returned nonsense, or a time no
 * int64 of Unix nanoseconds holds: IDError naming the value). */
int glue_clock_enter(void);
void glue_clock_leave(void);
/* The replaced clock's reading, Unix ns (after glue_clock_enter gave 1). */
int64_t glue_clock_reading(void);
sortid_status glue_clock(void *ctx, int64_t *unix_ns);

#endif
