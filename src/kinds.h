/* SPDX-License-Identifier: MIT */
/* kinds.h - the rows of the kinds table and of the forms table (kinds.c),
 * as the rest of the library reads them: the generic calls over sortid_id
 * (id.c), the reader of untyped text (read.c), "an ID at time T" (at.c) and
 * the generators.  A kind is spelled in its codec file and its one row;
 * everything else asks the row.  Nothing here is exported. */
#ifndef SORTID_KINDS_H
#define SORTID_KINDS_H

#include "sortid.h"
#include "layout.h"

/* How a kind's generator runs (generator.c; docs/identifiers.md section 8):
 * one state machine for every kind, a tick and a counter of width bits (0:
 * the kind's random_bits); the row says the rest.  fresh_bits: the random
 * bits of a new tick's counter (0: width; fewer where a tick must leave room
 * for many IDs).  family: the row whose sortid_gen_<kind> calls serve this
 * kind too (a TypeID generator is a UUIDv7 one), NULL for none.  pack: ID i
 * of an array of the kind's type (d.bytes each).  bytes: one ID of that array
 * as a sortid_id holds it (NULL: the same bytes).  lines: the kind's bulk
 * line writer (NULL: each ID through sortid_id_format).  one: one ID into
 * dst by the path inlined with this row a constant (gen_state.h). */
#define SORTID__GEN_FRACTION \
    1u                          /* UUIDv7's rand_a: the clock for every ID, and the
                                   counter's top 12 bits its sub-millisecond fraction */
#define SORTID__GEN_PROCESS  2u /* ObjectId's 5 process bytes, drawn at the first ID */
#define SORTID__GEN_PLUS_ONE 4u /* always monotonic, +1 only: options.random_step 0 */
#define SORTID__GEN_FLAKE \
    8u                         /* always monotonic, the "+n" step of options.entropy_size
                                   bytes (1..entropy_max); options.node and epoch_ms */
#define SORTID__GEN_PREFIX 16u /* options.prefix: a TypeID's */

typedef struct sortid__gen_row {
    sortid_kind kind; /* the row's own: a generator's state names its kind */
    const struct sortid__gen_row *family;
    unsigned width, fresh_bits, flags;
    unsigned node_max, entropy_max;
    void (*pack)(void *ids, size_t i, uint64_t tick, sortid__u128 c, const uint8_t *process,
                 unsigned node);
    void (*bytes)(uint8_t *dst, const void *id);
    sortid_status (*lines)(char *dst, size_t size, const void *ids, size_t n, unsigned flags);
    sortid_status (*one)(sortid_gen *gen, void *dst); /* sortid__gen_one_hot on this row */
} sortid__gen_row;

/* The generators' rows, each in its kind's codec file. */
extern const sortid__gen_row sortid__ulid_gen, sortid__flake_gen, sortid__flake_scalable_gen,
    sortid__baseuid_gen, sortid__uuidv7_gen, sortid__ksuid_gen, sortid__typeid_gen,
    sortid__objectid_gen, sortid__xid_gen;

/* The calls behind every sortid_gen_<kind> and sortid_gen_<kind>_fill
 * (generator.c): row is the entry point's, dst an array of its type. */
sortid_status sortid__gen_one(sortid_gen *gen, const sortid__gen_row *row, void *dst);
sortid_status sortid__gen_fill(sortid_gen *gen, const sortid__gen_row *row, void *dst, size_t n,
                               size_t *done);

/* One row of the kinds table.  take: the value of a text read in one of the
 * row's forms (r as sortid_read left it), checked against the kind's rules.
 * put: the value's bits in one of the kind's output forms (a sortid_read
 * result, so one writer serves every form).  time: Unix ms and the
 * nanoseconds within it.  at: an ID at an instant.  parts: its parts as
 * text.  time_digits: the fractional digits of its time as text (NULL: from
 * tick_ns).  gen: how its generator runs.  The tick of an instant is (instant - tick_epoch_ms) / tick_ns,
 * 0 .. tick_max; id_epoch_ms is the epoch a sortid_id of the kind starts
 * with (0 for a kind whose epoch is fixed). */
typedef struct sortid__kind_row {
    sortid_kind_desc d;
    sortid_form canonical;
    int64_t id_epoch_ms;
    int64_t tick_epoch_ms;
    int64_t tick_max;
    sortid_status (*take)(sortid_id *dst, const sortid_read_result *r);
    sortid_status (*put)(sortid_read_result *r, sortid_form form, const sortid_id *src);
    sortid_status (*time)(int64_t *ms, uint32_t *ns, const sortid_id *src);
    sortid_status (*at)(sortid_id *dst, int64_t ms, uint32_t ns, sortid_at which, unsigned node);
    size_t (*parts)(sortid_part *dst, const sortid_id *src);
    unsigned (*time_digits)(const sortid_id *src);
    const sortid__gen_row *gen; /* NULL: no generator */
} sortid__kind_row;

/* One row of the forms table, in the enum's order.  parse: the form's
 * parser into r's member; write: the text of r's member and a NUL, its
 * length returned; kind_of: the kind untyped text of the form is (NULL: the
 * desc's kind). */
typedef struct sortid__form_row {
    sortid_form_desc d;
    sortid_status (*parse)(sortid_read_result *r, const char *src, size_t len, unsigned flags,
                           size_t *pos);
    size_t (*write)(char *dst, const sortid_read_result *r, unsigned flags);
    sortid_kind (*kind_of)(const sortid_read_result *r);
} sortid__form_row;

/* The kinds table, in sortid_kind_each's order (a generator keeps its
 * kind's index: its state may live in memory that processes share, where a
 * pointer of one process means nothing in another). */
extern const sortid__kind_row sortid__kind_rows[];

/* The row of a kind or form; NULL for none. */
const sortid__kind_row *sortid__kind_row_of(sortid_kind kind);
const sortid__form_row *sortid__form_row_of(sortid_form form);

/* A sortid_id of kind, zero but for its kind and its epoch. */
void sortid__id_clear(sortid_id *dst, sortid_kind kind);

/* The tick of kind at an instant (its default epoch), for the _make calls
 * (at.c): SORTID_E_TIME_RANGE outside its range. */
sortid_status sortid__tick_of(sortid_kind kind, int64_t unix_ms, uint32_t ns_in_ms, uint64_t *tick);

/* The tick and random part of kind at an instant (at.c); nothing is written
 * on error.  frac (may be NULL): the UUIDv7 rand_a fraction. */
sortid_status sortid__at(sortid_kind kind, int64_t unix_ms, uint32_t ns_in_ms, sortid_at which,
                         uint64_t *tick, uint64_t *frac, sortid__u128 *r);

/* The calling thread's default generator of kind with flags (gen_default.c),
 * for the sortid_<kind>_new calls; NULL only if it cannot be made. */
sortid_gen *sortid__default_gen(sortid_kind kind, unsigned flags);

/* A part named name: nbits bits of bytes from bit `from` (bit 0 the most
 * significant of bytes[0]) as zero-padded lower-case hex; a number in
 * decimal (id.c, for the rows' parts). */
void sortid__part_hex(sortid_part *p, const char *name, const uint8_t *bytes, unsigned from,
                      unsigned nbits);
void sortid__part_uint(sortid_part *p, const char *name, uint64_t v);

#endif
