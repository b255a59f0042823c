// SPDX-License-Identifier: MIT
'use strict';
// Run by bench/instructions.sh under callgrind: `node calls.js IMPL FN N`
// loads IMPL (sortid or ulid) and calls FN N times (N = 0: the baseline of
// loading the module and starting up).
const impl = process.argv[2] === 'sortid' ? require('..') : require('ulid');
const fn = process.argv[3];
const n = Number(process.argv[4]);
const id = '01ARYZ6S41TSV4RRFFQ69G5FAV';
const calls = {
  ulid: () => impl.ulid(),
  decodeTime: () => impl.decodeTime(id),
  isValid: () => impl.isValid(id),
};
let sink = 0;
for (let i = 0; i < n; i++) sink += calls[fn]() ? 1 : 0;
if (sink !== n) throw new Error(`${fn}: unexpected results`);
