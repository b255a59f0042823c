# SPDX-License-Identifier: MIT
# ports/s390x.mk - suite "s390x": big-endian.  The library and the CLI are
# cross-built for IBM Z and their tests run under user-mode qemu.
#
# qemu-user cannot install a seccomp filter nor re-execute the emulated
# binary, so fork_entropy_failure_is_error and impl_env_force are left to the
# native run; entropy_failure_injected and run-tests.sh's SORTID_FORCE_IMPL
# probes stand in for them.  The dispatch must pick the scalar codec.

S390X_CC    ?= s390x-linux-gnu-gcc
QEMU_S390X  ?= qemu-s390x -L /usr/s390x-linux-gnu
S390X_BUILD := build-s390x
TEST_SUITES   += test-s390x
TEST_PACKAGES += gcc-s390x-linux-gnu libc6-dev-s390x-cross qemu-user

.PHONY: test-s390x

test-s390x:
	$(MAKE) --no-print-directory CC=$(S390X_CC) BUILD=$(S390X_BUILD) SANITIZE= \
	    $(S390X_BUILD)/tests/sortid-tests $(S390X_BUILD)/cli/sortid
	@ports/run-tests.sh s390x $(S390X_BUILD)/tests/sortid-tests scalar \
	    --exclude fork_entropy_failure_is_error --exclude impl_env_force \
	    --cli $(S390X_BUILD)/cli/sortid -- $(QEMU_S390X)
