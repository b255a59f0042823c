# SPDX-License-Identifier: MIT
# The live peers of the rest of the family (issue 20): Debian's ksuid program
# and Python's uuid module against the library (tests/peers.sh).

PEER_BIN := $(BUILD)/tests/family-peer$(EXE)

$(PEER_BIN): tests/peer/family_peer.c include/sortid.h $(STATIC)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $< $(STATIC) $(ALL_LDFLAGS) $(LDLIBS) -o $@

TEST_SUITES   += test-peers
TEST_PACKAGES += ksuid python3
.PHONY: test-peers

test-peers: $(PEER_BIN)
	@tests/peers.sh $(PEER_BIN)

# The family's codecs in ns/op, and base62 against the textbook loop
# (bench/family_bench.c: ksuid_format and ksuid_parse >= 3x, same run).
FAMILY_BENCH_BIN := $(BUILD)/bench/family-bench$(EXE)
BENCH_TARGETS    += bench-family
.PHONY: bench-family

$(FAMILY_BENCH_BIN): bench/family_bench.c include/sortid.h $(STATIC)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $< $(STATIC) $(ALL_LDFLAGS) $(LDLIBS) -o $@

bench-family: $(FAMILY_BENCH_BIN)
	$(FAMILY_BENCH_BIN)
