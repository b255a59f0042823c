// SPDX-License-Identifier: MIT
'use strict';
// The drop-in API against the `ulid` package itself (3.x, a test dependency):
// the same names, 100,000 IDs each way with the same times and UUIDs, and
// each documented difference (README: "Differences from ulid") checked.
const test = require('node:test');
const assert = require('node:assert/strict');
const theirs = require('ulid');
const { sortid: ours } = require('./helpers');

const N = 100000;

test('ulid 3.x is the version compared against', () => {
  assert.match(require('ulid/package.json').version, /^3\./);
});

test('every export of ulid exists in sortid with the same type', () => {
  const names = Object.keys(theirs);
  assert.ok(names.length >= 14);
  for (const name of names) {
    assert.ok(name in ours, `missing ${name}`);
    assert.equal(typeof ours[name], typeof theirs[name], name);
  }
  for (const name of ['MAX_ULID', 'MIN_ULID', 'TIME_LEN', 'TIME_MAX']) {
    assert.equal(ours[name], theirs[name], name);
  }
  for (const [k, v] of Object.entries(theirs.ULIDErrorCode)) {
    assert.equal(ours.ULIDErrorCode[k], v, k);
  }
});

test(`${N} of our ULIDs read by ulid: same times and UUIDs`, () => {
  for (let i = 0; i < N; i++) {
    const id = i % 2 ? ours.ulid() : ours.ulid(i * 2801474976 % ours.TIME_MAX);
    assert.ok(theirs.isValid(id));
    assert.equal(theirs.decodeTime(id), ours.decodeTime(id));
    assert.equal(theirs.ulidToUUID(id), ours.ulidToUUID(id));
    assert.equal(theirs.uuidToULID(ours.ulidToUUID(id)), id);
  }
});

test(`${N} of ulid's ULIDs read by us: same times and UUIDs`, () => {
  const mono = theirs.monotonicFactory();
  for (let i = 0; i < N; i++) {
    const id = i % 2 ? theirs.ulid() : mono();
    assert.ok(ours.isValid(id));
    assert.equal(ours.decodeTime(id), theirs.decodeTime(id));
    assert.equal(ours.ulidToUUID(id), theirs.ulidToUUID(id));
    assert.equal(ours.uuidToULID(theirs.ulidToUUID(id)), id);
    assert.equal(ours.parse(id).time, theirs.decodeTime(id));
  }
});

test('encodeTime agrees with ulid on times and lengths', () => {
  for (const t of [0, 1, 31, 32, 1469918176385, ours.TIME_MAX, 2 ** 40 + 7]) {
    assert.equal(ours.encodeTime(t), theirs.encodeTime(t));
    assert.equal(ours.encodeTime(t, 12), theirs.encodeTime(t, 12));
  }
  assert.equal(ours.encodeTime(1023, 2), theirs.encodeTime(1023, 2));
});

test('ulid(seedTime, prng) and monotonicFactory(prng) use the given prng as ulid does', () => {
  const zero = () => 0;
  assert.equal(ours.ulid(1469918176385, zero), theirs.ulid(1469918176385, zero));
  const a = ours.monotonicFactory(zero);
  const b = theirs.monotonicFactory(zero);
  for (const t of [1000, 1000, 1000, 999, 2000]) assert.equal(a(t), b(t));
  let calls = 0;
  ours.ulid(5, () => { calls++; return 0.5; });
  assert.ok(calls > 0, 'the prng is called');
});

/** A deterministic prng (a 32-bit LCG): two of one seed give one sequence. */
function lcg(seed) {
  let x = seed >>> 0;
  const f = () => {
    f.calls++;
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
  f.calls = 0;
  return f;
}

test('a prng gives one random character a call, its first call the last character', () => {
  // ulid's contract: character = alphabet[floor(prng() * 32)], the first call
  // written last.  Call i returning i / 32 spells the digits 15 down to 0.
  for (const api of [ours, theirs]) {
    let i = 0;
    const id = api.ulid(1469918176385, () => i++ / 32);
    assert.equal(id, `${api.encodeTime(1469918176385)}FEDCBA9876543210`);
    assert.equal(i, 16);
    assert.equal(api.ulid(5, () => 0.5), `${api.encodeTime(5)}${'G'.repeat(16)}`);
    assert.equal(api.ulid(5, () => 1 - 2 ** -53), `${api.encodeTime(5)}${'Z'.repeat(16)}`);
  }
});

test('one prng sequence makes the same ULIDs in sortid and ulid, one-shot and monotonic', () => {
  for (let seed = 1; seed <= 200; seed++) {
    const [a, b] = [lcg(seed), lcg(seed)];
    const t = seed * 7919 * 104729;
    assert.equal(ours.ulid(t, a), theirs.ulid(t, b));
    assert.equal(a.calls, b.calls);
    const [fa, fb] = [ours.monotonicFactory(a), theirs.monotonicFactory(b)];
    // a new millisecond draws, the same or an earlier one steps by 1
    for (const at of [t, t, t - 3, t + 1, t + 1, t + 50, 1]) assert.equal(fa(at), fb(at));
    assert.equal(a.calls, b.calls);
  }
  // the { prng } option is the same prng
  const [a, b] = [lcg(9), lcg(9)];
  assert.equal(ours.monotonicFactory({ prng: a })(77), theirs.monotonicFactory(b)(77));
});

test('monotonic factories: same-ms and backwards seeds keep the last time, as ulid', () => {
  const f = ours.monotonicFactory();
  const a = f(150000);
  const b = f(150000);
  const c = f(100000);
  assert.ok(a < b && b < c);
  assert.equal(ours.decodeTime(c), 150000);
  assert.equal(ours.incrementBase32(a), b);
  assert.equal(ours.incrementBase32(b), c);
  const d = f(150001);
  assert.equal(ours.decodeTime(d), 150001);
  const ids = [];
  for (let i = 0; i < N; i++) ids.push(f());
  for (let i = 1; i < N; i++) assert.ok(ids[i - 1] < ids[i]);
});

test('ulidToUUID writes upper case as ulid; convert and parse keep lower case', () => {
  const id = '01ARYZ6S41TSV4RRFFQ69G5FAV';
  const uuid = '01563DF3-6481-D676-4C61-EFB99302BD5B';
  assert.equal(ours.ulidToUUID(id), uuid);
  assert.equal(ours.ulidToUUID(id.toLowerCase()), uuid);
  assert.equal(ours.ulidToUUID('7ZZZZZZZZZZZZZZZZZZZZZZZZZ'), 'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF');
  assert.equal(ours.convert(id, 'uuid'), uuid.toLowerCase());
  assert.equal(ours.parse(id).uuid, uuid.toLowerCase());
  assert.equal(ours.uuidToULID(uuid), id);
  assert.equal(ours.uuidToULID(uuid.toLowerCase()), id);
});

test('an ID made now has the millisecond of the clock at the call, never an earlier one', () => {
  // (the WebAssembly back end once turned Date.now() into ns in one double
  // multiplication, which rounded below the millisecond 4 times in 10)
  let wrong = 0;
  for (let i = 0; i < 20000; i++) {
    const before = Date.now();
    const made = [ours.decodeTime(ours.ulid()), ours.unixMs(ours.gen('uuidv7'), { type: 'uuidv7' }),
      ours.unixMs(ours.gen('flake'), { type: 'flake' }), ours.decodeTime(ours.monotonicFactory()())];
    const after = Date.now();
    wrong += made.filter((t) => t < before || t > after).length;
  }
  assert.equal(wrong, 0);
});

test('a replaced clock (a stubbed Date.now, fake timers replacing Date) is followed, as ulid follows it', () => {
  const realNow = Date.now;
  const RealDate = Date;
  const at = 1750000000123;
  const kinds = ['ksuid', 'typeid', 'objectid', 'xid'];
  const made = () => ({
    ulid: [ours.decodeTime(ours.ulid()), theirs.decodeTime(theirs.ulid())],
    monotonic: [ours.decodeTime(ours.monotonicFactory()()),
      theirs.decodeTime(theirs.monotonicFactory()())],
    one: ['flake', 'baseuid', 'uuidv7'].map((k) => ours.unixMs(ours.gen(k), { type: k })),
    factory: ours.unixMs(ours.generator('uuidv7')(), { type: 'uuidv7' }),
    family: kinds.map((k) => ours.unixMs(ours.gen(k), { type: k })).concat(
      kinds.map((k) => ours.unixMs(ours.gen(k, { monotonic: true, prefix: k === 'typeid' ? 'user' : undefined }), { type: k }))),
  });
  try {
    Date.now = () => at;
    let m = made();
    assert.deepEqual(m.ulid, [at, at]);
    assert.deepEqual(m.monotonic, [at, at]);
    // each at its kind's precision: as an ID made with seedTime `at`
    assert.deepEqual(m.one, ['flake', 'baseuid', 'uuidv7'].map((k) => ours.unixMs(ours.at(k, at), { type: k })));
    assert.equal(m.factory, at);
    // KSUID, ObjectId and xid carry seconds
    for (const [i, t] of m.family.entries()) {
      assert.equal(t, kinds[i % 4] === 'typeid' ? at : at - (at % 1000), `${kinds[i % 4]}`);
    }
    Date.now = realNow;
    globalThis.Date = class extends RealDate { static now() { return at + 1000; } };
    m = made();
    assert.deepEqual(m.ulid, [at + 1000, at + 1000]);
    assert.equal(m.factory, at + 1000);
  } finally {
    Date.now = realNow;
    globalThis.Date = RealDate;
  }
  // the engine's clock again (the back end reads it itself)
  const before = Date.now();
  const t = ours.decodeTime(ours.ulid());
  assert.ok(t >= before && t <= Date.now(), `${t}`);
  // a replaced clock's bad value is an error naming it, never a wrong ID
  try {
    Date.now = () => 'noon';
    assert.throws(() => ours.gen('ksuid'), { name: 'TypeError', message: /Date\.now\(\)/ });
    assert.throws(() => ours.ulid(), { name: 'ULIDError' });
    Date.now = () => 1000; // before the KSUID epoch
    assert.throws(() => ours.gen('ksuid'), { code: 'SORTID_E_TIME_RANGE' });
  } finally {
    Date.now = realNow;
  }
});

test('differences by the specification (README), each checked against ulid', () => {
  const over = '8ZZZZZZZZZZZZZZZZZZZZZZZZZ';
  assert.equal(theirs.isValid(over), true);
  assert.equal(ours.isValid(over), false); // 130 bits do not fit 128
  // decodeTime reads the whole ULID, not only its time part
  const bad = '01ARYZ6S41TSV4RRFFQ69G5FAU';
  assert.equal(theirs.decodeTime(bad), 1469918176385);
  assert.throws(() => ours.decodeTime(bad), { code: 'DEC_TIME_CHAR', position: 25 });
  const id = '01ARYZ6S41TSV4RRFFQ69G5FAV';
  // a seedTime of 0 is the Unix epoch, not "now"
  assert.equal(ours.decodeTime(ours.ulid(0)), 0);
  assert.notEqual(theirs.decodeTime(theirs.ulid(0)), 0);
  // the random part never carries into the time
  const top = '01BX5ZZKBKZZZZZZZZZZZZZZZZ';
  assert.equal(theirs.incrementBase32(top), '01BX5ZZKBM0000000000000000');
  assert.throws(() => ours.incrementBase32(top), { code: 'B32_ENC_INVALID' });
  // fixULIDBase32 gives the canonical upper-case ULID
  assert.equal(ours.fixULIDBase32('01aryz6s41tsv4rrffq69g5fai'), '01ARYZ6S41TSV4RRFFQ69G5FA1');
  assert.equal(ours.fixULIDBase32('01ARYZ6S41-TSV4RRFFQ69G5FAO'), '01ARYZ6S41TSV4RRFFQ69G5FA0');
  // uuidToULID also takes 32 hex digits
  assert.equal(ours.uuidToULID('01563df36481d6764c61efb99302bd5b'), id);
});
