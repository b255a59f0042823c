# SPDX-License-Identifier: MIT
# cli/cli.mk - the sortid command (included by the top Makefile).
#
#   make cli              build $(BUILD)/cli/sortid (static link with libsortid.a)
#   make run-cli          build it and show it working
#   make test-cli         golden-output and property tests (suite "cli")
#   make test-cli-sanitize  the same tests against an ASan+UBSan build
#   make bench-cli        bench/cli-bench.sh: speed, and the ratio to npm's ulid
#   make bench-cli-family bench/cli-family-bench.sh: KSUIDs against Debian's ksuid,
#                         parse against convert on a file of every kind
#   make install-cli      binary, man page, bash completion

CLI_SRCS := $(sort $(wildcard cli/*.c))
CLI_BIN  := $(BUILD)/cli/sortid$(EXE)
BASHCOMPDIR ?= $(PREFIX)/share/bash-completion/completions

TEST_SUITES       += test-cli test-cli-sanitize
TEST_PACKAGES     += python3
BENCH_TARGETS     += bench-cli bench-cli-family
INSTALL_TARGETS   += install-cli
UNINSTALL_TARGETS += uninstall-cli

# Windows: CommandLineToArgvW, for the arguments as UTF-8 (cli/main.c).
CLI_LDLIBS := $(if $(EXE),-lshell32)

.PHONY: cli run-cli test-cli test-cli-sanitize bench-cli bench-cli-family install-cli \
        uninstall-cli

cli: $(CLI_BIN)

$(CLI_BIN): $(CLI_SRCS) $(wildcard cli/*.h) include/sortid.h $(STATIC)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -iquote cli $(CLI_SRCS) $(STATIC) $(ALL_LDFLAGS) $(LDLIBS) $(CLI_LDLIBS) -o $@

# What `make run` shows: every command once, on fixed inputs where it can.
run-cli: $(CLI_BIN)
	@set -e; s=$(CLI_BIN); \
	for cmd in "new 3" "monotonic 3" "--type flake monotonic 3" \
	           "at 2026-04-15T00:00:00Z 2" "at --min 1469918176385" \
	           "parse 01ARYZ6S41TSV4RRFFQ69G5FAV" \
	           "parse --format json 00CMXB6TAK4SA" \
	           "convert --to uuid 01ARYZ6S41TSV4RRFFQ69G5FAV" \
	           "convert --to baseuid 2d8bf8e1-4c3e-8ae6-8448-10542a469444" \
	           "new --type typeid --prefix user 2" "parse 9m4e2mr0ui3e8a215n4g" \
	           "convert --to uuidv6 c232ab00-9414-11ec-b3c8-9f6bdeced846"; do \
	    echo "\$$ sortid $$cmd"; $$s $$cmd; echo; \
	done; \
	echo '$$ sortid validate 01ARYZ6S41TSV4RRFFQ69G5FAU && echo valid'; \
	$$s validate 01ARYZ6S41TSV4RRFFQ69G5FAU && echo valid || echo "(exit status $$?)"

CLI_SUITE ?= cli
test-cli: $(CLI_BIN)
	@python3 tests/cli/run-tests.py --name $(CLI_SUITE) $(CLI_BIN)

# The same tests against an ASan+UBSan build (its own build directory).
test-cli-sanitize:
	@$(MAKE) --no-print-directory SANITIZE=address,undefined CLI_SUITE=cli-sanitize test-cli

bench-cli: $(CLI_BIN)
	@bench/cli-bench.sh $(CLI_BIN)

bench-cli-family: $(CLI_BIN)
	@bench/cli-family-bench.sh $(CLI_BIN)

install-cli: $(CLI_BIN)
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man1 $(DESTDIR)$(BASHCOMPDIR)
	install -m 755 $(CLI_BIN) $(DESTDIR)$(BINDIR)/sortid
	install -m 644 docs/sortid.1 $(DESTDIR)$(MANDIR)/man1/sortid.1
	install -m 644 cli/sortid.bash-completion $(DESTDIR)$(BASHCOMPDIR)/sortid

uninstall-cli:
	rm -f $(DESTDIR)$(BINDIR)/sortid $(DESTDIR)$(MANDIR)/man1/sortid.1 \
	      $(DESTDIR)$(BASHCOMPDIR)/sortid
