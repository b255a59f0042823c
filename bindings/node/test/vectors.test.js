// SPDX-License-Identifier: MIT
'use strict';
// Every public vector (tests/vectors/*.tsv) through the package's API.
const test = require('node:test');
const assert = require('node:assert/strict');
const { sortid, vectors, fields } = require('./helpers');

const s = sortid;
const hex = (buf) => Buffer.from(buf).toString('hex');

/** The ULIDError fn throws (fails the test when it throws nothing or another error). */
function expectReject(fn) {
  try {
    fn();
  } catch (e) {
    assert.ok(e instanceof s.ULIDError, `expected a ULIDError, got ${e}`);
    return e;
  }
  return assert.fail('expected a ULIDError, nothing was thrown');
}

test('ulid.tsv', async (t) => {
  const rows = vectors('ulid.tsv');
  assert.ok(rows.length >= 30);
  for (const { kind, input, expected } of rows) {
    await t.test(`${kind} ${input}`, () => {
      switch (kind) {
        case 'encode': {
          const [ms, rnd] = input.split(' ');
          const p = s.parse(expected, 'ulid');
          assert.equal(p.time, Number(ms));
          assert.equal(hex(p.random), rnd);
          assert.equal(s.encodeTime(Number(ms)), expected.slice(0, s.TIME_LEN));
          assert.equal(s.ulid(Number(ms)).slice(0, s.TIME_LEN), expected.slice(0, s.TIME_LEN));
          break;
        }
        case 'value':
          assert.equal(s.uuidToULID(input), expected);
          assert.equal(hex(s.parse(expected).bytes), input);
          break;
        case 'time': {
          const [ms, iso] = expected.split(' ');
          assert.equal(s.decodeTime(input), Number(ms));
          assert.equal(s.parse(input).iso, iso);
          assert.ok(s.isValid(input));
          break;
        }
        case 'uuid':
          // ulidToUUID writes upper case, as the ulid package does
          assert.equal(s.ulidToUUID(input), expected.toUpperCase());
          assert.equal(s.convert(input, 'uuid'), expected);
          assert.equal(s.uuidToULID(expected), input);
          assert.equal(s.uuidToULID(expected.toUpperCase()), input);
          break;
        case 'next':
          if (expected === 'ERROR overflow') {
            const e = expectReject(() => s.incrementBase32(input));
            assert.equal(e.code, 'B32_ENC_INVALID');
          } else {
            assert.equal(s.incrementBase32(input), expected);
            assert.equal(s.incrementBase32(input.slice(s.TIME_LEN)), expected.slice(s.TIME_LEN));
          }
          break;
        case 'invalid': {
          assert.equal(s.isValid(input), false);
          const e = expectReject(() => s.parse(input, 'ulid'));
          assert.equal(e.code, 'ULID_INVALID');
          const why = expected.replace('ERROR ', '');
          if (why.startsWith('character')) {
            assert.equal(e.position, Number(why.split(' ')[1]));
            assert.equal(e.reason, 'invalid character');
            assert.equal(expectReject(() => s.decodeTime(input)).code, 'DEC_TIME_CHAR');
          } else {
            assert.match(e.reason, why === 'length' ? /length/ : /overflow|above|maximum/);
            assert.equal(expectReject(() => s.decodeTime(input)).code, 'DEC_TIME_MALFORMED');
          }
          assert.throws(() => s.ulidToUUID(input), s.ULIDError);
          break;
        }
        case 'lenient':
          assert.equal(s.isValid(input), false);
          assert.equal(s.fixULIDBase32(input), expected);
          assert.equal(s.fixULIDBase32(input.toLowerCase()), expected);
          break;
        default:
          assert.fail(`unknown vector kind ${kind}`);
      }
    });
  }
});

test('flake.tsv', async (t) => {
  const rows = vectors('flake.tsv');
  assert.ok(rows.length >= 12);
  for (const { kind, input, expected } of rows) {
    await t.test(`${kind} ${input}`, () => {
      if (kind === 'invalid') {
        const e = expectReject(() => s.parse(input, 'flake'));
        assert.equal(e.code, 'FLAKE_INVALID');
        const why = expected.replace('ERROR ', '');
        if (why.startsWith('character')) assert.equal(e.position, Number(why.split(' ')[1]));
        assert.throws(() => s.flakeToInt(input), s.ULIDError);
        return;
      }
      const f = fields(expected);
      const p = s.parse(input, kind === 'scalable' ? 'flake-scalable' : 'flake');
      assert.equal(p.int, BigInt(f.int));
      assert.equal(p.hex, f.hex);
      assert.equal(p.time - Date.UTC(2024, 0, 1), Number(f.ts)); // ms since the flake epoch
      assert.equal(p.iso, f.time);
      assert.equal(p.time, Date.parse(f.time));
      assert.equal(p.random, Number(f.random));
      if (kind === 'scalable') assert.equal(p.node, Number(f.node));
      else assert.equal(p.node, undefined);
      assert.equal(s.parse(input).type, 'flake'); // 13 characters, untyped
      assert.equal(s.flakeToInt(input), BigInt(f.int));
      assert.equal(s.flakeFromInt(BigInt(f.int)), input);
      assert.equal(s.flakeFromInt(f.int), input);
      assert.equal(s.parse(input, 'flake').hex, f.hex);
      assert.equal(s.parse(f.hex, 'flake-hex').text, input);
      assert.equal(s.parse(f.hex).text, input); // 0x..., untyped
      assert.equal(s.parse(f.int, 'flake-int').text, input);
    });
  }
});

test('baseuid.tsv', async (t) => {
  const rows = vectors('baseuid.tsv');
  assert.ok(rows.length >= 17);
  for (const { kind, input, expected } of rows) {
    await t.test(`${kind} ${input}`, () => {
      switch (kind) {
        case 'time_prefix': {
          const ns = BigInt(input.split('ns=')[1]);
          const ms = Number(ns / 1000000n);
          assert.equal(s.at('baseuid', ms).slice(0, 8), expected);
          assert.equal(s.parse(s.at('baseuid', ms)).unixNs >> 15n, ns >> 15n);
          break;
        }
        case 'value':
          assert.equal(hex(s.parse(input, 'baseuid').bytes), expected);
          break;
        case 'uuidv8':
          assert.equal(s.baseuidToUUID(input), expected);
          assert.equal(s.baseuidFromUUID(expected), input);
          assert.equal(s.parse(input).uuid, expected);
          break;
        case 'invalid': {
          const e = expectReject(() => s.parse(input, 'baseuid'));
          assert.equal(e.code, 'BASEUID_INVALID');
          const why = expected.replace('ERROR ', '');
          if (why.startsWith('character')) assert.equal(e.position, Number(why.split(' ')[1]));
          else assert.equal(e.reason, 'wrong length');
          break;
        }
        case 'uuidv8_invalid': {
          const e = expectReject(() => s.baseuidFromUUID(input));
          assert.match(e.message, /version/);
          break;
        }
        default:
          assert.fail(`unknown vector kind ${kind}`);
      }
    });
  }
});

test('uuidv7.tsv', async (t) => {
  const rows = vectors('uuidv7.tsv');
  assert.equal(rows.length, 2);
  for (const { kind, input, expected } of rows) {
    await t.test(`${kind} ${input}`, () => {
      if (kind === 'rfc9562') {
        const f = fields(expected);
        const p = s.parse(input);
        assert.equal(p.type, 'uuid');
        assert.equal(p.time, Number(f.ts));
        assert.equal(p.iso, f.time);
        assert.equal(p.version, Number(f.version));
        assert.equal(p.variant, 'rfc9562');
      } else {
        assert.equal(s.uuidToULID(input), expected);
        assert.equal(s.ulidToUUID(expected), input.toUpperCase());
        assert.equal(s.decodeTime(expected), s.parse(input).time);
      }
    });
  }
});

test('at-time.tsv: idAt gives the same IDs as the library, CLI and databases', async (t) => {
  const text = require('node:fs').readFileSync(require('node:path').join(__dirname, '..', '..', '..', 'tests', 'vectors', 'at-time.tsv'), 'utf8');
  const rows = text.split('\n').slice(1).filter((l) => l.length > 0).map((l) => l.split('\t'));
  assert.ok(rows.length >= 90);
  for (const [kind, node, ms, ns, iso, mode, expected] of rows) {
    await t.test(`${kind} ${iso} ${mode} node ${node}`, () => {
      const opts = { mode, ns: Number(ns), node: Number(node) };
      if (expected === 'ERROR time_range') {
        assert.throws(() => s.at(kind, Number(ms), opts), { name: 'RangeError', message: /range/ });
        return;
      }
      assert.equal(s.at(kind, Number(ms), opts), expected);
      // a random ID of that instant lies between the lowest and the highest
      const r = s.at(kind, Number(ms), { ...opts, mode: 'random' });
      const lo = s.at(kind, Number(ms), { ...opts, mode: 'min' });
      const hi = s.at(kind, Number(ms), { ...opts, mode: 'max' });
      assert.ok(lo <= r && r <= hi, `${lo} <= ${r} <= ${hi}`);
    });
  }
});
