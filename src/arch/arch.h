/* SPDX-License-Identifier: MIT */
/*
 * src/arch/arch.h - internal interface between the bulk-codec dispatcher
 * (dispatch.c) and the per-ISA kernels (scalar_codec.c, avx2_codec.c,
 * avx512_codec.c, neon64_codec.c).  Not installed.
 *
 * A kernel never decides anything the scalar codecs decide: it handles whole
 * blocks of IDs that are valid in the strict sense and stops at the first
 * block holding anything else (an invalid byte, a first character above '7',
 * a missing newline, a look-alike the lenient parser might accept).  The
 * dispatcher then runs the library's scalar parser on that ID, which is the
 * one authority on acceptance, error status and error position.
 */
#ifndef SORTID_ARCH_H
#define SORTID_ARCH_H

#include <stddef.h>
#include <stdint.h>

/* The three text forms the bulk calls handle. */
enum { SORTID_BT_ULID = 0, SORTID_BT_FLAKE = 1, SORTID_BT_BASEUID = 2, SORTID_BT_COUNT = 3 };

/* Geometry of one form: W text characters of `bits` bits, most significant
 * first, for B binary bytes; pad = W * bits - B * 8 leading text bits that
 * must be zero.  le64: the binary form in memory is a host uint64_t (little
 * endian on every SIMD target here), else big-endian bytes. */
typedef struct sortid_bt_geom {
    unsigned W, B, bits, pad, le64;
    unsigned first_max; /* largest value of the first character (7: the
                           text's extra high bits, and flake's sign, zero) */
} sortid_bt_geom;

extern const sortid_bt_geom sortid_bt_geoms[SORTID_BT_COUNT];

/* Value of each ASCII byte under the strict parser (0xFF = not in the
 * alphabet), and the alphabet itself (upper case; 64 entries, base32
 * repeated twice so a 6-bit index needs no mask).  Derived once from the
 * library's scalar codec (see dispatch.c), never typed in twice. */
typedef struct sortid_bt_alpha {
    uint8_t value[128];
    char upper[64];
    char lower[64];
} sortid_bt_alpha;

extern sortid_bt_alpha sortid_bt_alphas[SORTID_BT_COUNT];

/* A kernel may write an output of at least this many bytes with
 * non-temporal stores (past every cache: the lines are not read first). */
#ifndef SORTID_ARCH_STREAM_BYTES /* -D for experiments */
#define SORTID_ARCH_STREAM_BYTES ((size_t)8 << 20)
#endif

/* Encode src[0..k) to text (stride W, or W + 1 with '\n' when lines) for
 * some k <= n; return k.  dst has room for exactly n records, src holds
 * exactly n IDs: a kernel must not touch memory beyond either. */
typedef size_t (*sortid_bt_enc_fn)(char *dst, const uint8_t *src, size_t n, int lines, int lower);
/* Decode records [0, k) and return k: every one of them strictly valid
 * (and, for lines, followed by '\n').  Stops before the first block holding
 * anything else.  dst has room for exactly n IDs; the kernel may write
 * anything into records [k, n) (the dispatcher's scalar parser rewrites the
 * next one, and after an error dst is unspecified from the failing ID on). */
typedef size_t (*sortid_bt_dec_fn)(uint8_t *dst, const char *src, size_t n, int lines);

typedef struct sortid_arch_impl {
    const char *name;
    int (*available)(void); /* CPU and OS support it (called once) */
    void (*init)(void);     /* build tables (called once, before use) */
    sortid_bt_enc_fn enc[SORTID_BT_COUNT];
    sortid_bt_dec_fn dec[SORTID_BT_COUNT];
    /* KSUIDs src[0..k) (20 bytes each) as lines of 27 characters and '\n'
     * for some k <= n; return k.  NULL: none (sortid_ksuid_format each). */
    size_t (*ksuid_lines)(char *dst, const uint8_t *src, size_t n);
} sortid_arch_impl;

/* A kernel file writes one generic enc(type, ...) and dec(type, ...); this
 * defines the per-kind entry points of its table over them. */
#define SORTID_ARCH_KIND_ENTRIES(enc, dec)                                        \
    static size_t enc_ulid(char *d, const uint8_t *s, size_t n, int l, int lo)    \
    {                                                                             \
        return enc(SORTID_BT_ULID, d, s, n, l, lo);                               \
    }                                                                             \
    static size_t enc_flake(char *d, const uint8_t *s, size_t n, int l, int lo)   \
    {                                                                             \
        return enc(SORTID_BT_FLAKE, d, s, n, l, lo);                              \
    }                                                                             \
    static size_t enc_baseuid(char *d, const uint8_t *s, size_t n, int l, int lo) \
    {                                                                             \
        return enc(SORTID_BT_BASEUID, d, s, n, l, lo);                            \
    }                                                                             \
    static size_t dec_ulid(uint8_t *d, const char *s, size_t n, int l)            \
    {                                                                             \
        return dec(SORTID_BT_ULID, d, s, n, l);                                   \
    }                                                                             \
    static size_t dec_flake(uint8_t *d, const char *s, size_t n, int l)           \
    {                                                                             \
        return dec(SORTID_BT_FLAKE, d, s, n, l);                                  \
    }                                                                             \
    static size_t dec_baseuid(uint8_t *d, const char *s, size_t n, int l)         \
    {                                                                             \
        return dec(SORTID_BT_BASEUID, d, s, n, l);                                \
    }

extern const sortid_arch_impl sortid_arch_scalar;
#if defined(__x86_64__)
extern const sortid_arch_impl sortid_arch_avx2;
extern const sortid_arch_impl sortid_arch_avx512;
/* cpu.c (baseline flags): 1 when the CPU and the OS support the ISA. */
int sortid_cpu_avx2(void);
int sortid_cpu_avx512f(void);    /* the CSPRNG's 16-block ChaCha20 (src/entropy.c) */
int sortid_cpu_avx512vbmi(void); /* with F, BW, DQ, IFMA and VL */
#endif
#if defined(__aarch64__) && defined(__ORDER_LITTLE_ENDIAN__) && \
    __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define SORTID_HAVE_NEON64 1
extern const sortid_arch_impl sortid_arch_neon64;
#endif

/* ---- tables for 2 x 16-byte kernels (AVX2 and NEON share them) ---------- */

/* Encode: a block of K IDs (K * B <= 16 input bytes, read as one 16-byte
 * load, so the caller needs 16 readable bytes) gives out_len <= 32 text bytes
 * in 32 slots.  Slot s is made from the 16-bit word (in[hi] << 8 | in[lo])
 * (index 0x80 = zero byte) shifted left by shl[s] and then right by
 * 16 - bits: exactly the character's bits.  kind: 0 unused, 1 character,
 * 2 newline. */
typedef struct sortid_enc16 {
    unsigned K, in_len, out_len;
    uint8_t hi[32], lo[32], shl[32], kind[32];
} sortid_enc16;

/* Decode: a block of K records of stride S (K * S >= 16) is read as two
 * 16-byte loads at off[0] and off[1].  Half h of the 32-byte layout takes
 * byte gather[h][i] of load h (0x80 = zero).  The layout holds G-character
 * groups (G = 8 for 5-bit, 4 for 6-bit) in 8- or 4-byte slots, the first
 * group of each ID padded with leading zero characters.  limit[h][i]: the
 * largest value byte i of load h may take (0xFF: not a character of the
 * block, not checked).  After combining each group into its little-endian
 * value, output byte o (o < out_len = K * B) is layout byte out[o] (0..31).
 * The '\n' of each record (lines) is checked separately, byte by byte. */
typedef struct sortid_dec16 {
    unsigned K, S, in_len, out_len, off[2];
    uint8_t gather[2][16], limit[2][16], out[16];
} sortid_dec16;

/* Build the tables; return 0 on success, -1 if the form does not fit. */
int sortid_build_enc16(sortid_enc16 *t, int type, int lines);
int sortid_build_dec16(sortid_dec16 *t, int type, int lines);

#endif
