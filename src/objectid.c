/* SPDX-License-Identifier: MIT */
/* objectid.c - the 12-byte layout of MongoDB's ObjectId and of rs/xid:
 * 32-bit Unix seconds, 5 bytes per process (xid: 3 of machine, 2 of pid),
 * a 24-bit counter.  ObjectId text is 24 hex digits, xid text 20
 * characters of lower-case base32hex.
 *
 * Generation: one process-wide state for both kinds, a 64-bit word holding
 * the 5 random process bytes and the fork generation they were drawn in
 * (platform.c's counter, bumped in every forked child), and a counter
 * started at a random value.  A call that sees another generation (a
 * child, or the first call) draws new bytes from the CSPRNG and installs
 * them with a compare-and-swap, so threads need no lock and a child never
 * repeats its parent's process bytes. */
#include "family.h"
#include "gen_state.h"

#define OID_BYTES 12

/* ---- time and parts ---------------------------------------------------- */

static sortid_status oid_unix_ms(int64_t *unix_ms, uint32_t *ns_in_ms, const uint8_t *b)
{
    if (!unix_ms || !b)
        return SORTID_E_INVALID_ARG;
    *unix_ms = (int64_t)sortid__load_be(b, 4) * 1000;
    if (ns_in_ms)
        *ns_in_ms = 0;
    return SORTID_OK;
}

static void oid_parts(const uint8_t *b, uint32_t *machine, uint32_t *pid, uint32_t *counter)
{
    if (machine)
        *machine = (uint32_t)sortid__load_be(b + 4, 3);
    if (pid)
        *pid = (uint32_t)sortid__load_be(b + 7, 2);
    if (counter)
        *counter = (uint32_t)sortid__load_be(b + 9, 3);
}

static int oid_time_ok(int64_t unix_s)
{
    return unix_s >= 0 && unix_s <= SORTID_OBJECTID_TICK_MAX;
}

static void oid_pack(uint8_t *dst, int64_t unix_s, const uint8_t process[5], uint32_t counter)
{
    sortid__store_be(dst, (uint64_t)unix_s, 4);
    memmove(dst + 4, process, 5);
    sortid__store_be(dst + 9, counter & 0xFFFFFF, 3);
}

static sortid_status oid_make(uint8_t *dst, int64_t unix_ms, const uint8_t process[5],
                              uint32_t counter)
{
    int64_t unix_s = sortid__floor_div(unix_ms, 1000);
    if (!dst || !process)
        return SORTID_E_INVALID_ARG;
    if (!oid_time_ok(unix_s))
        return SORTID_E_TIME_RANGE;
    oid_pack(dst, unix_s, process, counter);
    return SORTID_OK;
}

static sortid_status oid_at(uint8_t *dst, int64_t unix_ms, sortid_at which)
{
    uint8_t rest[8];
    int64_t s = sortid__floor_s(unix_ms);
    sortid_status st;
    if (!dst || (unsigned)which > SORTID_AT_MAX)
        return SORTID_E_INVALID_ARG;
    if (!oid_time_ok(s))
        return SORTID_E_TIME_RANGE;
    if ((st = sortid__at_fill(rest, sizeof rest, which)) != SORTID_OK)
        return st;
    sortid__store_be(dst, (uint64_t)s, 4);
    memcpy(dst + 4, rest, 8);
    return SORTID_OK;
}

/* ---- the process state ------------------------------------------------- */

#define WORD_SET  (UINT64_C(1) << 63)
#define GEN_BITS  23
#define GEN_SHIFT 40

static _Atomic uint64_t process_word; /* WORD_SET | generation << 40 | 40 random bits */
static atomic_uint process_counter;

static sortid_status oid_new(uint8_t *dst)
{
    int64_t ms;
    sortid_status s;
    uint64_t w, want;
    if (!dst)
        return SORTID_E_INVALID_ARG;
    sortid__fork_watch();
    want = WORD_SET | (uint64_t)(sortid__fork_generation() & ((1u << GEN_BITS) - 1)) << GEN_SHIFT;
    w = atomic_load_explicit(&process_word, memory_order_acquire);
    while ((w & ~((UINT64_C(1) << GEN_SHIFT) - 1)) != want) {
        uint8_t r[8];
        if ((s = sortid_random(r, sizeof r)) != SORTID_OK)
            return s;
        uint64_t fresh = want | sortid__load_be(r, 5);
        if (atomic_compare_exchange_strong_explicit(&process_word, &w, fresh, memory_order_acq_rel,
                                                    memory_order_acquire)) {
            atomic_store_explicit(&process_counter, (unsigned)sortid__load_be(r + 5, 3),
                                  memory_order_relaxed);
            w = fresh;
        }
    }
    if ((s = sortid_clock_ms(&ms)) != SORTID_OK)
        return s;
    if (!oid_time_ok(sortid__floor_s(ms)))
        return SORTID_E_TIME_RANGE;
    uint8_t process[5];
    sortid__store_be(process, w, 5);
    oid_pack(dst, sortid__floor_s(ms), process,
             atomic_fetch_add_explicit(&process_counter, 1, memory_order_relaxed));
    return SORTID_OK;
}

/* ---- ObjectId: 24 hex digits -------------------------------------------- */

/* The error of a text of the right length: its first byte that is not a
 * hex digit. */
static sortid_status hex_error(const unsigned char *s, size_t *pos)
{
    size_t i = 0;
    while (sortid__hex_decode[s[i]] <= 15)
        i++;
    if (pos)
        *pos = i;
    return SORTID_E_CHAR;
}

/* Eight hex digits as 32 bits, eight bytes at a time (SWAR); *bad gets
 * non-zero bits when a byte is not a hex digit.  For a byte b below 0x80,
 * b >= k is bit 7 of b + (0x80 - k), with no carry into the next byte. */
static inline uint64_t hex8(const unsigned char *s, uint64_t *bad)
{
    const uint64_t ones = UINT64_C(0x0101010101010101), top = ones * 0x80;
    uint64_t x, l, digit, letter, v;
    memcpy(&x, s, 8);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    x = __builtin_bswap64(x); /* the first digit in the low byte */
#endif
    l = x | ones * 0x20; /* letters in lower case */
    digit = (x + ones * (0x80 - '0')) & ~(x + ones * (0x80 - '9' - 1));
    letter = (l + ones * (0x80 - 'a')) & ~(l + ones * (0x80 - 'f' - 1));
    *bad |= (x & top) | (~(digit | letter) & top);
    /* the values: low nibble, plus 9 for a letter (bit 6) */
    v = (x & ones * 0x0F) + ((x >> 6) & ones) * 9;
    v = (v << 4 | v >> 8) & UINT64_C(0x00FF00FF00FF00FF);
    v = (v << 8 | v >> 16) & UINT64_C(0x0000FFFF0000FFFF);
    return (v << 16 | v >> 32) & UINT64_C(0xFFFFFFFF);
}

sortid_status sortid_objectid_parse(sortid_objectid *dst, const char *src, size_t len,
                                    unsigned flags, size_t *pos)
{
    const unsigned char *s = (const unsigned char *)src;
    uint64_t acc = 0, w0, w1, w2;
    (void)flags;
    if (!dst || !src)
        return SORTID_E_INVALID_ARG;
    if (len != SORTID_OBJECTID_TEXT_LEN)
        return sortid__bad_len(len, SORTID_OBJECTID_TEXT_LEN, pos);
    /* three words of 8 digits (32 bits each), then one check */
    w0 = hex8(s, &acc);
    w1 = hex8(s + 8, &acc);
    w2 = hex8(s + 16, &acc);
    if (acc)
        return hex_error(s, pos);
    sortid__store_be64(dst->bytes, w0 << 32 | w1);
    sortid__store_be32(dst->bytes + 8, (uint32_t)w2);
    return SORTID_OK;
}

size_t sortid_objectid_format(char *dst, const sortid_objectid *src, unsigned flags)
{
    const char *hex = (flags & SORTID_FORMAT_UPPER) ? sortid__hex_upper : sortid__hex_lower;
    for (size_t b = 0; b < OID_BYTES; b++) {
        dst[2 * b] = hex[src->bytes[b] >> 4];
        dst[2 * b + 1] = hex[src->bytes[b] & 15];
    }
    dst[SORTID_OBJECTID_TEXT_LEN] = '\0';
    return SORTID_OBJECTID_TEXT_LEN;
}

/* ---- xid: 20 characters of base32hex ------------------------------------ */

/* Four base32hex characters as 20 bits; the OR of their values to *acc. */
static inline uint64_t b32hex4(const unsigned char *s, uint64_t *acc)
{
    const uint8_t *t = sortid__b32hex_decode;
    uint64_t a = t[s[0]], b = t[s[1]], c = t[s[2]], d = t[s[3]];
    *acc |= a | b | c | d;
    return a << 15 | b << 10 | c << 5 | d;
}

/* The 96 bits are 19 characters of 5 bits and one of 1 bit followed by four
 * zero pad bits (RFC 4648 base32hex without padding, as rs/xid writes it). */
sortid_status sortid_xid_parse(sortid_xid *dst, const char *src, size_t len, unsigned flags,
                               size_t *pos)
{
    const unsigned char *s = (const unsigned char *)src;
    const uint8_t *t = sortid__b32hex_decode;
    uint64_t hi, lo, acc, last;
    (void)flags;
    if (!dst || !src)
        return SORTID_E_INVALID_ARG;
    if (len != SORTID_XID_TEXT_LEN)
        return sortid__bad_len(len, SORTID_XID_TEXT_LEN, pos);
    last = t[s[19]];
    acc = last | (last & 15) << 5; /* pad bits set: above 31 too */
    hi = b32hex4(s, &acc) << 40 | b32hex4(s + 4, &acc) << 20 | b32hex4(s + 8, &acc); /* 60 bits */
    lo = b32hex4(s + 12, &acc) << 15 | (b32hex4(s + 15, &acc) & 0x7FFF); /* 35 bits: 12..18 */
    if (acc > 31) {
        size_t i = 0;
        while (i < 19 && t[s[i]] <= 31)
            i++;
        if (pos)
            *pos = i;
        return SORTID_E_CHAR;
    }
    /* value (96 bits) = hi << 36 | lo << 1 | last >> 4 */
    lo = lo << 1 | last >> 4;
    sortid__store_be64(dst->bytes, hi << 4 | lo >> 32);
    sortid__store_be32(dst->bytes + 8, (uint32_t)lo);
    return SORTID_OK;
}

size_t sortid_xid_format(char *dst, const sortid_xid *src, unsigned flags)
{
    uint64_t hi = sortid__load_be64(src->bytes), lo = sortid__load_be(src->bytes + 8, 4);
    (void)flags;
    /* characters 0..11: hi's top 60 bits; 12..18: hi's low 4 and lo's top 31;
     * 19: lo's last bit and four zeros */
    for (int i = 0; i < 12; i++)
        dst[i] = sortid__b32hex_alphabet[hi >> (59 - 5 * i) & 31];
    uint64_t mid = (hi & 15) << 32 | lo; /* 36 bits */
    for (int i = 12; i < 19; i++)
        dst[i] = sortid__b32hex_alphabet[mid >> (31 - 5 * (i - 12)) & 31];
    dst[19] = sortid__b32hex_alphabet[(mid & 1) << 4];
    dst[SORTID_XID_TEXT_LEN] = '\0';
    return SORTID_XID_TEXT_LEN;
}

/* ---- the calls both kinds have, on the one layout ------------------------ */

#define OID_CALLS(kind)                                                                    \
    sortid_status sortid_##kind##_unix_ms(int64_t *unix_ms, uint32_t *ns_in_ms,            \
                                          const sortid_##kind *src)                        \
    {                                                                                      \
        return oid_unix_ms(unix_ms, ns_in_ms, src ? src->bytes : NULL);                    \
    }                                                                                      \
    void sortid_##kind##_parts(const sortid_##kind *src, uint32_t *machine, uint32_t *pid, \
                               uint32_t *counter)                                          \
    {                                                                                      \
        oid_parts(src->bytes, machine, pid, counter);                                      \
    }                                                                                      \
    sortid_status sortid_##kind##_make(sortid_##kind *dst, int64_t unix_ms,                \
                                       const uint8_t process[5], uint32_t counter)         \
    {                                                                                      \
        return oid_make(dst ? dst->bytes : NULL, unix_ms, process, counter);               \
    }                                                                                      \
    sortid_status sortid_##kind##_new(sortid_##kind *dst)                                  \
    {                                                                                      \
        return oid_new(dst ? dst->bytes : NULL);                                           \
    }                                                                                      \
    sortid_status sortid_##kind##_at(sortid_##kind *dst, int64_t unix_ms, sortid_at which) \
    {                                                                                      \
        return oid_at(dst ? dst->bytes : NULL, unix_ms, which);                            \
    }

OID_CALLS(objectid)
OID_CALLS(xid)

/* ---- the generators (generator.c; kinds.h, sortid__gen_row) --------------- */

static void oid_gen_pack(void *ids, size_t i, uint64_t tick, sortid__u128 c, const uint8_t *process,
                         unsigned node)
{
    uint8_t *b = ((sortid_objectid *)ids + i)->bytes;
    (void)node;
    sortid__store_be32(b, (uint32_t)tick);
    memcpy(b + 4, process, 5);
    sortid__store_be(b + 9, c.lo, 3);
}

static sortid_status objectid_gen_one(sortid_gen *gen, void *dst)
{
    return sortid__gen_one_hot(gen, &sortid__objectid_gen, dst);
}

/* The 24-bit counter of a 1-second tick; a new second starts it at a random
 * value below 2^23, so every second has room for 2^23 IDs or more
 * (docs/identifiers.md section 12.4). */
const sortid__gen_row sortid__objectid_gen = { .one = objectid_gen_one,
                                               .kind = SORTID_KIND_OBJECTID,
                                               .width = 24,
                                               .fresh_bits = 23,
                                               .flags = SORTID__GEN_PROCESS | SORTID__GEN_PLUS_ONE,
                                               .pack = oid_gen_pack };

static sortid_status xid_gen_one(sortid_gen *gen, void *dst)
{
    return sortid__gen_one_hot(gen, &sortid__xid_gen, dst);
}

const sortid__gen_row sortid__xid_gen = { .one = xid_gen_one,
                                          .kind = SORTID_KIND_XID,
                                          .family = &sortid__objectid_gen,
                                          .width = 24,
                                          .fresh_bits = 23,
                                          .flags = SORTID__GEN_PROCESS | SORTID__GEN_PLUS_ONE,
                                          .pack = oid_gen_pack };

sortid_status sortid_gen_objectid(sortid_gen *gen, sortid_objectid *dst)
{
    return objectid_gen_one(gen, dst);
}

sortid_status sortid_gen_xid(sortid_gen *gen, sortid_xid *dst)
{
    return xid_gen_one(gen, dst);
}
