// SPDX-License-Identifier: MIT
'use strict';
// The eight Node package defects of issue 22, one test each (each failed on
// the package before the fix), run against both back ends.
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { spawnSync } = require('node:child_process');
const { sortid: s } = require('./helpers');

test('1. validate(Buffer, uuidv7) of 32-digit lines stays aligned past 4,096 lines', () => {
  const lines = s.bulk(5000, { type: 'uuidv7' }).map((u) => u.replace(/-/g, ''));
  assert.deepEqual(s.validate(Buffer.from(`${lines.join('\n')}\n`), { type: 'uuidv7' }), { valid: true, count: 5000 });
  const bad = [...lines];
  bad[4500] = `${bad[4500].slice(0, 5)}g${bad[4500].slice(6)}`;
  assert.deepEqual(s.validate(Buffer.from(bad.join('\n')), { type: 'uuidv7' }),
    { valid: false, index: 4500, position: 5, reason: 'invalid character' });
  // both text forms mixed
  const mixed = s.bulk(5000, { type: 'uuidv7' }).map((u, i) => (i % 2 ? u : u.replace(/-/g, '')));
  assert.equal(s.validate(Buffer.from(mixed.join('\n')), { type: 'uuidv7' }).valid, true);
});

test('2. validate(..., uuidv7) refuses any UUID but a version 7; both forms accept 32 digits', () => {
  const v4 = '2d8bf8e1-4c3e-4ae6-8448-10542a469444';
  const nil = '00000000-0000-0000-0000-000000000000';
  for (const u of [v4, nil, '2d8bf8e1-4c3e-7ae6-c448-10542a469444' /* variant 110 */]) {
    assert.equal(s.validate([u], { type: 'uuidv7' }).valid, false, u);
    assert.equal(s.validate(Buffer.from(u), { type: 'uuidv7' }).valid, false, u);
  }
  assert.match(s.validate([v4], { type: 'uuidv7' }).reason, /version/);
  const v7 = s.gen('uuidv7');
  assert.equal(s.validate([v7, v7.replace(/-/g, '')], { type: 'uuidv7' }).valid, true);
  assert.equal(s.validate(Buffer.from(v7.replace(/-/g, '')), { type: 'uuidv7' }).valid, true);
});

test('3. validate(array) stops at the first bad ID, whatever comes after', () => {
  const ids = s.bulk(10);
  const badChar = `${ids[0].slice(0, 20)}U${ids[0].slice(21)}`; // the right length, a bad character
  assert.deepEqual(s.validate([...ids.slice(0, 3), badChar, 42, ...ids]),
    { valid: false, index: 3, position: 20, reason: 'invalid character' });
  assert.equal(s.validate([...ids.slice(0, 3), badChar, 'short']).index, 3);
  assert.equal(s.validate([ids[0], 42, badChar]).index, 1);
});

test('4. monotonicFactory(prng): a prng that reaches its factory is freed; re-entry refused', () => {
  // a child with --expose-gc: 20,000 factories whose prng closes over its
  // factory are all collected
  const r = spawnSync(process.execPath, ['--expose-gc', '-e', `
    const s = require(${JSON.stringify(path.join(__dirname, '..'))});
    let freed = 0;
    const reg = new FinalizationRegistry(() => { freed++; });
    (function make() {
      for (let i = 0; i < 20000; i++) {
        const holder = {};
        holder.factory = s.monotonicFactory(() => (holder.factory ? 0.5 : 0.25));
        holder.factory();
        reg.register(holder.factory, i);
      }
    })();
    (async () => {
      for (let i = 0; i < 20 && freed < 20000; i++) { global.gc(); await new Promise((ok) => setTimeout(ok, 20)); }
      console.log(freed);
    })();
  `], { encoding: 'utf8', env: process.env });
  assert.equal(r.status, 0, r.stderr);
  assert.ok(Number(r.stdout) >= 19000, `freed ${r.stdout.trim()} of 20000`);
  // a prng that calls its own factory would share its state: refused
  let f;
  let inner = null;
  f = s.monotonicFactory(() => {
    if (inner === null) {
      try { f(); inner = 'made'; } catch (e) { inner = e; }
    }
    return 0.5;
  });
  const id = f();
  assert.ok(s.isValid(id));
  assert.ok(inner instanceof s.ULIDError, String(inner));
  assert.match(inner.message, /prng called its own factory/);
  assert.ok(f() > id, 'the factory goes on after the refused call');
});

test('5. bulk() says at once when the output would pass the engine\'s longest string', () => {
  const { MAX_STRING_LENGTH } = require('node:buffer').constants;
  const n = Math.ceil(MAX_STRING_LENGTH / 26) + 1;
  const t0 = process.hrtime.bigint();
  assert.throws(() => s.bulk(n, { output: 'string' }), { name: 'RangeError', message: /longest string/ });
  // refused before generating anything: far less time than making n IDs
  assert.ok(Number(process.hrtime.bigint() - t0) < 1e9);
  // the array form comes in parts of 2^20 from one generator: in order across parts
  const ids = s.bulk((1 << 20) + 3, { monotonic: true });
  assert.equal(ids.length, (1 << 20) + 3);
  for (const i of [(1 << 20) - 1, 1 << 20, (1 << 20) + 1]) assert.ok(ids[i - 1] < ids[i], `at ${i}`);
  assert.equal(new Set(ids.slice((1 << 20) - 5, (1 << 20) + 3)).size, 8);
});

test('6. messages name the problem: future epoch, node, ns, a non-string ULID', () => {
  assert.throws(() => s.generator('flake', { epoch: Date.now() + 1e9 })(),
    (e) => !/time 0 ms/.test(e.message) && /epoch/.test(e.message));
  assert.throws(() => s.generator('flake', { node: -1 }), { message: /options\.node must be an integer in 0\.\.31/ });
  assert.throws(() => s.at('flake-scalable', 0, { node: 'x' }), { name: 'TypeError', message: /^options\.node/ });
  assert.throws(() => s.at('uuidv7', 0, { ns: 'x' }), { name: 'TypeError', message: /^options\.ns/ });
  assert.throws(() => s.at('uuidv7', 0, { ns: -1 }), { name: 'RangeError', message: /^options\.ns/ });
  assert.throws(() => s.ulidToUUID(5), { name: 'TypeError', message: 'ulidToUUID(id) must be a string' });
});

test('7. type and mode strings with a NUL are refused', () => {
  assert.throws(() => s.at('ulid\0junk', 0), RangeError);
  assert.throws(() => s.at('ulid', 0, { mode: 'min\0x' }), RangeError);
  assert.throws(() => s.parse(s.ulid(), 'ulid\0'), RangeError);
  assert.throws(() => s.bulk(1, { type: 'ulid\0' }), RangeError);
  assert.throws(() => s.validate([], { type: 'uuidv7\0' }), RangeError);
  assert.throws(() => s.monotonicFactory({ randomStep: 1 }) && s.at('\0', 0), RangeError);
});

test('8. encodeTime: ulid\'s codes for ±Infinity and negative fractions; README lists the rest', () => {
  const ulid = require('ulid');
  for (const v of [Infinity, -Infinity, -1.5, NaN, 1.5, 2 ** 48]) {
    let theirs;
    try { ulid.encodeTime(v); } catch (e) { theirs = e.code; }
    assert.throws(() => s.encodeTime(v), { code: theirs }, String(v));
  }
  // the differences the README lists: a len that would drop digits, a len
  // that is not a whole number
  assert.equal(ulid.encodeTime(2 ** 40, 5).length, 5);
  assert.throws(() => s.encodeTime(2 ** 40, 5), { code: 'ENC_TIME_SIZE_EXCEED' });
  assert.throws(() => s.encodeTime(1, -1), TypeError);
  assert.throws(() => s.encodeTime(1, 2.5), TypeError);
  assert.equal(s.encodeTime(1, 12), ulid.encodeTime(1, 12));
  assert.equal(s.encodeTime(31, 2), ulid.encodeTime(31, 2));
});

test('a detached ArrayBuffer: validate throws the same TypeError on both back ends', () => {
  const buf = Buffer.from(`${s.ulid()}\n`);
  const u8 = new Uint8Array(buf.buffer.slice(0));
  structuredClone(u8.buffer, { transfer: [u8.buffer] }); // detaches u8's buffer
  assert.equal(u8.byteLength, 0);
  assert.throws(() => s.validate(u8), { name: 'TypeError', message: /^validate: the Buffer's ArrayBuffer is detached/ });
  // an empty buffer that is not detached is valid and empty
  assert.deepEqual(s.validate(new Uint8Array(0)), { valid: true, count: 0 });
});
