/* SPDX-License-Identifier: MIT */
/*
 * bulk.c - the library's SIMD line codecs, by text form, for the stream's
 * fast path (docs/simd.md).
 *
 * Speed only: a text form without a row here (a kind added later) is read
 * line by line through sortid_id_parse, with the same output and messages.
 */
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "io.h"

static void bulk_ulid_bytes(uint8_t *dst, const void *ids, size_t i)
{
    memcpy(dst, ((const sortid_ulid *)ids)[i].bytes, SORTID_ULID_BYTES);
}

static void flake_bytes(uint8_t *dst, const void *ids, size_t i)
{
    sortid_flake_to_bytes(dst, (const sortid_flake *)ids + i);
}

static void baseuid_bytes(uint8_t *dst, const void *ids, size_t i)
{
    memcpy(dst, ((const sortid_baseuid *)ids)[i].bytes, SORTID_BASEUID_BYTES);
}

static sortid_status ulid_parse(void *ids, size_t max, const char *text, size_t len, unsigned flags,
                                size_t *count)
{
    return sortid_ulid_parse_lines(ids, max, text, len, flags, count, NULL);
}

static sortid_status bulk_flake_parse(void *ids, size_t max, const char *text, size_t len,
                                      unsigned flags, size_t *count)
{
    return sortid_flake_parse_lines(ids, max, text, len, flags, count, NULL);
}

static sortid_status bulk_baseuid_parse(void *ids, size_t max, const char *text, size_t len,
                                        unsigned flags, size_t *count)
{
    return sortid_baseuid_parse_lines(ids, max, text, len, flags, count, NULL);
}

static sortid_status ulid_format(char *dst, size_t size, const void *ids, size_t n, unsigned flags)
{
    return sortid_ulid_format_lines(dst, size, ids, n, flags);
}

static sortid_status bulk_flake_format(char *dst, size_t size, const void *ids, size_t n,
                                       unsigned flags)
{
    return sortid_flake_format_lines(dst, size, ids, n, flags);
}

static sortid_status bulk_baseuid_format(char *dst, size_t size, const void *ids, size_t n,
                                         unsigned flags)
{
    return sortid_baseuid_format_lines(dst, size, ids, n, flags);
}

static const bulk_codec codecs[] = {
    { SORTID_FORM_ULID, SORTID_ULID_TEXT_LEN, sizeof(sortid_ulid), ulid_parse, ulid_format,
      bulk_ulid_bytes },
    { SORTID_FORM_FLAKE, SORTID_FLAKE_TEXT_LEN, sizeof(sortid_flake), bulk_flake_parse,
      bulk_flake_format, flake_bytes },
    { SORTID_FORM_BASEUID, SORTID_BASEUID_TEXT_LEN, sizeof(sortid_baseuid), bulk_baseuid_parse,
      bulk_baseuid_format, baseuid_bytes },
};

const bulk_codec *bulk_of_form(sortid_form form)
{
    for (size_t i = 0; i < sizeof codecs / sizeof codecs[0]; i++)
        if (codecs[i].form == form)
            return &codecs[i];
    return NULL;
}

/* n IDs as lines, with the bulk formatter straight into the output buffer,
 * as many as fit at a time. */
void bulk_emit(const bulk_codec *c, const void *ids, size_t n, unsigned flags)
{
    size_t stride = c->text_len + 1;
    const char *p8 = ids;
    while (n > 0) {
        size_t room;
        char *p = out_reserve_room(stride, &room);
        size_t k = room / stride < n ? room / stride : n;
        sortid_status st = c->format(p, room, p8, k, flags);
        if (st != SORTID_OK) { /* cannot happen: the room was counted */
            msg("cannot format IDs: %s", sortid_strerror(st));
            exit(EXIT_INVALID);
        }
        out_commit(k * stride);
        p8 += k * c->size;
        n -= k;
    }
}
