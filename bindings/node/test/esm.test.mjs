// SPDX-License-Identifier: MIT
// The ESM entry point: named and default exports, the same objects as CommonJS.
import test from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import sortidDefault, * as sortid from 'sortid';
import { ulid, decodeTime, ULIDError, MAX_ULID } from 'sortid';

const cjs = createRequire(import.meta.url)('sortid');

test('every CommonJS export is an ESM named export, the same object', () => {
  const names = Object.keys(cjs).sort();
  assert.ok(names.length >= 30);
  for (const name of names) assert.equal(sortid[name], cjs[name], name);
  assert.equal(sortidDefault, cjs);
});

test('ESM functions work', () => {
  const id = ulid(1469918176385);
  assert.equal(decodeTime(id), 1469918176385);
  assert.equal(MAX_ULID, '7ZZZZZZZZZZZZZZZZZZZZZZZZZ');
  assert.throws(() => decodeTime('x'), ULIDError);
});
