// SPDX-License-Identifier: MIT
'use strict';
// `npm install` (the "install" script): build the native addon when cc and
// make are on the PATH, quietly.  Without them, or when the build fails, the
// package uses its WebAssembly back end (sortid.wasm): the install succeeds
// and prints nothing; build/install.log keeps the build's output.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const dir = path.join(__dirname, '..');

function onPath(tool) {
  const exts = process.platform === 'win32' ? ['.exe', '.cmd', ''] : [''];
  return (process.env.PATH || '').split(path.delimiter).some((d) =>
    d && exts.some((e) => fs.existsSync(path.join(d, tool + e))));
}

if (process.env.SORTID_BACKEND !== 'wasm' && process.platform !== 'win32' &&
    onPath('make') && onPath(process.env.CC || 'cc') && fs.existsSync(path.join(dir, 'libsortid'))) {
  const r = spawnSync('make', ['--no-print-directory'], { cwd: dir, encoding: 'utf8' });
  fs.mkdirSync(path.join(dir, 'build'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'build', 'install.log'),
    `${r.stdout || ''}${r.stderr || ''}${r.error ? String(r.error) : ''}exit ${r.status}\n`);
  if (r.status !== 0) fs.rmSync(path.join(dir, 'build', 'sortid.node'), { force: true });
}
