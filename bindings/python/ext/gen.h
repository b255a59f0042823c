/* SPDX-License-Identifier: MIT */
/* gen.h - generators (gen.c).  Builds on args.h, bulk.h, clock.h,
 * oneshot.h and wrap.h. */
#ifndef SORTID_PY_GEN_H
#define SORTID_PY_GEN_H

#include "args.h"

/* now, for the module's table. */
extern PyMethodDef glue_gen_functions[];

/* Ready the generator type and add it to the module.  0 or -1. */
int glue_gen_ready(PyObject *module);

#endif
