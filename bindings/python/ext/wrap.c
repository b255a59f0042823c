/* SPDX-License-Identifier: MIT */
/* wrap.c - kinds and the Python objects of IDs: see wrap.h. */
#include "wrap.h"

#include "ulid.h"

/* kind name -> constructor taking the ID's bytes (from _set_types) */
static PyObject *constructors;

int glue_kind_arg(PyObject *o, sortid_kind *kind)
{
    PyObject *keep;
    const char *s;
    Py_ssize_t n;
    sortid_status st;
    if (glue_text(o, "kind", &s, &n, &keep) < 0)
        return -1;
    st = sortid_kind_from_name(kind, s, (size_t)n);
    Py_XDECREF(keep);
    if (st != SORTID_OK) {
        glue_value_error("kind", o, st);
        return -1;
    }
    return 0;
}

int glue_prefix(PyObject *o, char dst[SORTID_PREFIX_MAX + 1])
{
    PyObject *keep;
    const char *s;
    Py_ssize_t n;
    size_t pos = 0;
    sortid_status st;
    if (glue_text(o, "TypeID prefix", &s, &n, &keep) < 0)
        return -1;
    st = sortid_typeid_prefix_check(s, (size_t)n, &pos);
    if (st == SORTID_OK)
        memcpy(dst, s, (size_t)n), dst[n] = '\0';
    Py_XDECREF(keep);
    if (st != SORTID_OK) {
        glue_error("TypeID prefix", st, (Py_ssize_t)pos, -1);
        return -1;
    }
    return 0;
}

int glue_prefix_of(PyObject *o, sortid_kind kind, char dst[SORTID_PREFIX_MAX + 1])
{
    dst[0] = '\0';
    if (o == Py_None)
        return 0;
    if (kind != SORTID_KIND_TYPEID) {
        PyErr_Format(PyExc_TypeError, "prefix is for a TypeID, not for %s",
                     sortid_kind_get(kind)->a_title);
        return -1;
    }
    return glue_prefix(o, dst);
}

PyObject *glue_wrap(const sortid_id *id)
{
    const sortid_kind_desc *d = sortid_kind_get(id->kind);
    PyObject *ctor;
    char text[SORTID_ID_TEXT_MAX + 1];
    size_t len = 0;
    sortid_status s;
    if (d == NULL)
        return glue_error("ID", SORTID_E_KIND, -1, -1);
    if (constructors != NULL && (ctor = PyDict_GetItemString(constructors, d->name)) != NULL) {
        if (PyType_Check(ctor) && PyType_IsSubtype((PyTypeObject *)ctor, &glue_ULIDType) &&
            d->bytes == SORTID_ULID_BYTES) {
            sortid_ulid u;
            memcpy(u.bytes, id->bytes, SORTID_ULID_BYTES);
            return glue_ulid_make((PyTypeObject *)ctor, &u);
        }
        return PyObject_CallFunction(ctor, "y#", (const char *)id->bytes, (Py_ssize_t)d->bytes);
    }
    if ((s = sortid_id_format(text, sizeof text, id, SORTID_FORM_NONE, 0, &len)) != SORTID_OK)
        return glue_error(d->title, s, -1, -1);
    return PyUnicode_FromStringAndSize(text, (Py_ssize_t)len);
}

static PyObject *py_set_types(PyObject *self, PyObject *dict)
{
    (void)self;
    if (!PyDict_Check(dict)) {
        PyErr_SetString(PyExc_TypeError, "_set_types takes a dict");
        return NULL;
    }
    Py_XSETREF(constructors, Py_NewRef(dict));
    Py_RETURN_NONE;
}

/* The library's kind names, in its table's order. */
static PyObject *py_kind_names(PyObject *self, PyObject *unused)
{
    PyObject *r = PyList_New(0);
    size_t i;
    sortid_kind k;
    (void)self;
    (void)unused;
    for (i = 0; r != NULL && (k = sortid_kind_each(i)) != SORTID_KIND_NONE; i++) {
        PyObject *name = PyUnicode_FromString(sortid_kind_name(k));
        if (name == NULL || PyList_Append(r, name) < 0)
            Py_CLEAR(r);
        Py_XDECREF(name);
    }
    return r;
}

PyMethodDef glue_wrap_functions[] = {
    { "_set_types", py_set_types, METH_O, NULL },
    { "kind_names", py_kind_names, METH_NOARGS, NULL },
    { NULL, NULL, 0, NULL },
};
