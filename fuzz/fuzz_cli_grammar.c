/* SPDX-License-Identifier: MIT */
/*
 * fuzz_cli_grammar.c - the sortid command's reading of one input (cli/decode.c:
 * decode_input over the library's sortid_read), linked from the CLI's own
 * source.
 *
 * The first byte picks the options (--type from its low 3 bits (a kind of the
 * library's table or none), --from int
 * and --lenient from the next two); the rest is the input, at most 200 bytes,
 * kept as a line or argument is (128 bytes).  Properties: an accepted input
 * was read in the form its length gives (26 ULID, 13 flake, 20 BaseUID, 36 /
 * 32 UUID, 0x hex at another length, digits only with --from int), of a type
 * --type allows, and formats back to the same text (case aside; look-alikes
 * with --lenient); a refused one has a message of at most WHY_MAX bytes; an
 * input over 128 bytes is never accepted; the input is never changed; the
 * same input gives the same answer twice.
 */
#include "cli.h"
#include "fuzz.h"
#include "io.h"

static int is_digits(const uint8_t *s, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (s[i] < '0' || s[i] > '9')
            return 0;
    return n > 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const sortid_kind kinds[8] = { SORTID_KIND_NONE,    SORTID_KIND_ULID,
                                          SORTID_KIND_FLAKE,   SORTID_KIND_FLAKE_SCALABLE,
                                          SORTID_KIND_BASEUID, SORTID_KIND_UUIDV7,
                                          SORTID_KIND_UUID,    SORTID_KIND_NONE };
    if (size < 1 || size > 201)
        return 0;
    options o;
    memset(&o, 0, sizeof o);
    o.kind = kinds[data[0] & 7];
    o.node = -1;
    o.from_int = (data[0] >> 3) & 1;
    o.lenient = (data[0] >> 4) & 1;
    const sortid_kind_desc *kd = sortid_kind_get(o.kind);
    if (o.from_int && kd && !(kd->forms & SORTID_ACCEPT(SORTID_FORM_FLAKE_INT)))
        o.from_int = 0; /* a usage error in the command */
    const uint8_t *text = data + 1;
    size_t len = size - 1;
    uint8_t copy[200];
    memcpy(copy, text, len);

    input in = { (const char *)text, len < LINE_KEEP ? len : LINE_KEEP, len, 0 };
    decoded d, d2;
    char why[WHY_MAX], why2[WHY_MAX];
    why[0] = why2[0] = '\0';
    int ok = decode_input(&d, &in, &o, why, sizeof why);
    int ok2 = decode_input(&d2, &in, &o, why2, sizeof why2);
    PROP(ok == ok2 && d.id.kind == d2.id.kind && strcmp(why, why2) == 0);
    PROP(memcmp(copy, text, len) == 0);
    if (!ok) {
        PROP(why[0] != '\0' && strlen(why) < WHY_MAX);
        return 0;
    }
    PROP(len <= LINE_KEEP);
    PROP(o.kind == SORTID_KIND_NONE || d.id.kind == o.kind);
    int hex = len >= 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X');
    sortid_form want;
    if (o.from_int && is_digits(text, len))
        want = SORTID_FORM_FLAKE_INT;
    else if (len == 26)
        want = SORTID_FORM_ULID;
    else if (len == 13)
        want = SORTID_FORM_FLAKE;
    else if (len == 20)
        want = SORTID_FORM_BASEUID;
    else if (len == 36)
        want = SORTID_FORM_UUID;
    else if (len == 32)
        want = SORTID_FORM_UUID_HEX;
    else
        want = hex ? SORTID_FORM_FLAKE_HEX : SORTID_FORM_NONE;
    PROP(d.form == want);

    char buf[SORTID_ID_TEXT_MAX + 1];
    size_t n = 0;
    sortid_flake v, got;
    switch (d.form) {
    case SORTID_FORM_ULID:
    case SORTID_FORM_FLAKE:
    case SORTID_FORM_BASEUID:
        PROP(sortid_id_format(buf, sizeof buf, &d.id, d.form, 0, &n) == SORTID_OK && n == len);
        break;
    case SORTID_FORM_FLAKE_HEX: /* the same value, whatever its leading zeros */
        PROP(sortid_flake_parse_hex(&v, (const char *)text, len, NULL) == SORTID_OK);
        PROP(sortid_flake_from_bytes(&got, d.id.bytes) == SORTID_OK && v.value == got.value);
        return 0;
    case SORTID_FORM_FLAKE_INT:
        PROP(sortid_flake_parse_int(&v, (const char *)text, len, NULL) == SORTID_OK);
        PROP(sortid_flake_from_bytes(&got, d.id.bytes) == SORTID_OK && v.value == got.value);
        return 0;
    default: return 0; /* UUID forms: checked by the uuid harness */
    }
    for (size_t i = 0; i < n; i++) {
        char c = (char)text[i];
        if (d.form == SORTID_FORM_BASEUID)
            PROP(buf[i] == c);
        else
            PROP(buf[i] == fz_crockford_canon(c, o.lenient));
    }
    return 0;
}
