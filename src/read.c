/* SPDX-License-Identifier: MIT */
/* read.c - untyped text: its length decides the form, then that form's parser
 * reads it.  A few lengths have a second form (docs/identifiers.md section
 * 7): the first the caller accepts is read, and sortid_read_also names the
 * others under which the text is valid. */
#include "family.h"

/* The forms of issue 20.  A caller that accepts none of them is told of none
 * (a mask of the forms read before them keeps its answers), so a front end never
 * sees a form value it does not know. */
#define FAMILY                                                              \
    (SORTID_ACCEPT(SORTID_FORM_KSUID) | SORTID_ACCEPT(SORTID_FORM_TYPEID) | \
     SORTID_ACCEPT(SORTID_FORM_OBJECTID) | SORTID_ACCEPT(SORTID_FORM_XID) | \
     SORTID_ACCEPT(SORTID_FORM_SNOWFLAKE))
#define DIGIT_FORMS (SORTID_ACCEPT(SORTID_FORM_FLAKE_INT) | SORTID_ACCEPT(SORTID_FORM_SNOWFLAKE))
#define FORM_MASK   (SORTID_ACCEPT_ALL_TEXT | DIGIT_FORMS)
#define FORMS_MAX   4 /* the readings of one text, and room */

static int only_digits(const char *s, size_t len)
{
    for (size_t i = 0; i < len; i++)
        if ((unsigned char)s[i] - (unsigned)'0' > 9)
            return 0;
    return len > 0;
}

/* Every form of a text, default first (accept aside): digits only when the
 * caller asks for a decimal form (the forms of any number of digits, in
 * table order), else the forms of its exact length (in table order) and a
 * TypeID at the length of its bare suffix.  Returns how many (0 for no ID's
 * length). */
static int forms_all(const char *s, size_t len, unsigned accept, sortid_form f[FORMS_MAX])
{
    int n = 0;
    const int digits = (accept & DIGIT_FORMS) && only_digits(s, len);
    /* a prefix of a-z and '_' before the separator: no other form has a '_'
     * at len - 27 */
    if (!digits && len > SORTID_TYPEID_SUFFIX_LEN + 1 &&
        s[len - SORTID_TYPEID_SUFFIX_LEN - 1] == '_') {
        f[0] = SORTID_FORM_TYPEID;
        return 1;
    }
    for (int i = 1; sortid_form_get((sortid_form)i) && n < FORMS_MAX - 1; i++) {
        const sortid_form_desc *d = sortid_form_get((sortid_form)i);
        if (digits ? d->max_len == SIZE_MAX : d->min_len == len && d->max_len == len)
            f[n++] = d->form;
    }
    if (!digits && len == sortid_form_get(SORTID_FORM_TYPEID)->min_len)
        f[n++] = SORTID_FORM_TYPEID;
    if (n == 0 && len >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X'))
        f[n++] = SORTID_FORM_FLAKE_HEX;
    return n;
}

/* The forms this caller sees: the family's only when it accepts one. */
static int forms_of(const char *s, size_t len, unsigned accept, sortid_form f[FORMS_MAX])
{
    int n = forms_all(s, len, accept, f), k = 0;
    if (accept & FAMILY)
        return n;
    for (int i = 0; i < n; i++)
        if (!(FAMILY & SORTID_ACCEPT(f[i])))
            f[k++] = f[i];
    return k;
}

static sortid_status read_as(sortid_read_result *dst, sortid_form form, const char *src, size_t len,
                             unsigned flags, size_t *pos)
{
    const sortid__form_row *row = sortid__form_row_of(form);
    dst->form = form;
    return row ? row->parse(dst, src, len, flags, pos) : SORTID_E_INVALID_ARG;
}

sortid_status sortid_read(sortid_read_result *dst, const char *src, size_t len, unsigned accept,
                          unsigned flags, size_t *pos)
{
    size_t ignored;
    sortid_form f[FORMS_MAX];
    int n;
    if (!pos)
        pos = &ignored;
    if (!dst || !src || (accept & FORM_MASK) == 0)
        return SORTID_E_INVALID_ARG;
    /* A caller that asks for a TypeID alone hears what is wrong with the text
     * as one (its byte), not which other form has its length: a TypeID's
     * length varies with its prefix, so no length rules it out. */
    if ((accept & FORM_MASK) == SORTID_ACCEPT(SORTID_FORM_TYPEID))
        return read_as(dst, SORTID_FORM_TYPEID, src, len, flags, pos);
    n = forms_of(src, len, accept, f);
    for (int i = 0; i < n; i++)
        if (accept & SORTID_ACCEPT(f[i]))
            return read_as(dst, f[i], src, len, flags, pos);
    /* A snowflake's digits have no fixed length either: a caller that asks
     * for one alone hears the byte that is not a digit in a text that no
     * form has the length of ("12a45"), and the form of one that has. */
    if (n == 0 && len > 0 && (accept & FORM_MASK) == SORTID_ACCEPT(SORTID_FORM_SNOWFLAKE))
        return read_as(dst, SORTID_FORM_SNOWFLAKE, src, len, flags, pos);
    /* no accepted form: the one to ask for */
    dst->form = n ? f[0] : only_digits(src, len) ? SORTID_FORM_FLAKE_INT : SORTID_FORM_NONE;
    *pos = len;
    return SORTID_E_LENGTH;
}

unsigned sortid_read_also(const char *src, size_t len, sortid_form form, unsigned accept)
{
    sortid_form f[FORMS_MAX];
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
                                       : read_as(&r, f[i], src, len, 0, NULL) == SORTID_OK)
            also |= SORTID_ACCEPT(f[i]);
    }
    return also;
}
