// SPDX-License-Identifier: MIT
// The browser test page (bundled by esbuild with the package's browser.mjs
// and, for the figures, the `ulid` package's browser build): run in headless
// Chromium by run.js, which reads window.__sortid when it is set.
import * as sortid from '../../browser.mjs';
import { ulid as theirUlid } from 'ulid';
import { outcomes } from '../vector-calls.js';

const FILES = ['ulid.tsv', 'flake.tsv', 'baseuid.tsv', 'uuidv7.tsv', 'at-time.tsv', 'family.tsv',
  'family-spec.tsv'];

async function check() {
  let early = '';
  try {
    sortid.ulid();
  } catch (e) {
    early = e.message;
  }
  await sortid.ready;
  const r = { backend: sortid.backend, checks: [] };
  const ok = (name, cond, detail) => r.checks.push({ name, ok: !!cond, detail: detail ?? '' });

  // crypto.getRandomValues is the one random source: broken, generation
  // fails (the module's CSPRNG is keyed on first use, so this is its first
  // draw); restored and counted.  Math.random must never be called.
  const orig = crypto.getRandomValues;
  const mathRandom = Math.random;
  Math.random = () => { throw new Error('Math.random called'); };
  crypto.getRandomValues = () => { throw new Error('no entropy'); };
  let refused = null;
  try {
    sortid.ulid();
  } catch (e) {
    refused = e.code;
  }
  ok('a call before ready throws, saying to await it', /await sortid\.ready/.test(early), early);
  ok('without crypto.getRandomValues generation fails (no other source)', refused === 'SORTID_E_ENTROPY', String(refused));
  let draws = 0;
  crypto.getRandomValues = function (a) { draws++; return orig.call(crypto, a); };

  const ids = [];
  for (let i = 0; i < 100000; i++) ids.push(sortid.ulid());
  ok('100,000 ULIDs are valid and distinct', ids.every(sortid.isValid) && new Set(ids).size === ids.length);
  const next = sortid.monotonicFactory();
  const mono = [];
  for (let i = 0; i < 100000; i++) mono.push(next());
  let ordered = true;
  for (let i = 1; i < mono.length; i++) if (!(mono[i - 1] < mono[i])) { ordered = false; break; }
  ok('100,000 monotonic ULIDs strictly increase', ordered);
  ok('every ID is in time order with the clock', ids[0] <= ids[ids.length - 1]);
  ok('random bytes came from crypto.getRandomValues', draws > 0, `${draws} calls`);
  crypto.getRandomValues = orig;
  Math.random = mathRandom;

  // the vector files, through every call: run.js compares them with Node's
  const files = {};
  for (const f of FILES) files[f] = await (await fetch(`vectors/${f}`)).text();
  r.vectors = outcomes(sortid, files);

  // the only requests: the page, its bundle and the vectors
  r.requests = performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname);
  return r;
}

/** Same-page figures: ns per ulid() of sortid and of ulid's browser build. */
function bench() {
  const time = (fn, n) => {
    const t0 = performance.now();
    for (let i = 0; i < n; i++) fn();
    return ((performance.now() - t0) * 1e6) / n;
  };
  for (let i = 0; i < 20000; i++) { sortid.ulid(); theirUlid(); } // warm up
  const ours = [], theirs = [];
  for (let round = 0; round < 5; round++) {
    ours.push(time(sortid.ulid, 200000));
    theirs.push(time(theirUlid, 20000));
  }
  const med = (a) => a.sort((x, y) => x - y)[a.length >> 1];
  return { sortidNs: med(ours), ulidNs: med(theirs), ratio: med(theirs) / med(ours) };
}

(async () => {
  try {
    window.__sortid = location.hash === '#bench' ? await sortid.ready.then(() => ({ bench: bench() }))
      : await check();
  } catch (e) {
    window.__sortid = { error: String(e && e.stack || e) };
  }
})();
