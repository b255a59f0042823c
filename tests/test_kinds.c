/* SPDX-License-Identifier: MIT */
/* test_kinds.c - the kinds table and the kind-generic calls: the table agrees
 * with each kind's own constants and calls, names read back exactly, and
 * parse / format / time / at / convert / generation over sortid_id give what
 * the kind's own calls give. */
#include <stdlib.h>
#include <string.h>

#include "check.h"

static int at_mode(const char *s, sortid_at *out)
{
    if (strcmp(s, "min") == 0)
        *out = SORTID_AT_MIN;
    else if (strcmp(s, "max") == 0)
        *out = SORTID_AT_MAX;
    else
        return 0;
    return 1;
}

TEST(kinds_table_agrees_with_each_kind)
{
    size_t n = 0;
    for (sortid_kind k; (k = sortid_kind_each(n)) != SORTID_KIND_NONE; n++) {
        const sortid_kind_desc *d = sortid_kind_get(k);
        sortid_kind back = SORTID_KIND_NONE;
        CHECKF(d && d->kind == k, "row %zu", n);
        CHECK(strcmp(sortid_kind_name(k), d->name) == 0);
        CHECK(sortid_kind_from_name(&back, d->name, strlen(d->name)) == SORTID_OK && back == k);
        CHECK(d->bytes <= SORTID_ID_BYTES && d->text_len <= SORTID_ID_TEXT_MAX);
        CHECK(d->a_title &&
              (strncmp(d->a_title, "a ", 2) == 0 || strncmp(d->a_title, "an ", 3) == 0) &&
              strcmp(strchr(d->a_title, ' ') + 1, d->title) == 0);
    }
    CHECK(n == 11);
    /* the article the title takes when spoken: "an ObjectId", "an xid" (ex-id),
     * "a UUID" and "a ULID" (you-) */
    CHECK(strcmp(sortid_kind_get(SORTID_KIND_OBJECTID)->a_title, "an ObjectId") == 0);
    CHECK(strcmp(sortid_kind_get(SORTID_KIND_XID)->a_title, "an xid") == 0);
    CHECK(strcmp(sortid_kind_get(SORTID_KIND_UUID)->a_title, "a UUID") == 0);
    CHECK(strcmp(sortid_kind_get(SORTID_KIND_ULID)->a_title, "a ULID") == 0);
    CHECK(sortid_kind_get(SORTID_KIND_ULID)->bytes == SORTID_ULID_BYTES);
    CHECK(sortid_kind_get(SORTID_KIND_ULID)->text_len == SORTID_ULID_TEXT_LEN);
    CHECK(sortid_kind_get(SORTID_KIND_ULID)->random_bits == 80);
    CHECK(sortid_kind_get(SORTID_KIND_FLAKE)->text_len == SORTID_FLAKE_TEXT_LEN);
    CHECK(sortid_kind_get(SORTID_KIND_FLAKE)->random_bits == 20);
    CHECK(sortid_kind_get(SORTID_KIND_FLAKE_SCALABLE)->random_bits == 15);
    CHECK(sortid_kind_get(SORTID_KIND_BASEUID)->bytes == SORTID_BASEUID_BYTES);
    CHECK(sortid_kind_get(SORTID_KIND_BASEUID)->tick_ns == 32768);
    CHECK(sortid_kind_get(SORTID_KIND_BASEUID)->time_max_ms == INT64_C(9223372036854));
    CHECK(sortid_kind_get(SORTID_KIND_UUIDV7)->random_bits == 74);
    CHECK(sortid_kind_get(SORTID_KIND_UUID)->tick_ns == 0);
    CHECK(!(sortid_kind_get(SORTID_KIND_UUID)->calls & SORTID_CALL_GENERATE));
    CHECK(sortid_kind_get(SORTID_KIND_NONE) == NULL);
    CHECK(sortid_kind_get((sortid_kind)99) == NULL);
    CHECK(strcmp(sortid_kind_name((sortid_kind)99), "unknown") == 0);
}

TEST(kind_names_match_whole)
{
    sortid_kind k = SORTID_KIND_ULID;
    CHECK(sortid_kind_from_name(&k, "flake-scalable", 14) == SORTID_OK &&
          k == SORTID_KIND_FLAKE_SCALABLE);
    CHECK(sortid_kind_from_name(&k, "flake-scalable", 5) == SORTID_OK && k == SORTID_KIND_FLAKE);
    CHECK(sortid_kind_from_name(&k, "ulid\0junk", 9) == SORTID_E_KIND);
    CHECK(sortid_kind_from_name(&k, "ulid", 3) == SORTID_E_KIND);
    CHECK(sortid_kind_from_name(&k, "ULID", 4) == SORTID_E_KIND);
    CHECK(sortid_kind_from_name(&k, "", 0) == SORTID_E_KIND);
    CHECK(sortid_kind_from_name(NULL, "ulid", 4) == SORTID_E_INVALID_ARG);
    CHECK(sortid_kind_from_name(&k, NULL, 4) == SORTID_E_INVALID_ARG);
    CHECK(strcmp(sortid_strerror(SORTID_E_KIND), "unknown sortid status") != 0);
}

/* Parse text as kind, format it back in form, compare with want. */
static void round_trip(sortid_kind kind, const char *text, sortid_form form, unsigned flags,
                       const char *want)
{
    sortid_id id;
    char out[SORTID_ID_TEXT_MAX + 1];
    size_t pos = 99, len = 0;
    sortid_form read = SORTID_FORM_NONE;
    sortid_status s = sortid_id_parse(&id, kind, text, strlen(text), 0, &pos, &read);
    CHECKF(s == SORTID_OK, "%s as %s: %s at %zu", text, sortid_kind_name(kind), sortid_strerror(s),
           pos);
    if (s != SORTID_OK)
        return;
    s = sortid_id_format(out, sizeof out, &id, form, flags, &len);
    CHECKF(s == SORTID_OK && strcmp(out, want) == 0 && len == strlen(want), "%s -> %s, want %s",
           text, out, want);
}

TEST(id_parse_and_format)
{
    const char *u = "01ARYZ6S41TSV4RRFFQ69G5FAV";
    const char *uu = "01563df3-6481-d676-4c61-efb99302bd5b";
    round_trip(SORTID_KIND_ULID, u, SORTID_FORM_NONE, 0, u);
    round_trip(SORTID_KIND_ULID, u, SORTID_FORM_UUID, 0, uu);
    round_trip(SORTID_KIND_ULID, uu, SORTID_FORM_NONE, 0, u);
    round_trip(SORTID_KIND_ULID, "01563df36481d6764c61efb99302bd5b", SORTID_FORM_ULID,
               SORTID_FORMAT_LOWER, "01aryz6s41tsv4rrffq69g5fav");
    round_trip(SORTID_KIND_NONE, u, SORTID_FORM_UUID_HEX, SORTID_FORMAT_UPPER,
               "01563DF36481D6764C61EFB99302BD5B");
    round_trip(SORTID_KIND_FLAKE, "00CMXB6TAK4SA", SORTID_FORM_FLAKE_INT, 0, "14246757444195114");
    round_trip(SORTID_KIND_FLAKE, "0x329D59B4A9932A", SORTID_FORM_NONE, 0, "00CMXB6TAK4SA");
    round_trip(SORTID_KIND_BASEUID, "ANjssJkyfa3H00J9ZPJG", SORTID_FORM_UUID, 0,
               "2d8bf8e1-4c3e-8ae6-8448-10542a469444");
    round_trip(SORTID_KIND_BASEUID, "2d8bf8e1-4c3e-8ae6-8448-10542a469444", SORTID_FORM_NONE, 0,
               "ANjssJkyfa3H00J9ZPJG");
    round_trip(SORTID_KIND_UUIDV7, "017F22E2-79B0-7CC3-98C4-DC0C0C07398F", SORTID_FORM_NONE, 0,
               "017f22e2-79b0-7cc3-98c4-dc0c0c07398f");
    round_trip(SORTID_KIND_UUID, "00000000-0000-0000-0000-000000000000", SORTID_FORM_UUID_HEX, 0,
               "00000000000000000000000000000000");
}

TEST(id_parse_untyped_kinds)
{
    struct {
        const char *text;
        sortid_kind kind;
    } rows[] = {
        { "01ARYZ6S41TSV4RRFFQ69G5FAV", SORTID_KIND_ULID },
        { "00CMXB6TAK4SA", SORTID_KIND_FLAKE },
        { "0x1", SORTID_KIND_FLAKE },
        { "ANjssJkyfa3H00J9ZPJG", SORTID_KIND_BASEUID },
        { "017f22e2-79b0-7cc3-98c4-dc0c0c07398f", SORTID_KIND_UUIDV7 },
        { "2d8bf8e1-4c3e-8ae6-8448-10542a469444", SORTID_KIND_UUID },
        { "017f22e279b07cc398c4dc0c0c07398f", SORTID_KIND_UUIDV7 },
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        sortid_id id;
        sortid_status s = sortid_id_parse(&id, SORTID_KIND_NONE, rows[i].text, strlen(rows[i].text),
                                          0, NULL, NULL);
        CHECKF(s == SORTID_OK && id.kind == rows[i].kind, "%s: %s, kind %s", rows[i].text,
               sortid_strerror(s), sortid_kind_name(id.kind));
    }
}

TEST(id_parse_errors_name_the_place)
{
    sortid_id id;
    size_t pos = 0;
    sortid_form form = SORTID_FORM_NONE;
    const char *v4 = "2d8bf8e1-4c3e-4ae6-8448-10542a469444";
    CHECK(sortid_id_parse(&id, SORTID_KIND_ULID, "01ARYZ6S41TSV4RRFFQ69G5FAU", 26, 0, &pos,
                          &form) == SORTID_E_CHAR &&
          pos == 25 && form == SORTID_FORM_ULID);
    CHECK(sortid_id_parse(&id, SORTID_KIND_UUIDV7, v4, 36, 0, &pos, NULL) == SORTID_E_VERSION &&
          pos == 0);
    CHECK(sortid_id_parse(&id, SORTID_KIND_UUIDV7, "00000000000000000000000000000000", 32, 0, &pos,
                          NULL) == SORTID_E_VERSION);
    CHECK(sortid_id_parse(&id, SORTID_KIND_BASEUID, v4, 36, 0, &pos, NULL) == SORTID_E_VERSION);
    /* a form the kind does not take is a length error at the end */
    CHECK(sortid_id_parse(&id, SORTID_KIND_FLAKE, "01ARYZ6S41TSV4RRFFQ69G5FAV", 26, 0, &pos,
                          &form) == SORTID_E_LENGTH &&
          pos == 26 && form == SORTID_FORM_ULID);
    /* digits: the decimal flake form only when asked for */
    CHECK(sortid_id_parse(&id, SORTID_KIND_FLAKE, "12345", 5, 0, &pos, &form) == SORTID_E_LENGTH &&
          form == SORTID_FORM_FLAKE_INT);
    CHECK(sortid_id_parse(&id, SORTID_KIND_FLAKE, "12345", 5, SORTID_PARSE_INT, &pos, NULL) ==
          SORTID_OK);
    CHECK(sortid_id_parse(&id, SORTID_KIND_NONE, "9223372036854775808", 19, SORTID_PARSE_INT, &pos,
                          NULL) == SORTID_E_OVERFLOW);
    CHECK(sortid_id_parse(&id, (sortid_kind)42, "x", 1, 0, &pos, NULL) == SORTID_E_KIND);
    CHECK(sortid_id_parse(NULL, SORTID_KIND_ULID, "x", 1, 0, &pos, NULL) == SORTID_E_INVALID_ARG);
    CHECK(sortid_id_parse(&id, SORTID_KIND_ULID, "01ARYZ6S41TSV4RRFFQ69G5F\x80V", 26, 0, &pos,
                          NULL) == SORTID_E_CHAR &&
          pos == 24);
}

TEST(id_format_refuses)
{
    sortid_id id;
    char small[10];
    size_t len = 7;
    CHECK(sortid_id_parse(&id, SORTID_KIND_FLAKE, "00CMXB6TAK4SA", 13, 0, NULL, NULL) == SORTID_OK);
    CHECK(sortid_id_format(small, sizeof small, &id, SORTID_FORM_NONE, 0, &len) ==
              SORTID_E_BUFFER &&
          len == 0);
    CHECK(sortid_id_format(small, sizeof small, &id, SORTID_FORM_UUID, 0, NULL) == SORTID_E_KIND);
    id.kind = (sortid_kind)77;
    CHECK(sortid_id_format(small, sizeof small, &id, SORTID_FORM_NONE, 0, NULL) == SORTID_E_KIND);
}

TEST(id_time_of_every_kind)
{
    sortid_id id;
    int64_t ms = 0;
    uint32_t ns = 1;
    CHECK(sortid_id_parse(&id, SORTID_KIND_ULID, "01ARYZ6S41TSV4RRFFQ69G5FAV", 26, 0, NULL, NULL) ==
          SORTID_OK);
    CHECK(sortid_id_unix_ms(&ms, &ns, &id) == SORTID_OK && ms == INT64_C(1469918176385) && ns == 0);
    CHECK(sortid_id_parse(&id, SORTID_KIND_NONE, "00CMXB6TAK4SA", 13, 0, NULL, NULL) == SORTID_OK);
    CHECK(sortid_id_unix_ms(&ms, NULL, &id) == SORTID_OK && ms == INT64_C(1717653966666));
    CHECK(sortid_id_parse(&id, SORTID_KIND_NONE, "017f22e2-79b0-7cc3-98c4-dc0c0c07398f", 36, 0,
                          NULL, NULL) == SORTID_OK);
    CHECK(sortid_id_unix_ms(&ms, NULL, &id) == SORTID_OK && ms == INT64_C(1645557742000));
    CHECK(sortid_id_parse(&id, SORTID_KIND_NONE, "2d8bf8e1-4c3e-4ae6-8448-10542a469444", 36, 0,
                          NULL, NULL) == SORTID_OK &&
          id.kind == SORTID_KIND_UUID);
    CHECK(sortid_id_unix_ms(&ms, NULL, &id) == SORTID_E_VERSION);
    /* BaseUID: the nanoseconds of its tick within the millisecond */
    CHECK(sortid_id_at(&id, SORTID_KIND_BASEUID, 5, 999999, SORTID_AT_MIN, 0) == SORTID_OK);
    CHECK(sortid_id_unix_ms(&ms, &ns, &id) == SORTID_OK && ms == 5 &&
          ns == (uint32_t)((5999999 >> 15 << 15) - 5000000));
    CHECK(sortid_id_unix_ms(NULL, NULL, &id) == SORTID_E_INVALID_ARG);
}

/* at-time.tsv (an independent Python implementation wrote it) through the
 * generic call: the kind by its name, the ID in its canonical form. */
TEST(id_at_vectors)
{
    char line[512];
    unsigned rows = 0;
    FILE *f = open_vectors("at-time.tsv");
    CHECK(f != NULL);
    if (!f)
        return;
    if (!fgets(line, sizeof line, f)) { /* header */
        fclose(f);
        return;
    }
    while (fgets(line, sizeof line, f)) {
        char kname[32], rfc[64], mode[8], want[128];
        unsigned node, ns;
        long long ms;
        sortid_kind kind;
        sortid_at which = SORTID_AT_RANDOM;
        sortid_id id;
        char out[SORTID_ID_TEXT_MAX + 1];
        if (sscanf(line, "%31[^\t]\t%u\t%lld\t%u\t%63[^\t]\t%7[^\t]\t%127[^\n]", kname, &node, &ms,
                   &ns, rfc, mode, want) != 7)
            continue;
        CHECK(sortid_kind_from_name(&kind, kname, strlen(kname)) == SORTID_OK);
        CHECK(at_mode(mode, &which));
        sortid_status s = sortid_id_at(&id, kind, ms, ns, which, node);
        if (strncmp(want, "ERROR", 5) == 0) {
            CHECKF(s == SORTID_E_TIME_RANGE, "%s %lld: %s", kname, ms, sortid_strerror(s));
        } else {
            CHECKF(s == SORTID_OK &&
                       sortid_id_format(out, sizeof out, &id, SORTID_FORM_NONE, 0, NULL) ==
                           SORTID_OK &&
                       strcmp(out, want) == 0,
                   "%s %lld %s: %s, want %s", kname, ms, mode, out, want);
        }
        rows++;
    }
    fclose(f);
    CHECK(rows >= 90);
}

TEST(id_at_refuses)
{
    sortid_id id;
    id.kind = SORTID_KIND_ULID;
    CHECK(sortid_id_at(&id, SORTID_KIND_UUID, 0, 0, SORTID_AT_MIN, 0) == SORTID_E_KIND);
    CHECK(sortid_id_at(&id, SORTID_KIND_ULID, 0, 0, SORTID_AT_MIN, 3) == SORTID_E_INVALID_ARG);
    CHECK(sortid_id_at(&id, SORTID_KIND_FLAKE, INT64_C(1704067200000), 0, SORTID_AT_MIN, 1) ==
          SORTID_E_INVALID_ARG);
    CHECK(sortid_id_at(&id, SORTID_KIND_FLAKE_SCALABLE, INT64_C(1704067200000), 0, SORTID_AT_MAX,
                       31) == SORTID_OK);
    CHECK(sortid_id_at(&id, SORTID_KIND_ULID, 0, 0, (sortid_at)9, 0) == SORTID_E_INVALID_ARG);
    CHECK(sortid_id_at(NULL, SORTID_KIND_ULID, 0, 0, SORTID_AT_MIN, 0) == SORTID_E_INVALID_ARG);
}

TEST(id_convert)
{
    sortid_id u, x, back;
    char out[SORTID_ID_TEXT_MAX + 1];
    CHECK(sortid_id_parse(&u, SORTID_KIND_ULID, "01FWHE4YDGFK1SHH6W1G60EECF", 26, 0, NULL, NULL) ==
          SORTID_OK);
    CHECK(sortid_id_convert(&x, SORTID_KIND_UUIDV7, &u) == SORTID_OK &&
          sortid_id_format(out, sizeof out, &x, SORTID_FORM_NONE, 0, NULL) == SORTID_OK &&
          strcmp(out, "017f22e2-79b0-7cc3-98c4-dc0c0c07398f") == 0);
    CHECK(sortid_id_convert(&back, SORTID_KIND_ULID, &x) == SORTID_OK &&
          memcmp(back.bytes, u.bytes, 16) == 0 && back.kind == SORTID_KIND_ULID);
    CHECK(sortid_id_convert(&x, SORTID_KIND_UUID, &u) == SORTID_OK && x.kind == SORTID_KIND_UUID);
    /* a ULID that is no UUIDv7 does not become one */
    CHECK(sortid_id_parse(&u, SORTID_KIND_ULID, "01ARYZ6S41TSV4RRFFQ69G5FAV", 26, 0, NULL, NULL) ==
          SORTID_OK);
    CHECK(sortid_id_convert(&x, SORTID_KIND_UUIDV7, &u) == SORTID_E_VERSION);
    /* BaseUID <-> UUID through the UUIDv8 form; in place */
    CHECK(sortid_id_parse(&u, SORTID_KIND_BASEUID, "ANjssJkyfa3H00J9ZPJG", 20, 0, NULL, NULL) ==
          SORTID_OK);
    CHECK(sortid_id_convert(&u, SORTID_KIND_UUID, &u) == SORTID_OK &&
          sortid_id_format(out, sizeof out, &u, SORTID_FORM_NONE, 0, NULL) == SORTID_OK &&
          strcmp(out, "2d8bf8e1-4c3e-8ae6-8448-10542a469444") == 0);
    CHECK(sortid_id_convert(&u, SORTID_KIND_BASEUID, &u) == SORTID_OK &&
          sortid_id_format(out, sizeof out, &u, SORTID_FORM_NONE, 0, NULL) == SORTID_OK &&
          strcmp(out, "ANjssJkyfa3H00J9ZPJG") == 0);
    /* flakes share no form with the 128-bit kinds */
    CHECK(sortid_id_parse(&u, SORTID_KIND_FLAKE, "00CMXB6TAK4SA", 13, 0, NULL, NULL) == SORTID_OK);
    CHECK(sortid_id_convert(&x, SORTID_KIND_ULID, &u) == SORTID_E_KIND);
    CHECK(sortid_id_convert(&x, SORTID_KIND_FLAKE, &u) == SORTID_OK &&
          memcmp(x.bytes, u.bytes, 8) == 0);
}

TEST(gen_id_and_lines)
{
    sortid_gen g;
    sortid_gen_options o = { 0 };
    sortid_id a, b;
    char text[300 * 27];
    size_t done = 0;
    o.flags = SORTID_GEN_MONOTONIC;
    CHECK(sortid_gen_init(&g, SORTID_KIND_ULID, &o) == SORTID_OK);
    CHECK(sortid_gen_refused(&g) == NULL);
    CHECK(sortid_gen_id(&g, &a) == SORTID_OK && a.kind == SORTID_KIND_ULID);
    CHECK(sortid_gen_id(&g, &b) == SORTID_OK && memcmp(a.bytes, b.bytes, 16) < 0);
    CHECK(sortid_gen_lines(&g, text, sizeof text, 300, 0, &done) == SORTID_OK && done == 300);
    {
        sortid_ulid ids[300];
        size_t count = 0;
        int sorted = 1;
        CHECK(sortid_ulid_parse_lines(ids, 300, text, sizeof text, 0, &count, NULL) == SORTID_OK &&
              count == 300);
        for (size_t i = 1; i < count; i++)
            sorted &= sortid_ulid_compare(&ids[i - 1], &ids[i]) < 0;
        CHECK(sorted);
        CHECK(memcmp(b.bytes, ids[0].bytes, 16) < 0);
    }
    CHECK(sortid_gen_lines(&g, text, 27 * 2 - 1, 2, 0, &done) == SORTID_E_BUFFER && done == 0);
    /* a flake generator's lines and IDs: 13 characters, the default epoch; a
     * scalable flake's 15 bits can run out within a millisecond (a slow
     * sanitizer build), so it may wait for the next */
    o.flags = 0;
    o.max_wait_ns = SORTID_WAIT_DEFAULT_NS;
    CHECK(sortid_gen_init(&g, SORTID_KIND_FLAKE_SCALABLE, &o) == SORTID_OK);
    CHECK(sortid_gen_id(&g, &a) == SORTID_OK && a.kind == SORTID_KIND_FLAKE_SCALABLE &&
          a.epoch_ms == SORTID_FLAKE_EPOCH_MS);
    CHECK(sortid_gen_lines(&g, text, 14 * 3, 3, SORTID_FORMAT_LOWER, &done) == SORTID_OK &&
          done == 3 && text[13] == '\n' && text[41] == '\n');
    {
        sortid_id f;
        CHECK(sortid_id_parse(&f, SORTID_KIND_FLAKE_SCALABLE, text + 14, 13, 0, NULL, NULL) ==
              SORTID_OK);
    }
    /* UUIDv7 lines are 36 characters */
    CHECK(sortid_gen_init(&g, SORTID_KIND_UUIDV7, NULL) == SORTID_OK);
    CHECK(sortid_gen_lines(&g, text, 37 * 2, 2, 0, &done) == SORTID_OK && text[36] == '\n');
    {
        sortid_id v;
        CHECK(sortid_id_parse(&v, SORTID_KIND_UUIDV7, text + 37, 36, 0, NULL, NULL) == SORTID_OK);
    }
}

TEST(gen_id_at_instant)
{
    sortid_gen g;
    sortid_gen_options o = { 0 };
    sortid_id a, b;
    char out[SORTID_ID_TEXT_MAX + 1];
    int64_t ms = 0;
    o.flags = SORTID_GEN_MONOTONIC;
    CHECK(sortid_gen_init(&g, SORTID_KIND_ULID, &o) == SORTID_OK);
    /* the last millisecond a ULID holds, in year 10889: past 2262's int64 ns */
    CHECK(sortid_gen_id_at(&g, &a, SORTID_ULID_TICK_MAX, 0) == SORTID_OK &&
          sortid_id_unix_ms(&ms, NULL, &a) == SORTID_OK && ms == SORTID_ULID_TICK_MAX);
    CHECK(sortid_id_format(out, sizeof out, &a, SORTID_FORM_NONE, 0, NULL) == SORTID_OK &&
          out[0] == '7' && out[9] == 'Z');
    /* the same instant again steps the last ID by one */
    CHECK(sortid_gen_id_at(&g, &b, SORTID_ULID_TICK_MAX, 0) == SORTID_OK &&
          memcmp(a.bytes, b.bytes, 16) < 0 && b.bytes[15] == (uint8_t)(a.bytes[15] + 1));
    /* an earlier instant keeps the last tick: still increasing */
    CHECK(sortid_gen_id_at(&g, &a, 5, 0) == SORTID_OK && memcmp(b.bytes, a.bytes, 16) < 0);
    CHECK(sortid_gen_id_at(&g, &a, SORTID_ULID_TICK_MAX + 1, 0) == SORTID_E_TIME_RANGE);
    CHECK(sortid_gen_id_at(&g, &a, -1, 0) == SORTID_E_TIME_RANGE);
    CHECK(sortid_gen_id_at(&g, &a, 0, 1000000) == SORTID_E_INVALID_ARG);
    /* exhaustion at a fixed instant: no wait, state kept */
    {
        fake_entropy e = { 0xFF, 1, 0 };
        o.entropy = fake_entropy_read;
        o.entropy_ctx = &e;
        CHECK(sortid_gen_init(&g, SORTID_KIND_ULID, &o) == SORTID_OK);
        CHECK(sortid_gen_id_at(&g, &a, 1000, 0) == SORTID_OK);
        CHECK(sortid_gen_id_at(&g, &b, 1000, 0) == SORTID_E_EXHAUSTED);
        CHECK(sortid_gen_id_at(&g, &b, 1001, 0) == SORTID_OK && memcmp(a.bytes, b.bytes, 16) < 0);
    }
}

TEST(gen_refused_names_the_option)
{
    sortid_gen g;
    sortid_gen_options o = { 0 };
    const char *why;
    o.node = 32;
    CHECK(sortid_gen_init(&g, SORTID_KIND_FLAKE_SCALABLE, &o) == SORTID_E_INVALID_ARG);
    why = sortid_gen_refused(&g);
    CHECK(why && strstr(why, "options.node") && strstr(why, "0..31"));
    o.node = 0;
    o.entropy_size = 3;
    CHECK(sortid_gen_init(&g, SORTID_KIND_FLAKE_SCALABLE, &o) == SORTID_E_INVALID_ARG);
    why = sortid_gen_refused(&g);
    CHECK(why && strstr(why, "entropy_size"));
    o.entropy_size = 0;
    o.random_step = 65;
    CHECK(sortid_gen_init(&g, SORTID_KIND_ULID, &o) == SORTID_E_INVALID_ARG);
    why = sortid_gen_refused(&g);
    CHECK(why && strstr(why, "random_step") && strstr(why, "1..64"));
    o.random_step = 1;
    CHECK(sortid_gen_init(&g, SORTID_KIND_UUIDV7, &o) == SORTID_E_INVALID_ARG);
    why = sortid_gen_refused(&g);
    CHECK(why && strstr(why, "UUIDv7"));
    o.random_step = 0;
    CHECK(sortid_gen_init(&g, SORTID_KIND_UUID, &o) == SORTID_E_INVALID_ARG);
    why = sortid_gen_refused(&g);
    CHECK(why && strstr(why, "kind"));
    o.flags = SORTID_GEN_FIXED_TIME;
    o.time_ms = -5;
    CHECK(sortid_gen_init(&g, SORTID_KIND_ULID, &o) == SORTID_E_TIME_RANGE);
    why = sortid_gen_refused(&g);
    CHECK(why && strstr(why, "time_ms"));
    o.time_ms = 0;
    CHECK(sortid_gen_init(&g, SORTID_KIND_ULID, &o) == SORTID_OK && !sortid_gen_refused(&g));
    CHECK(sortid_gen_refused(NULL) == NULL);
}

TEST(uuid_lines)
{
    sortid_uuid ids[3], back[3];
    char text[3 * 37 + 8];
    size_t count = 9;
    sortid_bulk_error err;
    for (int i = 0; i < 3; i++)
        CHECK(sortid_uuidv7_new(&ids[i]) == SORTID_OK);
    CHECK(sortid_uuid_format_lines(text, 3 * 37, ids, 3, 0) == SORTID_OK);
    CHECK(sortid_uuid_parse_lines(back, 3, text, 3 * 37, 0, &count, &err) == SORTID_OK &&
          count == 3 && memcmp(back, ids, sizeof ids) == 0 && err.index == 3);
    /* the last line may lack its newline */
    CHECK(sortid_uuid_parse_lines(back, 3, text, 3 * 37 - 1, 0, &count, NULL) == SORTID_OK &&
          count == 3);
    CHECK(sortid_uuid_format_lines(text, 3 * 37 - 1, ids, 3, 0) == SORTID_E_BUFFER);
    CHECK(sortid_uuid_format_lines(text, 3 * 33, ids, 3,
                                   SORTID_FORMAT_NO_HYPHENS | SORTID_FORMAT_UPPER) == SORTID_OK &&
          text[32] == '\n');
    CHECK(sortid_uuid_parse_lines(back, 3, text, 3 * 33, SORTID_FORMAT_NO_HYPHENS, &count, &err) ==
              SORTID_OK &&
          count == 3 && memcmp(back, ids, sizeof ids) == 0);
    /* 32-digit lines read as 36: a length error on the first line, at 32 */
    CHECK(sortid_uuid_parse_lines(back, 3, text, 3 * 33, 0, &count, &err) == SORTID_E_LENGTH &&
          count == 0 && err.index == 0 && err.pos == 32);
    /* a bad character in line 2 */
    text[33 + 5] = 'g';
    CHECK(sortid_uuid_parse_lines(back, 3, text, 3 * 33, SORTID_FORMAT_NO_HYPHENS, &count, &err) ==
              SORTID_E_CHAR &&
          count == 1 && err.index == 1 && err.pos == 5);
    /* more lines than room */
    CHECK(sortid_uuid_format_lines(text, 3 * 37, ids, 3, 0) == SORTID_OK);
    CHECK(sortid_uuid_parse_lines(back, 2, text, 3 * 37, 0, &count, &err) == SORTID_E_BUFFER &&
          count == 2 && err.index == 2);
    CHECK(sortid_uuid_parse_lines(back, 2, "", 0, 0, &count, &err) == SORTID_OK && count == 0);
}

static const char *part(const sortid_part *p, size_t n, const char *name)
{
    for (size_t i = 0; i < n; i++)
        if (strcmp(p[i].name, name) == 0)
            return p[i].text;
    return "(none)";
}

TEST(id_parts)
{
    sortid_id id;
    sortid_part p[SORTID_PARTS_MAX];
    size_t n;
    CHECK(sortid_id_parse(&id, SORTID_KIND_ULID, "01ARYZ6S41TSV4RRFFQ69G5FAV", 26, 0, NULL, NULL) ==
          SORTID_OK);
    n = sortid_id_parts(p, SORTID_PARTS_MAX, &id);
    CHECK(n == 1 && strcmp(part(p, n, "random"), "d6764c61efb99302bd5b") == 0);
    /* 00CMXB6TAK4SA: random 0x9932a (20 bits); scalable: 15 bits 0x4c99, node 0x0a */
    CHECK(sortid_id_parse(&id, SORTID_KIND_FLAKE, "00CMXB6TAK4SA", 13, 0, NULL, NULL) == SORTID_OK);
    n = sortid_id_parts(p, SORTID_PARTS_MAX, &id);
    CHECK(n == 1 && strcmp(part(p, n, "random"), "9932a") == 0);
    CHECK(sortid_id_parse(&id, SORTID_KIND_FLAKE_SCALABLE, "00CMXB6TAK4SA", 13, 0, NULL, NULL) ==
          SORTID_OK);
    n = sortid_id_parts(p, SORTID_PARTS_MAX, &id);
    CHECK(n == 2 && strcmp(part(p, n, "random"), "4c99") == 0 &&
          strcmp(part(p, n, "node"), "10") == 0);
    CHECK(sortid_id_parse(&id, SORTID_KIND_BASEUID, "ANjssJkyfa3H00J9ZPJG", 20, 0, NULL, NULL) ==
          SORTID_OK);
    n = sortid_id_parts(p, SORTID_PARTS_MAX, &id);
    CHECK(n == 1 && strlen(part(p, n, "random")) == 18);
    CHECK(sortid_id_parse(&id, SORTID_KIND_NONE, "017f22e2-79b0-7cc3-98c4-dc0c0c07398f", 36, 0,
                          NULL, NULL) == SORTID_OK);
    n = sortid_id_parts(p, SORTID_PARTS_MAX, &id);
    CHECK(n == 3 && strcmp(part(p, n, "version"), "7") == 0 &&
          strcmp(part(p, n, "variant"), "rfc9562") == 0 &&
          strcmp(part(p, n, "random"), "7cc398c4dc0c0c07398f") == 0);
    CHECK(sortid_id_parse(&id, SORTID_KIND_UUID, "c232ab00-9414-11ec-b3c8-9f6bdeced846", 36, 0,
                          NULL, NULL) == SORTID_OK);
    n = sortid_id_parts(p, 1, &id); /* room for one: the count is still all of them */
    CHECK(n == 2 && strcmp(p[0].name, "version") == 0 && strcmp(p[0].text, "1") == 0);
    CHECK(sortid_id_parts(NULL, 0, &id) == 2);
    id.bytes[8] = 0xE0;
    n = sortid_id_parts(p, SORTID_PARTS_MAX, &id);
    CHECK(strcmp(part(p, n, "variant"), "reserved") == 0);
    /* the longest TypeID prefix (63 characters) is a part whole */
    {
        char t[63 + 1 + 26 + 1];
        memset(t, 'a', 63);
        memcpy(t + 63, "_01h455vb4pex5vsknk084sn02q", 28);
        CHECK(sortid_id_parse(&id, SORTID_KIND_TYPEID, t, strlen(t), 0, NULL, NULL) == SORTID_OK);
        n = sortid_id_parts(p, SORTID_PARTS_MAX, &id);
        CHECK(strlen(part(p, n, "prefix")) == 63 && strncmp(part(p, n, "prefix"), t, 63) == 0);
    }
    id.kind = (sortid_kind)50;
    CHECK(sortid_id_parts(p, SORTID_PARTS_MAX, &id) == 0 && sortid_id_parts(p, 1, NULL) == 0);
}

/* A flake's time counts from the epoch its sortid_id holds. */
TEST(id_flake_epoch)
{
    sortid_id id;
    int64_t ms = 0;
    CHECK(sortid_id_parse(&id, SORTID_KIND_FLAKE, "0000000000000", 13, 0, NULL, NULL) == SORTID_OK);
    CHECK(id.epoch_ms == SORTID_FLAKE_EPOCH_MS);
    id.epoch_ms = 1000;
    id.bytes[5] = 0x10; /* tick 1 */
    CHECK(sortid_id_unix_ms(&ms, NULL, &id) == SORTID_OK && ms == 1001);
    id.epoch_ms = INT64_MAX;
    CHECK(sortid_id_unix_ms(&ms, NULL, &id) == SORTID_E_TIME_RANGE);
}

/* A UUID's version is RFC 9562's only: the nil and max UUIDs and every other
 * variant have none (-1), whatever their version nibble says. */
TEST(uuid_version_only_of_the_rfc_variant)
{
    sortid_uuid u;
    memset(u.bytes, 0, sizeof u.bytes);
    CHECK(sortid_uuid_version(&u) == -1); /* nil */
    memset(u.bytes, 0xFF, sizeof u.bytes);
    CHECK(sortid_uuid_version(&u) == -1); /* max */
    for (unsigned top = 0; top < 8; top++) {
        for (unsigned v = 0; v < 16; v++) {
            u.bytes[6] = (uint8_t)(v << 4 | 0x0A);
            u.bytes[8] = (uint8_t)(top << 5 | 0x11);
            int want = (top >> 1) == 2 ? (int)v : -1; /* "10x" */
            CHECKF(sortid_uuid_version(&u) == want, "variant bits %u, nibble %u", top, v);
        }
    }
}

/* A snowflake's sortid_id with its top bit set (2^63 or more) is refused,
 * never read with that bit dropped (docs/identifiers.md 12.6). */
TEST(snowflake_id_of_2_63_refused)
{
    sortid_id id;
    char text[SORTID_ID_TEXT_MAX + 1];
    int64_t ms;
    uint32_t ns;
    CHECK(sortid_id_parse(&id, SORTID_KIND_SNOWFLAKE, "9223372036854775807", 19, 0, NULL, NULL) ==
          SORTID_OK);
    CHECK(sortid_id_format(text, sizeof text, &id, SORTID_FORM_NONE, 0, NULL) == SORTID_OK &&
          strcmp(text, "9223372036854775807") == 0);
    id.bytes[0] |= 0x80; /* the top bit */
    CHECK(sortid_id_format(text, sizeof text, &id, SORTID_FORM_NONE, 0, NULL) == SORTID_E_OVERFLOW);
    CHECK(sortid_id_unix_ms(&ms, &ns, &id) == SORTID_E_OVERFLOW);
}
