/* SPDX-License-Identifier: MIT */
/*
 * test-sqlite.h - what the files of the SQLite extension's C test program
 * share: test-sqlite.c (the checks, the one-value queries, the script mode
 * and main), test-vectors.c (the vector files through the SQL functions)
 * and test-runs.c (threads, loading again, the stopped clock).
 */
#ifndef SORTID_TEST_SQLITE_H
#define SORTID_TEST_SQLITE_H

#include <stdint.h>

#include <sqlite3.h>

#include "sortid.h"

extern int sqt_passed, sqt_failed;
extern const char *sqt_ext_path;
/* The text of the last one-value query's value or error. */
extern char sqt_result[512];

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
void sqt_check(int ok, const char *fmt, ...);
sqlite3 *sqt_open_db(void);

/* A parameter of a one-value query: text (n = -1: NUL-terminated) or BLOB. */
typedef struct sqt_param {
    const void *p;
    int n;
    int blob;
} sqt_param;

const char *sqt_q(sqlite3 *db, int *ok, const char *sql, const sqt_param *a, const sqt_param *b);
sqt_param sqt_text(const char *s);
sqt_param sqt_blob(const void *b, int n);
void sqt_expect(sqlite3 *db, const char *sql, const sqt_param *a, const sqt_param *b,
                const char *want, const char *tag);
void sqt_expect_error(sqlite3 *db, const char *sql, const sqt_param *a, const sqt_param *b,
                      const char *verror, const char *input, const char *tag);
void sqt_expect_error_at(sqlite3 *db, const char *sql, const sqt_param *a, const sqt_param *b,
                         sortid_status st, int byte, const char *input, const char *tag);

int sqt_run_vectors(const char *dir);
int sqt_run_threads(void);
void sqt_run_load(void);
void sqt_run_clock(void);

#endif /* SORTID_TEST_SQLITE_H */
