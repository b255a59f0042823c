/* SPDX-License-Identifier: MIT */
/* forms.c - the table of text forms, the second half of the kinds table
 * (kinds.c): per form its name, length, alphabet and case rule, its parser
 * and writer over sortid_read_result, and the kind its untyped text is.
 * The reader of untyped text (read.c) and sortid_id_format (id.c) go
 * through these rows. */
#include "family.h"

/* ---- the forms: each one's parser and writer over sortid_read_result ------- */

static sortid_status form_ulid_parse(sortid_read_result *r, const char *s, size_t n, unsigned f,
                                     size_t *pos)
{
    return sortid_ulid_parse(&r->id.ulid, s, n, f, pos);
}

static size_t form_ulid_write(char *dst, const sortid_read_result *r, unsigned flags)
{
    sortid_ulid_format(dst, &r->id.ulid, flags);
    return SORTID_ULID_TEXT_LEN;
}

static sortid_status form_flake_parse(sortid_read_result *r, const char *s, size_t n, unsigned f,
                                      size_t *pos)
{
    return sortid_flake_parse(&r->id.flake, s, n, f, pos);
}

static size_t form_flake_write(char *dst, const sortid_read_result *r, unsigned flags)
{
    sortid_flake_format(dst, &r->id.flake, flags);
    return SORTID_FLAKE_TEXT_LEN;
}

static sortid_status form_baseuid_parse(sortid_read_result *r, const char *s, size_t n, unsigned f,
                                        size_t *pos)
{
    (void)f;
    return sortid_baseuid_parse(&r->id.baseuid, s, n, 0, pos);
}

static size_t form_baseuid_write(char *dst, const sortid_read_result *r, unsigned flags)
{
    sortid_baseuid_format(dst, &r->id.baseuid, flags);
    return SORTID_BASEUID_TEXT_LEN;
}

static sortid_status form_uuid_parse(sortid_read_result *r, const char *s, size_t n, unsigned f,
                                     size_t *pos)
{
    (void)f;
    return sortid_uuid_parse(&r->id.uuid, s, n, 0, pos);
}

static size_t form_uuid_write(char *dst, const sortid_read_result *r, unsigned flags)
{
    return sortid_uuid_format(dst, &r->id.uuid, flags & SORTID_FORMAT_UPPER);
}

static size_t form_uuid_hex_write(char *dst, const sortid_read_result *r, unsigned flags)
{
    return sortid_uuid_format(dst, &r->id.uuid,
                              (flags & SORTID_FORMAT_UPPER) | SORTID_FORMAT_NO_HYPHENS);
}

/* Untyped UUID text is a UUIDv7 when its bits say so, else a UUID. */
static sortid_kind uuid_kind_of(const sortid_read_result *r)
{
    return sortid_uuid_version(&r->id.uuid) == 7 ? SORTID_KIND_UUIDV7 : SORTID_KIND_UUID;
}

static sortid_status form_flake_hex_parse(sortid_read_result *r, const char *s, size_t n,
                                          unsigned f, size_t *pos)
{
    (void)f;
    return sortid_flake_parse_hex(&r->id.flake, s, n, pos);
}

static size_t form_flake_hex_write(char *dst, const sortid_read_result *r, unsigned flags)
{
    (void)flags;
    return sortid_flake_format_hex(dst, &r->id.flake);
}

static sortid_status form_flake_int_parse(sortid_read_result *r, const char *s, size_t n,
                                          unsigned f, size_t *pos)
{
    (void)f;
    return sortid_flake_parse_int(&r->id.flake, s, n, pos);
}

static size_t form_flake_int_write(char *dst, const sortid_read_result *r, unsigned flags)
{
    (void)flags;
    return sortid_flake_format_int(dst, &r->id.flake);
}

static sortid_status form_ksuid_parse(sortid_read_result *r, const char *s, size_t n, unsigned f,
                                      size_t *pos)
{
    (void)f;
    return sortid_ksuid_parse(&r->id.ksuid, s, n, 0, pos);
}

static size_t form_ksuid_write(char *dst, const sortid_read_result *r, unsigned flags)
{
    (void)flags;
    sortid_ksuid_format(dst, &r->id.ksuid, 0);
    return SORTID_KSUID_TEXT_LEN;
}

static sortid_status form_typeid_parse(sortid_read_result *r, const char *s, size_t n, unsigned f,
                                       size_t *pos)
{
    (void)f;
    return sortid_typeid_parse(&r->id.typeid, s, n, 0, pos);
}

static size_t form_typeid_write(char *dst, const sortid_read_result *r, unsigned flags)
{
    (void)flags;
    return sortid_typeid_format(dst, &r->id.typeid, 0);
}

static sortid_status form_objectid_parse(sortid_read_result *r, const char *s, size_t n, unsigned f,
                                         size_t *pos)
{
    (void)f;
    return sortid_objectid_parse(&r->id.objectid, s, n, 0, pos);
}

static size_t form_objectid_write(char *dst, const sortid_read_result *r, unsigned flags)
{
    sortid_objectid_format(dst, &r->id.objectid, flags);
    return SORTID_OBJECTID_TEXT_LEN;
}

static sortid_status form_xid_parse(sortid_read_result *r, const char *s, size_t n, unsigned f,
                                    size_t *pos)
{
    (void)f;
    return sortid_xid_parse(&r->id.xid, s, n, 0, pos);
}

static size_t form_xid_write(char *dst, const sortid_read_result *r, unsigned flags)
{
    (void)flags;
    sortid_xid_format(dst, &r->id.xid, 0);
    return SORTID_XID_TEXT_LEN;
}

static sortid_status form_snowflake_parse(sortid_read_result *r, const char *s, size_t n,
                                          unsigned f, size_t *pos)
{
    (void)f;
    return sortid_snowflake_parse(&r->id.snowflake, s, n, 0, pos);
}

static size_t form_snowflake_write(char *dst, const sortid_read_result *r, unsigned flags)
{
    (void)flags;
    return sortid_snowflake_format(dst, &r->id.snowflake, 0);
}

static const char DIGITS[] = "0123456789";

/* One row per form, in the enum's order (checked by the test form_rows). */
static const sortid__form_row forms[] = {
    { .d = { .form = SORTID_FORM_ULID,
             .kind = SORTID_KIND_ULID,
             .name = "ulid",
             .title = "ULID text",
             .shape = "26 characters",
             .min_len = SORTID_ULID_TEXT_LEN,
             .max_len = SORTID_ULID_TEXT_LEN,
             .alphabet = sortid__b32_alphabet_upper,
             .letter_case = SORTID_CASE_EITHER },
      .parse = form_ulid_parse,
      .write = form_ulid_write,
      .kind_of = NULL },
    { .d = { .form = SORTID_FORM_FLAKE,
             .kind = SORTID_KIND_FLAKE,
             .name = "flake",
             .title = "Ulid-Flake text",
             .shape = "13 characters",
             .min_len = SORTID_FLAKE_TEXT_LEN,
             .max_len = SORTID_FLAKE_TEXT_LEN,
             .alphabet = sortid__b32_alphabet_upper,
             .letter_case = SORTID_CASE_EITHER },
      .parse = form_flake_parse,
      .write = form_flake_write,
      .kind_of = NULL },
    { .d = { .form = SORTID_FORM_BASEUID,
             .kind = SORTID_KIND_BASEUID,
             .name = "baseuid",
             .title = "BaseUID text",
             .shape = "20 characters",
             .min_len = SORTID_BASEUID_TEXT_LEN,
             .max_len = SORTID_BASEUID_TEXT_LEN,
             .alphabet = sortid__b64lex_alphabet,
             .letter_case = SORTID_CASE_SENSITIVE },
      .parse = form_baseuid_parse,
      .write = form_baseuid_write,
      .kind_of = NULL },
    { .d = { .form = SORTID_FORM_UUID,
             .kind = SORTID_KIND_UUID,
             .name = "uuid",
             .title = "a UUID",
             .shape = "36 characters",
             .min_len = SORTID_UUID_TEXT_LEN,
             .max_len = SORTID_UUID_TEXT_LEN,
             .alphabet = sortid__hex_lower,
             .letter_case = SORTID_CASE_EITHER },
      .parse = form_uuid_parse,
      .write = form_uuid_write,
      .kind_of = uuid_kind_of },
    { .d = { .form = SORTID_FORM_UUID_HEX,
             .kind = SORTID_KIND_UUID,
             .name = "uuid-hex",
             .title = "a UUID in 32 hex digits",
             .shape = "32 hex digits",
             .min_len = SORTID_UUID_HEX_TEXT_LEN,
             .max_len = SORTID_UUID_HEX_TEXT_LEN,
             .alphabet = sortid__hex_lower,
             .letter_case = SORTID_CASE_EITHER },
      .parse = form_uuid_parse,
      .write = form_uuid_hex_write,
      .kind_of = uuid_kind_of },
    { .d = { .form = SORTID_FORM_FLAKE_HEX,
             .kind = SORTID_KIND_FLAKE,
             .name = "flake-hex",
             .title = "a hex Ulid-Flake",
             .shape = "0x and 1 to 16 hex digits",
             .min_len = 3,
             .max_len = SORTID_FLAKE_HEX_TEXT_MAX,
             .alphabet = sortid__hex_upper,
             .letter_case = SORTID_CASE_EITHER },
      .parse = form_flake_hex_parse,
      .write = form_flake_hex_write,
      .kind_of = NULL },
    { .d = { .form = SORTID_FORM_FLAKE_INT,
             .kind = SORTID_KIND_FLAKE,
             .name = "flake-int",
             .title = "a decimal Ulid-Flake",
             .shape = "decimal digits",
             .min_len = 1,
             .max_len = SIZE_MAX,
             .alphabet = DIGITS,
             .letter_case = SORTID_CASE_EITHER },
      .parse = form_flake_int_parse,
      .write = form_flake_int_write,
      .kind_of = NULL },
    { .d = { .form = SORTID_FORM_KSUID,
             .kind = SORTID_KIND_KSUID,
             .name = "ksuid",
             .title = "KSUID text",
             .shape = "27 characters",
             .min_len = SORTID_KSUID_TEXT_LEN,
             .max_len = SORTID_KSUID_TEXT_LEN,
             .alphabet = sortid__b62_alphabet,
             .letter_case = SORTID_CASE_SENSITIVE },
      .parse = form_ksuid_parse,
      .write = form_ksuid_write,
      .kind_of = NULL },
    { .d = { .form = SORTID_FORM_TYPEID,
             .kind = SORTID_KIND_TYPEID,
             .name = "typeid",
             .title = "TypeID text",
             .shape = "prefix_ and 26 characters",
             .min_len = SORTID_TYPEID_SUFFIX_LEN,
             .max_len = SORTID_TYPEID_TEXT_MAX,
             .alphabet = sortid__b32_alphabet_lower,
             .letter_case = SORTID_CASE_LOWER },
      .parse = form_typeid_parse,
      .write = form_typeid_write,
      .kind_of = NULL },
    { .d = { .form = SORTID_FORM_OBJECTID,
             .kind = SORTID_KIND_OBJECTID,
             .name = "objectid",
             .title = "ObjectId text",
             .shape = "24 hex digits",
             .min_len = SORTID_OBJECTID_TEXT_LEN,
             .max_len = SORTID_OBJECTID_TEXT_LEN,
             .alphabet = sortid__hex_lower,
             .letter_case = SORTID_CASE_EITHER },
      .parse = form_objectid_parse,
      .write = form_objectid_write,
      .kind_of = NULL },
    { .d = { .form = SORTID_FORM_XID,
             .kind = SORTID_KIND_XID,
             .name = "xid",
             .title = "xid text",
             .shape = "20 characters",
             .min_len = SORTID_XID_TEXT_LEN,
             .max_len = SORTID_XID_TEXT_LEN,
             .alphabet = sortid__b32hex_alphabet,
             .letter_case = SORTID_CASE_LOWER },
      .parse = form_xid_parse,
      .write = form_xid_write,
      .kind_of = NULL },
    { .d = { .form = SORTID_FORM_SNOWFLAKE,
             .kind = SORTID_KIND_SNOWFLAKE,
             .name = "snowflake",
             .title = "a decimal Snowflake",
             .shape = "decimal digits",
             .min_len = 1,
             .max_len = SIZE_MAX,
             .alphabet = DIGITS,
             .letter_case = SORTID_CASE_EITHER },
      .parse = form_snowflake_parse,
      .write = form_snowflake_write,
      .kind_of = NULL },
};

const sortid__form_row *sortid__form_row_of(sortid_form form)
{
    size_t i = (size_t)form - 1;
    return form != SORTID_FORM_NONE && i < sizeof forms / sizeof forms[0] ? &forms[i] : NULL;
}

sortid_form sortid_form_each(size_t index)
{
    return index < sizeof forms / sizeof forms[0] ? forms[index].d.form : SORTID_FORM_NONE;
}

const sortid_form_desc *sortid_form_get(sortid_form form)
{
    const sortid__form_row *f = sortid__form_row_of(form);
    return f ? &f->d : NULL;
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
