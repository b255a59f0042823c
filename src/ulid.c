/* SPDX-License-Identifier: MIT */
/* ulid.c - the ULID layout: 48-bit Unix ms time, 80-bit random part. */
#include "gen_state.h"

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

size_t sortid_ulid_format(char *dst, const sortid_ulid *src, unsigned flags)
{
    sortid__b32_encode128(dst, sortid__load_be64(src->bytes), sortid__load_be64(src->bytes + 8),
                          flags, 1);
    return SORTID_ULID_TEXT_LEN;
}

/* The random part of a ULID as a counter, and back. */
static sortid__u128 random_of(const uint8_t random[SORTID_ULID_RANDOM_BYTES])
{
    sortid__u128 r = { sortid__load_be(random, 2), sortid__load_be64(random + 2) };
    return r;
}

sortid_status sortid_ulid_make(sortid_ulid *dst, int64_t unix_ms,
                               const uint8_t random[SORTID_ULID_RANDOM_BYTES])
{
    if (!dst || !random)
        return SORTID_E_INVALID_ARG;
    if (unix_ms < 0 || unix_ms > SORTID_ULID_TICK_MAX)
        return SORTID_E_TIME_RANGE;
    sortid__ulid_pack(dst, (uint64_t)unix_ms, random_of(random));
    return SORTID_OK;
}

sortid_status sortid_ulid_unix_ms(int64_t *unix_ms, uint32_t *ns_in_ms, const sortid_ulid *src)
{
    if (!unix_ms || !src)
        return SORTID_E_INVALID_ARG;
    *unix_ms = (int64_t)sortid__load_be(src->bytes, 6);
    if (ns_in_ms)
        *ns_in_ms = 0;
    return SORTID_OK;
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
    sortid__u128 r;
    if (!dst || !src)
        return SORTID_E_INVALID_ARG;
    r = random_of(src->bytes + 6);
    /* the generator's own step (+1): all ones never carries into the time */
    if (!sortid__u128_step(&r, 0, 8 * SORTID_ULID_RANDOM_BYTES))
        return SORTID_E_OVERFLOW;
    sortid__ulid_pack(dst, sortid__load_be(src->bytes, 6), r);
    return SORTID_OK;
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
    sortid__uuid_set_v7(dst->bytes);
}

sortid_status sortid_ulid_at(sortid_ulid *dst, int64_t unix_ms, sortid_at which)
{
    uint64_t tick;
    sortid__u128 r;
    sortid_status s;
    if (!dst)
        return SORTID_E_INVALID_ARG;
    if ((s = sortid__at(SORTID_KIND_ULID, unix_ms, 0, which, &tick, NULL, &r)) == SORTID_OK)
        sortid__ulid_pack(dst, tick, r);
    return s;
}

sortid_status sortid_ulid_new(sortid_ulid *dst)
{
    return sortid_gen_ulid(sortid__default_gen(SORTID_KIND_ULID, 0), dst);
}

sortid_status sortid_ulid_new_monotonic(sortid_ulid *dst)
{
    return sortid_gen_ulid(sortid__default_gen(SORTID_KIND_ULID, SORTID_GEN_MONOTONIC), dst);
}

/* ---- the generator (generator.c; kinds.h, sortid__gen_row) ---------------- */

static void ulid_gen_pack(void *ids, size_t i, uint64_t tick, sortid__u128 c,
                          const uint8_t *process, unsigned node)
{
    (void)process;
    (void)node;
    sortid__ulid_pack((sortid_ulid *)ids + i, tick, c);
}

static sortid_status ulid_gen_lines(char *dst, size_t size, const void *ids, size_t n,
                                    unsigned flags)
{
    return sortid_ulid_format_lines(dst, size, ids, n, flags);
}

static sortid_status ulid_gen_one(sortid_gen *gen, void *dst)
{
    return sortid__gen_one_hot(gen, &sortid__ulid_gen, dst);
}

const sortid__gen_row sortid__ulid_gen = {
    .one = ulid_gen_one, .kind = SORTID_KIND_ULID, .pack = ulid_gen_pack, .lines = ulid_gen_lines
};

sortid_status sortid_gen_ulid(sortid_gen *gen, sortid_ulid *dst)
{
    return ulid_gen_one(gen, dst);
}

sortid_status sortid_gen_ulid_fill(sortid_gen *gen, sortid_ulid *dst, size_t n, size_t *done)
{
    return sortid__gen_fill(gen, &sortid__ulid_gen, dst, n, done);
}
