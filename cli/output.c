/* SPDX-License-Identifier: MIT */
/* output.c - writing IDs: bulk lines and convert's forms. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "io.h"

/* ------------------------------------------------------------------------ */
/* Bulk text (libsortid's SIMD codecs; docs/simd.md)                         */
/* ------------------------------------------------------------------------ */

/* The text length of the types that have bulk codecs (ULID, flake, BaseUID);
 * 0 for the others. */
size_t bulk_text_len(enum idtype t)
{
    switch (t) {
    case T_ULID: return SORTID_ULID_TEXT_LEN;
    case T_FLAKE:
    case T_FLAKE_SCALABLE: return SORTID_FLAKE_TEXT_LEN;
    case T_BASEUID: return SORTID_BASEUID_TEXT_LEN;
    default: return 0;
    }
}

/* Write n IDs of a type with bulk codecs (an array of sortid_ulid,
 * sortid_flake or sortid_baseuid) as lines, with the library's bulk
 * formatter straight into the output buffer, as many as fit at a time. */
void emit_lines(enum idtype t, const void *ids, size_t n, unsigned flags)
{
    size_t stride = bulk_text_len(t) + 1;
    while (n > 0) {
        size_t room;
        char *p = out_reserve_room(stride, &room);
        size_t k = room / stride < n ? room / stride : n;
        sortid_status st;
        if (t == T_ULID) {
            const sortid_ulid *a = ids;
            st = sortid_ulid_format_lines(p, room, a, k, flags);
            ids = a + k;
        } else if (t == T_FLAKE || t == T_FLAKE_SCALABLE) {
            const sortid_flake *a = ids;
            st = sortid_flake_format_lines(p, room, a, k, flags);
            ids = a + k;
        } else {
            const sortid_baseuid *a = ids;
            st = sortid_baseuid_format_lines(p, room, a, k, 0);
            ids = a + k;
        }
        if (st != SORTID_OK) { /* cannot happen: the room was counted */
            msg("cannot format IDs: %s", sortid_strerror(st));
            exit(EXIT_INVALID);
        }
        out_commit(k * stride);
        n -= k;
    }
}
/* Write the ID in the requested form; 0 with why when the type has no such form. */
static int convert_id(const decoded *d, enum form to, const options *o, char *why, size_t wsize)
{
    unsigned lower = o->lower ? SORTID_FORMAT_LOWER : 0;
    char buf[64];
    switch (d->type) {
    case T_ULID: {
        sortid_uuid u;
        switch (to) {
        case F_ULID: sortid_ulid_format(buf, &d->ulid, lower); break;
        case F_UUID:
        case F_HEX:
            sortid_ulid_to_uuid(&u, &d->ulid);
            sortid_uuid_format(buf, &u, to == F_HEX ? SORTID_FORMAT_NO_HYPHENS : 0);
            break;
        default: goto no_form;
        }
        break;
    }
    case T_FLAKE:
    case T_FLAKE_SCALABLE:
        switch (to) {
        case F_FLAKE: sortid_flake_format(buf, d->flake, lower); break;
        case F_INT: sortid_flake_format_int(buf, d->flake); break;
        case F_HEX: sortid_flake_format_hex(buf, d->flake); break;
        default: goto no_form;
        }
        break;
    case T_BASEUID: {
        sortid_uuid u;
        switch (to) {
        case F_BASEUID: sortid_baseuid_format(buf, &d->baseuid, 0); break;
        case F_UUID:
        case F_UUIDV8:
            sortid_baseuid_to_uuidv8(&u, &d->baseuid);
            sortid_uuid_format(buf, &u, 0);
            break;
        case F_HEX: put_hex(buf, d->baseuid.bytes, sizeof d->baseuid.bytes); break;
        default: goto no_form;
        }
        break;
    }
    case T_UUIDV7:
    case T_UUID: {
        sortid_ulid l;
        sortid_baseuid b;
        sortid_status st;
        switch (to) {
        case F_UUID:
        case F_HEX:
            sortid_uuid_format(buf, &d->uuid, to == F_HEX ? SORTID_FORMAT_NO_HYPHENS : 0);
            break;
        case F_ULID:
            sortid_ulid_from_uuid(&l, &d->uuid);
            sortid_ulid_format(buf, &l, lower);
            break;
        case F_BASEUID:
        case F_UUIDV8:
            st = sortid_baseuid_from_uuidv8(&b, &d->uuid);
            if (st != SORTID_OK) {
                snprintf(why, wsize, "not the UUIDv8 form of a BaseUID: %s", sortid_strerror(st));
                return 0;
            }
            if (to == F_BASEUID)
                sortid_baseuid_format(buf, &b, 0);
            else
                sortid_uuid_format(buf, &d->uuid, 0);
            break;
        default: goto no_form;
        }
        break;
    }
    case T_AUTO: goto no_form;
    }
    out_str(buf);
    out_char('\n');
    return 1;
no_form:
    snprintf(why, wsize, "a %s has no %s form", type_titles[d->type], form_names[to]);
    return 0;
}

/* convert's output for one decoded input. */
int convert_decoded(const input *in, const decoded *d, const options *o)
{
    char why[WHY_MAX];
    if (!convert_id(d, o->to, o, why, sizeof why)) {
        if (!o->quiet)
            report_invalid(in, "cannot convert", why);
        return 0;
    }
    return 1;
}
