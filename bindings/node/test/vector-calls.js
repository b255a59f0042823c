// SPDX-License-Identifier: MIT
'use strict';
// The calls both back ends must answer alike for every text of every vector
// file (test/backend.test.js in Node, test/browser/page.mjs in Chromium):
// each call's value, or its error's name, message, code and position.
const calls = {
  parse: (a, x) => a.parse(x),
  isValid: (a, x) => a.isValid(x),
  decodeTime: (a, x) => a.decodeTime(x),
  ulidToUUID: (a, x) => a.ulidToUUID(x),
  uuidToULID: (a, x) => a.uuidToULID(x),
  fixULIDBase32: (a, x) => a.fixULIDBase32(x),
  incrementBase32: (a, x) => a.incrementBase32(x),
  flakeToInt: (a, x) => a.flakeToInt(x),
  flakeHex: (a, x) => a.parse(x, 'flake').hex,
  flakeFromHex: (a, x) => a.parse(x, 'flake-hex').text,
  flakeFromInt: (a, x) => a.flakeFromInt(x),
  baseuidToUUID: (a, x) => a.baseuidToUUID(x),
  baseuidFromUUID: (a, x) => a.baseuidFromUUID(x),
  validateUuidv7: (a, x) => a.validate([x], { type: 'uuidv7' }),
  parseFlakeInt: (a, x) => a.parse(x, 'flake-int'),
  parseScalable: (a, x) => a.parse(x, 'flake-scalable'),
  ulidAtMax: (a, x) => a.at('ulid', Number(x.split(' ')[0]), { mode: 'max' }),
  flakeAtMin: (a, x) => a.at('flake', Number(x.split(' ')[0]), { mode: 'min' }),
  // the family API (lib/api.js over src/core_kinds.c)
  inspect: (a, x) => a.inspect(x),
  inspectTypeid: (a, x) => a.inspect(x, { type: 'typeid' }),
  inspectXid: (a, x) => a.inspect(x, { type: 'xid' }),
  inspectSnowflake: (a, x) => a.inspect(x.split(' ')[0], { type: 'snowflake', epoch: x.split(' ')[1] }),
  unixMs: (a, x) => a.unixMs(x),
  timestamp: (a, x) => a.timestamp(x).getTime(),
  kind: (a, x) => a.kind(x),
  valid: (a, x) => a.valid(x),
  convertUuid: (a, x) => a.convert(x, 'uuid'),
  convertObjectid: (a, x) => a.convert(x, 'objectid', { type: 'xid' }),
  typeidToUUID: (a, x) => a.typeidToUUID(x),
  typeidFromUUID: (a, x) => a.typeidFromUUID('pre', x),
  uuidV1ToV6: (a, x) => a.uuidV1ToV6(x),
  uuidV6ToV1: (a, x) => a.uuidV6ToV1(x),
  uuidVersion: (a, x) => a.uuidVersion(x),
};

/** A plain, comparable record of one call: bytes as hex, BigInt as text. */
function outcome(api, call, text) {
  const plain = (v) => {
    if (typeof v === 'bigint') return `${v}n`;
    if (v instanceof Uint8Array) return Array.from(v, (b) => b.toString(16).padStart(2, '0')).join('');
    if (v && typeof v === 'object') {
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, plain(x)]));
    }
    return v;
  };
  try {
    return { ok: plain(call(api, text)) };
  } catch (e) {
    return { name: e.name, message: e.message, code: e.code, position: e.position };
  }
}

/** Every input and expected text of a vector file's rows (TSV with a header). */
function vectorTexts(tsv) {
  const out = [];
  for (const line of tsv.split('\n').slice(1)) {
    if (!line) continue;
    const [, input, expected] = line.split('\t');
    for (const t of [input, expected]) if (t !== undefined) out.push(t);
  }
  return out;
}

/** { file: { call: [outcome per text] } } for the given files' contents. */
function outcomes(api, files) {
  const r = {};
  for (const [file, tsv] of Object.entries(files)) {
    const texts = vectorTexts(tsv);
    r[file] = {};
    for (const [name, call] of Object.entries(calls)) {
      r[file][name] = texts.map((t) => outcome(api, call, t));
    }
  }
  return r;
}

module.exports = { outcomes };
