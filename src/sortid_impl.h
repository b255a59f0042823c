/* SPDX-License-Identifier: MIT */
/* sortid_impl.h - the calls that choose which implementation of the bulk
 * codecs runs, for the test suites and benchmarks only.
 *
 * They are not part of the public header nor of the shared library's ABI:
 * the library is built with -fvisibility=hidden and these have no
 * SORTID_API, so only a program linked with the static library (the tests,
 * the benchmarks, the fuzz harnesses, the bindings that compile the library
 * in) reaches them.  zstd keeps its experimental calls out of its stable
 * contract the same way (ZSTD_STATIC_LINKING_ONLY). */
#ifndef SORTID_IMPL_H
#define SORTID_IMPL_H

#include "sortid.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Implementations of the bulk calls, best first ("avx512", "avx2" on x86-64;
 * "neon" on 64-bit Arm; always "scalar" last).  The best one the CPU has is
 * chosen once, on first use, unless the environment variable
 * SORTID_FORCE_IMPL names another the CPU has (a name it lacks is ignored).
 * sortid_impl_name: NULL past the end.  sortid_impl_available: 1 when this
 * CPU can run it.  sortid_impl_active: the name in use.  sortid_impl_select:
 * use the named one from now on, process-wide (NULL: the automatic choice);
 * SORTID_E_INVALID_ARG for an unknown name or one this CPU lacks (the choice
 * is then unchanged).  Thread-safe. */
size_t sortid_impl_count(void);
const char *sortid_impl_name(size_t index);
int sortid_impl_available(size_t index);
const char *sortid_impl_active(void);
SORTID_NODISCARD sortid_status sortid_impl_select(const char *name);

#ifdef __cplusplus
}
#endif

#endif
