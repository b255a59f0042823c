# platform/compile-check.mk - suite "platform-compile": src/platform.c
# compiled for systems this machine cannot run (macOS, FreeBSD, OpenBSD,
# NetBSD) with clang's real targets (so __APPLE__, __FreeBSD__ ... and each
# ABI's type sizes are the compiler's own), against the declaration headers in
# platform/compile-check/ instead of an SDK we do not have.
#
# What it proves: on each system platform.c picks the intended calls
# (getentropy on macOS and Free/OpenBSD, arc4random_buf on NetBSD, never
# getrandom), compiles warning-free with them, and its mutex block holds that
# system's pthread_mutex_t (64 bytes on macOS).  What it cannot prove: that
# the real headers match these declarations, or that the code runs there.
# An unknown system must stop at platform.c's #error.

COMPILE_CHECK_CC := clang
COMPILE_CHECK_INC = $(shell $(COMPILE_CHECK_CC) -print-resource-dir)/include
COMPILE_CHECK_DIR := platform/compile-check
# target:stub-folder
COMPILE_CHECK_TARGETS := x86_64-apple-darwin:darwin aarch64-apple-darwin:darwin \
    x86_64-unknown-freebsd13:freebsd aarch64-unknown-freebsd13:freebsd \
    x86_64-unknown-openbsd7:freebsd x86_64-unknown-netbsd9:netbsd
TEST_SUITES   += test-platform-compile
TEST_PACKAGES += clang

.PHONY: test-platform-compile

test-platform-compile:
	@pass=0; fail=0; \
	flags="-std=c11 $(WARNINGS) -ffreestanding -nostdinc -isystem $(COMPILE_CHECK_INC) \
	       -isystem $(COMPILE_CHECK_DIR)/c11 -isystem $(COMPILE_CHECK_DIR)/posix \
	       -Iinclude -DSORTID_BUILDING -fsyntax-only"; \
	for t in $(COMPILE_CHECK_TARGETS); do \
	    tgt=$${t%%:*}; os=$${t##*:}; \
	    if $(COMPILE_CHECK_CC) --target=$$tgt $$flags -isystem $(COMPILE_CHECK_DIR)/$$os \
	        src/platform.c; then \
	        echo "ok   $$tgt: src/platform.c"; pass=$$((pass + 1)); \
	    else echo "FAIL $$tgt: src/platform.c"; fail=$$((fail + 1)); fi; \
	done; \
	if $(COMPILE_CHECK_CC) --target=x86_64-unknown-haiku $$flags -isystem $(COMPILE_CHECK_DIR)/freebsd \
	    src/platform.c 2>&1 \
	    | grep -q 'no kernel random source known'; then \
	    echo "ok   x86_64-unknown-haiku: stops at the #error"; pass=$$((pass + 1)); \
	else echo "FAIL x86_64-unknown-haiku: no #error for an unknown system"; fail=$$((fail + 1)); fi; \
	echo "platform-compile: $$pass passed, $$fail failed"; \
	[ $$fail -eq 0 ]
