/* SPDX-License-Identifier: MIT */
/*
 * fuzz_baseuid.c - sortid_baseuid_parse / _format and the UUIDv8 form.
 *
 * Properties: an accepted s has 20 bytes of -0-9A-Z_a-z and format(parse(s))
 * == s exactly (case-sensitive); a rejection is SORTID_E_LENGTH at
 * min(len, 20) or SORTID_E_CHAR at the first byte outside the alphabet; the
 * first 15 bytes as an ID x: parse(format(x)) == x, from_uuidv8(to_uuidv8(x))
 * == x, and make(tick(x), random(x)) == x.  A 16-byte UUID from the input is
 * accepted by from_uuidv8 only when it is version 8, variant 10, low bits 00,
 * and then converts back to itself.
 */
#include "fuzz.h"

static int in_alphabet(char c)
{
    return c == '-' || c == '_' || (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') ||
           (c >= 'a' && c <= 'z');
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *s = (const char *)data;
    sortid_baseuid b, c;
    size_t pos = 12345;
    sortid_status st = sortid_baseuid_parse(&b, s, size, 0, &pos);
    if (st == SORTID_OK) {
        char out[SORTID_BASEUID_TEXT_LEN + 1];
        PROP(size == SORTID_BASEUID_TEXT_LEN);
        sortid_baseuid_format(out, &b, 0);
        PROP(memcmp(out, s, size) == 0 && out[size] == 0);
    } else if (st == SORTID_E_LENGTH) {
        PROP(size != SORTID_BASEUID_TEXT_LEN);
        PROP(pos == (size < SORTID_BASEUID_TEXT_LEN ? size : SORTID_BASEUID_TEXT_LEN));
    } else {
        PROP(st == SORTID_E_CHAR && size == SORTID_BASEUID_TEXT_LEN && pos < size);
        PROP(!in_alphabet(s[pos]));
        for (size_t i = 0; i < pos; i++)
            PROP(in_alphabet(s[i]));
    }

    if (size >= SORTID_BASEUID_BYTES) {
        char out[SORTID_BASEUID_TEXT_LEN + 1];
        memcpy(b.bytes, data, sizeof b.bytes);
        sortid_baseuid_format(out, &b, 0);
        PROP(sortid_baseuid_parse(&c, out, SORTID_BASEUID_TEXT_LEN, 0, NULL) == SORTID_OK);
        PROP(sortid_baseuid_compare(&b, &c) == 0);
        sortid_uuid u;
        sortid_baseuid_to_uuidv8(&u, &b);
        PROP(sortid_uuid_version(&u) == 8 && sortid_uuid_variant(&u) == 2);
        PROP(sortid_baseuid_from_uuidv8(&c, &u) == SORTID_OK &&
             sortid_baseuid_compare(&b, &c) == 0);
        uint8_t rnd[SORTID_BASEUID_RANDOM_BYTES];
        sortid_baseuid_random(rnd, &b);
        int64_t tick = sortid_baseuid_tick(&b);
        PROP(tick >= 0 && tick <= SORTID_BASEUID_TICK_MAX);
        PROP(sortid_baseuid_make(&c,
                                 (tick) < 0 || (tick) > SORTID_BASEUID_TICK_MAX
                                     ? -1
                                     : ((tick) << SORTID_BASEUID_TICK_SHIFT) / 1000000,
                                 (tick) < 0 || (tick) > SORTID_BASEUID_TICK_MAX
                                     ? 0
                                     : (uint32_t)(((tick) << SORTID_BASEUID_TICK_SHIFT) % 1000000),
                                 rnd) == SORTID_OK &&
             sortid_baseuid_compare(&b, &c) == 0);
        PROP(sortid_baseuid_make(
                 &c,
                 (__extension__({
                     int64_t ms_ = INT64_MIN;
                     uint32_t ns_ = 0;
                     if (sortid_baseuid_unix_ms(&ms_, &ns_, &b) != SORTID_OK)
                         ms_ = INT64_MIN;
                     ms_ == INT64_MIN ? INT64_MIN : ms_ * 1000000 + ns_;
                 })) < 0
                     ? -1
                     : (__extension__({
                           int64_t ms_ = INT64_MIN;
                           uint32_t ns_ = 0;
                           if (sortid_baseuid_unix_ms(&ms_, &ns_, &b) != SORTID_OK)
                               ms_ = INT64_MIN;
                           ms_ == INT64_MIN ? INT64_MIN : ms_ * 1000000 + ns_;
                       })) /
                           1000000,
                 (__extension__({
                     int64_t ms_ = INT64_MIN;
                     uint32_t ns_ = 0;
                     if (sortid_baseuid_unix_ms(&ms_, &ns_, &b) != SORTID_OK)
                         ms_ = INT64_MIN;
                     ms_ == INT64_MIN ? INT64_MIN : ms_ * 1000000 + ns_;
                 })) < 0
                     ? 0
                     : (uint32_t)((__extension__({
                                      int64_t ms_ = INT64_MIN;
                                      uint32_t ns_ = 0;
                                      if (sortid_baseuid_unix_ms(&ms_, &ns_, &b) != SORTID_OK)
                                          ms_ = INT64_MIN;
                                      ms_ == INT64_MIN ? INT64_MIN : ms_ * 1000000 + ns_;
                                  })) %
                                  1000000),
                 rnd) == SORTID_OK);
        PROP(sortid_baseuid_compare(&b, &c) == 0);
    }
    if (size >= SORTID_UUID_BYTES) {
        sortid_uuid u, w;
        memcpy(u.bytes, data + size - SORTID_UUID_BYTES, sizeof u.bytes);
        st = sortid_baseuid_from_uuidv8(&c, &u);
        int ok =
            sortid_uuid_version(&u) == 8 && sortid_uuid_variant(&u) == 2 && (u.bytes[15] & 3) == 0;
        PROP((st == SORTID_OK) == ok);
        if (ok) {
            sortid_baseuid_to_uuidv8(&w, &c);
            PROP(memcmp(&u, &w, sizeof u) == 0);
        }
    }
    return 0;
}
