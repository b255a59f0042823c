#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""make dist-pgxn: the PGXN distribution NAME.zip, made from make dist's tarball.

    dist-pgxn.py TARBALL NAME OUT.zip

PGXN distributions are zip files of one folder NAME/ whose root holds
META.json and a Makefile: `pgxn install` runs `make` and `make install`
there, `pgxn check` `make installcheck`, `pgxn uninstall` `make uninstall`,
and `pgxn load` reads META.json's provides to CREATE EXTENSION.  The zip holds,
from the tarball (the tracked files), what the stand-alone PGXS build of
ext/postgres needs: the extension (less META.json, postgres.mk and scripts/,
which serve the whole tree's build), libsortid's sources (src/, include/), the
test vectors its installcheck reads (tests/vectors/), its documentation
(docs/postgres.md), LICENSE, README.md and CHANGELOG.md, each at its path in
the tree, so META.json's paths hold in both.  At its root:
ext/postgres/META.json (the one copy, byte for byte), a Makefile that
includes ext/postgres's PGXS Makefile as a VPATH build, and psql-vectors.sh,
pg_regress's launcher of psql, so that `pgxn check` on the zip works where
pgxn unpacks it: in a folder only pgxn's user may enter, which the server
(another user) cannot read the test vectors from.  Names sorted, times
the tarball's: the same tarball gives the same zip.
"""
import os
import sys
import tarfile
import time
import zipfile

KEEP = ("LICENSE", "README.md", "CHANGELOG.md", "docs/postgres.md")
KEEP_UNDER = ("include/", "src/", "tests/vectors/", "ext/postgres/")
DROP = ("ext/postgres/META.json", "ext/postgres/postgres.mk")
DROP_UNDER = ("ext/postgres/scripts/",)

MAKEFILE = """\
# SPDX-License-Identifier: MIT
# The sortid PGXN distribution's Makefile (written by make dist-pgxn): the
# PostgreSQL extension's PGXS Makefile, ext/postgres/Makefile, as a VPATH
# build from here (its sources in ext/postgres/, libsortid's in src/, linked
# into sortid.so).  `pgxn install` runs `make PG_CONFIG=...` and
# `make PG_CONFIG=... install` here, `pgxn check` `make installcheck`
# (pg_regress against a running server; regression.diffs here), `pgxn
# uninstall` `make uninstall`.
VPATH = ext/postgres
REGRESS_OUTDIR = .
include ext/postgres/Makefile
# `pgxn check` on the zip runs installcheck where pgxn unpacked it, under a
# folder only its user may enter (Python's mkdtemp), where a server running
# as another user (postgres) cannot read tests/vectors: pg_regress starts
# each psql through psql-vectors.sh, which hands the server a copy it can read.
REGRESS_OPTS += --launcher='$(SHELL) $(CURDIR)/psql-vectors.sh'
"""

# pg_regress's launcher of psql (REGRESS_OPTS --launcher in the Makefile above).
LAUNCHER = """\
#!/bin/sh
# SPDX-License-Identifier: MIT
# psql-vectors.sh PSQL ARGS... (written by make dist-pgxn): run psql with
# SORTID_VECTORS naming a copy of the test vectors in a new folder under /tmp
# that every user may read, removed afterwards.  The vectors tests have the
# server read them (COPY FROM a file), and where pgxn unpacked this
# distribution only pgxn's user may enter.
set -u
copy=$(mktemp -d /tmp/sortid-vectors.XXXXXX) || exit 1
chmod 755 "$copy" && cp "$SORTID_VECTORS"/*.tsv "$copy"/ && chmod 644 "$copy"/*.tsv || {
    rm -rf "$copy"
    exit 1
}
SORTID_VECTORS=$copy "$@"
rc=$?
rm -rf "$copy"
exit $rc
"""


def wanted(path):
    if path in DROP or path.startswith(DROP_UNDER):
        return False
    return path in KEEP or path.startswith(KEEP_UNDER)


def main():
    if len(sys.argv) != 4:
        sys.exit("usage: dist-pgxn.py TARBALL NAME OUT.zip")
    tarball, name, out = sys.argv[1:]
    files = {}
    with tarfile.open(tarball) as tar:
        for m in tar.getmembers():
            if m.isdir() and m.name.rstrip("/") == name:
                continue
            if not m.name.startswith(name + "/"):
                sys.exit("dist-pgxn: %s: %s is not under %s/" % (tarball, m.name, name))
            path = m.name[len(name) + 1:]
            if path == "ext/postgres/META.json":
                files["META.json"] = (tar.extractfile(m).read(), m.mode, m.mtime)
            elif m.isfile() and wanted(path):
                files[path] = (tar.extractfile(m).read(), m.mode, m.mtime)
            elif m.issym() and wanted(path):
                sys.exit("dist-pgxn: %s is a symbolic link (a zip keeps none)" % m.name)
    for need in ("META.json", "ext/postgres/Makefile", "ext/postgres/sortid.control", "include/sortid.h"):
        if need not in files:
            sys.exit("dist-pgxn: %s has no %s" % (tarball, need if need != "META.json" else "ext/postgres/META.json"))
    if "Makefile" in files:
        sys.exit("dist-pgxn: the tree's top Makefile would be in the zip")
    if "psql-vectors.sh" in files:
        sys.exit("dist-pgxn: the tree has a psql-vectors.sh of its own")
    files["Makefile"] = (MAKEFILE.encode(), 0o644, files["META.json"][2])
    files["psql-vectors.sh"] = (LAUNCHER.encode(), 0o755, files["META.json"][2])
    tmp = out + ".tmp"
    with zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as z:
        for path in sorted(files):
            data, mode, mtime = files[path]
            info = zipfile.ZipInfo("%s/%s" % (name, path), date_time=stamp(mtime))
            info.compress_type = zipfile.ZIP_DEFLATED
            info.create_system = 3                      # Unix: the mode below holds
            info.external_attr = (0o100000 | (0o755 if mode & 0o111 else 0o644)) << 16
            z.writestr(info, data)
    os.replace(tmp, out)
    print("dist-pgxn: %s (%d files, %d bytes)" % (out, len(files), os.path.getsize(out)))


def stamp(mtime):
    t = time.gmtime(max(mtime, 315532800))              # a zip's dates start in 1980
    return t[:6]


if __name__ == "__main__":
    main()
