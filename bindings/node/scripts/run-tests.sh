#!/bin/sh
# SPDX-License-Identifier: MIT
# The test-node suite: Node's test runner over test/*.test.{js,mjs} with the
# TAP reporter, once per back end (SORTID_BACKEND=native, then wasm: the same
# tests must pass on both), then the tests of the packed tarball's installs
# (test/install/, once), then the public names of each back end against
# docs/vocabulary.md (scripts/vocabulary.py; a name missing, extra or with
# another number of arguments fails the suite).  The closing "# pass N" / "# fail N" of each run
# add up to the suite's "node: N passed, N failed".  No test counted is a
# failure.
set -u
cd "$(dirname "$0")/.." || exit 1
scripts/check-node.sh || exit 1
pass=0 fail=0 rc=0
run() { # label, env assignment, test files...
    label=$1 backend=$2
    shift 2
    log=$(mktemp)
    SORTID_BACKEND=$backend node --test --test-reporter=tap "$@" >"$log" 2>&1 || rc=1
    sed "s/^/[$label] /" "$log"
    p=$(sed -n 's/^# pass \([0-9][0-9]*\)$/\1/p' "$log" | tail -n 1)
    f=$(sed -n 's/^# fail \([0-9][0-9]*\)$/\1/p' "$log" | tail -n 1)
    rm -f "$log"
    [ -n "$p" ] || p=0
    [ -n "$f" ] || f=1
    if [ "$p" -eq 0 ] && [ "$f" -eq 0 ]; then f=1; fi
    echo "node ($label): $p passed, $f failed"
    pass=$((pass + p)) fail=$((fail + f))
}
vocabulary() { # backend
    log=$(mktemp)
    { SORTID_BACKEND=$1 node scripts/names.js | python3 ../../scripts/vocabulary.py Node --js-length; } \
        >"$log" 2>&1 || rc=1
    sed "s/^/[vocabulary $1] /" "$log"
    line=$(grep '^vocabulary Node: [0-9]* passed, [0-9]* failed$' "$log" | tail -n 1)
    p=$(echo "$line" | sed -n 's/^vocabulary Node: \([0-9]*\) passed.*/\1/p')
    f=$(echo "$line" | sed -n 's/.* \([0-9]*\) failed$/\1/p')
    rm -f "$log"
    [ -n "$p" ] || p=0
    [ -n "$f" ] || f=1
    if [ "$p" -eq 0 ] && [ "$f" -eq 0 ]; then f=1; fi
    pass=$((pass + p)) fail=$((fail + f))
}
vocabulary native
vocabulary wasm
run native native test/*.test.js test/*.test.mjs
run wasm wasm test/*.test.js test/*.test.mjs
run install "" test/install/*.test.js
echo "node: $pass passed, $fail failed"
[ "$rc" -eq 0 ] && [ "$fail" -eq 0 ]
