/* SPDX-License-Identifier: MIT */
/* core_family.h - an ID at a time, parse() and the flake and BaseUID
 * conversions (core_family.c), entries of core_table. */
#ifndef SORTID_NODE_CORE_FAMILY_H
#define SORTID_NODE_CORE_FAMILY_H

#include "core_args.h"

int core_id_at(core_out *, core_err *, const core_arg *);
int core_parse(core_out *, core_err *, const core_arg *);
int core_flake_to_int(core_out *, core_err *, const core_arg *);
int core_flake_from_int(core_out *, core_err *, const core_arg *);
int core_baseuid_to_uuid(core_out *, core_err *, const core_arg *);
int core_uuid_to_baseuid(core_out *, core_err *, const core_arg *);

#endif
