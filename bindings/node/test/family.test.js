// SPDX-License-Identifier: MIT
'use strict';
// Ulid-Flake, BaseUID, UUIDv7: generation now and at a time, factories,
// conversions, parse; bulk generation and validation.
const test = require('node:test');
const assert = require('node:assert/strict');
const { sortid: s } = require('./helpers');

const N = 20000;
const increasing = (ids) => ids.every((v, i) => i === 0 || ids[i - 1] < v);

test('one-shot generators read back with their time', () => {
  const t = Date.UTC(2030, 0, 2, 3, 4, 5, 678);
  assert.equal(s.parse(s.ulid(t)).time, t);
  const b = s.parse(s.at('baseuid', t)); // a 32.768 us tick: ms may floor one lower
  assert.ok(b.time === t || b.time === t - 1, `${b.time} for ${t}`);
  assert.equal(b.unixNs >> 15n, (BigInt(t) * 1000000n) >> 15n); // the same tick
  assert.equal(s.parse(s.at('uuidv7', t)).time, t);
  assert.equal(s.parse(s.at('flake', t)).time, t);
  const now = Date.now();
  for (const [kind, type] of [['ulid', 'ulid'], ['baseuid', 'baseuid'], ['uuidv7', 'uuid'], ['flake', 'flake']]) {
    const p = s.parse(s.gen(kind));
    assert.equal(p.type, type);
    assert.ok(Math.abs(p.time - now) < 60000, `${type} time ${p.time} near ${now}`);
  }
  assert.equal(s.parse(s.gen('uuidv7')).version, 7);
  assert.equal(s.parse(s.baseuidToUUID(s.gen('baseuid'))).version, 8);
});

test('factories are strictly increasing', () => {
  for (const f of [s.monotonicFactory(), s.monotonicFactory({ randomStep: true }),
    s.generator('baseuid'), s.generator('baseuid', { randomStep: 8 }), s.generator('uuidv7'),
    s.generator('flake'), s.generator('flake', { node: 7 }), s.generator('flake', { entropySize: 3 })]) {
    const ids = [];
    for (let i = 0; i < N; i++) ids.push(f());
    assert.ok(increasing(ids), ids[0]);
    assert.equal(new Set(ids).size, N);
  }
});

test('the default step is +1; randomStep opts into a random one', () => {
  const plus1 = s.monotonicFactory();
  const a = plus1(5000);
  assert.equal(plus1(5000), s.incrementBase32(a));
  const rnd = s.monotonicFactory({ randomStep: 32 });
  let bigger = 0;
  let prev = rnd(5000);
  for (let i = 0; i < 50; i++) {
    const next = rnd(5000);
    if (next !== s.incrementBase32(prev)) bigger++;
    prev = next;
  }
  assert.ok(bigger > 40, `random steps: ${bigger} of 50 were not +1`);
});

test('scalable flake factories carry their node id', () => {
  const f = s.generator('flake', { node: 21 });
  for (let i = 0; i < 100; i++) assert.equal(s.parse(f(), 'flake-scalable').node, 21);
});

test('flake epoch option shifts the time origin', () => {
  const f = s.generator('flake', { epoch: 0 });
  const p = s.parse(f(), 'flake');
  // read with the default epoch, a Unix-epoch flake is 2024-01-01 + now
  assert.ok(Math.abs(p.time - Date.UTC(2024, 0, 1) - Date.now()) < 60000);
});

test('flake integer and hex forms round-trip', () => {
  for (let i = 0; i < 1000; i++) {
    const id = s.gen('flake');
    assert.equal(s.flakeFromInt(s.flakeToInt(id)), id);
    assert.equal(s.flakeFromInt(s.flakeToInt(id).toString()), id);
    assert.equal(s.parse(s.parse(id).hex, 'flake-hex').text, id);
    assert.equal(s.parse(id).int, s.flakeToInt(id));
  }
});

test('BaseUID UUIDv8 form round-trips', () => {
  for (let i = 0; i < 1000; i++) {
    const id = s.gen('baseuid');
    assert.equal(s.baseuidFromUUID(s.baseuidToUUID(id)), id);
  }
});

test('bulk: arrays, strings and Buffers of valid, distinct IDs', () => {
  for (const [type, len] of [['ulid', 26], ['baseuid', 20], ['flake', 13], ['uuidv7', 36]]) {
    const arr = s.bulk(5000, { type });
    assert.equal(arr.length, 5000);
    assert.equal(new Set(arr).size, 5000);
    assert.ok(arr.every((id) => id.length === len));
    assert.deepEqual(s.validate(arr, { type }), { valid: true, count: 5000 });
    const one = s.bulk(100, { type, output: 'string' });
    assert.equal(one.length, 100 * len);
    const buf = s.bulk(3000, { type, output: 'buffer', monotonic: true });
    assert.ok(Buffer.isBuffer(buf));
    assert.equal(buf.length, 3000 * (len + 1));
    const lines = buf.toString('latin1').split('\n');
    assert.equal(lines.pop(), '');
    assert.ok(increasing(lines), type);
    assert.deepEqual(s.validate(buf, { type }), { valid: true, count: 3000 });
    assert.deepEqual(s.bulk(0, { type }), []);
  }
  const mono = s.bulk(100000, { monotonic: true });
  assert.ok(increasing(mono));
  for (const id of mono.slice(0, 1000)) assert.ok(s.isValid(id));
});

test('validate reports the first bad ID: index, position, reason', () => {
  const arr = s.bulk(10000);
  arr[7777] = arr[7777].slice(0, 20) + 'U' + arr[7777].slice(21);
  assert.deepEqual(s.validate(arr), { valid: false, index: 7777, position: 20, reason: 'invalid character' });
  arr[123] = 'short';
  assert.deepEqual(s.validate(arr), { valid: false, index: 123, position: 5, reason: 'wrong length' });
  arr[77] = arr[77] + 'Z';
  // the position of a length no form has is the length (sortid_id_parse)
  assert.deepEqual(s.validate(arr), { valid: false, index: 77, position: 27, reason: 'wrong length' });
  arr[5] = 42;
  assert.equal(s.validate(arr).index, 5);
  const buf = s.bulk(9000, { output: 'buffer' });
  buf[8500 * 27] = '8'.charCodeAt(0);
  assert.deepEqual(s.validate(buf), { valid: false, index: 8500, position: 0, reason: s.parse.length >= 0 ? s.validate(buf).reason : '' });
  assert.match(s.validate(buf).reason, /overflow|above|maximum/);
  assert.deepEqual(s.validate(Buffer.from('01ARYZ6S41TSV4RRFFQ69G5FAV\n\n')), { valid: false, index: 1, position: 0, reason: 'wrong length' });
  assert.deepEqual(s.validate(Buffer.alloc(0)), { valid: true, count: 0 });
  assert.deepEqual(s.validate(['0190163d-8694-739b-aea5-966c26f8ad91', 'x'], { type: 'uuidv7' }).index, 1);
});

test('version is the library version', () => {
  assert.match(s.version, /^\d+\.\d+\.\d+$/);
});
