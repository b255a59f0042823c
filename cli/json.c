/* SPDX-License-Identifier: MIT */
/* json.c - JSON strings for parse --format json: escapes, invalid UTF-8 as U+FFFD. */
#include <stdint.h>
#include <string.h>

#include "cli.h"

/* Length of the valid UTF-8 sequence at s (0 if none). */
static size_t utf8_seq(const unsigned char *s, size_t n)
{
    unsigned c = s[0];
    size_t need;
    unsigned min;
    if (c < 0x80)
        return 1;
    if (c >= 0xc2 && c <= 0xdf) {
        need = 2;
        min = 0x80;
    } else if (c >= 0xe0 && c <= 0xef) {
        need = 3;
        min = 0x800;
    } else if (c >= 0xf0 && c <= 0xf4) {
        need = 4;
        min = 0x10000;
    } else {
        return 0;
    }
    if (n < need)
        return 0;
    static const unsigned lead_bits[] = { 0, 0, 0x1f, 0x0f, 0x07 }; /* by length */
    unsigned cp = c & lead_bits[need];
    for (size_t i = 1; i < need; i++) {
        if ((s[i] & 0xc0) != 0x80)
            return 0;
        cp = cp * 64 + (s[i] & 0x3fu);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
        return 0;
    return need;
}

/* A JSON string at p (room for 6 * len + 2 bytes): control characters
 * escaped, invalid UTF-8 as U+FFFD.  Returns the end. */
char *put_json_string(char *p, const char *s, size_t len)
{
    static const char hex[] = "0123456789abcdef";
    const unsigned char *u = (const unsigned char *)s;
    *p++ = '"';
    for (size_t i = 0; i < len;) {
        unsigned char c = u[i];
        size_t run = i;
        /* Plain printable ASCII, the usual case (every valid ID), in one copy. */
        while (run < len && u[run] >= 0x20 && u[run] < 0x7f && u[run] != '"' && u[run] != '\\')
            run++;
        if (run > i) {
            memcpy(p, u + i, run - i);
            p += run - i;
            i = run;
            continue;
        }
        if (c == '"' || c == '\\') {
            *p++ = '\\';
            *p++ = (char)c;
            i++;
        } else if (c < 0x20 || c == 0x7f) {
            p[0] = '\\';
            p[1] = 'u';
            p[2] = p[3] = '0';
            p[4] = hex[c / 16];
            p[5] = hex[c & 15];
            p += 6;
            i++;
        } else {
            size_t n = utf8_seq(u + i, len - i);
            if (n == 0) {
                static const char fffd[6] = { '\\', 'u', 'f', 'f', 'f', 'd' };
                memcpy(p, fffd, sizeof fffd);
                p += sizeof fffd;
                i++;
            } else {
                memcpy(p, u + i, n);
                p += n;
                i += n;
            }
        }
    }
    *p++ = '"';
    return p;
}
