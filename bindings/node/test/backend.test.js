// SPDX-License-Identifier: MIT
'use strict';
// The back end: SORTID_BACKEND picks it (scripts/run-tests.sh runs every
// test under both), `backend` says which; both give equal results on every
// vector file.
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { sortid: s, vectors } = require('./helpers');
const { makeApi } = require('../lib/api.js');
const wasm = require('../lib/wasm.js');

const pkg = path.join(__dirname, '..');
const env = {
  makeBytes: (u8) => Buffer.from(u8.buffer, u8.byteOffset, u8.length),
  maxString: require('node:buffer').constants.MAX_STRING_LENGTH,
};

test('SORTID_BACKEND picks the back end and `backend` names it', () => {
  assert.equal(s.backend, process.env.SORTID_BACKEND);
  for (const b of ['native', 'wasm']) {
    const r = spawnSync(process.execPath, ['-p', "require('.').backend"],
      { cwd: pkg, encoding: 'utf8', env: { ...process.env, SORTID_BACKEND: b } });
    assert.equal(r.stdout.trim(), b, r.stderr);
  }
  const r = spawnSync(process.execPath, ['-e', "require('.')"],
    { cwd: pkg, encoding: 'utf8', env: { ...process.env, SORTID_BACKEND: 'gpu' } });
  assert.notEqual(r.status, 0);
  assert.match(r.stderr, /SORTID_BACKEND must be native or wasm/);
});

test('the WebAssembly module imports crypto.getRandomValues and two clocks, nothing else', () => {
  const mod = new WebAssembly.Module(fs.readFileSync(path.join(pkg, 'sortid.wasm')));
  assert.deepEqual(WebAssembly.Module.imports(mod).map((i) => `${i.module}.${i.name}`).sort(),
    ['sortid.monotonic_ms', 'sortid.random', 'sortid.realtime_ms']);
  // its random source is the host's: a failing getRandomValues is an error, never weaker bytes
  const broken = makeApi(wasm.fromBytes(fs.readFileSync(path.join(pkg, 'sortid.wasm')),
    { getRandomValues() { throw new Error('no entropy'); } }, env.makeBytes), env);
  assert.throws(() => broken.ulid(), { code: 'SORTID_E_ENTROPY' });
  let calls = 0;
  const counted = makeApi(wasm.fromBytes(fs.readFileSync(path.join(pkg, 'sortid.wasm')),
    { getRandomValues(a) { calls++; return globalThis.crypto.getRandomValues(a); } }, env.makeBytes), env);
  assert.equal(counted.ulid().length, 26);
  assert.ok(calls > 0);
});

test('native and WebAssembly give equal results on every vector file', () => {
  const native = makeApi(require('../build/sortid.node'), env);
  const web = makeApi(wasm.fromBytes(fs.readFileSync(path.join(pkg, 'sortid.wasm')),
    globalThis.crypto, env.makeBytes), env);
  const outcome = (api, fn) => {
    try {
      return { ok: fn(api) };
    } catch (e) {
      return { name: e.name, message: e.message, code: e.code, position: e.position };
    }
  };
  const calls = [
    (a, x) => a.parse(x), (a, x) => a.isValid(x), (a, x) => a.decodeTime(x),
    (a, x) => a.ulidToUUID(x), (a, x) => a.uuidToULID(x), (a, x) => a.fixULIDBase32(x),
    (a, x) => a.incrementBase32(x), (a, x) => a.flakeToInt(x), (a, x) => a.flakeToHex(x),
    (a, x) => a.flakeFromHex(x), (a, x) => a.flakeFromInt(x), (a, x) => a.baseuidToUUID(x),
    (a, x) => a.uuidToBaseuid(x), (a, x) => a.validate([x], { type: 'uuidv7' }),
    (a, x) => a.parse(x, 'flake-int'), (a, x) => a.parse(x, 'flake-scalable'),
    (a, x) => a.idAt('ulid', Number(x.split(' ')[0]), { mode: 'max' }),
    (a, x) => a.idAt('flake', Number(x.split(' ')[0]), { mode: 'min' }),
  ];
  let compared = 0;
  for (const file of fs.readdirSync(path.join(__dirname, '..', '..', '..', 'tests', 'vectors'))) {
    if (!file.endsWith('.tsv')) continue;
    for (const { input, expected } of vectors(file)) {
      for (const text of [input, expected]) {
        if (text === undefined) continue;
        for (const call of calls) {
          assert.deepEqual(outcome(web, (a) => call(a, text)), outcome(native, (a) => call(a, text)),
            `${file}: ${call} on ${JSON.stringify(text)}`);
          compared++;
        }
      }
    }
  }
  assert.ok(compared > 1000, `${compared} comparisons`);
});
