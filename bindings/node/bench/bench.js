// SPDX-License-Identifier: MIT
'use strict';
// make bench-node: ns per call of sortid against the `ulid` (3.x) and `ulidx`
// packages and Node's crypto.randomUUID(), all measured in this run, and
// whether each target of issues 15 and 22 holds (a same-run ratio, never a
// time), for the back end loaded and for the WebAssembly one.
// Each figure is the median of ROUNDS rounds, the rounds of the compared
// functions interleaved so machine noise hits both alike.
const crypto = require('node:crypto');
const theirs = require('ulid');
const ulidx = require('ulidx');
const ours = require('..'); // the native back end unless SORTID_BACKEND says otherwise

const ROUNDS = 7;
let sink = 0;

function nsPerCall(fn, iters) {
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < iters; i++) sink += fn().length;
  return Number(process.hrtime.bigint() - t0) / iters;
}

/** Median ns per call of each { name: [fn, iters] }, rounds interleaved. */
function measure(cases) {
  const names = Object.keys(cases);
  const runs = Object.fromEntries(names.map((n) => [n, []]));
  for (const n of names) nsPerCall(cases[n][0], Math.min(cases[n][1], 2000)); // warm up
  for (let r = 0; r < ROUNDS; r++) {
    for (const n of names) runs[n].push(nsPerCall(cases[n][0], cases[n][1]));
  }
  const med = (a) => a.sort((x, y) => x - y)[a.length >> 1];
  return Object.fromEntries(names.map((n) => [n, med(runs[n])]));
}

const rows = [];
const verdicts = [];
function report(title, m) {
  for (const [name, ns] of Object.entries(m)) rows.push([title, name, ns]);
}
function target(what, ratio, want, better) {
  const holds = better === 'lower' ? ratio <= want : ratio >= want;
  verdicts.push(`${holds ? 'HOLDS ' : 'MISSED'}  ${what}: ${ratio.toFixed(2)}x (target ${better === 'lower' ? '<=' : '>='} ${want}x)`);
}

const id = ours.ulid();
const fix = () => id;

// one ULID
const one = measure({
  'sortid ulid()': [ours.ulid, 200000],
  'crypto.randomUUID()': [crypto.randomUUID, 200000],
  'ulid ulid()': [theirs.ulid, 2000],
  'ulidx ulid()': [ulidx.ulid, 2000],
});
report('one ID', one);
target('sortid ulid() / crypto.randomUUID()', one['sortid ulid()'] / one['crypto.randomUUID()'], 1.5, 'lower');
target('ulid ulid() / sortid ulid()', one['ulid ulid()'] / one['sortid ulid()'], 100, 'higher');

// monotonic factories
const of = ours.monotonicFactory();
const tf = theirs.monotonicFactory();
const xf = ulidx.monotonicFactory();
const mono = measure({
  'sortid monotonicFactory()()': [of, 200000],
  'ulid monotonicFactory()()': [tf, 50000],
  'ulidx monotonicFactory()()': [xf, 50000],
});
report('monotonic', mono);
target('ulid factory / sortid factory', mono['ulid monotonicFactory()()'] / mono['sortid monotonicFactory()()'], 3, 'higher');

// decodeTime and isValid: a loop of its own per function (no wrapper)
const readLoop = (f, iters) => () => { for (let i = 0; i < iters; i++) sink += f(id) ? 1 : 0; return id; };
const READS = 100000;
const dec = measure({
  'sortid decodeTime': [readLoop(ours.decodeTime, READS), 1],
  'ulid decodeTime': [readLoop(theirs.decodeTime, READS), 1],
  'ulidx decodeTime': [readLoop(ulidx.decodeTime, READS), 1],
  'sortid isValid': [readLoop(ours.isValid, READS), 1],
  'ulid isValid': [readLoop(theirs.isValid, READS), 1],
  'ulidx isValid': [readLoop(ulidx.isValid, READS), 1],
});
for (const k of Object.keys(dec)) dec[k] /= READS;
report('read', dec);
target('ulid decodeTime / sortid decodeTime', dec['ulid decodeTime'] / dec['sortid decodeTime'], 5, 'higher');
target('ulid isValid / sortid isValid', dec['ulid isValid'] / dec['sortid isValid'], 5, 'higher');

// 1,000,000 ULIDs as strings
const N = 1000000;
const loopTheirs = () => { const f = theirs.monotonicFactory(); const a = new Array(N); for (let i = 0; i < N; i++) a[i] = f(); return a; };
const bulkRuns = { ours: [], oursStr: [], oursBuf: [], theirs: [], floor: [] };
// The floor of any array of a million strings in V8: only slicing them out of
// one ready string (no ID made), so the array's miss can be judged.
const ready = ours.bulk(N, { output: 'string' });
const sliceOnly = () => { const a = new Array(N); for (let i = 0, at = 0; i < N; i++, at += 26) a[i] = ready.slice(at, at + 26); return a; };
for (let r = 0; r < 3; r++) {
  let t0 = process.hrtime.bigint();
  sink += ours.bulk(N, { monotonic: true }).length;
  bulkRuns.ours.push(Number(process.hrtime.bigint() - t0) / N);
  t0 = process.hrtime.bigint();
  sink += ours.bulk(N, { monotonic: true, output: 'string' }).length;
  bulkRuns.oursStr.push(Number(process.hrtime.bigint() - t0) / N);
  t0 = process.hrtime.bigint();
  sink += ours.bulk(N, { monotonic: true, output: 'buffer' }).length;
  bulkRuns.oursBuf.push(Number(process.hrtime.bigint() - t0) / N);
  t0 = process.hrtime.bigint();
  sink += sliceOnly().length;
  bulkRuns.floor.push(Number(process.hrtime.bigint() - t0) / N);
  t0 = process.hrtime.bigint();
  sink += loopTheirs().length;
  bulkRuns.theirs.push(Number(process.hrtime.bigint() - t0) / N);
}
const med = (a) => a.sort((x, y) => x - y)[a.length >> 1];
const bulk = {
  'sortid bulk(1e6) array of strings': med(bulkRuns.ours),
  'sortid bulk(1e6) one string': med(bulkRuns.oursStr),
  'sortid bulk(1e6) Buffer of lines': med(bulkRuns.oursBuf),
  'loop of 1e6 ulid monotonicFactory()()': med(bulkRuns.theirs),
  'V8 floor: 1e6 slices of a ready string': med(bulkRuns.floor),
};
report('1e6 ULIDs (ns per ID)', bulk);
const loop = bulk['loop of 1e6 ulid monotonicFactory()()'];
target('ulid factory loop / sortid bulk, array of strings', loop / bulk['sortid bulk(1e6) array of strings'], 20, 'higher');
target('ulid factory loop / V8 floor (slices only, no IDs)', loop / bulk['V8 floor: 1e6 slices of a ready string'], 20, 'higher');
target('ulid factory loop / sortid bulk, one string', loop / bulk['sortid bulk(1e6) one string'], 20, 'higher');
target('ulid factory loop / sortid bulk, Buffer of lines', loop / bulk['sortid bulk(1e6) Buffer of lines'], 20, 'higher');

// The WebAssembly back end (issue 22), whatever SORTID_BACKEND says: the
// same calls against ulid's, in this run.
const wasm = require('../lib/api.js').makeApi(require('../lib/wasm.js').fromBytes(
  require('node:fs').readFileSync(require('node:path').join(__dirname, '..', 'sortid.wasm')),
  globalThis.crypto || crypto.webcrypto, (u8) => Buffer.from(u8)), {
  makeBytes: (u8) => Buffer.from(u8), maxString: require('node:buffer').constants.MAX_STRING_LENGTH,
});
const wf = wasm.monotonicFactory();
const tf2 = theirs.monotonicFactory();
const w = measure({
  'wasm ulid()': [wasm.ulid, 100000],
  'ulid ulid()': [theirs.ulid, 2000],
  'wasm monotonicFactory()()': [wf, 100000],
  'ulid monotonicFactory()()': [tf2, 50000],
  'wasm decodeTime': [readLoop(wasm.decodeTime, READS), 1],
  'ulid decodeTime': [readLoop(theirs.decodeTime, READS), 1],
  'wasm isValid': [readLoop(wasm.isValid, READS), 1],
  'ulid isValid': [readLoop(theirs.isValid, READS), 1],
});
for (const k of Object.keys(w)) if (/decodeTime|isValid/.test(k)) w[k] /= READS;
report('WebAssembly back end', w);
target('ulid ulid() / wasm ulid()', w['ulid ulid()'] / w['wasm ulid()'], 50, 'higher');
target('ulid factory / wasm factory', w['ulid monotonicFactory()()'] / w['wasm monotonicFactory()()'], 2, 'higher');
target('ulid decodeTime / wasm decodeTime', w['ulid decodeTime'] / w['wasm decodeTime'], 3, 'higher');
target('ulid isValid / wasm isValid', w['ulid isValid'] / w['wasm isValid'], 3, 'higher');

console.log(`node ${process.version}, ulid ${require('ulid/package.json').version}, ulidx ${require('ulidx/package.json').version}, libsortid ${ours.version} (${ours.implementation})`);
console.log(`${'group'.padEnd(24)} ${'function'.padEnd(40)} ns/call`);
for (const [g, n, ns] of rows) console.log(`${g.padEnd(24)} ${n.padEnd(40)} ${ns.toFixed(1).padStart(9)}`);
console.log('targets (same-run ratios):');
for (const v of verdicts) console.log(`  ${v}`);
if (sink === 0) console.log('(sink)');
