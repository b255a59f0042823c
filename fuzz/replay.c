/* SPDX-License-Identifier: MIT */
/*
 * fuzz/replay.c - replays corpus files through a harness without libFuzzer.
 *
 *   replay-HARNESS [-q] PATH...     each PATH a file or a directory of files
 *
 * Each input runs in a child process (fork), so a crash or a property trap
 * in one input is counted and the rest still run.  Prints one line per
 * failing input and ends with "fuzz-replay-HARNESS: N passed, N failed";
 * exits 1 when any input failed or a path could not be read.
 */
#include <dirent.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#ifndef HARNESS
#define HARNESS "harness"
#endif

static unsigned long passed, failed;

static int run_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL)
        return -1;
    size_t cap = 4096, len = 0;
    uint8_t *buf = malloc(cap);
    for (;;) {
        if (buf == NULL) {
            fclose(f);
            return -1;
        }
        len += fread(buf + len, 1, cap - len, f);
        if (len < cap)
            break;
        cap *= 2;
        buf = realloc(buf, cap);
    }
    int err = ferror(f);
    fclose(f);
    if (err) {
        free(buf);
        return -1;
    }
    fflush(NULL);
    pid_t pid = fork();
    if (pid < 0) {
        free(buf);
        return -1;
    }
    if (pid == 0) {
        /* an exact-size copy, so ASan sees a read one byte past the end */
        uint8_t *exact = malloc(len ? len : 1);
        if (exact == NULL)
            _exit(3);
        memcpy(exact, buf, len);
        LLVMFuzzerTestOneInput(exact, len);
        free(exact);
        _exit(0);
    }
    free(buf);
    int status;
    while (waitpid(pid, &status, 0) < 0)
        if (errno != EINTR)
            return -1;
    if (WIFEXITED(status) && WEXITSTATUS(status) == 0)
        return 0;
    if (WIFSIGNALED(status))
        fprintf(stderr, "%s: FAIL %s (signal %d)\n", HARNESS, path, WTERMSIG(status));
    else
        fprintf(stderr, "%s: FAIL %s (exit %d)\n", HARNESS, path, WEXITSTATUS(status));
    return 1;
}

static int cmp(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static void run_path(const char *path)
{
    struct stat st;
    if (stat(path, &st) != 0) {
        fprintf(stderr, "%s: cannot read %s: %s\n", HARNESS, path, strerror(errno));
        failed++;
        return;
    }
    if (!S_ISDIR(st.st_mode)) {
        int r = run_file(path);
        if (r == 0)
            passed++;
        else
            failed++;
        if (r < 0)
            fprintf(stderr, "%s: cannot run %s\n", HARNESS, path);
        return;
    }
    DIR *d = opendir(path);
    if (d == NULL) {
        fprintf(stderr, "%s: cannot open %s\n", HARNESS, path);
        failed++;
        return;
    }
    char **names = NULL;
    size_t n = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (e->d_name[0] == '.')
            continue;
        char **nn = realloc(names, (n + 1) * sizeof *names);
        if (nn == NULL)
            break;
        names = nn;
        size_t sz = strlen(path) + strlen(e->d_name) + 2;
        names[n] = malloc(sz);
        if (names[n] == NULL)
            break;
        snprintf(names[n], sz, "%s/%s", path, e->d_name);
        n++;
    }
    closedir(d);
    if (names != NULL)
        qsort(names, n, sizeof *names, cmp);
    for (size_t i = 0; i < n; i++) {
        run_path(names[i]);
        free(names[i]);
    }
    free(names);
}

int main(int argc, char **argv)
{
    int quiet = argc > 1 && strcmp(argv[1], "-q") == 0;
    if (argc < 2 + quiet) {
        fprintf(stderr, "usage: %s [-q] PATH...\n", argv[0]);
        return 2;
    }
    for (int i = 1 + quiet; i < argc; i++)
        run_path(argv[i]);
    if (!quiet || failed)
        printf("fuzz-replay-%s: %lu passed, %lu failed\n", HARNESS, passed, failed);
    return failed ? 1 : 0;
}
