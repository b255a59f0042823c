/* SPDX-License-Identifier: MIT */
/* codecs.h - Flake and BaseUID codecs, ULID.to_uuid7 (codecs.c).  Builds
 * on args.h. */
#ifndef SORTID_PY_CODECS_H
#define SORTID_PY_CODECS_H

#include "args.h"

extern PyMethodDef glue_codec_functions[];

#endif
