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

static sortid_status uuid_bits_check(sortid_kind kind, const uint8_t *b)
{
    sortid_uuid u;
    int64_t ms;
    if (kind != SORTID_KIND_UUIDV7)
        return SORTID_OK;
    memcpy(u.bytes, b, 16);
    return sortid_uuid_unix_ms(&ms, &u);
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
    return sortid_uuid_unix_ms(ms, &u);
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
}

/* The kind untyped text of a form is: the form's own, and for a UUID a
 * UUIDv7 when its bits say so. */
static sortid_kind kind_of_form(const sortid_read_result *r)
{
    int64_t ms;
    switch (r->form) {
    case SORTID_FORM_ULID: return SORTID_KIND_ULID;
    case SORTID_FORM_FLAKE:
    case SORTID_FORM_FLAKE_HEX:
    case SORTID_FORM_FLAKE_INT: return SORTID_KIND_FLAKE;
    case SORTID_FORM_BASEUID: return SORTID_KIND_BASEUID;
    case SORTID_FORM_UUID:
    case SORTID_FORM_UUID_HEX:
        return sortid_uuid_unix_ms(&ms, &r->id.uuid) == SORTID_OK ? SORTID_KIND_UUIDV7
                                                                  : SORTID_KIND_UUID;
    case SORTID_FORM_NONE: break;
    }
    return SORTID_KIND_NONE;
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
    accept = row ? row->d.forms : SORTID_ACCEPT_TEXT | SORTID_ACCEPT(SORTID_FORM_FLAKE_INT);
    if (!(flags & SORTID_PARSE_INT))
        accept &= ~SORTID_ACCEPT(SORTID_FORM_FLAKE_INT);
    s = sortid_read(&r, src, len, accept, flags & SORTID_PARSE_LENIENT, pos);
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
    /* the kinds meet in the UUID form, the one form they can share */
    if (!(from->d.forms & row->d.forms & SORTID_ACCEPT(SORTID_FORM_UUID)))
        return SORTID_E_KIND;
    if ((s = from->put(&r, SORTID_FORM_UUID, src)) != SORTID_OK)
        return s;
    r.form = SORTID_FORM_UUID;
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
