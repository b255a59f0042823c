#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Tests of the sortid command, run as a subprocess (make test-cli).

    run-tests.py SORTID [--vectors DIR] [--name SUITE] [--update]

1. Golden-output files tests/cli/golden/*.t, in the style of cram: a line
   "  $ command" runs in bash with the built sortid first on PATH; the lines
   after it, indented by two spaces, are its stdout and stderr (merged; the
   tool flushes stdout before each message), and "  [N]" is a non-zero exit
   status.  Any other line is a comment.  --update rewrites the files with
   the actual output (review the diff before committing it).
2. Every vector of tests/vectors/*.tsv through parse --format json, convert
   and validate, checked against the vector's expected value.
3. Properties: JSON validity of odd inputs, ordering and uniqueness of
   generated IDs, stdin streaming in constant memory, SIGPIPE, /dev/full.

Ends with "cli: N passed, N failed"; exits 1 on any failure.
"""
import json
import os
import re
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

args = sys.argv[1:]
update = "--update" in args
args = [a for a in args if a != "--update"]
vectors_dir = os.path.join(ROOT, "tests", "vectors")
if "--vectors" in args:
    i = args.index("--vectors")
    vectors_dir = args[i + 1]
    del args[i:i + 2]
suite = "cli"
if "--name" in args:
    i = args.index("--name")
    suite = args[i + 1]
    del args[i:i + 2]
if len(args) != 1:
    sys.exit(__doc__)
SORTID = os.path.abspath(args[0])
ENV = dict(os.environ, PATH=os.path.dirname(SORTID) + os.pathsep + os.environ["PATH"],
           LC_ALL="C")
if os.path.basename(SORTID) != "sortid":
    sys.exit("the binary must be named sortid")

passed = 0
failed = 0


def check(cond, what, detail=""):
    global passed, failed
    if cond:
        passed += 1
    else:
        failed += 1
        print("FAIL: %s%s" % (what, ("\n      " + detail) if detail else ""))
    return cond


def run(argv, stdin=b"", timeout=60):
    """Run sortid with a list of arguments; (status, stdout bytes, stderr bytes)."""
    p = subprocess.run([SORTID] + argv, input=stdin, capture_output=True,
                       timeout=timeout, env=ENV)
    return p.returncode, p.stdout, p.stderr


def sh(cmd, timeout=60):
    p = subprocess.run(["bash", "-c", cmd], capture_output=True, timeout=timeout, env=ENV)
    return p.returncode, p.stdout, p.stderr


# ---------------------------------------------------------------------------
# 1. golden files

def run_golden(path):
    lines = open(path, encoding="utf-8").read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    out_lines = []
    i = 0
    while i < len(lines):
        line = lines[i]
        if not line.startswith("  $ "):
            out_lines.append(line)
            i += 1
            continue
        cmd = line[4:]
        out_lines.append(line)
        i += 1
        expected = []
        while i < len(lines) and lines[i].startswith("  ") and not lines[i].startswith("  $ "):
            expected.append(lines[i][2:])
            i += 1
        p = subprocess.run(["bash", "-c", cmd + " 2>&1"], capture_output=True, timeout=60,
                           env=ENV, cwd=ROOT)
        actual = p.stdout.decode("utf-8", "backslashreplace").split("\n")
        if actual and actual[-1] == "":
            actual.pop()
        if p.returncode != 0:
            actual.append("[%d]" % p.returncode)
        out_lines.extend("  " + a for a in actual)
        check(actual == expected, "%s: %s" % (os.path.basename(path), cmd),
              "expected:\n        " + "\n        ".join(expected) +
              "\n      got:\n        " + "\n        ".join(actual))
    if update:
        with open(path, "w", encoding="utf-8") as f:
            f.write("\n".join(out_lines) + "\n")


golden_dir = os.path.join(HERE, "golden")
for name in sorted(os.listdir(golden_dir)):
    if name.endswith(".t"):
        run_golden(os.path.join(golden_dir, name))

# ---------------------------------------------------------------------------
# 2. vectors

def read_tsv(name):
    path = os.path.join(vectors_dir, name)
    rows = []
    with open(path, encoding="utf-8") as f:
        header = f.readline().rstrip("\n").split("\t")
        if not check(header == ["kind", "input", "expected"], "%s header" % name):
            return rows
        for line in f:
            line = line.rstrip("\n")
            if line:
                rows.append(line.split("\t"))
    check(len(rows) > 0, "%s has vectors" % name)
    return rows


def ids_last(argv):
    """argv with "--" before its last element, the ID (a BaseUID may start with '-')."""
    return argv[:-1] + ["--", argv[-1]]


def parse_json(argv, what):
    """parse --format json on one ID; the decoded object, or None."""
    rc, out, err = run(["parse", "--format", "json"] + ids_last(argv))
    try:
        objs = [json.loads(l) for l in out.decode("utf-8").splitlines()]
    except (ValueError, UnicodeDecodeError) as e:
        check(False, what + ": JSON", str(e))
        return None
    if not check(len(objs) == 1, what + ": one JSON object", repr(out)):
        return None
    obj = objs[0]
    check((rc == 0) == (obj.get("valid") is True), what + ": exit status matches valid",
          "rc=%d %r" % (rc, obj))
    return obj


def convert(argv, what):
    rc, out, err = run(["convert"] + ids_last(argv))
    if not check(rc == 0, what + ": exit 0", err.decode(errors="replace")):
        return None
    return out.decode().rstrip("\n")


def expect_invalid(argv, what, why=None):
    rc, out, err = run(["validate"] + ids_last(argv))
    check(rc == 1, what + ": validate exits 1", "rc=%d" % rc)
    obj = parse_json(argv, what)
    if obj is not None:
        check(obj["valid"] is False and "error" in obj, what + ": JSON valid false", repr(obj))
        m = re.match(r"ERROR character (\d+)", why or "")
        if m:
            check(("at byte %s" % m.group(1)) in obj["error"], what + ": error position",
                  obj["error"])
            check(("at byte %s" % m.group(1)) in err.decode(), what + ": message position",
                  err.decode())


def ulid_vectors():
    for kind, inp, exp in read_tsv("ulid.tsv"):
        what = "ulid.tsv %s %s" % (kind, inp)
        if kind == "encode":
            ms, rnd = inp.split()
            obj = parse_json([exp], what)
            if obj:
                check(obj["type"] == "ulid" and obj["timestamp_ms"] == int(ms)
                      and obj["random"] == rnd, what, repr(obj))
            check(convert(["--to", "ulid", exp], what) == exp, what + ": convert to ulid")
            if rnd == "0" * 20:
                check(run(["at", "--min", ms + "ms"])[1].decode().strip() == exp,
                      what + ": at --min")
            if rnd == "f" * 20:
                check(run(["at", "--max", ms + "ms"])[1].decode().strip() == exp,
                      what + ": at --max")
        elif kind == "value":
            check(convert(["--to", "hex", exp], what) == inp, what + ": ulid -> hex")
            check(convert(["--to", "ulid", inp], what) == exp, what + ": hex -> ulid")
        elif kind == "time":
            ms, rfc = exp.split()
            obj = parse_json([inp], what)
            if obj:
                check(obj["timestamp_ms"] == int(ms) and obj["time"] == rfc, what, repr(obj))
            check(convert(["--to", "ulid", inp], what) == inp.upper(), what + ": upper case")
            check(convert(["--lower", "--to", "ulid", inp], what) == inp.lower(),
                  what + ": --lower")
        elif kind == "uuid":
            check(convert(["--to", "uuid", inp], what) == exp, what + ": ulid -> uuid")
            check(convert(["--to", "ulid", exp], what) == inp, what + ": uuid -> ulid")
            check(convert(["--to", "ulid", exp.replace("-", "").upper()], what) == inp,
                  what + ": 32 hex digits -> ulid")
            obj = parse_json([inp], what)
            if obj:
                check(obj["uuid"] == exp, what + ": parse uuid", repr(obj))
        elif kind == "next":
            a = parse_json([inp], what)
            if exp.startswith("ERROR"):
                if a:
                    check(a["random"] == "f" * 20, what + ": random part all ones", repr(a))
            else:
                b = parse_json([exp], what)
                if a and b:
                    check(int(b["random"], 16) == int(a["random"], 16) + 1
                          and a["timestamp_ms"] == b["timestamp_ms"], what, repr((a, b)))
        elif kind == "invalid":
            expect_invalid([inp], what, exp)
        elif kind == "lenient":
            expect_invalid([inp], what + " (strict)")
            rc, out, err = run(["validate", "--lenient", inp])
            check(rc == 0, what + ": validate --lenient", err.decode())
            check(convert(["--lenient", "--to", "ulid", inp], what) == exp, what + ": canonical")
        else:
            check(False, "ulid.tsv: unknown kind " + kind)


FLAKE_EPOCH_MS = 1704067200000


def flake_vectors():
    for kind, inp, exp in read_tsv("flake.tsv"):
        what = "flake.tsv %s %s" % (kind, inp)
        if kind in ("standalone", "scalable"):
            f = dict(kv.split("=", 1) for kv in exp.split())
            t = "flake" if kind == "standalone" else "flake-scalable"
            obj = parse_json(["--type", t, inp], what)
            if obj:
                ok = (obj["type"] == t and obj["int"] == f["int"] and obj["hex"] == f["hex"]
                      and obj["timestamp_ms"] == int(f["ts"]) + FLAKE_EPOCH_MS
                      and obj["time"] == f["time"] and int(obj["random"], 16) == int(f["random"]))
                if "node" in f:
                    ok = ok and obj["node"] == int(f["node"])  # a JSON number
                else:
                    ok = ok and "node" not in obj
                check(ok, what, repr(obj))
            if kind == "standalone":
                auto = parse_json([inp], what + " (detected)")
                if auto:
                    check(auto["type"] == "flake" and auto["int"] == f["int"],
                          what + ": detected as flake", repr(auto))
            check(convert(["--to", "int", inp], what) == f["int"], what + ": -> int")
            check(convert(["--to", "hex", inp], what) == f["hex"], what + ": -> hex")
            check(convert(["--to", "flake", f["hex"]], what) == inp, what + ": hex -> flake")
            check(convert(["--type", t, "--from", "int", "--to", "flake", f["int"]], what) == inp,
                  what + ": int -> flake")
            check(convert(["--lower", "--to", "flake", inp], what) == inp.lower(),
                  what + ": --lower")
        elif kind == "invalid":
            expect_invalid([inp], what, exp)
            # With --type flake an all-digit input is a decimal integer instead.
            if not inp.isdigit():
                expect_invalid(["--type", "flake", inp], what + " (--type flake)", exp)
        else:
            check(False, "flake.tsv: unknown kind " + kind)


def baseuid_vectors():
    for kind, inp, exp in read_tsv("baseuid.tsv"):
        what = "baseuid.tsv %s %s" % (kind, inp)
        if kind == "time_prefix":
            instant, ns = inp.split()
            ns = int(ns.split("=")[1])
            for opt in (["--min"], ["--max"], []):
                out = run(["at", "--type", "baseuid"] + opt + [instant, "3"
                           if not opt else "1"])[1].decode().split()
                check(len(out) >= 1 and all(o[:8] == exp for o in out),
                      what + ": at %s" % " ".join(opt), repr(out))
            obj = parse_json([exp + "------------"], what)
            if obj:
                check(obj["timestamp_ms"] == ((ns >> 15) << 15) // 1000000, what, repr(obj))
        elif kind == "value":
            check(convert(["--to", "hex", inp], what) == exp, what + ": -> hex")
            obj = parse_json([inp], what)
            if obj:
                check(obj["type"] == "baseuid" and obj["random"] == exp[12:], what, repr(obj))
        elif kind == "uuidv8":
            check(convert(["--to", "uuidv8", inp], what) == exp, what + ": -> uuidv8")
            check(convert(["--to", "baseuid", exp], what) == inp, what + ": uuidv8 -> baseuid")
            check(convert(["--type", "baseuid", "--to", "baseuid", exp], what) == inp,
                  what + ": --type baseuid reads the UUIDv8 form")
            obj = parse_json([inp], what)
            if obj:
                check(obj["uuid"] == exp, what + ": parse uuid", repr(obj))
        elif kind == "invalid":
            expect_invalid(["--type", "baseuid", inp], what, exp)
        elif kind == "uuidv8_invalid":
            rc, out, err = run(["convert", "--to", "baseuid", inp])
            check(rc == 1 and out == b"" and b"version" in err, what + ": convert fails",
                  "rc=%d %r" % (rc, err))
            expect_invalid(["--type", "baseuid", inp], what)
        else:
            check(False, "baseuid.tsv: unknown kind " + kind)


def uuidv7_vectors():
    for kind, inp, exp in read_tsv("uuidv7.tsv"):
        what = "uuidv7.tsv %s %s" % (kind, inp)
        if kind == "rfc9562":
            f = dict(kv.split("=", 1) for kv in exp.split())
            for argv in ([inp], ["--type", "uuidv7", inp], [inp.upper().replace("-", "")]):
                obj = parse_json(argv, what)
                if obj:
                    check(obj["type"] == "uuidv7" and obj["timestamp_ms"] == int(f["ts"])
                          and obj["time"] == f["time"] and obj["uuid"] == inp, what, repr(obj))
        elif kind == "as_ulid":
            check(convert(["--to", "ulid", inp], what) == exp, what + ": -> ulid")
            check(convert(["--to", "uuid", exp], what) == inp, what + ": ulid -> uuid")
        else:
            check(False, "uuidv7.tsv: unknown kind " + kind)


def at_time_vectors():
    """tests/vectors/at-time.tsv: at --min/--max gives the same ID as
    the library, SQLite and PostgreSQL for each kind, time and mode; TIME as
    RFC 3339 and, when it is a whole millisecond, as Unix ms."""
    path = os.path.join(vectors_dir, "at-time.tsv")
    with open(path, encoding="utf-8") as f:
        header = f.readline().rstrip("\n").split("\t")
        rows = [l.rstrip("\n").split("\t") for l in f if l.strip()]
    check(header == ["kind", "node", "unix_ms", "ns_in_ms", "rfc3339", "mode", "expected"],
          "at-time.tsv header", repr(header))
    check(len(rows) > 50, "at-time.tsv has vectors")
    for kind, node, ms, ns, rfc, mode, exp in rows:
        argv = ["--type", kind, "at", "--" + mode]
        if kind == "flake-scalable":
            argv += ["--node", node]
        times = [rfc] + ([ms + "ms"] if ns == "0" else [])
        for tm in times:
            what = "at-time.tsv %s node %s %s %s" % (kind, node, tm, mode)
            rc, out, err = run(argv + ["--", tm])
            if exp.startswith("ERROR"):
                check(rc == 2 and out == b"" and (b"outside the range" in err
                                                  or b"before 1970" in err),
                      what + ": refused", "rc=%d %r %r" % (rc, out, err))
            else:
                check(rc == 0 and out.decode().strip() == exp, what,
                      "rc=%d %r %r want %s" % (rc, out, err, exp))
        # IDs at that time (a flake generator may run out of its field after
        # the first: one for flakes, three for the others): all of that time
        # unit, between min and max.
        if not exp.startswith("ERROR") and mode == "min":
            gen = ["--type", kind, "at"] + (["--node", node] if kind == "flake-scalable"
                                                   else [])
            want = 1 if kind.startswith("flake") else 3
            rc, out, err = run(gen + ["--", rfc, str(want)])
            ids = out.decode().split()
            rc2, mx, _ = run(argv[:3] + ["--max"] + argv[4:] + ["--", rfc])
            mx = mx.decode().strip()
            key = (lambda s: s) if kind in ("baseuid", "uuidv7") else (lambda s: s.upper())
            check(rc == 0 and len(ids) == want and all(key(exp) <= key(i) <= key(mx) for i in ids),
                  "at-time.tsv %s %s: IDs between --min and --max" % (kind, rfc),
                  "rc=%d %r %r" % (rc, ids, err))


ulid_vectors()
flake_vectors()
baseuid_vectors()
uuidv7_vectors()
at_time_vectors()

# ---------------------------------------------------------------------------
# 3. properties

# JSON validity: odd inputs on stdin, each output line parsed by a real parser.
odd = [b'"quoted"', b"back\\slash", b"tab\there", b"nul\x00byte", b"\x01\x1f\x7f",
       "caf\u00e9 \u2603 \U0001f600".encode(), b"bad \xff\xfe utf-8", b"\xc0\xaf",
       b"\xed\xa0\x80", b"", b"x" * 100000, b"01ARYZ6S41TSV4RRFFQ69G5FAV",
       b"01ARYZ6S41TSV4RRFFQ69G5FAV\r", b"00CMXB6TAK4SA", b"ANjssJkyfa3H00J9ZPJG",
       b"017f22e2-79b0-7cc3-98c4-dc0c0c07398f", b"0x329D59B4A9932A"]
rc, out, err = run(["parse", "--format", "json"], b"\n".join(odd))
lines = out.split(b"\n")
check(lines[-1] == b"" and len(lines) == len(odd) + 1, "json: one line per input line",
      "%d lines" % len(lines))
objs = []
for l in lines[:-1]:
    try:
        objs.append(json.loads(l.decode("utf-8")))
    except (ValueError, UnicodeDecodeError) as e:
        check(False, "json: line parses", "%r: %s" % (l[:80], e))
check(len(objs) == len(odd), "json: every line is valid JSON")
if len(objs) == len(odd):
    check([o["valid"] for o in objs] == [False] * 11 + [True] * 6, "json: valid flags",
          repr([o["valid"] for o in objs]))
    check(objs[0]["input"] == '"quoted"' and objs[3]["input"] == "nul\x00byte"
          and objs[5]["input"] == "caf\u00e9 \u2603 \U0001f600"
          and objs[6]["input"] == "bad \ufffd\ufffd utf-8", "json: inputs escaped faithfully",
          repr(objs[:7]))
    check(objs[12]["input"] == "01ARYZ6S41TSV4RRFFQ69G5FAV", "json: CRLF line end removed")
    check(len(objs[10]["input"]) <= 128 and "length 100000" in objs[10]["error"],
          "json: a long line is cut in input and reported", repr(objs[10])[:200])
    keys = {"input", "type", "valid", "timestamp_ms", "time", "random", "uuid", "ulid", "int",
            "hex", "node", "version", "variant", "error"}
    check(all(set(o) <= keys for o in objs), "json: only the documented keys")
check(rc == 1, "json: exit 1 with invalid lines")

# python3 -m json.tool accepts each line too (the parser the issue names).
rc, out, err = run(["parse", "--format", "json", "01ARYZ6S41TSV4RRFFQ69G5FAV"])
p = subprocess.run([sys.executable, "-m", "json.tool"], input=out, capture_output=True)
check(p.returncode == 0 and b'"timestamp_ms": 1469918176385' in p.stdout, "json.tool")

# Generation order and uniqueness.
rc, out, err = sh("sortid monotonic 100000 | sort -c")
check(rc == 0, "sortid monotonic 100000 | sort -c", err.decode())
rc, out, err = sh("sortid new 100000 | sort -u | wc -l")
check(out.strip() == b"100000", "sortid new 100000 | sort -u | wc -l = 100000", repr(out))
for t, n in (("ulid", 100000), ("flake", 100000), ("flake-scalable", 30000),
             ("baseuid", 100000), ("uuidv7", 100000)):
    rc, out, err = run(["monotonic", "--type", t, str(n)], timeout=120)
    ids = out.decode().split("\n")[:-1]
    check(rc == 0 and len(ids) == n and all(a < b for a, b in zip(ids, ids[1:])),
          "monotonic --type %s %d strictly increasing" % (t, n),
          "rc=%d n=%d %s" % (rc, len(ids), err.decode()))
rc, out, err = run(["monotonic", "--type", "flake", "--entropy-size", "3", "1000"], timeout=120)
ids = out.split()
check(rc == 0 and len(ids) == 1000 and ids == sorted(set(ids)),
      "flake --entropy-size 3: waits for the next ms on overflow", err.decode())
# A stopped clock (at) cannot wait: flake overflow is exit 1.
rc, out, err = run(["at", "--type", "flake", "2025-01-01T00:00:00Z", "100000"])
ids = out.split()
check(rc == 1 and b"exhausted" in err and 0 < len(ids) < 100000
      and ids == sorted(set(ids)), "at flake overflow: exit 1 after the IDs it made",
      "rc=%d n=%d %r" % (rc, len(ids), err))

# Stdin streaming: a million lines cross the 64 KiB read blocks; memory stays flat.
with tempfile.TemporaryDirectory() as tmp:
    big = os.path.join(tmp, "ids")
    with open(big, "wb") as f:
        subprocess.run([SORTID, "new", "1000000"], stdout=f, check=True, env=ENV)
    small = os.path.join(tmp, "small")
    with open(small, "wb") as f:
        subprocess.run([SORTID, "new", "1000"], stdout=f, check=True, env=ENV)

    p = subprocess.run(["bash", "-c", 'sortid convert --to ulid < "%s" | cmp - "%s"' % (big, big)],
                       capture_output=True, env=ENV)
    check(p.returncode == 0, "stdin: 1,000,000 lines round-trip through convert",
          p.stderr.decode())
    p = subprocess.run([SORTID, "validate"], stdin=open(big, "rb"), capture_output=True, env=ENV)
    check(p.returncode == 0 and p.stdout == b"", "stdin: validate 1,000,000 lines")
    p = subprocess.run(["bash", "-c", 'sortid parse -f json < "%s" | wc -l' % big],
                       capture_output=True, env=ENV)
    check(p.stdout.strip() == b"1000000", "stdin: parse -f json 1,000,000 lines")
    # Peak memory: 1,000 lines vs 1,000,000 lines through parse (wait4 gives
    # the child's own peak RSS).
    def peak(path):
        pid = os.fork()
        if pid == 0:
            fd = os.open(path, os.O_RDONLY)
            os.dup2(fd, 0)
            null = os.open(os.devnull, os.O_WRONLY)
            os.dup2(null, 1)
            os.execv(SORTID, [SORTID, "parse", "-f", "json"])
        _, status, ru = os.wait4(pid, 0)
        return ru.ru_maxrss
    a, b = peak(small), peak(big)
    check(b - a < 2048, "stdin: constant memory (peak RSS %d KiB for 1e3 lines, %d KiB for 1e6)"
          % (a, b))
    # A line longer than the read block, then a valid ID, then a final line
    # without newline, then one with CRLF.
    data = b"0" * 200000 + b"\n01ARYZ6S41TSV4RRFFQ69G5FAV\r\n" + b"01ARYZ6S41TSV4RRFFQ69G5FAV"
    rc, out, err = run(["convert", "--to", "uuid"], data)
    check(rc == 1 and out == b"01563df3-6481-d676-4c61-efb99302bd5b\n" * 2
          and b"line 1:" in err and b"length 200000" in err,
          "stdin: 200,000-byte line is invalid, not truncated", "rc=%d %r %r" % (rc, out, err))

# SIGPIPE: a reader that stops early ends the writer quietly with status 0.
t0 = time.monotonic()
rc, out, err = sh("set -o pipefail; sortid new 100000000 | head -1", timeout=30)
dt = time.monotonic() - t0
check(rc == 0 and len(out.split()) == 1 and err == b"",
      "sortid new 100000000 | head -1 exits 0", "rc=%d %r" % (rc, err))
check(dt < 5, "sortid new 100000000 | head -1 is quick (%.2fs)" % dt)
rc, out, err = sh("sortid parse < <(yes 01ARYZ6S41TSV4RRFFQ69G5FAV | head -n 1000000) | head -3;"
                  "exit ${PIPESTATUS[0]}", timeout=30)
check(rc == 0 and err == b"" and len(out.splitlines()) == 3, "parse | head -3 exits 0",
      "rc=%d %r" % (rc, err))

# A full disk is an error.
if os.path.exists("/dev/full"):
    for argv in (["new", "10"], ["monotonic", "100000"], ["parse", "01ARYZ6S41TSV4RRFFQ69G5FAV"],
                 ["--version"], ["--help"]):
        p = subprocess.run([SORTID] + argv, stdout=open("/dev/full", "wb"),
                           stderr=subprocess.PIPE, env=ENV)
        check(p.returncode == 1 and b"No space left" in p.stderr,
              "/dev/full: %s exits 1 with a message" % " ".join(argv),
              "rc=%d %r" % (p.returncode, p.stderr))
else:
    check(False, "/dev/full exists")

# The input grammar: a control byte as first byte of a text of every ID
# length is refused at byte 0, as an argument (NUL cannot be one) and on
# stdin alike; no byte stands for another.
GRAMMAR_BASES = ["01ARYZ6S41TSV4RRFFQ69G5FAV", "00CMXB6TAK4SA", "ANjssJkyfa3H00J9ZPJG",
                 "-SJoMAAAAAAAAAAAAAAA", "017f22e2-79b0-7cc3-98c4-dc0c0c07398f",
                 "017f22e279b07cc398c4dc0c0c07398f"]
bad_ctl = []
for c in list(range(0x20)) + [0x7f]:
    if c == 0x0a:
        continue
    for base in GRAMMAR_BASES:
        text = bytes([c]) + base[1:].encode()
        for opt in ([], ["--from", "int"]):
            rc, out, err = run(["validate"] + opt, text + b"\n")
            if not (rc == 1 and err.endswith(b"invalid character at byte 0\n")):
                bad_ctl.append(("stdin", c, base, opt, err))
            if c != 0:
                rc2, out2, err2 = run(["validate"] + opt + ["--", text.decode("latin-1")])
                if not (rc2 == 1 and err2 == err.replace(b"line 1: ", b"", 1)):
                    bad_ctl.append(("argument", c, base, opt, err2))
check(not bad_ctl, "grammar: every control byte first at every ID length is refused at byte 0",
      repr(bad_ctl[:3]))

# Differential: the same 100,000 mixed lines (valid IDs of every form and
# mutations of them) as arguments and as standard input give byte-identical
# output (messages differ only by their "line N: " prefix).
def mixed_lines(n, seed=12):
    import random
    rnd = random.Random(seed)
    crock = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
    b64 = "-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz"
    hexd = "0123456789abcdefABCDEF"

    def pick(alpha, k):
        return "".join(rnd.choice(alpha) for _ in range(k))

    b62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
    lower32 = "0123456789abcdefghjkmnpqrstvwxyz"

    def valid():
        k = rnd.randrange(12)
        if k == 8:  # a KSUID (below the largest)
            return rnd.choice("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ") + pick(b62, 26)
        if k == 9:  # an ObjectId
            return pick(hexd, 24)
        if k == 10:  # a TypeID, with or without its prefix
            return rnd.choice(("", "user_", "a_b_")) + rnd.choice("01234567") + pick(lower32, 25)
        if k == 11:  # 0-9a-v: a BaseUID, and an xid when it ends in 0 or g
            return pick("0123456789abcdefghijklmnopqrstuv", 19) + rnd.choice("0gx")
        if k == 0:
            return rnd.choice("01234567") + pick(crock, 25)
        if k == 1:
            return rnd.choice("01234567") + pick(crock, 12)
        if k == 2:
            return pick(b64, 20)
        if k == 3:
            h = pick("0123456789abcdef", 32)
            return "-".join((h[:8], h[8:12], h[12:16], h[16:20], h[20:]))
        if k == 4:
            return pick(hexd, 32)
        if k == 5:
            return rnd.choice(("0x", "0X")) + pick(hexd, rnd.randint(1, 16))
        if k == 6:
            return pick("0123456789", rnd.randint(1, 22))
        return rnd.choice(("0X", "0x")) + pick(crock, 24)

    junk = [chr(c) for c in range(1, 0x80) if c not in (0x0a, 0x0d)] + ["\u00e9", "\u2603"]
    out = []
    while len(out) < n:
        s = valid()
        m = rnd.randrange(10)
        if m == 1 and s:
            i = rnd.randrange(len(s))
            s = s[:i] + rnd.choice(junk) + s[i + 1:]
        elif m == 2 and s:
            i = rnd.randrange(len(s))
            s = s[:i] + s[i + 1:]
        elif m == 3:
            i = rnd.randrange(len(s) + 1)
            s = s[:i] + rnd.choice(junk) + s[i:]
        elif m == 4:
            s = s.swapcase()
        elif m == 5:
            s = rnd.choice(("0x", "0X", "-", " ")) + s
        elif m == 6:
            s = s[:rnd.randrange(len(s) + 1)]
        elif m == 7 and s:
            s = chr(rnd.choice([c for c in range(1, 0x20) if c not in (0x0a, 0x0d)])) + s[1:]
        if s == "-":
            continue
        out.append(s)
    return out


def strip_line_prefix(err):
    return re.sub(rb"(?m)^sortid: line [0-9]+: ", b"sortid: ", err)


lines = mixed_lines(100000)
stdin_data = ("\n".join(lines) + "\n").encode()
for cmd in (["parse", "-f", "json"], ["validate"], ["convert", "--to", "hex"],
            ["convert", "--from", "int", "--to", "flake"], ["parse", "-f", "json", "-t", "flake"],
            ["convert", "--to", "objectid"]):
    rc_in, out_in, err_in = run(cmd, stdin_data, timeout=300)
    out_args, err_args, rc_args = b"", b"", 0
    for i in range(0, len(lines), 10000):
        rc, out, err = run(cmd + ["--"] + lines[i:i + 10000], timeout=300)
        out_args += out
        err_args += err
        rc_args = max(rc_args, rc)
    check(rc_in == rc_args and out_in == out_args and strip_line_prefix(err_in) == err_args,
          "differential: 100,000 mixed lines, %s: arguments == stdin" % " ".join(cmd),
          "rc %d/%d, stdout %d/%d bytes, stderr %d/%d bytes"
          % (rc_in, rc_args, len(out_in), len(out_args), len(err_in), len(err_args)))
    if cmd[0] == "parse":
        good, bad = out_in.count(b'"valid":true'), out_in.count(b'"valid":false')
    else:
        bad = err_in.count(b"\n")
        good = len(lines) - bad
    print("  (differential %s: %d valid, %d invalid)" % (" ".join(cmd), good, bad)) if os.environ.get("CLI_TEST_VERBOSE") else None
    check(good > 1000 and bad > 1000, "differential: %s has valid and invalid lines (%d, %d)"
          % (" ".join(cmd), good, bad))

# Docs and completion name every option and command the tool has
# (tests/cli/docs_checks.py).
sys.path.insert(0, HERE)
from docs_checks import check_docs  # noqa: E402

check_docs(run, check, ROOT, ENV)

# make install-cli puts the binary, man page and completion in place.
with tempfile.TemporaryDirectory() as dest:
    build = os.path.dirname(os.path.dirname(SORTID))
    p = subprocess.run(["make", "-s", "--no-print-directory", "install-cli", "DESTDIR=" + dest,
                        "PREFIX=/usr", "BUILD=" + build], capture_output=True, cwd=ROOT)
    check(p.returncode == 0, "make install-cli", p.stderr.decode())
    for f in ("usr/bin/sortid", "usr/share/man/man1/sortid.1",
              "usr/share/bash-completion/completions/sortid"):
        check(os.path.isfile(os.path.join(dest, f)), "installed " + f)
    p = subprocess.run([os.path.join(dest, "usr/bin/sortid"), "--version"], capture_output=True)
    check(p.returncode == 0 and p.stdout.startswith(b"sortid "), "installed binary runs")

print("%s: %d passed, %d failed" % (suite, passed, failed))
sys.exit(1 if failed else 0)
