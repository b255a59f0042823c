/* SPDX-License-Identifier: MIT */
/* Compile check (ports/compile-check.mk): the C library functions the
 * library uses, as C11 declares them.  Not a real header. */
#ifndef SORTID_STUB_STRING_H
#define SORTID_STUB_STRING_H
#include <stddef.h>
void *memcpy(void *restrict dst, const void *restrict src, size_t n);
void *memmove(void *dst, const void *src, size_t n);
void *memset(void *dst, int c, size_t n);
int memcmp(const void *a, const void *b, size_t n);
void *memchr(const void *s, int c, size_t n);
int strcmp(const char *a, const char *b);
size_t strlen(const char *s);
#endif
