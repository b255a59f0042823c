#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# ports/cli-diff.sh NAME NATIVE_CLI TARGET_CLI [RUNNER...] - the target's
# sortid against the native one, byte for byte (stdout, stderr, exit status),
# on every deterministic command form: parse, validate and convert of every
# vector input (as arguments, and on standard input with LF and with CRLF line
# ends), at --min/--max, help and version; and generated IDs from the
# target (new, monotonic: LF only, strictly increasing where promised) checked
# by the native validate; a reader that closes the pipe early (head -1) ends
# it with status 0.  For targets where tests/cli/run-tests.py cannot run
# whole (Windows: no /dev/full, 32 KiB command lines, a slow process start
# under wine).  Ends with "NAME: N passed, N failed".
set -u
name=$1 native=$2 target=$3
shift 3
runner=("$@")
passed=0 failed=0
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# run WHO OUTFILE STDIN ARGS...: stdout+stderr and the status into OUTFILE
run() {
    local who=$1 out=$2 in=$3
    shift 3
    if [ "$who" = native ]; then
        "$native" "$@" <"$in" >"$out.1" 2>"$out.2"
    else
        "${runner[@]}" "$target" "$@" <"$in" >"$out.1" 2>"$out.2"
    fi
    echo "status $?" >>"$out.2"
}

same() { # DESCRIPTION STDIN ARGS...
    local what=$1 in=$2
    shift 2
    run native "$tmp/n" "$in" "$@"
    run target "$tmp/t" "$in" "$@"
    if cmp -s "$tmp/n.1" "$tmp/t.1" && cmp -s "$tmp/n.2" "$tmp/t.2"; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
        echo "FAIL $name: $what differs from the native build"
        diff <(cat "$tmp/n.1" "$tmp/n.2") <(cat "$tmp/t.1" "$tmp/t.2") | head -10
    fi
}

: >"$tmp/empty"
cut -f2 tests/vectors/*.tsv | grep -v '^input$' | grep -v '^$' | head -n 2000 >"$tmp/in.lf"
sed 's/$/\r/' "$tmp/in.lf" >"$tmp/in.crlf"
mapfile -t some < <(head -n 200 "$tmp/in.lf")

for cmd in "parse" "parse -f json" "validate" "convert --to uuid" "convert --to hex" \
           "convert --to baseuid" "parse -f json -t flake" "convert --from int --to flake"; do
    # shellcheck disable=SC2086
    same "$cmd (stdin, LF)" "$tmp/in.lf" $cmd
    # shellcheck disable=SC2086
    same "$cmd (stdin, CRLF)" "$tmp/in.crlf" $cmd
    # shellcheck disable=SC2086
    same "$cmd (200 arguments)" "$tmp/empty" $cmd -- "${some[@]}"
done
for args in "at --min 1469918176385" "at --max 2016-07-30T22:36:16.385Z" \
            "at --min --type flake 2024-01-01" "at --max --type baseuid 0" \
            "--help" "--version" "new --bogus" "new -1"; do
    # shellcheck disable=SC2086
    same "$args" "$tmp/empty" $args
done

# Generated on the target, checked natively: only LF, the count, valid IDs,
# and monotonic output strictly increasing.
for t in ulid flake baseuid uuidv7; do
    for cmd in new monotonic; do
        run target "$tmp/g" "$tmp/empty" "$cmd" --type "$t" 1000
        ok=1
        grep -q $'\r' "$tmp/g.1" && ok=0
        [ "$(wc -l <"$tmp/g.1")" -eq 1000 ] || ok=0
        grep -qx 'status 0' "$tmp/g.2" || ok=0
        "$native" validate --type "$t" <"$tmp/g.1" >/dev/null 2>&1 || ok=0
        if [ "$cmd" = monotonic ]; then
            LC_ALL=C sort -c -u "$tmp/g.1" 2>/dev/null || ok=0
        fi
        if [ $ok -eq 1 ]; then
            passed=$((passed + 1))
        else
            failed=$((failed + 1))
            echo "FAIL $name: $cmd --type $t 1000 (LF only, 1000 valid IDs$([ "$cmd" = monotonic ] && echo ", increasing"))"
            head -c 300 "$tmp/g.2"
        fi
    done
done

# A reader that stops early (head -1) closes the pipe: status 0 and no
# message, as on POSIX systems (Windows: ERROR_NO_DATA / PIPE_NOT_CONNECTED).
{ "${runner[@]}" "$target" new 100000 2>"$tmp/p.2"; echo $? >"$tmp/p.rc"; } | head -1 >"$tmp/p.1"
if [ "$(cat "$tmp/p.rc")" = 0 ] && [ "$(wc -l <"$tmp/p.1")" -eq 1 ] && [ ! -s "$tmp/p.2" ]; then
    passed=$((passed + 1))
else
    failed=$((failed + 1))
    echo "FAIL $name: new 100000 | head -1: status $(cat "$tmp/p.rc") (want 0), $(head -c 200 "$tmp/p.2")"
fi

echo "$name: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
