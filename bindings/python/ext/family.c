/* SPDX-License-Identifier: MIT */
/* family.c - every kind through the library's kind-generic calls: an ID's
 * type, time and parts (inspect), a text read as a named kind, conversion
 * between kinds, and the calls of the kinds that have more than one value
 * type (UUID versions 1, 6 and 7; TypeID's prefix).  No rule lives here:
 * which kinds exist, their layouts, epochs and times are the library's. */
#include "family.h"

#include "wrap.h"

static int py_parse_bytes(const char *s, Py_ssize_t n, sortid_kind kind, unsigned flags,
                          sortid_id *id, sortid_form *form);
static int py_parse_text(PyObject *o, sortid_kind kind, unsigned flags, sortid_id *id,
                         sortid_form *form);
static int py_kind_or_none(PyObject *o, sortid_kind *kind);
static int py_set_epoch(PyObject *o, sortid_id *id);
static unsigned py_flags_of(sortid_kind kind);
static int py_set_item(PyObject *dict, const char *key, PyObject *value);
static int py_time_items(PyObject *dict, const sortid_id *id);
static PyObject *py_describe(const sortid_id *id, sortid_form form);
static int py_add_also(PyObject *also, const char *s, Py_ssize_t n, sortid_form form,
                       unsigned flags);
static PyObject *py_uuid_reorder(PyObject *o, int to_v6);

/* inspect(text, kind=None, epoch=None): the reading's description (its
 * time counted from epoch, when one is given), with "also": the
 * descriptions of the text's other readings (sortid_read_also), when kind
 * is None. */
static PyObject *py_inspect(PyObject *self, PyObject *args)
{
    PyObject *text, *kind_o = Py_None, *epoch = Py_None, *keep, *d = NULL, *also;
    const char *s;
    Py_ssize_t n;
    sortid_kind kind;
    sortid_form form;
    sortid_id id;
    unsigned flags;
    (void)self;
    if (!PyArg_ParseTuple(args, "O|OO:inspect", &text, &kind_o, &epoch) ||
        py_kind_or_none(kind_o, &kind) < 0 || glue_text(text, "ID text", &s, &n, &keep) < 0)
        return NULL;
    flags = py_flags_of(kind);
    if (py_parse_bytes(s, n, kind, flags, &id, &form) < 0 || py_set_epoch(epoch, &id) < 0 ||
        (d = py_describe(&id, form)) == NULL || (also = PyList_New(0)) == NULL ||
        py_set_item(d, "also", also) < 0 ||
        (kind == SORTID_KIND_NONE && py_add_also(also, s, n, form, flags) < 0))
        Py_CLEAR(d);
    Py_XDECREF(keep);
    return d;
}

/* parse_as(text, kind=None): the ID object (kind None: the length
 * decides). */
static PyObject *py_parse_as(PyObject *self, PyObject *args)
{
    PyObject *text, *kind_o = Py_None;
    sortid_kind kind;
    sortid_form form;
    sortid_id id;
    (void)self;
    if (!PyArg_ParseTuple(args, "O|O:parse_as", &text, &kind_o) ||
        py_kind_or_none(kind_o, &kind) < 0 ||
        py_parse_text(text, kind, py_flags_of(kind), &id, &form) < 0)
        return NULL;
    return glue_wrap(&id);
}

/* id_time(text, kind=None, epoch=None) -> (unix_ms, ns_in_ms), or None for
 * an ID without a time (a UUIDv4). */
static PyObject *py_id_time(PyObject *self, PyObject *args)
{
    PyObject *text, *kind_o = Py_None, *epoch = Py_None;
    sortid_kind kind;
    sortid_form form;
    sortid_id id;
    int64_t ms;
    uint32_t ns = 0;
    sortid_status st;
    (void)self;
    if (!PyArg_ParseTuple(args, "O|OO:id_time", &text, &kind_o, &epoch) ||
        py_kind_or_none(kind_o, &kind) < 0 ||
        py_parse_text(text, kind, py_flags_of(kind), &id, &form) < 0 ||
        py_set_epoch(epoch, &id) < 0)
        return NULL;
    st = sortid_id_unix_ms(&ms, &ns, &id);
    if (st == SORTID_E_VERSION || st == SORTID_E_VARIANT)
        Py_RETURN_NONE;
    if (st != SORTID_OK)
        return glue_error("time", st, -1, -1);
    return Py_BuildValue("(Lk)", (long long)ms, (unsigned long)ns);
}

/* kind_of(text) -> the kind's name of untyped text (its length decides),
 * or None when it is no ID. */
static PyObject *py_kind_of(PyObject *self, PyObject *text)
{
    PyObject *keep;
    const char *s;
    Py_ssize_t n;
    sortid_id id;
    sortid_status st;
    (void)self;
    if (glue_text(text, "ID text", &s, &n, &keep) < 0)
        return NULL;
    st = sortid_id_parse(&id, SORTID_KIND_NONE, s, (size_t)n, 0, NULL, NULL);
    Py_XDECREF(keep);
    if (st != SORTID_OK)
        Py_RETURN_NONE;
    return PyUnicode_FromString(sortid_kind_name(id.kind));
}

/* is_valid(text, kind=None) -> bool: whether the library reads the text as
 * an ID (of the kind, when one is named: every text form of the kind, as
 * validate). */
static PyObject *py_is_valid(PyObject *self, PyObject *args)
{
    PyObject *text, *kind_o = Py_None, *keep;
    const char *s;
    Py_ssize_t n;
    sortid_kind kind;
    sortid_id id;
    sortid_status st;
    (void)self;
    if (!PyArg_ParseTuple(args, "O|O:valid", &text, &kind_o) ||
        py_kind_or_none(kind_o, &kind) < 0 || glue_text(text, "ID text", &s, &n, &keep) < 0)
        return NULL;
    st = sortid_id_parse(&id, kind, s, (size_t)n, 0, NULL, NULL);
    Py_XDECREF(keep);
    return PyBool_FromLong(st == SORTID_OK);
}

/* convert(text, to, kind=None, prefix=None):
 * the text (read as kind; None: its length decides) as the same value of
 * kind `to` (sortid_id_convert); a TypeID gets prefix. */
static PyObject *py_convert(PyObject *self, PyObject *args)
{
    PyObject *text, *to_o, *prefix = Py_None, *kind_o = Py_None;
    sortid_kind to, kind;
    sortid_form form;
    sortid_id id;
    sortid_status st;
    (void)self;
    if (!PyArg_ParseTuple(args, "OO|OO:convert", &text, &to_o, &kind_o, &prefix) ||
        glue_kind_arg(to_o, &to) < 0 || py_kind_or_none(kind_o, &kind) < 0 ||
        py_parse_text(text, kind, py_flags_of(kind), &id, &form) < 0)
        return NULL;
    if ((st = sortid_id_convert(&id, to, &id)) != SORTID_OK) {
        char what[96];
        const sortid_kind_desc *d = sortid_kind_get(id.kind);
        PyOS_snprintf(what, sizeof what, "%s to %s", d ? d->title : "ID", sortid_kind_name(to));
        return glue_error(what, st, -1, -1);
    }
    if (prefix != Py_None && glue_prefix_of(prefix, to, id.prefix) < 0)
        return NULL;
    return glue_wrap(&id);
}

/* ---- UUID versions ---------------------------------------------------- */

static PyObject *py_uuid_version(PyObject *self, PyObject *o)
{
    sortid_uuid u;
    (void)self;
    if (glue_bytes(o, "UUID bytes", u.bytes, SORTID_UUID_BYTES) < 0)
        return NULL;
    if (sortid_uuid_version(&u) < 0) /* nil, max, another variant: no version */
        Py_RETURN_NONE;
    return PyLong_FromLong(sortid_uuid_version(&u));
}

static PyObject *py_uuid_v1_to_v6(PyObject *self, PyObject *o)
{
    (void)self;
    return py_uuid_reorder(o, 1);
}

static PyObject *py_uuid_v6_to_v1(PyObject *self, PyObject *o)
{
    (void)self;
    return py_uuid_reorder(o, 0);
}

/* ---- TypeID ------------------------------------------------------------ */

/* typeid_from_uuid(prefix, bytes16) -> text */
static PyObject *py_typeid_from_uuid(PyObject *self, PyObject *args)
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
static PyObject *py_typeid_parts(PyObject *self, PyObject *text)
{
    sortid_id id;
    sortid_form form;
    (void)self;
    if (py_parse_text(text, SORTID_KIND_TYPEID, 0, &id, &form) < 0)
        return NULL;
    return Py_BuildValue("(sy#)", id.prefix, (const char *)id.bytes, (Py_ssize_t)SORTID_UUID_BYTES);
}

PyMethodDef glue_family_functions[] = {
    { "inspect", py_inspect, METH_VARARGS, NULL },
    { "parse_as", py_parse_as, METH_VARARGS, NULL },
    { "id_time", py_id_time, METH_VARARGS, NULL },
    { "kind_of", py_kind_of, METH_O, NULL },
    { "is_valid", py_is_valid, METH_VARARGS, NULL },
    { "convert", py_convert, METH_VARARGS, NULL },
    { "uuid_version", py_uuid_version, METH_O, NULL },
    { "uuid_v1_to_v6", py_uuid_v1_to_v6, METH_O, NULL },
    { "uuid_v6_to_v1", py_uuid_v6_to_v1, METH_O, NULL },
    { "typeid_from_uuid", py_typeid_from_uuid, METH_VARARGS, NULL },
    { "typeid_parts", py_typeid_parts, METH_O, NULL },
    { NULL, NULL, 0, NULL },
};

static PyObject *py_uuid_reorder(PyObject *o, int to_v6)
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
/* The descriptions of the other readings of the len bytes at s, read first
 * as form (sortid_read_also), appended to the list also.  0 or -1. */
static int py_add_also(PyObject *also, const char *s, Py_ssize_t n, sortid_form form,
                       unsigned flags)
{
    unsigned others = sortid_read_also(s, (size_t)n, form, SORTID_ACCEPT_ALL_TEXT);
    for (unsigned f = 1; f < 32; f++) {
        sortid_id other;
        PyObject *od;
        int r;
        if (!(others >> f & 1u) || sortid_id_parse(&other, sortid_form_kind((sortid_form)f), s,
                                                   (size_t)n, flags, NULL, NULL) != SORTID_OK)
            continue; /* a reading sortid_read_also names always parses */
        if ((od = py_describe(&other, (sortid_form)f)) == NULL)
            return -1;
        r = PyList_Append(also, od);
        Py_DECREF(od);
        if (r < 0)
            return -1;
    }
    return 0;
}
/* {"type", "form", "id", "timestamp_ms", "ns_in_ms", "time", "parts"}. */
static PyObject *py_describe(const sortid_id *id, sortid_form form)
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
    if (py_set_item(d, "type", PyUnicode_FromString(sortid_kind_name(id->kind))) < 0 ||
        py_set_item(d, "form", PyUnicode_FromString(sortid_form_name(form))) < 0 ||
        py_set_item(d, "id", PyUnicode_FromStringAndSize(text, (Py_ssize_t)n)) < 0 ||
        py_time_items(d, id) < 0 || (p = PyDict_New()) == NULL)
        goto fail;
    for (i = 0; i < np && i < SORTID_PARTS_MAX; i++)
        if (py_set_item(p, parts[i].name, PyUnicode_FromString(parts[i].text)) < 0)
            goto fail;
    if (py_set_item(d, "parts", p) < 0) {
        p = NULL;
        goto fail;
    }
    return d;
fail:
    Py_XDECREF(p);
    Py_DECREF(d);
    return NULL;
}
/* The time of id into dict: timestamp_ms (floored), ns_in_ms and time (RFC
 * 3339 at the kind's precision), or None for each when the value has no
 * time (a UUID of a version without one). */
static int py_time_items(PyObject *dict, const sortid_id *id)
{
    int64_t ms;
    uint32_t ns = 0;
    char text[SORTID_ID_TIME_TEXT_MAX + 1];
    size_t n = 0;
    sortid_status st = sortid_id_unix_ms(&ms, &ns, id);
    if (st == SORTID_E_VERSION || st == SORTID_E_VARIANT) {
        return py_set_item(dict, "timestamp_ms", Py_NewRef(Py_None)) < 0 ||
                       py_set_item(dict, "ns_in_ms", Py_NewRef(Py_None)) < 0 ||
                       py_set_item(dict, "time", Py_NewRef(Py_None)) < 0
                   ? -1
                   : 0;
    }
    if (st == SORTID_OK)
        st = sortid_id_time_format(text, sizeof text, id, 0, &n);
    if (st != SORTID_OK) {
        glue_error("time", st, -1, -1);
        return -1;
    }
    return py_set_item(dict, "timestamp_ms", PyLong_FromLongLong((long long)ms)) < 0 ||
                   py_set_item(dict, "ns_in_ms", PyLong_FromUnsignedLong((unsigned long)ns)) < 0 ||
                   py_set_item(dict, "time", PyUnicode_FromStringAndSize(text, (Py_ssize_t)n)) < 0
               ? -1
               : 0;
}
static int py_set_item(PyObject *dict, const char *key, PyObject *value)
{
    int r;
    if (value == NULL)
        return -1;
    r = PyDict_SetItemString(dict, key, value);
    Py_DECREF(value);
    return r;
}
/* The parse flags of a call: digits are a flake's or snowflake's integer
 * when the caller names the kind (kind: not SORTID_KIND_NONE). */
static unsigned py_flags_of(sortid_kind kind)
{
    return kind != SORTID_KIND_NONE ? SORTID_PARSE_INT : 0u;
}
/* The kind argument: None (the text decides) or a kind's name. */
static int py_kind_or_none(PyObject *o, sortid_kind *kind)
{
    *kind = SORTID_KIND_NONE;
    return o == Py_None ? 0 : glue_kind_arg(o, kind);
}
/* The epoch argument of a Snowflake (an ID of a kind the library reads in
 * the snowflake form, as the CLI's --epoch): None (Twitter's, the kind's
 * default), "twitter", "discord" or Unix ms as an int, read by the library
 * (sortid_snowflake_epoch_parse; an int as its decimal text, as Node's
 * options.epoch).  0, or -1 with TypeError for another type and IDError
 * for a bad epoch or another kind (the library reads a Ulid-Flake's time
 * with its default epoch only: an epoch there would be lost). */
static int py_set_epoch(PyObject *o, sortid_id *id)
{
    char digits[24];
    const char *s = digits;
    Py_ssize_t n;
    PyObject *keep = NULL;
    size_t pos = 0;
    int64_t ms;
    sortid_status st;
    const sortid_kind_desc *d;
    if (o == Py_None)
        return 0;
    if (PyLong_Check(o) && !PyBool_Check(o)) {
        int over = 0;
        long long v = PyLong_AsLongLongAndOverflow(o, &over);
        if (v == -1 && PyErr_Occurred())
            return -1;
        if (over != 0) {
            glue_value_error("epoch", o, SORTID_E_OVERFLOW);
            return -1;
        }
        n = (Py_ssize_t)PyOS_snprintf(digits, sizeof digits, "%lld", v);
    } else if (!PyUnicode_Check(o)) {
        PyErr_Format(PyExc_TypeError,
                     "epoch must be 'twitter', 'discord' or int (Unix ms), not %.100s",
                     Py_TYPE(o)->tp_name);
        return -1;
    } else if (glue_text(o, "epoch", &s, &n, &keep) < 0) {
        return -1;
    }
    st = sortid_snowflake_epoch_parse(&ms, s, (size_t)n, &pos);
    Py_XDECREF(keep);
    if (st != SORTID_OK) {
        glue_error("epoch", st, st == SORTID_E_LENGTH ? -1 : (Py_ssize_t)pos, -1);
        return -1;
    }
    d = sortid_kind_get(id->kind);
    if (d == NULL || !(d->forms & SORTID_ACCEPT(SORTID_FORM_SNOWFLAKE))) {
        char what[128];
        PyOS_snprintf(what, sizeof what,
                      "epoch: %s is read with its own epoch (epoch is a "
                      "Snowflake's)",
                      d ? d->a_title : "an ID");
        glue_error(what, SORTID_E_KIND, -1, -1);
        return -1;
    }
    id->epoch_ms = ms;
    return 0;
}
/* A str argument read as parse_bytes reads it. */
static int py_parse_text(PyObject *o, sortid_kind kind, unsigned flags, sortid_id *id,
                         sortid_form *form)
{
    PyObject *keep;
    const char *s;
    Py_ssize_t n;
    int r;
    if (glue_text(o, "ID text", &s, &n, &keep) < 0)
        return -1;
    r = py_parse_bytes(s, n, kind, flags, id, form);
    Py_XDECREF(keep);
    return r;
}
/* The len bytes at s read as kind (SORTID_KIND_NONE: their length
 * decides), with flags.  0, or -1 with IDError naming the form read and the
 * byte. */
static int py_parse_bytes(const char *s, Py_ssize_t n, sortid_kind kind, unsigned flags,
                          sortid_id *id, sortid_form *form)
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
