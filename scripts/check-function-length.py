#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""No C function over 100 lines (the house rule of DEVELOPERS.md).

Reads every tracked .c file (or the files given), finds each function body
(a line that opens a definition at column 0 up to its closing '}' at column
0) and reports those over the limit.  Prints "function-length: N passed, N
failed" (one test per file)."""
import subprocess, sys, re

LIMIT = 100

def files():
    if len(sys.argv) > 1:
        return sys.argv[1:]
    try:
        out = subprocess.check_output(['git', 'ls-files', '*.c'], text=True)
        return [f for f in out.split('\n') if f and not f.startswith('fuzz/corpus/')]
    except Exception:
        import glob
        return [f for f in glob.glob('**/*.c', recursive=True) if 'node_modules' not in f]

def long_functions(path):
    lines = open(path, encoding='utf-8', errors='replace').read().split('\n')
    found, start, name = [], None, None
    for i, line in enumerate(lines):
        if start is None and line == '{' and i > 0:
            j = i - 1
            while j > 0 and not re.search(r'\w+\s*\(', lines[j]):
                j -= 1
            m = re.search(r'(\w+)\s*\(', lines[j])
            start, name = i, m.group(1) if m else '?'
        elif start is not None and line == '}':
            n = i - start + 1
            if n > LIMIT:
                found.append((name, start + 1, n))
            start = None
    return found

passed = failed = 0
for f in files():
    bad = long_functions(f)
    if bad:
        failed += 1
        for name, line, n in bad:
            print('function-length: %s:%d %s() is %d lines (limit %d)' % (f, line, name, n, LIMIT))
    else:
        passed += 1
print('function-length: %d passed, %d failed' % (passed, failed))
sys.exit(1 if failed else 0)
