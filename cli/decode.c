/* SPDX-License-Identifier: MIT */
/* decode.c - the input grammar: which type and form a text is read as, and its errors. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "io.h"

const char *const type_names[] = { "unknown", "ulid",   "flake", "flake-scalable",
                                   "baseuid", "uuidv7", "uuid" };
const char *const type_titles[] = { "ID",      "ULID",   "Ulid-Flake", "Ulid-Flake (scalable)",
                                    "BaseUID", "UUIDv7", "UUID" };
const char *const form_names[] = { "", "ulid", "uuid", "hex", "int", "flake", "baseuid", "uuidv8" };

/* The forms --type (and --from int) accept: --type narrows, never re-reads. */
static unsigned accept_of(const options *o)
{
    const unsigned uuid = SORTID_ACCEPT(SORTID_FORM_UUID) | SORTID_ACCEPT(SORTID_FORM_UUID_HEX);
    unsigned a;
    switch (o->type) {
    case T_ULID: a = SORTID_ACCEPT(SORTID_FORM_ULID) | uuid; break;
    case T_FLAKE:
    case T_FLAKE_SCALABLE:
        a = SORTID_ACCEPT(SORTID_FORM_FLAKE) | SORTID_ACCEPT(SORTID_FORM_FLAKE_HEX);
        break;
    case T_BASEUID: a = SORTID_ACCEPT(SORTID_FORM_BASEUID) | uuid; break;
    case T_UUIDV7:
    case T_UUID: a = uuid; break;
    default: a = SORTID_ACCEPT_TEXT; break;
    }
    return a | (o->from_int ? SORTID_ACCEPT(SORTID_FORM_FLAKE_INT) : 0);
}

/* The type of an ID read in a given form: the form's own, or for the UUID
 * forms the one --type names (a UUID's type is UUIDv7 or UUID when none is). */
static enum idtype type_of_form(sortid_form form, const options *o)
{
    switch (form) {
    case SORTID_FORM_ULID: return T_ULID;
    case SORTID_FORM_FLAKE:
    case SORTID_FORM_FLAKE_HEX:
    case SORTID_FORM_FLAKE_INT: return o->type == T_FLAKE_SCALABLE ? T_FLAKE_SCALABLE : T_FLAKE;
    case SORTID_FORM_BASEUID: return T_BASEUID;
    case SORTID_FORM_UUID:
    case SORTID_FORM_UUID_HEX: return o->type == T_AUTO ? T_UUID : o->type;
    default: return o->type;
    }
}

sortid_status decode(decoded *d, const char *s, size_t len, const options *o, size_t *pos)
{
    sortid_read_result r;
    sortid_status st =
        sortid_read(&r, s, len, accept_of(o), o->lenient ? SORTID_PARSE_LENIENT : 0, pos);
    d->form = r.form;
    /* A form refused by --type, or none: the type asked for (or "unknown"). */
    int read = r.form != SORTID_FORM_NONE && (accept_of(o) & SORTID_ACCEPT(r.form));
    d->type = read ? type_of_form(r.form, o) : o->type;
    if (st != SORTID_OK)
        return st;
    int64_t ms;
    switch (d->type) {
    case T_ULID:
        if (r.form == SORTID_FORM_ULID)
            d->ulid = r.id.ulid;
        else
            sortid_ulid_from_uuid(&d->ulid, &r.id.uuid);
        return SORTID_OK;
    case T_FLAKE:
    case T_FLAKE_SCALABLE: d->flake = r.id.flake; return SORTID_OK;
    case T_BASEUID:
        if (r.form == SORTID_FORM_BASEUID) {
            d->baseuid = r.id.baseuid;
            return SORTID_OK;
        }
        d->uuid = r.id.uuid;
        return sortid_baseuid_from_uuidv8(&d->baseuid, &r.id.uuid);
    case T_UUIDV7: d->uuid = r.id.uuid; return sortid_uuid_unix_ms(&ms, &d->uuid);
    case T_UUID:
        d->uuid = r.id.uuid;
        if (sortid_uuid_unix_ms(&ms, &d->uuid) == SORTID_OK)
            d->type = T_UUIDV7;
        return SORTID_OK;
    case T_AUTO: break;
    }
    return SORTID_E_INVALID_ARG;
}

/* The type's length rule in words, for length errors. */
static const char *type_lengths(enum idtype t, const options *o)
{
    switch (t) {
    case T_ULID: return "a ULID is 26 characters, or a UUID's 36 or 32";
    case T_FLAKE:
    case T_FLAKE_SCALABLE:
        return o->from_int ? "a Ulid-Flake is 13 characters, 0x and 1 to 16 hex digits, or "
                             "decimal digits"
                           : "a Ulid-Flake is 13 characters, or 0x and 1 to 16 hex digits "
                             "(decimal digits with --from int)";
    case T_BASEUID: return "a BaseUID is 20 characters, or a UUID's 36 or 32";
    case T_UUIDV7:
    case T_UUID: return "a UUID is 36 characters, or 32 hex digits";
    default:
        return "IDs are 26 (ULID), 13 (Ulid-Flake), 20 (BaseUID), 36 or 32 (UUID) characters, "
               "or 0x and 1 to 16 hex digits";
    }
}

/* What a text of a form is, for "... is X, not Y". */
static const char *form_words(sortid_form f)
{
    static const char *const words[] = { "no ID",
                                         "ULID text",
                                         "Ulid-Flake text",
                                         "BaseUID text",
                                         "a UUID",
                                         "a UUID in 32 hex digits",
                                         "a hex Ulid-Flake",
                                         "a decimal Ulid-Flake" };
    return words[f];
}

/* Why an input is not an ID, naming the real problem. */
static void describe_error(char *dst, size_t size, sortid_status st, size_t pos, size_t len,
                           const decoded *d, const options *o)
{
    int flake_ok = o->type == T_AUTO || o->type == T_FLAKE || o->type == T_FLAKE_SCALABLE;
    if (st != SORTID_E_LENGTH) {
        if (st == SORTID_E_CHAR || st == SORTID_E_OVERFLOW)
            snprintf(dst, size, "%s at byte %zu", sortid_strerror(st), pos);
        else
            snprintf(dst, size, "%s", sortid_strerror(st));
    } else if (d->form == SORTID_FORM_FLAKE_INT && !o->from_int && flake_ok) {
        snprintf(dst, size,
                 "length %zu: digits of no ID's length; read them as a Ulid-Flake's decimal "
                 "integer with --from int",
                 len);
    } else if (d->form == SORTID_FORM_FLAKE_HEX && (accept_of(o) & SORTID_ACCEPT(d->form))) {
        snprintf(dst, size, "a hex Ulid-Flake is 0x and 1 to 16 hex digits (this has %zu)",
                 len - 2);
    } else if (d->form != SORTID_FORM_NONE && d->form != SORTID_FORM_FLAKE_INT) {
        snprintf(dst, size, "length %zu is %s, not a %s; %s", len, form_words(d->form),
                 type_titles[o->type], type_lengths(o->type, o));
    } else {
        snprintf(dst, size, "length %zu fits no ID; %s", len, type_lengths(o->type, o));
    }
}

sortid_kind kind_of(enum idtype t)
{
    switch (t) {
    case T_FLAKE: return SORTID_KIND_FLAKE;
    case T_FLAKE_SCALABLE: return SORTID_KIND_FLAKE_SCALABLE;
    case T_BASEUID: return SORTID_KIND_BASEUID;
    case T_UUIDV7: return SORTID_KIND_UUIDV7;
    default: return SORTID_KIND_ULID;
    }
}

sortid_flake_layout layout_of(enum idtype t)
{
    return t == T_FLAKE_SCALABLE ? SORTID_FLAKE_SCALABLE : SORTID_FLAKE_STANDALONE;
}

#define QUOTE_MAX 40 /* bytes of an input shown in a message */

void report_invalid(const input *in, const char *what, const char *why)
{
    char q[QUOTE_MAX * 4 + 8];
    quote(q, sizeof q, in->text, in->kept < QUOTE_MAX ? in->kept : QUOTE_MAX, in->len);
    if (in->lineno)
        msg("line %llu: '%s': %s: %s", in->lineno, q, what, why);
    else
        msg("'%s': %s: %s", q, what, why);
}

const char *invalid_what(enum idtype t)
{
    static const char *const what[] = { "invalid ID",         "invalid ULID",
                                        "invalid Ulid-Flake", "invalid Ulid-Flake (scalable)",
                                        "invalid BaseUID",    "invalid UUIDv7",
                                        "invalid UUID" };
    return what[t];
}

/* Decode one input; on failure fill why. */
int decode_input(decoded *d, const input *in, const options *o, char *why, size_t wsize)
{
    size_t pos;
    sortid_status st;
    if (in->len > in->kept) {
        /* Longer than any ID text (and than what is kept of a line): an
         * error, never cut down to a valid one. */
        d->type = o->type;
        snprintf(why, wsize, "length %zu, longer than any ID", in->len);
        return 0;
    }
    st = decode(d, in->text, in->len, o, &pos);
    if (st == SORTID_OK)
        return 1;
    describe_error(why, wsize, st, pos, in->len, d, o);
    return 0;
}
