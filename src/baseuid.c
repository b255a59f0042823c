/* SPDX-License-Identifier: MIT */
/* baseuid.c - the BaseUID layout: 48-bit tick (Unix ns >> 15, units of
 * 32.768 us) and 72 random bits; ordered base64 text; UUIDv8 form. */
#include "gen_state.h"

sortid_status sortid_baseuid_parse(sortid_baseuid *dst, const char *src, size_t len, unsigned flags,
                                   size_t *pos)
{
    (void)flags; /* no look-alikes in its alphabet: every flag is a no-op */
    if (!dst || !src)
        return SORTID_E_INVALID_ARG;
    if (len != SORTID_BASEUID_TEXT_LEN) {
        if (pos)
            *pos = len < SORTID_BASEUID_TEXT_LEN ? len : SORTID_BASEUID_TEXT_LEN;
        return SORTID_E_LENGTH;
    }
    return sortid__b64lex_decode120(dst->bytes, src, pos);
}

size_t sortid_baseuid_format(char *dst, const sortid_baseuid *src, unsigned flags)
{
    (void)flags; /* case is part of the value: no flag applies */
    sortid__b64lex_encode120(dst, src->bytes);
    dst[SORTID_BASEUID_TEXT_LEN] = '\0';
    return SORTID_BASEUID_TEXT_LEN;
}

sortid_status sortid_baseuid_make(sortid_baseuid *dst, int64_t unix_ms, uint32_t ns_in_ms,
                                  const uint8_t random[SORTID_BASEUID_RANDOM_BYTES])
{
    uint64_t tick;
    sortid_status s;
    if (!dst || !random)
        return SORTID_E_INVALID_ARG;
    if ((s = sortid__tick_of(SORTID_KIND_BASEUID, unix_ms, ns_in_ms, &tick)) != SORTID_OK)
        return s;
    sortid__u128 r = { random[0], sortid__load_be64(random + 1) };
    sortid__baseuid_pack(dst, tick, r);
    return SORTID_OK;
}

int64_t sortid_baseuid_tick(const sortid_baseuid *src)
{
    return (int64_t)sortid__load_be(src->bytes, 6);
}

sortid_status sortid_baseuid_unix_ms(int64_t *unix_ms, uint32_t *ns_in_ms,
                                     const sortid_baseuid *src)
{
    int64_t ns;
    if (!unix_ms || !src)
        return SORTID_E_INVALID_ARG;
    ns = sortid_baseuid_tick(src) << SORTID_BASEUID_TICK_SHIFT;
    *unix_ms = ns / 1000000;
    if (ns_in_ms)
        *ns_in_ms = (uint32_t)(ns % 1000000);
    return SORTID_OK;
}

void sortid_baseuid_random(uint8_t dst[SORTID_BASEUID_RANDOM_BYTES], const sortid_baseuid *src)
{
    memcpy(dst, src->bytes + 6, SORTID_BASEUID_RANDOM_BYTES);
}

int sortid_baseuid_compare(const sortid_baseuid *a, const sortid_baseuid *b)
{
    int c = memcmp(a->bytes, b->bytes, SORTID_BASEUID_BYTES);
    return (c > 0) - (c < 0);
}

/* u = tick<<80 | 0x8<<76 | (rnd>>60)<<64 | 0b10<<62 | (rnd & (2^60-1))<<2 */
void sortid_baseuid_to_uuidv8(sortid_uuid *dst, const sortid_baseuid *src)
{
    uint64_t tick = sortid__load_be(src->bytes, 6);
    uint64_t rhi = sortid__load_be(src->bytes + 6, 1); /* rnd bits 71..64 */
    uint64_t rlo = sortid__load_be64(src->bytes + 7);  /* rnd bits 63..0 */
    uint64_t top12 = rhi << 4 | rlo >> 60;             /* rnd >> 60 */
    uint64_t hi = tick << 16 | UINT64_C(0x8) << 12 | top12;
    uint64_t lo = UINT64_C(2) << 62 | (rlo & ((UINT64_C(1) << 60) - 1)) << 2;
    sortid__store_be64(dst->bytes, hi);
    sortid__store_be64(dst->bytes + 8, lo);
}

sortid_status sortid_baseuid_from_uuidv8(sortid_baseuid *dst, const sortid_uuid *src)
{
    uint64_t hi, lo, top12, low60;
    if (!dst || !src)
        return SORTID_E_INVALID_ARG;
    hi = sortid__load_be64(src->bytes);
    lo = sortid__load_be64(src->bytes + 8);
    if (((hi >> 12) & 15) != 8)
        return SORTID_E_VERSION;
    if ((lo >> 62) != 2)
        return SORTID_E_VARIANT;
    if ((lo & 3) != 0)
        return SORTID_E_UUID_BITS;
    top12 = hi & 0xFFF;
    low60 = (lo >> 2) & ((UINT64_C(1) << 60) - 1);
    sortid__store_be(dst->bytes, hi >> 16, 6);
    dst->bytes[6] = (uint8_t)(top12 >> 4);
    sortid__store_be64(dst->bytes + 7, (top12 & 15) << 60 | low60);
    return SORTID_OK;
}

sortid_status sortid_baseuid_at(sortid_baseuid *dst, int64_t unix_ms, uint32_t ns_in_ms,
                                sortid_at which)
{
    uint64_t tick;
    sortid__u128 r;
    sortid_status s;
    if (!dst)
        return SORTID_E_INVALID_ARG;
    if ((s = sortid__at(SORTID_KIND_BASEUID, unix_ms, ns_in_ms, which, &tick, NULL, &r)) ==
        SORTID_OK)
        sortid__baseuid_pack(dst, tick, r);
    return s;
}

sortid_status sortid_baseuid_new(sortid_baseuid *dst)
{
    return sortid_gen_baseuid(sortid__default_gen(SORTID_KIND_BASEUID, 0), dst);
}

sortid_status sortid_baseuid_new_monotonic(sortid_baseuid *dst)
{
    return sortid_gen_baseuid(sortid__default_gen(SORTID_KIND_BASEUID, SORTID_GEN_MONOTONIC), dst);
}

/* ---- the generator (generator.c; kinds.h, sortid__gen_row) ---------------- */

static void baseuid_gen_pack(void *ids, size_t i, uint64_t tick, sortid__u128 c,
                             const uint8_t *process, unsigned node)
{
    (void)process;
    (void)node;
    sortid__baseuid_pack((sortid_baseuid *)ids + i, tick, c);
}

static sortid_status baseuid_gen_lines(char *dst, size_t size, const void *ids, size_t n,
                                       unsigned flags)
{
    return sortid_baseuid_format_lines(dst, size, ids, n, flags);
}

static sortid_status baseuid_gen_one(sortid_gen *gen, void *dst)
{
    return sortid__gen_one_hot(gen, &sortid__baseuid_gen, dst);
}

const sortid__gen_row sortid__baseuid_gen = { .one = baseuid_gen_one,
                                              .kind = SORTID_KIND_BASEUID,
                                              .pack = baseuid_gen_pack,
                                              .lines = baseuid_gen_lines };

sortid_status sortid_gen_baseuid(sortid_gen *gen, sortid_baseuid *dst)
{
    return sortid__gen_one_hot(gen, &sortid__baseuid_gen, dst);
}

sortid_status sortid_gen_baseuid_fill(sortid_gen *gen, sortid_baseuid *dst, size_t n, size_t *done)
{
    return sortid__gen_fill(gen, &sortid__baseuid_gen, dst, n, done);
}
