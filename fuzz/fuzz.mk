# SPDX-License-Identifier: MIT
# fuzz/fuzz.mk - fuzzing harnesses, corpus replay and static analysis
# (included by the top Makefile; docs/hardening.md).  The exported-symbol
# check is abi/abi.mk's test-symbols.
#
#   make test-fuzz-replay     every committed corpus file through its harness,
#                             without libFuzzer, under ASan+UBSan (suite)
#   make test-fuzz-run        every harness under libFuzzer for FUZZ_RUN_SECONDS
#                             (4) from the committed corpus, so a property the
#                             code no longer keeps fails CI (suite)
#   make fuzz FUZZ_SECONDS=N  build the libFuzzer harnesses with clang in
#                             build-fuzz/ and run each for N seconds
#   make fuzz-merge           add to fuzz/corpus/H only the inputs `make fuzz` found
#                             that reach new edges (libFuzzer -merge=1
#                             -use_counters=0: keeps the corpus small)
#   make test-static          cppcheck + clang-tidy, fail on any finding (suite)

FUZZ_HARNESSES := $(patsubst fuzz/fuzz_%.c,%,$(sort $(wildcard fuzz/fuzz_*.c)))
FUZZ_SECONDS   ?= 60
FUZZ_RUN_SECONDS ?= 4
FUZZ_MAX_LEN   ?= 4096
FUZZ_CC        ?= clang-14
FUZZ_BUILD     := build-fuzz
FUZZ_SAN       := fuzzer-no-link,address,undefined
# The CLI harnesses compile the CLI's own sources.
FUZZ_EXTRA_cli_lines := cli/io.c
FUZZ_EXTRA_cli_time  := cli/io.c cli/decode.c cli/output.c
FUZZ_EXTRA_cli_grammar := cli/io.c cli/decode.c cli/util.c
FUZZ_DEPS      := fuzz/fuzz.h include/sortid.h $(wildcard cli/*.c cli/*.h) $(STATIC)

TEST_SUITES   += test-fuzz-replay test-fuzz-run test-static
TEST_PACKAGES += clang-14 libclang-rt-14-dev cppcheck clang-tidy

.PHONY: fuzz fuzz-build fuzz-replay-run fuzz-merge test-fuzz-replay test-fuzz-run test-static

# ---- replay (ordinary CI) ------------------------------------------------------

$(BUILD)/fuzz/replay-%: fuzz/fuzz_%.c fuzz/replay.c $(FUZZ_DEPS)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -Icli -DHARNESS='"$*"' $< fuzz/replay.c $(FUZZ_EXTRA_$*) $(STATIC) \
	    $(ALL_LDFLAGS) $(LDLIBS) -o $@

fuzz-replay-run: $(FUZZ_HARNESSES:%=$(BUILD)/fuzz/replay-%)
	@set -u; p=0; f=0; \
	for h in $(FUZZ_HARNESSES); do \
	    if [ ! -d fuzz/corpus/$$h ]; then echo "fuzz-replay: no corpus for $$h" >&2; f=$$((f + 1)); continue; fi; \
	    line=$$($(BUILD)/fuzz/replay-$$h fuzz/corpus/$$h | tail -n 1); echo "$$line"; \
	    hp=$$(echo "$$line" | sed -nE 's/.*: ([0-9]+) passed, ([0-9]+) failed/\1/p'); \
	    hf=$$(echo "$$line" | sed -nE 's/.*: ([0-9]+) passed, ([0-9]+) failed/\2/p'); \
	    [ -n "$$hp" ] || { hp=0; hf=1; }; \
	    p=$$((p + hp)); f=$$((f + hf)); \
	done; \
	echo "fuzz-replay: $$p passed, $$f failed"; [ $$f -eq 0 ]

# Under ASan+UBSan, in the same build folder as test-sanitize.
test-fuzz-replay:
	@$(MAKE) --no-print-directory SANITIZE=address,undefined fuzz-replay-run

# ---- libFuzzer -------------------------------------------------------------------

$(BUILD)/fuzz/fuzz-%: fuzz/fuzz_%.c $(FUZZ_DEPS)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -Icli -fsanitize=fuzzer $< $(FUZZ_EXTRA_$*) $(STATIC) \
	    $(ALL_LDFLAGS) -fsanitize=fuzzer $(LDLIBS) -o $@

fuzz-build: $(FUZZ_HARNESSES:%=$(BUILD)/fuzz/fuzz-%)

# New inputs go to build-fuzz/corpus/H (not committed), crashes to
# build-fuzz/crashes/; `make fuzz-merge` folds the new inputs into
# fuzz/corpus/H, minimised.  Every harness runs; the target fails when any
# crashed (fuzz/run.sh).
fuzz:
	@$(MAKE) --no-print-directory CC=$(FUZZ_CC) BUILD=$(FUZZ_BUILD) SANITIZE=$(FUZZ_SAN) fuzz-build
	@fuzz/run.sh fuzz $(FUZZ_BUILD) $(FUZZ_SECONDS) $(FUZZ_MAX_LEN) $(FUZZ_BUILD)/corpus $(FUZZ_HARNESSES)

# The same for a few seconds each, from the committed corpus alone (what it
# finds goes to a folder emptied first): replaying the corpus cannot see a
# property that new inputs break, such as a form the harness does not know.
test-fuzz-run:
	@$(MAKE) --no-print-directory CC=$(FUZZ_CC) BUILD=$(FUZZ_BUILD) SANITIZE=$(FUZZ_SAN) \
	    fuzz-build >/dev/null
	@rm -rf $(FUZZ_BUILD)/run-corpus
	@fuzz/run.sh fuzz-run $(FUZZ_BUILD) $(FUZZ_RUN_SECONDS) $(FUZZ_MAX_LEN) \
	    $(FUZZ_BUILD)/run-corpus $(FUZZ_HARNESSES)

fuzz-merge:
	@$(MAKE) --no-print-directory CC=$(FUZZ_CC) BUILD=$(FUZZ_BUILD) SANITIZE=$(FUZZ_SAN) fuzz-build
	@set -e; for h in $(FUZZ_HARNESSES); do \
	    mkdir -p $(FUZZ_BUILD)/corpus/$$h; \
	    $(FUZZ_BUILD)/fuzz/fuzz-$$h -merge=1 -use_counters=0 -max_len=$(FUZZ_MAX_LEN) fuzz/corpus/$$h \
	        $(FUZZ_BUILD)/corpus/$$h 2>&1 | grep -E '^MERGE-OUTER: [0-9]+ new files' || true; \
	    echo "$$h: $$(ls fuzz/corpus/$$h | wc -l) files"; \
	done

# ---- static analysis -------------------------------------------------------------

test-static:
	@scripts/static-analysis.sh

# The bulk harness spends most of its time in comparison callbacks
# (-fsanitize-coverage=trace-cmp) inside the text codecs, whose checks are
# table lookups and OR-accumulators that comparison tracing cannot steer:
# those objects keep their edge counters but lose trace-cmp in the fuzzing
# build, which takes the harness past 20,000 executions a second
# (docs/hardening.md).
FUZZ_NO_CMP := base64lex crockford dispatch scalar_codec avx2_codec avx512_codec neon64_codec
$(foreach o,$(FUZZ_NO_CMP),$(eval $(FUZZ_BUILD)/src/$(o).o $(FUZZ_BUILD)/src/arch/$(o).o: \
    OBJ_CFLAGS_$(o).o += -fno-sanitize-coverage=trace-cmp))
