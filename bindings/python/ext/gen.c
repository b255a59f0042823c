/* SPDX-License-Identifier: MIT */
/* gen.c - generation: the module's one-shot generators (ULID(), new(kind)),
 * sortid.Generator (one library generator, monotonic by the library's
 * policy, shared by threads under the library's lock), bulk output (a list
 * of str, one bytes of lines, a caller's buffer) made with the GIL
 * released, and validation that stops at the first bad ID.  Every kind goes
 * through the library's kind-generic calls. */
#include "glue.h"

/* IDs per chunk of a bulk call: their text lives in a buffer of this many
 * at a time, whatever the count asked for. */
#define CHUNK 16384

/* The library's row of a kind, or IDError. */
static const sortid_kind_desc *kind_desc(sortid_kind kind)
{
    const sortid_kind_desc *d = sortid_kind_get(kind);
    if (d == NULL)
        glue_error("kind", SORTID_E_KIND, -1, -1);
    return d;
}

static sortid_status gen_init(sortid_gen *g, sortid_kind kind, unsigned flags,
                              sortid_gen_options *o)
{
    o->flags |= flags;
    o->clock = glue_clock;
    return sortid_gen_init(g, kind, o);
}

/* IDError for a generator the library refused, in its own words. */
static PyObject *refused(const sortid_gen *g, sortid_status s)
{
    const char *why = sortid_gen_refused(g);
    return glue_error(why != NULL ? why : "generator options", s, -1, -1);
}

/* ---- one-shot generators ------------------------------------------------- */

/* One per kind value and clock, made on first use under the GIL: [0] read
 * the system clock, [1] a clock the user's tests replaced.  The second set
 * starts afresh whenever the replaced clock reads earlier than before (a
 * test froze time in the past), so one-shot IDs follow a frozen clock as
 * python-ulid's do; it is used with the GIL held, so no thread is inside one
 * when that happens.  The library's policy is untouched within each set. */
#define ONESHOT_KINDS 64
static sortid_gen oneshot[2][ONESHOT_KINDS];
static unsigned char oneshot_ready[2][ONESHOT_KINDS];
static int64_t replaced_last_ns = INT64_MIN;

static void replaced_clock_read(void)
{
    int64_t ns = glue_clock_reading();
    size_t k;
    if (ns < replaced_last_ns)
        for (k = 0; k < ONESHOT_KINDS; k++)
            if (oneshot_ready[1][k]) {
                sortid_gen_destroy(&oneshot[1][k]);
                oneshot_ready[1][k] = 0;
            }
    replaced_last_ns = ns;
}

/* The one-shot generator of a kind for a clock (0 system, 1 replaced). */
static sortid_gen *oneshot_gen(int clock, sortid_kind kind)
{
    sortid_status s;
    if ((unsigned)kind >= ONESHOT_KINDS || kind_desc(kind) == NULL) {
        if (!PyErr_Occurred())
            glue_error("kind", SORTID_E_KIND, -1, -1);
        return NULL;
    }
    if (!oneshot_ready[clock][kind]) {
        sortid_gen_options o = { 0 };
        o.max_wait_ns = SORTID_WAIT_DEFAULT_NS;
        /* monotonic, as python-ulid's ULID() is since 3.1 (+1 within a
         * millisecond, the specification's monotonic generation) */
        s = gen_init(&oneshot[clock][kind], kind, SORTID_GEN_THREAD_SAFE | SORTID_GEN_MONOTONIC,
                     &o);
        if (s != SORTID_OK) {
            refused(&oneshot[clock][kind], s);
            return NULL;
        }
        oneshot_ready[clock][kind] = 1;
    }
    return &oneshot[clock][kind];
}

/* ULID() on the system clock: the process's monotonic ULID generator,
 * serialised by the GIL (it is called with the GIL held and never waits in
 * practice: +1 steps through 80 bits), so a call takes no lock and does not
 * release the GIL.  A build without the GIL gives it the library's lock. */
static int ulid_now(sortid_id *dst)
{
    static sortid_gen g;
    static int ready;
    sortid_status s;
    if (!ready) {
        sortid_gen_options o = { 0 };
        unsigned flags = SORTID_GEN_MONOTONIC;
#ifdef Py_GIL_DISABLED
        flags |= SORTID_GEN_THREAD_SAFE;
#endif
        o.max_wait_ns = SORTID_WAIT_DEFAULT_NS;
        if ((s = gen_init(&g, SORTID_KIND_ULID, flags, &o)) != SORTID_OK) {
            refused(&g, s);
            return -1;
        }
        ready = 1;
    }
    if ((s = sortid_gen_id(&g, dst)) != SORTID_OK) {
        glue_error("ULID", s, -1, -1);
        return -1;
    }
    return 0;
}

int glue_now(sortid_kind kind, sortid_id *dst)
{
    sortid_status s;
    sortid_gen *g;
    int clock = glue_clock_enter();
    if (clock < 0)
        return -1;
    if (kind == SORTID_KIND_ULID && clock == 0) /* ULID(): the short path */
        return ulid_now(dst);
    if (clock == 1)
        replaced_clock_read();
    if ((g = oneshot_gen(clock, kind)) == NULL) {
        glue_clock_leave();
        return -1;
    }
    if (clock == 1) { /* see above: with the GIL */
        s = sortid_gen_id(g, dst);
    } else {
        Py_BEGIN_ALLOW_THREADS s = sortid_gen_id(g, dst);
        Py_END_ALLOW_THREADS
    }
    glue_clock_leave();
    if (s != SORTID_OK) {
        glue_error("generator", s, -1, -1);
        return -1;
    }
    return 0;
}

/* new(kind, prefix=None): one ID of the kind; a TypeID's text carries
 * prefix (its UUIDv7 comes from the one-shot TypeID generator). */
static PyObject *now(PyObject *m, PyObject *args)
{
    PyObject *k, *prefix = Py_None;
    char p[SORTID_PREFIX_MAX + 1] = "";
    sortid_kind kind;
    sortid_id id;
    (void)m;
    if (!PyArg_ParseTuple(args, "O|O:new", &k, &prefix) || glue_kind_arg(k, &kind) < 0)
        return NULL;
    if (prefix != Py_None) {
        if (kind != SORTID_KIND_TYPEID)
            return PyErr_Format(PyExc_TypeError, "prefix is for a TypeID, not for a %s",
                                sortid_kind_name(kind));
        if (glue_prefix(prefix, p) < 0)
            return NULL;
    }
    if (glue_now(kind, &id) < 0)
        return NULL;
    if (prefix != Py_None)
        memcpy(id.prefix, p, sizeof id.prefix);
    return glue_wrap(&id);
}

/* ---- bulk ------------------------------------------------------------------ */

/* What a bulk call writes to: a new list of str, a new bytes, a buffer. */
enum { OUT_LIST, OUT_BYTES, OUT_INTO };

/* n IDs as lines into dst (lines of len + 1 bytes), without the GIL. */
static sortid_status lines_nogil(sortid_gen *g, char *dst, size_t n, size_t len)
{
    sortid_status s;
    size_t done;
    Py_BEGIN_ALLOW_THREADS s = sortid_gen_lines(g, dst, n * (len + 1), n, 0, &done);
    Py_END_ALLOW_THREADS return s;
}

/* n IDs as a list of str: chunks of lines, each cut into strings. */
static PyObject *bulk_list_of(sortid_gen *g, Py_ssize_t n, size_t len, sortid_status *s)
{
    Py_ssize_t i, j, k;
    PyObject *r = PyList_New(n);
    char *text = PyMem_Malloc(CHUNK * (len + 1));
    if (r == NULL || text == NULL)
        goto fail;
    for (i = 0; i < n; i += k) {
        k = n - i < CHUNK ? n - i : CHUNK;
        if ((*s = lines_nogil(g, text, (size_t)k, len)) != SORTID_OK)
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

/* n IDs of g's kind (OUT_INTO: as many as fit in target) to out. */
static PyObject *bulk(sortid_gen *g, sortid_kind kind, Py_ssize_t n, int out, PyObject *target)
{
    /* a line's length is the generator's (a TypeID's depends on its prefix) */
    const size_t len = sortid_gen_text_len(g);
    Py_buffer view = { 0 };
    PyObject *r = NULL;
    sortid_status s = SORTID_OK;
    if (kind_desc(kind) == NULL)
        return NULL;
    if (len == 0)
        return glue_error("generator", SORTID_E_INVALID_ARG, -1, -1);
    if (out == OUT_INTO) {
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
        if (out == OUT_LIST)
            r = bulk_list_of(g, n, len, &s);
        else if (out == OUT_BYTES) {
            r = PyBytes_FromStringAndSize(NULL, n * (Py_ssize_t)(len + 1));
            if (r != NULL)
                s = lines_nogil(g, PyBytes_AS_STRING(r), (size_t)n, len);
        } else if ((s = lines_nogil(g, view.buf, (size_t)n, len)) == SORTID_OK)
            r = PyLong_FromSsize_t(n);
        glue_clock_leave();
        if (s != SORTID_OK) {
            Py_CLEAR(r);
            glue_error("generator", s, -1, -1);
        }
    }
    if (out == OUT_INTO)
        PyBuffer_Release(&view);
    return r;
}

static int count_arg(PyObject *o, Py_ssize_t *n)
{
    if (!PyLong_Check(o)) {
        PyErr_Format(PyExc_TypeError, "the count must be int, not %.100s", Py_TYPE(o)->tp_name);
        return -1;
    }
    *n = PyLong_AsSsize_t(o);
    return *n == -1 && PyErr_Occurred() ? -1 : 0;
}

/* Module level: a fresh generator of the kind for the call (random parts
 * for ULID and BaseUID; flake and UUIDv7 generators are monotonic). */
static PyObject *bulk_function(PyObject *args, int out)
{
    PyObject *first, *kind_o = NULL, *r;
    sortid_kind kind = SORTID_KIND_ULID;
    Py_ssize_t n = 0;
    sortid_gen g;
    sortid_gen_options opt = { 0 };
    sortid_status s;
    if (!PyArg_ParseTuple(args, "O|O", &first, &kind_o))
        return NULL;
    if (kind_o != NULL && glue_kind_arg(kind_o, &kind) < 0)
        return NULL;
    if (out != OUT_INTO && count_arg(first, &n) < 0)
        return NULL;
    opt.max_wait_ns = SORTID_WAIT_DEFAULT_NS;
    if ((s = gen_init(&g, kind, 0, &opt)) != SORTID_OK)
        return refused(&g, s);
    r = bulk(&g, kind, n, out, first);
    sortid_gen_destroy(&g);
    return r;
}

static PyObject *bulk_list(PyObject *m, PyObject *args)
{
    (void)m;
    return bulk_function(args, OUT_LIST);
}

static PyObject *bulk_bytes(PyObject *m, PyObject *args)
{
    (void)m;
    return bulk_function(args, OUT_BYTES);
}

static PyObject *bulk_into(PyObject *m, PyObject *args)
{
    (void)m;
    return bulk_function(args, OUT_INTO);
}

/* ---- validation ------------------------------------------------------------- */

/* One ID's text in the kind's canonical form.  A kind of several text forms
 * (a ULID is read from a UUID's text too) takes its text_len characters only
 * (another length is SORTID_E_LENGTH at the first byte missing or extra, as
 * the library's parsers report it); a kind of one form takes what its parser
 * takes (a TypeID's length depends on its prefix). */
static sortid_status check_one(const sortid_kind_desc *d, const char *s, size_t n, size_t *pos)
{
    sortid_id id;
    if ((d->forms & (d->forms - 1u)) != 0 && n != d->text_len) {
        *pos = n < d->text_len ? n : d->text_len;
        return SORTID_E_LENGTH;
    }
    return sortid_id_parse(&id, d->kind, s, n, 0, pos, NULL);
}

static PyObject *validate_list(const sortid_kind_desc *d, PyObject *seq)
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
        st = check_one(d, s, (size_t)len, &pos);
        Py_XDECREF(keep);
        if (st != SORTID_OK)
            return glue_error(d->title, st, (Py_ssize_t)pos, i);
    }
    return PyLong_FromSsize_t(n);
}

/* Lines of a bytes-like object ('\n' after each; the last may lack it),
 * read without the GIL. */
static PyObject *validate_buffer(const sortid_kind_desc *d, PyObject *o)
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
        if ((st = check_one(d, p, (size_t)(nl - p), &pos)) != SORTID_OK)
            break;
    }
    Py_END_ALLOW_THREADS PyBuffer_Release(&view);
    if (st != SORTID_OK)
        return glue_error(d->title, st, (Py_ssize_t)pos, (Py_ssize_t)index);
    return PyLong_FromSize_t(index);
}

/* validate(ids, kind="ulid"): a list (or tuple) of str, or a bytes-like
 * object of lines.  The number of IDs, or IDError for the first bad one. */
static PyObject *validate(PyObject *m, PyObject *args, PyObject *kwds)
{
    static char *kwlist[] = { "ids", "kind", NULL };
    PyObject *ids, *kind_o = NULL, *seq, *r;
    sortid_kind kind = SORTID_KIND_ULID;
    const sortid_kind_desc *d;
    (void)m;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "O|O:validate", kwlist, &ids, &kind_o))
        return NULL;
    if ((kind_o != NULL && glue_kind_arg(kind_o, &kind) < 0) || (d = kind_desc(kind)) == NULL)
        return NULL;
    if (PyObject_CheckBuffer(ids))
        return validate_buffer(d, ids);
    if (!PyList_Check(ids) && !PyTuple_Check(ids))
        return PyErr_Format(PyExc_TypeError,
                            "validate takes a list of str or a bytes-like object, not %.100s",
                            Py_TYPE(ids)->tp_name);
    if ((seq = PySequence_Fast(ids, "validate")) == NULL)
        return NULL;
    r = validate_list(d, seq);
    Py_DECREF(seq);
    return r;
}

PyMethodDef glue_gen_functions[] = {
    { "bulk_list", bulk_list, METH_VARARGS, NULL },
    { "bulk_bytes", bulk_bytes, METH_VARARGS, NULL },
    { "bulk_into", bulk_into, METH_VARARGS, NULL },
    { "validate", (PyCFunction)(void (*)(void))validate, METH_VARARGS | METH_KEYWORDS,
      "validate(ids, kind='ulid'): the number of IDs in a list of str or a buffer of lines, or "
      "IDError naming the first bad one (index, byte, reason)." },
    { "now", now, METH_VARARGS, NULL },
    { NULL, NULL, 0, NULL },
};

/* ---- sortid.Generator ------------------------------------------------------------ */

typedef struct {
    PyObject_HEAD sortid_kind kind;
    int ready;
    sortid_gen gen;
} GenObject;

static PyObject *gen_new(PyTypeObject *type, PyObject *args, PyObject *kwds)
{
    static char *kwlist[] = { "kind",         "monotonic", "node",
                              "entropy_size", "epoch_ms",  "step_bits",
                              "max_wait_ns",  "prefix",    NULL };
    PyObject *kind_o = NULL, *epoch = Py_None, *prefix = Py_None;
    char p[SORTID_PREFIX_MAX + 1];
    int monotonic = 1;
    long long max_wait = SORTID_WAIT_DEFAULT_NS;
    sortid_gen_options o = { 0 };
    sortid_status s;
    GenObject *self;
    sortid_kind kind = SORTID_KIND_ULID;
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "|O$pIIOILO:Generator", kwlist, &kind_o,
                                     &monotonic, &o.node, &o.entropy_size, &epoch, &o.random_step,
                                     &max_wait, &prefix))
        return NULL;
    if (prefix != Py_None) { /* the library refuses it for kinds other than TypeID */
        if (glue_prefix(prefix, p) < 0)
            return NULL;
        o.prefix = p;
    }
    if (kind_o != NULL && glue_kind_arg(kind_o, &kind) < 0)
        return NULL;
    if (epoch != Py_None) {
        if (!PyLong_Check(epoch))
            return PyErr_Format(PyExc_TypeError, "epoch_ms must be int, not %.100s",
                                Py_TYPE(epoch)->tp_name);
        if ((o.epoch_ms = PyLong_AsLongLong(epoch)) == -1 && PyErr_Occurred())
            return NULL;
        o.flags |= SORTID_GEN_EPOCH;
    }
    o.max_wait_ns = max_wait;
    if ((self = (GenObject *)type->tp_alloc(type, 0)) == NULL)
        return NULL;
    self->kind = kind;
    s = gen_init(&self->gen, kind, SORTID_GEN_THREAD_SAFE | (monotonic ? SORTID_GEN_MONOTONIC : 0u),
                 &o);
    if (s != SORTID_OK) {
        refused(&self->gen, s);
        Py_DECREF(self);
        return NULL;
    }
    self->ready = 1;
    return (PyObject *)self;
}

static void gen_dealloc(PyObject *o)
{
    GenObject *self = (GenObject *)o;
    if (self->ready)
        sortid_gen_destroy(&self->gen);
    Py_TYPE(o)->tp_free(o);
}

static PyObject *gen_call(PyObject *o, PyObject *args, PyObject *kwds)
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

static PyObject *gen_list(PyObject *o, PyObject *arg)
{
    GenObject *self = (GenObject *)o;
    Py_ssize_t n;
    if (count_arg(arg, &n) < 0)
        return NULL;
    return bulk(&self->gen, self->kind, n, OUT_LIST, NULL);
}

static PyObject *gen_bytes(PyObject *o, PyObject *arg)
{
    GenObject *self = (GenObject *)o;
    Py_ssize_t n;
    if (count_arg(arg, &n) < 0)
        return NULL;
    return bulk(&self->gen, self->kind, n, OUT_BYTES, NULL);
}

static PyObject *gen_into(PyObject *o, PyObject *buffer)
{
    GenObject *self = (GenObject *)o;
    return bulk(&self->gen, self->kind, 0, OUT_INTO, buffer);
}

static PyObject *gen_kind(PyObject *o, void *unused)
{
    (void)unused;
    return PyUnicode_FromString(sortid_kind_name(((GenObject *)o)->kind));
}

static PyMethodDef gen_methods[] = {
    { "list", gen_list, METH_O, "list(n): n IDs as a list of str." },
    { "bytes", gen_bytes, METH_O, "bytes(n): n IDs as text in one bytes, each followed by '\\n'." },
    { "into", gen_into, METH_O,
      "into(buffer): fill a writable buffer with as many lines of IDs as fit; their number." },
    { NULL, NULL, 0, NULL },
};

static PyGetSetDef gen_getset[] = {
    { "kind", gen_kind, NULL, "The kind's name.", NULL },
    { NULL, NULL, NULL, NULL, NULL },
};

PyTypeObject glue_GeneratorType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "sortid.Generator",
    .tp_doc = "Generator(kind='ulid', *, monotonic=True, node=0, entropy_size=0, epoch_ms=None, "
              "step_bits=0, max_wait_ns=100000000, prefix=None): one libsortid generator, shared "
              "safely by "
              "threads; call it for one ID.",
    .tp_basicsize = sizeof(GenObject),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_new = gen_new,
    .tp_dealloc = gen_dealloc,
    .tp_call = gen_call,
    .tp_methods = gen_methods,
    .tp_getset = gen_getset,
};

int glue_gen_ready(PyObject *module)
{
    if (PyType_Ready(&glue_GeneratorType) < 0)
        return -1;
    return PyModule_AddObjectRef(module, "Generator", (PyObject *)&glue_GeneratorType);
}
