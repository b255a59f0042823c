/* SPDX-License-Identifier: MIT */
/* bulk.h - many IDs at once (bulk.c).  Builds on args.h, clock.h,
 * oneshot.h and wrap.h. */
#ifndef SORTID_PY_BULK_H
#define SORTID_PY_BULK_H

#include "args.h"

/* What a bulk call writes to: a new list of str, a new bytes, a buffer. */
enum { GLUE_OUT_LIST, GLUE_OUT_BYTES, GLUE_OUT_INTO };

/* n IDs of g (GLUE_OUT_INTO: as many as fit in target, a writable buffer)
 * to out, made with the GIL released; following a replaced time.time. */
PyObject *glue_bulk(sortid_gen *g, Py_ssize_t n, int out, PyObject *target);

/* A count of IDs (an int; TypeError for another type).  0 or -1. */
int glue_count(PyObject *o, Py_ssize_t *n);

/* bulk, bulk_into and validate, for the module's table. */
extern PyMethodDef glue_bulk_functions[];

#endif
