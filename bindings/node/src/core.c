/* SPDX-License-Identifier: MIT */
/* core.c - the table of the package's functions, in the order the
 * WebAssembly front end calls them by (see core.h); the functions live in
 * core_ulid.c, core_family.c, core_kinds.c and core_gen.c. */

#include "core.h"

#include "core_family.h"
#include "core_gen.h"
#include "core_kinds.h"
#include "core_ulid.h"

/* Helpers, below the functions that use them. */
static int core_bulk_width_fn(core_out *out, core_err *err, const core_arg *argv);

const core_entry core_table[] = {
    { "constants", core_constants, 0 },
    { "ulid", core_ulid, 1 },
    { "encodeTime", core_encode_time, 1 },
    { "decodeTime", core_decode_time, 1 },
    { "isValid", core_is_valid, 1 },
    { "ulidToUUID", core_ulid_to_uuid, 1 },
    { "uuidToULID", core_uuid_to_ulid, 1 },
    { "fixULIDBase32", core_fix_base32, 1 },
    { "incrementBase32", core_increment, 1 },
    { "idAt", core_id_at, 6 },
    { "parse", core_parse, 2 },
    { "flakeToInt", core_flake_to_int, 1 },
    { "flakeFromInt", core_flake_from_int, 1 },
    { "baseuidToUUID", core_baseuid_to_uuid, 1 },
    { "uuidToBaseuid", core_uuid_to_baseuid, 1 },
    { "validateOne", core_validate_one, 2 },
    { "bulkWidth", core_bulk_width_fn, 1 },
    { "kindAt", core_kind_at, 1 },
    { "inspect", core_inspect, 3 },
    { "timeOf", core_time_of, 3 },
    { "generate", core_generate, 3 },
    { "convert", core_convert, 4 },
    { "uuidVersion", core_uuid_version, 1 },
    { "uuidV1ToV6", core_uuid_v1_to_v6, 1 },
    { "uuidV6ToV1", core_uuid_v6_to_v1, 1 },
};
const size_t core_count = sizeof core_table / sizeof core_table[0];

/* ---- helpers -------------------------------------------------------------- */

/* bulkWidth(kind): the text length of the kind's IDs (for the JS layer's cut). */
static int core_bulk_width_fn(core_out *out, core_err *err, const core_arg *argv)
{
    size_t w = core_bulk_width(err, &argv[0]);
    if (!w)
        return 0;
    out->type = OUT_NUMBER;
    out->num = (double)w;
    return 1;
}
