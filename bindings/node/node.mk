# SPDX-License-Identifier: MIT
# Node.js package `sortid` (bindings/node).  Included by the top Makefile.
#
#   make node         bindings/node/build/sortid.node (libsortid linked in statically)
#   make wasm         bindings/node/sortid.wasm, the WebAssembly back end (wasm/wasm.mk)
#   make node-browser bindings/node/browser.mjs, the ES module for browsers (esbuild)
#   make test-node    Node's test runner (suite "node"), once per back end (native,
#                     wasm): every vector, every error path, the `ulid` package
#                     against ours, worker threads and fork, ESM, the TypeScript
#                     declarations, the two back ends compared on every vector
#                     file; then the `npm pack` tarball: its types checked by
#                     @arethetypeswrong/cli (attw, no problem allowed), and
#                     installed under a path with a space: plainly,
#                     --ignore-scripts, no compiler on PATH; then each back
#                     end's public names against docs/vocabulary.md
#                     (scripts/names.js | scripts/vocabulary.py Node)
#   make test-browser the browser proof in Debian's headless Chromium (suite "browser")
#   make bench-node   ns per call against ulid, ulidx and crypto.randomUUID()
#   make bench-node-callgrind  instructions per call against ulid (valgrind)
#
# Test dependencies (ulid, ulidx, typescript, node-api-headers, esbuild,
# playwright-core, @arethetypeswrong/cli) come from npm through the committed package-lock.json,
# installed when node_modules is missing or older than the lock file.  Debian's
# nodejs and npm are installed only when no `node` / `npm` is on the PATH (a
# machine may have another Node build).

NODE_DIR      := bindings/node
NODE_ADDON    := $(NODE_DIR)/build/sortid.node
NODE_MODULES  := $(NODE_DIR)/node_modules/.package-lock.json
NODE_API_INC  := $(NODE_DIR)/node_modules/node-api-headers/include
NODE_SRCS     := $(sort $(wildcard $(NODE_DIR)/src/*.c))
NODE_CHECK    := $(NODE_DIR)/scripts/check-node.sh

include $(NODE_DIR)/wasm/wasm.mk

TEST_SUITES   += test-node test-browser
# test-browser: Debian's Chromium, driven over CDP by playwright-core (npm);
# no browser is downloaded.
TEST_PACKAGES += chromium python3
BENCH_TARGETS += bench-node
ifeq ($(shell command -v node),)
TEST_PACKAGES += nodejs
endif
ifeq ($(shell command -v npm),)
TEST_PACKAGES += npm
endif

.PHONY: node node-browser test-node test-browser bench-node bench-node-callgrind

node: $(NODE_ADDON)

# The ES module for browsers and workers (package.json's "browser" and
# "worker" conditions): lib/ bundled by esbuild, sortid.wasm's bytes inside
# it (no request, no top-level await: its `ready` promise).
NODE_BROWSER := $(NODE_DIR)/browser.mjs
node-browser: $(NODE_BROWSER)

$(NODE_BROWSER): $(wildcard $(NODE_DIR)/lib/*) $(WASM) $(NODE_MODULES)
	cd "$(NODE_DIR)" && node_modules/.bin/esbuild lib/browser.mjs --bundle --format=esm \
	    --platform=browser --target=es2020 --loader:.wasm=binary --log-level=warning \
	    --outfile=browser.mjs

$(NODE_MODULES): $(NODE_DIR)/package.json $(NODE_DIR)/package-lock.json
	@$(NODE_CHECK)
	cd $(NODE_DIR) && npm ci --ignore-scripts --no-audit --no-fund
	@touch $@

# The same objects as libsortid.so ($(LIB_PIC)); only the two Node-API
# registration symbols are exported (src/addon.map).
$(NODE_ADDON): $(NODE_SRCS) $(wildcard $(NODE_DIR)/src/*.h) $(NODE_DIR)/src/addon.map include/sortid.h \
               $(LIB_PIC) $(NODE_MODULES)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -fPIC -fvisibility=hidden -isystem $(NODE_API_INC) -DNAPI_VERSION=8 \
	    -shared -Wl,-z,noexecstack -Wl,--version-script=$(NODE_DIR)/src/addon.map \
	    $(ALL_LDFLAGS) -o $@ $(NODE_SRCS) $(LIB_PIC) $(LDLIBS)

test-node: $(NODE_ADDON) $(NODE_DIR)/sortid.wasm $(NODE_BROWSER)
	@$(NODE_DIR)/scripts/run-tests.sh

# The browser proof: test/browser/page.mjs bundled with browser.mjs, served
# from 127.0.0.1 and run in headless Chromium (a new empty profile): 100,000
# ULIDs and 100,000 monotonic ULIDs in order, every vector file answered as
# native Node answers it, crypto.getRandomValues the only random source, no
# request but the page's own; then the three ways a page gets the package
# (test/browser/ways.js: esbuild's default IIFE, an ESM bundle in a "type":
# "commonjs" project, a plain <script type="module">), each without top-level
# await.  Fails (never skips) when Chromium cannot run.
test-browser: $(NODE_ADDON) $(NODE_DIR)/sortid.wasm $(NODE_BROWSER)
	cd "$(NODE_DIR)" && node test/browser/run.js

# Node (both back ends), then the Chromium figure: the browser page's own
# timing of sortid's WebAssembly ulid() against ulid's browser build.
bench-node: $(NODE_ADDON) $(NODE_DIR)/sortid.wasm $(NODE_BROWSER)
	cd "$(NODE_DIR)" && SORTID_BACKEND=native node bench/bench.js
	cd "$(NODE_DIR)" && node test/browser/run.js bench

bench-node-callgrind: $(NODE_ADDON)
	$(NODE_DIR)/bench/instructions.sh
