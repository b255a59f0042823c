#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Write the seed corpora fuzz/corpus/<harness>/seed-* from tests/vectors.

Run from the repository root: python3 fuzz/make-seeds.py.  Seeds are the
vector inputs (valid and invalid), a few hand-made edge cases, and for the
prefix-byte harnesses (bulk, cli_lines) the same texts with a header byte.
"""
import os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
VEC = os.path.join(ROOT, "tests", "vectors")


def rows(name):
    with open(os.path.join(VEC, name)) as f:
        lines = f.read().splitlines()[1:]
    return [l.split("\t") for l in lines if l.strip()]


def write(harness, items, stem="seed"):
    d = os.path.join(ROOT, "fuzz", "corpus", harness)
    os.makedirs(d, exist_ok=True)
    seen = set()
    for i, data in enumerate(items):
        if isinstance(data, str):
            data = data.encode()
        if data in seen:
            continue
        seen.add(data)
        with open(os.path.join(d, "%s-%03d" % (stem, i)), "wb") as f:
            f.write(data)


ulid = rows("ulid.tsv")
flake = rows("flake.tsv")
baseuid = rows("baseuid.tsv")
uuidv7 = rows("uuidv7.tsv")

ulid_texts = [r[1] for r in ulid if r[0] in ("time", "uuid", "next")] + \
             [r[2] for r in ulid if r[0] in ("encode", "value", "next")]
ulid_texts += ["01ARYZ6S41TSV4RRFFQ69G5FAU", "8ZZZZZZZZZZZZZZZZZZZZZZZZZ",
               "0LARYZ6S4ITSV4RRFFQ69G5FAO", "01ARYZ6S41TSV4RRFFQ69G5FA",
               "01ARYZ6S41TSV4RRFFQ69G5FAVX", "01ARYZ6S41TSV4RRFFQ69G5FA\xff"]
write("ulid", ulid_texts + [bytes.fromhex(r[1]) for r in ulid if r[0] == "value"])

flake_texts = [r[1] for r in flake]
for r in flake:
    for kv in r[2].split():
        if kv.startswith("int=") or kv.startswith("hex="):
            flake_texts.append(kv.split("=", 1)[1])
flake_texts += ["0L0O0I0l0o0i0", "9223372036854775808", "00000000000000000001",
                "0x8000000000000000", "0X00000000000000001", "0x", "-1", "+1"]
write("flake", flake_texts)

write("baseuid", [r[1] for r in baseuid] + [bytes.fromhex(r[2]) for r in baseuid if r[0] == "value"]
      + [bytes.fromhex(r[2].replace("-", "")) for r in baseuid if r[0] == "uuidv8"])

uuid_texts = [r[1] for r in uuidv7] + [r[2] for r in ulid if r[0] == "uuid"]
uuid_texts += [r[2] for r in baseuid if r[0] == "uuidv8"] + [r[1] for r in baseuid if r[0] == "uuidv8_invalid"]
uuid_texts += [t.replace("-", "") for t in uuid_texts[:3]]
uuid_texts += ["017f22e2-79b0-7cc3-98c4-dc0c0c07398", "017f22e2+79b0-7cc3-98c4-dc0c0c07398f",
               "{017f22e2-79b0-7cc3-98c4-dc0c0c07398f}"]
write("uuid", uuid_texts)

times = []
for r in ulid:
    if r[0] == "time":
        times.append(r[2].split()[1])
for r in flake + uuidv7:
    for kv in r[2].split():
        if kv.startswith("time="):
            times.append(kv.split("=", 1)[1])
for r in baseuid:
    if r[0] == "time_prefix":
        times.append(r[1].split()[0])
times += ["2024-02-29", "2023-02-29", "2024-01-01T00:00", "2024-01-01 00:00:00,123456789123+05:30",
          "2024-01-01t00:00:00z", "-0001-12-31T23:59:59.999-0100", "+275760-09-13T00:00:00Z",
          "2024-13-01", "2024-01-01T24:00:00Z", "2024-01-01T00:00:60Z", "1469918176385"]
write("time", times)
write("cli_time", times + ["0", "9223372036854775807", "9223372036854775808",
                           "00000000000000000000000000001", "12a", ""])

# bulk: header byte (form | lines << 2 | lenient << 3 | lower << 4), cap byte, text
bulk = []
u = [r[2] for r in ulid if r[0] in ("encode", "value")]
f = [r[1] for r in flake if r[0] != "invalid"]
b = [r[1] for r in baseuid if r[0] in ("value", "uuidv8")]
for form, ids, bad in ((0, u, "01ARYZ6S41TSV4RRFFQ69G5FAU"), (1, f, "8000000000000"),
                       (2, b, "ANjssJkyfa3H00J9ZPJ+")):
    many = (ids * 8)[:40]
    for lines in (0, 1):
        sep = "\n" if lines else ""
        for lenient in (0, 1):
            hdr = bytes([form | lines << 2 | lenient << 3 | (lenient << 4), 255])
            bulk.append(hdr + sep.join(many).encode())
            bulk.append(hdr + sep.join(many[:20] + [bad] + many[20:]).encode())
        bulk.append(bytes([form | lines << 2, 7]) + sep.join(many).encode())
    bulk.append(bytes([form | 4, 255]) + "\r\n".join(many[:10]).encode())
# form 3: KSUIDs (sortid_ksuid_format_lines), raw 20-byte IDs
bulk.append(bytes([3, 255]) + bytes(i * 7 & 0xFF for i in range(20 * 17)))
bulk.append(bytes([3, 255]) + b"\xff" * 20 * 9 + bytes(20))
write("bulk", bulk)

# cli_lines: chunk-count byte, chunk sizes, text
text = "\n".join(u[:5] + [""] + f[:3]).encode()
write("cli_lines", [bytes([0]) + text, bytes([4, 3, 50, 0, 200]) + text,
                    bytes([2, 100, 100]) + b"x" * 300 + b"\r\n" + b"y" * 10,
                    bytes([1, 0]) + b"\r\n\r\n\n", bytes([3, 127, 0, 0]) + b"a" * 130 + b"\r" + b"\nb"])

# the rest of the family (issue 20): the spec examples and generated vectors
fam = rows("family-spec.tsv") + rows("family.tsv")
def fam_texts(*kinds):
    return [r[1] for r in fam if r[0] in kinds]
write("ksuid", fam_texts("ksuid", "ksuid_bad")[:40] + ["0ujtsYcgvSTl8PAuAdqWYSMnLO", "0ujtsYcgvSTl8PAuAdqWYSMnLO\xff",
                                                      bytes(range(20))])
write("typeid", fam_texts("typeid", "typeid_bad") + [bytes(16) + b"user", b"\xff" * 16 + b"a_b"])
write("objectid", fam_texts("objectid", "xid", "xid_bad")[:60] + [bytes(range(12)), "9m4e2mr0ui3e8a215n4h"])
write("snowflake", [r[1].split()[0] for r in fam if r[0] == "snowflake"][:20] +
      ["twitter", "discord", "-1420070400000", "9223372036854775808", "0000175928847299117063", ""])
everything = fam_texts("ksuid", "typeid", "objectid", "xid", "uuid_time")[:80] + \
    ["175928847299117063", "01h455vb4pex5vsknk084sn02q", "9m4e2mr0ui3e8a215n4g"]
write("read", [bytes([a & 0xFF, a >> 8]) + t.encode() for t in everything
               for a in (0x1FFE, 0x007E, 0x0800, 0x1080)])

# cli_grammar: option byte (kind index in bits 0-2 and 5-7, --from int bit 3,
# --lenient bit 4), text.  The family's texts untyped and with --from int,
# and a KSUID under every kind index (0: none; past the table: none).
def kind_byte(i):
    return (i & 7) | (i >> 3) << 5
ksuid_text = "0IARYZ6S41TSV4RRFFQ69G5zFAV"
grammar = [bytes([h]) + t.encode() for t in
           sum((fam_texts(k)[:3] for k in ("ksuid", "ksuid_bad", "typeid", "typeid_bad", "objectid",
                                            "xid", "xid_bad", "snowflake", "uuid_time")), [])
           for h in (0x00, 0x08)]
grammar += [bytes([kind_byte(i)]) + ksuid_text.encode() for i in range(16)]
write("cli_grammar", grammar, "family")
