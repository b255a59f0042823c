#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""make test-postgres-meta: ext/postgres/META.json against the PGXN Meta Spec
1.0.0 and the project's version.

The project's version is the VERSION file at the root when there is one, else
the SORTID_VERSION_MAJOR/MINOR/PATCH macros of include/sortid.h.  Checked:
the spec's required keys (and prereqs and resources), the meta-spec version,
the name (the extension's, from sortid.control), the licence (MIT, as
LICENSE), the distribution's and every provided extension's version (the
project's), each provided file existing and being the control file's
default_version script (scripts/test-version.sh checks that default_version
is the project's MAJOR.MINOR).
Ends with "postgres-meta: N passed, N failed"; exits non-zero on any failure.
"""
import json
import os
import re
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "../../.."))
REQUIRED = ["name", "abstract", "version", "maintainer", "license", "provides", "meta-spec",
            "prereqs", "resources"]
passed = failed = 0


def check(name, good, detail=""):
    global passed, failed
    if good:
        passed += 1
        print("ok   " + name)
    else:
        failed += 1
        print("FAIL %s%s" % (name, ": " + detail if detail else ""))


def project_version():
    path = os.path.join(ROOT, "VERSION")
    if os.path.exists(path):
        with open(path) as f:
            return f.read().strip()
    with open(os.path.join(ROOT, "include/sortid.h")) as f:
        header = f.read()
    parts = [re.search(r"#define SORTID_VERSION_%s\s+(\d+)" % p, header) for p in ("MAJOR", "MINOR", "PATCH")]
    return ".".join(m.group(1) for m in parts) if all(parts) else None


def control():
    with open(os.path.join(ROOT, "ext/postgres/sortid.control")) as f:
        return dict(re.findall(r"^(\w+)\s*=\s*'([^']*)'", f.read(), re.M))


def main():
    version = project_version()
    check("the project's version is found", version is not None)
    try:
        with open(os.path.join(ROOT, "ext/postgres/META.json")) as f:
            meta = json.load(f)
    except (OSError, ValueError) as e:
        check("META.json is JSON", False, str(e))
        meta = {}
    missing = [k for k in REQUIRED if not meta.get(k)]
    check("META.json has " + ", ".join(REQUIRED), not missing, "missing " + ", ".join(missing))
    check("meta-spec version 1.0.0", (meta.get("meta-spec") or {}).get("version") == "1.0.0")
    check("name is the extension's (sortid.control)", meta.get("name") == "sortid")
    check("license is mit (LICENSE)", meta.get("license") == "mit")
    check("version %s = the project's %s" % (meta.get("version"), version), meta.get("version") == version)
    ctl = control()
    provides = meta.get("provides") or {}
    check("provides the extension sortid", "sortid" in provides)
    for ext, p in provides.items():
        check("provides %s: version %s = the project's" % (ext, p.get("version")), p.get("version") == version)
        path = p.get("file") or ""
        check("provides %s: file %s exists" % (ext, path), os.path.isfile(os.path.join(ROOT, path)))
        want = "%s--%s.sql" % (ext, ctl.get("default_version"))
        check("provides %s: file is the control file's default_version script %s" % (ext, want),
              os.path.basename(path) == want)
    print("postgres-meta: %d passed, %d failed" % (passed, failed))
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
