/* SPDX-License-Identifier: MIT */
/* id.c - the kind-generic calls over sortid_id (parse, format, time, at,
 * convert, parts): each is a lookup of the kind's row (kinds.c) and a call
 * through it, so no kind is spelled here. */
#include "internal.h"

/* A part named name whose value is nbits bits of bytes from bit `from` (bit 0
 * the most significant of bytes[0]), as zero-padded lower-case hex. */
void sortid__part_hex(sortid_part *p, const char *name, const uint8_t *bytes, unsigned from,
                      unsigned nbits)
{
    unsigned digits = (nbits + 3) / 4, lead = digits * 4 - nbits;
    p->name = name;
    if (from >= lead && (from - lead) % 4 == 0) { /* whole nibbles: one step a digit */
        for (unsigned d = 0, at = from - lead; d < digits; d++, at += 4) {
            unsigned v = (unsigned)(bytes[at / 8] >> (at % 8 ? 0 : 4)) & 15u;
            p->text[d] = sortid__hex_lower[d == 0 ? v & (15u >> lead) : v];
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
        p->text[d] = sortid__hex_lower[v];
    }
    p->text[digits] = '\0';
}

void sortid__part_uint(sortid_part *p, const char *name, uint64_t v)
{
    char tmp[24];
    size_t n = 0;
    p->name = name;
    if (v < (UINT64_C(1) << 53))
        p->flags |= SORTID_PART_INT;
    do {
        tmp[n++] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    for (size_t i = 0; i < n; i++)
        p->text[i] = tmp[n - 1 - i];
    p->text[n] = '\0';
}

/* The kind untyped text of a form is: the form's own, or what its row
 * reads in the value (a UUID's bits may make it a UUIDv7). */
static sortid_kind kind_of_read(const sortid_read_result *r)
{
    const sortid__form_row *f = sortid__form_row_of(r->form);
    return f->kind_of ? f->kind_of(r) : f->d.kind;
}

const char *sortid_kind_name(sortid_kind kind)
{
    const sortid_kind_desc *d = sortid_kind_get(kind);
    return d ? d->name : "unknown";
}

sortid_status sortid_kind_from_name(sortid_kind *dst, const char *name, size_t len)
{
    if (!dst || !name)
        return SORTID_E_INVALID_ARG;
    for (size_t i = 0; sortid_kind_each(i) != SORTID_KIND_NONE; i++) {
        const char *n = sortid_kind_get(sortid_kind_each(i))->name;
        /* the whole text must be the name: a NUL or anything after it is not */
        if (strlen(n) == len && memcmp(n, name, len) == 0) {
            *dst = sortid_kind_each(i);
            return SORTID_OK;
        }
    }
    return SORTID_E_KIND;
}

sortid_status sortid_id_parse(sortid_id *dst, sortid_kind kind, const char *src, size_t len,
                              unsigned flags, size_t *pos, sortid_form *form)
{
    sortid_read_result r;
    const sortid__kind_row *row = NULL;
    unsigned accept;
    sortid_status s;
    size_t ignored;
    if (!pos)
        pos = &ignored;
    if (form)
        *form = SORTID_FORM_NONE;
    if (!dst || !src)
        return SORTID_E_INVALID_ARG;
    if (kind != SORTID_KIND_NONE && !(row = sortid__kind_row_of(kind)))
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
        row = sortid__kind_row_of(kind_of_read(&r));
    sortid__id_clear(dst, row->d.kind);
    if ((s = row->take(dst, &r)) != SORTID_OK) {
        *pos = 0; /* the bits of the whole text break the kind's rule */
        sortid__id_clear(dst, row->d.kind);
    }
    return s;
}

sortid_status sortid_id_format(char *dst, size_t dst_size, const sortid_id *src, sortid_form form,
                               unsigned flags, size_t *len)
{
    const sortid__kind_row *row;
    sortid_read_result r;
    char buf[SORTID_ID_TEXT_MAX + 1];
    size_t n;
    sortid_status s;
    if (len)
        *len = 0;
    if (!dst || !src)
        return SORTID_E_INVALID_ARG;
    if (!(row = sortid__kind_row_of(src->kind)))
        return SORTID_E_KIND;
    if (form == SORTID_FORM_NONE)
        form = row->canonical;
    if (!(row->d.forms & SORTID_ACCEPT(form)))
        return SORTID_E_KIND;
    if ((s = row->put(&r, form, src)) != SORTID_OK)
        return s;
    n = sortid__form_row_of(form)->write(buf, &r, flags);
    if (n + 1 > dst_size)
        return SORTID_E_BUFFER;
    memcpy(dst, buf, n + 1);
    if (len)
        *len = n;
    return SORTID_OK;
}

sortid_status sortid_id_unix_ms(int64_t *unix_ms, uint32_t *ns_in_ms, const sortid_id *src)
{
    const sortid__kind_row *row;
    int64_t ms;
    uint32_t ns;
    sortid_status s;
    if (!unix_ms || !src)
        return SORTID_E_INVALID_ARG;
    if (!(row = sortid__kind_row_of(src->kind)))
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
    const sortid__kind_row *row;
    sortid_id out;
    sortid_status s;
    if (!dst)
        return SORTID_E_INVALID_ARG;
    if (!(row = sortid__kind_row_of(kind)) || !row->at)
        return SORTID_E_KIND;
    sortid__id_clear(&out, kind);
    if ((s = row->at(&out, unix_ms, ns_in_ms, which, node)) == SORTID_OK)
        *dst = out;
    return s;
}

sortid_status sortid_id_convert(sortid_id *dst, sortid_kind to, const sortid_id *src)
{
    const sortid__kind_row *from, *row;
    sortid_read_result r;
    sortid_id out;
    sortid_status s;
    if (!dst || !src)
        return SORTID_E_INVALID_ARG;
    if (!(from = sortid__kind_row_of(src->kind)) || !(row = sortid__kind_row_of(to)))
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
    sortid__id_clear(&out, to);
    if ((s = row->take(&out, &r)) == SORTID_OK)
        *dst = out;
    return s;
}

size_t sortid_id_parts(sortid_part *dst, size_t max, const sortid_id *src)
{
    sortid_part all[SORTID_PARTS_MAX];
    const sortid__kind_row *row;
    size_t n;
    if (!src || !(row = sortid__kind_row_of(src->kind)) || !row->parts)
        return 0;
    memset(all, 0, sizeof all); /* flags and reserved zero but where a part says */
    n = row->parts(all, src);
    if (dst)
        memcpy(dst, all, (n < max ? n : max) * sizeof all[0]);
    return n;
}

sortid_status sortid_id_format_lines(char *dst, size_t dst_size, const sortid_id *src, size_t n,
                                     sortid_form form, unsigned flags, size_t *len)
{
    size_t at = 0, k;
    sortid_status s = SORTID_OK;
    if (len)
        *len = 0;
    if ((!dst || !src) && n)
        return SORTID_E_INVALID_ARG;
    for (size_t i = 0; i < n; i++) {
        char text[SORTID_ID_TEXT_MAX + 1];
        if ((s = sortid_id_format(text, sizeof text, &src[i], form, flags, &k)) != SORTID_OK)
            break;
        if (k + 1 > dst_size - at) {
            s = SORTID_E_BUFFER;
            break;
        }
        memcpy(dst + at, text, k);
        dst[at + k] = '\n';
        at += k + 1;
    }
    if (len)
        *len = at;
    return s;
}

sortid_status sortid_id_parse_lines(sortid_id *dst, size_t dst_count, sortid_kind kind,
                                    const char *src, size_t len, unsigned flags, size_t *count,
                                    sortid_bulk_error *err)
{
    sortid_bulk_error e = { 0, 0, SORTID_OK };
    size_t at = 0;
    if (count)
        *count = 0;
    if ((!dst && dst_count) || (!src && len))
        return SORTID_E_INVALID_ARG;
    while (at < len && e.status == SORTID_OK) {
        const char *nl = memchr(src + at, '\n', len - at);
        size_t end = nl ? (size_t)(nl - src) : len;
        if (e.index == dst_count)
            e.status = SORTID_E_BUFFER;
        else
            e.status =
                sortid_id_parse(&dst[e.index], kind, src + at, end - at, flags, &e.pos, NULL);
        if (e.status == SORTID_OK) {
            e.index++;
            at = end + 1;
        }
    }
    if (e.status == SORTID_OK)
        e.pos = 0;
    if (count)
        *count = e.index;
    if (err)
        *err = e;
    return e.status;
}
