#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The MariaDB plugin's suite on one private mariadbd (tests/server.sh):
#   - install.sql creates every function of udfs.def; uninstall.sql drops them;
#   - functions.sql, errors.sql, storage.sql: each statement's output (rows
#     joined by " | ", or the server's error) against the line of its
#     .expected file, one test per line;
#   - every at-time vector of tests/vectors/at-time.tsv;
#   - strictly increasing IDs from concurrent connections, and after a
#     restart (the clock carries the order over);
#   - the entry points driven directly (udf-driver), without a server.
# Usage: run-tests.sh BUILD_DIR DRIVER.  Ends with "mariadb: N passed, N failed";
# a server that cannot start is a failure, never a skip.
set -u
here=$(cd "$(dirname "$0")" && pwd)
dir=$(cd "$1" && pwd)
driver=$2
pass=0
fail=0
ok() { pass=$((pass + 1)); }
bad() {
    fail=$((fail + 1))
    echo "mariadb: FAIL $*"
}
finish() {
    mdb_cleanup
    echo "mariadb: $pass passed, $fail failed"
    [ "$fail" -eq 0 ]
    exit
}

. "$here/server.sh"
MDB_PLUGIN_DIR=$dir
trap 'mdb_cleanup' EXIT
port=$(mdb_free_port 23406)
if ! mdb_start one "$port"; then
    bad "the server did not start"
    finish
fi
sql() { mdb_sql one -N -B sortid_test "$@"; }
mdb_sql one -e 'CREATE DATABASE sortid_test'

# ---- install: one function per row of udfs.def --------------------------------
want=$(grep -c '^UDF(' "$here/../udfs.def")
if mdb_sql one <"$dir/install.sql" && mdb_sql one <"$dir/install.sql"; then ok; else bad "install.sql (run twice)"; fi
got=$(mdb_sql one -N -e "SELECT count(*) FROM mysql.func WHERE dl = 'sortid.so'")
if [ "$got" = "$want" ]; then ok; else bad "install.sql made $got functions, udfs.def has $want"; fi

# ---- the names: every function and the numbers of arguments it takes, as the
# server answers (a call with k arguments is refused with "it takes ..."),
# held to docs/vocabulary.md ------------------------------------------------------
vocabulary() {
    local names probe refused f k lo hi out args
    names=$(mdb_sql one -N -e "SELECT name FROM mysql.func WHERE dl = 'sortid.so' ORDER BY name")
    probe=$(for f in $names; do for k in 0 1 2 3 4 5; do
        args=''
        for _ in $(seq 1 $k); do args="$args${args:+, }NULL"; done
        printf 'SELECT %s(%s);\n' "$f" "$args"
    done; done)
    refused=$(printf '%s\n' "$probe" | sql --force 2>&1 | sed -n "s/.*at line \([0-9]*\): Can't initialize function '[a-z_0-9]*'; it takes.*/\1/p")
    out=$(n=0; for f in $names; do
        lo=-1; hi=-1
        for k in 0 1 2 3 4 5; do
            n=$((n + 1))
            if ! printf '%s\n' $refused | grep -qx "$n"; then
                [ "$lo" = -1 ] && lo=$k
                hi=$k
            fi
        done
        echo "$f $lo $hi"
    done | python3 "$here/../../../scripts/vocabulary.py" MariaDB)
    printf '%s\n' "$out" | grep -v ' passed, ' || true
    p=$(printf '%s\n' "$out" | sed -n 's/^vocabulary MariaDB: \([0-9]*\) passed, \([0-9]*\) failed$/\1 \2/p')
    if [ -z "$p" ]; then bad "scripts/vocabulary.py gave no count"; return; fi
    pass=$((pass + ${p% *}))
    fail=$((fail + ${p#* }))
}
vocabulary

# ---- statement files -----------------------------------------------------------
# Each line of F.sql that is not blank or a comment is one statement; a
# statement with output (rows joined by " | ", or the error) is one test,
# compared with the next line of F.expected.
run_file() {
    local f=$1 exp="$here/$1.expected" out line got n=0 want_line
    out=$(mktemp)
    while IFS= read -r line; do
        case $line in '' | --*) continue ;; esac
        got=$(sql -e "$line" 2>&1)
        # an error: its line alone (the client echoes some failed statements)
        case $got in *"ERROR "*) got=$(printf '%s\n' "$got" | grep '^ERROR ') ;; esac
        got=$(printf '%s' "$got" | paste -sd '|' | sed 's/|/ | /g')
        [ -n "$got" ] && printf '%s\n' "$got" >>"$out"
    done <"$here/$f.sql"
    while IFS= read -r want_line; do
        n=$((n + 1))
        got=$(sed -n "${n}p" "$out")
        if [ "$got" = "$want_line" ]; then ok; else bad "$f.sql output $n: got '$got', expected '$want_line'"; fi
    done <"$exp"
    if [ "$(wc -l <"$out")" -ne "$n" ]; then
        bad "$f.sql: $(wc -l <"$out") outputs, $f.expected has $n"
        sed -n "$((n + 1)),\$p" "$out" | head -5
    fi
    # MDB_DUMP=DIR keeps each file's outputs (to review a new .expected)
    [ -n "${MDB_DUMP:-}" ] && cp "$out" "$MDB_DUMP/$f.out"
    rm -f "$out"
}
run_file functions
run_file errors
run_file storage

# ---- index range scans by time: the optimizer takes the at-time bounds as
# constants and reads the index range (EXPLAIN type "range" on that key) --------
range_scan() { # range_scan KEY WHERE
    local plan
    plan=$(sql -e "EXPLAIN SELECT count(*) FROM kinds WHERE $2" | cut -f4,6)
    case $plan in
    "range	$1"*) ok ;;
    *) bad "range scan on $1: EXPLAIN gives '$plan'" ;;
    esac
}
range_scan by_ulid_b "ulid_b BETWEEN ulid_to_bytes(ulid_at(1720000100000, 'min')) AND ulid_to_bytes(ulid_at(1720001100000, 'max'))"
range_scan by_ulid_b "ulid_b BETWEEN ulid_to_bytes(ulid_at('2024-07-03 10:35:00', 'min')) AND ulid_to_bytes(ulid_at('2024-07-03 10:36:40', 'max'))"
range_scan by_ulid_c "ulid_c BETWEEN CONVERT(ulid_at(1720000100000, 'min') USING ascii) AND CONVERT(ulid_at(1720001100000, 'max') USING ascii)"
range_scan by_uuidv7_u "uuidv7_u BETWEEN uuidv7_to_bytes(uuidv7_at(1720000100000, 'min')) AND uuidv7_to_bytes(uuidv7_at(1720001100000, 'max'))"

# ---- at-time vectors: the library's vectors through <kind>_at ------------------
while IFS=$'\t' read -r kind node ms ns rfc mode expected; do
    [ "$kind" = kind ] && continue
    case $kind in
    flake) q="ulidflake_at('$rfc', '$mode')" ;;
    flake-scalable) q="ulidflake_at('$rfc', '$mode', $node)" ;;
    *) q="${kind}_at('$rfc', '$mode')" ;;
    esac
    got=$(sql -e "SELECT $q" 2>&1)
    case $expected in
    "ERROR time_range") case $got in *"is outside the"*range*) ok ;; *) bad "$q: got '$got', expected a time range error" ;; esac ;;
    *) if [ "$got" = "$expected" ]; then ok; else bad "$q: got '$got', expected '$expected'"; fi ;;
    esac
done <"$here/../../../tests/vectors/at-time.tsv"

# ---- the SQL examples of docs/mariadb.md run on tables of their shape -------------
sql -e "CREATE TABLE events (id BINARY(16) PRIMARY KEY, body TEXT);
        CREATE TABLE orders (id UUID PRIMARY KEY);
        INSERT INTO events SELECT gen_ulid_bytes(), 'x' FROM seq_1_to_10;
        INSERT INTO orders SELECT gen_uuidv7_bytes() FROM seq_1_to_10" || bad "the docs' tables"
docs=$(mktemp)
awk '/^```sql$/ { on = 1; n++; next } /^```$/ { on = 0 } on { print > ("'"$docs"'." n) }' \
    "$here/../../../docs/mariadb.md"
for f in "$docs".*; do
    [ -e "$f" ] || { bad "docs/mariadb.md has no sql example"; break; }
    if got=$(sql <"$f" 2>&1); then ok; else bad "docs/mariadb.md example: $got"; fi
done
rm -f "$docs" "$docs".*

# ---- strictly increasing across connections, and across a restart ---------------
. "$here/concurrency.sh"
concurrency_tests

# ---- uninstall -------------------------------------------------------------------
if mdb_sql one <"$dir/uninstall.sql"; then ok; else bad "uninstall.sql"; fi
got=$(mdb_sql one -N -e "SELECT count(*) FROM mysql.func WHERE dl = 'sortid.so'")
if [ "$got" = 0 ]; then ok; else bad "uninstall.sql left $got functions"; fi
mdb_stop one

# ---- the entry points without a server -----------------------------------------
if line=$("$driver" | tail -n 1) && [ -n "$line" ]; then
    p=${line#*: }
    p=${p%% passed*}
    pass=$((pass + p))
    echo "$line"
else
    bad "udf-driver: $line"
fi
finish
