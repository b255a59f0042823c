/* SPDX-License-Identifier: MIT */
/* decode.c - the input grammar: which kind and form a text is read as (the
 * library's sortid_id_parse), and its errors in words. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "io.h"

/* ------------------------------------------------------------------------ */
/* Kinds, from the library's table                                          */
/* ------------------------------------------------------------------------ */

const char *kind_list(void)
{
    static char list[512];
    if (list[0] == '\0') {
        size_t n = 0;
        sortid_kind k;
        for (size_t i = 0; (k = sortid_kind_each(i)) != SORTID_KIND_NONE; i++)
            n += (size_t)snprintf(list + n, sizeof list - n, "%s%s", i ? ", " : "",
                                  sortid_kind_name(k));
    }
    return list;
}

const char *kind_title(sortid_kind kind)
{
    const sortid_kind_desc *d = sortid_kind_get(kind);
    return d ? d->title : "ID";
}

/* The kind a text of a form is, when it is valid: the kind the form is named
 * after ("flake-hex" is a flake's, "uuid-hex" a UUID's). */
sortid_kind kind_of_form(sortid_form form)
{
    const char *name = sortid_form_name(form);
    sortid_kind k;
    if (sortid_kind_from_name(&k, name, strcspn(name, "-")) != SORTID_OK)
        return SORTID_KIND_NONE;
    return k;
}

/* The forms a text is read in: the kind's (all but the decimal one without
 * --from int), or every text form. */
static unsigned accepted(const options *o)
{
    const sortid_kind_desc *d = sortid_kind_get(o->kind);
    unsigned a = d ? d->forms : SORTID_ACCEPT_TEXT | SORTID_ACCEPT(SORTID_FORM_FLAKE_INT);
    return o->from_int ? a : a & ~SORTID_ACCEPT(SORTID_FORM_FLAKE_INT);
}

sortid_status decode(decoded *d, const char *s, size_t len, const options *o, size_t *pos)
{
    unsigned flags = (o->lenient ? SORTID_PARSE_LENIENT : 0) | (o->from_int ? SORTID_PARSE_INT : 0);
    sortid_status st = sortid_id_parse(&d->id, o->kind, s, len, flags, pos, &d->form);
    if (st != SORTID_OK) /* the kind asked for, or the one the form read is */
        d->id.kind = o->kind != SORTID_KIND_NONE            ? o->kind
                     : accepted(o) & SORTID_ACCEPT(d->form) ? kind_of_form(d->form)
                                                            : SORTID_KIND_NONE;
    return st;
}

/* ------------------------------------------------------------------------ */
/* Errors in words                                                          */
/* ------------------------------------------------------------------------ */

/* The text forms in words: what a text of the form is, and its length.  A
 * form missing here (a later kind's) is named by sortid_form_name. */
static const struct form_text {
    sortid_form form;
    const char *what, *length;
} form_texts[] = {
    { SORTID_FORM_ULID, "ULID text", "26 characters" },
    { SORTID_FORM_FLAKE, "Ulid-Flake text", "13 characters" },
    { SORTID_FORM_BASEUID, "BaseUID text", "20 characters" },
    { SORTID_FORM_UUID, "a UUID", "36 characters" },
    { SORTID_FORM_UUID_HEX, "a UUID in 32 hex digits", "32 hex digits" },
    { SORTID_FORM_FLAKE_HEX, "a hex Ulid-Flake", "0x and 1 to 16 hex digits" },
    { SORTID_FORM_FLAKE_INT, "a decimal Ulid-Flake", "decimal digits" },
};

static struct form_text form_text(sortid_form form)
{
    struct form_text t = { form, sortid_form_name(form), sortid_form_name(form) };
    for (size_t i = 0; i < sizeof form_texts / sizeof form_texts[0]; i++)
        if (form_texts[i].form == form)
            t = form_texts[i];
    return t;
}

/* The forms of accept in words, "26 characters, 36 characters (UUID) or
 * ...": a form of another kind than kind (of every form when kind is none)
 * says whose it is.  The decimal form says how to ask for it when --from
 * int is not given. */
static void forms_words(char *dst, size_t size, unsigned accept, sortid_kind kind, int from_int)
{
    size_t n = 0, left = 0;
    for (unsigned f = 1; f < 32; f++)
        left += (accept >> f) & 1u;
    dst[0] = '\0';
    for (unsigned f = 1; f < 32 && n < size; f++) {
        if (!((accept >> f) & 1u))
            continue;
        struct form_text t = form_text((sortid_form)f);
        sortid_kind whose = kind_of_form((sortid_form)f);
        int other = whose != kind &&
                    (kind == SORTID_KIND_NONE || strcmp(kind_title(whose), kind_title(kind)) != 0);
        left--;
        n += (size_t)snprintf(dst + n, size - n, "%s%s%s%s%s", t.length, other ? " (" : "",
                              other ? kind_title(whose) : "", other ? ")" : "",
                              f == SORTID_FORM_FLAKE_INT && !from_int ? " (with --from int)"
                              : left > 1                              ? ", "
                              : left == 1                             ? " or "
                                                                      : "");
    }
}

/* The length rule of the kind asked for (or of every ID) in words. */
static void length_rule(char *dst, size_t size, const options *o)
{
    char forms[WHY_MAX];
    const sortid_kind_desc *d = sortid_kind_get(o->kind);
    unsigned shown = d ? d->forms : SORTID_ACCEPT_TEXT;
    if (!d && o->from_int)
        shown |= SORTID_ACCEPT(SORTID_FORM_FLAKE_INT);
    forms_words(forms, sizeof forms, shown, o->kind, o->from_int);
    if (d)
        snprintf(dst, size, "a %s is %s", d->title, forms);
    else
        snprintf(dst, size, "IDs are %s", forms);
}

/* Why an input is not an ID, naming the real problem. */
static void describe_error(char *dst, size_t size, sortid_status st, size_t pos, size_t len,
                           const decoded *d, const options *o)
{
    const sortid_kind_desc *kd = sortid_kind_get(o->kind);
    int int_ok = !kd || (kd->forms & SORTID_ACCEPT(SORTID_FORM_FLAKE_INT));
    struct form_text t = form_text(d->form);
    char rule[WHY_MAX];
    if (st != SORTID_E_LENGTH) {
        if (st == SORTID_E_CHAR || st == SORTID_E_OVERFLOW)
            snprintf(dst, size, "%s at byte %zu", sortid_strerror(st), pos);
        else
            snprintf(dst, size, "%s", sortid_strerror(st));
        return;
    }
    length_rule(rule, sizeof rule, o);
    if (d->form == SORTID_FORM_FLAKE_INT && !o->from_int && int_ok)
        snprintf(dst, size, "length %zu: digits of no ID's length; read them as %s with --from int",
                 len, t.what);
    else if (d->form != SORTID_FORM_NONE && (accepted(o) & SORTID_ACCEPT(d->form)))
        snprintf(dst, size, "%s is %s (this is %zu characters)", t.what, t.length, len);
    else if (d->form != SORTID_FORM_NONE && d->form != SORTID_FORM_FLAKE_INT)
        snprintf(dst, size, "length %zu is %s, not a %s; %s", len, t.what, kind_title(o->kind),
                 rule);
    else
        snprintf(dst, size, "length %zu fits no ID; %s", len, rule);
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

void report_invalid_id(const input *in, sortid_kind kind, const char *why)
{
    char what[64];
    snprintf(what, sizeof what, "invalid %s", kind_title(kind));
    report_invalid(in, what, why);
}

/* Decode one input; on failure fill why. */
int decode_input(decoded *d, const input *in, const options *o, char *why, size_t wsize)
{
    size_t pos;
    sortid_status st;
    if (in->len > in->kept) {
        /* Longer than any ID text (and than what is kept of a line): an
         * error, never cut down to a valid one. */
        d->id.kind = o->kind;
        d->form = SORTID_FORM_NONE;
        snprintf(why, wsize, "length %zu, longer than any ID", in->len);
        return 0;
    }
    st = decode(d, in->text, in->len, o, &pos);
    if (st == SORTID_OK)
        return 1;
    describe_error(why, wsize, st, pos, in->len, d, o);
    return 0;
}
