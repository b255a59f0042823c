#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Print every ```sql block of a Markdown page, in order, as one psql script.

    ext/postgres/scripts/doc-sql.py PAGE.md            the script, on standard output
    ext/postgres/scripts/doc-sql.py --count PAGE.md    how many blocks
    ext/postgres/scripts/doc-sql.py --marked PAGE.md   only the blocks under a
        `<!-- runs in test-postgres -->` line (a page of several databases: the
        README)

make test-postgres runs docs/postgres.md's script in a fresh database with
ON_ERROR_STOP: the page's examples run against the schema the page itself
creates, one after the other.  Each block is preceded by a comment naming its
line, so a failure points at the example.  Output that a page shows (an error,
a result) belongs in a block without a language.
"""
import sys


MARK = "<!-- runs in test-postgres -->"


def sql_blocks(path, marked=False):
    """(line number, text) of each ```sql block (marked: each under MARK)."""
    out, lines = [], open(path, encoding="utf-8").read().splitlines()
    i = 0
    while i < len(lines):
        if lines[i].strip() == "```sql" and (not marked or (i and lines[i - 1].strip() == MARK)):
            start, body = i + 1, []
            i += 1
            while i < len(lines) and not lines[i].startswith("```"):
                body.append(lines[i])
                i += 1
            out.append((start, "\n".join(body)))
        i += 1
    return out


def main(argv):
    if len(argv) == 3 and argv[1] == "--count":
        print(len(sql_blocks(argv[2])))
        return 0
    marked = len(argv) == 3 and argv[1] == "--marked"
    if len(argv) != 2 and not marked:
        raise SystemExit(__doc__)
    blocks = sql_blocks(argv[-1], marked)
    if marked and not blocks:
        raise SystemExit("%s: no block under %s" % (argv[-1], MARK))
    for line, text in blocks:
        print("\\echo %s line %d" % (argv[-1].split("/")[-1], line))
        print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
