/* entropy.c - the library's CSPRNG.
 *
 * ChaCha20 keyed from getrandom(), with fast key erasure (Bernstein, "Fast-
 * key-erasure random-number generators", 2017): each refill computes
 * RNG_BLOCKS blocks, the first 32 bytes become the next key at once, the rest
 * is handed out and wiped as it goes.  Compromise of the state reveals no
 * earlier output.
 *
 * One state per thread (_Thread_local), so threads never share bytes and
 * need no lock.  A forked child gets a copy of its parent's state; the
 * pthread_atfork child handler bumps a generation counter and every state
 * that sees a new generation reseeds from the kernel before its next byte.
 * A kernel source that fails is SORTID_E_ENTROPY: there is no fallback. */
#include "internal.h"

#include <errno.h>
#include <pthread.h>
#include <stdatomic.h>
#include <sys/random.h>

#define RNG_BLOCKS 16
#define RNG_BUF ((size_t)RNG_BLOCKS * 64)

typedef struct {
    uint32_t key[8];
    uint8_t buf[RNG_BUF];
    size_t avail; /* unread bytes at the end of buf */
    unsigned generation;
    int seeded;
} rng_state;

static _Thread_local rng_state tls_rng;
static atomic_uint fork_gen = 1;
static pthread_once_t fork_once = PTHREAD_ONCE_INIT;

static void on_fork_child(void)
{
    atomic_fetch_add_explicit(&fork_gen, 1, memory_order_relaxed);
}

static void register_fork_handler(void)
{
    /* If registration fails, states still reseed on first use; generators
     * compare generations too, so the failure only loses fork detection,
     * which pthread_atfork practically never does (ENOMEM at start-up). */
    (void)pthread_atfork(NULL, NULL, on_fork_child);
}

void sortid__fork_watch(void)
{
    pthread_once(&fork_once, register_fork_handler);
}

unsigned sortid__fork_generation(void)
{
    return atomic_load_explicit(&fork_gen, memory_order_relaxed);
}

#define ROTL(v, n) (((v) << (n)) | ((v) >> (32 - (n))))
#define QR(a, b, c, d)                                                                             \
    (a) += (b); (d) ^= (a); (d) = ROTL(d, 16);                                                     \
    (c) += (d); (b) ^= (c); (b) = ROTL(b, 12);                                                     \
    (a) += (b); (d) ^= (a); (d) = ROTL(d, 8);                                                      \
    (c) += (d); (b) ^= (c); (b) = ROTL(b, 7)

static void chacha20_block(uint8_t out[64], const uint32_t key[8], uint32_t counter)
{
    uint32_t in[16] = {0x61707865, 0x3320646e, 0x79622d32, 0x6b206574, key[0], key[1],
                       key[2],     key[3],     key[4],     key[5],     key[6], key[7],
                       counter,    0,          0,          0};
    uint32_t x[16];
    memcpy(x, in, sizeof x);
    for (int i = 0; i < 10; i++) {
        QR(x[0], x[4], x[8], x[12]);
        QR(x[1], x[5], x[9], x[13]);
        QR(x[2], x[6], x[10], x[14]);
        QR(x[3], x[7], x[11], x[15]);
        QR(x[0], x[5], x[10], x[15]);
        QR(x[1], x[6], x[11], x[12]);
        QR(x[2], x[7], x[8], x[13]);
        QR(x[3], x[4], x[9], x[14]);
    }
    for (int i = 0; i < 16; i++) {
        uint32_t v = x[i] + in[i];
        out[4 * i + 0] = (uint8_t)v;
        out[4 * i + 1] = (uint8_t)(v >> 8);
        out[4 * i + 2] = (uint8_t)(v >> 16);
        out[4 * i + 3] = (uint8_t)(v >> 24);
    }
}

static void wipe(void *p, size_t n)
{
    volatile uint8_t *v = p;
    while (n--)
        *v++ = 0;
}

static sortid_status kernel_random(void *dst, size_t len)
{
    uint8_t *p = dst;
    while (len > 0) {
        ssize_t r = getrandom(p, len, 0);
        if (r < 0) {
            if (errno == EINTR)
                continue;
            return SORTID_E_ENTROPY;
        }
        p += r;
        len -= (size_t)r;
    }
    return SORTID_OK;
}

static void refill(rng_state *st)
{
    for (uint32_t b = 0; b < RNG_BLOCKS; b++)
        chacha20_block(st->buf + (size_t)64 * b, st->key, b);
    memcpy(st->key, st->buf, 32); /* fast key erasure: the old key is gone */
    wipe(st->buf, 32);
    st->avail = RNG_BUF - 32;
}

static sortid_status seed(rng_state *st, unsigned generation)
{
    sortid_status s = kernel_random(st->key, sizeof st->key);
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
    sortid__fork_watch();
    generation = sortid__fork_generation();
    if (!st->seeded || st->generation != generation) {
        wipe(st, sizeof *st);
        sortid_status s = seed(st, generation);
        if (s != SORTID_OK)
            return s;
    }
    while (len > 0) {
        if (st->avail == 0)
            refill(st);
        size_t n = len < st->avail ? len : st->avail;
        uint8_t *src = st->buf + RNG_BUF - st->avail;
        memcpy(p, src, n);
        wipe(src, n);
        st->avail -= n;
        p += n;
        len -= n;
    }
    return SORTID_OK;
}
