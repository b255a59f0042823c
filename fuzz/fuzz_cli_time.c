/* SPDX-License-Identifier: MIT */
/*
 * fuzz_cli_time.c - the sortid command's TIME argument (cli/generate.c:
 * parse_time_arg, a static function, reached by compiling cli/util.c and
 * cli/generate.c into this harness with exit() turned into a longjmp; the
 * other CLI files they call are linked as they are).
 *
 * Properties, for the input up to its first NUL as an argument: the answer
 * is exactly sortid_time_read's (with "now"), a usage error when it fails
 * (but for a clock that cannot be read: status 1); "now" gives a time and is
 * not compared; a usage error exits with status 2 and nothing else happens
 * (no crash, no read past the argument).
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

    /* expected, from the library */
    int64_t want_ms = 0;
    uint32_t want_ns = 0;
    sortid_status want = sortid_time_read(&want_ms, &want_ns, arg, len, SORTID_TIME_NOW, NULL);
    int want_exit = want != SORTID_OK;

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
        PROP(fuzz_exit_code == (want == SORTID_E_CLOCK ? EXIT_INVALID : EXIT_USAGE));
    else if (strcmp(arg, "now") != 0)
        PROP(ms == want_ms && ns == want_ns);
    free(arg);
    return 0;
}
