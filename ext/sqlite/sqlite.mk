# SPDX-License-Identifier: MIT
# SQLite loadable extension (ext/sqlite).  Included by the top Makefile.
#
#   make sqlite        build/ext/sqlite/sortid.so (the library linked in)
#   make test-sqlite   SQL scripts through the sqlite3 shell and through a C
#                      program, every vector, threads (suite "sqlite")
#   make bench-sqlite  1,000,000 rows of ulid()/ulid_blob() vs randomblob(16)

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

# Only sqlite3_sortid_init is exported (sortid.map); -z nodelete keeps the
# process-wide monotonic generators alive when the last connection closes.
$(SQLITE_EXT): ext/sqlite/sortid_sqlite.c ext/sqlite/sortid.map include/sortid.h $(LIB_PIC)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -fPIC -fvisibility=hidden -shared \
	    -Wl,--version-script=ext/sqlite/sortid.map -Wl,-z,nodelete -Wl,-z,defs \
	    -Wl,-z,noexecstack $(ALL_LDFLAGS) -o $@ $< $(LIB_PIC) $(LDLIBS)

# The test build: sortid_sqlite.c with sortid_test_clock() (a clock the
# tests can stop); loaded only by test-sqlite's clock checks, never installed.
$(SQLITE_TEST_EXT): ext/sqlite/tests/test-clock.c ext/sqlite/sortid_sqlite.c ext/sqlite/sortid.map \
                    include/sortid.h $(LIB_PIC)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -fPIC -fvisibility=hidden -shared \
	    -Wl,--version-script=ext/sqlite/sortid.map -Wl,-z,nodelete -Wl,-z,defs \
	    -Wl,-z,noexecstack $(ALL_LDFLAGS) -o $@ $< $(LIB_PIC) $(LDLIBS)

$(SQLITE_TEST): ext/sqlite/tests/test-sqlite.c include/sortid.h $(STATIC)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $< $(STATIC) $(ALL_LDFLAGS) $(SQLITE_LIBS) $(LDLIBS) -o $@

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
