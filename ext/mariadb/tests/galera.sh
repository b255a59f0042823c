#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The plugin on a three-node Galera cluster (galera-4) on loopback, started
# and stopped here (tests/server.sh): each node as the mysql user in its own
# directories, with its own client, gmcast, IST and SST ports, rsync state
# transfer, the first node bootstrapped with --wsrep-new-cluster.
#   - every maker, from all three nodes at once, into one table whose primary
#     key is (maker, id): every insert succeeds (a duplicate would fail one,
#     on its node or at certification), every row reaches every node, and no
#     (maker, id) is there twice;
#   - a flake generator per node: gen_ulidflake_bytes(node), the node's
#     identity as an argument (docs/scaling.md);
#   - node 3 is killed (SIGKILL) and rejoins: no row is lost, and the IDs its
#     increasing makers give after the rejoin sort after the ones before.
# Usage: galera.sh BUILD_DIR.  Ends with "galera: N passed, N failed"; a
# cluster that does not form is a failure, never a skip.
set -u
here=$(cd "$(dirname "$0")" && pwd)
dir=$(cd "$1" && pwd)
pass=0
fail=0
ok() { pass=$((pass + 1)); }
bad() {
    fail=$((fail + 1))
    echo "galera: FAIL $*"
}
finish() {
    mdb_cleanup
    echo "galera: $pass passed, $fail failed"
    [ "$fail" -eq 0 ]
    exit
}

. "$here/server.sh"
MDB_PLUGIN_DIR=$dir
trap 'mdb_cleanup' EXIT
provider=
for p in /usr/lib/galera/libgalera_smm.so /usr/lib/libgalera_smm.so /usr/lib64/galera-4/libgalera_smm.so; do
    [ -e "$p" ] && provider=$p && break
done
if [ -z "$provider" ] || ! command -v rsync >/dev/null; then
    bad "galera-4 (libgalera_smm.so) or rsync is missing"
    finish
fi

# Ports: client, gmcast, IST and SST for each node, all free now, and below
# the kernel's ephemeral range (32768 and up on Linux): a port in it can be
# taken as the source port of a peer's connection while a node is down, and
# the node then cannot listen on it when it rejoins.
next=24500
for n in 1 2 3; do
    for what in client gmcast ist sst; do
        next=$(mdb_free_port "$next")
        eval "$what$n=$next"
        next=$((next + 1))
    done
done
members="127.0.0.1:$gmcast1,127.0.0.1:$gmcast2,127.0.0.1:$gmcast3"

node_start() { # node_start N [options]: start node N on its existing data directory
    local n=$1 cport gport iport sport
    shift
    eval "cport=\$client$n gport=\$gmcast$n iport=\$ist$n sport=\$sst$n"
    mdb_launch "node$n" "$cport" --wsrep-on=ON --wsrep-provider="$provider" \
        --wsrep-cluster-name=sortid-test --wsrep-cluster-address="gcomm://$members" \
        --wsrep-node-name="node$n" --wsrep-node-address=127.0.0.1 \
        --wsrep-provider-options="gmcast.listen_addr=tcp://127.0.0.1:$gport;ist.recv_addr=127.0.0.1:$iport;gcache.size=64M" \
        --wsrep-sst-method=rsync --wsrep-sst-receive-address="127.0.0.1:$sport" \
        --binlog-format=ROW --default-storage-engine=InnoDB --innodb-autoinc-lock-mode=2 "$@"
}

# node_synced N SIZE: wait (up to 120 s) until node N is Synced in a cluster
# of SIZE nodes.
node_synced() {
    local i state size
    for i in $(seq 1 240); do
        state=$(mdb_sql "node$1" -N -e "SHOW STATUS LIKE 'wsrep_local_state_comment'" 2>/dev/null | cut -f2)
        size=$(mdb_sql "node$1" -N -e "SHOW STATUS LIKE 'wsrep_cluster_size'" 2>/dev/null | cut -f2)
        [ "$state" = Synced ] && [ "$size" = "$2" ] && return 0
        sleep 0.5
    done
    echo "node$1: state '$state', cluster size '$size'; its log:" >&2
    tail -n 20 "$MDB_ROOT/node$1/error.log" >&2
    return 1
}

mdb_root
# node 1 is initialised; nodes 2 and 3 start empty and get its state by rsync
started=1
mdb_init_datadir node1 || started=0
for n in 2 3; do
    mkdir -p "$MDB_ROOT/node$n/data" "$MDB_ROOT/node$n/tmp"
    chown -R mysql:mysql "$MDB_ROOT/node$n"
done
[ $started = 1 ] && node_start 1 --wsrep-new-cluster || started=0
[ $started = 1 ] && { node_start 2 && node_synced 2 2; } || started=0
[ $started = 1 ] && { node_start 3 && node_synced 3 3; } || started=0
if [ $started = 0 ]; then
    bad "the three-node cluster did not form"
    finish
fi
ok
for n in 1 2 3; do
    mdb_sql "node$n" <"$dir/install.sql" || bad "install.sql on node$n"
done
mdb_sql node1 -e "CREATE DATABASE sortid_test;
    CREATE TABLE sortid_test.ids (maker VARCHAR(40) CHARACTER SET ascii, id VARBINARY(40),
        node INT, phase INT, seq INT, PRIMARY KEY (maker, id), KEY (maker, node, phase, seq))" ||
    bad "CREATE TABLE on node1"

# Every maker; NODE stands for the node's number (the flake's node id).
MAKERS="gen_ulid_bytes() gen_monotonic_ulid_bytes() gen_ulidflake_bytes(NODE)
gen_monotonic_ulidflake_bytes(NODE) gen_baseuid_bytes() gen_monotonic_baseuid_bytes()
gen_uuidv7_bytes() gen_monotonic_uuidv7_bytes() gen_ksuid_bytes() gen_monotonic_ksuid()
gen_typeid('t') gen_monotonic_typeid('t') gen_objectid_bytes() gen_monotonic_objectid()
gen_xid_bytes() gen_monotonic_xid()"
MONOTONIC="gen_monotonic_ulid_bytes() gen_monotonic_ulidflake_bytes(NODE)
gen_monotonic_baseuid_bytes() gen_monotonic_uuidv7_bytes() gen_monotonic_ksuid()
gen_monotonic_typeid('t') gen_monotonic_objectid() gen_monotonic_xid()"
BATCHES=5
ROWS=100

# inserts N PHASE MAKERS: on node N, BATCHES statements of ROWS rows for each
# maker; prints the number of statements that failed.
inserts() {
    local n=$1 phase=$2 m b
    for b in $(seq 1 $BATCHES); do
        for m in $3; do
            echo "INSERT INTO ids SELECT '${m//\'/\'\'}', ${m//NODE/$n}, $n, $phase,
                  $(((b - 1) * ROWS)) + seq FROM seq_1_to_$ROWS ORDER BY seq;"
        done
    done | mdb_sql "node$n" --force sortid_test 2>&1 | grep -c '^ERROR'
}

# check_replicated LABEL ROWS: every node has ROWS rows, the same ones.
check_replicated() {
    local n count sum first=''
    for n in 1 2 3; do
        count=$(mdb_sql "node$n" -N sortid_test -e "SET SESSION wsrep_sync_wait = 1;
            SELECT count(*), sum(crc32(concat(maker, id))) FROM ids")
        if [ "${count%%	*}" = "$2" ]; then ok; else bad "$1: node$n has ${count%%	*} rows, expected $2"; fi
        [ -z "$first" ] && first=$count
        if [ "$count" = "$first" ]; then ok; else bad "$1: node$n holds other rows than node1"; fi
    done
}

nmakers=$(echo $MAKERS | wc -w)
tmp=$(mktemp -d)
pids=''
for n in 1 2 3; do
    inserts "$n" 1 "$MAKERS" >"$tmp/failed$n" &
    pids="$pids $!"
done
for p in $pids; do wait "$p"; done
failed=$(cat "$tmp"/failed* | awk '{ s += $1 } END { print s + 0 }')
if [ "$failed" = 0 ]; then ok; else bad "$failed inserts failed (a duplicate or a conflict)"; fi
rows=$((3 * nmakers * BATCHES * ROWS))
check_replicated "concurrent inserts" "$rows"
dups=$(mdb_sql node1 -N sortid_test -e "SELECT count(*) - count(DISTINCT maker, id) FROM ids")
echo "galera: $rows rows from 3 nodes and $nmakers makers, $failed failed inserts, $dups duplicates"
if [ "$dups" = 0 ]; then ok; else bad "$dups duplicates"; fi

# node 3 killed; the others go on; node 3 rejoins and makes more
mdb_kill node3
sleep 1
inserts 1 2 "$MAKERS" >"$tmp/failed-while-down"
rejoin() { # a port still held by the killed node's closing sockets: wait and try again
    local try
    for try in 1 2 3 4 5; do
        node_start 3 && return 0
        grep -q "Address already in use" "$MDB_ROOT/node3/error.log" || return 1
        echo "galera: node3's port still in use; trying again in 2 s"
        sleep 2
    done
    return 1
}
if ! rejoin || ! node_synced 3 3; then
    bad "node3 did not rejoin"
    rm -rf "$tmp"
    finish
fi
ok
inserts 3 3 "$MONOTONIC" >"$tmp/failed-after"
failed=$(cat "$tmp/failed-while-down" "$tmp/failed-after" | awk '{ s += $1 } END { print s + 0 }')
if [ "$failed" = 0 ]; then ok; else bad "$failed inserts failed around the rejoin"; fi
rows=$((rows + nmakers * BATCHES * ROWS + $(echo $MONOTONIC | wc -w) * BATCHES * ROWS))
check_replicated "after node3 rejoined" "$rows"
for m in $MONOTONIC; do
    q=${m//\'/\'\'}
    later=$(mdb_sql node3 -N sortid_test -e "SELECT count(*) FROM ids WHERE maker = '$q' AND node = 3
        AND phase = 3 AND id <= (SELECT max(id) FROM ids WHERE maker = '$q' AND node = 3 AND phase = 1)")
    if [ "$later" = 0 ]; then ok; else bad "$m: $later IDs of node3 after its rejoin sort before older ones"; fi
done
rm -rf "$tmp"
for n in 1 2 3; do mdb_stop "node$n"; done
finish
