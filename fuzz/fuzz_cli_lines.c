/* SPDX-License-Identifier: MIT */
/*
 * fuzz_cli_lines.c - the sortid command's line reader (cli/io.c:
 * reader_init, reader_next, and reader_lines / reader_skip, the block path
 * of the bulk parsers), linked from the CLI's own source.
 *
 * The input after its first byte is sent through a SOCK_SEQPACKET socket in
 * up to 32 messages whose sizes come from the following bytes, so every
 * read(2) of the reader returns one message: lines cross block boundaries
 * at fuzzer-chosen places.  Properties: the reader returns exactly the lines
 * of the input split at '\n' (a final line without '\n' is a line, one '\r'
 * before the end of a line is dropped), each with its full length, at least
 * min(len, LINE_KEEP) of its first bytes available and equal to the input.
 * The top 3 bits of the first byte interleave reader_lines calls: each
 * returns raw whole lines exactly as they are at the current offset, ending
 * with '\n', and after reader_skip of some of them reader_next goes on with
 * the next line.
 */
#include "fuzz.h"
#include "io.h"

#include <stdlib.h>
#include <sys/socket.h>
#include <unistd.h>

static line_reader reader; /* 64 KiB: not on the stack */

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1 || size > 60000)
        return 0;
    size_t chunks = (data[0] & 31) + 1, at = 1;
    size_t sizes[32];
    for (size_t j = 0; j < chunks; j++)
        sizes[j] = at < size ? (size_t)data[at++] + 1 : 1;
    const char *text = (const char *)data + at;
    size_t len = size - at;

    int sv[2];
    if (socketpair(AF_UNIX, SOCK_SEQPACKET, 0, sv) != 0)
        abort();
    int sndbuf = 1 << 20;
    setsockopt(sv[0], SOL_SOCKET, SO_SNDBUF, &sndbuf, sizeof sndbuf);
    size_t off = 0;
    for (size_t j = 0; off < len; j++) {
        size_t c = j + 1 < chunks ? sizes[j] : len - off;
        if (c > len - off)
            c = len - off;
        if (write(sv[0], text + off, c) != (ssize_t)c)
            abort();
        off += c;
    }
    close(sv[0]);

    reader_init(&reader, sv[1]);
    size_t o = 0;
    unsigned mode = data[0] >> 5, step = 0;
    line l;
    int rc;
    for (;;) {
        step++;
        if (mode != 0 && step % (mode + 1) != 0) {
            /* the bulk path: whole buffered lines, raw, then skip some */
            const char *block;
            size_t blen = 12345;
            reader_lines(&reader, &block, &blen);
            if (blen > 0) {
                PROP(o + blen <= len && block[blen - 1] == '\n');
                PROP(memcmp(block, text + o, blen) == 0);
                size_t k = step % 3 + 1, n = 0; /* take k lines (or all there are) */
                while (k-- > 0 && n < blen)
                    n +=
                        (size_t)((const char *)memchr(block + n, '\n', blen - n) - (block + n)) + 1;
                reader_skip(&reader, n);
                o += n;
                continue;
            }
        }
        if ((rc = reader_next(&reader, &l)) != 1)
            break;
        PROP(o < len);
        const char *nl = memchr(text + o, '\n', len - o);
        size_t want = nl ? (size_t)(nl - (text + o)) : len - o;
        size_t next = o + want + (nl ? 1u : 0u);
        if (want > 0 && text[o + want - 1] == '\r')
            want--;
        PROP(l.len == want);
        PROP(l.kept <= l.len && l.kept >= (want < LINE_KEEP ? want : LINE_KEEP));
        PROP(memcmp(l.text, text + o, l.kept) == 0);
        o = next;
    }
    PROP(rc == 0 && o == len);
    PROP(reader_next(&reader, &l) == 0); /* end of input stays the end */
    close(sv[1]);
    return 0;
}
