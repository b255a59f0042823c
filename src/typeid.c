/* SPDX-License-Identifier: MIT */
/* typeid.c - TypeID (jetify typeid spec 0.3.0): an optional prefix of a-z and
 * '_', then '_' and the 128-bit value in 26 lower-case Crockford characters
 * with ULID's bit order (the ULID codec, with a lower-case-only table). */
#include "family.h"
#include "gen_state.h"

static int is_lower(unsigned char c)
{
    return c - (unsigned)'a' < 26;
}

sortid_status sortid_typeid_prefix_check(const char *src, size_t len, size_t *pos)
{
    const unsigned char *s = (const unsigned char *)src;
    size_t bad;
    if (len == 0)
        return SORTID_OK;
    if (!src)
        return SORTID_E_INVALID_ARG;
    if (len > SORTID_PREFIX_MAX) {
        if (pos)
            *pos = SORTID_PREFIX_MAX;
        return SORTID_E_LENGTH;
    }
    if (!is_lower(s[0]))
        bad = 0;
    else {
        for (bad = 1; bad < len && (is_lower(s[bad]) || s[bad] == '_'); bad++)
            ;
        if (bad == len && is_lower(s[len - 1]))
            return SORTID_OK;
        if (bad == len)
            bad = len - 1; /* the '_' that ends it */
    }
    if (pos)
        *pos = bad;
    return SORTID_E_CHAR;
}

/* The parse by the rule: the prefix ends at the last '_'.  Every error
 * comes from here, so its position follows that rule. */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((noinline, cold))
#endif
static sortid_status
parse_by_rule(sortid_typeid *dst, const char *src, size_t len, size_t *pos)
{
    size_t plen = 0, p = 0;
    sortid_status s;
    uint8_t value[16];
    for (size_t i = len; i-- > 0;)
        if (src[i] == '_') {
            plen = i;
            break;
        }
    if (plen == 0 && len > 0 && src[0] == '_') { /* "_suffix": the separator of no prefix */
        if (pos)
            *pos = 0;
        return SORTID_E_CHAR;
    }
    if ((s = sortid_typeid_prefix_check(src, plen, pos)) != SORTID_OK)
        return s;
    size_t off = plen ? plen + 1 : 0;
    if (len - off != SORTID_TYPEID_SUFFIX_LEN) {
        if (pos)
            *pos =
                off + (len - off < SORTID_TYPEID_SUFFIX_LEN ? len - off : SORTID_TYPEID_SUFFIX_LEN);
        return SORTID_E_LENGTH;
    }
    if ((s = sortid__b32_decode128(value, src + off, sortid__b32_decode_lower, &p)) != SORTID_OK) {
        if (pos)
            *pos = off + p;
        return s;
    }
    memcpy(dst->prefix, src, plen);
    dst->prefix[plen] = '\0';
    memcpy(dst->uuid.bytes, value, 16);
    return SORTID_OK;
}

/* Whether the bytes of 8 (those of lanes, a mask of whole bytes) are all
 * a-z or '_' (SWAR: b >= k is bit 7 of b + (0x80 - k) for b below 0x80; a
 * byte from 0x80 up is refused by its own bit 7). */
static int prefix8(const char *p, uint64_t lanes)
{
    const uint64_t ones = UINT64_C(0x0101010101010101), top = ones * 0x80, low7 = ones * 0x7F;
    uint64_t x, y, lower, under;
    memcpy(&x, p, 8);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    x = __builtin_bswap64(x); /* lanes count from the first byte */
#endif
    lower = (x + ones * (0x80 - 'a')) & ~(x + ones * (0x80 - 'z' - 1));
    y = x ^ ones * '_';
    under = ~(((y & low7) + low7) | y); /* bit 7 set where y is zero */
    return (((lower | under) & ~x & top) | ~lanes) == ((top & lanes) | ~lanes);
}

/* Whether 26 characters the Crockford decoder accepted hold an upper-case
 * letter: in that alphabet only upper-case letters have bit 0x20 clear. */
static int has_upper(const char *s)
{
    const uint64_t m = UINT64_C(0x2020202020202020);
    uint64_t a, b, c, d;
    memcpy(&a, s, 8);
    memcpy(&b, s + 8, 8);
    memcpy(&c, s + 16, 8);
    memcpy(&d, s + 18, 8);
    return (a & b & c & d & m) != m;
}

static SORTID__HOT int typeid_read(sortid_typeid *dst, const char *src, size_t len)
{
    size_t plen;
    /* the usual text: the separator 27 bytes from the end, a valid prefix
     * before it, and a suffix the ULID decoder takes in lower case; every
     * valid TypeID has one of these two shapes */
    if (len == SORTID_TYPEID_SUFFIX_LEN)
        plen = 0;
    else if (len > SORTID_TYPEID_SUFFIX_LEN + 1 && src[len - SORTID_TYPEID_SUFFIX_LEN - 1] == '_')
        plen = len - SORTID_TYPEID_SUFFIX_LEN - 1;
    else
        return 0;
    const char *suffix = src + len - SORTID_TYPEID_SUFFIX_LEN;
    /* the prefix checked and copied 8 bytes at a time (the text is at least
     * 28 bytes, so 8 can always be read; dst->prefix is scratch until the
     * call succeeds) */
    unsigned ok =
        plen <= SORTID_PREFIX_MAX &&
        (plen == 0 || (is_lower((unsigned char)src[0]) && is_lower((unsigned char)src[plen - 1])));
    for (size_t i = 0; ok && i < plen; i += 8) {
        size_t at = i + 8 <= plen ? i : plen < 8 ? 0 : plen - 8; /* the last chunk overlaps */
        uint64_t lanes = plen < 8 ? (UINT64_C(1) << (8 * plen)) - 1 : ~UINT64_C(0);
        ok = prefix8(src + at, lanes);
        memcpy(dst->prefix + at, src + at, 8);
    }
    /* the decoder writes dst->uuid only on success: last */
    if (!ok || has_upper(suffix) ||
        sortid__b32_decode128_strict(dst->uuid.bytes, suffix, NULL) != SORTID_OK)
        return 0;
    dst->prefix[plen] = '\0';
    return 1;
}

int sortid__typeid_read(sortid_typeid *dst, const char *src, size_t len)
{
    return typeid_read(dst, src, len);
}

sortid_status sortid_typeid_parse(sortid_typeid *dst, const char *src, size_t len, unsigned flags,
                                  size_t *pos)
{
    (void)flags;
    if (!dst || !src)
        return SORTID_E_INVALID_ARG;
    /* a text the fast reader refuses is read rule by rule for the reason */
    return typeid_read(dst, src, len) ? SORTID_OK : parse_by_rule(dst, src, len, pos);
}

size_t sortid_typeid_format(char *dst, const sortid_typeid *src, unsigned flags)
{
    const char *nul = memchr(src->prefix, '\0', SORTID_PREFIX_MAX);
    size_t n = nul ? (size_t)(nul - src->prefix) : SORTID_PREFIX_MAX;
    (void)flags;
    memcpy(dst, src->prefix, n);
    if (n)
        dst[n++] = '_';
    sortid__b32_encode128(dst + n, sortid__load_be64(src->uuid.bytes),
                          sortid__load_be64(src->uuid.bytes + 8), SORTID_FORMAT_LOWER, 1);
    return n + SORTID_TYPEID_SUFFIX_LEN;
}

sortid_status sortid_typeid_from_uuid(sortid_typeid *dst, const char *prefix, size_t len,
                                      const sortid_uuid *src, size_t *pos)
{
    sortid_status s;
    if (!dst || !src)
        return SORTID_E_INVALID_ARG;
    if ((s = sortid_typeid_prefix_check(prefix, len, pos)) != SORTID_OK)
        return s;
    dst->uuid = *src;
    if (len)
        memcpy(dst->prefix, prefix, len);
    dst->prefix[len] = '\0';
    return SORTID_OK;
}

sortid_status sortid_typeid_unix_ms(int64_t *unix_ms, uint32_t *ns_in_ms, const sortid_typeid *src)
{
    if (!unix_ms || !src)
        return SORTID_E_INVALID_ARG;
    if (sortid__uuid_nibble(src->uuid.bytes) != 7)
        return SORTID_E_VERSION;
    return sortid_uuid_unix_ms(unix_ms, ns_in_ms, &src->uuid);
}

sortid_status sortid_typeid_new(sortid_typeid *dst, const char *prefix, size_t len, size_t *pos)
{
    sortid_uuid u;
    sortid_status s;
    if (!dst)
        return SORTID_E_INVALID_ARG;
    if ((s = sortid_typeid_prefix_check(prefix, len, pos)) != SORTID_OK)
        return s;
    if ((s = sortid_uuidv7_new(&u)) != SORTID_OK)
        return s;
    return sortid_typeid_from_uuid(dst, prefix, len, &u, pos);
}

/* ---- the generator: a UUIDv7 one and a prefix (generator.c; kinds.h) ------ */

static void typeid_gen_pack(void *ids, size_t i, uint64_t tick, sortid__u128 c,
                            const uint8_t *process, unsigned node)
{
    (void)process;
    (void)node;
    sortid__uuidv7_pack((sortid_uuid *)ids + i, tick, c);
}

static sortid_status typeid_gen_one(sortid_gen *gen, void *dst)
{
    return sortid__gen_one_hot(gen, &sortid__typeid_gen, dst);
}

const sortid__gen_row sortid__typeid_gen = {
    .one = typeid_gen_one,
    .kind = SORTID_KIND_TYPEID,
    .family = &sortid__uuidv7_gen,
    .fresh_bits = 62,
    .flags = SORTID__GEN_FRACTION | SORTID__GEN_PLUS_ONE | SORTID__GEN_PREFIX,
    .pack = typeid_gen_pack,
};
