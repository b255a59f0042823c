/* SPDX-License-Identifier: MIT */
/*
 * fuzz_read.c - sortid_read's decisions for the family's forms and
 * sortid_read_also.
 *
 * The first two input bytes are the accept mask (its bits of the forms
 * sortid_form_get knows), the rest the text.  The family's forms are those
 * outside SORTID_ACCEPT_TEXT and the flake's decimal form, from the same
 * table, so a form added to the library is one of them here at once.  Properties: sortid_read succeeds only with a form the mask accepts,
 * and then its value and status are those of that form's own parser; a
 * mask without any of the family's forms never yields one (not even as the
 * form to ask for); every form sortid_read_also names reads successfully
 * on its own, and the text reads as each of them with the mask of that one
 * form; with every form accepted, a 26-character TypeID reading has the
 * ULID reading's bits.
 */
#include "fuzz.h"

enum { NFORMS = 32 };

static unsigned known; /* SORTID_ACCEPT bits of every form the library knows */
/* the forms read before the family came (the removed SORTID_ACCEPT_TEXT) */
#define FIRST_FORMS                                                         \
    (SORTID_ACCEPT(SORTID_FORM_ULID) | SORTID_ACCEPT(SORTID_FORM_FLAKE) |   \
     SORTID_ACCEPT(SORTID_FORM_BASEUID) | SORTID_ACCEPT(SORTID_FORM_UUID) | \
     SORTID_ACCEPT(SORTID_FORM_UUID_HEX) | SORTID_ACCEPT(SORTID_FORM_FLAKE_HEX))
#define FAMILY (known & ~(FIRST_FORMS | SORTID_ACCEPT(SORTID_FORM_FLAKE_INT)))

static int is_family(sortid_form f)
{
    return (FAMILY & SORTID_ACCEPT(f)) != 0;
}

/* The form's own parser; a form this harness has no parser for fails. */
static sortid_status own_parse(sortid_form form, const char *s, size_t len)
{
    sortid_read_result d;
    switch (form) {
    case SORTID_FORM_KSUID: return sortid_ksuid_parse(&d.id.ksuid, s, len, 0, NULL);
    case SORTID_FORM_TYPEID: return sortid_typeid_parse(&d.id.typeid, s, len, 0, NULL);
    case SORTID_FORM_OBJECTID: return sortid_objectid_parse(&d.id.objectid, s, len, 0, NULL);
    case SORTID_FORM_XID: return sortid_xid_parse(&d.id.xid, s, len, 0, NULL);
    case SORTID_FORM_SNOWFLAKE: return sortid_snowflake_parse(&d.id.snowflake, s, len, 0, NULL);
    default: return SORTID_E_INVALID_ARG;
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (known == 0)
        for (unsigned f = 1; f < NFORMS; f++)
            known |= sortid_form_get((sortid_form)f) ? SORTID_ACCEPT(f) : 0u;
    if (size < 2)
        return 0;
    unsigned accept = (unsigned)(data[0] | data[1] << 8) & known;
    const char *s = (const char *)data + 2;
    size_t len = size - 2, pos = 12345;
    sortid_read_result r;
    sortid_status st = sortid_read(&r, s, len, accept, 0, &pos);
    if (accept == 0) {
        PROP(st == SORTID_E_INVALID_ARG);
        return 0;
    }
    if (!(accept & FAMILY))
        PROP(!is_family(r.form));
    if (st == SORTID_OK) {
        PROP(accept & SORTID_ACCEPT(r.form));
        if (is_family(r.form))
            PROP(own_parse(r.form, s, len) == SORTID_OK);
        unsigned also = sortid_read_also(s, len, r.form, accept);
        PROP((also & ~accept) == 0 && !(also & SORTID_ACCEPT(r.form)));
        for (unsigned f = 1; f < NFORMS; f++)
            if (also & SORTID_ACCEPT(f)) {
                sortid_read_result o;
                PROP(sortid_read(&o, s, len, SORTID_ACCEPT(f), 0, NULL) == SORTID_OK &&
                     o.form == (sortid_form)f);
                if (f == SORTID_FORM_TYPEID && r.form == SORTID_FORM_ULID)
                    PROP(memcmp(o.id.typeid.uuid.bytes, r.id.ulid.bytes, 16) == 0);
            }
    } else {
        PROP(st != SORTID_E_INVALID_ARG);
    }
    return 0;
}
