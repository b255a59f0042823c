/* SPDX-License-Identifier: MIT */
/* Compile check: <pthread.h> as macOS declares it: the mutex is a 64-byte
 * structure (the largest of the supported systems) and PTHREAD_ONCE_INIT is
 * not zero, which is why src/platform.c builds its once on C11 atomics. */
#ifndef SORTID_STUB_PTHREAD_H
#define SORTID_STUB_PTHREAD_H
typedef struct {
    long __sig;
    char __opaque[56];
} pthread_mutex_t;
typedef struct {
    long __sig;
    char __opaque[8];
} pthread_mutexattr_t;
typedef struct {
    long __sig;
    char __opaque[8];
} pthread_once_t;
#define PTHREAD_ONCE_INIT \
    {                     \
        0x30B1BCBA,       \
        {                 \
            0             \
        }                 \
    }
#include <stub_pthread_functions.h>
#endif
