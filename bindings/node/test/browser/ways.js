// SPDX-License-Identifier: MIT
'use strict';
// The three ways a web page gets the package (test-browser runs each in
// Chromium), none with top-level await and none with an import map:
//   iife   an app bundled by esbuild with its defaults (an IIFE), in a
//          classic <script>;
//   esm    an app bundled by esbuild as ESM in a project whose package.json
//          says "type": "commonjs" (what `npm init -y` writes);
//   plain  browser.mjs as it ships, imported by a plain <script type="module">.
// Each page sets window.__app: the error of a call before `ready`, then a
// ULID made after it, whether it is valid, and the back end.
const fs = require('node:fs');
const path = require('node:path');

const APP = `import { ready, ulid, isValid, backend } from 'sortid';
let early = '';
try {
  ulid();
} catch (e) {
  early = e.message;
}
ready.then(() => {
  const id = ulid();
  window.__app = { early, id, valid: isValid(id), backend };
}, (e) => {
  window.__app = { error: String(e) };
});
`;

/** Build the pages into dir (served as they are); pkg: the package. */
async function build(dir, pkg) {
  const esbuild = require('esbuild');
  const project = fs.mkdtempSync(path.join(dir, 'project-'));
  fs.writeFileSync(path.join(project, 'package.json'),
    JSON.stringify({ name: 'app', version: '1.0.0', type: 'commonjs' }));
  fs.mkdirSync(path.join(project, 'node_modules'));
  fs.symlinkSync(pkg, path.join(project, 'node_modules', 'sortid'), 'dir');
  fs.writeFileSync(path.join(project, 'app.js'), APP);
  const warnings = {};
  const bundle = async (name, options) => {
    const r = await esbuild.build({
      entryPoints: [path.join(project, 'app.js')], bundle: true, absWorkingDir: project,
      outfile: path.join(dir, `app-${name}.js`), logLevel: 'silent', ...options,
    });
    warnings[name] = r.warnings.map((w) => w.text);
  };
  await bundle('iife', {}); // esbuild's defaults: format iife, platform browser
  await bundle('esm', { format: 'esm' });
  const page = (body) => `<!doctype html><meta charset="utf-8">${body}\n`;
  fs.writeFileSync(path.join(dir, 'iife.html'), page('<script src="app-iife.js"></script>'));
  fs.writeFileSync(path.join(dir, 'esm.html'), page('<script type="module" src="app-esm.js"></script>'));
  fs.writeFileSync(path.join(dir, 'plain.html'), page(
    `<script type="module">${APP.replace("'sortid'", "'./browser.mjs'")}</script>`));
  fs.rmSync(project, { recursive: true, force: true });
  return {
    pages: { iife: 'iife.html', esm: 'esm.html', plain: 'plain.html' },
    what: {
      iife: "esbuild's default IIFE bundle in a classic <script>",
      esm: 'an esbuild ESM bundle in a "type": "commonjs" project, in a <script type="module">',
      plain: 'browser.mjs from a plain <script type="module">, no import map',
    },
    warnings,
  };
}

module.exports = { build };
