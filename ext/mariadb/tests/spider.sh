#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# make test-spider: IDs of two shards read through Spider (tests/server.sh):
# two private mariadbd shards and one head with the Spider engine
# (mariadb-plugin-spider), a table partitioned over the shards by id.  IDs made on
# the head and routed through Spider, and IDs made on each shard at once by
# its own plugin, read back through Spider: every ID once (no duplicate
# across the shards), and ORDER BY id keeps each maker's order.
# Usage: spider.sh BUILD_DIR.  Ends with "spider: N passed, N failed"; a
# server or engine that cannot start is a failure, never a skip.
set -u
here=$(cd "$(dirname "$0")" && pwd)
dir=$(cd "$1" && pwd)
rows=4000
pass=0
fail=0
ok() { pass=$((pass + 1)); }
bad() {
    fail=$((fail + 1))
    echo "spider: FAIL $*"
}
check() { # check WHAT WANT GOT
    if [ "$2" = "$3" ]; then ok; else bad "$1: expected '$2', got '$3'"; fi
}
finish() {
    mdb_cleanup
    echo "spider: $pass passed, $fail failed"
    [ "$fail" -eq 0 ]
    exit
}

. "$here/server.sh"
trap 'mdb_cleanup' EXIT
mdb_root || exit 1
# a plugin directory with the plugin and the server's Spider engine
spider_so=/usr/lib/mysql/plugin/ha_spider.so
MDB_PLUGIN_DIR="$MDB_ROOT/plugins"
mkdir -p "$MDB_PLUGIN_DIR"
cp "$dir/sortid.so" "$MDB_PLUGIN_DIR/"
if [ -e "$spider_so" ]; then ok; else
    bad "no $spider_so (mariadb-plugin-spider)"
    finish
fi
ln -s "$spider_so" "$MDB_PLUGIN_DIR/ha_spider.so"
chmod -R a+rX "$MDB_PLUGIN_DIR"

declare -A port=()
i=0
for s in shard1 shard2 head; do
    i=$((i + 1))
    port[$s]=$(mdb_free_port $((24800 + i * 10)))
    if ! mdb_start "$s" "${port[$s]}" || ! mdb_sql "$s" <"$dir/install.sql"; then
        bad "$s did not start"
        finish
    fi
done
for s in shard1 shard2; do
    mdb_sql "$s" -e "CREATE DATABASE s; CREATE TABLE s.t (id BINARY(16) PRIMARY KEY, node INT,
        src VARCHAR(8), seq INT) ENGINE=InnoDB; CREATE USER spider@'127.0.0.1' IDENTIFIED BY 'spider';
        GRANT ALL ON s.* TO spider@'127.0.0.1'" || bad "$s: the shard's table"
done
head() { mdb_sql head -N -B s "$@"; }
if mdb_sql head -e "INSTALL SONAME 'ha_spider'; CREATE DATABASE s;
    CREATE SERVER shard1 FOREIGN DATA WRAPPER mysql OPTIONS (HOST '127.0.0.1', PORT ${port[shard1]},
        USER 'spider', PASSWORD 'spider', DATABASE 's');
    CREATE SERVER shard2 FOREIGN DATA WRAPPER mysql OPTIONS (HOST '127.0.0.1', PORT ${port[shard2]},
        USER 'spider', PASSWORD 'spider', DATABASE 's');
    CREATE TABLE s.t (id BINARY(16) PRIMARY KEY, node INT, src VARCHAR(8), seq INT) ENGINE=SPIDER
        COMMENT = 'wrapper \"mysql\", table \"t\"'
        PARTITION BY KEY (id) (PARTITION p1 COMMENT = 'srv \"shard1\"',
                               PARTITION p2 COMMENT = 'srv \"shard2\"')"; then
    ok
else
    bad "the head's Spider table"
    finish
fi

# IDs made on the head, each row routed to a shard by Spider
for f in mono:gen_monotonic_ulid_bytes ulid:gen_ulid_bytes v7:gen_uuidv7_bytes; do
    head -e "INSERT INTO t (id, node, src, seq) SELECT ${f#*:}(), 1 + seq % 2, '${f%%:*}', seq
             FROM seq_1_to_$rows" || bad "insert through Spider with ${f#*:}()"
done
# IDs made on each shard by its own plugin, both at once
pids=()
for s in shard1 shard2; do
    mdb_sql "$s" s -e "INSERT INTO t (id, node, src, seq) SELECT gen_monotonic_ulid_bytes(),
        ${s#shard}, 'shard', seq FROM seq_1_to_$rows" &
    pids+=($!)
done
for p in "${pids[@]}"; do wait "$p" || bad "insert on a shard"; done
total=$((5 * rows))
check "rows through Spider, distinct IDs" "$total	$total" \
    "$(head -e 'SELECT count(*), count(DISTINCT id) FROM t')"
# the head's rows on both shards (Spider routes them by id), beside each
# shard's own
n1=$(mdb_sql shard1 -N -e "SELECT count(*) FROM s.t WHERE src <> 'shard'")
n2=$(mdb_sql shard2 -N -e "SELECT count(*) FROM s.t WHERE src <> 'shard'")
check "the head's rows routed to both shards" "$((3 * rows)) 1 1" \
    "$((n1 + n2)) $((n1 > 0)) $((n2 > 0))"
# the increasing makers (and the head thread's UUIDv7s): ORDER BY id through
# Spider is the order they were made in
check "ORDER BY id through Spider keeps each increasing maker's order" "0" \
    "$(head -e "SELECT count(*) FROM (SELECT seq, LAG(seq) OVER (PARTITION BY node, src ORDER BY id)
        AS prev FROM t WHERE src IN ('mono', 'v7', 'shard')) x WHERE seq < prev")"
check "every ID's time is now" "$total" \
    "$(head -e "SELECT count(*) FROM t WHERE ulid_unix_ms(id) DIV 1000
        BETWEEN unix_timestamp() - 60 AND unix_timestamp() + 1")"
finish
