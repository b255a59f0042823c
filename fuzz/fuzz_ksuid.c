/* SPDX-License-Identifier: MIT */
/*
 * fuzz_ksuid.c - sortid_ksuid_parse / _format against a textbook base62.
 *
 * Properties: the status and position equal those of a reference decoder
 * written here (one character at a time into a 20-byte big number, as the
 * straightforward big-number loop does): SORTID_E_LENGTH unless 27 bytes,
 * SORTID_E_CHAR at the first byte outside 0-9A-Za-z, else SORTID_E_OVERFLOW
 * (at 0) exactly when the number passes 2^160 - 1, and the same 20 bytes
 * when accepted; format(parse(s)) == s; the first 20 input bytes as a KSUID
 * format to 27 characters that parse back to them.
 */
#include "fuzz.h"

static int b62(unsigned char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'A' && c <= 'Z')
        return c - 'A' + 10;
    if (c >= 'a' && c <= 'z')
        return c - 'a' + 36;
    return -1;
}

/* 0 ok, 1 overflow, 2 bad byte at *pos */
static int reference(uint8_t out[20], const char *s, size_t *pos)
{
    memset(out, 0, 20);
    for (size_t i = 0; i < 27; i++)
        if (b62((unsigned char)s[i]) < 0) {
            *pos = i;
            return 2;
        }
    for (size_t i = 0; i < 27; i++) {
        unsigned carry = (unsigned)b62((unsigned char)s[i]);
        for (int b = 19; b >= 0; b--) {
            carry += out[b] * 62u;
            out[b] = (uint8_t)carry;
            carry >>= 8;
        }
        if (carry)
            return 1;
    }
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const char *s = (const char *)data;
    sortid_ksuid k, back;
    size_t pos = 12345;
    char out[SORTID_KSUID_TEXT_LEN + 1];
    sortid_status st = sortid_ksuid_parse(&k, s, size, 0, &pos);
    if (size != SORTID_KSUID_TEXT_LEN) {
        PROP(st == SORTID_E_LENGTH && pos == (size < 27 ? size : 27));
    } else {
        uint8_t want[20];
        size_t rpos = 0;
        int r = reference(want, s, &rpos);
        if (r == 2)
            PROP(st == SORTID_E_CHAR && pos == rpos);
        else if (r == 1)
            PROP(st == SORTID_E_OVERFLOW && pos == 0);
        else {
            PROP(st == SORTID_OK && memcmp(k.bytes, want, 20) == 0);
            sortid_ksuid_format(out, &k, 0);
            PROP(memcmp(out, s, 27) == 0 && out[27] == '\0');
        }
    }
    if (size >= SORTID_KSUID_BYTES) {
        memcpy(k.bytes, data, SORTID_KSUID_BYTES);
        sortid_ksuid_format(out, &k, 0);
        PROP(strlen(out) == 27);
        PROP(sortid_ksuid_parse(&back, out, 27, 0, NULL) == SORTID_OK &&
             memcmp(&back, &k, sizeof k) == 0);
        PROP(__extension__({
                 int64_t ms_ = INT64_MIN;
                 if (sortid_ksuid_unix_ms(&ms_, NULL, &k) != SORTID_OK)
                     ms_ = INT64_MIN;
                 ms_;
             }) == (sortid_ksuid_tick(&k) + SORTID_KSUID_EPOCH_S) * 1000);
    }
    return 0;
}
