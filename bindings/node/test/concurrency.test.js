// SPDX-License-Identifier: MIT
'use strict';
// Worker threads and child_process.fork get their own generators: every ID
// made across them (one-shot and factory, ULID and the family) is distinct,
// and each factory stays strictly increasing in its own thread or process.
// Ulid-Flake has 20 random bits per millisecond, so parties that must not
// collide use the scalable layout with a node id each (README: cluster).
const test = require('node:test');
const assert = require('node:assert/strict');
const path = require('node:path');
const { fork } = require('node:child_process');
const { Worker } = require('node:worker_threads');

const N = 20000;
const PARTIES = 4;
const MAKER = path.join(__dirname, 'make-ids.js');

function checkAll(batches) {
  for (const key of ['ulid', 'factory', 'flake', 'baseuid', 'uuidv7', 'bulk']) {
    const all = batches.flatMap((b) => b[key]);
    assert.equal(all.length, PARTIES * (key === 'bulk' ? N * 5 : N), key);
    assert.equal(new Set(all).size, all.length, `${key}: repeated IDs across parties`);
  }
  for (const b of batches) {
    for (const key of ['factory', 'flake', 'baseuid', 'uuidv7']) {
      for (let i = 1; i < b[key].length; i++) assert.ok(b[key][i - 1] < b[key][i], key);
    }
  }
}

test('worker threads: no repeated IDs, each factory increasing', async () => {
  const batches = await Promise.all(Array.from({ length: PARTIES }, (_, node) => new Promise((resolve, reject) => {
    const w = new Worker(MAKER, { workerData: { n: N, node } });
    w.once('message', resolve);
    w.once('error', reject);
  })));
  checkAll(batches);
});

test('child_process.fork: no repeated IDs, each factory increasing', async () => {
  const batches = await Promise.all(Array.from({ length: PARTIES }, (_, node) => new Promise((resolve, reject) => {
    const c = fork(MAKER, [String(N), String(node)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    c.once('message', resolve);
    c.once('error', reject);
    c.once('exit', (code) => { if (code !== 0) reject(new Error(`child exited ${code}`)); });
  })));
  checkAll(batches);
});

test('cluster workers: no repeated IDs, each worker\'s factory increasing', () => {
  const r = require('node:child_process').spawnSync(process.execPath, [path.join(__dirname, 'cluster-ids.js')], { encoding: 'utf8', maxBuffer: 64 << 20 });
  assert.equal(r.status, 0, r.stderr);
  const batches = JSON.parse(r.stdout);
  assert.equal(batches.length, 3);
  for (const key of ['ulid', 'factory']) {
    const all = batches.flatMap((b) => b[key]);
    assert.equal(all.length, 30000);
    assert.equal(new Set(all).size, all.length, key);
  }
  for (const b of batches) {
    for (let i = 1; i < b.factory.length; i++) assert.ok(b.factory[i - 1] < b.factory[i]);
  }
});

test('the main thread keeps working alongside workers (per-environment state)', async () => {
  const s = require('..');
  const f = s.monotonicFactory();
  const before = f();
  await new Promise((resolve, reject) => {
    const w = new Worker(MAKER, { workerData: { n: 100, node: 0 } });
    w.once('message', resolve);
    w.once('error', reject);
  });
  assert.ok(f() > before);
  assert.throws(() => s.decodeTime('x'), s.ULIDError); // the error class survived the worker's exit
});
