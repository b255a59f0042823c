/* SPDX-License-Identifier: MIT */
/* read.c - untyped text: its length decides the form, then that form's parser
 * reads it.  A few lengths have a second form (docs/identifiers.md section
 * 7): the first the caller accepts is read, and sortid_read_also names the
 * others under which the text is valid. */
#include "family.h"

/* The forms of issue 20.  A caller that accepts none of them is told of none
 * (SORTID_ACCEPT_TEXT keeps the forms it always had), so a front end never
 * sees a form value it does not know. */
#define FAMILY                                                              \
    (SORTID_ACCEPT(SORTID_FORM_KSUID) | SORTID_ACCEPT(SORTID_FORM_TYPEID) | \
     SORTID_ACCEPT(SORTID_FORM_OBJECTID) | SORTID_ACCEPT(SORTID_FORM_XID) | \
     SORTID_ACCEPT(SORTID_FORM_SNOWFLAKE))
#define DIGIT_FORMS (SORTID_ACCEPT(SORTID_FORM_FLAKE_INT) | SORTID_ACCEPT(SORTID_FORM_SNOWFLAKE))
#define FORM_MASK   (SORTID_ACCEPT_ALL_TEXT | DIGIT_FORMS)

static int all_digits(const char *s, size_t len)
{
    for (size_t i = 0; i < len; i++)
        if ((unsigned char)s[i] - (unsigned)'0' > 9)
            return 0;
    return len > 0;
}

/* Every form of a text, default first (accept aside): digits only when the
 * caller asks for a decimal form, else by length.  Returns how many (0 for
 * no ID's length). */
static int forms_all(const char *s, size_t len, unsigned accept, sortid_form f[2])
{
    if ((accept & DIGIT_FORMS) && all_digits(s, len)) {
        f[0] = SORTID_FORM_FLAKE_INT;
        f[1] = SORTID_FORM_SNOWFLAKE;
        return 2;
    }
    /* a prefix of a-z and '_' before the separator: no other form has a '_'
     * at len - 27 */
    if (len > SORTID_TYPEID_SUFFIX_LEN + 1 && s[len - SORTID_TYPEID_SUFFIX_LEN - 1] == '_') {
        f[0] = SORTID_FORM_TYPEID;
        return 1;
    }
    switch (len) {
    case SORTID_ULID_TEXT_LEN:
        f[0] = SORTID_FORM_ULID;
        f[1] = SORTID_FORM_TYPEID;
        return 2;
    case SORTID_BASEUID_TEXT_LEN:
        f[0] = SORTID_FORM_BASEUID;
        f[1] = SORTID_FORM_XID;
        return 2;
    case SORTID_FLAKE_TEXT_LEN: f[0] = SORTID_FORM_FLAKE; return 1;
    case SORTID_UUID_TEXT_LEN: f[0] = SORTID_FORM_UUID; return 1;
    case SORTID_UUID_HEX_TEXT_LEN: f[0] = SORTID_FORM_UUID_HEX; return 1;
    case SORTID_KSUID_TEXT_LEN: f[0] = SORTID_FORM_KSUID; return 1;
    case SORTID_OBJECTID_TEXT_LEN: f[0] = SORTID_FORM_OBJECTID; return 1;
    default:
        if (len >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
            f[0] = SORTID_FORM_FLAKE_HEX;
            return 1;
        }
        return 0;
    }
}

/* The forms this caller sees: the family's only when it accepts one. */
static int forms_of(const char *s, size_t len, unsigned accept, sortid_form f[2])
{
    int n = forms_all(s, len, accept, f), k = 0;
    if (accept & FAMILY)
        return n;
    for (int i = 0; i < n; i++)
        if (!(FAMILY & SORTID_ACCEPT(f[i])))
            f[k++] = f[i];
    return k;
}

static sortid_status parse_as(sortid_read_result *dst, sortid_form form, const char *src,
                              size_t len, unsigned flags, size_t *pos)
{
    dst->form = form;
    switch (form) {
    case SORTID_FORM_ULID: return sortid_ulid_parse(&dst->id.ulid, src, len, flags, pos);
    case SORTID_FORM_FLAKE: return sortid_flake_parse(&dst->id.flake, src, len, flags, pos);
    case SORTID_FORM_BASEUID: return sortid_baseuid_parse(&dst->id.baseuid, src, len, 0, pos);
    case SORTID_FORM_UUID:
    case SORTID_FORM_UUID_HEX: return sortid_uuid_parse(&dst->id.uuid, src, len, 0, pos);
    case SORTID_FORM_FLAKE_HEX: return sortid_flake_parse_hex(&dst->id.flake, src, len, pos);
    case SORTID_FORM_FLAKE_INT: return sortid_flake_parse_int(&dst->id.flake, src, len, pos);
    case SORTID_FORM_KSUID: return sortid_ksuid_parse(&dst->id.ksuid, src, len, 0, pos);
    case SORTID_FORM_TYPEID: return sortid_typeid_parse(&dst->id.typeid, src, len, 0, pos);
    case SORTID_FORM_OBJECTID: return sortid_objectid_parse(&dst->id.objectid, src, len, 0, pos);
    case SORTID_FORM_XID: return sortid_xid_parse(&dst->id.xid, src, len, 0, pos);
    case SORTID_FORM_SNOWFLAKE: return sortid_snowflake_parse(&dst->id.snowflake, src, len, 0, pos);
    case SORTID_FORM_NONE: break;
    }
    return SORTID_E_INVALID_ARG;
}

sortid_status sortid_read(sortid_read_result *dst, const char *src, size_t len, unsigned accept,
                          unsigned flags, size_t *pos)
{
    size_t ignored;
    sortid_form f[2];
    int n;
    if (!pos)
        pos = &ignored;
    if (!dst || !src || (accept & FORM_MASK) == 0)
        return SORTID_E_INVALID_ARG;
    /* A caller that asks for a TypeID alone hears what is wrong with the text
     * as one (its byte), not which other form has its length: a TypeID's
     * length varies with its prefix, so no length rules it out. */
    if ((accept & FORM_MASK) == SORTID_ACCEPT(SORTID_FORM_TYPEID))
        return parse_as(dst, SORTID_FORM_TYPEID, src, len, flags, pos);
    n = forms_of(src, len, accept, f);
    for (int i = 0; i < n; i++)
        if (accept & SORTID_ACCEPT(f[i]))
            return parse_as(dst, f[i], src, len, flags, pos);
    /* A snowflake's digits have no fixed length either: a caller that asks
     * for one alone hears the byte that is not a digit in a text that no
     * form has the length of ("12a45"), and the form of one that has. */
    if (n == 0 && len > 0 && (accept & FORM_MASK) == SORTID_ACCEPT(SORTID_FORM_SNOWFLAKE))
        return parse_as(dst, SORTID_FORM_SNOWFLAKE, src, len, flags, pos);
    /* no accepted form: the one to ask for */
    dst->form = n ? f[0] : all_digits(src, len) ? SORTID_FORM_FLAKE_INT : SORTID_FORM_NONE;
    *pos = len;
    return SORTID_E_LENGTH;
}

unsigned sortid_read_also(const char *src, size_t len, sortid_form form, unsigned accept)
{
    sortid_form f[2];
    unsigned also = 0;
    int n, i = 0;
    if (!src)
        return 0;
    n = forms_of(src, len, accept | SORTID_ACCEPT(form), f);
    while (i < n && f[i] != form)
        i++;
    for (i++; i < n; i++) {
        sortid_read_result r;
        if (!(accept & SORTID_ACCEPT(f[i])))
            continue;
        /* only "is it one?": a TypeID without the reason's reading (every
         * upper-case ULID is asked whether it is a bare TypeID suffix) */
        if (f[i] == SORTID_FORM_TYPEID ? sortid__typeid_read(&r.id.typeid, src, len)
                                       : parse_as(&r, f[i], src, len, 0, NULL) == SORTID_OK)
            also |= SORTID_ACCEPT(f[i]);
    }
    return also;
}

/* One row per form, in the enum's order (checked by the test form_rows). */
static const sortid_form_desc forms_table[] = {
    { SORTID_FORM_ULID, SORTID_KIND_ULID, "ulid", "ULID text", "26 characters", { 0 } },
    { SORTID_FORM_FLAKE, SORTID_KIND_FLAKE, "flake", "Ulid-Flake text", "13 characters", { 0 } },
    { SORTID_FORM_BASEUID, SORTID_KIND_BASEUID, "baseuid", "BaseUID text", "20 characters", { 0 } },
    { SORTID_FORM_UUID, SORTID_KIND_UUID, "uuid", "a UUID", "36 characters", { 0 } },
    { SORTID_FORM_UUID_HEX,
      SORTID_KIND_UUID,
      "uuid-hex",
      "a UUID in 32 hex digits",
      "32 hex digits",
      { 0 } },
    { SORTID_FORM_FLAKE_HEX,
      SORTID_KIND_FLAKE,
      "flake-hex",
      "a hex Ulid-Flake",
      "0x and 1 to 16 hex digits",
      { 0 } },
    { SORTID_FORM_FLAKE_INT,
      SORTID_KIND_FLAKE,
      "flake-int",
      "a decimal Ulid-Flake",
      "decimal digits",
      { 0 } },
    { SORTID_FORM_KSUID, SORTID_KIND_KSUID, "ksuid", "KSUID text", "27 characters", { 0 } },
    { SORTID_FORM_TYPEID,
      SORTID_KIND_TYPEID,
      "typeid",
      "TypeID text",
      "prefix_ and 26 characters",
      { 0 } },
    { SORTID_FORM_OBJECTID,
      SORTID_KIND_OBJECTID,
      "objectid",
      "ObjectId text",
      "24 hex digits",
      { 0 } },
    { SORTID_FORM_XID, SORTID_KIND_XID, "xid", "xid text", "20 characters", { 0 } },
    { SORTID_FORM_SNOWFLAKE,
      SORTID_KIND_SNOWFLAKE,
      "snowflake",
      "a decimal Snowflake",
      "decimal digits",
      { 0 } },
};

const sortid_form_desc *sortid_form_get(sortid_form form)
{
    size_t i = (size_t)form - 1;
    return form != SORTID_FORM_NONE && i < sizeof forms_table / sizeof forms_table[0]
               ? &forms_table[i]
               : NULL;
}

const char *sortid_form_name(sortid_form form)
{
    const sortid_form_desc *d = sortid_form_get(form);
    return d ? d->name : "none";
}

sortid_kind sortid_form_kind(sortid_form form)
{
    const sortid_form_desc *d = sortid_form_get(form);
    return d ? d->kind : SORTID_KIND_NONE;
}
