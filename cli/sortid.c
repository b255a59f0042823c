/*
 * sortid.c - the sortid command: generate, parse, validate and convert
 * time-sortable IDs (ULID, Ulid-Flake, BaseUID, UUIDv7).
 *
 *   sortid [new] [COUNT]            COUNT random IDs (default 1)
 *   sortid monotonic [COUNT]        COUNT strictly increasing IDs
 *   sortid from-time TIME [COUNT]   IDs whose time is TIME (RFC 3339 or Unix ms)
 *   sortid parse [ID...]            decode and show each ID
 *   sortid validate [ID...]         check each ID
 *   sortid convert [ID...] --to F   ulid|uuid|hex|int|flake|baseuid|uuidv8
 *
 * Every codec, layout and generation rule is libsortid's: this file only
 * chooses which library call to make and prints the result (docs/sortid.1).
 * Exit status: 0 all good, 1 an invalid ID or a failed generation or write,
 * 2 a usage error.
 */
#include <errno.h>
#include <getopt.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "io.h"
#include "sortid.h"

enum { EXIT_OK = 0, EXIT_INVALID = 1, EXIT_USAGE = 2 };

enum command { CMD_NEW, CMD_MONOTONIC, CMD_FROM_TIME, CMD_PARSE, CMD_VALIDATE, CMD_CONVERT };

/* T_UUID is never asked for: it is what a UUID that is not a UUIDv7 is
 * detected as. */
enum idtype { T_AUTO, T_ULID, T_FLAKE, T_FLAKE_SCALABLE, T_BASEUID, T_UUIDV7, T_UUID };

enum form { F_NONE, F_ULID, F_UUID, F_HEX, F_INT, F_FLAKE, F_BASEUID, F_UUIDV8 };

static const char *const type_names[] = {"auto", "ulid", "flake", "flake-scalable",
                                          "baseuid", "uuidv7", "uuid"};
static const char *const type_titles[] = {"ID", "ULID", "Ulid-Flake", "Ulid-Flake (scalable)",
                                           "BaseUID", "UUIDv7", "UUID"};
static const char *const form_names[] = {"", "ulid", "uuid", "hex", "int",
                                          "flake", "baseuid", "uuidv8"};

typedef struct options {
    enum idtype type;
    long node;          /* -1: not given */
    long entropy_size;  /* 0: not given */
    int lower, min, max, lenient, json, quiet;
    enum form to;
} options;

static const char *progname = "sortid";

/* ------------------------------------------------------------------------ */
/* Messages                                                                  */
/* ------------------------------------------------------------------------ */

static void usage_error(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));

static void usage_error(const char *fmt, ...)
{
    va_list ap;
    out_flush();
    fprintf(stderr, "%s: ", progname);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fprintf(stderr, "\nTry '%s --help' for more information.\n", progname);
    exit(EXIT_USAGE);
}

/* Quote an input for a message: printable ASCII as is, the rest as \xNN,
 * at most LINE_KEEP bytes (then "..."). */
static void quote(char *dst, size_t size, const char *s, size_t kept, size_t len)
{
    static const char hex[] = "0123456789abcdef";
    size_t o = 0;
    for (size_t i = 0; i < kept && o + 8 < size; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c >= 0x20 && c < 0x7f && c != '\\') {
            dst[o++] = (char)c;
        } else {
            dst[o++] = '\\';
            dst[o++] = 'x';
            dst[o++] = hex[c >> 4];
            dst[o++] = hex[c & 15];
        }
    }
    if (len > kept && o + 4 < size) {
        memcpy(dst + o, "...", 3);
        o += 3;
    }
    dst[o] = '\0';
}

/* ------------------------------------------------------------------------ */
/* Numbers and hex                                                           */
/* ------------------------------------------------------------------------ */

static int all_digits(const char *s, size_t len)
{
    if (len == 0)
        return 0;
    for (size_t i = 0; i < len; i++)
        if (s[i] < '0' || s[i] > '9')
            return 0;
    return 1;
}

/* A whole number 0..max in decimal; 0 when it is not one. */
static int parse_u64(const char *s, uint64_t max, uint64_t *out)
{
    size_t len = strlen(s);
    uint64_t v = 0;
    if (!all_digits(s, len))
        return 0;
    for (size_t i = 0; i < len; i++) {
        unsigned d = (unsigned)(s[i] - '0');
        if (v > max / 10 || (v == max / 10 && d > max % 10))
            return 0;
        v = v * 10 + d;
    }
    *out = v;
    return 1;
}

static char *put_hex(char *p, const uint8_t *bytes, size_t n)
{
    static const char hex[] = "0123456789abcdef";
    for (size_t i = 0; i < n; i++) {
        *p++ = hex[bytes[i] >> 4];
        *p++ = hex[bytes[i] & 15];
    }
    *p = '\0';
    return p;
}

static char *put_u64(char *p, uint64_t v)
{
    char tmp[24];
    size_t n = 0;
    do {
        tmp[n++] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    while (n)
        *p++ = tmp[--n];
    *p = '\0';
    return p;
}

static char *put_i64(char *p, int64_t v)
{
    if (v < 0) {
        *p++ = '-';
        return put_u64(p, (uint64_t)0 - (uint64_t)v);
    }
    return put_u64(p, (uint64_t)v);
}

/* ------------------------------------------------------------------------ */
/* Decoding an ID in any of its forms                                        */
/* ------------------------------------------------------------------------ */

typedef struct decoded {
    enum idtype type; /* the type read (detected or given); set on failure too */
    sortid_ulid ulid;
    sortid_flake flake;
    sortid_baseuid baseuid;
    sortid_uuid uuid;
} decoded;

static int has_hex_prefix(const char *s, size_t len)
{
    return len >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
}

static int is_uuid_len(size_t len)
{
    return len == SORTID_UUID_TEXT_LEN || len == SORTID_UUID_HEX_LEN;
}

/* The type an input of this shape is read as when --type is not given:
 * 26 characters ULID, 13 (or 0x...) Ulid-Flake, 20 BaseUID, 36 or 32 UUID;
 * any other length is read as a ULID (the default type), which reports it. */
static enum idtype detect(const char *s, size_t len)
{
    if (has_hex_prefix(s, len))
        return T_FLAKE;
    switch (len) {
    case SORTID_FLAKE_TEXT_LEN:
        return T_FLAKE;
    case SORTID_BASEUID_TEXT_LEN:
        return T_BASEUID;
    case SORTID_UUID_TEXT_LEN:
    case SORTID_UUID_HEX_LEN:
        return T_UUID;
    default:
        return T_ULID;
    }
}

static sortid_status decode(decoded *d, const char *s, size_t len, const options *o,
                            size_t *pos)
{
    unsigned pflags = o->lenient ? SORTID_PARSE_LENIENT : 0;
    sortid_status st;
    enum idtype t = o->type == T_AUTO ? detect(s, len) : o->type;

    *pos = SIZE_MAX;
    d->type = t;
    switch (t) {
    case T_ULID:
        if (is_uuid_len(len)) {
            st = sortid_uuid_parse(&d->uuid, s, len, pos);
            if (st == SORTID_OK)
                sortid_ulid_from_uuid(&d->ulid, &d->uuid);
            return st;
        }
        return sortid_ulid_parse(&d->ulid, s, len, pflags, pos);
    case T_FLAKE:
    case T_FLAKE_SCALABLE:
        if (has_hex_prefix(s, len))
            return sortid_flake_parse_hex(&d->flake, s, len, pos);
        /* All digits is an integer only when the type was given: "0123456789012"
         * is also a 13-character flake. */
        if (o->type != T_AUTO && all_digits(s, len))
            return sortid_flake_parse_int(&d->flake, s, len, pos);
        return sortid_flake_parse(&d->flake, s, len, pflags, pos);
    case T_BASEUID:
        if (is_uuid_len(len)) {
            st = sortid_uuid_parse(&d->uuid, s, len, pos);
            if (st == SORTID_OK)
                st = sortid_baseuid_from_uuidv8(&d->baseuid, &d->uuid);
            return st;
        }
        return sortid_baseuid_parse(&d->baseuid, s, len, pos);
    case T_UUIDV7:
    case T_UUID: {
        int64_t ms;
        st = sortid_uuid_parse(&d->uuid, s, len, pos);
        if (st != SORTID_OK)
            return st;
        if (t == T_UUIDV7)
            return sortid_uuidv7_time(&ms, &d->uuid);
        if (sortid_uuidv7_time(&ms, &d->uuid) == SORTID_OK)
            d->type = T_UUIDV7;
        return SORTID_OK;
    }
    case T_AUTO:
        break;
    }
    return SORTID_E_INVALID_ARG;
}

/* The expected text length of a type's main form, for length errors. */
static size_t type_text_len(enum idtype t)
{
    switch (t) {
    case T_ULID:
        return SORTID_ULID_TEXT_LEN;
    case T_FLAKE:
    case T_FLAKE_SCALABLE:
        return SORTID_FLAKE_TEXT_LEN;
    case T_BASEUID:
        return SORTID_BASEUID_TEXT_LEN;
    default:
        return SORTID_UUID_TEXT_LEN;
    }
}

/* "invalid character at byte 25" and the like. */
static void describe_error(char *dst, size_t size, sortid_status st, size_t pos, size_t len,
                           enum idtype t)
{
    if (st == SORTID_E_LENGTH)
        snprintf(dst, size, "%s at byte %zu (length %zu, a %s has %zu)", sortid_strerror(st),
                 pos, len, type_titles[t], type_text_len(t));
    else if (pos != SIZE_MAX && (st == SORTID_E_CHAR || st == SORTID_E_OVERFLOW))
        snprintf(dst, size, "%s at byte %zu", sortid_strerror(st), pos);
    else
        snprintf(dst, size, "%s", sortid_strerror(st));
}

/* ------------------------------------------------------------------------ */
/* The fields of a decoded ID                                                */
/* ------------------------------------------------------------------------ */

typedef struct fields {
    int has_time, has_int, has_node;
    int64_t ms;
    char time[SORTID_TIME_TEXT_SIZE];
    char random[64];
    char uuid[SORTID_UUID_TEXT_LEN + 1];
    char intv[SORTID_FLAKE_INT_TEXT_SIZE];
    char hex[SORTID_FLAKE_HEX_TEXT_SIZE];
    unsigned node;
} fields;

static sortid_flake_layout layout_of(enum idtype t)
{
    return t == T_FLAKE_SCALABLE ? SORTID_FLAKE_SCALABLE : SORTID_FLAKE_STANDALONE;
}

static void get_fields(fields *f, const decoded *d)
{
    memset(f, 0, sizeof *f);
    switch (d->type) {
    case T_ULID: {
        uint8_t rnd[SORTID_ULID_RANDOM_BYTES];
        sortid_uuid u;
        f->has_time = 1;
        f->ms = sortid_ulid_time(&d->ulid);
        sortid_ulid_random(rnd, &d->ulid);
        put_hex(f->random, rnd, sizeof rnd);
        sortid_ulid_to_uuid(&u, &d->ulid);
        sortid_uuid_format(f->uuid, &u, 0);
        break;
    }
    case T_FLAKE:
    case T_FLAKE_SCALABLE: {
        sortid_flake_layout lay = layout_of(d->type);
        /* The random field's width, from its largest value: zero-padded hex. */
        sortid_flake all = {(uint64_t)INT64_MAX};
        uint32_t max = sortid_flake_random(all, lay);
        int digits = 0;
        while (max) {
            digits++;
            max >>= 4;
        }
        f->has_time = 1;
        f->ms = sortid_flake_unix_ms(d->flake, SORTID_FLAKE_EPOCH_MS);
        snprintf(f->random, sizeof f->random, "%0*x", digits,
                 (unsigned)sortid_flake_random(d->flake, lay));
        f->has_int = 1;
        sortid_flake_format_int(f->intv, d->flake);
        sortid_flake_format_hex(f->hex, d->flake);
        if (d->type == T_FLAKE_SCALABLE) {
            f->has_node = 1;
            f->node = sortid_flake_node(d->flake);
        }
        break;
    }
    case T_BASEUID: {
        uint8_t rnd[SORTID_BASEUID_RANDOM_BYTES];
        sortid_uuid u;
        f->has_time = 1;
        f->ms = sortid_baseuid_unix_ms(&d->baseuid);
        sortid_baseuid_random(rnd, &d->baseuid);
        put_hex(f->random, rnd, sizeof rnd);
        sortid_baseuid_to_uuidv8(&u, &d->baseuid);
        sortid_uuid_format(f->uuid, &u, 0);
        break;
    }
    case T_UUIDV7: {
        /* random: the 80 bits after the time, as in the ULID view (version
         * and variant bits included). */
        uint8_t rnd[SORTID_ULID_RANDOM_BYTES];
        sortid_ulid l;
        f->has_time = sortid_uuidv7_time(&f->ms, &d->uuid) == SORTID_OK;
        sortid_ulid_from_uuid(&l, &d->uuid);
        sortid_ulid_random(rnd, &l);
        put_hex(f->random, rnd, sizeof rnd);
        sortid_uuid_format(f->uuid, &d->uuid, 0);
        break;
    }
    case T_UUID:
        sortid_uuid_format(f->uuid, &d->uuid, 0);
        break;
    case T_AUTO:
        break;
    }
    if (f->has_time)
        sortid_time_format(f->time, f->ms);
}

/* ------------------------------------------------------------------------ */
/* JSON                                                                      */
/* ------------------------------------------------------------------------ */

/* Length of the valid UTF-8 sequence at s (0 if none). */
static size_t utf8_seq(const unsigned char *s, size_t n)
{
    unsigned c = s[0];
    size_t need;
    unsigned min;
    if (c < 0x80)
        return 1;
    if (c >= 0xc2 && c <= 0xdf) {
        need = 2;
        min = 0x80;
    } else if (c >= 0xe0 && c <= 0xef) {
        need = 3;
        min = 0x800;
    } else if (c >= 0xf0 && c <= 0xf4) {
        need = 4;
        min = 0x10000;
    } else {
        return 0;
    }
    if (n < need)
        return 0;
    unsigned cp = c & (0x3fu >> (need - 1));
    for (size_t i = 1; i < need; i++) {
        if ((s[i] & 0xc0) != 0x80)
            return 0;
        cp = (cp << 6) | (s[i] & 0x3fu);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
        return 0;
    return need;
}

/* A JSON string: control characters escaped, invalid UTF-8 as U+FFFD. */
static void out_json_string(const char *s, size_t len)
{
    static const char hex[] = "0123456789abcdef";
    const unsigned char *u = (const unsigned char *)s;
    out_char('"');
    for (size_t i = 0; i < len;) {
        unsigned char c = u[i];
        size_t run = i;
        /* Plain printable ASCII, the usual case, in one copy. */
        while (run < len && u[run] >= 0x20 && u[run] < 0x7f && u[run] != '"' && u[run] != '\\')
            run++;
        if (run > i) {
            out_write(u + i, run - i);
            i = run;
            continue;
        }
        if (c == '"' || c == '\\') {
            char e[2] = {'\\', (char)c};
            out_write(e, 2);
            i++;
        } else if (c < 0x20 || c == 0x7f) {
            char e[6] = {'\\', 'u', '0', '0', hex[c >> 4], hex[c & 15]};
            out_write(e, 6);
            i++;
        } else {
            size_t n = utf8_seq(u + i, len - i);
            if (n == 0) {
                out_str("\\ufffd");
                i++;
            } else {
                out_write(u + i, n);
                i += n;
            }
        }
    }
    out_char('"');
}

static void out_json_key(const char *key)
{
    out_str(",\"");
    out_str(key);
    out_str("\":");
}

static void out_json_str_field(const char *key, const char *val)
{
    out_json_key(key);
    out_json_string(val, strlen(val));
}

static void out_json_raw_field(const char *key, const char *val)
{
    out_json_key(key);
    out_str(val);
}

/* ------------------------------------------------------------------------ */
/* Bulk text (libsortid's SIMD codecs; docs/simd.md)                         */
/* ------------------------------------------------------------------------ */

/* The text length of the types that have bulk codecs (ULID, flake, BaseUID);
 * 0 for the others. */
static size_t bulk_text_len(enum idtype t)
{
    int bulk = t == T_ULID || t == T_FLAKE || t == T_FLAKE_SCALABLE || t == T_BASEUID;
    return bulk ? type_text_len(t) : 0;
}

/* Write n IDs of a type with bulk codecs (an array of sortid_ulid,
 * sortid_flake or sortid_baseuid) as lines, with the library's bulk
 * formatter straight into the output buffer, as many as fit at a time. */
static void emit_lines(enum idtype t, const void *ids, size_t n, unsigned flags)
{
    size_t stride = bulk_text_len(t) + 1;
    while (n > 0) {
        size_t room;
        char *p = out_reserve_room(stride, &room);
        size_t k = room / stride < n ? room / stride : n;
        sortid_status st;
        if (t == T_ULID) {
            const sortid_ulid *a = ids;
            st = sortid_ulid_format_lines(p, room, a, k, flags);
            ids = a + k;
        } else if (t == T_FLAKE || t == T_FLAKE_SCALABLE) {
            const sortid_flake *a = ids;
            st = sortid_flake_format_lines(p, room, a, k, flags);
            ids = a + k;
        } else {
            const sortid_baseuid *a = ids;
            st = sortid_baseuid_format_lines(p, room, a, k);
            ids = a + k;
        }
        if (st != SORTID_OK) { /* cannot happen: the room was counted */
            msg("cannot format IDs: %s", sortid_strerror(st));
            exit(EXIT_INVALID);
        }
        out_commit(k * stride);
        n -= k;
    }
}

/* ------------------------------------------------------------------------ */
/* parse, validate, convert: one input                                       */
/* ------------------------------------------------------------------------ */

typedef struct input {
    const char *text;
    size_t kept, len;
    unsigned long long lineno; /* 0: a command-line argument */
} input;

#define QUOTE_MAX 40 /* bytes of an input shown in a message */

static void report_invalid(const input *in, const char *what, const char *why)
{
    char q[QUOTE_MAX * 4 + 8];
    quote(q, sizeof q, in->text, in->kept < QUOTE_MAX ? in->kept : QUOTE_MAX, in->len);
    if (in->lineno)
        msg("line %llu: '%s': %s: %s", in->lineno, q, what, why);
    else
        msg("'%s': %s: %s", q, what, why);
}

static const char *invalid_what(enum idtype t)
{
    static const char *const what[] = {"invalid ID", "invalid ULID", "invalid Ulid-Flake",
                                       "invalid Ulid-Flake (scalable)", "invalid BaseUID",
                                       "invalid UUIDv7", "invalid UUID"};
    return what[t];
}

/* Decode one input; on failure report it (unless quiet) and fill why. */
static int decode_input(decoded *d, const input *in, const options *o, char *why, size_t wsize)
{
    size_t pos;
    sortid_status st;
    if (in->len > in->kept) {
        /* Longer than any ID: an error, never cut down to a valid one. */
        st = SORTID_E_LENGTH;
        d->type = o->type == T_AUTO ? T_ULID : o->type;
        pos = type_text_len(d->type);
    } else {
        st = decode(d, in->text, in->len, o, &pos);
    }
    if (st == SORTID_OK)
        return 1;
    describe_error(why, wsize, st, pos, in->len, d->type);
    return 0;
}

static void print_text_field(const char *key, const char *val)
{
    char *p = out_reserve(16);
    int n = snprintf(p, 16, "%-14s", key);
    out_commit((size_t)n);
    out_str(val);
    out_char('\n');
}

/* parse's output for one input: d decoded when ok, else why says what is wrong. */
static int show_parsed(const input *in, const decoded *d, int ok, const char *why,
                       const options *o, int first)
{
    fields f;
    char num[32];

    if (o->json) {
        out_str("{\"input\":");
        out_json_string(in->text, in->kept);
        out_json_str_field("type", type_names[d->type]);
        out_json_raw_field("valid", ok ? "true" : "false");
        if (!ok) {
            /* The error is in the output: no message on stderr. */
            out_json_str_field("error", why);
            out_str("}\n");
            return 0;
        }
        get_fields(&f, d);
        if (f.has_time) {
            put_i64(num, f.ms);
            out_json_raw_field("timestamp_ms", num);
            out_json_str_field("time", f.time);
        }
        if (f.random[0])
            out_json_str_field("random", f.random);
        if (f.uuid[0])
            out_json_str_field("uuid", f.uuid);
        if (f.has_int) {
            out_json_raw_field("int", f.intv);
            out_json_str_field("hex", f.hex);
        }
        if (f.has_node) {
            put_u64(num, f.node);
            out_json_raw_field("node", num);
        }
        out_str("}\n");
        return 1;
    }

    if (!ok) {
        if (!o->quiet)
            report_invalid(in, invalid_what(d->type), why);
        return 0;
    }
    get_fields(&f, d);
    if (!first)
        out_char('\n');
    out_str("input         ");
    out_write(in->text, in->len);
    out_char('\n');
    print_text_field("type", type_names[d->type]);
    if (f.has_time) {
        print_text_field("time", f.time);
        put_i64(num, f.ms);
        print_text_field("timestamp_ms", num);
    }
    if (f.random[0])
        print_text_field("random", f.random);
    if (f.uuid[0])
        print_text_field("uuid", f.uuid);
    if (d->type == T_UUID) {
        static const char *const variants[] = {"ncs", "?", "rfc9562", "?", "?", "?",
                                               "microsoft", "reserved"};
        unsigned var = sortid_uuid_variant(&d->uuid);
        snprintf(num, sizeof num, "%u", sortid_uuid_version(&d->uuid));
        print_text_field("version", num);
        print_text_field("variant", variants[var & 7]);
    }
    if (f.has_int) {
        print_text_field("int", f.intv);
        print_text_field("hex", f.hex);
    }
    if (f.has_node) {
        put_u64(num, f.node);
        print_text_field("node", num);
    }
    return 1;
}

/* Write the ID in the requested form; 0 with why when the type has no such form. */
static int convert_id(const decoded *d, enum form to, const options *o, char *why, size_t wsize)
{
    unsigned lower = o->lower ? SORTID_FORMAT_LOWER : 0;
    char buf[64];
    switch (d->type) {
    case T_ULID: {
        sortid_uuid u;
        switch (to) {
        case F_ULID:
            sortid_ulid_format(buf, &d->ulid, lower);
            break;
        case F_UUID:
        case F_HEX:
            sortid_ulid_to_uuid(&u, &d->ulid);
            sortid_uuid_format(buf, &u, to == F_HEX ? SORTID_FORMAT_NO_HYPHENS : 0);
            break;
        default:
            goto no_form;
        }
        break;
    }
    case T_FLAKE:
    case T_FLAKE_SCALABLE:
        switch (to) {
        case F_FLAKE:
            sortid_flake_format(buf, d->flake, lower);
            break;
        case F_INT:
            sortid_flake_format_int(buf, d->flake);
            break;
        case F_HEX:
            sortid_flake_format_hex(buf, d->flake);
            break;
        default:
            goto no_form;
        }
        break;
    case T_BASEUID: {
        sortid_uuid u;
        switch (to) {
        case F_BASEUID:
            sortid_baseuid_format(buf, &d->baseuid);
            break;
        case F_UUID:
        case F_UUIDV8:
            sortid_baseuid_to_uuidv8(&u, &d->baseuid);
            sortid_uuid_format(buf, &u, 0);
            break;
        case F_HEX:
            put_hex(buf, d->baseuid.bytes, sizeof d->baseuid.bytes);
            break;
        default:
            goto no_form;
        }
        break;
    }
    case T_UUIDV7:
    case T_UUID: {
        sortid_ulid l;
        sortid_baseuid b;
        sortid_status st;
        switch (to) {
        case F_UUID:
        case F_HEX:
            sortid_uuid_format(buf, &d->uuid, to == F_HEX ? SORTID_FORMAT_NO_HYPHENS : 0);
            break;
        case F_ULID:
            sortid_ulid_from_uuid(&l, &d->uuid);
            sortid_ulid_format(buf, &l, lower);
            break;
        case F_BASEUID:
        case F_UUIDV8:
            st = sortid_baseuid_from_uuidv8(&b, &d->uuid);
            if (st != SORTID_OK) {
                snprintf(why, wsize, "not the UUIDv8 form of a BaseUID: %s",
                         sortid_strerror(st));
                return 0;
            }
            if (to == F_BASEUID)
                sortid_baseuid_format(buf, &b);
            else
                sortid_uuid_format(buf, &d->uuid, 0);
            break;
        default:
            goto no_form;
        }
        break;
    }
    case T_AUTO:
        goto no_form;
    }
    out_str(buf);
    out_char('\n');
    return 1;
no_form:
    snprintf(why, wsize, "a %s has no %s form", type_titles[d->type], form_names[to]);
    return 0;
}

/* convert's output for one decoded input. */
static int convert_decoded(const input *in, const decoded *d, const options *o)
{
    char why[160];
    if (!convert_id(d, o->to, o, why, sizeof why)) {
        if (!o->quiet)
            report_invalid(in, "cannot convert", why);
        return 0;
    }
    return 1;
}

/* What a command does with one input: d is its decoded ID when ok, else why
 * says what is wrong with it.  0 when the input counts as bad. */
static int act(enum command cmd, const input *in, const decoded *d, int ok, const char *why,
               const options *o, int *first)
{
    if (cmd == CMD_PARSE) {
        ok = show_parsed(in, d, ok, why, o, *first);
        if (ok)
            *first = 0;
        return ok;
    }
    if (!ok) {
        if (!o->quiet)
            report_invalid(in, invalid_what(d->type), why);
        return 0;
    }
    return cmd == CMD_VALIDATE ? 1 : convert_decoded(in, d, o);
}

static int run_one(enum command cmd, const input *in, const options *o, int *first)
{
    decoded d;
    char why[160];
    int ok = decode_input(&d, in, o, why, sizeof why);
    return act(cmd, in, &d, ok, why, o, first);
}

/* ------------------------------------------------------------------------ */
/* Standard input in blocks through the bulk parsers                         */
/* ------------------------------------------------------------------------ */

/* IDs decoded per bulk call. */
#define PARSE_CHUNK 4096

/* 1 when decode() reads a line of type t (and of t's text length) in
 * another form than t's text: "0x..." is a hex flake whenever the type is
 * detected or a flake type is given, and digits are a decimal flake when a
 * flake type is given. */
static int other_form(const char *s, size_t len, enum idtype t, const options *o)
{
    int flake = t == T_FLAKE || t == T_FLAKE_SCALABLE;
    if (has_hex_prefix(s, len) && (o->type == T_AUTO || flake))
        return 1;
    return o->type != T_AUTO && flake && all_digits(s, len);
}

/* Parse, validate or convert the lines at the start of text[0..len) (whole
 * lines, each ending with '\n') that decode() would read with the text
 * parser of one type with bulk codecs - the first line's type - decoding
 * them with that type's bulk parser.  Returns the bytes used, 0 when the
 * first line is not such a line: whatever is not used (an invalid line, a
 * line of another type or form, "\r\n", a UUID) is left to the per-line
 * path, so messages and output are exactly those of decode(). */
static size_t run_block(enum command cmd, const char *text, size_t len, const options *o,
                        unsigned long long *lineno, int *first, int *bad)
{
    static union {
        sortid_ulid ulid[PARSE_CHUNK];
        sortid_flake flake[PARSE_CHUNK];
        sortid_baseuid baseuid[PARSE_CHUNK];
    } ids;
    unsigned pflags = o->lenient ? SORTID_PARSE_LENIENT : 0;
    size_t scan = len < SORTID_UUID_TEXT_LEN ? len : SORTID_UUID_TEXT_LEN;
    const char *nl = memchr(text, '\n', scan);
    if (nl == NULL)
        return 0;
    size_t L = (size_t)(nl - text), stride = L + 1, count = 0;
    enum idtype t = o->type == T_AUTO ? detect(text, L) : o->type;
    if (bulk_text_len(t) == 0 || L != bulk_text_len(t) || other_form(text, L, t, o))
        return 0;

    /* Stops with an error at the first line it does not accept; the lines
     * before it used stride bytes each. */
    sortid_status st; /* the count says how far it got; the stopping line is re-read alone */
    if (t == T_ULID)
        st = sortid_ulid_parse_lines(ids.ulid, PARSE_CHUNK, text, len, pflags, &count, NULL);
    else if (t == T_BASEUID)
        st = sortid_baseuid_parse_lines(ids.baseuid, PARSE_CHUNK, text, len, &count, NULL);
    else
        st = sortid_flake_parse_lines(ids.flake, PARSE_CHUNK, text, len, pflags, &count, NULL);
    (void)st;
    size_t n = 0;
    while (n < count && !other_form(text + n * stride, L, t, o))
        n++;

    int same_form = cmd == CMD_CONVERT && ((t == T_ULID && o->to == F_ULID) ||
                                           (t == T_BASEUID && o->to == F_BASEUID) ||
                                           (t != T_ULID && t != T_BASEUID && o->to == F_FLAKE));
    if (same_form) {
        emit_lines(t, t == T_ULID ? (const void *)ids.ulid
                      : t == T_BASEUID ? (const void *)ids.baseuid
                                       : (const void *)ids.flake,
                   n, o->lower ? SORTID_FORMAT_LOWER : 0);
    } else if (cmd != CMD_VALIDATE) {
        decoded d;
        d.type = t;
        for (size_t i = 0; i < n; i++) {
            input in = {text + i * stride, L, L, *lineno + i + 1};
            if (t == T_ULID)
                d.ulid = ids.ulid[i];
            else if (t == T_BASEUID)
                d.baseuid = ids.baseuid[i];
            else
                d.flake = ids.flake[i];
            if (!act(cmd, &in, &d, 1, "", o, first))
                *bad = 1;
        }
    }
    *lineno += n;
    return n * stride;
}

/* parse/validate/convert over the arguments, or standard input for none or "-". */
static int run_inputs(enum command cmd, char **args, int nargs, const options *o)
{
    int bad = 0, first = 1;
    int use_stdin = nargs == 0;
    for (int i = 0; i < nargs || use_stdin; i++) {
        if (use_stdin || strcmp(args[i], "-") == 0) {
            static line_reader r;
            line ln;
            unsigned long long lineno = 0;
            int rc;
            reader_init(&r, STDIN_FILENO);
            for (;;) {
                const char *block;
                size_t blen;
                reader_lines(&r, &block, &blen);
                if (blen > 0) {
                    size_t used = run_block(cmd, block, blen, o, &lineno, &first, &bad);
                    reader_skip(&r, used);
                    if (used > 0)
                        continue;
                }
                /* The line the bulk path does not take, a line across
                 * blocks, the next block, the end of input. */
                if ((rc = reader_next(&r, &ln)) != 1)
                    break;
                /* Keep no more of a long line than the reader keeps when it
                 * copies, so any line past LINE_KEEP is treated the same. */
                input in = {ln.text, ln.kept < LINE_KEEP ? ln.kept : LINE_KEEP, ln.len,
                            ++lineno};
                if (!run_one(cmd, &in, o, &first))
                    bad = 1;
            }
            if (rc < 0) {
                int e = errno;
                msg("error reading standard input: %s", strerror(e));
                bad = 1;
            }
            if (use_stdin)
                break;
        } else {
            size_t len = strlen(args[i]);
            input in = {args[i], len, len, 0};
            if (!run_one(cmd, &in, o, &first))
                bad = 1;
        }
    }
    return bad ? EXIT_INVALID : EXIT_OK;
}

/* ------------------------------------------------------------------------ */
/* Generation                                                                */
/* ------------------------------------------------------------------------ */

/* IDs generated (and formatted) per bulk call. */
#define GEN_CHUNK 4096

static sortid_kind kind_of(enum idtype t)
{
    switch (t) {
    case T_FLAKE:
        return SORTID_KIND_FLAKE;
    case T_FLAKE_SCALABLE:
        return SORTID_KIND_FLAKE_SCALABLE;
    case T_BASEUID:
        return SORTID_KIND_BASEUID;
    case T_UUIDV7:
        return SORTID_KIND_UUIDV7;
    default:
        return SORTID_KIND_ULID;
    }
}

/* Sleep until the wall clock has moved past the millisecond we are in. */
static void wait_next_ms(void)
{
    int64_t start, now;
    struct timespec ts = {0, 100L * 1000};
    if (sortid_clock_ms(&start) != SORTID_OK)
        return;
    do {
        nanosleep(&ts, NULL);
    } while (sortid_clock_ms(&now) == SORTID_OK && now == start);
}

static void gen_init_or_die(sortid_gen *g, enum idtype t, sortid_gen_options *go,
                            const options *o)
{
    if (o->node >= 0)
        go->node = (unsigned)o->node;
    if (o->entropy_size > 0)
        go->entropy_size = (unsigned)o->entropy_size;
    sortid_status st = sortid_gen_init(g, kind_of(t), go);
    if (st == SORTID_E_INVALID_ARG)
        usage_error("bad --entropy-size %ld for %s (1..3 stand-alone, 1..2 scalable)",
                    o->entropy_size, type_names[t]);
    if (st != SORTID_OK) {
        msg("cannot start a generator: %s", sortid_strerror(st));
        exit(EXIT_INVALID);
    }
}

static void gen_failed(sortid_status st, uint64_t made, int fixed_time)
{
    msg("generation failed after %llu IDs: %s%s", (unsigned long long)made, sortid_strerror(st),
        fixed_time && st == SORTID_E_EXHAUSTED
            ? "; TIME's millisecond holds no more IDs (ask for fewer)"
            : "");
    out_flush();
    exit(EXIT_INVALID);
}

/* COUNT IDs from generator g, GEN_CHUNK at a time (bulk fill and format).
 * wait: on SORTID_E_EXHAUSTED wait for the next millisecond and go on (a
 * real clock); otherwise it is an error (a fixed clock, whose millisecond
 * never ends). */
static void generate(sortid_gen *g, enum idtype t, uint64_t count, const options *o, int wait)
{
    static union {
        sortid_ulid ulid[GEN_CHUNK];
        sortid_flake flake[GEN_CHUNK];
        sortid_baseuid baseuid[GEN_CHUNK];
        sortid_uuid uuid[GEN_CHUNK];
    } ids;
    unsigned lower = o->lower ? SORTID_FORMAT_LOWER : 0;
    uint64_t made = 0;

    while (made < count) {
        size_t n = count - made < GEN_CHUNK ? (size_t)(count - made) : GEN_CHUNK;
        size_t done = 0;
        sortid_status st;
        switch (t) {
        case T_FLAKE:
        case T_FLAKE_SCALABLE:
            st = sortid_gen_flake_fill(g, ids.flake, n, &done);
            emit_lines(t, ids.flake, done, lower);
            break;
        case T_BASEUID:
            st = sortid_gen_baseuid_fill(g, ids.baseuid, n, &done);
            emit_lines(t, ids.baseuid, done, 0);
            break;
        case T_UUIDV7:
            /* A bulk fill, but no bulk formatter for UUIDs: one at a time. */
            st = sortid_gen_uuidv7_fill(g, ids.uuid, n, &done);
            for (size_t i = 0; i < done; i++) {
                char *p = out_reserve(SORTID_UUID_TEXT_LEN + 2);
                sortid_uuid_format(p, &ids.uuid[i], 0);
                p[SORTID_UUID_TEXT_LEN] = '\n';
                out_commit(SORTID_UUID_TEXT_LEN + 1);
            }
            break;
        default:
            st = sortid_gen_ulid_fill(g, ids.ulid, n, &done);
            emit_lines(T_ULID, ids.ulid, done, lower);
            break;
        }
        made += done;
        if (st == SORTID_E_EXHAUSTED && wait)
            wait_next_ms();
        else if (st != SORTID_OK)
            gen_failed(st, made, !wait);
    }
}

/* TIME: Unix milliseconds (digits) or an RFC 3339 / ISO 8601 instant. */
static void parse_time_arg(const char *s, int64_t *ms, uint32_t *ns)
{
    uint64_t v;
    size_t pos = 0;
    *ns = 0;
    if (all_digits(s, strlen(s))) {
        if (!parse_u64(s, (uint64_t)INT64_MAX, &v))
            usage_error("bad TIME '%s': too large", s);
        *ms = (int64_t)v;
        return;
    }
    sortid_status st = sortid_time_parse(ms, ns, s, strlen(s), &pos);
    if (st != SORTID_OK)
        usage_error("bad TIME '%s': %s at byte %zu (expected RFC 3339, e.g. "
                    "2026-04-15T00:00:00Z, or Unix milliseconds)",
                    s, sortid_strerror(st), pos);
}

static void time_range_error(const char *s, enum idtype t)
{
    usage_error("bad TIME '%s': outside the range of a %s", s, type_titles[t]);
}

typedef struct fixed_clock {
    int64_t ns;
} fixed_clock;

static sortid_status fixed_clock_fn(void *ctx, int64_t *unix_ns)
{
    *unix_ns = ((const fixed_clock *)ctx)->ns;
    return SORTID_OK;
}

static int min_max_or_random(const options *o)
{
    return o->min ? 1 : o->max ? 2 : 0;
}

static void do_from_time(const char *targ, uint64_t count, const options *o)
{
    enum idtype t = o->type == T_AUTO ? T_ULID : o->type;
    int64_t ms;
    uint32_t ns;
    int mode = min_max_or_random(o);
    parse_time_arg(targ, &ms, &ns);

    switch (t) {
    case T_ULID:
    case T_UUIDV7: {
        /* The ULID range (to year 10889) is wider than int64 nanoseconds, so
         * build from parts rather than through a clock.  A UUIDv7 is the ULID
         * with version and variant forced: random rand_a and rand_b. */
        static uint8_t rnd[GEN_CHUNK * SORTID_ULID_RANDOM_BYTES];
        static sortid_ulid ids[GEN_CHUNK];
        sortid_uuid u;
        sortid_status st;
        if (mode) {
            st = mode == 1 ? sortid_ulid_min(&ids[0], ms) : sortid_ulid_max(&ids[0], ms);
            if (st != SORTID_OK)
                time_range_error(targ, t);
            count = 1;
        }
        for (uint64_t made = 0; made < count;) {
            size_t n = count - made < GEN_CHUNK ? (size_t)(count - made) : GEN_CHUNK;
            if (!mode) {
                if ((st = sortid_random(rnd, n * SORTID_ULID_RANDOM_BYTES)) != SORTID_OK)
                    gen_failed(st, made, 1);
                for (size_t i = 0; i < n; i++)
                    if (sortid_ulid_make(&ids[i], ms, rnd + i * SORTID_ULID_RANDOM_BYTES) !=
                        SORTID_OK)
                        time_range_error(targ, t);
            }
            if (t == T_ULID) {
                emit_lines(T_ULID, ids, n, o->lower ? SORTID_FORMAT_LOWER : 0);
            } else {
                /* No bulk call for UUIDv7: one at a time. */
                for (size_t i = 0; i < n; i++) {
                    char *p = out_reserve(SORTID_UUID_TEXT_LEN + 2);
                    sortid_ulid_to_uuidv7_lossy(&u, &ids[i]);
                    sortid_uuid_format(p, &u, 0);
                    p[SORTID_UUID_TEXT_LEN] = '\n';
                    out_commit(SORTID_UUID_TEXT_LEN + 1);
                }
            }
            made += n;
        }
        break;
    }
    case T_BASEUID: {
        static uint8_t rnd[GEN_CHUNK * SORTID_BASEUID_RANDOM_BYTES];
        static sortid_baseuid ids[GEN_CHUNK];
        sortid_status st;
        if (ms > (INT64_MAX - 999999) / 1000000 || ms < 0)
            time_range_error(targ, t);
        int64_t tns = ms * 1000000 + ns;
        if (mode) {
            uint8_t fill[SORTID_BASEUID_RANDOM_BYTES];
            memset(fill, mode == 1 ? 0 : 0xff, sizeof fill);
            if (sortid_baseuid_make_ns(&ids[0], tns, fill) != SORTID_OK)
                time_range_error(targ, t);
            count = 1;
        }
        for (uint64_t made = 0; made < count;) {
            size_t n = count - made < GEN_CHUNK ? (size_t)(count - made) : GEN_CHUNK;
            if (!mode) {
                if ((st = sortid_random(rnd, n * SORTID_BASEUID_RANDOM_BYTES)) != SORTID_OK)
                    gen_failed(st, made, 1);
                for (size_t i = 0; i < n; i++)
                    if (sortid_baseuid_make_ns(&ids[i], tns,
                                               rnd + i * SORTID_BASEUID_RANDOM_BYTES) !=
                        SORTID_OK)
                        time_range_error(targ, t);
            }
            emit_lines(T_BASEUID, ids, n, 0);
            made += n;
        }
        break;
    }
    case T_FLAKE:
    case T_FLAKE_SCALABLE: {
        sortid_flake_layout lay = layout_of(t);
        unsigned node = o->node >= 0 ? (unsigned)o->node : 0;
        sortid_flake id;
        sortid_status st;
        if (ms < SORTID_FLAKE_EPOCH_MS)
            time_range_error(targ, t);
        int64_t since = ms - SORTID_FLAKE_EPOCH_MS;
        /* Range check by the library: the lowest flake of that millisecond. */
        st = sortid_flake_make(&id, lay, since, 0, node);
        if (st == SORTID_E_TIME_RANGE)
            time_range_error(targ, t);
        if (st != SORTID_OK)
            usage_error("bad --node %ld (0..%d)", o->node, SORTID_FLAKE_NODE_MAX);
        if (mode) {
            if (mode == 2) {
                /* The field's largest value is the random part of the largest flake. */
                sortid_flake all = {(uint64_t)INT64_MAX};
                if (sortid_flake_make(&id, lay, since, sortid_flake_random(all, lay), node) !=
                    SORTID_OK)
                    time_range_error(targ, t);
            }
            char *p = out_reserve(SORTID_FLAKE_TEXT_LEN + 2);
            sortid_flake_format(p, id, o->lower ? SORTID_FORMAT_LOWER : 0);
            p[SORTID_FLAKE_TEXT_LEN] = '\n';
            out_commit(SORTID_FLAKE_TEXT_LEN + 1);
            break;
        }
        /* A generator on a clock stopped at TIME.  Its epoch is 0 and the clock
         * reads the time since the flake epoch, so times up to 2302 fit int64
         * nanoseconds; the IDs are the same as with the default epoch. */
        fixed_clock fc = {since * 1000000 + ns};
        sortid_gen_options go;
        sortid_gen g;
        memset(&go, 0, sizeof go);
        go.flags = SORTID_GEN_EPOCH;
        go.epoch_ms = 0;
        go.clock = fixed_clock_fn;
        go.clock_ctx = &fc;
        gen_init_or_die(&g, t, &go, o);
        generate(&g, t, count, o, 0);
        break;
    }
    default:
        break;
    }
}

/* ------------------------------------------------------------------------ */
/* Command line                                                              */
/* ------------------------------------------------------------------------ */

static void help(void)
{
    out_str(
        "Usage: sortid [OPTION]... [new] [COUNT]\n"
        "       sortid [OPTION]... monotonic [COUNT]\n"
        "       sortid [OPTION]... from-time TIME [COUNT]\n"
        "       sortid [OPTION]... parse [ID...]\n"
        "       sortid [OPTION]... validate [ID...]\n"
        "       sortid [OPTION]... convert --to FORM [ID...]\n"
        "Generate, decode, check and convert time-sortable IDs: ULID, Ulid-Flake,\n"
        "BaseUID and UUIDv7.  parse, validate and convert read IDs one per line from\n"
        "standard input when given none or '-'.\n"
        "\n"
        "Commands:\n"
        "  new [COUNT]             COUNT random IDs, one per line (default 1)\n"
        "  monotonic [COUNT]       COUNT strictly increasing IDs\n"
        "  from-time TIME [COUNT]  IDs whose time is TIME: RFC 3339 / ISO 8601\n"
        "                          (2026-04-15T00:00:00Z) or Unix milliseconds\n"
        "  parse [ID...]           decode and show each ID\n"
        "  validate [ID...]        check each ID (status 0 when all are valid)\n"
        "  convert [ID...]         print each ID in the form given by --to\n"
        "\n"
        "Options:\n"
        "  -t, --type TYPE         ulid (default), flake, flake-scalable, baseuid, uuidv7;\n"
        "                          parse/validate/convert detect it from the input's\n"
        "                          shape unless given\n"
        "      --to FORM           convert to ulid, uuid, hex, int, flake, baseuid, uuidv8\n"
        "      --node N            node id of flake-scalable IDs (0..31)\n"
        "      --entropy-size S    flake step size in bytes (1..3; scalable 1..2)\n"
        "      --lower             lower-case ULID and flake text\n"
        "      --min, --max        from-time: the lowest / highest ID of that millisecond\n"
        "      --lenient           accept the look-alikes I, L (as 1) and O (as 0)\n"
        "  -f, --format FORMAT     parse output: text (default) or json (one object a line)\n"
        "  -q, --quiet             no messages about invalid IDs\n"
        "  -h, --help              show this help and exit\n"
        "  -V, --version           show the version and exit\n"
        "\n"
        "Exit status: 0 all good, 1 an invalid ID or a failed generation or write,\n"
        "2 a usage error (unknown option, bad COUNT, bad TIME).\n"
        "See sortid(1) for more.\n");
}

static enum idtype parse_type(const char *s)
{
    for (int t = T_ULID; t <= T_UUIDV7; t++)
        if (strcmp(s, type_names[t]) == 0)
            return (enum idtype)t;
    usage_error("unknown type '%s' (ulid, flake, flake-scalable, baseuid, uuidv7)", s);
}

static enum form parse_form(const char *s)
{
    for (int f = F_ULID; f <= F_UUIDV8; f++)
        if (strcmp(s, form_names[f]) == 0)
            return (enum form)f;
    usage_error("unknown form '%s' (ulid, uuid, hex, int, flake, baseuid, uuidv8)", s);
}

static uint64_t parse_count(const char *s)
{
    uint64_t v;
    if (!parse_u64(s, (uint64_t)INT64_MAX, &v))
        usage_error("bad COUNT '%s': expected a whole number (0 or more)", s);
    return v;
}

/* A 20-character argument of the BaseUID alphabet that starts with '-' is an
 * ID, not options (no option is spelt so): hide it from getopt behind a
 * first byte that is not '-', and put it back afterwards. */
static int is_dash_id(const char *s)
{
    sortid_baseuid b;
    size_t pos;
    return s[0] == '-' && strlen(s) == SORTID_BASEUID_TEXT_LEN &&
           sortid_baseuid_parse(&b, s, SORTID_BASEUID_TEXT_LEN, &pos) == SORTID_OK;
}

enum { OPT_TO = 256, OPT_NODE, OPT_ENTROPY, OPT_LOWER, OPT_MIN, OPT_MAX, OPT_LENIENT };

int main(int argc, char **argv)
{
    static const struct option longopts[] = {
        {"type", required_argument, NULL, 't'},
        {"to", required_argument, NULL, OPT_TO},
        {"node", required_argument, NULL, OPT_NODE},
        {"entropy-size", required_argument, NULL, OPT_ENTROPY},
        {"lower", no_argument, NULL, OPT_LOWER},
        {"min", no_argument, NULL, OPT_MIN},
        {"max", no_argument, NULL, OPT_MAX},
        {"lenient", no_argument, NULL, OPT_LENIENT},
        {"format", required_argument, NULL, 'f'},
        {"quiet", no_argument, NULL, 'q'},
        {"help", no_argument, NULL, 'h'},
        {"version", no_argument, NULL, 'V'},
        {NULL, 0, NULL, 0},
    };
    options o = {T_AUTO, -1, 0, 0, 0, 0, 0, 0, 0, F_NONE};
    int c;
    uint64_t v;

    /* A closed pipe is an EPIPE from write(), handled quietly in out_flush. */
    signal(SIGPIPE, SIG_IGN);

    for (int i = 1; i < argc && strcmp(argv[i], "--") != 0; i++)
        if (is_dash_id(argv[i]))
            argv[i][0] = '\x01';

    opterr = 0;
    while ((c = getopt_long(argc, argv, ":t:f:qhV", longopts, NULL)) != -1) {
        switch (c) {
        case 't':
            o.type = parse_type(optarg);
            break;
        case OPT_TO:
            o.to = parse_form(optarg);
            break;
        case OPT_NODE:
            if (!parse_u64(optarg, SORTID_FLAKE_NODE_MAX, &v))
                usage_error("bad --node '%s' (0..%d)", optarg, SORTID_FLAKE_NODE_MAX);
            o.node = (long)v;
            break;
        case OPT_ENTROPY:
            if (!parse_u64(optarg, 3, &v) || v == 0)
                usage_error("bad --entropy-size '%s' (1..3 stand-alone, 1..2 scalable)",
                            optarg);
            o.entropy_size = (long)v;
            break;
        case OPT_LOWER:
            o.lower = 1;
            break;
        case OPT_MIN:
            o.min = 1;
            break;
        case OPT_MAX:
            o.max = 1;
            break;
        case OPT_LENIENT:
            o.lenient = 1;
            break;
        case 'f':
            if (strcmp(optarg, "json") == 0)
                o.json = 1;
            else if (strcmp(optarg, "text") == 0)
                o.json = 0;
            else
                usage_error("unknown format '%s' (text, json)", optarg);
            break;
        case 'q':
            o.quiet = 1;
            break;
        case 'h':
            help();
            out_flush();
            return EXIT_OK;
        case 'V':
            out_str("sortid ");
            out_str(sortid_version());
            out_char('\n');
            out_flush();
            return EXIT_OK;
        case ':':
            usage_error("option '%s' needs a value", argv[optind - 1]);
        default: {
            const char *bad = argv[optind - 1];
            const char *hint = strlen(bad) == SORTID_BASEUID_TEXT_LEN ||
                                       strlen(bad) == SORTID_ULID_TEXT_LEN
                                   ? " (an ID that starts with '-' goes after '--')"
                                   : "";
            if (optopt)
                usage_error("unknown option '-%c'%s", optopt, hint);
            usage_error("unknown option '%s'%s", bad, hint);
        }
        }
    }

    char **args = argv + optind;
    int nargs = argc - optind;
    for (int i = 1; i < argc; i++)
        if (argv[i][0] == '\x01' && strlen(argv[i]) == SORTID_BASEUID_TEXT_LEN)
            argv[i][0] = '-';
    enum command cmd = CMD_NEW;
    static const struct {
        const char *name;
        enum command cmd;
    } cmds[] = {{"new", CMD_NEW},           {"monotonic", CMD_MONOTONIC},
                {"from-time", CMD_FROM_TIME}, {"parse", CMD_PARSE},
                {"validate", CMD_VALIDATE}, {"convert", CMD_CONVERT}};
    if (nargs > 0 && !all_digits(args[0], strlen(args[0]))) {
        size_t i;
        for (i = 0; i < sizeof cmds / sizeof cmds[0]; i++)
            if (strcmp(args[0], cmds[i].name) == 0)
                break;
        if (i == sizeof cmds / sizeof cmds[0])
            usage_error("unknown command '%s'", args[0]);
        cmd = cmds[i].cmd;
        args++;
        nargs--;
    }

    /* Options that do not apply to the command are mistakes, not no-ops. */
    int gen = cmd == CMD_NEW || cmd == CMD_MONOTONIC || cmd == CMD_FROM_TIME;
    if (o.to != F_NONE && cmd != CMD_CONVERT)
        usage_error("--to is for convert");
    if (cmd == CMD_CONVERT && o.to == F_NONE)
        usage_error("convert needs --to FORM");
    if ((o.min || o.max) && cmd != CMD_FROM_TIME)
        usage_error("--min and --max are for from-time");
    if (o.min && o.max)
        usage_error("--min and --max exclude each other");
    if (o.json && cmd != CMD_PARSE)
        usage_error("--format is for parse");
    if (o.lenient && gen)
        usage_error("--lenient is for parse, validate and convert");
    if (o.node >= 0 && o.type != T_FLAKE_SCALABLE)
        usage_error("--node is for --type flake-scalable");
    if (o.entropy_size && o.type != T_FLAKE && o.type != T_FLAKE_SCALABLE)
        usage_error("--entropy-size is for --type flake or flake-scalable");

    int rc = EXIT_OK;
    switch (cmd) {
    case CMD_NEW:
    case CMD_MONOTONIC: {
        if (nargs > 1)
            usage_error("too many arguments: %s takes at most COUNT",
                        cmd == CMD_NEW ? "new" : "monotonic");
        uint64_t count = nargs ? parse_count(args[0]) : 1;
        enum idtype t = o.type == T_AUTO ? T_ULID : o.type;
        sortid_gen_options go;
        sortid_gen g;
        memset(&go, 0, sizeof go);
        if (cmd == CMD_MONOTONIC)
            go.flags = SORTID_GEN_MONOTONIC;
        gen_init_or_die(&g, t, &go, &o);
        generate(&g, t, count, &o, 1);
        break;
    }
    case CMD_FROM_TIME: {
        if (nargs < 1)
            usage_error("from-time needs TIME");
        if (nargs > 2)
            usage_error("too many arguments: from-time takes TIME [COUNT]");
        uint64_t count = nargs > 1 ? parse_count(args[1]) : 1;
        if ((o.min || o.max) && count != 1)
            usage_error("--min and --max give one ID: COUNT must be 1");
        do_from_time(args[0], count, &o);
        break;
    }
    default:
        rc = run_inputs(cmd, args, nargs, &o);
        break;
    }
    out_flush();
    return rc;
}
