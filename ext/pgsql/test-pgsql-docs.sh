# SPDX-License-Identifier: MIT
# Sourced by ext/pgsql/test-pgsql.sh: the examples of docs/postgres-sql.md run
# as written, in database "docs": its psql line installs the file (as a role
# without superuser), its first SQL block uses it, its second moves to the
# C extension.  A `-- value` comment that is no random ID is the result.
DOC="$ROOT/docs/postgres-sql.md"
block() { # the n-th fenced block of the language
    awk -v lang="$1" -v n="$2" '/^```/ { if (inb) { inb = 0; next } if ($0 == "```" lang) { k++; if (k == n) { inb = 1; next } } }
        inb' "$DOC"
}
q -c "CREATE DATABASE docs OWNER sortid_user" >/dev/null
line=$(block sh 1 | grep '^psql ' | sed "s|build/sortid--sql.sql|$SQL_FILE|")
if [ -n "$line" ] && (eval "PGDATABASE=docs PGUSER=sortid_user $line") >/dev/null 2>"$PG_TMP/docs.log"; then
    ok "docs: the install line of docs/postgres-sql.md, as written, by a role without superuser"
else
    bad "docs: install line: $(cat "$PG_TMP/docs.log")"
fi
for n in 1 2; do
    user=sortid_user
    [ "$n" = 2 ] && user=$PGUSER
    if block sql "$n" | PGTZ=UTC q -d docs -U "$user" -f - >"$PG_TMP/docs$n.out" 2>&1; then
        ok "docs: SQL example $n of docs/postgres-sql.md runs"
    else
        bad "docs: SQL example $n: $(cat "$PG_TMP/docs$n.out")"
    fi
done
expected=$(block sql 1 | sed -n "s/.*-- \([0-9]\{4\}-[0-9-]* [0-9:.+]*\).*/\1/p")
got=$(grep -E '^[0-9]{4}-' "$PG_TMP/docs1.out")
if [ -n "$expected" ] && [ "$expected" = "$got" ]; then
    ok "docs: the times the first example shows are the results"
else
    bad "docs: times shown [$expected], got [$got]"
fi
