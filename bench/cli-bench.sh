#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# bench/cli-bench.sh SORTID - speed of the sortid command, as same-run ratios
# with the targets of issues 12 and 13, and the ratio to the npm `ulid`
# package's command (the reference JavaScript implementation).  Not a test: it
# prints figures and whether each target holds.
#
# Every figure is BENCH_RUNS samples (default 7) of one program started with
# posix_spawn, standard input and output opened beforehand (no shell, no
# pipe in the timed part), the cases of a table interleaved round by round
# so that a noisy machine slows them alike; min and median wall time are
# printed, and ratios are taken min to min (median to median alongside).
#
#   parse / parse --format json / validate vs convert --to uuid, 1,000,000
#     ULIDs from a file                        targets: parse <= 3x, json <= 4x
#   monotonic 1,000,000 ULIDs to a file vs `dd bs=1M` copying the same
#     27,000,000 bytes to a file               target: <= 1.5x
#   10,000,000 ULIDs to /dev/null; npm ulid --count=1000000 vs sortid
#
# The npm package is installed into build/npm-ulid (outside the sources) on
# first use; Node.js and npm come from Debian (apt-get install nodejs npm)
# when missing.
set -eu
sortid=$(realpath "${1:?usage: cli-bench.sh path/to/sortid}")
root=$(cd "$(dirname "$0")/.." && pwd)
npmdir=$root/build/npm-ulid
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
command -v python3 >/dev/null || { echo "bench-cli: needs python3" >&2; exit 1; }

# The npm reference, installed before anything is timed.
if [ ! -x "$npmdir/node_modules/.bin/ulid" ]; then
    if ! command -v npm >/dev/null; then
        apt-get install -y -q nodejs npm >/dev/null || { echo "bench-cli: needs npm" >&2; exit 1; }
    fi
    mkdir -p "$npmdir"
    (cd "$npmdir" && npm install --no-audit --no-fund --silent ulid >/dev/null)
fi
ulid=$npmdir/node_modules/.bin/ulid
"$ulid" --count=3 > "$tmp/js"
"$sortid" validate < "$tmp/js" || { echo "bench-cli: npm ulid output is not valid ULIDs" >&2; exit 1; }
ulid_ver=$(node -p "require('$npmdir/node_modules/ulid/package.json').version")

"$sortid" new 1000000 > "$tmp/ids"
"$sortid" monotonic 1000000 > "$tmp/mono"

SORTID=$sortid TMP=$tmp ULID=$ulid ULID_VER=$ulid_ver RUNS=${BENCH_RUNS:-7} PYTHONDONTWRITEBYTECODE=1 \
    PYTHONPATH=$(cd "$(dirname "$0")" && pwd)${PYTHONPATH:+:$PYTHONPATH} python3 - <<'PY'
import os, subprocess

import clitiming

S, TMP, RUNS = os.environ["SORTID"], os.environ["TMP"], int(os.environ["RUNS"])
DD = subprocess.run(["sh", "-c", "command -v dd"], capture_output=True, text=True).stdout.strip()
NODE = subprocess.run(["sh", "-c", "command -v node"], capture_output=True, text=True).stdout.strip()


def table(cases, runs=RUNS):
    """{name: (min, median)} over interleaved rounds (bench/clitiming.py)."""
    return clitiming.table(cases, runs, "bench-cli")


def line(label, mm, per=None):
    extra = "  %6.1f ns/ID (min)" % (mm[0] * 1e6 / per) if per else ""
    print("  %-50s min %8.1f ms  median %8.1f ms%s" % (label, mm[0], mm[1], extra))


def ratio(label, a, b, target=None):
    r_min, r_med = a[0] / b[0], a[1] / b[1]
    verdict = ""
    if target is not None:
        verdict = "  target <= %.1fx: %s" % (target, "holds" if r_min <= target else "MISSED")
    print("  %-50s %5.2fx (median %5.2fx)%s" % (label, r_min, r_med, verdict))


print("sortid CLI benchmark (%d cores; %s; %d samples each, min and median wall time)"
      % (os.cpu_count(), subprocess.run([S, "--version"], capture_output=True,
                                        text=True).stdout.strip(), RUNS))

ids, null = os.path.join(TMP, "ids"), "/dev/null"
print("1,000,000 monotonic ULIDs to a file (issue 13):")
mono, out1, out2 = os.path.join(TMP, "mono"), os.path.join(TMP, "o1"), os.path.join(TMP, "o2")
res = table([("sortid monotonic 1000000 > file", ([S, "monotonic", "1000000"], null, out1)),
             ("dd bs=1M, the same 27,000,000 bytes > file",
              ([DD, "bs=1M", "status=none"], mono, out2))])
for name, mm in res.items():
    line(name, mm)
ratio("sortid monotonic / dd", res["sortid monotonic 1000000 > file"],
      res["dd bs=1M, the same 27,000,000 bytes > file"], 1.5)


print("1,000,000 ULIDs from a file (issue 12):")
res = table([("convert --to uuid", ([S, "convert", "--to", "uuid"], ids, null)),
             ("parse", ([S, "parse"], ids, null)),
             ("parse --format json", ([S, "parse", "--format", "json"], ids, null)),
             ("validate", ([S, "validate"], ids, null))])
for name, mm in res.items():
    line(name, mm, 1000000)
ratio("parse / convert --to uuid", res["parse"], res["convert --to uuid"], 3.0)
ratio("parse --format json / convert --to uuid", res["parse --format json"],
      res["convert --to uuid"], 4.0)

# The same, each ULID of its own millisecond: parse remembers the last
# millisecond's text, which a batch from `sortid new` always hits.
distinct = os.path.join(TMP, "distinct")
import base64
rnd = os.urandom(1000000 * 10)
# Each ULID as the last 26 of the 32 base32 digits of 20 bytes (4 zero bytes,
# 6 bytes of time, 10 random), in Crockford's alphabet.
raw = b"".join(b"\0\0\0\0" + (1700000000000 + i).to_bytes(6, "big") + rnd[10 * i:10 * i + 10]
               for i in range(1000000))
b32 = base64.b32encode(raw).translate(bytes.maketrans(b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567",
                                                      b"0123456789ABCDEFGHJKMNPQRSTVWXYZ"))
with open(distinct, "wb") as f:
    f.write(b"".join(b32[32 * i + 6:32 * i + 32] + b"\n" for i in range(1000000)))
del raw, b32, rnd  # ~200 MB this process no longer needs while others run
if subprocess.run([S, "validate"], stdin=open(distinct, "rb")).returncode != 0:
    raise SystemExit("bench-cli: the 1-ms-apart ULIDs are not valid")
res = table([("convert --to uuid (1 ms apart)", ([S, "convert", "--to", "uuid"], distinct, null)),
             ("parse (1 ms apart)", ([S, "parse"], distinct, null)),
             ("parse --format json (1 ms apart)", ([S, "parse", "--format", "json"], distinct,
                                                   null))])
for name, mm in res.items():
    line(name, mm, 1000000)
ratio("parse / convert, 1 ms apart (no target)", res["parse (1 ms apart)"],
      res["convert --to uuid (1 ms apart)"])
ratio("parse --format json / convert, 1 ms apart", res["parse --format json (1 ms apart)"],
      res["convert --to uuid (1 ms apart)"])

print("generation to /dev/null:")
res = table([("monotonic 10,000,000 ULIDs", ([S, "monotonic", "10000000"], null, null)),
             ("new 10,000,000 ULIDs", ([S, "new", "10000000"], null, null))], runs=3)
for name, mm in res.items():
    line(name, mm, 10000000)

print("npm ulid %s (the reference JavaScript implementation), 1,000,000 IDs to a file:"
      % os.environ["ULID_VER"])
res = table([("npm ulid --count=1000000", ([NODE, os.environ["ULID"], "--count=1000000"], null,
                                           out1)),
             ("sortid monotonic 1000000", ([S, "monotonic", "1000000"], null, out2))], runs=3)
for name, mm in res.items():
    line(name, mm)
with open(out1) as f:
    if sum(1 for _ in f) != 1000000:
        raise SystemExit("bench-cli: npm ulid did not print 1000000 IDs")
r = res["npm ulid --count=1000000"][0] / res["sortid monotonic 1000000"][0]
print("  %-50s %5.0fx  target >= 100x: %s" % ("npm ulid / sortid", r,
                                              "holds" if r >= 100 else "MISSED"))
PY
