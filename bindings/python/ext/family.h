/* SPDX-License-Identifier: MIT */
/* family.h - every kind through the library's kind-generic calls (family.c).
 * Builds on args.h and wrap.h. */
#ifndef SORTID_PY_FAMILY_H
#define SORTID_PY_FAMILY_H

#include "args.h"

extern PyMethodDef glue_family_functions[];

#endif
