/* SPDX-License-Identifier: MIT */
/*
** udf-driver.c - the MariaDB plugin's entry points called directly, as the
** server calls them, without a server: built with the plugin's sources and
** the library (make test-mariadb-sanitize builds it under ASan+UBSan).
**   - known values through the entry points (text, bytes, integers);
**   - every function of udfs.def with 0..4 arguments of every type and
**     hostile values (random bytes, NUL bytes, bytes >= 0x80, 1 MB
**     strings, huge integers, NULLs): init either refuses with a message or
**     every row gives a value no longer than max_length, NULL, or an error
**     that names the function;
**   - 4 threads drawing from the shared increasing generators at once.
** Prints "udf-driver: N passed, N failed".
*/
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sortid_mariadb_udf.h"

/* The server's error reporter, which the plugin calls (weakly) on a
 * refused row: kept here so the tests can read it. */
static _Thread_local char last_error[1024];
void my_printf_error(unsigned int code, const char *format, unsigned long flags, ...);
void my_printf_error(unsigned int code, const char *format, unsigned long flags, ...)
{
    (void)code;
    (void)format; /* always "%s" */
    (void)flags;
    {
        __builtin_va_list ap;
        __builtin_va_start(ap, flags);
        snprintf(last_error, sizeof last_error, "%s", __builtin_va_arg(ap, const char *));
        __builtin_va_end(ap);
    }
}

/* The entry points of every row of udfs.def. */
typedef mdb_bool (*init_fn)(UDF_INIT *, UDF_ARGS *, char *);
typedef void (*deinit_fn)(UDF_INIT *);
typedef char *(*str_fn)(UDF_INIT *, UDF_ARGS *, char *, unsigned long *, char *, char *);
typedef long long (*int_fn)(UDF_INIT *, UDF_ARGS *, char *, char *);
typedef struct entry {
    const char *name;
    init_fn init;
    deinit_fn deinit;
    str_fn str;
    int_fn integer;
} entry;

#define STR_STRING(name)  name
#define STR_INTEGER(name) NULL
#define INT_STRING(name)  NULL
#define INT_INTEGER(name) name
#define UDF(name, ret, ...)                               \
    mdb_bool name##_init(UDF_INIT *, UDF_ARGS *, char *); \
    void name##_deinit(UDF_INIT *);
#define UDF_ROW_STRING(name) \
    char *name(UDF_INIT *, UDF_ARGS *, char *, unsigned long *, char *, char *);
#define UDF_ROW_INTEGER(name) long long name(UDF_INIT *, UDF_ARGS *, char *, char *);
#include "udfs.def"
#undef UDF
#define UDF(name, ret, ...) UDF_ROW_##ret(name)
#include "udfs.def"
#undef UDF
#define UDF(name, ret, ...) { #name, name##_init, name##_deinit, STR_##ret(name), INT_##ret(name) },
static const entry entries[] = {
#include "udfs.def"
};
#undef UDF
#define NENTRIES (sizeof entries / sizeof entries[0])

static int pass, fail;

static void check(int cond, const char *what, const char *detail)
{
    if (cond) {
        pass++;
    } else {
        fail++;
        printf("udf-driver: FAIL %s: %s\n", what, detail);
    }
}

static const entry *find(const char *name)
{
    size_t i;
    for (i = 0; i < NENTRIES; i++)
        if (strcmp(entries[i].name, name) == 0)
            return &entries[i];
    return NULL;
}

/* One argument: its type and value (NULL value: SQL NULL). */
typedef struct arg {
    enum Item_result type;
    const char *value;
    unsigned long len;
    long long integer;
} arg;

#define MAX_ARGS 4

/* Call f on args once; the text of the result ("NULL", the value, the
 * integer, or "ERROR: message" for init or row errors) into out. */
static void call(const entry *f, const arg *args, unsigned n, char *out, size_t size,
                 unsigned long *len_out)
{
    UDF_INIT init;
    UDF_ARGS a;
    enum Item_result types[MAX_ARGS];
    char *values[MAX_ARGS], maybe_null[MAX_ARGS], msg[512] = "", result[256], is_null = 0,
                                                  error = 0;
    unsigned long lengths[MAX_ARGS], len = 0;
    long long ints[MAX_ARGS];
    char digits[MAX_ARGS][24];
    unsigned i;
    memset(&init, 0, sizeof init);
    for (i = 0; i < n; i++) {
        types[i] = args[i].type;
        ints[i] = args[i].integer;
        values[i] = args[i].value == NULL ? NULL : (char *)(uintptr_t)args[i].value;
        lengths[i] = args[i].len;
        maybe_null[i] = 1;
    }
    a.arg_count = n;
    a.arg_type = types;
    a.args = values;
    a.lengths = lengths;
    a.maybe_null = maybe_null;
    /* init sees constant arguments only: here none */
    for (i = 0; i < n; i++)
        values[i] = NULL;
    if (f->init(&init, &a, msg)) {
        snprintf(out, size, "ERROR: %s", msg);
        *len_out = 0;
        return;
    }
    for (i = 0; i < n; i++) { /* the types init asked for, as the server gives them */
        if (args[i].value == NULL) {
            values[i] = NULL;
        } else if (types[i] == INT_RESULT) {
            values[i] = (char *)&ints[i];
        } else if (args[i].type == INT_RESULT) {
            lengths[i] = (unsigned long)snprintf(digits[i], sizeof digits[i], "%lld", ints[i]);
            values[i] = digits[i];
        } else {
            values[i] = (char *)(uintptr_t)args[i].value;
        }
    }
    last_error[0] = '\0';
    if (f->str) {
        char *r = f->str(&init, &a, result, &len, &is_null, &error);
        if (error)
            snprintf(out, size, "ERROR: %s", last_error);
        else if (is_null || r == NULL)
            snprintf(out, size, "NULL");
        else
            snprintf(out, size, "%.*s", (int)len, r);
        if (!error && !is_null && len > init.max_length)
            check(0, f->name, "result longer than max_length");
    } else {
        long long v = f->integer(&init, &a, &is_null, &error);
        if (error)
            snprintf(out, size, "ERROR: %s", last_error);
        else
            snprintf(out, size, is_null ? "NULL" : "%lld", v);
    }
    *len_out = len;
    f->deinit(&init);
}

/* ------------------------------------------------------------------------ */
/* Known values                                                              */
/* ------------------------------------------------------------------------ */

#define S(s)                              \
    {                                     \
        STRING_RESULT, s, sizeof s - 1, 0 \
    }
#define B(s)                              \
    {                                     \
        STRING_RESULT, s, sizeof s - 1, 0 \
    }
#define I(v)                 \
    {                        \
        INT_RESULT, "", 0, v \
    }
#define R(s)                            \
    {                                   \
        REAL_RESULT, s, sizeof s - 1, 0 \
    }
#define NUL()                     \
    {                             \
        STRING_RESULT, NULL, 0, 0 \
    }

/* want: the exact result, or "ERROR: " and a part of the message. */
static void expect(const char *name, const arg *args, unsigned n, const char *want)
{
    const entry *f = find(name);
    char got[1024], detail[2200];
    unsigned long len;
    if (f == NULL) {
        check(0, name, "no such entry point");
        return;
    }
    call(f, args, n, got, sizeof got, &len);
    snprintf(detail, sizeof detail, "got '%s', expected '%s'", got, want);
    if (strncmp(want, "ERROR: ", 7) == 0)
        check(strncmp(got, "ERROR: ", 7) == 0 && strstr(got, want + 7) != NULL, name, detail);
    else
        check(strcmp(got, want) == 0, name, detail);
}

#define EXPECT(name, want, ...)                                    \
    do {                                                           \
        const arg args_[] = { __VA_ARGS__ };                       \
        expect(name, args_, sizeof args_ / sizeof args_[0], want); \
    } while (0)
#define EXPECT0(name, want) expect(name, NULL, 0, want)

static void known_values(void)
{
    EXPECT("ulid_unix_ms", "1469918176385", S("01ARYZ6S41TSV4RRFFQ69G5FAV"));
    EXPECT("ulid_timestamp", "2016-07-30 22:36:16.385", S("01ARYZ6S41TSV4RRFFQ69G5FAV"));
    EXPECT("ulid_at", "01ARYZ6S410000000000000000", I(1469918176385), S("min"));
    EXPECT("ulid_at", "01ARYZ6S41ZZZZZZZZZZZZZZZZ", S("2016-07-30 22:36:16.385"), S("MAX"));
    EXPECT("ulid_to_uuid", "017f22e2-79b0-7cc3-98c4-dc0c0c07398f", S("01FWHE4YDGFK1SHH6W1G60EECF"));
    EXPECT("ulid_from_uuid", "01FWHE4YDGFK1SHH6W1G60EECF",
           S("017f22e2-79b0-7cc3-98c4-dc0c0c07398f"));
    EXPECT("ulid_from_bytes", "01ARYZ6S41TSV4RRFFQ69G5FAV",
           B("\x01\x56\x3D\xF3\x64\x81\xD6\x76\x4C\x61\xEF\xB9\x93\x02\xBD\x5B"));
    EXPECT("ulidflake_unix_ms", "1717653966666", I(14246757444195114));
    EXPECT("ulidflake_unix_ms", "1717653966666", S("00CMXB6TAK4SA"));
    EXPECT("sortid_unix_ms", "1400000001000", S("000007n42DGM5Tflk9n8mt7Fhc8"), S("ksuid"));
    EXPECT("uuid_version", "NULL", S("00000000-0000-0000-0000-000000000000"));
    EXPECT("uuid_version", "NULL", S("ffffffff-ffff-ffff-ffff-ffffffffffff"));
    EXPECT("uuid_version", "7", S("017f22e2-79b0-7cc3-98c4-dc0c0c07398f"));
    EXPECT("ulidflake_to_int", "14246757444195114", S("00CMXB6TAK4SA"));
    EXPECT("ulidflake_from_int", "00CMXB6TAK4SA", I(14246757444195114));
    EXPECT("ulidflake_from_int", "00CMXB6TAK4SA", S("14246757444195114"));
    EXPECT("typeid_from_uuid", "wreux_6ta3qstpm0efat2b5b5xy0b9ay", S("wreux"),
           S("da50ef9d-5a80-73d5-a12c-ab2f7c05a55e"));
    EXPECT0("sortid_random_step", "0");
    EXPECT("sortid_random_step", "ERROR: options.random_step", I(65));
    EXPECT("sortid_random_step", "8", I(8));
    EXPECT0("sortid_random_step", "8");
    EXPECT("sortid_random_step", "0", I(0));
    EXPECT("uuidv7_at", "00000000-0000-7fff-bfff-ffffffffffff", I(0), S("max"));
    EXPECT("sortid_kind", "ulid", S("01ARYZ6S41TSV4RRFFQ69G5FAV"));
    EXPECT("sortid_valid", "1", S("00CMXB6TAK4SA"), S("flake"));
    EXPECT("sortid_valid", "0", S("00CMXB6TAK4SA\0"));
    EXPECT("sortid_valid", "NULL", NUL());
    EXPECT("ulid_to_bytes", "ERROR: ulid_to_bytes(): argument 1: invalid ULID 'xx'", S("xx"));
    EXPECT("ulid_to_bytes", "ERROR: invalid ULID '01ARYZ6S41TSV4RR\\xFFFQ69G5FAV'",
           S("01ARYZ6S41TSV4RR\xFF"
             "FQ69G5FAV"));
    EXPECT("ulid_from_bytes", "ERROR: a ULID in bytes is 16 bytes long, got 15",
           B("\x01\x56\x3D\xF3\x64\x81\xD6\x76\x4C\x61\xEF\xB9\x93\x02\xBD"));
    EXPECT("ulid_at", "ERROR: argument 1 (time) is a REAL", R("1.5"));
    EXPECT("ulid_at", "ERROR: argument 2: invalid mode", I(0), S("mid"));
    EXPECT("gen_ulidflake", "ERROR: node 32 is outside 0..31", I(32));
    EXPECT("gen_ulid", "ERROR: it takes 0 arguments, got 1", S("x"));
    EXPECT0("sortid_kind", "ERROR: it takes 1 argument (ID), got 0");
}

/* ------------------------------------------------------------------------ */
/* Hostile arguments                                                         */
/* ------------------------------------------------------------------------ */

static unsigned long long rng_state = 0x9E3779B97F4A7C15ull;

static unsigned long long rng(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return rng_state;
}

static const char *const texts[] = {
    "01ARYZ6S41TSV4RRFFQ69G5FAV",
    "00CMXB6TAK4SA",
    "ANjssJkyfa3H00J9ZPJG",
    "017f22e2-79b0-7cc3-98c4-dc0c0c07398f",
    "000007n42DGM5Tflk9n8mt7Fhc8",
    "wreux_6ta3qstpm0efat2b5b5xy0b9ay",
    "9m4e2mr0ui3e8a215n4g",
    "2016-07-30 22:36:16.385",
    "1469918176385",
    "1469918176.385s",
    "min",
    "max",
    "random",
    "ulid",
    "flake",
    "typeid",
    "uuid",
    "user",
    "",
    "-",
    "0x7FFFFFFFFFFFFFFF",
    "99999999999999999999999999",
};
static const long long ints[] = {
    0, -1, 1, 31, 32, 64, 65, 1469918176385, -9223372036854775807LL - 1, 9223372036854775807LL
};

static char big[1 << 20];
static char noise[8][96];

/* A random argument: a known text (maybe with a byte changed to NUL or
 * 0x80..0xFF), noise, 1 MB, an integer, a DECIMAL or REAL, or NULL. */
static arg random_arg(unsigned slot)
{
    arg a = { STRING_RESULT, "", 0, 0 };
    unsigned r = (unsigned)(rng() % 8), k;
    const char *t = texts[rng() % (sizeof texts / sizeof texts[0])];
    switch (r) {
    case 0:
    case 1:
        a.value = t;
        a.len = strlen(t);
        break;
    case 2:
        a.len = strlen(t);
        memcpy(noise[slot], t, a.len);
        if (a.len)
            noise[slot][rng() % a.len] = (char)(rng() % 2 ? 0 : 0x80 + rng() % 128);
        a.value = noise[slot];
        break;
    case 3:
        a.len = (unsigned long)(rng() % sizeof noise[slot]);
        for (k = 0; k < a.len; k++)
            noise[slot][k] = (char)rng();
        a.value = noise[slot];
        break;
    case 4:
        a.value = big;
        a.len = sizeof big;
        break;
    case 5:
        a.type = INT_RESULT;
        a.integer = ints[rng() % (sizeof ints / sizeof ints[0])];
        break;
    case 6:
        a.type = rng() % 2 ? DECIMAL_RESULT : REAL_RESULT;
        a.value = "1469918176.385";
        a.len = 14;
        break;
    default: a.value = NULL; break;
    }
    return a;
}

static void hostile_arguments(void)
{
    size_t e, k;
    unsigned trial, n, i;
    char out[1024], detail[1200], prefix[80];
    unsigned long len;
    arg args[MAX_ARGS];
    for (k = 0; k < sizeof big; k++)
        big[k] = (char)(k % 7 == 0 ? 'Z' : '0' + k % 10);
    for (e = 0; e < NENTRIES; e++) {
        int bad = 0;
        snprintf(prefix, sizeof prefix, "ERROR: %s(): ", entries[e].name);
        for (trial = 0; trial < 300 && !bad; trial++) {
            n = (unsigned)(rng() % (MAX_ARGS + 1));
            for (i = 0; i < n; i++)
                args[i] = random_arg(i);
            call(&entries[e], args, n, out, sizeof out, &len);
            /* an error is one of init's (no name: the server adds it) or names the function */
            if (strncmp(out, "ERROR: ", 7) == 0 && strncmp(out, prefix, strlen(prefix)) != 0 &&
                strncmp(out, "ERROR: it takes", 15) != 0 &&
                strncmp(out, "ERROR: argument", 15) != 0) {
                snprintf(detail, sizeof detail, "trial %u: %s", trial, out);
                check(0, entries[e].name, detail);
                bad = 1;
            }
            if (strcmp(out, "ERROR: ") == 0 || strcmp(out, prefix) == 0) {
                check(0, entries[e].name, "an error without a message");
                bad = 1;
            }
        }
        if (!bad)
            check(1, entries[e].name, "");
    }
}

/* ------------------------------------------------------------------------ */
/* Threads                                                                   */
/* ------------------------------------------------------------------------ */

#define PER_THREAD 20000
#define THREADS    4
static unsigned char drawn[THREADS][PER_THREAD][16];

static void *draw(void *p)
{
    unsigned t = (unsigned)(uintptr_t)p, k;
    const entry *f = find("gen_monotonic_ulid_bytes");
    UDF_INIT init;
    UDF_ARGS a;
    char msg[512], result[256], is_null, error;
    unsigned long len;
    memset(&init, 0, sizeof init);
    memset(&a, 0, sizeof a);
    if (f->init(&init, &a, msg))
        return p;
    for (k = 0; k < PER_THREAD; k++) {
        char *r = f->str(&init, &a, result, &len, &is_null, &error);
        if (r == NULL || len != 16)
            break;
        memcpy(drawn[t][k], r, 16);
    }
    f->deinit(&init);
    return NULL;
}

static int by_bytes(const void *x, const void *y)
{
    return memcmp(x, y, 16);
}

static void threads(void)
{
    pthread_t th[THREADS];
    unsigned char(*all)[16] = &drawn[0][0];
    unsigned t, k, down = 0, same = 0;
    for (t = 0; t < THREADS; t++)
        pthread_create(&th[t], NULL, draw, (void *)(uintptr_t)t);
    for (t = 0; t < THREADS; t++)
        pthread_join(th[t], NULL);
    for (t = 0; t < THREADS; t++)
        for (k = 1; k < PER_THREAD; k++)
            down += memcmp(drawn[t][k - 1], drawn[t][k], 16) >= 0;
    check(down == 0, "threads", "IDs not increasing within a thread");
    qsort(drawn, THREADS * PER_THREAD, 16, by_bytes);
    for (k = 1; k < THREADS * PER_THREAD; k++)
        same += memcmp(all[k - 1], all[k], 16) == 0;
    check(same == 0, "threads", "the same ID twice across threads");
}

int main(void)
{
    known_values();
    hostile_arguments();
    threads();
    printf("udf-driver: %d passed, %d failed\n", pass, fail);
    return fail != 0;
}
