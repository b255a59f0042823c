/* SPDX-License-Identifier: MIT */
/* kinds.c - the one table of ID kinds, and the kind-generic calls over it.
 *
 * A row says what a kind is (name, title, sizes, text forms, time unit and
 * range, random bits, the calls it supports) and holds the few functions
 * that differ between kinds: reading its value out of a text form, writing
 * it in one, its time, and "an ID at time T".  Every generic call is a
 * lookup of the row and a call through it, so a new kind is one row plus
 * its codec; no front end keeps a list of kinds (docs/identifiers.md). */
#include "internal.h"

#define UUID_FORMS (SORTID_ACCEPT(SORTID_FORM_UUID) | SORTID_ACCEPT(SORTID_FORM_UUID_HEX))
#define FLAKE_FORMS                                                            \
    (SORTID_ACCEPT(SORTID_FORM_FLAKE) | SORTID_ACCEPT(SORTID_FORM_FLAKE_HEX) | \
     SORTID_ACCEPT(SORTID_FORM_FLAKE_INT))
#define MS INT64_C(1000000)

/* ---- parts as text (sortid__part_hex, sortid__part_uint: id.c) ------------------ */

static size_t ulid_parts(sortid_part *dst, const sortid_id *src)
{
    sortid__part_hex(&dst[0], "random", src->bytes, 48, 80);
    return 1;
}

static size_t row_flake_parts(sortid_part *dst, const sortid_id *src)
{
    if (src->kind == SORTID_KIND_FLAKE_SCALABLE) {
        sortid__part_hex(&dst[0], "random", src->bytes, 44, 15);
        sortid__part_uint(&dst[1], "node", src->bytes[7] & 0x1Fu);
        return 2;
    }
    sortid__part_hex(&dst[0], "random", src->bytes, 44, 20);
    return 1;
}

static size_t row_baseuid_parts(sortid_part *dst, const sortid_id *src)
{
    sortid__part_hex(&dst[0], "random", src->bytes, 48, 72);
    return 1;
}

static size_t uuid_parts(sortid_part *dst, const sortid_id *src)
{
    static const char *const variants[8] = { "ncs",     "ncs",     "ncs",       "ncs",
                                             "rfc9562", "rfc9562", "microsoft", "reserved" };
    const char *v = variants[src->bytes[8] >> 5];
    size_t n = 0;
    if (src->kind == SORTID_KIND_UUIDV7) /* the 80 bits after the time, as the ULID view */
        sortid__part_hex(&dst[n++], "random", src->bytes, 48, 80);
    sortid__part_uint(&dst[n++], "version", src->bytes[6] >> 4);
    dst[n].name = "variant";
    memcpy(dst[n].text, v, strlen(v) + 1);
    return n + 1;
}

/* ---- 128-bit kinds whose UUID form is the same bits: ULID, UUID, UUIDv7 -- */

/* A UUIDv7 must be one: version 7 (else SORTID_E_VERSION), variant 10. */
static sortid_status uuidv7_check(const sortid_uuid *u)
{
    if (sortid__uuid_nibble(u->bytes) != 7)
        return SORTID_E_VERSION;
    return sortid_uuid_variant(u) == 2 ? SORTID_OK : SORTID_E_VARIANT;
}

static sortid_status uuid_bits_check(sortid_kind kind, const uint8_t *b)
{
    sortid_uuid u;
    if (kind != SORTID_KIND_UUIDV7)
        return SORTID_OK;
    memcpy(u.bytes, b, 16);
    return uuidv7_check(&u);
}

static sortid_status take128(sortid_id *dst, const sortid_read_result *r)
{
    /* a ULID's text and a UUID's both carry 128 bits in the same order */
    const uint8_t *b = r->form == SORTID_FORM_ULID ? r->id.ulid.bytes : r->id.uuid.bytes;
    sortid_status s = uuid_bits_check(dst->kind, b);
    if (s == SORTID_OK)
        memcpy(dst->bytes, b, 16);
    return s;
}

static sortid_status put128(sortid_read_result *r, sortid_form form, const sortid_id *src)
{
    if (form == SORTID_FORM_ULID)
        memcpy(r->id.ulid.bytes, src->bytes, 16);
    else
        memcpy(r->id.uuid.bytes, src->bytes, 16);
    return SORTID_OK;
}

static sortid_status ulid_time(int64_t *ms, uint32_t *ns, const sortid_id *src)
{
    *ms = (int64_t)sortid__load_be(src->bytes, 6);
    *ns = 0;
    return SORTID_OK;
}

/* A UUID's time to 100 ns for v1 and v6, else milliseconds. */
static unsigned uuid_time_digits(const sortid_id *src)
{
    unsigned v = src->bytes[6] >> 4;
    return v == 1 || v == 6 ? 7 : 3;
}

static sortid_status row_uuid_time(int64_t *ms, uint32_t *ns, const sortid_id *src)
{
    sortid_uuid u;
    memcpy(u.bytes, src->bytes, 16);
    *ns = 0;
    return sortid_uuid_unix_ms(ms, ns, &u); /* v1 and v6 to 100 ns */
}

static sortid_status ulid_at(sortid_id *dst, int64_t ms, uint32_t ns, sortid_at which,
                             unsigned node)
{
    sortid_ulid u;
    sortid_status s;
    (void)ns;
    if (node != 0)
        return SORTID_E_INVALID_ARG;
    if ((s = sortid_ulid_at(&u, ms, which)) == SORTID_OK)
        memcpy(dst->bytes, u.bytes, 16);
    return s;
}

static sortid_status row_uuidv7_at(sortid_id *dst, int64_t ms, uint32_t ns, sortid_at which,
                                   unsigned node)
{
    sortid_uuid u;
    sortid_status s;
    if (node != 0)
        return SORTID_E_INVALID_ARG;
    if ((s = sortid_uuidv7_at(&u, ms, ns, which)) == SORTID_OK)
        memcpy(dst->bytes, u.bytes, 16);
    return s;
}

/* ---- Ulid-Flake: 8 big-endian bytes, both layouts ------------------------- */

static sortid_status flake_take(sortid_id *dst, const sortid_read_result *r)
{
    sortid_flake_to_bytes(dst->bytes, &r->id.flake);
    return SORTID_OK;
}

static sortid_status flake_put(sortid_read_result *r, sortid_form form, const sortid_id *src)
{
    (void)form; /* every flake form writes the same value */
    return sortid_flake_from_bytes(&r->id.flake, src->bytes);
}

static sortid_status flake_time(int64_t *ms, uint32_t *ns, const sortid_id *src)
{
    sortid_flake f;
    sortid_status s = sortid_flake_from_bytes(&f, src->bytes);
    *ns = 0;
    if (s != SORTID_OK)
        return s;
    if (src->epoch_ms > INT64_MAX - sortid_flake_tick(&f))
        return SORTID_E_TIME_RANGE;
    *ms = sortid_flake_tick(&f) + src->epoch_ms; /* its own epoch: the default, or a generator's */
    return SORTID_OK;
}

static sortid_status flake_at(sortid_id *dst, int64_t ms, uint32_t ns, sortid_at which,
                              unsigned node)
{
    sortid_flake f;
    sortid_flake_layout layout =
        dst->kind == SORTID_KIND_FLAKE_SCALABLE ? SORTID_FLAKE_SCALABLE : SORTID_FLAKE_STANDALONE;
    sortid_status s;
    (void)ns;
    if ((s = sortid_flake_at(&f, layout, ms, which, node)) == SORTID_OK)
        sortid_flake_to_bytes(dst->bytes, &f);
    return s;
}

/* ---- BaseUID: 15 bytes; its UUID form is the UUIDv8 one ------------------- */

static sortid_status baseuid_take(sortid_id *dst, const sortid_read_result *r)
{
    sortid_baseuid b;
    sortid_status s = SORTID_OK;
    if (r->form == SORTID_FORM_BASEUID)
        b = r->id.baseuid;
    else
        s = sortid_baseuid_from_uuidv8(&b, &r->id.uuid);
    if (s == SORTID_OK)
        memcpy(dst->bytes, b.bytes, SORTID_BASEUID_BYTES);
    return s;
}

static sortid_status baseuid_put(sortid_read_result *r, sortid_form form, const sortid_id *src)
{
    sortid_baseuid b;
    memcpy(b.bytes, src->bytes, SORTID_BASEUID_BYTES);
    if (form == SORTID_FORM_BASEUID)
        r->id.baseuid = b;
    else
        sortid_baseuid_to_uuidv8(&r->id.uuid, &b);
    return SORTID_OK;
}

static sortid_status baseuid_time(int64_t *ms, uint32_t *ns, const sortid_id *src)
{
    sortid_baseuid b;
    memcpy(b.bytes, src->bytes, SORTID_BASEUID_BYTES);
    return sortid_baseuid_unix_ms(ms, ns, &b);
}

static sortid_status baseuid_at(sortid_id *dst, int64_t ms, uint32_t ns, sortid_at which,
                                unsigned node)
{
    sortid_baseuid b;
    sortid_status s;
    if (node != 0)
        return SORTID_E_INVALID_ARG;
    if ((s = sortid_baseuid_at(&b, ms, ns, which)) == SORTID_OK)
        memcpy(dst->bytes, b.bytes, SORTID_BASEUID_BYTES);
    return s;
}

#define SECOND INT64_C(1000000000)
/* ---- the rest of the family (docs/identifiers.md section 12); KSUID: 20 bytes */
static sortid_status ksuid_take(sortid_id *dst, const sortid_read_result *r)
{
    memcpy(dst->bytes, r->id.ksuid.bytes, SORTID_KSUID_BYTES);
    return SORTID_OK;
}

static sortid_status ksuid_put(sortid_read_result *r, sortid_form form, const sortid_id *src)
{
    (void)form;
    memcpy(r->id.ksuid.bytes, src->bytes, SORTID_KSUID_BYTES);
    return SORTID_OK;
}

static sortid_status ksuid_time(int64_t *ms, uint32_t *ns, const sortid_id *src)
{
    sortid_ksuid k;
    memcpy(k.bytes, src->bytes, SORTID_KSUID_BYTES);
    return sortid_ksuid_unix_ms(ms, ns, &k);
}

static sortid_status ksuid_at(sortid_id *dst, int64_t ms, uint32_t ns, sortid_at which,
                              unsigned node)
{
    sortid_ksuid k;
    sortid_status s;
    (void)ns;
    if (node != 0)
        return SORTID_E_INVALID_ARG;
    if ((s = sortid_ksuid_at(&k, ms, which)) == SORTID_OK)
        memcpy(dst->bytes, k.bytes, SORTID_KSUID_BYTES);
    return s;
}

static size_t ksuid_parts(sortid_part *dst, const sortid_id *src)
{
    sortid__part_hex(&dst[0], "payload", src->bytes, 32, 128);
    return 1;
}

/* TypeID: a prefix and 128 bits; its UUID form is the bits without the
 * prefix, and a UUID read as a TypeID has none. */
static sortid_status typeid_take(sortid_id *dst, const sortid_read_result *r)
{
    if (r->form != SORTID_FORM_TYPEID)
        return take128(dst, r);
    memcpy(dst->bytes, r->id.typeid.uuid.bytes, 16);
    memcpy(dst->prefix, r->id.typeid.prefix, sizeof dst->prefix);
    return SORTID_OK;
}

static sortid_status typeid_put(sortid_read_result *r, sortid_form form, const sortid_id *src)
{
    sortid_uuid u;
    const char *nul;
    if (form != SORTID_FORM_TYPEID)
        return put128(r, form, src);
    memcpy(u.bytes, src->bytes, 16);
    nul = memchr(src->prefix, '\0', sizeof src->prefix);
    if (!nul) /* a caller's prefix without its NUL */
        return SORTID_E_LENGTH;
    return sortid_typeid_from_uuid(&r->id.typeid, src->prefix, (size_t)(nul - src->prefix), &u,
                                   NULL);
}

static sortid_status typeid_time(int64_t *ms, uint32_t *ns, const sortid_id *src)
{
    sortid_uuid u;
    memcpy(u.bytes, src->bytes, 16);
    *ns = 0;
    if (sortid__uuid_nibble(u.bytes) != 7)
        return SORTID_E_VERSION; /* the spec gives a time to v7 values only */
    return sortid_uuid_unix_ms(ms, ns, &u);
}

static size_t row_typeid_parts(sortid_part *dst, const sortid_id *src)
{
    sortid_uuid u;
    const char *nul = memchr(src->prefix, '\0', SORTID_PREFIX_MAX);
    size_t n = nul ? (size_t)(nul - src->prefix) : SORTID_PREFIX_MAX;
    _Static_assert(SORTID_PART_TEXT_MAX >= SORTID_PREFIX_MAX, "a part holds a whole prefix");
    dst[0].name = "prefix";
    memcpy(dst[0].text, src->prefix, n);
    dst[0].text[n] = '\0';
    memcpy(u.bytes, src->bytes, 16);
    dst[1].name = "uuid";
    sortid_uuid_format(dst[1].text, &u, 0);
    return 2 + uuid_parts(dst + 2, src);
}

/* ObjectId and xid: the same 12 bytes, two texts; each kind reads both
 * (as a ULID reads a UUID's text) and so converts to the other. */
#define OID_FORMS (SORTID_ACCEPT(SORTID_FORM_OBJECTID) | SORTID_ACCEPT(SORTID_FORM_XID))
static sortid_status oid_take(sortid_id *dst, const sortid_read_result *r)
{
    memcpy(dst->bytes, r->form == SORTID_FORM_XID ? r->id.xid.bytes : r->id.objectid.bytes, 12);
    return SORTID_OK;
}

static sortid_status oid_put(sortid_read_result *r, sortid_form form, const sortid_id *src)
{
    memcpy(form == SORTID_FORM_XID ? r->id.xid.bytes : r->id.objectid.bytes, src->bytes, 12);
    return SORTID_OK;
}

static sortid_status oid_time(int64_t *ms, uint32_t *ns, const sortid_id *src)
{
    sortid_objectid o;
    memcpy(o.bytes, src->bytes, 12);
    return sortid_objectid_unix_ms(ms, ns, &o);
}

static sortid_status oid_at(sortid_id *dst, int64_t ms, uint32_t ns, sortid_at which, unsigned node)
{
    sortid_objectid o;
    sortid_status s;
    (void)ns;
    if (node != 0)
        return SORTID_E_INVALID_ARG;
    if ((s = sortid_objectid_at(&o, ms, which)) == SORTID_OK)
        memcpy(dst->bytes, o.bytes, 12);
    return s;
}

static size_t oid_parts(sortid_part *dst, const sortid_id *src)
{
    sortid_objectid o;
    uint32_t machine, pid, counter;
    memcpy(o.bytes, src->bytes, 12);
    sortid_objectid_parts(&o, &machine, &pid, &counter);
    sortid__part_uint(&dst[0], "machine", machine);
    sortid__part_uint(&dst[1], "pid", pid);
    sortid__part_uint(&dst[2], "counter", counter);
    return 3;
}

/* Snowflake: the int64 as 8 big-endian bytes, its epoch in sortid_id. */
/* Never a value with its top bit dropped: SORTID_E_OVERFLOW from 2^63 on. */
static sortid_status snowflake_of(sortid_snowflake *f, const sortid_id *src)
{
    f->value = sortid__load_be64(src->bytes);
    f->epoch_ms = src->epoch_ms;
    return f->value > (uint64_t)INT64_MAX ? SORTID_E_OVERFLOW : SORTID_OK;
}

static sortid_status snowflake_take(sortid_id *dst, const sortid_read_result *r)
{
    sortid__store_be64(dst->bytes, r->id.snowflake.value);
    dst->epoch_ms = r->id.snowflake.epoch_ms;
    return SORTID_OK;
}

static sortid_status snowflake_put(sortid_read_result *r, sortid_form form, const sortid_id *src)
{
    (void)form;
    return snowflake_of(&r->id.snowflake, src);
}

static sortid_status snowflake_time(int64_t *ms, uint32_t *ns, const sortid_id *src)
{
    sortid_snowflake f;
    sortid_status s = snowflake_of(&f, src);
    return s != SORTID_OK ? s : sortid_snowflake_unix_ms(ms, ns, &f);
}

static size_t snowflake_parts(sortid_part *dst, const sortid_id *src)
{
    sortid_snowflake f;
    (void)snowflake_of(&f, src); /* the fields are below the top bit */
    sortid__part_uint(&dst[0], "datacenter", sortid_snowflake_datacenter(&f));
    sortid__part_uint(&dst[1], "worker", sortid_snowflake_worker(&f));
    sortid__part_uint(&dst[2], "sequence", sortid_snowflake_sequence(&f));
    return 3;
}

/* ---- the table ------------------------------------------------------------- */

#define ALL_CALLS                                                                 \
    (SORTID_CALL_PARSE | SORTID_CALL_FORMAT | SORTID_CALL_TIME | SORTID_CALL_AT | \
     SORTID_CALL_GENERATE)
#define FLAKE_MAX_MS (SORTID_FLAKE_EPOCH_MS + SORTID_FLAKE_TICK_MAX)

const sortid__kind_row sortid__kind_rows[] = {
    {
        .d = { .kind = SORTID_KIND_ULID,
               .name = "ulid",
               .title = "ULID",
               .a_title = "a ULID",
               .bytes = SORTID_ULID_BYTES,
               .text_len = SORTID_ULID_TEXT_LEN,
               .forms = SORTID_ACCEPT(SORTID_FORM_ULID) | UUID_FORMS,
               .tick_ns = MS,
               .time_max_ms = SORTID_ULID_TICK_MAX,
               .random_bits = 80,
               .calls = ALL_CALLS | SORTID_CALL_MONOTONIC | SORTID_CALL_BULK },
        .tick_max = SORTID_ULID_TICK_MAX,
        .canonical = SORTID_FORM_ULID,
        .take = take128,
        .put = put128,
        .time = ulid_time,
        .at = ulid_at,
        .parts = ulid_parts,
        .gen = &sortid__ulid_gen,
    },
    {
        .d = { .kind = SORTID_KIND_FLAKE,
               .name = "flake",
               .title = "Ulid-Flake",
               .a_title = "a Ulid-Flake",
               .bytes = SORTID_FLAKE_BYTES,
               .text_len = SORTID_FLAKE_TEXT_LEN,
               .forms = FLAKE_FORMS,
               .tick_ns = MS,
               .time_min_ms = SORTID_FLAKE_EPOCH_MS,
               .time_max_ms = FLAKE_MAX_MS,
               .random_bits = 20,
               .calls = ALL_CALLS | SORTID_CALL_MONOTONIC | SORTID_CALL_BULK },
        .id_epoch_ms = SORTID_FLAKE_EPOCH_MS,
        .tick_epoch_ms = SORTID_FLAKE_EPOCH_MS,
        .tick_max = SORTID_FLAKE_TICK_MAX,
        .canonical = SORTID_FORM_FLAKE,
        .take = flake_take,
        .put = flake_put,
        .time = flake_time,
        .at = flake_at,
        .parts = row_flake_parts,
        .gen = &sortid__flake_gen,
    },
    {
        .d = { .kind = SORTID_KIND_FLAKE_SCALABLE,
               .name = "flake-scalable",
               .title = "Ulid-Flake (scalable)",
               .a_title = "a Ulid-Flake (scalable)",
               .bytes = SORTID_FLAKE_BYTES,
               .text_len = SORTID_FLAKE_TEXT_LEN,
               .forms = FLAKE_FORMS,
               .tick_ns = MS,
               .time_min_ms = SORTID_FLAKE_EPOCH_MS,
               .time_max_ms = FLAKE_MAX_MS,
               .random_bits = 15,
               .calls = ALL_CALLS | SORTID_CALL_MONOTONIC | SORTID_CALL_BULK },
        .id_epoch_ms = SORTID_FLAKE_EPOCH_MS,
        .tick_epoch_ms = SORTID_FLAKE_EPOCH_MS,
        .tick_max = SORTID_FLAKE_TICK_MAX,
        .canonical = SORTID_FORM_FLAKE,
        .take = flake_take,
        .put = flake_put,
        .time = flake_time,
        .at = flake_at,
        .parts = row_flake_parts,
        .gen = &sortid__flake_scalable_gen,
    },
    {
        .d = { .kind = SORTID_KIND_BASEUID,
               .name = "baseuid",
               .title = "BaseUID",
               .a_title = "a BaseUID",
               .bytes = SORTID_BASEUID_BYTES,
               .text_len = SORTID_BASEUID_TEXT_LEN,
               .forms = SORTID_ACCEPT(SORTID_FORM_BASEUID) | UUID_FORMS,
               .tick_ns = INT64_C(1) << SORTID_BASEUID_TICK_SHIFT,
               .time_max_ms = SORTID__BASEUID_MS_MAX,
               .random_bits = 72,
               .calls = ALL_CALLS | SORTID_CALL_MONOTONIC | SORTID_CALL_BULK },
        .tick_max = SORTID_BASEUID_TICK_MAX,
        .canonical = SORTID_FORM_BASEUID,
        .take = baseuid_take,
        .put = baseuid_put,
        .time = baseuid_time,
        .at = baseuid_at,
        .parts = row_baseuid_parts,
        .gen = &sortid__baseuid_gen,
    },
    {
        .d = { .kind = SORTID_KIND_UUIDV7,
               .name = "uuidv7",
               .title = "UUIDv7",
               .a_title = "a UUIDv7",
               .bytes = SORTID_UUID_BYTES,
               .text_len = SORTID_UUID_TEXT_LEN,
               .forms = UUID_FORMS,
               .tick_ns = MS,
               .time_max_ms = SORTID_ULID_TICK_MAX,
               .random_bits = 74,
               .calls = ALL_CALLS | SORTID_CALL_MONOTONIC },
        .tick_max = SORTID_ULID_TICK_MAX,
        .canonical = SORTID_FORM_UUID,
        .take = take128,
        .put = put128,
        .time = row_uuid_time,
        .at = row_uuidv7_at,
        .parts = uuid_parts,
        .gen = &sortid__uuidv7_gen,
    },
    {
        .d = { .kind = SORTID_KIND_UUID,
               .name = "uuid",
               .title = "UUID",
               .a_title = "a UUID",
               .bytes = SORTID_UUID_BYTES,
               .text_len = SORTID_UUID_TEXT_LEN,
               .forms = UUID_FORMS,
               .calls = SORTID_CALL_PARSE | SORTID_CALL_FORMAT },
        .time_digits = uuid_time_digits,
        .canonical = SORTID_FORM_UUID,
        .take = take128,
        .put = put128,
        .time = row_uuid_time,
        .parts = uuid_parts,
    },
    {
        .d = { .kind = SORTID_KIND_KSUID,
               .name = "ksuid",
               .title = "KSUID",
               .a_title = "a KSUID",
               .bytes = SORTID_KSUID_BYTES,
               .text_len = SORTID_KSUID_TEXT_LEN,
               .forms = SORTID_ACCEPT(SORTID_FORM_KSUID),
               .tick_ns = SECOND,
               .time_min_ms = SORTID_KSUID_EPOCH_S * 1000,
               .time_max_ms = (SORTID_KSUID_EPOCH_S + SORTID_KSUID_TICK_MAX) * 1000 + 999,
               .random_bits = 128,
               .calls = ALL_CALLS | SORTID_CALL_MONOTONIC },
        .tick_epoch_ms = SORTID_KSUID_EPOCH_S * 1000,
        .tick_max = SORTID_KSUID_TICK_MAX,
        .canonical = SORTID_FORM_KSUID,
        .take = ksuid_take,
        .put = ksuid_put,
        .time = ksuid_time,
        .at = ksuid_at,
        .parts = ksuid_parts,
        .gen = &sortid__ksuid_gen,
    },
    {
        /* text_len: the longest text, a 63-character prefix; time: v7 values */
        .d = { .kind = SORTID_KIND_TYPEID,
               .name = "typeid",
               .title = "TypeID",
               .a_title = "a TypeID",
               .bytes = SORTID_UUID_BYTES,
               .text_len = SORTID_TYPEID_TEXT_MAX,
               .forms = SORTID_ACCEPT(SORTID_FORM_TYPEID) | UUID_FORMS,
               .tick_ns = MS,
               .time_max_ms = SORTID_ULID_TICK_MAX,
               .random_bits = 74,
               .calls = SORTID_CALL_PARSE | SORTID_CALL_FORMAT | SORTID_CALL_AT |
                        SORTID_CALL_GENERATE | SORTID_CALL_MONOTONIC },
        .tick_max = SORTID_ULID_TICK_MAX,
        .canonical = SORTID_FORM_TYPEID,
        .take = typeid_take,
        .put = typeid_put,
        .time = typeid_time,
        .at = row_uuidv7_at,
        .parts = row_typeid_parts,
        .gen = &sortid__typeid_gen,
    },
    {
        .d = { .kind = SORTID_KIND_OBJECTID,
               .name = "objectid",
               .title = "ObjectId",
               .a_title = "an ObjectId",
               .bytes = SORTID_OBJECTID_BYTES,
               .text_len = SORTID_OBJECTID_TEXT_LEN,
               .forms = OID_FORMS,
               .tick_ns = SECOND,
               .time_max_ms = SORTID_OBJECTID_TICK_MAX * 1000 + 999,
               .random_bits = 40,
               .calls = ALL_CALLS | SORTID_CALL_MONOTONIC },
        .tick_max = SORTID_OBJECTID_TICK_MAX,
        .canonical = SORTID_FORM_OBJECTID,
        .take = oid_take,
        .put = oid_put,
        .time = oid_time,
        .at = oid_at,
        .parts = oid_parts,
        .gen = &sortid__objectid_gen,
    },
    {
        .d = { .kind = SORTID_KIND_XID,
               .name = "xid",
               .title = "xid",
               .a_title = "an xid",
               .bytes = SORTID_XID_BYTES,
               .text_len = SORTID_XID_TEXT_LEN,
               .forms = OID_FORMS,
               .tick_ns = SECOND,
               .time_max_ms = SORTID_OBJECTID_TICK_MAX * 1000 + 999,
               .random_bits = 40,
               .calls = ALL_CALLS | SORTID_CALL_MONOTONIC },
        .tick_max = SORTID_OBJECTID_TICK_MAX,
        .canonical = SORTID_FORM_XID,
        .take = oid_take,
        .put = oid_put,
        .time = oid_time,
        .at = oid_at,
        .parts = oid_parts,
        .gen = &sortid__xid_gen,
    },
#ifdef SORTID_TEST_EXTRA_KIND
    {
        /* abi/test-abi.sh: a kind added by one row must change no existing
         * symbol or type of the ABI */
        .d = { .kind = SORTID_KIND_TEST_EXTRA,
               .name = "test-extra",
               .title = "test kind",
               .a_title = "a test kind",
               .bytes = SORTID_UUID_BYTES,
               .text_len = SORTID_UUID_TEXT_LEN,
               .forms = UUID_FORMS,
               .calls = SORTID_CALL_PARSE | SORTID_CALL_FORMAT },
        .canonical = SORTID_FORM_UUID,
        .take = take128,
        .put = put128,
        .time = row_uuid_time,
        .parts = uuid_parts,
    },
#endif
    {
        /* read only; the time range is the Twitter epoch's (sortid_id.epoch_ms
         * moves it) */
        .d = { .kind = SORTID_KIND_SNOWFLAKE,
               .name = "snowflake",
               .title = "Snowflake",
               .a_title = "a Snowflake",
               .bytes = 8,
               .text_len = SORTID_SNOWFLAKE_TEXT_MAX,
               .forms = SORTID_ACCEPT(SORTID_FORM_SNOWFLAKE),
               .tick_ns = MS,
               .time_min_ms = SORTID_SNOWFLAKE_EPOCH_TWITTER,
               .time_max_ms = SORTID_SNOWFLAKE_EPOCH_TWITTER + (INT64_MAX >> 22),
               .calls = SORTID_CALL_PARSE | SORTID_CALL_FORMAT | SORTID_CALL_TIME },
        .id_epoch_ms = SORTID_SNOWFLAKE_EPOCH_TWITTER,
        .canonical = SORTID_FORM_SNOWFLAKE,
        .take = snowflake_take,
        .put = snowflake_put,
        .time = snowflake_time,
        .parts = snowflake_parts,
    },
};

#define NROWS (sizeof sortid__kind_rows / sizeof sortid__kind_rows[0])

static const sortid__kind_row *row_of(sortid_kind kind)
{
    for (size_t i = 0; i < NROWS; i++)
        if (sortid__kind_rows[i].d.kind == kind)
            return &sortid__kind_rows[i];
    return NULL;
}

const sortid_kind_desc *sortid_kind_get(sortid_kind kind)
{
    const sortid__kind_row *r = row_of(kind);
    return r ? &r->d : NULL;
}

sortid_kind sortid_kind_each(size_t index)
{
    return index < NROWS ? sortid__kind_rows[index].d.kind : SORTID_KIND_NONE;
}

const sortid__kind_row *sortid__kind_row_of(sortid_kind kind)
{
    return row_of(kind);
}

void sortid__id_clear(sortid_id *dst, sortid_kind kind)
{
    const sortid__kind_row *row = row_of(kind);
    memset(dst, 0, sizeof *dst);
    dst->kind = kind;
    dst->epoch_ms = row ? row->id_epoch_ms : 0;
}
