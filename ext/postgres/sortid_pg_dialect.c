/* SPDX-License-Identifier: MIT */
/*
 * sortid_pg_dialect.c - the names code written for other extensions and for
 * newer servers calls, with their results, NULLs and errors (see
 * sortid_pg.h for the other files; docs/postgres.md, "Dialects"):
 *
 *   pg_uuidv7                  uuid_v7_to_timestamptz(uuid), uuid_v7_to_timestamp(uuid),
 *                              uuid_timestamptz_to_v7(timestamptz [, zero]),
 *                              uuid_timestamp_to_v7(timestamp [, zero])
 *   PostgreSQL 17 and 18       uuid_extract_version(uuid), uuid_extract_timestamp(uuid),
 *                              uuidv7(shift interval) (uuidv7() is gen_uuidv7's)
 *
 * pgx_ulid's names are sortid's own (gen_ulid, gen_monotonic_ulid, the casts).
 * The time of a UUID, its version and the UUIDv7 of an instant are the
 * library's; what each dialect answers for what is its own rule, kept here.
 */
#include "sortid_pg.h"

#include "utils/builtins.h"
#include "utils/timestamp.h"
#include "utils/uuid.h"

static sortid_id uuid_as(FunctionCallInfo fcinfo, sortid_kind kind)
{
    sortid_id id;

    memset(&id, 0, sizeof(id));
    id.kind = kind;
    memcpy(id.bytes, PG_GETARG_UUID_P(0)->data, SORTID_UUID_BYTES);
    return id;
}

/*
 * pg_uuidv7 reads the first 48 bits of any UUID as its Unix millisecond,
 * whatever its version: the same 128 bits as a ULID, whose time they are.
 */
PG_FUNCTION_INFO_V1(uuid_v7_to_timestamptz);
Datum uuid_v7_to_timestamptz(PG_FUNCTION_ARGS)
{
    sortid_id id = uuid_as(fcinfo, SORTID_KIND_ULID);
    int64 ms;

    pg_check_status(sortid_id_unix_ms(&ms, NULL, &id), "uuid_v7_to_timestamptz");
    PG_RETURN_TIMESTAMPTZ(pg_unix_to_timestamptz(ms, 0));
}

/* timestamp (UTC wall-clock time) counts the same microseconds as timestamptz */
PG_FUNCTION_INFO_V1(uuid_v7_to_timestamp);
Datum uuid_v7_to_timestamp(PG_FUNCTION_ARGS)
{
    return uuid_v7_to_timestamptz(fcinfo);
}

/*
 * uuid_timestamptz_to_v7(time, zero): the UUIDv7 of that millisecond, its
 * other bits random, or all zero (the lowest UUIDv7 of it) when zero.
 */
static Datum time_to_v7(FunctionCallInfo fcinfo, const char *what)
{
    int64 ms;
    uint32 ns;
    sortid_id id;

    pg_timestamptz_to_unix(PG_GETARG_TIMESTAMPTZ(0), &ms, &ns);
    pg_check_status(sortid_id_at(&id, SORTID_KIND_UUIDV7, ms, ns,
                                 PG_GETARG_BOOL(1) ? SORTID_AT_MIN : SORTID_AT_RANDOM, 0),
                    what);
    return pg_id_to_datum(&pg_uuidv7_type, &id);
}

PG_FUNCTION_INFO_V1(uuid_timestamptz_to_v7);
Datum uuid_timestamptz_to_v7(PG_FUNCTION_ARGS)
{
    return time_to_v7(fcinfo, "uuid_timestamptz_to_v7");
}

/* a timestamp is read as UTC: the same microseconds */
PG_FUNCTION_INFO_V1(uuid_timestamp_to_v7);
Datum uuid_timestamp_to_v7(PG_FUNCTION_ARGS)
{
    return time_to_v7(fcinfo, "uuid_timestamp_to_v7");
}

/* PostgreSQL 17: the version of a UUID of the RFC 9562 variant as smallint, else NULL. */
PG_FUNCTION_INFO_V1(uuid_extract_version);
Datum uuid_extract_version(PG_FUNCTION_ARGS)
{
    sortid_uuid u;

    int version;

    memcpy(u.bytes, PG_GETARG_UUID_P(0)->data, SORTID_UUID_BYTES);
    if ((version = sortid_uuid_version(&u)) < 0) /* nil, max, another variant */
        PG_RETURN_NULL();
    PG_RETURN_INT16((int16)version);
}

/*
 * PostgreSQL 17: the time of a version 1 or 7 UUID of the RFC 9562 variant
 * (v1's 100 ns floored to the microsecond); NULL for every other version,
 * v6 included, and variant.
 */
PG_FUNCTION_INFO_V1(uuid_extract_timestamp);
Datum uuid_extract_timestamp(PG_FUNCTION_ARGS)
{
    sortid_uuid u;
    int64 ms;
    uint32 ns;
    int version;

    memcpy(u.bytes, PG_GETARG_UUID_P(0)->data, SORTID_UUID_BYTES);
    version = sortid_uuid_version(&u); /* -1: no version */
    if ((version != 1 && version != 7) || sortid_uuid_unix_ms(&ms, &ns, &u) != SORTID_OK)
        PG_RETURN_NULL();
    PG_RETURN_TIMESTAMPTZ(pg_unix_to_timestamptz(ms, ns));
}

/*
 * PostgreSQL 18: uuidv7(shift): a UUIDv7 of now moved by the interval (as
 * timestamptz + interval moves it: months and days by the calendar of the
 * session's TimeZone), strictly increasing within the session (the server,
 * preloaded) for one shift; an instant outside UUIDv7's range is 22008.
 */
PG_FUNCTION_INFO_V1(uuidv7_shift);
Datum uuidv7_shift(PG_FUNCTION_ARGS)
{
    TimestampTz now = GetCurrentTimestamp(), at;
    int64 ms;
    uint32 ns;

    at = DatumGetTimestampTz(
        DirectFunctionCall2(timestamptz_pl_interval, TimestampTzGetDatum(now), PG_GETARG_DATUM(0)));
    pg_timestamptz_to_unix(at, &ms, &ns);
    return pg_generate_uuidv7_shifted(PG_GETARG_INTERVAL_P(0), ms, ns, "uuidv7");
}
