/* SPDX-License-Identifier: MIT */
/* Compile check: macOS's <sys/random.h> (10.12 and later) declares
 * getentropy, at most 256 bytes a call.  No getrandom on macOS. */
#ifndef SORTID_STUB_SYS_RANDOM_H
#define SORTID_STUB_SYS_RANDOM_H
#include <stddef.h>
int getentropy(void *buffer, size_t size);
#endif
