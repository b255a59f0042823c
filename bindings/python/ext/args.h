/* SPDX-License-Identifier: MIT */
/* args.h - the bottom layer of the sortid extension: sortid.IDError and the
 * readers of Python arguments (text, bytes, integers).  Every other file of
 * the extension builds on it; it includes none of them.  The extension is
 * glue only: libsortid's calls hold every rule (times, layouts, policy). */
#ifndef SORTID_PY_ARGS_H
#define SORTID_PY_ARGS_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include "sortid.h"

/* sortid.IDError (a ValueError). */
extern PyObject *glue_IDError;

/* Make sortid.IDError and add it to the module.  0 or -1. */
int glue_args_ready(PyObject *module);

/* Raise IDError for status s: what was read ("ULID text"), the library's
 * reason, the byte position pos and the item index (each -1 when none).
 * Always returns NULL. */
PyObject *glue_error(const char *what, sortid_status s, Py_ssize_t pos, Py_ssize_t index);

/* Raise IDError for status s naming a value: "what VALUE: reason", VALUE
 * being repr(value).  Always returns NULL. */
PyObject *glue_value_error(const char *what, PyObject *value, sortid_status s);

/* The bytes of a str argument (UTF-8; lone surrogates kept as their
 * surrogatepass bytes, so the library names the bad byte).  TypeError for
 * anything but str.  *keep (may be set to a new reference) holds the bytes
 * alive; the caller releases it with Py_XDECREF.  0 or -1. */
int glue_text(PyObject *o, const char *what, const char **s, Py_ssize_t *n, PyObject **keep);

/* Exactly n bytes from a bytes-like object into dst.  TypeError for another
 * type, IDError (length) for another size.  0 or -1. */
int glue_bytes(PyObject *o, const char *what, void *dst, Py_ssize_t n);

/* An int (the caller checked its type) as an int64 into *v; a value
 * outside int64 is IDError(what, too_big).  0 or -1. */
int glue_int64(PyObject *o, const char *what, sortid_status too_big, int64_t *v);

/* An option that the library reads as an unsigned (a node, a step size):
 * TypeError for anything but int (bool included), IDError naming the value
 * for one below 0 or above the unsigned range, never a value cut to fit;
 * the library checks the option's own range.  0 or -1. */
int glue_unsigned(PyObject *o, const char *what, unsigned *v);

#endif
