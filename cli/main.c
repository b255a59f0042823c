/* SPDX-License-Identifier: MIT */
/*
 * main.c - the sortid command: generate, parse, validate and convert
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
#include <getopt.h>
#include <signal.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
#if defined(_WIN32)
#include <fcntl.h>
#include <io.h>
#endif

#include "cli.h"
#include "io.h"
#include "sortid.h"

/* ------------------------------------------------------------------------ */
/* Command line                                                              */
/* ------------------------------------------------------------------------ */

static void help(void)
{
    out_str("Usage: sortid [OPTION]... [new] [COUNT]\n"
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
            "                          parse/validate/convert: the input's length decides\n"
            "                          (see Input below) unless given\n"
            "      --to FORM           convert to ulid, uuid, hex, int, flake, baseuid, uuidv8\n"
            "      --node N            node id of flake-scalable IDs (0..31)\n"
            "      --entropy-size S    flake step size in bytes (1..3; scalable 1..2)\n"
            "      --lower             lower-case ULID and flake text\n"
            "      --min, --max        from-time: the lowest / highest ID of that millisecond\n"
            "      --lenient           accept the look-alikes I, L (as 1) and O (as 0)\n"
            "      --from int          read digits as a Ulid-Flake's decimal integer form\n"
            "      --random-step[=K]   monotonic ULID/BaseUID: step by a random 1..2^K\n"
            "                          (K 1..64, default 32) instead of +1\n"
            "  -f, --format FORMAT     parse output: text (default) or json (one object a line)\n"
            "  -q, --quiet             no messages about invalid IDs\n"
            "  -h, --help              show this help and exit\n"
            "  -V, --version           show the version and exit\n"
            "\n"
            "Input (parse, validate, convert): the length decides the form, --type only\n"
            "narrows which forms are accepted:\n"
            "  26 characters                 ULID text\n"
            "  13 characters (digits too)    Ulid-Flake text\n"
            "  20 characters                 BaseUID text\n"
            "  36 characters, 32 hex digits  UUID (or with --type: a ULID, a BaseUID's v8)\n"
            "  0x + 1..16 hex digits         Ulid-Flake, hex (any other length)\n"
            "  digits, any length            Ulid-Flake, decimal: only with --from int\n"
            "Inputs longer than 128 bytes are invalid.  An argument that starts with '-'\n"
            "and is an ID is an ID; others go after '--'.\n"
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

/* An argument that starts with '-' and is an ID (a BaseUID may: '-' is in
 * its alphabet) is an operand, not options (no option is spelt so). */
static int is_dash_id(const char *s)
{
    sortid_read_result r;
    return s[0] == '-' && sortid_read(&r, s, strlen(s), SORTID_ACCEPT_TEXT, 0, NULL) == SORTID_OK;
}

enum {
    OPT_TO = 256,
    OPT_NODE,
    OPT_ENTROPY,
    OPT_LOWER,
    OPT_MIN,
    OPT_MAX,
    OPT_LENIENT,
    OPT_FROM,
    OPT_RANDOM_STEP
};

int main(int argc, char **argv)
{
    static const struct option longopts[] = {
        { "type", required_argument, NULL, 't' },
        { "to", required_argument, NULL, OPT_TO },
        { "node", required_argument, NULL, OPT_NODE },
        { "entropy-size", required_argument, NULL, OPT_ENTROPY },
        { "lower", no_argument, NULL, OPT_LOWER },
        { "min", no_argument, NULL, OPT_MIN },
        { "max", no_argument, NULL, OPT_MAX },
        { "lenient", no_argument, NULL, OPT_LENIENT },
        { "from", required_argument, NULL, OPT_FROM },
        { "random-step", optional_argument, NULL, OPT_RANDOM_STEP },
        { "format", required_argument, NULL, 'f' },
        { "quiet", no_argument, NULL, 'q' },
        { "help", no_argument, NULL, 'h' },
        { "version", no_argument, NULL, 'V' },
        { NULL, 0, NULL, 0 },
    };
    options o = { T_AUTO, -1, 0, 0, 0, 0, 0, 0, 0, 0, 0, F_NONE };
    int c, nargs = 0;
    uint64_t v;
    /* The operands in their order (getopt in order mode: no permutation);
     * static, so that it stays reachable until exit. */
    static char **args;
    args = malloc(sizeof *args * (size_t)argc);
    if (args == NULL) {
        msg("out of memory");
        return EXIT_INVALID;
    }

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

    /* At each argument's start (not inside a cluster such as -qt), an ID
     * that starts with '-' is taken as an operand before getopt sees it. */
    opterr = 0;
    for (int at_start = 1;;) {
        if (at_start && optind < argc && is_dash_id(argv[optind])) {
            args[nargs++] = argv[optind++];
            continue;
        }
        int before = optind;
        if ((c = getopt_long(argc, argv, "-:t:f:qhV", longopts, NULL)) == -1)
            break;
        at_start = optind != before;
        const char *val = optarg ? optarg : ""; /* the value of an option that has one */
        switch (c) {
        case 1: args[nargs++] = argv[optind - 1]; break;
        case OPT_RANDOM_STEP:
            /* The default K is the library's; so is the range check. */
            if (optarg == NULL)
                o.random_step = SORTID_GEN_DEFAULT_STEP_BITS;
            else if (!parse_u64(optarg, UINT32_MAX, &v) || v == 0)
                usage_error("bad --random-step '%s' (K: 1..64, a random step in [1, 2^K])", optarg);
            else
                o.random_step = (unsigned)v;
            break;
        case OPT_FROM:
            if (strcmp(val, "int") != 0)
                usage_error("unknown --from '%s' (int: read digits as a Ulid-Flake's decimal "
                            "integer form)",
                            val);
            o.from_int = 1;
            break;
        case 't': o.type = parse_type(val); break;
        case OPT_TO: o.to = parse_form(val); break;
        case OPT_NODE:
            if (!parse_u64(val, SORTID_FLAKE_NODE_MAX, &v))
                usage_error("bad --node '%s' (0..%d)", val, SORTID_FLAKE_NODE_MAX);
            o.node = (long)v;
            break;
        case OPT_ENTROPY:
            if (!parse_u64(val, 3, &v) || v == 0)
                usage_error("bad --entropy-size '%s' (1..3 stand-alone, 1..2 scalable)", val);
            o.entropy_size = (long)v;
            break;
        case OPT_LOWER: o.lower = 1; break;
        case OPT_MIN: o.min = 1; break;
        case OPT_MAX: o.max = 1; break;
        case OPT_LENIENT: o.lenient = 1; break;
        case 'f':
            if (strcmp(val, "json") == 0)
                o.json = 1;
            else if (strcmp(val, "text") == 0)
                o.json = 0;
            else
                usage_error("unknown format '%s' (text, json)", val);
            break;
        case 'q': o.quiet = 1; break;
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
        case ':': usage_error("option '%s' needs a value", argv[optind - 1]);
        default: {
            const char *bad = argv[optind - 1];
            const char *hint = bad[0] == '-' && bad[1] != '-'
                                   ? " (an ID or a time that starts with '-' goes after '--')"
                                   : "";
            if (optopt)
                usage_error("unknown option '-%c'%s", optopt, hint);
            usage_error("unknown option '%s'%s", bad, hint);
        }
        }
    }

    while (optind < argc) /* after "--" */
        args[nargs++] = argv[optind++];
    enum command cmd = CMD_NEW;
    static const struct {
        const char *name;
        enum command cmd;
    } cmds[] = {
        { "new", CMD_NEW },     { "monotonic", CMD_MONOTONIC }, { "from-time", CMD_FROM_TIME },
        { "parse", CMD_PARSE }, { "validate", CMD_VALIDATE },   { "convert", CMD_CONVERT }
    };
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
    if (o.from_int && gen)
        usage_error("--from is for parse, validate and convert");
    if (o.from_int && o.type != T_AUTO && o.type != T_FLAKE && o.type != T_FLAKE_SCALABLE)
        usage_error("--from int is for Ulid-Flake IDs (no --type, or flake, flake-scalable)");
    if (o.lenient && gen)
        usage_error("--lenient is for parse, validate and convert");
    if (o.node >= 0 && o.type != T_FLAKE_SCALABLE)
        usage_error("--node is for --type flake-scalable");
    if (o.entropy_size && o.type != T_FLAKE && o.type != T_FLAKE_SCALABLE)
        usage_error("--entropy-size is for --type flake or flake-scalable");
    if (o.random_step && cmd != CMD_MONOTONIC)
        usage_error("--random-step is for monotonic");

    int rc = EXIT_OK;
    switch (cmd) {
    case CMD_NEW:
    case CMD_MONOTONIC: {
        if (nargs > 1)
            usage_error("too many arguments: %s takes at most COUNT",
                        cmd == CMD_NEW ? "new" : "monotonic");
        do_generate(cmd, nargs ? parse_count(args[0]) : 1, &o);
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
    default: rc = run_inputs(cmd, args, nargs, &o); break;
    }
    out_flush();
    return rc;
}
