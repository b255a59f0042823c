/* SPDX-License-Identifier: MIT */
/*
 * src/arch/scalar_codec.c - the reference implementation of the bulk calls:
 * no kernel at all, so the dispatcher runs the library's scalar codecs
 * (sortid_ulid_format/parse and friends) on every ID.  It is also what every
 * SIMD kernel falls back to for tails and for anything that is not plainly
 * valid, so it is the one definition of the results.
 */
#include "arch.h"

static int scalar_available(void)
{
    return 1;
}

static void scalar_init(void)
{
}

const sortid_arch_impl sortid_arch_scalar = {
    "scalar", scalar_available, scalar_init, { NULL, NULL, NULL }, { NULL, NULL, NULL }, NULL,
};
