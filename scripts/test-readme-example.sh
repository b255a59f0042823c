#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The C example in README.md is the one users copy: extract it, build it
# against the shared library, run it, and check its output looks right.
set -u
cc=$1 build=$2
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
pass=0 fail=0
check() { if "$@"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL: $*"; fi; }
awk '/^```c$/{on=1; next} /^```$/{if(on){exit}} on' README.md > "$dir/readme.c"
check test -s "$dir/readme.c"
check "$cc" -std=c11 -Wall -Wextra -Werror -Iinclude "$dir/readme.c" -L"$build" -lsortid -lpthread -o "$dir/readme"
out=$(LD_LIBRARY_PATH="$build" "$dir/readme" 2>&1); rc=$?
echo "$out"
check test "$rc" -eq 0
check grep -Eq '^[0-7][0-9A-HJKMNP-TV-Z]{25}$' <<<"$(head -n 1 <<<"$out")"
# the second C block: the kinds table and the generic calls, inside a main()
awk '/^```c$/{n++; if(n==2){on=1; next}} /^```$/{if(on){exit}} on' README.md > "$dir/kinds.body"
check test -s "$dir/kinds.body"
{ printf '#include <stdio.h>\n#include <sortid.h>\nint main(void)\n{\n'; cat "$dir/kinds.body"; printf 'return 0;\n}\n'; } > "$dir/kinds.c"
check "$cc" -std=c11 -Wall -Wextra -Werror -Iinclude "$dir/kinds.c" -L"$build" -lsortid -lpthread -o "$dir/kinds"
out3=$(LD_LIBRARY_PATH="$build" "$dir/kinds" 2>&1)
echo "$out3"
check test "$out3" = "BaseUID 2d8bf8e1-4c3e-8ae6-8448-10542a469444 at 1640995200000 ms"
out2=$("$build/examples/example" 2>&1); rc=$?
check test "$rc" -eq 0
check grep -q 'round trip ok' <<<"$out2"
echo "example: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
