/* SPDX-License-Identifier: MIT */
/* core_read.h - the kind-level arguments of the core's functions: a kind's
 * name, a TypeID prefix, an ID's canonical text, and the lengths untyped
 * text is read in (core_read.c). */
#ifndef SORTID_NODE_CORE_READ_H
#define SORTID_NODE_CORE_READ_H

#include "core_args.h"

/* Read a kind name (the library's table) whose kind has every SORTID_CALL_*
 * bit of calls; else a RangeError listing the kinds that have them. */
int core_kind(core_err *err, const core_arg *a, const char *what, unsigned calls,
              sortid_kind *kind);
/* Read options.prefix for kind: undefined is none (*prefix NULL); a string
 * that sortid_typeid_prefix_check takes, for a kind whose text has one, is
 * copied into buf (SORTID_PREFIX_MAX_LEN + 1 bytes).  Else a TypeError,
 * RangeError or SortidError. */
int core_prefix(core_err *err, const core_arg *a, sortid_kind kind, char *buf, const char **prefix);
/* Append to err's message the lengths of the forms untyped text is read in
 * (SORTID_ACCEPT_ALL_TEXT), in the library's words (sortid_form_get), each
 * shape once: "; IDs are 26 characters (ULID), 13 characters (Ulid-Flake),
 * ...". */
void core_form_lengths(core_err *err);
/* An ID in its kind's canonical text. */
int core_id_text(core_out *out, core_err *err, const sortid_id *id);

#endif
