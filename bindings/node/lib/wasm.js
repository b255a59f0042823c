// SPDX-License-Identifier: MIT
'use strict';
/*
 * The WebAssembly back end: the same functions as the native addon
 * (src/addon.c), over sortid.wasm (libsortid and the package's core,
 * src/core*.c, built by wasm.mk).  This file only moves values in and out of
 * the module's memory; every check, rule and message is the module's.
 *
 * The module imports three functions (src/platform.c): random bytes from
 * crypto.getRandomValues, the wall clock from Date.now() and a clock that
 * never goes back from performance.now().  Nothing else.
 */

const ARG = { UNDEF: 0, NUMBER: 1, STRING: 2, BOOL: 3, BIGINT: 4, BYTES: 5, OTHER: 6 };
const OUT = { UNDEF: 0, TEXT: 1, NUMBER: 2, BOOL: 3, BIGINT: 4, FIELDS: 5, NEED: 6 };
const ERR = { ULID: 1, TYPE: 2, RANGE: 3, STATUS: 4, MEMORY: 5 };
const TEXT_MAX = 96; // core.h: SORTID_ID_TEXT_LEN
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** The import object: the host's random source and clocks. */
function hostImports(crypto, memory) {
  const now = typeof performance !== 'undefined' && performance.now
    ? () => performance.now() : () => Date.now();
  return {
    sortid: {
      random(ptr, len) {
        try {
          crypto.getRandomValues(new Uint8Array(memory().buffer, ptr, len));
          return 0;
        } catch {
          return 1;
        }
      },
      realtime_ms: Date.now, // called straight from the module: no wrapper
      monotonic_ms: now,
    },
  };
}

/** The back end over an instance's exports. */
function backend(w, makeBytes) {
  w._initialize(); // the module is a reactor (wasm.mk): its start, once
  // Views of the module's memory, made again when it grows (the old buffer
  // is then detached: length 0).
  let u8 = null;
  let i32 = null;
  let f64 = null;
  const view = () => {
    if (u8 === null || u8.byteLength === 0) {
      u8 = new Uint8Array(w.memory.buffer);
      i32 = new Int32Array(w.memory.buffer);
      f64 = new Float64Array(w.memory.buffer);
    }
    return u8;
  };
  const SLOTS = w.w_slots(); // JS_SLOT bytes a slot: tag, number, length, text
  const JS_SLOT = 128;
  const OUT_TEXT = w.w_out_text();
  const OUT_NUM = w.w_out_num_at();
  // IDs' texts: one String.fromCharCode call with the codes as arguments
  // (several times faster for short texts than .apply on a subarray).
  const text = (m, o, n) => {
    if (n === 26) {
      return String.fromCharCode(m[o], m[o + 1], m[o + 2], m[o + 3], m[o + 4], m[o + 5], m[o + 6],
        m[o + 7], m[o + 8], m[o + 9], m[o + 10], m[o + 11], m[o + 12], m[o + 13], m[o + 14],
        m[o + 15], m[o + 16], m[o + 17], m[o + 18], m[o + 19], m[o + 20], m[o + 21], m[o + 22],
        m[o + 23], m[o + 24], m[o + 25]);
    }
    if (n === 36) return text(m, o, 26) + text(m, o + 26, 10);
    if (n === 20) return text(m, o, 10) + text(m, o + 10, 10);
    if (n === 13) return text(m, o, 10) + String.fromCharCode(m[o + 10], m[o + 11], m[o + 12]);
    if (n === 10) {
      return String.fromCharCode(m[o], m[o + 1], m[o + 2], m[o + 3], m[o + 4], m[o + 5], m[o + 6],
        m[o + 7], m[o + 8], m[o + 9]);
    }
    return null;
  };
  const latin1 = (ptr, len) => {
    const m = view();
    const short = len <= 36 ? text(m, ptr, len) : null;
    if (short !== null) return short;
    let s = '';
    for (let i = 0; i < len; i += 8192) {
      s += String.fromCharCode.apply(null, m.subarray(ptr + i, ptr + Math.min(len, i + 8192)));
    }
    return s;
  };
  const cstr = (ptr) => {
    const m = view();
    let end = ptr;
    while (m[end] !== 0) end++;
    return latin1(ptr, end - ptr);
  };
  let ErrorClass = null;
  let StatusErrorClass = null;

  /** A JS value into argument slot i (core.h's core_arg). */
  function setArg(i, v) {
    view();
    const at = SLOTS + i * JS_SLOT;
    let tag = ARG.OTHER;
    let num = 0;
    let len = 0;
    switch (typeof v) {
      case 'undefined': tag = ARG.UNDEF; break;
      case 'number': tag = ARG.NUMBER; num = v; break;
      case 'boolean': tag = ARG.BOOL; num = v ? 1 : 0; break;
      case 'bigint':
        tag = ARG.BIGINT;
        w.w_set_big(i, BigInt.asIntN(64, v), v >= INT64_MIN && v <= INT64_MAX ? 1 : 0);
        break;
      case 'string': {
        tag = ARG.STRING;
        len = v.length;
        if (len <= TEXT_MAX) {
          // a unit above 0x7F is 0xFF, a byte no reader accepts (as
          // core_narrow): stored as they come, mended when one is not ASCII
          const t = at + 24;
          let high = 0;
          for (let k = 0; k < len; k++) {
            const c = v.charCodeAt(k);
            high |= c;
            u8[t + k] = c;
          }
          if (high > 0x7f) {
            for (let k = 0; k < len; k++) if (v.charCodeAt(k) > 0x7f) u8[t + k] = 0xff;
          }
          u8[t + len] = 0;
        }
        break;
      }
      default:
        if (v === null) tag = ARG.UNDEF;
        else if (v instanceof Uint8Array) {
          tag = ARG.BYTES; // the caller copied the bytes in (w_set_bytes)
          len = v.length;
        }
    }
    i32[at >> 2] = tag;
    f64[(at + 8) >> 3] = num;
    i32[(at + 16) >> 2] = len;
  }

  function fail() {
    const kind = w.w_err_kind();
    const msg = cstr(w.w_err_msg());
    if (kind === ERR.TYPE) return new TypeError(msg);
    if (kind === ERR.RANGE || kind === ERR.MEMORY) return new RangeError(msg);
    const code = cstr(w.w_err_code());
    const Cls = kind === ERR.STATUS ? StatusErrorClass : ErrorClass;
    if (!Cls) {
      const e = new Error(msg);
      e.code = code;
      return e;
    }
    const e = new Cls(code, msg);
    const pos = w.w_err_pos();
    if (pos >= 0) e.position = pos;
    const reason = cstr(w.w_err_reason());
    if (reason) e.reason = reason;
    return e;
  }

  /** The result of a call that answered r (sortid_wasm.c's answer()). */
  function result(r) {
    if (r === 0) throw fail();
    const type = (r - 1) & 15;
    switch (type) {
      case OUT.TEXT: return latin1(OUT_TEXT, (r - 1) >>> 4);
      case OUT.NUMBER: case OUT.NEED: view(); return f64[OUT_NUM >> 3];
      case OUT.BOOL: return r > 16; // its value in the answer
      case OUT.BIGINT: return w.w_out_big();
      default: break;
    }
    const n = w.w_nfields();
    if (n === 0) return undefined;
    const o = {};
    for (let i = 0; i < n; i++) {
      const name = cstr(w.w_field_name(i));
      switch (w.w_field_type(i)) {
        case 1: o[name] = latin1(w.w_field_text(i), w.w_field_len(i)); break;
        case 2: o[name] = w.w_field_num(i); break;
        case 3: o[name] = BigInt.asUintN(64, w.w_field_big(i)); break;
        case 5: o[name] = w.w_field_num(i) !== 0; break;
        default: {
          const p = w.w_field_text(i);
          o[name] = makeBytes(view().slice(p, p + w.w_field_len(i)));
        }
      }
    }
    return o;
  }

  const api = { backend: 'wasm' };
  for (let i = 0, n = w.w_count(); i < n; i++) {
    const index = i;
    const nargs = w.w_nargs(i);
    const name = cstr(w.w_name(i));
    api[name] = nargs === 0 ? () => result(w.w_call(index))
      : nargs === 1 ? (a) => { setArg(0, a); return result(w.w_call(index)); }
        : (...argv) => {
          for (let k = 0; k < nargs; k++) setArg(k, argv[k]);
          return result(w.w_call(index));
        };
  }

  // isValid, the one read that is a hot loop's whole body: an ASCII string
  // goes straight to its export (the same rule: core_is_valid), no call table
  const isValidAny = api.isValid;
  const TEXT0 = SLOTS + 24;
  api.isValid = (a) => {
    if (typeof a !== 'string' || a.length > TEXT_MAX) return isValidAny(a);
    const m = view();
    const len = a.length;
    let high = 0;
    for (let k = 0; k < len; k++) {
      const c = a.charCodeAt(k);
      high |= c;
      m[TEXT0 + k] = c;
    }
    return high > 0x7f ? isValidAny(a) : w.w_is_valid(len) !== 0;
  };

  api.setErrorClass = (cls, statusCls) => { ErrorClass = cls; StatusErrorClass = statusCls; };
  /** The module's memory in bytes (the heap's tests: wasm/libc.c). */
  api.memoryBytes = () => w.memory.buffer.byteLength;

  // Factories hold a pointer into the module's heap, freed with the handle.
  const registry = typeof FinalizationRegistry === 'function'
    ? new FinalizationRegistry((p) => w.w_factory_free(p)) : null;
  api.factoryNew = (...argv) => {
    for (let k = 0; k < 8; k++) setArg(k, argv[k]);
    const p = w.w_factory_new();
    if (!p) throw fail();
    const handle = { p };
    if (registry) registry.register(handle, p);
    return handle;
  };
  api.factoryNext = (handle, seed, bytes) => {
    let buf = 0;
    if (seed === undefined && bytes === undefined) { // the common call: now, the CSPRNG
      return result(w.w_factory_now(handle.p));
    }
    setArg(0, seed);
    if (bytes !== undefined) {
      buf = w.w_alloc(bytes.length);
      view().set(bytes, buf);
      w.w_set_bytes(1, buf);
    }
    setArg(1, bytes);
    const r = w.w_factory_next(handle.p);
    if (buf) w.w_free(buf);
    return result(r);
  };

  api.bulkNew = (type, monotonic, prefix) => {
    setArg(0, type);
    setArg(1, monotonic);
    setArg(2, prefix);
    const p = w.w_bulk_new();
    if (!p) throw fail();
    const handle = { p };
    if (registry) registry.register(handle, p);
    return handle;
  };
  api.bulkLineWidth = (handle) => w.w_bulk_line_width(handle.p);
  api.bulkFill = (handle, count, lines) => {
    const p = w.w_bulk_fill(handle.p, count, lines ? 1 : 0);
    if (!p) throw fail();
    const n = w.w_out_len();
    const out = lines ? makeBytes(view().slice(p, p + n)) : latin1(p, n);
    w.w_free(p);
    return out;
  };

  api.validateLines = (type, bytes) => {
    if (!(bytes instanceof Uint8Array)) {
      throw new TypeError('validate takes an array of strings or a Buffer of lines');
    }
    setArg(0, type);
    const p = w.w_alloc(bytes.length);
    if (!p) throw new RangeError('validate: out of memory');
    view().set(bytes, p);
    const r = w.w_validate_lines(p, bytes.length);
    w.w_free(p);
    if (r < 0) throw fail();
    if (r === 1) return { valid: true, count: w.w_val_count() };
    return { valid: false, index: w.w_val_count(), position: w.w_val_pos(), reason: cstr(w.w_val_reason()) };
  };
  return api;
}

/** Synchronous instantiation from the module's bytes (Node, workers). */
function fromBytes(bytes, crypto, makeBytes) {
  let instance = null;
  const mod = new WebAssembly.Module(bytes);
  instance = new WebAssembly.Instance(mod, hostImports(crypto, () => instance.exports.memory));
  return backend(instance.exports, makeBytes);
}

/** Asynchronous instantiation from a Response, bytes or a compiled module
 * (browsers: fetch(new URL('sortid.wasm', import.meta.url))). */
async function fromSource(source, crypto, makeBytes) {
  let instance = null;
  const imports = hostImports(crypto, () => instance.exports.memory);
  const src = await source;
  if (typeof Response !== 'undefined' && src instanceof Response) {
    if (!src.ok) throw new Error(`sortid: cannot load sortid.wasm (${src.status} ${src.url})`);
    instance = (await WebAssembly.instantiate(await src.arrayBuffer(), imports)).instance;
  } else {
    const r = await WebAssembly.instantiate(src, imports);
    instance = r.instance || r;
  }
  return backend(instance.exports, makeBytes);
}

module.exports = { fromBytes, fromSource };
