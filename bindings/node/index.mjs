// SPDX-License-Identifier: MIT
// ESM entry point: the same objects as the CommonJS one (index.js).
import { createRequire } from 'node:module';

const sortid = createRequire(import.meta.url)('./index.js');

export const {
  ulid, monotonicFactory, decodeTime, encodeTime, isValid, ulidToUUID, uuidToULID,
  fixULIDBase32, incrementBase32, MAX_ULID, MIN_ULID, TIME_LEN, TIME_MAX, ULIDError,
  ULIDErrorCode, parse, flake, flakeFactory, flakeToInt, flakeFromInt, flakeToHex,
  flakeFromHex, baseuid, baseuidFactory, baseuidToUUID, uuidToBaseuid, uuidv7,
  uuidv7Factory, bulk, validate, idAt, version, implementation,
} = sortid;
export default sortid;
