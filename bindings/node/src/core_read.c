/* SPDX-License-Identifier: MIT */
/* core_read.c - reading the kind-level arguments: a kind's name (the
 * library's table), a TypeID prefix, an ID's canonical text, and the lengths
 * untyped text is read in (see core_read.h). */

#include "core_read.h"

#include <string.h>

/* Helpers, below the functions that use them. */
static size_t append(char *dst, const char *sep, const char *s);

int core_kind(core_err *err, const core_arg *a, const char *what, unsigned calls, sortid_kind *kind)
{
    char list[160] = "";
    size_t n = 0;
    const sortid_kind_desc *d;
    if (!core_text(err, a, what))
        return 0;
    if (sortid_kind_from_name(kind, a->text, a->len) == SORTID_OK &&
        (sortid_kind_get(*kind)->calls & calls) == calls)
        return 1;
    /* the kinds that can, from the library's table */
    for (size_t i = 0; (*kind = sortid_kind_each(i)) != SORTID_KIND_NONE; i++) {
        d = sortid_kind_get(*kind);
        if ((d->calls & calls) != calls || n + strlen(d->name) + 3 >= sizeof list)
            continue;
        n += (size_t)append(list + n, n ? ", " : "", d->name);
    }
    return core_fail(err, ERR_RANGE, NULL, "%s must be one of %s", what, list);
}

void core_form_lengths(core_err *err)
{
    size_t n = strlen(err->msg);
    const char *sep = "; IDs are ";
    for (unsigned f = 1; sortid_form_get((sortid_form)f) != NULL; f++) {
        const sortid_form_desc *d = sortid_form_get((sortid_form)f);
        unsigned g = 1;
        /* each shape once: 20 characters are a BaseUID's before an xid's */
        while (g < f && !((SORTID_ACCEPT(g) & SORTID_ACCEPT_ALL_TEXT) &&
                          strcmp(sortid_form_get((sortid_form)g)->shape, d->shape) == 0))
            g++;
        if ((SORTID_ACCEPT(f) & SORTID_ACCEPT_ALL_TEXT) && g == f) {
            core_sprint(err->msg + n, sizeof err->msg - n, "%s%s (%s)", sep, d->shape,
                        core_kind_title(d->kind));
            n += strlen(err->msg + n);
            sep = ", ";
        }
    }
}

int core_prefix(core_err *err, const core_arg *a, sortid_kind kind, char *buf, const char **prefix)
{
    size_t pos = 0;
    sortid_status st;
    *prefix = NULL;
    if (a->tag == ARG_UNDEF)
        return 1;
    if (!core_text(err, a, "options.prefix"))
        return 0;
    if (!(sortid_kind_get(kind)->forms & SORTID_ACCEPT(SORTID_FORM_TYPEID)))
        return core_fail(err, ERR_RANGE, NULL, "options.prefix: %s has no prefix",
                         sortid_kind_get(kind)->a_title);
    if ((st = sortid_typeid_prefix_check(a->text, a->len, &pos)) != SORTID_OK)
        return core_fail_status_at(err, "options.prefix", (long)pos, st);
    memcpy(buf, a->text, a->len);
    buf[a->len] = '\0';
    *prefix = buf;
    return 1;
}

int core_id_text(core_out *out, core_err *err, const sortid_id *id)
{
    size_t n = 0;
    sortid_status st = sortid_id_format(out->text, sizeof out->text, id, SORTID_FORM_NONE, 0, &n);
    if (st != SORTID_OK)
        return core_fail_status(err, sortid_kind_name(id->kind), st);
    out->type = OUT_TEXT;
    out->len = n;
    return 1;
}

/* ---- helpers -------------------------------------------------------------- */

/* Append sep and s at dst (the caller checked the room); their length. */
static size_t append(char *dst, const char *sep, const char *s)
{
    size_t a = strlen(sep), b = strlen(s);
    memcpy(dst, sep, a);
    memcpy(dst + a, s, b + 1);
    return a + b;
}
