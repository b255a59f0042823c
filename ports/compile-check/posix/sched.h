/* SPDX-License-Identifier: MIT */
/* Compile check: <sched.h>. */
#ifndef SORTID_STUB_SCHED_H
#define SORTID_STUB_SCHED_H
int sched_yield(void);
#endif
