/* SPDX-License-Identifier: MIT */
/* uuid.c - UUID text (RFC 9562 8-4-4-4-12 or 32 hex digits), version and
 * variant, the time of a UUID v1, v6 or v7, and v1 <-> v6. */
#include "gen_state.h"

#include "hex_tables.inc"

sortid_status sortid_uuid_parse(sortid_uuid *dst, const char *src, size_t len, unsigned flags,
                                size_t *pos)
{
    (void)flags; /* hex digits have no look-alikes */
    const unsigned char *s = (const unsigned char *)src;
    uint8_t out[SORTID_UUID_BYTES];
    size_t i = 0;
    int hyphens;
    if (!dst || !src)
        return SORTID_E_INVALID_ARG;
    if (len == SORTID_UUID_TEXT_LEN)
        hyphens = 1;
    else if (len == SORTID_UUID_HEX_TEXT_LEN)
        hyphens = 0;
    else {
        if (pos)
            *pos = len < SORTID_UUID_HEX_TEXT_LEN
                       ? len
                       : (len < SORTID_UUID_TEXT_LEN ? SORTID_UUID_HEX_TEXT_LEN
                                                     : SORTID_UUID_TEXT_LEN);
        return SORTID_E_LENGTH;
    }
    for (int b = 0; b < SORTID_UUID_BYTES; b++) {
        if (hyphens && (i == 8 || i == 13 || i == 18 || i == 23)) {
            if (s[i] != '-') {
                if (pos)
                    *pos = i;
                return SORTID_E_CHAR;
            }
            i++;
        }
        unsigned h = sortid__hex_decode[s[i]], l = sortid__hex_decode[s[i + 1]];
        if ((h | l) > 15) {
            if (pos)
                *pos = h > 15 ? i : i + 1;
            return SORTID_E_CHAR;
        }
        out[b] = (uint8_t)(h << 4 | l);
        i += 2;
    }
    memcpy(dst->bytes, out, sizeof out);
    return SORTID_OK;
}

size_t sortid_uuid_format(char *dst, const sortid_uuid *src, unsigned flags)
{
    const char *hex = (flags & SORTID_FORMAT_UPPER) ? sortid__hex_upper : sortid__hex_lower;
    int hyphens = !(flags & SORTID_FORMAT_NO_HYPHENS);
    size_t n = 0;
    for (int b = 0; b < SORTID_UUID_BYTES; b++) {
        if (hyphens && (b == 4 || b == 6 || b == 8 || b == 10))
            dst[n++] = '-';
        dst[n++] = hex[src->bytes[b] >> 4];
        dst[n++] = hex[src->bytes[b] & 15];
    }
    dst[n] = '\0';
    return n;
}

int sortid_uuid_version(const sortid_uuid *src)
{
    return sortid_uuid_variant(src) == 2 ? (int)sortid__uuid_nibble(src->bytes) : -1;
}

unsigned sortid_uuid_variant(const sortid_uuid *src)
{
    unsigned v = src->bytes[8] >> 5; /* top three bits */
    if ((v & 4) == 0)
        return 0; /* 0xx: NCS */
    if ((v & 2) == 0)
        return 2; /* 10x: RFC 9562 */
    return v;     /* 110: Microsoft (6), 111: reserved (7) */
}

/* The 60-bit time of a v1 (time_low | time_mid | ver | time_hi) or a v6
 * (time_high | time_mid | ver | time_low), RFC 9562 5.1 and 5.6. */
static uint64_t v1_time(const uint8_t *b)
{
    return (sortid__load_be(b + 6, 2) & 0xFFF) << 48 | sortid__load_be(b + 4, 2) << 32 |
           sortid__load_be(b, 4);
}

static uint64_t v6_time(const uint8_t *b)
{
    return sortid__load_be(b, 6) << 12 | (sortid__load_be(b + 6, 2) & 0xFFF);
}

sortid_status sortid_uuid_tick(uint64_t *tick, const sortid_uuid *src)
{
    unsigned v;
    if (!tick || !src)
        return SORTID_E_INVALID_ARG;
    v = sortid__uuid_nibble(src->bytes);
    if (v != 1 && v != 6 && v != 7)
        return SORTID_E_VERSION;
    if (sortid_uuid_variant(src) != 2)
        return SORTID_E_VARIANT;
    *tick = v == 1   ? v1_time(src->bytes)
            : v == 6 ? v6_time(src->bytes)
                     : sortid__load_be(src->bytes, 6);
    return SORTID_OK;
}

sortid_status sortid_uuid_unix_ms(int64_t *unix_ms, uint32_t *ns_in_ms, const sortid_uuid *src)
{
    uint64_t t;
    sortid_status s;
    if (!unix_ms)
        return SORTID_E_INVALID_ARG;
    if ((s = sortid_uuid_tick(&t, src)) != SORTID_OK)
        return s;
    if (sortid__uuid_nibble(src->bytes) == 7) {
        *unix_ms = (int64_t)t;
        if (ns_in_ms)
            *ns_in_ms = 0;
        return SORTID_OK;
    }
    /* 100-ns units since 1970 (negative before it): t < 2^60, no overflow */
    int64_t u = (int64_t)t - SORTID_UUID_GREGORIAN_OFFSET;
    *unix_ms = sortid__floor_div(u, 10000);
    if (ns_in_ms)
        *ns_in_ms = (uint32_t)(u - *unix_ms * 10000) * 100;
    return SORTID_OK;
}

/* Check src is an RFC 9562 UUID of version want. */
static sortid_status check_version(const sortid_uuid *dst, const sortid_uuid *src, unsigned want)
{
    if (!dst || !src)
        return SORTID_E_INVALID_ARG;
    if (sortid__uuid_nibble(src->bytes) != want)
        return SORTID_E_VERSION;
    return sortid_uuid_variant(src) == 2 ? SORTID_OK : SORTID_E_VARIANT;
}

sortid_status sortid_uuid_v1_to_v6(sortid_uuid *dst, const sortid_uuid *src)
{
    sortid_status s = check_version(dst, src, 1);
    if (s != SORTID_OK)
        return s;
    uint64_t t = v1_time(src->bytes);
    sortid__store_be(dst->bytes, t >> 12, 6);
    sortid__store_be(dst->bytes + 6, 0x6000 | (t & 0xFFF), 2);
    memmove(dst->bytes + 8, src->bytes + 8, 8);
    return SORTID_OK;
}

sortid_status sortid_uuid_v6_to_v1(sortid_uuid *dst, const sortid_uuid *src)
{
    sortid_status s = check_version(dst, src, 6);
    if (s != SORTID_OK)
        return s;
    uint64_t t = v6_time(src->bytes);
    sortid__store_be(dst->bytes, t & 0xFFFFFFFF, 4);
    sortid__store_be(dst->bytes + 4, t >> 32 & 0xFFFF, 2);
    sortid__store_be(dst->bytes + 6, 0x1000 | t >> 48, 2);
    memmove(dst->bytes + 8, src->bytes + 8, 8);
    return SORTID_OK;
}

/* ---- lines of UUIDs (scalar: the CLI and the packages write and read them) -- */

sortid_status sortid_uuid_format_lines(char *dst, size_t dst_size, const sortid_uuid *src, size_t n,
                                       unsigned flags)
{
    size_t line =
        (flags & SORTID_FORMAT_NO_HYPHENS ? SORTID_UUID_HEX_TEXT_LEN : SORTID_UUID_TEXT_LEN) + 1;
    char buf[SORTID_UUID_TEXT_LEN + 1];
    if ((!dst || !src) && n)
        return SORTID_E_INVALID_ARG;
    if (n > dst_size / line)
        return SORTID_E_BUFFER;
    for (size_t i = 0; i < n; i++) {
        sortid_uuid_format(buf, &src[i], flags & (SORTID_FORMAT_UPPER | SORTID_FORMAT_NO_HYPHENS));
        memcpy(dst + i * line, buf, line - 1);
        dst[i * line + line - 1] = '\n';
    }
    return SORTID_OK;
}

sortid_status sortid_uuid_parse_lines(sortid_uuid *dst, size_t dst_count, const char *src,
                                      size_t len, unsigned flags, size_t *count,
                                      sortid_bulk_error *err)
{
    size_t want =
        flags & SORTID_FORMAT_NO_HYPHENS ? SORTID_UUID_HEX_TEXT_LEN : SORTID_UUID_TEXT_LEN;
    size_t at = 0, i = 0, pos = 0;
    sortid_status s = SORTID_OK;
    if (count)
        *count = 0;
    if ((!dst && dst_count) || (!src && len))
        return SORTID_E_INVALID_ARG;
    while (at < len) {
        const char *nl = memchr(src + at, '\n', len - at);
        size_t n = nl ? (size_t)(nl - (src + at)) : len - at;
        if (i == dst_count) {
            s = SORTID_E_BUFFER;
            break;
        }
        if (n != want) {
            pos = n < want ? n : want;
            s = SORTID_E_LENGTH;
            break;
        }
        if ((s = sortid_uuid_parse(&dst[i], src + at, n, 0, &pos)) != SORTID_OK)
            break;
        i++;
        at += n + 1;
    }
    if (count)
        *count = i;
    if (err) {
        err->index = i;
        err->pos = s == SORTID_OK || s == SORTID_E_BUFFER ? 0 : pos;
        err->status = s;
    }
    return s;
}

sortid_status sortid_uuidv7_at(sortid_uuid *dst, int64_t unix_ms, uint32_t ns_in_ms,
                               sortid_at which)
{
    uint64_t tick, frac;
    sortid__u128 r;
    sortid_status s;
    if (!dst)
        return SORTID_E_INVALID_ARG;
    if ((s = sortid__at(SORTID_KIND_UUIDV7, unix_ms, ns_in_ms, which, &tick, &frac, &r)) !=
        SORTID_OK)
        return s;
    if (which == SORTID_AT_RANDOM) { /* rand_a = the sub-millisecond fraction */
        r.hi = frac >> 2;
        r.lo = (frac & 3) << 62 | (r.lo & ((UINT64_C(1) << 62) - 1));
    }
    sortid__uuidv7_pack(dst, tick, r);
    return SORTID_OK;
}

sortid_status sortid_uuidv7_new(sortid_uuid *dst)
{
    return sortid_gen_uuidv7(sortid__default_gen(SORTID_KIND_UUIDV7, 0), dst);
}

/* ---- the UUIDv7 generator (generator.c; kinds.h, sortid__gen_row) --------- */

static void uuidv7_gen_pack(void *ids, size_t i, uint64_t tick, sortid__u128 c,
                            const uint8_t *process, unsigned node)
{
    (void)process;
    (void)node;
    sortid__uuidv7_pack((sortid_uuid *)ids + i, tick, c);
}

static sortid_status uuidv7_gen_lines(char *dst, size_t size, const void *ids, size_t n,
                                      unsigned flags)
{
    return sortid_uuid_format_lines(dst, size, ids, n, flags);
}

static sortid_status uuidv7_gen_one(sortid_gen *gen, void *dst)
{
    return sortid__gen_one_hot(gen, &sortid__uuidv7_gen, dst);
}

/* rand_a|rand_b: a new millisecond's counter is its fraction and 62 random
 * bits (docs/identifiers.md section 4) */
const sortid__gen_row sortid__uuidv7_gen = { .one = uuidv7_gen_one,
                                             .kind = SORTID_KIND_UUIDV7,
                                             .fresh_bits = 62,
                                             .flags = SORTID__GEN_FRACTION | SORTID__GEN_PLUS_ONE,
                                             .pack = uuidv7_gen_pack,
                                             .lines = uuidv7_gen_lines };

sortid_status sortid_gen_uuidv7(sortid_gen *gen, sortid_uuid *dst)
{
    return sortid__gen_one_hot(gen, &sortid__uuidv7_gen, dst);
}

sortid_status sortid_gen_uuidv7_fill(sortid_gen *gen, sortid_uuid *dst, size_t n, size_t *done)
{
    return sortid__gen_fill(gen, &sortid__uuidv7_gen, dst, n, done);
}
