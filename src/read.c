/* SPDX-License-Identifier: MIT */
/* read.c - untyped text: its length decides the form, then that form's parser reads it. */
#include "internal.h"

#define FORM_MASK (SORTID_ACCEPT_TEXT | SORTID_ACCEPT(SORTID_FORM_FLAKE_INT))

static int all_digits(const char *s, size_t len)
{
    for (size_t i = 0; i < len; i++)
        if ((unsigned char)s[i] - (unsigned)'0' > 9)
            return 0;
    return len > 0;
}

/* The form of a text of this length (accept aside); NONE for no ID's length. */
static sortid_form form_of(const char *s, size_t len)
{
    switch (len) {
    case SORTID_ULID_TEXT_LEN: return SORTID_FORM_ULID;
    case SORTID_FLAKE_TEXT_LEN: return SORTID_FORM_FLAKE;
    case SORTID_BASEUID_TEXT_LEN: return SORTID_FORM_BASEUID;
    case SORTID_UUID_TEXT_LEN: return SORTID_FORM_UUID;
    case SORTID_UUID_HEX_LEN: return SORTID_FORM_UUID_HEX;
    default:
        if (len >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X'))
            return SORTID_FORM_FLAKE_HEX;
        return SORTID_FORM_NONE;
    }
}

sortid_status sortid_read(sortid_read_result *dst, const char *src, size_t len, unsigned accept,
                          unsigned flags, size_t *pos)
{
    size_t ignored;
    if (!pos)
        pos = &ignored;
    if (!dst || !src || (accept & FORM_MASK) == 0)
        return SORTID_E_INVALID_ARG;
    int digits = all_digits(src, len);
    sortid_form form = digits && (accept & SORTID_ACCEPT(SORTID_FORM_FLAKE_INT))
                           ? SORTID_FORM_FLAKE_INT
                           : form_of(src, len);
    dst->form = form;
    if (form == SORTID_FORM_NONE) {
        if (digits)
            dst->form = SORTID_FORM_FLAKE_INT; /* the form to ask for */
        *pos = len;
        return SORTID_E_LENGTH;
    }
    if (!(accept & SORTID_ACCEPT(form))) {
        *pos = len;
        return SORTID_E_LENGTH;
    }
    switch (form) {
    case SORTID_FORM_ULID: return sortid_ulid_parse(&dst->id.ulid, src, len, flags, pos);
    case SORTID_FORM_FLAKE: return sortid_flake_parse(&dst->id.flake, src, len, flags, pos);
    case SORTID_FORM_BASEUID: return sortid_baseuid_parse(&dst->id.baseuid, src, len, 0, pos);
    case SORTID_FORM_UUID:
    case SORTID_FORM_UUID_HEX: return sortid_uuid_parse(&dst->id.uuid, src, len, 0, pos);
    case SORTID_FORM_FLAKE_HEX: return sortid_flake_parse_hex(&dst->id.flake, src, len, pos);
    case SORTID_FORM_FLAKE_INT: return sortid_flake_parse_int(&dst->id.flake, src, len, pos);
    case SORTID_FORM_NONE: break;
    }
    return SORTID_E_INVALID_ARG;
}

const char *sortid_form_name(sortid_form form)
{
    static const char *const names[] = { "none", "ulid",     "flake",     "baseuid",
                                         "uuid", "uuid-hex", "flake-hex", "flake-int" };
    return (unsigned)form < sizeof names / sizeof names[0] ? names[form] : "none";
}
