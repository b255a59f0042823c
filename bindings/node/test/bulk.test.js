// SPDX-License-Identifier: MIT
'use strict';
// bulk(): every kind that has a generator, in every output shape, gives
// exactly n IDs, each a valid ID of that kind and as long as its generator's
// IDs, and no byte the generator did not write.  The back end's buffers are
// filled with a pattern first (glibc's MALLOC_PERTURB_ for the native addon,
// a freed block of 0xA5 bytes for the WebAssembly heap), so a byte left
// unwritten shows as a character no ID has.
const test = require('node:test');
const assert = require('node:assert/strict');
const { spawnSync } = require('node:child_process');
const { sortid: s } = require('./helpers');

// The kinds the library can generate: bulk() takes those, and its error for
// the others names them (the library's kinds table, not a list of ours).
function generated() {
  const err = (() => { try { s.bulk(1, { type: 'nope' }); } catch (e) { return e.message; } })();
  const names = err.replace(/^.*one of /, '').split(', ');
  assert.ok(names.includes('typeid') && names.includes('ulid'), err);
  return names.map((type) => (type === 'typeid' ? [[type], [type, 'user'], [type, 'a_b']] : [[type]])).flat();
}

// The width of the IDs one generator makes: a single ID's.
function widthOf(type, prefix) {
  return s.bulk(1, { type, prefix })[0].length;
}

function checkIds(ids, type, prefix, width, n, what) {
  assert.equal(ids.length, n, `${what}: count`);
  for (const id of ids) {
    assert.equal(id.length, width, `${what}: ${JSON.stringify(id)}`);
    assert.match(id, /^[0-9A-Za-z_-]+$/, `${what}: a byte no ID has in ${JSON.stringify(id)}`);
    if (prefix) assert.ok(id.startsWith(`${prefix}_`), `${what}: ${id}`);
    assert.equal(s.parse(id, type).type, type, `${what}: ${id}`);
  }
  assert.deepEqual(s.validate(ids, { type }), { valid: true, count: n }, what);
}

// Every shape, monotonic or not, across the back end's 4,096-ID block.
function checkAllShapes(poison) {
  let checked = 0;
  for (const [type, prefix] of generated()) {
    const width = widthOf(type, prefix);
    for (const monotonic of [false, true]) {
      for (const n of [1, 4097]) {
        const what = `${type}${prefix ? ` prefix ${prefix}` : ''} n=${n}${monotonic ? ' monotonic' : ''}`;
        poison(n * (width + 1));
        checkIds(s.bulk(n, { type, prefix, monotonic }), type, prefix, width, n, `${what} array`);
        poison(n * (width + 1));
        const text = s.bulk(n, { type, prefix, monotonic, output: 'string' });
        assert.equal(text.length, n * width, `${what} string`);
        const cut = Array.from({ length: n }, (_, i) => text.slice(i * width, (i + 1) * width));
        checkIds(cut, type, prefix, width, n, `${what} string`);
        poison(n * (width + 1));
        const buf = s.bulk(n, { type, prefix, monotonic, output: 'buffer' });
        assert.equal(buf.length, n * (width + 1), `${what} buffer`);
        const lines = buf.toString('latin1').split('\n');
        assert.equal(lines.pop(), '', `${what} buffer: ends with a newline`);
        checkIds(lines, type, prefix, width, n, `${what} buffer`);
        assert.deepEqual(s.validate(buf, { type }), { valid: true, count: n }, `${what} buffer`);
        checked++;
      }
    }
  }
  return checked;
}

if (process.env.SORTID_BULK_CHILD) {
  // the native run, in a process whose malloc fills each block with a pattern
  const checked = checkAllShapes(() => {});
  process.stdout.write(`checked ${checked}\n`);
} else {
  test('bulk: every kind x every output shape, buffers filled with a pattern first', () => {
    if (s.backend === 'native') {
      const r = spawnSync(process.execPath, [__filename], {
        encoding: 'utf8',
        env: { ...process.env, SORTID_BULK_CHILD: '1', MALLOC_PERTURB_: '90' },
      });
      assert.equal(r.status, 0, r.stderr);
      assert.match(r.stdout, /^checked (\d+)$/m);
      assert.ok(Number(/checked (\d+)/.exec(r.stdout)[1]) >= 40, r.stdout);
      return;
    }
    // WebAssembly: validate() copies its input into the module's heap and
    // frees it, so the next blocks bulk() takes are the pattern's.
    const poison = (size) => s.validate(Buffer.alloc(size, 0xa5));
    assert.ok(checkAllShapes(poison) >= 40);
  });
}

test('bulk: a TypeID prefix is checked, and only TypeIDs take one', () => {
  assert.throws(() => s.bulk(2, { type: 'ulid', prefix: 'user' }), { name: 'RangeError', message: /no prefix/ });
  const bad = (prefix, code, at) => assert.throws(() => s.bulk(2, { type: 'typeid', prefix }),
    { code, message: new RegExp(`^options.prefix: .* at position ${at}$`) });
  bad('User', 'SORTID_E_CHAR', 0);
  bad('a'.repeat(64), 'SORTID_E_LENGTH', 63);
  bad('a\u0000b', 'SORTID_E_CHAR', 1);
  bad('aé', 'SORTID_E_CHAR', 1);
  assert.throws(() => s.bulk(2, { type: 'typeid', prefix: 5 }), TypeError);
});
