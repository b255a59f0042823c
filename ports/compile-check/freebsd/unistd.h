/* SPDX-License-Identifier: MIT */
/* Compile check: FreeBSD (12 and later) and OpenBSD declare getentropy in
 * <unistd.h>, at most 256 bytes a call. */
#ifndef SORTID_STUB_UNISTD_H
#define SORTID_STUB_UNISTD_H
#include <stddef.h>
int getentropy(void *buf, size_t buflen);
#endif
