#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Collision odds of independent sortid generators, for docs/scaling.md.

    scripts/collision-odds.py                 print the tables (markdown)
    scripts/collision-odds.py --check FILE    exit 1 unless FILE holds exactly
                                              these tables between the markers

N generators, each making R IDs per millisecond, for one year (365.25 days).
Two IDs collide when they share the time unit (a millisecond; BaseUID's 32.768
us tick) and the random field.  Each cell is the probability of at least one
collision in that year, 1 - exp(-E), E being the expected number of colliding
pairs (a Poisson approximation, accurate to the two digits printed):

  random IDs (gen_ulid, gen_baseuid): every ID draws the whole field, so with
      M = N*k IDs in a time unit (k = R * unit length in ms),
      E per unit = M^2 / 2 / 2^bits;
  monotonic, step +1 (gen_monotonic_ulid, gen_monotonic_baseuid): one
      generator never repeats itself; two generators collide when their runs
      of k consecutive values overlap: (2k - 1) / 2^bits per pair when k >= 1,
      k^2 / 2^bits when k < 1 (both must make an ID in that unit);
  Ulid-Flake "+n" step (n uniform in 1..255, mean 128): the k values of one
      generator are spread over about 128k, so two generators share about
      k^2 / 2^bits values per unit; one generator holds about 2^bits / 128
      IDs per millisecond (more is "over capacity": it must wait);
  Ulid-Flake scalable: as above with 15 bits, but only generators with the
      same node id can collide; the N generators spread evenly over 32 nodes.
"""
import math
import sys

YEAR_MS = 365.25 * 86400 * 1000
GENERATORS = [10, 100, 1000, 10**4, 10**5, 10**6]
RATES = [1, 10, 100, 1000, 10**4, 10**5]
BEGIN = "<!-- collision-odds.py: begin -->"
END = "<!-- collision-odds.py: end -->"


def pairs(n):
    return n * (n - 1) / 2


def random_ids(bits, unit_ms):
    def per_unit(n, r):
        m = n * r * unit_ms
        return m * m / 2 / 2.0**bits
    return per_unit


def monotonic_plus_one(bits, unit_ms):
    def per_unit(n, r):
        k = r * unit_ms
        overlap = (2 * k - 1) if k >= 1 else k * k
        return pairs(n) * overlap / 2.0**bits
    return per_unit


def flake(bits, nodes):
    def per_unit(n, r):
        if nodes == 1:
            same_node_pairs = pairs(n)
        else:
            # n generators over `nodes` node ids as evenly as possible
            q, extra = divmod(n, nodes)
            same_node_pairs = extra * pairs(q + 1) + (nodes - extra) * pairs(q)
        return same_node_pairs * r * r / 2.0**bits
    return per_unit


# (title, expected colliding pairs per time unit, time unit in ms, IDs/ms one generator holds)
TABLES = [
    ("ULID, random (`gen_ulid()`): 80 bits per millisecond",
     random_ids(80, 1.0), 1.0, None),
    ("ULID, monotonic +1 (`gen_monotonic_ulid()`): 80 bits, runs per generator",
     monotonic_plus_one(80, 1.0), 1.0, None),
    ("BaseUID, random (`gen_baseuid()`): 72 bits per 32.768 us tick",
     random_ids(72, 0.032768), 0.032768, None),
    ("BaseUID, monotonic +1 (`gen_monotonic_baseuid()`): 72 bits per tick",
     monotonic_plus_one(72, 0.032768), 0.032768, None),
    ("Ulid-Flake stand-alone (`gen_ulidflake()`): 20 bits, \"+n\" step",
     flake(20, 1), 1.0, 2**20 / 128),
    ("Ulid-Flake scalable (`gen_ulidflake(node)`): 15 bits + node id, generators spread over 32 nodes",
     flake(15, 32), 1.0, 2**15 / 128),
]


def cell(per_unit, unit_ms, capacity, n, r):
    if capacity is not None and r > capacity:
        return "over capacity"
    expected = per_unit(n, r) * YEAR_MS / unit_ms
    if expected == 0:
        return "0"
    if expected < 1e-2:
        return f"{expected:.1e}"
    if expected < 3:
        return f"{-math.expm1(-expected):.2f}"
    return f"~1 ({expected:.0e}/yr)"


def tables():
    out = []
    head = "| generators \\ IDs/ms each | " + " | ".join(f"{r:,}" for r in RATES) + " |"
    rule = "|---|" + "---|" * len(RATES)
    for title, per_unit, unit_ms, capacity in TABLES:
        out += [f"**{title}**", "", head, rule]
        for n in GENERATORS:
            cells = [cell(per_unit, unit_ms, capacity, n, r) for r in RATES]
            out.append(f"| {n:,} | " + " | ".join(cells) + " |")
        out.append("")
    return "\n".join(out).rstrip("\n") + "\n"


def main(argv):
    text = tables()
    if len(argv) == 1:
        sys.stdout.write(text)
        return 0
    if len(argv) == 3 and argv[1] == "--check":
        with open(argv[2], encoding="utf-8") as f:
            doc = f.read()
        if doc.count(BEGIN) != 1 or doc.count(END) != 1:
            print(f"{argv[2]}: expected one {BEGIN} and one {END}", file=sys.stderr)
            return 1
        inside = doc.split(BEGIN, 1)[1].split(END, 1)[0].strip("\n") + "\n"
        if inside != text:
            import difflib
            sys.stderr.writelines(difflib.unified_diff(
                inside.splitlines(True), text.splitlines(True), argv[2], "collision-odds.py"))
            return 1
        return 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
