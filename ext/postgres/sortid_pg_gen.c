/* SPDX-License-Identifier: MIT */
/*
 * sortid_pg_gen.c - the monotonic generators of the PostgreSQL extension,
 * their shared memory, and the settings sortid.flake_node and
 * sortid.random_step, and sortid_random_step() (see sortid_pg.h for the rest).
 *
 * The generators (of every gen_monotonic_<kind>, of gen_ulidflake, of
 * gen_objectid and gen_xid, and the UUIDv7 one of gen_uuidv7, uuidv7() and
 * gen_typeid) live in one of two places:
 *
 *  - shared memory, when sortid is in shared_preload_libraries: one generator
 *    per kind and node for the whole server, created with SORTID_GEN_SHARED
 *    (a backend forked from the postmaster keeps using the same state) and
 *    serialised by one LWLock, so IDs are strictly increasing across all
 *    sessions and flakes of one node cannot collide within the server;
 *  - otherwise this session's memory, with a LOG line once per session
 *    saying so; but the flakes, whose random field (20 bits or fewer) makes
 *    chance no guard against duplicates between sessions, always have one
 *    generator per server and node: without preloading they are placed at
 *    their first use in the free space PostgreSQL keeps in its shared memory
 *    segment (ShmemInitStruct, as a preloaded library's are at start, with an
 *    LWLock of a tranche of their own).  If that space is gone, the flake
 *    functions fail (out of memory) rather than make IDs that could collide.
 *
 * (gen_ksuid() and the random makers use the library's own generator of the
 * backend's thread, sortid_<kind>_new; uuidv7(shift) has one generator for
 * each recent shift, the server's or the session's as the others.)  Each
 * call goes through the kind's own library call (sortid_gen_ulid,
 * sortid_gen_baseuid, sortid_gen_uuidv7, sortid_gen_flake, sortid_gen_ksuid,
 * sortid_gen_objectid, sortid_gen_xid) and its Datum is written in place,
 * the text through the kind's own formatter.
 *
 * The step (+1, or the random step of sortid.random_step), the wait on
 * exhaustion (SORTID_WAIT_DEFAULT_NS, then SORTID_E_EXHAUSTED) and the
 * regression pin are the library's.  A wait happens under the LWLock: the
 * other sessions could not have an ID of that time unit either.
 */
#include "sortid_pg.h"

#include "miscadmin.h"
#include "storage/ipc.h"
#include "storage/lwlock.h"
#include "storage/shmem.h"
#include "utils/guc.h"

PG_MODULE_MAGIC;

enum {
    GEN_ULID,
    GEN_BASEUID,
    GEN_UUIDV7, /* gen_uuidv7() and gen_typeid() */
    GEN_KSUID,  /* gen_monotonic_ksuid() */
    GEN_OBJECTID,
    GEN_XID,
    GEN_FLAKE,       /* stand-alone layout */
    GEN_FLAKE_NODE0, /* scalable layout, node 0 .. 31 */
    GEN_COUNT = GEN_FLAKE_NODE0 + SORTID_FLAKE_NODE_MAX + 1
};

/*
 * uuidv7(shift)'s generators: one for each shift, the SHIFT_GENS most
 * recently used, the server's when preloaded (under its LWLock), else this
 * session's.  PostgreSQL 18 makes the UUIDs of one shift strictly increasing
 * (its clock only goes forward) and gives each the time of its own shift;
 * one generator for every shift would hold a smaller shift at a larger one's
 * last time, as a generator never goes back.  A shift used again after
 * SHIFT_GENS others gets a new generator, whose first ID is still the
 * greater: those calls took longer than one step (244 ns) of UUIDv7's
 * sub-millisecond fraction.
 */
#define SHIFT_GENS 16
typedef struct ShiftGens {
    int next; /* the one to make anew when a shift is not there */
    bool ready[SHIFT_GENS];
    Interval shift[SHIFT_GENS];
    sortid_gen gen[SHIFT_GENS];
} ShiftGens;

typedef struct SortidShared {
    LWLock *lock;
    bool ready[GEN_COUNT];
    sortid_gen gen[GEN_COUNT];
    ShiftGens shifted;
} SortidShared;

static SortidShared *shared = NULL; /* set in every backend when preloaded */

/* The flakes' server-wide generators when sortid is not preloaded (see above). */
#define FLAKE_GENS (GEN_COUNT - GEN_FLAKE)
typedef struct FlakeShared {
    LWLock lock;
    int tranche;
    bool ready[FLAKE_GENS];
    sortid_gen gen[FLAKE_GENS];
} FlakeShared;
static FlakeShared *flakes = NULL; /* attached at this backend's first flake */
static bool preloaded = false;
static sortid_gen session_gens[GEN_COUNT];
static bool session_ready[GEN_COUNT];
static int session_step[GEN_COUNT]; /* the sortid.random_step a session generator has */
static bool session_log_given = false;
static ShiftGens session_shifted;

/* ------------------------------------------------------------------------ */
/* Settings                                                                  */
/* ------------------------------------------------------------------------ */

/*
 * The integer settings sortid.flake_node (-1 = stand-alone layout, 0..31 =
 * scalable node id) and sortid.random_step (0 = step +1, K = 1..64 = random
 * step in [1, 2^K]) are strings checked here rather than by the GUC
 * machinery, because of the values PostgreSQL applies where a refusal would
 * only warn and fall back to the default (gen_ulidflake() would quietly make
 * stand-alone flakes): a value set before this library was loaded (a
 * placeholder), and the ALTER DATABASE / ROLE ... SET and connection values
 * applied at session start.  Such a bad value is kept, marked invalid,
 * reported (WARNING: the server log and the client) and the functions that
 * need it refuse to run while it is in force.  Every other bad value is
 * refused when given: SET, ALTER SYSTEM, ALTER DATABASE / ROLE (checked at
 * that command), and postgresql.conf when re-read (PostgreSQL logs it and
 * keeps the value in force).
 */
typedef struct IntSetting {
    int value;
    bool valid;
    GucSource source; /* where an invalid value came from */
    bool before_load; /* ... and whether it was set before sortid was loaded */
    char shown[48];   /* the value, quoted and cut, for the error */
} IntSetting;

static IntSetting flake_node = { -1, true, PGC_S_DEFAULT, false, "-1" };
static IntSetting random_step = { 0, true, PGC_S_DEFAULT, false, "0" };
static char *flake_node_text = NULL;
static char *random_step_text = NULL;
static bool defining_gucs = false;

#define FLAKE_NODE_DETAIL                              \
    "A node id is an integer from 0 to " CppAsString2( \
        SORTID_FLAKE_NODE_MAX) ", or -1 for the stand-alone layout."
#define RANDOM_STEP_DETAIL \
    "It is an integer from 0 (the step +1) to 64 (a random step in [1, 2^64])."

/* Where a setting's value came from, in words. */
static const char *source_words(GucSource source)
{
    switch (source) {
    case PGC_S_FILE: return "in the configuration file";
    case PGC_S_ARGV: return "on the server's command line";
    case PGC_S_DATABASE: return "by ALTER DATABASE ... SET";
    case PGC_S_USER: return "by ALTER ROLE ... SET";
    case PGC_S_DATABASE_USER: return "by ALTER ROLE ... IN DATABASE ... SET";
    case PGC_S_CLIENT: return "in the connection's options";
    case PGC_S_SESSION: return "by SET";
    default: return "";
    }
}

/* The error for a setting that was kept although invalid (see above). */
static void require_valid(const IntSetting *set, const char *name, const char *what,
                          const char *detail, const char *hint)
{
    if (!set->valid)
        ereport(ERROR,
                (errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                 errmsg("%s: %s is \"%s\", which is not valid", what, name, set->shown),
                 set->before_load
                     ? errdetail("%s It was set %s before sortid was loaded, so it could not be "
                                 "refused then.",
                                 detail, source_words(set->source))
                     : errdetail("%s It was set %s, applied when the session started, where a "
                                 "bad value cannot be refused.",
                                 detail, source_words(set->source)),
                 errhint("%s", hint)));
}

int pg_flake_node_setting(const char *what)
{
    require_valid(&flake_node, "sortid.flake_node", what, FLAKE_NODE_DETAIL,
                  "Correct the setting, or pass the node id as the function's last argument.");
    return flake_node.value;
}

/* A decimal integer lo..hi: an optional '-', digits without leading zeros, nothing else. */
static bool parse_int_setting(const char *s, int lo, int hi, int *out)
{
    const char *p = s;
    bool negative = false;
    long v = 0;

    if (*p == '-') {
        negative = true;
        p++;
    }
    if (*p < '0' || *p > '9' || (p[0] == '0' && p[1] != '\0'))
        return false;
    for (; *p != '\0'; p++) {
        if (*p < '0' || *p > '9' || v > 1000)
            return false;
        v = v * 10 + (*p - '0');
    }
    if (negative) {
        if (v == 0)
            return false;
        v = -v;
    }
    if (v < lo || v > hi)
        return false;
    *out = (int)v;
    return true;
}

/* Printable ASCII as is, other bytes as \xNN, cut with "..." past the buffer. */
static void quote_setting(char *dst, size_t size, const char *s)
{
    size_t n = 0;

    for (; *s != '\0'; s++) {
        unsigned char c = (unsigned char)*s;
        size_t need = (c >= 0x20 && c < 0x7f) ? 1 : 4;

        if (n + need + 4 > size) {
            memcpy(dst + n, "...", 4);
            return;
        }
        if (need == 1)
            dst[n++] = (char)c;
        else
            n += (size_t)snprintf(dst + n, size - n, "\\x%02X", c);
    }
    dst[n] = '\0';
}

/* The check hook of both settings: refuse a bad value, or keep it marked (see IntSetting). */
static bool check_int_setting(char **newval, void **extra, GucSource source, const char *name,
                              int lo, int hi, const char *detail)
{
    IntSetting *set;
    int value = lo;
    bool valid = *newval != NULL && parse_int_setting(*newval, lo, hi, &value);
    bool refusable = source == PGC_S_FILE || source >= PGC_S_INTERACTIVE;

    if (!valid && !defining_gucs && refusable) {
        GUC_check_errdetail("%s", detail);
        return false;
    }
    /* GUC extra data is malloc'd: the GUC machinery frees it */
    set = (IntSetting *)malloc(sizeof(IntSetting));
    if (set == NULL)
        return false;
    set->value = value;
    set->valid = valid;
    set->source = source;
    set->before_load = defining_gucs;
    quote_setting(set->shown, sizeof(set->shown), *newval != NULL ? *newval : "");
    if (!valid)
        ereport(WARNING, (errcode(ERRCODE_INVALID_PARAMETER_VALUE),
                          errmsg("invalid value for parameter \"%s\": \"%s\"", name, set->shown),
                          errdetail("%s It was set %s%s; the functions that use it refuse to run "
                                    "while it is in force.",
                                    detail, source_words(source),
                                    defining_gucs ? " before sortid was loaded" : "")));
    *extra = set;
    return true;
}

static bool check_flake_node(char **newval, void **extra, GucSource source)
{
    return check_int_setting(newval, extra, source, "sortid.flake_node", -1, SORTID_FLAKE_NODE_MAX,
                             FLAKE_NODE_DETAIL);
}

static bool check_random_step(char **newval, void **extra, GucSource source)
{
    return check_int_setting(newval, extra, source, "sortid.random_step", 0, 64,
                             RANDOM_STEP_DETAIL);
}

/* Also on RESET, ROLLBACK and the end of SET LOCAL: the value in force is always here. */
static void assign_flake_node(const char *newval, void *extra)
{
    (void)newval;
    flake_node = *(const IntSetting *)extra;
}

static void assign_random_step(const char *newval, void *extra)
{
    (void)newval;
    random_step = *(const IntSetting *)extra;
}

/* ------------------------------------------------------------------------ */
/* Shared memory                                                             */
/* ------------------------------------------------------------------------ */

static shmem_request_hook_type prev_shmem_request_hook = NULL;
static shmem_startup_hook_type prev_shmem_startup_hook = NULL;

static void sortid_shmem_request(void)
{
    if (prev_shmem_request_hook)
        prev_shmem_request_hook();
    RequestAddinShmemSpace(MAXALIGN(sizeof(SortidShared)));
    RequestNamedLWLockTranche("sortid", 1);
}

static void sortid_shmem_startup(void)
{
    bool found;

    if (prev_shmem_startup_hook)
        prev_shmem_startup_hook();
    LWLockAcquire(AddinShmemInitLock, LW_EXCLUSIVE);
    shared = (SortidShared *)ShmemInitStruct("sortid", sizeof(SortidShared), &found);
    if (!found) {
        memset(shared, 0, sizeof(SortidShared));
        shared->lock = &(GetNamedLWLockTranche("sortid"))->lock;
    }
    LWLockRelease(AddinShmemInitLock);
}

void _PG_init(void);

void _PG_init(void)
{
    preloaded = process_shared_preload_libraries_in_progress;
    defining_gucs = true;
    DefineCustomStringVariable(
        "sortid.flake_node",
        "Node id (0..31) for gen_ulidflake(); -1 generates the stand-alone layout.", NULL,
        &flake_node_text, "-1", PGC_USERSET, 0, check_flake_node, assign_flake_node, NULL);
    DefineCustomStringVariable(
        "sortid.random_step",
        "Monotonic ULID/BaseUID step: 0 = +1; K = 1..64 = a random step in [1, 2^K].", NULL,
        &random_step_text, "0", preloaded ? PGC_POSTMASTER : PGC_USERSET, 0, check_random_step,
        assign_random_step, NULL);
    defining_gucs = false;
    MarkGUCPrefixReserved("sortid");
    if (preloaded) {
        prev_shmem_request_hook = shmem_request_hook;
        shmem_request_hook = sortid_shmem_request;
        prev_shmem_startup_hook = shmem_startup_hook;
        shmem_startup_hook = sortid_shmem_startup;
    }
}

/* ------------------------------------------------------------------------ */
/* Generators                                                                */
/* ------------------------------------------------------------------------ */

/* The generator slot of a type (and node, for flakes). */
static int gen_slot(const PgIdType *t, int node)
{
    if (t->kind == SORTID_KIND_ULID)
        return GEN_ULID;
    if (t->kind == SORTID_KIND_BASEUID)
        return GEN_BASEUID;
    if (t->kind == SORTID_KIND_UUIDV7)
        return GEN_UUIDV7;
    if (t->kind == SORTID_KIND_KSUID)
        return GEN_KSUID;
    if (t->kind == SORTID_KIND_OBJECTID)
        return GEN_OBJECTID;
    if (t->kind == SORTID_KIND_XID)
        return GEN_XID;
    return node < 0 ? GEN_FLAKE : GEN_FLAKE_NODE0 + node;
}

/* A generator of the type's kind (a flake's layout by node), waiting as databases do. */
static sortid_status gen_init(sortid_gen *g, const PgIdType *t, int node, bool in_shared_memory)
{
    sortid_gen_options opts;
    sortid_kind kind =
        t->kind == SORTID_KIND_FLAKE && node >= 0 ? SORTID_KIND_FLAKE_SCALABLE : t->kind;

    memset(&opts, 0, sizeof(opts));
    opts.max_wait_ns = SORTID_WAIT_DEFAULT_NS;
    opts.node = node < 0 ? 0 : (unsigned)node;
    if (in_shared_memory)
        opts.flags |= SORTID_GEN_SHARED;
    if (t->monotonic)
        opts.flags |= SORTID_GEN_MONOTONIC;
    if (t->random_step)
        opts.random_step = (unsigned)random_step.value;
    return sortid_gen_init(g, kind, &opts);
}

/* The once-a-session line, in the server log, that this session's generators are its own. */
static void log_per_session(void)
{
    if (session_log_given)
        return;
    session_log_given = true;
    ereport(LOG,
            (errhidestmt(true), errmsg("sortid: monotonic generators are per session"),
             errdetail("sortid is not in shared_preload_libraries, so IDs of concurrent sessions "
                       "are not ordered among themselves within a time unit (the Ulid-Flakes "
                       "have one generator per server all the same)."),
             errhint("Add sortid to shared_preload_libraries for one generator per server.")));
}

/*
 * This session's generator of a slot.  A ULID or BaseUID generator made
 * with another sortid.random_step than the one in force (after SET, SET
 * LOCAL, RESET or ROLLBACK) is made anew with the one in force.
 */
static sortid_status session_gen(const PgIdType *t, int node, int slot, sortid_gen **g)
{
    sortid_status st = SORTID_OK;

    log_per_session();
    *g = &session_gens[slot];
    if (session_ready[slot] && t->random_step && session_step[slot] != random_step.value)
        session_ready[slot] = false;
    if (!session_ready[slot]) {
        st = gen_init(*g, t, node, false);
        session_ready[slot] = st == SORTID_OK;
        session_step[slot] = random_step.value;
    }
    return st;
}

/* The flakes' generators of this server, made in its shared memory at the first use. */
static FlakeShared *attach_flakes(void)
{
    bool found;
    FlakeShared *f;

    if (flakes != NULL)
        return flakes;
    LWLockAcquire(AddinShmemInitLock, LW_EXCLUSIVE);
    f = (FlakeShared *)ShmemInitStruct("sortid flakes", sizeof(FlakeShared), &found);
    if (!found) {
        memset(f, 0, sizeof(FlakeShared));
        f->tranche = LWLockNewTrancheId();
        LWLockInitialize(&f->lock, f->tranche);
    }
    LWLockRelease(AddinShmemInitLock);
    LWLockRegisterTranche(f->tranche, "sortid flakes");
    flakes = f;
    return f;
}

/*
 * The generator of `slot` for one call, made for type t and node when first
 * used: this session's, or the server's, whose LWLock is then held (*lock
 * set).  On a failure to make it nothing is held.
 */
static sortid_status gen_get(const PgIdType *t, int node, int slot, sortid_gen **g, LWLock **lock)
{
    bool *ready;
    sortid_status st = SORTID_OK;

    *lock = NULL;
    if (shared == NULL && slot < GEN_FLAKE)
        return session_gen(t, node, slot, g);
    if (shared == NULL) {
        FlakeShared *f = attach_flakes();

        *lock = &f->lock;
        *g = &f->gen[slot - GEN_FLAKE];
        ready = &f->ready[slot - GEN_FLAKE];
    } else {
        *lock = shared->lock;
        *g = &shared->gen[slot];
        ready = &shared->ready[slot];
    }
    LWLockAcquire(*lock, LW_EXCLUSIVE);
    if (!*ready) {
        st = gen_init(*g, t, node, true);
        *ready = st == SORTID_OK;
    }
    if (st != SORTID_OK) {
        LWLockRelease(*lock);
        *lock = NULL;
    }
    return st;
}

/* An ID as a generator call writes it: the kind's own struct, or the kind-generic value. */
typedef union GenOut {
    sortid_ulid ulid;
    sortid_baseuid baseuid;
    sortid_uuid uuid;
    sortid_flake flake;
    sortid_ksuid ksuid;
    sortid_objectid objectid;
    sortid_xid xid;
} GenOut;

/*
 * One ID of the generator in `slot` (made for type t and node when first
 * used) into out, the kind's own struct (a member of GenOut, or a caller's
 * sortid_uuid for UUIDv7), through the kind's own call.  The lock, if any,
 * is held only around the call.
 */
static void generate_in(const PgIdType *t, int node, int slot, void *out, const char *what)
{
    sortid_gen *g = NULL;
    LWLock *lock;
    sortid_status st;

    if (t->random_step)
        require_valid(&random_step, "sortid.random_step", what, RANDOM_STEP_DETAIL,
                      "Correct the setting; 0 or unset gives the step +1.");
    st = gen_get(t, node, slot, &g, &lock);
    if (st == SORTID_OK) {
        if (t->kind == SORTID_KIND_ULID)
            st = sortid_gen_ulid(g, (sortid_ulid *)out);
        else if (t->kind == SORTID_KIND_BASEUID)
            st = sortid_gen_baseuid(g, (sortid_baseuid *)out);
        else if (t->kind == SORTID_KIND_UUIDV7)
            st = sortid_gen_uuidv7(g, (sortid_uuid *)out);
        else if (t->kind == SORTID_KIND_FLAKE)
            st = sortid_gen_flake(g, (sortid_flake *)out);
        else if (t->kind == SORTID_KIND_KSUID)
            st = sortid_gen_ksuid(g, (sortid_ksuid *)out);
        else if (t->kind == SORTID_KIND_OBJECTID)
            st = sortid_gen_objectid(g, (sortid_objectid *)out);
        else
            st = sortid_gen_xid(g, (sortid_xid *)out);
    }
    if (lock != NULL)
        LWLockRelease(lock);
    pg_check_status(st, what);
}

/* The canonical text of a text kind's ID, written straight into a text Datum. */
static Datum text_datum(sortid_kind kind, const GenOut *out)
{
    text *r = (text *)palloc(VARHDRSZ + SORTID_KSUID_TEXT_LEN + 1); /* the longest of the three */
    size_t len;

    if (kind == SORTID_KIND_KSUID)
        len = sortid_ksuid_format(VARDATA(r), &out->ksuid, 0);
    else if (kind == SORTID_KIND_OBJECTID)
        len = sortid_objectid_format(VARDATA(r), &out->objectid, 0);
    else
        len = sortid_xid_format(VARDATA(r), &out->xid, 0);
    SET_VARSIZE(r, VARHDRSZ + len);
    return PointerGetDatum(r);
}

Datum pg_generate(const PgIdType *t, int node, const char *what)
{
    GenOut out;
    /* A pointer Datum's ID is made straight into it: a copy would load bytes
     * just stored in pieces, which waits for every piece. */
    void *dst = t->by_value || t->text ? (void *)&out : palloc(sortid_kind_get(t->kind)->bytes);

    generate_in(t, node, gen_slot(t, node), dst, what);
    if (t->by_value)
        return Int64GetDatum(sortid_flake_to_int64(&out.flake));
    return t->text ? text_datum(t->kind, &out) : PointerGetDatum(dst);
}

void pg_generate_uuidv7(sortid_uuid *dst, const char *what)
{
    /* straight into dst: a copy would load 16 bytes just stored as two 8-byte
     * halves, which waits for both */
    generate_in(&pg_uuidv7_type, -1, GEN_UUIDV7, dst, what);
}

Datum pg_generate_uuidv7_shifted(const Interval *shift, int64 unix_ms, uint32 ns, const char *what)
{
    ShiftGens *gens = shared != NULL ? &shared->shifted : &session_shifted;
    int i = 0;
    sortid_id id;
    sortid_status st = SORTID_OK;

    if (shared != NULL)
        LWLockAcquire(shared->lock, LW_EXCLUSIVE);
    else
        log_per_session();
    while (i < SHIFT_GENS &&
           !(gens->ready[i] && gens->shift[i].time == shift->time &&
             gens->shift[i].day == shift->day && gens->shift[i].month == shift->month))
        i++;
    if (i == SHIFT_GENS) {
        i = gens->next;
        gens->next = (i + 1) % SHIFT_GENS;
        gens->shift[i] = *shift;
        st = gen_init(&gens->gen[i], &pg_uuidv7_type, -1, shared != NULL);
        gens->ready[i] = st == SORTID_OK;
    }
    if (st == SORTID_OK)
        st = sortid_gen_id_at(&gens->gen[i], &id, unix_ms, ns);
    if (shared != NULL)
        LWLockRelease(shared->lock);
    pg_check_status(st, what);
    return pg_id_to_datum(&pg_uuidv7_type, &id);
}

/*
 * sortid_random_step(): the sortid.random_step in force; sortid_random_step(bits)
 * sets it for the session (as SET does, so not when sortid is preloaded: it
 * is then the server's) and gives it back.
 */
PG_FUNCTION_INFO_V1(random_step_setting);
Datum random_step_setting(PG_FUNCTION_ARGS)
{
    if (PG_NARGS() > 0) {
        char buf[16];

        snprintf(buf, sizeof(buf), "%d", PG_GETARG_INT32(0));
        (void)set_config_option("sortid.random_step", buf, PGC_USERSET, PGC_S_SESSION,
                                GUC_ACTION_SET, true, 0, false);
    }
    require_valid(&random_step, "sortid.random_step", "sortid_random_step", RANDOM_STEP_DETAIL,
                  "Correct the setting; 0 or unset gives the step +1.");
    PG_RETURN_INT32(random_step.value);
}
