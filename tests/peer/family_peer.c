/* SPDX-License-Identifier: MIT */
/* family_peer.c - the library's side of the live peer tests
 * (tests/peers.sh): makes and reads KSUIDs and reads UUID v1 times in the
 * plain text the peers (Debian's ksuid program, Python's uuid module) print,
 * so the script compares lines.
 *
 *   family-peer ksuid-new N   N new KSUIDs, one a line
 *   family-peer ksuid-read    each stdin line: "TEXT RAW TIMESTAMP" as
 *                             `ksuid -f template` prints them (RAW in upper-case
 *                             hex, TIMESTAMP the seconds since the KSUID epoch)
 *   family-peer uuid-time     each stdin line: "UUID TIME V6", TIME the 60-bit
 *                             count of 100 ns (Python's uuid.UUID.time) and V6
 *                             the same UUID as a version 6
 * A line that does not parse prints "ERROR status at byte N". */
#include "sortid.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int ksuid_new(long n)
{
    char text[SORTID_KSUID_TEXT_LEN + 1];
    for (long i = 0; i < n; i++) {
        sortid_ksuid k;
        if (sortid_ksuid_new(&k) != SORTID_OK)
            return 1;
        sortid_ksuid_format(text, &k, 0);
        puts(text);
    }
    return 0;
}

static void error_line(sortid_status s, size_t pos)
{
    printf("ERROR %s at byte %zu\n", sortid_strerror(s), pos);
}

int main(int argc, char **argv)
{
    char line[256];
    if (argc == 3 && !strcmp(argv[1], "ksuid-new"))
        return ksuid_new(atol(argv[2]));
    if (argc != 2 || (strcmp(argv[1], "ksuid-read") && strcmp(argv[1], "uuid-time"))) {
        fprintf(stderr, "usage: family-peer ksuid-new N | ksuid-read | uuid-time\n");
        return 2;
    }
    int ksuid = !strcmp(argv[1], "ksuid-read");
    while (fgets(line, sizeof line, stdin)) {
        size_t len = strcspn(line, "\r\n"), pos = 0;
        sortid_status s;
        line[len] = '\0';
        if (ksuid) {
            sortid_ksuid k;
            if ((s = sortid_ksuid_parse(&k, line, len, 0, &pos)) != SORTID_OK) {
                error_line(s, pos);
                continue;
            }
            printf("%s ", line);
            for (int i = 0; i < SORTID_KSUID_BYTES; i++)
                printf("%02X", k.bytes[i]);
            printf(" %lld\n", (long long)sortid_ksuid_tick(&k));
        } else {
            sortid_uuid u, v6;
            uint64_t t;
            char text[SORTID_UUID_TEXT_LEN + 1];
            if ((s = sortid_uuid_parse(&u, line, len, 0, &pos)) != SORTID_OK ||
                (s = sortid_uuid_tick(&t, &u)) != SORTID_OK ||
                (s = sortid_uuid_v1_to_v6(&v6, &u)) != SORTID_OK) {
                error_line(s, pos);
                continue;
            }
            sortid_uuid_format(text, &v6, 0);
            printf("%s %llu %s\n", line, (unsigned long long)t, text);
        }
    }
    return 0;
}
