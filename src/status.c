/* SPDX-License-Identifier: MIT */
/* status.c - status descriptions and the version string. */
#include "internal.h"

const char *sortid_strerror(sortid_status status)
{
    switch (status) {
    case SORTID_OK: return "success";
    case SORTID_E_LENGTH: return "wrong length";
    case SORTID_E_CHAR: return "invalid character";
    case SORTID_E_OVERFLOW: return "value out of range (overflow)";
    case SORTID_E_TIME_RANGE: return "time out of range";
    case SORTID_E_EXHAUSTED:
        return "monotonic random part exhausted for this time tick (retry or wait for the next)";
    case SORTID_E_INVALID_ARG: return "invalid argument";
    case SORTID_E_ENTROPY: return "system random source failed";
    case SORTID_E_CLOCK: return "clock could not be read";
    case SORTID_E_VERSION: return "wrong UUID version";
    case SORTID_E_VARIANT: return "wrong UUID variant";
    case SORTID_E_UUID_BITS: return "UUID low bits not zero (not a BaseUID in UUIDv8 form)";
    case SORTID_E_BUFFER: return "output buffer too small";
    case SORTID_E_SYSTEM: return "operating system call failed";
    case SORTID_E_KIND: return "not a kind of ID, or not a call that kind has";
    }
    return "unknown sortid status";
}

const char *sortid_version(void)
{
    return SORTID_VERSION_STRING;
}
