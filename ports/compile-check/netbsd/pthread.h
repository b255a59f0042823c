/* SPDX-License-Identifier: MIT */
/* Compile check: <pthread.h> as NetBSD declares it: the mutex is a structure
 * of about 48 bytes on amd64 (only its size class matters here). */
#ifndef SORTID_STUB_PTHREAD_H
#define SORTID_STUB_PTHREAD_H
typedef struct {
    unsigned int __magic;
    unsigned char __opaque[44];
} pthread_mutex_t;
typedef struct {
    unsigned int __magic;
    void *__private;
} pthread_mutexattr_t;
#include <stub_pthread_functions.h>
#endif
