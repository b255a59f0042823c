/* SPDX-License-Identifier: MIT */
/*
 * test-runs.c - the SQLite extension under load and over time: the
 * monotonic generators from several threads (one connection each), loading
 * the extension again, and, with the test build's stopped clock
 * (sortid_test_clock), the size of each monotonic step, exhaustion after
 * the library's bounded wait and a wait that ends when the clock moves on.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "test-sqlite.h"

/* ------------------------------------------------------------------------ */
/* Threads                                                                   */
/* ------------------------------------------------------------------------ */

#define THREADS    4
#define PER_THREAD 25000
#define TEXT_MAX   40 /* the longest text made here, a UUID, and its NUL */

typedef struct sqt_job {
    const char *sql;
    int is_int;
    char (*sqt_text)[TEXT_MAX];
    sqlite3_int64 *ints;
    int made;
    int increasing;
    char err[256];
} sqt_job;

static void *sqt_worker(void *arg)
{
    sqt_job *j = arg;
    sqlite3 *db = sqt_open_db();
    sqlite3_stmt *st = NULL;
    int i;
    j->increasing = 1;
    if (sqlite3_prepare_v2(db, j->sql, -1, &st, NULL) != SQLITE_OK) {
        snprintf(j->err, sizeof j->err, "%s", sqlite3_errmsg(db));
        sqlite3_close(db);
        return NULL;
    }
    for (i = 0; i < PER_THREAD; i++) {
        if (sqlite3_step(st) != SQLITE_ROW) {
            snprintf(j->err, sizeof j->err, "%s", sqlite3_errmsg(db));
            /* no retry: the library's bound is on a clock that stands still,
             * so four threads on one node's ~256 IDs per ms never see it */
            break;
        }
        if (j->is_int) {
            j->ints[i] = sqlite3_column_int64(st, 0);
            if (i > 0 && j->ints[i] <= j->ints[i - 1])
                j->increasing = 0;
        } else {
            const unsigned char *t = sqlite3_column_text(st, 0);
            snprintf(j->sqt_text[i], sizeof j->sqt_text[i], "%s", t ? (const char *)t : "");
            if (i > 0 && strcmp(j->sqt_text[i], j->sqt_text[i - 1]) <= 0)
                j->increasing = 0;
        }
        sqlite3_reset(st);
        j->made++;
    }
    sqlite3_finalize(st);
    sqlite3_close(db);
    return NULL;
}

static int sqt_cmp_text(const void *a, const void *b)
{
    return strcmp(a, b);
}

static int sqt_cmp_int(const void *a, const void *b)
{
    sqlite3_int64 x = *(const sqlite3_int64 *)a, y = *(const sqlite3_int64 *)b;
    return (x > y) - (x < y);
}

static void sqt_run_thread_case(const char *sql, int is_int)
{
    pthread_t th[THREADS];
    sqt_job jobs[THREADS];
    char(*all_text)[TEXT_MAX] = NULL;
    sqlite3_int64 *all_int = NULL;
    int t, i, total = 0, dups = 0;

    if (is_int)
        all_int = calloc(THREADS * PER_THREAD, sizeof *all_int);
    else
        all_text = calloc(THREADS * PER_THREAD, sizeof *all_text);
    if (all_int == NULL && all_text == NULL) {
        sqt_check(0, "out of memory");
        return;
    }
    for (t = 0; t < THREADS; t++) {
        memset(&jobs[t], 0, sizeof jobs[t]);
        jobs[t].sql = sql;
        jobs[t].is_int = is_int;
        jobs[t].sqt_text = all_text ? all_text + t * PER_THREAD : NULL;
        jobs[t].ints = all_int ? all_int + t * PER_THREAD : NULL;
        sqt_check(pthread_create(&th[t], NULL, sqt_worker, &jobs[t]) == 0, "pthread_create");
    }
    for (t = 0; t < THREADS; t++) {
        pthread_join(th[t], NULL);
        sqt_check(jobs[t].made == PER_THREAD, "%s thread %d: %d IDs made (%s)", sql, t,
                  jobs[t].made, jobs[t].err);
        sqt_check(jobs[t].increasing, "%s thread %d: not strictly increasing", sql, t);
        total += jobs[t].made;
    }
    /* one shared generator: no two threads ever get the same ID */
    if (is_int) {
        qsort(all_int, (size_t)total, sizeof *all_int, sqt_cmp_int);
        for (i = 1; i < total; i++)
            dups += all_int[i] == all_int[i - 1];
    } else {
        qsort(all_text, (size_t)total, sizeof *all_text, sqt_cmp_text);
        for (i = 1; i < total; i++)
            dups += strcmp(all_text[i], all_text[i - 1]) == 0;
    }
    sqt_check(dups == 0, "%s: %d duplicate IDs across %d threads", sql, dups, THREADS);
    printf("%s: %d threads x %d IDs, %d duplicates\n", sql, THREADS, PER_THREAD, dups);
    free(all_int);
    free(all_text);
}

int sqt_run_threads(void)
{
    sqt_run_thread_case("SELECT gen_monotonic_ulid()", 0);
    sqt_run_thread_case("SELECT ulid_from_bytes(gen_monotonic_ulid_bytes())", 0);
    sqt_run_thread_case("SELECT ulidflake_to_int(gen_ulidflake())", 1);
    sqt_run_thread_case("SELECT ulidflake_to_int(gen_ulidflake(5))", 1);
    sqt_run_thread_case("SELECT gen_monotonic_uuidv7()", 0);
    sqt_run_thread_case("SELECT gen_monotonic_objectid()", 0);
    return 0;
}

/* ------------------------------------------------------------------------ */
/* Loading again                                                             */
/* ------------------------------------------------------------------------ */

/* sql on db: SQLITE_OK, or the error in result[] (never empty). */
static int sqt_exec_msg(sqlite3 *db, const char *sql)
{
    char *err = NULL;
    int rc = sqlite3_exec(db, sql, NULL, NULL, &err);
    snprintf(sqt_result, sizeof sqt_result, "%s",
             rc == SQLITE_OK ? ""
             : err           ? err
                             : "(no message)");
    sqlite3_free(err);
    return rc;
}

static void sqt_app_ulid(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    (void)argc;
    (void)argv;
    sqlite3_result_text(ctx, "app", 3, SQLITE_STATIC);
}

void sqt_run_load(void)
{
    char sql[1024], twice[2100];
    sqlite3 *db = sqt_open_db();
    snprintf(sql, sizeof sql, "SELECT load_extension('%s')", sqt_ext_path);
    snprintf(twice, sizeof twice, "SELECT load_extension('%s'), load_extension('%s')", sqt_ext_path,
             sqt_ext_path);

    /* a second load from SQL while its own statement runs: it loads */
    sqt_check(sqt_exec_msg(db, sql) == SQLITE_OK, "%s after sqlite3_load_extension: '%s'", sql,
              sqt_result);
    sqt_check(sqt_exec_msg(db, twice) == SQLITE_OK, "%s: '%s'", twice, sqt_result);
    sqt_expect(db, "SELECT sortid_valid(gen_ulid(), 'ulid')", NULL, NULL, "1",
               "functions after loading again");
    /* loading again keeps the connection's state (its random step) */
    sqt_expect(db, "SELECT sortid_random_step(8)", NULL, NULL, "8", "random step 8");
    sqt_check(sqt_exec_msg(db, sql) == SQLITE_OK, "%s with a random step set: '%s'", sql,
              sqt_result);
    sqt_expect(db, "SELECT sortid_random_step()", NULL, NULL, "8", "step kept by loading again");
    /* and from C, outside any statement */
    sqt_check(sqlite3_load_extension(db, sqt_ext_path, NULL, NULL) == SQLITE_OK,
              "load from C again: %s", sqlite3_errmsg(db));
    sqt_expect(db, "SELECT sortid_random_step()", NULL, NULL, "8", "step kept by a load from C");
    sqlite3_close(db);

    /* a connection that never had it: from SQL, twice in one statement */
    if (sqlite3_open(":memory:", &db) != SQLITE_OK)
        exit(2);
    sqlite3_enable_load_extension(db, 1);
    sqt_check(sqt_exec_msg(db, twice) == SQLITE_OK, "%s on a fresh connection: '%s'", twice,
              sqt_result);
    sqt_expect(db, "SELECT length(gen_ulid())", NULL, NULL, "26", "functions after two loads");
    sqlite3_close(db);

    /* an application's own gen_ulid() that SQLite cannot replace while the
     * statement runs: the load fails and says so */
    if (sqlite3_open(":memory:", &db) != SQLITE_OK)
        exit(2);
    sqlite3_enable_load_extension(db, 1);
    sqt_check(sqlite3_create_function(db, "gen_ulid", 0, SQLITE_UTF8, NULL, sqt_app_ulid, NULL,
                                      NULL) == SQLITE_OK,
              "create the application's gen_ulid()");
    sqt_check(sqt_exec_msg(db, sql) != SQLITE_OK && strstr(sqt_result, "gen_ulid") &&
                  strstr(sqt_result, "active statements"),
              "load over the application's gen_ulid(): '%s'", sqt_result);
    sqt_expect(db, "SELECT gen_ulid()", NULL, NULL, "app",
               "the application's gen_ulid() is left alone");
    sqlite3_close(db);
}

/* ------------------------------------------------------------------------ */
/* Stopped clock (test build)                                                */
/* ------------------------------------------------------------------------ */

static int64_t sqt_mono_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static void sqt_exec(sqlite3 *db, const char *sql)
{
    char *err = NULL;
    sqt_check(sqlite3_exec(db, sql, NULL, NULL, &err) == SQLITE_OK, "%s: %s", sql, err ? err : "");
    sqlite3_free(err);
}

static void sqt_set_clock(sqlite3 *db, int64_t ns)
{
    char sql[64];
    snprintf(sql, sizeof sql, "SELECT sortid_test_clock(%lld)", (long long)ns);
    sqt_exec(db, sql);
}

/* Calls sql until it fails (at most max times): how many succeeded, the
 * error in result[], the failing call's duration in *ns. */
static long sqt_until_error(sqlite3 *db, const char *sql, long max, int64_t *ns)
{
    long made;
    for (made = 0; made < max; made++) {
        int64_t t0 = sqt_mono_ns();
        int ok;
        sqt_q(db, &ok, sql, NULL, NULL);
        *ns = sqt_mono_ns() - t0;
        if (!ok)
            break;
    }
    return made;
}

typedef struct sqt_mover {
    int64_t to_ns;
} sqt_mover;

/* Moves the stopped clock on 20 ms after it starts, from its own connection,
 * while the main thread's call waits. */
static void *sqt_move_clock(void *arg)
{
    sqt_mover *m = arg;
    sqlite3 *db = sqt_open_db();
    struct timespec ts = { 0, 20000000 };
    nanosleep(&ts, NULL);
    sqt_set_clock(db, m->to_ns);
    sqlite3_close(db);
    return NULL;
}

/* The monotonic steps of the IDs sql gives (a ULID a row, TEXT, in order,
 * all of one millisecond): how many pairs are not a step of 1 .. max_step
 * (the library's sortid_ulid_next, max_step times at most); -1 for fewer
 * than two rows. */
static int sqt_bad_steps(sqlite3 *db, const char *sql, int max_step)
{
    sqlite3_stmt *st = NULL;
    sortid_ulid prev, cur, next;
    int bad = 0, rows = 0, k, same;
    if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK)
        return -1;
    memset(&prev, 0, sizeof prev);
    while (sqlite3_step(st) == SQLITE_ROW) {
        const char *t = (const char *)sqlite3_column_text(st, 0);
        if (t == NULL || sortid_ulid_parse(&cur, t, strlen(t), 0, NULL) != SORTID_OK) {
            bad++;
            continue;
        }
        if (rows++ > 0) {
            next = prev;
            for (k = 0, same = 0; k < max_step && !same; k++)
                same = sortid_ulid_next(&next, &next) == SORTID_OK &&
                       memcmp(next.bytes, cur.bytes, sizeof cur.bytes) == 0;
            bad += !same;
        }
        prev = cur;
    }
    sqlite3_finalize(st);
    return rows > 1 ? bad : -1;
}

void sqt_run_clock(void)
{
    static const char ids[] = "SELECT ulid_from_bytes(ulid_to_bytes(id)) FROM s ORDER BY seq";
    sqlite3 *db = sqt_open_db(), *db2 = sqt_open_db();
    int64_t t, waited = 0;
    long made;
    char want[64];
    pthread_t th;
    sqt_mover m;
    int ok;

    sqt_check(sortid_clock_ns(&t) == SORTID_OK, "clock");
    sqt_set_clock(db, t);

    /* the default step is +1: with the clock stopped every ID is the last one's successor */
    sqt_exec(db, "CREATE TEMP TABLE s(seq INTEGER PRIMARY KEY, id TEXT);"
                 "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 1000)"
                 " INSERT INTO s SELECT x, gen_monotonic_ulid() FROM c");
    sqt_expect(db, "SELECT count(*) || ' ' || count(DISTINCT ulid_unix_ms(id)) FROM s", NULL, NULL,
               "1000 1", "stopped clock, one millisecond");
    sqt_check(sqt_bad_steps(db, ids, 1) == 0, "step +1: %d steps of another size",
              sqt_bad_steps(db, ids, 1));
    /* sortid_random_step(1): steps of 1 or 2, both seen */
    sqt_expect(db, "SELECT sortid_random_step(1)", NULL, NULL, "1", "random step 1");
    sqt_exec(db, "DELETE FROM s;"
                 "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 1000)"
                 " INSERT INTO s SELECT x, gen_monotonic_ulid() FROM c");
    sqt_check(sqt_bad_steps(db, ids, 2) == 0 && sqt_bad_steps(db, ids, 1) > 0,
              "random step 1: %d steps over 2, %d over 1", sqt_bad_steps(db, ids, 2),
              sqt_bad_steps(db, ids, 1));
    sqt_expect(db, "SELECT sortid_random_step(0)", NULL, NULL, "0", "back to +1");

    /* Ulid-Flake scalable: 15 random bits, steps of 1..255, so a stopped
     * millisecond is exhausted within 32768 IDs; the call fails after the
     * library's bounded wait, and what is left (< 255) is used up by at
     * most 254 more (a later call may draw a smaller step). */
    made = sqt_until_error(db, "SELECT ulidflake_to_int(gen_ulidflake(9))", 40000, &waited);
    sqt_check(made > 0 && made <= 32768,
              "ulidflake_to_int(gen_ulidflake(9)) made %ld IDs in a stopped millisecond", made);
    sqt_check(strstr(sqt_result, "gen_ulidflake(): ") &&
                  strstr(sqt_result, sortid_strerror(SORTID_E_EXHAUSTED)),
              "exhaustion error: '%s'", sqt_result);
    sqt_check(waited >= SORTID_WAIT_DATABASE_NS, "exhausted after %lld ns, want the %lld ns wait",
              (long long)waited, (long long)SORTID_WAIT_DATABASE_NS);
    made = sqt_until_error(db, "SELECT ulidflake_to_int(gen_ulidflake(9))", 300, &waited);
    sqt_check(made < 255 && strstr(sqt_result, sortid_strerror(SORTID_E_EXHAUSTED)),
              "%ld more IDs after exhaustion, then '%s'", made, sqt_result);
    /* ... and the wait ends as soon as the clock shows the next millisecond */
    m.to_ns = t + 1000000;
    sqt_check(pthread_create(&th, NULL, sqt_move_clock, &m) == 0, "pthread_create");
    snprintf(want, sizeof want, "%lld", (long long)(t / 1000000));
    for (made = 0; made < 300; made++) { /* a smaller step may still fit, as above */
        sqt_q(db, &ok, "SELECT ulidflake_unix_ms(ulidflake_to_int(gen_ulidflake(9)))", NULL, NULL);
        if (!ok || strcmp(sqt_result, want) != 0)
            break;
    }
    snprintf(want, sizeof want, "%lld", (long long)(t / 1000000 + 1));
    sqt_check(ok && strcmp(sqt_result, want) == 0,
              "the wait ends in the next millisecond: '%s', want %s", sqt_result, want);
    pthread_join(th, NULL);

    /* the random step is per connection: db at K = 64 exhausts a stopped
     * millisecond (2^80 / 2^63 on average), db2 keeps stepping +1 */
    sqt_expect(db, "SELECT sortid_random_step(64)", NULL, NULL, "64", "random step 64");
    made = sqt_until_error(db, "SELECT gen_monotonic_ulid()", 5000000, &waited);
    sqt_check(made > 0 && made < 5000000 && strstr(sqt_result, "gen_monotonic_ulid(): ") &&
                  strstr(sqt_result, sortid_strerror(SORTID_E_EXHAUSTED)),
              "gen_monotonic_ulid() at K = 64: %ld IDs, then '%s'", made, sqt_result);
    sqt_check(waited >= SORTID_WAIT_DATABASE_NS, "gen_monotonic_ulid() exhausted after %lld ns",
              (long long)waited);
    sqt_expect(db2, "SELECT sortid_random_step()", NULL, NULL, "0", "second connection's step");
    sqt_exec(db2, "CREATE TEMP TABLE s(seq INTEGER PRIMARY KEY, id TEXT);"
                  "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 1000)"
                  " INSERT INTO s SELECT x, gen_monotonic_ulid_bytes() FROM c");
    sqt_check(sqt_bad_steps(db2, ids, 1) == 0, "second connection steps +1: %d other steps",
              sqt_bad_steps(db2, ids, 1));

    sqt_exec(db, "SELECT sortid_test_clock(NULL)");
    sqt_expect(db, "SELECT length(gen_monotonic_ulid())", NULL, NULL, "26", "running clock again");
    sqlite3_close(db2);
    sqlite3_close(db);
}
