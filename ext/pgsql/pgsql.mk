# SPDX-License-Identifier: MIT
# ext/pgsql: the pure-SQL edition of the PostgreSQL extension (docs/postgres-sql.md),
# included by the top Makefile.
#
#   make pgsql               build/sortid--sql.sql, made from libsortid's tables
#   make test-pgsql          differential test against the C extension and the move
#                            to it, in a throwaway server (installs ext/postgres)
#   make bench-postgres-sql  rows/s of gen_ulid(): SQL edition, C extension,
#                            gen_random_uuid() and a re-statement of pgulid;
#                            make bench-postgres runs it first

PGSQL_OUT   := $(BUILD)/sortid--sql.sql
PGSQL_PROBE := $(BUILD)/pgsql/probe$(EXE)

TEST_SUITES   += test-pgsql
TEST_PACKAGES += postgresql-15 postgresql-server-dev-15 postgresql-contrib python3
BENCH_TARGETS += bench-postgres-sql

.PHONY: pgsql test-pgsql bench-postgres-sql

$(PGSQL_PROBE): ext/pgsql/probe.c include/sortid.h $(STATIC)
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) $< $(STATIC) $(ALL_LDFLAGS) $(LDLIBS) -o $@

$(PGSQL_OUT): $(PGSQL_PROBE) ext/pgsql/gen-pgsql.py ext/pgsql/sortid-sql.sql.in ext/pgsql/sortid-sql-internal.sql.in
	$(PGSQL_PROBE) > $(BUILD)/pgsql/probe.json
	python3 ext/pgsql/gen-pgsql.py $(BUILD)/pgsql/probe.json $@

pgsql: $(PGSQL_OUT)

test-pgsql: $(PGSQL_OUT) install-postgres
	@PG_CONFIG=$(PG_CONFIG) ext/pgsql/test-pgsql.sh $(PGSQL_OUT)

bench-postgres-sql: $(PGSQL_OUT) install-postgres
	@PG_CONFIG=$(PG_CONFIG) ext/pgsql/bench-pgsql.sh $(PGSQL_OUT)

# The extension's own figures and the SQL edition's, in one `make bench-postgres`.
bench-postgres: bench-postgres-sql
