/* SPDX-License-Identifier: MIT */
/* ulid.h - the C base of sortid.ULID (python-ulid 3.x's ULID in C).
 * Builds on args.h and oneshot.h. */
#ifndef SORTID_PY_ULID_H
#define SORTID_PY_ULID_H

#include "args.h"

extern PyTypeObject glue_ULIDType;

/* A new sortid.ULID (type or a subclass) holding id. */
PyObject *glue_ulid_make(PyTypeObject *type, const sortid_ulid *id);

/* Ready the type and add ULID and _extend_ulid to the module.  0 or -1. */
int glue_ulid_ready(PyObject *module);

#endif
