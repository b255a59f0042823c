#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# bench/cli-family-bench.sh SORTID - speed of the sortid command on the rest
# of the family, as same-run ratios with their targets.  Not a test: it
# prints figures and whether each target holds (make bench-cli-family).
#
#   sortid new --type ksuid 1000000 > /dev/null  vs  ksuid -n 1000000 > /dev/null
#     (segmentio's Go command, Debian package ksuid)     target: >= 100x
#   sortid parse  vs  sortid convert --to hex of the same file of 1,000,000
#     lines of every kind untyped text reads (ULID, Ulid-Flake and its
#     scalable layout, BaseUID, UUID v7, v4, v1 and v6, KSUID, TypeID,
#     ObjectId, xid) shuffled, and of 1,000,000 Snowflakes with
#     --type snowflake --epoch discord: cost per line  target: <= 3x
#
# Every figure is BENCH_RUNS samples (default 7) of one program (bench/clitiming.py):
# posix_spawn, standard input and output opened beforehand (no shell, no pipe
# in the timed part), the cases of a table interleaved round by round so that
# a noisy machine slows them alike, after one warm-up round; min and median
# wall time are printed, and ratios are taken min to min (median alongside).
#
# ksuid comes from Debian (apt-get install -y ksuid) when it is missing; when
# it still cannot be found the benchmark says so and fails.
set -eu
sortid=$(realpath "${1:?usage: cli-family-bench.sh path/to/sortid}")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
command -v python3 >/dev/null || { echo "bench-cli-family: needs python3" >&2; exit 1; }

if ! command -v ksuid >/dev/null; then
    apt-get install -y -q ksuid >/dev/null 2>&1 || true
fi
ksuid=$(command -v ksuid) || {
    echo "bench-cli-family: the ksuid command is not installed (apt-get install -y ksuid)" >&2
    exit 1
}
# The reference writes KSUIDs sortid reads as KSUIDs: the two compare like with like.
"$ksuid" -n 3 > "$tmp/ref"
[ "$(wc -l < "$tmp/ref")" -eq 3 ] && "$sortid" validate --type ksuid < "$tmp/ref" || {
    echo "bench-cli-family: $ksuid -n 3 did not print 3 KSUIDs" >&2
    exit 1
}

SORTID=$sortid KSUID=$ksuid TMP=$tmp RUNS=${BENCH_RUNS:-7} PYTHONDONTWRITEBYTECODE=1 \
    PYTHONPATH=$(cd "$(dirname "$0")" && pwd)${PYTHONPATH:+:$PYTHONPATH} python3 - <<'PY'
import os, random, subprocess, uuid
from clitiming import table as timed

S, K, TMP, RUNS = os.environ["SORTID"], os.environ["KSUID"], os.environ["TMP"], int(os.environ["RUNS"])
N = 1000000
null = "/dev/null"


def table(cases):
    return timed(cases, RUNS, "bench-cli-family")


def line(label, mm, per=None):
    extra = "  %7.1f ns/line (min)" % (mm[0] * 1e6 / per) if per else ""
    print("  %-52s min %8.1f ms  median %8.1f ms%s" % (label, mm[0], mm[1], extra))


def ratio(label, a, b, target, at_least):
    r_min, r_med = a[0] / b[0], a[1] / b[1]
    holds = r_min >= target if at_least else r_min <= target
    print("  %-52s %6.2fx (median %6.2fx)  target %s %.0fx: %s"
          % (label, r_min, r_med, ">=" if at_least else "<=", target,
             "holds" if holds else "MISSED"))


def run(argv, **kw):
    return subprocess.run([S] + argv, check=True, capture_output=True, **kw).stdout


print("sortid CLI benchmark, the family (%d cores; %s; %d samples each)"
      % (os.cpu_count(), run(["--version"]).decode().strip(), RUNS))

# (a) KSUID generation against segmentio's command.
print("1,000,000 KSUIDs to /dev/null:")
res = table([("sortid new --type ksuid 1000000", ([S, "new", "--type", "ksuid", str(N)], null, null)),
             ("ksuid -n 1000000 (%s)" % K, ([K, "-n", str(N)], null, null))])
for name, mm in res.items():
    line(name, mm, N)
a, b = res["ksuid -n 1000000 (%s)" % K], res["sortid new --type ksuid 1000000"]
ratio("ksuid / sortid", a, b, 100, True)

# (b) A mixed file of every kind untyped text reads, shuffled.
rnd = random.Random(7)
per = N // 13
lines = []
for kind in ("ulid", "flake", "flake-scalable", "baseuid", "uuidv7", "ksuid", "typeid",
             "objectid", "xid"):
    argv = ["new", "--type", kind, str(per)] + (["--prefix", "user"] if kind == "typeid" else [])
    lines += run(argv).split()
v1 = [str(uuid.UUID(int=rnd.getrandbits(128), version=1)).encode() for _ in range(per)]
lines += v1
lines += run(["convert", "--to", "uuidv6"], input=b"\n".join(v1) + b"\n").split()
lines += [str(uuid.UUID(int=rnd.getrandbits(128), version=4)).encode() for _ in range(per)]
lines += run(["new", "--type", "typeid", str(N - len(lines))]).split()
rnd.shuffle(lines)
mixed = os.path.join(TMP, "mixed")
with open(mixed, "wb") as f:
    f.write(b"\n".join(lines) + b"\n")
del lines
if subprocess.run([S, "validate"], stdin=open(mixed, "rb")).returncode != 0:
    raise SystemExit("bench-cli-family: the mixed file is not all valid")
kinds = {}
for rec in run(["parse", "-f", "json"], stdin=open(mixed, "rb")).split(b"\n")[:20000]:
    if rec:
        k = rec.split(b'"type":"')[1].split(b'"')[0].decode()
        kinds[k] = kinds.get(k, 0) + 1
print("1,000,000 lines of every kind, shuffled (first 20,000 read as: %s):"
      % ", ".join("%s %d" % kv for kv in sorted(kinds.items())))
res = table([("convert --to hex", ([S, "convert", "--to", "hex"], mixed, null)),
             ("parse", ([S, "parse"], mixed, null)),
             ("parse --format json", ([S, "parse", "--format", "json"], mixed, null))])
for name, mm in res.items():
    line(name, mm, N)
ratio("parse / convert --to hex, cost per line", res["parse"], res["convert --to hex"], 3, False)
ratio("parse --format json / convert --to hex", res["parse --format json"],
      res["convert --to hex"], 3, False)

# Snowflakes are read only with their type: a file of them apart.
snow = os.path.join(TMP, "snow")
with open(snow, "wb") as f:
    f.write(b"".join(b"%d\n" % (((rnd.getrandbits(41)) << 22) | rnd.getrandbits(22))
                     for _ in range(N)))
opts = ["--type", "snowflake", "--epoch", "discord"]
print("1,000,000 Snowflakes (%s):" % " ".join(opts))
res = table([("convert --to hex", ([S, "convert", "--to", "hex"] + opts, snow, null)),
             ("parse", ([S, "parse"] + opts, snow, null))])
for name, mm in res.items():
    line(name, mm, N)
ratio("parse / convert --to hex, cost per line", res["parse"], res["convert --to hex"], 3, False)
PY
