/* SPDX-License-Identifier: MIT */
/* base64lex.c - the ordered ("lexicographic") base64 of BaseUID: the
 * alphabet '-', digits, upper case, '_', lower case in ASCII order, so
 * byte-wise string order equals numeric order.  The alphabet and the decode
 * table are in b64lex_tables.inc (scripts/gen-tables.py). */
#include "internal.h"

#include "b64lex_tables.inc"

void sortid__b64lex_encode120(char *dst, const uint8_t src[15])
{
    const char *a = sortid__b64lex_alphabet;
    for (size_t g = 0; g < 5; g++) { /* 3 bytes -> 4 characters */
        uint32_t v = (uint32_t)src[3 * g] << 16 | (uint32_t)src[3 * g + 1] << 8 | src[3 * g + 2];
        dst[4 * g + 0] = a[v >> 18];
        dst[4 * g + 1] = a[(v >> 12) & 63];
        dst[4 * g + 2] = a[(v >> 6) & 63];
        dst[4 * g + 3] = a[v & 63];
    }
}

sortid_status sortid__b64lex_decode120(uint8_t dst[15], const char *src, size_t *pos)
{
    const unsigned char *s = (const unsigned char *)src;
    const uint8_t *t = sortid__b64lex_decode;
    uint8_t out[15];
    uint32_t acc = 0;
    for (size_t g = 0; g < 5; g++) {
        uint32_t a = t[s[4 * g]], b = t[s[4 * g + 1]], c = t[s[4 * g + 2]], d = t[s[4 * g + 3]];
        acc |= a | b | c | d;
        uint32_t v = a << 18 | b << 12 | c << 6 | d;
        out[3 * g] = (uint8_t)(v >> 16);
        out[3 * g + 1] = (uint8_t)(v >> 8);
        out[3 * g + 2] = (uint8_t)v;
    }
    if (acc > 63) {
        for (size_t i = 0; i < SORTID_BASEUID_TEXT_LEN; i++) {
            if (t[s[i]] == SORTID_INVALID) {
                if (pos)
                    *pos = i;
                return SORTID_E_CHAR;
            }
        }
    }
    memcpy(dst, out, 15);
    return SORTID_OK;
}
