/* SPDX-License-Identifier: MIT */
/* ulid.c - the C base of sortid.ULID, python-ulid 3.x's ULID in C: the
 * constructor, the from_* readers, the properties, text, int and bytes
 * forms, ordering and equality as python-ulid defines them, hash, pickle
 * and copy.  sortid/__init__.py adds the parts that need datetime, uuid and
 * pydantic. */
#include "ulid.h"

#include "oneshot.h"

#include <structmember.h>

typedef struct {
    PyObject_HEAD Py_hash_t hash; /* of the 16 bytes, as hash(bytes); -1: not yet */
    sortid_ulid id;
} ULIDObject;

#define ID(o) (&((ULIDObject *)(o))->id)

static PyObject *py_ulid_from_buffer(PyTypeObject *type, PyObject *o);
static PyObject *py_ulid_now(PyTypeObject *type);
static PyObject *py_ulid_time_range(int above);
static PyObject *py_cmp_result(int c, int op);

PyObject *glue_ulid_make(PyTypeObject *type, const sortid_ulid *id)
{
    /* sortid.ULID itself: every field is set below, so no zeroing allocator
     * (tp_alloc) is needed; a subclass (a __dict__, GC) takes its tp_alloc */
    ULIDObject *self = type == &glue_ULIDType ? PyObject_New(ULIDObject, type)
                                              : (ULIDObject *)type->tp_alloc(type, 0);
    if (self == NULL)
        return NULL;
    self->hash = -1;
    self->id = *id;
    return (PyObject *)self;
}

static PyObject *py_ulid_new(PyTypeObject *type, PyObject *args, PyObject *kwds)
{
    static char *kwlist[] = { "value", NULL };
    PyObject *value = Py_None;
    if ((PyTuple_GET_SIZE(args) != 0 || kwds != NULL) &&
        !PyArg_ParseTupleAndKeywords(args, kwds, "|O:ULID", kwlist, &value))
        return NULL;
    return value != Py_None ? py_ulid_from_buffer(type, value) : py_ulid_now(type);
}

/* ULID() and ULID(value) without keywords, called the vectorcall way
 * (PEP 590) as list() and range() are: no argument tuple is built and
 * type.__call__'s generic path is skipped.  Only sortid.ULID itself is
 * called so (a subclass takes tp_new); anything else goes to ulid_new. */
static PyObject *py_ulid_vectorcall(PyObject *type, PyObject *const *args, size_t nargsf,
                                    PyObject *kwnames)
{
    Py_ssize_t n = PyVectorcall_NARGS(nargsf);
    if (kwnames == NULL && n <= 1)
        return n == 1 && args[0] != Py_None ? py_ulid_from_buffer((PyTypeObject *)type, args[0])
                                            : py_ulid_now((PyTypeObject *)type);
    /* keywords or more arguments: as a classic call, for ulid_new's checks */
    Py_ssize_t i, nk = kwnames ? PyTuple_GET_SIZE(kwnames) : 0;
    PyObject *tuple = PyTuple_New(n), *kw = nk ? PyDict_New() : NULL, *r = NULL;
    if (tuple == NULL || (nk && kw == NULL))
        goto done;
    for (i = 0; i < n; i++)
        PyTuple_SET_ITEM(tuple, i, Py_NewRef(args[i]));
    for (i = 0; i < nk; i++)
        if (PyDict_SetItem(kw, PyTuple_GET_ITEM(kwnames, i), args[n + i]) < 0)
            goto done;
    r = py_ulid_new((PyTypeObject *)type, tuple, kw);
done:
    Py_XDECREF(tuple);
    Py_XDECREF(kw);
    return r;
}

static void py_ulid_dealloc(PyObject *self)
{
    Py_TYPE(self)->tp_free(self);
}

/* ---- readers ------------------------------------------------------------- */

static PyObject *py_from_bytes(PyObject *cls, PyObject *o)
{
    return py_ulid_from_buffer((PyTypeObject *)cls, o);
}

static PyObject *py_from_str(PyObject *cls, PyObject *o)
{
    PyObject *keep;
    const char *s;
    Py_ssize_t n;
    size_t pos = 0;
    sortid_ulid id;
    sortid_status st;
    if (glue_text(o, "ULID text", &s, &n, &keep) < 0)
        return NULL;
    st = sortid_ulid_parse(&id, s, (size_t)n, 0, &pos);
    Py_XDECREF(keep);
    if (st != SORTID_OK)
        return glue_error("ULID text", st, (Py_ssize_t)pos, -1);
    return glue_ulid_make((PyTypeObject *)cls, &id);
}

static PyObject *py_from_hex(PyObject *cls, PyObject *o)
{
    PyObject *keep;
    const char *s;
    Py_ssize_t n;
    size_t pos = 0;
    sortid_read_result r;
    sortid_ulid id;
    sortid_status st;
    if (glue_text(o, "ULID hex text", &s, &n, &keep) < 0)
        return NULL;
    st = sortid_read(&r, s, (size_t)n, SORTID_ACCEPT(SORTID_FORM_UUID_HEX), 0, &pos);
    Py_XDECREF(keep);
    if (st != SORTID_OK)
        return glue_error("ULID hex text", st, (Py_ssize_t)pos, -1);
    sortid_ulid_from_uuid(&id, &r.id.uuid);
    return glue_ulid_make((PyTypeObject *)cls, &id);
}

static PyObject *py_from_int(PyObject *cls, PyObject *o)
{
    PyObject *b;
    sortid_ulid id;
    if (!PyLong_Check(o))
        return PyErr_Format(PyExc_TypeError, "ULID.from_int takes int, not %.100s",
                            Py_TYPE(o)->tp_name);
    /* int.to_bytes(16, "big"): raises for a negative value or one above 2^128 - 1 */
    b = PyObject_CallMethod(o, "to_bytes", "is", SORTID_ULID_BYTES, "big");
    if (b == NULL) {
        if (!PyErr_ExceptionMatches(PyExc_OverflowError))
            return NULL;
        PyErr_Clear();
        return glue_error("ULID integer", SORTID_E_OVERFLOW, -1, -1);
    }
    memcpy(id.bytes, PyBytes_AS_STRING(b), SORTID_ULID_BYTES);
    Py_DECREF(b);
    return glue_ulid_make((PyTypeObject *)cls, &id);
}

/* python-ulid's rule: an int is milliseconds, a float seconds (times 1000,
 * truncated as int() does); then a random ID of that millisecond. */
static PyObject *py_from_timestamp(PyObject *cls, PyObject *o)
{
    int64_t ms;
    sortid_ulid id;
    sortid_status s;
    if (PyFloat_Check(o)) {
        double v = PyFloat_AS_DOUBLE(o) * 1000.0;
        if (!(v > -9.2e18 && v < 9.2e18))
            return py_ulid_time_range(v > 0); /* NaN: not above */
        ms = (int64_t)v;
    } else if (PyLong_Check(o)) {
        int over;
        long long v = PyLong_AsLongLongAndOverflow(o, &over);
        if (over)
            return py_ulid_time_range(over > 0);
        if (v == -1 && PyErr_Occurred())
            return NULL;
        ms = (int64_t)v;
    } else {
        return PyErr_Format(PyExc_TypeError, "a timestamp must be int or float, not %.100s",
                            Py_TYPE(o)->tp_name);
    }
    if ((s = sortid_ulid_at(&id, ms, SORTID_AT_RANDOM)) != SORTID_OK)
        return s == SORTID_E_TIME_RANGE ? py_ulid_time_range(ms > 0)
                                        : glue_error("ULID time", s, -1, -1);
    return glue_ulid_make((PyTypeObject *)cls, &id);
}

/* ---- forms ---------------------------------------------------------------- */

static PyObject *py_ulid_str(PyObject *self)
{
    PyObject *s = PyUnicode_New(SORTID_ULID_TEXT_LEN, 127);
    if (s != NULL) /* the string's buffer holds the 26 characters and a NUL */
        sortid_ulid_format((char *)PyUnicode_1BYTE_DATA(s), ID(self), 0);
    return s;
}

static PyObject *py_ulid_repr(PyObject *self)
{
    char text[SORTID_ULID_TEXT_LEN + 1];
    sortid_ulid_format(text, ID(self), 0);
    return PyUnicode_FromFormat("ULID(%s)", text);
}

static PyObject *py_ulid_bytes(PyObject *self, void *unused)
{
    (void)unused;
    return PyBytes_FromStringAndSize((const char *)ID(self)->bytes, SORTID_ULID_BYTES);
}

static PyObject *py_ulid_bytes_method(PyObject *self, PyObject *unused)
{
    return py_ulid_bytes(self, unused);
}

static PyObject *py_ulid_int(PyObject *self)
{
    PyObject *hi, *lo, *sh, *r = NULL;
    uint64_t h = 0, l = 0;
    int i;
    for (i = 0; i < 8; i++) {
        h = h << 8 | ID(self)->bytes[i];
        l = l << 8 | ID(self)->bytes[i + 8];
    }
    hi = PyLong_FromUnsignedLongLong(h);
    lo = PyLong_FromUnsignedLongLong(l);
    sh = PyLong_FromLong(64);
    if (hi && lo && sh) {
        PyObject *t = PyNumber_Lshift(hi, sh);
        if (t != NULL) {
            r = PyNumber_Or(t, lo);
            Py_DECREF(t);
        }
    }
    Py_XDECREF(hi);
    Py_XDECREF(lo);
    Py_XDECREF(sh);
    return r;
}

static PyObject *py_ulid_milliseconds(PyObject *self, void *unused)
{
    (void)unused;
    return PyLong_FromLongLong((long long)sortid_ulid_unix_ms(ID(self)));
}

static PyObject *py_ulid_timestamp(PyObject *self, void *unused)
{
    (void)unused; /* python-ulid: milliseconds / 1000 */
    return PyFloat_FromDouble((double)sortid_ulid_unix_ms(ID(self)) / 1000.0);
}

static PyObject *py_ulid_hex(PyObject *self, void *unused)
{
    sortid_uuid u;
    char text[SORTID_UUID_TEXT_LEN + 1];
    size_t n;
    (void)unused;
    sortid_ulid_to_uuid(&u, ID(self));
    n = sortid_uuid_format(text, &u, SORTID_FORMAT_NO_HYPHENS);
    return PyUnicode_FromStringAndSize(text, (Py_ssize_t)n);
}

/* ---- hash, ordering, equality -------------------------------------------- */

static Py_hash_t py_ulid_hash(PyObject *self)
{
    ULIDObject *u = (ULIDObject *)self;
    if (u->hash == -1) { /* hash(self.bytes), as python-ulid, so ULID == bytes hash alike */
        PyObject *b = py_ulid_bytes(self, NULL);
        if (b == NULL)
            return -1;
        u->hash = PyObject_Hash(b);
        Py_DECREF(b);
    }
    return u->hash;
}

/* python-ulid: another ULID by bytes, an int as int(self), bytes as
 * self.bytes, str as str(self).  By the specification a ULID's text is
 * case-insensitive, so a str that is valid ULID text compares by value;
 * other strings compare with str(self) as python-ulid does. */
static PyObject *py_ulid_richcompare(PyObject *self, PyObject *other, int op)
{
    PyObject *mine, *r;
    if (PyObject_TypeCheck(other, &glue_ULIDType))
        return py_cmp_result(sortid_ulid_compare(ID(self), ID(other)), op);
    if (PyLong_Check(other))
        mine = py_ulid_int(self);
    else if (PyBytes_Check(other))
        mine = py_ulid_bytes(self, NULL);
    else if (PyUnicode_Check(other)) {
        Py_ssize_t n;
        const char *s = PyUnicode_AsUTF8AndSize(other, &n);
        sortid_ulid id;
        if (s == NULL)
            PyErr_Clear(); /* not UTF-8 encodable: not ULID text */
        else if (sortid_ulid_parse(&id, s, (size_t)n, 0, NULL) == SORTID_OK)
            return py_cmp_result(sortid_ulid_compare(ID(self), &id), op);
        mine = py_ulid_str(self);
    } else
        Py_RETURN_NOTIMPLEMENTED;
    if (mine == NULL)
        return NULL;
    r = PyObject_RichCompare(mine, other, op);
    Py_DECREF(mine);
    return r;
}

/* ---- pickle and copy: immutable, so a copy is the object itself ----------- */

static PyObject *py_ulid_reduce(PyObject *self, PyObject *unused)
{
    (void)unused;
    return Py_BuildValue("(O(y#))", (PyObject *)Py_TYPE(self), (const char *)ID(self)->bytes,
                         (Py_ssize_t)SORTID_ULID_BYTES);
}

static PyObject *py_ulid_copy(PyObject *self, PyObject *unused)
{
    (void)unused;
    return Py_NewRef(self);
}

static PyObject *py_ulid_deepcopy(PyObject *self, PyObject *memo)
{
    (void)memo;
    return Py_NewRef(self);
}

static PyMethodDef ulid_methods[] = {
    { "from_bytes", py_from_bytes, METH_O | METH_CLASS, "A ULID from its 16 bytes." },
    { "from_str", py_from_str, METH_O | METH_CLASS,
      "A ULID from its 26 characters (Crockford base32, either case)." },
    { "from_hex", py_from_hex, METH_O | METH_CLASS, "A ULID from 32 hex digits." },
    { "from_int", py_from_int, METH_O | METH_CLASS, "A ULID from its 128-bit integer." },
    { "from_timestamp", py_from_timestamp, METH_O | METH_CLASS,
      "A random ULID of a time: an int is Unix milliseconds, a float Unix "
      "seconds." },
    { "__bytes__", py_ulid_bytes_method, METH_NOARGS, NULL },
    { "__reduce__", py_ulid_reduce, METH_NOARGS, NULL },
    { "__copy__", py_ulid_copy, METH_NOARGS, NULL },
    { "__deepcopy__", py_ulid_deepcopy, METH_O, NULL },
    { NULL, NULL, 0, NULL },
};

static PyGetSetDef ulid_getset[] = {
    { "bytes", py_ulid_bytes, NULL, "The 16 bytes.", NULL },
    { "milliseconds", py_ulid_milliseconds, NULL, "The time: Unix milliseconds.", NULL },
    { "timestamp", py_ulid_timestamp, NULL, "The time: Unix seconds (float).", NULL },
    { "hex", py_ulid_hex, NULL, "32 lower-case hex digits.", NULL },
    { NULL, NULL, NULL, NULL, NULL },
};

static PyNumberMethods ulid_as_number = {
    .nb_int = py_ulid_int,
};

PyTypeObject glue_ULIDType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "sortid.ULID",
    .tp_doc = "A ULID, as python-ulid's: ULID() now, ULID(bytes) from 16 "
              "bytes.  Text is read by "
              "the ULID specification (either case); the time follows "
              "time.time when tests "
              "replaced it (freezegun, time-machine, mock).",
    .tp_basicsize = sizeof(ULIDObject),
    .tp_flags = Py_TPFLAGS_DEFAULT | Py_TPFLAGS_BASETYPE,
    .tp_new = py_ulid_new,
    .tp_vectorcall = py_ulid_vectorcall,
    .tp_dealloc = py_ulid_dealloc,
    .tp_str = py_ulid_str,
    .tp_repr = py_ulid_repr,
    .tp_hash = py_ulid_hash,
    .tp_richcompare = py_ulid_richcompare,
    .tp_methods = ulid_methods,
    .tp_getset = ulid_getset,
    .tp_as_number = &ulid_as_number,
};

/* _extend_ulid(name, value): the Python layer's methods (datetime, uuid,
 * parse, pydantic) put into the C type's dictionary, so that sortid.ULID is
 * this type itself and ULID() costs no Python subclass. */
static PyObject *py_extend(PyObject *self, PyObject *args)
{
    PyObject *name, *value;
    (void)self;
    if (!PyArg_ParseTuple(args, "UO:_extend_ulid", &name, &value) ||
        PyDict_SetItem(glue_ULIDType.tp_dict, name, value) < 0)
        return NULL;
    PyType_Modified(&glue_ULIDType);
    Py_RETURN_NONE;
}

static PyMethodDef extend_def = { "_extend_ulid", py_extend, METH_VARARGS, NULL };

int glue_ulid_ready(PyObject *module)
{
    PyObject *f;
    int rc;
    if (PyType_Ready(&glue_ULIDType) < 0)
        return -1;
    if ((f = PyCFunction_New(&extend_def, NULL)) == NULL)
        return -1;
    rc = PyModule_AddObject(module, "_extend_ulid", f);
    if (rc < 0) {
        Py_DECREF(f);
        return -1;
    }
    return PyModule_AddObjectRef(module, "ULID", (PyObject *)&glue_ULIDType);
}

static PyObject *py_cmp_result(int c, int op)
{
    Py_RETURN_RICHCOMPARE(c, 0, op);
}
/* A time the library refused as out of range: one past the last
 * millisecond begins with python-ulid's words for it, so code that matches
 * them keeps working; the reason is still the library's. */
static PyObject *py_ulid_time_range(int above)
{
    return glue_error(above ? "Value exceeds maximum possible timestamp (ULID time)" : "ULID time",
                      SORTID_E_TIME_RANGE, -1, -1);
}
/* ULID(): one now. */
static PyObject *py_ulid_now(PyTypeObject *type)
{
    sortid_id id;
    sortid_ulid u;
    static const glue_oneshot how = { 1, 0 }; /* monotonic, as python-ulid's since 3.1 */
    if (glue_now(SORTID_KIND_ULID, &how, &id) < 0)
        return NULL;
    memcpy(u.bytes, id.bytes, SORTID_ULID_BYTES);
    return glue_ulid_make(type, &u);
}
static PyObject *py_ulid_from_buffer(PyTypeObject *type, PyObject *o)
{
    Py_buffer view;
    sortid_ulid id;
    if (PyObject_GetBuffer(o, &view, PyBUF_SIMPLE) < 0) {
        PyErr_Clear();
        return PyErr_Format(PyExc_TypeError, "ULID() takes bytes, not %.100s", Py_TYPE(o)->tp_name);
    }
    if (view.len != SORTID_ULID_BYTES) {
        Py_ssize_t n = view.len;
        PyBuffer_Release(&view);
        return glue_error("ULID bytes", SORTID_E_LENGTH, n < 16 ? n : 16, -1);
    }
    memcpy(id.bytes, view.buf, SORTID_ULID_BYTES);
    PyBuffer_Release(&view);
    return glue_ulid_make(type, &id);
}
