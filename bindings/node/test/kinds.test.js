// SPDX-License-Identifier: MIT
'use strict';
// The family API over the library's kinds table: kinds, inspect, unixMs,
// generate and factories of every generated kind, conversions, UUID times;
// every row of tests/vectors/family.tsv and family-spec.tsv; the errors.
// scripts/run-tests.sh runs this file under each back end.
const test = require('node:test');
const assert = require('node:assert/strict');
const crypto = require('node:crypto');
const { sortid: s, vectors } = require('./helpers');

const ROWS = [...vectors('family.tsv'), ...vectors('family-spec.tsv')];
const CODE = { char: 'SORTID_E_CHAR', length: 'SORTID_E_LENGTH', overflow: 'SORTID_E_OVERFLOW' };
test('kinds: the library table\'s names, in its order', () => {
  assert.deepEqual(s.kinds, ['ulid', 'flake', 'flake-scalable', 'baseuid', 'uuidv7', 'uuid',
    'ksuid', 'typeid', 'objectid', 'xid', 'snowflake']);
  assert.ok(Object.isFrozen(s.kinds));
});

/** One vector row through the package: the answer in the row's own words,
 *  or undefined when the row's kind is unknown here (a failure). */
function answer(kind, input) {
  switch (kind) {
    case 'ksuid': {
      const r = s.inspect(input);
      assert.equal(r.type, 'ksuid');
      assert.equal(r.text, input);
      assert.equal(s.unixMs(input), r.timestampMs);
      // the 4 time bytes are the seconds since 1400000000 (KSUID's epoch)
      const secs = (r.timestampMs / 1000 - 1400000000).toString(16).padStart(8, '0');
      return `${secs}${r.payload} ${r.timestampMs}`;
    }
    case 'ksuid_bad': {
      const r = s.inspect(input, { type: 'ksuid' });
      assert.equal(r.valid, false);
      assert.throws(() => s.unixMs(input), { name: 'SortidError', code: r.code });
      return Object.keys(CODE).find((w) => CODE[w] === r.code);
    }
    case 'typeid': {
      const r = s.inspect(input, { type: 'typeid' });
      assert.equal(r.valid, true, input);
      assert.equal(r.text, input);
      assert.equal(s.typeidToUUID(input), r.uuid);
      assert.equal(s.typeidFromUUID(r.prefix, r.uuid), input);
      assert.equal(s.convert(r.uuid, 'typeid', { prefix: r.prefix }), input);
      return `${r.prefix || '-'} ${r.uuid}`;
    }
    case 'typeid_bad': {
      const r = s.inspect(input, { type: 'typeid' });
      assert.equal(r.valid, false);
      assert.throws(() => s.typeidToUUID(input), { name: 'SortidError', code: r.code, position: r.position });
      return `${Object.keys(CODE).find((w) => CODE[w] === r.code)} ${r.position}`;
    }
    case 'uuid_time': {
      const r = s.inspect(input);
      assert.equal(s.unixMs(input), r.timestampMs);
      assert.equal(s.unixMs(input), r.timestampMs);
      // the time text carries the version's precision: 100 ns for v1 and v6
      const frac = r.time.match(/\.(\d+)Z$/)[1];
      const v = s.uuidVersion(input);
      assert.equal(frac.length, v === 7 ? 3 : 7, r.time);
      assert.equal(Number(frac.slice(0, 3)), ((r.timestampMs % 1000) + 1000) % 1000); // floored
      return `${r.timestampMs} ${Number(frac.slice(3).padEnd(6, '0'))}`;
    }
    case 'uuid_v1v6': {
      const v6 = s.uuidV1ToV6(input);
      assert.equal(s.uuidV6ToV1(v6), input.toLowerCase());
      assert.equal(s.uuidVersion(v6), 6);
      assert.equal(s.unixMs(v6), s.unixMs(input));
      return v6;
    }
    case 'objectid': {
      const r = s.inspect(input);
      assert.equal(r.type, 'objectid');
      assert.equal(r.text, input.toLowerCase());
      return `${r.timestampMs} ${r.machine} ${r.pid} ${r.counter}`;
    }
    case 'xid': {
      const r = s.inspect(input, { type: 'xid' });
      assert.equal(r.text, input);
      const hex = s.convert(input, 'objectid', { type: 'xid' });
      assert.equal(s.convert(hex, 'xid'), input);
      return `${hex} ${r.timestampMs} ${r.machine} ${r.pid} ${r.counter}`;
    }
    case 'xid_bad': {
      const r = s.inspect(input, { type: 'xid' });
      return `${Object.keys(CODE).find((w) => CODE[w] === r.code)} ${r.position}`;
    }
    case 'snowflake': {
      const [value, epoch] = input.split(' ');
      const r = s.inspect(value, { type: 'snowflake', epoch: Number(epoch) });
      assert.equal(r.text, value);
      // the epoch as decimal text reads the same
      assert.deepEqual(s.inspect(value, { type: 'snowflake', epoch }), r);
      assert.equal(s.unixMs(value, { type: 'snowflake', epoch: Number(epoch) }), r.timestampMs);
      return `${r.timestampMs} ${r.datacenter} ${r.worker} ${r.sequence}`;
    }
    default:
      return undefined;
  }
}

test('every row of family.tsv and family-spec.tsv', () => {
  assert.ok(ROWS.length >= 350, `${ROWS.length} rows`);
  for (const { kind, input, expected } of ROWS) {
    // typeid_bad: the package reads with sortid_id_parse, which names the
    // byte as sortid_typeid_parse does whatever the text's length
    assert.equal(answer(kind, input), expected, `${kind} ${input}`);
  }
});

test('snowflake epochs by name: twitter (the default) and discord', () => {
  const id = '175928847299117063'; // Discord's API reference: 2016-04-30T11:18:25.796Z
  assert.equal(s.inspect(id, { type: 'snowflake', epoch: 'discord' }).time, '2016-04-30T11:18:25.796Z');
  assert.deepEqual(s.inspect(id, { type: 'snowflake', epoch: 'twitter' }), s.inspect(id, { type: 'snowflake' }));
  assert.notEqual(s.unixMs(id, { type: 'snowflake' }), s.unixMs(id, { type: 'snowflake', epoch: 'discord' }));
});

const GENERATED = ['ulid', 'flake', 'flake-scalable', 'baseuid', 'uuidv7', 'ksuid', 'typeid', 'objectid', 'xid'];

test('generate: a valid ID of every generated kind, with its time now', () => {
  const now = Date.now();
  for (const kind of GENERATED) {
    const id = s.gen(kind);
    const r = s.inspect(id, { type: kind });
    assert.equal(r.valid, true, `${kind} ${id}`);
    assert.equal(r.text, id);
    assert.ok(Math.abs(r.timestampMs - now) < 60000, `${kind} ${r.time}`);
  }
  for (const kind of ['ksuid', 'objectid', 'xid', 'typeid']) {
    assert.equal(s.inspect(s.gen(kind), { type: kind }).valid, true, kind);
    // an xid's 20 characters read untyped as a BaseUID's (the library's
    // reading rule: the length decides), so kind() names that
    // and a TypeID without a prefix is 26 characters, a ULID's
    assert.equal(s.kind(s.gen(kind, { prefix: kind === 'typeid' ? 'user' : undefined })),
      kind === 'xid' ? 'baseuid' : kind);
    assert.equal(s.valid(s.gen(kind)), true);
    assert.equal(s.valid(s.gen(kind), { type: kind }), true);
  }
  assert.match(s.gen('typeid', { prefix: 'user' }), /^user_[0-7][0-9a-hjkmnp-tv-z]{25}$/);
  assert.equal(s.inspect(s.gen('typeid', { prefix: 'user' })).prefix, 'user');
  assert.equal(s.inspect(s.gen('typeid', { prefix: 'acct_x' })).prefix, 'acct_x');
  assert.match(s.gen('typeid'), /^[0-7][0-9a-hjkmnp-tv-z]{25}$/);
  assert.equal(s.uuidVersion(s.typeidToUUID(s.gen('typeid', { prefix: 'a' }))), 7);
  assert.throws(() => s.gen('uuid'), { name: 'RangeError', message: /^kind must be one of .*typeid/ });
  assert.throws(() => s.gen('snowflake'), RangeError);
});

test('factory: strictly increasing IDs of every generated kind; a TypeID prefix kept', () => {
  for (const kind of GENERATED) {
    const next = s.generator(kind);
    const ids = [];
    for (let i = 0; i < 3000; i++) ids.push(next());
    for (let i = 1; i < ids.length; i++) assert.ok(ids[i - 1] < ids[i], `${kind}: ${ids[i - 1]} ${ids[i]}`);
    assert.equal(s.inspect(ids[0], { type: kind }).valid, true);
  }
  const acct = s.generator('typeid', { prefix: 'acct' });
  const a = acct();
  const b = acct();
  assert.ok(a.startsWith('acct_') && a < b);
  assert.throws(() => s.generator('ulid', { prefix: 'acct' }), { name: 'RangeError', message: /has no prefix/ });
  // the kinds table's article: never 'a xid' or 'a ObjectId'
  assert.throws(() => s.generator('xid', { prefix: 'acct' }), { message: /^options.prefix: an xid has no prefix$/ });
  assert.throws(() => s.generator('objectid', { prefix: 'acct' }), { message: /^options.prefix: an ObjectId has no prefix$/ });
  assert.throws(() => s.generator('typeid', { prefix: 'Acct' }), { name: 'SortidError', code: 'SORTID_E_CHAR', position: 0 });
});

test('convert: the same value as another kind, and back', () => {
  const u = s.ulid();
  const uuid = s.convert(u, 'uuid');
  assert.equal(uuid, s.ulidToUUID(u).toLowerCase());
  assert.equal(s.convert(uuid, 'ulid'), u);
  const t = s.gen('typeid', { prefix: 'user' });
  const tu = s.typeidToUUID(t);
  assert.equal(s.convert(tu, 'uuidv7'), tu);
  assert.equal(s.typeidFromUUID('user', tu), t);
  assert.equal(s.typeidFromUUID('', tu), t.slice(5));
  assert.equal(s.convert(t, 'typeid', { prefix: 'other' }), `other_${t.slice(5)}`);
  const b = s.gen('baseuid');
  assert.equal(s.convert(s.convert(b, 'uuid'), 'baseuid'), b);
  const o = s.gen('objectid');
  assert.equal(s.convert(s.convert(o, 'xid'), 'objectid', { type: 'xid' }), o);
  assert.throws(() => s.convert(s.convert(o, 'xid'), 'objectid'), // 20 characters: a BaseUID untyped
    { name: 'SortidError', code: 'SORTID_E_KIND', message: /from BaseUID to ObjectId/ });
  assert.throws(() => s.convert(s.gen('ksuid'), 'ulid'), { name: 'SortidError', code: 'SORTID_E_KIND', message: /from KSUID to ULID/ });
  assert.throws(() => s.convert(crypto.randomUUID(), 'uuidv7'), { name: 'SortidError', code: 'SORTID_E_VERSION' });
  assert.throws(() => s.convert(u, 'nope'), { name: 'RangeError', message: /to must be one of/ });
});

test('UUID times and versions: v1, v6, v7 have one; the others null', () => {
  const v4 = crypto.randomUUID();
  assert.throws(() => s.unixMs(v4), { name: 'SortidError', message: /no time/ });
  assert.equal(s.uuidVersion(v4), 4);
  assert.equal(s.inspect(v4).timestampMs, null);
  assert.equal(s.inspect(v4).time, null);
  assert.equal(s.inspect(v4).version, '4');
  assert.throws(() => s.unixMs(v4), { name: 'SortidError', code: 'SORTID_E_VERSION' });
  const v7 = s.at('uuidv7', 1700000000000);
  assert.equal(s.unixMs(v7), 1700000000000);
  assert.equal(s.unixMs(v7.replace(/-/g, '')), 1700000000000);
  assert.deepEqual(s.timestamp(v7), new Date(1700000000000));
  assert.equal(s.uuidVersion(v7), 7);
  assert.throws(() => s.uuidV1ToV6(v7), { name: 'SortidError', code: 'SORTID_E_VERSION' });
  assert.throws(() => s.uuidV6ToV1(v7), { name: 'SortidError', code: 'SORTID_E_VERSION' });
  assert.throws(() => s.unixMs('c232ab00-9414-11ec-b3c8-9f6bdeced84'), { name: 'SortidError', code: 'SORTID_E_LENGTH' });
});

test('inspect: an invalid text is valid: false with the library\'s code and position', () => {
  assert.deepEqual(s.inspect('01ARYZ6S41TSV4RRFFQ69G5FAU'), {
    type: 'ulid', valid: false, error: 'not a ULID: invalid character at position 25',
    code: 'SORTID_E_CHAR', position: 25,
  });
  const none = s.inspect('abc');
  assert.equal(none.type, null);
  assert.equal(none.code, 'SORTID_E_LENGTH');
  assert.match(none.error, /no kind's text has 3 characters/);
  // the lengths in the library's words (sortid_form_get), as parse's error says them
  assert.match(none.error, /; IDs are 26 characters \(ULID\), .*, 20 characters \(BaseUID\), .*prefix_ and 26 characters \(TypeID\), 24 hex digits \(ObjectId\)$/);
  assert.deepEqual(Object.keys(s.inspect(s.ulid())).slice(0, 4), ['type', 'valid', 'timestampMs', 'time']);
});

test('wrong types are TypeErrors; bad values RangeErrors or SortidErrors', () => {
  for (const v of [undefined, null, 1, 1n, {}, [], Symbol('x'), true]) {
    assert.throws(() => s.inspect(v), TypeError, String(v));
    assert.throws(() => s.unixMs(v), TypeError);
    assert.throws(() => s.convert(v, 'uuid'), TypeError);
    assert.throws(() => s.unixMs(v), TypeError);
    assert.throws(() => s.uuidVersion(v), TypeError);
    assert.throws(() => s.uuidV1ToV6(v), TypeError);
    assert.throws(() => s.typeidToUUID(v), TypeError);
    if (v !== undefined && v !== null) {
      assert.throws(() => s.gen(v), TypeError);
      assert.throws(() => s.gen('typeid', { prefix: v }), TypeError);
      assert.throws(() => s.inspect('x', { type: v }), TypeError);
      assert.throws(() => s.typeidFromUUID(v, crypto.randomUUID()), TypeError);
    }
  }
  assert.throws(() => s.inspect('x', 5), { name: 'TypeError', message: /options must be an object/ });
  assert.throws(() => s.inspect('x', { type: 'ULID' }), { name: 'RangeError', message: /options.type must be one of ulid, / });
  assert.throws(() => s.inspect('1', { type: 'snowflake', epoch: {} }), TypeError);
  assert.throws(() => s.inspect('1', { type: 'snowflake', epoch: 1.5 }), RangeError);
  assert.throws(() => s.inspect('1', { type: 'snowflake', epoch: 'mars' }), { name: 'SortidError', code: 'SORTID_E_CHAR', position: 0 });
  assert.throws(() => s.inspect('1', { type: 'snowflake', epoch: '99999999999999999999' }), { name: 'SortidError', code: 'SORTID_E_OVERFLOW' });
  // a snowflake names the byte that is not a digit (the library's rule), not the length
  assert.deepStrictEqual(s.inspect('12a45', { type: 'snowflake' }), { type: 'snowflake', valid: false, error: 'not a Snowflake: invalid character at position 2', code: 'SORTID_E_CHAR', position: 2 });
  assert.strictEqual(s.inspect('-5', { type: 'snowflake' }).position, 0);
  assert.throws(() => s.inspect(s.ulid(), { epoch: 'twitter' }), { name: 'RangeError', message: /ULID has a fixed epoch/ });
  assert.throws(() => s.gen('typeid', { prefix: 'x'.repeat(64) }), { name: 'SortidError', code: 'SORTID_E_LENGTH', position: 63 });
  assert.throws(() => s.gen('typeid', { prefix: 'x'.repeat(200) }), RangeError);
  assert.throws(() => s.gen('typeid', { prefix: 'a_' }), { name: 'SortidError', code: 'SORTID_E_CHAR', position: 1 });
  assert.ok(s.inspect('x', { type: 'ksuid' }) instanceof Object);
  assert.ok(new s.SortidError('SORTID_E_CHAR', 'm') instanceof Error);
});

test('NUL bytes are refused wherever text goes in', () => {
  const u = s.ulid();
  assert.deepEqual([s.inspect(`${u.slice(0, 5)}\0${u.slice(6)}`).code, s.inspect(`${u.slice(0, 5)}\0${u.slice(6)}`).position],
    ['SORTID_E_CHAR', 5]);
  assert.throws(() => s.unixMs(`${u}\0`), { name: 'SortidError' });
  assert.throws(() => s.inspect(u, { type: 'ulid\0' }), RangeError);
  assert.throws(() => s.gen('ksuid\0'), RangeError);
  assert.throws(() => s.gen('typeid', { prefix: 'us\0er' }), { name: 'SortidError', code: 'SORTID_E_CHAR', position: 2 });
  // not the name "discord", so digits: the first byte is no digit
  assert.throws(() => s.inspect('1', { type: 'snowflake', epoch: 'discord\0' }), { name: 'SortidError', code: 'SORTID_E_CHAR', position: 0 });
  assert.throws(() => s.inspect('1', { type: 'snowflake', epoch: '12\0' }), { name: 'SortidError', code: 'SORTID_E_CHAR', position: 2 });
  assert.throws(() => s.convert(u, 'uuid\0'), RangeError);
  assert.throws(() => s.unixMs(`${crypto.randomUUID().slice(0, 35)}\0`), { name: 'SortidError', code: 'SORTID_E_CHAR', position: 35 });
});

test('parse: every kind through the library\'s generic calls, as inspect reads it', () => {
  for (const kind of GENERATED) {
    const id = kind === 'typeid' ? s.gen('typeid', { prefix: 'user' }) : s.gen(kind);
    const p = s.parse(id, kind);
    const r = s.inspect(id, { type: kind });
    assert.equal(p.type, kind);
    assert.equal(p.text, id);
    assert.equal(p.time, r.timestampMs, kind);
    assert.equal(p.iso, r.time, kind);
    assert.ok(p.bytes instanceof Uint8Array && p.bytes.length > 0, kind);
    // the parts: random as a number (52 bits or fewer) or its bytes, decimal text as numbers
    for (const [k, v] of Object.entries(r)) {
      if (['type', 'valid', 'text', 'timestampMs', 'time'].includes(k) || k === 'uuid') continue;
      if (k === 'random') {
        const hex = typeof p.random === 'number' ? p.random.toString(16) : Buffer.from(p.random).toString('hex');
        assert.equal(BigInt(`0x${hex}`), BigInt(`0x${v}`), `${kind} random`);
      } else {
        assert.equal(String(p[k]), v, `${kind} ${k}`);
      }
    }
  }
  // untyped text: the length's form; the kind its form's (a UUIDv7's text is a 'uuid')
  assert.equal(s.parse(s.gen('ksuid')).type, 'ksuid');
  assert.equal(s.parse(s.gen('objectid')).type, 'objectid');
  assert.equal(s.parse(s.gen('typeid', { prefix: 'user' })).prefix, 'user');
  assert.equal(s.parse(s.gen('uuidv7')).type, 'uuid');
  assert.equal(s.parse(s.gen('uuidv7'), 'uuidv7').type, 'uuidv7');
  // the kind's other forms (sortid_id_format): a TypeID's UUID, an xid's ObjectId
  const t = s.gen('typeid', { prefix: 'user' });
  assert.equal(s.parse(t).uuid, s.typeidToUUID(t));
  assert.equal(s.parse(t).hex, s.typeidToUUID(t).replace(/-/g, ''));
  const x = s.gen('xid');
  assert.equal(s.parse(x, 'xid').objectid, s.convert(x, 'objectid', { type: 'xid' }));
  // a form's name reads that form only
  const u = crypto.randomUUID();
  assert.equal(s.parse(u.replace(/-/g, ''), 'uuid-hex').text, u);
  assert.throws(() => s.parse(u, 'uuid-hex'), { code: 'UUID_INVALID', reason: 'wrong length' });
  assert.throws(() => s.parse(u, 'nope'), { name: 'RangeError', message: /uuid-hex, flake-hex, flake-int/ });
  assert.throws(() => s.parse('x'.repeat(27), 'ksuid'), { code: 'KSUID_INVALID', message: /^Invalid KSUID/ });
});

test('every function that takes a UUID takes both its text forms, 36 characters and 32 hex digits', () => {
  const v7 = s.gen('uuidv7');
  const v1 = 'c232ab00-9414-11ec-b3c8-9f6bdeced846';
  const v6 = s.uuidV1ToV6(v1);
  const v8 = s.baseuidToUUID(s.gen('baseuid'));
  const hex = (u) => u.replace(/-/g, '');
  const calls = [
    [(u) => s.uuidToULID(u), v7], [(u) => s.baseuidFromUUID(u), v8], [(u) => s.typeidFromUUID('user', u), v7],
    [(u) => s.uuidVersion(u), v7], [(u) => s.uuidV1ToV6(u), v1], [(u) => s.uuidV6ToV1(u), v6],
    [(u) => s.unixMs(u), v7], [(u) => s.timestamp(u).getTime(), v6], [(u) => s.convert(u, 'ulid'), v7],
    [(u) => s.valid(u), v7], [(u) => s.kind(u) !== null, v7], [(u) => s.inspect(u).valid, v1],
  ];
  for (const [call, u] of calls) assert.deepEqual(call(hex(u)), call(u), `${call} ${u}`);
});

test('uuidVersion: null for the nil and max UUIDs and other variants, as PostgreSQL 17 answers', () => {
  assert.equal(s.uuidVersion('00000000-0000-0000-0000-000000000000'), null);
  assert.equal(s.uuidVersion('ffffffff-ffff-ffff-ffff-ffffffffffff'), null);
  assert.equal(s.uuidVersion('FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF'), null);
  assert.equal(s.uuidVersion('2d8bf8e1-4c3e-4ae6-c448-10542a469444'), null); // variant 110
  assert.equal(s.uuidVersion('2d8bf8e1-4c3e-4ae6-0448-10542a469444'), null); // variant 0
  assert.equal(s.uuidVersion('2d8bf8e1-4c3e-4ae6-8448-10542a469444'), 4);
  assert.equal(s.uuidVersion(s.gen('uuidv7')), 7);
});
