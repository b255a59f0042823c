/* SPDX-License-Identifier: MIT */
/* core.h - the table of the package's functions (core.c): each takes its
 * arguments as core_args (core_args.h) and leaves a result or an error
 * record.  The front ends (napi.c, wasm/sortid_wasm.c) call them through it;
 * the parts that define them (core_ulid.c, core_family.c, core_kinds.c,
 * core_gen.c) include only their own header and those below them
 * (core_read.h, core_args.h), never this one. */
#ifndef SORTID_NODE_CORE_H
#define SORTID_NODE_CORE_H

#include "core_args.h"

/* A function of the package: 1 with *out set, or 0 with *err set. */
typedef int (*core_fn)(core_out *out, core_err *err, const core_arg *argv);

typedef struct core_entry {
    const char *name;
    core_fn fn;
    unsigned nargs;
} core_entry;

/* Every function, in a fixed order (the WebAssembly front end calls them by
 * index); core_count entries. */
extern const core_entry core_table[];
extern const size_t core_count;

#endif
