# SPDX-License-Identifier: MIT
# Sourced by the MariaDB suites: private mariadbd servers, each with its own
# data directory, socket and loopback port, run as the mysql user (never the
# system service).  mdb_start NAME PORT [mariadbd options...] starts one
# under $MDB_ROOT/NAME and waits until it answers; mdb_sql NAME runs the
# client on it as root (unix socket); mdb_stop NAME / mdb_kill NAME end it.
# Needs: mariadb-server, mariadb-client (TEST_PACKAGES).

MDB_ROOT=${MDB_ROOT:-}
MDB_PLUGIN_DIR=${MDB_PLUGIN_DIR:-}

mdb_root() {
    if [ -z "$MDB_ROOT" ]; then
        MDB_ROOT=$(mktemp -d /tmp/sortid-mariadb.XXXXXX) || return 1
        chmod 755 "$MDB_ROOT"
    fi
}

# A free loopback TCP port at or above $1.
mdb_free_port() {
    local p=$1
    while ss -Hltn "sport = :$p" 2>/dev/null | grep -q .; do p=$((p + 1)); done
    echo "$p"
}

mdb_sql() {
    local name=$1
    shift
    mariadb --no-defaults --socket="$MDB_ROOT/$name/sock" -uroot "$@"
}

# mdb_init_datadir NAME: a fresh data directory owned by mysql.
mdb_init_datadir() {
    local d="$MDB_ROOT/$1"
    rm -rf "$d"
    mkdir -p "$d/data" "$d/tmp"
    chown -R mysql:mysql "$d"
    if ! mariadb-install-db --no-defaults --user=mysql --datadir="$d/data" \
        --auth-root-authentication-method=socket --skip-test-db >"$d/install.log" 2>&1; then
        echo "mariadb-install-db failed for $1:" >&2
        tail -n 20 "$d/install.log" >&2
        return 1
    fi
}

# mdb_launch NAME PORT [options]: start mariadbd on an existing data
# directory and wait (up to 60 s) until it answers.
mdb_launch() {
    local name=$1 port=$2 d="$MDB_ROOT/$1" i
    shift 2
    mariadbd --no-defaults --user=mysql --datadir="$d/data" --socket="$d/sock" \
        --port="$port" --bind-address=127.0.0.1 --pid-file="$d/pid" --log-error="$d/error.log" \
        --tmpdir="$d/tmp" ${MDB_PLUGIN_DIR:+--plugin-dir="$MDB_PLUGIN_DIR"} \
        --skip-name-resolve --innodb-buffer-pool-size=128M --innodb-log-file-size=48M \
        --innodb-flush-log-at-trx-commit=2 "$@" >>"$d/stdout.log" 2>&1 &
    echo $! >"$d/launcher.pid"
    for i in $(seq 1 600); do
        if mdb_sql "$name" -e 'SELECT 1' >/dev/null 2>&1; then
            return 0
        fi
        if ! kill -0 "$(cat "$d/launcher.pid")" 2>/dev/null; then
            break
        fi
        sleep 0.1
    done
    echo "mariadbd $name did not start; its log:" >&2
    tail -n 30 "$d/error.log" >&2 2>/dev/null
    return 1
}

mdb_start() {
    mdb_root && mdb_init_datadir "$1" && mdb_launch "$@"
}

# mdb_stop NAME: a clean shutdown, waited for.
mdb_stop() {
    local d="$MDB_ROOT/$1" pid
    pid=$(cat "$d/launcher.pid" 2>/dev/null) || return 0
    mdb_sql "$1" -e 'SHUTDOWN' >/dev/null 2>&1 || kill "$pid" 2>/dev/null
    for _ in $(seq 1 300); do
        kill -0 "$pid" 2>/dev/null || break
        sleep 0.1
    done
    kill -9 "$pid" 2>/dev/null
    wait "$pid" 2>/dev/null
    rm -f "$d/launcher.pid"
}

# mdb_kill NAME: SIGKILL, as a crash.
mdb_kill() {
    local d="$MDB_ROOT/$1" pid
    pid=$(cat "$d/launcher.pid" 2>/dev/null) || return 0
    kill -9 "$pid" 2>/dev/null
    wait "$pid" 2>/dev/null
    rm -f "$d/launcher.pid"
}

# mdb_cleanup: stop every server still running and remove MDB_ROOT.
mdb_cleanup() {
    local f
    [ -n "$MDB_ROOT" ] && [ -d "$MDB_ROOT" ] || return 0
    for f in "$MDB_ROOT"/*/launcher.pid; do
        [ -e "$f" ] && mdb_kill "$(basename "$(dirname "$f")")"
    done
    rm -rf "$MDB_ROOT"
}
