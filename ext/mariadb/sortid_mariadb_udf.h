/* SPDX-License-Identifier: MIT */
/*
** sortid_mariadb_udf.h - what the UDF entry points (sortid_mariadb_udfs.c)
** see of the plugin: the server's UDF types, the rows of udfs.def by
** index, and the four calls every entry point makes.  It does not include
** sortid.h, so an SQL function may bear a name the library uses for
** something else (sortid_kind).
*/
#ifndef SORTID_MARIADB_UDF_H
#define SORTID_MARIADB_UDF_H

#include <mysql.h>

/* The init entry point's return type: my_bool (char) in MariaDB's and
 * MySQL 5.7's headers, bool in MySQL 8's; both one byte, returned alike. */
#if defined(LIBMARIADB) || defined(MARIADB_BASE_VERSION) || defined(SORTID_MY_BOOL)
typedef my_bool mdb_bool;
#else
#include <stdbool.h>
typedef bool mdb_bool;
#endif

/* The rows of udfs.def by index: MDB_gen_ulid, ... */
#define UDF(name, ...) MDB_##name,
enum mdb_index {
#include "udfs.def"
    MDB_COUNT
};
#undef UDF

struct mdb_def;
extern const struct mdb_def *const mdb_defs[MDB_COUNT];

mdb_bool mdb_init(const struct mdb_def *d, UDF_INIT *init, UDF_ARGS *a, char *message);
void mdb_deinit(UDF_INIT *init);
char *mdb_string(UDF_INIT *init, UDF_ARGS *a, char *result, unsigned long *length, char *is_null,
                 char *error);
long long mdb_integer(UDF_INIT *init, UDF_ARGS *a, char *is_null, char *error);

#endif
