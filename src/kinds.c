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

/* The functions a row holds.  take: the value of a text read in one of the
 * row's forms (r as sortid_read left it), checked against the kind's rules.
 * put: the value's bits in one of the kind's output forms (a sortid_read
 * result, so one writer serves every form).  time: Unix ms and the
 * nanoseconds within it.  at: an ID at an instant. */
typedef struct kind_row {
    sortid_kind_desc d;
    sortid_form canonical;
    sortid_status (*take)(sortid_id *dst, const sortid_read_result *r);
    sortid_status (*put)(sortid_read_result *r, sortid_form form, const sortid_id *src);
    sortid_status (*time)(int64_t *ms, uint32_t *ns, const sortid_id *src);
    sortid_status (*at)(sortid_id *dst, int64_t ms, uint32_t ns, sortid_at which, unsigned node);
    size_t (*parts)(sortid_part *dst, const sortid_id *src);
} kind_row;

/* ---- parts as text ------------------------------------------------------------ */

static const char hexdigits[] = "0123456789abcdef";

/* A part named name whose value is nbits bits of bytes from bit `from` (bit 0
 * the most significant of bytes[0]), as zero-padded lower-case hex. */
static void hex_part(sortid_part *p, const char *name, const uint8_t *bytes, unsigned from,
                     unsigned nbits)
{
    unsigned digits = (nbits + 3) / 4, lead = digits * 4 - nbits;
    p->name = name;
    if (from >= lead && (from - lead) % 4 == 0) { /* whole nibbles: one step a digit */
        for (unsigned d = 0, at = from - lead; d < digits; d++, at += 4) {
            unsigned v = (unsigned)(bytes[at / 8] >> (at % 8 ? 0 : 4)) & 15u;
            p->text[d] = hexdigits[d == 0 ? v & (15u >> lead) : v];
        }
        p->text[digits] = '\0';
        return;
    }
    for (unsigned d = 0; d < digits; d++) {
        unsigned v = 0;
        for (unsigned b = 0; b < 4; b++) {
            unsigned bit = d * 4 + b; /* within the zero-padded field */
            v <<= 1;
            if (bit >= lead) {
                unsigned at = from + bit - lead;
                v |= (unsigned)(bytes[at / 8] >> (7 - at % 8)) & 1u;
            }
        }
        p->text[d] = hexdigits[v];
    }
    p->text[digits] = '\0';
}

static void uint_part(sortid_part *p, const char *name, uint64_t v)
{
    char tmp[24];
    size_t n = 0;
    p->name = name;
    do {
        tmp[n++] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    for (size_t i = 0; i < n; i++)
        p->text[i] = tmp[n - 1 - i];
    p->text[n] = '\0';
}

static size_t ulid_parts(sortid_part *dst, const sortid_id *src)
{
    hex_part(&dst[0], "random", src->bytes, 48, 80);
    return 1;
}

static size_t flake_parts(sortid_part *dst, const sortid_id *src)
{
    if (src->kind == SORTID_KIND_FLAKE_SCALABLE) {
        hex_part(&dst[0], "random", src->bytes, 44, 15);
        uint_part(&dst[1], "node", src->bytes[7] & 0x1Fu);
        return 2;
    }
    hex_part(&dst[0], "random", src->bytes, 44, 20);
    return 1;
}

static size_t baseuid_parts(sortid_part *dst, const sortid_id *src)
{
    hex_part(&dst[0], "random", src->bytes, 48, 72);
    return 1;
}

static size_t uuid_parts(sortid_part *dst, const sortid_id *src)
{
    static const char *const variants[8] = { "ncs",     "ncs",     "ncs",       "ncs",
                                             "rfc9562", "rfc9562", "microsoft", "reserved" };
    const char *v = variants[src->bytes[8] >> 5];
    size_t n = 0;
    if (src->kind == SORTID_KIND_UUIDV7) /* the 80 bits after the time, as the ULID view */
        hex_part(&dst[n++], "random", src->bytes, 48, 80);
    uint_part(&dst[n++], "version", src->bytes[6] >> 4);
    dst[n].name = "variant";
    memcpy(dst[n].text, v, strlen(v) + 1);
    return n + 1;
}

/* ---- 128-bit kinds whose UUID form is the same bits: ULID, UUID, UUIDv7 -- */

/* A UUIDv7 must be one: version 7 (else SORTID_E_VERSION), variant 10. */
static sortid_status uuidv7_check(const sortid_uuid *u)
{
    if (sortid_uuid_version(u) != 7)
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

static sortid_status uuid_time(int64_t *ms, uint32_t *ns, const sortid_id *src)
{
    sortid_uuid u;
    memcpy(u.bytes, src->bytes, 16);
    *ns = 0;
    return sortid_uuid_unix_ms_ns(ms, ns, &u); /* v1 and v6 to 100 ns */
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

static sortid_status uuidv7_at(sortid_id *dst, int64_t ms, uint32_t ns, sortid_at which,
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
    sortid_flake_to_bytes(dst->bytes, r->id.flake);
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
    if (s == SORTID_OK)
        *ms = sortid_flake_unix_ms(f);
    return s;
}

static sortid_status flake_at(sortid_id *dst, int64_t ms, uint32_t ns, sortid_at which,
                              unsigned node)
{
    sortid_flake f;
    sortid_flake_layout layout =
        dst->kind == SORTID_KIND_FLAKE_SCALABLE ? SORTID_FLAKE_SCALABLE : SORTID_FLAKE_STANDALONE;
    sortid_status s;
    (void)ns;
    if ((s = sortid_flake_at(&f, layout, node, ms, which)) == SORTID_OK)
        sortid_flake_to_bytes(dst->bytes, f);
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
    int64_t unix_ns;
    memcpy(b.bytes, src->bytes, SORTID_BASEUID_BYTES);
    unix_ns = sortid_baseuid_unix_ns(&b);
    *ms = unix_ns / MS;
    *ns = (uint32_t)(unix_ns % MS);
    return SORTID_OK;
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

/* ---- the rest of the family (docs/identifiers.md section 12) ------------------ */

#define SECOND INT64_C(1000000000)

/* KSUID: 20 bytes, base62 text. */
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
    *ms = sortid_ksuid_unix_ms(&k);
    *ns = 0;
    return SORTID_OK;
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
    hex_part(&dst[0], "payload", src->bytes, 32, 128);
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
    if (sortid_uuid_version(&u) != 7)
        return SORTID_E_VERSION; /* the spec gives a time to v7 values only */
    return sortid_uuid_unix_ms(ms, &u);
}

static size_t typeid_parts(sortid_part *dst, const sortid_id *src)
{
    sortid_uuid u;
    const char *nul = memchr(src->prefix, '\0', SORTID_PREFIX_MAX_LEN);
    size_t n = nul ? (size_t)(nul - src->prefix) : SORTID_PREFIX_MAX_LEN;
    _Static_assert(SORTID_PART_TEXT_LEN >= SORTID_PREFIX_MAX_LEN, "a part holds a whole prefix");
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
    *ms = sortid_objectid_unix_ms(&o);
    *ns = 0;
    return SORTID_OK;
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
    uint_part(&dst[0], "machine", machine);
    uint_part(&dst[1], "pid", pid);
    uint_part(&dst[2], "counter", counter);
    return 3;
}

/* Snowflake: the int64 as 8 big-endian bytes, its epoch in sortid_id. */
static sortid_snowflake snowflake_of(const sortid_id *src)
{
    sortid_snowflake f = { sortid__load_be64(src->bytes) & (uint64_t)INT64_MAX, src->epoch_ms };
    return f;
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
    r->id.snowflake = snowflake_of(src);
    return SORTID_OK;
}

static sortid_status snowflake_time(int64_t *ms, uint32_t *ns, const sortid_id *src)
{
    sortid_snowflake f = snowflake_of(src);
    *ns = 0;
    return sortid_snowflake_unix_ms(ms, &f);
}

static size_t snowflake_parts(sortid_part *dst, const sortid_id *src)
{
    sortid_snowflake f = snowflake_of(src);
    uint_part(&dst[0], "datacenter", sortid_snowflake_datacenter(&f));
    uint_part(&dst[1], "worker", sortid_snowflake_worker(&f));
    uint_part(&dst[2], "sequence", sortid_snowflake_sequence(&f));
    return 3;
}

/* ---- the table ------------------------------------------------------------- */

#define ALL_CALLS                                                                 \
    (SORTID_CALL_PARSE | SORTID_CALL_FORMAT | SORTID_CALL_TIME | SORTID_CALL_AT | \
     SORTID_CALL_GENERATE)
#define FLAKE_MAX_MS (SORTID_FLAKE_EPOCH_MS + SORTID_FLAKE_TIME_MAX)

static const kind_row rows[] = {
    {
        .d = { .kind = SORTID_KIND_ULID,
               .name = "ulid",
               .title = "ULID",
               .bytes = SORTID_ULID_BYTES,
               .text_len = SORTID_ULID_TEXT_LEN,
               .forms = SORTID_ACCEPT(SORTID_FORM_ULID) | UUID_FORMS,
               .tick_ns = MS,
               .time_min_ms = 0,
               .time_max_ms = SORTID_ULID_TIME_MAX,
               .random_bits = 80,
               .calls = ALL_CALLS | SORTID_CALL_MONOTONIC | SORTID_CALL_BULK },
        .canonical = SORTID_FORM_ULID,
        .take = take128,
        .put = put128,
        .time = ulid_time,
        .at = ulid_at,
        .parts = ulid_parts,
    },
    {
        .d = { .kind = SORTID_KIND_FLAKE,
               .name = "flake",
               .title = "Ulid-Flake",
               .bytes = SORTID_FLAKE_BYTES,
               .text_len = SORTID_FLAKE_TEXT_LEN,
               .forms = FLAKE_FORMS,
               .tick_ns = MS,
               .time_min_ms = SORTID_FLAKE_EPOCH_MS,
               .time_max_ms = FLAKE_MAX_MS,
               .random_bits = 20,
               .calls = ALL_CALLS | SORTID_CALL_MONOTONIC | SORTID_CALL_BULK },
        .canonical = SORTID_FORM_FLAKE,
        .take = flake_take,
        .put = flake_put,
        .time = flake_time,
        .at = flake_at,
        .parts = flake_parts,
    },
    {
        .d = { .kind = SORTID_KIND_FLAKE_SCALABLE,
               .name = "flake-scalable",
               .title = "Ulid-Flake (scalable)",
               .bytes = SORTID_FLAKE_BYTES,
               .text_len = SORTID_FLAKE_TEXT_LEN,
               .forms = FLAKE_FORMS,
               .tick_ns = MS,
               .time_min_ms = SORTID_FLAKE_EPOCH_MS,
               .time_max_ms = FLAKE_MAX_MS,
               .random_bits = 15,
               .calls = ALL_CALLS | SORTID_CALL_MONOTONIC | SORTID_CALL_BULK },
        .canonical = SORTID_FORM_FLAKE,
        .take = flake_take,
        .put = flake_put,
        .time = flake_time,
        .at = flake_at,
        .parts = flake_parts,
    },
    {
        .d = { .kind = SORTID_KIND_BASEUID,
               .name = "baseuid",
               .title = "BaseUID",
               .bytes = SORTID_BASEUID_BYTES,
               .text_len = SORTID_BASEUID_TEXT_LEN,
               .forms = SORTID_ACCEPT(SORTID_FORM_BASEUID) | UUID_FORMS,
               .tick_ns = INT64_C(1) << SORTID_BASEUID_TICK_SHIFT,
               .time_min_ms = 0,
               .time_max_ms = SORTID__BASEUID_MS_MAX,
               .random_bits = 72,
               .calls = ALL_CALLS | SORTID_CALL_MONOTONIC | SORTID_CALL_BULK },
        .canonical = SORTID_FORM_BASEUID,
        .take = baseuid_take,
        .put = baseuid_put,
        .time = baseuid_time,
        .at = baseuid_at,
        .parts = baseuid_parts,
    },
    {
        .d = { .kind = SORTID_KIND_UUIDV7,
               .name = "uuidv7",
               .title = "UUIDv7",
               .bytes = SORTID_UUID_BYTES,
               .text_len = SORTID_UUID_TEXT_LEN,
               .forms = UUID_FORMS,
               .tick_ns = MS,
               .time_min_ms = 0,
               .time_max_ms = SORTID_ULID_TIME_MAX,
               .random_bits = 74,
               .calls = ALL_CALLS | SORTID_CALL_MONOTONIC },
        .canonical = SORTID_FORM_UUID,
        .take = take128,
        .put = put128,
        .time = uuid_time,
        .at = uuidv7_at,
        .parts = uuid_parts,
    },
    {
        .d = { .kind = SORTID_KIND_UUID,
               .name = "uuid",
               .title = "UUID",
               .bytes = SORTID_UUID_BYTES,
               .text_len = SORTID_UUID_TEXT_LEN,
               .forms = UUID_FORMS,
               .tick_ns = 0,
               .time_min_ms = 0,
               .time_max_ms = 0,
               .random_bits = 0,
               .calls = SORTID_CALL_PARSE | SORTID_CALL_FORMAT },
        .canonical = SORTID_FORM_UUID,
        .take = take128,
        .put = put128,
        .time = uuid_time,
        .at = NULL,
        .parts = uuid_parts,
    },
    {
        .d = { .kind = SORTID_KIND_KSUID,
               .name = "ksuid",
               .title = "KSUID",
               .bytes = SORTID_KSUID_BYTES,
               .text_len = SORTID_KSUID_TEXT_LEN,
               .forms = SORTID_ACCEPT(SORTID_FORM_KSUID),
               .tick_ns = SECOND,
               .time_min_ms = SORTID_KSUID_EPOCH_S * 1000,
               .time_max_ms = (SORTID_KSUID_EPOCH_S + SORTID_KSUID_TIME_MAX) * 1000 + 999,
               .random_bits = 128,
               .calls = ALL_CALLS | SORTID_CALL_MONOTONIC },
        .canonical = SORTID_FORM_KSUID,
        .take = ksuid_take,
        .put = ksuid_put,
        .time = ksuid_time,
        .at = ksuid_at,
        .parts = ksuid_parts,
    },
    {
        /* text_len: the longest text, a 63-character prefix; time: v7 values */
        .d = { .kind = SORTID_KIND_TYPEID,
               .name = "typeid",
               .title = "TypeID",
               .bytes = SORTID_UUID_BYTES,
               .text_len = SORTID_TYPEID_TEXT_MAX,
               .forms = SORTID_ACCEPT(SORTID_FORM_TYPEID) | UUID_FORMS,
               .tick_ns = MS,
               .time_min_ms = 0,
               .time_max_ms = SORTID_ULID_TIME_MAX,
               .random_bits = 74,
               .calls = SORTID_CALL_PARSE | SORTID_CALL_FORMAT | SORTID_CALL_AT |
                        SORTID_CALL_GENERATE | SORTID_CALL_MONOTONIC },
        .canonical = SORTID_FORM_TYPEID,
        .take = typeid_take,
        .put = typeid_put,
        .time = typeid_time,
        .at = uuidv7_at,
        .parts = typeid_parts,
    },
    {
        .d = { .kind = SORTID_KIND_OBJECTID,
               .name = "objectid",
               .title = "ObjectId",
               .bytes = SORTID_OBJECTID_BYTES,
               .text_len = SORTID_OBJECTID_TEXT_LEN,
               .forms = OID_FORMS,
               .tick_ns = SECOND,
               .time_min_ms = 0,
               .time_max_ms = SORTID_OBJECTID_TIME_MAX * 1000 + 999,
               .random_bits = 40,
               .calls = ALL_CALLS | SORTID_CALL_MONOTONIC },
        .canonical = SORTID_FORM_OBJECTID,
        .take = oid_take,
        .put = oid_put,
        .time = oid_time,
        .at = oid_at,
        .parts = oid_parts,
    },
    {
        .d = { .kind = SORTID_KIND_XID,
               .name = "xid",
               .title = "xid",
               .bytes = SORTID_XID_BYTES,
               .text_len = SORTID_XID_TEXT_LEN,
               .forms = OID_FORMS,
               .tick_ns = SECOND,
               .time_min_ms = 0,
               .time_max_ms = SORTID_OBJECTID_TIME_MAX * 1000 + 999,
               .random_bits = 40,
               .calls = ALL_CALLS | SORTID_CALL_MONOTONIC },
        .canonical = SORTID_FORM_XID,
        .take = oid_take,
        .put = oid_put,
        .time = oid_time,
        .at = oid_at,
        .parts = oid_parts,
    },
#ifdef SORTID_TEST_EXTRA_KIND
    {
        /* abi/test-abi.sh: a kind added by one row (with a header whose
         * sortid_kind has SORTID_KIND_TEST_EXTRA) must change no existing
         * symbol or type of the ABI */
        .d = { .kind = SORTID_KIND_TEST_EXTRA,
               .name = "test-extra",
               .title = "a test kind",
               .bytes = SORTID_UUID_BYTES,
               .text_len = SORTID_UUID_TEXT_LEN,
               .forms = UUID_FORMS,
               .calls = SORTID_CALL_PARSE | SORTID_CALL_FORMAT },
        .canonical = SORTID_FORM_UUID,
        .take = take128,
        .put = put128,
        .time = uuid_time,
        .parts = uuid_parts,
    },
#endif
    {
        /* read only; the time range is the Twitter epoch's (sortid_id.epoch_ms
         * moves it) */
        .d = { .kind = SORTID_KIND_SNOWFLAKE,
               .name = "snowflake",
               .title = "Snowflake",
               .bytes = 8,
               .text_len = SORTID_SNOWFLAKE_TEXT_LEN,
               .forms = SORTID_ACCEPT(SORTID_FORM_SNOWFLAKE),
               .tick_ns = MS,
               .time_min_ms = SORTID_SNOWFLAKE_EPOCH_TWITTER,
               .time_max_ms = SORTID_SNOWFLAKE_EPOCH_TWITTER + (INT64_MAX >> 22),
               .random_bits = 0,
               .calls = SORTID_CALL_PARSE | SORTID_CALL_FORMAT | SORTID_CALL_TIME },
        .canonical = SORTID_FORM_SNOWFLAKE,
        .take = snowflake_take,
        .put = snowflake_put,
        .time = snowflake_time,
        .at = NULL,
        .parts = snowflake_parts,
    },
};

#define NROWS (sizeof rows / sizeof rows[0])

static const kind_row *row_of(sortid_kind kind)
{
    for (size_t i = 0; i < NROWS; i++)
        if (rows[i].d.kind == kind)
            return &rows[i];
    return NULL;
}

const sortid_kind_desc *sortid_kind_get(sortid_kind kind)
{
    const kind_row *r = row_of(kind);
    return r ? &r->d : NULL;
}

sortid_kind sortid_kind_each(size_t index)
{
    return index < NROWS ? rows[index].d.kind : SORTID_KIND_NONE;
}

const char *sortid_kind_name(sortid_kind kind)
{
    const kind_row *r = row_of(kind);
    return r ? r->d.name : "unknown";
}

sortid_status sortid_kind_from_name(sortid_kind *dst, const char *name, size_t len)
{
    if (!dst || !name)
        return SORTID_E_INVALID_ARG;
    for (size_t i = 0; i < NROWS; i++) {
        const char *n = rows[i].d.name;
        /* the whole text must be the name: a NUL or anything after it is not */
        if (strlen(n) == len && memcmp(n, name, len) == 0) {
            *dst = rows[i].d.kind;
            return SORTID_OK;
        }
    }
    return SORTID_E_KIND;
}

/* ---- generic calls ---------------------------------------------------------- */

static void clear(sortid_id *dst, sortid_kind kind)
{
    memset(dst, 0, sizeof *dst);
    dst->kind = kind;
    if (kind == SORTID_KIND_FLAKE || kind == SORTID_KIND_FLAKE_SCALABLE)
        dst->epoch_ms = SORTID_FLAKE_EPOCH_MS;
    if (kind == SORTID_KIND_SNOWFLAKE)
        dst->epoch_ms = SORTID_SNOWFLAKE_EPOCH_TWITTER;
}

/* The kind untyped text of a form is: the form's own, and for a UUID a
 * UUIDv7 when its bits say so. */
static sortid_kind kind_of_form(const sortid_read_result *r)
{
    if (r->form == SORTID_FORM_UUID || r->form == SORTID_FORM_UUID_HEX)
        return uuidv7_check(&r->id.uuid) == SORTID_OK ? SORTID_KIND_UUIDV7 : SORTID_KIND_UUID;
    return sortid_form_kind(r->form);
}

sortid_status sortid_id_parse(sortid_id *dst, sortid_kind kind, const char *src, size_t len,
                              unsigned flags, size_t *pos, sortid_form *form)
{
    sortid_read_result r;
    const kind_row *row = NULL;
    unsigned accept;
    sortid_status s;
    size_t ignored;
    if (!pos)
        pos = &ignored;
    if (form)
        *form = SORTID_FORM_NONE;
    if (!dst || !src)
        return SORTID_E_INVALID_ARG;
    if (kind != SORTID_KIND_NONE && !(row = row_of(kind)))
        return SORTID_E_KIND;
    accept = row ? row->d.forms : SORTID_ACCEPT_ALL_TEXT | SORTID_ACCEPT(SORTID_FORM_FLAKE_INT);
    if (!(flags & SORTID_PARSE_INT))
        accept &= ~SORTID_ACCEPT(SORTID_FORM_FLAKE_INT);
    s = sortid_read(&r, src, len, accept, flags & SORTID_PARSE_LENIENT, pos);
    if (s != SORTID_OK && row && r.form != row->canonical) {
        /* The text failed in another form of the kind (or no form of the
         * kind has its length): say what is wrong with it in the kind's own
         * form when that gets further into it.  A TypeID's length varies
         * with its prefix, so "prefix_" and a short suffix is a TypeID whose
         * suffix is cut, not a UUID's 32 hex digits with a bad first one. */
        sortid_read_result r2;
        size_t pos2 = 0;
        sortid_status s2 = sortid_read(&r2, src, len, SORTID_ACCEPT(row->canonical),
                                       flags & SORTID_PARSE_LENIENT, &pos2);
        /* but a text another kind's form has the length of is named as that
         * ("27 characters: KSUID text") when the kind's own form only
         * complains of the length too */
        int named = s == SORTID_E_LENGTH && r.form != SORTID_FORM_NONE && s2 == SORTID_E_LENGTH;
        if (s2 != SORTID_OK && r2.form == row->canonical && !named &&
            (s == SORTID_E_LENGTH || pos2 > *pos)) {
            s = s2;
            r = r2;
            *pos = pos2;
        }
    }
    if (form)
        *form = r.form;
    if (s != SORTID_OK)
        return s;
    if (!row)
        row = row_of(kind_of_form(&r));
    clear(dst, row->d.kind);
    if ((s = row->take(dst, &r)) != SORTID_OK) {
        *pos = 0; /* the bits of the whole text break the kind's rule */
        clear(dst, row->d.kind);
    }
    return s;
}

sortid_status sortid_id_format(char *dst, size_t dst_size, const sortid_id *src, sortid_form form,
                               unsigned flags, size_t *len)
{
    const kind_row *row;
    sortid_read_result r;
    char buf[SORTID_ID_TEXT_LEN + 1];
    size_t n;
    sortid_status s;
    if (len)
        *len = 0;
    if (!dst || !src)
        return SORTID_E_INVALID_ARG;
    if (!(row = row_of(src->kind)))
        return SORTID_E_KIND;
    if (form == SORTID_FORM_NONE)
        form = row->canonical;
    if (!(row->d.forms & SORTID_ACCEPT(form)))
        return SORTID_E_KIND;
    if ((s = row->put(&r, form, src)) != SORTID_OK)
        return s;
    switch (form) {
    case SORTID_FORM_ULID: sortid_ulid_format(buf, &r.id.ulid, flags); break;
    case SORTID_FORM_FLAKE: sortid_flake_format(buf, r.id.flake, flags); break;
    case SORTID_FORM_BASEUID: sortid_baseuid_format(buf, &r.id.baseuid, flags); break;
    case SORTID_FORM_UUID:
    case SORTID_FORM_UUID_HEX:
        sortid_uuid_format(buf, &r.id.uuid,
                           (flags & SORTID_FORMAT_UPPER) |
                               (form == SORTID_FORM_UUID_HEX ? SORTID_FORMAT_NO_HYPHENS : 0));
        break;
    case SORTID_FORM_FLAKE_HEX: sortid_flake_format_hex(buf, r.id.flake); break;
    case SORTID_FORM_FLAKE_INT: sortid_flake_format_int(buf, r.id.flake); break;
    case SORTID_FORM_KSUID: sortid_ksuid_format(buf, &r.id.ksuid, 0); break;
    case SORTID_FORM_TYPEID: sortid_typeid_format(buf, &r.id.typeid, 0); break;
    case SORTID_FORM_OBJECTID: sortid_objectid_format(buf, &r.id.objectid, flags); break;
    case SORTID_FORM_XID: sortid_xid_format(buf, &r.id.xid, 0); break;
    case SORTID_FORM_SNOWFLAKE: sortid_snowflake_format(buf, &r.id.snowflake); break;
    case SORTID_FORM_NONE: return SORTID_E_KIND;
    }
    n = strlen(buf);
    if (n + 1 > dst_size)
        return SORTID_E_BUFFER;
    memcpy(dst, buf, n + 1);
    if (len)
        *len = n;
    return SORTID_OK;
}

sortid_status sortid_id_unix_ms(int64_t *unix_ms, uint32_t *ns_in_ms, const sortid_id *src)
{
    const kind_row *row;
    int64_t ms;
    uint32_t ns;
    sortid_status s;
    if (!unix_ms || !src)
        return SORTID_E_INVALID_ARG;
    if (!(row = row_of(src->kind)))
        return SORTID_E_KIND;
    if ((s = row->time(&ms, &ns, src)) != SORTID_OK)
        return s;
    *unix_ms = ms;
    if (ns_in_ms)
        *ns_in_ms = ns;
    return SORTID_OK;
}

sortid_status sortid_id_at(sortid_id *dst, sortid_kind kind, int64_t unix_ms, uint32_t ns_in_ms,
                           sortid_at which, unsigned node)
{
    const kind_row *row;
    sortid_id out;
    sortid_status s;
    if (!dst)
        return SORTID_E_INVALID_ARG;
    if (!(row = row_of(kind)) || !row->at)
        return SORTID_E_KIND;
    clear(&out, kind);
    if ((s = row->at(&out, unix_ms, ns_in_ms, which, node)) == SORTID_OK)
        *dst = out;
    return s;
}

sortid_status sortid_id_convert(sortid_id *dst, sortid_kind to, const sortid_id *src)
{
    const kind_row *from, *row;
    sortid_read_result r;
    sortid_id out;
    sortid_status s;
    if (!dst || !src)
        return SORTID_E_INVALID_ARG;
    if (!(from = row_of(src->kind)) || !(row = row_of(to)))
        return SORTID_E_KIND;
    if (to == src->kind) {
        *dst = *src;
        return SORTID_OK;
    }
    /* the kinds meet in a form both have: the UUID form when they share it
     * (the 128-bit kinds, a BaseUID's UUIDv8), else another (ObjectId and
     * xid: the same 12 bytes) */
    unsigned shared = from->d.forms & row->d.forms;
    sortid_form via = SORTID_FORM_UUID;
    if (!(shared & SORTID_ACCEPT(via))) {
        if (!shared)
            return SORTID_E_KIND;
        for (via = SORTID_FORM_ULID; !(shared & SORTID_ACCEPT(via)); via++)
            ;
    }
    if ((s = from->put(&r, via, src)) != SORTID_OK)
        return s;
    r.form = via;
    clear(&out, to);
    if ((s = row->take(&out, &r)) == SORTID_OK)
        *dst = out;
    return s;
}

size_t sortid_id_parts(sortid_part *dst, size_t max, const sortid_id *src)
{
    sortid_part all[SORTID_PARTS_MAX];
    const kind_row *row;
    size_t n;
    if (!src || !(row = row_of(src->kind)) || !row->parts)
        return 0;
    n = row->parts(all, src);
    if (dst)
        memcpy(dst, all, (n < max ? n : max) * sizeof all[0]);
    return n;
}
