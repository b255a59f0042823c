/* SPDX-License-Identifier: MIT */
/* gen.c - generators: sortid.gen (one ID now from the module's one-shot
 * generators) and the C base of sortid.Generator (one library generator,
 * monotonic by the library's policy, shared by threads under the library's
 * lock).  The options' ranges and the policy are the library's. */
#include "gen.h"

#include "bulk.h"
#include "clock.h"
#include "oneshot.h"
#include "wrap.h"

/* now(kind, monotonic=False, prefix=None, node=0): one ID of the kind; a
 * TypeID's text carries prefix (its UUIDv7 comes from the one-shot TypeID
 * generator). */
static PyObject *py_now(PyObject *m, PyObject *args)
{
    PyObject *k, *prefix = Py_None, *node = NULL;
    char p[SORTID_PREFIX_MAX_LEN + 1] = "";
    glue_oneshot how = { 0, 0 };
    sortid_kind kind;
    sortid_id id;
    (void)m;
    if (!PyArg_ParseTuple(args, "O|pOO:gen", &k, &how.monotonic, &prefix, &node) ||
        glue_kind_arg(k, &kind) < 0 || (node != NULL && glue_unsigned(node, "node", &how.node) < 0))
        return NULL;
    if (glue_prefix_of(prefix, kind, p) < 0)
        return NULL;
    if (glue_now(kind, &how, &id) < 0)
        return NULL;
    if (p[0] != '\0')
        memcpy(id.prefix, p, sizeof id.prefix);
    return glue_wrap(&id);
}

PyMethodDef glue_gen_functions[] = {
    { "now", py_now, METH_VARARGS, NULL },
    { NULL, NULL, 0, NULL },
};

/* ---- sortid.Generator ------------------------------------------------------------ */

typedef struct {
    PyObject_HEAD sortid_kind kind;
    int ready;
    sortid_gen gen;
} GenObject;

static PyObject *py_gen_new(PyTypeObject *type, PyObject *args, PyObject *kwds)
{
    static char *kwlist[] = { "kind",     "monotonic", "random_step", "node", "entropy_size",
                              "epoch_ms", "prefix",    "max_wait_ns", NULL };
    PyObject *kind_o, *step = NULL, *node = NULL, *size = NULL, *epoch = Py_None;
    PyObject *prefix = Py_None;
    char p[SORTID_PREFIX_MAX_LEN + 1];
    int monotonic = 1;
    long long max_wait = SORTID_WAIT_DATABASE_NS;
    sortid_gen_options o = { 0 };
    sortid_status s;
    GenObject *self;
    sortid_kind kind;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "O|$pOOOOOL:Generator", kwlist, &kind_o,
                                     &monotonic, &step, &node, &size, &epoch, &prefix, &max_wait) ||
        (step != NULL && glue_unsigned(step, "random_step", &o.step_bits) < 0) ||
        (node != NULL && glue_unsigned(node, "node", &o.node) < 0) ||
        (size != NULL && glue_unsigned(size, "entropy_size", &o.entropy_size) < 0))
        return NULL;
    if (prefix != Py_None) { /* the library refuses it for kinds other than TypeID */
        if (glue_prefix(prefix, p) < 0)
            return NULL;
        o.prefix = p;
    }
    if (glue_kind_arg(kind_o, &kind) < 0)
        return NULL;
    if (epoch != Py_None) {
        if (!PyLong_Check(epoch) || PyBool_Check(epoch))
            return PyErr_Format(PyExc_TypeError, "epoch must be int (Unix ms), not %.100s",
                                Py_TYPE(epoch)->tp_name);
        if (glue_int64(epoch, "epoch", SORTID_E_TIME_RANGE, &o.epoch_ms) < 0)
            return NULL;
        o.flags |= SORTID_GEN_EPOCH;
    }
    o.max_wait_ns = max_wait;
    if ((self = (GenObject *)type->tp_alloc(type, 0)) == NULL)
        return NULL;
    self->kind = kind;
    s = glue_gen_init(&self->gen, kind,
                      SORTID_GEN_THREAD_SAFE | (monotonic ? SORTID_GEN_MONOTONIC : 0u), &o);
    if (s != SORTID_OK) {
        glue_refused(&self->gen, s);
        Py_DECREF(self);
        return NULL;
    }
    self->ready = 1;
    return (PyObject *)self;
}

static void py_gen_dealloc(PyObject *o)
{
    GenObject *self = (GenObject *)o;
    if (self->ready)
        sortid_gen_destroy(&self->gen);
    Py_TYPE(o)->tp_free(o);
}

static PyObject *py_gen_call(PyObject *o, PyObject *args, PyObject *kwds)
{
    GenObject *self = (GenObject *)o;
    sortid_id id;
    sortid_status s;
    if (kwds != NULL && PyDict_GET_SIZE(kwds) != 0) {
        PyErr_SetString(PyExc_TypeError, "Generator() takes no arguments");
        return NULL;
    }
    if (!PyArg_ParseTuple(args, ":Generator") || glue_clock_enter() < 0)
        return NULL;
    Py_BEGIN_ALLOW_THREADS s = sortid_gen_id(&self->gen, &id);
    Py_END_ALLOW_THREADS glue_clock_leave();
    if (s != SORTID_OK)
        return glue_error("generator", s, -1, -1);
    return glue_wrap(&id);
}

static PyObject *py_gen_list(PyObject *o, PyObject *arg)
{
    GenObject *self = (GenObject *)o;
    Py_ssize_t n;
    if (glue_count(arg, &n) < 0)
        return NULL;
    return glue_bulk(&self->gen, n, GLUE_OUT_LIST, NULL);
}

static PyObject *py_gen_bytes(PyObject *o, PyObject *arg)
{
    GenObject *self = (GenObject *)o;
    Py_ssize_t n;
    if (glue_count(arg, &n) < 0)
        return NULL;
    return glue_bulk(&self->gen, n, GLUE_OUT_BYTES, NULL);
}

static PyObject *py_gen_into(PyObject *o, PyObject *buffer)
{
    GenObject *self = (GenObject *)o;
    return glue_bulk(&self->gen, 0, GLUE_OUT_INTO, buffer);
}

static PyObject *py_gen_kind(PyObject *o, void *unused)
{
    (void)unused;
    return PyUnicode_FromString(sortid_kind_name(((GenObject *)o)->kind));
}

static PyMethodDef gen_methods[] = {
    { "list", py_gen_list, METH_O, "list(n): n IDs as a list of str." },
    { "bytes", py_gen_bytes, METH_O,
      "bytes(n): n IDs as text in one bytes, each followed by '\\n'." },
    { "into", py_gen_into, METH_O,
      "into(buffer): fill a writable buffer with as many lines of IDs as fit; their number." },
    { NULL, NULL, 0, NULL },
};

static PyGetSetDef gen_getset[] = {
    { "kind", py_gen_kind, NULL, "The kind's name.", NULL },
    { NULL, NULL, NULL, NULL, NULL },
};

static PyTypeObject GeneratorType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "sortid._sortid.GeneratorBase",
    .tp_doc = "The C base of sortid.Generator: one libsortid generator, shared safely by "
              "threads; call it for one ID.",
    .tp_basicsize = sizeof(GenObject),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE,
    .tp_new = py_gen_new,
    .tp_dealloc = py_gen_dealloc,
    .tp_call = py_gen_call,
    .tp_methods = gen_methods,
    .tp_getset = gen_getset,
};

int glue_gen_ready(PyObject *module)
{
    if (PyType_Ready(&GeneratorType) < 0)
        return -1;
    return PyModule_AddObjectRef(module, "GeneratorBase", (PyObject *)&GeneratorType);
}
