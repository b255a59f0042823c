/* SPDX-License-Identifier: MIT */
/* util.c - messages, quoting and the decimal and hex helpers of the sortid command. */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "io.h"

const char *progname = "sortid";

/* ------------------------------------------------------------------------ */
/* Messages                                                                  */
/* ------------------------------------------------------------------------ */

void usage_error(const char *fmt, ...)
{
    va_list ap;
    out_flush();
    fprintf(stderr, "%s: ", progname);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, "\nTry '%s --help' for more information.\n", progname);
    exit(EXIT_USAGE);
}

/* Quote an input for a message: printable ASCII as is, the rest as \xNN,
 * at most LINE_KEEP bytes (then "..."). */
void quote(char *dst, size_t size, const char *s, size_t kept, size_t len)
{
    static const char hex[] = "0123456789abcdef";
    size_t o = 0;
    for (size_t i = 0; i < kept && o + 8 < size; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c >= 0x20 && c < 0x7f && c != '\\') {
            dst[o++] = (char)c;
        } else {
            dst[o++] = '\\';
            dst[o++] = 'x';
            dst[o++] = hex[c / 16];
            dst[o++] = hex[c & 15];
        }
    }
    if (len > kept && o + 4 < size) {
        memcpy(dst + o, "...", 3);
        o += 3;
    }
    dst[o] = '\0';
}

/* The name in names[0..n) nearest to s when it is a slip away: at most one
 * edit (insertion, deletion, change, or two neighbours swapped) for a name
 * of up to 4 letters, two for a longer one; NULL when none is. */
const char *nearest(const char *s, const char *const *names, size_t n)
{
    enum { MAXLEN = 32 };
    size_t ls = strlen(s), best_d = (size_t)-1;
    const char *best = NULL;
    if (ls >= MAXLEN)
        return NULL;
    for (size_t k = 0; k < n; k++) {
        const char *t = names[k];
        size_t lt = strlen(t);
        size_t d[MAXLEN + 1][MAXLEN + 1];
        if (lt >= MAXLEN || lt == 0)
            continue;
        for (size_t i = 0; i <= ls; i++)
            for (size_t j = 0; j <= lt; j++) {
                if (i == 0 || j == 0) {
                    d[i][j] = i + j;
                    continue;
                }
                size_t v = d[i - 1][j - 1] + (s[i - 1] != t[j - 1]);
                v = d[i - 1][j] + 1 < v ? d[i - 1][j] + 1 : v;
                v = d[i][j - 1] + 1 < v ? d[i][j - 1] + 1 : v;
                if (i > 1 && j > 1 && s[i - 1] == t[j - 2] && s[i - 2] == t[j - 1] &&
                    d[i - 2][j - 2] + 1 < v)
                    v = d[i - 2][j - 2] + 1;
                d[i][j] = v;
            }
        if (d[ls][lt] <= (lt <= 4 ? 1u : 2u) && d[ls][lt] < best_d) {
            best_d = d[ls][lt];
            best = t;
        }
    }
    return best;
}

/* ------------------------------------------------------------------------ */
/* Numbers and hex                                                           */
/* ------------------------------------------------------------------------ */

int cli_all_digits(const char *s, size_t len)
{
    if (len == 0)
        return 0;
    for (size_t i = 0; i < len; i++)
        if (s[i] < '0' || s[i] > '9')
            return 0;
    return 1;
}

/* A whole number 0..max in decimal; 0 when it is not one. */
int parse_u64(const char *s, uint64_t max, uint64_t *out)
{
    size_t len = strlen(s);
    uint64_t v = 0;
    if (!cli_all_digits(s, len))
        return 0;
    for (size_t i = 0; i < len; i++) {
        unsigned d = (unsigned)(s[i] - '0');
        if (v > max / 10 || (v == max / 10 && d > max % 10))
            return 0;
        v = v * 10 + d;
    }
    *out = v;
    return 1;
}

char *put_hex(char *p, const uint8_t *bytes, size_t n)
{
    static const char hex[] = "0123456789abcdef";
    for (size_t i = 0; i < n; i++, p += 2) {
        p[0] = hex[bytes[i] / 16];
        p[1] = hex[bytes[i] & 15];
    }
    *p = '\0';
    return p;
}

/* Decimal, two digits per division (parse prints a 13-digit time per ID). */
char *put_u64(char *p, uint64_t v)
{
    static const char pairs[] = "00010203040506070809101112131415161718192021222324"
                                "25262728293031323334353637383940414243444546474849"
                                "50515253545556575859606162636465666768697071727374"
                                "75767778798081828384858687888990919293949596979899";
    char tmp[24];
    size_t n = sizeof tmp;
    while (v >= 100) {
        size_t r = (size_t)(v % 100);
        v /= 100;
        tmp[--n] = pairs[2 * r + 1];
        tmp[--n] = pairs[2 * r];
    }
    if (v >= 10) {
        tmp[--n] = pairs[2 * (size_t)v + 1];
        tmp[--n] = pairs[2 * (size_t)v];
    } else {
        tmp[--n] = (char)('0' + v);
    }
    memcpy(p, tmp + n, sizeof tmp - n);
    p += sizeof tmp - n;
    *p = '\0';
    return p;
}

char *put_i64(char *p, int64_t v)
{
    if (v < 0) {
        *p++ = '-';
        return put_u64(p, (uint64_t)0 - (uint64_t)v);
    }
    return put_u64(p, (uint64_t)v);
}
