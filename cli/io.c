/* SPDX-License-Identifier: MIT */
/*
 * io.c - buffered standard output and a constant-memory line reader for the
 * sortid command (see io.h).
 */
#include "io.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#if defined(_WIN32)
#include <sys/stat.h>
#endif

/* The reader has gone.  msvcrt reports a closed pipe as EINVAL, and the
 * system error, when it keeps one, says which: ERROR_BROKEN_PIPE 109,
 * ERROR_NO_DATA 232 (the pipe is being closed), ERROR_PIPE_NOT_CONNECTED 233
 * (it is closed).  wine keeps none (_doserrno 0): there an EINVAL from a
 * write to a pipe is the closed pipe, as a valid descriptor and buffer leave
 * it no other cause. */
static int pipe_gone(int e)
{
#if defined(_WIN32)
    struct stat st;
    if (e == EINVAL && (_doserrno == 109 || _doserrno == 232 || _doserrno == 233))
        return 1;
    if (e == EINVAL && fstat(STDOUT_FILENO, &st) == 0 && S_ISFIFO(st.st_mode))
        return 1;
#endif
    return e == EPIPE;
}

static char obuf[OUT_BUF_SIZE];
static size_t olen;

void out_flush(void)
{
    size_t off = 0;
    while (off < olen) {
        ssize_t n = write(STDOUT_FILENO, obuf + off, olen - off);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            if (pipe_gone(errno))
                exit(0); /* the reader has gone: not an error (head -1) */
            int e = errno;
            fprintf(stderr, "sortid: write error: %s\n", strerror(e));
            exit(1);
        }
        off += (size_t)n;
    }
    olen = 0;
}

char *out_reserve(size_t need)
{
    if (sizeof obuf - olen < need)
        out_flush();
    return obuf + olen;
}

char *out_reserve_room(size_t min, size_t *room)
{
    if (sizeof obuf - olen < min)
        out_flush();
    *room = sizeof obuf - olen;
    return obuf + olen;
}

void out_commit(size_t n)
{
    olen += n;
}

void out_write(const void *src, size_t len)
{
    const char *s = src;
    if (len <= sizeof obuf - olen) {
        memcpy(obuf + olen, s, len);
        olen += len;
        return;
    }
    while (len > 0) {
        if (olen == sizeof obuf)
            out_flush();
        size_t room = sizeof obuf - olen;
        size_t c = len < room ? len : room;
        memcpy(obuf + olen, s, c);
        olen += c;
        s += c;
        len -= c;
    }
}

void out_str(const char *s)
{
    out_write(s, strlen(s));
}

void out_char(char c)
{
    if (olen == sizeof obuf)
        out_flush();
    obuf[olen++] = c;
}

void msg(const char *fmt, ...)
{
    va_list ap;
    out_flush();
    fputs("sortid: ", stderr);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
}

void reader_init(line_reader *r, int fd)
{
    r->fd = fd;
    r->start = r->end = 0;
    r->whole = 0;
    r->eof = 0;
}

/* The last '\n' of p[0..n), or NULL (memrchr is a GNU extension). */
static const char *last_newline(const char *p, size_t n)
{
    while (n > 0)
        if (p[--n] == '\n')
            return p + n;
    return NULL;
}

void reader_lines(line_reader *r, const char **text, size_t *len)
{
    if (r->whole == WHOLE_UNKNOWN) {
        /* Once per block read: where its last complete line ends. */
        const char *nl = last_newline(r->buf + r->start, r->end - r->start);
        r->whole = nl ? (size_t)(nl - r->buf) + 1 : r->start;
    }
    *text = r->buf + r->start;
    *len = r->whole > r->start ? r->whole - r->start : 0;
}

void reader_skip(line_reader *r, size_t n)
{
    r->start += n;
}

int reader_next(line_reader *r, line *out)
{
    size_t total = 0, kept = 0;
    int have = 0;
    char last = 0;

    for (;;) {
        if (r->start == r->end) {
            if (r->eof)
                break;
            ssize_t n = read(r->fd, r->buf, sizeof r->buf);
            if (n < 0) {
                if (errno == EINTR)
                    continue;
                return -1;
            }
            r->start = 0;
            r->end = (size_t)n;
            r->whole = WHOLE_UNKNOWN;
            if (n == 0) {
                r->eof = 1;
                break;
            }
        }
        char *s = r->buf + r->start;
        size_t avail = r->end - r->start;
        char *nl = memchr(s, '\n', avail);
        size_t seg = nl ? (size_t)(nl - s) : avail;
        have = 1;
        if (nl && total == 0) {
            /* The whole line is in the buffer: no copy. */
            r->start += seg + 1;
            if (seg > 0 && s[seg - 1] == '\r')
                seg--;
            out->text = s;
            out->len = seg;
            out->kept = seg;
            return 1;
        }
        /* The line crosses a block boundary: keep its first LINE_KEEP bytes
         * and count the rest. */
        size_t room = LINE_KEEP - kept;
        size_t c = seg < room ? seg : room;
        memcpy(r->keep + kept, s, c);
        kept += c;
        if (seg > 0)
            last = s[seg - 1];
        total += seg;
        r->start += seg + (nl ? 1 : 0);
        if (nl)
            break;
    }
    if (!have)
        return 0;
    if (total > 0 && last == '\r') {
        total--;
        if (kept > total)
            kept = total;
    }
    out->text = r->keep;
    out->len = total;
    out->kept = kept;
    return 1;
}
