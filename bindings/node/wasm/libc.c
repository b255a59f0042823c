/* SPDX-License-Identifier: MIT */
/* libc.c - the pieces of the C library the WebAssembly module carries
 * itself, smaller than wasi-libc's (the module's size is bounded, wasm/wasm.mk).
 *
 * memcpy and memset: 8 bytes a step where both ends are aligned.  The
 * library's copies of a constant size are inlined by the compiler; these
 * serve the others (bulk output, texts), in place of wasi-libc's unrolled
 * 1.7 KB.  memchr and strlen a byte a step: the texts are short (wasi-libc's
 * word-at-a-time versions are 0.5 KB).
 *
 * malloc and free, in place of dlmalloc (9 KB).  The
 * module allocates little: a factory's state (small, long-lived), a text or
 * bytes passed in (freed on return), a bulk call's output (freed as soon as
 * JS has copied it).  So:
 *   small blocks (payload up to SMALL_MAX) come in power-of-two classes,
 *     each with its list of freed blocks, never split or merged;
 *   large blocks have their exact size (a multiple of ALIGN); a freed one at
 *     the top of the heap lowers the top (with any freed blocks then at the
 *     top), any other waits in a list for a request it can hold.
 * The heap grows with memory.grow and never shrinks (WebAssembly memory
 * cannot).  One instance serves one JS thread: no lock. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#define ALIGN     16 /* max_align_t on wasm32 */
#define HEADER    16 /* a block's header, keeping the payload aligned */
#define SMALL_MIN 16
#define CLASSES   9 /* 16, 32, ..., 4096 */
#define SMALL_MAX (SMALL_MIN << (CLASSES - 1))
#define PAGE      65536u

typedef struct block {
    size_t size;        /* payload bytes */
    struct block *next; /* while free: the next in its list */
} block;
_Static_assert(sizeof(block) <= HEADER, "header");

extern unsigned char __heap_base; /* wasm-ld: the first byte after the stack and data */

static block *small_free[CLASSES];
static block *large_free;
static uintptr_t top; /* the first byte not yet handed out */

/* total bytes at the top of the heap, growing the memory when needed. */
static block *take(size_t total)
{
    uint64_t end;
    void *p;
    if (top == 0)
        top = ((uintptr_t)&__heap_base + ALIGN - 1) & ~(uintptr_t)(ALIGN - 1);
    end = (uint64_t)__builtin_wasm_memory_size(0) * PAGE;
    if ((uint64_t)top + total > end) {
        uint64_t pages = ((uint64_t)top + total - end + PAGE - 1) / PAGE;
        if (pages > SIZE_MAX || __builtin_wasm_memory_grow(0, (size_t)pages) == SIZE_MAX)
            return NULL;
    }
    p = (void *)top;
    top += total;
    return p;
}

static unsigned class_of(size_t n)
{
    unsigned c = 0;
    while ((size_t)SMALL_MIN << c < n)
        c++;
    return c;
}

typedef uint64_t __attribute__((may_alias)) word;

__attribute__((no_builtin("memcpy"))) void *memcpy(void *restrict dst, const void *restrict src,
                                                   size_t n)
{
    unsigned char *d = dst;
    const unsigned char *s = src;
    if ((((uintptr_t)d | (uintptr_t)s) & 7) == 0)
        for (; n >= 8; n -= 8, d += 8, s += 8)
            *(word *)(void *)d = *(const word *)(const void *)s;
    while (n--)
        *d++ = *s++;
    return dst;
}

__attribute__((no_builtin("memset"))) void *memset(void *dst, int c, size_t n)
{
    unsigned char *d = dst;
    if (((uintptr_t)d & 7) == 0)
        for (word w = (unsigned char)c * UINT64_C(0x0101010101010101); n >= 8; n -= 8, d += 8)
            *(word *)(void *)d = w;
    while (n--)
        *d++ = (unsigned char)c;
    return dst;
}

__attribute__((no_builtin("memchr"))) void *memchr(const void *src, int c, size_t n)
{
    const unsigned char *p = src;
    for (; n; n--, p++)
        if (*p == (unsigned char)c)
            return (void *)(uintptr_t)p;
    return NULL;
}

__attribute__((no_builtin("strlen"))) size_t strlen(const char *s)
{
    const char *p = s;
    while (*p)
        p++;
    return (size_t)(p - s);
}

void *malloc(size_t n)
{
    block *b, **best = NULL;
    if (n <= SMALL_MAX) {
        unsigned c = class_of(n);
        if ((b = small_free[c]) != NULL)
            small_free[c] = b->next;
        else if ((b = take(HEADER + ((size_t)SMALL_MIN << c))) != NULL)
            b->size = (size_t)SMALL_MIN << c;
        return b ? (char *)b + HEADER : NULL;
    }
    if (n > SIZE_MAX - HEADER - ALIGN)
        return NULL;
    n = (n + ALIGN - 1) & ~(size_t)(ALIGN - 1);
    for (block **p = &large_free; *p; p = &(*p)->next) /* the smallest that holds n */
        if ((*p)->size >= n && (!best || (*p)->size < (*best)->size))
            best = p;
    if (best) {
        b = *best;
        *best = b->next;
    } else if ((b = take(HEADER + n)) != NULL) {
        b->size = n;
    }
    return b ? (char *)b + HEADER : NULL;
}

void free(void *p)
{
    block *b;
    int lowered;
    if (!p)
        return;
    b = (block *)(void *)((char *)p - HEADER);
    if (b->size <= SMALL_MAX) {
        unsigned c = class_of(b->size);
        b->next = small_free[c];
        small_free[c] = b;
        return;
    }
    b->next = large_free;
    large_free = b;
    do { /* give the top back, and every freed large block it then reaches */
        lowered = 0;
        for (block **q = &large_free; *q; q = &(*q)->next) {
            if ((uintptr_t)*q + HEADER + (*q)->size == top) {
                top = (uintptr_t)*q;
                *q = (*q)->next;
                lowered = 1;
                break;
            }
        }
    } while (lowered);
}

void *calloc(size_t n, size_t size)
{
    void *p;
    if (size && n > SIZE_MAX / size)
        return NULL;
    if ((p = malloc(n * size)) != NULL)
        memset(p, 0, n * size); /* a block handed out again is not zero */
    return p;
}

void *realloc(void *p, size_t n)
{
    block *b;
    void *q;
    if (!p)
        return malloc(n);
    b = (block *)(void *)((char *)p - HEADER);
    if (n <= b->size)
        return p;
    if ((q = malloc(n)) != NULL) {
        memcpy(q, p, b->size);
        free(p);
    }
    return q;
}
