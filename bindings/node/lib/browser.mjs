// SPDX-License-Identifier: MIT
// The browser and worker entry (bundled by esbuild into browser.mjs, an ES
// module with no import): the WebAssembly back end, its module fetched from
// sortid.wasm next to this file (same origin, the one fetch), with
// crypto.getRandomValues as its only random source.
import { makeApi } from './api.js';
import { fromSource } from './wasm.js';

const native = await fromSource(fetch(new URL('./sortid.wasm', import.meta.url)),
  globalThis.crypto, (u8) => u8);
const sortid = makeApi(native, { makeBytes: (u8) => u8, maxString: 2 ** 29 - 24 });

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
