# SPDX-License-Identifier: MIT
# ports/windows.mk - suite "windows": the library cross-built for Windows
# x86-64 with mingw-w64 and its tests run under Debian's wine, headless
# (ports/with-wine.sh: a temporary prefix, no display).
#
# Windows has no fork(): the fork tests are registered with TEST_ELSEWHERE and
# listed as left to the native run; entropy_failure_injected stands in for the
# seccomp test, run-tests.sh's SORTID_FORCE_IMPL probes for impl_env_force.
# mingw-w64 gcc builds dispatch to the scalar codec (src/arch/dispatch.c).

MINGW_CC    ?= x86_64-w64-mingw32-gcc
WINE        ?= wine
MINGW_BUILD := build-mingw
TEST_SUITES   += test-windows
TEST_PACKAGES += gcc-mingw-w64-x86-64 wine wine64

.PHONY: test-windows

test-windows: $(CLI_BIN)
	$(MAKE) --no-print-directory CC=$(MINGW_CC) BUILD=$(MINGW_BUILD) SANITIZE= \
	    $(MINGW_BUILD)/tests/sortid-tests.exe $(MINGW_BUILD)/cli/sortid.exe
	@ports/with-wine.sh ports/run-tests.sh windows $(MINGW_BUILD)/tests/sortid-tests.exe \
	    scalar --cli-diff $(CLI_BIN) $(MINGW_BUILD)/cli/sortid.exe -- $(WINE)
