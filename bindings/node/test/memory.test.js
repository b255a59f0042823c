// SPDX-License-Identifier: MIT
'use strict';
// A factory holds no memory that only the event loop gives back: its state
// is a JS-owned ArrayBuffer (native) or Uint8Array (WebAssembly) the garbage
// collector frees on its own (src/core.h).  Measured in a child process of
// the back end under test, in one synchronous loop (the event loop never
// turns): native, the process's resident memory; WebAssembly, the module's
// memory as well.
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { sortid: s } = require('./helpers');

const LIMIT = 16 * 1024 * 1024;
const pkg = path.join(__dirname, '..');

const child = `
const fs = require('node:fs');
const path = require('node:path');
const { makeApi } = require(path.join(${JSON.stringify(pkg)}, 'lib', 'api.js'));
const pkg = ${JSON.stringify(pkg)};
let s = require(pkg);
let memory = () => 0;
if (s.backend === 'wasm') { // the same back end, with its memory in sight
  const native = require(path.join(pkg, 'lib', 'wasm.js')).fromBytes(
    fs.readFileSync(path.join(pkg, 'sortid.wasm')), globalThis.crypto, (u8) => Buffer.from(u8));
  s = makeApi(native, { makeBytes: (u8) => u8, maxString: 2 ** 29 });
  memory = native.memoryBytes;
}
const kinds = ['ulid', 'ksuid', 'typeid', 'flake', 'uuidv7'];
const make = (i) => s.generator(kinds[i % 5], i % 5 === 2 ? { prefix: 'p' } : undefined)();
for (let i = 0; i < 1000; i++) make(i);
const rss = process.memoryUsage().rss, mem = memory();
let last = '';
for (let i = 0; i < 1000000; i++) last = make(i);
process.stdout.write(JSON.stringify({ rss: process.memoryUsage().rss - rss, module: memory() - mem, last }));
`;

test('1,000,000 factories in one synchronous loop grow the back end by less than 16 MB', (t) => {
  const r = spawnSync(process.execPath, ['-e', child], {
    encoding: 'utf8', env: { ...process.env, SORTID_BACKEND: s.backend }, timeout: 300000,
  });
  assert.equal(r.status, 0, r.stderr);
  const m = JSON.parse(r.stdout);
  t.diagnostic(`${s.backend}: resident memory +${(m.rss / 1048576).toFixed(1)} MB, `
    + `module memory +${(m.module / 1048576).toFixed(1)} MB`);
  assert.ok(m.rss < LIMIT, `resident memory grew ${m.rss} bytes`);
  assert.ok(m.module < LIMIT, `the module's memory grew ${m.module} bytes`);
  assert.ok(s.valid(m.last, { type: 'uuidv7' }), m.last);
});

test('a factory\'s state is not shared: two factories of one kind each go on from their own last ID', () => {
  const a = s.generator('ulid');
  const b = s.generator('ulid');
  const t = 1750000000000;
  const a1 = a(t);
  const b1 = b(t);
  const a2 = a(t);
  assert.equal(s.incrementBase32(a1), a2);
  assert.equal(s.incrementBase32(b1), b(t));
});
