#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The shared library exports exactly the names in the committed list, every
# one of them sortid_*.  Usage: check-symbols.sh LIB LIST.
# Prints "symbols: N passed, N failed" (one test per name, plus the prefix
# rule; version nodes such as SORTID_1.0, absolute symbols, are not names).
# After adding a public function, add its name to the list.
set -u
lib=$1
list=$2
got=$(mktemp)
want=$(mktemp)
trap 'rm -f "$got" "$want"' EXIT
nm -D --defined-only "$lib" | awk '$(NF-1) != "A" {print $NF}' | sed 's/@.*//' | sort -u >"$got"
grep -v '^#' "$list" | sed '/^$/d' | sort -u >"$want"
pass=0
fail=0
while read -r name; do
    if grep -qx "$name" "$want"; then pass=$((pass + 1)); else
        echo "symbols: $lib exports $name, not in $list"; fail=$((fail + 1)); fi
done <"$got"
while read -r name; do
    grep -qx "$name" "$got" || { echo "symbols: $name is in $list but not exported"; fail=$((fail + 1)); }
done <"$want"
bad=$(grep -v '^sortid_' "$want" || true)
if [ -n "$bad" ]; then
    echo "symbols: names without the sortid_ prefix: $bad"; fail=$((fail + 1))
else
    pass=$((pass + 1))
fi
[ -s "$got" ] || { echo "symbols: nothing exported by $lib"; fail=$((fail + 1)); }
echo "symbols: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
