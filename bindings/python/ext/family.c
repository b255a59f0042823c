/* SPDX-License-Identifier: MIT */
/* family.c - every kind through the library's kind-generic calls: an ID's
 * type, time and parts (inspect), a text read as a named kind, conversion
 * between kinds, and the calls of the kinds that have more than one value
 * type (UUID versions 1, 6 and 7; TypeID's prefix).  No rule lives here:
 * which kinds exist, their layouts, epochs and times are the library's. */
#include "glue.h"

/* The len bytes at s read as kind (SORTID_KIND_NONE: their length
 * decides), with flags.  0, or -1 with IDError naming the form read and the
 * byte. */
static int parse_bytes(const char *s, Py_ssize_t n, sortid_kind kind, unsigned flags, sortid_id *id,
                       sortid_form *form)
{
    size_t pos = 0;
    sortid_status st;
    *form = SORTID_FORM_NONE;
    st = sortid_id_parse(id, kind, s, (size_t)n, flags, &pos, form);
    if (st != SORTID_OK) {
        char what[96];
        const sortid_kind_desc *d = sortid_kind_get(kind);
        if (*form != SORTID_FORM_NONE)
            PyOS_snprintf(what, sizeof what, "%s text (read as %s)", d ? d->title : "ID",
                          sortid_form_name(*form));
        else
            PyOS_snprintf(what, sizeof what, "%s text", d ? d->title : "ID");
        /* a kind's rule broken by a value (version, variant) has no byte */
        glue_error(what, st,
                   (st == SORTID_E_VERSION || st == SORTID_E_VARIANT || st == SORTID_E_UUID_BITS)
                       ? -1
                       : (Py_ssize_t)pos,
                   -1);
        return -1;
    }
    return 0;
}

/* A str argument read as parse_bytes reads it. */
static int parse_text(PyObject *o, sortid_kind kind, unsigned flags, sortid_id *id,
                      sortid_form *form)
{
    PyObject *keep;
    const char *s;
    Py_ssize_t n;
    int r;
    if (glue_text(o, "ID text", &s, &n, &keep) < 0)
        return -1;
    r = parse_bytes(s, n, kind, flags, id, form);
    Py_XDECREF(keep);
    return r;
}

/* The kind argument: None (the text decides) or a kind's name. */
static int kind_or_none(PyObject *o, sortid_kind *kind)
{
    *kind = SORTID_KIND_NONE;
    return o == Py_None ? 0 : glue_kind_arg(o, kind);
}

/* epoch: a name or digits the library reads ("twitter", "discord",
 * "1420070400000") or an int of Unix ms, for an ID whose time counts from
 * an epoch (a parsed ID whose epoch_ms is not 0: the library sets one for
 * exactly those kinds). */
static int epoch_arg(PyObject *o, sortid_id *id)
{
    int64_t ms;
    if (id->epoch_ms == 0) {
        const sortid_kind_desc *d = sortid_kind_get(id->kind);
        PyErr_Format(glue_IDError, "epoch: a %s has a fixed epoch", d ? d->title : "ID");
        return -1;
    }
    if (PyUnicode_Check(o)) {
        PyObject *keep;
        const char *s;
        Py_ssize_t n;
        size_t pos = 0;
        sortid_status st;
        if (glue_text(o, "epoch", &s, &n, &keep) < 0)
            return -1;
        st = sortid_snowflake_epoch_parse(&ms, s, (size_t)n, &pos);
        Py_XDECREF(keep);
        if (st != SORTID_OK) {
            glue_error("epoch", st, (Py_ssize_t)pos, -1);
            return -1;
        }
    } else if (PyLong_Check(o) && !PyBool_Check(o)) {
        if (glue_int64(o, "epoch", SORTID_E_OVERFLOW, &ms) < 0)
            return -1;
    } else {
        PyErr_Format(PyExc_TypeError, "epoch must be str or int, not %.100s", Py_TYPE(o)->tp_name);
        return -1;
    }
    id->epoch_ms = ms;
    return 0;
}

static unsigned flags_of(int want_int, int lenient)
{
    return (want_int ? SORTID_PARSE_INT : 0u) | (lenient ? SORTID_PARSE_LENIENT : 0u);
}

static int set_item(PyObject *dict, const char *key, PyObject *value)
{
    int r;
    if (value == NULL)
        return -1;
    r = PyDict_SetItemString(dict, key, value);
    Py_DECREF(value);
    return r;
}

/* The time of id into dict: timestamp_ms (floored), ns_in_ms and time (RFC
 * 3339 at the kind's precision), or None for each when the value has no
 * time (a UUID of a version without one). */
static int time_items(PyObject *dict, const sortid_id *id)
{
    int64_t ms;
    uint32_t ns = 0;
    char text[SORTID_ID_TIME_TEXT_MAX + 1];
    size_t n = 0;
    sortid_status st = sortid_id_unix_ms(&ms, &ns, id);
    if (st == SORTID_E_VERSION || st == SORTID_E_VARIANT) {
        return set_item(dict, "timestamp_ms", Py_NewRef(Py_None)) < 0 ||
                       set_item(dict, "ns_in_ms", Py_NewRef(Py_None)) < 0 ||
                       set_item(dict, "time", Py_NewRef(Py_None)) < 0
                   ? -1
                   : 0;
    }
    if (st == SORTID_OK)
        st = sortid_id_time_format(text, sizeof text, id, 0, &n);
    if (st != SORTID_OK) {
        glue_error("time", st, -1, -1);
        return -1;
    }
    return set_item(dict, "timestamp_ms", PyLong_FromLongLong((long long)ms)) < 0 ||
                   set_item(dict, "ns_in_ms", PyLong_FromUnsignedLong((unsigned long)ns)) < 0 ||
                   set_item(dict, "time", PyUnicode_FromStringAndSize(text, (Py_ssize_t)n)) < 0
               ? -1
               : 0;
}

/* {"type", "form", "id", "timestamp_ms", "ns_in_ms", "time", "parts"}. */
static PyObject *describe(const sortid_id *id, sortid_form form)
{
    sortid_part parts[SORTID_PARTS_MAX];
    size_t i, np = sortid_id_parts(parts, SORTID_PARTS_MAX, id);
    char text[SORTID_ID_TEXT_MAX + 1];
    size_t n = 0;
    sortid_status st;
    PyObject *d = PyDict_New(), *p = NULL;
    if (d == NULL)
        return NULL;
    if ((st = sortid_id_format(text, sizeof text, id, SORTID_FORM_NONE, 0, &n)) != SORTID_OK) {
        glue_error("ID", st, -1, -1);
        goto fail;
    }
    if (set_item(d, "type", PyUnicode_FromString(sortid_kind_name(id->kind))) < 0 ||
        set_item(d, "form", PyUnicode_FromString(sortid_form_name(form))) < 0 ||
        set_item(d, "id", PyUnicode_FromStringAndSize(text, (Py_ssize_t)n)) < 0 ||
        time_items(d, id) < 0 || (p = PyDict_New()) == NULL)
        goto fail;
    for (i = 0; i < np && i < SORTID_PARTS_MAX; i++)
        if (set_item(p, parts[i].name, PyUnicode_FromString(parts[i].text)) < 0)
            goto fail;
    if (set_item(d, "parts", p) < 0) {
        p = NULL;
        goto fail;
    }
    return d;
fail:
    Py_XDECREF(p);
    Py_DECREF(d);
    return NULL;
}

/* The descriptions of the other readings of the len bytes at s, read first
 * as form (sortid_read_also), appended to the list also.  0 or -1. */
static int add_also(PyObject *also, const char *s, Py_ssize_t n, sortid_form form, unsigned flags)
{
    unsigned others = sortid_read_also(s, (size_t)n, form, SORTID_ACCEPT_ALL_TEXT);
    for (unsigned f = 1; f < 32; f++) {
        sortid_id other;
        PyObject *od;
        int r;
        if (!(others >> f & 1u) || sortid_id_parse(&other, sortid_form_kind((sortid_form)f), s,
                                                   (size_t)n, flags, NULL, NULL) != SORTID_OK)
            continue; /* a reading sortid_read_also names always parses */
        if ((od = describe(&other, (sortid_form)f)) == NULL)
            return -1;
        r = PyList_Append(also, od);
        Py_DECREF(od);
        if (r < 0)
            return -1;
    }
    return 0;
}

/* inspect(text, kind=None, flake_int=False, lenient=False, epoch=None): the
 * reading's description, with "also": the descriptions of the text's other
 * readings (sortid_read_also), when kind is None. */
static PyObject *inspect(PyObject *self, PyObject *args, PyObject *kwds)
{
    static char *kwlist[] = { "text", "kind", "flake_int", "lenient", "epoch", NULL };
    PyObject *text, *kind_o = Py_None, *epoch = Py_None, *keep, *d = NULL, *also;
    int want_int = 0, lenient = 0;
    const char *s;
    Py_ssize_t n;
    sortid_kind kind;
    sortid_form form;
    sortid_id id;
    unsigned flags;
    (void)self;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "O|OppO:inspect", kwlist, &text, &kind_o,
                                     &want_int, &lenient, &epoch) ||
        kind_or_none(kind_o, &kind) < 0 || glue_text(text, "ID text", &s, &n, &keep) < 0)
        return NULL;
    flags = flags_of(want_int, lenient);
    if (parse_bytes(s, n, kind, flags, &id, &form) < 0 ||
        (epoch != Py_None && epoch_arg(epoch, &id) < 0) || (d = describe(&id, form)) == NULL ||
        (also = PyList_New(0)) == NULL || set_item(d, "also", also) < 0 ||
        (kind == SORTID_KIND_NONE && add_also(also, s, n, form, flags) < 0))
        Py_CLEAR(d);
    Py_XDECREF(keep);
    return d;
}

/* parse_as(text, kind, flake_int=False, lenient=False): the ID object. */
static PyObject *parse_as(PyObject *self, PyObject *args)
{
    PyObject *text, *kind_o;
    int want_int = 0, lenient = 0;
    sortid_kind kind;
    sortid_form form;
    sortid_id id;
    (void)self;
    if (!PyArg_ParseTuple(args, "OO|pp:parse_as", &text, &kind_o, &want_int, &lenient) ||
        glue_kind_arg(kind_o, &kind) < 0 ||
        parse_text(text, kind, flags_of(want_int, lenient), &id, &form) < 0)
        return NULL;
    return glue_wrap(&id);
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

/* convert(text, to, prefix=None, flake_int=False, lenient=False, kind=None):
 * the text (read as kind; None: its length decides) as the same value of
 * kind `to` (sortid_id_convert); a TypeID gets prefix. */
static PyObject *convert(PyObject *self, PyObject *args)
{
    PyObject *text, *to_o, *prefix = Py_None, *kind_o = Py_None;
    int want_int = 0, lenient = 0;
    sortid_kind to, kind;
    sortid_form form;
    sortid_id id;
    sortid_status st;
    (void)self;
    if (!PyArg_ParseTuple(args, "OO|OppO:convert", &text, &to_o, &prefix, &want_int, &lenient,
                          &kind_o) ||
        glue_kind_arg(to_o, &to) < 0 || kind_or_none(kind_o, &kind) < 0 ||
        parse_text(text, kind, flags_of(want_int, lenient), &id, &form) < 0)
        return NULL;
    if ((st = sortid_id_convert(&id, to, &id)) != SORTID_OK) {
        char what[96];
        const sortid_kind_desc *d = sortid_kind_get(id.kind);
        PyOS_snprintf(what, sizeof what, "%s to %s", d ? d->title : "ID", sortid_kind_name(to));
        return glue_error(what, st, -1, -1);
    }
    if (prefix != Py_None) {
        if (to != SORTID_KIND_TYPEID) {
            PyErr_Format(PyExc_TypeError, "prefix is for a TypeID, not for a %s",
                         sortid_kind_name(to));
            return NULL;
        }
        if (glue_prefix(prefix, id.prefix) < 0)
            return NULL;
    }
    return glue_wrap(&id);
}

/* ---- UUID versions ---------------------------------------------------- */

/* uuid_time(bytes16) -> (unix_ms, ns_in_ms) for a v1, v6 or v7; None for a
 * UUID whose version or variant gives it no time. */
static PyObject *uuid_time(PyObject *self, PyObject *o)
{
    sortid_uuid u;
    int64_t ms;
    uint32_t ns;
    sortid_status st;
    (void)self;
    if (glue_bytes(o, "UUID bytes", u.bytes, SORTID_UUID_BYTES) < 0)
        return NULL;
    st = sortid_uuid_unix_ms(&ms, &ns, &u);
    if (st == SORTID_E_VERSION || st == SORTID_E_VARIANT)
        Py_RETURN_NONE;
    if (st != SORTID_OK)
        return glue_error("UUID", st, -1, -1);
    return Py_BuildValue("(Lk)", (long long)ms, (unsigned long)ns);
}

static PyObject *uuid_version(PyObject *self, PyObject *o)
{
    sortid_uuid u;
    (void)self;
    if (glue_bytes(o, "UUID bytes", u.bytes, SORTID_UUID_BYTES) < 0)
        return NULL;
    return PyLong_FromUnsignedLong((unsigned long)sortid_uuid_version(&u));
}

static PyObject *uuid_reorder(PyObject *o, int to_v6)
{
    sortid_uuid u, r;
    sortid_status st;
    if (glue_bytes(o, "UUID bytes", u.bytes, SORTID_UUID_BYTES) < 0)
        return NULL;
    st = to_v6 ? sortid_uuid_v1_to_v6(&r, &u) : sortid_uuid_v6_to_v1(&r, &u);
    if (st != SORTID_OK)
        return glue_error(to_v6 ? "UUIDv1" : "UUIDv6", st, -1, -1);
    return PyBytes_FromStringAndSize((const char *)r.bytes, SORTID_UUID_BYTES);
}

static PyObject *uuid_v1_to_v6(PyObject *self, PyObject *o)
{
    (void)self;
    return uuid_reorder(o, 1);
}

static PyObject *uuid_v6_to_v1(PyObject *self, PyObject *o)
{
    (void)self;
    return uuid_reorder(o, 0);
}

/* ---- TypeID ------------------------------------------------------------ */

/* typeid_from_uuid(prefix, bytes16) -> text */
static PyObject *typeid_from_uuid(PyObject *self, PyObject *args)
{
    PyObject *prefix, *b;
    sortid_id id = { 0 };
    (void)self;
    if (!PyArg_ParseTuple(args, "OO:typeid_from_uuid", &prefix, &b) ||
        glue_prefix(prefix, id.prefix) < 0 ||
        glue_bytes(b, "UUID bytes", id.bytes, SORTID_UUID_BYTES) < 0)
        return NULL;
    id.kind = SORTID_KIND_TYPEID;
    return glue_wrap(&id);
}

/* typeid_parts(text) -> (prefix, bytes16) */
static PyObject *typeid_parts(PyObject *self, PyObject *text)
{
    sortid_id id;
    sortid_form form;
    (void)self;
    if (parse_text(text, SORTID_KIND_TYPEID, 0, &id, &form) < 0)
        return NULL;
    return Py_BuildValue("(sy#)", id.prefix, (const char *)id.bytes, (Py_ssize_t)SORTID_UUID_BYTES);
}

PyMethodDef glue_family_functions[] = {
    { "inspect", (PyCFunction)(void (*)(void))inspect, METH_VARARGS | METH_KEYWORDS, NULL },
    { "parse_as", parse_as, METH_VARARGS, NULL },
    { "convert", convert, METH_VARARGS, NULL },
    { "uuid_time", uuid_time, METH_O, NULL },
    { "uuid_version", uuid_version, METH_O, NULL },
    { "uuid_v1_to_v6", uuid_v1_to_v6, METH_O, NULL },
    { "uuid_v6_to_v1", uuid_v6_to_v1, METH_O, NULL },
    { "typeid_from_uuid", typeid_from_uuid, METH_VARARGS, NULL },
    { "typeid_parts", typeid_parts, METH_O, NULL },
    { NULL, NULL, 0, NULL },
};
