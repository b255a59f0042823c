/* SPDX-License-Identifier: MIT */
/* test_read.c - sortid_read: the untyped-text grammar (length decides), accept masks, errors. */
#include "check.h"

#include <string.h>

#define A(f)    SORTID_ACCEPT(SORTID_FORM_##f)
#define INT_TOO (T_ACCEPT_CORE | A(FLAKE_INT))

static const char ULID[] = "01ARYZ6S41TSV4RRFFQ69G5FAV";
static const char FLAKE[] = "00CMXB6TAK4SA";
static const char BASEUID[] = "ANjssJkyfa3H00J9ZPJG";
static const char UUID[] = "017f22e2-79b0-7cc3-98c4-dc0c0c07398f";
static const char UUID_HEX[] = "017f22e279b07cc398c4dc0c0c07398f";

/* The answer of the form's own parser, which sortid_read must give. */
static sortid_status direct(sortid_form form, const char *s, size_t len, unsigned flags,
                            sortid_read_result *r, size_t *pos)
{
    switch (form) {
    case SORTID_FORM_ULID: return sortid_ulid_parse(&r->id.ulid, s, len, flags, pos);
    case SORTID_FORM_FLAKE: return sortid_flake_parse(&r->id.flake, s, len, flags, pos);
    case SORTID_FORM_BASEUID: return sortid_baseuid_parse(&r->id.baseuid, s, len, 0, pos);
    case SORTID_FORM_UUID:
    case SORTID_FORM_UUID_HEX: return sortid_uuid_parse(&r->id.uuid, s, len, 0, pos);
    case SORTID_FORM_FLAKE_HEX: return sortid_flake_parse_hex(&r->id.flake, s, len, pos);
    case SORTID_FORM_FLAKE_INT: return sortid_flake_parse_int(&r->id.flake, s, len, pos);
    case SORTID_FORM_SNOWFLAKE: return sortid_snowflake_parse(&r->id.snowflake, s, len, 0, pos);
    default: return SORTID_E_INVALID_ARG;
    }
}

static int same_value(sortid_form form, const sortid_read_result *a, const sortid_read_result *b)
{
    switch (form) {
    case SORTID_FORM_ULID:
        return !memcmp(a->id.ulid.bytes, b->id.ulid.bytes, sizeof a->id.ulid.bytes);
    case SORTID_FORM_BASEUID:
        return !memcmp(a->id.baseuid.bytes, b->id.baseuid.bytes, sizeof a->id.baseuid.bytes);
    case SORTID_FORM_UUID:
    case SORTID_FORM_UUID_HEX:
        return !memcmp(a->id.uuid.bytes, b->id.uuid.bytes, sizeof a->id.uuid.bytes);
    case SORTID_FORM_SNOWFLAKE:
        return a->id.snowflake.value == b->id.snowflake.value &&
               a->id.snowflake.epoch_ms == b->id.snowflake.epoch_ms;
    default: return a->id.flake.value == b->id.flake.value;
    }
}

/* Read s and check status, form and position; on success the value must be
 * the one the form's own parser gives. */
static void expect_read(const char *s, size_t len, unsigned accept, unsigned flags,
                        sortid_status st, sortid_form form, size_t pos)
{
    sortid_read_result r, d;
    size_t p = 12345, dp;
    char copy[64];
    memcpy(copy, s, len < sizeof copy ? len : sizeof copy);
    sortid_status got = sortid_read(&r, s, len, accept, flags, &p);
    CHECKF(got == st && r.form == form && (st == SORTID_OK || p == pos),
           "'%.*s' accept %#x: status %d form %s pos %zu, want %d %s %zu", (int)len, s, accept, got,
           sortid_form_name(r.form), p, st, sortid_form_name(form), pos);
    CHECKF(!memcmp(copy, s, len < sizeof copy ? len : sizeof copy), "'%.*s' changed", (int)len, s);
    if (got == SORTID_OK)
        CHECKF(direct(form, s, len, flags, &d, &dp) == SORTID_OK && same_value(form, &r, &d),
               "'%.*s': value differs from the %s parser's", (int)len, s, sortid_form_name(form));
}

#define EXPECT(s, accept, st, form, pos) \
    expect_read(s, sizeof s - 1, accept, 0, SORTID_##st, SORTID_FORM_##form, pos)

TEST(read_grammar_rows)
{
    EXPECT(ULID, T_ACCEPT_CORE, OK, ULID, 0);
    EXPECT(FLAKE, T_ACCEPT_CORE, OK, FLAKE, 0);
    EXPECT(BASEUID, T_ACCEPT_CORE, OK, BASEUID, 0);
    EXPECT(UUID, T_ACCEPT_CORE, OK, UUID, 0);
    EXPECT(UUID_HEX, T_ACCEPT_CORE, OK, UUID_HEX, 0);
    EXPECT("0x329D59B4A9932A", T_ACCEPT_CORE, OK, FLAKE_HEX, 0);
    EXPECT("0x1", T_ACCEPT_CORE, OK, FLAKE_HEX, 0);
    EXPECT("0X7fffffffffffffff", T_ACCEPT_CORE, OK, FLAKE_HEX, 0);
    EXPECT("14246757444195114", INT_TOO, OK, FLAKE_INT, 0);
    EXPECT("7", INT_TOO, OK, FLAKE_INT, 0);
    /* the same flake in its three forms */
    sortid_read_result a, b, c;
    CHECK(sortid_read(&a, FLAKE, 13, T_ACCEPT_CORE, 0, NULL) == SORTID_OK);
    CHECK(sortid_read(&b, "0x329D59B4A9932A", 16, T_ACCEPT_CORE, 0, NULL) == SORTID_OK);
    CHECK(sortid_read(&c, "14246757444195114", 17, INT_TOO, 0, NULL) == SORTID_OK);
    CHECK(a.id.flake.value == b.id.flake.value && b.id.flake.value == c.id.flake.value);
    /* the UUID forms carry the same bytes */
    CHECK(sortid_read(&a, UUID, 36, T_ACCEPT_CORE, 0, NULL) == SORTID_OK);
    CHECK(sortid_read(&b, UUID_HEX, 32, T_ACCEPT_CORE, 0, NULL) == SORTID_OK);
    CHECK(!memcmp(a.id.uuid.bytes, b.id.uuid.bytes, 16));
    /* lenient look-alikes for ULID and flake text only */
    EXPECT("0IARYZ6S41TSV4RRFFQ69G5FAV", T_ACCEPT_CORE, E_CHAR, ULID, 1);
    expect_read("0IARYZ6S41TSV4RRFFQ69G5FAV", 26, T_ACCEPT_CORE, SORTID_PARSE_LENIENT, SORTID_OK,
                SORTID_FORM_ULID, 0);
    expect_read("0OCMXB6TAK4SA", 13, T_ACCEPT_CORE, SORTID_PARSE_LENIENT, SORTID_OK,
                SORTID_FORM_FLAKE, 0);
}

TEST(read_ambiguous)
{
    /* 13 digits: flake text unless the integer form is asked for */
    EXPECT("0123456789012", T_ACCEPT_CORE, OK, FLAKE, 0);
    EXPECT("0123456789012", INT_TOO, OK, FLAKE_INT, 0);
    sortid_read_result r;
    CHECK(sortid_read(&r, "0123456789012", 13, INT_TOO, 0, NULL) == SORTID_OK &&
          r.id.flake.value == 123456789012u);
    /* 13 digits that overflow as text ('8' first) but not as an integer */
    EXPECT("8000000000000", T_ACCEPT_CORE, E_OVERFLOW, FLAKE, 0);
    EXPECT("8000000000000", INT_TOO, OK, FLAKE_INT, 0);
    /* ULIDs that begin with 0x / 0X: 26 characters are a ULID */
    EXPECT("0XGZ7C67VJJTNQJRFXJ9EKKM58", T_ACCEPT_CORE, OK, ULID, 0);
    EXPECT("0xGZ7C67VJJTNQJRFXJ9EKKM58", T_ACCEPT_CORE, OK, ULID, 0);
    EXPECT("0XGZ7C67VJJTNQJRFXJ9EKKM58", INT_TOO, OK, ULID, 0);
    /* 0x and 11 hex digits is 13 characters: flake text */
    EXPECT("0x123456789AB", T_ACCEPT_CORE, OK, FLAKE, 0);
    /* 0x at the other ID lengths: those IDs' text */
    EXPECT("0xjssJkyfa3H00J9ZPJG", T_ACCEPT_CORE, OK, BASEUID, 0);
    EXPECT("0x7f22e279b07cc398c4dc0c0c07398f", T_ACCEPT_CORE, E_CHAR, UUID_HEX, 1);
    /* digits at the other ID lengths are those IDs' text, or integers when asked */
    EXPECT("92345678901234567890", T_ACCEPT_CORE, OK, BASEUID, 0);
    EXPECT("92345678901234567890", INT_TOO, E_OVERFLOW, FLAKE_INT, 18);
    EXPECT("00000000000000000000000001", T_ACCEPT_CORE, OK, ULID, 0);
    EXPECT("00000000000000000000000001", INT_TOO, OK, FLAKE_INT, 0);
    EXPECT("01234567890123456789012345678901", T_ACCEPT_CORE, OK, UUID_HEX, 0);
    /* digits of no ID length: the integer form is the one to ask for */
    EXPECT("14246757444195114", T_ACCEPT_CORE, E_LENGTH, FLAKE_INT, 17);
    EXPECT("1", T_ACCEPT_CORE, E_LENGTH, FLAKE_INT, 1);
    EXPECT("9223372036854775808", INT_TOO, E_OVERFLOW, FLAKE_INT, 18);
    EXPECT("000000000000000000000000000000000000000000000000009223372036854775807", INT_TOO, OK,
           FLAKE_INT, 0);
}

TEST(read_errors)
{
    EXPECT("", T_ACCEPT_CORE, E_LENGTH, NONE, 0);
    EXPECT("", INT_TOO, E_LENGTH, NONE, 0);
    EXPECT("-1", INT_TOO, E_LENGTH, NONE, 2);
    EXPECT("01ARYZ6S41TSV4RRFFQ69G5FA", T_ACCEPT_CORE, E_LENGTH, NONE, 25);
    EXPECT("01ARYZ6S41TSV4RRFFQ69G5FAVXY", T_ACCEPT_CORE, E_LENGTH, NONE, 28);
    /* the hex form's own length rule */
    EXPECT("0x", T_ACCEPT_CORE, E_LENGTH, FLAKE_HEX, 2);
    EXPECT("0X", T_ACCEPT_CORE, E_LENGTH, FLAKE_HEX, 2);
    EXPECT("0x00000000000000001", T_ACCEPT_CORE, E_LENGTH, FLAKE_HEX, 18);
    EXPECT("0x8000000000000000", T_ACCEPT_CORE, E_OVERFLOW, FLAKE_HEX, 17);
    EXPECT("0x12g4", T_ACCEPT_CORE, E_CHAR, FLAKE_HEX, 4);
    /* accept narrows, never re-reads: the form of the length, refused */
    unsigned flake_only = A(FLAKE) | A(FLAKE_HEX);
    EXPECT(ULID, flake_only, E_LENGTH, ULID, 26);
    EXPECT(UUID, flake_only, E_LENGTH, UUID, 36);
    EXPECT("0x1F", A(ULID), E_LENGTH, FLAKE_HEX, 4);
    EXPECT("0123456789012", A(FLAKE_INT), OK, FLAKE_INT, 0);
    EXPECT(FLAKE, A(FLAKE_INT), E_LENGTH, FLAKE, 13);
    EXPECT(FLAKE, flake_only, OK, FLAKE, 0);
    EXPECT("123", flake_only, E_LENGTH, FLAKE_INT, 3);
    /* a snowflake alone (of no fixed length): a text of no form's length is
     * read as one (its byte); another form's length is named; empty is no
     * ID's length */
    EXPECT("12a45", A(SNOWFLAKE), E_CHAR, SNOWFLAKE, 2);
    EXPECT("-5", A(SNOWFLAKE), E_CHAR, SNOWFLAKE, 0);
    EXPECT(ULID, A(SNOWFLAKE), E_LENGTH, ULID, 26);
    EXPECT("", A(SNOWFLAKE), E_LENGTH, NONE, 0);
    EXPECT("175928847299117063", A(SNOWFLAKE), OK, SNOWFLAKE, 0);
    EXPECT("9223372036854775808", A(SNOWFLAKE), E_OVERFLOW, SNOWFLAKE, 18);
    /* bad arguments */
    sortid_read_result r;
    size_t pos;
    CHECK(sortid_read(NULL, ULID, 26, T_ACCEPT_CORE, 0, &pos) == SORTID_E_INVALID_ARG);
    CHECK(sortid_read(&r, NULL, 26, T_ACCEPT_CORE, 0, &pos) == SORTID_E_INVALID_ARG);
    CHECK(sortid_read(&r, ULID, 26, 0, 0, &pos) == SORTID_E_INVALID_ARG);
    CHECK(sortid_read(&r, ULID, 26, A(NONE), 0, &pos) == SORTID_E_INVALID_ARG);
    CHECK(sortid_read(&r, ULID, 26, T_ACCEPT_CORE, 0, NULL) == SORTID_OK);
    CHECK(!strcmp(sortid_form_name(SORTID_FORM_FLAKE_HEX), "flake-hex"));
    CHECK(!strcmp(sortid_form_name((sortid_form)99), "none"));
}

/* Every byte value as the first byte of a text of every ID length: the same
 * answer as that form's parser, and control bytes always refused at byte 0
 * (no byte ever stands for another, as a sentinel would). */
TEST(read_every_first_byte)
{
    static const struct {
        const char *base;
        sortid_form form;
    } bases[] = { { ULID, SORTID_FORM_ULID },
                  { FLAKE, SORTID_FORM_FLAKE },
                  { BASEUID, SORTID_FORM_BASEUID },
                  { "-SJoMAAAAAAAAAAAAAAA", SORTID_FORM_BASEUID },
                  { UUID, SORTID_FORM_UUID },
                  { UUID_HEX, SORTID_FORM_UUID_HEX },
                  { "0123456789012", SORTID_FORM_FLAKE } };
    int wrong = 0;
    for (size_t k = 0; k < sizeof bases / sizeof bases[0]; k++) {
        size_t len = strlen(bases[k].base);
        char s[40];
        memcpy(s, bases[k].base, len);
        for (unsigned c = 0; c < 256; c++) {
            for (int with_int = 0; with_int < 2; with_int++) {
                unsigned accept = with_int ? INT_TOO : T_ACCEPT_CORE;
                sortid_read_result r, d;
                size_t p = 999, dp = 999;
                s[0] = (char)c;
                int digits = 1;
                for (size_t i = 0; i < len; i++)
                    digits &= s[i] >= '0' && s[i] <= '9';
                sortid_form want = with_int && digits ? SORTID_FORM_FLAKE_INT : bases[k].form;
                sortid_status st = sortid_read(&r, s, len, accept, 0, &p);
                sortid_status ds = direct(want, s, len, 0, &d, &dp);
                int ok = r.form == want && st == ds &&
                         (st == SORTID_OK ? same_value(want, &r, &d) : p == dp);
                if (c < 0x20 || c == 0x7f)
                    ok = ok && st == SORTID_E_CHAR && p == 0;
                if (!ok && wrong++ < 10)
                    CHECKF(0, "first byte %#x of %s: status %d pos %zu form %s", c, bases[k].base,
                           st, p, sortid_form_name(r.form));
            }
        }
    }
    CHECKF(wrong == 0, "%d wrong answers", wrong);
    /* control bytes first at the hex lengths: no longer "0x", no form */
    for (unsigned c = 0; c < 0x20; c++) {
        char s[] = "?x1F";
        s[0] = (char)c;
        expect_read(s, 4, T_ACCEPT_CORE, 0, SORTID_E_LENGTH, SORTID_FORM_NONE, 4);
    }
}

/* The forms table: a row for every form in the enum's order, its name,
 * kind and shape the same as the rest of the library says: a text of a
 * fixed-length form's length reads as that form (or its default sibling),
 * and the shape names that length. */
TEST(form_rows)
{
    static const struct {
        sortid_form form;
        size_t len;
    } fixed[] = {
        { SORTID_FORM_ULID, SORTID_ULID_TEXT_LEN },
        { SORTID_FORM_FLAKE, SORTID_FLAKE_TEXT_LEN },
        { SORTID_FORM_BASEUID, SORTID_BASEUID_TEXT_LEN },
        { SORTID_FORM_UUID, SORTID_UUID_TEXT_LEN },
        { SORTID_FORM_UUID_HEX, SORTID_UUID_HEX_TEXT_LEN },
        { SORTID_FORM_KSUID, SORTID_KSUID_TEXT_LEN },
        { SORTID_FORM_OBJECTID, SORTID_OBJECTID_TEXT_LEN },
        { SORTID_FORM_XID, SORTID_XID_TEXT_LEN },
    };
    unsigned f;
    CHECK(sortid_form_get(SORTID_FORM_NONE) == NULL && sortid_form_get((sortid_form)99) == NULL);
    for (f = 1; sortid_form_get((sortid_form)f) != NULL; f++) {
        const sortid_form_desc *d = sortid_form_get((sortid_form)f);
        CHECKF(d->form == (sortid_form)f && d->name && d->title && d->shape, "form %u", f);
        CHECKF(!strcmp(d->name, sortid_form_name((sortid_form)f)), "form %u", f);
        CHECKF(d->kind == sortid_form_kind((sortid_form)f) &&
                   (sortid_kind_get(d->kind)->forms & SORTID_ACCEPT(f)),
               "form %s: its kind %s does not read it", d->name, sortid_kind_name(d->kind));
    }
    CHECKF(f == SORTID_FORM_SNOWFLAKE + 1, "%u rows", f - 1);
    for (size_t i = 0; i < sizeof fixed / sizeof fixed[0]; i++) {
        char n[24];
        snprintf(n, sizeof n, "%zu ", fixed[i].len);
        CHECKF(strncmp(sortid_form_get(fixed[i].form)->shape, n, strlen(n)) == 0, "%s: '%s'",
               sortid_form_name(fixed[i].form), sortid_form_get(fixed[i].form)->shape);
    }
    CHECK(strstr(sortid_form_get(SORTID_FORM_TYPEID)->shape, "26") != NULL);
    CHECK(strstr(sortid_form_get(SORTID_FORM_FLAKE_HEX)->shape, "16 hex digits") != NULL &&
          SORTID_FLAKE_HEX_TEXT_MAX == 18);
}
