/* SPDX-License-Identifier: MIT */
/*
 * fuzz_objectid.c - ObjectId (24 hex digits) and xid (20 characters of
 * base32hex), the 12-byte layout they share.
 *
 * Properties: an accepted ObjectId is 24 hex digits and formats back to its
 * lower (or upper) case; a rejected one is SORTID_E_LENGTH or SORTID_E_CHAR
 * at its first non-hex byte; an xid is accepted exactly when a reference
 * base32hex decoder written here accepts it (20 characters of 0-9a-v, last
 * character's four pad bits zero), with the same bytes, and formats back to
 * itself; the first 12 bytes format in both texts and parse back, with the
 * same time and parts.
 */
#include "fuzz.h"

static int hexval(unsigned char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

static int b32hex(unsigned char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'v')
        return c - 'a' + 10;
    return -1;
}

/* -1 when valid (out filled), else the first bad position */
static long xid_reference(uint8_t out[12], const char *s)
{
    unsigned acc = 0, bits = 0, o = 0;
    for (int i = 0; i < 20; i++) {
        int v = b32hex((unsigned char)s[i]);
        if (v < 0 || (i == 19 && (v & 15)))
            return i;
        acc = acc << 5 | (unsigned)v;
        bits += 5;
        if (bits >= 8) {
            bits -= 8;
            if (o < 12)
                out[o++] = (uint8_t)(acc >> bits);
            acc &= (1u << bits) - 1;
        }
    }
    return -1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *s = (const char *)data;
    sortid_objectid o, o2;
    sortid_xid x, x2;
    size_t pos = 12345;
    char out[32];
    sortid_status st = sortid_objectid_parse(&o, s, size, 0, &pos);
    if (size != SORTID_OBJECTID_TEXT_LEN) {
        PROP(st == SORTID_E_LENGTH && pos == (size < 24 ? size : 24));
    } else if (st == SORTID_OK) {
        sortid_objectid_format(out, &o, 0);
        for (size_t i = 0; i < size; i++)
            PROP(out[i] == fz_lower(s[i]));
        sortid_objectid_format(out, &o, SORTID_FORMAT_UPPER);
        for (size_t i = 0; i < size; i++)
            PROP(out[i] == fz_upper(s[i]));
    } else {
        PROP(st == SORTID_E_CHAR && pos < size && hexval((unsigned char)s[pos]) < 0);
        for (size_t i = 0; i < pos; i++)
            PROP(hexval((unsigned char)s[i]) >= 0);
    }
    st = sortid_xid_parse(&x, s, size, 0, &pos);
    if (size != SORTID_XID_TEXT_LEN) {
        PROP(st == SORTID_E_LENGTH && pos == (size < 20 ? size : 20));
    } else {
        uint8_t want[12];
        long bad = xid_reference(want, s);
        if (bad >= 0) {
            PROP(st == SORTID_E_CHAR && pos == (size_t)bad);
        } else {
            PROP(st == SORTID_OK && memcmp(x.bytes, want, 12) == 0);
            sortid_xid_format(out, &x, 0);
            PROP(memcmp(out, s, 20) == 0 && out[20] == '\0');
        }
    }
    if (size >= 12) {
        memcpy(o.bytes, data, 12);
        memcpy(x.bytes, data, 12);
        sortid_objectid_format(out, &o, 0);
        PROP(strlen(out) == 24 && sortid_objectid_parse(&o2, out, 24, 0, NULL) == SORTID_OK &&
             memcmp(&o, &o2, 12) == 0);
        sortid_xid_format(out, &x, 0);
        PROP(strlen(out) == 20 && sortid_xid_parse(&x2, out, 20, 0, NULL) == SORTID_OK &&
             memcmp(&x, &x2, 12) == 0);
        uint32_t a[3], b[3];
        sortid_objectid_parts(&o, &a[0], &a[1], &a[2]);
        sortid_xid_parts(&x, &b[0], &b[1], &b[2]);
        PROP(memcmp(a, b, sizeof a) == 0 &&
             __extension__({
                 int64_t ms_ = INT64_MIN;
                 if (sortid_objectid_unix_ms(&ms_, NULL, &o) != SORTID_OK)
                     ms_ = INT64_MIN;
                 ms_;
             }) == __extension__({
                 int64_t ms_ = INT64_MIN;
                 if (sortid_xid_unix_ms(&ms_, NULL, &x) != SORTID_OK)
                     ms_ = INT64_MIN;
                 ms_;
             }));
        PROP(__extension__({
                 int64_t ms_ = INT64_MIN;
                 if (sortid_objectid_unix_ms(&ms_, NULL, &o) != SORTID_OK)
                     ms_ = INT64_MIN;
                 ms_;
             }) >= 0 &&
             a[0] < (1u << 24) && a[1] < (1u << 16) && a[2] < (1u << 24));
    }
    return 0;
}
