#!/bin/sh
# SPDX-License-Identifier: MIT
# make bench-node-callgrind: instructions per call (callgrind), sortid against
# ulid 3.x, for the calls whose wall-clock ratios are noisy on a shared machine.
# (Not the monotonic factory: under valgrind every call falls in a new
# millisecond, so it would measure only the fresh-random path.)
# Each figure: (instructions with N calls - instructions with 0 calls) / N;
# N is smaller for ulid's ulid(), which costs some 275,000 instructions a call.
set -eu
cd "$(dirname "$0")"
command -v valgrind >/dev/null || { echo "bench-node-callgrind: valgrind not found (apt-get install valgrind)" >&2; exit 1; }
N=${N:-100000}
count() { # impl fn n
    valgrind --tool=callgrind --callgrind-out-file=/dev/null node calls.js "$1" "$2" "$3" 2>&1 |
        sed -n 's/.*refs: *//p' | tr -d ,
}
base_sortid=$(count sortid isValid 0)
base_ulid=$(count ulid isValid 0)
printf '%-12s %16s %16s %8s\n' call 'sortid instr' 'ulid instr' ratio
for fn in ulid decodeTime isValid; do
    m=$N
    [ "$fn" = ulid ] && m=$((N / 50))
    a=$(( ($(count sortid "$fn" "$N") - base_sortid) / N ))
    b=$(( ($(count ulid "$fn" "$m") - base_ulid) / m ))
    printf '%-12s %16d %16d %7s\n' "$fn" "$a" "$b" "$(awk "BEGIN{printf \"%.1fx\", $b/$a}")"
done
