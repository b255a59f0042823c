/* SPDX-License-Identifier: MIT */
/* stream.c - parse, validate and convert over arguments and streaming standard input. */
#include <errno.h>
#include <stdint.h>
#include <string.h>
#include <unistd.h>

#include "cli.h"
#include "io.h"

/* ------------------------------------------------------------------------ */
/* parse, validate, convert: one input                                       */
/* ------------------------------------------------------------------------ */
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
            report_invalid_id(in, d->id.kind, why);
        return 0;
    }
    return cmd == CMD_VALIDATE ? 1 : convert_decoded(in, d, o);
}

static int run_one(enum command cmd, const input *in, const options *o, int *first)
{
    decoded d;
    char why[WHY_MAX];
    int ok = decode_input(&d, in, o, why, sizeof why);
    return act(cmd, in, &d, ok, why, o, first);
}

/* ------------------------------------------------------------------------ */
/* Standard input in blocks through the bulk parsers                         */
/* ------------------------------------------------------------------------ */

/* IDs decoded per bulk call. */
#define PARSE_CHUNK 4096

/* Parse, validate or convert the lines at the start of text[0..len) (whole
 * lines, each ending with '\n') that decode() would read in the first line's
 * form, when that form has bulk codecs (bulk.c): the lines of that length are
 * decoded by the form's bulk parser.  Returns the bytes used, 0 when the
 * first line is not such a line: whatever is not used (an invalid line, a
 * line of another kind or form, "\r\n", a UUID) is left to the per-line
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
    size_t scan = len < SORTID_ID_TEXT_MAX ? len : SORTID_ID_TEXT_MAX;
    const char *nl = memchr(text, '\n', scan);
    if (nl == NULL)
        return 0;
    size_t L = (size_t)(nl - text), stride = L + 1, n = 0, pos;
    /* With --from int an all-digit line of any length is an integer: every
     * line goes through decode().  Otherwise the length decides the form,
     * so the lines the bulk parser takes (all of length L) are read exactly
     * as decode() reads the first one, as the same kind. */
    decoded d;
    const bulk_codec *c;
    if (o->from_int || decode(&d, text, L, o, &pos) != SORTID_OK ||
        (c = bulk_of_form(d.form)) == NULL || c->text_len != L)
        return 0;

    /* Stops at the first line it does not accept (re-read alone); the lines
     * before it used stride bytes each. */
    (void)!c->parse(&ids, PARSE_CHUNK, text, len, pflags, &n);
    if (cmd == CMD_CONVERT && same_form(&o->to, d.id.kind, d.form)) {
        bulk_emit(c, &ids, n, o->lower ? SORTID_FORMAT_LOWER : 0);
    } else if (cmd != CMD_VALIDATE) {
        for (size_t i = 0; i < n; i++) {
            input in = { text + i * stride, L, L, *lineno + i + 1 };
            c->bytes(d.id.bytes, &ids, i); /* d: the first line's kind, epoch and form */
            if (!act(cmd, &in, &d, 1, "", o, first))
                *bad = 1;
        }
    }
    *lineno += n;
    return n * stride;
}

/* parse/validate/convert over the arguments, or standard input for none or "-". */
int run_inputs(enum command cmd, char **args, int nargs, const options *o)
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
                input in = { ln.text, ln.kept < LINE_KEEP ? ln.kept : LINE_KEEP, ln.len, ++lineno };
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
            /* As much of an argument as of a line is kept (messages, JSON). */
            size_t len = strlen(args[i]);
            input in = { args[i], len < LINE_KEEP ? len : LINE_KEEP, len, 0 };
            if (!run_one(cmd, &in, o, &first))
                bad = 1;
        }
    }
    return bad ? EXIT_INVALID : EXIT_OK;
}
