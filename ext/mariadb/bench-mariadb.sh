#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# make bench-mariadb: the plugin on a private mariadbd (tests/server.sh), same
# run, same server:
#   - inserting ROWS rows keyed by gen_ulid_bytes() into BINARY(16), against
#     AUTO_INCREMENT and against UUID() into MariaDB's UUID type (and the
#     increasing gen_monotonic_ulid_bytes(), and gen_uuidv7_bytes() into UUID);
#   - why: the same random ULIDs, made beforehand, inserted once in the order
#     they were made and once sorted (one statement, only the order differs);
#   - one call: BENCHMARK(5 * ROWS, f()) of the makers against UUID().
# Like with like: every table is (id <key> PRIMARY KEY, v INT) and every
# insert is one `INSERT INTO t (id, v) SELECT <key>, seq FROM ...` (NULL for
# AUTO_INCREMENT) into a fresh table, after a warm-up of every case.  ROUNDS
# rounds run every case, each round in another order; each line gives the
# median time, the median over the rounds of the ratio to the same round's
# AUTO_INCREMENT (UUID() for calls), the server's CPU time (less disturbed by
# other work on the machine), and InnoDB's page splits and leaf pages.
# Usage: bench-mariadb.sh BUILD_DIR [ROWS [ROUNDS]]
set -u
here=$(cd "$(dirname "$0")" && pwd)
dir=$(cd "$1" && pwd)
rows=${2:-1000000}
rounds=${3:-5}
. "$here/tests/server.sh"
MDB_PLUGIN_DIR=$dir
trap 'mdb_cleanup' EXIT
# a buffer pool and a redo log that hold the whole insert: the bench times
# the inserts, not the test servers' small log's checkpoints
mdb_start bench "$(mdb_free_port 24700)" --innodb-buffer-pool-size=1G \
    --innodb-log-file-size=512M || exit 1
mdb_sql bench <"$dir/install.sql" || exit 1
mdb_sql bench -e "CREATE DATABASE bench; SET GLOBAL innodb_monitor_enable = 'index_page_splits'" ||
    exit 1
pid=$(cat "$MDB_ROOT/bench/pid") || exit 1
sql() { mdb_sql bench -N -B bench -e "$1"; }

# the server's CPU time in clock ticks (user + system, every thread)
cpu() { awk '{ print $14 + $15 }' "/proc/$pid/stat"; }
splits() { sql "SELECT count FROM information_schema.INNODB_METRICS WHERE name = 'index_page_splits'"; }

# run a statement, timed by the server's clock (not the client's start):
# sets ns (wall) and ticks (the server's CPU)
run() {
    local c0 us
    c0=$(cpu)
    us=$(sql "SET @t0 = SYSDATE(6); $1; SELECT TIMESTAMPDIFF(MICROSECOND, @t0, SYSDATE(6))") ||
        { echo "bench-mariadb: failed: $1" >&2; exit 1; }
    ticks=$(($(cpu) - c0))
    ns=$((us * 1000))
}

# The insert cases: name|label|key column|key expression|source
cases=(
    "auto|AUTO_INCREMENT BIGINT|BIGINT AUTO_INCREMENT|NULL|seq_1_to_N"
    "ulid|gen_ulid_bytes() BINARY(16)|BINARY(16)|gen_ulid_bytes()|seq_1_to_N"
    "mono|gen_monotonic_ulid_bytes() BINARY(16)|BINARY(16)|gen_monotonic_ulid_bytes()|seq_1_to_N"
    "uuid|UUID() UUID|UUID|UUID()|seq_1_to_N"
    "v7|gen_uuidv7_bytes() UUID|UUID|gen_uuidv7_bytes()|seq_1_to_N"
    "made|why: random ULIDs as made|BINARY(16)|u|src_made"
    "sorted|why: the same, sorted|BINARY(16)|u|src_sorted"
)
calls=('UUID()' 'gen_ulid_bytes()' 'gen_ulid()' 'gen_monotonic_ulid_bytes()' 'gen_uuidv7_bytes()'
    'gen_uuidv7()')

# insert CASE N: a fresh table, N rows; sets ns, ticks, split, leaf
insert() {
    local name col expr src s0
    IFS='|' read -r name _ col expr src <<<"$1"
    src=${src/N/$2}
    sql "DROP TABLE IF EXISTS t_$name; CREATE TABLE t_$name (id $col PRIMARY KEY, v INT) ENGINE=InnoDB" ||
        exit 1
    s0=$(splits)
    run "INSERT INTO t_$name (id, v) SELECT $expr, seq FROM $src ORDER BY seq"
    split=$(($(splits) - s0))
    leaf=$(sql "ANALYZE TABLE t_$name" >/dev/null
        sql "SELECT stat_value FROM mysql.innodb_index_stats WHERE database_name = 'bench'
             AND table_name = 't_$name' AND index_name = 'PRIMARY' AND stat_name = 'n_leaf_pages'")
}

# the random ULIDs of the "why" cases: made in one statement, then numbered
# in their order; src_made and src_sorted have the same shape
sources() {
    sql "DROP TABLE IF EXISTS src_made, src_sorted;
         CREATE TABLE src_made (seq INT PRIMARY KEY, u BINARY(16)) ENGINE=InnoDB;
         CREATE TABLE src_sorted (seq INT PRIMARY KEY, u BINARY(16)) ENGINE=InnoDB;
         INSERT INTO src_made SELECT seq, gen_ulid_bytes() FROM seq_1_to_$1 ORDER BY seq;
         INSERT INTO src_sorted SELECT ROW_NUMBER() OVER (ORDER BY u), u FROM src_made" || exit 1
}

median() { tr ' ' '\n' | sed '/^$/d' | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.4f", (b > 0 ? a / b : 0) }'; }

echo "bench-mariadb: $rows rows per table, $rounds rounds, MariaDB $(sql 'SELECT VERSION()'), sortid $(sql 'SELECT sortid_version()')"
echo "warm-up ..."
sources $((rows / 10))
for c in "${cases[@]}"; do insert "$c" $((rows / 10)); done
for f in "${calls[@]}"; do run "DO BENCHMARK($rows, $f)"; done
sources "$rows"

declare -A T C R CR S L
n=${#cases[@]}
for r in $(seq 0 $((rounds - 1))); do
    declare -A rt=() rc=()
    for i in $(seq 0 $((n - 1))); do
        c=${cases[$(((i + r) % n))]}
        name=${c%%|*}
        insert "$c" "$rows"
        rt[$name]=$ns rc[$name]=$ticks
        T[$name]+=" $ns" C[$name]+=" $ticks" S[$name]=$split L[$name]=$leaf
    done
    for c in "${cases[@]}"; do
        name=${c%%|*}
        R[$name]+=" $(ratio "${rt[$name]}" "${rt[auto]}")"
        CR[$name]+=" $(ratio "${rc[$name]}" "${rc[auto]}")"
    done
    echo "round $((r + 1)) of $rounds done"
done

printf '%-44s %9s %8s %9s %8s %7s %6s\n' "insert $rows rows (median of $rounds)" wall 'x AUTO' 'CPU' 'x AUTO' splits leaves
for c in "${cases[@]}"; do
    IFS='|' read -r name label _ <<<"$c"
    printf '%-44s %7.3f s %7.2fx %7.2f s %7.2fx %7s %6s\n' "$label" \
        "$(median <<<"${T[$name]}" | awk '{ print $1 / 1e9 }')" "$(median <<<"${R[$name]}")" \
        "$(median <<<"${C[$name]}" | awk -v hz="$(getconf CLK_TCK)" '{ print $1 / hz }')" \
        "$(median <<<"${CR[$name]}")" "${S[$name]}" "${L[$name]}"
done

declare -A F FR FC FCR
m=${#calls[@]} k=$((5 * rows))
for r in $(seq 0 $((rounds - 1))); do
    declare -A ft=() fc=()
    for i in $(seq 0 $((m - 1))); do
        f=${calls[$(((i + r) % m))]}
        run "DO BENCHMARK($k, $f)"
        ft[$f]=$ns fc[$f]=$ticks
        F[$f]+=" $ns" FC[$f]+=" $ticks"
    done
    for f in "${calls[@]}"; do
        FR[$f]+=" $(ratio "${ft[$f]}" "${ft['UUID()']}")"
        FCR[$f]+=" $(ratio "${fc[$f]}" "${fc['UUID()']}")"
    done
done
printf '%-44s %9s %8s %9s %8s\n' "one call, BENCHMARK($k, f()) (median of $rounds)" 'ns wall' 'x UUID()' \
    'ns CPU' 'x UUID()'
for f in "${calls[@]}"; do
    printf '%-44s %9.1f %7.2fx %9.1f %7.2fx\n' "$f" "$(median <<<"${F[$f]}" | awk -v n="$k" '{ print $1 / n }')" \
        "$(median <<<"${FR[$f]}")" \
        "$(median <<<"${FC[$f]}" | awk -v n="$k" -v hz="$(getconf CLK_TCK)" '{ print $1 / hz * 1e9 / n }')" \
        "$(median <<<"${FCR[$f]}")"
done
mdb_stop bench
