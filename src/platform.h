/* SPDX-License-Identifier: MIT */
/* platform.h - the library's one door to the operating system.
 *
 * src/platform.c is the only file of the library that includes a system
 * header beyond the C11 ones (<pthread.h>, <windows.h>, <sys/random.h>,
 * <time.h>'s POSIX clocks ...).  Everything else calls the functions below,
 * so porting sortid means porting platform.c.  Supported:
 *   Linux (glibc, musl)          getrandom, clock_gettime, pthread
 *   macOS, FreeBSD, OpenBSD,     getentropy (NetBSD: arc4random_buf),
 *   DragonFly, NetBSD            clock_gettime, pthread
 *   Windows (mingw-w64, MSVC)    BCryptGenRandom (link -lbcrypt),
 *                                GetSystemTimePreciseAsFileTime,
 *                                QueryPerformanceCounter, SRW locks; no fork
 *   WebAssembly (wasm32, one     imported from the host: crypto.getRandomValues,
 *   thread per instance)         Date.now(), performance.now(); the sleep
 *                                spins on the clock; no mutex, no fork
 * Nothing here prints, aborts or allocates; failures are sortid_status. */
#ifndef SORTID_PLATFORM_H
#define SORTID_PLATFORM_H

#include "sortid.h"

#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

/* Per-thread state: C11 _Thread_local; MSVC spells it __declspec(thread).
 * mingw-w64's gcc implements it with emutls. */
#if defined(_MSC_VER) && !defined(__clang__)
#define SORTID_THREAD_LOCAL __declspec(thread)
#else
#define SORTID_THREAD_LOCAL _Thread_local
#endif

/* ---- entropy ---------------------------------------------------------------
 * Fill dst with len bytes from the kernel's random source, retrying short
 * reads and interrupted calls.  SORTID_E_ENTROPY when the source fails:
 * there is never a fallback to anything weaker. */
sortid_status sortid__os_random(void *dst, size_t len);

/* Tests only: make sortid__os_random call fn instead of the kernel (NULL
 * restores the kernel).  Lets the test suite prove the failure path where a
 * seccomp filter cannot make the kernel fail (emulators, Windows). */
typedef sortid_status (*sortid__os_random_fn)(void *dst, size_t len);
void sortid__os_random_override(sortid__os_random_fn fn);

/* ---- clocks and sleep -------------------------------------------------------
 * Wall-clock time in Unix nanoseconds (SORTID_E_CLOCK on failure). */
sortid_status sortid__os_realtime_ns(int64_t *unix_ns);

/* A clock that never goes backwards, in nanoseconds from an arbitrary
 * origin, for measuring waits (SORTID_E_CLOCK on failure). */
sortid_status sortid__os_monotonic_ns(int64_t *ns);

/* Sleep about ns nanoseconds (<= 0: just yield the processor).  It may
 * return early (a signal on POSIX) and may oversleep by the system's timer
 * granularity (about 1 ms on Windows): callers re-read their clock. */
void sortid__os_sleep_ns(int64_t ns);

/* ---- mutex ------------------------------------------------------------------
 * A non-recursive mutex stored in an aligned block large enough for the
 * platform's type (pthread_mutex_t: 40 bytes on glibc x86-64, 64 on macOS;
 * SRWLOCK: 8); platform.c checks the size at compile time.  Not for memory
 * shared between processes. */
typedef union sortid__mutex {
    unsigned char bytes[64];
    uint64_t align_u64;
    void *align_ptr;
} sortid__mutex;

/* 0 on success, -1 when the system refuses (resources). */
int sortid__mutex_init(sortid__mutex *m);
void sortid__mutex_destroy(sortid__mutex *m);
void sortid__mutex_lock(sortid__mutex *m);
void sortid__mutex_unlock(sortid__mutex *m);

/* ---- once -------------------------------------------------------------------
 * Run fn exactly once over all threads; every caller returns after fn has
 * finished and sees its writes.  Built on C11 atomics, so a flag needs no
 * platform type: `static sortid__once_flag f = SORTID__ONCE_INIT;`. */
typedef atomic_int sortid__once_flag;
#define SORTID__ONCE_INIT 0
void sortid__once(sortid__once_flag *flag, void (*fn)(void));

/* ---- fork detection ---------------------------------------------------------
 * A counter incremented in every child created by fork() (a pthread_atfork
 * handler), so state copied from the parent (CSPRNG keys, a generator's
 * last ID) can be recognised and discarded.  Call sortid__fork_watch() once
 * (it registers the handler, idempotent) before relying on the counter;
 * sortid__fork_generation() is then a relaxed atomic load, inline because
 * every CSPRNG draw reads it.  Constant on Windows, which has no fork. */
void sortid__fork_watch(void);
#if defined(__GNUC__) && !defined(_WIN32)
__attribute__((visibility("hidden"))) /* no GOT indirection in the shared library */
#endif
extern atomic_uint sortid__fork_counter;
static inline unsigned sortid__fork_generation(void)
{
    return atomic_load_explicit(&sortid__fork_counter, memory_order_relaxed);
}

#endif
