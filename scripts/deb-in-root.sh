#!/bin/sh
# SPDX-License-Identifier: MIT
# Run inside the fresh Debian 12 root of test-deb.sh, from /tmp/sortid (the
# .deb files, the dist tarball, the README's example as readme.c).
#  1. the dist tarball built and installed to /usr/local as root: the example
#     runs with no LD_LIBRARY_PATH (make install ran ldconfig); uninstalled;
#  2. apt installs the .deb files (their dependencies from the mirror): the
#     example built with pkg-config, the CLI, the SQLite module, the MariaDB
#     plugin in a mariadbd started here, CREATE EXTENSION sortid in a
#     PostgreSQL cluster started here, and the CMake
#     package through tests/cmake (copied to ./cmake).
# Usage: deb-in-root.sh NAME VERSION; prints "in-root: N passed, N failed".
set -u
name=$1 version=$2
cd /tmp/sortid
pass=0 fail=0
check() { if "$@"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL: $*"; fi; }
# Each checked command's output goes to the log (root.log).
quiet() { "$@" > /tmp/sortid/out.log 2>&1 || { cat /tmp/sortid/out.log; return 1; }; }

# 1. From source to /usr/local.
check quiet tar -xzf "$name.tar.gz"
check quiet make -C "$name" -j2 install
check quiet cc -std=c11 readme.c -I/usr/local/include -L/usr/local/lib -lsortid -o readme-local
check quiet ./readme-local
check sh -c 'ldd ./readme-local | grep -q "libsortid.so.1 => /usr/local/lib/libsortid.so.1"'
check quiet make -C "$name" uninstall
check test ! -e /usr/local/lib/libsortid.so.1
check test -z "$(find /usr/local -type f)"

# 2. The packages, with apt.
export DEBIAN_FRONTEND=noninteractive
# no service of the packages (mariadb-server's) is started by their scripts
printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d && chmod 755 /usr/sbin/policy-rc.d
check quiet apt-get install -y --no-install-recommends ./*.deb
for p in libsortid1 libsortid-dev sortid postgresql-15-sortid libsqlite3-mod-sortid mariadb-plugin-sortid; do
    check sh -c "dpkg-query -W -f='\${Status} \${Version}\n' $p | grep -q '^install ok installed $version-'"
done
check quiet cc -std=c11 -Wall -Werror readme.c $(pkg-config --cflags --libs sortid) -o readme
check sh -c './readme | head -n 1 | grep -Eq "^[0-7][0-9A-HJKMNP-TV-Z]{25}$"'
check quiet cc -std=c11 readme.c $(pkg-config --static --cflags --libs sortid) -static -o readme-static
check quiet ./readme-static
check test "$(pkg-config --modversion sortid)" = "$version"
check test "$(sortid --version | grep -Eo '[0-9]+\.[0-9]+\.[0-9]+')" = "$version"
check sh -c 'sortid parse 01ARYZ6S41TSV4RRFFQ69G5FAV | grep -q 2016-07-30T22:36:16.385Z'
check test "$(sortid new 5 | wc -l)" -eq 5
check test -f /usr/share/man/man1/sortid.1.gz
check test -f /usr/share/bash-completion/completions/sortid
check test -f /usr/share/zsh/vendor-completions/_sortid
check test -f /usr/share/fish/vendor_completions.d/sortid.fish
# The CMake package of libsortid-dev (multiarch paths): both targets link and run.
check quiet cmake -S cmake -B cmake-build -DSORTID_VERSION="$version"
check quiet cmake --build cmake-build
check sh -c "./cmake-build/use_shared | grep -q '^$version '"
check sh -c "./cmake-build/use_static | grep -q '^$version '"
check sh -c "ldd ./cmake-build/use_shared | grep -Eq 'libsortid.so.1 => (/usr)?/lib/'"
check test "$(sqlite3 :memory: '.load libsqlite3_mod_sortid' \
    "SELECT sortid_valid(gen_ulid(), 'ulid'), ulid_to_uuid('01ARYZ6S41TSV4RRFFQ69G5FAV')")" \
    = "1|01563df3-6481-d676-4c61-efb99302bd5b"

# The MariaDB plugin on a server of its own (socket only, as mysql), stopped at the end.
mdb=/tmp/sortid-mariadb-root
mkdir -p "$mdb" && chown mysql:mysql "$mdb"
check quiet mariadb-install-db --no-defaults --user=mysql --datadir="$mdb/data" --skip-test-db
runuser -u mysql -- mariadbd --no-defaults --datadir="$mdb/data" --socket="$mdb/sock" \
    --skip-networking --pid-file="$mdb/pid" --log-error="$mdb/log" &
for _ in $(seq 1 300); do mariadb --no-defaults --socket="$mdb/sock" -e 'SELECT 1' >/dev/null 2>&1 && break; sleep 0.1; done
check sh -c "mariadb --no-defaults --socket=$mdb/sock < /usr/share/mariadb-plugin-sortid/install.sql"
check test "$(mariadb --no-defaults --socket="$mdb/sock" -N -e \
    "SELECT sortid_valid(gen_ulid(), 'ulid'), ulid_to_uuid('01ARYZ6S41TSV4RRFFQ69G5FAV')")" \
    = "1	01563df3-6481-d676-4c61-efb99302bd5b"
check sh -c "mariadb --no-defaults --socket=$mdb/sock < /usr/share/mariadb-plugin-sortid/uninstall.sql"
check quiet mariadb-admin --no-defaults --socket="$mdb/sock" shutdown

# A cluster of its own on a socket in /tmp (no TCP), stopped at the end.
pgbin=/usr/lib/postgresql/15/bin
pgdir=/tmp/sortid/pg
mkdir -p "$pgdir" && chown postgres "$pgdir"
check quiet runuser -u postgres -- "$pgbin/initdb" -D "$pgdir/data" -A trust
check quiet runuser -u postgres -- "$pgbin/pg_ctl" -D "$pgdir/data" -l "$pgdir/log" -w \
    -o "-c listen_addresses= -k $pgdir" start
sql() { runuser -u postgres -- psql -h "$pgdir" -X -A -t -v ON_ERROR_STOP=1 -d postgres -c "$1"; }
check quiet sql 'CREATE EXTENSION sortid'
check test "$(sql "SELECT extversion FROM pg_extension WHERE extname = 'sortid'")" = \
    "$(echo "$version" | cut -d. -f1-2)"
check test "$(sql "SELECT '01ARYZ6S41TSV4RRFFQ69G5FAV'::ulid::uuid")" = \
    "01563df3-6481-d676-4c61-efb99302bd5b"
check test "$(sql 'SELECT count(DISTINCT gen_ulid()) FROM generate_series(1, 1000)')" = 1000
check quiet runuser -u postgres -- "$pgbin/pg_ctl" -D "$pgdir/data" -w stop
echo "in-root: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
