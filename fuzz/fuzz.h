/* SPDX-License-Identifier: MIT */
/*
 * fuzz/fuzz.h - shared helpers of the libFuzzer harnesses (docs/hardening.md).
 *
 * Every harness defines LLVMFuzzerTestOneInput and checks properties of the
 * code under test; a property that does not hold ends the process with
 * __builtin_trap(), which libFuzzer (and fuzz/replay.c) report as a crash.
 */
#ifndef SORTID_FUZZ_H
#define SORTID_FUZZ_H

#include "sortid.h"

#include <stddef.h>
#include <stdint.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* A property of the code under test: trap when it does not hold. */
#define PROP(cond)            \
    do {                      \
        if (!(cond))          \
            __builtin_trap(); \
    } while (0)

static inline char fz_upper(char c)
{
    return c >= 'a' && c <= 'z' ? (char)(c - 'a' + 'A') : c;
}

static inline char fz_lower(char c)
{
    return c >= 'A' && c <= 'Z' ? (char)(c - 'A' + 'a') : c;
}

/* Crockford text as the strict parser reads it: upper case, and with
 * SORTID_PARSE_LENIENT the look-alikes I/L -> 1, O -> 0. */
static inline char fz_crockford_canon(char c, int lenient)
{
    c = fz_upper(c);
    if (lenient && (c == 'I' || c == 'L'))
        return '1';
    if (lenient && c == 'O')
        return '0';
    return c;
}

/* Copy of the input as text in a heap-exact buffer is what libFuzzer hands
 * us already (data[0 .. size) with nothing readable past it), so harnesses
 * parse data directly: ASan reports any read past the end. */

#endif
