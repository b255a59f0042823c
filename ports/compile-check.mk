# SPDX-License-Identifier: MIT
# ports/compile-check.mk - suite "platform-compile": src/platform.c
# compiled for systems this machine cannot run (macOS, FreeBSD, OpenBSD,
# NetBSD) with clang's real targets (so __APPLE__, __FreeBSD__ ... and each
# ABI's type sizes are the compiler's own), against the declaration headers in
# ports/compile-check/ instead of an SDK we do not have.
#
# What it proves: on each system platform.c picks the intended calls
# (getentropy on macOS and Free/OpenBSD, arc4random_buf on NetBSD, never
# getrandom), compiles warning-free with them, and its mutex block holds that
# system's pthread_mutex_t (64 bytes on macOS).  What it cannot prove: that
# the real headers match these declarations, or that the code runs there.
# An unknown system must stop at platform.c's #error.  And the rest of the
# library (but the ISA kernels, which need their compiler flags) compiles with
# the compiler's own headers (stddef, stdint, stdatomic, limits ...) plus the
# string.h and stdlib.h declarations in compile-check/c11 and nothing else: no
# pthread.h, time.h, unistd.h or windows.h, so platform.c stays the one door
# to the system.

COMPILE_CHECK_CC := clang
COMPILE_CHECK_INC = $(shell $(COMPILE_CHECK_CC) -print-resource-dir)/include
COMPILE_CHECK_DIR := ports/compile-check
COMPILE_CHECK_C11 := $(filter-out src/platform.c,$(wildcard src/*.c)) src/arch/dispatch.c \
    src/arch/layout.c src/arch/scalar_codec.c src/arch/cpu.c
# target:stub-folder
COMPILE_CHECK_TARGETS := x86_64-apple-macos10.12:darwin arm64-apple-macos11:darwin \
    x86_64-unknown-freebsd13:freebsd aarch64-unknown-freebsd13:freebsd \
    x86_64-unknown-openbsd7:freebsd x86_64-unknown-netbsd9:netbsd
TEST_SUITES   += test-platform-compile
TEST_PACKAGES += clang

.PHONY: test-platform-compile

test-platform-compile:
	@pass=0; fail=0; \
	base="-std=c11 $(WARNINGS) -ffreestanding -nostdinc -isystem $(COMPILE_CHECK_INC) \
	      -isystem $(COMPILE_CHECK_DIR)/c11 -Iinclude -DSORTID_BUILDING -fsyntax-only"; \
	posix="$$base -isystem $(COMPILE_CHECK_DIR)/posix"; \
	for t in $(COMPILE_CHECK_TARGETS); do \
	    tgt=$${t%%:*}; os=$${t##*:}; \
	    if $(COMPILE_CHECK_CC) --target=$$tgt $$posix -isystem $(COMPILE_CHECK_DIR)/$$os \
	        src/platform.c; then \
	        echo "ok   $$tgt: src/platform.c"; pass=$$((pass + 1)); \
	    else echo "FAIL $$tgt: src/platform.c"; fail=$$((fail + 1)); fi; \
	done; \
	if $(COMPILE_CHECK_CC) --target=x86_64-unknown-haiku $$posix -isystem $(COMPILE_CHECK_DIR)/freebsd \
	    src/platform.c 2>&1 | grep -q 'no kernel random source known'; then \
	    echo "ok   x86_64-unknown-haiku: stops at the #error"; pass=$$((pass + 1)); \
	else echo "FAIL x86_64-unknown-haiku: no #error for an unknown system"; fail=$$((fail + 1)); fi; \
	for f in $(COMPILE_CHECK_C11); do \
	    if $(COMPILE_CHECK_CC) --target=x86_64-apple-macos10.12 $$base $$f; then \
	        echo "ok   no system header: $$f"; pass=$$((pass + 1)); \
	    else echo "FAIL $$f includes a header outside compile-check/c11"; fail=$$((fail + 1)); fi; \
	done; \
	echo "platform-compile: $$pass passed, $$fail failed"; \
	[ $$fail -eq 0 ]
