/* SPDX-License-Identifier: MIT */
/* internal.h - what the library's translation units share: the byte order
 * (byteorder.h), the kinds' bit layouts (layout.h), the text codecs
 * (codec.h), the rows of the kinds and forms tables (kinds.h), the platform layer (platform.h) and entropy.c's internals.
 * Nothing here is exported (the library is built with -fvisibility=hidden). */
#ifndef SORTID_INTERNAL_H
#define SORTID_INTERNAL_H

#include "sortid.h"
#include "platform.h"
#include "byteorder.h"
#include "layout.h"
#include "codec.h"
#include "kinds.h"

#include <stdint.h>
#include <string.h>

/* Inlined into each caller whatever the compiler's estimate: a hot path
 * shared by two entry points (the generators' per-ID steps, TypeID's fast
 * reader) costs no call in either. */
#if defined(__GNUC__) || defined(__clang__)
#define SORTID__HOT inline __attribute__((always_inline))
#else
#define SORTID__HOT inline
#endif

/* ---- entropy.c --------------------------------------------------------------- */

/* ChaCha20 key stream (RFC 8439, zero nonce): blocks x 64 bytes from block
 * counter `counter` on (exposed to the tests for the RFC vectors). */
void sortid__chacha20(uint8_t *out, const uint32_t key[8], uint32_t counter, size_t blocks);

/* Zero n bytes in a way the compiler cannot drop: for copies of the
 * CSPRNG's output that outlive their use. */
void sortid__wipe(void *p, size_t n);

/* The monotonic clock (platform.c) for the generators' bounded waits, in
 * nanoseconds; a failed read gives 0 (the wait then ends at its bound, or at
 * the next tick of the generator's own clock). */
int64_t sortid__mono_ns(void);

#endif
