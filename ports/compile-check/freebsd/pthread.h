/* SPDX-License-Identifier: MIT */
/* Compile check: <pthread.h> as FreeBSD declares it: the mutex is a pointer
 * to a structure pthread_mutex_init allocates. */
#ifndef SORTID_STUB_PTHREAD_H
#define SORTID_STUB_PTHREAD_H
typedef struct pthread_mutex *pthread_mutex_t;
typedef struct pthread_mutex_attr *pthread_mutexattr_t;
#include <stub_pthread_functions.h>
#endif
