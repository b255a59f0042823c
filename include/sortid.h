/* SPDX-License-Identifier: MIT */
/*
 * sortid.h - time-sortable unique identifiers: ULID, Ulid-Flake, BaseUID, UUID/UUIDv7,
 * and the rest of the family (KSUID, TypeID, UUID v1/v6, ObjectId, xid, Snowflake).
 *
 * The one public header of libsortid.  The rules each function follows are
 * those of docs/identifiers.md, the project's normative reference (with our
 * decisions where the source specifications are silent or wrong).
 *
 * Layout of this header: the common parts (status codes, flags, time text,
 * entropy and clock), the kinds table and the calls for an ID of any kind,
 * the generators, then one section per kind (its type, text, parts, "an ID
 * at time T", generation and bulk codecs), the reader of untyped text, and
 * last, fenced off, the calls meant only for tests and benchmarks.
 *
 * Conventions
 *  - Destination first: f(dst, src, ...).
 *  - Nothing here aborts, prints, exits or allocates.  Every fallible call
 *    returns a sortid_status; SORTID_OK is 0.
 *  - Parsers take (text, length) - the text need not be NUL-terminated - and,
 *    on failure, store the 0-based byte position of the problem in *pos when
 *    pos is not NULL.  For a wrong length, *pos is the first byte that is
 *    missing or extra, i.e. min(length, expected length).
 *  - Formatters write the text followed by a NUL and return its length (the
 *    NUL not counted): exactly *_TEXT_LEN characters for a form of one
 *    length, at most *_TEXT_MAX for one whose length varies, so the buffer
 *    must hold *_TEXT_LEN + 1 (*_TEXT_MAX + 1) bytes.
 *  - All binary forms are big-endian: byte order = numeric order = text order.
 *  - Times are signed 64-bit Unix milliseconds (or nanoseconds where named),
 *    with the nanoseconds within that millisecond (ns_in_ms, 0..999999)
 *    where a kind's time is finer; a time outside a type's range is
 *    SORTID_E_TIME_RANGE, never truncated.  *_TICK_MAX is the largest value
 *    of a kind's raw time field, in its own unit (the kinds table gives every
 *    kind's range in Unix milliseconds).
 *  - One shape per verb for every kind: sortid_<kind>_parse(dst, src, len,
 *    flags, pos), _format(dst, src, flags) returning the length,
 *    _unix_ms(unix_ms, ns_in_ms, src) returning a status, _make(dst,
 *    unix_ms, [ns_in_ms,] parts...), _at(dst, unix_ms, [ns_in_ms,] which),
 *    _new(dst); a flake's layout comes after dst and its node last.
 */
#ifndef SORTID_H
#define SORTID_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(__GNUC__) && defined(SORTID_BUILDING)
#define SORTID_API __attribute__((visibility("default")))
#else
#define SORTID_API
#endif

/* Calls that return a status warn when the status is ignored. */
#if defined(__GNUC__) || defined(__clang__)
#define SORTID_NODISCARD __attribute__((warn_unused_result))
#else
#define SORTID_NODISCARD
#endif

#define SORTID_VERSION_MAJOR  1
#define SORTID_VERSION_MINOR  0
#define SORTID_VERSION_PATCH  0
#define SORTID_VERSION_STRING "1.0.0"

/* ------------------------------------------------------------------------ */
/* Status codes                                                              */
/* ------------------------------------------------------------------------ */

typedef enum sortid_status {
    SORTID_OK = 0,
    SORTID_E_LENGTH = 1,      /* text has the wrong length */
    SORTID_E_CHAR = 2,        /* a byte outside the alphabet (see *pos) */
    SORTID_E_OVERFLOW = 3,    /* value above the type's maximum (e.g. first char > '7'),
                                  negative integer, or increment past the maximum */
    SORTID_E_TIME_RANGE = 4,  /* time below 0 / the epoch or above the type's maximum */
    SORTID_E_EXHAUSTED = 5,   /* monotonic generator: random part would overflow in
                                  this tick; state unchanged, retry or wait a tick */
    SORTID_E_INVALID_ARG = 6, /* NULL pointer, bad option, node id, entropy size... */
    SORTID_E_ENTROPY = 7,     /* the system random source failed */
    SORTID_E_CLOCK = 8,       /* the clock could not be read */
    SORTID_E_VERSION = 9,     /* UUID has the wrong version for this conversion */
    SORTID_E_VARIANT = 10,    /* UUID variant bits are not 10 (RFC 9562) */
    SORTID_E_UUID_BITS = 11,  /* UUIDv8 form of a BaseUID: two lowest bits not 00 */
    SORTID_E_BUFFER = 12,     /* output buffer too small */
    SORTID_E_SYSTEM = 13,     /* an OS primitive failed (e.g. mutex initialisation) */
    SORTID_E_KIND = 14,       /* unknown kind name or value, or a call the kind does not
                                 have (no time, no such form, no conversion between the two) */
    SORTID_E_AMBIGUOUS = 15   /* time text: a number without its unit that could be
                                 seconds (sortid_time_read) */
} sortid_status;

/* A static, human-readable description of a status ("invalid character").
 * Unknown values give "unknown sortid status". Never NULL. */
SORTID_API const char *sortid_strerror(sortid_status status);

/* The name of a status: its constant without the SORTID_ prefix ("OK",
 * "E_LENGTH", "E_CHAR", ...), from the same table as sortid_strerror, for
 * error codes in bindings and logs.  Unknown values give "unknown".  Never
 * NULL. */
SORTID_API const char *sortid_status_name(sortid_status status);

/* The library's version string, e.g. "1.0.0". */
SORTID_API const char *sortid_version(void);

/* ------------------------------------------------------------------------ */
/* Flags                                                                     */
/* ------------------------------------------------------------------------ */

/* Parsing: also accept Crockford look-alikes I/i/L/l -> 1 and O/o -> 0
 * (never U).  Only for ULID and Ulid-Flake text. */
#define SORTID_PARSE_LENIENT 0x1u
/* Parsing (sortid_id_parse): text of decimal digits only is the decimal
 * integer form of a Ulid-Flake; without it such text is read by its length. */
#define SORTID_PARSE_INT     0x2u

/* Formatting: lower-case output (ULID, flake); upper-case hex (UUID). */
#define SORTID_FORMAT_LOWER      0x1u
#define SORTID_FORMAT_UPPER      0x2u
/* UUID formatting: 32 hex digits without hyphens (SORTID_UUID_HEX_TEXT_LEN). */
#define SORTID_FORMAT_NO_HYPHENS 0x4u

/* ------------------------------------------------------------------------ */
/* Time text (RFC 3339 / ISO 8601)                                           */
/* ------------------------------------------------------------------------ */

#define SORTID_TIME_TEXT_MAX 39 /* at most, for any int64 ms; buffers: + 1 for the NUL */

/* Format Unix ms as RFC 3339 UTC with milliseconds, "2016-07-30T22:36:16.385Z".
 * Years past 9999 use the ISO 8601 expanded form "+10889-08-02T05:31:50.655Z",
 * years before 0 "-0001-...".  dst must hold SORTID_TIME_TEXT_MAX + 1 bytes.
 * Returns the number of characters written (NUL not counted). */
SORTID_API size_t sortid_time_format(char *dst, int64_t unix_ms);

/* Parse an RFC 3339 / ISO 8601 instant:
 *   [+|-]YYYY-MM-DD[(T|t| )HH:MM[:SS[(.|,)fraction]]][Z|z|(+|-)HH[:]MM]
 * A missing offset means UTC.  A date alone means midnight UTC.  Fractions
 * beyond nanoseconds are truncated (not rounded).  Stores the instant as Unix
 * ms (floored) in *unix_ms and the nanoseconds within that millisecond
 * (0..999999) in *ns_in_ms when not NULL.
 * Errors: SORTID_E_CHAR (*pos), SORTID_E_LENGTH (truncated, *pos = len),
 * SORTID_E_TIME_RANGE (a field out of range, e.g. month 13 or Feb 30). */
SORTID_API SORTID_NODISCARD sortid_status sortid_time_parse(int64_t *unix_ms, uint32_t *ns_in_ms,
                                                            const char *src, size_t len,
                                                            size_t *pos);

/* Read a time as a user types it, the one reading every front end shares:
 *   - an RFC 3339 / ISO 8601 instant, as sortid_time_parse reads it;
 *   - a number of Unix time units: [-]DIGITS[.DIGITS](s|ms|us|ns), e.g.
 *     "1700000000s", "1700000000.25s", "1700000000000ms", "-1ms".  Digits
 *     past a nanosecond are truncated;
 *   - a bare number (no unit) of 10^11 or more, or 0: Unix milliseconds.  A
 *     bare number below 10^11 is SORTID_E_AMBIGUOUS (*pos = len): as seconds
 *     it is an instant of 1970..5138, as milliseconds one of 1970..1973, and
 *     "1700000000" is almost always meant as seconds.  So is a bare number
 *     with a fraction;
 *   - "now" (lower case), only when flags has SORTID_TIME_NOW: the wall clock
 *     (sortid_clock_ns).  Without it "now" is SORTID_E_CHAR at byte 0, so a
 *     reader that must give the same answer every time (an IMMUTABLE SQL
 *     function) stays so.
 * Text whose leading digits run into a '-' is an instant ("2026-04-15");
 * other text that starts with a digit or '-' is a number.  Stores the instant
 * as Unix ms (floored) in *unix_ms and the nanoseconds within that
 * millisecond (0..999999) in *ns_in_ms when not NULL.
 * Errors: SORTID_E_CHAR (*pos), SORTID_E_LENGTH (truncated, *pos = len),
 * SORTID_E_TIME_RANGE (a field out of range; a number beyond int64 ms, *pos
 * = its first digit), SORTID_E_AMBIGUOUS, SORTID_E_CLOCK ("now"),
 * SORTID_E_INVALID_ARG (NULL unix_ms or src, unknown flags). */
#define SORTID_TIME_NOW 1u /* sortid_time_read: accept "now" */
SORTID_API SORTID_NODISCARD sortid_status sortid_time_read(int64_t *unix_ms, uint32_t *ns_in_ms,
                                                           const char *src, size_t len,
                                                           unsigned flags, size_t *pos);

/* ------------------------------------------------------------------------ */
/* Entropy and clock                                                         */
/* ------------------------------------------------------------------------ */

/* Fill dst with len bytes from the library's CSPRNG: ChaCha20 with fast key
 * erasure, seeded from the system's source (getrandom on Linux, getentropy
 * on macOS and the BSDs, arc4random_buf on NetBSD, BCryptGenRandom on
 * Windows), one state per thread (no two threads share bytes), reseeded in
 * a forked child (a child never repeats its parent's stream).
 * SORTID_E_ENTROPY when the system source fails; there is no weak fallback. */
SORTID_API SORTID_NODISCARD sortid_status sortid_random(void *dst, size_t len);

/* The wall clock (CLOCK_REALTIME; GetSystemTimePreciseAsFileTime on Windows)
 * in Unix milliseconds / nanoseconds.  SORTID_E_CLOCK on failure, and past
 * 2262 (where Unix nanoseconds leave int64) rather than a wrapped time. */
SORTID_API SORTID_NODISCARD sortid_status sortid_clock_ms(int64_t *unix_ms);
SORTID_API SORTID_NODISCARD sortid_status sortid_clock_ns(int64_t *unix_ns);

/* ------------------------------------------------------------------------ */
/* Kinds: the table, and the calls for an ID of any kind                    */
/* ------------------------------------------------------------------------ */

/* The kinds of ID, one row each in the library's table (src/kinds.c).
 * Values are stable; SORTID_KIND_NONE (0) is "no kind" (untyped text). */
typedef enum sortid_kind {
    SORTID_KIND_NONE = 0,
    SORTID_KIND_ULID = 1,
    SORTID_KIND_FLAKE = 2,          /* Ulid-Flake stand-alone */
    SORTID_KIND_FLAKE_SCALABLE = 3, /* Ulid-Flake scalable (node id) */
    SORTID_KIND_BASEUID = 4,
    SORTID_KIND_UUIDV7 = 5,
    SORTID_KIND_UUID = 6, /* any UUID; its time where its version has one */
    SORTID_KIND_KSUID = 7,
    SORTID_KIND_TYPEID = 8,
    SORTID_KIND_OBJECTID = 9,
    SORTID_KIND_XID = 10,
    SORTID_KIND_SNOWFLAKE = 11 /* Twitter layout, any epoch (sortid_id.epoch_ms) */
} sortid_kind;

/* The text forms of an ID.  The text's length decides which one a text is
 * read as, never a guess from its characters:
 *
 *   length                          form                  value in
 *   26                              SORTID_FORM_ULID       id.ulid
 *   13 (all-digit text included)    SORTID_FORM_FLAKE      id.flake
 *   20                              SORTID_FORM_BASEUID    id.baseuid
 *   36 (8-4-4-4-12 hex)             SORTID_FORM_UUID       id.uuid
 *   32 hex digits                   SORTID_FORM_UUID_HEX   id.uuid
 *   "0x"/"0X" + 1..16 hex digits    SORTID_FORM_FLAKE_HEX  id.flake
 *     (any length but 13)
 *   decimal digits, any length,     SORTID_FORM_FLAKE_INT  id.flake
 *     only when accepted
 * and the family's (SORTID_ACCEPT_ALL_TEXT has them all):
 *   27                              SORTID_FORM_KSUID      id.ksuid
 *   24 hex digits                   SORTID_FORM_OBJECTID   id.objectid
 *   prefix + '_' + 26 (28 .. 90)    SORTID_FORM_TYPEID     id.typeid
 *   decimal digits, any length,     SORTID_FORM_SNOWFLAKE  id.snowflake
 *     only when accepted
 *
 * The two UUID forms carry any UUID (a UUIDv7, v1 or v6, the UUID form of a
 * ULID or the UUIDv8 form of a BaseUID): the version says which has a time.
 *
 * Some texts read as more than one form.  The length's form above is the
 * default; the other readings come after it, in this order, and are read
 * when the caller's accept mask leaves out the ones before:
 *   26 characters    ULID, then TYPEID (a TypeID without prefix: the same
 *                    128 bits, lower case only)
 *   20 characters    BASEUID, then XID (0-9a-v, last character '0' or 'g')
 *   decimal digits   FLAKE_INT, then SNOWFLAKE (both only when accepted)
 * sortid_read_also names the other readings of a text. */
typedef enum sortid_form {
    SORTID_FORM_NONE = 0, /* no form: no ID has this length */
    SORTID_FORM_ULID = 1,
    SORTID_FORM_FLAKE = 2,
    SORTID_FORM_BASEUID = 3,
    SORTID_FORM_UUID = 4,
    SORTID_FORM_UUID_HEX = 5,
    SORTID_FORM_FLAKE_HEX = 6,
    SORTID_FORM_FLAKE_INT = 7,
    SORTID_FORM_KSUID = 8,
    SORTID_FORM_TYPEID = 9,
    SORTID_FORM_OBJECTID = 10,
    SORTID_FORM_XID = 11,
    SORTID_FORM_SNOWFLAKE = 12
} sortid_form;

/* accept masks for sortid_read: one bit per form. */
#define SORTID_ACCEPT(form) (1u << (form))
/* Every text form of every kind but the decimal integers (flake and
 * snowflake are read only when asked for). */
#define SORTID_ACCEPT_ALL_TEXT                                                    \
    (SORTID_ACCEPT(SORTID_FORM_ULID) | SORTID_ACCEPT(SORTID_FORM_FLAKE) |         \
     SORTID_ACCEPT(SORTID_FORM_BASEUID) | SORTID_ACCEPT(SORTID_FORM_UUID) |       \
     SORTID_ACCEPT(SORTID_FORM_UUID_HEX) | SORTID_ACCEPT(SORTID_FORM_FLAKE_HEX) | \
     SORTID_ACCEPT(SORTID_FORM_KSUID) | SORTID_ACCEPT(SORTID_FORM_TYPEID) |       \
     SORTID_ACCEPT(SORTID_FORM_OBJECTID) | SORTID_ACCEPT(SORTID_FORM_XID))

/* Which ID of a time unit an "at time T" call makes. */
typedef enum sortid_at {
    SORTID_AT_RANDOM = 0, /* a fresh random part from sortid_random */
    SORTID_AT_MIN = 1,    /* random part all zeros: the lowest ID of that time unit */
    SORTID_AT_MAX = 2     /* random part all ones: the highest */
} sortid_at;

/* What a kind supports (sortid_kind_desc.calls). */
#define SORTID_CALL_PARSE     0x01u /* sortid_id_parse */
#define SORTID_CALL_FORMAT    0x02u /* sortid_id_format */
#define SORTID_CALL_TIME      0x04u /* every value carries a time (sortid_id_unix_ms) */
#define SORTID_CALL_AT        0x08u /* sortid_id_at: an ID at time T */
#define SORTID_CALL_GENERATE  0x10u /* sortid_gen_init and the sortid_gen_* calls */
#define SORTID_CALL_MONOTONIC 0x20u /* generators may be strictly increasing */
#define SORTID_CALL_BULK      0x40u /* SIMD bulk codecs (sortid_<kind>_parse_lines, ...) */

/* One row of the kinds table: what a kind is.  Rows live as long as the
 * library; callers only read them.  The size is fixed (a test asserts it):
 * a later field takes the place of reserved, which is NULL. */
typedef struct sortid_kind_desc {
    sortid_kind kind;
    const char *name;     /* canonical name: "ulid", "flake", "flake-scalable", "baseuid",
                             "uuidv7", "uuid", "ksuid", "typeid", "objectid", "xid",
                             "snowflake" */
    const char *title;    /* for people: "ULID", "Ulid-Flake", ... */
    const char *a_title;  /* the title with its article, for messages: "a ULID",
                             "an ObjectId", "an xid" */
    size_t bytes;         /* binary size */
    size_t text_len;      /* length of the canonical text form */
    unsigned forms;       /* SORTID_ACCEPT bits: the text forms the kind is read and
                             written in (its canonical form first in sortid_id_format) */
    int64_t tick_ns;      /* the time unit in nanoseconds (1000000: the millisecond;
                             32768: BaseUID's tick); 0: no time of its own */
    int64_t time_min_ms;  /* the first and last Unix millisecond it carries (flakes: */
    int64_t time_max_ms;  /* with the default epoch) */
    unsigned random_bits; /* bits in its random field (UUIDv7: rand_a and rand_b) */
    unsigned calls;       /* SORTID_CALL_* */
    const void *reserved[3];
} sortid_kind_desc;

/* The calls each kind has, one shape per verb (docs/api.md shows them as a
 * kinds x verbs matrix made from this header), and why a kind lacks one;
 * sortid_id_* has every verb for every kind its row allows:
 *   hole uuidv7 make: via ULID (sortid_ulid_make, sortid_ulid_to_uuidv7_lossy)
 *   hole uuid at: no time (any version: sortid_uuidv7_at for v7)
 *   hole uuid make: no time (any version)
 *   hole uuid new: read only (sortid_uuidv7_new makes v7)
 *   hole ksuid convert: no other form
 *   hole typeid at: generic (sortid_id_at)
 *   hole typeid make: generic (sortid_typeid_from_uuid)
 *   hole typeid lines: generic (sortid_id_format_lines)
 *   hole objectid convert: generic (sortid_id_convert to xid)
 *   hole objectid lines: generic (sortid_id_format_lines)
 *   hole xid convert: generic (sortid_id_convert to objectid)
 *   hole xid lines: generic (sortid_id_format_lines)
 *   hole snowflake at: read only
 *   hole snowflake make: read only
 *   hole snowflake new: read only
 *   hole snowflake convert: no other form
 *   hole snowflake lines: generic (sortid_id_format_lines) */

/* The row of a kind; NULL for an unknown kind. */
SORTID_API const sortid_kind_desc *sortid_kind_get(sortid_kind kind);
/* The kinds in table order: index 0, 1, ... until SORTID_KIND_NONE. */
SORTID_API sortid_kind sortid_kind_each(size_t index);
/* The canonical name of a kind; "unknown" for an unknown kind.  Never NULL. */
SORTID_API const char *sortid_kind_name(sortid_kind kind);
/* The kind whose canonical name is exactly the len bytes at name (no NUL
 * needed; a NUL byte or anything after the name makes it no name).
 * SORTID_E_KIND for no such kind, SORTID_E_INVALID_ARG for NULL pointers. */
SORTID_API SORTID_NODISCARD sortid_status sortid_kind_from_name(sortid_kind *dst, const char *name,
                                                                size_t len);

/* An ID of any kind.  The longest binary form, text and prefix any kind has
 * or will have in this ABI.  The size is fixed (a test asserts it): a later
 * field takes the place of reserved, which must be zero (start from
 * { 0 } or memset, as every call that writes a sortid_id does). */
#define SORTID_ID_BYTES    32
#define SORTID_ID_TEXT_MAX 96
#define SORTID_PREFIX_MAX  63 /* characters of a prefix (a TypeID's) */
typedef struct sortid_id {
    sortid_kind kind;
    int64_t epoch_ms;                   /* Ulid-Flake, Snowflake: the Unix ms its time counts
                         from (the default epoch; Snowflake: Twitter's, set another
                         after parsing); 0 for kinds with a fixed epoch */
    uint8_t bytes[SORTID_ID_BYTES];     /* the binary form, big-endian, the kind's bytes
                                       long; the rest zero */
    char prefix[SORTID_PREFIX_MAX + 1]; /* a prefix that is part of the text
                                               (NUL-terminated); "" for kinds without */
    uint8_t reserved[16];
} sortid_id;

/* Read text as an ID.  kind SORTID_KIND_NONE: the text's length decides the
 * form and the form the kind, as sortid_read with every text form
 * (SORTID_ACCEPT_ALL_TEXT; a UUID is SORTID_KIND_UUIDV7 when it is one, else
 * SORTID_KIND_UUID, whose time is there for v1 and v6 too).  A kind: only that kind's forms
 * (sortid_kind_desc.forms) are read, and the value must keep the kind's
 * rules: a ULID from a UUID's text is the same 128 bits, a BaseUID from a
 * UUID its UUIDv8 form, a UUIDv7 must have version 7 and variant 10.  flags:
 * SORTID_PARSE_LENIENT, SORTID_PARSE_INT.  *form (may be NULL) receives the
 * form read, on errors too (as sortid_read's dst->form).
 * Errors: those of sortid_read and the form's parser with *pos (for a kind,
 * when the text fails in another of its forms or no form of it has the
 * text's length, those of the kind's own form when it reads further: a
 * TypeID's parser names the byte whatever the length, unless its only
 * complaint is the length of a text another form has, such as a KSUID's
 * 27 characters); the kind's
 * rule broken (SORTID_E_VERSION, SORTID_E_VARIANT, SORTID_E_UUID_BITS; *pos
 * 0); SORTID_E_KIND for an unknown kind; SORTID_E_INVALID_ARG for NULL dst
 * or src.  On error *dst is unspecified. */
SORTID_API SORTID_NODISCARD sortid_status sortid_id_parse(sortid_id *dst, sortid_kind kind,
                                                          const char *src, size_t len,
                                                          unsigned flags, size_t *pos,
                                                          sortid_form *form);

/* Write src in a text form of its kind (SORTID_FORM_NONE: the canonical one)
 * and a NUL; dst_size must hold the text and the NUL (SORTID_ID_TEXT_MAX + 1
 * always does), else SORTID_E_BUFFER.  flags: SORTID_FORMAT_LOWER (Crockford
 * text), SORTID_FORMAT_UPPER (hex).  *len (may be NULL) receives the length.
 * SORTID_E_KIND for a form the kind does not have. */
SORTID_API SORTID_NODISCARD sortid_status sortid_id_format(char *dst, size_t dst_size,
                                                           const sortid_id *src, sortid_form form,
                                                           unsigned flags, size_t *len);

/* The Unix time of an ID: *unix_ms (floored) and *ns_in_ms (may be NULL;
 * 0..999999, the nanoseconds within that millisecond the kind carries).
 * SORTID_E_VERSION for a UUID whose version has no time, SORTID_E_KIND for
 * an unknown kind. */
SORTID_API SORTID_NODISCARD sortid_status sortid_id_unix_ms(int64_t *unix_ms, uint32_t *ns_in_ms,
                                                            const sortid_id *src);

/* The time of an ID as RFC 3339 UTC text at the precision its kind carries
 * (sortid_time_format's forms, and a NUL): no fraction for the kinds of
 * whole seconds (KSUID, ObjectId, xid) "2017-10-10T04:00:47Z", milliseconds
 * for the millisecond kinds, 7 digits (100 ns) for a UUID v1 or v6, 9 for
 * BaseUID's 32.768 us tick.  dst_size: SORTID_ID_TIME_TEXT_MAX + 1 always
 * does (else SORTID_E_BUFFER).  No flags.  *len (may be NULL) receives the
 * length.  Errors of sortid_id_unix_ms (SORTID_E_VERSION for a value with
 * no time). */
#define SORTID_ID_TIME_TEXT_MAX 45
SORTID_API SORTID_NODISCARD sortid_status sortid_id_time_format(char *dst, size_t dst_size,
                                                                const sortid_id *src,
                                                                unsigned flags, size_t *len);

/* An ID of a kind at an instant, as the kind's own sortid_<kind>_at call
 * makes it (below); node is the scalable flake's node id (0 for the other
 * kinds, else SORTID_E_INVALID_ARG).  SORTID_E_KIND for a kind without
 * SORTID_CALL_AT.  *dst is written only on success. */
SORTID_API SORTID_NODISCARD sortid_status sortid_id_at(sortid_id *dst, sortid_kind kind,
                                                       int64_t unix_ms, uint32_t ns_in_ms,
                                                       sortid_at which, unsigned node);

/* A part of an ID shown to people: its name and its value as text.  Names:
 * "random" (the random field, zero-padded lower-case hex as wide as the
 * field), "node" (a scalable flake's node id, decimal), "version" (a UUID's
 * version, decimal), "variant" (a UUID's variant: "ncs", "rfc9562",
 * "microsoft", "reserved"), "payload" (a KSUID's 128 bits, hex), "prefix"
 * and "uuid" (a TypeID's, then its version and variant), "machine", "pid",
 * "counter" (ObjectId and xid, decimal), "datacenter", "worker", "sequence"
 * (a snowflake's Twitter fields, decimal). */
#define SORTID_PART_TEXT_MAX 63 /* SORTID_PREFIX_MAX: a TypeID's prefix whole */
#define SORTID_PARTS_MAX     8
/* sortid_part.flags: the text is a decimal integer below 2^53, a value a
 * double holds exactly (a JSON number, say); the other parts are text. */
#define SORTID_PART_INT      0x1u
typedef struct sortid_part {
    const char *name;
    char text[SORTID_PART_TEXT_MAX + 1];
    unsigned flags;       /* SORTID_PART_* */
    unsigned reserved[3]; /* zero */
} sortid_part;

/* The parts of src in the kind's order: writes at most max of them to dst
 * (may be NULL with max 0) and returns how many the ID has (at most
 * SORTID_PARTS_MAX); 0 for an unknown kind or NULL src.  The time is not a
 * part (sortid_id_unix_ms), nor are other text forms (sortid_id_format). */
SORTID_API size_t sortid_id_parts(sortid_part *dst, size_t max, const sortid_id *src);

/* The same value as another kind, losslessly: the 128-bit kinds (ULID, UUID,
 * UUIDv7) are the same bits (to UUIDv7 only when they are one:
 * SORTID_E_VERSION / SORTID_E_VARIANT), a BaseUID and a UUID meet in the
 * UUIDv8 form (SORTID_E_VERSION, SORTID_E_VARIANT, SORTID_E_UUID_BITS).
 * A TypeID and the 128-bit kinds meet in the UUID form too (the prefix stays
 * behind; from a UUID it is ""), ObjectId and xid in their common 12 bytes.
 * SORTID_E_KIND when the kinds share no form.  dst may equal src. */
SORTID_API SORTID_NODISCARD sortid_status sortid_id_convert(sortid_id *dst, sortid_kind to,
                                                            const sortid_id *src);

/* ------------------------------------------------------------------------ */
/* Generators                                                               */
/* ------------------------------------------------------------------------ */

/* An injected clock: store the current Unix time in nanoseconds. */
typedef sortid_status (*sortid_clock_fn)(void *ctx, int64_t *unix_ns);
/* An injected entropy source: fill dst with len random bytes. */
typedef sortid_status (*sortid_entropy_fn)(void *ctx, void *dst, size_t len);

/* Generator flags. */
/* Strictly increasing (ULID, BaseUID, KSUID); flake, UUIDv7, TypeID, ObjectId
 * and xid generators always are. */
#define SORTID_GEN_MONOTONIC   0x1u
/* Serialise calls with a mutex so threads can share the generator. */
#define SORTID_GEN_THREAD_SAFE 0x2u
/* Flake: use options.epoch_ms instead of 2024-01-01. */
#define SORTID_GEN_EPOCH       0x4u
/* The clock stands still at options.time_ms + options.ns_in_ms (e.g. "COUNT
 * IDs at time T"): a monotonic generator steps within that one tick and
 * never waits. */
#define SORTID_GEN_FIXED_TIME  0x8u
/* The state lives in memory shared by several processes (e.g. a database
 * server's shared memory) and the caller serialises every call with its own
 * lock: fork() does not make it forget its last ID.  Not with THREAD_SAFE. */
#define SORTID_GEN_SHARED      0x10u

/* options.max_wait_ns values: never wait (the default), wait as long as it
 * takes, and the bound every front end uses by default and the sortid_*_new
 * calls use (100 ms). */
#define SORTID_WAIT_NEVER      INT64_C(0)
#define SORTID_WAIT_FOREVER    INT64_MAX
#define SORTID_WAIT_DEFAULT_NS INT64_C(100000000)

/* Options; all zeros gives the defaults (CSPRNG, CLOCK_REALTIME, random IDs,
 * step +1 when monotonic, no wait). */
typedef struct sortid_gen_options {
    unsigned flags;        /* SORTID_GEN_* */
    unsigned random_step;  /* ULID/BaseUID monotonic step: 0 = +1 (the default, as
                              the ULID specification says); k in 1..64 = random
                              step uniform in [1, 2^k], so the next ID cannot be
                              guessed (opt-in; SORTID_GEN_DEFAULT_RANDOM_STEP) */
    unsigned entropy_size; /* flake "+n" step size s in bytes: n uniform in
                              [1, 256^s - 1]; 0 = 1; 1..3 stand-alone, 1..2 scalable */
    unsigned node;         /* flake scalable: node id 0..31 */
    int64_t epoch_ms;      /* flake with SORTID_GEN_EPOCH: Unix ms of time 0 */
    sortid_clock_fn clock; /* NULL = CLOCK_REALTIME */
    void *clock_ctx;
    sortid_entropy_fn entropy; /* NULL = sortid_random */
    void *entropy_ctx;
    int64_t max_wait_ns; /* monotonic generators, when a step would overflow the
                              random part in this tick: sleep until the clock shows
                              a later tick and go on (the clock's tick, not the
                              sleep, decides).  The bound is on the clock standing
                              still: it starts again each time the clock reaches
                              the generator's tick anew (a thread of a shared
                              generator that loses each new tick to others keeps
                              waiting), never for a clock stepped back below it.
                              SORTID_WAIT_NEVER (0): SORTID_E_EXHAUSTED at once;
                              SORTID_WAIT_FOREVER: no bound.  When the bound passes
                              the call returns SORTID_E_EXHAUSTED, state unchanged.
                              A THREAD_SAFE generator sleeps unlocked.  Negative:
                              SORTID_E_INVALID_ARG. */
    int64_t time_ms;     /* with SORTID_GEN_FIXED_TIME: the instant, Unix ms ... */
    uint32_t ns_in_ms;   /* ... plus 0..999999 ns within that millisecond */
    const char *prefix;  /* TypeID: the prefix of every ID (NUL-terminated, checked as
                            sortid_typeid_prefix_check); NULL or "" for none; NULL for
                            every other kind */
    void *reserved[3];   /* must be NULL: room for later options */
} sortid_gen_options;

/* The recommended k for a random step (docs/identifiers.md: default 32), used
 * by every front end when the random step is asked for without a number. */
#define SORTID_GEN_DEFAULT_RANDOM_STEP 32u

/* A generator: an opaque block of SORTID_GEN_BYTES bytes, aligned for a
 * uint64_t and a pointer, so callers can place one on the stack, in a struct
 * or in shared memory without an allocation.  Its contents are private and
 * may change between versions; only the size and alignment are part of the
 * ABI.  Copying an initialised generator is not supported. */
#define SORTID_GEN_BYTES 512
typedef union sortid_gen {
    unsigned char opaque[SORTID_GEN_BYTES];
    uint64_t align_u64_;
    void *align_ptr_;
} sortid_gen;

/* Initialise a generator of the given kind: one whose row has
 * SORTID_CALL_GENERATE (ULID, both flakes, BaseUID, UUIDv7, KSUID, TypeID,
 * ObjectId, xid).  Each is a time tick and a counter (docs/identifiers.md):
 * a KSUID's counter is its 128-bit payload (seconds since its epoch; random,
 * or +1 within a second when monotonic), a TypeID is a UUIDv7 generator with
 * options.prefix on its text, ObjectId and xid are Unix seconds, five random
 * bytes drawn for each process (again after fork) and a 24-bit counter that
 * starts at a random value each second and steps by 1 (SORTID_E_EXHAUSTED,
 * or a wait, when it would pass 0xFFFFFF).  opts may be NULL (defaults).
 * Errors: SORTID_E_INVALID_ARG (unknown kind or flag, node > 31, entropy_size
 * out of range, random_step > 64 or given to a flake/UUIDv7 generator, an epoch
 * that is not 0 .. SORTID_ULID_TICK_MAX, negative max_wait_ns, ns_in_ms >
 * 999999, THREAD_SAFE with SHARED, a bad prefix or one for a kind other than
 * TypeID, reserved not NULL), SORTID_E_TIME_RANGE
 * (SORTID_GEN_FIXED_TIME with an instant outside the kind's range),
 * SORTID_E_SYSTEM (mutex).  A generator must be destroyed with
 * sortid_gen_destroy when SORTID_GEN_THREAD_SAFE was given. */
SORTID_API SORTID_NODISCARD sortid_status sortid_gen_init(sortid_gen *gen, sortid_kind kind,
                                                          const sortid_gen_options *opts);
SORTID_API void sortid_gen_destroy(sortid_gen *gen);

/* After sortid_gen_init failed, what it refused, in words naming the option
 * and what it takes ("options.node: 0..31, and 0 for a stand-alone flake");
 * NULL after a success.  Front ends show it instead of restating ranges. */
SORTID_API const char *sortid_gen_refused(const sortid_gen *gen);

/* Generate one ID of the generator's kind into dst (dst->kind set), as the
 * kind's own sortid_gen_<kind> call below does. */
SORTID_API SORTID_NODISCARD sortid_status sortid_gen_id(sortid_gen *gen, sortid_id *dst);

/* Generate one ID at the instant unix_ms + ns_in_ms given by the caller
 * instead of the generator's clock (for this call only), with the
 * generator's state and policy: an instant at or before its last tick steps
 * the last ID, a later one starts a new tick.  The whole range of the kind is
 * open (a ULID up to year 10889).  Never waits: SORTID_E_EXHAUSTED when the
 * step would overflow (state unchanged).  SORTID_E_TIME_RANGE outside the
 * kind's range; SORTID_E_INVALID_ARG for ns_in_ms > 999999. */
SORTID_API SORTID_NODISCARD sortid_status sortid_gen_id_at(sortid_gen *gen, sortid_id *dst,
                                                           int64_t unix_ms, uint32_t ns_in_ms);

/* The length of every text the generator writes in its kind's canonical
 * form: sortid_kind_desc.text_len, but for a TypeID its prefix's length, 1
 * for the '_' when there is a prefix, and 26.  0 for NULL or a generator
 * that was not initialised. */
SORTID_API size_t sortid_gen_text_len(const sortid_gen *gen);

/* Generate n IDs as text, each in its kind's canonical form followed by
 * '\n' (SORTID_FORMAT_LOWER / _UPPER as the kind's formatter takes them),
 * through the bulk codecs where the kind has them.  dst_size must hold n
 * lines of sortid_gen_text_len + 1 bytes, else SORTID_E_BUFFER and nothing is
 * generated.  *done (may be NULL) receives the number of lines written; on
 * an error it is less than n and the lines before it are valid. */
SORTID_API SORTID_NODISCARD sortid_status sortid_gen_lines(sortid_gen *gen, char *dst,
                                                           size_t dst_size, size_t n,
                                                           unsigned flags, size_t *done);

/* Bulk codecs: every kind's *_bulk and *_lines calls follow these rules. */

/* Where a bulk parse stopped: the 0-based index of the first ID that failed,
 * the byte position within that ID's text and the status, both exactly as
 * the scalar parser (sortid_ulid_parse, ...) reports them for that ID.  On
 * success index is the number of IDs decoded and status SORTID_OK. */
typedef struct sortid_bulk_error {
    size_t index;
    size_t pos;
    sortid_status status;
} sortid_bulk_error;

/* Arrays: n IDs <-> n * *_TEXT_LEN characters back to back, no separator and
 * no NUL.  format: dst_size must be at least n * *_TEXT_LEN (else
 * SORTID_E_BUFFER, nothing written); flags as the scalar formatter.
 * parse: src holds n * *_TEXT_LEN bytes; each ID is accepted or rejected
 * exactly as the scalar parser with the same flags would; on the first
 * rejected ID the call returns its status with *err filled (err may be
 * NULL), dst[0 .. err->index - 1] decoded and the rest of dst unspecified.
 * SORTID_E_INVALID_ARG for NULL pointers with n > 0. */

/* Lines (the CLI's stream): each ID followed by '\n'.  format writes
 * n * (*_TEXT_LEN + 1) bytes (dst_size at least that, else SORTID_E_BUFFER).
 * parse reads src[0 .. len-1] as lines, each parsed as the scalar parser
 * would parse that line without its '\n' (so a short or long line is
 * SORTID_E_LENGTH at min(line length, *_TEXT_LEN), an empty line too); the
 * last line may lack its '\n'.  At most dst_count IDs are stored: when more
 * lines follow, SORTID_E_BUFFER with err->index = dst_count.  *count (may be
 * NULL) receives the number of IDs stored; every stored ID used exactly
 * *_TEXT_LEN + 1 bytes of src (the last one possibly *_TEXT_LEN), so a
 * caller streaming chunks resumes at count * (*_TEXT_LEN + 1). */

/* Lines of IDs of any kind, the generic bulk calls over the kinds table:
 * format writes each of src[0..n-1] in form (SORTID_FORM_NONE: each one's
 * canonical form; flags as sortid_id_format) and '\n', back to back, no
 * NUL; *len (may be NULL) receives the bytes written.  dst_size must hold
 * them (n x (SORTID_ID_TEXT_MAX + 1) always does): else SORTID_E_BUFFER,
 * with the lines that fit written.  Errors of sortid_id_format, the lines
 * before the failing ID written.  parse reads src[0 .. len-1] as lines (the
 * last may lack its '\n'), each as sortid_id_parse(kind, flags) reads it,
 * and stores at most dst_count IDs: SORTID_E_BUFFER with err->index =
 * dst_count when more lines follow; on the first line it refuses, its status
 * with err->index the line and err->pos the byte within it.  *count (may be
 * NULL) receives the number stored.  SORTID_E_INVALID_ARG for NULL pointers
 * with n or len above 0. */
SORTID_API SORTID_NODISCARD sortid_status sortid_id_format_lines(char *dst, size_t dst_size,
                                                                 const sortid_id *src, size_t n,
                                                                 sortid_form form, unsigned flags,
                                                                 size_t *len);
SORTID_API SORTID_NODISCARD sortid_status sortid_id_parse_lines(sortid_id *dst, size_t dst_count,
                                                                sortid_kind kind, const char *src,
                                                                size_t len, unsigned flags,
                                                                size_t *count,
                                                                sortid_bulk_error *err);

/* ------------------------------------------------------------------------ */
/* UUID (RFC 9562) and UUIDv7                                               */
/* ------------------------------------------------------------------------ */

#define SORTID_UUID_BYTES        16
#define SORTID_UUID_TEXT_LEN     36 /* 8-4-4-4-12 */
#define SORTID_UUID_HEX_TEXT_LEN 32 /* without hyphens */

typedef struct sortid_uuid {
    uint8_t bytes[SORTID_UUID_BYTES];
} sortid_uuid;

/* Parse a UUID: 36 characters with hyphens at 8, 13, 18, 23, or 32 hex
 * digits; hex digits in either case.  Any version and variant is accepted.
 * Errors: SORTID_E_LENGTH, SORTID_E_CHAR (*pos). */
SORTID_API SORTID_NODISCARD sortid_status sortid_uuid_parse(sortid_uuid *dst, const char *src,
                                                            size_t len, unsigned flags,
                                                            size_t *pos);

/* Format lower-case 8-4-4-4-12 (SORTID_FORMAT_UPPER: upper-case hex;
 * SORTID_FORMAT_NO_HYPHENS: 32 digits) plus a NUL; dst must hold
 * SORTID_UUID_TEXT_LEN + 1 bytes.  Returns the number of characters (36 or 32). */
SORTID_API size_t sortid_uuid_format(char *dst, const sortid_uuid *src, unsigned flags);

/* The version (0..15) of a UUID of the RFC 9562 variant; -1 for a UUID that
 * has none: the nil and max UUIDs and every other variant (as PostgreSQL 17's
 * uuid_extract_version, NULL in SQL).  The variant: 0 NCS, 2 RFC 9562 "10",
 * 6 Microsoft "110", 7 reserved "111". */
SORTID_API int sortid_uuid_version(const sortid_uuid *src);
SORTID_API unsigned sortid_uuid_variant(const sortid_uuid *src);

/* The time of a UUID with one at its precision: a v7 (its first 48 bits;
 * *ns_in_ms 0, since its sub-millisecond bits are not a time in every
 * generator), or a v1 or v6 (its 100-ns Gregorian time: *unix_ms floored,
 * *ns_in_ms the rest, a multiple of 100).  ns_in_ms may be NULL.
 * SORTID_E_VERSION for the other versions, SORTID_E_VARIANT when the
 * variant is not RFC 9562's. */
SORTID_API SORTID_NODISCARD sortid_status sortid_uuid_unix_ms(int64_t *unix_ms, uint32_t *ns_in_ms,
                                                              const sortid_uuid *src);

/* Generate with a SORTID_KIND_UUIDV7 generator: rand_a holds the
 * sub-millisecond fraction x 4096 (RFC 9562 6.2 method 3); strictly increasing
 * within the generator (a clock that does not advance adds one to the 74-bit
 * rand_a|rand_b, keeping version and variant).  A UUIDv7 viewed as a ULID
 * (sortid_ulid_from_uuid) has the same millisecond and sort order. */
SORTID_API SORTID_NODISCARD sortid_status sortid_gen_uuidv7(sortid_gen *gen, sortid_uuid *dst);
/* Fill dst[0..n-1] (the clock is read for each UUID); *done as
 * sortid_gen_ulid_fill. */
SORTID_API SORTID_NODISCARD sortid_status sortid_gen_uuidv7_fill(sortid_gen *gen, sortid_uuid *dst,
                                                                 size_t n, size_t *done);
/* Per-thread default UUIDv7 generator. */
SORTID_API SORTID_NODISCARD sortid_status sortid_uuidv7_new(sortid_uuid *dst);

/* The UUIDv7 of a millisecond: RANDOM puts the sub-millisecond fraction
 * (ns_in_ms * 4096 / 10^6) in rand_a; MIN and MAX set all 74 counter bits to
 * 0 or 1 (version 7 and variant 10 always set). */
SORTID_API SORTID_NODISCARD sortid_status sortid_uuidv7_at(sortid_uuid *dst, int64_t unix_ms,
                                                           uint32_t ns_in_ms, sortid_at which);

/* Lines of UUIDs (the bulk rules above the generators): each UUID in 36
 * characters, or 32 hex digits with SORTID_FORMAT_NO_HYPHENS, and '\n'.
 * format: flags SORTID_FORMAT_UPPER, SORTID_FORMAT_NO_HYPHENS.  parse: every
 * line must be of the one length the flags say (SORTID_FORMAT_NO_HYPHENS: 32,
 * else 36), each read as sortid_uuid_parse reads it; a line of the other
 * length is SORTID_E_LENGTH, so a caller resumes at count * (line length + 1). */
SORTID_API SORTID_NODISCARD sortid_status sortid_uuid_format_lines(char *dst, size_t dst_size,
                                                                   const sortid_uuid *src, size_t n,
                                                                   unsigned flags);
SORTID_API SORTID_NODISCARD sortid_status sortid_uuid_parse_lines(sortid_uuid *dst,
                                                                  size_t dst_count, const char *src,
                                                                  size_t len, unsigned flags,
                                                                  size_t *count,
                                                                  sortid_bulk_error *err);

/* ------------------------------------------------------------------------ */
/* ULID: 48-bit Unix ms time + 80 random bits, 26 Crockford base32 chars     */
/* ------------------------------------------------------------------------ */

#define SORTID_ULID_BYTES         16
#define SORTID_ULID_RANDOM_BYTES  10
#define SORTID_ULID_TEXT_LEN      26
#define SORTID_ULID_TIME_TEXT_LEN 10 /* the first 10 characters carry the 48-bit time */
#define SORTID_ULID_TICK_MAX      INT64_C(281474976710655) /* 2^48 - 1 ms */

typedef struct sortid_ulid {
    uint8_t bytes[SORTID_ULID_BYTES]; /* big-endian: bytes 0..5 time, 6..15 random */
} sortid_ulid;

/* Parse 26 characters.  Strict by default: case-insensitive Crockford base32,
 * exactly 26 bytes, first character <= '7'.  flags may be SORTID_PARSE_LENIENT.
 * Errors: SORTID_E_LENGTH, SORTID_E_CHAR (*pos = offending byte),
 * SORTID_E_OVERFLOW (*pos = 0), SORTID_E_INVALID_ARG (NULL dst or src). */
SORTID_API SORTID_NODISCARD sortid_status sortid_ulid_parse(sortid_ulid *dst, const char *src,
                                                            size_t len, unsigned flags,
                                                            size_t *pos);

/* Format as 26 upper-case characters (lower case with SORTID_FORMAT_LOWER)
 * and a NUL: dst must hold SORTID_ULID_TEXT_LEN + 1 bytes.  Returns 26. */
SORTID_API size_t sortid_ulid_format(char *dst, const sortid_ulid *src, unsigned flags);

/* Build from a time and 10 random bytes.  SORTID_E_TIME_RANGE when unix_ms is
 * negative or above SORTID_ULID_TICK_MAX (dst untouched). */
SORTID_API SORTID_NODISCARD sortid_status
sortid_ulid_make(sortid_ulid *dst, int64_t unix_ms, const uint8_t random[SORTID_ULID_RANDOM_BYTES]);

/* The time part in Unix milliseconds (0 .. SORTID_ULID_TICK_MAX) in
 * *unix_ms; *ns_in_ms (may be NULL) 0.  SORTID_E_INVALID_ARG for NULL
 * unix_ms or src. */
SORTID_API SORTID_NODISCARD sortid_status sortid_ulid_unix_ms(int64_t *unix_ms, uint32_t *ns_in_ms,
                                                              const sortid_ulid *src);

/* Copy the 10-byte random part to dst. */
SORTID_API void sortid_ulid_random(uint8_t dst[SORTID_ULID_RANDOM_BYTES], const sortid_ulid *src);

/* -1, 0 or 1 as a is less than, equal to or greater than b (= byte order). */
SORTID_API int sortid_ulid_compare(const sortid_ulid *a, const sortid_ulid *b);

/* dst = src + 1 in the random part (with carry; dst may equal src).
 * SORTID_E_OVERFLOW when the random part is all ones: never carries into the
 * time, and dst is left untouched. */
SORTID_API SORTID_NODISCARD sortid_status sortid_ulid_next(sortid_ulid *dst,
                                                           const sortid_ulid *src);

/* Lossless: the same 128 bits. */
SORTID_API void sortid_ulid_to_uuid(sortid_uuid *dst, const sortid_ulid *src);
SORTID_API void sortid_ulid_from_uuid(sortid_ulid *dst, const sortid_uuid *src);

/* Lossy, explicitly: the same bits with version 7 and the RFC 9562 variant
 * forced (6 random bits are overwritten).  The result is a valid UUIDv7 with
 * the ULID's millisecond time. */
SORTID_API void sortid_ulid_to_uuidv7_lossy(sortid_uuid *dst, const sortid_ulid *src);

/* The ULID of a millisecond: random part random (SORTID_AT_RANDOM), all zeros
 * (SORTID_AT_MIN) or all ones (SORTID_AT_MAX), for range queries and
 * back-dated IDs.  SORTID_E_TIME_RANGE outside 0 .. SORTID_ULID_TICK_MAX (dst
 * untouched), SORTID_E_INVALID_ARG (NULL dst, unknown mode), SORTID_E_ENTROPY. */
SORTID_API SORTID_NODISCARD sortid_status sortid_ulid_at(sortid_ulid *dst, int64_t unix_ms,
                                                         sortid_at which);

/* Generate one ID.  The kind must match the generator (else
 * SORTID_E_INVALID_ARG).  Monotonic generators: a new tick draws a fresh
 * random part; the same tick, or a clock that went backwards, steps the last
 * random part; SORTID_E_EXHAUSTED when the step would overflow it (state and
 * *dst unchanged), after waiting for the next tick as options.max_wait_ns
 * allows.  Also SORTID_E_TIME_RANGE, SORTID_E_CLOCK, SORTID_E_ENTROPY
 * (state unchanged).  After fork() a child's generator forgets its last ID
 * (its next ID takes a fresh random part), so parent and child never collide. */
SORTID_API SORTID_NODISCARD sortid_status sortid_gen_ulid(sortid_gen *gen, sortid_ulid *dst);

/* Fill dst[0..n-1].  The clock is read once per 256 IDs, so a bulk call of a
 * monotonic generator makes runs of same-millisecond IDs.  *done (may be NULL)
 * receives the number of IDs written; on error it is less than n and the
 * status says why (the IDs before it are valid). */
SORTID_API SORTID_NODISCARD sortid_status sortid_gen_ulid_fill(sortid_gen *gen, sortid_ulid *dst,
                                                               size_t n, size_t *done);

/* One-call functions backed by a per-thread default generator (CSPRNG,
 * CLOCK_REALTIME).  sortid_ulid_new: fresh time and 80 random bits;
 * sortid_ulid_new_monotonic: strictly increasing within the calling thread.
 * Every sortid_*_new call waits for the next tick when its generator's tick
 * is used up (in practice only Ulid-Flake's, after about 4,100 IDs of a
 * millisecond), with the bound SORTID_WAIT_DEFAULT_NS on a clock standing
 * still; only then SORTID_E_EXHAUSTED. */
SORTID_API SORTID_NODISCARD sortid_status sortid_ulid_new(sortid_ulid *dst);
SORTID_API SORTID_NODISCARD sortid_status sortid_ulid_new_monotonic(sortid_ulid *dst);

/* Bulk codecs (the rules above the generators). */
SORTID_API SORTID_NODISCARD sortid_status sortid_ulid_format_bulk(char *dst, size_t dst_size,
                                                                  const sortid_ulid *src, size_t n,
                                                                  unsigned flags);
SORTID_API SORTID_NODISCARD sortid_status sortid_ulid_parse_bulk(sortid_ulid *dst, const char *src,
                                                                 size_t n, unsigned flags,
                                                                 sortid_bulk_error *err);

SORTID_API SORTID_NODISCARD sortid_status sortid_ulid_format_lines(char *dst, size_t dst_size,
                                                                   const sortid_ulid *src, size_t n,
                                                                   unsigned flags);
SORTID_API SORTID_NODISCARD sortid_status sortid_ulid_parse_lines(sortid_ulid *dst,
                                                                  size_t dst_count, const char *src,
                                                                  size_t len, unsigned flags,
                                                                  size_t *count,
                                                                  sortid_bulk_error *err);

/* ------------------------------------------------------------------------ */
/* Ulid-Flake: 64 bits = sign 0 | 43-bit ms since epoch | 20 random          */
/*             (scalable: 15 random | 5 node id); 13 Crockford chars         */
/* ------------------------------------------------------------------------ */

#define SORTID_FLAKE_BYTES        8
#define SORTID_FLAKE_TEXT_LEN     13
#define SORTID_FLAKE_INT_TEXT_MAX 19                     /* "9223372036854775807" */
#define SORTID_FLAKE_HEX_TEXT_MAX 18                     /* "0x7FFFFFFFFFFFFFFF" */
#define SORTID_FLAKE_EPOCH_MS     INT64_C(1704067200000) /* 2024-01-01T00:00:00Z */
#define SORTID_FLAKE_TICK_MAX     INT64_C(8796093022207) /* 2^43 - 1 ms */
#define SORTID_FLAKE_NODE_MAX     31

typedef enum sortid_flake_layout {
    SORTID_FLAKE_STANDALONE = 0, /* time 43 | random 20 */
    SORTID_FLAKE_SCALABLE = 1    /* time 43 | random 15 | node 5 */
} sortid_flake_layout;

typedef struct sortid_flake {
    uint64_t value; /* always <= INT64_MAX (sign bit 0) */
} sortid_flake;

/* Parse the 13-character form; same rules as sortid_ulid_parse (strict,
 * case-insensitive, first character <= '7', SORTID_PARSE_LENIENT opt-in). */
SORTID_API SORTID_NODISCARD sortid_status sortid_flake_parse(sortid_flake *dst, const char *src,
                                                             size_t len, unsigned flags,
                                                             size_t *pos);
/* 13 characters + NUL (dst: SORTID_FLAKE_TEXT_LEN + 1 bytes).  Returns 13. */
SORTID_API size_t sortid_flake_format(char *dst, const sortid_flake *src, unsigned flags);

/* Decimal integer form: one or more ASCII digits, no sign, no spaces, value
 * <= INT64_MAX (else SORTID_E_OVERFLOW).  Leading zeros are accepted, any
 * number of them (so at most 19 significant digits). */
SORTID_API SORTID_NODISCARD sortid_status sortid_flake_parse_int(sortid_flake *dst, const char *src,
                                                                 size_t len, size_t *pos);
/* Writes the decimal form and a NUL (SORTID_FLAKE_INT_TEXT_MAX + 1 bytes);
 * returns its length. */
SORTID_API size_t sortid_flake_format_int(char *dst, const sortid_flake *src);

/* Hex form: "0x" or "0X" then 1..16 hex digits in either case, value <=
 * INT64_MAX.  Formatting writes "0x" and upper-case digits without leading
 * zeros ("0x0" for zero) and a NUL; returns the length. */
SORTID_API SORTID_NODISCARD sortid_status sortid_flake_parse_hex(sortid_flake *dst, const char *src,
                                                                 size_t len, size_t *pos);
SORTID_API size_t sortid_flake_format_hex(char *dst, const sortid_flake *src);

/* int64 forms: a negative value is SORTID_E_OVERFLOW. */
SORTID_API SORTID_NODISCARD sortid_status sortid_flake_from_int64(sortid_flake *dst, int64_t value);
SORTID_API int64_t sortid_flake_to_int64(const sortid_flake *src);

/* 8 big-endian bytes; from_bytes rejects a set sign bit (SORTID_E_OVERFLOW). */
SORTID_API void sortid_flake_to_bytes(uint8_t dst[SORTID_FLAKE_BYTES], const sortid_flake *src);
SORTID_API SORTID_NODISCARD sortid_status
sortid_flake_from_bytes(sortid_flake *dst, const uint8_t src[SORTID_FLAKE_BYTES]);

/* Build from parts: unix_ms with the default epoch (SORTID_FLAKE_EPOCH_MS ..
 * + SORTID_FLAKE_TICK_MAX, else SORTID_E_TIME_RANGE); random must fit the
 * layout's field (20 or 15 bits) and node 0..31 (scalable; must be 0 for
 * stand-alone), else SORTID_E_INVALID_ARG. */
SORTID_API SORTID_NODISCARD sortid_status sortid_flake_make(sortid_flake *dst,
                                                            sortid_flake_layout layout,
                                                            int64_t unix_ms, uint32_t random,
                                                            unsigned node);

/* Parts: ms since the flake epoch; the random field of the layout; the node
 * id (scalable layout).  A flake of another epoch: sortid_id.epoch_ms and
 * sortid_id_unix_ms. */
SORTID_API int64_t sortid_flake_tick(const sortid_flake *src);
/* Unix ms of a flake with the default epoch (2024-01-01), what front ends
 * show; *ns_in_ms (may be NULL) 0.  SORTID_E_OVERFLOW for a set sign bit,
 * SORTID_E_INVALID_ARG for NULL unix_ms or src. */
SORTID_API SORTID_NODISCARD sortid_status sortid_flake_unix_ms(int64_t *unix_ms, uint32_t *ns_in_ms,
                                                               const sortid_flake *src);
SORTID_API uint32_t sortid_flake_random(const sortid_flake *src, sortid_flake_layout layout);
SORTID_API unsigned sortid_flake_node(const sortid_flake *src);

/* Generate with a SORTID_KIND_FLAKE or SORTID_KIND_FLAKE_SCALABLE generator.
 * Always monotonic with the "+n" step; SORTID_E_EXHAUSTED on overflow (state
 * unchanged: retry, or wait for the next millisecond); SORTID_E_TIME_RANGE
 * before the epoch or past SORTID_FLAKE_TICK_MAX. */
SORTID_API SORTID_NODISCARD sortid_status sortid_gen_flake(sortid_gen *gen, sortid_flake *dst);
SORTID_API SORTID_NODISCARD sortid_status sortid_gen_flake_fill(sortid_gen *gen, sortid_flake *dst,
                                                                size_t n, size_t *done);

/* Per-thread default stand-alone generator (entropy size 1, default epoch). */
SORTID_API SORTID_NODISCARD sortid_status sortid_flake_new(sortid_flake *dst);

/* The flake of a millisecond (default epoch) as sortid_ulid_at; node must be 0
 * for the stand-alone layout, 0..31 for the scalable one. */
SORTID_API SORTID_NODISCARD sortid_status sortid_flake_at(sortid_flake *dst,
                                                          sortid_flake_layout layout,
                                                          int64_t unix_ms, sortid_at which,
                                                          unsigned node);

/* The same for Ulid-Flake (13 characters) ... */
SORTID_API SORTID_NODISCARD sortid_status sortid_flake_format_bulk(char *dst, size_t dst_size,
                                                                   const sortid_flake *src,
                                                                   size_t n, unsigned flags);
SORTID_API SORTID_NODISCARD sortid_status sortid_flake_parse_bulk(sortid_flake *dst,
                                                                  const char *src, size_t n,
                                                                  unsigned flags,
                                                                  sortid_bulk_error *err);
SORTID_API SORTID_NODISCARD sortid_status sortid_flake_format_lines(char *dst, size_t dst_size,
                                                                    const sortid_flake *src,
                                                                    size_t n, unsigned flags);
SORTID_API SORTID_NODISCARD sortid_status sortid_flake_parse_lines(sortid_flake *dst,
                                                                   size_t dst_count,
                                                                   const char *src, size_t len,
                                                                   unsigned flags, size_t *count,
                                                                   sortid_bulk_error *err);

/* ------------------------------------------------------------------------ */
/* BaseUID: 48-bit time (Unix ns >> 15, 32.768 us ticks) + 72 random bits,   */
/*          20 ordered-base64 chars                                          */
/* ------------------------------------------------------------------------ */

#define SORTID_BASEUID_BYTES        15
#define SORTID_BASEUID_RANDOM_BYTES 9
#define SORTID_BASEUID_TEXT_LEN     20
#define SORTID_BASEUID_TICK_MAX     INT64_C(281474976710655) /* 2^48 - 1 */
#define SORTID_BASEUID_TICK_SHIFT   15

typedef struct sortid_baseuid {
    uint8_t bytes[SORTID_BASEUID_BYTES]; /* bytes 0..5 tick, 6..14 random */
} sortid_baseuid;

/* Parse 20 characters of -0-9A-Z_a-z (case-sensitive, exact length; every
 * such string is valid).  Errors: SORTID_E_LENGTH, SORTID_E_CHAR (*pos). */
SORTID_API SORTID_NODISCARD sortid_status sortid_baseuid_parse(sortid_baseuid *dst, const char *src,
                                                               size_t len, unsigned flags,
                                                               size_t *pos);
/* 20 characters + NUL (dst: SORTID_BASEUID_TEXT_LEN + 1 bytes).  Returns 20. */
SORTID_API size_t sortid_baseuid_format(char *dst, const sortid_baseuid *src, unsigned flags);

/* Build from the instant unix_ms + ns_in_ms ns (its tick: Unix ns >> 15)
 * and 9 random bytes.  SORTID_E_TIME_RANGE before 1970 or past the last
 * tick, SORTID_E_INVALID_ARG for ns_in_ms > 999999 or NULL pointers. */
SORTID_API SORTID_NODISCARD sortid_status
sortid_baseuid_make(sortid_baseuid *dst, int64_t unix_ms, uint32_t ns_in_ms,
                    const uint8_t random[SORTID_BASEUID_RANDOM_BYTES]);

/* The tick (0 .. SORTID_BASEUID_TICK_MAX); the time as Unix ms (floored)
 * and *ns_in_ms (may be NULL) the nanoseconds of the tick's start within
 * it.  SORTID_E_INVALID_ARG for NULL unix_ms or src. */
SORTID_API int64_t sortid_baseuid_tick(const sortid_baseuid *src);
SORTID_API SORTID_NODISCARD sortid_status sortid_baseuid_unix_ms(int64_t *unix_ms,
                                                                 uint32_t *ns_in_ms,
                                                                 const sortid_baseuid *src);
SORTID_API void sortid_baseuid_random(uint8_t dst[SORTID_BASEUID_RANDOM_BYTES],
                                      const sortid_baseuid *src);
SORTID_API int sortid_baseuid_compare(const sortid_baseuid *a, const sortid_baseuid *b);

/* UUIDv8 form, lossless both ways:
 *   u = tick<<80 | 0x8<<76 | (rnd>>60)<<64 | 0b10<<62 | (rnd & (2^60-1))<<2
 * from_uuidv8 errors: SORTID_E_VERSION (not 8), SORTID_E_VARIANT (not 10),
 * SORTID_E_UUID_BITS (two lowest bits not 00). */
SORTID_API void sortid_baseuid_to_uuidv8(sortid_uuid *dst, const sortid_baseuid *src);
SORTID_API SORTID_NODISCARD sortid_status sortid_baseuid_from_uuidv8(sortid_baseuid *dst,
                                                                     const sortid_uuid *src);

/* Generate with a SORTID_KIND_BASEUID generator (SORTID_GEN_MONOTONIC for the
 * ULID rules on the 32.768 us tick). */
SORTID_API SORTID_NODISCARD sortid_status sortid_gen_baseuid(sortid_gen *gen, sortid_baseuid *dst);
SORTID_API SORTID_NODISCARD sortid_status sortid_gen_baseuid_fill(sortid_gen *gen,
                                                                  sortid_baseuid *dst, size_t n,
                                                                  size_t *done);
/* Per-thread default generators: random, and monotonic within the thread. */
SORTID_API SORTID_NODISCARD sortid_status sortid_baseuid_new(sortid_baseuid *dst);
SORTID_API SORTID_NODISCARD sortid_status sortid_baseuid_new_monotonic(sortid_baseuid *dst);

/* The BaseUID of the 32.768 us tick holding unix_ms * 10^6 + ns_in_ms ns, as
 * sortid_ulid_at; SORTID_E_INVALID_ARG for ns_in_ms > 999999. */
SORTID_API SORTID_NODISCARD sortid_status sortid_baseuid_at(sortid_baseuid *dst, int64_t unix_ms,
                                                            uint32_t ns_in_ms, sortid_at which);

/* ... and BaseUID (20 characters; no flags, as its scalar codec). */
SORTID_API SORTID_NODISCARD sortid_status sortid_baseuid_format_bulk(char *dst, size_t dst_size,
                                                                     const sortid_baseuid *src,
                                                                     size_t n, unsigned flags);
SORTID_API SORTID_NODISCARD sortid_status sortid_baseuid_parse_bulk(sortid_baseuid *dst,
                                                                    const char *src, size_t n,
                                                                    unsigned flags,
                                                                    sortid_bulk_error *err);
SORTID_API SORTID_NODISCARD sortid_status sortid_baseuid_format_lines(char *dst, size_t dst_size,
                                                                      const sortid_baseuid *src,
                                                                      size_t n, unsigned flags);
SORTID_API SORTID_NODISCARD sortid_status sortid_baseuid_parse_lines(sortid_baseuid *dst,
                                                                     size_t dst_count,
                                                                     const char *src, size_t len,
                                                                     unsigned flags, size_t *count,
                                                                     sortid_bulk_error *err);

/* ------------------------------------------------------------------------ */
/* The rest of the family: KSUID, TypeID, UUID v1/v6, ObjectId, xid,        */
/* Snowflake (docs/identifiers.md section 12; one block per kind)           */
/* ------------------------------------------------------------------------ */

/* ---- KSUID (segmentio/ksuid): 32-bit seconds since 1400000000 + 128 random
 *      bits, 27 base62 characters (0-9A-Za-z, case-sensitive) ------------- */

#define SORTID_KSUID_BYTES         20
#define SORTID_KSUID_PAYLOAD_BYTES 16
#define SORTID_KSUID_TEXT_LEN      27
#define SORTID_KSUID_EPOCH_S       INT64_C(1400000000) /* 2014-05-13T16:53:20Z */
#define SORTID_KSUID_TICK_MAX      INT64_C(4294967295) /* 2^32 - 1 seconds since the epoch */

typedef struct sortid_ksuid {
    uint8_t bytes[SORTID_KSUID_BYTES]; /* big-endian: bytes 0..3 time, 4..19 payload */
} sortid_ksuid;

/* Parse exactly 27 base62 characters.  Errors: SORTID_E_LENGTH,
 * SORTID_E_CHAR (*pos = the first byte outside 0-9A-Za-z), SORTID_E_OVERFLOW
 * (*pos = 0: the value is above 2^160 - 1, "aWgEPTl1tmebfsQzFP4bxwgy80V",
 * the largest KSUID),
 * SORTID_E_INVALID_ARG (NULL dst or src).  No flags. */
SORTID_API SORTID_NODISCARD sortid_status sortid_ksuid_parse(sortid_ksuid *dst, const char *src,
                                                             size_t len, unsigned flags,
                                                             size_t *pos);
/* 27 characters and a NUL (dst: SORTID_KSUID_TEXT_LEN + 1 bytes).  No flags.
 * Returns 27. */
SORTID_API size_t sortid_ksuid_format(char *dst, const sortid_ksuid *src, unsigned flags);
/* n KSUIDs as n lines of 27 characters and '\n' (28 x n bytes, no NUL), the
 * text of sortid_ksuid_format, eight at a time where the bulk codecs run
 * "avx512" (sortid_impl_active in src/sortid_impl.h).  Errors:
 * SORTID_E_BUFFER (dst_size below 28 x n), SORTID_E_INVALID_ARG (NULL dst
 * or src with n > 0).  No flags. */
SORTID_API SORTID_NODISCARD sortid_status sortid_ksuid_format_lines(char *dst, size_t dst_size,
                                                                    const sortid_ksuid *src,
                                                                    size_t n, unsigned flags);

/* Build from the second holding unix_ms (floored; SORTID_KSUID_EPOCH_S ..
 * + SORTID_KSUID_TICK_MAX seconds, else SORTID_E_TIME_RANGE, dst untouched)
 * and a 16-byte payload. */
SORTID_API SORTID_NODISCARD sortid_status sortid_ksuid_make(
    sortid_ksuid *dst, int64_t unix_ms, const uint8_t payload[SORTID_KSUID_PAYLOAD_BYTES]);

/* The time: Unix ms of its whole second (seconds x 1000; *ns_in_ms, may be
 * NULL, 0); the raw 32-bit count of seconds since SORTID_KSUID_EPOCH_S;
 * the 16-byte payload. */
SORTID_API SORTID_NODISCARD sortid_status sortid_ksuid_unix_ms(int64_t *unix_ms, uint32_t *ns_in_ms,
                                                               const sortid_ksuid *src);
SORTID_API int64_t sortid_ksuid_tick(const sortid_ksuid *src);
SORTID_API void sortid_ksuid_payload(uint8_t dst[SORTID_KSUID_PAYLOAD_BYTES],
                                     const sortid_ksuid *src);

/* A KSUID of the current second with a payload from the CSPRNG
 * (sortid_random).  Errors: SORTID_E_CLOCK, SORTID_E_TIME_RANGE (a clock
 * outside the KSUID range), SORTID_E_ENTROPY. */
SORTID_API SORTID_NODISCARD sortid_status sortid_ksuid_new(sortid_ksuid *dst);
/* n new KSUIDs for bulk output: the clock read once per 64 IDs (so IDs of
 * one call may carry a second already past), one CSPRNG draw per 64
 * payloads.  Errors as sortid_ksuid_new (the IDs before the failing chunk
 * are valid); SORTID_E_INVALID_ARG for NULL dst with n > 0. */
SORTID_API SORTID_NODISCARD sortid_status sortid_ksuid_new_fill(sortid_ksuid *dst, size_t n);
/* One KSUID of a generator made for SORTID_KIND_KSUID (random, or monotonic
 * with SORTID_GEN_MONOTONIC): the ID sortid_gen_id gives, as the kind's own
 * type, with the errors sortid_gen_ulid says (another kind's generator:
 * SORTID_E_INVALID_ARG). */
SORTID_API SORTID_NODISCARD sortid_status sortid_gen_ksuid(sortid_gen *gen, sortid_ksuid *dst);

/* The KSUID of the second holding unix_ms (floored), payload as sortid_at
 * says (RANDOM from the CSPRNG, MIN all zeros, MAX all ones).  Errors as
 * sortid_ksuid_make, SORTID_E_INVALID_ARG, SORTID_E_ENTROPY. */
SORTID_API SORTID_NODISCARD sortid_status sortid_ksuid_at(sortid_ksuid *dst, int64_t unix_ms,
                                                          sortid_at which);

/* ---- TypeID (jetify typeid spec 0.3.0): [prefix_]suffix ------------------ */

#define SORTID_TYPEID_SUFFIX_LEN 26 /* lower-case Crockford base32, first <= '7' */
#define SORTID_TYPEID_TEXT_MAX   90 /* SORTID_PREFIX_MAX + '_' + 26; buffers: + 1 for the NUL */

typedef struct sortid_typeid {
    char prefix[SORTID_PREFIX_MAX + 1]; /* NUL-terminated; "" for no prefix */
    sortid_uuid uuid;                   /* any 128-bit value */
} sortid_typeid;

/* Check a prefix: 0..63 characters of a-z and '_', the first and the last a
 * letter (the empty prefix is valid).  Errors: SORTID_E_LENGTH (*pos = 63),
 * SORTID_E_CHAR (*pos = the offending byte: outside a-z_, or '_' first or
 * last), SORTID_E_INVALID_ARG (NULL src with len > 0). */
SORTID_API SORTID_NODISCARD sortid_status sortid_typeid_prefix_check(const char *src, size_t len,
                                                                     size_t *pos);

/* Parse "prefix_suffix", or a bare 26-character suffix.  The prefix ends at
 * the last '_'; it must pass sortid_typeid_prefix_check and be non-empty
 * when the '_' is there.  The suffix is 26 characters of
 * 0123456789abcdefghjkmnpqrstvwxyz (lower case only: no upper case, no
 * look-alikes, no hyphens), first character <= '7'.  Errors, *pos in src:
 * SORTID_E_LENGTH (suffix not 26 characters: *pos = where it should end or
 * its first extra byte; prefix over 63: *pos = 63), SORTID_E_CHAR,
 * SORTID_E_OVERFLOW (*pos = the suffix's first character),
 * SORTID_E_INVALID_ARG.  No flags. */
SORTID_API SORTID_NODISCARD sortid_status sortid_typeid_parse(sortid_typeid *dst, const char *src,
                                                              size_t len, unsigned flags,
                                                              size_t *pos);

/* Write the text and a NUL (dst: SORTID_TYPEID_TEXT_MAX + 1 bytes); returns
 * its length.  The prefix is written as it is held (sortid_typeid_from_uuid
 * and the parser only hold valid ones).  No flags. */
SORTID_API size_t sortid_typeid_format(char *dst, const sortid_typeid *src, unsigned flags);

/* A TypeID of prefix (len bytes, checked as sortid_typeid_prefix_check) and
 * the UUID's 128 bits; the UUID back is dst->uuid.  Errors of the check. */
SORTID_API SORTID_NODISCARD sortid_status sortid_typeid_from_uuid(sortid_typeid *dst,
                                                                  const char *prefix, size_t len,
                                                                  const sortid_uuid *src,
                                                                  size_t *pos);

/* Unix ms of a TypeID whose UUID is a v7 (RFC variant; *ns_in_ms, may be
 * NULL, 0); SORTID_E_VERSION or SORTID_E_VARIANT otherwise: the spec gives
 * a time to v7 values only. */
SORTID_API SORTID_NODISCARD sortid_status sortid_typeid_unix_ms(int64_t *unix_ms,
                                                                uint32_t *ns_in_ms,
                                                                const sortid_typeid *src);

/* A TypeID of prefix and a new UUIDv7 from the calling thread's UUIDv7
 * generator (sortid_uuidv7_new: monotonic).  Errors of the prefix check
 * (with *pos) and of sortid_uuidv7_new. */
SORTID_API SORTID_NODISCARD sortid_status sortid_typeid_new(sortid_typeid *dst, const char *prefix,
                                                            size_t len, size_t *pos);

/* ---- UUID versions 1 and 6 (RFC 9562 5.1, 5.6): a 60-bit count of 100 ns
 *      since 1582-10-15T00:00:00Z --------------------------------------- */

/* The 100-ns count of 1970-01-01 since the Gregorian epoch. */
#define SORTID_UUID_GREGORIAN_OFFSET INT64_C(122192928000000000)

/* The raw time field: for v1 and v6 the 60-bit count of 100 ns since
 * 1582-10-15, for v7 the 48-bit Unix ms.  SORTID_E_VERSION for the versions
 * without a time, else SORTID_E_VARIANT when the variant is not RFC 9562's. */
SORTID_API SORTID_NODISCARD sortid_status sortid_uuid_tick(uint64_t *tick, const sortid_uuid *src);

/* v1 <-> v6, lossless (v6 is v1's time reordered to sort first; clock
 * sequence and node unchanged; dst may equal src).  SORTID_E_VERSION when
 * src is not a v1 (to_v6) or a v6 (to_v1), else SORTID_E_VARIANT when the
 * variant is not RFC 9562's; dst untouched on error. */
SORTID_API SORTID_NODISCARD sortid_status sortid_uuid_v1_to_v6(sortid_uuid *dst,
                                                               const sortid_uuid *src);
SORTID_API SORTID_NODISCARD sortid_status sortid_uuid_v6_to_v1(sortid_uuid *dst,
                                                               const sortid_uuid *src);

/* ---- MongoDB ObjectId: 32-bit Unix seconds, 5 bytes random per process, a
 *      24-bit counter; 24 hex digits ------------------------------------- */

#define SORTID_OBJECTID_BYTES    12
#define SORTID_OBJECTID_TEXT_LEN 24
#define SORTID_OBJECTID_TICK_MAX INT64_C(4294967295) /* ObjectId and xid: 2^32 - 1 s */

typedef struct sortid_objectid {
    uint8_t bytes[SORTID_OBJECTID_BYTES]; /* 0..3 seconds, 4..8 process, 9..11 counter */
} sortid_objectid;

/* Parse 24 hex digits in either case.  Errors: SORTID_E_LENGTH,
 * SORTID_E_CHAR (*pos), SORTID_E_INVALID_ARG.  No flags. */
SORTID_API SORTID_NODISCARD sortid_status sortid_objectid_parse(sortid_objectid *dst,
                                                                const char *src, size_t len,
                                                                unsigned flags, size_t *pos);
/* 24 lower-case hex digits (SORTID_FORMAT_UPPER: upper case) and a NUL.
 * Returns 24. */
SORTID_API size_t sortid_objectid_format(char *dst, const sortid_objectid *src, unsigned flags);

/* ---- xid (rs/xid): the ObjectId layout in 20 characters of lower-case
 *      base32hex (0-9a-v) -------------------------------------------------- */

#define SORTID_XID_BYTES    12
#define SORTID_XID_TEXT_LEN 20

typedef struct sortid_xid {
    uint8_t bytes[SORTID_XID_BYTES]; /* 0..3 seconds, 4..6 machine, 7..8 pid, 9..11 counter */
} sortid_xid;

/* Parse 20 characters of 0-9a-v (lower case only, as rs/xid).  The last
 * character carries one bit and four zero pad bits, so it must be '0' or
 * 'g'.  Errors: SORTID_E_LENGTH, SORTID_E_CHAR (*pos; the last character
 * when its pad bits are not zero), SORTID_E_INVALID_ARG.  No flags. */
SORTID_API SORTID_NODISCARD sortid_status sortid_xid_parse(sortid_xid *dst, const char *src,
                                                           size_t len, unsigned flags, size_t *pos);
/* 20 characters and a NUL (dst: SORTID_XID_TEXT_LEN + 1 bytes).  No flags.
 * Returns 20. */
SORTID_API size_t sortid_xid_format(char *dst, const sortid_xid *src, unsigned flags);

/* The parts, per kind, of the layout both share.  Time: Unix ms of the whole
 * second (seconds x 1000, the 32 bits read as unsigned: 1970 .. 2106;
 * *ns_in_ms, may be NULL, 0; SORTID_E_INVALID_ARG for NULL unix_ms or src).
 * Parts as both sources name them: machine = bytes 4..6, pid = bytes 7..8,
 * counter = bytes 9..11 (an ObjectId made since 2020 has one 5-byte
 * process value there: machine << 16 | pid).  Any pointer may be NULL. */
SORTID_API SORTID_NODISCARD sortid_status sortid_objectid_unix_ms(int64_t *unix_ms,
                                                                  uint32_t *ns_in_ms,
                                                                  const sortid_objectid *src);
SORTID_API SORTID_NODISCARD sortid_status sortid_xid_unix_ms(int64_t *unix_ms, uint32_t *ns_in_ms,
                                                             const sortid_xid *src);
SORTID_API void sortid_objectid_parts(const sortid_objectid *src, uint32_t *machine, uint32_t *pid,
                                      uint32_t *counter);
SORTID_API void sortid_xid_parts(const sortid_xid *src, uint32_t *machine, uint32_t *pid,
                                 uint32_t *counter);

/* Build: the second holding unix_ms (floored; 0 .. SORTID_OBJECTID_TICK_MAX
 * seconds, else SORTID_E_TIME_RANGE, dst untouched), the 5 bytes after the
 * time, a counter (its low 24 bits). */
SORTID_API SORTID_NODISCARD sortid_status sortid_objectid_make(sortid_objectid *dst,
                                                               int64_t unix_ms,
                                                               const uint8_t process[5],
                                                               uint32_t counter);
SORTID_API SORTID_NODISCARD sortid_status sortid_xid_make(sortid_xid *dst, int64_t unix_ms,
                                                          const uint8_t process[5],
                                                          uint32_t counter);

/* A new ObjectId / xid: the current second, the process's 5 random bytes
 * (drawn from the CSPRNG once per process, and again in a forked child) and
 * the process's counter (a random start, then +1 per ID of either kind,
 * modulo 2^24; thread-safe and lock-free).  Errors: SORTID_E_CLOCK,
 * SORTID_E_TIME_RANGE, SORTID_E_ENTROPY. */
SORTID_API SORTID_NODISCARD sortid_status sortid_objectid_new(sortid_objectid *dst);
SORTID_API SORTID_NODISCARD sortid_status sortid_xid_new(sortid_xid *dst);
/* One ObjectId / xid of a generator made for SORTID_KIND_OBJECTID /
 * SORTID_KIND_XID (its counter +1 within a second, a fresh start below 2^23
 * in a new one; docs/identifiers.md section 12.4): the ID sortid_gen_id
 * gives, as the kind's own type, with the errors sortid_gen_ulid says. */
SORTID_API SORTID_NODISCARD sortid_status sortid_gen_objectid(sortid_gen *gen,
                                                              sortid_objectid *dst);
SORTID_API SORTID_NODISCARD sortid_status sortid_gen_xid(sortid_gen *gen, sortid_xid *dst);

/* The ID of the second holding unix_ms (floored): RANDOM draws the 8 bytes
 * after the time from the CSPRNG, MIN makes them zeros, MAX ones.  Errors:
 * SORTID_E_TIME_RANGE, SORTID_E_INVALID_ARG, SORTID_E_ENTROPY. */
SORTID_API SORTID_NODISCARD sortid_status sortid_objectid_at(sortid_objectid *dst, int64_t unix_ms,
                                                             sortid_at which);
SORTID_API SORTID_NODISCARD sortid_status sortid_xid_at(sortid_xid *dst, int64_t unix_ms,
                                                        sortid_at which);

/* ---- Snowflake (Twitter layout): sign 0 | 41-bit ms since an epoch | 5-bit
 *      datacenter | 5-bit worker | 12-bit sequence; a decimal int64 -------- */

#define SORTID_SNOWFLAKE_TEXT_MAX      19                     /* at most */
#define SORTID_SNOWFLAKE_EPOCH_TWITTER INT64_C(1288834974657) /* 2010-11-04T01:42:54.657Z */
#define SORTID_SNOWFLAKE_EPOCH_DISCORD INT64_C(1420070400000) /* 2015-01-01T00:00:00Z */

typedef struct sortid_snowflake {
    uint64_t value;   /* 0 .. INT64_MAX */
    int64_t epoch_ms; /* Unix ms of time 0 */
} sortid_snowflake;

/* Parse a decimal int64 (1 or more digits, no sign, <= INT64_MAX, leading
 * zeros accepted); dst->epoch_ms is set to SORTID_SNOWFLAKE_EPOCH_TWITTER
 * (change it, or use sortid_snowflake_epoch_parse, for another).  Errors:
 * SORTID_E_LENGTH (empty), SORTID_E_CHAR (*pos), SORTID_E_OVERFLOW (*pos =
 * the digit that passes INT64_MAX), SORTID_E_INVALID_ARG.  No flags. */
SORTID_API SORTID_NODISCARD sortid_status sortid_snowflake_parse(sortid_snowflake *dst,
                                                                 const char *src, size_t len,
                                                                 unsigned flags, size_t *pos);
/* Decimal digits and a NUL (SORTID_SNOWFLAKE_TEXT_MAX + 1 bytes); returns
 * the length.  No flags. */
SORTID_API size_t sortid_snowflake_format(char *dst, const sortid_snowflake *src, unsigned flags);

/* An epoch by name: "twitter", "discord", or Unix ms as decimal digits with
 * an optional '-'.  Errors: SORTID_E_CHAR (*pos), SORTID_E_LENGTH (empty),
 * SORTID_E_OVERFLOW (outside int64), SORTID_E_INVALID_ARG. */
SORTID_API SORTID_NODISCARD sortid_status sortid_snowflake_epoch_parse(int64_t *epoch_ms,
                                                                       const char *src, size_t len,
                                                                       size_t *pos);

/* Unix ms: (value >> 22) + epoch_ms (*ns_in_ms, may be NULL, 0);
 * SORTID_E_TIME_RANGE when that leaves int64.  The raw 41-bit ms since the epoch; the Twitter fields (Discord
 * calls datacenter its "worker" and worker its "process"). */
SORTID_API SORTID_NODISCARD sortid_status sortid_snowflake_unix_ms(int64_t *unix_ms,
                                                                   uint32_t *ns_in_ms,
                                                                   const sortid_snowflake *src);
SORTID_API int64_t sortid_snowflake_tick(const sortid_snowflake *src);
SORTID_API unsigned sortid_snowflake_datacenter(const sortid_snowflake *src);
SORTID_API unsigned sortid_snowflake_worker(const sortid_snowflake *src);
SORTID_API unsigned sortid_snowflake_sequence(const sortid_snowflake *src);

/* ------------------------------------------------------------------------ */
/* Reading text whose type is not given (docs/identifiers.md section 7)     */
/* ------------------------------------------------------------------------ */

/* What sortid_read read.  The size is fixed (a test asserts it): the union
 * holds SORTID_READ_VALUE_BYTES whatever its members, so a later kind's
 * value (never longer than a sortid_id) takes that room and no size moves. */
#define SORTID_READ_VALUE_BYTES 128
typedef struct sortid_read_result {
    sortid_form form; /* the form the text was read as; on errors see below */
    union {
        sortid_ulid ulid;
        sortid_flake flake;
        sortid_baseuid baseuid;
        sortid_uuid uuid;
        sortid_ksuid ksuid;
        sortid_typeid typeid;
        sortid_objectid objectid;
        sortid_xid xid;
        sortid_snowflake snowflake; /* epoch_ms: SORTID_SNOWFLAKE_EPOCH_TWITTER */
        uint64_t reserved[SORTID_READ_VALUE_BYTES / 8];
    } id;
} sortid_read_result;

/* Read len bytes of text in the form its length decides (table above).
 * accept: the forms the caller takes (SORTID_ACCEPT bits, e.g.
 * SORTID_ACCEPT_ALL_TEXT; a caller whose mask holds none of the family's
 * forms, KSUID, TYPEID, OBJECTID, XID and SNOWFLAKE, is never told of them);
 * with SORTID_ACCEPT(SORTID_FORM_FLAKE_INT) or
 * SORTID_ACCEPT(SORTID_FORM_SNOWFLAKE) in it, text of decimal digits only
 * (1 or more, any length, 13 included) is a decimal integer (a Ulid-Flake
 * first, a snowflake when only that is accepted).  Of a length's several
 * forms (above) the first accepted one is read.  flags:
 * SORTID_PARSE_LENIENT (ULID and flake text).  No byte of src is changed or
 * kept.
 *
 * On success dst->form and the matching member of dst->id are set.  Errors
 * (dst->id undefined, *pos set when pos is not NULL):
 *   SORTID_E_LENGTH: dst->form is the form of a text of this length when
 *     accept does not take it (*pos = len); SORTID_FORM_NONE when no form has
 *     this length (*pos = len), except: SORTID_FORM_FLAKE_INT when the text
 *     is all digits and that form was not asked for (the form to ask for),
 *     and SORTID_FORM_FLAKE_HEX for "0x" with no or more than 16 digits
 *     (*pos = 2 or 18);
 *   SORTID_E_CHAR, SORTID_E_OVERFLOW: dst->form is the
 *     form read; the status and *pos are those of that form's parser;
 *   accept of SORTID_FORM_TYPEID alone: every text is read as a TypeID
 *     (its length varies with its prefix), so its errors are the TypeID
 *     parser's, whatever the length;
 *   accept of SORTID_FORM_SNOWFLAKE alone: a non-empty text of no form's
 *     length is read as a snowflake, so the error is the snowflake
 *     parser's ("12a45": SORTID_E_CHAR at 2, dst->form the snowflake);
 *   SORTID_E_INVALID_ARG: NULL dst or src, or accept with no known form. */
SORTID_API SORTID_NODISCARD sortid_status sortid_read(sortid_read_result *dst, const char *src,
                                                      size_t len, unsigned accept, unsigned flags,
                                                      size_t *pos);

/* The other readings of a text that sortid_read reads as form (the form it
 * returned): SORTID_ACCEPT bits of the forms after it in the list above
 * under which the text is valid, masked by accept (0 when none).  Read one
 * with sortid_read(dst, src, len, SORTID_ACCEPT(other), flags, pos). */
SORTID_API unsigned sortid_read_also(const char *src, size_t len, sortid_form form,
                                     unsigned accept);

/* The kind a text of this form is read as without a type: the form's own
 * (SORTID_KIND_FLAKE for the three flake forms, SORTID_KIND_UUID for both
 * UUID forms, whose bits may make them a UUIDv7); SORTID_KIND_NONE for
 * SORTID_FORM_NONE and unknown values.  With sortid_read_also, how a front
 * end names a text's other readings: sortid_id_parse(&id,
 * sortid_form_kind(other), ...). */
SORTID_API sortid_kind sortid_form_kind(sortid_form form);

/* The form's name: "ulid", "flake", "baseuid", "uuid", "uuid-hex",
 * "flake-hex", "flake-int", "ksuid", "typeid", "objectid", "xid",
 * "snowflake"; "none" for SORTID_FORM_NONE and unknown values. */
SORTID_API const char *sortid_form_name(sortid_form form);

/* A text form for people: what a text of it is and its length in words, so
 * that a front end's messages ("length 27 fits no ID; IDs are 26 characters
 * (ULID), ...") keep no list of forms of their own.  Rows live as long as
 * the library.  The size is fixed (a test asserts it): a later field takes
 * the place of reserved, which is NULL. */
typedef struct sortid_form_desc {
    sortid_form form;
    sortid_kind kind;     /* sortid_form_kind */
    const char *name;     /* sortid_form_name: "ulid", "uuid-hex", ... */
    const char *title;    /* what a text of it is: "ULID text", "a UUID in 32 hex
                             digits", "a decimal Snowflake", ... */
    const char *shape;    /* its length in words: "26 characters", "32 hex digits",
                             "0x and 1 to 16 hex digits", "prefix_ and 26
                             characters", "decimal digits" */
    size_t min_len;       /* its length: exactly min_len when max_len is the same, else */
    size_t max_len;       /* min_len .. max_len (SIZE_MAX: any number of digits) */
    const char *alphabet; /* the characters its value is written in, in digit order
                             (a UUID's hyphens, a flake's "0x" and a TypeID's
                             prefix_ aside) */
    unsigned letter_case; /* SORTID_CASE_*: how it reads the case of a letter */
    const void *reserved[4];
} sortid_form_desc;

/* sortid_form_desc.letter_case: a letter reads the same in either case
 * (written in the case the formatter's flags say); the case is part of the
 * value (base62, ordered base64); lower case only. */
#define SORTID_CASE_EITHER    0u
#define SORTID_CASE_SENSITIVE 1u
#define SORTID_CASE_LOWER     2u

/* The row of a form; NULL for SORTID_FORM_NONE and unknown values. */
SORTID_API const sortid_form_desc *sortid_form_get(sortid_form form);
/* The forms in table order: index 0, 1, ... until SORTID_FORM_NONE. */
SORTID_API sortid_form sortid_form_each(size_t index);

#ifdef __cplusplus
}
#endif

#endif /* SORTID_H */
