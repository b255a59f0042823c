#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Inputs of the differential test of the SQL edition (ext/pgsql/test-pgsql.sh).

    diff-inputs.py SEED KINDS < seeds.tsv > inputs.tsv

seeds.tsv: one valid ID a line, "kind<TAB>text", made by the C extension.
inputs.tsv: "text<TAB>kind" (kind \\N: read by its length), each seed as it
is and cut, stretched, with a byte changed (ASCII, not ASCII, the highest
first digit), its case changed, and random text of ID lengths; the kind is
none, the seed's, another, or one that does not exist.  KINDS: the
library's kind names, comma-separated.  Deterministic for a SEED.
"""
import random
import sys

PRINTABLE = [chr(c) for c in range(33, 127) if chr(c) not in "\\"]
ODD = ["é", "\u00ff", " ", "\t", "-", "_", "0", "Z", "z", "8", "7", "~", "I", "L", "O", "U", "x", "X"]
LENGTHS = [0, 1, 2, 3, 12, 13, 14, 18, 19, 20, 21, 24, 25, 26, 27, 28, 31, 32, 33, 35, 36, 37, 40, 90, 91]


def escape(s):
    return s.replace("\\", "\\\\").replace("\t", "\\t").replace("\n", "\\n")


def mutations(rng, s):
    out = [s, s.lower(), s.upper(), s.swapcase()]
    if s:
        i = rng.randrange(len(s))
        out.append(s[:i] + rng.choice(PRINTABLE) + s[i + 1:])
        out.append(s[:i] + rng.choice(ODD) + s[i + 1:])
        out.append(rng.choice("89ABCDEFGHJKMNPQRSTVWXYZz") + s[1:])
        out.append(s[:rng.randrange(len(s))])
        out.append(s + rng.choice(PRINTABLE))
        j = rng.randrange(len(s))
        out.append(s[:j] + "_" + s[j + 1:])
    return out


def random_text(rng):
    n = rng.choice(LENGTHS)
    alphabet = rng.choice(["0123456789", "0123456789abcdef", "0123456789ABCDEFGHJKMNPQRSTVWXYZ",
                           "0123456789abcdefghijklmnopqrstuv", "".join(PRINTABLE),
                           "abcdefghijklmnopqrstuvwxyz_"])
    return "".join(rng.choice(alphabet) for _ in range(n))


def main():
    rng = random.Random(int(sys.argv[1]))
    kinds = sys.argv[2].split(",")
    rows = []
    for line in sys.stdin:
        if "\t" not in line:
            continue  # psql's blank lines
        kind, text = line.rstrip("\n").split("\t", 1)
        for m in mutations(rng, text):
            rows.append((m, kind))
    for _ in range(len(rows) // 10):
        rows.append((random_text(rng), rng.choice(kinds)))
    for text, kind in rows:
        r = rng.random()
        k = "\\N" if r < 0.4 else kind if r < 0.7 else rng.choice(kinds) if r < 0.95 else \
            rng.choice(["nope", "ULID", "", "uuid7"])
        sys.stdout.write("%s\t%s\n" % (escape(text), k))


if __name__ == "__main__":
    main()
