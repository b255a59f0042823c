/* SPDX-License-Identifier: MIT */
/*
 * fuzz_flake.c - Ulid-Flake text (strict and lenient), decimal and hex forms.
 *
 * Properties, for any input s:
 *  - 13-character text: as fuzz_ulid.c (format(parse(s)) == upper(s) for the
 *    strict parser, lenient a superset, error positions);
 *  - decimal: accepted iff one or more digits (any number of leading zeros)
 *    with value <= INT64_MAX (a reference parser here), and
 *    format_int(parse_int(s)) == s without its leading zeros;
 *  - hex: accepted iff "0x"/"0X" and 1..16 hex digits with value <= INT64_MAX,
 *    format_hex(parse_hex(s)) == "0x" + upper digits without leading zeros;
 *  - the first 8 bytes as a value x (sign bit cleared): every form round-trips,
 *    from_bytes(to_bytes(x)) == x and a set sign bit is SORTID_E_OVERFLOW.
 */
#include "fuzz.h"

static const char alphabet[] = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

static int in_alphabet(char c, int lenient)
{
    c = fz_crockford_canon(c, lenient);
    return c != 0 && strchr(alphabet, c) != NULL;
}

static void check_text(const char *s, size_t len, unsigned flags)
{
    int lenient = (flags & SORTID_PARSE_LENIENT) != 0;
    sortid_flake f, g;
    size_t pos = 12345;
    sortid_status st = sortid_flake_parse(&f, s, len, flags, &pos);
    if (st != SORTID_OK) {
        if (st == SORTID_E_LENGTH) {
            PROP(len != SORTID_FLAKE_TEXT_LEN);
            PROP(pos == (len < SORTID_FLAKE_TEXT_LEN ? len : SORTID_FLAKE_TEXT_LEN));
        } else if (st == SORTID_E_CHAR) {
            PROP(len == SORTID_FLAKE_TEXT_LEN && pos < len && !in_alphabet(s[pos], lenient));
            for (size_t i = 0; i < pos; i++)
                PROP(in_alphabet(s[i], lenient));
        } else {
            PROP(st == SORTID_E_OVERFLOW && pos == 0);
            PROP(in_alphabet(s[0], lenient) && fz_crockford_canon(s[0], lenient) > '7');
        }
        return;
    }
    PROP(len == SORTID_FLAKE_TEXT_LEN && f.value <= (uint64_t)INT64_MAX);
    char out[SORTID_FLAKE_TEXT_LEN + 1], canon[SORTID_FLAKE_TEXT_LEN + 1];
    for (size_t i = 0; i < len; i++)
        canon[i] = fz_crockford_canon(s[i], lenient);
    canon[len] = 0;
    sortid_flake_format(out, &f, 0);
    PROP(memcmp(out, canon, sizeof out) == 0);
    sortid_flake_format(out, &f, SORTID_FORMAT_LOWER);
    for (size_t i = 0; i < len; i++)
        PROP(out[i] == fz_lower(canon[i]));
    PROP(sortid_flake_parse(&g, canon, len, 0, NULL) == SORTID_OK && g.value == f.value);
    PROP(sortid_flake_parse(&g, s, len, flags | SORTID_PARSE_LENIENT, NULL) == SORTID_OK);
    PROP(g.value == f.value);
}

static void check_int(const char *s, size_t len)
{
    /* reference: digits, value <= INT64_MAX */
    int ok = len >= 1;
    uint64_t ref = 0;
    for (size_t i = 0; ok && i < len; i++) {
        if (s[i] < '0' || s[i] > '9')
            ok = 0;
        else if (ref > ((uint64_t)INT64_MAX - (uint64_t)(s[i] - '0')) / 10)
            ok = 0;
        else
            ref = ref * 10 + (uint64_t)(s[i] - '0');
    }
    sortid_flake f;
    size_t pos = 12345;
    sortid_status st = sortid_flake_parse_int(&f, s, len, &pos);
    PROP((st == SORTID_OK) == ok);
    if (!ok) {
        PROP(pos <= len);
        return;
    }
    PROP(f.value == ref);
    char out[(SORTID_FLAKE_INT_TEXT_MAX + 1)];
    size_t n = sortid_flake_format_int(out, &f);
    size_t z = 0;
    while (z + 1 < len && s[z] == '0')
        z++;
    PROP(n == len - z && memcmp(out, s + z, n) == 0 && out[n] == 0);
}

static int hexval(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    c = fz_upper(c);
    return c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

static void check_hex(const char *s, size_t len)
{
    int ok = len >= 3 && len <= 18 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
    uint64_t ref = 0;
    for (size_t i = 2; ok && i < len; i++) {
        int v = hexval(s[i]);
        if (v < 0)
            ok = 0;
        else
            ref = ref << 4 | (uint64_t)v;
    }
    if (ok && ref > (uint64_t)INT64_MAX)
        ok = 0;
    sortid_flake f;
    size_t pos = 12345;
    sortid_status st = sortid_flake_parse_hex(&f, s, len, &pos);
    PROP((st == SORTID_OK) == ok);
    if (!ok) {
        PROP(pos <= len);
        return;
    }
    PROP(f.value == ref);
    char out[(SORTID_FLAKE_HEX_TEXT_MAX + 1)];
    size_t n = sortid_flake_format_hex(out, &f);
    size_t z = 2;
    while (z + 1 < len && s[z] == '0')
        z++;
    PROP(n == 2 + (len - z) && out[0] == '0' && out[1] == 'x' && out[n] == 0);
    for (size_t i = 0; i < len - z; i++)
        PROP(out[2 + i] == fz_upper(s[z + i]));
}

static void check_value(const uint8_t *b)
{
    uint64_t v = 0;
    for (int i = 0; i < 8; i++)
        v = v << 8 | b[i];
    uint8_t bytes[SORTID_FLAKE_BYTES];
    memcpy(bytes, b, sizeof bytes);
    sortid_flake f, g;
    if (v >> 63) {
        PROP(sortid_flake_from_bytes(&f, bytes) == SORTID_E_OVERFLOW);
        PROP(sortid_flake_from_int64(&f, (int64_t)v) == SORTID_E_OVERFLOW);
        v &= ~(UINT64_C(1) << 63);
    }
    PROP(sortid_flake_from_int64(&f, (int64_t)v) == SORTID_OK && f.value == v);
    PROP(sortid_flake_to_int64(&f) == (int64_t)v);
    sortid_flake_to_bytes(bytes, &f);
    PROP(sortid_flake_from_bytes(&g, bytes) == SORTID_OK && g.value == v);
    char text[(SORTID_FLAKE_INT_TEXT_MAX + 1)];
    size_t n;
    for (unsigned fl = 0; fl < 2; fl++) {
        sortid_flake_format(text, &f, fl ? SORTID_FORMAT_LOWER : 0);
        PROP(sortid_flake_parse(&g, text, SORTID_FLAKE_TEXT_LEN, 0, NULL) == SORTID_OK);
        PROP(g.value == v);
    }
    n = sortid_flake_format_int(text, &f);
    PROP(sortid_flake_parse_int(&g, text, n, NULL) == SORTID_OK && g.value == v);
    n = sortid_flake_format_hex(text, &f);
    PROP(sortid_flake_parse_hex(&g, text, n, NULL) == SORTID_OK && g.value == v);
    /* parts rebuild the value */
    for (int l = 0; l < 2; l++) {
        sortid_flake_layout lay = l ? SORTID_FLAKE_SCALABLE : SORTID_FLAKE_STANDALONE;
        unsigned node = l ? sortid_flake_node(&f) : 0;
        PROP(sortid_flake_make(&g, lay, (sortid_flake_tick(&f)) + SORTID_FLAKE_EPOCH_MS,
                               sortid_flake_random(&f, lay), node) == SORTID_OK);
        PROP(g.value == v);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *s = (const char *)data;
    check_text(s, size, 0);
    check_text(s, size, SORTID_PARSE_LENIENT);
    check_int(s, size);
    check_hex(s, size);
    if (size >= 8)
        check_value(data);
    return 0;
}
