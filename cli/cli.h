/* SPDX-License-Identifier: MIT */
/*
 * cli.h - the sortid command's shared types and the calls between its files:
 *
 *   main.c      command dispatch and the checks of options against the command
 *   cmdline.c   the commands and options, their help, reading argv
 *   util.c      messages, quoting, decimal and hex helpers
 *   decode.c    the input grammar: kind and form of a text, its errors
 *   inspect.c   parse: the fields of an ID as text or JSON (json.c writers)
 *   output.c    convert: the forms --to names
 *   bulk.c      the library's bulk line codecs by text form (the fast path)
 *   stream.c    parse/validate/convert over arguments and standard input
 *   generate.c  new, monotonic, at
 *   io.c        buffered output and the line reader (io.h)
 */
#ifndef SORTID_CLI_H
#define SORTID_CLI_H

#include <stddef.h>
#include <stdint.h>

#include "io.h"
#include "sortid.h"

enum { EXIT_OK = 0, EXIT_INVALID = 1, EXIT_USAGE = 2 };

enum command { CMD_NEW, CMD_MONOTONIC, CMD_AT, CMD_PARSE, CMD_VALIDATE, CMD_CONVERT, CMD_HELP };
#define CMD_BIT(c) (1u << (c))

/* What convert's --to names: a kind (the same value as that kind, in its
 * canonical text), or one of the text forms below. */
enum to_form { TO_KIND, TO_HEX, TO_INT, TO_UUIDV8, TO_UUIDV6, TO_UUIDV1 };

typedef struct target {
    enum to_form how;
    sortid_kind kind; /* TO_KIND */
    const char *name; /* as given */
} target;

typedef struct options {
    sortid_kind kind;  /* --type; SORTID_KIND_NONE: not given */
    long node;         /* -1: not given */
    long entropy_size; /* 0: not given */
    int lower, min, max, lenient, json, quiet;
    int help, version;
    int nopts;            /* options given, for --version alone */
    int from_int;         /* --from int: all-digit text is a flake's decimal form */
    unsigned random_step; /* --random-step[=K]: the generator's random_step (0: +1) */
    int has_to;           /* --to given */
    target to;
    const char *prefix; /* --prefix: a TypeID's (checked); NULL: not given */
    int has_epoch;      /* --epoch given: a snowflake's epoch_ms */
    int64_t epoch_ms;
} options;

/* The kinds --type takes, for messages and help, from the library's table:
 * "ulid, flake, ..." (kind_list). */
const char *kind_list(void);
/* A kind's title for people ("Ulid-Flake"), "ID" for none. */
const char *kind_title(sortid_kind kind);
/* "a" or "an" before a title. */
const char *article(const char *title);
const char *kind_a_title(sortid_kind kind);

typedef struct decoded {
    sortid_id id;     /* id.kind: the kind read (or given); set on failure too */
    sortid_form form; /* the form read; set on failure too */
} decoded;

/* The longest message about one input (without the input itself). */
#define WHY_MAX 400

typedef struct input {
    const char *text;
    size_t kept, len;
    unsigned long long lineno; /* 0: a command-line argument */
} input;

/* util.c */
void usage_error(const char *fmt, ...) __attribute__((format(CLI_PRINTF, 1, 2), noreturn));
void quote(char *dst, size_t size, const char *s, size_t kept, size_t len);
int cli_all_digits(const char *s, size_t len);
int parse_u64(const char *s, uint64_t max, uint64_t *out);
char *put_hex(char *p, const uint8_t *bytes, size_t n);
char *put_u64(char *p, uint64_t v);
char *put_i64(char *p, int64_t v);
const char *nearest(const char *s, const char *const *names, size_t n);

/* cmdline.c */
int read_args(int argc, char **argv, options *o, char **args);
int find_command(const char *s, enum command *cmd);
void unknown_command(const char *s) __attribute__((noreturn));
void help_all(void);
void help_command(enum command c);
/* sortid help kinds | forms: 1 when s is one of them (printed). */
int help_topic(const char *s);

/* decode.c */
sortid_status decode(decoded *d, const char *s, size_t len, const options *o, size_t *pos);
sortid_kind kind_of_form(sortid_form form);
unsigned accepted_forms(const options *o);
int kind_has_form(sortid_kind kind, sortid_form form);
void help_input_table(void);
void report_invalid(const input *in, const char *what, const char *why);
void report_invalid_id(const input *in, sortid_kind kind, const char *why);
int decode_input(decoded *d, const input *in, const options *o, char *why, size_t wsize);

/* json.c */
char *put_json_string(char *p, const char *s, size_t len);

/* inspect.c */
int show_parsed(const input *in, const decoded *d, int ok, const char *why, const options *o,
                int first);

/* output.c */
int same_form(const target *to, sortid_kind kind, sortid_form form);
int convert_decoded(const input *in, const decoded *d, const options *o);

/* bulk.c */
typedef struct bulk_codec {
    sortid_form form;
    size_t text_len, size; /* a line's text; an ID in the array */
    sortid_status (*parse)(void *ids, size_t max, const char *text, size_t len, unsigned flags,
                           size_t *count);
    sortid_status (*format)(char *dst, size_t size, const void *ids, size_t n, unsigned flags);
    void (*bytes)(uint8_t *dst, const void *ids, size_t i); /* the i-th ID's binary form */
} bulk_codec;
const bulk_codec *bulk_of_form(sortid_form form);
void bulk_emit(const bulk_codec *c, const void *ids, size_t n, unsigned flags);

/* stream.c */
int run_inputs(enum command cmd, char **args, int nargs, const options *o);

/* generate.c */
void do_generate(enum command cmd, uint64_t count, const options *o);
void do_from_time(const char *targ, uint64_t count, const options *o);

#endif
