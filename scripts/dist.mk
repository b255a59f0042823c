# SPDX-License-Identifier: MIT
# scripts/dist.mk - release engineering, included by the top Makefile.
#
#   make print-version  the version (from include/sortid.h, its one home)
#   make test-version   every place that states the version agrees (suite "version")
#   make test-build-flags  CPPFLAGS, CFLAGS, LDFLAGS reach every compile and
#                       link; -Werror only for test goals and CI
#   make dist           sortid-$(VERSION).tar.gz from the tracked files
#   make dist-pgxn      sortid-$(VERSION).zip, the PGXN distribution (from the tarball):
#                       META.json and a Makefile building the PostgreSQL extension at its root
#   make test-dist      unpack it in a temp folder, build and run test-lib there
#   make test-cmake     find_package(sortid) against a staged install
#   make test-completions  bash/zsh/fish completions parse and offer what
#                       sortid --help lists
#   make install-sqlite the SQLite extension as $(SQLITEMODDIR)/libsqlite3_mod_sortid.so
#                       (make uninstall removes it)
#   make install        (with install-lib, install-cli) the CMake package and the
#                       zsh and fish completions

VERSION_MAJOR := $(shell sed -n 's/^\#define SORTID_VERSION_MAJOR *\([0-9]*\)$$/\1/p' include/sortid.h)
DIST_NAME     := sortid-$(VERSION)
DIST_TARBALL  := $(BUILD)/$(DIST_NAME).tar.gz
DIST_PGXN     := $(BUILD)/$(DIST_NAME).zip

CMAKEDIR    ?= $(LIBDIR)/cmake/sortid
ZSHCOMPDIR  ?= $(PREFIX)/share/zsh/site-functions
FISHCOMPDIR ?= $(PREFIX)/share/fish/vendor_completions.d
SQLITEMODDIR ?= $(LIBDIR)

TEST_SUITES       += test-version test-build-flags test-dist test-cmake test-completions
TEST_PACKAGES     += git cmake zsh fish sqlite3
INSTALL_TARGETS   += install-cmake install-completions
# make uninstall removes the SQLite module too, when install-sqlite put it there
UNINSTALL_TARGETS += uninstall-cmake uninstall-completions uninstall-sqlite

.PHONY: print-version test-version test-build-flags dist dist-pgxn test-dist test-cmake test-completions install-cmake uninstall-cmake \
        install-completions uninstall-completions install-sqlite uninstall-sqlite

print-version:
	@echo $(VERSION)

test-version: $(CLI_BIN) $(BUILD)/sortid.pc
	@scripts/test-version.sh "$(VERSION)" "$(CLI_BIN)" "$(BUILD)"

test-build-flags:
	@scripts/test-build-flags.sh

# The tracked files (git ls-files; MANIFEST, written into the tarball, when
# there is no git, as in an unpacked tarball), owner, order and times fixed.
dist:
	@scripts/dist.sh "$(DIST_NAME)" "$(DIST_TARBALL)"

# ext/postgres/scripts/dist-pgxn.py says what it holds; make test-postgres-pgxs
# installs it with the PGXN client.
dist-pgxn: dist
	@python3 ext/postgres/scripts/dist-pgxn.py "$(DIST_TARBALL)" "$(DIST_NAME)" "$(DIST_PGXN)"

test-dist: dist
	@scripts/test-dist.sh "$(DIST_TARBALL)" "$(DIST_NAME)"

# ---- CMake package --------------------------------------------------------------

SIZEOF_VOID_P := $(shell echo __SIZEOF_POINTER__ | $(CC) -E -P - 2>/dev/null | tr -d ' ')
CMAKE_FILES   := $(BUILD)/cmake/sortidConfig.cmake $(BUILD)/cmake/sortidConfigVersion.cmake

$(BUILD)/cmake/%.cmake: cmake/%.cmake.in include/sortid.h $(BUILD_DIRS_FILE)
	@mkdir -p $(dir $@)
	sed -e 's|@VERSION@|$(VERSION)|g' -e 's|@VERSION_MAJOR@|$(VERSION_MAJOR)|g' \
	    -e 's|@SOVERSION@|$(SOVERSION)|g' -e 's|@SIZEOF_VOID_P@|$(SIZEOF_VOID_P)|g' \
	    -e "s|@REL_LIBDIR@|$$(realpath -m --relative-to=$(CMAKEDIR) $(LIBDIR))|g" \
	    -e "s|@REL_INCDIR@|$$(realpath -m --relative-to=$(CMAKEDIR) $(INCDIR))|g" $< > $@

install-cmake: $(CMAKE_FILES)
	install -d $(DESTDIR)$(CMAKEDIR)
	install -m 644 $(CMAKE_FILES) $(DESTDIR)$(CMAKEDIR)/

uninstall-cmake:
	rm -f $(addprefix $(DESTDIR)$(CMAKEDIR)/,$(notdir $(CMAKE_FILES)))
	rmdir $(DESTDIR)$(CMAKEDIR) 2>/dev/null || true

test-cmake: lib
	@scripts/test-cmake.sh "$(VERSION)"

# ---- completions, SQLite extension ------------------------------------------------

test-completions: $(CLI_BIN)
	@scripts/test-completions.sh $(CLI_BIN)

install-completions:
	install -d $(DESTDIR)$(ZSHCOMPDIR) $(DESTDIR)$(FISHCOMPDIR)
	install -m 644 cli/sortid.zsh-completion $(DESTDIR)$(ZSHCOMPDIR)/_sortid
	install -m 644 cli/sortid.fish-completion $(DESTDIR)$(FISHCOMPDIR)/sortid.fish

uninstall-completions:
	rm -f $(DESTDIR)$(ZSHCOMPDIR)/_sortid $(DESTDIR)$(FISHCOMPDIR)/sortid.fish

# The path and name of Debian's libsqlite3-mod-* packages: `.load
# libsqlite3_mod_sortid sqlite3_sortid_init` finds it once the loader does
# (docs/sqlite.md).
install-sqlite: $(SQLITE_EXT) | install-snapshot
	install -d $(DESTDIR)$(SQLITEMODDIR)
	install -m 644 $(SQLITE_EXT) $(DESTDIR)$(SQLITEMODDIR)/libsqlite3_mod_sortid.so
	@scripts/install-dirs.sh record $(BUILD)/install-dirs.state $(BUILD)/installed-dirs "$(DESTDIR)$(PREFIX)"
	$(LDCONFIG_STEP)

uninstall-sqlite:
	rm -f $(DESTDIR)$(SQLITEMODDIR)/libsqlite3_mod_sortid.so
	$(LDCONFIG_STEP)
