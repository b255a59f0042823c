// SPDX-License-Identifier: MIT
'use strict';
// Not a test file: run by concurrency.test.js.  A cluster primary with three
// workers; each worker makes IDs and sends them back, the primary prints
// them all as JSON (README: cluster).
const cluster = require('node:cluster');
const N = 10000;

if (cluster.isPrimary) {
  const batches = [];
  for (let i = 0; i < 3; i++) {
    cluster.fork().on('message', (ids) => {
      batches.push(ids);
      if (batches.length === 3) {
        process.stdout.write(JSON.stringify(batches));
        for (const w of Object.values(cluster.workers)) w.kill();
      }
    });
  }
} else {
  const s = require('..');
  const f = s.monotonicFactory();
  const out = { ulid: [], factory: [] };
  for (let i = 0; i < N; i++) {
    out.ulid.push(s.ulid());
    out.factory.push(f());
  }
  process.send(out);
}
