#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Write tests/vectors/at-time.tsv: the lowest and highest ID of a time unit
for every kind, computed here from the layouts in docs/identifiers.md by an
implementation independent of the library's C code.  The library test
(tests/test_at.c) and every front end's tests check these rows, so the CLI,
SQLite and PostgreSQL are proven to give the same ID for the same time and
mode.

Columns: kind, node, unix_ms, ns_in_ms, rfc3339 (the same instant, UTC, with
microseconds), mode (min|max), expected text or "ERROR time_range".
All ns_in_ms are multiples of 1000 so microsecond front ends can use every
row.  Run: python3 scripts/at-time-vectors.py > tests/vectors/at-time.tsv"""

CROCK = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
B64 = "-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz"
FLAKE_EPOCH = 1704067200000
INT64_MAX = 2**63 - 1


def crock(v, n):
    return "".join(CROCK[(v >> (5 * (n - 1 - i))) & 31] for i in range(n))


def b64(v, n):
    return "".join(B64[(v >> (6 * (n - 1 - i))) & 63] for i in range(n))


def civil(days):
    """(year, month, day) of a day count since 1970-01-01 (H. Hinnant's algorithm)."""
    z = days + 719468
    era = z // 146097
    doe = z - era * 146097
    yoe = (doe - doe // 1460 + doe // 36524 - doe // 146096) // 365
    y = yoe + era * 400
    doy = doe - (365 * yoe + yoe // 4 - yoe // 100)
    mp = (5 * doy + 2) // 153
    d = doy - (153 * mp + 2) // 5 + 1
    m = mp + 3 if mp < 10 else mp - 9
    return (y + (m <= 2), m, d)


def rfc3339(ms, ns):
    days, rem = divmod(ms, 86400000)
    y, mo, d = civil(days)
    h, rem = divmod(rem, 3600000)
    mi, rem = divmod(rem, 60000)
    s, msec = divmod(rem, 1000)
    year = "%04d" % y if 0 <= y <= 9999 else ("+%d" % y if y > 0 else "-%04d" % -y)
    return "%s-%02d-%02dT%02d:%02d:%02d.%03d%03dZ" % (year, mo, d, h, mi, s, msec, ns // 1000)


def ulid(ms, mode):
    if not 0 <= ms < 2**48:
        return None
    rnd = 0 if mode == "min" else 2**80 - 1
    return crock(ms << 80 | rnd, 26)


def uuidv7(ms, mode):
    if not 0 <= ms < 2**48:
        return None
    rand = 0 if mode == "min" else 2**74 - 1
    rand_a, rand_b = rand >> 62, rand & (2**62 - 1)
    v = ms << 80 | 7 << 76 | rand_a << 64 | 2 << 62 | rand_b
    h = "%032x" % v
    return "-".join((h[:8], h[8:12], h[12:16], h[16:20], h[20:]))


def baseuid(ms, ns, mode):
    t = ms * 1000000 + ns
    if ms < 0 or t > INT64_MAX:
        return None
    rnd = 0 if mode == "min" else 2**72 - 1
    return b64((t >> 15) << 72 | rnd, 20)


def flake(ms, node, scalable, mode):
    tick = ms - FLAKE_EPOCH
    if not 0 <= tick < 2**43:
        return None
    if scalable:
        field = (0 if mode == "min" else 2**15 - 1) << 5 | node
    else:
        field = 0 if mode == "min" else 2**20 - 1
    return crock(tick << 20 | field, 13)


def rows():
    ulid_times = [(-1, 0), (0, 0), (1, 0), (1469918176385, 0), (1776211200000, 123000),
                  (2**48 - 1, 999000), (2**48, 0)]
    for ms, ns in ulid_times:
        for mode in ("min", "max"):
            yield "ulid", 0, ms, ns, mode, ulid(ms, mode)
            yield "uuidv7", 0, ms, ns, mode, uuidv7(ms, mode)
    flake_times = [(FLAKE_EPOCH - 1, 0), (FLAKE_EPOCH, 0), (FLAKE_EPOCH + 1, 0),
                   (1776211200000, 999000), (FLAKE_EPOCH + 2**43 - 1, 0), (FLAKE_EPOCH + 2**43, 0)]
    for ms, ns in flake_times:
        for mode in ("min", "max"):
            yield "flake", 0, ms, ns, mode, flake(ms, 0, False, mode)
            for node in (0, 7, 31):
                yield "flake-scalable", node, ms, ns, mode, flake(ms, node, True, mode)
    baseuid_times = [(-1, 999000), (0, 0), (0, 32000), (0, 33000), (1469918176385, 123000),
                     (1640995200000, 0), (9223372036854, 0), (9223372036854, 775000),
                     (9223372036855, 0)]
    for ms, ns in baseuid_times:
        for mode in ("min", "max"):
            yield "baseuid", 0, ms, ns, mode, baseuid(ms, ns, mode)


def main():
    print("kind\tnode\tunix_ms\tns_in_ms\trfc3339\tmode\texpected")
    for kind, node, ms, ns, mode, want in rows():
        print("\t".join((kind, str(node), str(ms), str(ns), rfc3339(ms, ns), mode,
                         want if want is not None else "ERROR time_range")))


if __name__ == "__main__":
    main()
