/* SPDX-License-Identifier: MIT */
/* Compile check: the <stdlib.h> declarations the library uses (C11). */
#ifndef SORTID_STUB_STDLIB_H
#define SORTID_STUB_STDLIB_H
#include <stddef.h>
char *getenv(const char *name);
#if defined(__NetBSD__) || defined(__OpenBSD__) || defined(__FreeBSD__) || defined(__APPLE__)
void arc4random_buf(void *buf, size_t n); /* the BSDs and macOS declare it here */
#endif
#endif
