/* SPDX-License-Identifier: MIT */
/*
 * src/arch/cpu.c - CPU feature checks, built with the baseline flags only:
 * they run before anything is known about the CPU, so they must not live in
 * a translation unit compiled with -mavx2 or -mavx512* (the compiler may use
 * those instructions anywhere in such a unit).
 */
#include "arch.h"

#if defined(__x86_64__)
#include <cpuid.h>

/* XCR0: which register states the OS saves. */
static uint64_t xcr0(void)
{
    uint32_t lo, hi;
    __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
    return (uint64_t)hi << 32 | lo;
}

static int leaf7(unsigned *ebx, unsigned *ecx)
{
    unsigned a, b, c, d;
    if (!__get_cpuid(1, &a, &b, &c, &d))
        return 0;
    if (!(c & bit_OSXSAVE) || !(c & bit_AVX))
        return 0;
    if (__get_cpuid_max(0, NULL) < 7)
        return 0;
    __cpuid_count(7, 0, a, b, c, d);
    *ebx = b;
    *ecx = c;
    return 1;
}

int sortid_cpu_avx2(void)
{
    unsigned b, c;
    return leaf7(&b, &c) && (b & bit_AVX2) && (xcr0() & 0x6) == 0x6;
}

int sortid_cpu_avx512f(void)
{
    unsigned b, c;
    return leaf7(&b, &c) && (b & bit_AVX512F) && (xcr0() & 0xE6) == 0xE6;
}

int sortid_cpu_avx512vbmi(void)
{
    unsigned b, c;
    if (!leaf7(&b, &c))
        return 0;
    unsigned need_b = bit_AVX512F | bit_AVX512BW | bit_AVX512DQ | bit_AVX512IFMA | bit_AVX512VL;
    return (b & need_b) == need_b && (c & bit_AVX512VBMI) && (xcr0() & 0xE6) == 0xE6;
}
#else
typedef int sortid_cpu_unused;
#endif
