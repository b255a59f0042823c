/* SPDX-License-Identifier: MIT */
/* bulk.c - many IDs at once and many checked at once: bulk output (a list
 * of str, one bytes of lines, a caller's buffer) made with the GIL
 * released, and validation that stops at the first bad ID.  Every kind goes
 * through the library's kind-generic calls. */
#include "bulk.h"

#include "clock.h"
#include "oneshot.h"
#include "wrap.h"

/* IDs per chunk of a bulk call: their text lives in a buffer of this many
 * at a time, whatever the count asked for. */
#define CHUNK 16384

static PyObject *py_bulk_of(PyObject *kind_o, PyObject *prefix, unsigned flags, Py_ssize_t n,
                            int out, PyObject *target);
static sortid_status py_lines_nogil(sortid_gen *g, char *dst, size_t n, size_t len);
static PyObject *py_bulk_list_of(sortid_gen *g, Py_ssize_t n, size_t len, sortid_status *s);

static sortid_status py_check_one(const sortid_kind_desc *d, const char *s, size_t n, size_t *pos);
static PyObject *py_validate_list(const sortid_kind_desc *d, PyObject *seq);
static PyObject *py_validate_buffer(const sortid_kind_desc *d, PyObject *o);

PyObject *glue_bulk(sortid_gen *g, Py_ssize_t n, int out, PyObject *target)
{
    /* a line's length is the generator's (a TypeID's depends on its prefix) */
    const size_t len = sortid_gen_text_len(g);
    Py_buffer view = { 0 };
    PyObject *r = NULL;
    sortid_status s = SORTID_OK;
    if (len == 0)
        return glue_error("generator", SORTID_E_INVALID_ARG, -1, -1);
    if (out == GLUE_OUT_INTO) {
        if (PyObject_GetBuffer(target, &view, PyBUF_WRITABLE) < 0) {
            PyErr_Clear();
            return PyErr_Format(PyExc_TypeError, "into() takes a writable buffer, not %.100s",
                                Py_TYPE(target)->tp_name);
        }
        n = view.len / (Py_ssize_t)(len + 1);
    }
    if (n < 0)
        PyErr_SetString(PyExc_ValueError, "the count of IDs must not be negative");
    else if ((size_t)n > (size_t)PY_SSIZE_T_MAX / (len + 1))
        PyErr_Format(PyExc_OverflowError, "%zd IDs do not fit in memory", n);
    else if (glue_clock_enter() >= 0) {
        if (out == GLUE_OUT_LIST)
            r = py_bulk_list_of(g, n, len, &s);
        else if (out == GLUE_OUT_BYTES) {
            r = PyBytes_FromStringAndSize(NULL, n * (Py_ssize_t)(len + 1));
            if (r != NULL)
                s = py_lines_nogil(g, PyBytes_AS_STRING(r), (size_t)n, len);
        } else if ((s = py_lines_nogil(g, view.buf, (size_t)n, len)) == SORTID_OK)
            r = PyLong_FromSsize_t(n);
        glue_clock_leave();
        if (s != SORTID_OK) {
            Py_CLEAR(r);
            glue_error("generator", s, -1, -1);
        }
    }
    if (out == GLUE_OUT_INTO)
        PyBuffer_Release(&view);
    return r;
}

int glue_count(PyObject *o, Py_ssize_t *n)
{
    if (!PyLong_Check(o)) {
        PyErr_Format(PyExc_TypeError, "the count must be int, not %.100s", Py_TYPE(o)->tp_name);
        return -1;
    }
    *n = PyLong_AsSsize_t(o);
    return *n == -1 && PyErr_Occurred() ? -1 : 0;
}

/* bulk(n, kind="ulid", monotonic=False, as_bytes=False, prefix=None): n
 * IDs from a fresh generator of the kind for the call, as a list of str or
 * one bytes of lines. */
static PyObject *py_bulk(PyObject *m, PyObject *args)
{
    PyObject *count, *kind_o = NULL, *prefix = Py_None;
    int monotonic = 0, as_bytes = 0;
    Py_ssize_t n;
    (void)m;
    if (!PyArg_ParseTuple(args, "O|OppO:bulk", &count, &kind_o, &monotonic, &as_bytes, &prefix) ||
        glue_count(count, &n) < 0)
        return NULL;
    return py_bulk_of(kind_o, prefix, monotonic ? SORTID_GEN_MONOTONIC : 0u, n,
                      as_bytes ? GLUE_OUT_BYTES : GLUE_OUT_LIST, NULL);
}

/* bulk_into(buffer, kind="ulid"): as many lines as fit; their number. */
static PyObject *py_bulk_into(PyObject *m, PyObject *args)
{
    PyObject *buffer, *kind_o = NULL;
    (void)m;
    if (!PyArg_ParseTuple(args, "O|O:bulk_into", &buffer, &kind_o))
        return NULL;
    return py_bulk_of(kind_o, Py_None, 0, 0, GLUE_OUT_INTO, buffer);
}

/* A fresh generator of the kind (kind_o NULL: a ULID), with the prefix and
 * flags, for one bulk call. */
static PyObject *py_bulk_of(PyObject *kind_o, PyObject *prefix, unsigned flags, Py_ssize_t n,
                            int out, PyObject *target)
{
    sortid_kind kind = SORTID_KIND_ULID;
    char p[SORTID_PREFIX_MAX_LEN + 1];
    sortid_gen g;
    sortid_gen_options opt = { 0 };
    sortid_status s;
    PyObject *r;
    if (kind_o != NULL && glue_kind_arg(kind_o, &kind) < 0)
        return NULL;
    if (prefix != Py_None) { /* the library refuses it for kinds other than TypeID */
        if (glue_prefix(prefix, p) < 0)
            return NULL;
        opt.prefix = p;
    }
    opt.max_wait_ns = SORTID_WAIT_DATABASE_NS;
    if ((s = glue_gen_init(&g, kind, flags, &opt)) != SORTID_OK)
        return glue_refused(&g, s);
    r = glue_bulk(&g, n, out, target);
    sortid_gen_destroy(&g);
    return r;
}

/* ---- validation ----------------------------------------------------------- */

/* validate(ids, kind="ulid"): a list (or tuple) of str, or a bytes-like
 * object of lines.  The number of IDs, or IDError for the first bad one. */
static PyObject *py_validate(PyObject *m, PyObject *args, PyObject *kwds)
{
    static char *kwlist[] = { "ids", "kind", NULL };
    PyObject *ids, *kind_o = NULL, *seq, *r;
    sortid_kind kind = SORTID_KIND_ULID;
    const sortid_kind_desc *d;
    (void)m;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "O|O:validate", kwlist, &ids, &kind_o))
        return NULL;
    if ((kind_o != NULL && glue_kind_arg(kind_o, &kind) < 0) || (d = sortid_kind_get(kind)) == NULL)
        return NULL;
    if (PyObject_CheckBuffer(ids))
        return py_validate_buffer(d, ids);
    if (!PyList_Check(ids) && !PyTuple_Check(ids))
        return PyErr_Format(PyExc_TypeError,
                            "validate takes a list of str or a bytes-like object, not %.100s",
                            Py_TYPE(ids)->tp_name);
    if ((seq = PySequence_Fast(ids, "validate")) == NULL)
        return NULL;
    r = py_validate_list(d, seq);
    Py_DECREF(seq);
    return r;
}

PyMethodDef glue_bulk_functions[] = {
    { "bulk", py_bulk, METH_VARARGS, NULL },
    { "bulk_into", py_bulk_into, METH_VARARGS, NULL },
    { "validate", (PyCFunction)(void (*)(void))py_validate, METH_VARARGS | METH_KEYWORDS,
      "validate($module, /, ids, kind='ulid')\n--\n\n"
      "The number of IDs in a list of str or a buffer of lines, each read as "
      "the library reads "
      "the kind (any of its text forms), or IDError naming the first bad one "
      "(index, byte, "
      "reason)." },
    { NULL, NULL, 0, NULL },
};

/* Lines of a bytes-like object ('\n' after each; the last may lack it),
 * read without the GIL. */
static PyObject *py_validate_buffer(const sortid_kind_desc *d, PyObject *o)
{
    Py_buffer view;
    const char *p, *end, *nl;
    size_t index = 0, pos = 0;
    sortid_status st = SORTID_OK;
    if (PyObject_GetBuffer(o, &view, PyBUF_SIMPLE) < 0)
        return NULL;
    p = view.buf;
    end = p + view.len;
    Py_BEGIN_ALLOW_THREADS for (; p < end; p = nl + 1, index++)
    {
        if ((nl = memchr(p, '\n', (size_t)(end - p))) == NULL)
            nl = end;
        if ((st = py_check_one(d, p, (size_t)(nl - p), &pos)) != SORTID_OK)
            break;
    }
    Py_END_ALLOW_THREADS PyBuffer_Release(&view);
    if (st != SORTID_OK)
        return glue_error(d->title, st, (Py_ssize_t)pos, (Py_ssize_t)index);
    return PyLong_FromSize_t(index);
}
static PyObject *py_validate_list(const sortid_kind_desc *d, PyObject *seq)
{
    Py_ssize_t i, n = PySequence_Fast_GET_SIZE(seq);
    for (i = 0; i < n; i++) {
        PyObject *item = PySequence_Fast_GET_ITEM(seq, i), *keep;
        const char *s;
        Py_ssize_t len;
        size_t pos = 0;
        sortid_status st;
        if (!PyUnicode_Check(item))
            return PyErr_Format(PyExc_TypeError, "item %zd must be str, not %.100s", i,
                                Py_TYPE(item)->tp_name);
        if (glue_text(item, d->title, &s, &len, &keep) < 0)
            return NULL;
        st = py_check_one(d, s, (size_t)len, &pos);
        Py_XDECREF(keep);
        if (st != SORTID_OK)
            return glue_error(d->title, st, (Py_ssize_t)pos, i);
    }
    return PyLong_FromSsize_t(n);
}
/* One ID's text, read as the library reads the kind (sortid_id_parse):
 * every text form of the kind, at the length its form has (a TypeID's
 * follows its prefix). */
static sortid_status py_check_one(const sortid_kind_desc *d, const char *s, size_t n, size_t *pos)
{
    sortid_id id;
    return sortid_id_parse(&id, d->kind, s, n, 0, pos, NULL);
}

/* ---- helpers of the bulk calls ------------------------------------------ */

/* n IDs as lines into dst (lines of len + 1 bytes), without the GIL. */
static sortid_status py_lines_nogil(sortid_gen *g, char *dst, size_t n, size_t len)
{
    sortid_status s;
    size_t done;
    Py_BEGIN_ALLOW_THREADS s = sortid_gen_lines(g, dst, n * (len + 1), n, 0, &done);
    Py_END_ALLOW_THREADS return s;
}

/* n IDs as a list of str: chunks of lines, each cut into strings. */
static PyObject *py_bulk_list_of(sortid_gen *g, Py_ssize_t n, size_t len, sortid_status *s)
{
    Py_ssize_t i, j, k;
    PyObject *r = PyList_New(n);
    char *text = PyMem_Malloc(CHUNK * (len + 1));
    if (r == NULL || text == NULL)
        goto fail;
    for (i = 0; i < n; i += k) {
        k = n - i < CHUNK ? n - i : CHUNK;
        if ((*s = py_lines_nogil(g, text, (size_t)k, len)) != SORTID_OK)
            goto fail;
        for (j = 0; j < k; j++) {
            PyObject *str = PyUnicode_New((Py_ssize_t)len, 127);
            if (str == NULL)
                goto fail;
            memcpy(PyUnicode_1BYTE_DATA(str), text + (size_t)j * (len + 1), len);
            PyList_SET_ITEM(r, i + j, str);
        }
    }
    PyMem_Free(text);
    return r;
fail:
    if (text == NULL && r != NULL)
        PyErr_NoMemory();
    PyMem_Free(text);
    Py_XDECREF(r);
    return NULL;
}
