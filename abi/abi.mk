# SPDX-License-Identifier: MIT
# abi/abi.mk - the ABI and the exported names of libsortid.so.1, checked
# together (included by the top Makefile).  abi/ holds the version script
# (sortid.map), the ABI baseline (libsortid.abi), the list of exported names
# (exported-symbols.txt) and the two checks.
#
#   make test-symbols   the shared library exports exactly
#                       abi/exported-symbols.txt, every name sortid_* (suite)
#   make test-abi       libsortid.so.1 against abi/libsortid.abi with
#                       libabigail, version node SORTID_1.0 (suite)
#   make abi-baseline   record a new baseline after a compatible addition

TEST_SUITES   += test-abi test-symbols
TEST_PACKAGES += abigail-tools binutils

.PHONY: test-abi test-symbols abi-baseline

test-symbols: $(SHARED)
	@abi/check-symbols.sh $(BUILD)/libsortid.so abi/exported-symbols.txt

# Fails on an incompatible change.  After a compatible addition (a new
# function), `make abi-baseline` records the new baseline in the same commit.
test-abi: $(SHARED)
	@abi/test-abi.sh "$(CC)" "$(BUILD)"

abi-baseline: $(SHARED)
	abidw --headers-dir include --out-file abi/libsortid.abi $(SHARED)
