/* SPDX-License-Identifier: MIT */
/* core_ulid.c - the drop-in API of the `ulid` package (3.x): ulid,
 * encodeTime, decodeTime, isValid, ulidToUUID, uuidToULID, fixULIDBase32,
 * incrementBase32, and its constants.  Where `ulid` departs from the ULID
 * specification this follows the specification (README.md lists each
 * difference). */

#include "core_ulid.h"

#include <string.h>

#include "core_read.h"

/* Helpers, below the functions that use them. */
static size_t time_chars(void);
static int ulid_text(core_out *out, const sortid_ulid *u);
static int get_ulid(core_err *err, const core_arg *a, const char *arg, const char *code,
                    const char *what, unsigned flags, sortid_ulid *u);

/* ulid(seedTime?) without a prng (the JS layer takes a prng through a
 * one-shot factory). */
int core_ulid(core_out *out, core_err *err, const core_arg *argv)
{
    sortid_ulid u;
    sortid_status st;
    int64_t ms = 0;
    if (argv[0].tag == ARG_UNDEF) {
        st = sortid_ulid_new(&u);
    } else {
        if (!core_time(err, &argv[0], "Time", 1, &ms))
            return 0;
        st = sortid_ulid_at(&u, ms, SORTID_AT_RANDOM);
    }
    if (st == SORTID_E_TIME_RANGE)
        return core_fail_time_range(err, SORTID_KIND_ULID, ms, 1);
    if (st != SORTID_OK)
        return core_fail_status(err, "ulid()", st);
    return ulid_text(out, &u);
}

/* encodeTime(now): the time characters of a ULID of that millisecond. */
int core_encode_time(core_out *out, core_err *err, const core_arg *argv)
{
    sortid_ulid u;
    int64_t ms;
    sortid_status st;
    if (!core_time(err, &argv[0], "Time", 1, &ms))
        return 0;
    st = sortid_ulid_at(&u, ms, SORTID_AT_MIN);
    if (st == SORTID_E_TIME_RANGE)
        return core_fail_time_range(err, SORTID_KIND_ULID, ms, 1);
    if (st != SORTID_OK)
        return core_fail_status(err, "encodeTime()", st);
    ulid_text(out, &u);
    out->len = time_chars();
    return 1;
}

/* decodeTime(id): strict, the whole ULID is checked. */
int core_decode_time(core_out *out, core_err *err, const core_arg *argv)
{
    size_t pos = 0;
    sortid_ulid u;
    sortid_status st;
    if (!core_text(err, &argv[0], "decodeTime(id)"))
        return 0;
    st = sortid_ulid_parse(&u, argv[0].text, argv[0].len, 0, &pos);
    if (st != SORTID_OK)
        return core_fail_at(err, st == SORTID_E_CHAR ? "DEC_TIME_CHAR" : "DEC_TIME_MALFORMED",
                            "Malformed ULID", (long)pos, st);
    out->type = OUT_NUMBER;
    out->num = (double)sortid_ulid_unix_ms(&u);
    return 1;
}

/* isValid(id): strict; false for anything but a valid ULID string. */
int core_is_valid(core_out *out, core_err *err, const core_arg *argv)
{
    sortid_ulid u;
    (void)err;
    out->type = OUT_BOOL;
    out->num = argv[0].tag == ARG_STRING && argv[0].len == SORTID_ULID_TEXT_LEN &&
               sortid_ulid_parse(&u, argv[0].text, argv[0].len, 0, NULL) == SORTID_OK;
    return 1;
}

/* ulidToUUID(id): the same 128 bits, 8-4-4-4-12 in upper case as `ulid`
 * writes it (the library's SORTID_FORMAT_UPPER; convert() and parse() keep
 * the library's lower case). */
int core_ulid_to_uuid(core_out *out, core_err *err, const core_arg *argv)
{
    sortid_ulid u;
    sortid_uuid x;
    if (!get_ulid(err, &argv[0], "ulidToUUID(id)", "ULID_INVALID", "Invalid ULID", 0, &u))
        return 0;
    sortid_ulid_to_uuid(&x, &u);
    out->type = OUT_TEXT;
    out->len = sortid_uuid_format(out->text, &x, SORTID_FORMAT_UPPER);
    return 1;
}

/* uuidToULID(uuid): with or without hyphens, either case. */
int core_uuid_to_ulid(core_out *out, core_err *err, const core_arg *argv)
{
    size_t pos = 0;
    sortid_uuid x;
    sortid_ulid u;
    sortid_status st;
    if (!core_text(err, &argv[0], "uuidToULID(uuid)"))
        return 0;
    st = sortid_uuid_parse(&x, argv[0].text, argv[0].len, 0, &pos);
    if (st != SORTID_OK)
        return core_fail_at(err, "UUID_INVALID", "Invalid UUID", (long)pos, st);
    sortid_ulid_from_uuid(&u, &x);
    return ulid_text(out, &u);
}

/* fixULIDBase32(id): the lenient reading (I/L -> 1, O -> 0) of a ULID whose
 * hyphens the JS layer removed; the canonical upper-case text. */
int core_fix_base32(core_out *out, core_err *err, const core_arg *argv)
{
    sortid_ulid u;
    if (!get_ulid(err, &argv[0], "fixULIDBase32(id)", "B32_ENC_INVALID", "Incorrectly encoded ULID",
                  SORTID_PARSE_LENIENT, &u))
        return 0;
    return ulid_text(out, &u);
}

/* incrementBase32(str): a ULID (its random part + 1, never carrying into the
 * time) or a random part of 1..16 characters (read as the low end of a ULID
 * of time 0; carrying out of it is an error). */
int core_increment(core_out *out, core_err *err, const core_arg *argv)
{
    const core_arg *a = &argv[0];
    char full[SORTID_ULID_TEXT_LEN + 1], next[SORTID_ULID_TEXT_LEN + 1];
    size_t pos = 0, pad;
    sortid_ulid u;
    sortid_status st;
    if (!core_text(err, a, "incrementBase32(str)"))
        return 0;
    if (a->len == 0 ||
        (a->len > SORTID_ULID_TEXT_LEN - time_chars() && a->len != SORTID_ULID_TEXT_LEN))
        return core_fail(err, ERR_ULID, "B32_ENC_INVALID",
                         "Incorrectly encoded string: incrementBase32 takes a ULID "
                         "(%d characters) or its random part (1..%zu characters)",
                         SORTID_ULID_TEXT_LEN, SORTID_ULID_TEXT_LEN - time_chars());
    pad = SORTID_ULID_TEXT_LEN - a->len;
    memset(full, '0', pad);
    memcpy(full + pad, a->text, a->len);
    st = sortid_ulid_parse(&u, full, SORTID_ULID_TEXT_LEN, 0, &pos);
    if (st != SORTID_OK)
        return core_fail_at(err, "B32_ENC_INVALID", "Incorrectly encoded string",
                            (long)(pos >= pad ? pos - pad : 0), st);
    st = sortid_ulid_next(&u, &u);
    sortid_ulid_format(next, &u, 0);
    if (st != SORTID_OK || memcmp(next, full, pad) != 0)
        return core_fail(err, ERR_ULID, "B32_ENC_INVALID",
                         "Failed incrementing string: it is the largest value of its length");
    return core_out_text(out, next + pad, a->len);
}

/* constants(): ulid's MIN_ULID, MAX_ULID, TIME_MAX, TIME_LEN from the
 * library's range and its lowest / highest IDs; the version and the bulk
 * codec in use. */
int core_constants(core_out *out, core_err *err, const core_arg *argv)
{
    sortid_ulid lo, hi;
    int64_t min_ms, max_ms;
    char text[SORTID_ULID_TEXT_LEN + 1];
    const char *impl = sortid_impl_active();
    (void)argv;
    if (sortid_time_range(SORTID_KIND_ULID, &min_ms, &max_ms) != SORTID_OK ||
        sortid_ulid_at(&lo, min_ms, SORTID_AT_MIN) != SORTID_OK ||
        sortid_ulid_at(&hi, max_ms, SORTID_AT_MAX) != SORTID_OK)
        return core_fail_status(err, "sortid", SORTID_E_SYSTEM);
    sortid_ulid_format(text, &lo, 0);
    core_field_text(out, "MIN_ULID", text, SORTID_ULID_TEXT_LEN);
    sortid_ulid_format(text, &hi, 0);
    core_field_text(out, "MAX_ULID", text, SORTID_ULID_TEXT_LEN);
    core_field_num(out, "TIME_MAX", (double)max_ms);
    core_field_num(out, "TIME_LEN", (double)time_chars());
    core_field_text(out, "version", sortid_version(), strlen(sortid_version()));
    core_field_text(out, "implementation", impl, strlen(impl));
    return 1;
}

/* ---- helpers -------------------------------------------------------------- */

/* The time characters of a ULID text, the `ulid` package's TIME_LEN: those
 * of the ULID text of the highest time, up to its first random character
 * (the library's layout, read off its own output, never restated here). */
static size_t time_chars(void)
{
    sortid_ulid lo, hi;
    char a[SORTID_ULID_TEXT_LEN + 1], b[SORTID_ULID_TEXT_LEN + 1];
    size_t n = 0;
    if (sortid_ulid_at(&lo, 0, SORTID_AT_MAX) != SORTID_OK ||
        sortid_ulid_at(&hi, 0, SORTID_AT_MIN) != SORTID_OK)
        return 0;
    sortid_ulid_format(a, &lo, 0);
    sortid_ulid_format(b, &hi, 0);
    /* time 0 with the random part all ones vs all zeros: they differ from
     * the first random character on */
    while (n < SORTID_ULID_TEXT_LEN && a[n] == b[n])
        n++;
    return n;
}

static int ulid_text(core_out *out, const sortid_ulid *u)
{
    out->type = OUT_TEXT;
    sortid_ulid_format(out->text, u, 0);
    out->len = SORTID_ULID_TEXT_LEN;
    return 1;
}

/* Parse a ULID argument (named arg in a TypeError); ULIDError(code, what)
 * naming the position. */
static int get_ulid(core_err *err, const core_arg *a, const char *arg, const char *code,
                    const char *what, unsigned flags, sortid_ulid *u)
{
    size_t pos = 0;
    sortid_status st;
    if (!core_text(err, a, arg))
        return 0;
    st = sortid_ulid_parse(u, a->text, a->len, flags, &pos);
    if (st != SORTID_OK)
        return core_fail_at(err, code, what, (long)pos, st);
    return 1;
}
