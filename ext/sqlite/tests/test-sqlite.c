/* SPDX-License-Identifier: MIT */
/*
 * test-sqlite.c - loads the sortid SQLite extension into an in-memory
 * database through sqlite3_load_extension() and tests it.  This file holds
 * the checks, the one-value queries, the script mode and main;
 * test-vectors.c and test-runs.c the other modes (test-sqlite.h).
 *
 *   test-sqlite EXT script FILE.sql   run a SQL script statement by statement,
 *                                     printing rows like the sqlite3 shell's
 *                                     list mode and errors as "error: MSG"
 *                                     (run-tests.sh compares with .expected)
 *   test-sqlite EXT vectors DIR       every line of DIR/{ulid,flake,baseuid,
 *                                     uuidv7,family,family-spec}.tsv through
 *                                     the SQL functions, and DIR/at-time.tsv
 *                                     through the *_at functions
 *   test-sqlite EXT threads           the monotonic and shared generators
 *                                     from several threads, one connection
 *                                     each
 *   test-sqlite EXT load              loading the extension again, from SQL
 *                                     (SELECT load_extension) and from C, on
 *                                     a connection that has it: it loads, or
 *                                     the error says why
 *   test-sqlite TESTEXT clock         with the test build's stopped clock
 *                                     (sortid_test_clock): the +1 step and
 *                                     the random steps, per connection,
 *                                     exhaustion after the bounded wait, and
 *                                     a wait that ends when the clock moves on
 *
 * The check modes end with "N passed, N failed" and exit non-zero on a failure.
 * Expected values come from the vector files; error kinds are matched
 * against sortid_strerror() of the linked library.
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <sqlite3.h>

#include "test-sqlite.h"

int sqt_passed, sqt_failed;
const char *sqt_ext_path;
char sqt_result[512];

void sqt_check(int ok, const char *fmt, ...)
{
    va_list ap;
    if (ok) {
        sqt_passed++;
        return;
    }
    sqt_failed++;
    fputs("FAIL: ", stdout);
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    putchar('\n');
}

sqlite3 *sqt_open_db(void)
{
    sqlite3 *db = NULL;
    char *err = NULL;
    if (sqlite3_open(":memory:", &db) != SQLITE_OK) {
        fprintf(stderr, "sqlite3_open: %s\n", db ? sqlite3_errmsg(db) : "out of memory");
        exit(2);
    }
    sqlite3_enable_load_extension(db, 1);
    if (sqlite3_load_extension(db, sqt_ext_path, "sqlite3_sortid_init", &err) != SQLITE_OK) {
        fprintf(stderr, "load %s: %s\n", sqt_ext_path, err ? err : "?");
        exit(2);
    }
    return db;
}

/* ------------------------------------------------------------------------ */
/* Script mode                                                               */
/* ------------------------------------------------------------------------ */

static int sqt_run_script(const char *path)
{
    sqlite3 *db = sqt_open_db();
    FILE *f = fopen(path, "rb");
    char *sql;
    const char *tail;
    long size;

    if (f == NULL || fseek(f, 0, SEEK_END) != 0 || (size = ftell(f)) < 0) {
        perror(path);
        return 2;
    }
    rewind(f);
    sql = malloc((size_t)size + 1);
    if (sql == NULL || fread(sql, 1, (size_t)size, f) != (size_t)size) {
        perror(path);
        return 2;
    }
    sql[size] = '\0';
    fclose(f);

    for (tail = sql; *tail;) {
        sqlite3_stmt *st = NULL;
        const char *next = NULL;
        int rc = sqlite3_prepare_v2(db, tail, -1, &st, &next);
        if (rc != SQLITE_OK) {
            printf("error: %s\n", sqlite3_errmsg(db));
            /* skip to the end of the statement like the shell does */
            next = strchr(tail, ';');
            tail = next ? next + 1 : tail + strlen(tail);
            continue;
        }
        tail = next;
        if (st == NULL)
            continue;
        while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
            int i, n = sqlite3_column_count(st);
            for (i = 0; i < n; i++) {
                const unsigned char *t = sqlite3_column_text(st, i);
                printf("%s%s", i ? "|" : "", t ? (const char *)t : "");
            }
            putchar('\n');
        }
        if (rc != SQLITE_DONE)
            printf("error: %s\n", sqlite3_errmsg(db));
        sqlite3_finalize(st);
    }
    free(sql);
    sqlite3_close(db);
    return 0;
}

/* ------------------------------------------------------------------------ */
/* One-value queries                                                         */
/* ------------------------------------------------------------------------ */

/* Result of a one-row, one-column query with up to two parameters: text of
 * the value ("NULL" for NULL) or the error message.  *ok = 1 on success. */

const char *sqt_q(sqlite3 *db, int *ok, const char *sql, const sqt_param *a, const sqt_param *b)
{
    sqlite3_stmt *st = NULL;
    const sqt_param *ps[2];
    int i, rc;
    ps[0] = a;
    ps[1] = b;
    *ok = 0;
    if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK) {
        snprintf(sqt_result, sizeof sqt_result, "prepare: %s", sqlite3_errmsg(db));
        return sqt_result;
    }
    for (i = 0; i < 2; i++) {
        if (ps[i] == NULL)
            continue;
        if (ps[i]->blob)
            sqlite3_bind_blob(st, i + 1, ps[i]->p, ps[i]->n, SQLITE_TRANSIENT);
        else
            sqlite3_bind_text(st, i + 1, ps[i]->p, ps[i]->n, SQLITE_TRANSIENT);
    }
    rc = sqlite3_step(st);
    if (rc == SQLITE_ROW) {
        const unsigned char *t = sqlite3_column_text(st, 0);
        snprintf(sqt_result, sizeof sqt_result, "%s", t ? (const char *)t : "NULL");
        *ok = 1;
    } else {
        snprintf(sqt_result, sizeof sqt_result, "%s", sqlite3_errmsg(db));
    }
    sqlite3_finalize(st);
    return sqt_result;
}

sqt_param sqt_text(const char *s)
{
    sqt_param p;
    p.p = s;
    p.n = -1;
    p.blob = 0;
    return p;
}

sqt_param sqt_blob(const void *b, int n)
{
    sqt_param p;
    p.p = b;
    p.n = n;
    p.blob = 1;
    return p;
}

/* sql(?1[, ?2]) must give exactly want. */
void sqt_expect(sqlite3 *db, const char *sql, const sqt_param *a, const sqt_param *b,
                const char *want, const char *tag)
{
    int ok;
    const char *got = sqt_q(db, &ok, sql, a, b);
    sqt_check(ok && strcmp(got, want) == 0, "%s: %s -> '%s', want '%s'", tag, sql, got, want);
}

/* sql(?1[, ?2]) must fail with a message naming the status (and byte). */
void sqt_expect_error(sqlite3 *db, const char *sql, const sqt_param *a, const sqt_param *b,
                      const char *verror, const char *input, const char *tag)
{
    int ok;
    const char *got = sqt_q(db, &ok, sql, a, b);
    const char *want = NULL;
    char byte[64] = "";
    int n;
    if (strcmp(verror, "ERROR overflow") == 0)
        want = sortid_strerror(SORTID_E_OVERFLOW);
    else if (strcmp(verror, "ERROR length") == 0)
        want = sortid_strerror(SORTID_E_LENGTH);
    else if (strcmp(verror, "ERROR version") == 0)
        want = sortid_strerror(SORTID_E_VERSION);
    else if (sscanf(verror, "ERROR character %d", &n) == 1) {
        want = sortid_strerror(SORTID_E_CHAR);
        snprintf(byte, sizeof byte, "at byte %d", n);
    }
    sqt_check(want != NULL, "%s: unknown expected error '%s'", tag, verror);
    if (want == NULL)
        return;
    {
        /* "at byte 1" must not match "at byte 19" */
        const char *at = byte[0] ? strstr(got, byte) : got;
        if (at && byte[0] && at[strlen(byte)] >= '0' && at[strlen(byte)] <= '9')
            at = NULL;
        ok = !ok && strstr(got, want) && at && (!input || strstr(got, input));
    }
    sqt_check(ok, "%s: %s('%s') -> '%s', want an error with '%s' %s", tag, sql, input ? input : "",
              got, want, byte);
}

/* ------------------------------------------------------------------------ */
/* Vectors                                                                   */
/* ------------------------------------------------------------------------ */
/* sql(?1[, ?2]) must fail naming the input, the library's words for st and
 * the byte ("at byte 7", not "at byte 70"). */
void sqt_expect_error_at(sqlite3 *db, const char *sql, const sqt_param *a, const sqt_param *b,
                         sortid_status st, int byte, const char *input, const char *tag)
{
    int ok;
    const char *got = sqt_q(db, &ok, sql, a, b), *at;
    char want[64];
    snprintf(want, sizeof want, "%s at byte %d", sortid_strerror(st), byte);
    at = strstr(got, want);
    sqt_check(!ok && at && !(at[strlen(want)] >= '0' && at[strlen(want)] <= '9') &&
                  strstr(got, input),
              "%s: %s('%s') -> '%s', want an error with '%s'", tag, sql, input, got, want);
}

int main(int argc, char **argv)
{
    if (argc >= 3) {
        sqt_ext_path = argv[1];
        if (strcmp(argv[2], "script") == 0 && argc == 4)
            return sqt_run_script(argv[3]);
        if (strcmp(argv[2], "vectors") == 0 && argc == 4)
            sqt_run_vectors(argv[3]);
        else if (strcmp(argv[2], "threads") == 0 && argc == 3)
            sqt_run_threads();
        else if (strcmp(argv[2], "clock") == 0 && argc == 3)
            sqt_run_clock();
        else if (strcmp(argv[2], "load") == 0 && argc == 3)
            sqt_run_load();
        else
            sqt_ext_path = NULL;
    }
    if (sqt_ext_path == NULL) {
        fprintf(stderr, "usage: %s EXT (script FILE | vectors DIR | threads | load | clock)\n",
                argv[0]);
        return 2;
    }
    printf("%d passed, %d failed\n", sqt_passed, sqt_failed);
    return sqt_failed ? 1 : 0;
}
