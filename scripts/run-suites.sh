#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Run each test suite (a make target), keep going after a failure, and end
# with one line "N passed, N failed" summed over all suites.  A suite counts
# its own tests and prints "N passed, N failed" as its last such line; a suite
# that exits non-zero counts at least one failure, and one that prints no
# count at all counts as one failed test (so nothing is ever skipped silently).
set -u
make_cmd=${MAKE:-make}
total_pass=0
total_fail=0
summary=()
for suite in "$@"; do
    echo "==> $suite"
    log=$(mktemp)
    $make_cmd --no-print-directory "$suite" 2>&1 | tee "$log"
    rc=${PIPESTATUS[0]}
    line=$(grep -E '^([A-Za-z0-9_-]+: )?[0-9]+ passed, [0-9]+ failed' "$log" | tail -n 1)
    rm -f "$log"
    if [ -n "$line" ]; then
        p=$(sed -E 's/^([A-Za-z0-9_-]+: )?([0-9]+) passed, ([0-9]+) failed.*/\2/' <<<"$line")
        f=$(sed -E 's/^([A-Za-z0-9_-]+: )?([0-9]+) passed, ([0-9]+) failed.*/\3/' <<<"$line")
    else
        p=0; f=0
    fi
    if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then
        f=1
        echo "$suite: exited with status $rc" >&2
    fi
    total_pass=$((total_pass + p))
    total_fail=$((total_fail + f))
    summary+=("$(printf '%-22s %7d passed, %d failed' "$suite" "$p" "$f")")
done
echo "==> summary"
printf '%s\n' "${summary[@]}"
echo "$total_pass passed, $total_fail failed"
[ "$total_fail" -eq 0 ]
