/* SPDX-License-Identifier: MIT */
/* glue.h - what the files of the sortid extension share.  The extension is
 * glue only: argument readers, error reporting and object making around
 * libsortid's calls, which hold every rule (times, layouts, policy). */
#ifndef SORTID_PY_GLUE_H
#define SORTID_PY_GLUE_H

#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include "sortid.h"

/* sortid.IDError (a ValueError) and the C base of sortid.ULID. */
extern PyObject *glue_IDError;
extern PyTypeObject glue_ULIDType;

/* Raise IDError for status s: what was read ("ULID text"), the library's
 * reason, the byte position pos and the item index (each -1 when none).
 * Always returns NULL. */
PyObject *glue_error(const char *what, sortid_status s, Py_ssize_t pos, Py_ssize_t index);

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

/* A TypeID prefix (a str, checked by the library over its whole length, so
 * a NUL byte is refused at its position, never cut at) into dst.  TypeError
 * / IDError.  0 or -1. */
int glue_prefix(PyObject *o, char dst[SORTID_PREFIX_MAX + 1]);

/* The clock the generators read (sortid_clock_fn).  Python code that
 * replaced time.time (freezegun, time-machine, mock.patch) is followed:
 * glue_clock_enter reads it, once, into this thread's slot that glue_clock
 * serves, and glue_clock_leave empties the slot.  Without a replacement the
 * slot stays empty and glue_clock reads the system clock directly.
 * glue_clock_enter: 1 when it read a replaced clock, 0 when there is none,
 * -1 with an exception set (the replacement raised or returned nonsense). */
int glue_clock_enter(void);
void glue_clock_leave(void);
/* The replaced clock's reading, Unix ns (after glue_clock_enter gave 1). */
int64_t glue_clock_reading(void);
sortid_status glue_clock(void *ctx, int64_t *unix_ns);

/* A new sortid.ULID (type or a subclass) holding id. */
PyObject *glue_ulid_make(PyTypeObject *type, const sortid_ulid *id);

/* The Python object for an ID: the constructor the Python layer registered
 * for the kind's name (_set_types) called with the ID's bytes (a ULID
 * class: made here), or the ID's canonical text for a kind with none. */
PyObject *glue_wrap(const sortid_id *id);

/* A kind named by its Python argument (a str such as "ulid", the library's
 * name).  TypeError / IDError.  0 or -1. */
int glue_kind_arg(PyObject *o, sortid_kind *kind);

/* One ID of a kind now, from the module's one-shot generators, each
 * monotonic within the process (a ULID steps +1 within a millisecond, as
 * python-ulid's ULID() does since 3.1), following a replaced time.time.
 * 0, or -1 with an exception set. */
int glue_now(sortid_kind kind, sortid_id *dst);

/* Module tables of the other files. */
extern PyMethodDef glue_gen_functions[];
extern PyMethodDef glue_family_functions[];
extern PyTypeObject glue_GeneratorType;
int glue_ulid_ready(PyObject *module);
int glue_gen_ready(PyObject *module);

#endif
