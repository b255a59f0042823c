// SPDX-License-Identifier: MIT
// The browser and worker entry (bundled by esbuild into browser.mjs, an ES
// module with no import and no top-level await): the WebAssembly back end,
// its module's bytes inside the bundle (no request, no URL to resolve, so it
// works as an ES module, in a bundler's IIFE or ESM output and from a plain
// <script type="module">), compiled asynchronously as browsers require for
// a module of its size.  `ready` resolves to the module's namespace once it
// is compiled; a call before that throws an Error saying to await it.
// crypto.getRandomValues is its only random source.
import { makeApi, ULIDError, ULIDErrorCode, SortidError } from './api.js';
import { fromSource } from './wasm.js';
import wasmBytes from '../sortid.wasm';

let api = null;

function loaded() {
  if (api === null) {
    throw new Error('sortid: the WebAssembly module is still loading: await sortid.ready '
      + '(import { ready } from \'sortid\') before the first call');
  }
  return api;
}

export { ULIDError, ULIDErrorCode, SortidError };
export function ulid(...args) { return loaded().ulid(...args); }
export function monotonicFactory(...args) { return loaded().monotonicFactory(...args); }
export function decodeTime(...args) { return loaded().decodeTime(...args); }
export function encodeTime(...args) { return loaded().encodeTime(...args); }
export function isValid(...args) { return loaded().isValid(...args); }
export function ulidToUUID(...args) { return loaded().ulidToUUID(...args); }
export function uuidToULID(...args) { return loaded().uuidToULID(...args); }
export function fixULIDBase32(...args) { return loaded().fixULIDBase32(...args); }
export function incrementBase32(...args) { return loaded().incrementBase32(...args); }
export function gen(...args) { return loaded().gen(...args); }
export function generator(...args) { return loaded().generator(...args); }
export function at(...args) { return loaded().at(...args); }
export function bulk(...args) { return loaded().bulk(...args); }
export function timestamp(...args) { return loaded().timestamp(...args); }
export function unixMs(...args) { return loaded().unixMs(...args); }
export function kind(...args) { return loaded().kind(...args); }
export function valid(...args) { return loaded().valid(...args); }
export function validate(...args) { return loaded().validate(...args); }
export function inspect(...args) { return loaded().inspect(...args); }
export function parse(...args) { return loaded().parse(...args); }
export function convert(...args) { return loaded().convert(...args); }
export function baseuidToUUID(...args) { return loaded().baseuidToUUID(...args); }
export function baseuidFromUUID(...args) { return loaded().baseuidFromUUID(...args); }
export function typeidToUUID(...args) { return loaded().typeidToUUID(...args); }
export function typeidFromUUID(...args) { return loaded().typeidFromUUID(...args); }
export function flakeToInt(...args) { return loaded().flakeToInt(...args); }
export function flakeFromInt(...args) { return loaded().flakeFromInt(...args); }
export function uuidVersion(...args) { return loaded().uuidVersion(...args); }
export function uuidV1ToV6(...args) { return loaded().uuidV1ToV6(...args); }
export function uuidV6ToV1(...args) { return loaded().uuidV6ToV1(...args); }
// set when the module is compiled (live bindings: read them after `ready`)
export let MAX_ULID = undefined, MIN_ULID = undefined, TIME_LEN = undefined, TIME_MAX = undefined, kinds = undefined, version = undefined, implementation = undefined, backend = undefined;

const sortid = {
  ULIDError, ULIDErrorCode, SortidError, ulid, monotonicFactory, decodeTime, encodeTime, isValid, ulidToUUID, uuidToULID, fixULIDBase32, incrementBase32, gen, generator, at, bulk, timestamp, unixMs, kind, valid, validate, inspect, parse, convert, baseuidToUUID, baseuidFromUUID, typeidToUUID, typeidFromUUID, flakeToInt, flakeFromInt, uuidVersion, uuidV1ToV6, uuidV6ToV1,
};

export const ready = fromSource(wasmBytes, globalThis.crypto, (u8) => u8).then((native) => {
  api = makeApi(native, { makeBytes: (u8) => u8, maxString: 2 ** 29 - 24 });
  ({ MAX_ULID, MIN_ULID, TIME_LEN, TIME_MAX, kinds, version, implementation, backend } = api);
  Object.assign(sortid, { MAX_ULID, MIN_ULID, TIME_LEN, TIME_MAX, kinds, version, implementation, backend });
  return sortid;
});
sortid.ready = ready;
export default sortid;
