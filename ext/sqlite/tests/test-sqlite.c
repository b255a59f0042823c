/* SPDX-License-Identifier: MIT */
/*
 * test-sqlite.c - loads the sortid SQLite extension into an in-memory
 * database through sqlite3_load_extension() and tests it.
 *
 *   test-sqlite EXT script FILE.sql   run a SQL script statement by statement,
 *                                     printing rows like the sqlite3 shell's
 *                                     list mode and errors as "error: MSG"
 *                                     (run-tests.sh compares with .expected)
 *   test-sqlite EXT vectors DIR       every line of DIR/{ulid,flake,baseuid,
 *                                     uuidv7,family,family-spec}.tsv through
 *                                     the SQL functions
 *                                     and DIR/at-time.tsv through *_from_time
 *   test-sqlite EXT threads           ulid_monotonic() / ulidflake_int() from
 *                                     several threads, one connection each
 *   test-sqlite EXT load              loading the extension again, from SQL
 *                                     (SELECT load_extension) and from C, on
 *                                     a connection that has it: it loads, or
 *                                     the error says why
 *   test-sqlite TESTEXT clock         with the test build's stopped clock
 *                                     (sortid_test_clock): the +1 step, the
 *                                     per-connection random step, exhaustion
 *                                     after the bounded wait, and a wait that
 *                                     ends when the clock moves on
 *
 * The check modes end with "N passed, N failed" and exit non-zero on a failure.
 * Expected values come from the vector files; error kinds are matched
 * against sortid_strerror() of the linked library.
 */
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <sqlite3.h>

#include "sortid.h"

static int passed, failed;
static const char *ext_path;

static void check(int ok, const char *fmt, ...)
{
    va_list ap;
    if (ok) {
        passed++;
        return;
    }
    failed++;
    fputs("FAIL: ", stdout);
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    putchar('\n');
}

static sqlite3 *open_db(void)
{
    sqlite3 *db = NULL;
    char *err = NULL;
    if (sqlite3_open(":memory:", &db) != SQLITE_OK) {
        fprintf(stderr, "sqlite3_open: %s\n", db ? sqlite3_errmsg(db) : "out of memory");
        exit(2);
    }
    sqlite3_enable_load_extension(db, 1);
    if (sqlite3_load_extension(db, ext_path, "sqlite3_sortid_init", &err) != SQLITE_OK) {
        fprintf(stderr, "load %s: %s\n", ext_path, err ? err : "?");
        exit(2);
    }
    return db;
}

/* ------------------------------------------------------------------------ */
/* Script mode                                                               */
/* ------------------------------------------------------------------------ */

static int run_script(const char *path)
{
    sqlite3 *db = open_db();
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
typedef struct param {
    const void *p;
    int n;    /* bytes; -1 = NUL-terminated text */
    int blob; /* bind as BLOB */
} param;

static char result[512];

static const char *q(sqlite3 *db, int *ok, const char *sql, const param *a, const param *b)
{
    sqlite3_stmt *st = NULL;
    const param *ps[2];
    int i, rc;
    ps[0] = a;
    ps[1] = b;
    *ok = 0;
    if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK) {
        snprintf(result, sizeof result, "prepare: %s", sqlite3_errmsg(db));
        return result;
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
        snprintf(result, sizeof result, "%s", t ? (const char *)t : "NULL");
        *ok = 1;
    } else {
        snprintf(result, sizeof result, "%s", sqlite3_errmsg(db));
    }
    sqlite3_finalize(st);
    return result;
}

static param text(const char *s)
{
    param p;
    p.p = s;
    p.n = -1;
    p.blob = 0;
    return p;
}

static param blob(const void *b, int n)
{
    param p;
    p.p = b;
    p.n = n;
    p.blob = 1;
    return p;
}

/* sql(?1[, ?2]) must give exactly want. */
static void expect(sqlite3 *db, const char *sql, const param *a, const param *b, const char *want,
                   const char *tag)
{
    int ok;
    const char *got = q(db, &ok, sql, a, b);
    check(ok && strcmp(got, want) == 0, "%s: %s -> '%s', want '%s'", tag, sql, got, want);
}

/* sql(?1[, ?2]) must fail with a message naming the status (and byte). */
static void expect_error(sqlite3 *db, const char *sql, const param *a, const param *b,
                         const char *verror, const char *input, const char *tag)
{
    int ok;
    const char *got = q(db, &ok, sql, a, b);
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
    check(want != NULL, "%s: unknown expected error '%s'", tag, verror);
    if (want == NULL)
        return;
    {
        /* "at byte 1" must not match "at byte 19" */
        const char *at = byte[0] ? strstr(got, byte) : got;
        if (at && byte[0] && at[strlen(byte)] >= '0' && at[strlen(byte)] <= '9')
            at = NULL;
        ok = !ok && strstr(got, want) && at && (!input || strstr(got, input));
    }
    check(ok, "%s: %s('%s') -> '%s', want an error with '%s' %s", tag, sql, input ? input : "", got,
          want, byte);
}

/* ------------------------------------------------------------------------ */
/* Vectors                                                                   */
/* ------------------------------------------------------------------------ */

static int hexval(int c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

static int unhex(uint8_t *dst, const char *s, size_t nbytes)
{
    size_t i;
    if (strlen(s) != nbytes * 2)
        return 0;
    for (i = 0; i < nbytes; i++) {
        int h = hexval((unsigned char)s[2 * i]), l = hexval((unsigned char)s[2 * i + 1]);
        if (h < 0 || l < 0)
            return 0;
        dst[i] = (uint8_t)(h << 4 | l);
    }
    return 1;
}

/* "2016-07-30T22:36:16.385Z" -> "2016-07-30 22:36:16.385" */
static void sql_datetime(char *dst, size_t cap, const char *rfc3339)
{
    char *t;
    snprintf(dst, cap, "%s", rfc3339);
    if ((t = strchr(dst, 'T')) != NULL)
        *t = ' ';
    if ((t = strchr(dst, 'Z')) != NULL)
        *t = '\0';
}

/* value of "key=..." within a space-separated field list */
static int field(char *dst, size_t cap, const char *fields, const char *key)
{
    size_t kl = strlen(key);
    const char *p = fields;
    while ((p = strstr(p, key)) != NULL) {
        if ((p == fields || p[-1] == ' ') && p[kl] == '=') {
            size_t n = strcspn(p + kl + 1, " ");
            if (n >= cap)
                return 0;
            memcpy(dst, p + kl + 1, n);
            dst[n] = '\0';
            return 1;
        }
        p += kl;
    }
    return 0;
}

static void upper(char *s)
{
    for (; *s; s++)
        if (*s >= 'a' && *s <= 'z')
            *s = (char)(*s - 'a' + 'A');
}

static void lower(char *s)
{
    for (; *s; s++)
        if (*s >= 'A' && *s <= 'Z')
            *s = (char)(*s - 'A' + 'a');
}

static void ulid_vector(sqlite3 *db, const char *kind, const char *in, const char *want,
                        const char *tag)
{
    param a = text(in), w = text(want);
    char buf[128], buf2[128];

    if (strcmp(kind, "encode") == 0) {
        long long ms;
        char rnd[64];
        uint8_t bytes[16];
        int i;
        check(sscanf(in, "%lld %63s", &ms, rnd) == 2 && unhex(bytes + 6, rnd, 10), "%s: bad line",
              tag);
        for (i = 0; i < 6; i++)
            bytes[i] = (uint8_t)((unsigned long long)ms >> (40 - 8 * i));
        a = blob(bytes, 16);
        expect(db, "SELECT ulid_to_text(?1)", &a, NULL, want, tag);
        snprintf(buf, sizeof buf, "%lld", ms);
        expect(db, "SELECT ulid_timestamp(?1)", &w, NULL, buf, tag);
        expect(db, "SELECT ulid_timestamp(?1)", &a, NULL, buf, tag);
        if (strcmp(rnd, "00000000000000000000") == 0)
            expect(db, "SELECT ulid_from_time(CAST(?1 AS INTEGER), 'min')", &(param){ buf, -1, 0 },
                   NULL, want, tag);
        if (strcmp(rnd, "ffffffffffffffffffff") == 0)
            expect(db, "SELECT ulid_from_time(CAST(?1 AS INTEGER), 'max')", &(param){ buf, -1, 0 },
                   NULL, want, tag);
    } else if (strcmp(kind, "value") == 0) {
        uint8_t bytes[16];
        check(unhex(bytes, in, 16), "%s: bad line", tag);
        a = blob(bytes, 16);
        expect(db, "SELECT ulid_to_text(?1)", &a, NULL, want, tag);
        snprintf(buf, sizeof buf, "%s", in);
        lower(buf);
        expect(db, "SELECT lower(hex(ulid_to_blob(?1)))", &w, NULL, buf, tag);
        expect(db, "SELECT ulid_valid(?1)", &a, NULL, "1", tag);
        expect(db, "SELECT ulid_valid(?1)", &w, NULL, "1", tag);
    } else if (strcmp(kind, "time") == 0) {
        long long ms;
        char rfc[64];
        check(sscanf(want, "%lld %63s", &ms, rfc) == 2, "%s: bad line", tag);
        snprintf(buf, sizeof buf, "%lld", ms);
        expect(db, "SELECT ulid_timestamp(?1)", &a, NULL, buf, tag);
        expect(db, "SELECT ulid_timestamp(ulid_to_blob(?1))", &a, NULL, buf, tag);
        sql_datetime(buf2, sizeof buf2, rfc);
        expect(db, "SELECT ulid_datetime(?1)", &a, NULL, buf2, tag);
        expect(db, "SELECT ulid_datetime(ulid_to_blob(?1))", &a, NULL, buf2, tag);
        /* the same instant written as a time string finds the ULID's millisecond */
        expect(db, "SELECT ulid_timestamp(ulid_from_time(?1, 'min'))", &(param){ rfc, -1, 0 }, NULL,
               buf, tag);
    } else if (strcmp(kind, "uuid") == 0) {
        expect(db, "SELECT ulid_to_uuid(?1)", &a, NULL, want, tag);
        expect(db, "SELECT ulid_to_uuid(ulid_to_blob(?1))", &a, NULL, want, tag);
        snprintf(buf, sizeof buf, "%s", in);
        upper(buf);
        expect(db, "SELECT ulid_from_uuid(?1)", &w, NULL, buf, tag);
        expect(db, "SELECT ulid_from_uuid(upper(replace(?1, '-', '')))", &w, NULL, buf, tag);
    } else if (strcmp(kind, "next") == 0) {
        if (strncmp(want, "ERROR", 5) == 0) {
            expect_error(db, "SELECT ulid_next(?1)", &a, NULL, want, NULL, tag);
            expect_error(db, "SELECT ulid_next(ulid_to_blob(?1))", &a, NULL, want, NULL, tag);
        } else {
            expect(db, "SELECT ulid_next(?1)", &a, NULL, want, tag);
            expect(db, "SELECT ulid_to_text(ulid_next(ulid_to_blob(?1)))", &a, NULL, want, tag);
            expect(db, "SELECT typeof(ulid_next(ulid_to_blob(?1)))", &a, NULL, "blob", tag);
        }
    } else if (strcmp(kind, "invalid") == 0) {
        expect(db, "SELECT ulid_valid(?1)", &a, NULL, "0", tag);
        expect(db, "SELECT ulid_valid(?1, 'lenient')", &a, NULL, "0", tag);
        expect_error(db, "SELECT ulid_to_blob(?1)", &a, NULL, want, in, tag);
        expect_error(db, "SELECT ulid_to_uuid(?1)", &a, NULL, want, in, tag);
        expect_error(db, "SELECT ulid_timestamp(?1)", &a, NULL, want, in, tag);
    } else if (strcmp(kind, "lenient") == 0) {
        expect(db, "SELECT ulid_valid(?1)", &a, NULL, "0", tag);
        expect(db, "SELECT ulid_valid(?1, 'lenient')", &a, NULL, "1", tag);
        expect(db, "SELECT ulid_to_text(?1, 'lenient')", &a, NULL, want, tag);
        expect(db, "SELECT ulid_to_text(ulid_to_blob(?1, 'LENIENT'))", &a, NULL, want, tag);
        {
            int ok;
            q(db, &ok, "SELECT ulid_to_text(?1)", &a, NULL);
            check(!ok, "%s: strict ulid_to_text accepted '%s'", tag, in);
        }
    } else {
        check(0, "%s: unknown ulid vector kind '%s'", tag, kind);
    }
}

static void flake_vector(sqlite3 *db, const char *kind, const char *in, const char *want,
                         const char *tag)
{
    param a = text(in);
    char v[64], buf[128];
    int scalable = strcmp(kind, "scalable") == 0;

    if (scalable || strcmp(kind, "standalone") == 0) {
        param iv;
        check(field(v, sizeof v, want, "int"), "%s: no int=", tag);
        iv = text(v);
        expect(db, "SELECT ulidflake_to_int(?1)", &a, NULL, v, tag);
        expect(db, "SELECT typeof(ulidflake_to_int(?1))", &a, NULL, "integer", tag);
        expect(db, "SELECT ulidflake_from_int(CAST(?1 AS INTEGER))", &iv, NULL, in, tag);
        expect(db, "SELECT ulidflake_from_int(?1)", &iv, NULL, in, tag);
        expect(db, "SELECT ulidflake_valid(?1)", &a, NULL, "1", tag);
        expect(db, "SELECT ulidflake_valid(CAST(?1 AS INTEGER))", &iv, NULL, "1", tag);
        check(field(v, sizeof v, want, "hex"), "%s: no hex=", tag);
        expect(db, "SELECT printf('0x%X', ulidflake_to_int(?1))", &a, NULL, v, tag);
        check(field(v, sizeof v, want, "ts"), "%s: no ts=", tag);
        expect(db, "SELECT ulidflake_timestamp(?1) - 1704067200000", &a, NULL, v, tag);
        expect(db, "SELECT ulidflake_timestamp(ulidflake_to_int(?1)) - 1704067200000", &a, NULL, v,
               tag);
        check(field(v, sizeof v, want, "time"), "%s: no time=", tag);
        sql_datetime(buf, sizeof buf, v);
        expect(db, "SELECT ulid_datetime(ulid_from_time(ulidflake_timestamp(?1), 'min'))", &a, NULL,
               buf, tag);
        check(field(v, sizeof v, want, "random"), "%s: no random=", tag);
        expect(db,
               scalable ? "SELECT (ulidflake_to_int(?1) >> 5) & 32767"
                        : "SELECT ulidflake_to_int(?1) & 1048575",
               &a, NULL, v, tag);
        if (scalable) {
            check(field(v, sizeof v, want, "node"), "%s: no node=", tag);
            expect(db, "SELECT ulidflake_to_int(?1) & 31", &a, NULL, v, tag);
        }
    } else if (strcmp(kind, "invalid") == 0) {
        expect(db, "SELECT ulidflake_valid(?1)", &a, NULL, "0", tag);
        expect_error(db, "SELECT ulidflake_to_int(?1)", &a, NULL, want, in, tag);
        expect_error(db, "SELECT ulidflake_timestamp(?1)", &a, NULL, want, in, tag);
    } else {
        check(0, "%s: unknown flake vector kind '%s'", tag, kind);
    }
}

static void baseuid_vector(sqlite3 *db, const char *kind, const char *in, const char *want,
                           const char *tag)
{
    param a = text(in), w = text(want);

    if (strcmp(kind, "time_prefix") == 0) {
        char instant[64], p[64];
        param t;
        check(sscanf(in, "%63s", instant) == 1, "%s: bad line", tag);
        t = text(instant);
        snprintf(p, sizeof p, "%s", want);
        expect(db, "SELECT substr(baseuid_from_time(?1, 'min'), 1, 8)", &t, NULL, p, tag);
        expect(db, "SELECT substr(baseuid_from_time(?1, 'max'), 1, 8)", &t, NULL, p, tag);
        expect(db, "SELECT substr(baseuid_from_time(?1), 1, 8)", &t, NULL, p, tag);
    } else if (strcmp(kind, "value") == 0) {
        uint8_t bytes[15];
        param b;
        check(unhex(bytes, want, 15), "%s: bad line", tag);
        b = blob(bytes, 15);
        expect(db, "SELECT lower(hex(baseuid_to_blob(?1)))", &a, NULL, want, tag);
        expect(db, "SELECT baseuid_to_text(?1)", &b, NULL, in, tag);
        expect(db, "SELECT baseuid_valid(?1)", &a, NULL, "1", tag);
        expect(db, "SELECT baseuid_valid(?1)", &b, NULL, "1", tag);
    } else if (strcmp(kind, "uuidv8") == 0) {
        expect(db, "SELECT baseuid_to_uuid(?1)", &a, NULL, want, tag);
        expect(db, "SELECT baseuid_to_uuid(baseuid_to_blob(?1))", &a, NULL, want, tag);
        expect(db, "SELECT baseuid_from_uuid(?1)", &w, NULL, in, tag);
        expect(db, "SELECT baseuid_from_uuid(upper(?1))", &w, NULL, in, tag);
    } else if (strcmp(kind, "invalid") == 0) {
        expect(db, "SELECT baseuid_valid(?1)", &a, NULL, "0", tag);
        expect_error(db, "SELECT baseuid_to_uuid(?1)", &a, NULL, want, in, tag);
        expect_error(db, "SELECT baseuid_timestamp(?1)", &a, NULL, want, in, tag);
        expect_error(db, "SELECT baseuid_to_blob(?1)", &a, NULL, want, in, tag);
    } else if (strcmp(kind, "uuidv8_invalid") == 0) {
        expect_error(db, "SELECT baseuid_from_uuid(?1)", &a, NULL, want, in, tag);
    } else {
        check(0, "%s: unknown baseuid vector kind '%s'", tag, kind);
    }
}

static void uuidv7_vector(sqlite3 *db, const char *kind, const char *in, const char *want,
                          const char *tag)
{
    param a = text(in), w = text(want);
    char v[64], buf[128];

    if (strcmp(kind, "rfc9562") == 0) {
        check(field(v, sizeof v, want, "ts"), "%s: no ts=", tag);
        expect(db, "SELECT uuidv7_timestamp(?1)", &a, NULL, v, tag);
        expect(db, "SELECT ulid_timestamp(ulid_from_uuid(?1))", &a, NULL, v, tag);
        check(field(v, sizeof v, want, "time"), "%s: no time=", tag);
        sql_datetime(buf, sizeof buf, v);
        expect(db, "SELECT ulid_datetime(ulid_from_uuid(?1))", &a, NULL, buf, tag);
        check(field(v, sizeof v, want, "version") && strcmp(v, "7") == 0 &&
                  field(v, sizeof v, want, "variant") && strcmp(v, "rfc9562") == 0,
              "%s: not a v7/rfc9562 line", tag);
    } else if (strcmp(kind, "as_ulid") == 0) {
        expect(db, "SELECT ulid_from_uuid(?1)", &a, NULL, want, tag);
        expect(db, "SELECT ulid_to_uuid(?1)", &w, NULL, in, tag);
    } else {
        check(0, "%s: unknown uuidv7 vector kind '%s'", tag, kind);
    }
}

/* sql(?1[, ?2]) must fail naming the input, the library's words for st and
 * the byte ("at byte 7", not "at byte 70"). */
static void expect_error_at(sqlite3 *db, const char *sql, const param *a, const param *b,
                            sortid_status st, int byte, const char *input, const char *tag)
{
    int ok;
    const char *got = q(db, &ok, sql, a, b), *at;
    char want[64];
    snprintf(want, sizeof want, "%s at byte %d", sortid_strerror(st), byte);
    at = strstr(got, want);
    check(!ok && at && !(at[strlen(want)] >= '0' && at[strlen(want)] <= '9') && strstr(got, input),
          "%s: %s('%s') -> '%s', want an error with '%s'", tag, sql, input, got, want);
}

/* family.tsv and family-spec.tsv: UUID v1/v6/v7 times and v1 <-> v6, KSUID,
 * TypeID, ObjectId, xid and snowflake times through uuid_time, uuidv7_timestamp,
 * uuid_v1_to_v6 / uuid_v6_to_v1, typeid_to_uuid / uuid_to_typeid and
 * sortid_time (by the text's length and by kind). */
static void family_vector(sqlite3 *db, const char *kind, const char *in, const char *want,
                          const char *tag)
{
    param a = text(in), w = text(want);
    char v[128], v2[128];
    long long ms = 0, epoch = 0;
    int n = 0;

    if (strcmp(kind, "uuid_time") == 0) {
        sortid_uuid u;
        uint8_t bytes[SORTID_UUID_BYTES];
        param b;
        check(sscanf(want, "%lld", &ms) == 1 && sortid_uuid_parse(&u, in, strlen(in), 0, NULL) == 0,
              "%s: bad line", tag);
        memcpy(bytes, u.bytes, sizeof bytes);
        b = blob(bytes, SORTID_UUID_BYTES);
        snprintf(v, sizeof v, "%lld", ms);
        expect(db, "SELECT uuid_time(?1)", &a, NULL, v, tag);
        expect(db, "SELECT uuid_time(?1)", &b, NULL, v, tag);
        expect(db, "SELECT sortid_time(?1)", &a, NULL, v, tag);
        expect(db, "SELECT sortid_time(replace(?1, '-', ''), 'uuid')", &a, NULL, v, tag);
        snprintf(v2, sizeof v2, "%u", sortid_uuid_version(&u));
        expect(db, "SELECT uuid_version(?1)", &a, NULL, v2, tag);
        /* uuidv7_timestamp is v7-only: a v1 or v6 has a time but is refused */
        if (sortid_uuid_version(&u) == 7)
            expect(db, "SELECT uuidv7_timestamp(?1)", &a, NULL, v, tag);
        else
            expect_error(db, "SELECT uuidv7_timestamp(?1)", &a, NULL, "ERROR version", NULL, tag);
    } else if (strcmp(kind, "uuid_v1v6") == 0) {
        expect(db, "SELECT uuid_v1_to_v6(?1)", &a, NULL, want, tag);
        expect(db, "SELECT upper(uuid_v6_to_v1(?1)) = upper(?2)", &w, &a, "1", tag);
        expect(db, "SELECT uuid_time(?1) = uuid_time(?2)", &a, &w, "1", tag);
    } else if (strcmp(kind, "ksuid") == 0) {
        check(sscanf(want, "%*s %lld", &ms) == 1, "%s: bad line", tag);
        snprintf(v, sizeof v, "%lld", ms);
        expect(db, "SELECT sortid_time(?1)", &a, NULL, v, tag);
        expect(db, "SELECT sortid_time(?1, 'ksuid')", &a, NULL, v, tag);
    } else if (strcmp(kind, "ksuid_bad") == 0) {
        expect_error_at(db, "SELECT sortid_time(?1)", &a, NULL, SORTID_E_OVERFLOW, 0, in, tag);
    } else if (strcmp(kind, "typeid") == 0) {
        char prefix[80], uuid[64];
        param p, u;
        check(sscanf(want, "%79s %63s", prefix, uuid) == 2, "%s: bad line", tag);
        p = text(strcmp(prefix, "-") == 0 ? "" : prefix);
        u = text(uuid);
        expect(db, "SELECT typeid_to_uuid(?1)", &a, NULL, uuid, tag);
        expect(db, "SELECT uuid_to_typeid(?1, ?2)", &p, &u, in, tag);
        expect(db, "SELECT uuid_to_typeid(?1, upper(replace(?2, '-', '')))", &p, &u, in, tag);
        expect(db, "SELECT coalesce(sortid_time(?1, 'typeid') = uuid_time(?2), 'NULL')", &a, &u,
               uuid[14] == '7' && strchr("89ab", uuid[19]) ? "1" : "NULL", tag);
    } else if (strcmp(kind, "typeid_bad") == 0) {
        char why[16];
        sortid_status st = SORTID_E_CHAR;
        check(sscanf(want, "%15s %d", why, &n) == 2, "%s: bad line", tag);
        if (strcmp(why, "length") == 0)
            st = SORTID_E_LENGTH;
        else if (strcmp(why, "overflow") == 0)
            st = SORTID_E_OVERFLOW;
        expect_error_at(db, "SELECT typeid_to_uuid(?1)", &a, NULL, st, n, "typeid_to_uuid", tag);
    } else if (strcmp(kind, "objectid") == 0) {
        check(sscanf(want, "%lld", &ms) == 1, "%s: bad line", tag);
        snprintf(v, sizeof v, "%lld", ms);
        expect(db, "SELECT sortid_time(?1)", &a, NULL, v, tag);
        expect(db, "SELECT sortid_time(?1, 'objectid')", &a, NULL, v, tag);
    } else if (strcmp(kind, "xid") == 0) {
        check(sscanf(want, "%*s %lld", &ms) == 1, "%s: bad line", tag);
        snprintf(v, sizeof v, "%lld", ms);
        expect(db, "SELECT sortid_time(?1, 'xid')", &a, NULL, v, tag);
    } else if (strcmp(kind, "xid_bad") == 0) {
        check(sscanf(want, "char %d", &n) == 1, "%s: bad line", tag);
        expect_error_at(db, "SELECT sortid_time(?1, 'xid')", &a, NULL, SORTID_E_CHAR, n, in, tag);
    } else if (strcmp(kind, "snowflake") == 0) {
        /* input "value epoch_ms"; sortid_time reads a snowflake with Twitter's epoch */
        check(sscanf(in, "%127s %lld", v2, &epoch) == 2 && sscanf(want, "%lld", &ms) == 1,
              "%s: bad line", tag);
        a = text(v2);
        snprintf(v, sizeof v, "%lld", ms - epoch + SORTID_SNOWFLAKE_EPOCH_TWITTER);
        expect(db, "SELECT sortid_time(?1, 'snowflake')", &a, NULL, v, tag);
    } else {
        check(0, "%s: unknown family vector kind '%s'", tag, kind);
    }
}

/* at-time.tsv: kind node unix_ms ns_in_ms rfc3339 mode expected.  Each row
 * through the *_from_time function of its kind, with T as INTEGER ms (when
 * the row's ns do not matter) and as the row's time string. */
static void at_vector(sqlite3 *db, char *line, const char *tag)
{
    static const struct {
        const char *kind, *fn;
        sortid_kind k;
    } kinds[] = { { "ulid", "ulid_from_time", SORTID_KIND_ULID },
                  { "baseuid", "baseuid_from_time", SORTID_KIND_BASEUID },
                  { "uuidv7", "uuidv7_from_time", SORTID_KIND_UUIDV7 },
                  { "flake", "ulidflake_from_time", SORTID_KIND_FLAKE },
                  { "flake-scalable", "ulidflake_from_time", SORTID_KIND_FLAKE_SCALABLE } };
    char *f[7], sql[128], want_err[160];
    const char *fn = NULL, *node = "";
    sortid_kind kind = SORTID_KIND_ULID;
    int64_t lo = 0, hi = 0;
    int i, ok;
    for (i = 0; i < 7 && (f[i] = strtok(i ? NULL : line, "\t")) != NULL; i++) {
    }
    check(i == 7, "%s: not seven tab-separated fields", tag);
    if (i < 7)
        return;
    for (i = 0; fn == NULL && i < (int)(sizeof kinds / sizeof kinds[0]); i++)
        if (strcmp(f[0], kinds[i].kind) == 0)
            fn = kinds[i].fn, kind = kinds[i].k;
    check(fn != NULL, "%s: unknown at-time kind '%s'", tag, f[0]);
    if (fn == NULL)
        return;
    if (kind == SORTID_KIND_FLAKE_SCALABLE)
        node = f[1];
    check((sortid_kind_get(kind) && sortid_kind_get(kind)->tick_ns
               ? (*(&lo) = sortid_kind_get(kind)->time_min_ms,
                  *(&hi) = sortid_kind_get(kind)->time_max_ms, SORTID_OK)
               : SORTID_E_INVALID_ARG) == SORTID_OK,
          "%s: no time range", tag);
    /* the range in the message is the library's */
    snprintf(want_err, sizeof want_err, "range %lld .. %lld ms", (long long)lo, (long long)hi);
    for (i = 0; i < 2; i++) {
        /* i = 0: INTEGER ms (BaseUID only when the ns are 0); i = 1: the text */
        param t = text(i == 0 ? f[2] : f[4]), m = text(f[5]);
        const char *got;
        if (i == 0 && kind == SORTID_KIND_BASEUID && strcmp(f[3], "0") != 0)
            continue;
        snprintf(sql, sizeof sql, "SELECT %s(%s, ?2%s%s)", fn,
                 i == 0 ? "CAST(?1 AS INTEGER)" : "?1", *node ? ", " : "", node);
        if (strncmp(f[6], "ERROR", 5) == 0) {
            got = q(db, &ok, sql, &t, &m);
            check(!ok && strstr(got, want_err) && strstr(got, fn),
                  "%s: %s('%s', '%s') -> '%s', want '... %s'", tag, fn, (const char *)t.p, f[5],
                  got, want_err);
        } else {
            expect(db, sql, &t, &m, f[6], tag);
        }
    }
}

static int run_vectors(const char *dir)
{
    static const struct {
        const char *file;
        void (*fn)(sqlite3 *, const char *, const char *, const char *, const char *);
    } files[] = { { "ulid.tsv", ulid_vector },
                  { "flake.tsv", flake_vector },
                  { "baseuid.tsv", baseuid_vector },
                  { "uuidv7.tsv", uuidv7_vector },
                  { "family.tsv", family_vector },
                  { "family-spec.tsv", family_vector },
                  { "at-time.tsv", NULL } };
    sqlite3 *db = open_db();
    size_t i;

    for (i = 0; i < sizeof files / sizeof files[0]; i++) {
        char path[1024], line[1024], tag[1100];
        int lineno = 0, vectors = 0;
        FILE *f;
        snprintf(path, sizeof path, "%s/%s", dir, files[i].file);
        f = fopen(path, "r");
        check(f != NULL, "cannot open %s", path);
        if (f == NULL)
            continue;
        while (fgets(line, sizeof line, f)) {
            char *kind, *in, *want;
            lineno++;
            line[strcspn(line, "\r\n")] = '\0';
            if (lineno == 1 || line[0] == '\0')
                continue; /* header */
            snprintf(tag, sizeof tag, "%s:%d", files[i].file, lineno);
            vectors++;
            if (files[i].fn == NULL) {
                at_vector(db, line, tag);
                continue;
            }
            kind = line;
            in = strchr(kind, '\t');
            want = in ? strchr(in + 1, '\t') : NULL;
            check(want != NULL, "%s: not three tab-separated fields", tag);
            if (want == NULL)
                continue;
            *in++ = '\0';
            *want++ = '\0';
            files[i].fn(db, kind, in, want, tag);
        }
        fclose(f);
        check(vectors > 0, "%s: no vectors", path);
        printf("%s: %d vectors\n", files[i].file, vectors);
    }
    sqlite3_close(db);
    return 0;
}

/* ------------------------------------------------------------------------ */
/* Threads                                                                   */
/* ------------------------------------------------------------------------ */

#define THREADS    4
#define PER_THREAD 25000

typedef struct job {
    const char *sql;
    int is_int;
    char (*text)[27];
    sqlite3_int64 *ints;
    int made;
    int increasing;
    char err[256];
} job;

static void *worker(void *arg)
{
    job *j = arg;
    sqlite3 *db = open_db();
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
            snprintf(j->text[i], sizeof j->text[i], "%s", t ? (const char *)t : "");
            if (i > 0 && strcmp(j->text[i], j->text[i - 1]) <= 0)
                j->increasing = 0;
        }
        sqlite3_reset(st);
        j->made++;
    }
    sqlite3_finalize(st);
    sqlite3_close(db);
    return NULL;
}

static int cmp_text(const void *a, const void *b)
{
    return strcmp(a, b);
}

static int cmp_int(const void *a, const void *b)
{
    sqlite3_int64 x = *(const sqlite3_int64 *)a, y = *(const sqlite3_int64 *)b;
    return (x > y) - (x < y);
}

static void run_thread_case(const char *sql, int is_int)
{
    pthread_t th[THREADS];
    job jobs[THREADS];
    char(*all_text)[27] = NULL;
    sqlite3_int64 *all_int = NULL;
    int t, i, total = 0, dups = 0;

    if (is_int)
        all_int = calloc(THREADS * PER_THREAD, sizeof *all_int);
    else
        all_text = calloc(THREADS * PER_THREAD, sizeof *all_text);
    if (all_int == NULL && all_text == NULL) {
        check(0, "out of memory");
        return;
    }
    for (t = 0; t < THREADS; t++) {
        memset(&jobs[t], 0, sizeof jobs[t]);
        jobs[t].sql = sql;
        jobs[t].is_int = is_int;
        jobs[t].text = all_text ? all_text + t * PER_THREAD : NULL;
        jobs[t].ints = all_int ? all_int + t * PER_THREAD : NULL;
        check(pthread_create(&th[t], NULL, worker, &jobs[t]) == 0, "pthread_create");
    }
    for (t = 0; t < THREADS; t++) {
        pthread_join(th[t], NULL);
        check(jobs[t].made == PER_THREAD, "%s thread %d: %d IDs made (%s)", sql, t, jobs[t].made,
              jobs[t].err);
        check(jobs[t].increasing, "%s thread %d: not strictly increasing", sql, t);
        total += jobs[t].made;
    }
    /* one shared generator: no two threads ever get the same ID */
    if (is_int) {
        qsort(all_int, (size_t)total, sizeof *all_int, cmp_int);
        for (i = 1; i < total; i++)
            dups += all_int[i] == all_int[i - 1];
    } else {
        qsort(all_text, (size_t)total, sizeof *all_text, cmp_text);
        for (i = 1; i < total; i++)
            dups += strcmp(all_text[i], all_text[i - 1]) == 0;
    }
    check(dups == 0, "%s: %d duplicate IDs across %d threads", sql, dups, THREADS);
    printf("%s: %d threads x %d IDs, %d duplicates\n", sql, THREADS, PER_THREAD, dups);
    free(all_int);
    free(all_text);
}

static int run_threads(void)
{
    run_thread_case("SELECT ulid_monotonic()", 0);
    run_thread_case("SELECT ulid_to_text(ulid_monotonic_blob())", 0);
    run_thread_case("SELECT ulidflake_int()", 1);
    run_thread_case("SELECT ulidflake_int(5)", 1);
    return 0;
}

/* ------------------------------------------------------------------------ */
/* Loading again                                                             */
/* ------------------------------------------------------------------------ */

/* sql on db: SQLITE_OK, or the error in result[] (never empty). */
static int exec_msg(sqlite3 *db, const char *sql)
{
    char *err = NULL;
    int rc = sqlite3_exec(db, sql, NULL, NULL, &err);
    snprintf(result, sizeof result, "%s", rc == SQLITE_OK ? "" : err ? err : "(no message)");
    sqlite3_free(err);
    return rc;
}

static void app_ulid(sqlite3_context *ctx, int argc, sqlite3_value **argv)
{
    (void)argc;
    (void)argv;
    sqlite3_result_text(ctx, "app", 3, SQLITE_STATIC);
}

static void run_load(void)
{
    char sql[1024], twice[2100];
    sqlite3 *db = open_db();
    snprintf(sql, sizeof sql, "SELECT load_extension('%s')", ext_path);
    snprintf(twice, sizeof twice, "SELECT load_extension('%s'), load_extension('%s')", ext_path,
             ext_path);

    /* a second load from SQL while its own statement runs: it loads */
    check(exec_msg(db, sql) == SQLITE_OK, "%s after sqlite3_load_extension: '%s'", sql, result);
    check(exec_msg(db, twice) == SQLITE_OK, "%s: '%s'", twice, result);
    expect(db, "SELECT ulid_valid(ulid())", NULL, NULL, "1", "functions after loading again");
    /* loading again keeps the connection's state (its random step) */
    expect(db, "SELECT sortid_random_step(8)", NULL, NULL, "8", "random step 8");
    check(exec_msg(db, sql) == SQLITE_OK, "%s with a random step set: '%s'", sql, result);
    expect(db, "SELECT sortid_random_step()", NULL, NULL, "8", "step kept by loading again");
    /* and from C, outside any statement */
    check(sqlite3_load_extension(db, ext_path, NULL, NULL) == SQLITE_OK, "load from C again: %s",
          sqlite3_errmsg(db));
    expect(db, "SELECT sortid_random_step()", NULL, NULL, "8", "step kept by a load from C");
    sqlite3_close(db);

    /* a connection that never had it: from SQL, twice in one statement */
    if (sqlite3_open(":memory:", &db) != SQLITE_OK)
        exit(2);
    sqlite3_enable_load_extension(db, 1);
    check(exec_msg(db, twice) == SQLITE_OK, "%s on a fresh connection: '%s'", twice, result);
    expect(db, "SELECT length(ulid())", NULL, NULL, "26", "functions after two loads");
    sqlite3_close(db);

    /* an application's own ulid() that SQLite cannot replace while the
     * statement runs: the load fails and says so */
    if (sqlite3_open(":memory:", &db) != SQLITE_OK)
        exit(2);
    sqlite3_enable_load_extension(db, 1);
    check(sqlite3_create_function(db, "ulid", 0, SQLITE_UTF8, NULL, app_ulid, NULL, NULL) ==
              SQLITE_OK,
          "create the application's ulid()");
    check(exec_msg(db, sql) != SQLITE_OK && strstr(result, "ulid") &&
              strstr(result, "active statements"),
          "load over the application's ulid(): '%s'", result);
    expect(db, "SELECT ulid()", NULL, NULL, "app", "the application's ulid() is left alone");
    sqlite3_close(db);
}

/* ------------------------------------------------------------------------ */
/* Stopped clock (test build)                                                */
/* ------------------------------------------------------------------------ */

static int64_t mono_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static void exec(sqlite3 *db, const char *sql)
{
    char *err = NULL;
    check(sqlite3_exec(db, sql, NULL, NULL, &err) == SQLITE_OK, "%s: %s", sql, err ? err : "");
    sqlite3_free(err);
}

static void set_clock(sqlite3 *db, int64_t ns)
{
    char sql[64];
    snprintf(sql, sizeof sql, "SELECT sortid_test_clock(%lld)", (long long)ns);
    exec(db, sql);
}

/* Calls sql until it fails (at most max times): how many succeeded, the
 * error in result[], the failing call's duration in *ns. */
static long until_error(sqlite3 *db, const char *sql, long max, int64_t *ns)
{
    long made;
    for (made = 0; made < max; made++) {
        int64_t t0 = mono_ns();
        int ok;
        q(db, &ok, sql, NULL, NULL);
        *ns = mono_ns() - t0;
        if (!ok)
            break;
    }
    return made;
}

typedef struct mover {
    int64_t to_ns;
} mover;

/* Moves the stopped clock on 20 ms after it starts, from its own connection,
 * while the main thread's call waits. */
static void *move_clock(void *arg)
{
    mover *m = arg;
    sqlite3 *db = open_db();
    struct timespec ts = { 0, 20000000 };
    nanosleep(&ts, NULL);
    set_clock(db, m->to_ns);
    sqlite3_close(db);
    return NULL;
}

static void run_clock(void)
{
    static const char not_plus_one[] = "SELECT count(*) FROM s a JOIN s b ON b.seq = a.seq + 1 "
                                       "WHERE b.id <> ulid_next(a.id)";
    sqlite3 *db = open_db(), *db2 = open_db();
    int64_t t, waited = 0;
    long made;
    char want[64];
    pthread_t th;
    mover m;
    int ok;

    check(sortid_clock_ns(&t) == SORTID_OK, "clock");
    set_clock(db, t);

    /* the default step is +1: with the clock stopped every ID is the last one's successor */
    exec(db, "CREATE TEMP TABLE s(seq INTEGER PRIMARY KEY, id TEXT);"
             "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 1000)"
             " INSERT INTO s SELECT x, ulid_monotonic() FROM c");
    expect(db, "SELECT count(*) || ' ' || count(DISTINCT ulid_timestamp(id)) FROM s", NULL, NULL,
           "1000 1", "stopped clock, one millisecond");
    expect(db, not_plus_one, NULL, NULL, "0", "step +1");

    /* Ulid-Flake scalable: 15 random bits, steps of 1..255, so a stopped
     * millisecond is exhausted within 32768 IDs; the call fails after the
     * library's bounded wait, and what is left (< 255) is used up by at
     * most 254 more (a later call may draw a smaller step). */
    made = until_error(db, "SELECT ulidflake_int(9)", 40000, &waited);
    check(made > 0 && made <= 32768, "ulidflake_int(9) made %ld IDs in a stopped millisecond",
          made);
    check(strstr(result, "ulidflake_int(): ") &&
              strstr(result, sortid_strerror(SORTID_E_EXHAUSTED)),
          "exhaustion error: '%s'", result);
    check(waited >= SORTID_WAIT_DEFAULT_NS, "exhausted after %lld ns, want the %lld ns wait",
          (long long)waited, (long long)SORTID_WAIT_DEFAULT_NS);
    made = until_error(db, "SELECT ulidflake_int(9)", 300, &waited);
    check(made < 255 && strstr(result, sortid_strerror(SORTID_E_EXHAUSTED)),
          "%ld more IDs after exhaustion, then '%s'", made, result);
    /* ... and the wait ends as soon as the clock shows the next millisecond */
    m.to_ns = t + 1000000;
    check(pthread_create(&th, NULL, move_clock, &m) == 0, "pthread_create");
    snprintf(want, sizeof want, "%lld", (long long)(t / 1000000));
    for (made = 0; made < 300; made++) { /* a smaller step may still fit, as above */
        q(db, &ok, "SELECT ulidflake_timestamp(ulidflake_int(9))", NULL, NULL);
        if (!ok || strcmp(result, want) != 0)
            break;
    }
    snprintf(want, sizeof want, "%lld", (long long)(t / 1000000 + 1));
    check(ok && strcmp(result, want) == 0, "the wait ends in the next millisecond: '%s', want %s",
          result, want);
    pthread_join(th, NULL);

    /* the random step is per connection: db at K = 64 exhausts a stopped
     * millisecond (2^80 / 2^63 on average), db2 keeps stepping +1 */
    expect(db, "SELECT sortid_random_step(64)", NULL, NULL, "64", "random step 64");
    made = until_error(db, "SELECT ulid_monotonic()", 5000000, &waited);
    check(made > 0 && made < 5000000 && strstr(result, "ulid_monotonic(): ") &&
              strstr(result, sortid_strerror(SORTID_E_EXHAUSTED)),
          "ulid_monotonic() at K = 64: %ld IDs, then '%s'", made, result);
    check(waited >= SORTID_WAIT_DEFAULT_NS, "ulid_monotonic() exhausted after %lld ns",
          (long long)waited);
    expect(db2, "SELECT sortid_random_step()", NULL, NULL, "0", "second connection's step");
    exec(db2, "CREATE TEMP TABLE s(seq INTEGER PRIMARY KEY, id TEXT);"
              "WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE x < 1000)"
              " INSERT INTO s SELECT x, ulid_monotonic_blob() FROM c");
    expect(db2, not_plus_one, NULL, NULL, "0", "second connection steps +1");

    exec(db, "SELECT sortid_test_clock(NULL)");
    expect(db, "SELECT length(ulid_monotonic())", NULL, NULL, "26", "running clock again");
    sqlite3_close(db2);
    sqlite3_close(db);
}

int main(int argc, char **argv)
{
    if (argc >= 3) {
        ext_path = argv[1];
        if (strcmp(argv[2], "script") == 0 && argc == 4)
            return run_script(argv[3]);
        if (strcmp(argv[2], "vectors") == 0 && argc == 4)
            run_vectors(argv[3]);
        else if (strcmp(argv[2], "threads") == 0 && argc == 3)
            run_threads();
        else if (strcmp(argv[2], "clock") == 0 && argc == 3)
            run_clock();
        else if (strcmp(argv[2], "load") == 0 && argc == 3)
            run_load();
        else
            ext_path = NULL;
    }
    if (ext_path == NULL) {
        fprintf(stderr, "usage: %s EXT (script FILE | vectors DIR | threads | load | clock)\n",
                argv[0]);
        return 2;
    }
    printf("%d passed, %d failed\n", passed, failed);
    return failed ? 1 : 0;
}
