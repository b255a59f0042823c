# SPDX-License-Identifier: MIT
# MariaDB UDF plugin (ext/mariadb).  Included by the top Makefile.
#
#   make mariadb          build/ext/mariadb/sortid.so (the library linked in),
#                         install.sql and uninstall.sql
#   make install-mariadb  sortid.so into the server's plugin_dir (MARIADB_PLUGIN_DIR),
#                         the SQL scripts into $(PREFIX)/share/sortid/mariadb; then
#                         `mariadb < install.sql` creates the functions
#   make test-mariadb     one private mariadbd: every function, bad input, storage
#                         and order, restart (suite "mariadb")
#   make test-mariadb-sanitize  the entry points driven directly under ASan+UBSan
#   make test-galera      three mariadbd in a Galera cluster on loopback (suite "galera")
#   make test-spider      two shards and a Spider head: IDs unique and in order (suite "spider")
#   make test-mariadb-mysql     the plugin compiled against MySQL 8's UDF declarations
#   make bench-mariadb    1,000,000 rows: gen_ulid_bytes() vs AUTO_INCREMENT vs UUID(),
#                         and why (docs/mariadb.md)

MARIADB_DIR        := $(BUILD)/ext/mariadb
MARIADB_PLUGIN     := $(MARIADB_DIR)/sortid.so
MARIADB_SQL        := $(MARIADB_DIR)/install.sql $(MARIADB_DIR)/uninstall.sql
MARIADB_DRIVER     := $(MARIADB_DIR)/udf-driver
# the client library's headers, as system headers (not ours to warn about)
MARIADB_CFLAGS     := $(patsubst -I%,-isystem %,$(shell pkg-config --cflags libmariadb 2>/dev/null))
# the server's plugin_dir (SELECT @@plugin_dir) in Debian's mariadb-server
MARIADB_PLUGIN_DIR ?= /usr/lib/mysql/plugin
MARIADB_SRCS       := ext/mariadb/sortid_mariadb.c ext/mariadb/sortid_mariadb_fns.c \
                      ext/mariadb/sortid_mariadb_udfs.c
MARIADB_DEPS       := $(MARIADB_SRCS) ext/mariadb/sortid_mariadb.h ext/mariadb/sortid_mariadb_udf.h \
                      ext/mariadb/udfs.def \
                      include/sortid.h

TEST_SUITES       += test-mariadb test-mariadb-sanitize test-mariadb-mysql test-galera test-spider
TEST_PACKAGES     += mariadb-server mariadb-client libmariadb-dev galera-4 rsync iproute2 \
                     mariadb-plugin-spider
BENCH_TARGETS     += bench-mariadb
# install-mariadb is not part of make install: it writes the server's plugin
# directory, outside PREFIX (as install-postgres writes PostgreSQL's).

.PHONY: mariadb mariadb-driver install-mariadb uninstall-mariadb test-mariadb test-mariadb-sanitize \
        test-mariadb-mysql test-galera test-spider bench-mariadb

mariadb: $(MARIADB_PLUGIN) $(MARIADB_SQL)

# The exported names and the SQL scripts are made from udfs.def by the C
# preprocessor, so they cannot fall behind the functions.
$(MARIADB_DIR)/%: ext/mariadb/sql/%.in ext/mariadb/udfs.def
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) -E -P -x c -Iext/mariadb $< -o $@

$(MARIADB_DIR)/sortid.map: ext/mariadb/sortid.map.in ext/mariadb/udfs.def
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) -E -P -x c -Iext/mariadb $< -o $@

# The library as one object whose sortid_version is local: the SQL function
# sortid_version() is an exported symbol of the same name (the plugin reads
# the library's version from the header it was built with).
$(MARIADB_DIR)/libsortid-pic.o: $(LIB_PIC)
	@mkdir -p $(dir $@)
	$(LD) -r -o $@.tmp $^ && objcopy --localize-symbol=sortid_version $@.tmp $@ && rm -f $@.tmp

$(MARIADB_DIR)/libsortid.o: $(LIB_OBJS)
	@mkdir -p $(dir $@)
	$(LD) -r -o $@.tmp $^ && objcopy --localize-symbol=sortid_version $@.tmp $@ && rm -f $@.tmp

# Only the UDF entry points are exported; -z nodelete keeps the server-wide
# generators alive when the last function is dropped.
$(MARIADB_PLUGIN): $(MARIADB_DEPS) $(MARIADB_DIR)/sortid.map $(MARIADB_DIR)/libsortid-pic.o
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $(MARIADB_CFLAGS) -fPIC -fvisibility=hidden -shared \
	    -Wl,--version-script=$(MARIADB_DIR)/sortid.map -Wl,-z,nodelete -Wl,-z,defs \
	    -Wl,-z,noexecstack $(ALL_LDFLAGS) -o $@ $(MARIADB_SRCS) $(MARIADB_DIR)/libsortid-pic.o $(LDLIBS)

# A program that calls the entry points itself (no server), for the
# sanitizers: every function with good, bad and hostile arguments.
$(MARIADB_DRIVER): ext/mariadb/tests/udf-driver.c $(MARIADB_DEPS) $(MARIADB_DIR)/libsortid.o
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $(MARIADB_CFLAGS) -Iext/mariadb -o $@ $< $(MARIADB_SRCS) $(MARIADB_DIR)/libsortid.o \
	    $(ALL_LDFLAGS) $(LDLIBS)

# Into the server's plugin_dir, which other builds may be writing too: the
# copy is made under flock /tmp/sortid-mariadb.lock.
install-mariadb: $(MARIADB_PLUGIN) $(MARIADB_SQL)
	install -d $(DESTDIR)$(MARIADB_PLUGIN_DIR) $(DESTDIR)$(PREFIX)/share/sortid/mariadb
	flock /tmp/sortid-mariadb.lock install -m 644 $(MARIADB_PLUGIN) $(DESTDIR)$(MARIADB_PLUGIN_DIR)/sortid.so
	install -m 644 $(MARIADB_SQL) $(DESTDIR)$(PREFIX)/share/sortid/mariadb/

uninstall-mariadb:
	flock /tmp/sortid-mariadb.lock rm -f $(DESTDIR)$(MARIADB_PLUGIN_DIR)/sortid.so
	rm -rf $(DESTDIR)$(PREFIX)/share/sortid/mariadb

test-mariadb: $(MARIADB_PLUGIN) $(MARIADB_SQL) $(MARIADB_DRIVER)
	@ext/mariadb/tests/run-tests.sh $(MARIADB_DIR) $(MARIADB_DRIVER)

test-mariadb-sanitize:
	@$(MAKE) --no-print-directory SANITIZE=address,undefined mariadb-driver

mariadb-driver: $(MARIADB_DRIVER)
	@$(MARIADB_DRIVER)

test-mariadb-mysql: $(MARIADB_DIR)/libsortid-pic.o
	@ext/mariadb/tests/mysql-abi.sh "$(CC)" "$(ALL_CFLAGS)" $<

test-galera: $(MARIADB_PLUGIN) $(MARIADB_SQL)
	@ext/mariadb/tests/galera.sh $(MARIADB_DIR)

test-spider: $(MARIADB_PLUGIN) $(MARIADB_SQL)
	@ext/mariadb/tests/spider.sh $(MARIADB_DIR)

bench-mariadb: $(MARIADB_PLUGIN) $(MARIADB_SQL)
	@ext/mariadb/bench-mariadb.sh $(MARIADB_DIR)
