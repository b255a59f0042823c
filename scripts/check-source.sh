#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The house rules every tracked source file keeps, one test per file and rule:
#  - it carries an SPDX-License-Identifier line near its top (C, headers, JS,
#    TS, SQL, shell, Python, make fragments, the man page);
#  - a C file or header is formatted as .clang-format says (clang-format 14;
#    the generated *.inc tables are the generator's to format);
#  - no C function is over 100 lines (scripts/check-function-length.py);
#  - no code file over 700 lines, no C function name in two folders, and a
#    kind spelled only in its codec file and the tables
#    (scripts/check-house.py).
# Prints "source: N passed, N failed"; `make format` applies the format.
set -u
cd "$(dirname "$0")/.."
CLANG_FORMAT=${CLANG_FORMAT:-clang-format}
pass=0
fail=0
while IFS= read -r f; do
    case $f in
    fuzz/corpus/*) continue ;;
    *.c | *.h | *.inc | *.js | *.mjs | *.ts | *.sql | *.sh | *.py | *.mk | *.map | *.control | *.in | *.1 | *Makefile | .ci/run) ;;
    *) continue ;;
    esac
    if head -n 5 "$f" | grep -q 'SPDX-License-Identifier: MIT'; then
        pass=$((pass + 1))
    else
        fail=$((fail + 1))
        echo "source: $f has no SPDX-License-Identifier line"
    fi
    case $f in
    *.c | *.h)
        if "$CLANG_FORMAT" --dry-run -Werror "$f" >/dev/null 2>&1; then
            pass=$((pass + 1))
        else
            fail=$((fail + 1))
            echo "source: $f is not formatted (make format)"
        fi
        ;;
    esac
done < <(git ls-files 2>/dev/null || find . -type f | sed 's|^\./||')
# no C function over 100 lines: one test per C file
fl=$(python3 scripts/check-function-length.py)
printf '%s\n' "$fl" | grep -v '^function-length: [0-9]* passed' || true
fp=$(printf '%s\n' "$fl" | sed -n 's/^function-length: \([0-9]*\) passed, \([0-9]*\) failed$/\1/p')
ff=$(printf '%s\n' "$fl" | sed -n 's/^function-length: \([0-9]*\) passed, \([0-9]*\) failed$/\2/p')
pass=$((pass + ${fp:-0}))
fail=$((fail + ${ff:-1}))
# the rules counted across files: one test per rule and file
hl=$(python3 scripts/check-house.py)
printf '%s\n' "$hl" | grep -v '^house: [0-9]* passed' || true
hp=$(printf '%s\n' "$hl" | sed -n 's/^house: \([0-9]*\) passed, \([0-9]*\) failed$/\1/p')
hf=$(printf '%s\n' "$hl" | sed -n 's/^house: \([0-9]*\) passed, \([0-9]*\) failed$/\2/p')
pass=$((pass + ${hp:-0}))
fail=$((fail + ${hf:-1}))
echo "source: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
