#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# fuzz/run.sh - run libFuzzer harnesses for a while each, one after the other
# (`make fuzz`, and the short runs of `make test-fuzz-run`; fuzz/fuzz.mk).
#
#   fuzz/run.sh NAME BUILD SECONDS MAX_LEN WORK HARNESS...
#
# Each harness BUILD/fuzz/fuzz-H runs SECONDS seconds from WORK/H (where
# libFuzzer adds the inputs it finds) and the committed fuzz/corpus/H; a
# crash, sanitizer report, leak or property that does not hold leaves its
# input in BUILD/crashes/H-* (a previous run's files of H are removed
# first, so only this run's count).  Every harness runs, even after one
# fails.  One line per harness, then "NAME: N passed, N failed" (one test per
# harness); exits 1 when any failed.
set -u
[ $# -ge 6 ] || { echo "usage: fuzz/run.sh NAME BUILD SECONDS MAX_LEN WORK HARNESS..." >&2; exit 2; }
name=$1 build=$2 seconds=$3 max_len=$4 work=$5
shift 5
pass=0
fail=0
mkdir -p "$build/crashes"
for h in "$@"; do
    bin=$build/fuzz/fuzz-$h
    if [ ! -x "$bin" ] || [ ! -d "fuzz/corpus/$h" ]; then
        echo "$name: $h: no harness binary $bin or no corpus fuzz/corpus/$h"
        fail=$((fail + 1))
        continue
    fi
    rm -f "$build/crashes/$h"-*
    mkdir -p "$work/$h"
    log=$build/crashes/$h.log
    "$bin" -max_total_time="$seconds" -max_len="$max_len" -print_final_stats=1 \
        -artifact_prefix="$build/crashes/$h-" "$work/$h" "fuzz/corpus/$h" >"$log" 2>&1
    rc=$?
    runs=$(sed -nE 's/^stat::number_of_executed_units: *([0-9]+)/\1/p' "$log" | tail -n 1)
    new=$(sed -nE 's/^stat::new_units_added: *([0-9]+)/\1/p' "$log" | tail -n 1)
    crash=$(ls "$build/crashes/$h"-* 2>/dev/null | head -n 1)
    if [ "$rc" -eq 0 ] && [ -z "$crash" ] && [ -n "$runs" ]; then
        echo "$name: $h: ${runs} runs in ${seconds} s, ${new:-0} new inputs, no crash"
        pass=$((pass + 1))
        rm -f "$log"
    else
        echo "$name: $h FAILED (status $rc) after ${runs:-?} runs: ${crash:-no input written}; log $log"
        grep -E '^(==[0-9]+==|SUMMARY|.* in LLVMFuzzerTestOneInput )' "$log" |
            head -n 12 | sed 's/^/    /'
        fail=$((fail + 1))
    fi
done
echo "$name: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
