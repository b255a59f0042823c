/* SPDX-License-Identifier: MIT */
/* codecs.c - the codecs of the kinds with a class of their own (Flake,
 * BaseUID) and ULID.to_uuid7: text, bytes, integers and parts, each one
 * libsortid call. */
#include "codecs.h"

/* ---- Ulid-Flake ----------------------------------------------------------- */

static PyObject *py_flake_int(sortid_flake f);
static int py_flake_arg(PyObject *o, sortid_flake *f);

static PyObject *py_flake_format(PyObject *self, PyObject *args)
{
    PyObject *o;
    int lower = 0;
    sortid_flake f;
    char text[SORTID_FLAKE_TEXT_LEN + 1];
    (void)self;
    if (!PyArg_ParseTuple(args, "O|p:flake_format", &o, &lower) || py_flake_arg(o, &f) < 0)
        return NULL;
    sortid_flake_format(text, &f, lower ? SORTID_FORMAT_LOWER : 0);
    return PyUnicode_FromStringAndSize(text, SORTID_FLAKE_TEXT_LEN);
}

static PyObject *py_flake_format_hex(PyObject *self, PyObject *o)
{
    sortid_flake f;
    char text[SORTID_FLAKE_HEX_TEXT_MAX + 1];
    size_t n;
    (void)self;
    if (py_flake_arg(o, &f) < 0)
        return NULL;
    n = sortid_flake_format_hex(text, &f);
    return PyUnicode_FromStringAndSize(text, (Py_ssize_t)n);
}

/* flake_parse(text, form, lenient): form 0 text, 1 hex, 2 decimal. */
static PyObject *py_flake_parse(PyObject *self, PyObject *args)
{
    static const char *const what[] = { "Ulid-Flake text", "Ulid-Flake hex text",
                                        "Ulid-Flake decimal text" };
    PyObject *o, *keep;
    int form = 0, lenient = 0;
    const char *s;
    Py_ssize_t n;
    size_t pos = 0;
    sortid_flake f;
    sortid_status st;
    (void)self;
    if (!PyArg_ParseTuple(args, "O|ip:flake_parse", &o, &form, &lenient))
        return NULL;
    if (form < 0 || form > 2) {
        PyErr_SetString(PyExc_ValueError, "flake_parse: unknown form");
        return NULL;
    }
    if (glue_text(o, what[form], &s, &n, &keep) < 0)
        return NULL;
    st = form == 0 ? sortid_flake_parse(&f, s, (size_t)n, lenient ? SORTID_PARSE_LENIENT : 0, &pos)
         : form == 1 ? sortid_flake_parse_hex(&f, s, (size_t)n, &pos)
                     : sortid_flake_parse_int(&f, s, (size_t)n, &pos);
    Py_XDECREF(keep);
    if (st != SORTID_OK)
        return glue_error(what[form], st, (Py_ssize_t)pos, -1);
    return py_flake_int(f);
}

/* (unix_ms, tick, random stand-alone, random scalable, node) */
static PyObject *py_flake_parts(PyObject *self, PyObject *o)
{
    sortid_flake f;
    int64_t ms = 0;
    (void)self;
    if (py_flake_arg(o, &f) < 0)
        return NULL;
    if (sortid_flake_unix_ms(&ms, NULL, &f) != SORTID_OK)
        return glue_error("flake", SORTID_E_TIME_RANGE, -1, -1);
    return Py_BuildValue("(LLkkI)", (long long)ms, (long long)sortid_flake_tick(&f),
                         (unsigned long)sortid_flake_random(&f, SORTID_FLAKE_STANDALONE),
                         (unsigned long)sortid_flake_random(&f, SORTID_FLAKE_SCALABLE),
                         sortid_flake_node(&f));
}

static PyObject *py_flake_to_bytes(PyObject *self, PyObject *o)
{
    sortid_flake f;
    uint8_t b[SORTID_FLAKE_BYTES];
    (void)self;
    if (py_flake_arg(o, &f) < 0)
        return NULL;
    sortid_flake_to_bytes(b, &f);
    return PyBytes_FromStringAndSize((const char *)b, SORTID_FLAKE_BYTES);
}

static PyObject *py_flake_from_bytes(PyObject *self, PyObject *o)
{
    uint8_t b[SORTID_FLAKE_BYTES];
    sortid_flake f;
    sortid_status s;
    (void)self;
    if (glue_bytes(o, "Ulid-Flake bytes", b, SORTID_FLAKE_BYTES) < 0)
        return NULL;
    if ((s = sortid_flake_from_bytes(&f, b)) != SORTID_OK)
        return glue_error("Ulid-Flake bytes", s, 0, -1);
    return py_flake_int(f);
}

/* ---- BaseUID -------------------------------------------------------------- */

static PyObject *py_baseuid_parse(PyObject *self, PyObject *o)
{
    PyObject *keep;
    const char *s;
    Py_ssize_t n;
    size_t pos = 0;
    sortid_baseuid b;
    sortid_status st;
    (void)self;
    if (glue_text(o, "BaseUID text", &s, &n, &keep) < 0)
        return NULL;
    st = sortid_baseuid_parse(&b, s, (size_t)n, 0, &pos);
    Py_XDECREF(keep);
    if (st != SORTID_OK)
        return glue_error("BaseUID text", st, (Py_ssize_t)pos, -1);
    return PyBytes_FromStringAndSize((const char *)b.bytes, SORTID_BASEUID_BYTES);
}

static PyObject *py_baseuid_format(PyObject *self, PyObject *o)
{
    sortid_baseuid b;
    char text[SORTID_BASEUID_TEXT_LEN + 1];
    (void)self;
    if (glue_bytes(o, "BaseUID bytes", b.bytes, SORTID_BASEUID_BYTES) < 0)
        return NULL;
    sortid_baseuid_format(text, &b, 0);
    return PyUnicode_FromStringAndSize(text, SORTID_BASEUID_TEXT_LEN);
}

/* (unix_ms, unix_ns, tick) */
static PyObject *py_baseuid_parts(PyObject *self, PyObject *o)
{
    sortid_baseuid b;
    int64_t ms = 0;
    uint32_t ns = 0;
    (void)self;
    if (glue_bytes(o, "BaseUID bytes", b.bytes, SORTID_BASEUID_BYTES) < 0)
        return NULL;
    if (sortid_baseuid_unix_ms(&ms, &ns, &b) != SORTID_OK)
        return glue_error("BaseUID", SORTID_E_TIME_RANGE, -1, -1);
    return Py_BuildValue("(LLL)", (long long)ms, (long long)ms * 1000000 + ns,
                         (long long)sortid_baseuid_tick(&b));
}

static PyObject *py_baseuid_to_uuid(PyObject *self, PyObject *o)
{
    sortid_baseuid b;
    sortid_uuid u;
    (void)self;
    if (glue_bytes(o, "BaseUID bytes", b.bytes, SORTID_BASEUID_BYTES) < 0)
        return NULL;
    sortid_baseuid_to_uuidv8(&u, &b);
    return PyBytes_FromStringAndSize((const char *)u.bytes, SORTID_UUID_BYTES);
}

static PyObject *py_baseuid_from_uuid(PyObject *self, PyObject *o)
{
    sortid_baseuid b;
    sortid_uuid u;
    sortid_status s;
    (void)self;
    if (glue_bytes(o, "UUID bytes", u.bytes, SORTID_UUID_BYTES) < 0)
        return NULL;
    if ((s = sortid_baseuid_from_uuidv8(&b, &u)) != SORTID_OK)
        return glue_error("UUIDv8 form of a BaseUID", s, -1, -1);
    return PyBytes_FromStringAndSize((const char *)b.bytes, SORTID_BASEUID_BYTES);
}

/* ---- UUID ----------------------------------------------------------------- */

/* ulid_to_uuidv7(bytes16) -> bytes16: version 7 and the RFC 9562 variant
 * forced on the ULID's bits (sortid_ulid_to_uuidv7_lossy). */
static PyObject *py_ulid_to_uuidv7(PyObject *self, PyObject *o)
{
    sortid_ulid u;
    sortid_uuid x;
    (void)self;
    if (glue_bytes(o, "ULID bytes", u.bytes, SORTID_ULID_BYTES) < 0)
        return NULL;
    sortid_ulid_to_uuidv7_lossy(&x, &u);
    return PyBytes_FromStringAndSize((const char *)x.bytes, SORTID_UUID_BYTES);
}

PyMethodDef glue_codec_functions[] = {
    { "flake_format", py_flake_format, METH_VARARGS, NULL },
    { "flake_format_hex", py_flake_format_hex, METH_O, NULL },
    { "flake_parse", py_flake_parse, METH_VARARGS, NULL },
    { "flake_parts", py_flake_parts, METH_O, NULL },
    { "flake_to_bytes", py_flake_to_bytes, METH_O, NULL },
    { "flake_from_bytes", py_flake_from_bytes, METH_O, NULL },
    { "baseuid_parse", py_baseuid_parse, METH_O, NULL },
    { "baseuid_format", py_baseuid_format, METH_O, NULL },
    { "baseuid_parts", py_baseuid_parts, METH_O, NULL },
    { "baseuid_to_uuid", py_baseuid_to_uuid, METH_O, NULL },
    { "baseuid_from_uuid", py_baseuid_from_uuid, METH_O, NULL },
    { "ulid_to_uuidv7", py_ulid_to_uuidv7, METH_O, NULL },
    { NULL, NULL, 0, NULL },
};

static int py_flake_arg(PyObject *o, sortid_flake *f)
{
    int64_t v;
    sortid_status s;
    if (!PyLong_Check(o)) {
        PyErr_Format(PyExc_TypeError, "a Ulid-Flake must be int, not %.100s", Py_TYPE(o)->tp_name);
        return -1;
    }
    if (glue_int64(o, "Ulid-Flake integer", SORTID_E_OVERFLOW, &v) < 0)
        return -1;
    if ((s = sortid_flake_from_int64(f, v)) != SORTID_OK) {
        glue_error("Ulid-Flake integer", s, -1, -1);
        return -1;
    }
    return 0;
}
static PyObject *py_flake_int(sortid_flake f)
{
    return PyLong_FromLongLong(sortid_flake_to_int64(&f));
}
