#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Build the Debian packages from a dist tarball: unpack it in OUT, see that
# the build dependencies are there (scripts/deb-build-deps.sh installs them
# as `make test` installs its packages, or says in one line what to
# install), run dpkg-buildpackage -us -uc -b there (log: OUT/build.log) and
# print each step as it starts, leave the .deb files in OUT.
# Usage: build-deb.sh TARBALL NAME OUT
set -eu
tarball=$1 name=$2 out=$3
start=$(date +%s)
say() { echo "build-deb: [$(($(date +%s) - start)) s] $*"; }
rm -rf "$out"
mkdir -p "$out"
say "unpacking $tarball in $out"
tar -xzf "$tarball" -C "$out"
scripts/deb-build-deps.sh "$out/$name"
say "dpkg-buildpackage -us -uc -b in $out/$name (log: $out/build.log)"
# The log keeps everything; the terminal gets the steps of debian/rules
# (dh's commands, each compile and link, the test counts) as they start.
set +e
(cd "$out/$name" && dpkg-buildpackage -us -uc -b) 2>&1 | tee "$out/build.log" |
    while IFS= read -r line; do
        case $line in
        "   dh_"* | "   debian/rules "* | "dpkg-buildpackage: info: "* | "dpkg-deb: building package "* | \
            *": "[0-9]*" passed, "[0-9]*" failed")
            say "${line#"${line%%[! ]*}"}" ;;
        "cc "* | "gcc "* | *"-gcc "* | "clang "*) # one line a compile or link: its output
            t=${line##* -o }
            say "cc ${t%% *}" ;;
        esac
    done
rc=${PIPESTATUS[0]}
set -e
if [ "$rc" -ne 0 ]; then
    tail -n 40 "$out/build.log"
    echo "build-deb: dpkg-buildpackage failed (log: $out/build.log)" >&2
    exit 1
fi
rm -rf "${out:?}/$name"
say "done"
ls -l "$out"/*.deb
