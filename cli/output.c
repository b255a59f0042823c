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

/* --to uuidv6 / uuidv1: the UUID's v1 <-> v6 reordering (the library's
 * sortid_uuid_v1_to_v6 / v6_to_v1); one already of that version is as it
 * is.  SORTID_E_VERSION (or _VARIANT) for another UUID. */
static sortid_status output_v1_v6(sortid_id *out, sortid_form *form, const sortid_id *id,
                                  enum to_form how)
{
    sortid_uuid u;
    sortid_status st = sortid_id_convert(out, SORTID_KIND_UUID, id);
    if (st != SORTID_OK)
        return st;
    memcpy(u.bytes, out->bytes, sizeof u.bytes);
    st = how == TO_UUIDV6 ? sortid_uuid_v1_to_v6(&u, &u) : sortid_uuid_v6_to_v1(&u, &u);
    if (st == SORTID_E_VERSION && sortid_uuid_version(&u) == (how == TO_UUIDV6 ? 6 : 1)) {
        sortid_uuid back; /* already one: valid when the way back takes it */
        st = how == TO_UUIDV6 ? sortid_uuid_v6_to_v1(&back, &u) : sortid_uuid_v1_to_v6(&back, &u);
    }
    memcpy(out->bytes, u.bytes, sizeof u.bytes);
    *form = SORTID_FORM_UUID;
    return st;
}

/* The value to write and its form, for --to: the same value as the kind
 * --to names (sortid_id_convert), or one of the ID's own forms. */
static sortid_status to_value(sortid_id *out, sortid_form *form, const sortid_id *id,
                              const target *to, const char *prefix)
{
    const sortid_kind_desc *kd = sortid_kind_get(id->kind);
    sortid_status st = SORTID_OK;
    *out = *id;
    *form = SORTID_FORM_NONE;
    switch (to->how) {
    case TO_KIND:
        st = sortid_id_convert(out, to->kind, id);
        if (st == SORTID_OK && prefix) /* --prefix (checked by the library): a TypeID's */
            snprintf(out->prefix, sizeof out->prefix, "%s", prefix);
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
    case TO_UUIDV6:
    case TO_UUIDV1: return output_v1_v6(out, form, id, to->how);
    }
    return SORTID_E_KIND;
}

/* " (this one is version N)": a value's UUID version, for the message. */
static void version_words(char *dst, size_t size, const sortid_id *id)
{
    sortid_id u;
    sortid_uuid uu;
    dst[0] = '\0';
    if (sortid_id_convert(&u, SORTID_KIND_UUID, id) != SORTID_OK)
        return;
    memcpy(uu.bytes, u.bytes, sizeof uu.bytes);
    if (sortid_uuid_version(&uu) < 0)
        snprintf(dst, size, " (this one has no version)");
    else
        snprintf(dst, size, " (this one is version %d)", sortid_uuid_version(&uu));
}

/* Write the ID in the form --to names; 0 with why when it has none. */
static int convert_id(const decoded *d, const options *o, char *why, size_t wsize)
{
    char buf[SORTID_ID_TEXT_MAX + 2];
    size_t n;
    sortid_id out;
    sortid_form form;
    sortid_status st = to_value(&out, &form, &d->id, &o->to, o->prefix);
    if (st == SORTID_OK && o->to.how == TO_HEX && form == SORTID_FORM_NONE) {
        /* no hex text of its own: its binary form in hex */
        n = (size_t)(put_hex(buf, out.bytes, sortid_kind_get(out.kind)->bytes) - buf);
    } else if (st == SORTID_OK) {
        st = sortid_id_format(buf, sizeof buf - 1, &out, form,
                              o->lower && o->to.how == TO_KIND ? SORTID_FORMAT_LOWER : 0, &n);
    }
    if (st == SORTID_E_KIND) {
        snprintf(why, wsize, "%s has no %s form", kind_a_title(d->id.kind), o->to.name);
        return 0;
    }
    if (st != SORTID_OK && (o->to.how == TO_UUIDV6 || o->to.how == TO_UUIDV1)) {
        char version[40] = "";
        if (st == SORTID_E_VERSION)
            version_words(version, sizeof version, &d->id);
        snprintf(why, wsize, "%s is made from a UUID v%d: %s%s", o->to.name,
                 o->to.how == TO_UUIDV6 ? 1 : 6, sortid_strerror(st), version);
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

/* When the text's reading has no such form: the first of its other
 * readings (the library's sortid_read_also) that has ("a1vhuttsv1mdf6a3i08g"
 * is a BaseUID, and an xid that converts --to objectid). */
static int convert_other_reading(const input *in, const decoded *d, const options *o)
{
    unsigned also = sortid_read_also(in->text, in->len, d->form, accepted_forms(o));
    unsigned flags = o->lenient ? SORTID_PARSE_LENIENT : 0;
    char why[WHY_MAX];
    for (unsigned f = 1; f < 32 && also; f++) {
        decoded other;
        if ((also >> f & 1u) &&
            sortid_id_parse(&other.id, kind_of_form((sortid_form)f), in->text, in->len, flags, NULL,
                            &other.form) == SORTID_OK &&
            convert_id(&other, o, why, sizeof why))
            return 1;
    }
    return 0;
}

/* convert's output for one decoded input. */
int convert_decoded(const input *in, const decoded *d, const options *o)
{
    char why[WHY_MAX];
    if (!convert_id(d, o, why, sizeof why) && !convert_other_reading(in, d, o)) {
        if (!o->quiet)
            report_invalid(in, "cannot convert", why);
        return 0;
    }
    return 1;
}
