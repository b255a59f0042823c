/* SPDX-License-Identifier: MIT */
/*
 * io.h - the sortid command's buffered output and line reader.
 *
 * Output goes to standard output through one large buffer written with
 * write(2): a reader that closes the pipe early (EPIPE) ends the program
 * quietly with status 0, any other write error (a full disk) is reported and
 * gives status 1.  Input lines are read from a descriptor in large blocks with
 * constant memory, however long a line is.
 */
#ifndef SORTID_CLI_IO_H
#define SORTID_CLI_IO_H

#include <stddef.h>

/* printf-style checking: mingw-w64 gcc's C99 printf (__USE_MINGW_ANSI_STDIO,
 * which the Makefile sets for Windows) is checked as gnu_printf. */
#if defined(__MINGW32__) && !defined(__clang__)
#define CLI_PRINTF gnu_printf
#else
#define CLI_PRINTF printf
#endif

/* Output is written 1 MiB at a time (as dd bs=1M: fewer, larger writes
 * make writing a file ~15% faster than 64 KiB); input is read in 64 KiB
 * blocks. */
#define OUT_BUF_SIZE (1024 * 1024)
#define IN_BUF_SIZE  (64 * 1024)

/* Room for at least `need` more bytes in the output buffer (need <= 4096):
 * flushes when the buffer is too full and returns where to write. */
char *out_reserve(size_t need);
/* Room for at least `min` more bytes (min <= OUT_BUF_SIZE), flushing first
 * when there is less; *room receives all the free bytes there (>= min), for
 * writers that fill as much as fits (the bulk formatters). */
char *out_reserve_room(size_t min, size_t *room);
/* Mark n bytes written at the pointer out_reserve returned. */
void out_commit(size_t n);
void out_write(const void *src, size_t len);
void out_str(const char *s);
void out_char(char c);
/* Write the buffer out.  On EPIPE exits 0; on another error reports it and
 * exits 1.  Called before any message on stderr so the two stay in order. */
void out_flush(void);

/* Print "sortid: " and the message on stderr (after flushing stdout). */
void msg(const char *fmt, ...) __attribute__((format(CLI_PRINTF, 1, 2)));

/* Line reader: keeps at most LINE_KEEP bytes of a line; longer lines are
 * still read to their end and reported with their full length. */
#define LINE_KEEP     128
#define WHOLE_UNKNOWN ((size_t)-1)

typedef struct line_reader {
    int fd;
    size_t start, end; /* unread bytes are buf[start..end) */
    size_t whole;      /* one past the block's last '\n'; WHOLE_UNKNOWN after a read */
    int eof;
    char buf[IN_BUF_SIZE];
    char keep[LINE_KEEP];
} line_reader;

typedef struct line {
    const char *text; /* the line's first min(len, LINE_KEEP) bytes, no '\n' */
    size_t len;       /* the line's full length, without "\n" or "\r\n" */
    size_t kept;      /* bytes available at text */
} line;

void reader_init(line_reader *r, int fd);
/* 1: a line in *out (valid until the next call); 0: end of input;
 * -1: read error (errno set).  A final line without '\n' is a line; a
 * "\r\n" line end counts as "\n". */
int reader_next(line_reader *r, line *out);

/* The complete lines already in the reader's block, for callers that take
 * many lines at once (the bulk parsers): *len bytes at *text, ending with
 * '\n', raw (a "\r\n" end is left as it is).  Nothing is read: *len is 0 when
 * no complete line is buffered, and reader_next then reads on (a line that
 * crosses a block boundary, the last line without '\n', end of input, read
 * errors).  Consume what was used with reader_skip. */
void reader_lines(line_reader *r, const char **text, size_t *len);
/* Mark the first n bytes that reader_lines returned as read (whole lines). */
void reader_skip(line_reader *r, size_t n);

#endif
