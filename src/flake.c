/* SPDX-License-Identifier: MIT */
/* flake.c - the Ulid-Flake layout: sign 0 | 43-bit ms since the epoch |
 * 20 random bits (stand-alone) or 15 random bits | 5-bit node (scalable). */
#include "gen_state.h"

#define FLAKE_MAX UINT64_C(0x7FFFFFFFFFFFFFFF)

static unsigned random_bits(sortid_flake_layout layout)
{
    return layout == SORTID_FLAKE_SCALABLE ? 15 : 20;
}

sortid_status sortid_flake_parse(sortid_flake *dst, const char *src, size_t len, unsigned flags,
                                 size_t *pos)
{
    if (!dst || !src)
        return SORTID_E_INVALID_ARG;
    if (len != SORTID_FLAKE_TEXT_LEN) {
        if (pos)
            *pos = len < SORTID_FLAKE_TEXT_LEN ? len : SORTID_FLAKE_TEXT_LEN;
        return SORTID_E_LENGTH;
    }
    /* the decoders write dst->value only on success */
    if (flags & SORTID_PARSE_LENIENT)
        return sortid__b32_decode64(&dst->value, src, sortid__b32_decode_lenient, pos);
    return sortid__b32_decode64_strict(&dst->value, src, pos);
}

size_t sortid_flake_format(char *dst, const sortid_flake *src, unsigned flags)
{
    sortid__b32_encode64(dst, src->value, flags, 1);
    return SORTID_FLAKE_TEXT_LEN;
}

sortid_status sortid_flake_parse_int(sortid_flake *dst, const char *src, size_t len, size_t *pos)
{
    uint64_t v = 0;
    if (!dst || !src)
        return SORTID_E_INVALID_ARG;
    if (len == 0) {
        if (pos)
            *pos = 0;
        return SORTID_E_LENGTH;
    }
    for (size_t i = 0; i < len; i++) {
        unsigned d = (unsigned char)src[i] - (unsigned)'0';
        if (d > 9) {
            if (pos)
                *pos = i;
            return SORTID_E_CHAR;
        }
        if (v > (FLAKE_MAX - d) / 10) {
            if (pos)
                *pos = i;
            return SORTID_E_OVERFLOW;
        }
        v = v * 10 + d;
    }
    dst->value = v;
    return SORTID_OK;
}

size_t sortid_flake_format_int(char *dst, const sortid_flake *src)
{
    char tmp[(SORTID_FLAKE_INT_TEXT_MAX + 1)];
    size_t n = 0;
    uint64_t v = src->value;
    do {
        tmp[n++] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    for (size_t i = 0; i < n; i++)
        dst[i] = tmp[n - 1 - i];
    dst[n] = '\0';
    return n;
}

sortid_status sortid_flake_parse_hex(sortid_flake *dst, const char *src, size_t len, size_t *pos)
{
    uint64_t v = 0;
    size_t i;
    if (!dst || !src)
        return SORTID_E_INVALID_ARG;
    for (i = 0; i < 2 && i < len; i++) {
        if (src[i] != "0x"[i] && !(i == 1 && src[i] == 'X')) {
            if (pos)
                *pos = i;
            return SORTID_E_CHAR;
        }
    }
    if (len < 3 || len > 18) {
        if (pos)
            *pos = len < 3 ? len : 18;
        return SORTID_E_LENGTH;
    }
    for (i = 2; i < len; i++) {
        unsigned d = sortid__hex_decode[(unsigned char)src[i]];
        if (d > 15) {
            if (pos)
                *pos = i;
            return SORTID_E_CHAR;
        }
        if (v >> 59) { /* a further digit would pass 2^63 - 1 */
            if (pos)
                *pos = i;
            return SORTID_E_OVERFLOW;
        }
        v = v << 4 | d;
    }
    if (v > FLAKE_MAX) {
        if (pos)
            *pos = 2;
        return SORTID_E_OVERFLOW;
    }
    dst->value = v;
    return SORTID_OK;
}

size_t sortid_flake_format_hex(char *dst, const sortid_flake *src)
{
    const char *hex = sortid__hex_upper;
    size_t n = 2;
    int shift = 60;
    dst[0] = '0';
    dst[1] = 'x';
    while (shift > 0 && ((src->value >> shift) & 15) == 0)
        shift -= 4;
    for (; shift >= 0; shift -= 4)
        dst[n++] = hex[(src->value >> shift) & 15];
    dst[n] = '\0';
    return n;
}

sortid_status sortid_flake_from_int64(sortid_flake *dst, int64_t value)
{
    if (!dst)
        return SORTID_E_INVALID_ARG;
    if (value < 0)
        return SORTID_E_OVERFLOW;
    dst->value = (uint64_t)value;
    return SORTID_OK;
}

int64_t sortid_flake_to_int64(const sortid_flake *src)
{
    return (int64_t)(src->value & FLAKE_MAX);
}

void sortid_flake_to_bytes(uint8_t dst[SORTID_FLAKE_BYTES], const sortid_flake *src)
{
    sortid__store_be64(dst, src->value);
}

sortid_status sortid_flake_from_bytes(sortid_flake *dst, const uint8_t src[SORTID_FLAKE_BYTES])
{
    uint64_t v;
    if (!dst || !src)
        return SORTID_E_INVALID_ARG;
    v = sortid__load_be64(src);
    if (v > FLAKE_MAX)
        return SORTID_E_OVERFLOW;
    dst->value = v;
    return SORTID_OK;
}

sortid_status sortid_flake_make(sortid_flake *dst, sortid_flake_layout layout, int64_t unix_ms,
                                uint32_t random, unsigned node)
{
    unsigned bits = random_bits(layout);
    uint64_t time_ms;
    if (!dst || (layout != SORTID_FLAKE_STANDALONE && layout != SORTID_FLAKE_SCALABLE))
        return SORTID_E_INVALID_ARG;
    if (sortid__tick_of(SORTID_KIND_FLAKE, unix_ms, 0, &time_ms) != SORTID_OK)
        return SORTID_E_TIME_RANGE;
    if ((random >> bits) != 0 || node > SORTID_FLAKE_NODE_MAX ||
        (layout == SORTID_FLAKE_STANDALONE && node != 0))
        return SORTID_E_INVALID_ARG;
    dst->value = sortid__flake_pack(layout, time_ms, random, node);
    return SORTID_OK;
}

int64_t sortid_flake_tick(const sortid_flake *src)
{
    return (int64_t)((src->value & FLAKE_MAX) >> 20);
}

sortid_status sortid_flake_unix_ms(int64_t *unix_ms, uint32_t *ns_in_ms, const sortid_flake *src)
{
    if (!unix_ms || !src)
        return SORTID_E_INVALID_ARG;
    if (src->value > FLAKE_MAX)
        return SORTID_E_OVERFLOW;
    *unix_ms = sortid_flake_tick(src) + SORTID_FLAKE_EPOCH_MS;
    if (ns_in_ms)
        *ns_in_ms = 0;
    return SORTID_OK;
}

uint32_t sortid_flake_random(const sortid_flake *src, sortid_flake_layout layout)
{
    uint32_t field = (uint32_t)(src->value & 0xFFFFF);
    return layout == SORTID_FLAKE_SCALABLE ? field >> 5 : field;
}

unsigned sortid_flake_node(const sortid_flake *src)
{
    return (unsigned)(src->value & 31);
}

sortid_status sortid_flake_at(sortid_flake *dst, sortid_flake_layout layout, int64_t unix_ms,
                              sortid_at which, unsigned node)
{
    sortid_kind kind =
        layout == SORTID_FLAKE_SCALABLE ? SORTID_KIND_FLAKE_SCALABLE : SORTID_KIND_FLAKE;
    uint64_t tick;
    sortid__u128 r;
    sortid_status s;
    if (!dst || (layout != SORTID_FLAKE_STANDALONE && layout != SORTID_FLAKE_SCALABLE) ||
        node > (layout == SORTID_FLAKE_SCALABLE ? (unsigned)SORTID_FLAKE_NODE_MAX : 0u))
        return SORTID_E_INVALID_ARG;
    if ((s = sortid__at(kind, unix_ms, 0, which, &tick, NULL, &r)) == SORTID_OK)
        dst->value = sortid__flake_pack(layout, tick, r.lo, node);
    return s;
}

sortid_status sortid_flake_new(sortid_flake *dst)
{
    return sortid_gen_flake(sortid__default_gen(SORTID_KIND_FLAKE, 0), dst);
}

/* ---- the generators (generator.c; kinds.h, sortid__gen_row) --------------- */

static void flake_gen_pack(void *ids, size_t i, uint64_t tick, sortid__u128 c,
                           const uint8_t *process, unsigned node)
{
    (void)process;
    ((sortid_flake *)ids)[i].value = sortid__flake_pack(SORTID_FLAKE_STANDALONE, tick, c.lo, node);
}

static void flake_scalable_gen_pack(void *ids, size_t i, uint64_t tick, sortid__u128 c,
                                    const uint8_t *process, unsigned node)
{
    (void)process;
    ((sortid_flake *)ids)[i].value = sortid__flake_pack(SORTID_FLAKE_SCALABLE, tick, c.lo, node);
}

static void flake_gen_bytes(uint8_t *dst, const void *id)
{
    sortid_flake_to_bytes(dst, id);
}

static sortid_status flake_gen_lines(char *dst, size_t size, const void *ids, size_t n,
                                     unsigned flags)
{
    return sortid_flake_format_lines(dst, size, ids, n, flags);
}

_Static_assert(sizeof(sortid_flake) == SORTID_FLAKE_BYTES, "a generator's array of flakes");

static sortid_status flake_gen_one(sortid_gen *gen, void *dst)
{
    return sortid__gen_one_hot(gen, &sortid__flake_gen, dst);
}

const sortid__gen_row sortid__flake_gen = { .one = flake_gen_one,
                                            .kind = SORTID_KIND_FLAKE,
                                            .flags = SORTID__GEN_FLAKE,
                                            .entropy_max = 3,
                                            .pack = flake_gen_pack,
                                            .bytes = flake_gen_bytes,
                                            .lines = flake_gen_lines };

static sortid_status flake_scalable_gen_one(sortid_gen *gen, void *dst)
{
    return sortid__gen_one_hot(gen, &sortid__flake_scalable_gen, dst);
}

const sortid__gen_row sortid__flake_scalable_gen = { .one = flake_scalable_gen_one,
                                                     .kind = SORTID_KIND_FLAKE_SCALABLE,
                                                     .family = &sortid__flake_gen,
                                                     .flags = SORTID__GEN_FLAKE,
                                                     .node_max = SORTID_FLAKE_NODE_MAX,
                                                     .entropy_max = 2,
                                                     .pack = flake_scalable_gen_pack,
                                                     .bytes = flake_gen_bytes,
                                                     .lines = flake_gen_lines };

sortid_status sortid_gen_flake(sortid_gen *gen, sortid_flake *dst)
{
    return sortid__gen_one_hot(gen, &sortid__flake_gen, dst);
}

sortid_status sortid_gen_flake_fill(sortid_gen *gen, sortid_flake *dst, size_t n, size_t *done)
{
    return sortid__gen_fill(gen, &sortid__flake_gen, dst, n, done);
}
