# SPDX-License-Identifier: MIT
# SQLite loadable extension (ext/sqlite).  Included by the top Makefile.
#
#   make sqlite        build/ext/sqlite/sortid.so (the library linked in)
#   make test-sqlite   SQL scripts through the sqlite3 shell and through a C
#                      program, every vector, threads, loading, the names
#                      against docs/vocabulary.md (suite "sqlite")
#   make bench-sqlite  1,000,000 rows of gen_ulid()/gen_ulid_bytes() vs
#                      randomblob(16)

SQLITE_EXT   := $(BUILD)/ext/sqlite/sortid.so
SQLITE_TEST  := $(BUILD)/ext/sqlite/test-sqlite
SQLITE_TEST_EXT := $(BUILD)/ext/sqlite/sortid-test.so
SQLITE_BENCH := $(BUILD)/ext/sqlite/bench-sqlite
SQLITE_LIBS  := -lsqlite3

TEST_SUITES   += test-sqlite test-sqlite-sanitize
TEST_PACKAGES += sqlite3 libsqlite3-dev
BENCH_TARGETS += bench-sqlite

.PHONY: sqlite test-sqlite test-sqlite-sanitize bench-sqlite

sqlite: $(SQLITE_EXT)

# The extension's sources: the registration table and entry point, the
# argument readers, the generators, the readers and converters.
SQLITE_SRCS  := ext/sqlite/sortid_sqlite.c ext/sqlite/sqlite_args.c ext/sqlite/sqlite_gen.c \
                ext/sqlite/sqlite_read.c
SQLITE_DEPS  := $(SQLITE_SRCS) ext/sqlite/sqlite_ext.h ext/sqlite/sortid.map include/sortid.h \
                $(LIB_PIC)
SQLITE_LINK   = $(CC) $(ALL_CFLAGS) -fPIC -fvisibility=hidden -shared \
                -Wl,--version-script=ext/sqlite/sortid.map -Wl,-z,nodelete -Wl,-z,defs \
                -Wl,-z,noexecstack $(ALL_LDFLAGS)

# Only the entry points are exported (sortid.map); -z nodelete keeps the
# process-wide monotonic generators alive when the last connection closes.
$(SQLITE_EXT): $(SQLITE_DEPS)
	@mkdir -p $(dir $@)
	$(SQLITE_LINK) -o $@ $(SQLITE_SRCS) $(LIB_PIC) $(LDLIBS)

# The test build: the same sources with SORTID_SQLITE_TEST and
# ext/sqlite/tests/test-clock.c (sortid_test_clock(), a clock the tests can
# stop); loaded only by test-sqlite's clock checks, never installed.
$(SQLITE_TEST_EXT): ext/sqlite/tests/test-clock.c $(SQLITE_DEPS)
	@mkdir -p $(dir $@)
	$(SQLITE_LINK) -DSORTID_SQLITE_TEST -o $@ $(SQLITE_SRCS) ext/sqlite/tests/test-clock.c \
	    $(LIB_PIC) $(LDLIBS)

SQLITE_TEST_SRCS := ext/sqlite/tests/test-sqlite.c ext/sqlite/tests/test-vectors.c \
                    ext/sqlite/tests/test-runs.c
$(SQLITE_TEST): $(SQLITE_TEST_SRCS) ext/sqlite/tests/test-sqlite.h include/sortid.h $(STATIC)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $(SQLITE_TEST_SRCS) $(STATIC) $(ALL_LDFLAGS) $(SQLITE_LIBS) $(LDLIBS) -o $@

$(SQLITE_BENCH): ext/sqlite/bench-sqlite.c
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $< $(ALL_LDFLAGS) $(SQLITE_LIBS) $(LDLIBS) -o $@

# In a sanitizer build the extension is instrumented but the sqlite3 shell
# that loads it is not: preload the runtimes (gcc's; leak checks off, since
# the shell does not free everything at exit).
ifneq ($(SANITIZE),)
SQLITE_RUN_ENV := LD_PRELOAD="$(strip $(foreach s,$(subst $(comma), ,$(SANITIZE)),\
                  $(shell $(CC) -print-file-name=lib$(subst address,asan,$(subst undefined,ubsan,$(s))).so)))" \
                  ASAN_OPTIONS=detect_leaks=0
endif

test-sqlite: $(SQLITE_EXT) $(SQLITE_TEST_EXT) $(SQLITE_TEST)
	@$(SQLITE_RUN_ENV) ext/sqlite/tests/run-tests.sh $(SQLITE_EXT:.so=) $(SQLITE_TEST) tests/vectors \
	    $(SQLITE_TEST_EXT:.so=)

# The same suite with the extension and the C program under ASan+UBSan.
test-sqlite-sanitize:
	@$(MAKE) --no-print-directory SANITIZE=address,undefined test-sqlite

bench-sqlite: $(SQLITE_EXT) $(SQLITE_BENCH)
	$(SQLITE_BENCH) $(SQLITE_EXT:.so=)
