#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# The plugin compiled against MySQL 8's UDF interface instead of MariaDB's:
# a stand-in mysql.h declaring what MySQL 8's mysql/udf_registration_types.h
# declares (Item_result with INVALID_RESULT, UDF_ARGS with attributes,
# attribute_lengths and extension, UDF_INIT with bool flags, an unsigned long
# max_length and extension; no my_bool), with the project's warnings as
# errors, linked as a plugin.  Compiled only: there is no MySQL server in
# Debian 12 to load it.  Usage: mysql-abi.sh CC "CFLAGS" LIBSORTID_PIC_OBJECT
set -u
cc=$1
cflags=$2
lib=$(cd "$(dirname "$3")" && pwd)/$(basename "$3")
here=$(cd "$(dirname "$0")/.." && pwd)
root=$(cd "$here/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cat >"$tmp/mysql.h" <<'H'
/* SPDX-License-Identifier: MIT */
/* Stand-in for MySQL 8's <mysql.h>: the UDF declarations only. */
#include <stdbool.h>
enum Item_result {
    INVALID_RESULT = -1,
    STRING_RESULT = 0,
    REAL_RESULT,
    INT_RESULT,
    ROW_RESULT,
    DECIMAL_RESULT
};
typedef struct UDF_ARGS {
    unsigned int arg_count;
    enum Item_result *arg_type;
    char **args;
    unsigned long *lengths;
    char *maybe_null;
    char **attributes;
    unsigned long *attribute_lengths;
    void *extension;
} UDF_ARGS;
typedef struct UDF_INIT {
    bool maybe_null;
    unsigned int decimals;
    unsigned long max_length;
    char *ptr;
    bool const_item;
    void *extension;
} UDF_INIT;
H
pass=0
fail=0
# shellcheck disable=SC2086
if (cd "$root" && $cc $cflags -I"$tmp" -Iext/mariadb -fPIC -fvisibility=hidden -shared \
    -Wl,-z,defs -o "$tmp/sortid.so" ext/mariadb/sortid_mariadb.c ext/mariadb/sortid_mariadb_fns.c \
    ext/mariadb/sortid_mariadb_udfs.c "$lib" -lpthread 2>"$tmp/log"); then
    pass=$((pass + 1))
else
    fail=$((fail + 1))
    echo "mysql-abi: FAIL the plugin does not build against MySQL 8's UDF declarations:"
    head -n 30 "$tmp/log"
fi
if [ -e "$tmp/sortid.so" ] && nm -D --defined-only "$tmp/sortid.so" | grep -qw gen_ulid_init; then
    pass=$((pass + 1))
else
    fail=$((fail + 1))
    echo "mysql-abi: FAIL no gen_ulid_init in the plugin"
fi
echo "mysql-abi: $pass passed, $fail failed"
[ "$fail" -eq 0 ]
