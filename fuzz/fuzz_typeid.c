/* SPDX-License-Identifier: MIT */
/*
 * fuzz_typeid.c - sortid_typeid_parse / _format / _from_uuid /
 * _prefix_check.
 *
 * Properties: an accepted text formats back to itself, its prefix passes
 * the prefix check and its suffix is the lower-case ULID text of its value;
 * a rejection names a position inside the text (or its end); the prefix
 * check accepts exactly a-z/_ strings of 0..63 that start and end with a
 * letter; the first 16 bytes as a value with the rest as a prefix: a valid
 * prefix makes a TypeID that formats and parses back to the same prefix and
 * value.
 */
#include "fuzz.h"

static int lower(unsigned char c)
{
    return c >= 'a' && c <= 'z';
}

static int prefix_ok(const char *p, size_t n)
{
    if (n == 0)
        return 1;
    if (n > 63 || !lower((unsigned char)p[0]) || !lower((unsigned char)p[n - 1]))
        return 0;
    for (size_t i = 0; i < n; i++)
        if (!lower((unsigned char)p[i]) && p[i] != '_')
            return 0;
    return 1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *s = (const char *)data;
    sortid_typeid t, t2;
    size_t pos = 12345;
    char out[SORTID_TYPEID_TEXT_MAX + 1];
    sortid_status st = sortid_typeid_parse(&t, s, size, 0, &pos);
    if (st == SORTID_OK) {
        size_t n = sortid_typeid_format(out, &t, 0);
        PROP(n == size && memcmp(out, s, size) == 0 && out[n] == '\0');
        size_t plen = strlen(t.prefix);
        PROP(prefix_ok(t.prefix, plen));
        sortid_ulid u;
        char ut[SORTID_ULID_TEXT_LEN + 1];
        sortid_ulid_from_uuid(&u, &t.uuid);
        sortid_ulid_format(ut, &u, SORTID_FORMAT_LOWER);
        PROP(memcmp(ut, s + size - 26, 26) == 0);
    } else {
        PROP(st == SORTID_E_CHAR || st == SORTID_E_LENGTH || st == SORTID_E_OVERFLOW);
        PROP(pos <= size || (st == SORTID_E_LENGTH && pos <= size + 26));
    }
    PROP((sortid_typeid_prefix_check(s, size, &pos) == SORTID_OK) == prefix_ok(s, size));
    if (size >= 16) {
        sortid_uuid v;
        memcpy(v.bytes, data, 16);
        const char *p = s + 16;
        size_t plen = size - 16;
        st = sortid_typeid_from_uuid(&t, p, plen, &v, NULL);
        PROP((st == SORTID_OK) == prefix_ok(p, plen));
        if (st == SORTID_OK) {
            size_t n = sortid_typeid_format(out, &t, 0);
            PROP(n == plen + (plen ? 27 : 26));
            PROP(sortid_typeid_parse(&t2, out, n, 0, NULL) == SORTID_OK);
            PROP(strcmp(t2.prefix, t.prefix) == 0 && memcmp(&t2.uuid, &v, 16) == 0);
        }
    }
    return 0;
}
