#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# ports/run-tests.sh - run the library tests of a cross or alternative
# build (ports/*.mk) and check the SIMD dispatch from outside.
#
#   run-tests.sh NAME TEST_BIN EXPECT [--exclude TEST]... [--cli CLI_BIN]
#                [--cli-diff NATIVE_CLI CLI_BIN] [-- RUNNER...]
#
# NAME      the suite's name in its closing line "NAME: N passed, N failed"
# TEST_BIN  the test program built for the target
# EXPECT    the implementation the dispatch must pick by itself: a name
#           ("scalar"), or "best" for the first available one in the table
# --exclude a test the runner cannot run (an emulator cannot install a seccomp
#           filter or re-execute the binary); the test program lists it as left
#           to the native run, and this script runs its equivalent
# --cli     also run the CLI golden tests (tests/cli/run-tests.py) on that
#           binary through RUNNER, via a wrapper script named sortid
# --cli-diff  instead, compare that binary (through RUNNER) with the native
#           CLI byte for byte (ports/cli-diff.sh): for Windows, where
#           run-tests.py cannot run whole
# RUNNER    the emulator command (qemu-s390x ..., wine); none for a native run
#
# The equivalent of impl_env_force (which re-executes /proc/self/exe): run
# impl_env_probe with SORTID_FORCE_IMPL set to every implementation and to a
# bogus name, and check the choice each time.
set -u
name=$1 bin=$2 expect=$3
shift 3
excludes=() cli= native_cli=
while [ $# -gt 0 ]; do
    case $1 in
    --exclude) excludes+=("!$2"); shift 2 ;;
    --cli) cli=$2; shift 2 ;;
    --cli-diff) native_cli=$2 cli=$3; shift 3 ;;
    --) shift; break ;;
    *) echo "run-tests.sh: unknown argument $1" >&2; exit 2 ;;
    esac
done
runner=("$@")
passed=0 failed=0
pass() { passed=$((passed + 1)); }
fail() { failed=$((failed + 1)); echo "FAIL $name: $*" >&2; }
# Windows programs end lines with CRLF: compare without the CR.
run() { "${runner[@]}" "$@" | tr -d '\r'; return "${PIPESTATUS[0]}"; }

# 1. the library tests
log=$(mktemp)
trap 'rm -f "$log"' EXIT
run "$bin" tests/vectors "${excludes[@]}" | tee "$log"
rc=${PIPESTATUS[0]}
line=$(grep -E '^lib: [0-9]+ passed, [0-9]+ failed' "$log" | tail -n 1)
lib_failed=0
if [ -n "$line" ]; then
    passed=$((passed + $(sed -E 's/^lib: ([0-9]+) passed.*/\1/' <<<"$line")))
    lib_failed=$(sed -E 's/.* ([0-9]+) failed.*/\1/' <<<"$line")
    failed=$((failed + lib_failed))
else
    fail "the test program printed no count"
fi
[ "$rc" -eq 0 ] || [ "$lib_failed" -gt 0 ] || fail "the test program exited with status $rc"

# 2. the dispatch: automatic choice, then SORTID_FORCE_IMPL for each name
probe() { SORTID_BULK_PROBE=1 run "$bin" tests/vectors impl_env_probe; }
table=$(probe)
best=$(sed -n 's/^impl=\(.*\) available=1$/\1/p' <<<"$table" | head -n 1)
active=$(sed -n 's/^active=//p' <<<"$table")
want=$expect
[ "$expect" = best ] && want=$best
if [ -n "$best" ] && [ "$active" = "$want" ]; then
    pass
else
    fail "dispatch chose '$active', want '$want' (table: $(tr '\n' ' ' <<<"$table"))"
fi
echo "dispatch: $active"
while read -r impl avail; do
    [ -n "$impl" ] || continue
    got=$(SORTID_FORCE_IMPL=$impl probe | sed -n 's/^active=//p')
    w=$best
    [ "$avail" = 1 ] && w=$impl
    [ "$got" = "$w" ] && pass || fail "SORTID_FORCE_IMPL=$impl gave '$got', want '$w'"
done < <(sed -n 's/^impl=\(.*\) available=\([01]\)$/\1 \2/p' <<<"$table")
got=$(SORTID_FORCE_IMPL=bogus probe | sed -n 's/^active=//p')
[ -n "$got" ] && [ "$got" = "$best" ] && pass || fail "SORTID_FORCE_IMPL=bogus gave '$got', want '$best'"

# 3. the CLI: golden tests through the runner, or the byte-for-byte comparison
count() { # add the last "X: N passed, N failed" line of $log
    local line
    line=$(grep -E '^[A-Za-z0-9_-]+: [0-9]+ passed, [0-9]+ failed' "$log" | tail -n 1)
    if [ -n "$line" ]; then
        passed=$((passed + $(sed -E 's/^[^:]*: ([0-9]+) passed.*/\1/' <<<"$line")))
        failed=$((failed + $(sed -E 's/.* ([0-9]+) failed.*/\1/' <<<"$line")))
    else
        fail "the CLI tests printed no count"
    fi
}
if [ -n "$native_cli" ]; then
    ports/cli-diff.sh "cli-$name" "$native_cli" "$cli" "${runner[@]}" | tee "$log"
    count
elif [ -n "$cli" ]; then
    # run-tests.py wants a program named sortid, and runs `make install-cli
    # BUILD=<its folder's parent>`: the wrapper (the target's binary through
    # the runner) lives in BUILD/run/cli/, next to links to BUILD's objects
    # and library, so make finds everything up to date and installs the
    # wrapper, never rebuilding anything with the host compiler.
    build=$(dirname "$(dirname "$cli")")
    dir=$build/run
    mkdir -p "$dir/cli"
    ln -sfn ../src "$dir/src"
    ln -sfn ../libsortid.a "$dir/libsortid.a"
    cmd=("${runner[@]}" "$(realpath "$cli")")
    { echo '#!/usr/bin/env bash'; printf 'exec '; printf '%q ' "${cmd[@]}"; echo '"$@"'; } >"$dir/cli/sortid"
    chmod +x "$dir/cli/sortid"
    python3 tests/cli/run-tests.py --name "cli-$name" "$dir/cli/sortid" | tee "$log"
    count
fi

echo "$name: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
