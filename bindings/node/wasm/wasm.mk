# SPDX-License-Identifier: MIT
# The WebAssembly build of libsortid and the package's core (bindings/node):
# bindings/node/sortid.wasm, the back end of the npm package wherever the
# native addon is not built or cannot load (no compiler, install scripts
# skipped, Windows, macOS, browsers, workers, Deno, bun).  Included by the top
# Makefile through node.mk.  The WebAssembly port lives here, in
# bindings/node/wasm/: this build, the module's exports (sortid_wasm.c) and its
# allocator and string functions (libc.c); lib/wasm.js loads it, and
# src/platform.c's __wasm__ branch is the library's one platform file for it.
#
#   make wasm          bindings/node/sortid.wasm (Debian's clang and lld,
#                      wasi-libc's headers and string functions, binaryen's
#                      wasm-opt; no Emscripten)
#
# The module imports three functions and nothing else (src/platform.c's
# WebAssembly port): sortid.random (crypto.getRandomValues),
# sortid.realtime_ms (Date.now) and sortid.monotonic_ms (performance.now).

WASM_CC      ?= clang-14
WASM_LD      ?= wasm-ld-14
WASM_OPTIMIZE ?= wasm-opt
WASM_BUILD   := $(BUILD)/wasm32
WASM         := $(NODE_DIR)/sortid.wasm
WASM_SRCS    := $(filter-out src/platform_%,$(LIB_SRCS)) \
                $(filter $(NODE_DIR)/src/core%.c,$(NODE_SRCS)) $(wildcard $(NODE_DIR)/wasm/*.c)
WASM_OBJS    := $(WASM_SRCS:%.c=$(WASM_BUILD)/%.o)
WASM_OPT     := -Oz
WASM_CFLAGS   = --target=wasm32-wasi -std=c11 $(WASM_OPT) -msign-ext -mnontrapping-fptoint -fvisibility=hidden -Iinclude -DSORTID_BUILDING \
                -Wall -Wextra -Wpedantic -Wshadow -Wstrict-prototypes -Wcast-qual -Werror
# The WebAssembly file is shipped: its size is bounded (issue 22: 64 KB).
WASM_MAX_BYTES := 65536

TEST_PACKAGES += clang-14 lld-14 wasi-libc binaryen
# wasi-libc's headers and libraries (Debian's wasi-libc)
WASI_SYSROOT ?= /usr

.PHONY: wasm wasm-toolchain

wasm: $(WASM)

# The tools first, each missing one named with its Debian package, so a
# build without them (npm pack: scripts/prepack.sh) stops with what to
# install instead of clang's "'bits/libc-header-start.h' file not found".
wasm-toolchain:
	@missing=; \
	command -v $(WASM_CC) >/dev/null 2>&1 || missing="$$missing $(WASM_CC) (clang-14)"; \
	command -v $(WASM_LD) >/dev/null 2>&1 || missing="$$missing $(WASM_LD) (lld-14)"; \
	command -v $(WASM_OPTIMIZE) >/dev/null 2>&1 || missing="$$missing $(WASM_OPTIMIZE) (binaryen)"; \
	[ -f "$(WASI_SYSROOT)/include/wasm32-wasi/stdlib.h" ] && \
	    [ -f "$(WASI_SYSROOT)/lib/wasm32-wasi/crt1-reactor.o" ] || \
	    missing="$$missing wasi-libc's headers and libraries in $(WASI_SYSROOT) (wasi-libc)"; \
	if [ -n "$$missing" ]; then \
	    echo "wasm: cannot build sortid.wasm, missing:$$missing." >&2; \
	    echo "wasm: on Debian 12: apt-get install clang-14 lld-14 wasi-libc binaryen" >&2; \
	    exit 1; \
	fi

# What keeps the module under the bound (86.6 KB before, all -Os and
# wasi-libc's dlmalloc):
#   -Oz for every file but the ULID codec and Crockford base32, built -O2
#     (the generator and ChaCha20 stay -Oz: at -O2 the generator's
#     always-inlined kinds alone make the module 72 KB; the core's factory
#     calls and the call glue at -O2 cost 0.8 KB and no speed in bench-node);
#   wasm/libc.c's malloc, free, memcpy, memset, memchr and strlen instead of
#     wasi-libc's (dlmalloc is 9 KB);
#   sign extension and non-trapping float-to-int instructions (WebAssembly
#     2.0, in every engine since 2021: Node 18 and later, Chrome 75, Firefox
#     64, Safari 15), which need no range checks around conversions;
#   a reactor (crt1-reactor.o: no export wrapped to run constructors; JS
#     calls _initialize once), --gc-sections, --strip-all;
#   binaryen's wasm-opt -Oz over the linked module (--low-memory-unused: data
#     starts at --global-base=1024, nothing lives below it);
#   ChaCha20 one block at a time (src/entropy.c: four blocks in vectors the
#     module does not have were 3.2 KB of emulated lanes and no faster).
WASM_HOT := src/ulid.c src/crockford.c
$(WASM_HOT:%.c=$(WASM_BUILD)/%.o): WASM_OPT := -O2

$(WASM_BUILD)/%.o: %.c $(wildcard include/*.h src/*.h src/*.inc $(NODE_DIR)/src/*.h) \
                   $(NODE_DIR)/wasm/wasm.mk | wasm-toolchain
	@mkdir -p "$(dir $@)"
	@$(WASM_CC) $(WASM_CFLAGS) -c "$<" -o "$@"

$(WASM): $(WASM_OBJS) | wasm-toolchain
	$(WASM_LD) --no-entry --strip-all --gc-sections --global-base=1024 \
	    -L$(WASI_SYSROOT)/lib/wasm32-wasi -o "$(WASM_BUILD)/linked.wasm" \
	    $(WASI_SYSROOT)/lib/wasm32-wasi/crt1-reactor.o $(WASM_OBJS) -lc
	$(WASM_OPTIMIZE) --enable-sign-ext --enable-nontrapping-float-to-int \
	    -Oz --converge --low-memory-unused --zero-filled-memory \
	    "$(WASM_BUILD)/linked.wasm" -o "$@"
	@size=$$(wc -c <"$@"); if [ "$$size" -gt $(WASM_MAX_BYTES) ]; then \
	    echo "wasm: $@ is $$size bytes, more than $(WASM_MAX_BYTES)" >&2; rm -f "$@"; exit 1; fi
