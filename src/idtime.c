/* SPDX-License-Identifier: MIT */
/* idtime.c - an ID's time as RFC 3339 text at the precision its kind carries
 * (docs/identifiers.md, the kinds table): the one place a front end asks how
 * many fractional digits a kind's time has. */
#include "internal.h"

/* Fractional digits of a kind's time: the row's own rule (a UUID v1/v6's
 * 100 ns: 7), else by its tick: whole seconds (KSUID, ObjectId, xid) none,
 * milliseconds 3, a finer tick (BaseUID) 9. */
static unsigned digits_of(const sortid_id *src, const sortid__kind_row *row)
{
    int64_t tick_ns = row->d.tick_ns;
    if (row->time_digits)
        return row->time_digits(src);
    if (tick_ns >= INT64_C(1000000000))
        return 0;
    if (tick_ns >= INT64_C(1000000) || tick_ns == 0)
        return 3;
    return 9;
}

sortid_status sortid_id_time_format(char *dst, size_t dst_size, const sortid_id *src,
                                    unsigned flags, size_t *len)
{
    char buf[SORTID_TIME_TEXT_MAX + 8];
    const sortid__kind_row *row;
    int64_t ms;
    uint32_t ns;
    sortid_status s;
    size_t n;
    (void)flags;
    if (len)
        *len = 0;
    if (!dst || !src)
        return SORTID_E_INVALID_ARG;
    if (!(row = sortid__kind_row_of(src->kind)))
        return SORTID_E_KIND;
    if ((s = sortid_id_unix_ms(&ms, &ns, src)) != SORTID_OK)
        return s;
    unsigned digits = digits_of(src, row);
    n = sortid_time_format(buf, ms) - 1; /* "....SS.mmm" without the 'Z' */
    if (digits == 0) {
        n -= 4; /* ".mmm" */
    } else if (digits > 3) {
        for (unsigned i = 0, div = 100000; i < digits - 3; i++, div /= 10)
            buf[n++] = (char)('0' + ns / div % 10);
    }
    buf[n++] = 'Z';
    buf[n] = '\0';
    if (n + 1 > dst_size)
        return SORTID_E_BUFFER;
    memcpy(dst, buf, n + 1);
    if (len)
        *len = n;
    return SORTID_OK;
}
