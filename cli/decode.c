/* decode.c - the input grammar: which type and form a text is read as, and its errors. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "io.h"

const char *const type_names[] = {"auto", "ulid", "flake", "flake-scalable",
                                   "baseuid", "uuidv7", "uuid"};
const char *const type_titles[] = {"ID", "ULID", "Ulid-Flake", "Ulid-Flake (scalable)",
                                    "BaseUID", "UUIDv7", "UUID"};
const char *const form_names[] = {"", "ulid", "uuid", "hex", "int",
                                   "flake", "baseuid", "uuidv8"};

/* ------------------------------------------------------------------------ */
/* Decoding an ID in any of its forms                                        */
/* ------------------------------------------------------------------------ */

int has_hex_prefix(const char *s, size_t len)
{
    return len >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
}

static int is_uuid_len(size_t len)
{
    return len == SORTID_UUID_TEXT_LEN || len == SORTID_UUID_HEX_LEN;
}

/* The type an input of this shape is read as when --type is not given:
 * 26 characters ULID, 13 (or 0x...) Ulid-Flake, 20 BaseUID, 36 or 32 UUID;
 * any other length is read as a ULID (the default type), which reports it. */
enum idtype detect(const char *s, size_t len)
{
    if (has_hex_prefix(s, len))
        return T_FLAKE;
    switch (len) {
    case SORTID_FLAKE_TEXT_LEN:
        return T_FLAKE;
    case SORTID_BASEUID_TEXT_LEN:
        return T_BASEUID;
    case SORTID_UUID_TEXT_LEN:
    case SORTID_UUID_HEX_LEN:
        return T_UUID;
    default:
        return T_ULID;
    }
}

sortid_status decode(decoded *d, const char *s, size_t len, const options *o,
                     size_t *pos)
{
    unsigned pflags = o->lenient ? SORTID_PARSE_LENIENT : 0;
    sortid_status st;
    enum idtype t = o->type == T_AUTO ? detect(s, len) : o->type;

    *pos = SIZE_MAX;
    d->type = t;
    switch (t) {
    case T_ULID:
        if (is_uuid_len(len)) {
            st = sortid_uuid_parse(&d->uuid, s, len, pos);
            if (st == SORTID_OK)
                sortid_ulid_from_uuid(&d->ulid, &d->uuid);
            return st;
        }
        return sortid_ulid_parse(&d->ulid, s, len, pflags, pos);
    case T_FLAKE:
    case T_FLAKE_SCALABLE:
        if (has_hex_prefix(s, len))
            return sortid_flake_parse_hex(&d->flake, s, len, pos);
        /* All digits is an integer only when the type was given: "0123456789012"
         * is also a 13-character flake. */
        if (o->type != T_AUTO && all_digits(s, len))
            return sortid_flake_parse_int(&d->flake, s, len, pos);
        return sortid_flake_parse(&d->flake, s, len, pflags, pos);
    case T_BASEUID:
        if (is_uuid_len(len)) {
            st = sortid_uuid_parse(&d->uuid, s, len, pos);
            if (st == SORTID_OK)
                st = sortid_baseuid_from_uuidv8(&d->baseuid, &d->uuid);
            return st;
        }
        return sortid_baseuid_parse(&d->baseuid, s, len, pos);
    case T_UUIDV7:
    case T_UUID: {
        int64_t ms;
        st = sortid_uuid_parse(&d->uuid, s, len, pos);
        if (st != SORTID_OK)
            return st;
        if (t == T_UUIDV7)
            return sortid_uuidv7_time(&ms, &d->uuid);
        if (sortid_uuidv7_time(&ms, &d->uuid) == SORTID_OK)
            d->type = T_UUIDV7;
        return SORTID_OK;
    }
    case T_AUTO:
        break;
    }
    return SORTID_E_INVALID_ARG;
}

/* The expected text length of a type's main form, for length errors. */
size_t type_text_len(enum idtype t)
{
    switch (t) {
    case T_ULID:
        return SORTID_ULID_TEXT_LEN;
    case T_FLAKE:
    case T_FLAKE_SCALABLE:
        return SORTID_FLAKE_TEXT_LEN;
    case T_BASEUID:
        return SORTID_BASEUID_TEXT_LEN;
    default:
        return SORTID_UUID_TEXT_LEN;
    }
}

/* "invalid character at byte 25" and the like. */
static void describe_error(char *dst, size_t size, sortid_status st, size_t pos, size_t len,
                           enum idtype t)
{
    if (st == SORTID_E_LENGTH)
        snprintf(dst, size, "%s at byte %zu (length %zu, a %s has %zu)", sortid_strerror(st),
                 pos, len, type_titles[t], type_text_len(t));
    else if (pos != SIZE_MAX && (st == SORTID_E_CHAR || st == SORTID_E_OVERFLOW))
        snprintf(dst, size, "%s at byte %zu", sortid_strerror(st), pos);
    else
        snprintf(dst, size, "%s", sortid_strerror(st));
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
    static const char *const what[] = {"invalid ID", "invalid ULID", "invalid Ulid-Flake",
                                       "invalid Ulid-Flake (scalable)", "invalid BaseUID",
                                       "invalid UUIDv7", "invalid UUID"};
    return what[t];
}

/* Decode one input; on failure report it (unless quiet) and fill why. */
int decode_input(decoded *d, const input *in, const options *o, char *why, size_t wsize)
{
    size_t pos;
    sortid_status st;
    if (in->len > in->kept) {
        /* Longer than any ID: an error, never cut down to a valid one. */
        st = SORTID_E_LENGTH;
        d->type = o->type == T_AUTO ? T_ULID : o->type;
        pos = type_text_len(d->type);
    } else {
        st = decode(d, in->text, in->len, o, &pos);
    }
    if (st == SORTID_OK)
        return 1;
    describe_error(why, wsize, st, pos, in->len, d->type);
    return 0;
}
