# SPDX-License-Identifier: MIT
# ext/postgres: the PostgreSQL extension (PGXS), included by the top Makefile.
#
#   make postgres          build ext/postgres/sortid.so (libsortid linked in)
#   make install-postgres  install into the PostgreSQL of $(PG_CONFIG) (root)
#   make test-postgres     install, throwaway cluster, pg_regress + checks
#   make test-postgres-shards  install, a coordinator and two shards (postgres_fdw)
#   make test-postgres-modes   install, concurrent writers, preloaded and per session
#   make bench-postgres    1M-row insert / COPY benchmark against uuid
#   make test-postgres-sql     sql/sortid--1.0.sql = a fresh scripts/gen-sql.py
#   make test-postgres-pgxs    stand-alone PGXS build, install, installcheck and CREATE EXTENSION
#                              from make dist's tarball, and from make dist-pgxn's zip with pgxn
#   make test-postgres-meta    META.json against the PGXN Meta Spec 1.0.0 and the project's versions

PG_CONFIG   ?= pg_config
PG_PIC_LIB  := $(BUILD)/libsortid_pic.a
# PGXS's own flags (those PostgreSQL was built with), then the build's CPPFLAGS,
# CFLAGS and LDFLAGS (e.g. dpkg-buildflags'), plus $(WERROR); with clang,
# silence what a gcc-configured PostgreSQL's flags and headers trigger.  No
# LLVM bitcode (it needs the clang version PostgreSQL was built with).
PG_COPT     := $(WERROR) $(if $(shell $(CC) --version 2>/dev/null | grep -i clang),\
               -Wno-ignored-optimization-argument -Wno-unknown-warning-option -Wno-ignored-attributes)
PG_SUBMAKE   = $(MAKE) -C ext/postgres PG_CONFIG=$(PG_CONFIG) with_llvm=no COPT="$(PG_COPT)" CC="$(CC)" \
               SORTID_LIB=$(abspath $(PG_PIC_LIB)) SORTID_ROOT=$(CURDIR) \
               PG_CFLAGS="$(CPPFLAGS) $(CFLAGS)" PG_LDFLAGS="$(LDFLAGS)"

TEST_SUITES   += test-postgres test-postgres-shards test-postgres-modes test-postgres-sql \
                 test-postgres-pgxs test-postgres-meta
TEST_PACKAGES += postgresql-15 postgresql-server-dev-15 libfaketime python3 pgxnclient
BENCH_TARGETS += bench-postgres

.PHONY: postgres install-postgres uninstall-postgres test-postgres test-postgres-shards test-postgres-modes bench-postgres \
        test-postgres-sql test-postgres-pgxs test-postgres-meta \
        clean-postgres

$(PG_PIC_LIB): $(LIB_PIC)
	@rm -f $@
	ar rcs $@ $^

postgres: $(PG_PIC_LIB)
	$(PG_SUBMAKE)

install-postgres: postgres
	$(PG_SUBMAKE) install

uninstall-postgres:
	$(PG_SUBMAKE) uninstall

test-postgres: install-postgres
	@PG_CONFIG=$(PG_CONFIG) ext/postgres/scripts/test.sh

test-postgres-shards: install-postgres
	@PG_CONFIG=$(PG_CONFIG) ext/postgres/scripts/test-shards.sh

test-postgres-modes: install-postgres
	@PG_CONFIG=$(PG_CONFIG) ext/postgres/scripts/test-modes.sh

bench-postgres: install-postgres
	@echo "bench-postgres: sortid was installed into the system PostgreSQL ($$($(PG_CONFIG) --pkglibdir), $$($(PG_CONFIG) --sharedir)/extension) to run a throwaway cluster; no existing cluster or database is touched"
	@PG_CONFIG=$(PG_CONFIG) ext/postgres/scripts/bench.sh

# the SQL script is generated from one per-type template (ext/postgres/scripts/gen-sql.py)
test-postgres-sql:
	python3 ext/postgres/scripts/gen-sql.py --check

test-postgres-pgxs: dist-pgxn
	@PG_CONFIG=$(PG_CONFIG) ext/postgres/scripts/test-pgxs.sh "$(DIST_TARBALL)" "$(DIST_NAME)" "$(DIST_PGXN)"

test-postgres-meta:
	@python3 ext/postgres/scripts/check-meta.py

clean-postgres:
	-$(PG_SUBMAKE) clean

clean: clean-postgres
