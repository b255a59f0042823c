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
            report_invalid(in, invalid_what(d->type), why);
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
    size_t L = (size_t)(nl - text), stride = L + 1, count = 0, pos;
    /* With --from int an all-digit line of any length is an integer: every
     * line goes through decode().  Otherwise the length decides the form,
     * so the lines the bulk parser takes (all of length L) are read exactly
     * as decode() reads the first one. */
    decoded first_id;
    if (o->from_int || decode(&first_id, text, L, o, &pos) != SORTID_OK)
        return 0;
    if (first_id.form != SORTID_FORM_ULID && first_id.form != SORTID_FORM_FLAKE &&
        first_id.form != SORTID_FORM_BASEUID)
        return 0;
    enum idtype t = first_id.type;

    /* Stops with an error at the first line it does not accept; the lines
     * before it used stride bytes each. */
    sortid_status st; /* the count says how far it got; the stopping line is re-read alone */
    if (t == T_ULID)
        st = sortid_ulid_parse_lines(ids.ulid, PARSE_CHUNK, text, len, pflags, &count, NULL);
    else if (t == T_BASEUID)
        st = sortid_baseuid_parse_lines(ids.baseuid, PARSE_CHUNK, text, len, 0, &count, NULL);
    else
        st = sortid_flake_parse_lines(ids.flake, PARSE_CHUNK, text, len, pflags, &count, NULL);
    (void)st;
    size_t n = count;

    int same_form = cmd == CMD_CONVERT &&
                    ((t == T_ULID && o->to == F_ULID) || (t == T_BASEUID && o->to == F_BASEUID) ||
                     (t != T_ULID && t != T_BASEUID && o->to == F_FLAKE));
    if (same_form) {
        emit_lines(t,
                   t == T_ULID      ? (const void *)ids.ulid
                   : t == T_BASEUID ? (const void *)ids.baseuid
                                    : (const void *)ids.flake,
                   n, o->lower ? SORTID_FORMAT_LOWER : 0);
    } else if (cmd != CMD_VALIDATE) {
        decoded d;
        d.type = t;
        d.form = first_id.form;
        for (size_t i = 0; i < n; i++) {
            input in = { text + i * stride, L, L, *lineno + i + 1 };
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
