// SPDX-License-Identifier: MIT
'use strict';
// Every error path: wrong argument types never crash the process, each
// error is a ULIDError / TypeError / RangeError that says what and where.
const test = require('node:test');
const assert = require('node:assert/strict');
const { sortid: s } = require('./helpers');

const NOT_STRINGS = [undefined, null, 0, 1n, {}, [], () => 1, Symbol('x'), true];
const TEXT_FUNCTIONS = ['decodeTime', 'ulidToUUID', 'uuidToULID', 'fixULIDBase32',
  'incrementBase32', 'parse', 'flakeToInt', 'baseuidToUUID', 'baseuidFromUUID', 'typeidToUUID',
  'unixMs', 'timestamp', 'uuidVersion', 'uuidV1ToV6', 'uuidV6ToV1'];

test('text functions throw TypeError for every non-string', () => {
  for (const name of TEXT_FUNCTIONS) {
    for (const v of NOT_STRINGS) {
      assert.throws(() => s[name](v), TypeError, `${name}(${String(v)})`);
    }
  }
});

test('isValid is false for every non-string and every bad text', () => {
  for (const v of NOT_STRINGS) assert.equal(s.isValid(v), false);
  for (const v of ['', 'x', '01ARYZ6S41TSV4RRFFQ69G5FA', '01ARYZ6S41TSV4RRFFQ69G5FAVV',
    '01ARYZ6S41TSV4RRFFQ69G5FAI', '01ARYZ6S41TSV4RRFFQ69G5FA\u0130', '01ARYZ6S41TSV4RRFFQ69G5F\u00e9A',
    'x'.repeat(10000)]) {
    assert.equal(s.isValid(v), false, JSON.stringify(v).slice(0, 40));
  }
});

test('a non-ASCII character is never read as an ASCII one, and its index is reported', () => {
  // U+0130 would become '0' if the text were read as latin1
  const bad = '01ARYZ6S41TSV4RRFFQ69G5FA\u0130';
  assert.throws(() => s.decodeTime(bad), { code: 'DEC_TIME_CHAR', position: 25 });
  assert.throws(() => s.parse('\u0130' + '1ARYZ6S41TSV4RRFFQ69G5FAV'), { position: 0 });
  // a long text is refused whole, never read by its first characters
  assert.throws(() => s.parse('0'.repeat(5000)), { name: 'RangeError', message: /5000 characters/ });
  // 96 characters at most: the longest text of any kind (a TypeID's is 90)
  assert.throws(() => s.parse('0'.repeat(97), 'flake-int'), { name: 'RangeError', message: /97 characters long; no ID text is longer than 96/ });
  assert.equal(s.parse('0'.repeat(95) + '7', 'flake-int').int, 7n);
  assert.throws(() => s.decodeTime('0'.repeat(100)), RangeError);
  assert.equal(s.isValid('0'.repeat(100)), false);
});

test('times: ULID functions throw ulid\'s codes, others RangeError/TypeError', () => {
  assert.throws(() => s.encodeTime(-1), { code: 'ENC_TIME_NEG' });
  assert.throws(() => s.encodeTime(s.TIME_MAX + 1), { code: 'ENC_TIME_SIZE_EXCEED' });
  assert.throws(() => s.encodeTime(1.5), { code: 'ENC_TIME_MALFORMED' });
  assert.throws(() => s.encodeTime(NaN), { code: 'ENC_TIME_MALFORMED' });
  assert.throws(() => s.encodeTime('12'), { code: 'ENC_TIME_MALFORMED' });
  assert.throws(() => s.encodeTime(Infinity), { code: 'ENC_TIME_SIZE_EXCEED' }); // as ulid
  // a time no int64 holds is named so, never as a number nobody gave
  assert.throws(() => s.encodeTime(Infinity), { message: /^time 2\^63 ms or more is above the ULID range/ });
  assert.throws(() => s.at('uuidv7', -1e300), { name: 'RangeError', message: /^time -2\^63 ms or less is below/ });
  assert.throws(() => s.encodeTime(2 ** 48), { message: /^time 281474976710656 ms is above/ });
  assert.throws(() => s.encodeTime(1e300), { code: 'ENC_TIME_SIZE_EXCEED' });
  assert.throws(() => s.encodeTime(2 ** 40, 5), { code: 'ENC_TIME_SIZE_EXCEED' });
  assert.throws(() => s.encodeTime(1, -1), TypeError);
  assert.throws(() => s.ulid(-5), { code: 'ENC_TIME_NEG' });
  assert.throws(() => s.ulid(s.TIME_MAX + 1), { code: 'ENC_TIME_SIZE_EXCEED' });
  assert.throws(() => s.ulid('now'), { code: 'ENC_TIME_MALFORMED' });
  assert.throws(() => s.monotonicFactory()(-1), { code: 'ENC_TIME_NEG' });
  // a factory's seedTime takes the whole ULID range, as ulid (year 10889;
  // sortid_gen_id_at, no clock in nanoseconds to end in 2262)
  assert.equal(s.decodeTime(s.monotonicFactory()(s.TIME_MAX)), s.TIME_MAX);
  assert.equal(s.decodeTime(s.monotonicFactory(() => 0.5)(s.TIME_MAX)), s.TIME_MAX);
  assert.throws(() => s.monotonicFactory()(s.TIME_MAX + 1), { code: 'ENC_TIME_SIZE_EXCEED' });
  assert.equal(s.decodeTime(s.monotonicFactory()(9223372036854)), 9223372036854);
  assert.throws(() => s.at('baseuid', -1), RangeError);
  assert.throws(() => s.at('uuidv7', -1), RangeError);
  assert.throws(() => s.at('uuidv7', 2 ** 48), RangeError);
  assert.throws(() => s.at('flake', 0), /below the Ulid-Flake range/); // before 2024-01-01
  assert.throws(() => s.at('flake', 0.5), RangeError);
  assert.throws(() => s.at('baseuid', 'x'), TypeError);
  assert.throws(() => s.generator('flake')(0), RangeError);
});

test('parse errors name the type, the position and the reason', () => {
  assert.throws(() => s.parse('01ARYZ6S41TSV4RRFFQ69G5FAU'),
    { code: 'ULID_INVALID', position: 25, reason: 'invalid character',
      message: /Invalid ULID: invalid character at position 25/ });
  // the lengths in the library's words (sortid_form_get), every kind's form untyped text is read in
  assert.throws(() => s.parse('abc'), { code: 'ID_INVALID',
    message: /no identifier has 3 characters; IDs are 26 characters \(ULID\), 13 characters \(Ulid-Flake\), .*27 characters \(KSUID\)/ });
  assert.throws(() => s.parse('0x'), { code: 'FLAKE_INVALID' });
  assert.throws(() => s.parse('01563df3-6481-d676-4c61-efb99302bd5g'), { code: 'UUID_INVALID', position: 35 });
  assert.throws(() => s.parse('x', 'nope'), RangeError);
  assert.throws(() => s.parse('x', 5), TypeError);
  // the library reads by length: "-1" is no form's text (not all digits)
  assert.throws(() => s.parse('-1', 'flake-int'), { code: 'FLAKE_INVALID', position: 2, reason: 'wrong length' });
  assert.equal(s.parse('1234567890123').type, 'flake'); // 13 digits: flake text, not the integer
  assert.equal(s.parse('1234567890123', 'flake-int').int, 1234567890123n);
  assert.throws(() => s.parse('9234567890123'), { code: 'FLAKE_INVALID', position: 0, reason: /overflow|above|maximum|large/ });
  assert.throws(() => s.parse('12345'), { code: 'FLAKE_INVALID', message: /decimal digits, read with the type 'flake-int'/ }); // digits: ask for flake-int
  assert.throws(() => s.parse('9223372036854775808', 'flake-int'), { code: 'FLAKE_INVALID' });
  assert.throws(() => s.flakeFromInt(-1n), RangeError);
  assert.throws(() => s.flakeFromInt(2n ** 63n), RangeError);
  assert.throws(() => s.flakeFromInt(5), TypeError);
  // the conversions read one form (sortid_read); a length error says the form's length in the library's words
  assert.throws(() => s.flakeFromInt('12a'), { code: 'FLAKE_INVALID', message: /^Not a decimal Ulid-Flake: wrong length at position 3; a decimal Ulid-Flake is decimal digits/ });
  assert.throws(() => s.flakeToInt('0x12'), { code: 'FLAKE_INVALID', message: /; Ulid-Flake text is 13 characters/ });
  assert.throws(() => s.parse('0x12345678901234567', 'flake-hex'), { code: 'FLAKE_INVALID', message: /^Not a hex Ulid-Flake: .*0x and 1 to 16 hex digits/ });
  assert.throws(() => s.baseuidToUUID('x'), { code: 'BASEUID_INVALID', message: /BaseUID text is 20 characters/ });
  assert.throws(() => s.baseuidFromUUID('2d8bf8e1-4c3e-8ae6-0448-10542a469444'), { message: /variant/ });
  assert.throws(() => s.baseuidFromUUID('2d8bf8e1-4c3e-8ae6-8448-10542a469445'), { message: /lowest bits|UUIDv8/ });
});

test('incrementBase32 and fixULIDBase32 reject what they cannot read', () => {
  assert.throws(() => s.incrementBase32(''), { code: 'B32_ENC_INVALID' });
  assert.throws(() => s.incrementBase32('0'.repeat(17)), { code: 'B32_ENC_INVALID' });
  assert.throws(() => s.incrementBase32('ZZZ'), { code: 'B32_ENC_INVALID', message: /largest/ });
  assert.throws(() => s.incrementBase32('0U'), { code: 'B32_ENC_INVALID', position: 1 });
  assert.equal(s.incrementBase32('0Z'), '10');
  assert.throws(() => s.fixULIDBase32('01ARYZ6S41TSV4RRFFQ69G5FAU'), { code: 'B32_ENC_INVALID', position: 25 });
  assert.throws(() => s.fixULIDBase32('short'), { code: 'B32_ENC_INVALID' });
});

test('factory options are checked', () => {
  assert.throws(() => s.monotonicFactory(5), TypeError);
  assert.throws(() => s.monotonicFactory({ randomStep: 65 }), RangeError);
  assert.throws(() => s.monotonicFactory({ randomStep: -1 }), RangeError);
  assert.throws(() => s.monotonicFactory({ randomStep: 'a' }), TypeError);
  assert.throws(() => s.monotonicFactory({ prng: 3 }), TypeError);
  assert.throws(() => s.generator('flake', { node: 32 }), RangeError);
  assert.throws(() => s.generator('flake', { entropySize: 4 }), RangeError);
  assert.throws(() => s.generator('flake', { node: 1, entropySize: 3 }), RangeError);
  assert.throws(() => s.generator('flake', { epoch: -1 }), RangeError);
  assert.throws(() => s.generator('flake', { randomStep: 3 }), RangeError);
  assert.throws(() => s.generator('uuidv7', { randomStep: 3 }), RangeError);
  assert.throws(() => s.generator('baseuid', 7), TypeError);
});

test('a prng that throws, or returns something outside [0, 1), is reported', () => {
  const boom = new Error('prng failed');
  assert.throws(() => s.ulid(1, () => { throw boom; }), (e) => e === boom);
  assert.throws(() => s.monotonicFactory(() => { throw boom; })(), (e) => e === boom);
  for (const bad of [1, -0.1, NaN, '0.5', undefined]) {
    assert.throws(() => s.ulid(1, () => bad), { name: 'TypeError', message: /\[0, 1\)/ });
  }
  assert.throws(() => s.ulid(1, 'no'), TypeError);
});

test('exhaustion: ULIDError EXHAUSTED, state unchanged, next time unit fine', () => {
  const f = s.monotonicFactory(() => 0.999); // random part all ones
  const last = f(1000);
  assert.equal(last, s.encodeTime(1000) + 'Z'.repeat(16));
  assert.throws(() => f(1000), { code: 'EXHAUSTED', message: /exhausted/ });
  assert.throws(() => f(999), { code: 'EXHAUSTED' });
  assert.equal(s.decodeTime(f(1001)), 1001);
});

test('bulk and validate arguments are checked', () => {
  assert.throws(() => s.bulk(-1), RangeError);
  assert.throws(() => s.bulk(1.5), RangeError);
  assert.throws(() => s.bulk('3'), TypeError);
  assert.throws(() => s.bulk(1e9), RangeError);
  assert.throws(() => s.bulk(1, { type: 'nope' }), RangeError);
  assert.throws(() => s.bulk(1, { output: 'nope' }), RangeError);
  assert.throws(() => s.bulk(1, { output: 'toString' }), RangeError); // not a prototype key
  assert.throws(() => s.bulk(1, 5), TypeError);
  assert.throws(() => s.validate('x'), TypeError);
  assert.throws(() => s.validate([], { type: 'x' }), RangeError);
});

test('idAt arguments are checked', () => {
  assert.throws(() => s.at('ksuid', 0), RangeError);
  assert.throws(() => s.at('ulid', 0, { mode: 'mid' }), RangeError);
  assert.throws(() => s.at('ulid', '0'), TypeError);
  assert.throws(() => s.at('uuidv7', 0, { ns: 1000000 }), RangeError);
  assert.throws(() => s.at('flake', 1e12 + 1704067200000, { node: 3 }), { name: 'RangeError', message: 'options.node is not for Ulid-Flake IDs' });
  assert.throws(() => s.at('ulid', 0, { node: 1 }), { name: 'RangeError', message: 'options.node is not for ULID IDs' });
  assert.equal(s.parse(s.at('flake-scalable', 1e12 + 1704067200000, { node: 31 }), 'flake-scalable').node, 31);
  assert.throws(() => s.at('flake-scalable', 1e12 + 1704067200000, { node: 32 }), RangeError);
  assert.throws(() => s.at(5, 0), TypeError);
});

test('every export survives every kind of wrong argument (no crash, only Errors)', () => {
  const hostile = new Proxy({}, { get() { throw new Error('hostile getter'); }, has() { throw new Error('hostile has'); } });
  const values = [undefined, null, NaN, -1, 2 ** 64, -0, Infinity, '', 'x'.repeat(100000),
    '\u0000'.repeat(26), {}, [], [1, 2], Symbol('s'), 10n, -1n, () => 0.5, hostile,
    Buffer.alloc(3), new Uint8Array(27), { type: 'flake', output: 'buffer', mode: 'max' }];
  let calls = 0;
  for (const [name, fn] of Object.entries(s)) {
    if (typeof fn !== 'function' || name === 'ULIDError') continue;
    for (const a of values) {
      for (const b of [undefined, values[3], values[8], values[16], values[17], values[20]]) {
        calls++;
        try {
          const r = fn(a, b);
          if (typeof r === 'function') r(a); // factories: call what they made
        } catch (e) {
          assert.ok(e instanceof Error, `${name}: threw a non-Error ${String(e)}`);
        }
      }
    }
  }
  assert.ok(calls > 2000);
});

test('isValid: hostile values are false, never an error, on either back end', () => {
  const ok = '01ARYZ6S41TSV4RRFFQ69G5FAV';
  assert.equal(s.isValid(ok), true);
  assert.equal(s.isValid(ok.toLowerCase()), true);
  // code units whose low byte is a valid character are not that character
  for (const hi of [0x100, 0x130, 0x3030, 0xff30, 0xd830]) {
    assert.equal(s.isValid(String.fromCharCode(hi) + ok.slice(1)), false, hi.toString(16));
    assert.equal(s.isValid(ok.slice(0, 25) + String.fromCharCode(hi + 0x26)), false);
  }
  for (const bad of [ok + '\0', ok.slice(0, 25) + '\0', '\0'.repeat(26), ok + ok, 'x'.repeat(97),
    'x'.repeat(100000), '', ok.slice(0, 25), '8ZZZZZZZZZZZZZZZZZZZZZZZZZ', ...NOT_STRINGS]) {
    assert.equal(s.isValid(bad), false, String(typeof bad === 'string' ? bad.length : typeof bad));
  }
  // the slot the check writes into is not left dirty for the next call
  assert.equal(s.isValid('01ARYZ6S41TSV4RRFFQ69G5FA'), false);
  assert.equal(s.isValid(ok), true);
});
