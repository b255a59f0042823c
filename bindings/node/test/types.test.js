// SPDX-License-Identifier: MIT
'use strict';
// index.d.ts checked by TypeScript (a test dependency): test/types/check.ts
// compiles under --strict with each @ts-expect-error used, and a wrong
// program (test/types/bad.ts) is rejected.
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const tsc = require.resolve('typescript/bin/tsc');
const dir = path.join(__dirname, 'types');

function run(args) {
  return spawnSync(process.execPath, [tsc, ...args], { cwd: dir, encoding: 'utf8' });
}

test('check.ts compiles against index.d.ts', () => {
  const r = run(['-p', 'tsconfig.json']);
  assert.equal(r.status, 0, r.stdout + r.stderr);
});

test('a wrong use of the declarations is a type error', () => {
  const r = run(['--strict', '--noEmit', 'bad.ts']);
  assert.notEqual(r.status, 0);
  assert.match(r.stdout, /bad\.ts\(5,7\): error TS2322: Type 'number' is not assignable to type 'string'/);
});

test('the Kind union of index.d.ts is the library\'s kinds, in order', () => {
  const dts = require('node:fs').readFileSync(path.join(__dirname, '..', 'index.d.ts'), 'utf8');
  const union = dts.match(/export type Kind =([^;]*);/)[1].match(/'[^']+'/g).map((k) => k.slice(1, -1));
  assert.deepEqual(union, [...require('..').kinds]);
});

test('ParseType of index.d.ts is what parse() takes: the kinds, then the other forms', () => {
  const dts = require('node:fs').readFileSync(path.join(__dirname, '..', 'index.d.ts'), 'utf8');
  const forms = dts.match(/export type ParseType = Kind \|([^;]*);/)[1].match(/'[^']+'/g).map((k) => k.slice(1, -1));
  const s = require('..');
  assert.throws(() => s.parse('x', '?'), { name: 'RangeError', message: `type must be one of ${[...s.kinds, ...forms].join(', ')}` });
});

test('GeneratedKind of index.d.ts is what gen, generator, at, bulk and validate take', () => {
  const dts = require('node:fs').readFileSync(path.join(__dirname, '..', 'index.d.ts'), 'utf8');
  const union = dts.match(/export type GeneratedKind =([^;]*);/)[1].match(/'[^']+'/g).map((k) => k.slice(1, -1));
  const s = require('..');
  const listed = (fn) => {
    try {
      fn();
    } catch (e) {
      return e.message.replace(/^.* must be one of /, '').split(', ');
    }
    return null;
  };
  assert.deepEqual(listed(() => s.gen('?')), union);
  assert.deepEqual(listed(() => s.generator('?')), union);
  assert.deepEqual(listed(() => s.at('?', 0)), union);
  assert.deepEqual(listed(() => s.bulk(1, { type: '?' })), union);
  assert.deepEqual(listed(() => s.validate([], { type: '?' })), union);
  // and each one is a kind of the library's table
  for (const k of union) assert.ok(s.kinds.includes(k), k);
});
