/* SPDX-License-Identifier: MIT */
/* oneshot.c - the module's one-shot generators: one per kind, clock,
 * policy (monotonic or random) and node, made on first use under the GIL.
 * Every rule is the library's generator's. */
#include "oneshot.h"

#include "clock.h"

#define ONESHOT_KINDS 64

static int py_ulid_now(sortid_id *dst);
static void py_replaced_clock_read(void);
static sortid_gen *py_oneshot_gen(int clock, sortid_kind kind, const glue_oneshot *how);

int glue_now(sortid_kind kind, const glue_oneshot *how, sortid_id *dst)
{
    sortid_status s;
    sortid_gen *g;
    int clock = glue_clock_enter();
    if (clock < 0)
        return -1;
    /* ULID() on the system clock: the short path */
    if (kind == SORTID_KIND_ULID && clock == 0 && how->monotonic)
        return py_ulid_now(dst);
    if (clock == 1)
        py_replaced_clock_read();
    if ((g = py_oneshot_gen(clock, kind, how)) == NULL) {
        glue_clock_leave();
        return -1;
    }
    if (clock == 1) { /* see replaced_clock_read: with the GIL */
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

sortid_status glue_gen_init(sortid_gen *g, sortid_kind kind, unsigned flags, sortid_gen_options *o)
{
    o->flags |= flags;
    o->clock = glue_clock;
    return sortid_gen_init(g, kind, o);
}

PyObject *glue_refused(const sortid_gen *g, sortid_status s)
{
    const char *why = sortid_gen_refused(g);
    return glue_error(why != NULL ? why : "generator options", s, -1, -1);
}

/* ULID() on the system clock: the process's monotonic ULID generator,
 * serialised by the GIL (it is called with the GIL held and never waits in
 * practice: +1 steps through 80 bits), so a call takes no lock and does not
 * release the GIL.  A build without the GIL gives it the library's lock. */
static int py_ulid_now(sortid_id *dst)
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
        o.max_wait_ns = SORTID_WAIT_DATABASE_NS;
        if ((s = glue_gen_init(&g, SORTID_KIND_ULID, flags, &o)) != SORTID_OK) {
            glue_refused(&g, s);
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

/* One generator per kind value, clock, policy and node: [0] read the
 * system clock, [1] a clock the user's tests replaced; [.][0] random,
 * [.][1] monotonic.  Node 0 has its slot in the table, another node (a
 * scalable flake's, only those the library accepts) one in a list, made on
 * first use and kept: a generator is never destroyed while another thread
 * may be inside it without the GIL.  The replaced-clock set starts afresh
 * whenever the replaced clock reads earlier than before (a test froze time
 * in the past), so one-shot IDs follow a frozen clock as python-ulid's do;
 * it is used with the GIL held, so no thread is inside one when that
 * happens.  The library's policy is untouched within each generator. */
typedef struct slot {
    struct slot *next; /* the list of other nodes */
    sortid_kind kind;
    unsigned node;
    int ready;
    sortid_gen gen;
} slot;

static slot table[2][2][ONESHOT_KINDS];
static slot *others[2][2];
static int64_t replaced_last_ns = INT64_MIN;

static slot *py_find_slot(int clock, int m, sortid_kind kind, unsigned node);

static void py_replaced_clock_read(void)
{
    int64_t ns = glue_clock_reading();
    size_t m, k;
    slot *o;
    if (ns >= replaced_last_ns) {
        replaced_last_ns = ns;
        return;
    }
    replaced_last_ns = ns;
    for (m = 0; m < 2; m++) {
        for (k = 0; k < ONESHOT_KINDS; k++)
            if (table[1][m][k].ready) {
                sortid_gen_destroy(&table[1][m][k].gen);
                table[1][m][k].ready = 0;
            }
        for (o = others[1][m]; o != NULL; o = o->next)
            if (o->ready) {
                sortid_gen_destroy(&o->gen);
                o->ready = 0;
            }
    }
}

/* The one-shot generator of a kind for a clock (0 system, 1 replaced). */
static sortid_gen *py_oneshot_gen(int clock, sortid_kind kind, const glue_oneshot *how)
{
    const int m = how->monotonic ? 1 : 0;
    slot *sl;
    sortid_status s;
    if ((unsigned)kind >= ONESHOT_KINDS || sortid_kind_get(kind) == NULL) {
        glue_error("kind", SORTID_E_KIND, -1, -1);
        return NULL;
    }
    if ((sl = py_find_slot(clock, m, kind, how->node)) == NULL)
        return NULL;
    if (!sl->ready) {
        sortid_gen_options o = { 0 };
        o.max_wait_ns = SORTID_WAIT_DATABASE_NS;
        o.node = how->node;
        s = glue_gen_init(&sl->gen, kind, SORTID_GEN_THREAD_SAFE | (m ? SORTID_GEN_MONOTONIC : 0u),
                          &o);
        if (s != SORTID_OK) {
            glue_refused(&sl->gen, s);
            if (sl->next == sl)
                PyMem_RawFree(sl);
            return NULL;
        }
        sl->ready = 1;
        if (sl->next == sl) { /* a new node's slot */
            sl->next = others[clock][m];
            others[clock][m] = sl;
        }
    }
    return &sl->gen;
}

/* The slot of a node: node 0's in the table, another's in the list (a new
 * one, not yet in it, for a node not seen yet: oneshot_gen adds it once the
 * library took the node, so the list holds only nodes the library accepts,
 * each once). */
static slot *py_find_slot(int clock, int m, sortid_kind kind, unsigned node)
{
    slot *o;
    if (node == 0)
        return &table[clock][m][kind];
    for (o = others[clock][m]; o != NULL; o = o->next)
        if (o->kind == kind && o->node == node)
            return o;
    if ((o = PyMem_RawCalloc(1, sizeof *o)) == NULL) {
        PyErr_NoMemory();
        return NULL;
    }
    o->kind = kind;
    o->node = node;
    o->next = o; /* not in the list yet */
    return o;
}
