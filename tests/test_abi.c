/* SPDX-License-Identifier: MIT */
/* test_abi.c - the public structs keep their sizes (src/abi_sizes.h, the
 * list the library also asserts at compile time), and the room reserved in
 * them is written as zeros by every call that fills one. */
#include "check.h"
#include "../src/abi_sizes.h"

#include <stdint.h>
#include <string.h>

static int all_zero(const void *p, size_t n)
{
    const unsigned char *b = p;
    for (size_t i = 0; i < n; i++)
        if (b[i])
            return 0;
    return 1;
}

#if UINTPTR_MAX == UINT64_MAX
TEST(abi_struct_sizes)
{
#define SORTID_TEST_SIZE(type, n) CHECKF(sizeof(type) == (n), "%s: %zu", #type, sizeof(type));
    SORTID__FROZEN_SIZES(SORTID_TEST_SIZE)
    /* the read result's value room is the same whatever its members */
    CHECK(sizeof(((sortid_read_result *)0)->id) == SORTID_READ_VALUE_BYTES);
    CHECK(sizeof(sortid_id) >= SORTID_ID_BYTES + SORTID_PREFIX_MAX + 1);
}
#else
TEST_ELSEWHERE(abi_struct_sizes, "the frozen sizes are those of a 64-bit target")
#endif

/* Every call that writes a sortid_id leaves its reserved bytes zero, even
 * over a destination full of other bytes. */
TEST(abi_id_reserved_is_zero)
{
    sortid_id id, out;
    sortid_gen g;
    memset(&id, 0xA5, sizeof id);
    CHECK(sortid_id_parse(&id, SORTID_KIND_NONE, "01ARZ3NDEKTSV4RRFFQ69G5FAV", 26, 0, NULL, NULL) ==
          SORTID_OK);
    CHECK(all_zero(id.reserved, sizeof id.reserved));
    memset(&out, 0xA5, sizeof out);
    CHECK(sortid_id_convert(&out, SORTID_KIND_UUID, &id) == SORTID_OK);
    CHECK(all_zero(out.reserved, sizeof out.reserved));
    for (size_t i = 0; sortid_kind_each(i) != SORTID_KIND_NONE; i++) {
        sortid_kind k = sortid_kind_each(i);
        const sortid_kind_desc *d = sortid_kind_get(k);
        CHECK(d && all_zero(d->reserved, sizeof d->reserved));
        if (d->calls & SORTID_CALL_AT) {
            memset(&out, 0xA5, sizeof out);
            CHECKF(sortid_id_at(&out, k, 1750000000000, 0, SORTID_AT_MIN, 0) == SORTID_OK, "%s",
                   d->name);
            CHECKF(all_zero(out.reserved, sizeof out.reserved), "%s", d->name);
        }
        if (d->calls & SORTID_CALL_GENERATE) {
            CHECK(sortid_gen_init(&g, k, NULL) == SORTID_OK);
            memset(&out, 0xA5, sizeof out);
            CHECKF(sortid_gen_id(&g, &out) == SORTID_OK, "%s", d->name);
            CHECKF(all_zero(out.reserved, sizeof out.reserved), "%s", d->name);
            sortid_gen_destroy(&g);
        }
    }
    for (int f = 1; sortid_form_get((sortid_form)f); f++)
        CHECK(all_zero(sortid_form_get((sortid_form)f)->reserved,
                       sizeof sortid_form_get((sortid_form)f)->reserved));
}
