# SPDX-License-Identifier: MIT
# docs/vocabulary.md's checker (scripts/vocabulary.py), its own test, and the
# C and command-line columns: the names libsortid exports
# (abi/exported-symbols.txt, which test-symbols holds to the library) and the
# commands and options of `sortid --help`.  The other front ends feed the
# checker from their own suites (test-postgres, test-sqlite, test-mariadb,
# test-node, test-python).
.PHONY: test-vocabulary
TEST_SUITES += test-vocabulary

test-vocabulary: $(BUILD)/cli/sortid$(EXE)
	@tests/vocabulary/run-tests.sh $(BUILD)/cli/sortid$(EXE)
