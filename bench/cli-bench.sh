#!/usr/bin/env bash
# bench/cli-bench.sh SORTID - speed of the sortid command, and its ratio to
# the npm `ulid` package's command (the reference JavaScript implementation)
# measured in the same run.  Not a test: it prints figures.
#
#   generate 10,000,000 monotonic ULIDs to /dev/null
#   generate 1,000,000 monotonic ULIDs, sortid vs `ulid --count 1000000`
#   parse / validate / convert 1,000,000 ULIDs from a file
#
# The npm package is installed into build/npm-ulid (outside the sources) on
# first use; Node.js and npm come from Debian (apt-get install nodejs npm)
# when missing.
set -eu
sortid=$(realpath "${1:?usage: cli-bench.sh path/to/sortid}")
root=$(cd "$(dirname "$0")/.." && pwd)
npmdir=$root/build/npm-ulid
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

now() { date +%s.%N; }
# secs CMD...: run CMD (a shell string) and print the elapsed seconds.
secs() { local t0 t1; t0=$(now); bash -c "$1"; t1=$(now); echo "$t1 - $t0" | bc -l; }
fmt() { printf '%.3f' "$1"; }

command -v bc >/dev/null || { echo "bench-cli: needs bc (apt-get install bc)" >&2; exit 1; }

echo "sortid CLI benchmark ($(nproc) cores; $("$sortid" --version))"

t=$(secs "'$sortid' monotonic 10000000 > /dev/null")
printf '  %-52s %8ss  %6.1f ns/ID\n' "monotonic 10,000,000 ULIDs > /dev/null" "$(fmt "$t")" \
    "$(echo "$t * 1000000000 / 10000000" | bc -l)"
t=$(secs "'$sortid' new 10000000 > /dev/null")
printf '  %-52s %8ss  %6.1f ns/ID\n' "new 10,000,000 ULIDs > /dev/null" "$(fmt "$t")" \
    "$(echo "$t * 1000000000 / 10000000" | bc -l)"

"$sortid" new 1000000 > "$tmp/ids"
for cmd in "validate" "parse --format json" "parse" "convert --to uuid"; do
    t=$(secs "'$sortid' $cmd < '$tmp/ids' > /dev/null")
    printf '  %-52s %8ss  %6.1f ns/ID\n' "$cmd: 1,000,000 ULIDs from a file" "$(fmt "$t")" \
        "$(echo "$t * 1000000000 / 1000000" | bc -l)"
done

# The reference: npm's ulid, whose command is `ulid [--count=N]` (monotonic).
if [ ! -x "$npmdir/node_modules/.bin/ulid" ]; then
    if ! command -v npm >/dev/null; then
        apt-get install -y -q nodejs npm >/dev/null || { echo "bench-cli: needs npm" >&2; exit 1; }
    fi
    mkdir -p "$npmdir"
    (cd "$npmdir" && npm install --no-audit --no-fund --silent ulid >/dev/null)
fi
ulid=$npmdir/node_modules/.bin/ulid
ver=$(node -p "require('$npmdir/node_modules/ulid/package.json').version")
"$ulid" --count=3 > "$tmp/js"
"$sortid" validate < "$tmp/js" || { echo "bench-cli: npm ulid output is not valid ULIDs" >&2; exit 1; }

n=1000000
tj=$(secs "'$ulid' --count=$n > '$tmp/js'")
[ "$(wc -l < "$tmp/js")" -eq $n ] || { echo "bench-cli: npm ulid did not print $n IDs" >&2; exit 1; }
tc=$(secs "'$sortid' monotonic $n > '$tmp/c'")
printf '  %-52s %8ss\n' "npm ulid $ver: ulid --count=$n > file" "$(fmt "$tj")"
printf '  %-52s %8ss\n' "sortid monotonic $n > file" "$(fmt "$tc")"
printf '  %-52s %8.0fx (target: 100x)\n' "ratio at $n IDs (npm ulid time / sortid time)" \
    "$(echo "$tj / $tc" | bc -l)"
