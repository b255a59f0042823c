/* SPDX-License-Identifier: MIT */
/* clock.c - the clock that follows a replaced time.time: see clock.h. */
#include "clock.h"

#include <math.h>

static int py_in_range(double t, PyObject *r);

/* time's dictionary, and time.time / time.time_ns as the module was loaded:
 * the functions and the C functions inside them (time-machine swaps the C
 * function of the same object, freezegun and mock replace the object). */
static PyObject *time_dict, *str_time, *str_time_ns;
static PyObject *orig_time, *orig_time_ns;
static PyCFunction orig_time_fn, orig_time_ns_fn;

static _Thread_local int slot_set;
static _Thread_local int64_t slot_ns;

static int py_replaced(PyObject *name, PyObject *orig, PyCFunction fn, PyObject **now)
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

static int py_known_unreplaced(void)
{
    return unreplaced_version != 0 &&
           ((PyDictObject *)time_dict)->ma_version_tag == unreplaced_version &&
           PyCFunction_GET_FUNCTION(orig_time) == orig_time_fn &&
           PyCFunction_GET_FUNCTION(orig_time_ns) == orig_time_ns_fn;
}

static void py_remember_unreplaced(void)
{
    unreplaced_version = ((PyDictObject *)time_dict)->ma_version_tag;
}
#else
static int py_known_unreplaced(void)
{
    return 0;
}

static void py_remember_unreplaced(void)
{
}
#endif

int glue_clock_enter(void)
{
    PyObject *f = NULL, *r;
    int rc, over = 0;
    if (py_known_unreplaced())
        return 0;
    rc = py_replaced(str_time, orig_time, orig_time_fn, &f);
    if (rc < 0)
        return -1;
    if (rc > 0) {
        /* time.time(): float seconds, read to the microsecond as a
         * datetime holds it (freezegun's time_ns drops the fraction). */
        double t;
        if ((r = PyObject_CallNoArgs(f)) == NULL)
            return -1;
        t = PyFloat_AsDouble(r);
        if ((t == -1.0 && PyErr_Occurred()) || !py_in_range(t, r)) {
            Py_DECREF(r);
            return -1;
        }
        Py_DECREF(r);
        slot_ns = (int64_t)llround(t * 1e6) * 1000;
        slot_set = 1;
        return 1;
    }
    if ((rc = py_replaced(str_time_ns, orig_time_ns, orig_time_ns_fn, &f)) <= 0) {
        if (rc == 0)
            py_remember_unreplaced();
        return rc;
    }
    if ((r = PyObject_CallNoArgs(f)) == NULL)
        return -1;
    if (!PyLong_Check(r)) {
        PyErr_Format(PyExc_TypeError, "time.time_ns() returned %.100s, not int",
                     Py_TYPE(r)->tp_name);
        Py_DECREF(r);
        return -1;
    }
    slot_ns = PyLong_AsLongLongAndOverflow(r, &over);
    if (over != 0) /* no int64 of nanoseconds holds it */
        glue_value_error("time.time_ns() returned", r, SORTID_E_TIME_RANGE);
    Py_DECREF(r);
    if (over != 0 || (slot_ns == -1 && PyErr_Occurred()))
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

int glue_clock_ready(void)
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

/* Whether time.time()'s t (seconds, returned as r) is a time whose
 * microseconds, then nanoseconds, an int64 holds (years 1677 to 2262); else
 * IDError naming the value, before any conversion could wrap it (a clock
 * set past 2262, or milliseconds given for seconds).  NaN is out of range. */
static int py_in_range(double t, PyObject *r)
{
    if (t > -9223372036.0 && t < 9223372036.0)
        return 1;
    glue_value_error("time.time() returned", r, SORTID_E_TIME_RANGE);
    return 0;
}
