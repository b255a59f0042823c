// SPDX-License-Identifier: MIT
'use strict';
// The package's public names as scripts/vocabulary.py reads them, one a
// line: `name length length` for a function (JavaScript's length: the
// arguments before the first optional one), `name - -` for anything else.
// The CommonJS entry's names, then the ES module's (they must be the same).
const sortid = require('..');

const line = (name, v) => (typeof v === 'function' ? `${name} ${v.length} ${v.length}` : `${name} - -`);
const out = Object.keys(sortid).map((k) => line(k, sortid[k]));
import('../index.mjs').then((m) => {
  for (const k of Object.keys(m)) out.push(line(k, m[k]));
  process.stdout.write(`${out.join('\n')}\n`);
});
