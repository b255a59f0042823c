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

/* A kind's title with its article, from the kinds table: "an ObjectId". */
const char *kind_a_title(sortid_kind kind)
{
    const sortid_kind_desc *d = sortid_kind_get(kind);
    return d ? d->a_title : "an ID";
}

/* "a" or "an" before a title as it is said: an ObjectId, an xid, an ID; a
 * ULID, a UUID (said "you"). */
const char *article(const char *title)
{
    return strchr("AEIOaeiox", title[0]) && title[0] ? "an" : "a";
}

/* The kind a text of a form is, when it is valid: the library's
 * (sortid_form_kind: a flake's for its hex and int forms, a UUID's for both
 * UUID forms). */
sortid_kind kind_of_form(sortid_form form)
{
    return sortid_form_kind(form);
}

/* Every form a text without --type is read in (as sortid_id_parse reads
 * it): every text form, and a flake's decimal one with --from int. */
static unsigned all_forms(void)
{
    return SORTID_ACCEPT_ALL_TEXT | SORTID_ACCEPT(SORTID_FORM_FLAKE_INT);
}

/* The decimal forms (a flake's int, a snowflake): read only with --from int
 * or, for a kind whose only form is decimal, with its --type. */
static unsigned decimal_forms(void)
{
    return SORTID_ACCEPT(SORTID_FORM_FLAKE_INT) | SORTID_ACCEPT(SORTID_FORM_SNOWFLAKE);
}

/* The forms a text is read in: the kind's (all but the decimal one without
 * --from int, unless it has no other), or every text form. */
static unsigned accepted(const options *o)
{
    const sortid_kind_desc *d = sortid_kind_get(o->kind);
    unsigned a = d ? d->forms : all_forms();
    if (o->from_int || (a & ~decimal_forms()) == 0)
        return a;
    return a & ~decimal_forms();
}

unsigned accepted_forms(const options *o)
{
    return accepted(o);
}

/* Whether the kind is read and written in the form (its row's forms). */
int kind_has_form(sortid_kind kind, sortid_form form)
{
    const sortid_kind_desc *d = sortid_kind_get(kind);
    return d && (d->forms & SORTID_ACCEPT(form));
}

sortid_status decode(decoded *d, const char *s, size_t len, const options *o, size_t *pos)
{
    unsigned flags = (o->lenient ? SORTID_PARSE_LENIENT : 0) | (o->from_int ? SORTID_PARSE_INT : 0);
    sortid_status st = sortid_id_parse(&d->id, o->kind, s, len, flags, pos, &d->form);
    if (st == SORTID_OK && o->has_epoch) /* --epoch: a snowflake's (check_options) */
        d->id.epoch_ms = o->epoch_ms;
    if (st != SORTID_OK) /* the kind asked for, or the one the form read is */
        d->id.kind = o->kind != SORTID_KIND_NONE            ? o->kind
                     : accepted(o) & SORTID_ACCEPT(d->form) ? kind_of_form(d->form)
                                                            : SORTID_KIND_NONE;
    return st;
}

/* ------------------------------------------------------------------------ */
/* Errors in words                                                          */
/* ------------------------------------------------------------------------ */

/* The text forms in words: what a text of the form is, and its length (the
 * library's sortid_form_get; a form it does not know is named by its name). */
typedef struct form_text {
    sortid_form form;
    const char *what, *length;
} form_text_t;

static form_text_t form_text(sortid_form form)
{
    const sortid_form_desc *d = sortid_form_get(form);
    form_text_t t = { form, sortid_form_name(form), sortid_form_name(form) };
    if (d) {
        t.what = d->title;
        t.length = d->shape;
    }
    return t;
}

/* The forms of accept in words, "26 characters (ULID), 20 characters
 * (BaseUID, xid) or ...": forms of one length together, each saying whose it
 * is when that is another kind than kind (every kind when kind is none).
 * The decimal form says how to ask for it when --from int is not given. */
static void forms_words(char *dst, size_t size, unsigned accept, sortid_kind kind, int from_int)
{
    enum { NF = 32 };
    size_t n = 0, ngroups = 0, g;
    const char *glen[NF];
    char gwho[NF][96];
    int gint[NF];
    dst[0] = '\0';
    /* the kind's own forms first, then those it shares with others */
    for (unsigned i = 0; i < 2 * NF; i++) {
        unsigned f = i % NF;
        if (f == 0 || !((accept >> f) & 1u))
            continue;
        form_text_t t = form_text((sortid_form)f);
        sortid_kind whose = kind_of_form((sortid_form)f);
        /* a form is the kind's own when it is of a kind whose title the
         * kind's starts with (a scalable flake's, a UUIDv7's UUID forms) */
        int other = whose != kind &&
                    (kind == SORTID_KIND_NONE ||
                     strncmp(kind_title(kind), kind_title(whose), strlen(kind_title(whose))) != 0);
        if (kind != SORTID_KIND_NONE && other != (i >= NF))
            continue;
        if (kind == SORTID_KIND_NONE && i >= NF)
            break;
        for (g = 0; g < ngroups && strcmp(glen[g], t.length) != 0; g++)
            ;
        if (g == ngroups) {
            glen[g] = t.length;
            gwho[g][0] = '\0';
            gint[g] = f == SORTID_FORM_FLAKE_INT;
            ngroups++;
        }
        if (other && !strstr(gwho[g], kind_title(whose))) {
            size_t k = strlen(gwho[g]);
            snprintf(gwho[g] + k, sizeof gwho[g] - k, "%s%s", k ? ", " : "", kind_title(whose));
        }
    }
    for (g = 0; g < ngroups && n < size; g++) {
        size_t left = ngroups - g - 1;
        n += (size_t)snprintf(dst + n, size - n, "%s%s%s%s%s%s", glen[g], gwho[g][0] ? " (" : "",
                              gwho[g], gwho[g][0] ? ")" : "",
                              gint[g] && !from_int ? " (with --from int)" : "",
                              left > 1    ? ", "
                              : left == 1 ? " or "
                                          : "");
    }
}

/* The length rule of the kind asked for (or of every ID) in words. */
static void length_rule(char *dst, size_t size, const options *o)
{
    char forms[WHY_MAX];
    const sortid_kind_desc *d = sortid_kind_get(o->kind);
    unsigned shown = d ? d->forms : SORTID_ACCEPT_ALL_TEXT;
    if (!d && o->from_int)
        shown |= SORTID_ACCEPT(SORTID_FORM_FLAKE_INT);
    forms_words(forms, sizeof forms, shown, o->kind, o->from_int);
    if (d)
        snprintf(dst, size, "%s %s is %s", article(d->title), d->title, forms);
    else
        snprintf(dst, size, "IDs are %s", forms);
}

/* Why an input is not an ID, naming the real problem. */
static void describe_error(char *dst, size_t size, sortid_status st, size_t pos, size_t len,
                           const decoded *d, const options *o)
{
    const sortid_kind_desc *kd = sortid_kind_get(o->kind);
    int int_ok = !kd || (kd->forms & SORTID_ACCEPT(SORTID_FORM_FLAKE_INT));
    form_text_t t = form_text(d->form);
    char rule[WHY_MAX];
    if (st != SORTID_E_LENGTH) {
        if (st == SORTID_E_CHAR || st == SORTID_E_OVERFLOW)
            snprintf(dst, size, "%s at byte %zu", sortid_strerror(st), pos);
        else
            snprintf(dst, size, "%s", sortid_strerror(st));
        return;
    }
    length_rule(rule, sizeof rule, o);
    if (d->form == SORTID_FORM_FLAKE_INT && !o->from_int && int_ok) {
        /* and the kinds of the other decimal forms, read with their --type */
        char others[WHY_MAX] = "";
        for (size_t i = 0, n = 0; i < 32 && o->kind == SORTID_KIND_NONE; i++) {
            sortid_kind k = kind_of_form((sortid_form)i);
            if ((decimal_forms() >> i & 1u) && i != SORTID_FORM_FLAKE_INT && k != SORTID_KIND_NONE)
                n += (size_t)snprintf(others + n, sizeof others - n, ", or as %s with --type %s",
                                      form_text((sortid_form)i).what, sortid_kind_name(k));
        }
        snprintf(dst, size,
                 "length %zu: digits of no ID's length; read them as %s with --from int%s", len,
                 t.what, others);
    } else if (d->form != SORTID_FORM_NONE && (accepted(o) & SORTID_ACCEPT(d->form)))
        snprintf(dst, size, "%s is %s (this is %zu characters)", t.what, t.length, len);
    else if (d->form != SORTID_FORM_NONE && d->form != SORTID_FORM_FLAKE_INT)
        snprintf(dst, size, "length %zu is %s, not %s; %s", len, t.what, kind_a_title(o->kind),
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

/* ------------------------------------------------------------------------ */
/* The input table of the help                                              */
/* ------------------------------------------------------------------------ */

/* The names of the kinds other than the form's own that read it (so with
 * their --type), ", " between them. */
static void kinds_reading(char *dst, size_t size, sortid_form form)
{
    size_t n = 0;
    sortid_kind k;
    dst[0] = '\0';
    for (size_t i = 0; (k = sortid_kind_each(i)) != SORTID_KIND_NONE && n < size; i++)
        if (k != kind_of_form(form) && kind_has_form(k, form))
            n += (size_t)snprintf(dst + n, size - n, "%s%s", n ? ", " : "", sortid_kind_name(k));
}

/* One row a length: its forms' kinds in the order the library reads them
 * (the first is read; the later ones are other readings parse shows), and
 * the kinds that read the form with --type.  Forms outside every untyped
 * text form say how to ask for them.  All from the library's table. */
void help_input_table(void)
{
    enum { NF = 32, COL = 32, WIDTH = 79 };
    unsigned all = SORTID_ACCEPT_ALL_TEXT | SORTID_ACCEPT(SORTID_FORM_FLAKE_INT), done = 0;
    sortid_kind k;
    for (size_t i = 0; (k = sortid_kind_each(i)) != SORTID_KIND_NONE; i++)
        all |= sortid_kind_get(k)->forms;
    for (unsigned f = 1; f < NF; f++) {
        if (!(all >> f & 1u) || (done >> f & 1u))
            continue;
        char row[256], typed[128];
        size_t n = 0;
        form_text_t t = form_text((sortid_form)f);
        /* every form of this length, in the library's order */
        for (unsigned g = f; g < NF; g++) {
            if (!(all >> g & 1u) || strcmp(form_text((sortid_form)g).length, t.length) != 0)
                continue;
            done |= 1u << g;
            n += (size_t)snprintf(row + n, sizeof row - n, "%s%s", n ? ", " : "",
                                  kind_title(kind_of_form((sortid_form)g)));
            if (g == SORTID_FORM_FLAKE_INT)
                n += (size_t)snprintf(row + n, sizeof row - n, " with --from int");
            else if (!(SORTID_ACCEPT_ALL_TEXT & SORTID_ACCEPT(g))) {
                char who[96];
                kinds_reading(who, sizeof who, (sortid_form)g);
                n +=
                    (size_t)snprintf(row + n, sizeof row - n, " with --type %s",
                                     who[0] ? who : sortid_kind_name(kind_of_form((sortid_form)g)));
                continue;
            }
            kinds_reading(typed, sizeof typed, (sortid_form)g);
            if (typed[0] && g != SORTID_FORM_FLAKE_INT)
                n += (size_t)snprintf(row + n, sizeof row - n, " (--type %s too)", typed);
        }
        size_t len = strlen(t.length);
        out_str("  ");
        out_str(t.length);
        for (size_t c = 2 + len; c < COL; c++)
            out_char(' ');
        if (2 + len >= COL)
            out_char(' ');
        /* wrapped after a ", " under the column */
        for (const char *r = row; *r;) {
            size_t rest = strlen(r), cut = rest;
            if (COL + rest > WIDTH)
                for (size_t j = 0; j + 2 <= WIDTH - COL && r[j]; j++)
                    if (r[j] == ',' && r[j + 1] == ' ')
                        cut = j + 1;
            out_write(r, cut);
            out_char('\n');
            r += cut;
            if (*r == ' ') {
                r++;
                for (size_t c = 0; c < COL; c++)
                    out_char(' ');
            }
        }
    }
}
