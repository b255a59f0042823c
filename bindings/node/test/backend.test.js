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
const { sortid: s } = require('./helpers');
const { outcomes } = require('./vector-calls.js');
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
  const dir = path.join(__dirname, '..', '..', '..', 'tests', 'vectors');
  const files = {};
  for (const f of fs.readdirSync(dir)) if (f.endsWith('.tsv')) files[f] = fs.readFileSync(path.join(dir, f), 'utf8');
  assert.ok(Object.keys(files).length >= 5);
  const a = outcomes(native, files);
  const b = outcomes(web, files);
  let compared = 0;
  for (const file of Object.keys(files)) {
    for (const call of Object.keys(a[file])) {
      assert.deepEqual(b[file][call], a[file][call], `${file}: ${call}`);
      compared += a[file][call].length;
    }
  }
  assert.ok(compared > 1000, `${compared} comparisons`);
});

test('the WebAssembly heap (wasm/libc.c) gives memory back: bulk calls between live factories', () => {
  const native = wasm.fromBytes(fs.readFileSync(path.join(pkg, 'sortid.wasm')), globalThis.crypto, env.makeBytes);
  const web = makeApi(native, env);
  const live = [];
  const round = (i) => {
    live.push(web.generator(['ulid', 'ksuid', 'typeid'][i % 3], i % 3 === 2 ? { prefix: 'p' } : undefined));
    const n = [200000, 3, 50000, 120000][i % 4];
    const buf = web.bulk(n, { output: 'buffer', monotonic: true });
    assert.equal(buf.length, n * 27);
    assert.deepEqual(web.validate(buf), { valid: true, count: n });
    assert.equal(web.bulk(n, { output: 'string' }).length, n * 26);
  };
  for (let i = 0; i < 4; i++) round(i);
  const after4 = native.memoryBytes();
  for (let i = 4; i < 60; i++) round(i);
  // 56 more rounds allocate about 400 MB in all; the heap reuses the blocks
  assert.ok(native.memoryBytes() <= after4 + (1 << 20), `${after4} -> ${native.memoryBytes()} bytes`);
  for (const f of live) assert.ok(typeof f() === 'string');
});
