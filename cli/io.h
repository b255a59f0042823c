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

#define OUT_BUF_SIZE (64 * 1024)

/* Room for at least `need` more bytes in the output buffer (need <= 4096):
 * flushes when the buffer is too full and returns where to write. */
char *out_reserve(size_t need);
/* Mark n bytes written at the pointer out_reserve returned. */
void out_commit(size_t n);
void out_write(const void *src, size_t len);
void out_str(const char *s);
void out_char(char c);
/* Write the buffer out.  On EPIPE exits 0; on another error reports it and
 * exits 1.  Called before any message on stderr so the two stay in order. */
void out_flush(void);

/* Print "sortid: " and the message on stderr (after flushing stdout). */
void msg(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Line reader: keeps at most LINE_KEEP bytes of a line; longer lines are
 * still read to their end and reported with their full length. */
#define LINE_KEEP 128

typedef struct line_reader {
    int fd;
    size_t start, end; /* unread bytes are buf[start..end) */
    int eof;
    char buf[OUT_BUF_SIZE];
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

#endif
