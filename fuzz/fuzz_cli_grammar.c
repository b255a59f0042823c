/* SPDX-License-Identifier: MIT */
/*
 * fuzz_cli_grammar.c - the sortid command's reading of one input (cli/decode.c:
 * decode_input over the library's sortid_id_parse), linked from the CLI's own
 * source.
 *
 * The first byte picks the options: --type from bits 0-2 and 5-7 (0: none,
 * i: the library's kind sortid_kind_each(i - 1), none past the table's
 * end), --from int from bit 3 (dropped for a kind without a decimal form,
 * which the command refuses), --lenient from bit 4.  The rest is the input,
 * at most 200 bytes, kept as a line or argument is (128 bytes).
 *
 * What each text form looks like is learnt from the library, never listed
 * here: every form sortid_form_get knows is written by sortid_id_format for
 * two values of its kind (all-zero bytes; 0x5a bytes with the prefix "x"),
 * which gives its fixed length (the same for both), whether it has a prefix
 * ("x_" and the other's text), whether it is decimal (digits only) or "0x"
 * hex, and whether it has a case (SORTID_FORMAT_LOWER and _UPPER differ).
 *
 * Properties: an accepted input was read in the form sortid.h's table gives
 * it - digits in the first decimal form accepted; "prefix_" and a suffix in
 * the prefixed form; else the first accepted form of its length (any form
 * of that length, accepted or not, rules out "0x" hex); a kind that has the
 * form read, the one --type names when given; it formats back to its own
 * text (case and look-alikes aside where the form has a case; leading zeros
 * aside in the hex and decimal forms).  A refused input has a message of at
 * most WHY_MAX bytes; an input over 128 bytes is never accepted; the input
 * is never changed; the same input gives the same answer twice.
 */
#include "cli.h"
#include "fuzz.h"
#include "io.h"

enum { NFORMS = 32 };

/* What the library writes for each form (index: the form's value). */
static struct {
    size_t len;    /* the length of every text of the form; 0: it varies */
    size_t suffix; /* a prefixed form: the length of the text without one */
    int prefixed, decimal, hex, cased;
} shape[NFORMS];
static unsigned known; /* SORTID_ACCEPT bits of the forms sortid_form_get knows */

static int is_digits(const char *s, size_t n)
{
    for (size_t i = 0; i < n; i++)
        if (s[i] < '0' || s[i] > '9')
            return 0;
    return n > 0;
}

static int is_hex_start(const char *s, size_t n)
{
    return n >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
}

/* a and b alike, case aside (and look-alikes with lenient) */
static int same_folded(const char *a, const char *b, size_t n, int lenient)
{
    for (size_t i = 0; i < n; i++)
        if (fz_crockford_canon(a[i], lenient) != fz_crockford_canon(b[i], lenient))
            return 0;
    return 1;
}

/* The text of id in form f with flags; 0 when the library refuses it. */
static size_t write_form(char *dst, const sortid_id *id, sortid_form f, unsigned flags)
{
    size_t n = 0;
    return sortid_id_format(dst, SORTID_ID_TEXT_LEN + 1, id, f, flags, &n) == SORTID_OK ? n : 0;
}

static void learn_form(sortid_form f)
{
    const sortid_kind_desc *kd = sortid_kind_get(sortid_form_kind(f));
    PROP(kd != NULL && (kd->forms & SORTID_ACCEPT(f)));
    sortid_id a, b;
    memset(&a, 0, sizeof a);
    memset(&b, 0, sizeof b);
    a.kind = b.kind = kd->kind;
    memset(b.bytes, 0x5a, kd->bytes);
    b.prefix[0] = 'x';
    char ta[SORTID_ID_TEXT_LEN + 1], tb[SORTID_ID_TEXT_LEN + 1];
    char lo[SORTID_ID_TEXT_LEN + 1], up[SORTID_ID_TEXT_LEN + 1];
    size_t la = write_form(ta, &a, f, 0), lb = write_form(tb, &b, f, 0);
    PROP(la > 0 && lb > 0); /* every form writes these two values */
    size_t llo = write_form(lo, &b, f, SORTID_FORMAT_LOWER);
    size_t lup = write_form(up, &b, f, SORTID_FORMAT_UPPER);
    shape[f].len = la == lb ? la : 0;
    shape[f].prefixed = lb == la + 2 && tb[0] == 'x' && tb[1] == '_';
    shape[f].suffix = shape[f].prefixed ? la : 0;
    shape[f].decimal = is_digits(ta, la) && is_digits(tb, lb);
    shape[f].hex = is_hex_start(ta, la) && is_hex_start(tb, lb);
    shape[f].cased = llo > 0 && llo == lup && strcmp(lo, up) != 0;
    known |= SORTID_ACCEPT(f);
}

static void learn(void)
{
    if (known)
        return;
    for (unsigned f = 1; f < NFORMS; f++)
        if (sortid_form_get((sortid_form)f))
            learn_form((sortid_form)f);
    PROP(known != 0);
}

/* The forms sortid_id_parse reads for the options: the kind's, or every
 * text form and the flake's decimal one; a decimal form of a kind that has
 * others only with --from int (SORTID_PARSE_INT). */
static unsigned accept_of(const options *o)
{
    const sortid_kind_desc *kd = sortid_kind_get(o->kind);
    unsigned a = kd ? kd->forms : SORTID_ACCEPT_ALL_TEXT | SORTID_ACCEPT(SORTID_FORM_FLAKE_INT);
    if (!o->from_int)
        a &= ~SORTID_ACCEPT(SORTID_FORM_FLAKE_INT);
    return a;
}

/* The form sortid.h's table of forms gives the text; SORTID_FORM_NONE when
 * the options take none (then the input must be refused). */
static sortid_form want_form(const char *s, size_t len, unsigned accept)
{
    unsigned f, of_len = 0;
    if (is_digits(s, len))
        for (f = 1; f < NFORMS; f++)
            if (shape[f].decimal && (accept & SORTID_ACCEPT(f)))
                return (sortid_form)f;
    for (f = 1; f < NFORMS; f++)
        if (shape[f].prefixed && len > shape[f].suffix + 1 && s[len - shape[f].suffix - 1] == '_')
            return accept & SORTID_ACCEPT(f) ? (sortid_form)f : SORTID_FORM_NONE;
    for (f = 1; f < NFORMS; f++)
        if ((known & SORTID_ACCEPT(f)) && (shape[f].len == len || shape[f].suffix == len))
            of_len |= SORTID_ACCEPT(f);
    for (f = 1; f < NFORMS; f++)
        if (of_len & accept & SORTID_ACCEPT(f))
            return (sortid_form)f;
    if (of_len || !is_hex_start(s, len))
        return SORTID_FORM_NONE;
    for (f = 1; f < NFORMS; f++)
        if (shape[f].hex && (accept & SORTID_ACCEPT(f)))
            return (sortid_form)f;
    return SORTID_FORM_NONE;
}

/* The digits of a hex or decimal text without its "0x" and leading zeros. */
static const char *significant(const char *s, size_t *n, int hex)
{
    if (hex) {
        s += 2;
        *n -= 2;
    }
    while (*n > 1 && s[0] == '0') {
        s++;
        (*n)--;
    }
    return s;
}

/* The text of the ID read, written back in its form, against the input. */
static void check_round_trip(const decoded *d, const char *text, size_t len, int lenient)
{
    char buf[SORTID_ID_TEXT_LEN + 1];
    size_t n = write_form(buf, &d->id, d->form, 0);
    PROP(n > 0);
    if (shape[d->form].decimal || shape[d->form].hex) {
        size_t ni = len, nb = n;
        const char *si = significant(text, &ni, shape[d->form].hex);
        const char *sb = significant(buf, &nb, shape[d->form].hex);
        PROP(ni == nb && same_folded(si, sb, ni, 0));
        return;
    }
    PROP(n == len);
    PROP(shape[d->form].cased ? same_folded(buf, text, n, lenient) : memcmp(buf, text, n) == 0);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1 || size > 201)
        return 0;
    learn();
    options o;
    memset(&o, 0, sizeof o);
    size_t k = (size_t)(data[0] & 7) | (size_t)(data[0] >> 5) << 3;
    o.kind = k == 0 ? SORTID_KIND_NONE : sortid_kind_each(k - 1);
    o.node = -1;
    o.from_int = (data[0] >> 3) & 1;
    o.lenient = (data[0] >> 4) & 1;
    const sortid_kind_desc *kd = sortid_kind_get(o.kind);
    unsigned decimal = 0;
    for (unsigned f = 1; f < NFORMS; f++)
        decimal |= shape[f].decimal ? SORTID_ACCEPT(f) : 0u;
    if (o.from_int && kd && !(kd->forms & decimal))
        o.from_int = 0; /* a usage error in the command */
    const char *text = (const char *)data + 1;
    size_t len = size - 1;
    char copy[200];
    memcpy(copy, text, len);

    input in = { text, len < LINE_KEEP ? len : LINE_KEEP, len, 0 };
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
    PROP(d.form == want_form(text, len, accept_of(&o)) && d.form != SORTID_FORM_NONE);
    const sortid_kind_desc *got = sortid_kind_get(d.id.kind);
    PROP(got != NULL && (got->forms & SORTID_ACCEPT(d.form)));
    PROP(o.kind == SORTID_KIND_NONE || d.id.kind == o.kind);
    check_round_trip(&d, text, len, o.lenient);
    return 0;
}
