#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Live peers of the rest of the family (issue 20), each way:
#  - Debian's ksuid program (segmentio/ksuid): 10,000 of its KSUIDs read by
#    sortid, and 10,000 of sortid's read by it, compared as text, raw bytes
#    and timestamp;
#  - Python's uuid module: 10,000 v1 UUIDs of this machine (uuid.uuid1) and
#    10,000 with random fields, whose .time sortid must read, and their v6
#    form computed in Python by the RFC 9562 field order.
# Usage: tests/peers.sh PEER-PROGRAM.  Last line: "peers: N passed, N failed".
set -u
peer=$1
n=10000
pass=0
fail=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
check() { # name, file a, file b
    if cmp -s "$2" "$3"; then
        pass=$((pass + 1))
    else
        fail=$((fail + 1))
        echo "peers: $1 differs:"
        diff "$2" "$3" | head -n 5
    fi
}
need() {
    if ! command -v "$1" >/dev/null; then
        echo "peers: $1 is missing (Debian package $2)"
        fail=$((fail + 1))
        return 1
    fi
}
# ksuid -f template prints each ID's line and then an empty line
ksuid_lines() {
    xargs ksuid -f template -t $'{{ .String }} {{ .Raw }} {{ .Timestamp }}\n' <"$1" | sed '/^$/d'
}

if need ksuid ksuid; then
    # theirs, read by sortid
    ksuid -n $n >"$tmp/theirs"
    [ "$(wc -l <"$tmp/theirs")" -eq $n ] || echo "peers: ksuid -n $n made $(wc -l <"$tmp/theirs") lines"
    "$peer" ksuid-read <"$tmp/theirs" >"$tmp/theirs.sortid"
    ksuid_lines "$tmp/theirs" >"$tmp/theirs.ksuid"
    check "ksuid's KSUIDs read by sortid" "$tmp/theirs.ksuid" "$tmp/theirs.sortid"
    # ours, read by ksuid (which refuses any KSUID it cannot decode)
    "$peer" ksuid-new $n >"$tmp/ours"
    "$peer" ksuid-read <"$tmp/ours" >"$tmp/ours.sortid"
    if ksuid_lines "$tmp/ours" >"$tmp/ours.ksuid"; then
        check "sortid's KSUIDs read by ksuid" "$tmp/ours.ksuid" "$tmp/ours.sortid"
    else
        echo "peers: ksuid refused sortid's KSUIDs"
        fail=$((fail + 1))
    fi
    [ "$(wc -l <"$tmp/ours.ksuid")" -eq $n ] && pass=$((pass + 1)) ||
        { echo "peers: ksuid read $(wc -l <"$tmp/ours.ksuid") of $n"; fail=$((fail + 1)); }
fi

if need python3 python3; then
    python3 - "$n" >"$tmp/uuids.python" <<'PY'
import random, sys, uuid
n = int(sys.argv[1])
rng = random.SystemRandom()
def v6(u):
    t = u.time
    return uuid.UUID(int=(t >> 12) << 80 | 6 << 76 | (t & 0xFFF) << 64 | (u.int & (2**64 - 1)))
for i in range(2 * n):
    if i < n:
        u = uuid.uuid1()
    else:
        t, clock = rng.getrandbits(60), rng.getrandbits(14)
        u = uuid.UUID(fields=(t & 0xFFFFFFFF, t >> 32 & 0xFFFF, 0x1000 | t >> 48,
                              0x80 | clock >> 8, clock & 0xFF, rng.getrandbits(48)))
    print(u, u.time, v6(u))
PY
    cut -d' ' -f1 "$tmp/uuids.python" | "$peer" uuid-time >"$tmp/uuids.sortid"
    check "Python's uuid v1 times and v6 forms read by sortid" "$tmp/uuids.python" "$tmp/uuids.sortid"
    [ "$(wc -l <"$tmp/uuids.sortid")" -eq $((2 * n)) ] && pass=$((pass + 1)) ||
        { echo "peers: $(wc -l <"$tmp/uuids.sortid") UUID lines"; fail=$((fail + 1)); }
fi

echo "peers: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
