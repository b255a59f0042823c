/* SPDX-License-Identifier: MIT */
/* args.c - sortid.IDError and the readers of Python arguments: every error
 * the extension raises for a bad value carries the library's reason, what
 * was read, and where (byte, item). */
#include "args.h"

#include <limits.h>

PyObject *glue_IDError;

static int py_set_attr(PyObject *exc, const char *name, PyObject *value);

int glue_args_ready(PyObject *module)
{
    glue_IDError = PyErr_NewExceptionWithDoc("sortid.IDError",
                                             "A value that is not a valid ID (or time): "
                                             ".reason is the library's reason, .pos the "
                                             "0-based byte, .index the item of a list or "
                                             "buffer, .status the library's status code.",
                                             PyExc_ValueError, NULL);
    if (glue_IDError == NULL)
        return -1;
    return PyModule_AddObjectRef(module, "IDError", glue_IDError);
}

PyObject *glue_error(const char *what, sortid_status s, Py_ssize_t pos, Py_ssize_t index)
{
    PyObject *msg, *exc;
    const char *reason = sortid_strerror(s);
    if (index >= 0 && pos >= 0)
        msg = PyUnicode_FromFormat("item %zd: %s: %s at byte %zd", index, what, reason, pos);
    else if (index >= 0)
        msg = PyUnicode_FromFormat("item %zd: %s: %s", index, what, reason);
    else if (pos >= 0)
        msg = PyUnicode_FromFormat("%s: %s at byte %zd", what, reason, pos);
    else
        msg = PyUnicode_FromFormat("%s: %s", what, reason);
    if (msg == NULL)
        return NULL;
    exc = PyObject_CallOneArg(glue_IDError, msg);
    Py_DECREF(msg);
    if (exc == NULL)
        return NULL;
    if (py_set_attr(exc, "status", PyLong_FromLong((long)s)) < 0 ||
        py_set_attr(exc, "reason", PyUnicode_FromString(reason)) < 0 ||
        py_set_attr(exc, "what", PyUnicode_FromString(what)) < 0 ||
        py_set_attr(exc, "pos", pos >= 0 ? PyLong_FromSsize_t(pos) : Py_NewRef(Py_None)) < 0 ||
        py_set_attr(exc, "index", index >= 0 ? PyLong_FromSsize_t(index) : Py_NewRef(Py_None)) <
            0) {
        Py_DECREF(exc);
        return NULL;
    }
    PyErr_SetObject(glue_IDError, exc);
    Py_DECREF(exc);
    return NULL;
}

PyObject *glue_value_error(const char *what, PyObject *value, sortid_status s)
{
    PyObject *text = PyUnicode_FromFormat("%s %.200R", what, value);
    const char *t;
    if (text == NULL)
        return NULL;
    if ((t = PyUnicode_AsUTF8(text)) != NULL)
        glue_error(t, s, -1, -1);
    Py_DECREF(text);
    return NULL;
}

int glue_text(PyObject *o, const char *what, const char **s, Py_ssize_t *n, PyObject **keep)
{
    *keep = NULL;
    if (!PyUnicode_Check(o)) {
        PyErr_Format(PyExc_TypeError, "%s must be str, not %.100s", what, Py_TYPE(o)->tp_name);
        return -1;
    }
    if ((*s = PyUnicode_AsUTF8AndSize(o, n)) != NULL)
        return 0;
    if (!PyErr_ExceptionMatches(PyExc_UnicodeEncodeError))
        return -1;
    PyErr_Clear(); /* a lone surrogate: the library names its byte */
    if ((*keep = PyUnicode_AsEncodedString(o, "utf-8", "surrogatepass")) == NULL)
        return -1;
    *s = PyBytes_AS_STRING(*keep);
    *n = PyBytes_GET_SIZE(*keep);
    return 0;
}

int glue_bytes(PyObject *o, const char *what, void *dst, Py_ssize_t n)
{
    Py_buffer view;
    if (PyObject_GetBuffer(o, &view, PyBUF_SIMPLE) < 0) {
        PyErr_Clear();
        PyErr_Format(PyExc_TypeError, "%s must be bytes, not %.100s", what, Py_TYPE(o)->tp_name);
        return -1;
    }
    if (view.len != n) {
        Py_ssize_t len = view.len;
        PyBuffer_Release(&view);
        glue_error(what, SORTID_E_LENGTH, len < n ? len : n, -1);
        return -1;
    }
    memcpy(dst, view.buf, (size_t)n);
    PyBuffer_Release(&view);
    return 0;
}

int glue_int64(PyObject *o, const char *what, sortid_status too_big, int64_t *v)
{
    long long x = PyLong_AsLongLong(o);
    if (x == -1 && PyErr_Occurred()) {
        if (!PyErr_ExceptionMatches(PyExc_OverflowError))
            return -1;
        PyErr_Clear();
        glue_error(what, too_big, -1, -1);
        return -1;
    }
    *v = (int64_t)x;
    return 0;
}

int glue_unsigned(PyObject *o, const char *what, unsigned *v)
{
    int over = 0;
    long long x;
    if (!PyLong_Check(o) || PyBool_Check(o)) {
        PyErr_Format(PyExc_TypeError, "%s must be int, not %.100s", what, Py_TYPE(o)->tp_name);
        return -1;
    }
    x = PyLong_AsLongLongAndOverflow(o, &over);
    if (x == -1 && PyErr_Occurred())
        return -1;
    if (over != 0 || x < 0 || (unsigned long long)x > UINT_MAX) {
        glue_value_error(what, o, SORTID_E_OVERFLOW);
        return -1;
    }
    *v = (unsigned)x;
    return 0;
}

/* exc.name = value (a new reference, consumed); 0 or -1. */
static int py_set_attr(PyObject *exc, const char *name, PyObject *value)
{
    int r;
    if (value == NULL)
        return -1;
    r = PyObject_SetAttrString(exc, name, value);
    Py_DECREF(value);
    return r;
}
