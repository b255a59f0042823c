#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Instructions per call of the scalar codecs (issue 13 item 3), counted by
# callgrind: exact and repeatable on a shared, noisy machine, where ns are
# not.  bench/instructions.c is built with the project's flags (gcc -O2 by
# default) and linked against the shared library as users link it; callgrind
# counts what runs inside the public function (--toggle-collect: its own
# instructions and its callees', not the caller's loop or the PLT stub).
#   usage: bench/instructions.sh BUILD-DIR PROGRAM
set -u
build=$1 prog=$2
iters=200000
if ! command -v valgrind >/dev/null; then
    echo "bench-instructions: valgrind is missing: installing the Debian package valgrind"
    scripts/install-deps.sh valgrind || { echo "bench-instructions: cannot install valgrind" >&2; exit 1; }
fi
out=$(mktemp)
trap 'rm -f "$out"' EXIT
# case, the function callgrind counts, target (0: none, shown for reference;
# 2u: at most twice ulid_parse's count in this run, issue 20's rule for the
# family's parsers; KSUID's base62 is the exception, bench-family holds it to
# its own rule)
cases="ulid_parse:sortid_ulid_parse:115 ulid_format:sortid_ulid_format:70
ulid_parse_lenient:sortid_ulid_parse:0 flake_parse:sortid_flake_parse:0
flake_format:sortid_flake_format:0 baseuid_parse:sortid_baseuid_parse:0
baseuid_format:sortid_baseuid_format:0 typeid_parse:sortid_typeid_parse:2u
objectid_parse:sortid_objectid_parse:2u xid_parse:sortid_xid_parse:2u
snowflake_parse:sortid_snowflake_parse:2u ksuid_parse:sortid_ksuid_parse:0
ksuid_format:sortid_ksuid_format:0"
ulid_per=0
echo "scalar codecs: instructions per call (callgrind, $iters calls, $(${CC:-cc} --version | head -n 1),"
echo "linked against $build/libsortid.so)"
status=0
for c in $cases; do
    IFS=: read -r name fn target <<<"$c"
    if ! LD_LIBRARY_PATH=$build valgrind --tool=callgrind --callgrind-out-file=/dev/null \
        --toggle-collect="$fn" "$prog" "$name" "$iters" >"$out" 2>&1; then
        echo "bench-instructions: $name failed:" >&2
        cat "$out" >&2
        status=1
        continue
    fi
    total=$(sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$out" | tail -n 1)
    if [ -z "$total" ]; then
        echo "bench-instructions: no count from callgrind for $name" >&2
        status=1
        continue
    fi
    per=$(awk -v t="$total" -v n="$iters" 'BEGIN { printf "%.1f", t / n }')
    [ "$name" = ulid_parse ] && ulid_per=$per
    if [ "$target" = 2u ]; then
        target=$(awk -v u="$ulid_per" 'BEGIN { printf "%d", 2 * u }')
    fi
    if [ "$target" -gt 0 ]; then
        verdict=$(awk -v p="$per" -v t="$target" 'BEGIN { print (p <= t) ? "holds" : "MISSED" }')
        printf '  %-20s %6s instructions/call, target <= %d: %s\n' "$name" "$per" "$target" "$verdict"
    else
        printf '  %-20s %6s instructions/call\n' "$name" "$per"
    fi
done
exit $status
