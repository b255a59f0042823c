/* SPDX-License-Identifier: MIT */
/*
 * fuzz_ulid.c - sortid_ulid_parse (strict and lenient) and sortid_ulid_format.
 *
 * Properties, for any input s:
 *  - strict accepts s  =>  format(parse(s)) == upper(s), lower-case format == lower(s),
 *    and lenient accepts s with the same value (lenient is a superset);
 *  - lenient accepts s =>  format(parse(s)) == s upper-cased with I/L -> 1, O -> 0,
 *    and strict accepts that text with the same value;
 *  - a rejection reports SORTID_E_LENGTH at min(len, 26), SORTID_E_CHAR at a
 *    byte outside the alphabet, or SORTID_E_OVERFLOW at 0 with a first character > '7';
 *  - the first 16 bytes as an ID x: parse(format(x)) == x in both cases, and
 *    x survives the UUID round trip.
 */
#include "fuzz.h"

static const char alphabet[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

static int in_alphabet(char c, int lenient)
{
    c = fz_crockford_canon(c, lenient);
    return c != 0 && strchr(alphabet, c) != NULL;
}

static void check_parse(const char *s, size_t len, unsigned flags)
{
    int lenient = (flags & SORTID_PARSE_LENIENT) != 0;
    sortid_ulid u;
    size_t pos = 12345;
    sortid_status st = sortid_ulid_parse(&u, s, len, flags, &pos);
    if (st != SORTID_OK) {
        if (st == SORTID_E_LENGTH) {
            PROP(len != SORTID_ULID_TEXT_LEN);
            PROP(pos == (len < SORTID_ULID_TEXT_LEN ? len : SORTID_ULID_TEXT_LEN));
        } else if (st == SORTID_E_CHAR) {
            PROP(len == SORTID_ULID_TEXT_LEN && pos < len);
            PROP(!in_alphabet(s[pos], lenient));
            for (size_t i = 0; i < pos; i++)
                PROP(in_alphabet(s[i], lenient));
        } else {
            PROP(st == SORTID_E_OVERFLOW && pos == 0);
            PROP(in_alphabet(s[0], lenient) && fz_crockford_canon(s[0], lenient) > '7');
        }
        return;
    }
    PROP(len == SORTID_ULID_TEXT_LEN);
    char out[SORTID_ULID_TEXT_LEN + 1], canon[SORTID_ULID_TEXT_LEN + 1];
    for (size_t i = 0; i < len; i++)
        canon[i] = fz_crockford_canon(s[i], lenient);
    canon[len] = 0;
    sortid_ulid_format(out, &u, 0);
    PROP(memcmp(out, canon, sizeof out) == 0);
    sortid_ulid_format(out, &u, SORTID_FORMAT_LOWER);
    for (size_t i = 0; i < len; i++)
        PROP(out[i] == fz_lower(canon[i]));
    PROP(out[len] == 0);

    /* strict text of the same ID parses, strictly and leniently, to it */
    sortid_ulid v;
    PROP(sortid_ulid_parse(&v, canon, len, 0, NULL) == SORTID_OK);
    PROP(sortid_ulid_compare(&u, &v) == 0);
    PROP(sortid_ulid_parse(&v, s, len, flags | SORTID_PARSE_LENIENT, NULL) == SORTID_OK);
    PROP(memcmp(&u, &v, sizeof u) == 0);
}

static void check_binary(const uint8_t *b)
{
    sortid_ulid x, y;
    char text[SORTID_ULID_TEXT_LEN + 1];
    memcpy(x.bytes, b, sizeof x.bytes);
    for (unsigned f = 0; f < 2; f++) {
        sortid_ulid_format(text, &x, f ? SORTID_FORMAT_LOWER : 0);
        PROP(strlen(text) == SORTID_ULID_TEXT_LEN);
        PROP(sortid_ulid_parse(&y, text, SORTID_ULID_TEXT_LEN, 0, NULL) == SORTID_OK);
        PROP(memcmp(&x, &y, sizeof x) == 0);
    }
    sortid_uuid uu;
    sortid_ulid_to_uuid(&uu, &x);
    sortid_ulid_from_uuid(&y, &uu);
    PROP(memcmp(&x, &y, sizeof x) == 0);
    int64_t ms = __extension__({
        int64_t ms_ = INT64_MIN;
        if (sortid_ulid_unix_ms(&ms_, NULL, &x) != SORTID_OK)
            ms_ = INT64_MIN;
        ms_;
    });
    PROP(ms >= 0 && ms <= SORTID_ULID_TICK_MAX);
    uint8_t rnd[SORTID_ULID_RANDOM_BYTES];
    sortid_ulid_random(rnd, &x);
    PROP(sortid_ulid_make(&y, ms, rnd) == SORTID_OK && sortid_ulid_compare(&x, &y) == 0);
    if (sortid_ulid_next(&y, &x) == SORTID_OK)
        PROP(sortid_ulid_compare(&x, &y) < 0 &&
             __extension__({
                 int64_t ms_ = INT64_MIN;
                 if (sortid_ulid_unix_ms(&ms_, NULL, &y) != SORTID_OK)
                     ms_ = INT64_MIN;
                 ms_;
             }) == ms);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *s = (const char *)data;
    check_parse(s, size, 0);
    check_parse(s, size, SORTID_PARSE_LENIENT);
    if (size >= SORTID_ULID_BYTES)
        check_binary(data);
    return 0;
}
