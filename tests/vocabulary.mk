# SPDX-License-Identifier: MIT
# docs/vocabulary.md's checker (scripts/vocabulary.py) and its own test.  Each
# front end's suite feeds the checker the names it reports itself.
.PHONY: test-vocabulary
TEST_SUITES += test-vocabulary

test-vocabulary:
	@tests/vocabulary/run-tests.sh
