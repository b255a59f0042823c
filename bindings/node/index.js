// SPDX-License-Identifier: MIT
'use strict';
/*
 * sortid for Node.js: ULID, Ulid-Flake, BaseUID, UUIDv7 and the rest of the
 * family (KSUID, TypeID, ObjectId, xid, snowflakes) from libsortid.
 * A drop-in for the `ulid` package 3.x plus the rest of the family.
 *
 * The back end: the native addon (build/sortid.node, built by `npm install`
 * where cc and make are found) when it loads, else the WebAssembly module
 * (sortid.wasm, always in the package).  SORTID_BACKEND=native or wasm forces
 * one (native: an error when the addon does not load); `backend` says which
 * is in use.  Both run the same C core, so they answer alike.
 */
const path = require('node:path');
const { makeApi } = require('./lib/api.js');

function loadNative() {
  // a computed path: bundlers leave it alone instead of failing on a .node file
  return require(path.join(__dirname, 'build', 'sortid.node'));
}

function loadWasm() {
  const fs = require('node:fs');
  const crypto = globalThis.crypto || require('node:crypto').webcrypto;
  const bytes = fs.readFileSync(path.join(__dirname, 'sortid.wasm'));
  return require('./lib/wasm.js').fromBytes(bytes, crypto, (u8) => Buffer.from(u8.buffer, u8.byteOffset, u8.length));
}

function pick() {
  const want = process.env.SORTID_BACKEND;
  if (want !== undefined && want !== '' && want !== 'native' && want !== 'wasm') {
    throw new Error(`SORTID_BACKEND must be native or wasm, not ${JSON.stringify(want)}`);
  }
  if (want === 'native') return loadNative();
  if (want !== 'wasm') {
    try {
      return loadNative();
    } catch {
      // not built (no compiler, --ignore-scripts, pnpm/bun), or not loadable here
    }
  }
  return loadWasm();
}

const sortid = makeApi(pick(), {
  makeBytes: (u8) => (Buffer.isBuffer(u8) ? u8 : Buffer.from(u8.buffer, u8.byteOffset, u8.length)),
  maxString: require('node:buffer').constants.MAX_STRING_LENGTH,
});
// Loaded synchronously in Node: ready is already resolved (the browser
// entry's is not; code for both awaits it).
sortid.ready = Promise.resolve(sortid);
module.exports = sortid;
