#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Write tests/vectors/family.tsv: generated vectors for KSUID, TypeID, UUID
v1/v6, ObjectId, xid and snowflakes, computed here with Python's integers,
its base64 module (RFC 4648 base32hex) and its uuid module, independently of
the library's C code.  tests/test_family.c checks every row.

Rows are "kind<TAB>input<TAB>expected", from a fixed seed (the file is
reproducible):
  ksuid       27-char text -> 40 hex digits, unix_ms
  ksuid_bad   text -> "overflow" (a value above 2^160 - 1)
  typeid      text -> prefix ("-" for none), UUID
  uuid_time   UUID -> unix_ms ns_in_ms (v1, v6: Python's uuid.UUID.time)
  uuid_v1v6   v1 UUID -> the same time and fields as a v6
  objectid    24 hex -> unix_ms machine pid counter
  xid         20-char text -> 24 hex, unix_ms machine pid counter
  xid_bad     20-char text whose pad bits are not zero -> "char 19"
  snowflake   value epoch_ms -> unix_ms datacenter worker sequence
Run: python3 scripts/family-vectors.py > tests/vectors/family.tsv"""
import base64
import random
import uuid

B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
CROCK = "0123456789abcdefghjkmnpqrstvwxyz"
KSUID_EPOCH = 1400000000
GREGORIAN = 0x01B21DD213814000  # 100-ns units from 1582-10-15 to 1970-01-01


def base62(v, n=27):
    out = []
    for _ in range(n):
        v, d = divmod(v, 62)
        out.append(B62[d])
    assert v == 0
    return "".join(reversed(out))


def crock(v, n=26):
    return "".join(CROCK[(v >> (5 * (n - 1 - i))) & 31] for i in range(n))


def main():
    rng = random.Random(20)
    rows = []
    # KSUID: edges and random values
    vals = [0, 1, 2**160 - 1, 2**128, (2**32 - 1) << 128] + [rng.getrandbits(160) for _ in range(40)]
    for v in vals:
        rows.append(("ksuid", base62(v), "%040x %d" % (v, ((v >> 128) + KSUID_EPOCH) * 1000)))
    for v in (2**160, 62**27 - 1, 2**160 + rng.getrandbits(150)):
        rows.append(("ksuid_bad", base62(v), "overflow"))
    # TypeID
    for i in range(30):
        v = rng.getrandbits(128)
        if i % 3 == 0:  # a v7 value
            v = (v & ~(0xF << 76) & ~(0x3 << 62)) | 7 << 76 | 2 << 62
        plen = rng.choice([0, 1, 5, 63])
        prefix = ""
        if plen:
            chars = [rng.choice("abcdefghijklmnopqrstuvwxyz_") for _ in range(plen)]
            chars[0] = rng.choice("abcdefghijklmnopqrstuvwxyz")
            chars[-1] = rng.choice("abcdefghijklmnopqrstuvwxyz")
            prefix = "".join(chars)
        text = (prefix + "_" if prefix else "") + crock(v)
        rows.append(("typeid", text, "%s %s" % (prefix or "-", uuid.UUID(int=v))))
    # UUID v1 and v6 times
    for i in range(40):
        t = rng.getrandbits(60) if i % 2 else GREGORIAN + rng.getrandbits(54)
        clock = rng.getrandbits(14)
        node = rng.getrandbits(48)
        u1 = uuid.UUID(fields=(t & 0xFFFFFFFF, t >> 32 & 0xFFFF, 0x1000 | t >> 48,
                               0x80 | clock >> 8, clock & 0xFF, node))
        assert u1.time == t and u1.version == 1
        u6 = uuid.UUID(int=(t >> 12) << 80 | 0x6 << 76 | (t & 0xFFF) << 64 |
                       (u1.int & (2**64 - 1)))
        unix100 = u1.time - GREGORIAN
        ms, rem = divmod(unix100, 10000)
        rows.append(("uuid_time", str(u1), "%d %d" % (ms, rem * 100)))
        rows.append(("uuid_time", str(u6), "%d %d" % (ms, rem * 100)))
        rows.append(("uuid_v1v6", str(u1), str(u6)))
    # ObjectId and xid
    for i in range(30):
        b = rng.getrandbits(96).to_bytes(12, "big")
        if i == 0:
            b = bytes(12)
        if i == 1:
            b = b"\xff" * 12
        secs = int.from_bytes(b[:4], "big")
        parts = "%d %d %d %d" % (secs * 1000, int.from_bytes(b[4:7], "big"),
                                 int.from_bytes(b[7:9], "big"), int.from_bytes(b[9:], "big"))
        rows.append(("objectid", b.hex(), parts))
        x = base64.b32hexencode(b).decode().rstrip("=").lower()
        assert len(x) == 20
        rows.append(("xid", x, "%s %s" % (b.hex(), parts)))
        bad = x[:19] + "0123456789abcdefhijklmnopqrstuv"[i % 31]
        if bad[19] not in "0g":
            rows.append(("xid_bad", bad, "char 19"))
    # Snowflakes under both named epochs and a number
    for epoch in (1288834974657, 1420070400000, 0):
        for _ in range(8):
            v = rng.getrandbits(63)
            rows.append(("snowflake", "%d %d" % (v, epoch), "%d %d %d %d" % (
                (v >> 22) + epoch, v >> 17 & 31, v >> 12 & 31, v & 0xFFF)))
    print("kind\tinput\texpected")
    for r in rows:
        print("\t".join(r))


if __name__ == "__main__":
    main()
