// SPDX-License-Identifier: MIT
// Type declarations of the ES module entry points (index.mjs for Node,
// browser.mjs for browsers and workers): the same names as index.d.ts, plus
// the default export holding them all.
import * as sortid from './index.js';

export * from './index.js';
export default sortid;
