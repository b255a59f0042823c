/* SPDX-License-Identifier: MIT */
/*
** sortid_mariadb_udfs.c - the entry points of the MariaDB plugin's SQL
** functions: for each row of udfs.def, name_init, name and name_deinit,
** which the server finds by the SQL name (CREATE FUNCTION name RETURNS ...
** SONAME 'sortid.so') and which hand the call to the plugin's common half
** (sortid_mariadb.c) with the row.  sortid.map exports only these.
*/
#include "sortid_mariadb_udf.h"

#if defined(__GNUC__)
#define MDB_EXPORT __attribute__((visibility("default")))
#else
#define MDB_EXPORT
#endif

/* The row function of each return type. */
#define MDB_ROW_STRING(name)                                                                    \
    MDB_EXPORT char *name(UDF_INIT *init, UDF_ARGS *a, char *result, unsigned long *length,     \
                          char *is_null, char *error);                                          \
    char *name(UDF_INIT *init, UDF_ARGS *a, char *result, unsigned long *length, char *is_null, \
               char *error)                                                                     \
    {                                                                                           \
        return mdb_string(init, a, result, length, is_null, error);                             \
    }
#define MDB_ROW_INTEGER(name)                                                           \
    MDB_EXPORT long long name(UDF_INIT *init, UDF_ARGS *a, char *is_null, char *error); \
    long long name(UDF_INIT *init, UDF_ARGS *a, char *is_null, char *error)             \
    {                                                                                   \
        return mdb_integer(init, a, is_null, error);                                    \
    }

#define UDF(name, ret, ...)                                                      \
    MDB_EXPORT mdb_bool name##_init(UDF_INIT *init, UDF_ARGS *a, char *message); \
    mdb_bool name##_init(UDF_INIT *init, UDF_ARGS *a, char *message)             \
    {                                                                            \
        return mdb_init(mdb_defs[MDB_##name], init, a, message);                 \
    }                                                                            \
    MDB_EXPORT void name##_deinit(UDF_INIT *init);                               \
    void name##_deinit(UDF_INIT *init)                                           \
    {                                                                            \
        mdb_deinit(init);                                                        \
    }                                                                            \
    MDB_ROW_##ret(name)

#include "udfs.def"
