# SPDX-License-Identifier: MIT
# sortid - GNU Makefile, no configure step.
#
#   make              static + shared library and the sortid CLI (build/)
#   make run          build and run the main job (see README)
#   make test         install test dependencies if missing, build, run every test
#   make bench        benchmarks (ns/op and ratios measured in the same run)
#   make install      PREFIX=/usr/local DESTDIR= : header, libraries, sortid.pc,
#                     CMake package, CLI, completions (ldconfig when to the real root)
#   make dist         sortid-VERSION.tar.gz from the tracked files (scripts/dist.mk)
#   make deb          the Debian packages (debian/debian.mk)
#   make SANITIZE=address,undefined test-lib   library tests under ASan+UBSan
#   make SANITIZE=thread test-threads          threaded tests under TSan
#   (make test runs both: test-sanitize, test-tsan)
#   make test-abi     libsortid.so.1 against abi/libsortid.abi; make abi-baseline
#   make test-symbols the exported names against abi/exported-symbols.txt
#   (both in abi/abi.mk)
#
# Components (abi/, cli/, ext/*, fuzz/, ports/, bindings/*) add their own rules in
# a *.mk file next to their sources, included below; each appends its test
# suite to TEST_SUITES.

PREFIX    ?= /usr/local
LIBDIR    ?= $(PREFIX)/lib
INCDIR    ?= $(PREFIX)/include
BINDIR    ?= $(PREFIX)/bin
MANDIR    ?= $(PREFIX)/share/man
DESTDIR   ?=

CC        ?= cc
OPT       ?= -O2
# Warnings are errors for developers and CI (every test target, .ci/run), not
# in a user's plain `make`: a newer compiler's new warning must not break it.
ifneq ($(filter test test-%,$(MAKECMDGOALS)),)
WERROR    ?= -Werror
else
WERROR    ?=
endif
WARNINGS  := -Wall -Wextra -Wpedantic -Wshadow -Wstrict-prototypes -Wcast-qual \
             -Wmissing-prototypes -Wpointer-arith -Wvla $(WERROR)
SANITIZE  ?=

ifeq ($(SANITIZE),)
BUILD     ?= build
SANFLAGS  :=
else
BUILD     ?= build-$(subst $(comma),-,$(SANITIZE))
SANFLAGS  := -fsanitize=$(SANITIZE) -fno-omit-frame-pointer -fno-sanitize-recover=all
endif
comma := ,
# Nested makes (the test scripts' install, dist and build steps) keep this choice.
export WERROR
# The compile and link flags of this build folder: objects are rebuilt when
# they change (a plain `make`, then `make test` with -Werror; other CFLAGS).
BUILD_FLAGS_FILE := $(BUILD)/flags
BUILD_DIRS_FILE  := $(BUILD)/install-dirs

# CPPFLAGS, CFLAGS and LDFLAGS from the environment or the command line (e.g.
# dpkg-buildflags' hardening flags) reach every compile and link.
CPPFLAGS  ?=
CFLAGS    ?= $(OPT) -g
ALL_CFLAGS = -std=c11 -D_GNU_SOURCE $(WARNINGS) $(SANFLAGS) $(CPPFLAGS) $(CFLAGS) -Iinclude
LDFLAGS   ?=
ALL_LDFLAGS = $(SANFLAGS) $(LDFLAGS)
LDLIBS    += -lpthread

# Cross builds (ports/*.mk): what the target system needs.  Windows
# (mingw-w64): .exe, BCryptGenRandom's library, a static link so the
# programs run without the toolchain's DLLs, and the C99 printf (%zu).
TARGET_MACHINE := $(shell $(CC) -dumpmachine 2>/dev/null)
EXE :=
ifneq ($(findstring mingw,$(TARGET_MACHINE)),)
EXE       := .exe
LDLIBS    += -lbcrypt
ALL_LDFLAGS += -static
ALL_CFLAGS += -D__USE_MINGW_ANSI_STDIO=1
endif

# The release version has one home, the header's SORTID_VERSION_STRING;
# `make test-version` checks every other place that states it.
SOVERSION := 1
VERSION   := $(shell sed -n 's/^\#define SORTID_VERSION_STRING "\(.*\)"$$/\1/p' include/sortid.h)

LIB_SRCS  := $(sort $(wildcard src/*.c src/arch/*.c))
LIB_OBJS  := $(LIB_SRCS:%.c=$(BUILD)/%.o)
LIB_PIC   := $(LIB_SRCS:%.c=$(BUILD)/pic/%.o)
# Extra per-object flags (e.g. SIMD kernels): set OBJ_CFLAGS_<name>.o
STATIC    := $(BUILD)/libsortid.a
SHARED    := $(BUILD)/libsortid.so.$(VERSION)
SONAME    := libsortid.so.$(SOVERSION)

TEST_PACKAGES := pkg-config binutils clang-format
TEST_SUITES := test-source test-api-doc test-lib test-example test-install test-sanitize test-tsan
BENCH_TARGETS := bench-lib
INSTALL_TARGETS := install-lib
UNINSTALL_TARGETS := uninstall-lib


.PHONY: test-source format api-doc test-api-doc
.PHONY: all lib run run-example test test-deps test-lib test-threads test-example test-install test-sanitize \
        test-tsan bench bench-lib install install-lib install-snapshot uninstall uninstall-lib clean

all: lib cli
lib: $(STATIC) $(SHARED)

$(BUILD)/%.o: %.c $(wildcard include/*.h src/*.h) $(BUILD_FLAGS_FILE)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -DSORTID_BUILDING -fvisibility=hidden $(OBJ_CFLAGS_$(notdir $@)) -c $< -o $@

$(BUILD)/pic/%.o: %.c $(wildcard include/*.h src/*.h) $(BUILD_FLAGS_FILE)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -DSORTID_BUILDING -fvisibility=hidden -fPIC $(OBJ_CFLAGS_$(notdir $@)) -c $< -o $@

$(STATIC): $(LIB_OBJS)
	@rm -f $@
	ar rcs $@ $^

$(SHARED): $(LIB_PIC) abi/sortid.map
	$(CC) -shared -Wl,-soname,$(SONAME) -Wl,--version-script=abi/sortid.map -Wl,-z,defs \
	    -Wl,-z,noexecstack $(CFLAGS) $(ALL_LDFLAGS) -o $@ $(LIB_PIC) $(LDLIBS)
	ln -sf libsortid.so.$(VERSION) $(BUILD)/$(SONAME)
	ln -sf libsortid.so.$(VERSION) $(BUILD)/libsortid.so

# ---- tests ------------------------------------------------------------------

# Every source file carries its SPDX line and every C file the house format.
test-source:
	@scripts/check-source.sh

# docs/api.md is made from include/sortid.h; the suite fails when they differ.
api-doc:
	python3 scripts/gen-api-doc.py

test-api-doc:
	@python3 scripts/gen-api-doc.py --check

format:
	clang-format -i $$(git ls-files '*.c' '*.h' | grep -v '^fuzz/corpus/')


TEST_SRCS := $(sort $(wildcard tests/*.c))
TEST_BIN  := $(BUILD)/tests/sortid-tests$(EXE)

$(TEST_BIN): $(TEST_SRCS) $(wildcard tests/*.h) $(STATIC)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -Itests $(TEST_SRCS) $(STATIC) $(ALL_LDFLAGS) $(LDLIBS) -o $@

# The whole suite; ends with "N passed, N failed" summed over every suite.
test: test-deps
	@scripts/run-suites.sh $(TEST_SUITES)

test-deps:
	@scripts/install-deps.sh $(TEST_PACKAGES)

test-lib: $(TEST_BIN)
	$(TEST_BIN) tests/vectors

test-threads: $(TEST_BIN)
	$(TEST_BIN) tests/vectors thread

EXAMPLE_BIN := $(BUILD)/examples/example

$(EXAMPLE_BIN): examples/example.c include/sortid.h $(STATIC)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $< $(STATIC) $(ALL_LDFLAGS) $(LDLIBS) -o $@

# The README's example must compile (from the README itself) and run.
test-example: $(EXAMPLE_BIN) $(SHARED)
	@scripts/test-readme-example.sh "$(CC)" "$(BUILD)"

# The library's example; `make run` itself (the CLI showing its commands)
# is defined with the components at the end.
run-example: $(EXAMPLE_BIN)
	$(EXAMPLE_BIN)

# The library tests again under AddressSanitizer + UndefinedBehaviorSanitizer,
# and the threaded tests under ThreadSanitizer, each in its own build folder.
test-install: lib
	@scripts/test-install.sh

test-sanitize:
	$(MAKE) --no-print-directory SANITIZE=address,undefined test-lib

test-tsan:
	$(MAKE) --no-print-directory SANITIZE=thread test-threads

# ---- benchmarks ---------------------------------------------------------------

BENCH_BIN := $(BUILD)/bench/bench

$(BENCH_BIN): bench/bench.c $(STATIC)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $< $(STATIC) $(ALL_LDFLAGS) $(LDLIBS) -o $@

bench-lib: $(BENCH_BIN)
	$(BENCH_BIN)

# ---- install ------------------------------------------------------------------

$(BUILD)/sortid.pc: sortid.pc.in $(BUILD_DIRS_FILE)
	@mkdir -p $(dir $@)
	sed -e 's|@PREFIX@|$(PREFIX)|g' -e 's|@LIBDIR@|$(LIBDIR)|g' \
	    -e 's|@INCDIR@|$(INCDIR)|g' -e 's|@VERSION@|$(VERSION)|g' $< > $@

# Installed to the real root (no DESTDIR) as root: refresh the loader's cache,
# so programs find libsortid.so.1 in /usr/local/lib at once.  A PREFIX whose
# lib folder the loader does not search needs LD_LIBRARY_PATH, an rpath or a
# file in /etc/ld.so.conf.d (README, Install).
LDCONFIG_STEP = @if [ -z "$(DESTDIR)" ] && [ "$$(id -u)" = 0 ] && command -v ldconfig >/dev/null; then \
                    echo ldconfig; ldconfig; fi

install-lib: lib $(BUILD)/sortid.pc
	install -d $(DESTDIR)$(INCDIR) $(DESTDIR)$(LIBDIR)/pkgconfig
	install -m 644 include/sortid.h $(DESTDIR)$(INCDIR)/sortid.h
	install -m 644 $(STATIC) $(DESTDIR)$(LIBDIR)/libsortid.a
	install -m 755 $(SHARED) $(DESTDIR)$(LIBDIR)/libsortid.so.$(VERSION)
	ln -sf libsortid.so.$(VERSION) $(DESTDIR)$(LIBDIR)/$(SONAME)
	ln -sf libsortid.so.$(VERSION) $(DESTDIR)$(LIBDIR)/libsortid.so
	install -m 644 $(BUILD)/sortid.pc $(DESTDIR)$(LIBDIR)/pkgconfig/sortid.pc
	$(LDCONFIG_STEP)

uninstall-lib:
	rm -f $(DESTDIR)$(INCDIR)/sortid.h $(DESTDIR)$(LIBDIR)/libsortid.a \
	      $(DESTDIR)$(LIBDIR)/libsortid.so.$(VERSION) $(DESTDIR)$(LIBDIR)/$(SONAME) \
	      $(DESTDIR)$(LIBDIR)/libsortid.so $(DESTDIR)$(LIBDIR)/pkgconfig/sortid.pc
	$(LDCONFIG_STEP)

clean:
	rm -rf build build-*

# Components (each appends to TEST_SUITES, BENCH_TARGETS, INSTALL_TARGETS...).
include src/arch/arch.mk
include $(sort $(wildcard abi/*.mk cli/*.mk ext/*/*.mk fuzz/*.mk ports/*.mk bindings/*/*.mk tests/*.mk))

# Release, dist, CMake package, completions; the Debian packages.
include scripts/dist.mk debian/debian.mk

# Read after the components so their additions are in the lists.
run: run-cli
bench: $(BENCH_TARGETS)
# The folders install makes under $(DESTDIR)$(PREFIX) are recorded in
# $(BUILD)/installed-dirs, and uninstall removes those that are empty again,
# never one that was there before (scripts/install-dirs.sh).
install: $(INSTALL_TARGETS)
	@scripts/install-dirs.sh record $(BUILD)/install-dirs.state $(BUILD)/installed-dirs "$(DESTDIR)$(PREFIX)"
$(INSTALL_TARGETS): | install-snapshot
install-snapshot:
	@scripts/install-dirs.sh snapshot $(BUILD)/install-dirs.state "$(DESTDIR)$(PREFIX)"
uninstall: $(UNINSTALL_TARGETS)
	@scripts/install-dirs.sh remove $(BUILD)/installed-dirs "$(DESTDIR)$(PREFIX)"

# Rewritten only when the flags, or the install folders written into
# sortid.pc and the CMake files, differ from the last build's.
BUILD_FLAGS := $(CC) $(ALL_CFLAGS) | $(ALL_LDFLAGS) $(LDLIBS)
BUILD_DIRS  := $(PREFIX) $(LIBDIR) $(INCDIR) $(CMAKEDIR)
ifneq ($(file <$(BUILD_FLAGS_FILE)),$(BUILD_FLAGS))
$(shell mkdir -p $(BUILD))
$(file >$(BUILD_FLAGS_FILE),$(BUILD_FLAGS))
endif
ifneq ($(file <$(BUILD_DIRS_FILE)),$(BUILD_DIRS))
$(shell mkdir -p $(BUILD))
$(file >$(BUILD_DIRS_FILE),$(BUILD_DIRS))
endif
