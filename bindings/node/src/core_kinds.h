/* SPDX-License-Identifier: MIT */
/* core_kinds.h - the family API over the kinds table (core_kinds.c), entries
 * of core_table. */
#ifndef SORTID_NODE_CORE_KINDS_H
#define SORTID_NODE_CORE_KINDS_H

#include "core_args.h"

int core_kind_at(core_out *, core_err *, const core_arg *);
int core_inspect(core_out *, core_err *, const core_arg *);
int core_time_of(core_out *, core_err *, const core_arg *);
int core_generate(core_out *, core_err *, const core_arg *);
int core_convert(core_out *, core_err *, const core_arg *);
int core_uuid_version(core_out *, core_err *, const core_arg *);
int core_uuid_v1_to_v6(core_out *, core_err *, const core_arg *);
int core_uuid_v6_to_v1(core_out *, core_err *, const core_arg *);

#endif
