/* SPDX-License-Identifier: MIT */
/* core_ulid.h - the `ulid` package's functions (core_ulid.c), entries of core_table. */
#ifndef SORTID_NODE_CORE_ULID_H
#define SORTID_NODE_CORE_ULID_H

#include "core_args.h"

int core_ulid(core_out *, core_err *, const core_arg *);
int core_encode_time(core_out *, core_err *, const core_arg *);
int core_decode_time(core_out *, core_err *, const core_arg *);
int core_is_valid(core_out *, core_err *, const core_arg *);
int core_ulid_to_uuid(core_out *, core_err *, const core_arg *);
int core_uuid_to_ulid(core_out *, core_err *, const core_arg *);
int core_fix_base32(core_out *, core_err *, const core_arg *);
int core_increment(core_out *, core_err *, const core_arg *);
int core_constants(core_out *, core_err *, const core_arg *);

#endif
