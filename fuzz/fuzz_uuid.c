/* SPDX-License-Identifier: MIT */
/*
 * fuzz_uuid.c - sortid_uuid_parse / _format, and UUIDv7 time.
 *
 * Properties: an accepted s is 36 characters 8-4-4-4-12 or 32 hex digits,
 * and format(parse(s)) in the same shape equals lower(s) (upper(s) with
 * SORTID_FORMAT_UPPER); a rejection is SORTID_E_LENGTH (length neither 32
 * nor 36) or SORTID_E_CHAR at a byte that is neither a hex digit nor a
 * hyphen in its place; the first 16 bytes as a UUID x: parse(format(x, f))
 * == x for every flag combination, and sortid_uuid_unix_ms agrees with the
 * version and variant; a v1 or v6 gives the same 100-ns time as its raw
 * field, and converts to the other version and back to itself.
 */
#include "fuzz.h"

static int is_hex(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

static int hyphen_at(size_t i)
{
    return i == 8 || i == 13 || i == 18 || i == 23;
}

static int valid_at(const char *s, size_t len, size_t i)
{
    if (len == SORTID_UUID_TEXT_LEN && hyphen_at(i))
        return s[i] == '-';
    return is_hex(s[i]);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *s = (const char *)data;
    sortid_uuid u, v;
    size_t pos = 12345;
    sortid_status st = sortid_uuid_parse(&u, s, size, 0, &pos);
    if (st == SORTID_OK) {
        PROP(size == SORTID_UUID_TEXT_LEN || size == SORTID_UUID_HEX_TEXT_LEN);
        unsigned shape = size == SORTID_UUID_HEX_TEXT_LEN ? SORTID_FORMAT_NO_HYPHENS : 0;
        char out[SORTID_UUID_TEXT_LEN + 1];
        PROP(sortid_uuid_format(out, &u, shape) == size && out[size] == 0);
        for (size_t i = 0; i < size; i++)
            PROP(out[i] == fz_lower(s[i]));
        PROP(sortid_uuid_format(out, &u, shape | SORTID_FORMAT_UPPER) == size);
        for (size_t i = 0; i < size; i++)
            PROP(out[i] == fz_upper(s[i]));
    } else if (st == SORTID_E_LENGTH) {
        PROP(size != SORTID_UUID_TEXT_LEN && size != SORTID_UUID_HEX_TEXT_LEN);
    } else {
        PROP(st == SORTID_E_CHAR && pos < size && !valid_at(s, size, pos));
        for (size_t i = 0; i < pos; i++)
            PROP(valid_at(s, size, i));
    }

    if (size >= SORTID_UUID_BYTES) {
        memcpy(u.bytes, data, sizeof u.bytes);
        for (unsigned f = 0; f < 8; f++) {
            char out[SORTID_UUID_TEXT_LEN + 1];
            size_t n = sortid_uuid_format(out, &u, f);
            PROP(n == ((f & SORTID_FORMAT_NO_HYPHENS) ? SORTID_UUID_HEX_TEXT_LEN
                                                      : SORTID_UUID_TEXT_LEN));
            PROP(strlen(out) == n);
            PROP(sortid_uuid_parse(&v, out, n, 0, NULL) == SORTID_OK &&
                 memcmp(&u, &v, sizeof u) == 0);
        }
        int64_t ms = -1;
        uint32_t ns = 1;
        uint64_t tick = 0;
        unsigned ver = u.bytes[6] >> 4; /* the nibble, whatever the variant */
        PROP(sortid_uuid_version(&u) == (sortid_uuid_variant(&u) == 2 ? (int)ver : -1));
        st = sortid_uuid_unix_ms(&ms, NULL, &u);
        if (ver != 1 && ver != 6 && ver != 7)
            PROP(st == SORTID_E_VERSION && sortid_uuid_tick(&tick, &u) == SORTID_E_VERSION);
        else if (sortid_uuid_variant(&u) != 2)
            PROP(st == SORTID_E_VARIANT && sortid_uuid_tick(&tick, &u) == SORTID_E_VARIANT);
        else if (ver == 7)
            PROP(st == SORTID_OK && ms >= 0 && ms <= SORTID_ULID_TICK_MAX);
        else {
            /* v1 / v6: the 100-ns time, its ms and ns agree; v1 <-> v6 is lossless */
            int64_t ms2 = 0;
            PROP(st == SORTID_OK && sortid_uuid_unix_ms(&ms2, &ns, &u) == SORTID_OK && ms2 == ms &&
                 ns <= 999900 && ns % 100 == 0);
            PROP(sortid_uuid_tick(&tick, &u) == SORTID_OK && tick < (UINT64_C(1) << 60));
            PROP(ms * 10000 + ns / 100 == (int64_t)tick - SORTID_UUID_GREGORIAN_OFFSET);
            sortid_uuid other, back;
            uint64_t t2 = 0;
            if (ver == 1) {
                PROP(sortid_uuid_v1_to_v6(&other, &u) == SORTID_OK &&
                     sortid_uuid_version(&other) == 6 &&
                     sortid_uuid_v6_to_v1(&back, &other) == SORTID_OK);
                PROP(sortid_uuid_v6_to_v1(&back, &u) == SORTID_E_VERSION);
            } else {
                PROP(sortid_uuid_v6_to_v1(&other, &u) == SORTID_OK &&
                     sortid_uuid_version(&other) == 1 &&
                     sortid_uuid_v1_to_v6(&back, &other) == SORTID_OK);
                PROP(sortid_uuid_v1_to_v6(&back, &u) == SORTID_E_VERSION);
            }
            PROP(memcmp(&back, &u, sizeof u) == 0 && sortid_uuid_tick(&t2, &other) == SORTID_OK &&
                 t2 == tick && memcmp(other.bytes + 8, u.bytes + 8, 8) == 0);
        }
        sortid_ulid l;
        sortid_ulid_to_uuidv7_lossy(&v, (sortid_ulid_from_uuid(&l, &u), &l));
        PROP(sortid_uuid_version(&v) == 7 && sortid_uuid_variant(&v) == 2);
        PROP(sortid_uuid_unix_ms(&ms, NULL, &v) == SORTID_OK &&
             ms == __extension__({
                 int64_t ms_ = INT64_MIN;
                 if (sortid_ulid_unix_ms(&ms_, NULL, &l) != SORTID_OK)
                     ms_ = INT64_MIN;
                 ms_;
             }));
    }
    return 0;
}
