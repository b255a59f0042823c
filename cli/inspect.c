/* SPDX-License-Identifier: MIT */
/* inspect.c - parse: the fields of a decoded ID, as text or JSON, written
 * straight into the output buffer.  Every field comes from the library's
 * kind-generic calls: the time (sortid_id_unix_ms), the parts
 * (sortid_id_parts) and the other text forms (sortid_id_format). */
#include <stdint.h>
#include <string.h>

#include "cli.h"
#include "io.h"

/* The most one record takes: an input of LINE_KEEP bytes and an error of
 * WHY_MAX, escaped as JSON (6 bytes each at most), and every field with its
 * key (out_reserve takes up to 4096). */
#define RECORD_MAX (6 * (LINE_KEEP + WHY_MAX) + 256 + 128 * MAX_ALSO)

#define UUID_FORMS (SORTID_ACCEPT(SORTID_FORM_UUID) | SORTID_ACCEPT(SORTID_FORM_UUID_HEX))
#define MAX_FORMS  4

typedef struct form_field {
    const char *key;
    size_t len;
    char text[SORTID_ID_TEXT_MAX + 1];
} form_field;

#define MAX_ALSO 3

typedef struct also_field {
    const char *type;
    int has_time;
    int64_t ms;
    size_t time_len, ms_len;
    char time[(SORTID_ID_TIME_TEXT_MAX + 1)];
    char ms_text[24];
} also_field;

typedef struct fields {
    size_t nalso;
    also_field also[MAX_ALSO];
    int has_time;
    int64_t ms;
    uint32_t ns;
    size_t time_len, ms_len, nparts, nforms;
    char time[(SORTID_ID_TIME_TEXT_MAX + 1)];
    char ms_text[24];
    sortid_part parts[SORTID_PARTS_MAX];
    form_field forms[MAX_FORMS];
} fields;

/* A time as RFC 3339 text at the kind's precision (sortid_id_time_format:
 * whole seconds for KSUID, 100 ns for UUID v1/v6, ...) and as decimal Unix
 * ms, remembering the last answer: IDs in a stream are often of the same
 * kind and millisecond (made in one batch, or sorted), and these two texts
 * are most of parse's work. */
static void time_texts(fields *f, const sortid_id *id)
{
    static sortid_kind last_kind = SORTID_KIND_NONE;
    static int64_t last_ms = -1;
    static uint32_t last_ns;
    static size_t time_len, ms_len;
    static char time[(SORTID_ID_TIME_TEXT_MAX + 1)], ms[24];
    if (f->ms != last_ms || f->ns != last_ns || id->kind != last_kind) {
        if (sortid_id_time_format(time, sizeof time, id, 0, &time_len) != SORTID_OK)
            time_len = sortid_time_format(time, f->ms); /* cannot be: the time was read */
        ms_len = (size_t)(put_i64(ms, f->ms) - ms);
        last_kind = id->kind;
        last_ms = f->ms;
        last_ns = f->ns;
    }
    memcpy(f->time, time, sizeof time);
    memcpy(f->ms_text, ms, sizeof ms);
    f->time_len = time_len;
    f->ms_len = ms_len;
}

static void add_form(fields *f, const char *key, const sortid_id *id, sortid_form form)
{
    form_field *ff = &f->forms[f->nforms];
    if (f->nforms < MAX_FORMS &&
        sortid_id_format(ff->text, sizeof ff->text, id, form, 0, &ff->len) == SORTID_OK) {
        ff->key = key;
        f->nforms++;
    }
}

/* Which other texts of the same value a kind shows: its UUID form ("uuid":
 * a ULID's bits, a BaseUID's UUIDv8), a UUID's ULID text ("ulid"), and the
 * forms named KIND-VARIANT but a UUID's 32 hex digits (a flake's "hex" and
 * "int").  Worked out once per kind. */
typedef struct plan {
    int ready, uuid, ulid;
    size_t nextra;
    const char *key[MAX_FORMS];
    sortid_form form[MAX_FORMS];
} plan;

/* Whether a part of the kind (f: an ID's) already has the name: a TypeID's
 * "uuid" part is its UUID form, one key each. */
static int part_named(const fields *f, const char *key)
{
    for (size_t i = 0; i < f->nparts; i++)
        if (strcmp(f->parts[i].name, key) == 0)
            return 1;
    return 0;
}

static void make_plan(plan *p, unsigned forms, const fields *f)
{
    p->uuid = (forms & SORTID_ACCEPT(SORTID_FORM_UUID)) != 0 && !part_named(f, "uuid");
    p->ulid = (forms & ~UUID_FORMS) == 0 && !part_named(f, "ulid");
    p->nextra = 0;
    for (unsigned fm = 1; fm < 32; fm++) {
        const char *name = sortid_form_name((sortid_form)fm), *dash = strchr(name, '-');
        if ((forms >> fm & 1u) && dash && fm != SORTID_FORM_UUID_HEX && !part_named(f, dash + 1) &&
            p->nextra < MAX_FORMS - 2) {
            p->key[p->nextra] = dash + 1;
            p->form[p->nextra++] = (sortid_form)fm;
        }
    }
    p->ready = 1;
}

static void inspect_other_forms(fields *f, const sortid_id *id, unsigned forms)
{
    static plan plans[64];
    plan local = { 0 }, *p = (unsigned)id->kind < 64 ? &plans[id->kind] : &local;
    sortid_id ulid;
    if (p == &local || !p->ready) /* the parts' names are the kind's */
        make_plan(p, forms, f);
    if (p->uuid)
        add_form(f, "uuid", id, SORTID_FORM_UUID);
    if (p->ulid && sortid_id_convert(&ulid, SORTID_KIND_ULID, id) == SORTID_OK)
        add_form(f, "ulid", &ulid, SORTID_FORM_NONE);
    for (size_t i = 0; i < p->nextra; i++)
        add_form(f, p->key[i], id, p->form[i]);
}

/* The other readings of the text (the library's sortid_read_also, among
 * the forms the options accept): each one's kind and time. */
static void get_also(fields *f, const input *in, const decoded *d, const options *o)
{
    unsigned also = sortid_read_also(in->text, in->len, d->form, accepted_forms(o));
    unsigned flags = o->lenient ? SORTID_PARSE_LENIENT : 0;
    f->nalso = 0;
    for (unsigned fm = 1; fm < 32 && also && f->nalso < MAX_ALSO; fm++) {
        also_field *a = &f->also[f->nalso];
        sortid_id id;
        if (!(also >> fm & 1u) || sortid_id_parse(&id, kind_of_form((sortid_form)fm), in->text,
                                                  in->len, flags, NULL, NULL) != SORTID_OK)
            continue;
        a->type = sortid_kind_name(id.kind);
        a->has_time =
            sortid_id_unix_ms(&a->ms, NULL, &id) == SORTID_OK &&
            sortid_id_time_format(a->time, sizeof a->time, &id, 0, &a->time_len) == SORTID_OK;
        if (a->has_time) {
            a->ms_len = (size_t)(put_i64(a->ms_text, a->ms) - a->ms_text);
        }
        f->nalso++;
    }
}

static void get_fields(fields *f, const decoded *d)
{
    const sortid_kind_desc *kd = sortid_kind_get(d->id.kind);
    f->has_time = sortid_id_unix_ms(&f->ms, &f->ns, &d->id) == SORTID_OK;
    if (f->has_time)
        time_texts(f, &d->id);
    f->nparts = sortid_id_parts(f->parts, SORTID_PARTS_MAX, &d->id);
    f->nforms = 0;
    if (kd)
        inspect_other_forms(f, &d->id, kd->forms);
}

static char *put_mem(char *p, const void *s, size_t n)
{
    memcpy(p, s, n);
    return p + n;
}

/* A literal, without its NUL. */
#define PUT_LIT(p, lit) put_mem(p, lit, sizeof(lit) - 1)

/* Text: a 14-column key, the value, a newline. */
static char *text_field(char *p, const char *key, const char *val, size_t n)
{
    size_t k = 0;
    memset(p, ' ', 15); /* the padding, then the key over it */
    for (; key[k]; k++) /* keys are short: no strlen + memcpy */
        p[k] = key[k];
    p += k < 14 ? 14 : k + 1;
    p = put_mem(p, val, n);
    *p++ = '\n';
    return p;
}

/* JSON: ,"key":"value".  A part the library calls a number below 2^53
 * (SORTID_PART_INT: a node, a counter) is a JSON number; every other value is
 * a string, the integer forms too (a number above 2^53 loses digits in jq and
 * JavaScript). */
static char *json_num(char *p, const char *key, const char *val, size_t n)
{
    p = PUT_LIT(p, ",\"");
    p = put_mem(p, key, strlen(key));
    p = PUT_LIT(p, "\":");
    return put_mem(p, val, n);
}

static char *json_str(char *p, const char *key, const char *val, size_t n)
{
    p = PUT_LIT(p, ",\"");
    p = put_mem(p, key, strlen(key));
    p = PUT_LIT(p, "\":\"");
    p = put_mem(p, val, n);
    *p++ = '"';
    return p;
}

static char *json_record(char *p, const input *in, const decoded *d, int ok, const char *why,
                         const options *o)
{
    fields f;
    const char *type = sortid_kind_name(d->id.kind);
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
    p = put_mem(p, type, strlen(type));
    if (!ok) {
        /* The error is in the output: no message on stderr. */
        p = PUT_LIT(p, "\",\"valid\":false,\"error\":");
        p = put_json_string(p, why, strlen(why));
        return PUT_LIT(p, "}\n");
    }
    p = PUT_LIT(p, "\",\"valid\":true");
    get_fields(&f, d);
    if (f.has_time) {
        p = PUT_LIT(p, ",\"timestamp_ms\":");
        p = put_mem(p, f.ms_text, f.ms_len);
        p = json_str(p, "time", f.time, f.time_len);
    }
    for (size_t i = 0; i < f.nparts; i++)
        p = (f.parts[i].flags & SORTID_PART_INT ? json_num : json_str)(
            p, f.parts[i].name, f.parts[i].text, strlen(f.parts[i].text));
    for (size_t i = 0; i < f.nforms; i++)
        p = json_str(p, f.forms[i].key, f.forms[i].text, f.forms[i].len);
    get_also(&f, in, d, o);
    for (size_t i = 0; i < f.nalso; i++) {
        const also_field *a = &f.also[i];
        p = i ? PUT_LIT(p, "},{\"type\":\"") : PUT_LIT(p, ",\"also\":[{\"type\":\"");
        p = put_mem(p, a->type, strlen(a->type));
        *p++ = '"';
        if (a->has_time) {
            p = PUT_LIT(p, ",\"timestamp_ms\":");
            p = put_mem(p, a->ms_text, a->ms_len);
            p = json_str(p, "time", a->time, a->time_len);
        }
    }
    if (f.nalso)
        p = PUT_LIT(p, "}]");
    return PUT_LIT(p, "}\n");
}

static char *text_record(char *p, const input *in, const decoded *d, int first, const options *o)
{
    fields f;
    const char *type = sortid_kind_name(d->id.kind);
    get_fields(&f, d);
    if (!first)
        *p++ = '\n';
    p = text_field(p, "input", in->text, in->len);
    p = text_field(p, "type", type, strlen(type));
    if (f.has_time) {
        p = text_field(p, "time", f.time, f.time_len);
        p = text_field(p, "timestamp_ms", f.ms_text, f.ms_len);
    }
    for (size_t i = 0; i < f.nparts; i++)
        p = text_field(p, f.parts[i].name, f.parts[i].text, strlen(f.parts[i].text));
    for (size_t i = 0; i < f.nforms; i++)
        p = text_field(p, f.forms[i].key, f.forms[i].text, f.forms[i].len);
    get_also(&f, in, d, o);
    for (size_t i = 0; i < f.nalso; i++) { /* "also  xid 2011-03-22T17:50:19.000Z" */
        const also_field *a = &f.also[i];
        p = text_field(p, "also", a->type, strlen(a->type));
        if (a->has_time) {
            p[-1] = ' ';
            p = put_mem(p, a->time, a->time_len);
            *p++ = '\n';
        }
    }
    return p;
}

/* parse's output for one input: d decoded when ok, else why says what is
 * wrong.  No printf on this path: the library's formatters and copies,
 * straight into the output buffer. */
int show_parsed(const input *in, const decoded *d, int ok, const char *why, const options *o,
                int first)
{
    if (!o->json && !ok) {
        if (!o->quiet)
            report_invalid_id(in, d->id.kind, why);
        return 0;
    }
    char *start = out_reserve(RECORD_MAX);
    char *end =
        o->json ? json_record(start, in, d, ok, why, o) : text_record(start, in, d, first, o);
    out_commit((size_t)(end - start));
    return ok;
}
