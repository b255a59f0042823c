// SPDX-License-Identifier: MIT
'use strict';
/*
 * The package's API over a back end: the native addon (build/sortid.node)
 * or the WebAssembly module (sortid.wasm, lib/wasm.js).  Both expose the same
 * functions of the C core (src/core*.c), so this layer is the same for both
 * and holds no rule of the identifiers: it shapes arguments, calls a user's
 * prng, and cuts bulk output.
 *
 * makeBytes(Uint8Array) -> the byte type of the platform (Buffer in Node);
 * maxString: the engine's longest string.
 */

/** ulid's error codes, and sortid's own (the last five). */
const ULIDErrorCode = Object.freeze({
  Base32IncorrectEncoding: 'B32_ENC_INVALID',
  DecodeTimeInvalidCharacter: 'DEC_TIME_CHAR',
  DecodeTimeValueMalformed: 'DEC_TIME_MALFORMED',
  EncodeTimeNegative: 'ENC_TIME_NEG',
  EncodeTimeSizeExceeded: 'ENC_TIME_SIZE_EXCEED',
  EncodeTimeValueMalformed: 'ENC_TIME_MALFORMED',
  PRNGDetectFailure: 'PRNG_DETECT',
  ULIDInvalid: 'ULID_INVALID',
  Unexpected: 'UNEXPECTED',
  UUIDInvalid: 'UUID_INVALID',
  Exhausted: 'EXHAUSTED',
  IDInvalid: 'ID_INVALID',
  FlakeInvalid: 'FLAKE_INVALID',
  BaseUIDInvalid: 'BASEUID_INVALID',
});

class ULIDError extends Error {
  constructor(errorCode, message) {
    super(`${message} (${errorCode})`);
    this.name = 'ULIDError';
    this.code = errorCode;
  }
}

/** The library's errors for a bad value: code 'SORTID_' and the status's
 *  name (sortid_status_name: 'SORTID_E_CHAR', 'SORTID_E_LENGTH', ...), with
 *  position (where in the text) and reason (sortid_strerror) when known. */
class SortidError extends Error {
  constructor(code, message) {
    super(message);
    this.name = 'SortidError';
    this.code = code;
  }
}

const BULK_MAX = 100000000; // IDs per call (README)
const BULK_PART = 1 << 20; // IDs per back-end call for the array form

function objectOr(options, what) {
  if (options === undefined || options === null) return {};
  if (typeof options !== 'object') throw new TypeError(`${what} must be an object`);
  return options;
}

/** The prng's values as base-32 digits, floor(prng() * 32), one per random
 *  character as in `ulid` (the C core makes the random bytes of them): those
 *  of an earlier try, then more up to need. */
function draw(prng, prev, need) {
  const out = new Uint8Array(need);
  out.set(prev);
  for (let i = prev.length; i < need; i++) {
    const d = prng();
    if (typeof d !== 'number' || !(d >= 0 && d < 1)) {
      throw new TypeError('prng must return a number in [0, 1)');
    }
    out[i] = Math.floor(d * 32);
  }
  return out;
}

/** The clock the user's tests put in place of Date.now (jest's or sinon's fake
 *  timers replace Date, a stub replaces Date.now): its time, which an ID made
 *  "now" takes as its seedTime, as `ulid` follows it by calling Date.now()
 *  each time; undefined while Date.now is the engine's own, and the back end
 *  reads the clock itself (the fast path). */
const engineDateNow = Date.now;
function replacedNow() {
  const D = globalThis.Date;
  const now = D && D.now;
  return now === engineDateNow || typeof now !== 'function' ? undefined : now.call(D);
}

function makeApi(native, { makeBytes, maxString }) {
  native.setErrorClass(ULIDError, SortidError);
  const c = native.constants();
  const { TIME_LEN } = c;

  /** A generator function of kind.  A prng is called here, never from
   *  inside the back end, and is held by this closure only (a prng that
   *  reaches its factory is freed with it); one that calls its own factory
   *  is refused: the two calls would share one state. */
  function makeFactory(kind, options, prng, monotonic) {
    const o = objectOr(options, 'options');
    if (prng !== undefined && prng !== null && typeof prng !== 'function') {
      throw new TypeError('prng must be a function returning [0, 1)');
    }
    const usePrng = typeof prng === 'function';
    const h = native.factoryNew(kind, o.randomStep, o.node, o.entropySize, o.epoch, monotonic,
      usePrng, o.prefix);
    let busy = false;
    return function factory(seedTime) {
      if (seedTime === undefined) seedTime = replacedNow();
      if (!usePrng) return seedTime === undefined ? native.factoryNext(h) : native.factoryNext(h, seedTime);
      if (busy) {
        throw new ULIDError(ULIDErrorCode.Unexpected,
          'the prng called its own factory: refused (the two IDs would share one state)');
      }
      busy = true;
      try {
        let digits = new Uint8Array(0);
        let r = native.factoryNext(h, seedTime, digits);
        while (typeof r === 'number') {
          digits = draw(prng, digits, r);
          r = native.factoryNext(h, seedTime, digits);
        }
        return r;
      } finally {
        busy = false;
      }
    };
  }

  /** ulid(seedTime?, prng?) */
  function ulid(seedTime, prng) {
    if (seedTime === undefined) seedTime = replacedNow();
    if (prng === undefined || prng === null) return native.ulid(seedTime);
    return makeFactory('ulid', undefined, prng, false)(seedTime);
  }

  /** encodeTime(now, len = TIME_LEN): ulid's time text.  A len other than
   *  TIME_LEN pads with '0' or drops leading '0's, never digits of the time
   *  (README: the differences from ulid). */
  function encodeTime(now, len = TIME_LEN) {
    const text = native.encodeTime(now);
    if (len === TIME_LEN) return text;
    if (!Number.isInteger(len) || len < 0) {
      throw new TypeError(`len must be a non-negative integer: ${len}`);
    }
    if (len > TIME_LEN) return '0'.repeat(len - TIME_LEN) + text;
    if (!/^0*$/.test(text.slice(0, TIME_LEN - len))) {
      throw new ULIDError(ULIDErrorCode.EncodeTimeSizeExceeded,
        `Cannot encode time ${now} in ${len} characters`);
    }
    return text.slice(TIME_LEN - len);
  }

  /** fixULIDBase32(id): hyphens dropped, I/L read as 1 and O as 0 (the
   *  library's lenient reading); the canonical upper-case ULID. */
  function fixULIDBase32(id) {
    if (typeof id !== 'string') throw new TypeError('fixULIDBase32(id) must be a string');
    return native.fixULIDBase32(id.replace(/-/g, ''));
  }

  function factoryArgs(arg) {
    // monotonicFactory(prng) as ulid, or monotonicFactory({ randomStep, prng })
    if (typeof arg === 'function') return [undefined, arg];
    if (arg === undefined || arg === null) return [undefined, undefined];
    if (typeof arg !== 'object') throw new TypeError('expected a prng function or an options object');
    return [arg, arg.prng];
  }

  /** bulk(count, { type = 'ulid', monotonic = false, output = 'array', prefix }):
   *  prefix is a TypeID's (type 'typeid'; none by default). */
  function bulk(count, options) {
    const { type = 'ulid', monotonic = false, output = 'array', prefix } = objectOr(options, 'options');
    native.bulkWidth(type); // an unknown type is an error before the count's
    if (typeof count !== 'number') throw new TypeError('count must be a number');
    if (!(count >= 0 && count <= BULK_MAX) || !Number.isInteger(count)) {
      throw new RangeError(`count must be an integer in 0 .. ${BULK_MAX}`);
    }
    if (output !== 'array' && output !== 'string' && output !== 'buffer') {
      throw new RangeError('output must be array, string or buffer');
    }
    const gen = native.bulkNew(type, !!monotonic, prefix);
    // The generator's own width: a TypeID's depends on its prefix.
    const width = native.bulkLineWidth(gen);
    if (output === 'string' && count * width > maxString) {
      throw new RangeError(`bulk: ${count} IDs of type ${type} are ${count * width} characters, `
        + `more than this engine's longest string (${maxString}); ask for output 'array' or `
        + "'buffer', or fewer IDs");
    }
    if (output !== 'array') return native.bulkFill(gen, count, output === 'buffer');
    // In parts of BULK_PART IDs from one generator (a monotonic run goes on
    // across parts), each part one string from the back end, cut here: V8's
    // slices cost less than a string per ID from the back end.
    const ids = new Array(count);
    for (let at = 0; at < count; at += BULK_PART) {
      const n = Math.min(BULK_PART, count - at);
      const text = native.bulkFill(gen, n, false);
      for (let i = 0, p = 0; i < n; i++, p += width) ids[at + i] = text.slice(p, p + width);
    }
    return ids;
  }

  /** validate(input, { type = 'ulid' }): input an array of strings or a
   *  Buffer / Uint8Array of lines.  { valid: true, count } or { valid:
   *  false, index, position, reason } for the first bad ID. */
  function validate(input, options) {
    const { type = 'ulid' } = objectOr(options, 'options');
    native.bulkWidth(type); // an unknown type is an error even for []
    if (input instanceof Uint8Array) return native.validateLines(type, input);
    if (!Array.isArray(input)) {
      throw new TypeError('validate takes an array of strings or a Buffer of lines');
    }
    for (let i = 0; i < input.length; i++) {
      const bad = native.validateOne(type, input[i]);
      if (bad) return { valid: false, index: i, position: bad.position, reason: bad.reason };
    }
    return { valid: true, count: input.length };
  }

  /** idAt(type, unixMs, { mode = 'random', ns = 0, node = 0 }) */
  function idAt(type, unixMs, options) {
    const { mode, ns, node } = objectOr(options, 'options');
    return native.idAt(type, unixMs, mode, ns, node);
  }

  function flakeFactory(options) {
    const scalable = options != null && typeof options === 'object' && options.node !== undefined;
    return makeFactory(scalable ? 'flake-scalable' : 'flake', options, undefined, true);
  }

  const parse = (text, type) => {
    const p = native.parse(text, type);
    for (const k of ['random', 'bytes']) if (p[k] instanceof Uint8Array) p[k] = makeBytes(p[k]);
    return p;
  };

  // ---- the family, over the library's kinds table ----

  /** The kinds' names, in the library's table order (sortid_kind_each). */
  const kinds = [];
  for (let i = 0, k; (k = native.kindAt(i)) !== undefined; i++) kinds.push(k);
  Object.freeze(kinds);

  /** inspect(text, { type, epoch }) -> { type, valid, timestampMs, time,
   *  text, ...parts } or { type, valid: false, error, code, position }. */
  function inspect(text, options) {
    const { type, epoch } = objectOr(options, 'options');
    const r = native.inspect(text, type, epoch);
    return r.valid ? { type: null, valid: true, timestampMs: null, time: null, ...r }
      : { type: null, valid: false, ...r };
  }

  /** timeOf(text, { type, epoch }) -> Unix ms */
  function timeOf(text, options) {
    const { type, epoch } = objectOr(options, 'options');
    return native.timeOf(text, type, epoch);
  }

  /** generate(kind, { prefix }) -> a new ID of any kind that is generated */
  function generate(kind, options) {
    return native.generate(kind, objectOr(options, 'options').prefix, replacedNow());
  }

  /** convert(text, to, { prefix, type }) -> the same value as a `to` ID */
  function convert(text, to, options) {
    const { prefix, type } = objectOr(options, 'options');
    return native.convert(text, to, prefix, type);
  }

  const family = {
    SortidError,
    kinds,
    inspect,
    timeOf,
    generate,
    ksuid: () => native.generate('ksuid', undefined, replacedNow()),
    typeid: (prefix) => native.generate('typeid', prefix, replacedNow()),
    objectid: () => native.generate('objectid', undefined, replacedNow()),
    xid: () => native.generate('xid', undefined, replacedNow()),
    /** factory(kind, { prefix, ... }): strictly increasing IDs of the kind */
    factory: (kind, options) => makeFactory(kind, options, undefined, true),
    convert,
    typeidToUUID: (text) => native.convert(text, 'uuid', undefined, 'typeid'),
    uuidToTypeid: (prefix, uuid) => native.convert(uuid, 'typeid', prefix, 'uuid'),
    uuidV1ToV6: native.uuidV1ToV6,
    uuidV6ToV1: native.uuidV6ToV1,
    /** Unix ms of a UUID v1, v6 or v7; null for the other versions */
    uuidTime: (uuid) => {
      const ms = native.uuidTime(uuid);
      return ms === undefined ? null : ms;
    },
    uuidVersion: native.uuidVersion,
  };

  return {
    ...family,
    // the `ulid` package's API
    ulid,
    monotonicFactory(arg) {
      const [options, prng] = factoryArgs(arg);
      return makeFactory('ulid', options, prng, true);
    },
    decodeTime: native.decodeTime,
    encodeTime,
    isValid: native.isValid,
    ulidToUUID: native.ulidToUUID,
    uuidToULID: native.uuidToULID,
    fixULIDBase32,
    incrementBase32: native.incrementBase32,
    MAX_ULID: c.MAX_ULID,
    MIN_ULID: c.MIN_ULID,
    TIME_LEN,
    TIME_MAX: c.TIME_MAX,
    ULIDError,
    ULIDErrorCode,
    // the rest of the family
    parse,
    idAt,
    flake: (seedTime = replacedNow()) => native.oneShot('flake', seedTime),
    flakeFactory,
    flakeToInt: native.flakeToInt,
    flakeFromInt: native.flakeFromInt,
    flakeToHex: native.flakeToHex,
    flakeFromHex: native.flakeFromHex,
    baseuid: (seedTime = replacedNow()) => native.oneShot('baseuid', seedTime),
    baseuidFactory: (options) => makeFactory('baseuid', options, undefined, true),
    baseuidToUUID: native.baseuidToUUID,
    uuidToBaseuid: native.uuidToBaseuid,
    uuidv7: (seedTime = replacedNow()) => native.oneShot('uuidv7', seedTime),
    uuidv7Factory: (options) => makeFactory('uuidv7', options, undefined, true),
    bulk,
    validate,
    version: c.version,
    /** The bulk codec in use: 'avx512', 'avx2', 'neon' or 'scalar'. */
    implementation: c.implementation,
    /** The back end in use: 'native' (the addon) or 'wasm'. */
    backend: native.backend,
  };
}

module.exports = { makeApi, ULIDError, ULIDErrorCode, SortidError };
