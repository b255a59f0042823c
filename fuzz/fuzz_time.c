/* SPDX-License-Identifier: MIT */
/*
 * fuzz_time.c - sortid_time_parse, sortid_time_read and sortid_time_format.
 *
 * Properties: any input is accepted or rejected without reading past its
 * length; an accepted instant has ns_in_ms < 10^6 and format(ms) parses back
 * to the same ms with ns_in_ms 0; a rejection's position is at most len (and
 * SORTID_E_LENGTH only at len); NULL ns_in_ms gives the same result; the
 * first 8 bytes as any int64 ms: format writes < (SORTID_TIME_TEXT_MAX + 1) bytes
 * and, when the text parses (always for years 0000..9999), it gives the same ms.
 * sortid_time_read (without "now"): what sortid_time_parse accepts it reads
 * the same; an accepted time has ns_in_ms < 10^6, and NULL ns_in_ms gives the
 * same; a rejection is at most len (SORTID_E_LENGTH and SORTID_E_AMBIGUOUS at
 * len); DIGITS "ms" (up to 18 digits) is that many milliseconds.
 */
#include "fuzz.h"

static void roundtrip(int64_t ms, int must_parse)
{
    char text[(SORTID_TIME_TEXT_MAX + 1) + 8];
    memset(text, 0x55, sizeof text);
    size_t n = sortid_time_format(text, ms);
    PROP(n < (SORTID_TIME_TEXT_MAX + 1) && text[n] == 0 && strlen(text) == n);
    PROP((unsigned char)text[(SORTID_TIME_TEXT_MAX + 1)] == 0x55);
    int64_t back = 0;
    uint32_t ns = 1;
    size_t pos = 0;
    sortid_status st = sortid_time_parse(&back, &ns, text, n, &pos);
    if (must_parse)
        PROP(st == SORTID_OK);
    if (st == SORTID_OK)
        PROP(back == ms && ns == 0);
}

/* sortid_time_read of the input; parsed: sortid_time_parse's answer, when
 * it accepted the input. */
static void check_read(const char *s, size_t size, const int64_t *parsed, uint32_t parsed_ns)
{
    int64_t ms = 0, ms2 = 0;
    uint32_t ns = 0;
    size_t pos = 12345, pos2 = 54321, digits = 0;
    sortid_status st = sortid_time_read(&ms, &ns, s, size, 0, &pos);
    sortid_status st2 = sortid_time_read(&ms2, NULL, s, size, 0, &pos2);
    PROP(st == st2);
    if (parsed)
        PROP(st == SORTID_OK && ms == *parsed && ns == parsed_ns);
    if (st == SORTID_OK) {
        PROP(ns < 1000000 && ms == ms2);
    } else {
        PROP(pos == pos2 && pos <= size);
        if (st == SORTID_E_LENGTH || st == SORTID_E_AMBIGUOUS)
            PROP(pos == size);
        else
            PROP(st == SORTID_E_CHAR || st == SORTID_E_TIME_RANGE);
    }
    while (digits < size && s[digits] >= '0' && s[digits] <= '9')
        digits++;
    if (digits >= 1 && digits <= 18 && size == digits + 2 && s[digits] == 'm' &&
        s[digits + 1] == 's') {
        int64_t v = 0;
        for (size_t i = 0; i < digits; i++)
            v = v * 10 + (s[i] - '0');
        PROP(st == SORTID_OK && ms == v && ns == 0);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *s = (const char *)data;
    int64_t ms = 0, ms2 = 0;
    uint32_t ns = 0;
    size_t pos = 12345, pos2 = 54321;
    sortid_status st = sortid_time_parse(&ms, &ns, s, size, &pos);
    sortid_status st2 = sortid_time_parse(&ms2, NULL, s, size, &pos2);
    PROP(st == st2);
    if (st == SORTID_OK) {
        PROP(ns < 1000000 && ms == ms2);
        roundtrip(ms, 1);
    } else {
        PROP(pos == pos2 && pos <= size);
        if (st == SORTID_E_LENGTH)
            PROP(pos == size);
        else
            PROP(st == SORTID_E_CHAR || st == SORTID_E_TIME_RANGE);
    }
    check_read(s, size, st == SORTID_OK ? &ms : NULL, ns);
    if (size >= 8) {
        uint64_t v = 0;
        for (int i = 0; i < 8; i++)
            v = v << 8 | data[i];
        int64_t x = (int64_t)v;
        /* years 0000..9999 are plain RFC 3339 and must parse */
        roundtrip(x, x >= INT64_C(-62167219200000) && x <= INT64_C(253402300799999));
    }
    return 0;
}
