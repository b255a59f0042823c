# SPDX-License-Identifier: MIT
# Sourced by run-tests.sh (server "one" running, database sortid_test, the
# functions installed; ok / bad count): the server-wide increasing
# generators drawn by 4 connections at once are strictly increasing in
# each connection and unique across them, and after a restart of the server
# every new ID sorts after every old one (the clock carries the order).

# The increasing makers, as column = expression.
MONO_COLS="ulid=gen_monotonic_ulid_bytes() baseuid=gen_monotonic_baseuid_bytes()
ksuid=gen_monotonic_ksuid() uuidv7=gen_monotonic_uuidv7_bytes() flake=gen_monotonic_ulidflake_bytes()
flake5=gen_monotonic_ulidflake_bytes(5) objectid=gen_monotonic_objectid() xid=gen_monotonic_xid()
typeid=gen_monotonic_typeid('t')"

mono_insert() { # mono_insert CONN ROWS: connections 1 and 3 with a random step
    local cols='' exprs='' c
    for c in $MONO_COLS; do
        cols="$cols, ${c%%=*}"
        exprs="$exprs, ${c#*=}"
    done
    sql -e "DO sortid_random_step($(($1 % 2 * 32)));
            INSERT INTO mono (conn, seq$cols) SELECT $1, seq$exprs FROM seq_1_to_$2 ORDER BY seq"
}

concurrency_tests() {
    local c col got pids='' old
    sql -e "CREATE TABLE mono (conn INT, seq INT, ulid BINARY(16), baseuid BINARY(15),
            ksuid CHAR(27) COLLATE ascii_bin, uuidv7 BINARY(16), flake BINARY(8), flake5 BINARY(8),
            objectid CHAR(24) COLLATE ascii_bin, xid CHAR(20) COLLATE ascii_bin,
            typeid VARCHAR(40) COLLATE ascii_bin,
            PRIMARY KEY (conn, seq))" || bad "CREATE TABLE mono"
    for c in 1 2 3 4; do
        mono_insert "$c" 2000 &
        pids="$pids $!"
    done
    for c in $pids; do wait "$c" || bad "a concurrent INSERT failed"; done
    got=$(sql -e "SELECT count(*) FROM mono")
    if [ "$got" = 8000 ]; then ok; else bad "concurrent inserts: $got rows, expected 8000"; fi
    for c in $MONO_COLS; do
        col=${c%%=*}
        got=$(sql -e "SELECT count(*) FROM mono a JOIN mono b ON b.conn = a.conn AND b.seq = a.seq + 1
                      WHERE b.$col <= a.$col")
        if [ "$got" = 0 ]; then ok; else bad "$col: $got steps not increasing within a connection"; fi
        got=$(sql -e "SELECT count(DISTINCT $col) FROM mono")
        if [ "$got" = 8000 ]; then ok; else bad "$col: $got distinct of 8000"; fi
    done
    # restart: the old maxima, then new IDs after the server came back
    old=$(sql -e "SELECT max(ulid) FROM mono" | wc -c)
    mdb_stop one
    if ! mdb_launch one "$port"; then
        bad "the server did not restart"
        return
    fi
    mono_insert 5 100 || bad "INSERT after the restart"
    for c in $MONO_COLS; do
        col=${c%%=*}
        got=$(sql -e "SELECT count(*) FROM mono WHERE conn = 5 AND
                      $col <= (SELECT max($col) FROM mono WHERE conn < 5)")
        if [ "$got" = 0 ]; then ok; else bad "$col: $got IDs after the restart sort before older ones"; fi
    done
    [ "$old" -gt 0 ] || bad "no IDs before the restart"
}
