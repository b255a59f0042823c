#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Build the Debian packages from a dist tarball: unpack it in OUT, run
# dpkg-buildpackage -us -uc -b there (log: OUT/build.log), leave the .deb
# files in OUT.  Usage: build-deb.sh TARBALL NAME OUT
set -eu
tarball=$1 name=$2 out=$3
rm -rf "$out"
mkdir -p "$out"
tar -xzf "$tarball" -C "$out"
echo "build-deb: dpkg-buildpackage -us -uc -b in $out/$name (log: $out/build.log)"
if ! (cd "$out/$name" && dpkg-buildpackage -us -uc -b) > "$out/build.log" 2>&1; then
    tail -n 40 "$out/build.log"
    echo "build-deb: dpkg-buildpackage failed (log: $out/build.log)" >&2
    exit 1
fi
rm -rf "${out:?}/$name"
ls -l "$out"/*.deb
