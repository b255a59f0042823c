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
const TEXT_MAX = 64;
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
      realtime_ms: () => Date.now(),
      monotonic_ms: now,
    },
  };
}

/** The back end over an instance's exports. */
function backend(w, makeBytes) {
  const mem = () => new Uint8Array(w.memory.buffer);
  const latin1 = (ptr, len) => {
    const m = mem();
    let s = '';
    for (let i = 0; i < len; i += 8192) {
      s += String.fromCharCode.apply(null, m.subarray(ptr + i, ptr + Math.min(len, i + 8192)));
    }
    return s;
  };
  const cstr = (ptr) => {
    const m = mem();
    let end = ptr;
    while (m[end] !== 0) end++;
    return latin1(ptr, end - ptr);
  };
  let ErrorClass = null;

  /** A JS value into argument slot i (core.h's core_arg). */
  function setArg(i, v) {
    switch (typeof v) {
      case 'undefined': w.w_set(i, ARG.UNDEF, 0, 0); return;
      case 'number': w.w_set(i, ARG.NUMBER, v, 0); return;
      case 'boolean': w.w_set(i, ARG.BOOL, v ? 1 : 0, 0); return;
      case 'bigint':
        w.w_set_big(i, BigInt.asIntN(64, v), v >= INT64_MIN && v <= INT64_MAX ? 1 : 0);
        return;
      case 'string': {
        const n = v.length;
        if (n <= TEXT_MAX) {
          // a unit above 0x7F is 0xFF, a byte no reader accepts (as core_narrow)
          const m = mem();
          const at = w.w_slot(i);
          for (let k = 0; k < n; k++) {
            const c = v.charCodeAt(k);
            m[at + k] = c > 0x7f ? 0xff : c;
          }
          m[at + n] = 0;
        }
        w.w_set(i, ARG.STRING, 0, n);
        return;
      }
      default:
        if (v === null) w.w_set(i, ARG.UNDEF, 0, 0);
        else w.w_set(i, ARG.OTHER, 0, 0);
    }
  }

  function fail() {
    const kind = w.w_err_kind();
    const msg = cstr(w.w_err_msg());
    if (kind === ERR.TYPE) return new TypeError(msg);
    if (kind === ERR.RANGE || kind === ERR.MEMORY) return new RangeError(msg);
    const code = cstr(w.w_err_code());
    if (kind === ERR.STATUS || !ErrorClass) {
      const e = new Error(msg);
      e.code = code;
      return e;
    }
    const e = new ErrorClass(code, msg);
    const pos = w.w_err_pos();
    if (pos >= 0) e.position = pos;
    const reason = cstr(w.w_err_reason());
    if (reason) e.reason = reason;
    return e;
  }

  function result() {
    switch (w.w_out_type()) {
      case OUT.TEXT: return latin1(w.w_out_text(), w.w_out_len());
      case OUT.NUMBER: case OUT.NEED: return w.w_out_num();
      case OUT.BOOL: return w.w_out_num() !== 0;
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
        default: {
          const p = w.w_field_text(i);
          o[name] = makeBytes(mem().slice(p, p + w.w_field_len(i)));
        }
      }
    }
    return o;
  }

  const api = { backend: 'wasm' };
  for (let i = 0, n = w.w_count(); i < n; i++) {
    const index = i;
    api[cstr(w.w_name(i))] = function (...argv) {
      for (let k = 0; k < argv.length && k < 8; k++) setArg(k, argv[k]);
      for (let k = argv.length; k < 8; k++) w.w_set(k, ARG.UNDEF, 0, 0);
      if (!w.w_call(index)) throw fail();
      return result();
    };
  }

  api.setErrorClass = (cls) => { ErrorClass = cls; };

  // Factories hold a pointer into the module's heap, freed with the handle.
  const registry = typeof FinalizationRegistry === 'function'
    ? new FinalizationRegistry((p) => w.w_factory_free(p)) : null;
  api.factoryNew = (...argv) => {
    for (let k = 0; k < 7; k++) setArg(k, argv[k]);
    const p = w.w_factory_new();
    if (!p) throw fail();
    const handle = { p };
    if (registry) registry.register(handle, p);
    return handle;
  };
  api.factoryNext = (handle, seed, bytes) => {
    setArg(0, seed);
    let buf = 0;
    if (bytes !== undefined) {
      buf = w.w_alloc(bytes.length);
      mem().set(bytes, buf);
      w.w_set_bytes(1, buf, bytes.length);
    } else {
      setArg(1, undefined);
    }
    const ok = w.w_factory_next(handle.p);
    if (buf) w.w_free(buf);
    if (!ok) throw fail();
    return result();
  };

  api.bulkNew = (type, monotonic) => {
    setArg(0, type);
    setArg(1, monotonic);
    const p = w.w_bulk_new();
    if (!p) throw fail();
    const handle = { p };
    if (registry) registry.register(handle, p);
    return handle;
  };
  api.bulkFill = (handle, count, lines) => {
    const p = w.w_bulk_fill(handle.p, count, lines ? 1 : 0);
    if (!p) throw fail();
    const n = w.w_out_len();
    const out = lines ? makeBytes(mem().slice(p, p + n)) : latin1(p, n);
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
    mem().set(bytes, p);
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
