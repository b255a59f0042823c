/* SPDX-License-Identifier: MIT */
/* output.c - convert: the forms --to names, through the library's kind-generic calls. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "io.h"

/* The form of kd's named "*-SUFFIX", but a UUID's ("uuid-hex": the same
 * digits as the binary form); SORTID_FORM_NONE when it has none. */
static sortid_form form_by_suffix(const sortid_kind_desc *kd, const char *suffix)
{
    for (unsigned f = 1; f < 32; f++) {
        const char *name = sortid_form_name((sortid_form)f), *dash = strchr(name, '-');
        if ((kd->forms >> f & 1u) && dash && strcmp(dash + 1, suffix) == 0 &&
            f != SORTID_FORM_UUID_HEX)
            return (sortid_form)f;
    }
    return SORTID_FORM_NONE;
}

/* The form of kd's named name ("flake" for a scalable flake). */
static sortid_form form_by_name(const sortid_kind_desc *kd, const char *name)
{
    for (unsigned f = 1; f < 32; f++)
        if ((kd->forms >> f & 1u) && strcmp(sortid_form_name((sortid_form)f), name) == 0)
            return (sortid_form)f;
    return SORTID_FORM_NONE;
}

int same_form(const target *to, sortid_kind kind, sortid_form form)
{
    (void)kind; /* a text of the form --to names is written as it was read */
    return to->how == TO_KIND && strcmp(sortid_form_name(form), to->name) == 0;
}

/* The value to write and its form, for --to: the same value as the kind
 * --to names (sortid_id_convert), or one of the ID's own forms. */
static sortid_status to_value(sortid_id *out, sortid_form *form, const sortid_id *id,
                              const target *to)
{
    const sortid_kind_desc *kd = sortid_kind_get(id->kind);
    sortid_status st = SORTID_OK;
    *out = *id;
    *form = SORTID_FORM_NONE;
    switch (to->how) {
    case TO_KIND:
        st = sortid_id_convert(out, to->kind, id);
        if (st == SORTID_E_KIND && (*form = form_by_name(kd, to->name)) != SORTID_FORM_NONE)
            st = SORTID_OK; /* a scalable flake --to flake: its own text */
        return st;
    case TO_HEX: *form = form_by_suffix(kd, "hex"); return SORTID_OK;
    case TO_INT:
        *form = form_by_suffix(kd, "int");
        return *form != SORTID_FORM_NONE ? SORTID_OK : SORTID_E_KIND;
    case TO_UUIDV8: /* a BaseUID's UUID form: only of a value that is one */
        *form = SORTID_FORM_UUID;
        return sortid_id_convert(out, SORTID_KIND_BASEUID, id);
    }
    return SORTID_E_KIND;
}

/* Write the ID in the form --to names; 0 with why when it has none. */
static int convert_id(const decoded *d, const options *o, char *why, size_t wsize)
{
    char buf[SORTID_ID_TEXT_LEN + 2];
    size_t n;
    sortid_id out;
    sortid_form form;
    sortid_status st = to_value(&out, &form, &d->id, &o->to);
    if (st == SORTID_OK && o->to.how == TO_HEX && form == SORTID_FORM_NONE) {
        /* no hex text of its own: its binary form in hex */
        n = (size_t)(put_hex(buf, out.bytes, sortid_kind_get(out.kind)->bytes) - buf);
    } else if (st == SORTID_OK) {
        st = sortid_id_format(buf, sizeof buf - 1, &out, form,
                              o->lower && o->to.how == TO_KIND ? SORTID_FORMAT_LOWER : 0, &n);
    }
    if (st == SORTID_E_KIND) {
        snprintf(why, wsize, "%s %s has no %s form", article(kind_title(d->id.kind)),
                 kind_title(d->id.kind), o->to.name);
        return 0;
    }
    if (st != SORTID_OK) {
        const char *title = kind_title(o->to.how == TO_KIND ? o->to.kind : SORTID_KIND_BASEUID);
        snprintf(why, wsize, "not %s %s: %s", article(title), title, sortid_strerror(st));
        return 0;
    }
    buf[n] = '\n';
    out_write(buf, n + 1);
    return 1;
}

/* convert's output for one decoded input. */
int convert_decoded(const input *in, const decoded *d, const options *o)
{
    char why[WHY_MAX];
    if (!convert_id(d, o, why, sizeof why)) {
        if (!o->quiet)
            report_invalid(in, "cannot convert", why);
        return 0;
    }
    return 1;
}
