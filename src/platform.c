/* SPDX-License-Identifier: MIT */
/* platform.c - kernel random source, clocks, sleep, mutex, once and fork
 * detection for each operating system (see platform.h).  The only file of
 * the library that includes operating-system headers.  WebAssembly (wasm32,
 * no threads) has no system: its random source and clocks are functions the
 * embedder provides (module "sortid", imported below), nothing else. */
#if defined(_WIN32) && !defined(_WIN32_WINNT)
#define _WIN32_WINNT 0x0602 /* Windows 8: GetSystemTimePreciseAsFileTime */
#endif

#include "internal.h"

#include <limits.h>

#if defined(_WIN32)
#define WIN32_LEAN_AND_MEAN
#include <windows.h>
#include <bcrypt.h>
#elif defined(__wasm__)
/* The JavaScript host's crypto.getRandomValues: fills len bytes at dst,
 * returns 0, or non-zero when it cannot (no Web Crypto). */
__attribute__((import_module("sortid"), import_name("random"))) extern int
sortid__wasm_random(void *dst, size_t len);
/* Date.now() (Unix ms) and performance.now() (ms from an arbitrary origin,
 * fractional): the host's wall clock and its clock that never goes back. */
__attribute__((import_module("sortid"), import_name("realtime_ms"))) extern double
sortid__wasm_realtime_ms(void);
__attribute__((import_module("sortid"), import_name("monotonic_ms"))) extern double
sortid__wasm_monotonic_ms(void);
#else
#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <time.h>
#if defined(__linux__)
#include <sys/random.h> /* getrandom: glibc >= 2.25, musl >= 1.1.20 */
#define SORTID_USE_GETRANDOM 1
#elif defined(__APPLE__)
#include <sys/random.h> /* getentropy: macOS >= 10.12 */
#define SORTID_USE_GETENTROPY 1
#elif defined(__FreeBSD__) || defined(__OpenBSD__) || defined(__DragonFly__)
#include <unistd.h> /* getentropy: FreeBSD >= 12, OpenBSD >= 5.6 */
#define SORTID_USE_GETENTROPY 1
#elif defined(__NetBSD__)
#include <stdlib.h> /* arc4random_buf: kernel-seeded, cannot fail */
#define SORTID_USE_ARC4RANDOM 1
#else
// cppcheck-suppress preprocessorErrorDirective
#error "sortid: no kernel random source known for this system; add one to src/platform.c"
#endif
#endif

/* ---- entropy --------------------------------------------------------------- */

static _Atomic(sortid__os_random_fn) random_override;

void sortid__os_random_override(sortid__os_random_fn fn)
{
    atomic_store_explicit(&random_override, fn, memory_order_release);
}

static sortid_status kernel_random(void *dst, size_t len)
{
    unsigned char *p = dst;
    while (len > 0) {
#if defined(_WIN32)
        ULONG n = len > 0x10000000u ? 0x10000000u : (ULONG)len;
        if (!BCRYPT_SUCCESS(BCryptGenRandom(NULL, p, n, BCRYPT_USE_SYSTEM_PREFERRED_RNG)))
            return SORTID_E_ENTROPY;
#elif defined(__wasm__)
        size_t n = len > 65536 ? 65536 : len; /* getRandomValues' limit per call */
        if (sortid__wasm_random(p, n) != 0)
            return SORTID_E_ENTROPY;
#elif defined(SORTID_USE_GETRANDOM)
        ssize_t r = getrandom(p, len, 0);
        if (r < 0) {
            if (errno == EINTR)
                continue;
            return SORTID_E_ENTROPY;
        }
        size_t n = (size_t)r;
#elif defined(SORTID_USE_GETENTROPY)
        size_t n = len > 256 ? 256 : len; /* getentropy's limit per call */
        if (getentropy(p, n) != 0)
            return SORTID_E_ENTROPY;
#elif defined(SORTID_USE_ARC4RANDOM)
        size_t n = len;
        arc4random_buf(p, n);
#endif
        p += n;
        len -= n;
    }
    return SORTID_OK;
}

sortid_status sortid__os_random(void *dst, size_t len)
{
    sortid__os_random_fn fn = atomic_load_explicit(&random_override, memory_order_acquire);
    return fn ? fn(dst, len) : kernel_random(dst, len);
}

/* ---- clocks and sleep --------------------------------------------------------- */

#if defined(_WIN32)
sortid_status sortid__os_realtime_ns(int64_t *unix_ns)
{
    FILETIME ft;
    GetSystemTimePreciseAsFileTime(&ft);
    /* 100 ns units since 1601-01-01; 11644473600 s separate it from 1970. */
    int64_t t = (int64_t)(((uint64_t)ft.dwHighDateTime << 32 | ft.dwLowDateTime) -
                          UINT64_C(116444736000000000));
    if (t > INT64_MAX / 100 || t < INT64_MIN / 100)
        return SORTID_E_CLOCK;
    *unix_ns = t * 100;
    return SORTID_OK;
}

sortid_status sortid__os_monotonic_ns(int64_t *ns)
{
    LARGE_INTEGER c, f;
    if (!QueryPerformanceCounter(&c) || !QueryPerformanceFrequency(&f) || f.QuadPart <= 0)
        return SORTID_E_CLOCK;
    /* split so that counter * 1e9 cannot overflow */
    *ns = c.QuadPart / f.QuadPart * 1000000000 + c.QuadPart % f.QuadPart * 1000000000 / f.QuadPart;
    return SORTID_OK;
}

void sortid__os_sleep_ns(int64_t ns)
{
    if (ns <= 0) {
        SwitchToThread();
        return;
    }
    int64_t ms = (ns + 999999) / 1000000; /* Sleep counts whole milliseconds */
    Sleep(ms >= (int64_t)INFINITE ? INFINITE - 1 : (DWORD)ms);
}
#elif defined(__wasm__)
static sortid_status ms_ns(double ms, int64_t *ns)
{
    /* NaN or past 2262 (a host clock gone wrong): an error, never a wrapped time */
    if (!(ms > -9.2e12 && ms < 9.2e12))
        return SORTID_E_CLOCK;
    /* The whole milliseconds apart from the fraction: ms * 1e6 in one double
     * rounds to 256 ns at today's times, below the exact product about 4
     * times in 10, and the time of an ID made "now" was then a millisecond
     * early.  floor() and the difference are exact. */
    double whole = __builtin_floor(ms);
    *ns = (int64_t)whole * 1000000 + (int64_t)((ms - whole) * 1e6);
    return SORTID_OK;
}

sortid_status sortid__os_realtime_ns(int64_t *unix_ns)
{
    return ms_ns(sortid__wasm_realtime_ms(), unix_ns);
}

sortid_status sortid__os_monotonic_ns(int64_t *ns)
{
    return ms_ns(sortid__wasm_monotonic_ms(), ns);
}

void sortid__os_sleep_ns(int64_t ns)
{
    /* No thread to put to sleep (the module runs on the caller's event loop):
     * spin on the host's clock; the generator's waits are bounded (at most a
     * tick, about a millisecond). */
    int64_t start, now;
    if (ns <= 0 || sortid__os_monotonic_ns(&start) != SORTID_OK)
        return;
    do {
        if (sortid__os_monotonic_ns(&now) != SORTID_OK)
            return;
    } while (now - start < ns);
}
#else
static sortid_status timespec_ns(const struct timespec *ts, int64_t *ns)
{
    int64_t v;
    if (__builtin_mul_overflow((int64_t)ts->tv_sec, INT64_C(1000000000), &v) ||
        __builtin_add_overflow(v, (int64_t)ts->tv_nsec, &v))
        return SORTID_E_CLOCK; /* past 2262: an error, never a wrapped time */
    *ns = v;
    return SORTID_OK;
}

sortid_status sortid__os_realtime_ns(int64_t *unix_ns)
{
    struct timespec ts;
    if (clock_gettime(CLOCK_REALTIME, &ts) != 0)
        return SORTID_E_CLOCK;
    return timespec_ns(&ts, unix_ns);
}

sortid_status sortid__os_monotonic_ns(int64_t *ns)
{
    struct timespec ts;
    if (clock_gettime(CLOCK_MONOTONIC, &ts) != 0)
        return SORTID_E_CLOCK;
    return timespec_ns(&ts, ns);
}

void sortid__os_sleep_ns(int64_t ns)
{
    if (ns <= 0) {
        sched_yield();
        return;
    }
    int64_t s = ns / 1000000000;
    struct timespec ts;
    ts.tv_sec = s > INT_MAX ? INT_MAX : (time_t)s; /* fits every time_t */
    ts.tv_nsec = (long)(ns % 1000000000);
    (void)nanosleep(&ts, NULL); /* early return on a signal: callers re-read the clock */
}
#endif

/* ---- mutex -------------------------------------------------------------------- */

#if defined(_WIN32)
_Static_assert(sizeof(SRWLOCK) <= sizeof(sortid__mutex), "sortid__mutex holds an SRWLOCK");
_Static_assert(_Alignof(SRWLOCK) <= _Alignof(sortid__mutex), "sortid__mutex is aligned");
#define NATIVE(m) ((SRWLOCK *)(void *)(m)->bytes)

int sortid__mutex_init(sortid__mutex *m)
{
    InitializeSRWLock(NATIVE(m));
    return 0;
}

void sortid__mutex_destroy(sortid__mutex *m)
{
    (void)m; /* an SRW lock holds no resources */
}

void sortid__mutex_lock(sortid__mutex *m)
{
    AcquireSRWLockExclusive(NATIVE(m));
}

void sortid__mutex_unlock(sortid__mutex *m)
{
    ReleaseSRWLockExclusive(NATIVE(m));
}
#elif defined(__wasm__)
/* One thread per module instance (workers each instantiate their own). */
int sortid__mutex_init(sortid__mutex *m)
{
    (void)m;
    return 0;
}

void sortid__mutex_destroy(sortid__mutex *m)
{
    (void)m;
}

void sortid__mutex_lock(sortid__mutex *m)
{
    (void)m;
}

void sortid__mutex_unlock(sortid__mutex *m)
{
    (void)m;
}
#else
_Static_assert(sizeof(pthread_mutex_t) <= sizeof(sortid__mutex),
               "sortid__mutex holds a pthread mutex");
_Static_assert(_Alignof(pthread_mutex_t) <= _Alignof(sortid__mutex), "sortid__mutex is aligned");
#define NATIVE(m) ((pthread_mutex_t *)(void *)(m)->bytes)

int sortid__mutex_init(sortid__mutex *m)
{
    return pthread_mutex_init(NATIVE(m), NULL) == 0 ? 0 : -1;
}

void sortid__mutex_destroy(sortid__mutex *m)
{
    pthread_mutex_destroy(NATIVE(m));
}

void sortid__mutex_lock(sortid__mutex *m)
{
    pthread_mutex_lock(NATIVE(m)); /* cannot fail on a valid default mutex */
}

void sortid__mutex_unlock(sortid__mutex *m)
{
    pthread_mutex_unlock(NATIVE(m));
}
#endif

/* ---- once --------------------------------------------------------------------- */

enum { ONCE_NEW = 0, ONCE_RUNNING = 1, ONCE_DONE = 2 };

void sortid__once(sortid__once_flag *flag, void (*fn)(void))
{
    if (atomic_load_explicit(flag, memory_order_acquire) == ONCE_DONE)
        return;
    int expected = ONCE_NEW;
    if (atomic_compare_exchange_strong_explicit(flag, &expected, ONCE_RUNNING, memory_order_acquire,
                                                memory_order_acquire)) {
        fn();
        atomic_store_explicit(flag, ONCE_DONE, memory_order_release);
        return;
    }
    /* Another thread runs fn (a few microseconds of table building). */
    while (atomic_load_explicit(flag, memory_order_acquire) != ONCE_DONE)
        sortid__os_sleep_ns(0);
}

/* ---- fork detection ------------------------------------------------------------ */

atomic_uint sortid__fork_counter = 1;

#if defined(_WIN32) || defined(__wasm__)
void sortid__fork_watch(void)
{
    /* no fork(): the generation never changes */
}
#else
static sortid__once_flag fork_once = SORTID__ONCE_INIT;

static void on_fork_child(void)
{
    atomic_fetch_add_explicit(&sortid__fork_counter, 1, memory_order_relaxed);
}

static void register_fork_handler(void)
{
    /* If registration fails, CSPRNG states still reseed on first use; the
     * failure only loses fork detection, which pthread_atfork practically
     * never does (ENOMEM at start-up). */
    (void)pthread_atfork(NULL, NULL, on_fork_child);
}

void sortid__fork_watch(void)
{
    sortid__once(&fork_once, register_fork_handler);
}
#endif
