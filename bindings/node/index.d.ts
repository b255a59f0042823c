// SPDX-License-Identifier: MIT
// Type declarations for sortid (CommonJS and ESM entry points).

/** A ULID: 26 Crockford base32 characters. */
export type ULID = string;
/** A UUID: 36 characters 8-4-4-4-12 (output lower case; ulidToUUID's upper
 * case, as ulid's), the type of crypto.randomUUID(). */
export type UUID = `${string}-${string}-${string}-${string}-${string}`;
/** ulid's random source: a number in [0, 1); called once per random character
 * (floor(prng() * 32)), as ulid does. */
export type PRNG = () => number;
/** A monotonic factory: strictly increasing IDs; seedTime in Unix ms. */
export type ULIDFactory = (seedTime?: number) => ULID;
export type IDFactory = (seedTime?: number) => string;

export interface MonotonicOptions {
  /** Random step in [1, 2^K] instead of +1 (true: K = 32); 0 or false: +1. */
  randomStep?: number | boolean;
  prng?: PRNG;
}

export declare function ulid(seedTime?: number, prng?: PRNG): ULID;
export declare function monotonicFactory(prng?: PRNG | MonotonicOptions): ULIDFactory;
export declare function decodeTime(id: ULID): number;
export declare function encodeTime(now: number, len?: number): string;
export declare function isValid(id: unknown): boolean;
export declare function ulidToUUID(ulid: ULID): UUID;
export declare function uuidToULID(uuid: string): ULID;
export declare function fixULIDBase32(id: string): ULID;
export declare function incrementBase32(str: string): string;
export declare const MAX_ULID: ULID;
export declare const MIN_ULID: ULID;
export declare const TIME_LEN: number;
export declare const TIME_MAX: number;

// ulid's error codes as ulid declares them (an enum of the same name and
// members, so a sortid ULIDErrorCode is assignable where ulid's is expected),
// and sortid's own beside them.
declare namespace ulidCodes {
  enum ULIDErrorCode {
    Base32IncorrectEncoding = 'B32_ENC_INVALID',
    DecodeTimeInvalidCharacter = 'DEC_TIME_CHAR',
    DecodeTimeValueMalformed = 'DEC_TIME_MALFORMED',
    EncodeTimeNegative = 'ENC_TIME_NEG',
    EncodeTimeSizeExceeded = 'ENC_TIME_SIZE_EXCEED',
    EncodeTimeValueMalformed = 'ENC_TIME_MALFORMED',
    PRNGDetectFailure = 'PRNG_DETECT',
    ULIDInvalid = 'ULID_INVALID',
    Unexpected = 'UNEXPECTED',
    UUIDInvalid = 'UUID_INVALID',
  }
}
export declare enum SortidErrorCode {
  Exhausted = 'EXHAUSTED',
  IDInvalid = 'ID_INVALID',
  FlakeInvalid = 'FLAKE_INVALID',
  BaseUIDInvalid = 'BASEUID_INVALID',
}
export type ULIDErrorCode = ulidCodes.ULIDErrorCode;
/** Every code: ulid's, then sortid's own. */
export declare const ULIDErrorCode: typeof ulidCodes.ULIDErrorCode & typeof SortidErrorCode;

export declare class ULIDError extends Error {
  constructor(errorCode: ULIDErrorCode | SortidErrorCode, message: string);
  /** parse errors of the other kinds: the kind's name in capitals and
   * _INVALID ('KSUID_INVALID', 'FLAKE_SCALABLE_INVALID', ...) */
  code: ULIDErrorCode | SortidErrorCode | `${Uppercase<string>}_INVALID`;
  /** 0-based index of the offending character (parse errors). */
  position?: number;
  /** The library's description of the problem (parse errors). */
  reason?: string;
}

/** A kind's name (its forms but the decimal ones) or a form's name: that
 * form only (test/types.test.js checks the names against parse's). */
export type ParseType = Kind | 'uuid-hex' | 'flake-hex' | 'flake-int';

/** What parse() gives for every kind (the library's generic calls). */
interface Parsed {
  /** The canonical text (sortid_id_format). */
  text: string;
  /** The binary form, big-endian. */
  bytes: Uint8Array;
  /** Unix ms (floored). */
  time: number;
  /** RFC 3339 UTC at the precision the kind carries (sortid_id_time_format). */
  iso: string;
}
export interface ParsedULID extends Parsed {
  type: 'ulid';
  random: Uint8Array;
  uuid: UUID;
  /** the UUID in 32 hex digits */
  hex: string;
}
export interface ParsedFlake extends Parsed {
  type: 'flake' | 'flake-scalable';
  random: number;
  /** scalable layout only */
  node?: number;
  int: bigint;
  /** 0x and 1 to 16 hex digits */
  hex: string;
}
export interface ParsedBaseUID extends Parsed {
  type: 'baseuid';
  /** the instant in ns: the start of its 32.768 us tick */
  unixNs: bigint;
  random: Uint8Array;
  /** the UUIDv8 form */
  uuid: UUID;
  hex: string;
}
export interface ParsedUUID {
  /** untyped text of a UUID is a 'uuid'; 'uuidv7' only when asked for */
  type: 'uuid' | 'uuidv7';
  text: UUID;
  bytes: Uint8Array;
  hex: string;
  version: number;
  variant: 'ncs' | 'rfc9562' | 'microsoft' | 'reserved';
  /** type 'uuidv7': the 80 bits after the time */
  random?: Uint8Array;
  /** UUID v1, v6 and v7 only */
  time?: number;
  iso?: string;
}
/** The rest of the family: the kind's other forms and parts
 * (sortid_id_parts), a decimal part as a number, the others as text. */
export interface ParsedOther extends Parsed {
  type: 'ksuid' | 'typeid' | 'objectid' | 'xid' | 'snowflake';
  [partOrForm: string]: string | number | Uint8Array;
}
export type ParseResult = ParsedULID | ParsedFlake | ParsedBaseUID | ParsedUUID | ParsedOther;

export type IdAtType = 'ulid' | 'uuidv7' | 'baseuid' | 'flake' | 'flake-scalable';
export interface IdAtOptions {
  /** random (default): a fresh random part; min / max: the lowest / highest ID of the time unit. */
  mode?: 'random' | 'min' | 'max';
  /** 0..999999 ns within the millisecond (UUIDv7, BaseUID). */
  ns?: number;
  /** 0..31 (flake-scalable). */
  node?: number;
}
export declare function idAt(type: IdAtType, unixMs: number, options?: IdAtOptions): string;

export declare function parse(text: string, type?: ParseType): ParseResult;

export interface FlakeOptions {
  /** 0..31: the scalable layout with this node id. */
  node?: number;
  /** "+n" step size in bytes: 1..3 stand-alone, 1..2 scalable. */
  entropySize?: number;
  /** Unix ms of flake time 0 (default 2024-01-01). */
  epoch?: number;
}
export declare function flake(seedTime?: number): string;
export declare function flakeFactory(options?: FlakeOptions): IDFactory;
export declare function flakeToInt(flake: string): bigint;
export declare function flakeFromInt(value: bigint | string): string;
export declare function flakeToHex(flake: string): string;
export declare function flakeFromHex(hex: string): string;

export declare function baseuid(seedTime?: number): string;
export declare function baseuidFactory(options?: { randomStep?: number | boolean }): IDFactory;
export declare function baseuidToUUID(baseuid: string): UUID;
export declare function uuidToBaseuid(uuid: string): string;

export declare function uuidv7(seedTime?: number): UUID;
export declare function uuidv7Factory(options?: Record<string, never>): IDFactory;

export type BulkType = 'ulid' | 'flake' | 'flake-scalable' | 'baseuid' | 'uuidv7' | 'ksuid' | 'typeid' | 'objectid' | 'xid';
export interface BulkOptions {
  type?: BulkType;
  monotonic?: boolean;
  /** A TypeID's prefix (type 'typeid' only; none by default). */
  prefix?: string;
}
export declare function bulk(count: number, options?: BulkOptions & { output?: 'array' }): string[];
export declare function bulk(count: number, options: BulkOptions & { output: 'string' }): string;
export declare function bulk(count: number, options: BulkOptions & { output: 'buffer' }): Uint8Array;

export type ValidateResult =
  | { valid: true; count: number }
  | { valid: false; index: number; position: number; reason: string };
export declare function validate(input: readonly string[] | Uint8Array, options?: { type?: BulkType }): ValidateResult;

// ---- the family, over the library's kinds table ----------------------------

/** The kinds' names, in the library's table order (test/types.test.js checks
 * this union against `kinds` at run time). */
export type Kind =
  | 'ulid'
  | 'flake'
  | 'flake-scalable'
  | 'baseuid'
  | 'uuidv7'
  | 'uuid'
  | 'ksuid'
  | 'typeid'
  | 'objectid'
  | 'xid'
  | 'snowflake';
/** The kinds that are generated (generate, factory). */
export type GeneratedKind = Exclude<Kind, 'uuid' | 'snowflake'>;
/** The kinds' names from the library (sortid_kind_each). */
export declare const kinds: readonly Kind[];

/** An error of the library for a bad value: code 'SORTID_' and the status's
 * name (sortid_status_name), e.g. 'SORTID_E_CHAR'. */
export declare class SortidError extends Error {
  constructor(code: string, message: string);
  code: string;
  /** 0-based index of the offending character, when the value is a text. */
  position?: number;
  /** The library's description of the status (sortid_strerror). */
  reason?: string;
}

export interface ReadOptions {
  /** Read the text as this kind only (untyped: its length decides; a
   * snowflake, a xid or a TypeID without prefix needs its type). */
  type?: Kind;
  /** A snowflake's epoch: 'twitter' (the default), 'discord' or Unix ms. */
  epoch?: 'twitter' | 'discord' | number | `${number}`;
}

/** inspect's answer for an ID: its kind, time and parts (sortid_id_parts:
 * random, node, version, variant, payload, prefix, uuid, machine, pid,
 * counter, datacenter, worker, sequence as the kind has them, each a
 * string). */
export interface Inspected {
  type: Kind;
  valid: true;
  /** Unix ms (floored); null for an ID without a time (a UUIDv4). */
  timestampMs: number | null;
  /** RFC 3339 UTC at the kind's precision; null without a time. */
  time: string | null;
  /** The canonical text. */
  text: string;
  [part: string]: string | number | boolean | null;
}
/** inspect's answer for a text that is no ID (of the given type). */
export interface InspectedInvalid {
  /** The kind the text was read as; null when no kind has its length. */
  type: Kind | null;
  valid: false;
  error: string;
  /** 'SORTID_' and the library's status name, as SortidError.code. */
  code: string;
  position: number;
}
export declare function inspect(text: string, options?: ReadOptions): Inspected | InspectedInvalid;
/** Unix ms of an ID; a SortidError for no ID or an ID without a time. */
export declare function timeOf(text: string, options?: ReadOptions): number;

export declare function generate(kind: GeneratedKind, options?: { prefix?: string }): string;
export declare function ksuid(): string;
export declare function typeid(prefix?: string): string;
export declare function objectid(): string;
export declare function xid(): string;

export interface KindFactoryOptions {
  /** TypeID only: 0..63 characters of a-z and '_', first and last a letter. */
  prefix?: string;
  /** ULID, BaseUID: a random step in [1, 2^K] instead of +1. */
  randomStep?: number | boolean;
  /** flake-scalable: 0..31. */
  node?: number;
  /** flakes: 1..3 bytes of "+n" step. */
  entropySize?: number;
  /** flakes: Unix ms of time 0. */
  epoch?: number;
}
/** Strictly increasing IDs of a generated kind. */
export declare function factory(kind: GeneratedKind, options?: KindFactoryOptions): IDFactory;

/** The same value as another kind (sortid_id_convert): ULID, UUID, UUIDv7,
 * BaseUID and TypeID meet in the UUID form, ObjectId and xid in their 12
 * bytes; prefix: the TypeID's; type: how to read text. */
export declare function convert(text: string, to: Kind, options?: { prefix?: string; type?: Kind }): string;
export declare function typeidToUUID(typeid: string): UUID;
export declare function uuidToTypeid(prefix: string, uuid: string): string;
export declare function uuidV1ToV6(uuid: string): UUID;
export declare function uuidV6ToV1(uuid: string): UUID;
/** Unix ms of a UUID v1, v6 or v7; null for the other versions. */
export declare function uuidTime(uuid: string): number | null;
export declare function uuidVersion(uuid: string): number;

/** libsortid's version. */
export declare const version: string;
/** The bulk codec in use: 'avx512', 'avx2', 'neon' or 'scalar'. */
export declare const implementation: string;
/** The back end in use: the native addon or the WebAssembly module. */
export declare const backend: 'native' | 'wasm';
