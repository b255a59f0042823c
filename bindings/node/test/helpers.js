// SPDX-License-Identifier: MIT
'use strict';
// Shared by the tests: the package under test and the repository's vectors
// (tests/vectors, copied from the project's public vectors).
const fs = require('node:fs');
const path = require('node:path');

const VECTORS = path.join(__dirname, '..', '..', '..', 'tests', 'vectors');

/** Rows of tests/vectors/NAME.tsv as { kind, input, expected }. */
function vectors(name) {
  const text = fs.readFileSync(path.join(VECTORS, name), 'utf8');
  const rows = text.split('\n').slice(1).filter((l) => l.length > 0);
  return rows.map((l) => {
    const [kind, input, expected] = l.split('\t');
    return { kind, input, expected };
  });
}

/** "a=1 b=2" -> { a: '1', b: '2' } */
function fields(s) {
  return Object.fromEntries(s.split(' ').map((kv) => kv.split('=')));
}

module.exports = { sortid: require('..'), vectors, fields };
