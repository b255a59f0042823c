#!/bin/sh
# SPDX-License-Identifier: MIT
# The test-python suite: pytest over bindings/python/tests on the extension
# built by `make python` (argument: its output folder), then the same tests
# (but the packaging ones, which build with pip) on a debug build of the
# extension under AddressSanitizer, with libasan preloaded into Debian's
# python3 (PY_PYTHON: another one).  Each run's "N passed, N failed" is summed into the suite's last
# line "python: N passed, N failed".  A run that counts no test (pytest's exit
# status 5), or that cannot build, fails.
set -u
out=$1
py=${PY_PYTHON:-/usr/bin/python3}
here=$(cd "$(dirname "$0")/.." && pwd)
pass=0
fail=0
skipped=0
status=0

# count LOG RC: add a pytest run's counts; a run without tests is a failure
count() {
    last=$(grep -E '^=*.*[0-9]+ (passed|failed|errors?)' "$1" | tail -n 1)
    p=$(printf '%s\n' "$last" | grep -oE '[0-9]+ passed' | grep -oE '[0-9]+')
    f=$(printf '%s\n' "$last" | grep -oE '[0-9]+ failed' | grep -oE '[0-9]+')
    e=$(printf '%s\n' "$last" | grep -oE '[0-9]+ errors?' | grep -oE '[0-9]+')
    s=$(printf '%s\n' "$last" | grep -oE '[0-9]+ skipped' | grep -oE '[0-9]+')
    p=${p:-0}
    f=$((${f:-0} + ${e:-0}))
    skipped=$((skipped + ${s:-0}))
    if [ "$2" -ne 0 ] && [ "$f" -eq 0 ]; then f=1; fi
    pass=$((pass + p))
    fail=$((fail + f))
    [ "$2" -eq 0 ] || status=1
}

# A python3 without the test packages (another CPython of Debian's minor
# version, such as pyenv's) runs Debian's pure-Python pytest, hypothesis and
# freezegun (make test installs them).
deps=
if ! "$py" -c "import pytest, hypothesis, freezegun" >/dev/null 2>&1; then
    deps=:/usr/lib/python3/dist-packages
    echo "python: $py has no pytest: using Debian's ($deps)"
fi

log=$(mktemp)
# From tests/, so that `import sortid` finds the build, not the source folder.
cd "$here/tests" || exit 1
PYTHONPATH=$out/lib$deps SORTID_PY_LIB=$out/lib "$py" -m pytest -q -p no:cacheprovider . >"$log" 2>&1
rc=$?
cat "$log"
count "$log" "$rc"

# AddressSanitizer: a debug build of the extension in its own folder, with
# gcc, whose runtime (libasan) is preloaded into python3
asan=$out-asan
libasan=$(gcc -print-file-name=libasan.so)
if (cd "$here" && CC=gcc SORTID_SANITIZE=address "$py" setup.py -q build --build-base "$asan/tmp" --build-lib "$asan/lib" \
    >"$log" 2>&1) && [ -f "$libasan" ]; then
    echo "== the suite under AddressSanitizer ($libasan)"
    LD_PRELOAD=$libasan ASAN_OPTIONS=detect_leaks=0:abort_on_error=1 PYTHONPATH=$asan/lib$deps \
        SORTID_PY_LIB=$asan/lib SORTID_PY_ASAN=1 PYTHONMALLOC=malloc \
        "$py" -m pytest -q -p no:cacheprovider -m "not packaging" . \
        >"$log" 2>&1
    rc=$?
    cat "$log"
    count "$log" "$rc"
else
    cat "$log"
    echo "python: the AddressSanitizer build failed (libasan: $libasan)"
    fail=$((fail + 1))
    status=1
fi
rm -f "$log"
if [ "$pass" -eq 0 ]; then fail=$((fail + 1)); status=1; fi
# skipped: the real-pydantic test where pydantic v2 is not importable (Debian 12 has 1.10)
echo "python: $pass passed, $fail failed, $skipped skipped"
[ "$status" -eq 0 ] && [ "$fail" -eq 0 ]
