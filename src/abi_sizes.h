/* SPDX-License-Identifier: MIT */
/* abi_sizes.h - the frozen sizes of the public structs on a 64-bit target
 * (LP64 and LLP64), the one list both the library (src/status.c, at compile
 * time) and the tests (tests/test_abi.c, at run time) check.  A struct that
 * callers place in memory never changes size: a later field takes the place
 * of a reserved one.  Changing a number here breaks libsortid.so.1. */
#ifndef SORTID_ABI_SIZES_H
#define SORTID_ABI_SIZES_H

#include "sortid.h"

/* X(type, bytes) */
#define SORTID__FROZEN_SIZES(X) \
    X(sortid_id, 128)           \
    X(sortid_read_result, 136)  \
    X(sortid_kind_desc, 112)    \
    X(sortid_form_desc, 96)     \
    X(sortid_part, 88)          \
    X(sortid_gen, 512)          \
    X(sortid_gen_options, 112)  \
    X(sortid_bulk_error, 24)    \
    X(sortid_ulid, 16)          \
    X(sortid_flake, 8)          \
    X(sortid_baseuid, 15)       \
    X(sortid_uuid, 16)          \
    X(sortid_ksuid, 20)         \
    X(sortid_typeid, 80)        \
    X(sortid_objectid, 12)      \
    X(sortid_xid, 12)           \
    X(sortid_snowflake, 16)

#endif
