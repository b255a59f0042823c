#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Run every fenced example of the README and the docs (suite test-docs).

    tests/docs/run-snippets.py BUILD FILE.md...

Each fenced block runs by its language:
  c        compiled with the project's warnings as errors against BUILD's
           libsortid and run; a block without main() becomes the body of one
  console  each `$ sortid ...` line run with BUILD/cli first on the PATH: as
           many lines of output (standard output and error) as the block shows
           (the IDs themselves are new every run), and a failing exit status
           exactly when the block shows a `sortid: ` message
  js       run by node with `sortid` resolving to bindings/node
  python   run by python3 with `sortid` from BUILD/python/lib
  sql      with `.load` in it: the sqlite3 shell, after its `.load` path is
           pointed at BUILD's module; else left to the suite of its database,
           which the line before the block names
  other    (sh, cmake) the line before the block names the suite that runs it
The line before a block may say where else it runs: an HTML comment
`<!-- runs in SUITE -->` (a make target that exists) leaves it to that suite,
`<!-- fragment -->` marks a block that is not meant to run alone (a shape with
`...`), checked only by being in a C file that compiles.  A block with no way to
run fails.  Ends with "docs: N passed, N failed".
"""
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
FENCE = re.compile(r"^```([a-z]*)\s*$")
MARK = re.compile(r"<!--\s*(runs in ([a-z0-9-]+)|fragment)\s*-->")
CFLAGS = ["-std=c11", "-Wall", "-Wextra", "-Wpedantic", "-Wshadow", "-Wstrict-prototypes",
          "-Wcast-qual", "-Wunused-result", "-Werror", "-Iinclude"]


def blocks(path):
    """(line number, language, marker, text) of each fenced block."""
    out, lines = [], open(path, encoding="utf-8").read().splitlines()
    i = 0
    while i < len(lines):
        m = FENCE.match(lines[i])
        if m and m.group(1):
            start, body = i, []
            i += 1
            while i < len(lines) and not lines[i].startswith("```"):
                body.append(lines[i])
                i += 1
            before = lines[start - 1] if start else ""
            mark = MARK.search(before)
            out.append((start + 1, m.group(1), mark, "\n".join(body) + "\n"))
        i += 1
    return out


def run(cmd, **kw):
    return subprocess.run(cmd, cwd=kw.pop("cwd", ROOT), capture_output=True, text=True,
                          timeout=120, **kw)


def make_targets():
    r = run(["make", "-qp"], env=dict(os.environ, MAKEFLAGS=""))
    return set(re.findall(r"^([a-z0-9-]+):", r.stdout, re.M))


def c_block(build, text, tmp):
    if "int main" not in text:
        body = "".join("    " + line + "\n" for line in text.splitlines())
        text = ("#include <stdint.h>\n#include <stdio.h>\n#include <string.h>\n"
                "#include <sortid.h>\n\nint main(void)\n{\n" + body + "    return 0;\n}\n")
    src, exe = os.path.join(tmp, "snippet.c"), os.path.join(tmp, "snippet")
    with open(src, "w", encoding="utf-8") as f:
        f.write(text)
    r = run([os.environ.get("CC", "cc")] + CFLAGS + [src, "-o", exe,
            os.path.join(build, "libsortid.a"), "-lpthread"])
    if r.returncode:
        return r.stderr
    r = run([exe])
    return None if r.returncode == 0 else f"exit {r.returncode}: {r.stdout}{r.stderr}"


def console_block(build, text, _tmp):
    env = dict(os.environ, PATH=os.path.join(build, "cli") + os.pathsep + os.environ["PATH"])
    cmd, shown, problems = None, [], []

    def finish():
        if cmd is None:
            return
        r = run(["sh", "-c", "exec 2>&1; " + cmd], env=env)
        got = r.stdout.splitlines()
        # a command the doc shows failing must fail, with its message
        fails = any(line.startswith("sortid: ") for line in shown)
        if (r.returncode != 0) != fails or len(got) != len(shown):
            problems.append(f"$ {cmd}: exit {r.returncode}, {len(got)} lines "
                            f"(the doc shows {len(shown)}{', an error' if fails else ''}): "
                            + r.stdout.strip())
    for line in text.splitlines():
        if line.startswith("$ "):
            finish()
            cmd, shown = re.sub(r"\s+# .*$", "", line[2:]), []
        elif cmd is not None:
            shown.append(line)
    finish()
    return "\n".join(problems) or None


def js_block(_build, text, tmp):
    mods = os.path.join(tmp, "node_modules")
    os.makedirs(mods, exist_ok=True)
    link = os.path.join(mods, "sortid")
    if not os.path.exists(link):
        os.symlink(os.path.join(ROOT, "bindings", "node"), link)
    with open(os.path.join(tmp, "snippet.js"), "w", encoding="utf-8") as f:
        f.write(text)
    r = run(["node", "snippet.js"], cwd=tmp)
    return None if r.returncode == 0 else r.stderr


def python_block(build, text, tmp):
    env = dict(os.environ, PYTHONPATH=os.path.join(build, "python", "lib"))
    r = run([os.environ.get("PY_PYTHON", "/usr/bin/python3"), "-c", text], env=env, cwd=tmp)
    return None if r.returncode == 0 else r.stderr


def sqlite_block(build, text, tmp):
    module = os.path.join(build, "ext", "sqlite", "sortid")
    text = re.sub(r"^\.load \S+", f".load {module}", text, flags=re.M)
    r = run(["sqlite3", "-bail", ":memory:"], input=".bail on\n" + text, cwd=tmp)
    bad = r.returncode or "Error" in r.stderr or "Parse error" in r.stderr
    return f"{r.stdout}{r.stderr}" if bad else None


def check(build, path, targets, tmp):
    """(passed, failures) of one file."""
    passed, failures = 0, []
    for line, lang, mark, text in blocks(path):
        where = f"{os.path.relpath(path, ROOT)}:{line} ({lang})"
        if mark and mark.group(2):
            why = None if mark.group(2) in targets else f"no make target {mark.group(2)}"
        elif mark:  # a fragment: it must at least compile where it is C
            why = c_block(build, text.replace("...", "0"), tmp) if lang == "c" else None
            if lang == "c" and why:
                why = "a fragment that does not compile: " + why
        elif lang == "c":
            why = c_block(build, text, tmp)
        elif lang == "console":
            why = console_block(build, text, tmp)
        elif lang == "js":
            why = js_block(build, text, tmp)
        elif lang == "python":
            why = python_block(build, text, tmp)
        elif lang == "sql" and ".load" in text:
            why = sqlite_block(build, text, tmp)
        else:
            why = "no way to run it: say where it runs (<!-- runs in SUITE -->)"
        if why:
            failures.append(f"{where}: {why.strip()}")
        else:
            passed += 1
    return passed, failures


def main(argv):
    build = os.path.abspath(argv[1])
    targets = make_targets()
    passed, failed = 0, 0
    with tempfile.TemporaryDirectory() as tmp:
        for path in argv[2:]:
            p, bad = check(build, os.path.abspath(path), targets, tmp)
            passed += p
            failed += len(bad)
            for b in bad:
                print("FAIL " + b)
    print(f"docs: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
