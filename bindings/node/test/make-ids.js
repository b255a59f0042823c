// SPDX-License-Identifier: MIT
'use strict';
// Not a test file: makes IDs in a worker thread or a forked child for
// concurrency.test.js and sends them back.
const { isMainThread, parentPort, workerData } = require('node:worker_threads');
const s = require('..');

const n = isMainThread ? Number(process.argv[2]) : workerData.n;
const node = isMainThread ? Number(process.argv[3]) : workerData.node;
const factory = s.monotonicFactory();
const flakes = s.generator('flake', { node });
const baseuids = s.generator('baseuid');
const uuids = s.generator('uuidv7');
const out = { ulid: [], factory: [], flake: [], baseuid: [], uuidv7: [], bulk: s.bulk(n * 5) };
for (let i = 0; i < n; i++) {
  out.ulid.push(s.ulid());
  out.factory.push(factory());
  out.flake.push(flakes());
  out.baseuid.push(baseuids());
  out.uuidv7.push(uuids());
}
if (isMainThread) process.send(out, () => process.exit(0));
else parentPort.postMessage(out);
