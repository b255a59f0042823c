#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Write the extension's SQL script from its one per-type template.

    ext/postgres/scripts/gen-sql.py           rewrite ext/postgres/sql/sortid--1.0.sql
    ext/postgres/scripts/gen-sql.py --check   compare it with a fresh generation;
                                              prints "postgres-sql: N passed, N failed"
                                              and fails on any difference
                                              (make test-postgres-sql)

The script is ext/postgres/sql/sortid.sql.in (the hand-written casts and
functions, each with its COMMENT) with the line "@TYPES@" replaced by the
TYPE block below once per type: the type, its I/O, comparison, sortsupport,
hash and min/max functions, its operators, its btree, hash and BRIN minmax
operator classes, its min/max aggregates and its text casts, every function
and the type with a COMMENT.
"""
import os
import sys

# name, title, storage clause of CREATE TYPE
TYPES = [
    ("ulid", "ULID", "LIKE = pg_catalog.uuid"),
    ("ulidflake", "Ulid-Flake", "LIKE = pg_catalog.int8"),
    ("baseuid", "BaseUID", "INTERNALLENGTH = 15, ALIGNMENT = char, STORAGE = plain"),
]

C_FN = "AS 'MODULE_PATHNAME' LANGUAGE C IMMUTABLE STRICT PARALLEL SAFE"

# function suffix, arguments, result, extra attributes, comment
FUNCTIONS = [
    ("in", "cstring", "{t}", "", "text input of {t}: its {title} text, or another text form of its kind"),
    ("out", "{t}", "cstring", "", "text output of {t}: its canonical {title} text"),
    ("recv", "internal", "{t}", "", "binary input of {t}"),
    ("send", "{t}", "bytea", "", "binary output of {t}"),
    ("eq", "{t}, {t}", "boolean", " LEAKPROOF", "{t} = {t}"),
    ("ne", "{t}, {t}", "boolean", " LEAKPROOF", "{t} <> {t}"),
    ("lt", "{t}, {t}", "boolean", " LEAKPROOF", "{t} < {t}"),
    ("le", "{t}, {t}", "boolean", " LEAKPROOF", "{t} <= {t}"),
    ("gt", "{t}, {t}", "boolean", " LEAKPROOF", "{t} > {t}"),
    ("ge", "{t}, {t}", "boolean", " LEAKPROOF", "{t} >= {t}"),
    ("cmp", "{t}, {t}", "integer", " LEAKPROOF", "-1, 0 or 1: btree support 1 of {t}"),
    ("sortsupport", "internal", "void", "", "btree support 2 of {t}: sort support with abbreviated keys"),
    ("hash", "{t}", "integer", "", "hash support 1 of {t}"),
    ("hash_extended", "{t}, bigint", "bigint", "", "hash support 2 of {t}: seeded hash"),
    ("smaller", "{t}, {t}", "{t}", "", "the smaller {t} (the min aggregate's step)"),
    ("larger", "{t}, {t}", "{t}", "", "the larger {t} (the max aggregate's step)"),
]

# operator, function suffix, commutator, negator, estimators, extra
OPERATORS = [
    ("=", "eq", "=", "<>", "eqsel", "eqjoinsel", "    HASHES, MERGES,\n"),
    ("<>", "ne", "<>", "=", "neqsel", "neqjoinsel", ""),
    ("<", "lt", ">", ">=", "scalarltsel", "scalarltjoinsel", ""),
    ("<=", "le", ">=", ">", "scalarlesel", "scalarlejoinsel", ""),
    (">", "gt", "<", "<=", "scalargtsel", "scalargtjoinsel", ""),
    (">=", "ge", "<=", "<", "scalargesel", "scalargejoinsel", ""),
]

OPCLASSES = """CREATE OPERATOR CLASS {t}_ops DEFAULT FOR TYPE {t} USING btree AS
    OPERATOR 1 <,
    OPERATOR 2 <=,
    OPERATOR 3 =,
    OPERATOR 4 >=,
    OPERATOR 5 >,
    FUNCTION 1 {t}_cmp({t}, {t}),
    FUNCTION 2 {t}_sortsupport(internal),
    FUNCTION 4 pg_catalog.btequalimage(oid);

CREATE OPERATOR CLASS {t}_hash_ops DEFAULT FOR TYPE {t} USING hash AS
    OPERATOR 1 =,
    FUNCTION 1 {t}_hash({t}),
    FUNCTION 2 {t}_hash_extended({t}, bigint);

CREATE OPERATOR CLASS {t}_minmax_ops DEFAULT FOR TYPE {t} USING brin AS
    OPERATOR 1 <,
    OPERATOR 2 <=,
    OPERATOR 3 =,
    OPERATOR 4 >=,
    OPERATOR 5 >,
    FUNCTION 1 pg_catalog.brin_minmax_opcinfo(internal),
    FUNCTION 2 pg_catalog.brin_minmax_add_value(internal, internal, internal, internal),
    FUNCTION 3 pg_catalog.brin_minmax_consistent(internal, internal, internal),
    FUNCTION 4 pg_catalog.brin_minmax_union(internal, internal, internal);

CREATE AGGREGATE min({t}) (
    SFUNC = {t}_smaller, STYPE = {t}, COMBINEFUNC = {t}_smaller,
    SORTOP = <, PARALLEL = SAFE
);
COMMENT ON AGGREGATE min({t}) IS 'the lowest {t}';
CREATE AGGREGATE max({t}) (
    SFUNC = {t}_larger, STYPE = {t}, COMBINEFUNC = {t}_larger,
    SORTOP = >, PARALLEL = SAFE
);
COMMENT ON AGGREGATE max({t}) IS 'the highest {t}';

-- text casts are explicit only (PostgreSQL would otherwise add an
-- assignment cast to text through I/O)
CREATE CAST ({t} AS text) WITH INOUT;
CREATE CAST (text AS {t}) WITH INOUT;
"""


def literal(text):
    """A SQL string literal."""
    return "'" + text.replace("'", "''") + "'"


def type_block(t, title, storage):
    out = ["", "-- " + "=" * 70, "-- %s (%s)" % (t, title), "-- " + "=" * 70, "",
           "CREATE TYPE %s;" % t, ""]
    fns = []
    for suffix, args, result, extra, comment in FUNCTIONS:
        args, result = args.format(t=t), result.format(t=t)
        fns.append("CREATE FUNCTION %s_%s(%s) RETURNS %s\n    %s%s;" % (t, suffix, args, result, C_FN, extra))
        fns.append("COMMENT ON FUNCTION %s_%s(%s) IS %s;" % (t, suffix, args, literal(comment.format(t=t, title=title))))
    out += fns[:8]
    out += ["", "CREATE TYPE %s (" % t, "    INPUT = %s_in," % t, "    OUTPUT = %s_out," % t,
            "    RECEIVE = %s_recv," % t, "    SEND = %s_send," % t, "    %s," % storage,
            "    CATEGORY = 'U'", ");", "COMMENT ON TYPE %s IS %s;" % (t, literal(title + " identifier (sortid)")), ""]
    out += fns[8:]
    out.append("")
    for op, fn, com, neg, rsel, jsel, extra in OPERATORS:
        out.append("CREATE OPERATOR %s (\n    LEFTARG = %s, RIGHTARG = %s, PROCEDURE = %s_%s,\n"
                   "    COMMUTATOR = %s, NEGATOR = %s,\n%s    RESTRICT = %s, JOIN = %s\n);"
                   % (op, t, t, t, fn, com, neg, extra, rsel, jsel))
    out += ["", OPCLASSES.format(t=t).rstrip("\n")]
    return out


def generate(root):
    with open(os.path.join(root, "ext/postgres/sql/sortid.sql.in")) as f:
        src = f.read().split("\n")
    out = []
    for line in src:
        if line == "@TYPES@":
            for t in TYPES:
                out += type_block(*t)
        else:
            out.append(line)
    out[1:1] = ["-- Generated by ext/postgres/scripts/gen-sql.py from ext/postgres/sql/sortid.sql.in:"
                " do not edit."]
    return "\n".join(out)


def main():
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../..")
    check = sys.argv[1:] == ["--check"]
    if sys.argv[1:] and not check:
        sys.exit("usage: gen-sql.py [--check]")
    path = "ext/postgres/sql/sortid--1.0.sql"
    text = generate(root)
    full = os.path.join(root, path)
    if not check:
        with open(full, "w") as f:
            f.write(text)
        return
    try:
        with open(full) as f:
            same = f.read() == text
    except OSError as e:
        print("postgres-sql: cannot read %s: %s" % (path, e), file=sys.stderr)
        same = False
    if not same:
        print("postgres-sql: %s differs from a fresh generation: run"
              " ext/postgres/scripts/gen-sql.py and commit the result" % path, file=sys.stderr)
    print("postgres-sql: %d passed, %d failed" % (1 if same else 0, 0 if same else 1))
    sys.exit(0 if same else 1)


if __name__ == "__main__":
    main()
