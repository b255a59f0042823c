/* SPDX-License-Identifier: MIT */
/* module.c - the sortid._sortid module: errors, text arguments, the clock
 * that follows a replaced time.time, the family's codecs, sortid_read,
 * "an ID at time T" and time text.  Each function calls libsortid; the
 * Python layer (sortid/__init__.py) gives them their public shape. */
#include "glue.h"
#include "sortid_impl.h" /* sortid_impl_active: a static link only */

#include <math.h>

PyObject *glue_IDError;

/* ---- errors ----------------------------------------------------------- */

PyObject *glue_error(const char *what, sortid_status s, Py_ssize_t pos, Py_ssize_t index)
{
    PyObject *msg, *exc, *v;
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
#define SET(name, value)                                                     \
    if ((v = (value)) == NULL || PyObject_SetAttrString(exc, name, v) < 0) { \
        Py_XDECREF(v);                                                       \
        Py_DECREF(exc);                                                      \
        return NULL;                                                         \
    }                                                                        \
    Py_DECREF(v);
    SET("status", PyLong_FromLong((long)s))
    SET("reason", PyUnicode_FromString(reason))
    SET("what", PyUnicode_FromString(what))
    SET("pos", pos >= 0 ? PyLong_FromSsize_t(pos) : Py_NewRef(Py_None))
    SET("index", index >= 0 ? PyLong_FromSsize_t(index) : Py_NewRef(Py_None))
#undef SET
    PyErr_SetObject(glue_IDError, exc);
    Py_DECREF(exc);
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

/* ---- the clock ---------------------------------------------------------- */

/* time's dictionary, and time.time / time.time_ns as the module was loaded:
 * the functions and the C functions inside them (time-machine swaps the C
 * function of the same object, freezegun and mock replace the object). */
static PyObject *time_dict, *str_time, *str_time_ns;
static PyObject *orig_time, *orig_time_ns;
static PyCFunction orig_time_fn, orig_time_ns_fn;

static _Thread_local int slot_set;
static _Thread_local int64_t slot_ns;

static int replaced(PyObject *name, PyObject *orig, PyCFunction fn, PyObject **now)
{
    PyObject *f = PyDict_GetItemWithError(time_dict, name); /* borrowed */
    if (f == NULL)
        return PyErr_Occurred() ? -1 : 0; /* deleted: nothing to follow */
    if (f == orig && PyCFunction_GET_FUNCTION(f) == fn)
        return 0;
    *now = f;
    return 1;
}

/* Whether time's dictionary and both clock functions are as they were when
 * last found unreplaced: CPython 3.11's dictionary version (PEP 509, bumped
 * by every change to the dictionary) and the C functions inside the
 * objects (time-machine swaps those, not the dictionary's entries).  Two
 * lookups a call less on the common path; later versions deprecate the
 * version tag, so there every call looks up. */
#if PY_VERSION_HEX < 0x030C0000
static uint64_t unreplaced_version;

static int known_unreplaced(void)
{
    return unreplaced_version != 0 &&
           ((PyDictObject *)time_dict)->ma_version_tag == unreplaced_version &&
           PyCFunction_GET_FUNCTION(orig_time) == orig_time_fn &&
           PyCFunction_GET_FUNCTION(orig_time_ns) == orig_time_ns_fn;
}

static void remember_unreplaced(void)
{
    unreplaced_version = ((PyDictObject *)time_dict)->ma_version_tag;
}
#else
static int known_unreplaced(void)
{
    return 0;
}

static void remember_unreplaced(void)
{
}
#endif

int glue_clock_enter(void)
{
    PyObject *f = NULL, *r;
    int rc;
    if (known_unreplaced())
        return 0;
    rc = replaced(str_time, orig_time, orig_time_fn, &f);
    if (rc < 0)
        return -1;
    if (rc > 0) {
        /* time.time(): float seconds, read to the microsecond as a
         * datetime holds it (freezegun's time_ns drops the fraction). */
        double t;
        if ((r = PyObject_CallNoArgs(f)) == NULL)
            return -1;
        t = PyFloat_AsDouble(r);
        Py_DECREF(r);
        if (t == -1.0 && PyErr_Occurred())
            return -1;
        if (!(t > -9.2e12 && t < 9.2e12)) {
            PyErr_SetString(PyExc_ValueError, "time.time() returned a time out of range");
            return -1;
        }
        slot_ns = (int64_t)llround(t * 1e6) * 1000;
        slot_set = 1;
        return 1;
    }
    if ((rc = replaced(str_time_ns, orig_time_ns, orig_time_ns_fn, &f)) <= 0) {
        if (rc == 0)
            remember_unreplaced();
        return rc;
    }
    if ((r = PyObject_CallNoArgs(f)) == NULL)
        return -1;
    slot_ns = PyLong_AsLongLong(r);
    Py_DECREF(r);
    if (slot_ns == -1 && PyErr_Occurred())
        return -1;
    slot_set = 1;
    return 1;
}

int64_t glue_clock_reading(void)
{
    return slot_ns;
}

void glue_clock_leave(void)
{
    slot_set = 0;
}

sortid_status glue_clock(void *ctx, int64_t *unix_ns)
{
    (void)ctx;
    if (slot_set) {
        *unix_ns = slot_ns;
        return SORTID_OK;
    }
    return sortid_clock_ns(unix_ns);
}

static int clock_ready(void)
{
    PyObject *time = PyImport_ImportModule("time");
    if (time == NULL)
        return -1;
    time_dict = Py_NewRef(PyModule_GetDict(time));
    Py_DECREF(time);
    str_time = PyUnicode_InternFromString("time");
    str_time_ns = PyUnicode_InternFromString("time_ns");
    if (str_time == NULL || str_time_ns == NULL)
        return -1;
    orig_time = PyDict_GetItemWithError(time_dict, str_time);
    orig_time_ns = PyDict_GetItemWithError(time_dict, str_time_ns);
    if (orig_time == NULL || orig_time_ns == NULL || !PyCFunction_Check(orig_time) ||
        !PyCFunction_Check(orig_time_ns)) {
        if (!PyErr_Occurred())
            PyErr_SetString(PyExc_ImportError, "time.time is not the built-in function");
        return -1;
    }
    Py_INCREF(orig_time);
    Py_INCREF(orig_time_ns);
    orig_time_fn = PyCFunction_GET_FUNCTION(orig_time);
    orig_time_ns_fn = PyCFunction_GET_FUNCTION(orig_time_ns);
    return 0;
}

/* ---- kinds and objects -------------------------------------------------- */

int glue_kind_arg(PyObject *o, sortid_kind *kind)
{
    const char *s;
    Py_ssize_t n;
    sortid_status st;
    if (!PyUnicode_Check(o)) {
        PyErr_Format(PyExc_TypeError, "kind must be str, not %.100s", Py_TYPE(o)->tp_name);
        return -1;
    }
    if ((s = PyUnicode_AsUTF8AndSize(o, &n)) == NULL)
        return -1;
    if ((st = sortid_kind_from_name(kind, s, (size_t)n)) != SORTID_OK) {
        glue_error("kind name", st, -1, -1);
        return -1;
    }
    return 0;
}

/* kind name -> constructor taking the ID's bytes (from _set_types) */
static PyObject *constructors;

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

static PyObject *set_types(PyObject *self, PyObject *dict)
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
static PyObject *kind_names(PyObject *self, PyObject *unused)
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

/* ---- binary arguments ----------------------------------------------------- */

static PyObject *flake_int(sortid_flake f)
{
    return PyLong_FromLongLong(sortid_flake_to_int64(f));
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

static int flake_arg(PyObject *o, sortid_flake *f)
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

/* ---- Ulid-Flake ------------------------------------------------------------ */

static PyObject *flake_format(PyObject *self, PyObject *args)
{
    PyObject *o;
    int lower = 0;
    sortid_flake f;
    char text[SORTID_FLAKE_TEXT_LEN + 1];
    (void)self;
    if (!PyArg_ParseTuple(args, "O|p:flake_format", &o, &lower) || flake_arg(o, &f) < 0)
        return NULL;
    sortid_flake_format(text, f, lower ? SORTID_FORMAT_LOWER : 0);
    return PyUnicode_FromStringAndSize(text, SORTID_FLAKE_TEXT_LEN);
}

static PyObject *flake_format_hex(PyObject *self, PyObject *o)
{
    sortid_flake f;
    char text[SORTID_FLAKE_HEX_TEXT_MAX + 1];
    size_t n;
    (void)self;
    if (flake_arg(o, &f) < 0)
        return NULL;
    n = sortid_flake_format_hex(text, f);
    return PyUnicode_FromStringAndSize(text, (Py_ssize_t)n);
}

/* flake_parse(text, form, lenient): form 0 text, 1 hex, 2 decimal. */
static PyObject *flake_parse(PyObject *self, PyObject *args)
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
    return flake_int(f);
}

/* (unix_ms, tick, random stand-alone, random scalable, node) */
static PyObject *flake_parts(PyObject *self, PyObject *o)
{
    sortid_flake f;
    (void)self;
    if (flake_arg(o, &f) < 0)
        return NULL;
    return Py_BuildValue(
        "(LLkkI)", (long long)__extension__({
            int64_t ms_ = INT64_MIN;
            if (sortid_flake_unix_ms(&ms_, NULL, &(sortid_flake){ (f).value }) != SORTID_OK)
                ms_ = INT64_MIN;
            ms_;
        }),
        (long long)sortid_flake_tick(f),
        (unsigned long)sortid_flake_random(f, SORTID_FLAKE_STANDALONE),
        (unsigned long)sortid_flake_random(f, SORTID_FLAKE_SCALABLE), sortid_flake_node(f));
}

static PyObject *flake_to_bytes(PyObject *self, PyObject *o)
{
    sortid_flake f;
    uint8_t b[SORTID_FLAKE_BYTES];
    (void)self;
    if (flake_arg(o, &f) < 0)
        return NULL;
    sortid_flake_to_bytes(b, f);
    return PyBytes_FromStringAndSize((const char *)b, SORTID_FLAKE_BYTES);
}

static PyObject *flake_from_bytes(PyObject *self, PyObject *o)
{
    uint8_t b[SORTID_FLAKE_BYTES];
    sortid_flake f;
    sortid_status s;
    (void)self;
    if (glue_bytes(o, "Ulid-Flake bytes", b, SORTID_FLAKE_BYTES) < 0)
        return NULL;
    if ((s = sortid_flake_from_bytes(&f, b)) != SORTID_OK)
        return glue_error("Ulid-Flake bytes", s, 0, -1);
    return flake_int(f);
}

/* ---- BaseUID ---------------------------------------------------------------- */

static PyObject *baseuid_parse(PyObject *self, PyObject *o)
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

static PyObject *baseuid_format(PyObject *self, PyObject *o)
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
static PyObject *baseuid_parts(PyObject *self, PyObject *o)
{
    sortid_baseuid b;
    (void)self;
    if (glue_bytes(o, "BaseUID bytes", b.bytes, SORTID_BASEUID_BYTES) < 0)
        return NULL;
    return Py_BuildValue("(LLL)", (long long)__extension__({
                             int64_t ms_ = INT64_MIN;
                             if (sortid_baseuid_unix_ms(&ms_, NULL, &b) != SORTID_OK)
                                 ms_ = INT64_MIN;
                             ms_;
                         }),
                         (long long)__extension__({
                             int64_t ms_ = INT64_MIN;
                             uint32_t ns_ = 0;
                             if (sortid_baseuid_unix_ms(&ms_, &ns_, &b) != SORTID_OK)
                                 ms_ = INT64_MIN;
                             ms_ == INT64_MIN ? INT64_MIN : ms_ * 1000000 + ns_;
                         }),
                         (long long)sortid_baseuid_tick(&b));
}

static PyObject *baseuid_to_uuid(PyObject *self, PyObject *o)
{
    sortid_baseuid b;
    sortid_uuid u;
    (void)self;
    if (glue_bytes(o, "BaseUID bytes", b.bytes, SORTID_BASEUID_BYTES) < 0)
        return NULL;
    sortid_baseuid_to_uuidv8(&u, &b);
    return PyBytes_FromStringAndSize((const char *)u.bytes, SORTID_UUID_BYTES);
}

static PyObject *baseuid_from_uuid(PyObject *self, PyObject *o)
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

/* ---- UUID ------------------------------------------------------------------------ */

static PyObject *uuid_unix_ms(PyObject *self, PyObject *o)
{
    sortid_uuid u;
    int64_t ms;
    sortid_status s;
    (void)self;
    if (glue_bytes(o, "UUID bytes", u.bytes, SORTID_UUID_BYTES) < 0)
        return NULL;
    if ((s = sortid_uuid_unix_ms(&ms, NULL, &u)) != SORTID_OK)
        return glue_error("UUIDv7", s, -1, -1);
    return PyLong_FromLongLong((long long)ms);
}

/* ulid_to_uuidv7(bytes16) -> bytes16: version 7 and the RFC 9562 variant
 * forced on the ULID's bits (sortid_ulid_to_uuidv7_lossy). */
static PyObject *ulid_to_uuidv7(PyObject *self, PyObject *o)
{
    sortid_ulid u;
    sortid_uuid x;
    (void)self;
    if (glue_bytes(o, "ULID bytes", u.bytes, SORTID_ULID_BYTES) < 0)
        return NULL;
    sortid_ulid_to_uuidv7_lossy(&x, &u);
    return PyBytes_FromStringAndSize((const char *)x.bytes, SORTID_UUID_BYTES);
}

/* ---- untyped text, time text, "an ID at time T" ----------------------------------- */

/* read(text, flake_int=False, lenient=False) -> (form name, object): the
 * length decides the form and the form the kind (sortid_id_parse). */
static PyObject *read_text(PyObject *self, PyObject *args)
{
    PyObject *o, *keep, *obj;
    int want_int = 0, lenient = 0;
    const char *s;
    Py_ssize_t n;
    size_t pos = 0;
    sortid_id id;
    sortid_form form = SORTID_FORM_NONE;
    sortid_status st;
    (void)self;
    if (!PyArg_ParseTuple(args, "O|pp:read", &o, &want_int, &lenient))
        return NULL;
    if (glue_text(o, "ID text", &s, &n, &keep) < 0)
        return NULL;
    st = sortid_id_parse(&id, SORTID_KIND_NONE, s, (size_t)n,
                         (want_int ? SORTID_PARSE_INT : 0u) | (lenient ? SORTID_PARSE_LENIENT : 0u),
                         &pos, &form);
    Py_XDECREF(keep);
    if (st != SORTID_OK) {
        char what[64];
        PyOS_snprintf(what, sizeof what, "ID text (read as %s)", sortid_form_name(form));
        return glue_error(form == SORTID_FORM_NONE ? "ID text" : what, st, (Py_ssize_t)pos, -1);
    }
    if ((obj = glue_wrap(&id)) == NULL)
        return NULL;
    return Py_BuildValue("(sN)", sortid_form_name(form), obj);
}

static PyObject *time_parse(PyObject *self, PyObject *o)
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

static PyObject *time_format(PyObject *self, PyObject *o)
{
    long long ms;
    char text[SORTID_TIME_TEXT_MAX + 1];
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

/* at(kind, unix_ms, ns_in_ms, which, node): which 0 random, 1 min, 2 max. */
static PyObject *at(PyObject *self, PyObject *args)
{
    PyObject *k, *mso;
    int64_t ms;
    unsigned long ns = 0;
    int which = 0;
    unsigned node = 0;
    sortid_kind kind;
    sortid_id id;
    sortid_status s;
    (void)self;
    if (!PyArg_ParseTuple(args, "OO|kiI:at", &k, &mso, &ns, &which, &node) ||
        glue_kind_arg(k, &kind) < 0)
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
    s = sortid_id_at(&id, kind, ms, (uint32_t)ns, (sortid_at)which, node);
    if (s != SORTID_OK)
        return glue_error("time", s, -1, -1);
    return glue_wrap(&id);
}

static PyObject *time_range(PyObject *self, PyObject *k)
{
    sortid_kind kind;
    int64_t lo, hi;
    sortid_status s;
    (void)self;
    if (glue_kind_arg(k, &kind) < 0)
        return NULL;
    if ((s = (sortid_kind_get(kind) && sortid_kind_get(kind)->tick_ns
                  ? (*(&lo) = sortid_kind_get(kind)->time_min_ms,
                     *(&hi) = sortid_kind_get(kind)->time_max_ms, SORTID_OK)
                  : SORTID_E_INVALID_ARG)) != SORTID_OK)
        return glue_error("kind", s, -1, -1);
    return Py_BuildValue("(LL)", (long long)lo, (long long)hi);
}

static PyObject *implementation(PyObject *self, PyObject *unused)
{
    (void)self;
    (void)unused;
    return PyUnicode_FromString(sortid_impl_active());
}

static PyMethodDef functions[] = {
    { "_set_types", set_types, METH_O, NULL },
    { "kind_names", kind_names, METH_NOARGS, NULL },
    { "flake_format", flake_format, METH_VARARGS, NULL },
    { "flake_format_hex", flake_format_hex, METH_O, NULL },
    { "flake_parse", flake_parse, METH_VARARGS, NULL },
    { "flake_parts", flake_parts, METH_O, NULL },
    { "flake_to_bytes", flake_to_bytes, METH_O, NULL },
    { "flake_from_bytes", flake_from_bytes, METH_O, NULL },
    { "baseuid_parse", baseuid_parse, METH_O, NULL },
    { "baseuid_format", baseuid_format, METH_O, NULL },
    { "baseuid_parts", baseuid_parts, METH_O, NULL },
    { "baseuid_to_uuid", baseuid_to_uuid, METH_O, NULL },
    { "baseuid_from_uuid", baseuid_from_uuid, METH_O, NULL },
    { "uuid_unix_ms", uuid_unix_ms, METH_O, NULL },
    { "ulid_to_uuidv7", ulid_to_uuidv7, METH_O, NULL },
    { "read", read_text, METH_VARARGS, NULL },
    { "time_parse", time_parse, METH_O, NULL },
    { "time_format", time_format, METH_O, NULL },
    { "at", at, METH_VARARGS, NULL },
    { "time_range", time_range, METH_O, NULL },
    { "implementation", implementation, METH_NOARGS, NULL },
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
    if (clock_ready() < 0)
        goto fail;
    glue_IDError = PyErr_NewExceptionWithDoc(
        "sortid.IDError",
        "A value that is not a valid ID (or time): .reason is the library's reason, .pos the "
        "0-based byte, .index the item of a list or buffer, .status the library's status code.",
        PyExc_ValueError, NULL);
    if (glue_IDError == NULL || PyModule_AddObjectRef(m, "IDError", glue_IDError) < 0 ||
        PyModule_AddStringConstant(m, "LIBRARY_VERSION", sortid_version()) < 0 ||
        PyModule_AddFunctions(m, glue_gen_functions) < 0 ||
        PyModule_AddFunctions(m, glue_family_functions) < 0 || glue_ulid_ready(m) < 0 ||
        glue_gen_ready(m) < 0)
        goto fail;
    return m;
fail:
    Py_DECREF(m);
    return NULL;
}
