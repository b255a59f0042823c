#!/bin/sh
# SPDX-License-Identifier: MIT
# `npm pack` / `npm publish`: build sortid.wasm and browser.mjs (the top
# Makefile: clang, lld, binaryen's wasm-opt, esbuild), and copy libsortid
# (header, sources, the SIMD flags fragment) into the package, so the
# tarball builds the native addon with cc and make alone, and works without
# them.
set -eu
cd "$(dirname "$0")/.."
root=../..
make -C "$root" --no-print-directory -s bindings/node/sortid.wasm bindings/node/browser.mjs >&2
rm -rf libsortid
mkdir -p libsortid/include libsortid/src/arch
cp "$root/include/sortid.h" libsortid/include/
cp "$root"/src/*.c "$root"/src/*.h "$root"/src/*.inc libsortid/src/
cp "$root"/src/arch/*.c "$root"/src/arch/*.h "$root"/src/arch/arch.mk libsortid/src/arch/
