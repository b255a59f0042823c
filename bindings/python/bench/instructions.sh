#!/bin/sh
# SPDX-License-Identifier: MIT
# make bench-python-callgrind: instructions per call (callgrind), which other
# work on the machine does not disturb, of sortid against uuid: each
# statement run N times and 0 times in one Python process each, the
# difference divided by N.  Argument: the folder holding the built package.
set -eu
lib=$1
py=${PY_PYTHON:-/usr/bin/python3}
n=20000
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
instr() { # instr SETUP STATEMENT COUNT
    PYTHONPATH=$lib valgrind --tool=callgrind --callgrind-out-file="$tmp/out" "$py" -c "
import uuid, sortid
from sortid import ULID
$1
for _ in range($3):
    $2
" >/dev/null 2>"$tmp/log"
    sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$tmp/log"
}
per() { # per SETUP STATEMENT
    a=$(instr "$1" "$2" 0)
    b=$(instr "$1" "$2" "$n")
    echo $(((b - a) / n))
}
setup="s_ulid = str(ULID()); s_uuid = str(uuid.uuid4())"
printf '%-22s %12s %-22s %12s %8s\n' sortid instr baseline instr ratio
for pair in "ULID()|uuid.uuid4()" "str(ULID())|str(uuid.uuid4())" \
            "ULID.from_str(s_ulid)|uuid.UUID(s_uuid)"; do
    ours=${pair%%|*}
    theirs=${pair#*|}
    a=$(per "$setup" "$ours")
    b=$(per "$setup" "$theirs")
    printf '%-22s %12d %-22s %12d %7sx\n' "$ours" "$a" "$theirs" "$b" \
        "$(awk "BEGIN { printf \"%.1f\", $b / $a }")"
done
