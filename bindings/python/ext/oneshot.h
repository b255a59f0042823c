/* SPDX-License-Identifier: MIT */
/* oneshot.h - one ID now, from the module's one-shot generators (ULID(),
 * sortid.gen).  Builds on args.h and clock.h. */
#ifndef SORTID_PY_ONESHOT_H
#define SORTID_PY_ONESHOT_H

#include "args.h"

/* Options of a one-shot ID: monotonic (strictly greater than the last one
 * of the kind in the process, by the library's policy: a ULID steps +1
 * within a millisecond, as python-ulid's ULID() does since 3.1) or random,
 * and a scalable flake's node. */
typedef struct glue_oneshot {
    int monotonic;
    unsigned node;
} glue_oneshot;

/* One ID of a kind now, following a replaced time.time.  0, or -1 with an
 * exception set (IDError in the library's words for options it refuses). */
int glue_now(sortid_kind kind, const glue_oneshot *how, sortid_id *dst);

/* The library's options for a generator of this extension: the clock
 * (clock.h's, which follows a replaced time.time) and flags added. */
sortid_status glue_gen_init(sortid_gen *g, sortid_kind kind, unsigned flags, sortid_gen_options *o);

/* IDError for a generator the library refused, in its own words. */
PyObject *glue_refused(const sortid_gen *g, sortid_status s);

#endif
