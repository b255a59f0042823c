/* SPDX-License-Identifier: MIT */
/*
 * cli.h - the sortid command's shared types and the calls between its files:
 *
 *   main.c      command dispatch and the checks of options against the command
 *   cmdline.c   the commands and options, their help, reading argv
 *   util.c      messages, quoting, decimal and hex helpers
 *   decode.c    the input grammar: type and form of a text, its errors
 *   inspect.c   parse: the fields of an ID as text or JSON (json.c writers)
 *   output.c    bulk line output and convert's forms
 *   stream.c    parse/validate/convert over arguments and standard input
 *   generate.c  new, monotonic, from-time
 *   io.c        buffered output and the line reader (io.h)
 */
#ifndef SORTID_CLI_H
#define SORTID_CLI_H

#include <stddef.h>
#include <stdint.h>

#include "io.h"
#include "sortid.h"

enum { EXIT_OK = 0, EXIT_INVALID = 1, EXIT_USAGE = 2 };

enum command {
    CMD_NEW,
    CMD_MONOTONIC,
    CMD_FROM_TIME,
    CMD_PARSE,
    CMD_VALIDATE,
    CMD_CONVERT,
    CMD_HELP
};
#define CMD_BIT(c) (1u << (c))

/* T_UUID is never asked for: it is what a UUID that is not a UUIDv7 is
 * detected as. */
enum idtype { T_AUTO, T_ULID, T_FLAKE, T_FLAKE_SCALABLE, T_BASEUID, T_UUIDV7, T_UUID };

enum form { F_NONE, F_ULID, F_UUID, F_HEX, F_INT, F_FLAKE, F_BASEUID, F_UUIDV8 };

/* The types --type takes, for messages and help. */
#define TYPE_LIST "ulid, flake, flake-scalable, baseuid, uuidv7"

extern const char *const type_names[];
extern const char *const type_titles[];
extern const char *const form_names[];
extern const char *progname;

typedef struct options {
    enum idtype type;
    long node;         /* -1: not given */
    long entropy_size; /* 0: not given */
    int lower, min, max, lenient, json, quiet;
    int help, version;
    int nopts;            /* options given, for --version alone */
    int from_int;         /* --from int: all-digit text is a flake's decimal form */
    unsigned random_step; /* --random-step[=K]: the generator's step_bits (0: +1) */
    enum form to;
} options;

typedef struct decoded {
    enum idtype type; /* the type read (detected or given); set on failure too */
    sortid_form form; /* the form read (sortid_read); set on failure too */
    sortid_ulid ulid;
    sortid_flake flake;
    sortid_baseuid baseuid;
    sortid_uuid uuid;
} decoded;

/* The longest message about one input (without the input itself). */
#define WHY_MAX 160

typedef struct input {
    const char *text;
    size_t kept, len;
    unsigned long long lineno; /* 0: a command-line argument */
} input;

/* util.c */
void usage_error(const char *fmt, ...) __attribute__((format(CLI_PRINTF, 1, 2), noreturn));
void quote(char *dst, size_t size, const char *s, size_t kept, size_t len);
int all_digits(const char *s, size_t len);
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

/* decode.c */
sortid_status decode(decoded *d, const char *s, size_t len, const options *o, size_t *pos);
sortid_flake_layout layout_of(enum idtype t);
sortid_kind kind_of(enum idtype t);
void report_invalid(const input *in, const char *what, const char *why);
const char *invalid_what(enum idtype t);
int decode_input(decoded *d, const input *in, const options *o, char *why, size_t wsize);

/* json.c */
char *put_json_string(char *p, const char *s, size_t len);

/* inspect.c */
int show_parsed(const input *in, const decoded *d, int ok, const char *why, const options *o,
                int first);

/* output.c */
size_t bulk_text_len(enum idtype t);
void emit_lines(enum idtype t, const void *ids, size_t n, unsigned flags);
int convert_decoded(const input *in, const decoded *d, const options *o);

/* stream.c */
int run_inputs(enum command cmd, char **args, int nargs, const options *o);

/* generate.c */
void do_generate(enum command cmd, uint64_t count, const options *o);
void do_from_time(const char *targ, uint64_t count, const options *o);

#endif
