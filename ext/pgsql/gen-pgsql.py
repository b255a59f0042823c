#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Write sortid--sql.sql, the pure-SQL edition of sortid's PostgreSQL extension.

    ext/pgsql/gen-pgsql.py PROBE.json OUT.sql

PROBE.json is what ext/pgsql/probe.c (linked with libsortid) prints: the
kinds and forms tables, the status messages, and what every byte means at
every position of every fixed-length text form, as the library's own parser
reads it.  This script turns those facts into SQL constants and fills them
into ext/pgsql/sortid-sql.sql.in and its internals, ext/pgsql/sortid-sql-internal.sql.in (the lines "@NAME@" and the words @NAME@):
the edition keeps no alphabet, width, epoch or range of its own.
"""
import json
import os
import sys

B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"  # encode(.., 'base64')
FAMILY = ("ksuid", "typeid", "objectid", "xid", "snowflake")


def lit(text):
    return "'" + text.replace("'", "''") + "'"


def form_bits(forms):
    return {f["name"]: 1 << (i + 1) for i, f in enumerate(forms)}


def fixed_form(f, kind):
    """Per position a class of 256 entries (bytes 0..255) as bytes: a digit,
    INVALID, or OVERFLOW (too high a first digit); the weight of each
    position's digit (0 for the one byte of a separator); whether the value's
    bound is checked after the digits (KSUID) or by the first digit (the
    base32 forms), as the library's parser names the first fault."""
    by_value = f["order_z"][0] != "E_OVERFLOW"
    last = f["positions"][-1]
    classes, cls, weights = [], [], []
    for p, row in enumerate(f["positions"]):
        vals = [int(r, 16) if isinstance(r, str) else None for r in row]
        nz = [v for v in vals if v]
        w = min(nz) if nz else 0  # all valid bytes 0: a separator
        entries = [INVALID]
        for b, r in enumerate(row):
            if isinstance(r, str):
                assert not w or vals[b] % w == 0, (f["name"], p, b)
                entries.append(vals[b] // w if w else 0)
            elif r[0] == "E_OVERFLOW" and by_value:
                entries.append(int(last[b], 16))  # the digit it would be
            elif r[0] == "E_OVERFLOW":
                entries.append(OVERFLOW)
            else:
                entries.append(INVALID)
        if by_value and p == 0:
            w = weights_guess(f, p)
        if entries not in classes:
            classes.append(entries)
        cls.append(classes.index(entries))
        weights.append(w)
    return {"len": len(f["positions"]), "cls": cls, "tbl": classes, "wt": weights,
            "limit": 1 << (8 * kind["bytes"]), "by_value": by_value}


INVALID, OVERFLOW = 255, 253


def weights_guess(f, p):
    """The weight of position p of a form whose first digit may overflow:
    the next position's weight times the base (the number of digits)."""
    row = f["positions"][p + 1]
    vals = [int(r, 16) for r in row if isinstance(r, str)]
    nz = [v for v in vals if v]
    base = len(set(vals))
    return min(nz) * base


def chunks(weights):
    """Runs of positions whose digits sum as a bigint: (first, last, base
    weight) with every weight of the run a multiple of the base below 2^56."""
    out, i, n = [], 0, len(weights)
    while i < n:
        j = i
        base = None
        while j < n:
            ws = [w for w in weights[i:j + 1] if w]
            b = min(ws) if ws else 1
            if any(w % b for w in ws) or max(ws or [0]) // b * 255 >= 1 << 62:
                break
            base = b
            j += 1
        out.append((i, j - 1, base))
        i = j
    return out


def form_function(forms, kinds):
    """The IF chain of _sortid_fixed: each fixed form's table as a bytea, its
    positions' offsets into it, and its value as a few bigint sums."""
    out = []
    for f in forms:
        if "positions" not in f:
            continue
        d = fixed_form(f, kinds[f["kind"]])
        tbl = "".join(bytes(c).hex() for c in d["tbl"])
        offs = [256 * c for c in d["cls"]]
        entry = ["get_byte(tbl, %d + get_byte(b, %d))" % (o, i) for i, o in enumerate(offs)]
        sums = []
        for i, j, base in chunks(d["wt"]):
            terms = ["%s * %d%s" % (entry[k], d["wt"][k] // base, "::bigint" if d["wt"][k] // base >= 1 << 23 else "")
                     for k in range(i, j + 1) if d["wt"][k]]
            sums.append("(0::bigint + %s)::numeric * %d" % (" + ".join(terms) or "0", base))
        out.append("    %s f = %s THEN\n"
                   "        n := %d; tbl := '\\x%s';\n"
                   "        offs := '{%s}'; lim := %d;\n"
                   "        IF len = n THEN\n"
                   "            mx := greatest(%s);\n"
                   "            IF mx < %d THEN\n"
                   "                v := %s;\n"
                   "            END IF;\n"
                   "        END IF;" % (
                       "IF" if not out else "ELSIF", lit(f["name"]), d["len"], tbl,
                       ",".join(map(str, offs)), d["limit"], ", ".join(entry), OVERFLOW,
                       " + ".join(sums)))
    out.append("    END IF;")
    return "\n".join(out)


def format_function(forms, kinds):
    """The IF chain of _sortid_format: each fixed form's digit weights and,
    per position, the characters the library writes for its digits 0, 1, ..
    (read back from its own formatter by probe.c)."""
    out = []
    for f in forms:
        if "canon" not in f:
            continue
        d = fixed_form(f, kinds[f["kind"]])
        alphabets, cls = [], []
        for p, entries in enumerate(d["tbl"][c] for c in d["cls"]):
            by_digit = {}
            for b in range(1, 256):
                ch = f["canon"][p][b - 1]
                if ch != "?" and entries[b] < OVERFLOW:
                    assert by_digit.get(entries[b], ch) == ch, (f["name"], p, b)
                    by_digit[entries[b]] = ch
            digits = "".join(by_digit[k] for k in range(len(by_digit)))
            assert sorted(by_digit) == list(range(len(by_digit))), (f["name"], p)
            if digits not in alphabets:
                alphabets.append(digits)
            cls.append(alphabets.index(digits) + 1)
        out.append("    %s f = %s THEN\n        wts := '{%s}'; al := ARRAY[%s]; cls := '{%s}';" % (
            "IF" if not out else "ELSIF", lit(f["name"]), ",".join(map(str, d["wt"])),
            ", ".join(lit(a) for a in alphabets), ",".join(map(str, cls))))
    out.append("    END IF;")
    return "\n".join(out)


AT_KINDS = ("ksuid", "objectid", "xid", "baseuid", "flake", "flake-scalable")


def at_function(kinds):
    """The IF chain of _sortid_at: each kind's time field (place, width,
    tick, range) and its lowest and highest ID of the first tick, as the
    library's sortid_id_at makes them; the random field is what lies
    between those two, a node what moves the lowest by node 1."""
    out = []
    for name in AT_KINDS:
        k = kinds[name]
        shift = shift_of(k)
        lo, hi = int(k["at_min0"], 16), int(k["at_max0"], 16)
        mask = lo ^ hi
        rlow = mask & -mask
        rbits = (mask // rlow).bit_length()
        assert mask // rlow == (1 << rbits) - 1 and lo & mask == 0, name  # one run of bits
        per_node = int(k["at_node1"], 16) - lo if "at_node1" in k else 0
        out.append("    %s k = %s THEN\n        shift := %d; width := %d; tick_ns := %d; tmin := %d; tmax := %d;\n"
                   "        lo := %d; hi := %d; rbits := %d; rlow := %d; per_node := %d;" % (
                       "IF" if not out else "ELSIF", lit(name), shift, 8 * k["bytes"] - shift, k["tick_ns"],
                       k["time_min_ms"], k["time_max_ms"], lo, hi, rbits, rlow, per_node))
    out.append("    END IF;")
    return "\n".join(out)


def baseuid_runs(probe):
    """Where the library's conversion puts each bit of a BaseUID in its UUID
    (v8) form, as runs (first bit of the BaseUID, of the UUID, length), and
    the UUID of the BaseUID 0 (its version and variant)."""
    rows = probe["baseuid_uuid"]
    base = int(rows[0], 16)
    runs = []
    for i, r in enumerate(rows[1:]):
        d = int(r, 16) ^ base
        assert d & (d - 1) == 0 and d, i
        pos = d.bit_length() - 1
        if runs and runs[-1][0] + runs[-1][2] == i and runs[-1][1] + runs[-1][2] == pos:
            runs[-1][2] += 1
        else:
            runs.append([i, pos, 1])
    to_uuid = " + ".join("mod(div(v, %d), %d) * %d" % (1 << a, 1 << n, 1 << b) for a, b, n in runs)
    from_uuid = " + ".join("mod(div(u, %d), %d) * %d" % (1 << b, 1 << n, 1 << a) for a, b, n in runs)
    return "%d + %s" % (base, to_uuid), from_uuid


def part_expr(part, total):
    """The SQL of one part of an ID of value v (total bits), as the library
    writes it: hex as wide as the field, decimal, a UUID's text, a table of
    names (a field of 4 bits or less), or the TypeID's prefix (no bits)."""
    first, n, texts = part["first"], part["n"], part["texts"]
    if n == 0:
        return "tprefix"
    field = "mod(div(v, %d), %d)" % (1 << (total - first - n), 1 << n)
    samples = [0, 1, 0x5a5a5a5a5a5a5a5a & ((1 << n) - 1)] if n > 4 else list(range(1 << n))
    width = (n + 3) // 4
    if all(t == format(x, "0%dx" % width) for t, x in zip(texts, samples)):
        return "_sortid_hex(%s, %d)" % (field, width)
    if all(t == str(x) for t, x in zip(texts, samples)):
        return "(%s)::text" % field
    if n == 128 and texts[0] == "00000000-0000-0000-0000-000000000000":
        return "_sortid_uuid_of(%s)::text" % field
    assert n <= 4, part
    return "CASE %s %s END" % (field, " ".join("WHEN %d THEN %s" % (x, lit(t)) for x, t in enumerate(texts)))


def inspect_cases(probe):
    """The parts object and the time text's digits of each kind."""
    kinds = {k["name"]: k for k in probe["kinds"]}
    parts = []
    for name, ps in probe["parts"].items():
        total = 8 * kinds[name]["bytes"]
        parts.append("WHEN %s THEN jsonb_build_object(%s)" % (lit(name), ", ".join(
            "%s, %s" % (lit(p["name"]), part_expr(p, total)) for p in ps)))
    td = probe["time_digits"]
    digits = " ".join("WHEN %s THEN %d" % (lit(k), d) for k, d in td.items() if k in kinds and d >= 0)
    uuid = " ".join("WHEN %s THEN %d" % (k[4:], d) for k, d in td.items() if k.startswith("uuid") and k[4:].isdigit())
    return "CASE r.kind %s ELSE '{}'::jsonb END" % " ".join(parts), \
        "CASE r.kind %s WHEN 'uuid' THEN CASE mod(div(r.v, %d), 16) %s END END" % (digits, 1 << 76, uuid)


def kinds_function(probe, bits):
    out = []
    for k in probe["kinds"]:
        canonical = None
        for f in probe["forms"]:
            if f["kind"] == k["name"] and canonical is None:
                canonical = f["name"]
        if canonical is None:  # flake-scalable, uuidv7: the first form they are read in
            canonical = next(f["name"] for f in probe["forms"] if k["forms"] & bits[f["name"]])
        mask = 0
        for f in probe["forms"]:
            if k["forms"] & bits[f["name"]]:
                mask |= bits[f["name"]]
        out.append("    %s k = %s THEN accept := %d; canonical := %s;" % (
            "IF" if not out else "ELSIF", lit(k["name"]), mask, lit(canonical)))
    out.append("    END IF;")
    return "\n".join(out)


def shift_of(kind):
    """The bit where the time field starts: IDs one tick apart differ there."""
    a, b = int(kind["at_min0"], 16), int(kind["at_min1"], 16)
    d = b - a
    per = max(1, 1000000 // kind["tick_ns"]) if kind["tick_ns"] < 1000000 else 1
    d //= per
    assert d & (d - 1) == 0, kind["name"]
    return d.bit_length() - 1


def constants(probe):
    kinds = {k["name"]: k for k in probe["kinds"]}
    forms = {f["name"]: f for f in probe["forms"]}
    bits = form_bits(probe["forms"])
    alphabet = forms["ulid"]["last_chars"][:32]
    assert len(set(alphabet)) == 32
    ulid, v7 = kinds["ulid"], kinds["uuidv7"]
    ulid_time_bits = 8 * ulid["bytes"] - ulid["random_bits"]
    rand_b = 8 * v7["bytes"] - 48 - 4 - 12 - 2  # RFC 9562: 48 time, ver, rand_a, var
    c = {
        "VERSION": probe["version"],
        "ALPHABET": alphabet,
        "B64": B64,
        "B64_32": B64[:32],
        "ULID_TIME_MAX": ulid["time_max_ms"],
        "ULID_RANDOM_BITS": ulid["random_bits"],
        "ULID_HALF_BITS": ulid["random_bits"] // 2,
        "ULID_TIME_CHARS": (ulid_time_bits + 4) // 5,
        "ULID_HALF_CHARS": ulid["random_bits"] // 2 // 5,
        "V7_TIME_MAX": v7["time_max_ms"],
        "V7_RAND_A_BITS": v7["random_bits"] - rand_b,
        "V7_RAND_B_BITS": rand_b,
        "WAIT_MS": probe["wait_database_ns"] // 1000000,
        "SNOWFLAKE_SHIFT": probe["snowflake_shift"],
        "UUID_V1_EPOCH": probe["uuid_v1_epoch_100ns"],
        "TYPEID_PREFIX_MAX": probe["typeid_prefix_max"],
        "TYPEID_SUFFIX_LEN": probe["typeid_suffix_len"],
        "TYPEID_LETTERS": "".join(chr(b + 1) for b, st in enumerate(probe["typeid_prefix"])
                                  if st == "OK" and chr(b + 1) != "_"),
        "TYPEID_SEP": "".join(chr(b + 1) for b, st in enumerate(probe["typeid_prefix"])
                              if st == "OK" and not chr(b + 1).isalpha()),
        "FAMILY_MASK": sum(bits[f] for f in FAMILY),
        "ALL_TEXT_MASK": sum(v for n, v in bits.items() if n not in ("flake-int", "snowflake")),
        "FORM_BITS": json.dumps(bits),
        "FORM_BIT_CASE": " ".join("WHEN %s THEN %d" % (lit(n), v) for n, v in bits.items()),
        "FORMS_CASE": form_function(probe["forms"], kinds),
        "FORMAT_CASE": format_function(probe["forms"], kinds),
        "AT_CASE": at_function(kinds),
        "INSPECT_PARTS": inspect_cases(probe)[0],
        "INSPECT_DIGITS": inspect_cases(probe)[1],
        "BASEUID_TO_UUID": baseuid_runs(probe)[0],
        "BASEUID_FROM_UUID": baseuid_runs(probe)[1],
        "KINDS_ROWS": ",\n".join("(%s, %s, %d, %d, %d, %d::bigint, %s, %s)" % (
            lit(k["name"]), lit(k["title"]), k["bytes"], k["text_len"], k["random_bits"], k["tick_ns"],
            "true" if k["calls"] & probe["call_generate"] else "false",
            "true" if k["calls"] & probe["call_monotonic"] else "false") for k in probe["kinds"]),
        "OVERFLOW": OVERFLOW,
        "KINDS_CASE": kinds_function(probe, bits),
        "A_TITLE_CASE": " ".join("WHEN %s THEN %s" % (lit(k["name"]), lit(k["a_title"])) for k in probe["kinds"]),
        "TITLE_CASE": " ".join("WHEN %s THEN %s" % (lit(k["name"]), lit(k["title"])) for k in probe["kinds"]),
        "KIND_NAMES": ", ".join(k["name"] for k in probe["kinds"]),
        "STATUS_CASE": "\n".join("    WHEN %s THEN %s" % (lit(n), lit(m)) for n, m in probe["status"].items()),
    }
    for name in ("ulid", "flake", "baseuid", "ksuid", "objectid", "xid"):
        k = kinds[name]
        c[name.upper() + "_SHIFT"] = shift_of(k)
        c[name.upper() + "_EPOCH_MS"] = k["time_min_ms"]
        c[name.upper() + "_TICK_NS"] = k["tick_ns"]
    c["SNOWFLAKE_EPOCH_MS"] = kinds["snowflake"]["time_min_ms"]
    c["FLAKE_SCALABLE_SHIFT"] = shift_of(kinds["flake-scalable"])
    c["TYPEID_SHIFT"] = shift_of(kinds["typeid"])
    c["V7_SHIFT"] = shift_of(v7)
    assert c["ULID_SHIFT"] == ulid["random_bits"]
    for n, v in bits.items():
        c["F_" + n.upper().replace("-", "_")] = v
    c["ULID_TEXT"], pairs = ulid_text(alphabet, c["ULID_TIME_CHARS"], c["ULID_HALF_CHARS"])
    c["ULID_TEXT"] = c["ULID_TEXT"].replace("@PAIRS@", pairs)
    c["ULID_NEW_TEXT"] = ulid_new_text(pairs, c["ULID_TIME_CHARS"], c["ULID_HALF_CHARS"])
    return c


def ulid_new_text(pairs, time_chars, half_chars):
    """The text of a new ULID from its microsecond us and the 32 bytes r of a
    SHA-256: its 80 random bits are the low 5 bits of bytes 0 to 15.  Two
    characters at a time from the pair table."""
    rand_chars = 2 * half_chars
    assert time_chars % 2 == 0 and rand_chars == 16
    terms = ["substring('\\x%s'::bytea FROM ((((us / 1000) >> %d) & 1023) * 2 + 1)::integer FOR 2)" % (pairs, 10 * k)
             for k in range(time_chars // 2 - 1, -1, -1)]
    digit = ["(get_byte(r, %d) & 31)" % i for i in range(rand_chars)]
    for k in range(0, rand_chars, 2):
        terms.append("substring('\\x%s'::bytea FROM %s * 64 + %s * 2 + 1 FOR 2)" % (pairs, digit[k], digit[k + 1]))
    return "encode(" + "\n        || ".join(terms) + ", 'escape')"


def ulid_text(alphabet, time_chars, half_chars):
    """The text of a ULID from its millisecond ms and random halves hi and lo:
    two characters at a time from a bytea of the 1024 pairs of the alphabet
    (substring of a bytea is one step; a text's walks its characters)."""
    pairs = "".join(alphabet[i >> 5] + alphabet[i & 31] for i in range(1024)).encode().hex()
    terms = []
    for var, chars in (("ms", time_chars), ("hi", half_chars), ("lo", half_chars)):
        assert chars % 2 == 0
        for k in range(chars // 2 - 1, -1, -1):
            terms.append("substring('\\x%s'::bytea FROM (((%s >> %d) & 1023) * 2 + 1)::integer FOR 2)" % ("@PAIRS@", var, 10 * k))
    return "encode(" + "\n        || ".join(terms) + ", 'escape')", pairs


def fill(template, c):
    out = []
    for line in template.split("\n"):
        stripped = line.strip()
        if stripped.startswith("@") and stripped.endswith("@") and stripped[1:-1] in c:
            out.append(str(c[stripped[1:-1]]))
            continue
        for key in sorted(c, key=len, reverse=True):
            token = "@" + key + "@"
            if token in line:
                line = line.replace(token, str(c[key]))
        assert "@" not in line.replace("'@'", "") or "@extschema@" in line or "@>" in line, line
        out.append(line)
    return "\n".join(out)


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: gen-pgsql.py PROBE.json OUT.sql")
    with open(sys.argv[1]) as f:
        probe = json.load(f)
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "sortid-sql.sql.in")) as f:
        template = f.read()
    with open(os.path.join(here, "sortid-sql-internal.sql.in")) as f:
        internals = f.read().split("\n", 3)[3]  # without its own SPDX and title lines
    template = template.replace("@INTERNALS@\n", internals)
    text = fill(template, constants(probe))
    with open(sys.argv[2], "w") as f:
        f.write(text)


if __name__ == "__main__":
    main()
