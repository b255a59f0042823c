// SPDX-License-Identifier: MIT
// ESM entry point for Node: the same objects as the CommonJS one (index.js),
// imported as a module (no createRequire: bundlers keep it working).
import sortid from './index.js';

export const {
  ulid, monotonicFactory, decodeTime, encodeTime, isValid, ulidToUUID, uuidToULID,
  fixULIDBase32, incrementBase32, MAX_ULID, MIN_ULID, TIME_LEN, TIME_MAX, ULIDError,
  ULIDErrorCode, parse, flake, flakeFactory, flakeToInt, flakeFromInt, flakeToHex,
  flakeFromHex, baseuid, baseuidFactory, baseuidToUUID, uuidToBaseuid, uuidv7,
  uuidv7Factory, bulk, validate, idAt, version, implementation, backend, SortidError, kinds,
  inspect, timeOf, generate, ksuid, typeid, objectid, xid, factory, convert, typeidToUUID,
  uuidToTypeid, uuidV1ToV6, uuidV6ToV1, uuidTime, uuidVersion,
} = sortid;
export default sortid;
