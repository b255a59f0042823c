/* SPDX-License-Identifier: MIT */
/* test_ulid.c - ULID codec, layout and conversions against the vectors and
 * exhaustive bad input. */
#include "check.h"

#include <stdlib.h>
#include <string.h>

static int hex_to_bytes(uint8_t *dst, const char *hex, size_t n)
{
    for (size_t i = 0; i < n; i++) {
        unsigned v;
        if (sscanf(hex + 2 * i, "%2x", &v) != 1)
            return 0;
        dst[i] = (uint8_t)v;
    }
    return strlen(hex) == 2 * n;
}

static sortid_status ulid_parse_text(sortid_ulid *u, const char *s, size_t *pos)
{
    return sortid_ulid_parse(u, s, strlen(s), 0, pos);
}

TEST(ulid_vectors)
{
    char kind[256], in[256], exp[256], out[64];
    FILE *f = open_vectors("ulid.tsv");
    int count = 0;
    while (read_vector(f, kind, in, exp, sizeof kind)) {
        sortid_ulid u;
        size_t pos = 999;
        count++;
        if (!strcmp(kind, "encode")) {
            long long ms;
            char rhex[64];
            uint8_t r[10];
            CHECK(sscanf(in, "%lld %63s", &ms, rhex) == 2 && hex_to_bytes(r, rhex, 10));
            CHECK(sortid_ulid_make(&u, ms, r) == SORTID_OK);
            sortid_ulid_format(out, &u, 0);
            CHECKF(!strcmp(out, exp), "%s -> %s, want %s", in, out, exp);
            CHECK(t_ulid_ms(&u) == ms);
        } else if (!strcmp(kind, "value")) {
            uint8_t b[16];
            CHECK(hex_to_bytes(b, in, 16));
            memcpy(u.bytes, b, 16);
            sortid_ulid_format(out, &u, 0);
            CHECKF(!strcmp(out, exp), "%s -> %s, want %s", in, out, exp);
            sortid_ulid back;
            CHECK(ulid_parse_text(&back, exp, &pos) == SORTID_OK && !memcmp(back.bytes, b, 16));
        } else if (!strcmp(kind, "time")) {
            long long ms;
            char iso[64], t[(SORTID_TIME_TEXT_MAX + 1)];
            CHECK(sscanf(exp, "%lld %63s", &ms, iso) == 2);
            CHECK(ulid_parse_text(&u, in, &pos) == SORTID_OK);
            CHECKF(t_ulid_ms(&u) == ms, "%s", in);
            sortid_time_format(t, t_ulid_ms(&u));
            CHECKF(!strcmp(t, iso), "%s -> %s, want %s", in, t, iso);
            int64_t back;
            CHECK(sortid_time_parse(&back, NULL, iso, strlen(iso), NULL) == SORTID_OK &&
                  back == ms);
        } else if (!strcmp(kind, "uuid")) {
            sortid_uuid id;
            CHECK(ulid_parse_text(&u, in, &pos) == SORTID_OK);
            sortid_ulid_to_uuid(&id, &u);
            CHECK(sortid_uuid_format(out, &id, 0) == 36);
            CHECKF(!strcmp(out, exp), "%s -> %s, want %s", in, out, exp);
            sortid_uuid id2;
            sortid_ulid u2;
            CHECK(sortid_uuid_parse(&id2, exp, strlen(exp), 0, &pos) == SORTID_OK);
            sortid_ulid_from_uuid(&u2, &id2);
            CHECK(!memcmp(u2.bytes, u.bytes, 16));
        } else if (!strcmp(kind, "next")) {
            sortid_ulid n;
            CHECK(ulid_parse_text(&u, in, &pos) == SORTID_OK);
            sortid_status st = sortid_ulid_next(&n, &u);
            if (!strncmp(exp, "ERROR", 5)) {
                CHECKF(st == SORTID_E_OVERFLOW, "%s", in);
            } else {
                CHECK(st == SORTID_OK);
                sortid_ulid_format(out, &n, 0);
                CHECKF(!strcmp(out, exp), "%s -> %s, want %s", in, out, exp);
                CHECK(sortid_ulid_compare(&u, &n) < 0);
            }
        } else if (!strcmp(kind, "invalid")) {
            sortid_status st = ulid_parse_text(&u, in, &pos);
            if (strstr(exp, "overflow"))
                CHECKF(st == SORTID_E_OVERFLOW && pos == 0, "%s", in);
            else if (strstr(exp, "length"))
                CHECKF(st == SORTID_E_LENGTH && pos == strlen(in), "%s", in);
            else if (strstr(exp, "character")) {
                size_t want = (size_t)atoi(strstr(exp, "character") + 10);
                CHECKF(st == SORTID_E_CHAR && pos == want, "%s: pos %zu", in, pos);
            } else
                CHECKF(0, "unknown expectation %s", exp);
        } else if (!strcmp(kind, "lenient")) {
            CHECKF(ulid_parse_text(&u, in, &pos) == SORTID_E_CHAR, "strict must reject %s", in);
            CHECK(sortid_ulid_parse(&u, in, strlen(in), SORTID_PARSE_LENIENT, &pos) == SORTID_OK);
            sortid_ulid_format(out, &u, 0);
            CHECKF(!strcmp(out, exp), "%s -> %s, want %s", in, out, exp);
        } else {
            CHECKF(0, "unknown vector kind %s", kind);
        }
    }
    CHECKF(count >= 30, "only %d ULID vectors read", count);
    if (f)
        fclose(f);
}

/* Every byte value at every position: the strict parser accepts exactly the
 * alphabet (either case), rejects the rest naming the position, and rejects
 * a first character above '7' as overflow; lenient adds I, L, O only.  An
 * accepted byte formats back as its canonical character. */
int crockford_every_byte_errors(const char *base, size_t n, crockford_roundtrip_fn fn)
{
    const char *alpha = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
    int bad = 0;
    for (int lenient = 0; lenient < 2; lenient++) {
        for (size_t p = 0; p < n; p++) {
            for (int b = 0; b < 256; b++) {
                char s[64], out[64];
                size_t pos = 999;
                memcpy(s, base, n);
                s[p] = (char)b;
                int up = (b >= 'a' && b <= 'z') ? b - 32 : b;
                const char *hit = b ? strchr(alpha, up) : NULL;
                int val = hit ? (int)(hit - alpha) : -1;
                if (lenient && (up == 'I' || up == 'L'))
                    val = 1;
                if (lenient && up == 'O')
                    val = 0;
                sortid_status st = fn(s, n, lenient ? SORTID_PARSE_LENIENT : 0, &pos, out);
                sortid_status want =
                    val < 0 ? SORTID_E_CHAR : (p == 0 && val > 7 ? SORTID_E_OVERFLOW : SORTID_OK);
                if (st != want || (st != SORTID_OK && pos != p))
                    bad++;
                if (st == SORTID_OK && out[p] != alpha[val])
                    bad++;
            }
        }
    }
    return bad;
}

static sortid_status ulid_roundtrip(const char *src, size_t n, unsigned flags, size_t *pos,
                                    char *out)
{
    sortid_ulid u;
    sortid_status st = sortid_ulid_parse(&u, src, n, flags, pos);
    if (st == SORTID_OK)
        sortid_ulid_format(out, &u, 0);
    return st;
}

TEST(ulid_every_byte_every_position)
{
    int bad = crockford_every_byte_errors("01ARYZ6S41TSV4RRFFQ69G5FAV", 26, ulid_roundtrip);
    CHECKF(bad == 0, "%d wrong answers", bad);
}

TEST(ulid_lengths_and_args)
{
    char s[64];
    sortid_ulid u;
    size_t pos;
    memset(s, '0', sizeof s);
    for (size_t len = 0; len < 64; len++) {
        pos = 999;
        sortid_status st = sortid_ulid_parse(&u, s, len, 0, &pos);
        if (len == 26)
            CHECK(st == SORTID_OK);
        else
            CHECKF(st == SORTID_E_LENGTH && pos == (len < 26 ? len : 26), "len %zu pos %zu", len,
                   pos);
    }
    CHECK(sortid_ulid_parse(NULL, s, 26, 0, NULL) == SORTID_E_INVALID_ARG);
    CHECK(sortid_ulid_parse(&u, NULL, 26, 0, NULL) == SORTID_E_INVALID_ARG);
    /* a NUL inside the text is a bad character, not an early end */
    memcpy(s, "01ARYZ6S41TSV4RRFFQ69G5FAV", 26);
    s[10] = '\0';
    CHECK(sortid_ulid_parse(&u, s, 26, 0, &pos) == SORTID_E_CHAR && pos == 10);
    /* lenient never accepts U */
    CHECK(sortid_ulid_parse(&u, "01ARYZ6S41TSV4RRFFQ69G5FAU", 26, SORTID_PARSE_LENIENT, &pos) ==
              SORTID_E_CHAR &&
          pos == 25);
    CHECK(sortid_ulid_parse(&u, "0lARYZ6S4oTSV4RRFFQ69G5FAi", 26, SORTID_PARSE_LENIENT, &pos) ==
          SORTID_OK);
    char out[27];
    sortid_ulid_format(out, &u, 0);
    CHECK(!strcmp(out, "01ARYZ6S40TSV4RRFFQ69G5FA1"));
}

TEST(ulid_format_cases)
{
    sortid_ulid u;
    char up[27], lo[27];
    CHECK(sortid_ulid_parse(&u, "01aryz6s41tsv4rrffq69g5fav", 26, 0, NULL) == SORTID_OK);
    sortid_ulid_format(up, &u, 0);
    sortid_ulid_format(lo, &u, SORTID_FORMAT_LOWER);
    CHECK(!strcmp(up, "01ARYZ6S41TSV4RRFFQ69G5FAV"));
    CHECK(!strcmp(lo, "01aryz6s41tsv4rrffq69g5fav"));
}

TEST(ulid_make_parts_min_max)
{
    uint8_t r[10] = { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 }, got[10];
    sortid_ulid u, lo, hi, prev;
    char s[27];
    CHECK(sortid_ulid_make(&u, 1469918176385, r) == SORTID_OK);
    sortid_ulid_random(got, &u);
    CHECK(!memcmp(got, r, 10));
    CHECK(sortid_ulid_make(&u, -1, r) == SORTID_E_TIME_RANGE);
    CHECK(sortid_ulid_make(&u, SORTID_ULID_TICK_MAX + 1, r) == SORTID_E_TIME_RANGE);
    CHECK(sortid_ulid_make(&u, SORTID_ULID_TICK_MAX, r) == SORTID_OK);
    CHECK(sortid_ulid_at(&lo, 1469918176385, SORTID_AT_MIN) == SORTID_OK);
    CHECK(sortid_ulid_at(&hi, 1469918176385, SORTID_AT_MAX) == SORTID_OK);
    sortid_ulid_format(s, &lo, 0);
    CHECK(!strcmp(s, "01ARYZ6S410000000000000000"));
    sortid_ulid_format(s, &hi, 0);
    CHECK(!strcmp(s, "01ARYZ6S41ZZZZZZZZZZZZZZZZ"));
    CHECK(sortid_ulid_make(&u, 1469918176385, r) == SORTID_OK);
    CHECK(sortid_ulid_compare(&lo, &u) < 0 && sortid_ulid_compare(&u, &hi) < 0);
    CHECK(sortid_ulid_compare(&u, &u) == 0);
    CHECK(sortid_ulid_at(&prev, 1469918176384, SORTID_AT_MAX) == SORTID_OK &&
          sortid_ulid_compare(&prev, &lo) < 0);
    CHECK(sortid_ulid_at(&u, -5, SORTID_AT_MIN) == SORTID_E_TIME_RANGE);
    CHECK(sortid_ulid_at(&u, SORTID_ULID_TICK_MAX + 1, SORTID_AT_MAX) == SORTID_E_TIME_RANGE);
    /* next in place, and overflow leaves dst untouched */
    CHECK(sortid_ulid_next(&lo, &lo) == SORTID_OK);
    sortid_ulid_format(s, &lo, 0);
    CHECK(!strcmp(s, "01ARYZ6S410000000000000001"));
    u = hi;
    CHECK(sortid_ulid_next(&u, &hi) == SORTID_E_OVERFLOW && !memcmp(&u, &hi, 16));
}

TEST(ulid_uuid_forms)
{
    sortid_ulid u;
    sortid_uuid id;
    char s[40];
    size_t pos;
    CHECK(sortid_uuid_parse(&id, "01563DF3-6481-D676-4C61-EFB99302BD5B", 36, 0, &pos) == SORTID_OK);
    sortid_ulid_from_uuid(&u, &id);
    sortid_ulid_format(s, &u, 0);
    CHECK(!strcmp(s, "01ARYZ6S41TSV4RRFFQ69G5FAV"));
    CHECK(sortid_uuid_parse(&id, "01563df36481d6764c61efb99302bd5b", 32, 0, &pos) == SORTID_OK);
    CHECK(sortid_uuid_format(s, &id, SORTID_FORMAT_NO_HYPHENS) == 32 &&
          !strcmp(s, "01563df36481d6764c61efb99302bd5b"));
    CHECK(sortid_uuid_format(s, &id, SORTID_FORMAT_UPPER) == 36 &&
          !strcmp(s, "01563DF3-6481-D676-4C61-EFB99302BD5B"));
    CHECK(sortid_uuid_parse(&id, "01563df3-6481-d676-4c61-efb99302bd5", 35, 0, &pos) ==
          SORTID_E_LENGTH);
    CHECK(sortid_uuid_parse(&id, "01563df3x6481-d676-4c61-efb99302bd5b", 36, 0, &pos) ==
              SORTID_E_CHAR &&
          pos == 8);
    CHECK(sortid_uuid_parse(&id, "01563df3-6481-d676-4c61-efb99302bdgb", 36, 0, &pos) ==
              SORTID_E_CHAR &&
          pos == 34);
    CHECK(sortid_uuid_parse(&id, "01563df36481d6764c61efb99302bd5-", 32, 0, &pos) ==
              SORTID_E_CHAR &&
          pos == 31);
    CHECK(sortid_uuid_parse(&id, "01563df3-6481-d676-4c61efb99302bd5b", 35, 0, &pos) ==
          SORTID_E_LENGTH);
    /* every byte at every position of the hyphenated form */
    int bad = 0;
    const char *base = "01563df3-6481-d676-4c61-efb99302bd5b";
    for (size_t p = 0; p < 36; p++)
        for (int b = 0; b < 256; b++) {
            char t[37];
            memcpy(t, base, 37);
            t[p] = (char)b;
            int hyph = p == 8 || p == 13 || p == 18 || p == 23;
            int ok = hyph ? b == '-' : (b && strchr("0123456789abcdefABCDEF", b) != NULL);
            pos = 999;
            sortid_status st = sortid_uuid_parse(&id, t, 36, 0, &pos);
            if (ok ? st != SORTID_OK : (st != SORTID_E_CHAR || pos != p))
                bad++;
        }
    CHECKF(bad == 0, "%d wrong answers", bad);
    /* lossy v7 */
    CHECK(sortid_ulid_parse(&u, "7ZZZZZZZZZZZZZZZZZZZZZZZZZ", 26, 0, NULL) == SORTID_OK);
    sortid_ulid_to_uuidv7_lossy(&id, &u);
    sortid_uuid_format(s, &id, 0);
    CHECK(!strcmp(s, "ffffffff-ffff-7fff-bfff-ffffffffffff"));
    CHECK(sortid_uuid_version(&id) == 7 && sortid_uuid_variant(&id) == 2);
    int64_t ms;
    CHECK(sortid_uuid_unix_ms(&ms, NULL, &id) == SORTID_OK && ms == SORTID_ULID_TICK_MAX);
}

/* A million random values through every form and back. */
TEST(ulid_round_trips)
{
    int bad = 0;
    for (int i = 0; i < 1000000; i++) {
        sortid_ulid u, v, w;
        sortid_uuid id, id2;
        char s[27], l[27], t[37];
        test_rand_bytes(u.bytes, 16);
        sortid_ulid_format(s, &u, 0);
        sortid_ulid_format(l, &u, SORTID_FORMAT_LOWER);
        if (s[0] > '7' || sortid_ulid_parse(&v, s, 26, 0, NULL) != SORTID_OK ||
            memcmp(&u, &v, 16) || sortid_ulid_parse(&w, l, 26, 0, NULL) != SORTID_OK ||
            memcmp(&u, &w, 16))
            bad++;
        sortid_ulid_to_uuid(&id, &u);
        sortid_uuid_format(t, &id, (unsigned)i & 7);
        if (sortid_uuid_parse(&id2, t, strlen(t), 0, NULL) != SORTID_OK || memcmp(&id, &id2, 16))
            bad++;
        sortid_ulid_from_uuid(&w, &id2);
        if (memcmp(&u, &w, 16))
            bad++;
        uint8_t r[10];
        sortid_ulid_random(r, &u);
        if (sortid_ulid_make(&w, t_ulid_ms(&u), r) != SORTID_OK || memcmp(&u, &w, 16))
            bad++;
    }
    CHECKF(bad == 0, "%d round trips failed", bad);
}

/* The text order of formatted ULIDs is their byte order. */
TEST(ulid_text_order_is_byte_order)
{
    int bad = 0;
    for (int i = 0; i < 200000; i++) {
        sortid_ulid a, b;
        char sa[27], sb[27];
        test_rand_bytes(a.bytes, 16);
        b = a;
        test_rand_bytes(b.bytes + (i % 16), 16 - (size_t)(i % 16));
        sortid_ulid_format(sa, &a, 0);
        sortid_ulid_format(sb, &b, 0);
        int c1 = sortid_ulid_compare(&a, &b), c2 = strcmp(sa, sb);
        if ((c1 > 0) != (c2 > 0) || (c1 < 0) != (c2 < 0))
            bad++;
    }
    CHECK(bad == 0);
}

TEST(status_strings)
{
    for (int s = 0; s <= SORTID_E_SYSTEM; s++) {
        const char *m = sortid_strerror((sortid_status)s);
        CHECKF(m && *m && strcmp(m, "unknown sortid status"), "status %d", s);
    }
    CHECK(!strcmp(sortid_strerror((sortid_status)999), "unknown sortid status"));
    CHECK(!strcmp(sortid_version(), SORTID_VERSION_STRING));
}

/* Every code has its name, the constant without SORTID_, distinct from the
 * others; an unknown value is "unknown", never NULL. */
TEST(status_names)
{
    static const struct {
        sortid_status s;
        const char *name;
    } some[] = { { SORTID_OK, "OK" },
                 { SORTID_E_LENGTH, "E_LENGTH" },
                 { SORTID_E_TIME_RANGE, "E_TIME_RANGE" },
                 { SORTID_E_INVALID_ARG, "E_INVALID_ARG" },
                 { SORTID_E_UUID_BITS, "E_UUID_BITS" },
                 { SORTID_E_AMBIGUOUS, "E_AMBIGUOUS" } };
    for (size_t i = 0; i < sizeof some / sizeof some[0]; i++)
        CHECKF(!strcmp(sortid_status_name(some[i].s), some[i].name), "%s: %s", some[i].name,
               sortid_status_name(some[i].s));
    for (int s = 0; s <= SORTID_E_AMBIGUOUS; s++) {
        const char *n = sortid_status_name((sortid_status)s);
        CHECKF(n && (s == 0 ? !strcmp(n, "OK") : !strncmp(n, "E_", 2)), "status %d: %s", s,
               n ? n : "NULL");
        CHECKF(strcmp(sortid_strerror((sortid_status)s), "unknown sortid status"), "status %d", s);
        for (int t = 0; t < s; t++)
            CHECKF(strcmp(n, sortid_status_name((sortid_status)t)), "%d and %d: %s", s, t, n);
    }
    CHECK(!strcmp(sortid_status_name((sortid_status)(SORTID_E_AMBIGUOUS + 1)), "unknown"));
    CHECK(!strcmp(sortid_status_name((sortid_status)-1), "unknown"));
    CHECK(
        !strcmp(sortid_strerror((sortid_status)(SORTID_E_AMBIGUOUS + 1)), "unknown sortid status"));
}
