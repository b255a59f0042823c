/* SPDX-License-Identifier: MIT */
/* entropy.c - the library's CSPRNG.
 *
 * ChaCha20 keyed from the kernel's random source (sortid__os_random in
 * platform.c: getrandom, getentropy or BCryptGenRandom), with fast key
 * erasure (Bernstein, "Fast-key-erasure random-number generators", 2017):
 * each refill computes RNG_BLOCKS blocks, the first 32 bytes become the
 * next key at once, the rest is handed out and wiped as it goes.
 * Compromise of the state reveals no earlier output.
 *
 * One state per thread (SORTID_THREAD_LOCAL), so threads never share bytes
 * and need no lock.  A forked child gets a copy of its parent's state; the
 * platform layer's fork generation changes in the child and every state
 * that sees a new generation reseeds from the kernel before its next byte.
 * A kernel source that fails is SORTID_E_ENTROPY: there is no fallback. */
#include "internal.h"
#include "arch/arch.h"

#define RNG_BLOCKS 16
#define RNG_BUF    ((size_t)RNG_BLOCKS * 64)

typedef struct {
    uint32_t key[8];
    uint8_t buf[RNG_BUF];
    size_t avail; /* unread bytes at the end of buf */
    unsigned generation;
    int seeded;
} rng_state;

static SORTID_THREAD_LOCAL rng_state tls_rng;

#define ROTL(v, n) (((v) << (n)) | ((v) >> (32 - (n))))
#define QR(a, b, c, d) \
    (a) += (b);        \
    (d) ^= (a);        \
    (d) = ROTL(d, 16); \
    (c) += (d);        \
    (b) ^= (c);        \
    (b) = ROTL(b, 12); \
    (a) += (b);        \
    (d) ^= (a);        \
    (d) = ROTL(d, 8);  \
    (c) += (d);        \
    (b) ^= (c);        \
    (b) = ROTL(b, 7)

/* The 20 rounds (10 double rounds) on a state of 16 words, or of 16 vectors
 * of words (one block per lane): the same code for 1, 4 and 8 blocks. */
#define CHACHA20_ROUNDS(x)                     \
    for (int round = 0; round < 10; round++) { \
        QR((x)[0], (x)[4], (x)[8], (x)[12]);   \
        QR((x)[1], (x)[5], (x)[9], (x)[13]);   \
        QR((x)[2], (x)[6], (x)[10], (x)[14]);  \
        QR((x)[3], (x)[7], (x)[11], (x)[15]);  \
        QR((x)[0], (x)[5], (x)[10], (x)[15]);  \
        QR((x)[1], (x)[6], (x)[11], (x)[12]);  \
        QR((x)[2], (x)[7], (x)[8], (x)[13]);   \
        QR((x)[3], (x)[4], (x)[9], (x)[14]);   \
    }

/* ChaCha20 (RFC 8439) with a zero nonce: n blocks of key stream from block
 * counter `counter` on.  Four blocks at a time in 128-bit vectors where the
 * compiler has vector extensions (SSE2 on x86-64, NEON on Arm), one at a
 * time otherwise, and eight or sixteen at a time with AVX2 or AVX-512 on
 * x86-64 (below); the same bytes every way (tests/test_chacha.c checks the
 * RFC 8439 vectors and a stream through each path).  WebAssembly without SIMD128 (the module sortid ships,
 * bindings/node/wasm/wasm.mk) has no vectors to put them in: emulated lane by
 * lane, four blocks cost what four single blocks do and 3.2 KB of module. */
#define CHACHA_CONSTANTS 0x61707865u, 0x3320646eu, 0x79622d32u, 0x6b206574u

static void store32le(uint8_t *p, uint32_t v)
{
    p[0] = (uint8_t)v;
    p[1] = (uint8_t)(v >> 8);
    p[2] = (uint8_t)(v >> 16);
    p[3] = (uint8_t)(v >> 24);
}

static void chacha20_block(uint8_t out[64], const uint32_t key[8], uint32_t counter)
{
    uint32_t in[16] = { CHACHA_CONSTANTS, key[0], key[1],  key[2], key[3], key[4], key[5],
                        key[6],           key[7], counter, 0,      0,      0 };
    uint32_t x[16];
    memcpy(x, in, sizeof x);
    CHACHA20_ROUNDS(x);
    for (int i = 0; i < 16; i++)
        store32le(out + 4 * (size_t)i, x[i] + in[i]);
}

#if (defined(__GNUC__) || defined(__clang__)) && (!defined(__wasm__) || defined(__wasm_simd128__))
#define CHACHA_BLOCK4 1
typedef uint32_t v4u32 __attribute__((vector_size(16)));

static void chacha20_block4(uint8_t out[256], const uint32_t key[8], uint32_t counter)
{
    static const uint32_t k[4] = { CHACHA_CONSTANTS };
    v4u32 in[16], x[16];
    for (int i = 0; i < 4; i++)
        in[i] = (v4u32){ k[i], k[i], k[i], k[i] };
    for (int i = 0; i < 8; i++)
        in[4 + i] = (v4u32){ key[i], key[i], key[i], key[i] };
    in[12] = (v4u32){ counter, counter + 1, counter + 2, counter + 3 };
    in[13] = in[14] = in[15] = (v4u32){ 0, 0, 0, 0 };
    memcpy(x, in, sizeof x);
    CHACHA20_ROUNDS(x);
    for (int i = 0; i < 16; i++) {
        v4u32 v = x[i] + in[i];
        for (int j = 0; j < 4; j++)
            store32le(out + 64 * (size_t)j + 4 * (size_t)i, v[j]);
    }
}
#endif

/* x86-64: eight blocks in 256-bit vectors with AVX2, sixteen in 512-bit
 * ones with AVX-512, each checked at run time (src/arch/cpu.c).  The lanes
 * are blocks, so the output is the transpose of the state: a 4 x 4
 * transpose of words within each 128-bit quarter, then whole quarters put
 * in place (rather than one store per word and lane, which cost more than
 * the rounds).  Not on mingw-w64's gcc, which does not align the stack for
 * the vectors it spills (see src/arch/dispatch.c). */
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__)) && \
    !(defined(_WIN32) && defined(__GNUC__) && !defined(__clang__))
#define CHACHA_X86 1
#include <immintrin.h>

typedef uint32_t v8u32 __attribute__((vector_size(32)));
typedef uint32_t v16u32 __attribute__((vector_size(64)));

/* One group of four words (a..d, word w to w+3 of each lane's block) as
 * y[r]: in each 128-bit quarter q, the four words of block 4q + r. */
#define TRANSPOSE4(T, unlo32, unhi32, unlo64, unhi64, a, b, c, d, y) \
    do {                                                             \
        T t0_ = unlo32(a, b), t1_ = unhi32(a, b);                    \
        T t2_ = unlo32(c, d), t3_ = unhi32(c, d);                    \
        (y)[0] = unlo64(t0_, t2_);                                   \
        (y)[1] = unhi64(t0_, t2_);                                   \
        (y)[2] = unlo64(t1_, t3_);                                   \
        (y)[3] = unhi64(t1_, t3_);                                   \
    } while (0)

__attribute__((target("avx2"))) static void chacha20_block8(uint8_t out[512], const uint32_t key[8],
                                                            uint32_t counter)
{
    static const uint32_t k[4] = { CHACHA_CONSTANTS };
    v8u32 in[16], x[16];
    __m256i y[4][4];
    for (int i = 0; i < 4; i++)
        in[i] = (v8u32){ k[i], k[i], k[i], k[i], k[i], k[i], k[i], k[i] };
    for (int i = 0; i < 8; i++)
        in[4 + i] = (v8u32){ key[i], key[i], key[i], key[i], key[i], key[i], key[i], key[i] };
    in[12] = (v8u32){ counter,     counter + 1, counter + 2, counter + 3,
                      counter + 4, counter + 5, counter + 6, counter + 7 };
    in[13] = in[14] = in[15] = (v8u32){ 0, 0, 0, 0, 0, 0, 0, 0 };
    memcpy(x, in, sizeof x);
    CHACHA20_ROUNDS(x);
    for (int i = 0; i < 16; i++)
        x[i] += in[i];
    for (size_t g = 0; g < 4; g++)
        TRANSPOSE4(__m256i, _mm256_unpacklo_epi32, _mm256_unpackhi_epi32, _mm256_unpacklo_epi64,
                   _mm256_unpackhi_epi64, (__m256i)x[4 * g], (__m256i)x[4 * g + 1],
                   (__m256i)x[4 * g + 2], (__m256i)x[4 * g + 3], y[g]);
    /* block 4q + r: words 0-7 from quarter q of y[0][r] and y[1][r], 8-15
     * from y[2][r] and y[3][r] */
    for (size_t r = 0; r < 4; r++) {
        uint8_t *lo = out + 64 * r, *hi = out + 64 * (4 + r);
        _mm256_storeu_si256((__m256i *)(void *)lo,
                            _mm256_permute2x128_si256(y[0][r], y[1][r], 0x20));
        _mm256_storeu_si256((__m256i *)(void *)(lo + 32),
                            _mm256_permute2x128_si256(y[2][r], y[3][r], 0x20));
        _mm256_storeu_si256((__m256i *)(void *)hi,
                            _mm256_permute2x128_si256(y[0][r], y[1][r], 0x31));
        _mm256_storeu_si256((__m256i *)(void *)(hi + 32),
                            _mm256_permute2x128_si256(y[2][r], y[3][r], 0x31));
    }
}

__attribute__((target("avx512f"))) static void
chacha20_block16(uint8_t out[1024], const uint32_t key[8], uint32_t counter)
{
    static const uint32_t k[4] = { CHACHA_CONSTANTS };
    v16u32 in[16], x[16];
    __m512i y[4][4];
    for (int i = 0; i < 4; i++)
        in[i] = (v16u32){ 0 } + k[i];
    for (int i = 0; i < 8; i++)
        in[4 + i] = (v16u32){ 0 } + key[i];
    in[12] = (v16u32){ 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15 } + counter;
    in[13] = in[14] = in[15] = (v16u32){ 0 };
    memcpy(x, in, sizeof x);
    CHACHA20_ROUNDS(x);
    for (int i = 0; i < 16; i++)
        x[i] += in[i];
    for (size_t g = 0; g < 4; g++)
        TRANSPOSE4(__m512i, _mm512_unpacklo_epi32, _mm512_unpackhi_epi32, _mm512_unpacklo_epi64,
                   _mm512_unpackhi_epi64, (__m512i)x[4 * g], (__m512i)x[4 * g + 1],
                   (__m512i)x[4 * g + 2], (__m512i)x[4 * g + 3], y[g]);
    /* block 4q + r is quarter q of y[0][r], y[1][r], y[2][r], y[3][r]:
     * a 4 x 4 transpose of quarters */
    for (size_t r = 0; r < 4; r++) {
        __m512i s0 = _mm512_shuffle_i32x4(y[0][r], y[1][r], 0x44); /* y0.0 y0.1 y1.0 y1.1 */
        __m512i s1 = _mm512_shuffle_i32x4(y[0][r], y[1][r], 0xEE); /* y0.2 y0.3 y1.2 y1.3 */
        __m512i s2 = _mm512_shuffle_i32x4(y[2][r], y[3][r], 0x44);
        __m512i s3 = _mm512_shuffle_i32x4(y[2][r], y[3][r], 0xEE);
        _mm512_storeu_si512(out + 64 * r, _mm512_shuffle_i32x4(s0, s2, 0x88));
        _mm512_storeu_si512(out + 64 * (4 + r), _mm512_shuffle_i32x4(s0, s2, 0xDD));
        _mm512_storeu_si512(out + 64 * (8 + r), _mm512_shuffle_i32x4(s1, s3, 0x88));
        _mm512_storeu_si512(out + 64 * (12 + r), _mm512_shuffle_i32x4(s1, s3, 0xDD));
    }
}

/* 0 unknown, 1 neither, 2 AVX2, 3 AVX-512 (and AVX2) */
static int x86_level(void)
{
    static atomic_int known;
    int v = atomic_load_explicit(&known, memory_order_relaxed);
    if (v == 0) {
        v = sortid_cpu_avx512f() ? 3 : sortid_cpu_avx2() ? 2 : 1;
        atomic_store_explicit(&known, v, memory_order_relaxed);
    }
    return v;
}
#endif

void sortid__chacha20(uint8_t *out, const uint32_t key[8], uint32_t counter, size_t blocks)
{
    size_t b = 0;
#ifdef CHACHA_X86
    int level = blocks >= 8 ? x86_level() : 1;
    if (level >= 3)
        for (; b + 16 <= blocks; b += 16)
            chacha20_block16(out + 64 * b, key, counter + (uint32_t)b);
    if (level >= 2)
        for (; b + 8 <= blocks; b += 8)
            chacha20_block8(out + 64 * b, key, counter + (uint32_t)b);
#endif
#ifdef CHACHA_BLOCK4
    for (; b + 4 <= blocks; b += 4)
        chacha20_block4(out + 64 * b, key, counter + (uint32_t)b);
#endif
    for (; b < blocks; b++)
        chacha20_block(out + 64 * b, key, counter + (uint32_t)b);
}

/* Zero n bytes in a way the compiler cannot drop (the barrier tells it the
 * memory is read afterwards). */
void sortid__wipe(void *p, size_t n)
{
    memset(p, 0, n);
    __asm__ __volatile__("" : : "r"(p) : "memory");
}

static void refill(rng_state *st)
{
    sortid__chacha20(st->buf, st->key, 0, RNG_BLOCKS);
    memcpy(st->key, st->buf, 32); /* fast key erasure: the old key is gone */
    sortid__wipe(st->buf, 32);
    st->avail = RNG_BUF - 32;
}

static sortid_status seed(rng_state *st, unsigned generation)
{
    sortid_status s = sortid__os_random(st->key, sizeof st->key);
    if (s != SORTID_OK)
        return s;
    st->generation = generation;
    st->seeded = 1;
    refill(st);
    return SORTID_OK;
}

sortid_status sortid_random(void *dst, size_t len)
{
    rng_state *st = &tls_rng;
    uint8_t *p = dst;
    unsigned generation;
    if (!dst && len)
        return SORTID_E_INVALID_ARG;
    generation = sortid__fork_generation();
    if (!st->seeded || st->generation != generation) {
        /* first use in this thread, or a forked child: (re)seed.  The fork
         * handler is registered before the first seed of the process, so a
         * seeded state always sees later forks. */
        sortid__fork_watch();
        generation = sortid__fork_generation();
        sortid__wipe(st, sizeof *st);
        sortid_status s = seed(st, generation);
        if (s != SORTID_OK)
            return s;
    }
    if (len == 0)
        return SORTID_OK;
    if (len <= st->avail) { /* the common case: one copy from the buffer */
        uint8_t *src = st->buf + RNG_BUF - st->avail;
        memcpy(p, src, len);
        sortid__wipe(src, len);
        st->avail -= len;
        return SORTID_OK;
    }
    while (len > 0) {
        if (st->avail == 0)
            refill(st);
        size_t n = len < st->avail ? len : st->avail;
        uint8_t *src = st->buf + RNG_BUF - st->avail;
        memcpy(p, src, n);
        sortid__wipe(src, n);
        st->avail -= n;
        p += n;
        len -= n;
    }
    return SORTID_OK;
}

/* The generators' draw: width bits straight from the buffer.  The field's
 * n bytes end at `end`; the 8-byte loads and stores that reach before them
 * stay inside buf (its first 32 bytes, the wiped key, are never handed
 * out) and touch only bytes already wiped; the mask drops them. */
sortid_status sortid__csprng_bits(unsigned width, sortid__u128 *out)
{
    rng_state *st = &tls_rng;
    unsigned n = (width + 7) / 8;
    if (st->avail < 16 || !st->seeded || st->generation != sortid__fork_generation()) {
        uint8_t buf[16];
        sortid_status s = sortid_random(buf, n);
        if (s != SORTID_OK)
            return s;
        *out = sortid__u128_from_draw(buf, width);
        sortid__wipe(buf, n);
        return SORTID_OK;
    }
    uint8_t *end = st->buf + RNG_BUF - st->avail + n;
    out->lo = sortid__load_be64(end - 8);
    out->hi = n > 8 ? sortid__load_be64(end - 16) : 0;
    memset(end - 8, 0, 8);
    if (n > 8)
        memset(end - 16, 0, 8);
    st->avail -= n;
    sortid__u128_mask(out, width);
    return SORTID_OK;
}
