#!/bin/sh
# SPDX-License-Identifier: MIT
# The test-node suite: Node's test runner over test/*.test.{js,mjs} with the
# TAP reporter, whose closing "# pass N" / "# fail N" become the suite's
# "node: N passed, N failed".  No test counted is a failure.
set -u
cd "$(dirname "$0")/.." || exit 1
scripts/check-node.sh || exit 1
log=$(mktemp)
node --test --test-reporter=tap test/*.test.js test/*.test.mjs >"$log" 2>&1
rc=$?
cat "$log"
pass=$(sed -n 's/^# pass \([0-9][0-9]*\)$/\1/p' "$log" | tail -n 1)
fail=$(sed -n 's/^# fail \([0-9][0-9]*\)$/\1/p' "$log" | tail -n 1)
rm -f "$log"
[ -n "$pass" ] || pass=0
[ -n "$fail" ] || fail=1
if [ "$pass" -eq 0 ] && [ "$fail" -eq 0 ]; then fail=1; fi
echo "node: $pass passed, $fail failed"
[ "$rc" -eq 0 ] && [ "$fail" -eq 0 ]
