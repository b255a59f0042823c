/* SPDX-License-Identifier: MIT */
/*
 * fuzz_cli_time.c - the sortid command's TIME argument (cli/generate.c:
 * parse_time_arg, a static function, reached by compiling cli/util.c and
 * cli/generate.c into this harness with exit() turned into a longjmp; the
 * other CLI files they call are linked as they are).
 *
 * Properties, for the input up to its first NUL as an argument: digits give
 * that many Unix ms (a usage error above INT64_MAX); anything else is
 * exactly sortid_time_parse's result, a usage error when it fails; a usage
 * error exits with status 2 and nothing else happens (no crash, no read past
 * the argument).
 */
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>

static jmp_buf fuzz_exit_jmp;
static int fuzz_exit_code;

static void fuzz_exit(int code) __attribute__((noreturn));
static void fuzz_exit(int code)
{
    fuzz_exit_code = code;
    longjmp(fuzz_exit_jmp, 1);
}

#define exit(code) fuzz_exit(code)
#include "../cli/util.c"
#include "../cli/generate.c"
#undef exit

#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static FILE *devnull;
    if (devnull == NULL && (devnull = fopen("/dev/null", "w")) == NULL)
        abort();
    size_t len = strnlen((const char *)data, size);
    char *arg = malloc(len + 1);
    if (arg == NULL)
        abort();
    memcpy(arg, data, len);
    arg[len] = 0;

    /* expected, from the library and a reference for the digit form */
    int want_exit;
    int64_t want_ms = 0;
    uint32_t want_ns = 0;
    if (all_digits(arg, len)) {
        uint64_t v = 0;
        want_exit = 0;
        for (size_t i = 0; i < len && !want_exit; i++) {
            unsigned d = (unsigned)(arg[i] - '0');
            if (v > ((uint64_t)INT64_MAX - d) / 10)
                want_exit = 1;
            v = v * 10 + d;
        }
        want_ms = (int64_t)v;
    } else {
        want_exit = sortid_time_parse(&want_ms, &want_ns, arg, len, NULL) != SORTID_OK;
    }

    volatile int exited = 0;
    int64_t ms = 0;
    uint32_t ns = 0;
    FILE *saved = stderr;
    stderr = devnull;
    if (setjmp(fuzz_exit_jmp) == 0)
        parse_time_arg(arg, &ms, &ns);
    else
        exited = 1;
    stderr = saved;
    PROP(exited == want_exit);
    if (exited)
        PROP(fuzz_exit_code == EXIT_USAGE);
    else
        PROP(ms == want_ms && ns == want_ns);
    free(arg);
    return 0;
}
