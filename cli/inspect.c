/* inspect.c - parse: the fields of a decoded ID, as text or JSON. */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "io.h"

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
static void print_text_field(const char *key, const char *val)
{
    char *p = out_reserve(16);
    int n = snprintf(p, 16, "%-14s", key);
    out_commit((size_t)n);
    out_str(val);
    out_char('\n');
}

/* parse's output for one input: d decoded when ok, else why says what is wrong. */
int show_parsed(const input *in, const decoded *d, int ok, const char *why,
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
