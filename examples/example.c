/* SPDX-License-Identifier: MIT */
/* example.c - what `make run` shows: generate ULIDs, print them, parse them
 * back, and read their parts.  Exits non-zero if anything fails. */
#include <stdio.h>
#include <string.h>

#include "sortid.h"

static int example_fail(const char *what, sortid_status st)
{
    fprintf(stderr, "example: %s: %s\n", what, sortid_strerror(st));
    return 1;
}

int main(void)
{
    sortid_ulid ids[5];
    sortid_status st;

    printf("five monotonic ULIDs:\n");
    for (int i = 0; i < 5; i++) {
        char text[SORTID_ULID_TEXT_LEN + 1], when[(SORTID_TIME_TEXT_MAX + 1)];
        if ((st = sortid_ulid_new_monotonic(&ids[i])) != SORTID_OK)
            return example_fail("generate", st);
        sortid_ulid_format(text, &ids[i], 0);
        int64_t ms;
        if ((st = sortid_ulid_unix_ms(&ms, NULL, &ids[i])) != SORTID_OK)
            return example_fail("time", st);
        sortid_time_format(when, ms);
        printf("  %s  %s\n", text, when);
    }

    for (int i = 0; i < 5; i++) {
        char text[SORTID_ULID_TEXT_LEN + 1];
        sortid_ulid back;
        sortid_ulid_format(text, &ids[i], SORTID_FORMAT_LOWER);
        if ((st = sortid_ulid_parse(&back, text, strlen(text), 0, NULL)) != SORTID_OK)
            return example_fail("parse", st);
        if (sortid_ulid_compare(&back, &ids[i]) != 0 ||
            (i > 0 && sortid_ulid_compare(&ids[i - 1], &ids[i]) >= 0))
            return example_fail("round trip", SORTID_E_INVALID_ARG);
    }
    printf("round trip ok: lower-case text parses back to the same IDs, in order\n");

    const char *bad = "01ARYZ6S41TSV4RRFFQ69G5FAU";
    size_t pos = 0;
    sortid_ulid u;
    st = sortid_ulid_parse(&u, bad, strlen(bad), 0, &pos);
    printf("parsing %s: %s at byte %zu\n", bad, sortid_strerror(st), pos);

    sortid_uuid uuid;
    char text[SORTID_UUID_TEXT_LEN + 1];
    sortid_ulid_to_uuid(&uuid, &ids[0]);
    sortid_uuid_format(text, &uuid, 0);
    printf("the first as a UUID: %s\n", text);
    return st == SORTID_E_CHAR && pos == 25 ? 0 : 1;
}
