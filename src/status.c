/* SPDX-License-Identifier: MIT */
/* status.c - status names and descriptions, the version string, and the
 * frozen sizes of the public structs (abi_sizes.h), checked at compile time
 * on every 64-bit target. */
#include "internal.h"
#include "abi_sizes.h"

#if UINTPTR_MAX == UINT64_MAX && !defined(SORTID__NO_FROZEN_SIZES)
#define SORTID__SIZE_IS(type, n) _Static_assert(sizeof(type) == (n), #type " keeps its size");
SORTID__FROZEN_SIZES(SORTID__SIZE_IS)
#endif

/* Every status code: its name (the constant without the SORTID_ prefix) and
 * its description.  sortid_status_name and sortid_strerror read this one
 * table. */
#define STATUSES(X)                                                                      \
    X(OK, "success")                                                                     \
    X(E_LENGTH, "wrong length")                                                          \
    X(E_CHAR, "invalid character")                                                       \
    X(E_OVERFLOW, "value out of range (overflow)")                                       \
    X(E_TIME_RANGE, "time out of range")                                                 \
    X(E_EXHAUSTED,                                                                       \
      "monotonic random part exhausted for this time tick (retry or wait for the next)") \
    X(E_INVALID_ARG, "invalid argument")                                                 \
    X(E_ENTROPY, "system random source failed")                                          \
    X(E_CLOCK, "clock could not be read")                                                \
    X(E_VERSION, "wrong UUID version")                                                   \
    X(E_VARIANT, "wrong UUID variant")                                                   \
    X(E_UUID_BITS, "UUID low bits not zero (not a BaseUID in UUIDv8 form)")              \
    X(E_BUFFER, "output buffer too small")                                               \
    X(E_SYSTEM, "operating system call failed")                                          \
    X(E_KIND, "not a kind of ID, or not a call that kind has")                           \
    X(E_AMBIGUOUS, "ambiguous number: give its unit (s, ms, us or ns)")

typedef struct status_row {
    const char *name;
    const char *text;
} status_row;

#define ROW(code, text) [SORTID_##code] = { #code, text },
static const status_row rows[] = { STATUSES(ROW) };
#undef ROW

/* The codes are 0 .. SORTID_E_AMBIGUOUS, each with its row: a code added to
 * sortid.h but not to STATUSES is an enumerator row_of's switch leaves out
 * (-Wswitch, an error in every test build), and the table may not run past
 * the last code. */
_Static_assert(sizeof rows / sizeof rows[0] == SORTID_E_AMBIGUOUS + 1,
               "a status code without its row in STATUSES");

static const status_row *row_of(sortid_status status)
{
#define CASE(code, text) case SORTID_##code:
    switch (status) {
        STATUSES(CASE)
        return &rows[status];
    }
#undef CASE
    return NULL;
}

const char *sortid_strerror(sortid_status status)
{
    const status_row *r = row_of(status);
    return r ? r->text : "unknown sortid status";
}

const char *sortid_status_name(sortid_status status)
{
    const status_row *r = row_of(status);
    return r ? r->name : "unknown";
}

const char *sortid_version(void)
{
    return SORTID_VERSION_STRING;
}
