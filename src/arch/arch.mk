# SPDX-License-Identifier: MIT
# src/arch/arch.mk - the SIMD bulk codecs (included by the top Makefile).
#
# The top Makefile builds src/arch/*.c into the library with src/*.c (its
# LIB_SRCS); this gives each ISA's translation unit its own flags (the
# pattern rules add $(OBJ_CFLAGS_<name>.o)) and the kernels a dependency on
# their headers, and adds the NEON suite (cross-built, run under
# qemu-aarch64), the check that the committed codec tables equal a fresh
# scripts/gen-tables.py (test-tables), and the bulk and per-call
# instruction benchmarks (bench-bulk, bench-instructions).

# The kernels depend on their own headers too.
ARCH_SRCS := $(sort $(wildcard src/arch/*.c))
$(ARCH_SRCS:%.c=$(BUILD)/%.o) $(ARCH_SRCS:%.c=$(BUILD)/pic/%.o): $(wildcard src/arch/*.h)

# x86-64 kernels need their ISA flags; on other targets they compile to
# nothing and need none.  The NEON kernel needs no flag on AArch64.
ARCH_TARGET := $(shell $(CC) -dumpmachine 2>/dev/null)
ifneq ($(filter x86_64-%,$(ARCH_TARGET)),)
OBJ_CFLAGS_avx2_codec.o   := -mavx2
OBJ_CFLAGS_avx512_codec.o := -mavx512f -mavx512bw -mavx512vl -mavx512vbmi
endif

# ---- NEON: cross-compiled, tests run under user-mode qemu -------------------

CROSS_AARCH64 ?= aarch64-linux-gnu-gcc
QEMU_AARCH64  ?= qemu-aarch64 -L /usr/aarch64-linux-gnu
NEON_BUILD    := build-aarch64
TEST_SUITES   += test-neon
TEST_PACKAGES += gcc-aarch64-linux-gnu libc6-dev-arm64-cross qemu-user

.PHONY: test-neon bench-bulk

# The library and the whole test binary for AArch64; the run keeps to the
# bulk tests (every implementation against scalar), which exercise NEON.
test-neon:
	$(MAKE) --no-print-directory CC=$(CROSS_AARCH64) BUILD=$(NEON_BUILD) SANITIZE= \
	    $(NEON_BUILD)/tests/sortid-tests
	SORTID_BULK_RANDOM=200000 $(QEMU_AARCH64) $(NEON_BUILD)/tests/sortid-tests tests/vectors bulk

# ---- benchmark ----------------------------------------------------------------

BULK_BENCH_BIN := $(BUILD)/bench/bulk_bench
BENCH_TARGETS  += bench-bulk

$(BULK_BENCH_BIN): bench/bulk_bench.c include/sortid.h $(STATIC)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $< $(STATIC) $(ALL_LDFLAGS) $(LDLIBS) -o $@

bench-bulk: $(BULK_BENCH_BIN)
	$(BULK_BENCH_BIN)

# ---- instructions per call of the scalar codecs (callgrind) ---------------

INSTR_BENCH_BIN := $(BUILD)/bench/instructions
BENCH_TARGETS   += bench-instructions
.PHONY: bench-instructions

# Linked against the shared library, as a user's program links it.
$(INSTR_BENCH_BIN): bench/instructions.c include/sortid.h $(SHARED)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $< -L$(BUILD) -lsortid $(ALL_LDFLAGS) $(LDLIBS) -o $@

bench-instructions: $(INSTR_BENCH_BIN)
	@CC="$(CC)" bench/instructions.sh $(BUILD) $(INSTR_BENCH_BIN)

# ---- the codec tables equal a fresh scripts/gen-tables.py ------------------

TEST_SUITES   += test-tables
TEST_PACKAGES += python3
.PHONY: test-tables

test-tables:
	python3 scripts/gen-tables.py --check
