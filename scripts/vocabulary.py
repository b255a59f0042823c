#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Hold a front end to docs/vocabulary.md.

    scripts/vocabulary.py FRONT [--js-length] [--doc PAGE] < names

FRONT is a column of the tables (C, CLI, PostgreSQL, SQLite, MariaDB, Node,
Python).  Standard input lists the front end's public names as it reports them
itself, one a line: `name min max` (the numbers of arguments it takes; max -1
for any number, `- -` for a name that is not a function or whose arguments the
front end does not tell).  With --js-length, a function's `min max` is
JavaScript's `length` twice, which counts the arguments before the first
optional one: it must lie in the table's range.

Fails (exit 1) when a name of the table is missing or takes another number of
arguments, or when a name of the front end is in no table and matches no
pattern of "Not vocabulary".  Prints one line per problem and the count line
`vocabulary FRONT: N passed, N failed`.
"""
import os
import re
import sys

DOC = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "docs", "vocabulary.md")
FRONTS = ("C", "CLI", "PostgreSQL", "SQLite", "MariaDB", "Node", "Python")
ENTRY = re.compile(r"^(\.?[A-Za-z_][A-Za-z0-9_.]*|--?[a-z][a-z-]*|\\_\\_version\\_\\_)(\((.*)\))?$")


def rows(text):
    """The tables of the page as (header cells, [row cells])."""
    tables, cur = [], None
    for line in text.splitlines():
        if not line.startswith("|"):
            cur = None
            continue
        cells = [c.strip() for c in re.split(r"(?<!\\)\|", line.strip())[1:-1]]
        if cur is None:
            cur = (cells, [])
            tables.append(cur)
        elif not all(re.fullmatch(r"-+", c) for c in cells):
            cur[1].append(cells)
    return tables


def arity(args):
    """(min, max) of `a, b[, c, d]`."""
    if args is None:
        return None
    args = args.strip()
    if not args:
        return (0, 0)
    head, _, opt = args.partition("[")
    need = [a for a in head.split(",") if a.strip()]
    more = [a for a in opt.replace("]", "").split(",") if a.strip()]
    return (len(need), len(need) + len(more))


def entries(cell):
    """The names of a cell as {name: (min, max) or None}; a hole gives none."""
    out = {}
    if cell.startswith("—"):
        return out
    for part in cell.split(";"):
        part = part.strip().strip("`")
        m = ENTRY.match(part)
        if not m:
            continue  # a phrase (a cast, a type): documentation only
        name = m.group(1).replace("\\_", "_")
        if name.startswith(".") or name.endswith("_"):
            continue  # an attribute of a value, or a name's stem
        rng = arity(m.group(3)) if m.group(2) else None
        if name in out and out[name] != rng:
            raise SystemExit(f"docs/vocabulary.md: {name} with two argument counts")
        out[name] = rng
    return out


def expected(front, text):
    """{name: range} the table gives FRONT, and the patterns it may skip."""
    want, skip = {}, []
    for head, body in rows(text):
        # an option is a public name of the command line only (elsewhere an
        # argument or a key)
        if front in head and (head[0] == "idea" or (head[0] == "option" and front == "CLI")):
            col = head.index(front)
            for cells in body:
                for name, rng in entries(cells[col]).items():
                    if name in want and want[name] != rng:
                        raise SystemExit(f"docs/vocabulary.md: {front} {name} with two argument counts")
                    want[name] = rng
        elif head[:2] == ["peer", "front end"]:
            for cells in body:
                if cells[1] == front:
                    for part in cells[2].split(";"):
                        m = ENTRY.match(part.strip().split(".")[0].split(" ")[0])
                        if m:
                            want.setdefault(m.group(1), None)
        elif head[:2] == ["front end", "pattern"]:
            skip += [re.compile(c[1].strip("`").replace("\\|", "|")) for c in body if c[0] == front]
    return want, skip


def main(argv):
    if len(argv) < 2 or argv[1] not in FRONTS:
        raise SystemExit(__doc__)
    front, js = argv[1], "--js-length" in argv
    doc = argv[argv.index("--doc") + 1] if "--doc" in argv else DOC
    with open(doc, encoding="utf-8") as f:
        want, skip = expected(front, f.read())
    have = {}
    for line in sys.stdin:
        parts = line.split()
        if not parts:
            continue
        lo, hi = (parts + ["-", "-"])[1:3]
        rng = None if lo == "-" else (int(lo), int(hi))
        old = have.get(parts[0])
        if old and rng:  # overloads: the union of their ranges
            rng = (min(old[0], rng[0]), -1 if -1 in (old[1], rng[1]) else max(old[1], rng[1]))
        have[parts[0]] = rng or old
    passed = failed = 0

    def report(ok, msg):
        nonlocal passed, failed
        if ok:
            passed += 1
        else:
            failed += 1
            print(f"vocabulary {front}: {msg}")

    for name, rng in sorted(want.items()):
        if name not in have:
            report(False, f"{name} is in docs/vocabulary.md but not in the front end")
            continue
        got = have[name]
        if rng is None or got is None:
            report(True, "")
        elif js:
            report(rng[0] <= got[0] <= rng[1], f"{name}: length {got[0]}, the table says {rng}")
        else:
            report(got == rng or (got[1] == -1 and got[0] <= rng[0]),
                   f"{name}: takes {got[0]}..{got[1]} arguments, the table says {rng[0]}..{rng[1]}")
    for name in sorted(set(have) - set(want)):
        report(any(p.search(name) for p in skip),
               f"{name} is public but in no table of docs/vocabulary.md")
    print(f"vocabulary {front}: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
