/* SPDX-License-Identifier: MIT */
/* test_family.c - KSUID, TypeID, UUID v1/v6, ObjectId, xid and snowflakes:
 * the specifications' examples (vectors/family-spec.tsv), the generated
 * vectors of scripts/family-vectors.py (vectors/family.tsv), round trips,
 * every byte at every position, generation (fork included) and sortid_read's
 * new forms. */
#include "check.h"

#include <stdlib.h>
#include <string.h>
#if TEST_HAVE_FORK
#include <sys/wait.h>
#include <unistd.h>
#endif

static void hex(char *dst, const uint8_t *b, size_t n)
{
    for (size_t i = 0; i < n; i++)
        sprintf(dst + 2 * i, "%02x", b[i]);
}

static const char *status_word(sortid_status s)
{
    switch (s) {
    case SORTID_E_CHAR: return "char";
    case SORTID_E_LENGTH: return "length";
    case SORTID_E_OVERFLOW: return "overflow";
    default: return "other";
    }
}

/* The rows of the 12-byte kinds and snowflakes: the answer in got; 0 for a
 * kind this does not know. */
static int check_row_12(const char *kind, const char *in, char *got, size_t size)
{
    char text[128];
    size_t len = strlen(in), pos = 9999;
    sortid_status s;
    if (!strcmp(kind, "objectid")) {
        sortid_objectid o;
        uint32_t m, p, c;
        if (CHECKF(sortid_objectid_parse(&o, in, len, 0, NULL) == SORTID_OK, "%s", in)) {
            sortid_objectid_parts(&o, &m, &p, &c);
            snprintf(got, size, "%lld %u %u %u", (long long)t_objectid_ms(&o), m, p, c);
            char lower[25], upper[25], want_l[25], want_u[25];
            for (int i = 0; i < 25; i++) {
                char ch = in[i];
                want_l[i] = ch >= 'A' && ch <= 'F' ? (char)(ch + 32) : ch;
                want_u[i] = ch >= 'a' && ch <= 'f' ? (char)(ch - 32) : ch;
            }
            sortid_objectid_format(lower, &o, 0);
            sortid_objectid_format(upper, &o, SORTID_FORMAT_UPPER);
            CHECK(!strcmp(lower, want_l) && !strcmp(upper, want_u));
        }
    } else if (!strcmp(kind, "xid")) {
        sortid_xid x;
        uint32_t m, p, c;
        char h[25];
        if (CHECKF(sortid_xid_parse(&x, in, len, 0, &pos) == SORTID_OK, "%s at %zu", in, pos)) {
            sortid_xid_parts(&x, &m, &p, &c);
            hex(h, x.bytes, 12);
            snprintf(got, size, "%s %lld %u %u %u", h, (long long)t_xid_ms(&x), m, p, c);
            sortid_xid_format(text, &x, 0);
            CHECKF(!strcmp(text, in), "%s formats as %s", in, text);
        }
    } else if (!strcmp(kind, "xid_bad")) {
        sortid_xid x;
        s = sortid_xid_parse(&x, in, len, 0, &pos);
        snprintf(got, size, "%s %zu", status_word(s), pos);
    } else if (!strcmp(kind, "snowflake")) {
        char digits[32];
        long long epoch;
        sortid_snowflake f;
        int64_t ms;
        if (CHECK(sscanf(in, "%31s %lld", digits, &epoch) == 2) &&
            CHECK(sortid_snowflake_parse(&f, digits, strlen(digits), 0, NULL) == SORTID_OK)) {
            CHECK(f.epoch_ms == SORTID_SNOWFLAKE_EPOCH_TWITTER);
            f.epoch_ms = epoch;
            if (CHECK(sortid_snowflake_unix_ms(&ms, NULL, &f) == SORTID_OK))
                snprintf(got, size, "%lld %u %u %u", (long long)ms, sortid_snowflake_datacenter(&f),
                         sortid_snowflake_worker(&f), sortid_snowflake_sequence(&f));
            char out[SORTID_SNOWFLAKE_TEXT_MAX + 1];
            size_t n = sortid_snowflake_format(out, &f, 0);
            /* the generated values have no leading zeros */
            CHECK(n == strlen(digits) && !strcmp(out, digits));
        }
    } else {
        return 0;
    }
    return 1;
}

/* One vector row: the library's answer in the row's own words. */
static void check_row(const char *kind, const char *in, const char *want)
{
    char got[256] = "", text[128];
    size_t len = strlen(in), pos = 9999;
    sortid_status s;
    if (!strcmp(kind, "ksuid")) {
        sortid_ksuid k;
        char h[41];
        s = sortid_ksuid_parse(&k, in, len, 0, &pos);
        if (CHECKF(s == SORTID_OK, "%s: %d", in, s)) {
            hex(h, k.bytes, 20);
            snprintf(got, sizeof got, "%s %lld", h, (long long)t_ksuid_ms(&k));
            sortid_ksuid_format(text, &k, 0);
            CHECKF(!strcmp(text, in), "%s formats as %s", in, text);
        }
    } else if (!strcmp(kind, "ksuid_bad")) {
        sortid_ksuid k;
        s = sortid_ksuid_parse(&k, in, len, 0, &pos);
        snprintf(got, sizeof got, "%s", status_word(s));
        CHECK(s != SORTID_E_OVERFLOW || pos == 0);
    } else if (!strcmp(kind, "typeid")) {
        sortid_typeid t;
        char u[37];
        s = sortid_typeid_parse(&t, in, len, 0, &pos);
        if (CHECKF(s == SORTID_OK, "%s: %d at %zu", in, s, pos)) {
            sortid_uuid_format(u, &t.uuid, 0);
            snprintf(got, sizeof got, "%s %s", t.prefix[0] ? t.prefix : "-", u);
            char out[SORTID_TYPEID_TEXT_MAX + 1];
            CHECKF(sortid_typeid_format(out, &t, 0) == len && !strcmp(out, in), "%s -> %s", in,
                   out);
            sortid_typeid t2;
            CHECK(sortid_typeid_from_uuid(&t2, t.prefix, strlen(t.prefix), &t.uuid, NULL) ==
                      SORTID_OK &&
                  !memcmp(&t2.uuid, &t.uuid, 16) && !strcmp(t2.prefix, t.prefix));
        }
    } else if (!strcmp(kind, "typeid_bad")) {
        sortid_typeid t;
        sortid_id id;
        size_t pos2 = 0;
        s = sortid_typeid_parse(&t, in, len, 0, &pos);
        /* the kind-generic parse of a TypeID says the same, at any length */
        CHECKF(sortid_id_parse(&id, SORTID_KIND_TYPEID, in, len, 0, &pos2, NULL) == s &&
                   pos2 == pos,
               "%s: sortid_id_parse at %zu, sortid_typeid_parse at %zu", in, pos2, pos);
        if (s == SORTID_E_OVERFLOW || s == SORTID_E_CHAR || s == SORTID_E_LENGTH)
            snprintf(got, sizeof got, "%s %zu", status_word(s), pos);
        else
            snprintf(got, sizeof got, "status %d", s);
    } else if (!strcmp(kind, "uuid_time")) {
        sortid_uuid u;
        int64_t ms = 0, ms2 = 0;
        uint32_t ns = 0;
        if (CHECK(sortid_uuid_parse(&u, in, len, 0, NULL) == SORTID_OK) &&
            CHECKF(sortid_uuid_unix_ms(&ms, &ns, &u) == SORTID_OK, "%s", in)) {
            snprintf(got, sizeof got, "%lld %u", (long long)ms, ns);
            CHECK(sortid_uuid_unix_ms(&ms2, NULL, &u) == SORTID_OK && ms2 == ms);
        }
    } else if (!strcmp(kind, "uuid_v1v6")) {
        sortid_uuid u, v6, back;
        if (CHECK(sortid_uuid_parse(&u, in, len, 0, NULL) == SORTID_OK) &&
            CHECK(sortid_uuid_v1_to_v6(&v6, &u) == SORTID_OK)) {
            sortid_uuid_format(got, &v6, 0);
            CHECK(sortid_uuid_v6_to_v1(&back, &v6) == SORTID_OK && !memcmp(&back, &u, 16));
            uint64_t t1, t6;
            CHECK(sortid_uuid_tick(&t1, &u) == SORTID_OK &&
                  sortid_uuid_tick(&t6, &v6) == SORTID_OK && t1 == t6);
            /* in place, both ways */
            back = u;
            CHECK(sortid_uuid_v1_to_v6(&back, &back) == SORTID_OK && !memcmp(&back, &v6, 16));
            CHECK(sortid_uuid_v6_to_v1(&back, &back) == SORTID_OK && !memcmp(&back, &u, 16));
        }
    } else if (!check_row_12(kind, in, got, sizeof got)) {
        CHECKF(0, "unknown vector kind %s", kind);
        return;
    }
    CHECKF(!strcmp(got, want), "%s %s: got '%s', want '%s'", kind, in, got, want);
}

static void run_vector_file(const char *name, int min_rows)
{
    char kind[64], in[256], want[256];
    int rows = 0;
    FILE *f = open_vectors(name);
    if (!f)
        return;
    while (read_vector(f, kind, in, want, sizeof in)) {
        check_row(kind, in, want);
        rows++;
    }
    fclose(f);
    CHECKF(rows >= min_rows, "%s: %d rows", name, rows);
}

TEST(family_spec_vectors)
{
    run_vector_file("family-spec.tsv", 44);
}

TEST(family_generated_vectors)
{
    run_vector_file("family.tsv", 300);
}

/* ---- KSUID ---------------------------------------------------------------- */

/* The textbook base62 of 20 bytes, to check the library's against: 27
 * divisions of the whole number by 62, one byte at a time. */
static void b62_textbook(char out[28], const uint8_t in[20])
{
    static const char alpha[] = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
    uint8_t n[20];
    memcpy(n, in, 20);
    for (int i = 26; i >= 0; i--) {
        unsigned rem = 0;
        for (int b = 0; b < 20; b++) {
            unsigned v = rem * 256 + n[b];
            n[b] = (uint8_t)(v / 62);
            rem = v % 62;
        }
        out[i] = alpha[rem];
    }
    out[27] = '\0';
}

TEST(ksuid_round_trips_and_order)
{
    sortid_ksuid a, b, prev = { { 0 } };
    char ta[28], tp[28] = "000000000000000000000000000";
    for (int i = 0; i < 20000; i++) {
        test_rand_bytes(a.bytes, 20);
        if (i % 7 == 0) /* long runs of 0x00 and 0xFF */
            memset(a.bytes, i % 2 ? 0xFF : 0, (size_t)(i % 20));
        sortid_ksuid_format(ta, &a, 0);
        char want[28];
        b62_textbook(want, a.bytes);
        if (!CHECKF(!strcmp(ta, want), "%s, textbook %s", ta, want) ||
            !CHECK(strlen(ta) == 27 && sortid_ksuid_parse(&b, ta, 27, 0, NULL) == SORTID_OK &&
                   !memcmp(a.bytes, b.bytes, 20)))
            break;
        /* text order = byte order */
        int c1 = memcmp(a.bytes, prev.bytes, 20), c2 = strcmp(ta, tp);
        if (!CHECKF((c1 > 0) == (c2 > 0) && (c1 < 0) == (c2 < 0), "%s vs %s", ta, tp))
            break;
        prev = a;
        memcpy(tp, ta, 28);
    }
}

/* The rare numbers whose base-62^5 carries ripple (src/ksuid.c): the last
 * round of carries moves a 1 from digit 2, 3 and 4 (found by a search of
 * random numbers, one in about 10^8). */
TEST(ksuid_text_where_carries_ripple)
{
    static const char *const hex[] = { "3beb7903bfc7b8612db638f25a85820a01ec3607",
                                       "90607e8c8393213751b84e2811f0cb86611178ec",
                                       "989ab0f648d1c900ad5d726351be962656723ab2" };
    for (size_t i = 0; i < sizeof hex / sizeof hex[0]; i++) {
        sortid_ksuid k, back;
        char text[28], want[28];
        for (size_t j = 0; j < 20; j++) {
            unsigned v;
            sscanf(hex[i] + 2 * j, "%2x", &v);
            k.bytes[j] = (uint8_t)v;
        }
        sortid_ksuid_format(text, &k, 0);
        b62_textbook(want, k.bytes);
        CHECKF(!strcmp(text, want), "%s: %s, textbook %s", hex[i], text, want);
        CHECK(sortid_ksuid_parse(&back, text, 27, 0, NULL) == SORTID_OK &&
              !memcmp(back.bytes, k.bytes, 20));
    }
}

TEST(ksuid_every_byte_at_every_position)
{
    const char *base = "0ujtsYcgvSTl8PAuAdqWYSMnLOv";
    int wrong = 0;
    for (int i = 0; i < 27; i++)
        for (int c = 0; c < 256; c++) {
            char t[27];
            sortid_ksuid k;
            size_t pos = 999;
            memcpy(t, base, 27);
            t[i] = (char)c;
            int valid = (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
            sortid_status s = sortid_ksuid_parse(&k, t, 27, 0, &pos);
            if (valid && i > 0)
                wrong += s != SORTID_OK;
            else if (!valid)
                wrong += s != SORTID_E_CHAR || pos != (size_t)i;
            else /* first character: from 'a' on, with this tail, the value passes 2^160 - 1 */
                wrong += s != (c >= 'a' ? SORTID_E_OVERFLOW : SORTID_OK);
        }
    CHECKF(wrong == 0, "%d wrong answers", wrong);
}

TEST(ksuid_errors_and_time)
{
    sortid_ksuid k;
    size_t pos = 0;
    uint8_t payload[16] = { 1, 2, 3 }, p2[16];
    CHECK(sortid_ksuid_parse(&k, "0ujtsYcgvSTl8PAuAdqWYSMnLO", 26, 0, &pos) == SORTID_E_LENGTH &&
          pos == 26);
    CHECK(sortid_ksuid_parse(&k, "0ujtsYcgvSTl8PAuAdqWYSMnLOvv", 28, 0, &pos) == SORTID_E_LENGTH &&
          pos == 27);
    CHECK(sortid_ksuid_parse(NULL, "x", 1, 0, &pos) == SORTID_E_INVALID_ARG);
    /* an invalid byte and an overflow: the byte is named */
    CHECK(sortid_ksuid_parse(&k, "zzzzzzzzzzzzzzzzzzzzzzzzzz-", 27, 0, &pos) == SORTID_E_CHAR &&
          pos == 26);
    CHECK(sortid_ksuid_make(&k, t_s_to_ms(SORTID_KSUID_EPOCH_S - 1), payload) ==
          SORTID_E_TIME_RANGE);
    CHECK(sortid_ksuid_make(&k, t_s_to_ms(SORTID_KSUID_EPOCH_S + SORTID_KSUID_TICK_MAX + 1),
                            payload) == SORTID_E_TIME_RANGE);
    CHECK(sortid_ksuid_make(&k, t_s_to_ms(1507608047), payload) == SORTID_OK &&
          t_ksuid_ms(&k) == INT64_C(1507608047000) &&
          sortid_ksuid_tick(&k) == 1507608047 - SORTID_KSUID_EPOCH_S);
    sortid_ksuid_payload(p2, &k);
    CHECK(!memcmp(p2, payload, 16));
    /* at: the second is floored, min/max payloads */
    CHECK(sortid_ksuid_at(&k, INT64_C(1507608047999), SORTID_AT_MIN) == SORTID_OK &&
          t_ksuid_ms(&k) == INT64_C(1507608047000));
    char t[28];
    CHECK(sortid_ksuid_at(&k, (SORTID_KSUID_EPOCH_S + SORTID_KSUID_TICK_MAX) * 1000 + 999,
                          SORTID_AT_MAX) == SORTID_OK);
    sortid_ksuid_format(t, &k, 0);
    CHECK(!strcmp(t, "aWgEPTl1tmebfsQzFP4bxwgy80V"));
    CHECK(sortid_ksuid_at(&k, SORTID_KSUID_EPOCH_S * 1000 - 1, SORTID_AT_MIN) ==
          SORTID_E_TIME_RANGE);
    CHECK(sortid_ksuid_at(&k, SORTID_KSUID_EPOCH_S * 1000, (sortid_at)7) == SORTID_E_INVALID_ARG);
}

TEST(ksuid_new_fill)
{
    static sortid_ksuid k[300];
    int64_t before, after;
    int same = 0;
    CHECK(sortid_clock_ms(&before) == SORTID_OK);
    CHECK(sortid_ksuid_new_fill(k, 300) == SORTID_OK);
    CHECK(sortid_clock_ms(&after) == SORTID_OK);
    for (int i = 0; i < 300; i++) {
        CHECK(t_ksuid_ms(&k[i]) >= before / 1000 * 1000 && t_ksuid_ms(&k[i]) <= after);
        for (int j = 0; j < i; j++)
            same += !memcmp(k[i].bytes + 4, k[j].bytes + 4, 16);
    }
    CHECKF(same == 0, "%d repeated payloads", same);
    CHECK(sortid_ksuid_new_fill(NULL, 0) == SORTID_OK);
    CHECK(sortid_ksuid_new_fill(NULL, 1) == SORTID_E_INVALID_ARG);
}

TEST(ksuid_new_is_now_and_random)
{
    sortid_ksuid a, b;
    int64_t before, after;
    CHECK(sortid_clock_ms(&before) == SORTID_OK);
    CHECK(sortid_ksuid_new(&a) == SORTID_OK && sortid_ksuid_new(&b) == SORTID_OK);
    CHECK(sortid_clock_ms(&after) == SORTID_OK);
    CHECK(t_ksuid_ms(&a) >= before / 1000 * 1000 && t_ksuid_ms(&b) <= after);
    CHECK(memcmp(a.bytes + 4, b.bytes + 4, 16) != 0);
}

/* ---- TypeID ------------------------------------------------------------- */

TEST(typeid_prefix_rules)
{
    size_t pos = 99;
    char p64[65];
    memset(p64, 'a', 64);
    CHECK(sortid_typeid_prefix_check("", 0, &pos) == SORTID_OK);
    CHECK(sortid_typeid_prefix_check(p64, 63, &pos) == SORTID_OK);
    CHECK(sortid_typeid_prefix_check(p64, 64, &pos) == SORTID_E_LENGTH && pos == 63);
    CHECK(sortid_typeid_prefix_check("a", 1, &pos) == SORTID_OK);
    CHECK(sortid_typeid_prefix_check("a_b", 3, &pos) == SORTID_OK);
    CHECK(sortid_typeid_prefix_check("a__b", 4, &pos) == SORTID_OK);
    CHECK(sortid_typeid_prefix_check("_a", 2, &pos) == SORTID_E_CHAR && pos == 0);
    CHECK(sortid_typeid_prefix_check("a_", 2, &pos) == SORTID_E_CHAR && pos == 1);
    CHECK(sortid_typeid_prefix_check("ab1", 3, &pos) == SORTID_E_CHAR && pos == 2);
    CHECK(sortid_typeid_prefix_check("aB", 2, &pos) == SORTID_E_CHAR && pos == 1);
    CHECK(sortid_typeid_prefix_check("a\0b", 3, &pos) == SORTID_E_CHAR && pos == 1);
    CHECK(sortid_typeid_prefix_check("a\xe9", 2, &pos) == SORTID_E_CHAR && pos == 1);
    /* every byte, alone and in the middle */
    int wrong = 0;
    for (int c = 0; c < 256; c++) {
        char one[1] = { (char)c }, mid[3] = { 'a', (char)c, 'b' };
        int letter = c >= 'a' && c <= 'z';
        wrong += (sortid_typeid_prefix_check(one, 1, NULL) == SORTID_OK) != letter;
        wrong += (sortid_typeid_prefix_check(mid, 3, NULL) == SORTID_OK) != (letter || c == '_');
    }
    CHECKF(wrong == 0, "%d wrong answers", wrong);
}

/* The parser's own prefix check (8 bytes at a time) against the rule, for
 * every byte at every position of prefixes of 1 to 12 characters. */
TEST(typeid_parse_every_prefix_byte)
{
    int wrong = 0;
    for (size_t plen = 1; plen <= 12; plen++)
        for (size_t i = 0; i < plen; i++)
            for (int c = 0; c < 256; c++) {
                char t[64];
                sortid_typeid id;
                size_t pos = 999;
                memset(t, 'k', plen);
                t[i] = (char)c;
                t[plen] = '_';
                memcpy(t + plen + 1, "01h455vb4pex5vsknk084sn02q", 26);
                int letter = c >= 'a' && c <= 'z';
                int ok = letter || (c == '_' && i > 0 && i + 1 < plen);
                sortid_status s = sortid_typeid_parse(&id, t, plen + 27, 0, &pos);
                if (ok)
                    wrong += s != SORTID_OK || strlen(id.prefix) != plen ||
                             memcmp(id.prefix, t, plen) != 0;
                else if (c == '_') /* the prefix ends at the last '_' */
                    wrong += s == SORTID_OK;
                else
                    wrong += s != SORTID_E_CHAR || pos != i;
            }
    CHECKF(wrong == 0, "%d wrong answers", wrong);
}

/* ObjectId's hex digits (read 8 at a time): every byte at every position. */
TEST(objectid_every_byte_at_every_position)
{
    int wrong = 0;
    for (int i = 0; i < 24; i++)
        for (int c = 0; c < 256; c++) {
            char t[24];
            sortid_objectid o;
            size_t pos = 999;
            memcpy(t, "56e1fc72e0c917e9c4714161", 24);
            t[i] = (char)c;
            int hexd = (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
            sortid_status s = sortid_objectid_parse(&o, t, 24, 0, &pos);
            if (hexd) {
                int v = c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10;
                wrong +=
                    s != SORTID_OK || ((i % 2 ? o.bytes[i / 2] & 15 : o.bytes[i / 2] >> 4) != v);
            } else {
                wrong += s != SORTID_E_CHAR || pos != (size_t)i;
            }
        }
    CHECKF(wrong == 0, "%d wrong answers", wrong);
}

/* Snowflake digits (read 8 at a time): every byte at every position. */
TEST(snowflake_every_byte_at_every_position)
{
    int wrong = 0;
    const char *base = "1759288472991170631";
    for (size_t len = 1; len <= 19; len++)
        for (size_t i = 0; i < len; i++)
            for (int c = 0; c < 256; c++) {
                char t[20];
                sortid_snowflake f;
                sortid_flake g;
                size_t pos = 999, gpos = 998;
                memcpy(t, base, len);
                t[i] = (char)c;
                sortid_status s = sortid_snowflake_parse(&f, t, len, 0, &pos);
                sortid_status gs = sortid_flake_parse_int(&g, t, len, &gpos);
                wrong += s != gs || (s == SORTID_OK ? f.value != g.value : pos != gpos);
            }
    CHECKF(wrong == 0, "%d wrong answers", wrong);
}

TEST(typeid_new_time_and_errors)
{
    sortid_typeid t, t2;
    int64_t ms, now;
    size_t pos = 0;
    char text[SORTID_TYPEID_TEXT_MAX + 1];
    CHECK(sortid_typeid_new(&t, "user", 4, &pos) == SORTID_OK && !strcmp(t.prefix, "user"));
    CHECK(sortid_uuid_version(&t.uuid) == 7 && sortid_uuid_variant(&t.uuid) == 2);
    CHECK(sortid_clock_ms(&now) == SORTID_OK && sortid_typeid_unix_ms(&ms, NULL, &t) == SORTID_OK &&
          ms <= now && ms > now - 60000);
    /* monotonic: the next one sorts after */
    CHECK(sortid_typeid_new(&t2, "user", 4, &pos) == SORTID_OK &&
          memcmp(t2.uuid.bytes, t.uuid.bytes, 16) > 0);
    CHECK(sortid_typeid_format(text, &t, 0) == 31 && !strncmp(text, "user_0", 6));
    CHECK(sortid_typeid_new(&t, "User", 4, &pos) == SORTID_E_CHAR && pos == 0);
    CHECK(sortid_typeid_new(&t, "", 0, &pos) == SORTID_OK && !t.prefix[0]);
    CHECK(sortid_typeid_format(text, &t, 0) == 26);
    /* a TypeID of a v4 value has no time */
    CHECK(sortid_typeid_parse(&t, "00000000000000000000000000", 26, 0, &pos) == SORTID_OK &&
          sortid_typeid_unix_ms(&ms, NULL, &t) == SORTID_E_VERSION);
    CHECK(sortid_typeid_parse(&t, "prefix_01h455vb4pex5vsknk084sn02q", 33, 0, &pos) == SORTID_OK &&
          sortid_typeid_unix_ms(&ms, NULL, &t) == SORTID_OK && ms == INT64_C(1688096058518));
}

/* ---- UUID v1 / v6 ---------------------------------------------------------- */

TEST(uuid_time_versions)
{
    sortid_uuid u;
    int64_t ms;
    uint64_t tick;
    CHECK(sortid_uuid_parse(&u, "f81d4fae-7dec-41d0-a765-00a0c91e6bf6", 36, 0, NULL) == SORTID_OK);
    CHECK(sortid_uuid_unix_ms(&ms, NULL, &u) == SORTID_E_VERSION);
    CHECK(sortid_uuid_tick(&tick, &u) == SORTID_E_VERSION);
    CHECK(sortid_uuid_v1_to_v6(&u, &u) == SORTID_E_VERSION);
    /* a v1 with the Microsoft variant */
    CHECK(sortid_uuid_parse(&u, "C232AB00-9414-11EC-D3C8-9F6BDECED846", 36, 0, NULL) == SORTID_OK);
    CHECK(sortid_uuid_unix_ms(&ms, NULL, &u) == SORTID_E_VARIANT);
    CHECK(sortid_uuid_v1_to_v6(&u, &u) == SORTID_E_VARIANT);
    /* the oldest v1: 1582-10-15 */
    CHECK(sortid_uuid_parse(&u, "00000000-0000-1000-8000-000000000000", 36, 0, NULL) == SORTID_OK);
    uint32_t ns;
    CHECK(sortid_uuid_unix_ms(&ms, &ns, &u) == SORTID_OK &&
          ms == -SORTID_UUID_GREGORIAN_OFFSET / 10000 && ns == 0);
    CHECK(sortid_uuid_v6_to_v1(&u, &u) == SORTID_E_VERSION);
    CHECK(sortid_uuid_unix_ms(NULL, &ns, &u) == SORTID_E_INVALID_ARG);
}

/* ---- ObjectId / xid ---------------------------------------------------- */

TEST(objectid_xid_errors)
{
    sortid_objectid o;
    sortid_xid x;
    size_t pos = 0;
    CHECK(sortid_objectid_parse(&o, "56e1fc72e0c917e9c471416", 23, 0, &pos) == SORTID_E_LENGTH &&
          pos == 23);
    CHECK(sortid_objectid_parse(&o, "56e1fc72e0c917e9c471416g", 24, 0, &pos) == SORTID_E_CHAR &&
          pos == 23);
    CHECK(sortid_objectid_parse(&o, "-6e1fc72e0c917e9c4714161", 24, 0, &pos) == SORTID_E_CHAR &&
          pos == 0);
    CHECK(sortid_xid_parse(&x, "9m4e2mr0ui3e8a215n4", 19, 0, &pos) == SORTID_E_LENGTH && pos == 19);
    CHECK(sortid_xid_parse(&x, "9M4e2mr0ui3e8a215n4g", 20, 0, &pos) == SORTID_E_CHAR && pos == 1);
    CHECK(sortid_xid_parse(&x, "9m4e2mr0ui3e8a215nwg", 20, 0, &pos) == SORTID_E_CHAR && pos == 18);
    CHECK(sortid_xid_parse(&x, "9m4e2mr0ui3e8a215n4h", 20, 0, &pos) == SORTID_E_CHAR && pos == 19);
    /* every byte at every position of an xid */
    int wrong = 0;
    for (int i = 0; i < 20; i++)
        for (int c = 0; c < 256; c++) {
            char t[20];
            memcpy(t, "9m4e2mr0ui3e8a215n4g", 20);
            t[i] = (char)c;
            int in = (c >= '0' && c <= '9') || (c >= 'a' && c <= 'v');
            if (i == 19)
                in = c == '0' || c == 'g';
            sortid_status s = sortid_xid_parse(&x, t, 20, 0, &pos);
            wrong += in ? s != SORTID_OK : (s != SORTID_E_CHAR || pos != (size_t)i);
        }
    CHECKF(wrong == 0, "%d wrong answers", wrong);
    uint8_t proc[5] = { 1, 2, 3, 4, 5 };
    CHECK(sortid_objectid_make(&o, t_s_to_ms(-1), proc, 0) == SORTID_E_TIME_RANGE);
    CHECK(sortid_objectid_make(&o, t_s_to_ms(SORTID_OBJECTID_TICK_MAX + 1), proc, 0) ==
          SORTID_E_TIME_RANGE);
    CHECK(sortid_xid_make(&x, t_s_to_ms(1300816219), proc, 0x1234567) == SORTID_OK &&
          t_xid_ms(&x) == INT64_C(1300816219000));
    uint32_t m, p, c;
    sortid_xid_parts(&x, &m, &p, &c);
    CHECK(m == 0x010203 && p == 0x0405 && c == 0x234567);
    CHECK(sortid_objectid_at(&o, -1, SORTID_AT_MIN) == SORTID_E_TIME_RANGE);
    CHECK(sortid_objectid_at(&o, 1999, SORTID_AT_MAX) == SORTID_OK && t_objectid_ms(&o) == 1000);
    sortid_objectid_parts(&o, &m, &p, &c);
    CHECK(m == 0xFFFFFF && p == 0xFFFF && c == 0xFFFFFF);
    CHECK(sortid_xid_at(&x, 0, (sortid_at)9) == SORTID_E_INVALID_ARG);
}

TEST(objectid_xid_new_counter)
{
    sortid_objectid a, b;
    sortid_xid x;
    uint32_t ca, cb, cx;
    int64_t now;
    CHECK(sortid_objectid_new(&a) == SORTID_OK && sortid_xid_new(&x) == SORTID_OK &&
          sortid_objectid_new(&b) == SORTID_OK);
    sortid_objectid_parts(&a, NULL, NULL, &ca);
    sortid_objectid_parts(&b, NULL, NULL, &cb);
    sortid_xid_parts(&x, NULL, NULL, &cx);
    /* one process counter, +1 per ID of either kind; the same process bytes */
    CHECK(cx == ((ca + 1) & 0xFFFFFF) && cb == ((ca + 2) & 0xFFFFFF));
    CHECK(!memcmp(a.bytes + 4, b.bytes + 4, 5) && !memcmp(a.bytes + 4, x.bytes + 4, 5));
    CHECK(sortid_clock_ms(&now) == SORTID_OK && t_objectid_ms(&b) <= now &&
          t_objectid_ms(&a) > now - 60000);
}

#if TEST_HAVE_FORK
/* A forked child draws new process bytes: its IDs never repeat the parent's
 * even when both counters run over the same values. */
TEST(objectid_fork_new_process_bytes)
{
    sortid_objectid parent, child;
    int fds[2];
    CHECK(sortid_objectid_new(&parent) == SORTID_OK);
    CHECK(pipe(fds) == 0);
    pid_t pid = fork();
    if (pid == 0) {
        sortid_objectid o;
        close(fds[0]);
        if (sortid_objectid_new(&o) != SORTID_OK || write(fds[1], &o, sizeof o) != sizeof o)
            _exit(1);
        _exit(0);
    }
    close(fds[1]);
    CHECK(pid > 0 && read(fds[0], &child, sizeof child) == sizeof child);
    close(fds[0]);
    int status = 0;
    waitpid(pid, &status, 0);
    CHECK(WIFEXITED(status) && WEXITSTATUS(status) == 0);
    CHECK(memcmp(parent.bytes + 4, child.bytes + 4, 5) != 0);
    sortid_objectid again;
    CHECK(sortid_objectid_new(&again) == SORTID_OK &&
          !memcmp(parent.bytes + 4, again.bytes + 4, 5));
}
#else
TEST_ELSEWHERE(objectid_fork_new_process_bytes, "no fork() on this platform")
#endif

/* ---- snowflake ------------------------------------------------------------ */

TEST(snowflake_epochs_and_errors)
{
    int64_t e;
    size_t pos = 0;
    sortid_snowflake f;
    CHECK(sortid_snowflake_epoch_parse(&e, "twitter", 7, &pos) == SORTID_OK &&
          e == SORTID_SNOWFLAKE_EPOCH_TWITTER);
    CHECK(sortid_snowflake_epoch_parse(&e, "discord", 7, &pos) == SORTID_OK &&
          e == SORTID_SNOWFLAKE_EPOCH_DISCORD);
    CHECK(sortid_snowflake_epoch_parse(&e, "1420070400000", 13, &pos) == SORTID_OK &&
          e == SORTID_SNOWFLAKE_EPOCH_DISCORD);
    CHECK(sortid_snowflake_epoch_parse(&e, "-5", 2, &pos) == SORTID_OK && e == -5);
    CHECK(sortid_snowflake_epoch_parse(&e, "Discord", 7, &pos) == SORTID_E_CHAR && pos == 0);
    CHECK(sortid_snowflake_epoch_parse(&e, "12x", 3, &pos) == SORTID_E_CHAR && pos == 2);
    CHECK(sortid_snowflake_epoch_parse(&e, "-", 1, &pos) == SORTID_E_LENGTH && pos == 1);
    CHECK(sortid_snowflake_epoch_parse(&e, "", 0, &pos) == SORTID_E_LENGTH);
    CHECK(sortid_snowflake_parse(&f, "9223372036854775808", 19, 0, &pos) == SORTID_E_OVERFLOW &&
          pos == 18);
    CHECK(sortid_snowflake_parse(&f, "-1", 2, 0, &pos) == SORTID_E_CHAR && pos == 0);
    CHECK(sortid_snowflake_parse(&f, "9223372036854775807", 19, 0, &pos) == SORTID_OK);
    f.epoch_ms = INT64_MAX - 10;
    int64_t ms;
    CHECK(sortid_snowflake_unix_ms(&ms, NULL, &f) == SORTID_E_TIME_RANGE);
    f.epoch_ms = INT64_MIN;
    CHECK(sortid_snowflake_unix_ms(&ms, NULL, &f) == SORTID_OK &&
          ms == INT64_MIN + (INT64_MAX >> 22));
}
