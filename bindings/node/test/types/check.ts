// SPDX-License-Identifier: MIT
// Type test for index.d.ts: must compile under --strict.  Every line marked
// with the expect-error directive must be an error, or tsc fails (unused directive).
import * as s from '../..';
import { ulid, monotonicFactory, ULIDError, ULIDErrorCode, type ULIDFactory } from '../..';

const a: string = ulid();
const b: string = ulid(1469918176385, () => 0.5);
const f: ULIDFactory = monotonicFactory();
const g = monotonicFactory({ randomStep: 32 });
const t: number = s.decodeTime(f(1)) + s.decodeTime(g());
const e: string = s.encodeTime(t, 10);
const ok: boolean = s.isValid(42);
const u: string = s.uuidToULID(s.ulidToUUID(a));
const max: string = s.MAX_ULID + s.MIN_ULID + s.fixULIDBase32(b) + s.incrementBase32(u);
const n: number = s.TIME_MAX + s.TIME_LEN;
const code: ULIDErrorCode = ULIDErrorCode.ULIDInvalid;
const err = new ULIDError(code, 'x');
const pos: number | undefined = err.position;

const p = s.parse(a);
if (p.type === 'ulid') {
  const r: Uint8Array = p.random;
  const iso: string = p.iso;
}
if (p.type === 'flake' || p.type === 'flake-scalable') {
  const i: bigint = p.int;
  const node: number | undefined = p.node;
}
if (p.type === 'uuid' || p.type === 'uuidv7') {
  const variant: 'ncs' | 'rfc9562' | 'microsoft' | 'reserved' = p.variant;
}
const pk = s.parse(a, 'ksuid');
if (pk.type === 'ksuid') {
  const kt: number = pk.time;
  const kb: Uint8Array = pk.bytes;
}
s.parse(a, 'uuid-hex');
const big: bigint = s.flakeToInt(s.gen('flake'));
const fl: string = s.flakeFromInt(big) + s.generator('flake', { node: 3, epoch: 0 })();
const bu: string = s.baseuidFromUUID(s.baseuidToUUID(s.gen('baseuid'))) + s.generator('baseuid')();
const v7: string = s.gen('uuidv7') + s.generator('uuidv7')();
const arr: string[] = s.bulk(10);
const one: string = s.bulk(10, { output: 'string' });
const buf: Uint8Array = s.bulk(10, { type: 'flake', output: 'buffer', monotonic: true });
const res = s.validate(arr);
if (!res.valid) {
  const where: number = res.index + res.position;
}
const ver: string = s.version + s.at('flake-scalable', 1e12, { mode: 'max', node: 3 });

const kinds: readonly s.Kind[] = s.kinds;
const ins = s.inspect('0ujtsYcgvSTl8PAuAdqWYSMnLOv', { type: 'ksuid' });
if (ins.valid) {
  const when: number | null = ins.timestampMs;
  const txt: string = ins.text;
} else {
  const c: string = ins.code + ins.error;
  const at: number = ins.position;
}
const sf: number = s.unixMs('175928847299117063', { type: 'snowflake', epoch: 'discord' })
  + s.unixMs('1', { type: 'snowflake', epoch: 1288834974657 });
const gen: string = s.gen('typeid', { prefix: 'user' }) + s.gen('ksuid') + s.gen('typeid') + s.gen('typeid', { prefix: 'a' })
  + s.gen('objectid') + s.gen('xid') + s.generator('ksuid')() + s.generator('typeid', { prefix: 'b' })();
const conv: string = s.convert(gen, 'uuid', { type: 'typeid' }) + s.typeidToUUID(gen)
  + s.typeidFromUUID('x', s.gen('uuidv7')) + s.uuidV1ToV6(s.uuidV6ToV1(s.gen('uuidv7')));
const ut: Date = s.timestamp(s.gen('uuidv7'));
const uv: number | null = s.uuidVersion(s.gen('uuidv7'));
const kd: s.Kind | null = s.kind(gen);
const vd: boolean = s.valid(gen, { type: 'typeid' }) && s.valid(5);
const mono: string = s.gen('ulid', { monotonic: true, randomStep: 32 }) + s.at('typeid', 0, { prefix: 'p' });
const loaded: Promise<unknown> = s.ready;
const se = new s.SortidError('SORTID_E_CHAR', 'x');
const sepos: number | undefined = se.position;

// @ts-expect-error a UUID of any version is not generated
s.gen('uuid');
// @ts-expect-error no such kind
s.convert(gen, 'uuidv9');
// @ts-expect-error no such epoch name
s.unixMs('1', { type: 'snowflake', epoch: 'mars' });
// @ts-expect-error uuidVersion may be null
const notNull: number = s.uuidVersion(gen);
// @ts-expect-error a seedTime is a number
ulid('now');
// @ts-expect-error decodeTime takes a string
s.decodeTime(5);
// @ts-expect-error no such option
monotonicFactory({ step: 1 });
// @ts-expect-error an array output is not a string
const wrong: string = s.bulk(3);
// @ts-expect-error unknown parse type
s.parse(a, 'ksuid-hex');
// @ts-expect-error no such mode
s.at('ulid', 0, { mode: 'middle' });
// @ts-expect-error flakeFromInt takes a BigInt or a string
s.flakeFromInt(5);

export { a, b, t, e, ok, max, n, pos, fl, bu, v7, one, buf, ver, wrong, kinds, sf, conv, ut, uv, kd, vd, mono, loaded, sepos, notNull };

// ulidToUUID has crypto.randomUUID's type; ULIDErrorCode is assignable where
// the ulid package's is expected, both ways
import * as theirs from 'ulid';
declare const randomUUID: () => `${string}-${string}-${string}-${string}-${string}`;
let uuid = randomUUID();
uuid = s.ulidToUUID(a);
const theirCode: theirs.ULIDErrorCode = ULIDErrorCode.ULIDInvalid;
const oursFromTheirs: ULIDErrorCode = theirs.ULIDErrorCode.DecodeTimeInvalidCharacter;
function onTheirCode(c: theirs.ULIDErrorCode): string { return c; }
onTheirCode(code);
const sortidOwn: string = ULIDErrorCode.Exhausted;
const backend: 'native' | 'wasm' = s.backend;
