#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# make bench-mariadb: the plugin on a private mariadbd (tests/server.sh), same
# run, same server:
#   - inserting 1,000,000 rows keyed by gen_ulid_bytes() into BINARY(16),
#     against AUTO_INCREMENT and against UUID() into MariaDB's UUID type (and
#     gen_uuidv7_bytes() into UUID);
#   - one call: BENCHMARK(1000000, f()) of the makers against UUID().
# Prints each time and the ratios.  Usage: bench-mariadb.sh BUILD_DIR [ROWS]
set -u
here=$(cd "$(dirname "$0")" && pwd)
dir=$(cd "$1" && pwd)
rows=${2:-1000000}
. "$here/tests/server.sh"
MDB_PLUGIN_DIR=$dir
trap 'mdb_cleanup' EXIT
mdb_start bench "$(mdb_free_port 34700)" --innodb-buffer-pool-size=1G || exit 1
mdb_sql bench <"$dir/install.sql" || exit 1
mdb_sql bench -e "CREATE DATABASE bench" || exit 1
sql() { mdb_sql bench -N -B bench -e "$1"; }

# seconds (3 decimals) that one statement takes
timed() {
    local t0 t1
    t0=$(date +%s%N)
    sql "$1" >/dev/null || { echo "bench-mariadb: failed: $1" >&2; exit 1; }
    t1=$(date +%s%N)
    awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.3f", (b - a) / 1e9 }'
}

insert() { # insert NAME COLUMN-TYPE EXPRESSION: a fresh table, ROWS rows
    sql "DROP TABLE IF EXISTS t_$1; CREATE TABLE t_$1 (id $2 PRIMARY KEY, v INT) ENGINE=InnoDB"
    timed "INSERT INTO t_$1 (id, v) SELECT $3, seq FROM seq_1_to_$rows"
}

echo "bench-mariadb: $rows rows per table, MariaDB $(sql 'SELECT VERSION()'), sortid $(sql 'SELECT sortid_version()')"
sql "CREATE TABLE t_auto (id BIGINT AUTO_INCREMENT PRIMARY KEY, v INT) ENGINE=InnoDB"
auto=$(timed "INSERT INTO t_auto (v) SELECT seq FROM seq_1_to_$rows")
ulid=$(insert ulid 'BINARY(16)' 'gen_ulid_bytes()')
mono=$(insert mono 'BINARY(16)' 'gen_monotonic_ulid_bytes()')
uuid=$(insert uuid 'UUID' 'UUID()')
v7=$(insert v7 'UUID' 'gen_uuidv7_bytes()')
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
printf 'insert  AUTO_INCREMENT BIGINT               %8.3f s\n' "$auto"
printf 'insert  gen_ulid_bytes() BINARY(16)         %8.3f s   %sx AUTO_INCREMENT\n' "$ulid" "$(ratio "$ulid" "$auto")"
printf 'insert  gen_monotonic_ulid_bytes() BINARY(16) %6.3f s   %sx AUTO_INCREMENT\n' "$mono" "$(ratio "$mono" "$auto")"
printf 'insert  UUID() UUID                         %8.3f s   %sx AUTO_INCREMENT\n' "$uuid" "$(ratio "$uuid" "$auto")"
printf 'insert  gen_uuidv7_bytes() UUID             %8.3f s   %sx AUTO_INCREMENT\n' "$v7" "$(ratio "$v7" "$auto")"
printf 'insert  gen_ulid_bytes() / UUID()           %8s     %sx\n' "" "$(ratio "$ulid" "$uuid")"

n=$rows
base=$(timed "SELECT BENCHMARK($n, UUID())")
for f in 'gen_ulid_bytes()' 'gen_ulid()' 'gen_monotonic_ulid_bytes()' 'gen_uuidv7_bytes()' 'gen_uuidv7()'; do
    t=$(timed "SELECT BENCHMARK($n, $f)")
    printf 'call    %-28s %8.1f ns   %sx UUID()\n' "$f" "$(awk -v t="$t" -v n="$n" 'BEGIN { print t * 1e9 / n }')" "$(ratio "$t" "$base")"
done
printf 'call    %-28s %8.1f ns\n' 'UUID()' "$(awk -v t="$base" -v n="$n" 'BEGIN { print t * 1e9 / n }')"
mdb_stop bench
