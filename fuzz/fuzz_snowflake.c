/* SPDX-License-Identifier: MIT */
/*
 * fuzz_snowflake.c - sortid_snowflake_parse / _format / _epoch_parse and
 * the fields.
 *
 * Properties: a text is accepted exactly when it is 1 or more digits whose
 * value is at most INT64_MAX (else the first problem by position is named), and formats back to itself without its leading
 * zeros; the epoch reader accepts "twitter", "discord" and optionally signed
 * digits within int64; the time is (value >> 22) + epoch unless that leaves
 * int64; the fields cover the value (tick << 22 | datacenter << 17 | worker
 * << 12 | sequence == value).
 */
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *s = (const char *)data;
    sortid_snowflake f;
    size_t pos = 12345;
    int digits = size > 0;
    for (size_t i = 0; i < size; i++)
        digits &= s[i] >= '0' && s[i] <= '9';
    sortid_status st = sortid_snowflake_parse(&f, s, size, 0, &pos);
    if (!digits) { /* the first problem by position: a non-digit, or the digits before it overflow */
        size_t first = 0;
        while (first < size && s[first] >= '0' && s[first] <= '9')
            first++;
        PROP(st == SORTID_E_LENGTH || (st == SORTID_E_CHAR && pos == first) ||
             (st == SORTID_E_OVERFLOW && pos < first));
    }
    if (st == SORTID_OK) {
        char out[SORTID_SNOWFLAKE_TEXT_MAX + 1];
        size_t n = sortid_snowflake_format(out, &f, 0), z = 0;
        while (z + 1 < size && s[z] == '0')
            z++;
        PROP(digits && n == size - z && memcmp(out, s + z, n) == 0);
        PROP(f.value <= (uint64_t)INT64_MAX && f.epoch_ms == SORTID_SNOWFLAKE_EPOCH_TWITTER);
        PROP(((uint64_t)sortid_snowflake_tick(&f) << 22 |
              (uint64_t)sortid_snowflake_datacenter(&f) << 17 |
              (uint64_t)sortid_snowflake_worker(&f) << 12 | sortid_snowflake_sequence(&f)) ==
             f.value);
    } else if (digits) {
        PROP(st == SORTID_E_OVERFLOW && pos < size);
    }
    int64_t epoch = 0;
    if (sortid_snowflake_epoch_parse(&epoch, s, size, &pos) == SORTID_OK) {
        sortid_snowflake g = { size >= 8 ? 0 : 1, epoch };
        if (size >= 8)
            memcpy(&g.value, data, 8);
        g.value &= (uint64_t)INT64_MAX;
        int64_t ms = 0;
        int64_t tick = (int64_t)(g.value >> 22);
        st = sortid_snowflake_unix_ms(&ms, NULL, &g);
        if (epoch > 0 && tick > INT64_MAX - epoch)
            PROP(st == SORTID_E_TIME_RANGE);
        else
            PROP(st == SORTID_OK && ms == tick + epoch);
    } else {
        PROP(!(size == 7 && (memcmp(s, "twitter", 7) == 0 || memcmp(s, "discord", 7) == 0)));
    }
    return 0;
}
