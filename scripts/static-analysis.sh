#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Static analysis of the library, the CLI and the SQLite extension:
# cppcheck and clang-tidy (checks in .clang-tidy), each source file on its
# own with the flags it is built with.  Fails on any finding; prints
# "static: N passed, N failed" (one test per tool and file).  docs/hardening.md.
set -u
cd "$(dirname "$0")/.."
CLANG_TIDY=${CLANG_TIDY:-clang-tidy}
CPPCHECK=${CPPCHECK:-cppcheck}
command -v "$CLANG_TIDY" >/dev/null || { echo "static: $CLANG_TIDY not found" >&2; echo "static: 0 passed, 1 failed"; exit 1; }
command -v "$CPPCHECK" >/dev/null || { echo "static: $CPPCHECK not found" >&2; echo "static: 0 passed, 1 failed"; exit 1; }

files=$(ls src/*.c src/arch/*.c cli/*.c ext/sqlite/*.c)
# cppcheck gets -DSORTID_STATIC_ANALYSIS: src/crockford.c then declares its
# 65536-entry pair table without the macro-built initialiser, which takes
# cppcheck's preprocessor minutes (clang-tidy checks the real one).
cppcheck_skip=""
pass=0
fail=0
log=$(mktemp)
trap 'rm -f "$log"' EXIT

flags_for() {
    case $1 in
    src/arch/avx2_codec.c) echo "-mavx2" ;;
    src/arch/avx512_codec.c) echo "-mavx512f -mavx512bw -mavx512vl -mavx512vbmi" ;;
    *) echo "" ;;
    esac
}

for f in $files; do
    # shellcheck disable=SC2046
    if "$CLANG_TIDY" --quiet "$f" -- -std=c11 -D_GNU_SOURCE -DSORTID_BUILDING -Iinclude -Isrc -Icli \
        $(flags_for "$f") >"$log" 2>&1 && ! grep -qE '(warning|error):' "$log"; then
        pass=$((pass + 1))
    else
        fail=$((fail + 1))
        echo "clang-tidy: $f"
        grep -E -A3 '(warning|error):' "$log" | head -40
    fi
    case " $cppcheck_skip " in *" $f "*) continue ;; esac
    if "$CPPCHECK" -q --std=c11 --enable=warning,portability,performance --max-configs=1 \
        --inline-suppr --error-exitcode=1 -D__GNUC__ -D__x86_64__ -D_GNU_SOURCE -DSORTID_BUILDING \
        -DSORTID_STATIC_ANALYSIS \
        -Iinclude -Isrc -Isrc/arch -Icli "$f" >"$log" 2>&1 && [ ! -s "$log" ]; then
        pass=$((pass + 1))
    else
        fail=$((fail + 1))
        echo "cppcheck: $f"
        head -40 "$log"
    fi
done
echo "static: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
