/* SPDX-License-Identifier: MIT */
/* cmdline.c - the command line: the commands and options, their help, reading argv. */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "io.h"

/* ------------------------------------------------------------------------ */
/* Commands                                                                  */
/* ------------------------------------------------------------------------ */

#define GEN_CMDS   (CMD_BIT(CMD_NEW) | CMD_BIT(CMD_MONOTONIC) | CMD_BIT(CMD_AT))
#define INPUT_CMDS (CMD_BIT(CMD_PARSE) | CMD_BIT(CMD_VALIDATE) | CMD_BIT(CMD_CONVERT))
#define ALL_CMDS   (GEN_CMDS | INPUT_CMDS | CMD_BIT(CMD_HELP))

typedef struct command_info {
    const char *name, *operands, *summary;
    const char *about; /* the command's own help, after its usage line */
} command_info;

static const command_info commands[] = {
    [CMD_NEW] = { "new", "[COUNT]", "COUNT random IDs, one per line (default 1)",
                  "Print COUNT random IDs, one per line (default 1).  new is the default\n"
                  "command: 'sortid 5' prints five ULIDs.\n" },
    [CMD_MONOTONIC] = { "monotonic", "[COUNT]", "COUNT strictly increasing IDs",
                        "Print COUNT strictly increasing IDs: within a tick the random part\n"
                        "steps by 1 (by a random amount with --random-step); when it runs out\n"
                        "the generator waits for the next tick.\n" },
    [CMD_AT] = { "at", "TIME [COUNT]", "IDs whose time is TIME",
                 "Print COUNT IDs (default 1) whose time is TIME; with --min or --max\n"
                 "the lowest or highest ID of that time.  TIME is one of:\n"
                 "  an RFC 3339 instant   2026-04-15T00:00:00Z, 2026-04-15T02:00+02:00\n"
                 "  a number and its unit 1700000000s, 1700000000.25s, 1700000000000ms,\n"
                 "                        ...us, ...ns (Unix time)\n"
                 "  now                   the current time\n"
                 "A bare number of 10^11 or more is Unix milliseconds; a smaller one\n"
                 "(seconds, most likely) needs its unit.\n" },
    [CMD_PARSE] = { "parse", "[ID...]", "decode and show each ID",
                    "Decode each ID and show its type, time, random part and other forms.\n" },
    [CMD_VALIDATE] = { "validate", "[ID...]", "check each ID (status 0 when all are valid)",
                       "Check each ID: nothing on standard output, a message for each invalid\n"
                       "one, status 0 when all are valid.\n" },
    [CMD_CONVERT] = { "convert", "--to FORM [ID...]", "print each ID in the form given by --to",
                      "Print each ID in the form given by --to: the same value as another\n"
                      "type (any --type name; --to typeid with --prefix P), its hex or int\n"
                      "text, a BaseUID's UUIDv8 form, or a UUID v1 as v6 and back.\n" },
    [CMD_HELP] = { "help", "[COMMAND|kinds|forms]", "show the help of sortid or of one command",
                   "Show the help of sortid, or of COMMAND (as 'sortid COMMAND --help').\n"
                   "'sortid help kinds' lists what --type takes, 'sortid help forms' what\n"
                   "--to takes, one a line.\n" },
};
#define N_COMMANDS (sizeof commands / sizeof commands[0])

static const char *command_names[N_COMMANDS];

static const char *const *names_of_commands(void)
{
    for (size_t i = 0; i < N_COMMANDS; i++)
        command_names[i] = commands[i].name;
    return command_names;
}

int find_command(const char *s, enum command *cmd)
{
    for (size_t i = 0; i < N_COMMANDS; i++)
        if (strcmp(s, commands[i].name) == 0) {
            *cmd = (enum command)i;
            return 1;
        }
    return 0;
}

void unknown_command(const char *s)
{
    const char *near = nearest(s, names_of_commands(), N_COMMANDS);
    if (near)
        usage_error("unknown command '%s' (did you mean %s?)", s, near);
    usage_error("unknown command '%s'", s);
}

/* ------------------------------------------------------------------------ */
/* Options                                                                   */
/* ------------------------------------------------------------------------ */

enum {
    OPT_TO = 256,
    OPT_NODE,
    OPT_ENTROPY,
    OPT_LOWER,
    OPT_MIN,
    OPT_MAX,
    OPT_LENIENT,
    OPT_FROM,
    OPT_RANDOM_STEP,
    OPT_PREFIX,
    OPT_EPOCH
};

typedef struct option_info {
    struct option lo;
    const char *spelling; /* as the help shows it */
    const char *help;     /* continuation lines start with '\n' and are indented */
    unsigned cmds;        /* the commands it is for (CMD_BIT) */
} option_info;

static const option_info options_table[] = {
    { { "type", required_argument, NULL, 't' },
      "-t, --type TYPE",
      "@\n"
      "(generation: ulid by default; parse, validate,\n"
      "convert: narrows the forms accepted)",
      ALL_CMDS },
    { { "to", required_argument, NULL, OPT_TO },
      "    --to FORM",
      "the same value as a type:\n"
      "@,\n"
      "or the form hex, int, uuidv8, uuidv6 or uuidv1",
      CMD_BIT(CMD_CONVERT) },
    { { "node", required_argument, NULL, OPT_NODE },
      "    --node N",
      "node id of flake-scalable IDs (0..31)",
      GEN_CMDS },
    { { "entropy-size", required_argument, NULL, OPT_ENTROPY },
      "    --entropy-size S",
      "flake step size in bytes (1..3; scalable 1..2)",
      GEN_CMDS },
    { { "lower", no_argument, NULL, OPT_LOWER },
      "    --lower",
      "lower-case ULID and flake text",
      GEN_CMDS | CMD_BIT(CMD_CONVERT) },
    { { "min", no_argument, NULL, OPT_MIN },
      "    --min, --max",
      "the lowest / highest ID of TIME's millisecond",
      CMD_BIT(CMD_AT) },
    { { "max", no_argument, NULL, OPT_MAX }, NULL, NULL, CMD_BIT(CMD_AT) },
    { { "lenient", no_argument, NULL, OPT_LENIENT },
      "    --lenient",
      "accept the look-alikes I, L (as 1) and O (as 0)",
      INPUT_CMDS },
    { { "from", required_argument, NULL, OPT_FROM },
      "    --from int",
      "read digits as a Ulid-Flake's decimal integer form",
      INPUT_CMDS },
    { { "prefix", required_argument, NULL, OPT_PREFIX },
      "    --prefix P",
      "the prefix of the TypeIDs made (with --type typeid,\n"
      "or convert --to typeid)",
      GEN_CMDS | CMD_BIT(CMD_CONVERT) },
    { { "epoch", required_argument, NULL, OPT_EPOCH },
      "    --epoch E",
      "a Snowflake's epoch: twitter (the default),\n"
      "discord, or Unix ms (with --type snowflake)",
      INPUT_CMDS },
    { { "random-step", optional_argument, NULL, OPT_RANDOM_STEP },
      "    --random-step[=K]",
      "ULID/BaseUID: step by a random 1..2^K\n(K 1..64, default 32) instead of +1",
      CMD_BIT(CMD_MONOTONIC) },
    { { "format", required_argument, NULL, 'f' },
      "-f, --format FORMAT",
      "text (default) or json (one object a line)",
      CMD_BIT(CMD_PARSE) },
    { { "quiet", no_argument, NULL, 'q' },
      "-q, --quiet",
      "no messages about invalid IDs",
      INPUT_CMDS },
    { { "help", no_argument, NULL, 'h' }, "-h, --help", "show this help and exit", ALL_CMDS },
    { { "version", no_argument, NULL, 'V' }, "-V, --version", "show the version and exit", 0 },
};
#define N_OPTIONS (sizeof options_table / sizeof options_table[0])

/* ------------------------------------------------------------------------ */
/* Help                                                                      */
/* ------------------------------------------------------------------------ */

#define HELP_COLUMN 26 /* where the text of an option or command starts */
static const char pad[HELP_COLUMN + 1] = "                          ";

/* An option's lines: the spelling, the text from HELP_COLUMN, continuation
 * lines under it. */
#define HELP_WIDTH 79 /* the longest line */

/* The kinds of the library's table from column col, wrapped under
 * HELP_COLUMN; returns the column after them. */
static size_t help_kinds(size_t col)
{
    const char *list = kind_list();
    for (int first = 1; *list; first = 0) {
        size_t word = strcspn(list, " ");
        if (!first && col + 1 + word > HELP_WIDTH) {
            out_char('\n');
            out_write(pad, HELP_COLUMN);
            col = HELP_COLUMN;
        } else if (!first) {
            out_char(' ');
            col++;
        }
        out_write(list, word);
        col += word;
        list += word + (list[word] == ' ');
    }
    return col;
}

static void help_option(const option_info *oi)
{
    size_t n = 2 + strlen(oi->spelling), col;
    out_str("  ");
    out_str(oi->spelling);
    out_write(pad, n < HELP_COLUMN ? HELP_COLUMN - n : 1);
    col = n < HELP_COLUMN ? HELP_COLUMN : n + 1;
    for (const char *p = oi->help; *p;) {
        const char *nl = strchr(p, '\n'), *kinds = strchr(p, '@');
        if (kinds && (!nl || kinds < nl)) { /* '@': the kinds, from the library's table */
            out_write(p, (size_t)(kinds - p));
            col = help_kinds(col + (size_t)(kinds - p));
            p = kinds + 1;
            continue;
        }
        out_write(p, nl ? (size_t)(nl - p) : strlen(p));
        out_char('\n');
        if (!nl)
            break;
        out_write(pad, HELP_COLUMN);
        col = HELP_COLUMN;
        p = nl + 1;
    }
}

static void help_options(unsigned cmds)
{
    out_str("\nOptions:\n");
    for (size_t i = 0; i < N_OPTIONS; i++)
        if (options_table[i].help && (cmds == 0 || (options_table[i].cmds & cmds)))
            help_option(&options_table[i]);
}

/* The input rules: the table is the library's forms and kinds (decode.c). */
static void input_help(void)
{
    out_str("\n"
            "Input: IDs one per line from standard input when given none or '-'.  The\n"
            "length decides the form, --type only narrows which forms are accepted:\n");
    help_input_table();
    out_str("A text valid in two forms of a row is read in the first; parse shows the\n"
            "other readings ('also').  Inputs longer than 128 bytes are invalid.  An\n"
            "argument that starts with '-' and is an ID is an ID; others go after '--'.\n");
}

static const char exit_help[] =
    "\n"
    "Exit status: 0 all good, 1 an invalid ID or a failed generation or write,\n"
    "2 a usage error (unknown option, bad COUNT, bad TIME).\n"
    "See sortid(1) for more.\n";

static void help_usage(enum command c, const char *lead)
{
    out_str(lead);
    out_str("sortid [OPTION]... ");
    out_str(c == CMD_NEW ? "[new]" : commands[c].name);
    out_char(' ');
    out_str(commands[c].operands);
    out_char('\n');
}

void help_all(void)
{
    for (size_t c = 0; c < N_COMMANDS; c++)
        help_usage((enum command)c, c == 0 ? "Usage: " : "       ");
    out_str("Generate, decode, check and convert time-sortable IDs of every kind of\n"
            "libsortid (--type).  'sortid COMMAND --help' shows a command's own help.\n"
            "\nCommands:\n");
    for (size_t c = 0; c < N_COMMANDS; c++) {
        size_t n = 3 + strlen(commands[c].name) + strlen(commands[c].operands);
        out_str("  ");
        out_str(commands[c].name);
        out_char(' ');
        out_str(commands[c].operands);
        if (n >= HELP_COLUMN) { /* the summary on a line of its own */
            out_char('\n');
            n = 0;
        }
        out_write(pad, HELP_COLUMN - n);
        out_str(commands[c].summary);
        out_char('\n');
    }
    help_options(0);
    input_help();
    out_str(exit_help);
}

void help_command(enum command c)
{
    help_usage(c, "Usage: ");
    out_str(commands[c].about);
    if (c != CMD_HELP)
        help_options(CMD_BIT(c));
    if (CMD_BIT(c) & INPUT_CMDS)
        input_help();
    out_str(exit_help);
}

/* ------------------------------------------------------------------------ */
/* Reading argv                                                              */
/* ------------------------------------------------------------------------ */

/* The kind names of the library's table, and after them extra names. */
static size_t cmdline_kind_names(const char **names, size_t max, const char *const *extra,
                                 size_t n_extra)
{
    size_t n = 0;
    sortid_kind k;
    for (size_t i = 0; (k = sortid_kind_each(i)) != SORTID_KIND_NONE && n < max; i++)
        names[n++] = sortid_kind_name(k);
    for (size_t i = 0; i < n_extra && n < max; i++)
        names[n++] = extra[i];
    return n;
}

static sortid_kind cmdline_parse_type(const char *s)
{
    const char *names[64];
    sortid_kind k;
    if (sortid_kind_from_name(&k, s, strlen(s)) == SORTID_OK)
        return k;
    const char *near = nearest(s, names, cmdline_kind_names(names, 64, NULL, 0));
    if (near)
        usage_error("unknown type '%s' (did you mean %s?)", s, near);
    usage_error("unknown type '%s' (%s)", s, kind_list());
}

/* The forms --to names besides the kinds, in enum to_form's order from
 * TO_HEX: a flake's hex and int text, a BaseUID's UUIDv8 form, a UUID v1's
 * v6 form and back. */
static const char *const forms[] = { "hex", "int", "uuidv8", "uuidv6", "uuidv1" };
#define N_FORMS (sizeof forms / sizeof forms[0])

/* sortid help kinds / forms: what --type / --to take, one a line (for the
 * shell completions, which keep no list of their own). */
static void list_names(int with_forms)
{
    const char *names[64];
    size_t n = cmdline_kind_names(names, 64, forms, with_forms ? N_FORMS : 0);
    for (size_t i = 0; i < n; i++) {
        out_str(names[i]);
        out_char('\n');
    }
}

int help_topic(const char *s)
{
    static const char *const topics[] = { "kinds", "forms" };
    const char *names[N_COMMANDS + 2];
    if (strcmp(s, topics[0]) == 0 || strcmp(s, topics[1]) == 0) {
        list_names(strcmp(s, "forms") == 0);
        return 1;
    }
    /* a slip: the nearest command or topic */
    memcpy(names, names_of_commands(), sizeof(const char *) * N_COMMANDS);
    memcpy(names + N_COMMANDS, topics, sizeof topics);
    const char *near = nearest(s, names, N_COMMANDS + 2);
    if (near)
        usage_error("unknown command '%s' (did you mean %s?)", s, near);
    return 0;
}

/* --to: a kind, or a form the CLI names. */
static target parse_target(const char *s)
{
    const char *names[64];
    target t = { TO_KIND, SORTID_KIND_NONE, s };
    if (sortid_kind_from_name(&t.kind, s, strlen(s)) == SORTID_OK)
        return t;
    for (size_t i = 0; i < N_FORMS; i++)
        if (strcmp(s, forms[i]) == 0) {
            t.how = (enum to_form)(TO_HEX + i);
            return t;
        }
    size_t n = cmdline_kind_names(names, 64, forms, N_FORMS);
    const char *near = nearest(s, names, n);
    if (near)
        usage_error("unknown form '%s' (did you mean %s?)", s, near);
    char list[768];
    size_t k = 0;
    for (size_t i = 0; i < n && k < sizeof list; i++)
        k += (size_t)snprintf(list + k, sizeof list - k, "%s%s", i ? ", " : "", names[i]);
    usage_error("unknown form '%s' (%s)", s, list);
}

/* An option getopt does not know: the nearest long option when it is one
 * letter or two off. */
static void unknown_option(const char *bad, int short_opt)
{
    const char *hint = bad[0] == '-' && bad[1] != '-'
                           ? " (an ID or a time that starts with '-' goes after '--')"
                           : "";
    if (short_opt)
        usage_error("unknown option '-%c'%s", short_opt, hint);
    if (bad[0] == '-' && bad[1] == '-') {
        const char *names[N_OPTIONS];
        char name[64];
        size_t n = strcspn(bad + 2, "=");
        for (size_t i = 0; i < N_OPTIONS; i++)
            names[i] = options_table[i].lo.name;
        if (n < sizeof name) {
            memcpy(name, bad + 2, n);
            name[n] = '\0';
            const char *near = nearest(name, names, N_OPTIONS);
            if (near)
                usage_error("unknown option '%s' (did you mean --%s?)", bad, near);
        }
    }
    usage_error("unknown option '%s'%s", bad, hint);
}

/* --prefix: checked by the library (sortid_typeid_prefix_check); a bad one
 * is told in the words of the library's generator, which refuses it too. */
static void set_prefix(options *o, const char *val)
{
    size_t pos = 0, len = strlen(val);
    sortid_status st = sortid_typeid_prefix_check(val, len, &pos);
    if (st != SORTID_OK) {
        sortid_gen probe;
        sortid_gen_options go;
        const char *rule = NULL, *colon;
        memset(&go, 0, sizeof go);
        go.prefix = val;
        if (sortid_gen_init(&probe, SORTID_KIND_TYPEID, &go) == SORTID_OK)
            sortid_gen_destroy(&probe);
        else if ((rule = sortid_gen_refused(&probe)) && (colon = strstr(rule, ": ")))
            rule = colon + 2;
        usage_error("bad --prefix '%.80s': %s at byte %zu%s%s%s", val, sortid_strerror(st), pos,
                    rule ? " (" : "", rule ? rule : "", rule ? ")" : "");
    }
    o->prefix = val;
}

/* Options with a value: the value read into o. */
static void set_valued(options *o, int c, const char *val, const char *given)
{
    uint64_t v;
    switch (c) {
    case 't': o->kind = cmdline_parse_type(val); break;
    case OPT_TO:
        o->to = parse_target(val);
        o->has_to = 1;
        break;
    case OPT_RANDOM_STEP:
        /* The default K is the library's; so is the range check. */
        if (given == NULL)
            o->random_step = SORTID_GEN_DEFAULT_RANDOM_STEP;
        else if (!parse_u64(given, UINT32_MAX, &v) || v == 0)
            usage_error("bad --random-step '%s' (K: 1..64, a random step in [1, 2^K])", given);
        else
            o->random_step = (unsigned)v;
        break;
    case OPT_FROM:
        if (strcmp(val, "int") != 0)
            usage_error("unknown --from '%s' (int: read digits as a Ulid-Flake's decimal "
                        "integer form)",
                        val);
        o->from_int = 1;
        break;
    case OPT_NODE:
        if (!parse_u64(val, SORTID_FLAKE_NODE_MAX, &v))
            usage_error("bad --node '%s' (0..%d)", val, SORTID_FLAKE_NODE_MAX);
        o->node = (long)v;
        break;
    case OPT_ENTROPY:
        if (!parse_u64(val, 3, &v) || v == 0)
            usage_error("bad --entropy-size '%s' (1..3 stand-alone, 1..2 scalable)", val);
        o->entropy_size = (long)v;
        break;
    case OPT_PREFIX: set_prefix(o, val); break;
    case OPT_EPOCH: {
        size_t pos = 0;
        sortid_status st = sortid_snowflake_epoch_parse(&o->epoch_ms, val, strlen(val), &pos);
        if (st != SORTID_OK)
            usage_error("bad --epoch '%s': %s at byte %zu (twitter, discord, or Unix ms)", val,
                        sortid_strerror(st), pos);
        o->has_epoch = 1;
        break;
    }
    case 'f':
        if (strcmp(val, "json") == 0)
            o->json = 1;
        else if (strcmp(val, "text") == 0)
            o->json = 0;
        else
            usage_error("unknown format '%s' (text, json)", val);
        break;
    }
}

static void set_option(options *o, int c, const char *optval, const char *arg)
{
    switch (c) {
    case OPT_LOWER: o->lower = 1; break;
    case OPT_MIN: o->min = 1; break;
    case OPT_MAX: o->max = 1; break;
    case OPT_LENIENT: o->lenient = 1; break;
    case 'q': o->quiet = 1; break;
    case 'h': o->help = 1; break;
    case 'V': o->version = 1; break;
    case ':': usage_error("option '%s' needs a value", arg);
    case '?': unknown_option(arg, optopt); break;
    default: set_valued(o, c, optval ? optval : "", optval); break;
    }
}

/* An argument that starts with '-' and is an ID (a BaseUID may: '-' is in
 * its alphabet) is an operand, not options (no option is spelt so). */
static int is_dash_id(const char *s)
{
    sortid_read_result r;
    return s[0] == '-' &&
           sortid_read(&r, s, strlen(s), SORTID_ACCEPT_ALL_TEXT, 0, NULL) == SORTID_OK;
}

int read_args(int argc, char **argv, options *o, char **args)
{
    static struct option longopts[N_OPTIONS + 1];
    int nargs = 0;
    for (size_t i = 0; i < N_OPTIONS; i++)
        longopts[i] = options_table[i].lo;
    /* At each argument's start (not inside a cluster such as -qt), an ID
     * that starts with '-' is taken as an operand before getopt sees it. */
    opterr = 0;
    for (int at_start = 1;;) {
        if (at_start && optind < argc && is_dash_id(argv[optind])) {
            args[nargs++] = argv[optind++];
            continue;
        }
        int before = optind, c;
        if ((c = getopt_long(argc, argv, "-:t:f:qhV", longopts, NULL)) == -1)
            break;
        at_start = optind != before;
        if (c == 1) {
            args[nargs++] = argv[optind - 1];
            continue;
        }
        o->nopts++;
        set_option(o, c, optarg, argv[optind - 1]);
    }
    while (optind < argc) /* after "--" */
        args[nargs++] = argv[optind++];
    return nargs;
}
