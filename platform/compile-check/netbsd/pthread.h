/* Compile check: <pthread.h> as NetBSD declares it: the mutex is a structure
 * of about 48 bytes on amd64 (only its size class matters here). */
#ifndef SORTID_STUB_PTHREAD_H
#define SORTID_STUB_PTHREAD_H
typedef struct { unsigned int __magic; unsigned char __opaque[44]; } pthread_mutex_t;
typedef struct { unsigned int __magic; void *__private; } pthread_mutexattr_t;
int pthread_mutex_init(pthread_mutex_t *m, const pthread_mutexattr_t *a);
int pthread_mutex_destroy(pthread_mutex_t *m);
int pthread_mutex_lock(pthread_mutex_t *m);
int pthread_mutex_unlock(pthread_mutex_t *m);
int pthread_atfork(void (*prepare)(void), void (*parent)(void), void (*child)(void));
#endif
