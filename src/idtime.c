/* SPDX-License-Identifier: MIT */
/* idtime.c - an ID's time as RFC 3339 text at the precision its kind carries
 * (docs/identifiers.md, the kinds table): the one place a front end asks how
 * many fractional digits a kind's time has. */
#include "internal.h"

/* Fractional digits of a kind's time: whole seconds (KSUID, ObjectId, xid)
 * none, milliseconds 3, a UUID v1/v6's 100 ns 7, a finer tick (BaseUID) 9. */
static unsigned digits_of(const sortid_id *src, int64_t tick_ns)
{
    if (src->kind == SORTID_KIND_UUID) {
        unsigned v = src->bytes[6] >> 4;
        return v == 1 || v == 6 ? 7 : 3;
    }
    if (tick_ns >= INT64_C(1000000000))
        return 0;
    if (tick_ns >= INT64_C(1000000) || tick_ns == 0)
        return 3;
    return 9;
}

sortid_status sortid_id_time_format(char *dst, size_t dst_size, const sortid_id *src,
                                    unsigned flags, size_t *len)
{
    char buf[SORTID_TIME_TEXT_LEN + 8];
    const sortid_kind_desc *d;
    int64_t ms;
    uint32_t ns;
    sortid_status s;
    size_t n;
    (void)flags;
    if (len)
        *len = 0;
    if (!dst || !src)
        return SORTID_E_INVALID_ARG;
    if (!(d = sortid_kind_get(src->kind)))
        return SORTID_E_KIND;
    if ((s = sortid_id_unix_ms(&ms, &ns, src)) != SORTID_OK)
        return s;
    unsigned digits = digits_of(src, d->tick_ns);
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
