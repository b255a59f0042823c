/* SPDX-License-Identifier: MIT */
/* Compile check: <errno.h> as POSIX has it (the numbers are the BSDs'). */
#ifndef SORTID_STUB_ERRNO_H
#define SORTID_STUB_ERRNO_H
int *__error(void);
#define errno  (*__error())
#define EINTR  4
#define EIO    5
#define ENOMEM 12
#endif
