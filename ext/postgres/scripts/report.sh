# SPDX-License-Identifier: MIT
# Sourced by the PostgreSQL test scripts: pass/fail counting and the final
# "$SUITE: N passed, N failed" line (non-zero exit on any failure).
pass=0
fail=0
ok()  { pass=$((pass + 1)); echo "ok   $1"; }
bad() { fail=$((fail + 1)); echo "FAIL $1${2:+: $2}"; }
finish() {
    echo "$SUITE: $pass passed, $fail failed"
    [ "$fail" -eq 0 ]
    exit
}
