/* SPDX-License-Identifier: MIT */
/* module.c - the sortid._sortid module: its table of functions, gathered
 * from the files below it (args, clock, ulid, wrap, codecs, family, bulk,
 * gen), and its own: time text and "an ID at time T".  Each function
 * calls libsortid; the Python layer (sortid/__init__.py) gives them their
 * public shape.  No file of the extension includes this one. */
#include "args.h"
#include "bulk.h"
#include "clock.h"
#include "codecs.h"
#include "family.h"
#include "gen.h"
#include "ulid.h"
#include "wrap.h"

static PyObject *py_time_parse(PyObject *self, PyObject *o)
{
    PyObject *keep;
    const char *s;
    Py_ssize_t n;
    size_t pos = 0;
    int64_t ms;
    uint32_t ns;
    sortid_status st;
    (void)self;
    if (glue_text(o, "time text", &s, &n, &keep) < 0)
        return NULL;
    st = sortid_time_parse(&ms, &ns, s, (size_t)n, &pos);
    Py_XDECREF(keep);
    if (st != SORTID_OK)
        return glue_error("time text", st, (Py_ssize_t)pos, -1);
    return Py_BuildValue("(Lk)", (long long)ms, (unsigned long)ns);
}

/* time_error(what, value): IDError "what VALUE: time out of range", the
 * library's words for a time a Python type cannot hold (a datetime past
 * year 9999); returned, for the Python layer to raise. */
static PyObject *py_time_error(PyObject *self, PyObject *args)
{
    PyObject *value, *type, *exc, *tb;
    const char *what;
    (void)self;
    if (!PyArg_ParseTuple(args, "sO:time_error", &what, &value))
        return NULL;
    glue_value_error(what, value, SORTID_E_TIME_RANGE);
    PyErr_Fetch(&type, &exc, &tb);
    PyErr_NormalizeException(&type, &exc, &tb);
    Py_XDECREF(type);
    Py_XDECREF(tb);
    return exc;
}

static PyObject *py_time_format(PyObject *self, PyObject *o)
{
    long long ms;
    char text[SORTID_TIME_TEXT_LEN + 1];
    size_t n;
    (void)self;
    if (!PyLong_Check(o)) {
        PyErr_Format(PyExc_TypeError, "milliseconds must be int, not %.100s", Py_TYPE(o)->tp_name);
        return NULL;
    }
    if ((ms = PyLong_AsLongLong(o)) == -1 && PyErr_Occurred())
        return NULL;
    n = sortid_time_format(text, (int64_t)ms);
    return PyUnicode_FromStringAndSize(text, (Py_ssize_t)n);
}

/* at(kind, unix_ms, ns_in_ms, mode, node, prefix): mode 0 random, 1 min,
 * 2 max (sortid_at). */
static PyObject *py_at(PyObject *self, PyObject *args)
{
    PyObject *k, *mso, *node_o = NULL, *prefix = Py_None;
    int64_t ms;
    unsigned long ns = 0;
    int mode = 0;
    unsigned node = 0;
    sortid_kind kind;
    sortid_id id;
    char p[SORTID_PREFIX_MAX_LEN + 1] = "";
    sortid_status s;
    (void)self;
    if (!PyArg_ParseTuple(args, "OO|kiOO:at", &k, &mso, &ns, &mode, &node_o, &prefix) ||
        glue_kind_arg(k, &kind) < 0 || (node_o != NULL && glue_unsigned(node_o, "node", &node) < 0))
        return NULL;
    if (!PyLong_Check(mso)) {
        PyErr_Format(PyExc_TypeError, "milliseconds must be int, not %.100s",
                     Py_TYPE(mso)->tp_name);
        return NULL;
    }
    if (glue_int64(mso, "time", SORTID_E_TIME_RANGE, &ms) < 0)
        return NULL;
    if (ns > UINT32_MAX)
        return glue_error("time", SORTID_E_INVALID_ARG, -1, -1);
    if (glue_prefix_of(prefix, kind, p) < 0)
        return NULL;
    s = sortid_id_at(&id, kind, ms, (uint32_t)ns, (sortid_at)mode, node);
    if (s != SORTID_OK)
        return glue_error("time", s, -1, -1);
    memcpy(id.prefix, p, sizeof id.prefix);
    return glue_wrap(&id);
}

static PyObject *py_kind_time_range(PyObject *self, PyObject *k)
{
    sortid_kind kind;
    int64_t lo, hi;
    sortid_status s;
    (void)self;
    if (glue_kind_arg(k, &kind) < 0)
        return NULL;
    if ((s = sortid_time_range(kind, &lo, &hi)) != SORTID_OK)
        return glue_error("kind", s, -1, -1);
    return Py_BuildValue("(LL)", (long long)lo, (long long)hi);
}

static PyObject *py_codec_in_use(PyObject *self, PyObject *unused)
{
    (void)self;
    (void)unused;
    return PyUnicode_FromString(sortid_impl_active());
}

static PyMethodDef functions[] = {
    { "time_parse", py_time_parse, METH_O, NULL },
    { "time_format", py_time_format, METH_O, NULL },
    { "time_error", py_time_error, METH_VARARGS, NULL },
    { "at", py_at, METH_VARARGS, NULL },
    { "time_range", py_kind_time_range, METH_O, NULL },
    { "implementation", py_codec_in_use, METH_NOARGS, NULL },
    { NULL, NULL, 0, NULL },
};

static struct PyModuleDef moduledef = {
    PyModuleDef_HEAD_INIT,
    "sortid._sortid",
    "libsortid's calls for the sortid package (private: use the sortid module)",
    -1,
    functions,
    NULL,
    NULL,
    NULL,
    NULL,
};

PyMODINIT_FUNC PyInit__sortid(void);
PyMODINIT_FUNC PyInit__sortid(void)
{
    PyObject *m = PyModule_Create(&moduledef);
    if (m == NULL)
        return NULL;
    if (glue_clock_ready() < 0 || glue_args_ready(m) < 0 ||
        PyModule_AddStringConstant(m, "LIBRARY_VERSION", sortid_version()) < 0 ||
        PyModule_AddFunctions(m, glue_wrap_functions) < 0 ||
        PyModule_AddFunctions(m, glue_codec_functions) < 0 ||
        PyModule_AddFunctions(m, glue_family_functions) < 0 ||
        PyModule_AddFunctions(m, glue_bulk_functions) < 0 ||
        PyModule_AddFunctions(m, glue_gen_functions) < 0 || glue_ulid_ready(m) < 0 ||
        glue_gen_ready(m) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
