// SPDX-License-Identifier: MIT
// ESM entry point for Node: the same objects as the CommonJS one (index.js),
// imported as a module (no createRequire: bundlers keep it working).
import sortid from './index.js';

export const {
  ulid, monotonicFactory, decodeTime, encodeTime, isValid, ulidToUUID, uuidToULID,
  fixULIDBase32, incrementBase32, MAX_ULID, MIN_ULID, TIME_LEN, TIME_MAX, ULIDError,
  ULIDErrorCode, gen, generator, at, bulk, timestamp, unixMs, kind, valid, validate, inspect,
  parse, convert, baseuidToUUID, baseuidFromUUID, typeidToUUID, typeidFromUUID, flakeToInt,
  flakeFromInt, uuidVersion, uuidV1ToV6, uuidV6ToV1, kinds, version, SortidError,
  implementation, backend, ready,
} = sortid;
export default sortid;
