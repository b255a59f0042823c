// SPDX-License-Identifier: MIT
'use strict';
/*
 * sortid for Node.js: ULID, Ulid-Flake, BaseUID and UUIDv7 from libsortid
 * (a native addon on Node-API).  A drop-in for the `ulid` package 3.x plus the
 * rest of the family.  This file is a thin layer: every rule (times, layouts,
 * widths, steps) is the library's; see README.md.
 */
const native = require('./build/sortid.node');

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
native.setErrorClass(ULIDError);

const { MAX_ULID, MIN_ULID, TIME_LEN, TIME_MAX } = native;

/** encodeTime(now, len = TIME_LEN): ulid's time text; a len other than 10
 *  pads with '0' or drops leading '0's, never digits of the time. */
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
  if (typeof id !== 'string') throw new TypeError('id must be a string');
  return native.fixULIDBase32(id.replace(/-/g, ''));
}

function factoryArgs(arg) {
  // monotonicFactory(prng) as ulid, or monotonicFactory({ randomStep, prng })
  if (typeof arg === 'function') return [undefined, arg];
  if (arg === undefined || arg === null) return [undefined, undefined];
  if (typeof arg !== 'object') throw new TypeError('expected a prng function or an options object');
  return [arg, arg.prng];
}

/** monotonicFactory(prng?) or monotonicFactory({ randomStep: K | true, prng }) */
function monotonicFactory(arg) {
  const [options, prng] = factoryArgs(arg);
  return native.factory('ulid', options, prng);
}

/** baseuidFactory({ randomStep }) */
function baseuidFactory(options) {
  return native.factory('baseuid', options, undefined);
}

/** uuidv7Factory(): strictly increasing UUIDv7 (RFC 9562 method 3). */
function uuidv7Factory(options) {
  return native.factory('uuidv7', options, undefined);
}

/** flakeFactory({ node, entropySize, epoch }): scalable when node is given. */
function flakeFactory(options) {
  const scalable = options != null && typeof options === 'object' && options.node !== undefined;
  return native.factory(scalable ? 'flake-scalable' : 'flake', options, undefined);
}

const BULK_FORMS = new Map([['array', 1], ['string', 1], ['buffer', 2]]);
const BULK_TYPES = ['ulid', 'baseuid', 'flake', 'uuidv7'];

function bulkOptions(options) {
  if (options === undefined) return {};
  if (options === null || typeof options !== 'object') throw new TypeError('options must be an object');
  return options;
}

/** bulk(count, { type = 'ulid', monotonic = false, output = 'array' }):
 *  an array of strings, one string of the texts back to back, or a Buffer of
 *  lines (each ID then '\n'). */
function bulk(count, options) {
  const { type = 'ulid', monotonic = false, output = 'array' } = bulkOptions(options);
  if (!BULK_TYPES.includes(type)) throw new RangeError(`type must be one of ${BULK_TYPES.join(', ')}`);
  if (!BULK_FORMS.has(output)) throw new RangeError('output must be array, string or buffer');
  if (output !== 'array') return native.bulk(type, count, !!monotonic, BULK_FORMS.get(output));
  // One string from the library, cut here: V8's slices of one string cost
  // less than a Node-API string per ID.
  const text = native.bulk(type, count, !!monotonic, BULK_FORMS.get('string'));
  const w = native.bulkTextLength[type];
  const ids = new Array(count);
  for (let i = 0, at = 0; i < count; i++, at += w) ids[i] = text.slice(at, at + w);
  return ids;
}

/** idAt(type, unixMs, { mode = 'random', ns = 0, node = 0 }): the random,
 *  lowest ('min') or highest ('max') ID of the time unit holding that
 *  instant, e.g. the bounds of a range query.  type: ulid, uuidv7, baseuid,
 *  flake, flake-scalable; ns: 0..999999 within the millisecond (UUIDv7,
 *  BaseUID); node: 0..31 (flake-scalable). */
function idAt(type, unixMs, options) {
  const { mode = 'random', ns, node } = bulkOptions(options);
  return native.idAt(type, unixMs, mode, ns, node);
}

/** validate(input, { type = 'ulid' }): input an array of strings or a Buffer
 *  of lines.  { valid: true, count } or { valid: false, index, position, reason }. */
function validate(input, options) {
  const { type = 'ulid' } = bulkOptions(options);
  if (!BULK_TYPES.includes(type)) throw new RangeError(`type must be one of ${BULK_TYPES.join(', ')}`);
  return native.validate(type, input);
}

module.exports = {
  // the `ulid` package's API
  ulid: native.ulid,
  monotonicFactory,
  decodeTime: native.decodeTime,
  encodeTime,
  isValid: native.isValid,
  ulidToUUID: native.ulidToUUID,
  uuidToULID: native.uuidToULID,
  fixULIDBase32,
  incrementBase32: native.incrementBase32,
  MAX_ULID,
  MIN_ULID,
  TIME_LEN,
  TIME_MAX,
  ULIDError,
  ULIDErrorCode,
  // the rest of the family
  parse: native.parse,
  idAt,
  flake: native.flake,
  flakeFactory,
  flakeToInt: native.flakeToInt,
  flakeFromInt: native.flakeFromInt,
  flakeToHex: native.flakeToHex,
  flakeFromHex: native.flakeFromHex,
  baseuid: native.baseuid,
  baseuidFactory,
  baseuidToUUID: native.baseuidToUUID,
  uuidToBaseuid: native.uuidToBaseuid,
  uuidv7: native.uuidv7,
  uuidv7Factory,
  bulk,
  validate,
  version: native.version(),
  /** The bulk codec in use: 'avx512', 'avx2', 'neon' or 'scalar'. */
  implementation: native.implementation(),
};
