/* SPDX-License-Identifier: MIT */
/*
 * bench-sqlite.c - 1,000,000 rows of gen_ulid() / gen_ulid_bytes() (and friends;
 * gen_monotonic_ulid() with step +1 and with sortid_random_step(32)) through the
 * extension, each against SQLite's own randomblob(16) and
 * hex(randomblob(16)) measured in the same run.  Every row's value is read
 * with sqlite3_column_text/blob so nothing is skipped.  The rows come from
 * a TEMP table of ROWS integers (a scan costs less than a recursive CTE, so
 * the functions' own cost shows); the queries are interleaved over 3 rounds
 * and each keeps its best time, so drift on a shared machine hits all alike.
 *
 *   bench-sqlite EXT [ROWS]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <sqlite3.h>

static double sqb_now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* Seconds for one run of SELECT expr over the rows of n. */
static double sqb_run(sqlite3 *db, const char *expr, long rows)
{
    char sql[512];
    sqlite3_stmt *st;
    long n = 0, bytes = 0;
    double t0, t;
    snprintf(sql, sizeof sql, "SELECT %s FROM n", expr);
    if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK) {
        fprintf(stderr, "%s: %s\n", sql, sqlite3_errmsg(db));
        exit(1);
    }
    t0 = sqb_now_s();
    while (sqlite3_step(st) == SQLITE_ROW) {
        if (sqlite3_column_type(st, 0) == SQLITE_BLOB)
            bytes += sqlite3_column_bytes(st, 0) + (sqlite3_column_blob(st, 0) != NULL);
        else
            bytes += sqlite3_column_bytes(st, 0) + (sqlite3_column_text(st, 0) != NULL);
        n++;
    }
    t = sqb_now_s() - t0;
    sqlite3_finalize(st);
    if (n != rows || bytes == 0) {
        fprintf(stderr, "%s: %ld rows\n", expr, n);
        exit(1);
    }
    return t;
}

int main(int argc, char **argv)
{
    static const char *const exprs[] = {
        "x",
        "randomblob(16)",
        "hex(randomblob(16))",
        "gen_ulid()",
        "gen_ulid_bytes()",
        "gen_monotonic_ulid()",
        "gen_monotonic_ulid_bytes()",
        "gen_uuidv7()",
        "gen_baseuid()",
        "gen_ulidflake_bytes()",
        "gen_monotonic_ulid() /*K=32*/",
    };
    enum { N = sizeof exprs / sizeof exprs[0] };
    double t[N];
    char sql[256];
    int round;
    sqlite3 *db;
    char *err = NULL;
    /* a benchmark's own row count: a bad one just gives 0 rows */
    long rows = argc > 2 ? atol(argv[2]) : 1000000; // NOLINT(cert-err34-c)
    size_t i;

    if (argc < 2 || rows <= 0) {
        fprintf(stderr, "usage: %s EXT [ROWS]\n", argv[0]);
        return 2;
    }
    if (sqlite3_open(":memory:", &db) != SQLITE_OK) {
        fprintf(stderr, "sqlite3_open failed\n");
        return 1;
    }
    sqlite3_enable_load_extension(db, 1);
    if (sqlite3_load_extension(db, argv[1], NULL, &err) != SQLITE_OK) {
        fprintf(stderr, "load %s: %s\n", argv[1], err ? err : "?");
        return 1;
    }
    snprintf(sql, sizeof sql,
             "CREATE TEMP TABLE n(x INTEGER PRIMARY KEY);"
             "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < %ld) "
             "INSERT INTO n SELECT x FROM c;",
             rows);
    if (sqlite3_exec(db, sql, NULL, NULL, &err) != SQLITE_OK) {
        fprintf(stderr, "%s\n", err ? err : "?");
        return 1;
    }
    for (i = 0; i < N; i++)
        t[i] = 1e30;
    for (round = 0; round < 3; round++) {
        for (i = 0; i < N; i++) {
            /* the last one with this connection's opt-in random step */
            double r;
            sqlite3_exec(
                db, i == N - 1 ? "SELECT sortid_random_step(32)" : "SELECT sortid_random_step(0)",
                NULL, NULL, NULL);
            r = sqb_run(db, exprs[i], rows);
            if (r < t[i])
                t[i] = r;
        }
    }
    printf("sqlite %s, %ld rows per query, best of 3 interleaved rounds\n", sqlite3_libversion(),
           rows);
    for (i = 0; i < N; i++) {
        printf("  SELECT %-26s %8.1f ms  %7.1f ns/row\n", exprs[i], t[i] * 1e3,
               t[i] * 1e9 / (double)rows);
    }
    printf("ratios (same run; lower is faster):\n");
    printf("  gen_ulid()       / hex(randomblob(16)) = %.2f\n", t[3] / t[2]);
    printf("  gen_ulid_bytes() / randomblob(16)      = %.2f\n", t[4] / t[1]);
    printf("  gen_ulid()       / randomblob(16)      = %.2f\n", t[3] / t[1]);
    printf("  gen_monotonic_ulid() random step K=32 / step +1 = %.2f\n", t[N - 1] / t[5]);
    printf("  net of the row scan (SELECT x): gen_ulid() %.1f ns vs hex(randomblob(16)) %.1f ns, "
           "gen_ulid_bytes() %.1f ns vs randomblob(16) %.1f ns\n",
           (t[3] - t[0]) * 1e9 / (double)rows, (t[2] - t[0]) * 1e9 / (double)rows,
           (t[4] - t[0]) * 1e9 / (double)rows, (t[1] - t[0]) * 1e9 / (double)rows);
    sqlite3_close(db);
    return 0;
}
