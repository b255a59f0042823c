/* SPDX-License-Identifier: MIT */
/* probe.c - prints, as JSON, the facts of libsortid that the pure-SQL edition
 * of the PostgreSQL extension is made from (ext/pgsql/gen-pgsql.py): the kinds
 * and forms tables, the status messages, and for every fixed-length text form
 * what each byte means at each position, read by asking the library's own
 * parser.  It knows no alphabet, width or epoch itself. */
#include <stdio.h>
#include <string.h>

#include <sortid.h>

/* A JSON string (the library's texts are ASCII). */
static void put_str(const char *s)
{
    putchar('"');
    for (; *s; s++) {
        if (*s == '"' || *s == '\\')
            putchar('\\');
        putchar(*s);
    }
    putchar('"');
}

/* The zero ID of a kind in its canonical text, or "" when it has none. */
static size_t zero_text(char *dst, sortid_kind kind, sortid_form form)
{
    sortid_id id;
    size_t len = 0;
    memset(&id, 0, sizeof id);
    id.kind = kind;
    if (sortid_id_format(dst, SORTID_ID_TEXT_MAX + 1, &id, form, 0, &len) != SORTID_OK)
        return 0;
    return len;
}

/* The binary of parsed text as hex, or the status name and position. */
static void put_parse(sortid_kind kind, const char *s, size_t len)
{
    sortid_id id;
    size_t pos = 0;
    sortid_status st = sortid_id_parse(&id, kind, s, len, 0, &pos, NULL);
    if (st != SORTID_OK) {
        printf("[\"%s\",%zu]", sortid_status_name(st), pos);
        return;
    }
    putchar('"');
    for (size_t i = 0; i < sortid_kind_get(kind)->bytes; i++)
        printf("%02x", id.bytes[i]);
    putchar('"');
}

/* Each position of the zero text with each byte 1..255 in it. */
static void put_positions(sortid_kind kind, const char *zero, size_t len)
{
    char buf[SORTID_ID_TEXT_MAX + 1];
    printf("\"positions\":[");
    for (size_t p = 0; p < len; p++) {
        printf("%s[", p ? ",\n" : "");
        for (int b = 1; b < 256; b++) {
            memcpy(buf, zero, len);
            buf[p] = (char)b;
            printf("%s", b > 1 ? "," : "");
            put_parse(kind, buf, len);
        }
        putchar(']');
    }
    putchar(']');
}

/* Each position of the zero text with each byte 1..255 in it, read and
 * written back in the form: the character the library writes there for the
 * digit that byte reads as ('?' where it reads as none). */
static void put_canon(sortid_kind kind, sortid_form form, const char *zero, size_t len)
{
    char buf[SORTID_ID_TEXT_MAX + 1], out[SORTID_ID_TEXT_MAX + 1];
    size_t off = 0, n = 0;
    printf(",\"canon\":[");
    for (size_t p = 0; p < len; p++) {
        printf("%s\"", p ? "," : "");
        for (int b = 1; b < 256; b++) {
            sortid_id id;
            memcpy(buf, zero, len);
            buf[p] = (char)b;
            if (sortid_id_parse(&id, kind, buf, len, 0, NULL, NULL) != SORTID_OK ||
                sortid_id_format(out, sizeof out, &id, form, 0, &n) != SORTID_OK || n < len) {
                putchar('?');
                continue;
            }
            off = n - len; /* a TypeID's text without prefix: its suffix */
            putchar(out[off + p] == '"' || out[off + p] == '\\' ? '?' : out[off + p]);
        }
        putchar('"');
    }
    putchar(']');
}

/* Texts of two faults: the highest byte of the first position with an
 * invalid last byte (which fault a parser names first). */
static void put_order(sortid_kind kind, const char *zero, size_t len)
{
    char buf[SORTID_ID_TEXT_MAX + 1];
    memcpy(buf, zero, len);
    buf[0] = 'z';
    buf[len - 1] = '!';
    printf(",\"order_z\":");
    put_parse(kind, buf, len);
}

/* The last character of the text of the IDs whose last byte is 0 .. 255
 * (the rest zero): the alphabet of the form's last digit, in value order. */
static void put_last_chars(sortid_kind kind, sortid_form form)
{
    char buf[SORTID_ID_TEXT_MAX + 1];
    sortid_id id;
    size_t len = 0;
    printf(",\"last_chars\":\"");
    for (int v = 0; v < 256; v++) {
        memset(&id, 0, sizeof id);
        id.kind = kind;
        id.bytes[sortid_kind_get(kind)->bytes - 1] = (uint8_t)v;
        if (sortid_id_format(buf, sizeof buf, &id, form, 0, &len) != SORTID_OK || len == 0)
            putchar('?');
        else
            putchar(buf[len - 1]);
    }
    putchar('"');
}

static void put_form(sortid_form form)
{
    const sortid_form_desc *d = sortid_form_get(form);
    sortid_kind kind = d->kind;
    char zero[SORTID_ID_TEXT_MAX + 1];
    size_t len = zero_text(zero, kind, form);
    printf("{\"name\":");
    put_str(d->name);
    printf(",\"kind\":");
    put_str(sortid_kind_name(kind));
    printf(",\"title\":");
    put_str(d->title);
    printf(",\"shape\":");
    put_str(d->shape);
    printf(",\"zero\":");
    put_str(len ? zero : "");
    if (form == SORTID_FORM_TYPEID) /* a TypeID without prefix: its suffix alone */
        len = zero_text(zero, SORTID_KIND_ULID, SORTID_FORM_ULID);
    if (len && form != SORTID_FORM_FLAKE_INT && form != SORTID_FORM_FLAKE_HEX &&
        form != SORTID_FORM_SNOWFLAKE) {
        putchar(',');
        put_positions(kind, zero, len);
        put_order(kind, zero, len);
        put_last_chars(kind, form);
        put_canon(kind, form, zero, len);
    }
    printf("}");
}

/* The unix ms of an ID at time_min_ms + 1 tick made by sortid_id_at (min),
 * as the binary hex of both: the generator reads the time field's place. */
static void put_at(sortid_kind kind, const sortid_kind_desc *d)
{
    sortid_id a, b;
    int64_t tick_ms = d->tick_ns >= 1000000 ? d->tick_ns / 1000000 : 1;
    if (!(d->calls & SORTID_CALL_AT) ||
        sortid_id_at(&a, kind, d->time_min_ms, 0, SORTID_AT_MIN, 0) != SORTID_OK ||
        sortid_id_at(&b, kind, d->time_min_ms + tick_ms, 0, SORTID_AT_MIN, 0) != SORTID_OK)
        return;
    printf(",\"at_min0\":\"");
    for (size_t i = 0; i < d->bytes; i++)
        printf("%02x", a.bytes[i]);
    printf("\",\"at_min1\":\"");
    for (size_t i = 0; i < d->bytes; i++)
        printf("%02x", b.bytes[i]);
    printf("\"");
    if (sortid_id_at(&b, kind, d->time_min_ms, 0, SORTID_AT_MIN, 1) == SORTID_OK) {
        printf(",\"at_node1\":\"");
        for (size_t i = 0; i < d->bytes; i++)
            printf("%02x", b.bytes[i]);
        printf("\"");
    }
    if (sortid_id_at(&b, kind, d->time_min_ms, 0, SORTID_AT_MAX, 0) == SORTID_OK) {
        printf(",\"at_max0\":\"");
        for (size_t i = 0; i < d->bytes; i++)
            printf("%02x", b.bytes[i]);
        printf("\"");
    }
}

static void put_kinds(void)
{
    printf("\"kinds\":[");
    for (size_t i = 0; sortid_kind_each(i) != SORTID_KIND_NONE; i++) {
        sortid_kind k = sortid_kind_each(i);
        const sortid_kind_desc *d = sortid_kind_get(k);
        printf("%s{\"name\":", i ? ",\n" : "");
        put_str(d->name);
        printf(",\"title\":");
        put_str(d->title);
        printf(",\"a_title\":");
        put_str(d->a_title);
        printf(",\"bytes\":%zu,\"text_len\":%zu,\"forms\":%u,\"tick_ns\":%lld,"
               "\"time_min_ms\":%lld,\"time_max_ms\":%lld,\"random_bits\":%u,\"calls\":%u",
               d->bytes, d->text_len, d->forms, (long long)d->tick_ns, (long long)d->time_min_ms,
               (long long)d->time_max_ms, d->random_bits, d->calls);
        put_at(k, d);
        putchar('}');
    }
    printf("],\n");
}

/* What the TypeID prefix check says of each byte as a one-letter prefix's
 * second letter, and of a prefix of each length. */
static void put_typeid(void)
{
    char buf[2 * SORTID_PREFIX_MAX];
    printf("\"typeid_prefix\":[");
    for (int b = 1; b < 256; b++) {
        size_t pos = 0;
        buf[0] = 'a';
        buf[1] = (char)b;
        buf[2] = 'a';
        printf("%s\"%s\"", b > 1 ? "," : "",
               sortid_status_name(sortid_typeid_prefix_check(buf, 3, &pos)));
    }
    memset(buf, 'a', sizeof buf);
    printf("],\"wait_database_ns\":%lld", (long long)SORTID_WAIT_DEFAULT_NS);
    printf(",\"call_generate\":%u,\"call_monotonic\":%u", SORTID_CALL_GENERATE,
           SORTID_CALL_MONOTONIC);
    printf(",\"typeid_prefix_max\":%d,\"typeid_suffix_len\":%d", SORTID_PREFIX_MAX,
           SORTID_TYPEID_SUFFIX_LEN);
}

/* Where a snowflake's time starts: the first bit whose value moves its
 * time, read through the library's own parser and time. */
static void put_snowflake_shift(void)
{
    char buf[32];
    sortid_id id;
    int64_t ms0 = 0, ms;
    for (int k = 0; k < 63; k++) {
        int n = snprintf(buf, sizeof buf, "%llu", 1ULL << k);
        if (sortid_id_parse(&id, SORTID_KIND_SNOWFLAKE, buf, (size_t)n, 0, NULL, NULL) !=
                SORTID_OK ||
            sortid_id_unix_ms(&ms, NULL, &id) != SORTID_OK)
            continue;
        if (k == 0)
            ms0 = ms;
        else if (ms != ms0) {
            printf(",\"snowflake_shift\":%d", k);
            return;
        }
    }
}

/* The Unix time of a UUID v1 whose 60-bit time is 0, in 100 ns. */
static void put_uuid_v1_epoch(void)
{
    static const char v1[] = "00000000-0000-1000-8000-000000000000";
    sortid_id id;
    int64_t ms;
    uint32_t ns;
    if (sortid_id_parse(&id, SORTID_KIND_UUID, v1, sizeof v1 - 1, 0, NULL, NULL) == SORTID_OK &&
        sortid_id_unix_ms(&ms, &ns, &id) == SORTID_OK)
        printf(",\"uuid_v1_epoch_100ns\":%lld", (long long)(ms * 10000 + ns / 100));
}

/* The UUID (v8) form of the BaseUID of no bit set, then of each bit 0..119
 * set alone, by the library's conversion: where each bit goes. */
static void put_baseuid_uuid(void)
{
    const size_t n = sortid_kind_get(SORTID_KIND_BASEUID)->bytes;
    printf(",\"baseuid_uuid\":[");
    for (int i = -1; i < (int)(8 * n); i++) {
        sortid_id b, u;
        memset(&b, 0, sizeof b);
        b.kind = SORTID_KIND_BASEUID;
        if (i >= 0)
            b.bytes[n - 1 - (size_t)i / 8] = (uint8_t)(1u << (i % 8));
        if (sortid_id_convert(&u, SORTID_KIND_UUID, &b) != SORTID_OK)
            memset(u.bytes, 0, sizeof u.bytes);
        printf("%s\"", i >= 0 ? "," : "");
        for (size_t k = 0; k < 16; k++)
            printf("%02x", u.bytes[k]);
        putchar('"');
    }
    putchar(']');
}

/* The text of part `which` of an ID of kind k whose bits [first, first + n)
 * (counted from the top) hold v and the rest base (0 or 0xff). */
static void put_part_text(sortid_kind k, size_t which, unsigned first, unsigned n,
                          unsigned long long v, int base)
{
    sortid_part parts[SORTID_PARTS_MAX];
    sortid_id id;
    memset(&id, 0, sizeof id);
    id.kind = k;
    memset(id.bytes, base, sortid_kind_get(k)->bytes);
    for (unsigned i = 0; i < n; i++) {
        unsigned at = first + i, bit = n - 1 - i;
        int on = bit < 64 ? (int)((v >> bit) & 1u) : 0;
        if (on)
            id.bytes[at / 8] |= (uint8_t)(0x80u >> (at % 8));
        else
            id.bytes[at / 8] &= (uint8_t) ~(0x80u >> (at % 8));
    }
    sortid_id_parts(parts, SORTID_PARTS_MAX, &id);
    put_str(parts[which].text);
}

/* Each kind's parts (sortid_id_parts): the bits each reads, found by
 * flipping every bit alone in an ID of all 0 bits and of all 1 bits, and its
 * text for some values of those bits (all of them for a field of 4 bits or
 * less): the generator tells hex from decimal from a table of names. */
static void put_parts(void)
{
    printf(",\"parts\":{");
    for (size_t i = 0, nk = 0; sortid_kind_each(i) != SORTID_KIND_NONE; i++) {
        sortid_kind k = sortid_kind_each(i);
        size_t bytes = sortid_kind_get(k)->bytes, n;
        sortid_part zero[SORTID_PARTS_MAX], ones[SORTID_PARTS_MAX], t[SORTID_PARTS_MAX];
        sortid_id a, b;
        memset(&a, 0, sizeof a);
        a.kind = k;
        b = a;
        memset(b.bytes, 0xff, bytes);
        if ((n = sortid_id_parts(zero, SORTID_PARTS_MAX, &a)) == 0)
            continue;
        sortid_id_parts(ones, SORTID_PARTS_MAX, &b);
        printf("%s\"%s\":[", nk++ ? ",\n" : "", sortid_kind_name(k));
        for (size_t p = 0; p < n; p++) {
            unsigned first = 0, count = 0;
            for (unsigned bit = 0; bit < 8 * bytes; bit++) {
                sortid_id x = a, y = b;
                x.bytes[bit / 8] ^= (uint8_t)(0x80u >> (bit % 8));
                y.bytes[bit / 8] ^= (uint8_t)(0x80u >> (bit % 8));
                sortid_id_parts(t, SORTID_PARTS_MAX, &x);
                int moved = strcmp(t[p].text, zero[p].text) != 0;
                sortid_id_parts(t, SORTID_PARTS_MAX, &y);
                if (moved || strcmp(t[p].text, ones[p].text) != 0) {
                    if (!count)
                        first = bit;
                    count = bit - first + 1; /* from the first bit that moves it to the last */
                }
            }
            printf("%s{\"name\":", p ? "," : "");
            put_str(zero[p].name);
            printf(",\"first\":%u,\"n\":%u,\"texts\":[", first, count);
            unsigned long long top = count >= 64 ? ~0ULL : (1ULL << count) - 1;
            if (count && count <= 4) {
                for (unsigned long long v = 0; v <= top; v++) {
                    printf("%s", v ? "," : "");
                    put_part_text(k, p, first, count, v, 0);
                }
            } else if (count) {
                put_part_text(k, p, first, count, 0, 0);
                putchar(',');
                put_part_text(k, p, first, count, 1, 0);
                putchar(',');
                put_part_text(k, p, first, count, 0x5a5a5a5a5a5a5a5aULL, 0);
            }
            printf("]}");
        }
        putchar(']');
    }
    putchar('}');
}

/* The fractional digits of sortid_id_time_format's text of id (-1: none). */
static int time_digits(const sortid_id *id)
{
    char buf[SORTID_ID_TIME_TEXT_MAX + 1];
    const char *dot;
    if (sortid_id_time_format(buf, sizeof buf, id, 0, NULL) != SORTID_OK)
        return -1;
    dot = strchr(buf, '.');
    return dot ? (int)(strlen(dot) - 2) : 0; /* less the '.' and the 'Z' */
}

/* How many fractional digits each kind's time text has: of an ID made at a
 * time with every digit set, or read from a sample (a snowflake; a UUID of
 * each version, as "uuid1" ...). */
static void put_time_digits(void)
{
    static const char *const samples[] = { "1234567890123456789",
                                           "c232ab00-9414-11ec-b3c8-9f6bdeced846",
                                           "1ec9414c-232a-6b00-b3c8-9f6bdeced846",
                                           "017f22e2-79b0-7cc3-98c4-dc0c0c07398f" };
    printf(",\"time_digits\":{");
    for (size_t i = 0; sortid_kind_each(i) != SORTID_KIND_NONE; i++) {
        sortid_kind k = sortid_kind_each(i);
        const sortid_kind_desc *d = sortid_kind_get(k);
        sortid_id id;
        if (sortid_id_at(&id, k, d->time_min_ms + 86400000 + 123, 456789, SORTID_AT_MIN, 0) ==
            SORTID_OK)
            printf("%s\"%s\":%d", i ? "," : "", d->name, time_digits(&id));
        else
            printf("%s\"%s\":-1", i ? "," : "", d->name);
    }
    for (size_t i = 0; i < sizeof samples / sizeof samples[0]; i++) {
        sortid_id id;
        sortid_kind k = i ? SORTID_KIND_UUID : SORTID_KIND_SNOWFLAKE;
        if (sortid_id_parse(&id, k, samples[i], strlen(samples[i]), 0, NULL, NULL) != SORTID_OK)
            continue;
        if (i)
            printf(",\"uuid%d\":%d", id.bytes[6] >> 4, time_digits(&id));
        else
            printf(",\"snowflake\":%d", time_digits(&id));
    }
    putchar('}');
}

int main(void)
{
    printf("{\"version\":");
    put_str(sortid_version());
    printf(",\n\"status\":{");
    for (int s = 0; s <= 15; s++) {
        printf("%s", s ? ",\n" : "");
        put_str(sortid_status_name((sortid_status)s));
        putchar(':');
        put_str(sortid_strerror((sortid_status)s));
    }
    printf("},\n");
    put_kinds();
    printf("\"forms\":[");
    for (int f = 1; sortid_form_get((sortid_form)f); f++) {
        printf("%s", f > 1 ? ",\n" : "");
        put_form((sortid_form)f);
    }
    printf("],\n");
    put_typeid();
    put_snowflake_shift();
    put_uuid_v1_epoch();
    put_baseuid_uuid();
    put_parts();
    put_time_digits();
    printf("}\n");
    return 0;
}
