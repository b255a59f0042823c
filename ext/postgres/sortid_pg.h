/* SPDX-License-Identifier: MIT */
/*
 * sortid_pg.h - what the files of the PostgreSQL extension share:
 *
 *   sortid_pg_types.c  the types ulid, ulidflake and baseuid: text and binary
 *                      I/O, operators, opclass support, casts, time functions;
 *   sortid_pg_gen.c    the generators, their shared memory, and the settings
 *                      sortid.flake_node and sortid.random_step (_PG_init);
 *   sortid_pg_family.c functions on uuid, and on TypeID and KSUID text;
 *   sortid_pg_kinds.c  what every kind has: <kind>_at, the text kinds'
 *                      generators, ulid <-> uuid, the at-time planner support;
 *   sortid_pg_text.c   sortid_* on the text of any kind, and the library's facts;
 *   sortid_pg_dialect.c the pg_uuidv7 and PostgreSQL 17/18 names.
 *
 * Every rule (codecs, layouts, time, steps, waits, kinds) is libsortid's,
 * linked statically into sortid.so; these files only adapt it to PostgreSQL.
 */
#ifndef SORTID_PG_H
#define SORTID_PG_H

#include "postgres.h"

#include "datatype/timestamp.h"
#include "fmgr.h"

#include "sortid.h"

/* The SQL type of each kind of the extension: its name and its kind row. */
typedef struct PgIdType {
    const char *name; /* "ulid", "ulidflake", "baseuid", "uuid", or a text kind's */
    sortid_kind kind; /* the library's kind its values are */
    bool by_value;    /* a bigint-like Datum (ulidflake), else a pointer */
    bool text;        /* a text Datum: the kind's canonical text (KSUID, ObjectId, xid) */
    bool monotonic;   /* its generator needs SORTID_GEN_MONOTONIC to be strictly increasing */
    bool random_step; /* its monotonic generator takes sortid.random_step */
} PgIdType;

extern const PgIdType pg_ulid_type;
extern const PgIdType pg_flake_type;
extern const PgIdType pg_baseuid_type;
/* gen_uuidv7() and gen_typeid(): the library's UUIDv7 kind as the uuid type */
extern const PgIdType pg_uuidv7_type;
/* the kinds without a type of their own: text (sortid_pg_kinds.c) */
extern const PgIdType pg_ksuid_type;
extern const PgIdType pg_objectid_type;
extern const PgIdType pg_xid_type;

/* A Datum of the type as the library's kind-generic value, and back. */
extern void pg_id_from_datum(sortid_id *dst, const PgIdType *t, Datum d);
extern Datum pg_id_to_datum(const PgIdType *t, const sortid_id *src);

/*
 * timestamptz (PostgreSQL's microseconds since 2000) and the library's Unix
 * milliseconds and nanoseconds within; an infinite timestamp is an ERROR.
 * To timestamptz the nanoseconds are floored to the microsecond.
 */
extern void pg_timestamptz_to_unix(TimestampTz t, int64 *unix_ms, uint32 *ns_in_ms);
extern TimestampTz pg_unix_to_timestamptz(int64 unix_ms, uint32 ns_in_ms);

/*
 * Within ereport: when a byte that is not ASCII is the problem of a text
 * the library refused with st at byte pos (wherever it is, for a wrong
 * length), its errdetail naming that byte, and true.
 */
extern bool pg_non_ascii_detail(const char *src, size_t len, sortid_status st, size_t pos);

/*
 * The result of a time read with status st: NULL for a value whose kind
 * gives it no time (SORTID_E_VERSION, SORTID_E_VARIANT), the ERROR of
 * another failure, else Unix milliseconds (as_unix_ms) or the timestamptz.
 */
extern Datum pg_time_result(FunctionCallInfo fcinfo, sortid_status st, int64 unix_ms, uint32 ns,
                            bool as_unix_ms, const char *what);

/* The mode argument n of an at-time function: 'random', 'min' or 'max', or an ERROR. */
extern sortid_at pg_mode_arg(FunctionCallInfo fcinfo, int n, const char *what);

/* The TypeID text of prefix and a UUID, or the ERROR naming the bad prefix. */
extern Datum pg_typeid_text(const char *what, const char *prefix, const sortid_uuid *u);

/*
 * Within ereport: the errdetail of text the library refused with st at byte
 * pos, read as form (the form its length gave, or SORTID_FORM_NONE) for kind
 * (SORTID_KIND_NONE: any).
 */
extern int pg_text_error_detail(const char *src, size_t len, sortid_status st, size_t pos,
                                sortid_form form, sortid_kind kind);

/* Map a generator / clock / entropy failure of `what` to an ERROR. */
extern void pg_check_status(sortid_status st, const char *what);

/*
 * The monotonic generators: one per server in shared memory when sortid is
 * preloaded, else one per session (sortid_pg_gen.c).  node: the scalable
 * flake's node id 0..31, or -1 for the stand-alone layout (flakes only).
 */
extern Datum pg_generate(const PgIdType *t, int node, const char *what);

/* A UUIDv7 of gen_uuidv7()'s generator (gen_typeid's UUID). */
extern void pg_generate_uuidv7(sortid_uuid *dst, const char *what);

/* A UUIDv7 at that instant, from uuidv7(shift)'s generator of that shift. */
extern Datum pg_generate_uuidv7_shifted(const Interval *shift, int64 unix_ms, uint32 ns,
                                        const char *what);

/* The node of sortid.flake_node (-1: stand-alone), or the error that it is not one. */
extern int pg_flake_node_setting(const char *what);

#endif
