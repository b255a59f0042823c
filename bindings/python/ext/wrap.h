/* SPDX-License-Identifier: MIT */
/* wrap.h - kinds and the Python objects of IDs: a kind named by its Python
 * argument, a TypeID prefix, and the object an ID becomes.  Builds on
 * args.h and ulid.h. */
#ifndef SORTID_PY_WRAP_H
#define SORTID_PY_WRAP_H

#include "args.h"

/* A kind named by its Python argument (a str such as "ulid", the library's
 * name).  TypeError / IDError (any str, lone surrogates too: the library
 * refuses what is not a kind's name).  0 or -1. */
int glue_kind_arg(PyObject *o, sortid_kind *kind);

/* A TypeID prefix (a str, checked by the library over its whole length, so
 * a NUL byte is refused at its position, never cut at) into dst.  TypeError
 * / IDError.  0 or -1. */
int glue_prefix(PyObject *o, char dst[SORTID_PREFIX_MAX_LEN + 1]);

/* The prefix argument of a call making or converting to a kind: None is
 * no prefix (dst ""), a str is a TypeID's prefix as glue_prefix reads it;
 * a prefix for a kind whose text has none is a TypeError.  0 or -1. */
int glue_prefix_of(PyObject *o, sortid_kind kind, char dst[SORTID_PREFIX_MAX_LEN + 1]);

/* The Python object for an ID: the constructor the Python layer registered
 * for the kind's name (_set_types) called with the ID's bytes (a ULID
 * class: made here), or the ID's canonical text for a kind with none. */
PyObject *glue_wrap(const sortid_id *id);

/* _set_types and kind_names, for the module's table. */
extern PyMethodDef glue_wrap_functions[];

#endif
