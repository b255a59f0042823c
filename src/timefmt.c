/* SPDX-License-Identifier: MIT */
/* timefmt.c - RFC 3339 / ISO 8601 instants <-> Unix milliseconds, on the
 * proleptic Gregorian calendar (days_from_civil / civil_from_days after
 * Howard Hinnant's public-domain algorithms). */
#include "internal.h"

static int64_t days_from_civil(int64_t y, unsigned m, unsigned d)
{
    y -= m <= 2;
    int64_t era = (y >= 0 ? y : y - 399) / 400;
    unsigned yoe = (unsigned)(y - era * 400);
    unsigned doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + (int64_t)doe - 719468;
}

static void civil_from_days(int64_t z, int64_t *y, unsigned *m, unsigned *d)
{
    z += 719468;
    int64_t era = (z >= 0 ? z : z - 146096) / 146097;
    unsigned doe = (unsigned)(z - era * 146097);
    unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    unsigned mp = (5 * doy + 2) / 153;
    *d = doy - (153 * mp + 2) / 5 + 1;
    *m = mp < 10 ? mp + 3 : mp - 9;
    *y = (int64_t)yoe + era * 400 + (*m <= 2);
}

static size_t put_uint(char *dst, uint64_t v, int width)
{
    char tmp[24];
    int n = 0;
    do {
        tmp[n++] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    while (n < width)
        tmp[n++] = '0';
    for (int i = 0; i < n; i++)
        dst[i] = tmp[n - 1 - i];
    return (size_t)n;
}

size_t sortid_time_format(char *dst, int64_t unix_ms)
{
    int64_t days = sortid__floor_div(unix_ms, 86400000);
    int64_t rem = (unix_ms % 86400000 + 86400000) % 86400000; /* no overflow at INT64_MIN */
    int64_t y;
    unsigned mo, d;
    size_t n = 0;
    civil_from_days(days, &y, &mo, &d);
    if (y > 9999)
        dst[n++] = '+';
    else if (y < 0)
        dst[n++] = '-';
    n += put_uint(dst + n, (uint64_t)(y < 0 ? -y : y), 4);
    dst[n++] = '-';
    n += put_uint(dst + n, mo, 2);
    dst[n++] = '-';
    n += put_uint(dst + n, d, 2);
    dst[n++] = 'T';
    n += put_uint(dst + n, (uint64_t)(rem / 3600000), 2);
    dst[n++] = ':';
    n += put_uint(dst + n, (uint64_t)(rem / 60000 % 60), 2);
    dst[n++] = ':';
    n += put_uint(dst + n, (uint64_t)(rem / 1000 % 60), 2);
    dst[n++] = '.';
    n += put_uint(dst + n, (uint64_t)(rem % 1000), 3);
    dst[n++] = 'Z';
    dst[n] = '\0';
    return n;
}

/* A small cursor over the input so each error names its byte. */
typedef struct {
    const unsigned char *s;
    size_t len, i;
} cursor;

static sortid_status time_fail(const cursor *c, size_t *pos)
{
    if (pos)
        *pos = c->i;
    return c->i >= c->len ? SORTID_E_LENGTH : SORTID_E_CHAR;
}

static int digits(cursor *c, int count, uint64_t *out)
{
    uint64_t v = 0;
    for (int k = 0; k < count; k++) {
        if (c->i >= c->len || (unsigned)(c->s[c->i] - '0') > 9)
            return 0;
        v = v * 10 + (uint64_t)(c->s[c->i++] - '0');
    }
    *out = v;
    return 1;
}

static int expect_char(cursor *c, char ch)
{
    if (c->i < c->len && c->s[c->i] == (unsigned char)ch) {
        c->i++;
        return 1;
    }
    return 0;
}

static int is_leap(int64_t y)
{
    return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
}

/* The offset at c (Z, z, or +HH[:]MM / -HH[:]MM) as seconds east of UTC. */
static sortid_status offset(cursor *c, int64_t *east, size_t *pos)
{
    uint64_t oh, om;
    int64_t sign;
    size_t field;
    if (c->s[c->i] == 'Z' || c->s[c->i] == 'z') {
        c->i++;
        return SORTID_OK;
    }
    if (c->s[c->i] != '+' && c->s[c->i] != '-')
        return time_fail(c, pos);
    sign = c->s[c->i] == '-' ? -1 : 1;
    c->i++;
    field = c->i;
    if (!digits(c, 2, &oh))
        return time_fail(c, pos);
    expect_char(c, ':');
    if (!digits(c, 2, &om))
        return time_fail(c, pos);
    if (oh > 23 || om > 59) {
        if (pos)
            *pos = field;
        return SORTID_E_TIME_RANGE;
    }
    *east = sign * (int64_t)(oh * 3600 + om * 60);
    return SORTID_OK;
}

sortid_status sortid_time_parse(int64_t *unix_ms, uint32_t *ns_in_ms, const char *src, size_t len,
                                size_t *pos)
{
    static const unsigned mdays[12] = { 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };
    cursor c = { (const unsigned char *)src, len, 0 };
    uint64_t year, mon, day, hh = 0, mm = 0, ss = 0;
    uint64_t frac_ns = 0;
    int64_t east = 0; /* the offset's seconds east of UTC */
    int sign = 1;
    int64_t y;
    size_t field;

    if (!unix_ms || !src)
        return SORTID_E_INVALID_ARG;
    if (c.i < len && (src[0] == '+' || src[0] == '-')) {
        sign = src[0] == '-' ? -1 : 1;
        c.i++;
    }
    field = c.i;
    /* 4 digits, or more after an explicit sign (ISO 8601 expanded years) */
    if (!digits(&c, 4, &year))
        return time_fail(&c, pos);
    while (field != 0 && c.i < len && (unsigned)(c.s[c.i] - '0') <= 9 && c.i - field < 9)
        year = year * 10 + (uint64_t)(c.s[c.i++] - '0');
    if (!expect_char(&c, '-') || !digits(&c, 2, &mon))
        return time_fail(&c, pos);
    if (mon < 1 || mon > 12) {
        if (pos)
            *pos = c.i - 2;
        return SORTID_E_TIME_RANGE;
    }
    if (!expect_char(&c, '-') || !digits(&c, 2, &day))
        return time_fail(&c, pos);
    y = sign * (int64_t)year;
    if (day < 1 || day > mdays[mon - 1] + (mon == 2 && is_leap(y))) {
        if (pos)
            *pos = c.i - 2;
        return SORTID_E_TIME_RANGE;
    }
    if (c.i < len) {
        if (c.s[c.i] != 'T' && c.s[c.i] != 't' && c.s[c.i] != ' ')
            return time_fail(&c, pos);
        c.i++;
        field = c.i;
        if (!digits(&c, 2, &hh) || !expect_char(&c, ':') || !digits(&c, 2, &mm))
            return time_fail(&c, pos);
        if (expect_char(&c, ':')) {
            if (!digits(&c, 2, &ss))
                return time_fail(&c, pos);
            if (c.i < len && (c.s[c.i] == '.' || c.s[c.i] == ',')) {
                uint64_t scale = 100000000;
                c.i++;
                if (c.i >= len || (unsigned)(c.s[c.i] - '0') > 9)
                    return time_fail(&c, pos);
                while (c.i < len && (unsigned)(c.s[c.i] - '0') <= 9) {
                    frac_ns += (uint64_t)(c.s[c.i++] - '0') * scale;
                    scale /= 10;
                }
            }
        }
        if (hh > 23 || mm > 59 || ss > 60) { /* 60: a leap second, folded onto :59 */
            if (pos)
                *pos = field;
            return SORTID_E_TIME_RANGE;
        }
        if (ss == 60) {
            ss = 59;
            frac_ns = 999999999;
        }
        if (c.i < len) {
            sortid_status st = offset(&c, &east, pos);
            if (st != SORTID_OK)
                return st;
        }
    }
    if (c.i != len)
        return time_fail(&c, pos);
    {
        /* |year| < 10^9 keeps every product below 2^63 */
        int64_t days = days_from_civil(y, (unsigned)mon, (unsigned)day);
        int64_t secs = days * 86400 + (int64_t)(hh * 3600 + mm * 60 + ss) - east;
        if (secs > INT64_MAX / 1000 - 1 || secs < INT64_MIN / 1000 + 1) {
            if (pos)
                *pos = 0;
            return SORTID_E_TIME_RANGE;
        }
        *unix_ms = secs * 1000 + (int64_t)(frac_ns / 1000000);
        if (ns_in_ms)
            *ns_in_ms = (uint32_t)(frac_ns % 1000000);
    }
    return SORTID_OK;
}

/* ------------------------------------------------------------------------ */
/* Time text: RFC 3339, a number of a unit, or "now"                         */
/* ------------------------------------------------------------------------ */

/* A bare number below this (no unit) is refused: as Unix seconds it is an
 * instant of 1970..5138, as milliseconds one of 1970..1973, and a user who
 * types ten digits almost always means seconds. */
#define BARE_MS_MIN 100000000000ull

/* ["-"] digits ["." digits] ["s" | "ms" | "us" | "ns"]; no unit means ms. */
static sortid_status read_number(int64_t *unix_ms, uint32_t *ns_in_ms, const char *src, size_t len,
                                 size_t *pos)
{
    cursor c = { (const unsigned char *)src, len, 0 };
    int neg = expect_char(&c, '-');
    size_t start = c.i, frac_at = 0;
    uint64_t whole = 0, unit_ns = 1000000, frac_ns = 0;
    int big = 0;
    while (c.i < len && (unsigned)(c.s[c.i] - '0') <= 9) {
        unsigned d = (unsigned)(c.s[c.i++] - '0');
        big |= whole > (UINT64_MAX - d) / 10;
        whole = whole * 10 + d;
    }
    if (c.i == start)
        return time_fail(&c, pos);
    if (expect_char(&c, '.')) {
        frac_at = c.i;
        while (c.i < len && (unsigned)(c.s[c.i] - '0') <= 9)
            c.i++;
        if (c.i == frac_at)
            return time_fail(&c, pos);
    }
    size_t unit_at = c.i;
    if (c.i < len) {
        unsigned char u = c.s[c.i++];
        if (u == 'm' || u == 'u' || u == 'n') {
            if (!expect_char(&c, 's'))
                return time_fail(&c, pos);
            unit_ns = u == 'm' ? 1000000 : u == 'u' ? 1000 : 1;
        } else if (u == 's') {
            unit_ns = 1000000000;
        } else {
            c.i--;
            return time_fail(&c, pos);
        }
        if (c.i != len)
            return time_fail(&c, pos);
    } else if (frac_at || (whole != 0 && whole < BARE_MS_MIN)) {
        if (pos)
            *pos = len; /* where the unit is missing */
        return SORTID_E_AMBIGUOUS;
    }
    /* Digits past the unit's nanoseconds are truncated, as in
     * sortid_time_parse. */
    uint64_t scale = unit_ns / 10;
    for (size_t i = frac_at; frac_at && i < unit_at && scale; i++, scale /= 10)
        frac_ns += (uint64_t)(c.s[i] - '0') * scale;
    uint64_t ms, ns;
    if (unit_ns >= 1000000) {
        uint64_t k = unit_ns / 1000000;
        if (big || whole > ((uint64_t)INT64_MAX - (k - 1)) / k) {
            if (pos)
                *pos = start;
            return SORTID_E_TIME_RANGE;
        }
        ms = whole * k + frac_ns / 1000000;
        ns = frac_ns % 1000000;
    } else {
        uint64_t per_ms = 1000000 / unit_ns;
        if (big) {
            if (pos)
                *pos = start;
            return SORTID_E_TIME_RANGE;
        }
        ms = whole / per_ms;
        ns = whole % per_ms * unit_ns + frac_ns;
    }
    /* Before 1970: floored, with the nanoseconds counted up from it. */
    *unix_ms = !neg ? (int64_t)ms : ns ? -(int64_t)ms - 1 : -(int64_t)ms;
    if (ns_in_ms)
        *ns_in_ms = (uint32_t)(neg && ns ? 1000000 - ns : ns);
    return SORTID_OK;
}

sortid_status sortid_time_read(int64_t *unix_ms, uint32_t *ns_in_ms, const char *src, size_t len,
                               unsigned flags, size_t *pos)
{
    if (!unix_ms || !src || (flags & ~(unsigned)SORTID_TIME_NOW))
        return SORTID_E_INVALID_ARG;
    if ((flags & SORTID_TIME_NOW) && len == 3 && memcmp(src, "now", 3) == 0) {
        int64_t ns;
        sortid_status st = sortid_clock_ns(&ns);
        if (st != SORTID_OK)
            return st;
        *unix_ms = sortid__floor_div(ns, 1000000);
        if (ns_in_ms)
            *ns_in_ms = (uint32_t)(ns - *unix_ms * 1000000);
        return SORTID_OK;
    }
    /* A number, unless its digits run into a '-': a date (2026-04-15,
     * -0001-12-31). */
    size_t i = len > 0 && src[0] == '-';
    size_t digits_at = i;
    while (i < len && (unsigned)(src[i] - '0') <= 9)
        i++;
    if (len > 0 && (src[0] == '-' || i > digits_at) && (i == len || src[i] != '-'))
        return read_number(unix_ms, ns_in_ms, src, len, pos);
    return sortid_time_parse(unix_ms, ns_in_ms, src, len, pos);
}
