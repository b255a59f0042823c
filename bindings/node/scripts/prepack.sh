#!/bin/sh
# SPDX-License-Identifier: MIT
# `npm pack` / `npm publish`: copy libsortid (header, sources, the SIMD flags
# fragment) into the package, so the tarball builds with cc and make alone.
set -eu
cd "$(dirname "$0")/.."
root=../..
rm -rf libsortid
mkdir -p libsortid/include libsortid/src/arch
cp "$root/include/sortid.h" libsortid/include/
cp "$root"/src/*.c "$root"/src/*.h "$root"/src/*.inc libsortid/src/
cp "$root"/src/arch/*.c "$root"/src/arch/*.h "$root"/src/arch/arch.mk libsortid/src/arch/
