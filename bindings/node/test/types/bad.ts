// SPDX-License-Identifier: MIT
// Must NOT compile: proves the type test can fail (types.test.js).
import { decodeTime } from '../..';

const t: string = decodeTime('01ARYZ6S41TSV4RRFFQ69G5FAV');
export { t };
