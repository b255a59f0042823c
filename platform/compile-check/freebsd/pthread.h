/* Compile check: <pthread.h> as FreeBSD declares it: the mutex is a pointer
 * to a structure pthread_mutex_init allocates. */
#ifndef SORTID_STUB_PTHREAD_H
#define SORTID_STUB_PTHREAD_H
typedef struct pthread_mutex *pthread_mutex_t;
typedef struct pthread_mutex_attr *pthread_mutexattr_t;
int pthread_mutex_init(pthread_mutex_t *m, const pthread_mutexattr_t *a);
int pthread_mutex_destroy(pthread_mutex_t *m);
int pthread_mutex_lock(pthread_mutex_t *m);
int pthread_mutex_unlock(pthread_mutex_t *m);
int pthread_atfork(void (*prepare)(void), void (*parent)(void), void (*child)(void));
#endif
