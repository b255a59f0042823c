/* ulid.c - the ULID layout: 48-bit Unix ms time, 80-bit random part. */
#include "internal.h"

static sortid_status check_len(size_t len, size_t want, size_t *pos)
{
    if (len == want)
        return SORTID_OK;
    if (pos)
        *pos = len < want ? len : want;
    return SORTID_E_LENGTH;
}

sortid_status sortid_ulid_parse(sortid_ulid *dst, const char *src, size_t len, unsigned flags,
                                size_t *pos)
{
    if (!dst || !src)
        return SORTID_E_INVALID_ARG;
    if (len != SORTID_ULID_TEXT_LEN)
        return check_len(len, SORTID_ULID_TEXT_LEN, pos);
    /* the decoders write dst only on success; a tail call each */
    if (flags & SORTID_PARSE_LENIENT)
        return sortid__b32_decode128(dst->bytes, src, sortid__b32_decode_lenient, pos);
    return sortid__b32_decode128_strict(dst->bytes, src, pos);
}

void sortid_ulid_format(char *dst, const sortid_ulid *src, unsigned flags)
{
    sortid__b32_encode128(dst, sortid__load_be64(src->bytes), sortid__load_be64(src->bytes + 8),
                          flags, 1);
}

sortid_status sortid_ulid_make(sortid_ulid *dst, int64_t unix_ms,
                               const uint8_t random[SORTID_ULID_RANDOM_BYTES])
{
    if (!dst || !random)
        return SORTID_E_INVALID_ARG;
    if (unix_ms < 0 || unix_ms > SORTID_ULID_TIME_MAX)
        return SORTID_E_TIME_RANGE;
    sortid__store_be(dst->bytes, (uint64_t)unix_ms, 6);
    memcpy(dst->bytes + 6, random, SORTID_ULID_RANDOM_BYTES);
    return SORTID_OK;
}

int64_t sortid_ulid_time(const sortid_ulid *src)
{
    return (int64_t)sortid__load_be(src->bytes, 6);
}

void sortid_ulid_random(uint8_t dst[SORTID_ULID_RANDOM_BYTES], const sortid_ulid *src)
{
    memcpy(dst, src->bytes + 6, SORTID_ULID_RANDOM_BYTES);
}

int sortid_ulid_compare(const sortid_ulid *a, const sortid_ulid *b)
{
    int c = memcmp(a->bytes, b->bytes, SORTID_ULID_BYTES);
    return (c > 0) - (c < 0);
}

sortid_status sortid_ulid_next(sortid_ulid *dst, const sortid_ulid *src)
{
    uint8_t r[SORTID_ULID_RANDOM_BYTES];
    int i;
    memcpy(r, src->bytes + 6, sizeof r);
    for (i = SORTID_ULID_RANDOM_BYTES - 1; i >= 0; i--)
        if (++r[i] != 0)
            break;
    if (i < 0)
        return SORTID_E_OVERFLOW; /* random part was all ones: never carry into time */
    if (dst != src)
        memcpy(dst->bytes, src->bytes, 6);
    memcpy(dst->bytes + 6, r, sizeof r);
    return SORTID_OK;
}

sortid_status sortid_ulid_min(sortid_ulid *dst, int64_t unix_ms)
{
    static const uint8_t zeros[SORTID_ULID_RANDOM_BYTES];
    return sortid_ulid_make(dst, unix_ms, zeros);
}

sortid_status sortid_ulid_max(sortid_ulid *dst, int64_t unix_ms)
{
    static const uint8_t ones[SORTID_ULID_RANDOM_BYTES] = {0xFF, 0xFF, 0xFF, 0xFF, 0xFF,
                                                            0xFF, 0xFF, 0xFF, 0xFF, 0xFF};
    return sortid_ulid_make(dst, unix_ms, ones);
}

void sortid_ulid_to_uuid(sortid_uuid *dst, const sortid_ulid *src)
{
    memcpy(dst->bytes, src->bytes, SORTID_UUID_BYTES);
}

void sortid_ulid_from_uuid(sortid_ulid *dst, const sortid_uuid *src)
{
    memcpy(dst->bytes, src->bytes, SORTID_ULID_BYTES);
}

void sortid_ulid_to_uuidv7_lossy(sortid_uuid *dst, const sortid_ulid *src)
{
    memcpy(dst->bytes, src->bytes, SORTID_UUID_BYTES);
    dst->bytes[6] = (uint8_t)(0x70 | (dst->bytes[6] & 0x0F));
    dst->bytes[8] = (uint8_t)(0x80 | (dst->bytes[8] & 0x3F));
}
