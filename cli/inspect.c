/* SPDX-License-Identifier: MIT */
/* inspect.c - parse: the fields of a decoded ID, as text or JSON, written straight into the output buffer. */
#include <stdint.h>
#include <string.h>

#include "cli.h"
#include "io.h"

/* The most one record takes: an input of LINE_KEEP bytes and an error of
 * WHY_MAX, escaped as JSON (6 bytes each at most), and every field with its
 * key (out_reserve takes up to 4096). */
#define RECORD_MAX (6 * (LINE_KEEP + WHY_MAX) + 256)

typedef struct fields {
    int has_time, has_int, has_node;
    int64_t ms;
    unsigned node;
    size_t time_len, ms_len, random_len, uuid_len, ulid_len, int_len, hex_len;
    char time[(SORTID_TIME_TEXT_LEN + 1)];
    char ms_text[24];
    char random[2 * SORTID_ULID_RANDOM_BYTES + 1];
    char uuid[SORTID_UUID_TEXT_LEN + 1];
    char ulid[SORTID_ULID_TEXT_LEN + 1]; /* a UUID's ULID text */
    char intv[(SORTID_FLAKE_INT_TEXT_LEN + 1)];
    char hex[(SORTID_FLAKE_HEX_TEXT_LEN + 1)];
} fields;

/* n lower-case hex digits of v, zero-padded. */
static size_t put_hex_digits(char *p, uint32_t v, unsigned n)
{
    static const char hex[] = "0123456789abcdef";
    for (unsigned i = n; i > 0; i--, v /= 16)
        p[i - 1] = hex[v & 15];
    return n;
}

/* A time as RFC 3339 text (sortid_time_format) and as decimal Unix ms,
 * remembering the last answer: IDs in a stream are often of the same
 * millisecond (made in one batch, or sorted), and these two texts are most
 * of parse's work. */
static void time_texts(fields *f)
{
    static int64_t last_ms = -1;
    static size_t time_len, ms_len;
    static char time[(SORTID_TIME_TEXT_LEN + 1)], ms[24];
    if (f->ms != last_ms) {
        time_len = sortid_time_format(time, f->ms);
        ms_len = (size_t)(put_i64(ms, f->ms) - ms);
        last_ms = f->ms;
    }
    memcpy(f->time, time, sizeof time);
    memcpy(f->ms_text, ms, sizeof ms);
    f->time_len = time_len;
    f->ms_len = ms_len;
}

static void get_fields(fields *f, const decoded *d)
{
    uint8_t rnd[SORTID_ULID_RANDOM_BYTES];
    sortid_uuid u;
    sortid_ulid l;
    f->has_time = f->has_int = f->has_node = 0;
    f->random_len = f->uuid_len = f->ulid_len = 0;
    switch (d->type) {
    case T_ULID:
        f->has_time = 1;
        f->ms = sortid_ulid_unix_ms(&d->ulid);
        sortid_ulid_random(rnd, &d->ulid);
        f->random_len = (size_t)(put_hex(f->random, rnd, SORTID_ULID_RANDOM_BYTES) - f->random);
        sortid_ulid_to_uuid(&u, &d->ulid);
        f->uuid_len = sortid_uuid_format(f->uuid, &u, 0);
        break;
    case T_FLAKE:
    case T_FLAKE_SCALABLE: {
        sortid_flake_layout lay = layout_of(d->type);
        /* zero-padded hex, as wide as the library says the field is */
        unsigned digits = (sortid_random_bits(kind_of(d->type)) + 3) / 4;
        f->has_time = 1;
        f->ms = sortid_flake_unix_ms(d->flake);
        f->random_len = put_hex_digits(f->random, sortid_flake_random(d->flake, lay), digits);
        f->has_int = 1;
        f->int_len = sortid_flake_format_int(f->intv, d->flake);
        f->hex_len = sortid_flake_format_hex(f->hex, d->flake);
        if (d->type == T_FLAKE_SCALABLE) {
            f->has_node = 1;
            f->node = sortid_flake_node(d->flake);
        }
        break;
    }
    case T_BASEUID:
        f->has_time = 1;
        f->ms = sortid_baseuid_unix_ms(&d->baseuid);
        sortid_baseuid_random(rnd, &d->baseuid);
        f->random_len = (size_t)(put_hex(f->random, rnd, SORTID_BASEUID_RANDOM_BYTES) - f->random);
        sortid_baseuid_to_uuidv8(&u, &d->baseuid);
        f->uuid_len = sortid_uuid_format(f->uuid, &u, 0);
        break;
    case T_UUIDV7:
        /* random: the 80 bits after the time, as in the ULID view (version
         * and variant bits included). */
        f->has_time = sortid_uuid_unix_ms(&f->ms, &d->uuid) == SORTID_OK;
        sortid_ulid_from_uuid(&l, &d->uuid);
        sortid_ulid_random(rnd, &l);
        f->random_len = (size_t)(put_hex(f->random, rnd, SORTID_ULID_RANDOM_BYTES) - f->random);
        f->uuid_len = sortid_uuid_format(f->uuid, &d->uuid, 0);
        sortid_ulid_format(f->ulid, &l, 0);
        f->ulid_len = SORTID_ULID_TEXT_LEN;
        break;
    case T_UUID:
        f->uuid_len = sortid_uuid_format(f->uuid, &d->uuid, 0);
        sortid_ulid_from_uuid(&l, &d->uuid);
        sortid_ulid_format(f->ulid, &l, 0);
        f->ulid_len = SORTID_ULID_TEXT_LEN;
        break;
    case T_AUTO: break;
    }
    if (f->has_time)
        time_texts(f);
}

static char *put_mem(char *p, const void *s, size_t n)
{
    memcpy(p, s, n);
    return p + n;
}

/* A literal, without its NUL. */
#define PUT_LIT(p, lit) put_mem(p, lit, sizeof(lit) - 1)

/* Text: a 14-column key, the value, a newline. */
#define TEXT_KEY(k) (k "              ")
static char *text_field(char *p, const char *key, const char *val, size_t n)
{
    p = put_mem(p, key, 14);
    p = put_mem(p, val, n);
    *p++ = '\n';
    return p;
}

/* JSON: ,"key":"value" and ,"key":value. */
static char *json_str(char *p, const char *key_lit, size_t key_len, const char *val, size_t n)
{
    p = put_mem(p, key_lit, key_len);
    *p++ = '"';
    p = put_mem(p, val, n);
    *p++ = '"';
    return p;
}
#define JSON_STR(p, k, v, n) json_str(p, ",\"" k "\":", sizeof(k) + 3, v, n)
#define JSON_RAW(p, k)       PUT_LIT(p, ",\"" k "\":")

static char *json_record(char *p, const input *in, const decoded *d, int ok, const char *why)
{
    fields f;
    p = PUT_LIT(p, "{\"input\":");
    if (ok) {
        /* A valid ID's text is of its alphabet (letters, digits, '-', '_'):
         * nothing to escape. */
        *p++ = '"';
        p = put_mem(p, in->text, in->len);
        *p++ = '"';
    } else {
        p = put_json_string(p, in->text, in->kept);
    }
    p = PUT_LIT(p, ",\"type\":\"");
    p = put_mem(p, type_names[d->type], strlen(type_names[d->type]));
    if (!ok) {
        /* The error is in the output: no message on stderr. */
        p = PUT_LIT(p, "\",\"valid\":false,\"error\":");
        p = put_json_string(p, why, strlen(why));
        return PUT_LIT(p, "}\n");
    }
    p = PUT_LIT(p, "\",\"valid\":true");
    get_fields(&f, d);
    if (f.has_time) {
        p = JSON_RAW(p, "timestamp_ms");
        p = put_mem(p, f.ms_text, f.ms_len);
        p = JSON_STR(p, "time", f.time, f.time_len);
    }
    if (f.random_len)
        p = JSON_STR(p, "random", f.random, f.random_len);
    if (f.uuid_len)
        p = JSON_STR(p, "uuid", f.uuid, f.uuid_len);
    if (f.ulid_len)
        p = JSON_STR(p, "ulid", f.ulid, f.ulid_len);
    if (f.has_int) {
        /* A string: a JSON number above 2^53 loses digits in jq and
         * JavaScript. */
        p = JSON_STR(p, "int", f.intv, f.int_len);
        p = JSON_STR(p, "hex", f.hex, f.hex_len);
    }
    if (f.has_node) {
        p = JSON_RAW(p, "node");
        p = put_u64(p, f.node);
    }
    return PUT_LIT(p, "}\n");
}

static char *text_record(char *p, const input *in, const decoded *d, int first)
{
    fields f;
    char num[24];
    get_fields(&f, d);
    if (!first)
        *p++ = '\n';
    p = text_field(p, TEXT_KEY("input"), in->text, in->len);
    p = text_field(p, TEXT_KEY("type"), type_names[d->type], strlen(type_names[d->type]));
    if (f.has_time) {
        p = text_field(p, TEXT_KEY("time"), f.time, f.time_len);
        p = text_field(p, TEXT_KEY("timestamp_ms"), f.ms_text, f.ms_len);
    }
    if (f.random_len)
        p = text_field(p, TEXT_KEY("random"), f.random, f.random_len);
    if (f.uuid_len)
        p = text_field(p, TEXT_KEY("uuid"), f.uuid, f.uuid_len);
    if (f.ulid_len)
        p = text_field(p, TEXT_KEY("ulid"), f.ulid, f.ulid_len);
    if (d->type == T_UUID) {
        static const char *const variants[] = { "ncs", "?", "rfc9562",   "?",
                                                "?",   "?", "microsoft", "reserved" };
        const char *var = variants[sortid_uuid_variant(&d->uuid) & 7];
        p = text_field(p, TEXT_KEY("version"), num,
                       (size_t)(put_u64(num, sortid_uuid_version(&d->uuid)) - num));
        p = text_field(p, TEXT_KEY("variant"), var, strlen(var));
    }
    if (f.has_int) {
        p = text_field(p, TEXT_KEY("int"), f.intv, f.int_len);
        p = text_field(p, TEXT_KEY("hex"), f.hex, f.hex_len);
    }
    if (f.has_node)
        p = text_field(p, TEXT_KEY("node"), num, (size_t)(put_u64(num, f.node) - num));
    return p;
}

/* parse's output for one input: d decoded when ok, else why says what is
 * wrong.  No printf on this path: fixed-width copies and the library's
 * formatters, straight into the output buffer. */
int show_parsed(const input *in, const decoded *d, int ok, const char *why, const options *o,
                int first)
{
    if (!o->json && !ok) {
        if (!o->quiet)
            report_invalid(in, invalid_what(d->type), why);
        return 0;
    }
    char *start = out_reserve(RECORD_MAX);
    char *end = o->json ? json_record(start, in, d, ok, why) : text_record(start, in, d, first);
    out_commit((size_t)(end - start));
    return ok;
}
