/* SPDX-License-Identifier: MIT */
/* core_gen.h - generators (core_gen.c): factories, one-shot generation,
 * bulk() and validate(). */
#ifndef SORTID_NODE_CORE_GEN_H
#define SORTID_NODE_CORE_GEN_H

#include "core_args.h"

/* A generator with the state of one JS factory.  A user prng never runs
 * inside the library: when the generator wants random bytes the JS prng has
 * not given yet, core_factory_next answers OUT_NEED (num: the prng's values
 * it needs in all, each as a base-32 digit), state unchanged, and the front
 * end calls again with them (core_gen.c: how digits become bytes). */
typedef struct core_factory core_factory;

/* A factory lives in its front end's memory, core_factory_size() bytes
 * aligned for a uint64_t and a pointer: a JS-owned ArrayBuffer (napi.c) or
 * a Uint8Array copied in and out of the module's memory around each call
 * (lib/wasm.js), so the garbage collector frees it without the event loop
 * and nothing needs freeing (no THREAD_SAFE generator: no mutex).  The block
 * holds no pointer into itself, so it may move between calls. */
size_t core_factory_size(void);
/* Initialise f; argv: kind, randomStep, node, entropySize, epoch, monotonic,
 * hasPrng, prefix.  1, or 0 with *err set. */
int core_factory_init(core_factory *f, core_err *err, const core_arg *argv);
/* argv: seedTime, digits (floor(prng() * 32) of each prng call of this call,
 * a byte each, or undefined). */
int core_factory_next(core_factory *f, core_out *out, core_err *err, const core_arg *argv);

/* ---- bulk ------------------------------------------------------------------ */

/* The text length of a kind's IDs (ulid, baseuid, flake, uuidv7); 0 when
 * unknown.  An error names the kinds. */
size_t core_bulk_width(core_err *err, const core_arg *kind);
/* A generator for bulk() into f (core_factory_size() bytes): argv kind,
 * monotonic, prefix (a TypeID's, or undefined). */
int core_bulk_init(core_factory *f, core_err *err, const core_arg *argv);
/* The text length of a factory's IDs (its generator's: a TypeID's depends on
 * its prefix). */
size_t core_factory_width(const core_factory *f);
/* n IDs as text into dst (n * width bytes, or n * (width + 1) with lines). */
int core_bulk_fill(core_factory *f, core_err *err, char *dst, size_t n, int lines);

/* validate's Buffer form: lines of kind's IDs (argv[0]) in src.  1 valid
 * (*count lines), 0 invalid: *count the line index, *pos, *st. */
int core_validate_lines(core_err *err, const core_arg *kind, const char *src, size_t len,
                        size_t *count, size_t *pos, sortid_status *st);

/* A new ID of kind now (or at *unix_ms, a clock the user replaced, when not
 * NULL) from this thread's generator of the kind and prefix ("" for none),
 * not monotonic, waiting as the one-call functions do. */
int core_gen_now(core_out *out, core_err *err, sortid_kind kind, const char *prefix,
                 const int64_t *unix_ms);

/* validateOne(type, text) -> undefined when valid, else { position,
 * reason }. */
int core_validate_one(core_out *, core_err *, const core_arg *);

#endif
