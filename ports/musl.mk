# SPDX-License-Identifier: MIT
# ports/musl.mk - suite "musl": the library tests and the CLI golden tests
# of a build with musl libc (musl-gcc), run natively.
#
# musl-gcc searches no glibc header, and so not the kernel's either; the
# seccomp test needs <linux/seccomp.h>, which is libc-independent: a folder
# of links to the kernel headers (linux-libc-dev), searched after musl's own,
# gives it to that build so every test runs.

MUSL_CC     ?= musl-gcc
MUSL_BUILD  := build-musl
MUSL_KHDRS  := $(MUSL_BUILD)/kernel-headers
HOST_TRIPLE := $(shell gcc -dumpmachine 2>/dev/null)
TEST_SUITES   += test-musl
TEST_PACKAGES += musl-tools linux-libc-dev

.PHONY: test-musl

test-musl:
	@mkdir -p $(MUSL_KHDRS)
	ln -sfn /usr/include/linux $(MUSL_KHDRS)/linux
	ln -sfn /usr/include/asm-generic $(MUSL_KHDRS)/asm-generic
	ln -sfn /usr/include/$(HOST_TRIPLE)/asm $(MUSL_KHDRS)/asm
	$(MAKE) --no-print-directory CC=$(MUSL_CC) BUILD=$(MUSL_BUILD) SANITIZE= \
	    CFLAGS="$(OPT) -g -idirafter $(MUSL_KHDRS)" \
	    $(MUSL_BUILD)/tests/sortid-tests $(MUSL_BUILD)/cli/sortid
	@ports/run-tests.sh musl $(MUSL_BUILD)/tests/sortid-tests best \
	    --cli $(MUSL_BUILD)/cli/sortid
