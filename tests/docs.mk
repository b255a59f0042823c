# SPDX-License-Identifier: MIT
# Every documented example runs: tests/docs/run-snippets.py over the README,
# the docs and the packages' READMEs (docs/api.md is the header's reference,
# made and checked by test-api-doc: its blocks are declarations, not examples).
# A block the runner cannot run itself names the suite that runs it.  And the
# README's first command, `make run`, runs and shows every command working.
.PHONY: test-docs test-run
TEST_SUITES += test-docs test-run

DOC_PAGES := README.md $(filter-out docs/api.md,$(wildcard docs/*.md)) \
             bindings/node/README.md bindings/python/README.md

test-docs: all $(SQLITE_EXT) $(PY_STAMP) $(NODE_ADDON)
	@python3 tests/docs/run-snippets.py $(BUILD) $(DOC_PAGES)

test-run:
	@out=$$($(MAKE) --no-print-directory run 2>&1); rc=$$?; \
	 lines=$$(printf '%s\n' "$$out" | grep -c .); \
	 if [ $$rc -eq 0 ] && [ $$lines -ge 20 ]; then echo "run: 1 passed, 0 failed"; \
	 else printf '%s\n' "$$out" | tail -20; echo "run: 0 passed, 1 failed (status $$rc, $$lines lines)"; exit 1; fi
