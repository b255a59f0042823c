/* SPDX-License-Identifier: MIT */
/*
 * test-vectors.c - the vector files of tests/vectors through the SQLite
 * extension's functions: each line's value, its forms, its time, its
 * conversions and its errors (with the byte), the expected values read from
 * the files and the error words from the linked library (sortid_strerror).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "test-sqlite.h"

static int sqt_hexval(int c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

static int sqt_unhex(uint8_t *dst, const char *s, size_t nbytes)
{
    size_t i;
    if (strlen(s) != nbytes * 2)
        return 0;
    for (i = 0; i < nbytes; i++) {
        int h = sqt_hexval((unsigned char)s[2 * i]), l = sqt_hexval((unsigned char)s[2 * i + 1]);
        if (h < 0 || l < 0)
            return 0;
        dst[i] = (uint8_t)(h << 4 | l);
    }
    return 1;
}

/* "2016-07-30T22:36:16.385Z" -> "2016-07-30 22:36:16.385" */
static void sqt_sql_datetime(char *dst, size_t cap, const char *rfc3339)
{
    char *t;
    snprintf(dst, cap, "%s", rfc3339);
    if ((t = strchr(dst, 'T')) != NULL)
        *t = ' ';
    if ((t = strchr(dst, 'Z')) != NULL)
        *t = '\0';
}

/* value of "key=..." within a space-separated field list */
static int sqt_field(char *dst, size_t cap, const char *fields, const char *key)
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

static void sqt_upper(char *s)
{
    for (; *s; s++)
        if (*s >= 'a' && *s <= 'z')
            *s = (char)(*s - 'a' + 'A');
}

static void sqt_lower(char *s)
{
    for (; *s; s++)
        if (*s >= 'A' && *s <= 'Z')
            *s = (char)(*s - 'A' + 'a');
}

static void sqt_ulid_vector(sqlite3 *db, const char *kind, const char *in, const char *want,
                            const char *tag)
{
    sqt_param a = sqt_text(in), w = sqt_text(want);
    char buf[128], buf2[128];

    if (strcmp(kind, "encode") == 0) {
        long long ms;
        char rnd[64];
        uint8_t bytes[16];
        int i;
        sqt_check(sscanf(in, "%lld %63s", &ms, rnd) == 2 && sqt_unhex(bytes + 6, rnd, 10),
                  "%s: bad line", tag);
        for (i = 0; i < 6; i++)
            bytes[i] = (uint8_t)((unsigned long long)ms >> (40 - 8 * i));
        a = sqt_blob(bytes, 16);
        sqt_expect(db, "SELECT ulid_from_bytes(?1)", &a, NULL, want, tag);
        snprintf(buf, sizeof buf, "%lld", ms);
        sqt_expect(db, "SELECT ulid_unix_ms(?1)", &w, NULL, buf, tag);
        sqt_expect(db, "SELECT ulid_unix_ms(?1)", &a, NULL, buf, tag);
        if (strcmp(rnd, "00000000000000000000") == 0)
            sqt_expect(db, "SELECT ulid_at(CAST(?1 AS INTEGER), 'min')", &(sqt_param){ buf, -1, 0 },
                       NULL, want, tag);
        if (strcmp(rnd, "ffffffffffffffffffff") == 0)
            sqt_expect(db, "SELECT ulid_at(CAST(?1 AS INTEGER), 'max')", &(sqt_param){ buf, -1, 0 },
                       NULL, want, tag);
    } else if (strcmp(kind, "value") == 0) {
        uint8_t bytes[16];
        sqt_check(sqt_unhex(bytes, in, 16), "%s: bad line", tag);
        a = sqt_blob(bytes, 16);
        sqt_expect(db, "SELECT ulid_from_bytes(?1)", &a, NULL, want, tag);
        snprintf(buf, sizeof buf, "%s", in);
        sqt_lower(buf);
        sqt_expect(db, "SELECT lower(hex(ulid_to_bytes(?1)))", &w, NULL, buf, tag);
        sqt_expect(db, "SELECT sortid_valid(?1, 'ulid')", &a, NULL, "1", tag);
        sqt_expect(db, "SELECT sortid_valid(?1, 'ulid')", &w, NULL, "1", tag);
    } else if (strcmp(kind, "time") == 0) {
        long long ms;
        char rfc[64];
        sqt_check(sscanf(want, "%lld %63s", &ms, rfc) == 2, "%s: bad line", tag);
        snprintf(buf, sizeof buf, "%lld", ms);
        sqt_expect(db, "SELECT ulid_unix_ms(?1)", &a, NULL, buf, tag);
        sqt_expect(db, "SELECT ulid_unix_ms(ulid_to_bytes(?1))", &a, NULL, buf, tag);
        sqt_sql_datetime(buf2, sizeof buf2, rfc);
        sqt_expect(db, "SELECT ulid_timestamp(?1)", &a, NULL, buf2, tag);
        sqt_expect(db, "SELECT ulid_timestamp(ulid_to_bytes(?1))", &a, NULL, buf2, tag);
        /* the same instant written as a time string finds the ULID's millisecond */
        sqt_expect(db, "SELECT ulid_unix_ms(ulid_at(?1, 'min'))", &(sqt_param){ rfc, -1, 0 }, NULL,
                   buf, tag);
    } else if (strcmp(kind, "uuid") == 0) {
        sqt_expect(db, "SELECT ulid_to_uuid(?1)", &a, NULL, want, tag);
        sqt_expect(db, "SELECT ulid_to_uuid(ulid_to_bytes(?1))", &a, NULL, want, tag);
        snprintf(buf, sizeof buf, "%s", in);
        sqt_upper(buf);
        sqt_expect(db, "SELECT ulid_from_uuid(?1)", &w, NULL, buf, tag);
        sqt_expect(db, "SELECT ulid_from_uuid(upper(replace(?1, '-', '')))", &w, NULL, buf, tag);
    } else if (strcmp(kind, "next") == 0) {
        /* SQL has no successor call (the monotonic step is checked in
         * test-runs.c): both texts are ULIDs and sort as their bytes */
        sqt_expect(db, "SELECT sortid_valid(?1, 'ulid')", &a, NULL, "1", tag);
        if (strncmp(want, "ERROR", 5) != 0)
            sqt_expect(db, "SELECT ulid_to_bytes(?1) < ulid_to_bytes(?2) AND upper(?1) < upper(?2)",
                       &a, &w, "1", tag);
    } else if (strcmp(kind, "invalid") == 0) {
        sqt_expect(db, "SELECT sortid_valid(?1, 'ulid')", &a, NULL, "0", tag);
        sqt_expect_error(db, "SELECT ulid_to_bytes(?1)", &a, NULL, want, in, tag);
        sqt_expect_error(db, "SELECT ulid_to_uuid(?1)", &a, NULL, want, in, tag);
        sqt_expect_error(db, "SELECT ulid_unix_ms(?1)", &a, NULL, want, in, tag);
    } else if (strcmp(kind, "lenient") == 0) {
        /* SQL reads strictly: the look-alikes I, L and O are refused */
        sqt_expect(db, "SELECT sortid_valid(?1, 'ulid')", &a, NULL, "0", tag);
        sqt_expect(db, "SELECT sortid_valid(?1, 'ulid')", &w, NULL, "1", tag);
        {
            int ok;
            sqt_q(db, &ok, "SELECT ulid_to_bytes(?1)", &a, NULL);
            sqt_check(!ok, "%s: ulid_to_bytes accepted '%s'", tag, in);
        }
    } else {
        sqt_check(0, "%s: unknown ulid vector kind '%s'", tag, kind);
    }
}

static void sqt_flake_vector(sqlite3 *db, const char *kind, const char *in, const char *want,
                             const char *tag)
{
    sqt_param a = sqt_text(in);
    char v[64], buf[128];
    int scalable = strcmp(kind, "scalable") == 0;

    if (scalable || strcmp(kind, "standalone") == 0) {
        sqt_param iv;
        sqt_check(sqt_field(v, sizeof v, want, "int"), "%s: no int=", tag);
        iv = sqt_text(v);
        sqt_expect(db, "SELECT ulidflake_to_int(?1)", &a, NULL, v, tag);
        sqt_expect(db, "SELECT typeof(ulidflake_to_int(?1))", &a, NULL, "integer", tag);
        sqt_expect(db, "SELECT ulidflake_from_int(CAST(?1 AS INTEGER))", &iv, NULL, in, tag);
        sqt_expect(db, "SELECT ulidflake_from_int(?1)", &iv, NULL, in, tag);
        sqt_expect(db, "SELECT sortid_valid(?1, 'flake')", &a, NULL, "1", tag);
        sqt_expect(db, "SELECT sortid_valid(CAST(?1 AS INTEGER), 'flake')", &iv, NULL, "1", tag);
        sqt_check(sqt_field(v, sizeof v, want, "hex"), "%s: no hex=", tag);
        sqt_expect(db, "SELECT printf('0x%X', ulidflake_to_int(?1))", &a, NULL, v, tag);
        sqt_check(sqt_field(v, sizeof v, want, "ts"), "%s: no ts=", tag);
        sqt_expect(db, "SELECT ulidflake_unix_ms(?1) - 1704067200000", &a, NULL, v, tag);
        sqt_expect(db, "SELECT ulidflake_unix_ms(ulidflake_to_int(?1)) - 1704067200000", &a, NULL,
                   v, tag);
        sqt_check(sqt_field(v, sizeof v, want, "time"), "%s: no time=", tag);
        sqt_sql_datetime(buf, sizeof buf, v);
        sqt_expect(db, "SELECT ulid_timestamp(ulid_at(ulidflake_unix_ms(?1), 'min'))", &a, NULL,
                   buf, tag);
        sqt_check(sqt_field(v, sizeof v, want, "random"), "%s: no random=", tag);
        sqt_expect(db,
                   scalable ? "SELECT (ulidflake_to_int(?1) >> 5) & 32767"
                            : "SELECT ulidflake_to_int(?1) & 1048575",
                   &a, NULL, v, tag);
        if (scalable) {
            sqt_check(sqt_field(v, sizeof v, want, "node"), "%s: no node=", tag);
            sqt_expect(db, "SELECT ulidflake_to_int(?1) & 31", &a, NULL, v, tag);
        }
    } else if (strcmp(kind, "invalid") == 0) {
        sqt_expect(db, "SELECT sortid_valid(?1, 'flake')", &a, NULL, "0", tag);
        sqt_expect_error(db, "SELECT ulidflake_to_int(?1)", &a, NULL, want, in, tag);
        sqt_expect_error(db, "SELECT ulidflake_unix_ms(?1)", &a, NULL, want, in, tag);
    } else {
        sqt_check(0, "%s: unknown flake vector kind '%s'", tag, kind);
    }
}

static void sqt_baseuid_vector(sqlite3 *db, const char *kind, const char *in, const char *want,
                               const char *tag)
{
    sqt_param a = sqt_text(in), w = sqt_text(want);

    if (strcmp(kind, "time_prefix") == 0) {
        char instant[64], p[64];
        sqt_param t;
        sqt_check(sscanf(in, "%63s", instant) == 1, "%s: bad line", tag);
        t = sqt_text(instant);
        snprintf(p, sizeof p, "%s", want);
        sqt_expect(db, "SELECT substr(baseuid_at(?1, 'min'), 1, 8)", &t, NULL, p, tag);
        sqt_expect(db, "SELECT substr(baseuid_at(?1, 'max'), 1, 8)", &t, NULL, p, tag);
        sqt_expect(db, "SELECT substr(baseuid_at(?1), 1, 8)", &t, NULL, p, tag);
    } else if (strcmp(kind, "value") == 0) {
        uint8_t bytes[15];
        sqt_param b;
        sqt_check(sqt_unhex(bytes, want, 15), "%s: bad line", tag);
        b = sqt_blob(bytes, 15);
        sqt_expect(db, "SELECT lower(hex(baseuid_to_bytes(?1)))", &a, NULL, want, tag);
        sqt_expect(db, "SELECT baseuid_from_bytes(?1)", &b, NULL, in, tag);
        sqt_expect(db, "SELECT sortid_valid(?1, 'baseuid')", &a, NULL, "1", tag);
        sqt_expect(db, "SELECT sortid_valid(?1, 'baseuid')", &b, NULL, "1", tag);
    } else if (strcmp(kind, "uuidv8") == 0) {
        sqt_expect(db, "SELECT baseuid_to_uuid(?1)", &a, NULL, want, tag);
        sqt_expect(db, "SELECT baseuid_to_uuid(baseuid_to_bytes(?1))", &a, NULL, want, tag);
        sqt_expect(db, "SELECT baseuid_from_uuid(?1)", &w, NULL, in, tag);
        sqt_expect(db, "SELECT baseuid_from_uuid(upper(?1))", &w, NULL, in, tag);
    } else if (strcmp(kind, "invalid") == 0) {
        sqt_expect(db, "SELECT sortid_valid(?1, 'baseuid')", &a, NULL, "0", tag);
        sqt_expect_error(db, "SELECT baseuid_to_uuid(?1)", &a, NULL, want, in, tag);
        sqt_expect_error(db, "SELECT baseuid_unix_ms(?1)", &a, NULL, want, in, tag);
        sqt_expect_error(db, "SELECT baseuid_to_bytes(?1)", &a, NULL, want, in, tag);
    } else if (strcmp(kind, "uuidv8_invalid") == 0) {
        sqt_expect_error(db, "SELECT baseuid_from_uuid(?1)", &a, NULL, want, in, tag);
    } else {
        sqt_check(0, "%s: unknown baseuid vector kind '%s'", tag, kind);
    }
}

static void sqt_uuidv7_vector(sqlite3 *db, const char *kind, const char *in, const char *want,
                              const char *tag)
{
    sqt_param a = sqt_text(in), w = sqt_text(want);
    char v[64], buf[128];

    if (strcmp(kind, "rfc9562") == 0) {
        sqt_check(sqt_field(v, sizeof v, want, "ts"), "%s: no ts=", tag);
        sqt_expect(db, "SELECT uuid_unix_ms(?1)", &a, NULL, v, tag);
        sqt_expect(db, "SELECT ulid_unix_ms(ulid_from_uuid(?1))", &a, NULL, v, tag);
        sqt_check(sqt_field(v, sizeof v, want, "time"), "%s: no time=", tag);
        sqt_sql_datetime(buf, sizeof buf, v);
        sqt_expect(db, "SELECT ulid_timestamp(ulid_from_uuid(?1))", &a, NULL, buf, tag);
        sqt_check(sqt_field(v, sizeof v, want, "version") && strcmp(v, "7") == 0 &&
                      sqt_field(v, sizeof v, want, "variant") && strcmp(v, "rfc9562") == 0,
                  "%s: not a v7/rfc9562 line", tag);
    } else if (strcmp(kind, "as_ulid") == 0) {
        sqt_expect(db, "SELECT ulid_from_uuid(?1)", &a, NULL, want, tag);
        sqt_expect(db, "SELECT ulid_to_uuid(?1)", &w, NULL, in, tag);
    } else {
        sqt_check(0, "%s: unknown uuidv7 vector kind '%s'", tag, kind);
    }
}

/* family.tsv and family-spec.tsv: UUID v1/v6/v7 times and v1 <-> v6, KSUID,
 * TypeID, ObjectId, xid and snowflake times through uuid_unix_ms,
 * uuid_timestamp, uuid_v1_to_v6 / uuid_v6_to_v1, typeid_to_uuid /
 * typeid_from_uuid and sortid_unix_ms (by the text's length and by kind;
 * a Snowflake as TEXT and as INTEGER). */
static void sqt_family_vector(sqlite3 *db, const char *kind, const char *in, const char *want,
                              const char *tag)
{
    sqt_param a = sqt_text(in), w = sqt_text(want);
    char v[128], v2[128];
    long long ms = 0, epoch = 0;
    int n = 0;

    if (strcmp(kind, "uuid_time") == 0) {
        sortid_uuid u;
        uint8_t bytes[SORTID_UUID_BYTES];
        sqt_param b;
        sqt_check(sscanf(want, "%lld", &ms) == 1 &&
                      sortid_uuid_parse(&u, in, strlen(in), 0, NULL) == 0,
                  "%s: bad line", tag);
        memcpy(bytes, u.bytes, sizeof bytes);
        b = sqt_blob(bytes, SORTID_UUID_BYTES);
        snprintf(v, sizeof v, "%lld", ms);
        sqt_expect(db, "SELECT uuid_unix_ms(?1)", &a, NULL, v, tag);
        sqt_expect(db, "SELECT uuid_unix_ms(?1)", &b, NULL, v, tag);
        sqt_expect(db, "SELECT sortid_unix_ms(?1)", &a, NULL, v, tag);
        sqt_expect(db, "SELECT sortid_unix_ms(replace(?1, '-', ''), 'uuid')", &a, NULL, v, tag);
        snprintf(v2, sizeof v2, "%d", sortid_uuid_version(&u));
        sqt_expect(db, "SELECT uuid_version(?1)", &a, NULL, v2, tag);
        sqt_expect(
            db,
            "SELECT uuid_timestamp(?1) = strftime('%Y-%m-%d %H:%M:%f', ?2 / 1000.0, 'unixepoch')",
            &a, &(sqt_param){ v, -1, 0 }, "1", tag);
        /* the kind uuidv7 is v7 only: a v1 or v6 has a time but is refused */
        if (sortid_uuid_version(&u) == 7)
            sqt_expect(db, "SELECT sortid_unix_ms(?1, 'uuidv7')", &a, NULL, v, tag);
        else
            sqt_expect_error(db, "SELECT sortid_unix_ms(?1, 'uuidv7')", &a, NULL, "ERROR version",
                             NULL, tag);
    } else if (strcmp(kind, "uuid_v1v6") == 0) {
        sqt_expect(db, "SELECT uuid_v1_to_v6(?1)", &a, NULL, want, tag);
        sqt_expect(db, "SELECT upper(uuid_v6_to_v1(?1)) = upper(?2)", &w, &a, "1", tag);
        sqt_expect(db, "SELECT uuid_unix_ms(?1) = uuid_unix_ms(?2)", &a, &w, "1", tag);
    } else if (strcmp(kind, "ksuid") == 0) {
        sqt_check(sscanf(want, "%*s %lld", &ms) == 1, "%s: bad line", tag);
        snprintf(v, sizeof v, "%lld", ms);
        sqt_expect(db, "SELECT sortid_unix_ms(?1)", &a, NULL, v, tag);
        sqt_expect(db, "SELECT sortid_unix_ms(?1, 'ksuid')", &a, NULL, v, tag);
    } else if (strcmp(kind, "ksuid_bad") == 0) {
        sqt_expect_error_at(db, "SELECT sortid_unix_ms(?1)", &a, NULL, SORTID_E_OVERFLOW, 0, in,
                            tag);
    } else if (strcmp(kind, "typeid") == 0) {
        char prefix[80], uuid[64];
        sqt_param p, u;
        sqt_check(sscanf(want, "%79s %63s", prefix, uuid) == 2, "%s: bad line", tag);
        p = sqt_text(strcmp(prefix, "-") == 0 ? "" : prefix);
        u = sqt_text(uuid);
        sqt_expect(db, "SELECT typeid_to_uuid(?1)", &a, NULL, uuid, tag);
        sqt_expect(db, "SELECT typeid_from_uuid(?1, ?2)", &p, &u, in, tag);
        sqt_expect(db, "SELECT typeid_from_uuid(?1, upper(replace(?2, '-', '')))", &p, &u, in, tag);
        sqt_expect(db, "SELECT coalesce(sortid_unix_ms(?1, 'typeid') = uuid_unix_ms(?2), 'NULL')",
                   &a, &u, uuid[14] == '7' && strchr("89ab", uuid[19]) ? "1" : "NULL", tag);
    } else if (strcmp(kind, "typeid_bad") == 0) {
        char why[16];
        sortid_status st = SORTID_E_CHAR;
        sqt_check(sscanf(want, "%15s %d", why, &n) == 2, "%s: bad line", tag);
        if (strcmp(why, "length") == 0)
            st = SORTID_E_LENGTH;
        else if (strcmp(why, "overflow") == 0)
            st = SORTID_E_OVERFLOW;
        sqt_expect_error_at(db, "SELECT typeid_to_uuid(?1)", &a, NULL, st, n, "typeid_to_uuid",
                            tag);
    } else if (strcmp(kind, "objectid") == 0) {
        sqt_check(sscanf(want, "%lld", &ms) == 1, "%s: bad line", tag);
        snprintf(v, sizeof v, "%lld", ms);
        sqt_expect(db, "SELECT sortid_unix_ms(?1)", &a, NULL, v, tag);
        sqt_expect(db, "SELECT sortid_unix_ms(?1, 'objectid')", &a, NULL, v, tag);
    } else if (strcmp(kind, "xid") == 0) {
        sqt_check(sscanf(want, "%*s %lld", &ms) == 1, "%s: bad line", tag);
        snprintf(v, sizeof v, "%lld", ms);
        sqt_expect(db, "SELECT sortid_unix_ms(?1, 'xid')", &a, NULL, v, tag);
    } else if (strcmp(kind, "xid_bad") == 0) {
        sqt_check(sscanf(want, "char %d", &n) == 1, "%s: bad line", tag);
        sqt_expect_error_at(db, "SELECT sortid_unix_ms(?1, 'xid')", &a, NULL, SORTID_E_CHAR, n, in,
                            tag);
    } else if (strcmp(kind, "snowflake") == 0) {
        /* input "value epoch_ms"; sortid_time reads a snowflake with Twitter's epoch */
        sqt_check(sscanf(in, "%127s %lld", v2, &epoch) == 2 && sscanf(want, "%lld", &ms) == 1,
                  "%s: bad line", tag);
        a = sqt_text(v2);
        snprintf(v, sizeof v, "%lld", ms - epoch + SORTID_SNOWFLAKE_EPOCH_TWITTER);
        sqt_expect(db, "SELECT sortid_unix_ms(?1, 'snowflake')", &a, NULL, v, tag);
        sqt_expect(db, "SELECT sortid_unix_ms(CAST(?1 AS INTEGER), 'snowflake')", &a, NULL, v, tag);
    } else {
        sqt_check(0, "%s: unknown family vector kind '%s'", tag, kind);
    }
}

/* at-time.tsv: kind node unix_ms ns_in_ms rfc3339 mode expected.  Each row
 * through the *_at function of its kind, with T as INTEGER ms (when
 * the row's ns do not matter) and as the row's time string. */
static void sqt_at_vector(sqlite3 *db, char *line, const char *tag)
{
    static const struct {
        const char *kind, *fn;
        sortid_kind k;
    } kinds[] = { { "ulid", "ulid_at", SORTID_KIND_ULID },
                  { "baseuid", "baseuid_at", SORTID_KIND_BASEUID },
                  { "uuidv7", "uuidv7_at", SORTID_KIND_UUIDV7 },
                  { "flake", "ulidflake_at", SORTID_KIND_FLAKE },
                  { "flake-scalable", "ulidflake_at", SORTID_KIND_FLAKE_SCALABLE } };
    char *f[7], sql[128], want_err[160];
    const char *fn = NULL, *node = "";
    sortid_kind kind = SORTID_KIND_ULID;
    int64_t lo = 0, hi = 0;
    int i, ok;
    for (i = 0; i < 7 && (f[i] = strtok(i ? NULL : line, "\t")) != NULL; i++) {
    }
    sqt_check(i == 7, "%s: not seven tab-separated fields", tag);
    if (i < 7)
        return;
    for (i = 0; fn == NULL && i < (int)(sizeof kinds / sizeof kinds[0]); i++)
        if (strcmp(f[0], kinds[i].kind) == 0)
            fn = kinds[i].fn, kind = kinds[i].k;
    sqt_check(fn != NULL, "%s: unknown at-time kind '%s'", tag, f[0]);
    if (fn == NULL)
        return;
    if (kind == SORTID_KIND_FLAKE_SCALABLE)
        node = f[1];
    sqt_check(sortid_kind_get(kind)->tick_ns != 0, "%s: no time range", tag);
    lo = sortid_kind_get(kind)->time_min_ms;
    hi = sortid_kind_get(kind)->time_max_ms;
    /* the range in the message is the library's */
    snprintf(want_err, sizeof want_err, "range %lld .. %lld ms", (long long)lo, (long long)hi);
    for (i = 0; i < 2; i++) {
        /* i = 0: INTEGER ms (BaseUID only when the ns are 0); i = 1: the text */
        sqt_param t = sqt_text(i == 0 ? f[2] : f[4]), m = sqt_text(f[5]);
        const char *got;
        if (i == 0 && kind == SORTID_KIND_BASEUID && strcmp(f[3], "0") != 0)
            continue;
        snprintf(sql, sizeof sql, "SELECT %s(%s, ?2%s%s)", fn,
                 i == 0 ? "CAST(?1 AS INTEGER)" : "?1", *node ? ", " : "", node);
        if (strncmp(f[6], "ERROR", 5) == 0) {
            got = sqt_q(db, &ok, sql, &t, &m);
            sqt_check(!ok && strstr(got, want_err) && strstr(got, fn),
                      "%s: %s('%s', '%s') -> '%s', want '... %s'", tag, fn, (const char *)t.p, f[5],
                      got, want_err);
        } else {
            sqt_expect(db, sql, &t, &m, f[6], tag);
        }
    }
}

int sqt_run_vectors(const char *dir)
{
    static const struct {
        const char *file;
        void (*fn)(sqlite3 *, const char *, const char *, const char *, const char *);
    } files[] = { { "ulid.tsv", sqt_ulid_vector },
                  { "flake.tsv", sqt_flake_vector },
                  { "baseuid.tsv", sqt_baseuid_vector },
                  { "uuidv7.tsv", sqt_uuidv7_vector },
                  { "family.tsv", sqt_family_vector },
                  { "family-spec.tsv", sqt_family_vector },
                  { "at-time.tsv", NULL } };
    sqlite3 *db = sqt_open_db();
    size_t i;

    for (i = 0; i < sizeof files / sizeof files[0]; i++) {
        char path[1024], line[1024], tag[1100];
        int lineno = 0, vectors = 0;
        FILE *f;
        snprintf(path, sizeof path, "%s/%s", dir, files[i].file);
        f = fopen(path, "r");
        sqt_check(f != NULL, "cannot open %s", path);
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
                sqt_at_vector(db, line, tag);
                continue;
            }
            kind = line;
            in = strchr(kind, '\t');
            want = in ? strchr(in + 1, '\t') : NULL;
            sqt_check(want != NULL, "%s: not three tab-separated fields", tag);
            if (want == NULL)
                continue;
            *in++ = '\0';
            *want++ = '\0';
            files[i].fn(db, kind, in, want, tag);
        }
        fclose(f);
        sqt_check(vectors > 0, "%s: no vectors", path);
        printf("%s: %d vectors\n", files[i].file, vectors);
    }
    sqlite3_close(db);
    return 0;
}
