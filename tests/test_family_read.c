/* SPDX-License-Identifier: MIT */
/* test_family_read.c - the rest of the family through the kind-generic
 * calls: sortid_read's new forms and second readings, the kinds table's
 * rows, an ID's time as text at its precision, and the ObjectId counter
 * shared by threads (the codecs themselves: test_family.c). */
#include "check.h"

#include <stdlib.h>
#include <string.h>

/* ---- sortid_read: the new forms and the second readings ------------------ */

#define A(f) SORTID_ACCEPT(SORTID_FORM_##f)

static void read_case(const char *s, unsigned accept, sortid_status st, sortid_form form,
                      unsigned also)
{
    sortid_read_result r;
    size_t pos = 0, len = strlen(s);
    sortid_status got = sortid_read(&r, s, len, accept, 0, &pos);
    CHECKF(got == st && r.form == form, "'%s': status %d form %s, want %d %s", s, got,
           sortid_form_name(r.form), st, sortid_form_name(form));
    if (got == SORTID_OK) {
        unsigned a = sortid_read_also(s, len, r.form, accept);
        CHECKF(a == also, "'%s': also %#x, want %#x", s, a, also);
    }
}

TEST(read_family_forms)
{
    const unsigned T = SORTID_ACCEPT_ALL_TEXT;
    read_case("0ujtsYcgvSTl8PAuAdqWYSMnLOv", T, SORTID_OK, SORTID_FORM_KSUID, 0);
    read_case("aWgEPTl1tmebfsQzFP4bxwgy80W", T, SORTID_E_OVERFLOW, SORTID_FORM_KSUID, 0);
    read_case("56e1fc72e0c917e9c4714161", T, SORTID_OK, SORTID_FORM_OBJECTID, 0);
    read_case("56e1fc72e0c917e9c471416z", T, SORTID_E_CHAR, SORTID_FORM_OBJECTID, 0);
    read_case("user_01h455vb4pex5vsknk084sn02q", T, SORTID_OK, SORTID_FORM_TYPEID, 0);
    read_case("User_01h455vb4pex5vsknk084sn02q", T, SORTID_E_CHAR, SORTID_FORM_TYPEID, 0);
    /* 26 characters: a ULID, and in lower case also a TypeID without prefix */
    read_case("01h455vb4pex5vsknk084sn02q", T, SORTID_OK, SORTID_FORM_ULID, A(TYPEID));
    read_case("01H455VB4PEX5VSKNK084SN02Q", T, SORTID_OK, SORTID_FORM_ULID, 0);
    read_case("01h455vb4pex5vsknk084sn02q", A(TYPEID), SORTID_OK, SORTID_FORM_TYPEID, 0);
    read_case("01H455VB4PEX5VSKNK084SN02Q", A(TYPEID), SORTID_E_CHAR, SORTID_FORM_TYPEID, 0);
    /* 20 characters: BaseUID, and also an xid when it is one */
    read_case("9m4e2mr0ui3e8a215n4g", T, SORTID_OK, SORTID_FORM_BASEUID, A(XID));
    read_case("9m4e2mr0ui3e8a215n4g", A(XID), SORTID_OK, SORTID_FORM_XID, 0);
    read_case("ANjssJkyfa3H00J9ZPJG", T, SORTID_OK, SORTID_FORM_BASEUID, 0);
    read_case("9m4e2mr0ui3e8a215n4g", T & ~A(XID), SORTID_OK, SORTID_FORM_BASEUID, 0);
    /* digits: flake integer, snowflake */
    read_case("175928847299117063", T, SORTID_E_LENGTH, SORTID_FORM_FLAKE_INT, 0);
    read_case("175928847299117063", A(SNOWFLAKE), SORTID_OK, SORTID_FORM_SNOWFLAKE, 0);
    read_case("175928847299117063", T | A(FLAKE_INT) | A(SNOWFLAKE), SORTID_OK,
              SORTID_FORM_FLAKE_INT, A(SNOWFLAKE));
    /* UUIDs: v1 and v6 have a time now */
    read_case("c232ab00-9414-11ec-b3c8-9f6bdeced846", T, SORTID_OK, SORTID_FORM_UUID, 0);
    CHECK(!strcmp(sortid_form_name(SORTID_FORM_SNOWFLAKE), "snowflake") &&
          !strcmp(sortid_form_name(SORTID_FORM_XID), "xid") &&
          !strcmp(sortid_form_name(SORTID_FORM_TYPEID), "typeid"));
    /* a caller that accepts none of the family's forms never sees one */
    const unsigned OLD = T_ACCEPT_CORE;
    read_case("0ujtsYcgvSTl8PAuAdqWYSMnLOv", OLD, SORTID_E_LENGTH, SORTID_FORM_NONE, 0);
    read_case("56e1fc72e0c917e9c4714161", OLD, SORTID_E_LENGTH, SORTID_FORM_NONE, 0);
    read_case("user_01h455vb4pex5vsknk084sn02q", OLD, SORTID_E_LENGTH, SORTID_FORM_NONE, 0);
    read_case("9m4e2mr0ui3e8a215n4g", OLD, SORTID_OK, SORTID_FORM_BASEUID, 0);
    read_case("01h455vb4pex5vsknk084sn02q", OLD, SORTID_OK, SORTID_FORM_ULID, 0);
    read_case("175928847299117063", OLD | A(FLAKE_INT), SORTID_OK, SORTID_FORM_FLAKE_INT, 0);
    /* a family form not accepted is named as the form to ask for */
    read_case("0ujtsYcgvSTl8PAuAdqWYSMnLOv", A(XID), SORTID_E_LENGTH, SORTID_FORM_KSUID, 0);
    /* the kind of each form, for naming the other readings */
    CHECK(sortid_form_kind(SORTID_FORM_XID) == SORTID_KIND_XID &&
          sortid_form_kind(SORTID_FORM_TYPEID) == SORTID_KIND_TYPEID &&
          sortid_form_kind(SORTID_FORM_SNOWFLAKE) == SORTID_KIND_SNOWFLAKE &&
          sortid_form_kind(SORTID_FORM_KSUID) == SORTID_KIND_KSUID &&
          sortid_form_kind(SORTID_FORM_OBJECTID) == SORTID_KIND_OBJECTID &&
          sortid_form_kind(SORTID_FORM_FLAKE_HEX) == SORTID_KIND_FLAKE &&
          sortid_form_kind(SORTID_FORM_UUID_HEX) == SORTID_KIND_UUID &&
          sortid_form_kind(SORTID_FORM_NONE) == SORTID_KIND_NONE &&
          sortid_form_kind((sortid_form)99) == SORTID_KIND_NONE);
    /* the TypeID read gives the value of the ULID read */
    sortid_read_result u, t;
    CHECK(sortid_read(&u, "01h455vb4pex5vsknk084sn02q", 26, T, 0, NULL) == SORTID_OK &&
          sortid_read(&t, "01h455vb4pex5vsknk084sn02q", 26, A(TYPEID), 0, NULL) == SORTID_OK &&
          !memcmp(u.id.ulid.bytes, t.id.typeid.uuid.bytes, 16));
}

/* ---- the kinds table's rows of the family ---------------------------------- */

/* text -> sortid_id_parse (untyped and typed) -> kind, time, parts, and the
 * canonical text back. */
static void kind_case(const char *text, sortid_kind kind, sortid_status time_st, int64_t ms,
                      const char *part, const char *part_text)
{
    sortid_id id, typed;
    size_t len = strlen(text), n;
    char out[SORTID_ID_TEXT_MAX + 1];
    int64_t got_ms = 0;
    sortid_part parts[SORTID_PARTS_MAX];
    sortid_kind untyped_kind = kind == SORTID_KIND_SNOWFLAKE ? SORTID_KIND_NONE : kind;
    if (untyped_kind != SORTID_KIND_NONE) {
        CHECKF(sortid_id_parse(&id, SORTID_KIND_NONE, text, len, 0, NULL, NULL) == SORTID_OK &&
                   id.kind == kind,
               "%s untyped", text);
    }
    if (!CHECKF(sortid_id_parse(&typed, kind, text, len, 0, NULL, NULL) == SORTID_OK, "%s typed",
                text))
        return;
    CHECK(sortid_id_unix_ms(&got_ms, NULL, &typed) == time_st);
    if (time_st == SORTID_OK)
        CHECKF(got_ms == ms, "%s: %lld", text, (long long)got_ms);
    CHECK(sortid_id_format(out, sizeof out, &typed, SORTID_FORM_NONE, 0, &n) == SORTID_OK &&
          n == len && !strcmp(out, text));
    size_t np = sortid_id_parts(parts, SORTID_PARTS_MAX, &typed);
    int found = 0;
    for (size_t i = 0; i < np; i++)
        found |= !strcmp(parts[i].name, part) && !strcmp(parts[i].text, part_text);
    CHECKF(found, "%s: part %s=%s", text, part, part_text);
}

TEST(kinds_family_rows)
{
    kind_case("0ujtsYcgvSTl8PAuAdqWYSMnLOv", SORTID_KIND_KSUID, SORTID_OK, INT64_C(1507608047000),
              "payload", "b5a1cd34b5f99d1154fb6853345c9735");
    kind_case("user_01h455vb4pex5vsknk084sn02q", SORTID_KIND_TYPEID, SORTID_OK,
              INT64_C(1688096058518), "prefix", "user");
    kind_case("prefix_0123456789abcdefghjkmnpqrs", SORTID_KIND_TYPEID, SORTID_E_VERSION, 0, "uuid",
              "0110c853-1d09-52d8-d73e-1194e95b5f19");
    kind_case("56e1fc72e0c917e9c4714161", SORTID_KIND_OBJECTID, SORTID_OK, INT64_C(1457650802000),
              "counter", "7422305");
    kind_case("175928847299117063", SORTID_KIND_SNOWFLAKE, SORTID_OK, INT64_C(1330779680453),
              "sequence", "7");
    /* xid: untyped 20 characters are a BaseUID; typed, an xid */
    sortid_id x, o, u, t;
    CHECK(sortid_id_parse(&x, SORTID_KIND_XID, "9m4e2mr0ui3e8a215n4g", 20, 0, NULL, NULL) ==
              SORTID_OK &&
          x.kind == SORTID_KIND_XID);
    CHECK(sortid_id_parse(&o, SORTID_KIND_NONE, "9m4e2mr0ui3e8a215n4g", 20, 0, NULL, NULL) ==
              SORTID_OK &&
          o.kind == SORTID_KIND_BASEUID);
    /* ObjectId <-> xid: the same 12 bytes */
    char out[SORTID_ID_TEXT_MAX + 1];
    CHECK(sortid_id_convert(&o, SORTID_KIND_OBJECTID, &x) == SORTID_OK &&
          sortid_id_format(out, sizeof out, &o, SORTID_FORM_NONE, 0, NULL) == SORTID_OK &&
          !strcmp(out, "4d88e15b60f486e428412dc9"));
    /* TypeID <-> UUID: the bits; the prefix stays behind */
    CHECK(sortid_id_parse(&t, SORTID_KIND_TYPEID, "user_01h455vb4pex5vsknk084sn02q", 31, 0, NULL,
                          NULL) == SORTID_OK);
    CHECK(sortid_id_convert(&u, SORTID_KIND_UUIDV7, &t) == SORTID_OK &&
          sortid_id_format(out, sizeof out, &u, SORTID_FORM_NONE, 0, NULL) == SORTID_OK &&
          !strcmp(out, "01890a5d-ac96-774b-bcce-b302099a8057"));
    CHECK(sortid_id_convert(&t, SORTID_KIND_TYPEID, &u) == SORTID_OK && t.prefix[0] == '\0');
    memcpy(t.prefix, "Bad", 4); /* a prefix the spec refuses is not written */
    CHECK(sortid_id_format(out, sizeof out, &t, SORTID_FORM_NONE, 0, NULL) == SORTID_E_CHAR);
    /* a v1 UUID is a UUID (not a UUIDv7) with a time to 100 ns */
    uint32_t ns = 1;
    int64_t ms = 0;
    CHECK(sortid_id_parse(&u, SORTID_KIND_NONE, "c232ab00-9414-11ec-b3c8-9f6bdeced846", 36, 0, NULL,
                          NULL) == SORTID_OK &&
          u.kind == SORTID_KIND_UUID && sortid_id_unix_ms(&ms, &ns, &u) == SORTID_OK &&
          ms == INT64_C(1645557742000) && ns == 0);
    CHECK(sortid_id_parse(&u, SORTID_KIND_UUIDV7, "c232ab00-9414-11ec-b3c8-9f6bdeced846", 36, 0,
                          NULL, NULL) == SORTID_E_VERSION);
    /* at: KSUID and ObjectId by the second */
    CHECK(sortid_id_at(&x, SORTID_KIND_KSUID, INT64_C(1507608047999), 0, SORTID_AT_MIN, 0) ==
              SORTID_OK &&
          sortid_id_unix_ms(&ms, NULL, &x) == SORTID_OK && ms == INT64_C(1507608047000));
    CHECK(sortid_id_at(&x, SORTID_KIND_SNOWFLAKE, 0, 0, SORTID_AT_MIN, 0) == SORTID_E_KIND);
    /* the snowflake's epoch moves its time */
    CHECK(sortid_id_parse(&x, SORTID_KIND_SNOWFLAKE, "175928847299117063", 18, 0, NULL, NULL) ==
          SORTID_OK);
    x.epoch_ms = SORTID_SNOWFLAKE_EPOCH_DISCORD;
    CHECK(sortid_id_unix_ms(&ms, NULL, &x) == SORTID_OK && ms == INT64_C(1462015105796));
}

/* sortid_id_time_format: each kind's precision. */
static void time_text_case(sortid_kind kind, const char *text, const char *want)
{
    sortid_id id;
    char out[SORTID_ID_TIME_TEXT_MAX + 1];
    size_t n = 0;
    if (!CHECKF(sortid_id_parse(&id, kind, text, strlen(text), 0, NULL, NULL) == SORTID_OK, "%s",
                text))
        return;
    CHECKF(sortid_id_time_format(out, sizeof out, &id, 0, &n) == SORTID_OK && !strcmp(out, want) &&
               n == strlen(want),
           "%s: %s, want %s", text, out, want);
    CHECK(sortid_id_time_format(out, strlen(want), &id, 0, &n) == SORTID_E_BUFFER);
}

TEST(id_time_format_precision)
{
    time_text_case(SORTID_KIND_KSUID, "0ujtsYcgvSTl8PAuAdqWYSMnLOv", "2017-10-10T04:00:47Z");
    time_text_case(SORTID_KIND_OBJECTID, "56e1fc72e0c917e9c4714161", "2016-03-10T23:00:02Z");
    time_text_case(SORTID_KIND_UUID, "c232ab00-9414-11ec-b3c8-9f6bdeced846",
                   "2022-02-22T19:22:22.0000000Z");
    time_text_case(SORTID_KIND_UUID, "c232ab01-9414-11ec-b3c8-9f6bdeced846",
                   "2022-02-22T19:22:22.0000001Z");
    time_text_case(SORTID_KIND_UUIDV7, "017f22e2-79b0-7cc3-98c4-dc0c0c07398f",
                   "2022-02-22T19:22:22.000Z");
    /* ULID and BaseUID: their vectors (ulid.tsv time, baseuid.tsv tick 0x2d8bf8e14c3e << 15 ns) */
    time_text_case(SORTID_KIND_ULID, "01ARYZ6S41TSV4RRFFQ69G5FAV", "2016-07-30T22:36:16.385Z");
    time_text_case(SORTID_KIND_SNOWFLAKE, "175928847299117063", "2012-03-03T13:01:20.453Z");
    time_text_case(SORTID_KIND_BASEUID, "ANjssJkyfa3H00J9ZPJG", "2022-01-01T00:00:00.000000000Z");
    sortid_id id;
    char out[SORTID_ID_TIME_TEXT_MAX + 1];
    CHECK(sortid_id_parse(&id, SORTID_KIND_UUID, "f81d4fae-7dec-41d0-a765-00a0c91e6bf6", 36, 0,
                          NULL, NULL) == SORTID_OK &&
          sortid_id_time_format(out, sizeof out, &id, 0, NULL) == SORTID_E_VERSION);
}

/* ---- ObjectId from several threads: one lock-free process state ------------ */

#if !defined(_WIN32)
#include <pthread.h>

#define OID_THREADS 4
#define OID_EACH    5000

static sortid_objectid oid_made[OID_THREADS][OID_EACH];

static void *oid_worker(void *arg)
{
    sortid_objectid *out = arg;
    for (int i = 0; i < OID_EACH; i++)
        if (sortid_objectid_new(&out[i]) != SORTID_OK)
            return arg;
    return NULL;
}

static int cmp_counter(const void *a, const void *b)
{
    return memcmp((const uint8_t *)a + 9, (const uint8_t *)b + 9, 3);
}

/* Every ID of every thread has the process's 5 bytes and a counter no other
 * ID has (20,000 IDs, far below the 2^24 the counter wraps at). */
TEST(objectid_thread_counters_unique)
{
    pthread_t t[OID_THREADS];
    int ok = 1;
    for (int i = 0; i < OID_THREADS; i++)
        ok &= pthread_create(&t[i], NULL, oid_worker, oid_made[i]) == 0;
    for (int i = 0; i < OID_THREADS; i++) {
        void *r = NULL;
        ok &= pthread_join(t[i], &r) == 0 && r == NULL;
    }
    if (!CHECK(ok))
        return;
    sortid_objectid *all = oid_made[0];
    int dup = 0, other = 0;
    for (int i = 0; i < OID_THREADS * OID_EACH; i++)
        other += memcmp(all[i].bytes + 4, all[0].bytes + 4, 5) != 0;
    qsort(all, OID_THREADS * OID_EACH, sizeof all[0], cmp_counter);
    for (int i = 1; i < OID_THREADS * OID_EACH; i++)
        dup += cmp_counter(&all[i - 1], &all[i]) == 0;
    CHECKF(other == 0 && dup == 0, "%d other process bytes, %d repeated counters", other, dup);
}
#else
TEST_ELSEWHERE(objectid_thread_counters_unique, "the test uses POSIX threads")
#endif

/* Each form's row says its length, alphabet and case rule: every ID of every
 * kind, written in each of its forms, keeps them. */
static int text_in_alphabet(const sortid_form_desc *d, const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        char c = s[i];
        if ((d->form == SORTID_FORM_UUID && c == '-') ||
            (d->form == SORTID_FORM_FLAKE_HEX && i == 1 && c == 'x'))
            continue;
        if (d->letter_case == SORTID_CASE_EITHER && c >= 'a' && c <= 'z' && !strchr(d->alphabet, c))
            c = (char)(c - 'a' + 'A');
        else if (d->letter_case == SORTID_CASE_EITHER && c >= 'A' && c <= 'Z' &&
                 !strchr(d->alphabet, c))
            c = (char)(c - 'A' + 'a');
        if (!strchr(d->alphabet, c))
            return 0;
    }
    return 1;
}

TEST(form_rows_lengths_and_alphabets)
{
    for (size_t i = 0; sortid_kind_each(i) != SORTID_KIND_NONE; i++) {
        sortid_kind k = sortid_kind_each(i);
        const sortid_kind_desc *kd = sortid_kind_get(k);
        sortid_id id;
        if (!(kd->calls & SORTID_CALL_AT))
            continue;
        for (int which = SORTID_AT_MIN; which <= SORTID_AT_MAX; which++) {
            CHECK(sortid_id_at(&id, k, 1750000000000, 0, (sortid_at)which, 0) == SORTID_OK);
            for (int f = 1; sortid_form_get((sortid_form)f); f++) {
                const sortid_form_desc *d = sortid_form_get((sortid_form)f);
                char text[SORTID_ID_TEXT_MAX + 1];
                size_t n;
                if (!(kd->forms & SORTID_ACCEPT(f)))
                    continue;
                for (unsigned flags = 0; flags <= SORTID_FORMAT_UPPER; flags++) {
                    CHECK(sortid_id_format(text, sizeof text, &id, (sortid_form)f, flags, &n) ==
                          SORTID_OK);
                    CHECKF(n >= d->min_len && n <= d->max_len, "%s %s: %zu", kd->name, d->name, n);
                    CHECKF(text_in_alphabet(d, text, n), "%s %s: %s", kd->name, d->name, text);
                }
            }
        }
    }
    CHECK(sortid_form_get(SORTID_FORM_KSUID)->letter_case == SORTID_CASE_SENSITIVE);
    CHECK(sortid_form_get(SORTID_FORM_TYPEID)->min_len == SORTID_TYPEID_SUFFIX_LEN);
}

/* Lines of any kind through the kinds table: every kind's IDs written and
 * read back, and the errors say which line and byte. */
TEST(id_lines_every_kind)
{
    for (size_t i = 0; sortid_kind_each(i) != SORTID_KIND_NONE; i++) {
        sortid_kind k = sortid_kind_each(i);
        sortid_id ids[3], back[3];
        char text[3 * (SORTID_ID_TEXT_MAX + 1)];
        size_t len = 0, count = 9;
        sortid_bulk_error err;
        if (!(sortid_kind_get(k)->calls & SORTID_CALL_AT))
            continue;
        for (int j = 0; j < 3; j++)
            CHECK(sortid_id_at(&ids[j], k, 1750000000000 + j * 1000, 0, (sortid_at)j, 0) ==
                  SORTID_OK);
        CHECK(sortid_id_format_lines(text, sizeof text, ids, 3, SORTID_FORM_NONE, 0, &len) ==
              SORTID_OK);
        CHECK(sortid_id_parse_lines(back, 3, k, text, len, 0, &count, &err) == SORTID_OK &&
              count == 3 && err.index == 3 && err.status == SORTID_OK);
        for (int j = 0; j < 3; j++)
            CHECKF(memcmp(back[j].bytes, ids[j].bytes, sizeof ids[j].bytes) == 0, "%s %d",
                   sortid_kind_name(k), j);
        /* too few slots, too small a buffer, a broken second line */
        CHECK(sortid_id_parse_lines(back, 2, k, text, len, 0, &count, &err) == SORTID_E_BUFFER &&
              count == 2 && err.index == 2);
        CHECK(sortid_id_format_lines(text, len - 1, ids, 3, SORTID_FORM_NONE, 0, &count) ==
                  SORTID_E_BUFFER &&
              count < len);
        CHECK(sortid_id_format_lines(text, sizeof text, ids, 3, SORTID_FORM_NONE, 0, &len) ==
              SORTID_OK);
        text[strchr(text, '\n') - text + 2] = '!';
        CHECKF(sortid_id_parse_lines(back, 3, k, text, len, 0, &count, &err) != SORTID_OK &&
                   count == 1 && err.index == 1 && err.pos == 1,
               "%s: %zu %zu %s", sortid_kind_name(k), err.index, err.pos,
               sortid_status_name(err.status));
    }
    CHECK(sortid_id_parse_lines(NULL, 0, SORTID_KIND_NONE, "", 0, 0, NULL, NULL) == SORTID_OK);
    CHECK(sortid_id_format_lines(NULL, 0, NULL, 1, SORTID_FORM_NONE, 0, NULL) ==
          SORTID_E_INVALID_ARG);
}
