#!/usr/bin/env node
// SPDX-License-Identifier: MIT
'use strict';
// `sortid-ulid [--count N]`, also installed as `ulid`: the `ulid` package's
// command (npx ulid), N monotonic ULIDs (default 1), one a line.  Unlike
// ulid's, an unknown option or a count that is not a whole number is an error
// (exit 2) instead of being ignored.  When the `ulid` package is installed
// too, npm links `ulid` to whichever came last; `sortid-ulid` is always ours.
const { monotonicFactory } = require('..');

function usage(msg) {
  process.stderr.write(`sortid-ulid: ${msg}\nusage: sortid-ulid [--count N] (also installed as ulid)\n`);
  process.exit(2);
}

let count = 1;
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  let value;
  if (a === '--count') value = args[++i];
  else if (a.startsWith('--count=')) value = a.slice(8);
  else if (a === '--help' || a === '-h') {
    process.stdout.write('usage: sortid-ulid [--count N] (also installed as ulid)\n');
    process.exit(0);
  } else usage(`unknown argument ${JSON.stringify(a)}`);
  if (value === undefined || !/^[0-9]{1,9}$/.test(value)) usage('--count takes a whole number (0..999999999)');
  count = Number(value);
}

const next = monotonicFactory(); // one generator: increasing across writes
const LINES = 1 << 14; // IDs per write
for (let done = 0; done < count; done += LINES) {
  const n = Math.min(LINES, count - done);
  const ids = new Array(n);
  for (let i = 0; i < n; i++) ids[i] = next();
  process.stdout.write(`${ids.join('\n')}\n`);
}
