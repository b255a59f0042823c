/* SPDX-License-Identifier: MIT */
/*
 * main.c - the sortid command: generate, parse, validate and convert
 * time-sortable IDs of every kind of the library's table.
 *
 *   sortid [new] [COUNT]            COUNT random IDs (default 1)
 *   sortid monotonic [COUNT]        COUNT strictly increasing IDs
 *   sortid at TIME [COUNT]   IDs whose time is TIME (RFC 3339 or Unix ms)
 *   sortid parse [ID...]            decode and show each ID
 *   sortid validate [ID...]         check each ID
 *   sortid convert [ID...] --to F   a kind, hex, int, uuidv8, uuidv6, uuidv1
 *   sortid help [COMMAND|kinds|forms]
 *
 * Every codec, layout and generation rule is libsortid's: this file only
 * chooses which library call to make and prints the result (docs/sortid.1).
 * Exit status: 0 all good, 1 an invalid ID or a failed generation or write,
 * 2 a usage error.
 */
#include <signal.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
#if defined(_WIN32)
#include <fcntl.h>
#include <io.h>
#include <windows.h>
#include <shellapi.h>
#endif

#include "cli.h"
#include "io.h"
#include "sortid.h"

static uint64_t parse_count(const char *s)
{
    uint64_t v;
    if (!parse_u64(s, (uint64_t)INT64_MAX, &v))
        usage_error("bad COUNT '%s': expected a whole number (0 or more)", s);
    return v;
}

/* --help (after a command: its own), and sortid help [COMMAND]. */
static int show_help(enum command cmd, int named, char **args, int nargs, int asked)
{
    if (cmd == CMD_HELP && !asked) {
        if (nargs > 1)
            usage_error("too many arguments: help takes at most COMMAND");
        named = nargs == 1;
        if (named && !find_command(args[0], &cmd)) {
            if (!help_topic(args[0]))
                unknown_command(args[0]);
            out_flush();
            return EXIT_OK;
        }
    }
    if (named)
        help_command(cmd);
    else
        help_all();
    out_flush();
    return EXIT_OK;
}

static int show_version(const options *o, int nargs)
{
    if (o->nopts > 1 || nargs > 0)
        usage_error("--version takes nothing else");
    out_str("sortid ");
    out_str(sortid_version());
    out_char('\n');
    out_flush();
    return EXIT_OK;
}

/* Whether the kind (or, with none given, any kind) has a decimal form. */
static int reads_int(sortid_kind kind)
{
    const sortid_kind_desc *d = sortid_kind_get(kind);
    return d == NULL || (d->forms & (SORTID_ACCEPT(SORTID_FORM_FLAKE_INT) |
                                     SORTID_ACCEPT(SORTID_FORM_SNOWFLAKE)));
}

/* Options that do not apply to the command are mistakes, not no-ops. */
static void check_options(enum command cmd, const options *o)
{
    int gen = cmd == CMD_NEW || cmd == CMD_MONOTONIC || cmd == CMD_AT;
    if (o->has_to && cmd != CMD_CONVERT)
        usage_error("--to is for convert");
    if (cmd == CMD_CONVERT && !o->has_to)
        usage_error("convert needs --to FORM");
    if ((o->min || o->max) && cmd != CMD_AT)
        usage_error("--min and --max are for at");
    if (o->min && o->max)
        usage_error("--min and --max exclude each other");
    if (o->json && cmd != CMD_PARSE)
        usage_error("--format is for parse");
    if (o->from_int && gen)
        usage_error("--from is for parse, validate and convert");
    if (o->from_int && !reads_int(o->kind))
        usage_error("--from int: %s has no decimal form", kind_a_title(o->kind));
    if (o->lenient && gen)
        usage_error("--lenient is for parse, validate and convert");
    if (o->node >= 0 && !gen)
        usage_error("--node is for new, monotonic and at");
    if (o->entropy_size && !gen)
        usage_error("--entropy-size is for new, monotonic and at");
    if (o->random_step && cmd != CMD_MONOTONIC)
        usage_error("--random-step is for monotonic");
    /* --prefix and --epoch: for the kinds with the form that has one */
    if (o->prefix && gen &&
        !kind_has_form(o->kind == SORTID_KIND_NONE ? SORTID_KIND_ULID : o->kind,
                       SORTID_FORM_TYPEID))
        usage_error("--prefix is for TypeIDs (--type typeid), not %s IDs (type %s)",
                    kind_title(o->kind == SORTID_KIND_NONE ? SORTID_KIND_ULID : o->kind),
                    sortid_kind_name(o->kind == SORTID_KIND_NONE ? SORTID_KIND_ULID : o->kind));
    if (o->prefix && cmd == CMD_CONVERT &&
        !(o->to.how == TO_KIND && kind_has_form(o->to.kind, SORTID_FORM_TYPEID)))
        usage_error("--prefix is for convert --to typeid");
    if (o->prefix && !gen && cmd != CMD_CONVERT)
        usage_error("--prefix is for new, monotonic, at and convert");
    if (o->has_epoch && gen)
        usage_error("--epoch is for parse, validate and convert");
    if (o->has_epoch && !kind_has_form(o->kind, SORTID_FORM_SNOWFLAKE))
        usage_error("--epoch is for Snowflakes: give --type snowflake");
}

static int run_command(enum command cmd, char **args, int nargs, const options *o)
{
    switch (cmd) {
    case CMD_NEW:
    case CMD_MONOTONIC:
        if (nargs > 1)
            usage_error("too many arguments: %s takes at most COUNT",
                        cmd == CMD_NEW ? "new" : "monotonic");
        do_generate(cmd, nargs ? parse_count(args[0]) : 1, o);
        return EXIT_OK;
    case CMD_AT: {
        if (nargs < 1)
            usage_error("at needs TIME");
        if (nargs > 2)
            usage_error("too many arguments: at takes TIME [COUNT]");
        uint64_t count = nargs > 1 ? parse_count(args[1]) : 1;
        if ((o->min || o->max) && count != 1)
            usage_error("--min and --max give one ID: COUNT must be 1");
        do_from_time(args[0], count, o);
        return EXIT_OK;
    }
    default: return run_inputs(cmd, args, nargs, o);
    }
}

static void setup_streams(void)
{
#if defined(SIGPIPE)
    /* A closed pipe is an EPIPE from write(), handled quietly in out_flush. */
    signal(SIGPIPE, SIG_IGN);
#endif
#if defined(_WIN32)
    /* Bytes as they are: no CRLF translation on the standard streams. */
    _setmode(0, _O_BINARY);
    _setmode(1, _O_BINARY);
    _setmode(2, _O_BINARY);
#endif
}

#if defined(_WIN32)
/* The arguments as UTF-8, as every other system gives them: Windows hands
 * main() its arguments in the ANSI code page ('é' one byte, a character
 * outside the page a '?'); the UTF-16 command line holds them whole.  On
 * any failure the arguments stay as main() got them. */
static char **utf8_args(int *argc, char **argv)
{
    int n, i;
    LPWSTR *w = CommandLineToArgvW(GetCommandLineW(), &n);
    char **out = w ? calloc((size_t)n + 1, sizeof *out) : NULL;
    for (i = 0; out && i < n; i++) {
        int len = WideCharToMultiByte(CP_UTF8, 0, w[i], -1, NULL, 0, NULL, NULL);
        if (len <= 0 || (out[i] = malloc((size_t)len)) == NULL ||
            WideCharToMultiByte(CP_UTF8, 0, w[i], -1, out[i], len, NULL, NULL) != len)
            out = NULL; /* left to the process's end, as argv is */
    }
    if (w)
        LocalFree(w);
    if (!out)
        return argv;
    *argc = n;
    return out;
}
#endif

int main(int argc, char **argv)
{
#if defined(_WIN32)
    argv = utf8_args(&argc, argv);
#endif
    options o = { .kind = SORTID_KIND_NONE, .node = -1 };
    /* The operands in their order (getopt in order mode: no permutation);
     * static, so that it stays reachable until exit. */
    static char **args;
    args = malloc(sizeof *args * (size_t)argc);
    if (args == NULL) {
        msg("out of memory");
        return EXIT_INVALID;
    }
    setup_streams();
    int nargs = read_args(argc, argv, &o, args), named = 0;
    enum command cmd = CMD_NEW;
    if (o.version && !o.help)
        return show_version(&o, nargs);
    if (nargs > 0 && !cli_all_digits(args[0], strlen(args[0]))) {
        if (!find_command(args[0], &cmd))
            unknown_command(args[0]);
        named = 1;
        args++;
        nargs--;
    }
    if (o.help || cmd == CMD_HELP)
        return show_help(cmd, named, args, nargs, o.help);
    check_options(cmd, &o);
    int rc = run_command(cmd, args, nargs, &o);
    out_flush();
    return rc;
}
