/* SPDX-License-Identifier: MIT */
/* snowflake.c - Twitter-layout snowflakes, read only: sign 0 | 41-bit ms
 * since an epoch | 5-bit datacenter | 5-bit worker | 12-bit sequence.  The
 * decimal text is the Ulid-Flake's decimal int64 form (flake.c reads and
 * writes it for both). */
#include "family.h"

sortid_status sortid_snowflake_parse(sortid_snowflake *dst, const char *src, size_t len,
                                     unsigned flags, size_t *pos)
{
    sortid_flake f;
    sortid_status s;
    (void)flags;
    if (!dst || !src)
        return SORTID_E_INVALID_ARG;
    if ((s = sortid_flake_parse_int(&f, src, len, pos)) != SORTID_OK)
        return s;
    dst->value = f.value;
    dst->epoch_ms = SORTID_SNOWFLAKE_EPOCH_TWITTER;
    return SORTID_OK;
}

size_t sortid_snowflake_format(char *dst, const sortid_snowflake *src)
{
    sortid_flake f = { src->value & (uint64_t)INT64_MAX };
    return sortid_flake_format_int(dst, f);
}

sortid_status sortid_snowflake_epoch_parse(int64_t *epoch_ms, const char *src, size_t len,
                                           size_t *pos)
{
    static const struct {
        const char *name;
        int64_t ms;
    } names[] = { { "twitter", SORTID_SNOWFLAKE_EPOCH_TWITTER },
                  { "discord", SORTID_SNOWFLAKE_EPOCH_DISCORD } };
    sortid_flake f;
    sortid_status s;
    size_t p = 0, neg;
    if (!epoch_ms || !src)
        return SORTID_E_INVALID_ARG;
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
        if (len == strlen(names[i].name) && memcmp(src, names[i].name, len) == 0) {
            *epoch_ms = names[i].ms;
            return SORTID_OK;
        }
    neg = len > 0 && src[0] == '-';
    if ((s = sortid_flake_parse_int(&f, src + neg, len - neg, &p)) != SORTID_OK) {
        if (pos)
            *pos = p + neg;
        return s;
    }
    *epoch_ms = neg ? -(int64_t)f.value : (int64_t)f.value;
    return SORTID_OK;
}

sortid_status sortid_snowflake_unix_ms(int64_t *unix_ms, const sortid_snowflake *src)
{
    int64_t tick;
    if (!unix_ms || !src)
        return SORTID_E_INVALID_ARG;
    tick = sortid_snowflake_tick(src);
    if ((src->epoch_ms > 0 && tick > INT64_MAX - src->epoch_ms))
        return SORTID_E_TIME_RANGE;
    *unix_ms = tick + src->epoch_ms;
    return SORTID_OK;
}

int64_t sortid_snowflake_tick(const sortid_snowflake *src)
{
    return (int64_t)((src->value & (uint64_t)INT64_MAX) >> 22);
}

unsigned sortid_snowflake_datacenter(const sortid_snowflake *src)
{
    return (unsigned)(src->value >> 17 & 31);
}

unsigned sortid_snowflake_worker(const sortid_snowflake *src)
{
    return (unsigned)(src->value >> 12 & 31);
}

unsigned sortid_snowflake_sequence(const sortid_snowflake *src)
{
    return (unsigned)(src->value & 0xFFF);
}
