/* SPDX-License-Identifier: MIT */
/* Compile check: the pthread functions src/platform.c calls; each system's
 * pthread.h stub defines the types first, then includes this. */
#ifndef SORTID_STUB_PTHREAD_FUNCTIONS_H
#define SORTID_STUB_PTHREAD_FUNCTIONS_H
int pthread_mutex_init(pthread_mutex_t *m, const pthread_mutexattr_t *a);
int pthread_mutex_destroy(pthread_mutex_t *m);
int pthread_mutex_lock(pthread_mutex_t *m);
int pthread_mutex_unlock(pthread_mutex_t *m);
int pthread_atfork(void (*prepare)(void), void (*parent)(void), void (*child)(void));
#endif
