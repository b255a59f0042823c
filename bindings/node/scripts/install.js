// SPDX-License-Identifier: MIT
'use strict';
// `npm install` (the "install" script): build the native addon when cc and
// make are on the PATH, with one make job per core (os.availableParallelism),
// printing a line when it starts and when it ends (npm shows an install
// script's output with --foreground-scripts, or when it fails; see the
// README).  Without cc or make, or when the build fails, the package uses its
// WebAssembly back end (sortid.wasm): the install succeeds, and without a
// compiler it prints nothing.  build/install.log keeps the build's output.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const dir = path.join(__dirname, '..');

function onPath(tool) {
  const exts = process.platform === 'win32' ? ['.exe', '.cmd', ''] : [''];
  return (process.env.PATH || '').split(path.delimiter).some((d) =>
    d && exts.some((e) => fs.existsSync(path.join(d, tool + e))));
}

function jobs() {
  const n = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
  return Math.max(1, Math.min(n || 1, 64));
}

if (process.env.SORTID_BACKEND !== 'wasm' && process.platform !== 'win32' &&
    onPath('make') && onPath(process.env.CC || 'cc') && fs.existsSync(path.join(dir, 'libsortid'))) {
  const j = jobs();
  const t0 = Date.now();
  process.stderr.write(`sortid: building the native addon (make -j${j}); without it the WebAssembly back end is used\n`);
  const r = spawnSync('make', ['--no-print-directory', `-j${j}`], { cwd: dir, encoding: 'utf8' });
  fs.mkdirSync(path.join(dir, 'build'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'build', 'install.log'),
    `${r.stdout || ''}${r.stderr || ''}${r.error ? String(r.error) : ''}exit ${r.status}\n`);
  const s = ((Date.now() - t0) / 1000).toFixed(1);
  if (r.status !== 0) {
    fs.rmSync(path.join(dir, 'build', 'sortid.node'), { force: true });
    process.stderr.write(`sortid: the native addon did not build (${s} s; build/install.log says why): `
      + 'using the WebAssembly back end\n');
  } else {
    process.stderr.write(`sortid: native addon built in ${s} s\n`);
  }
}
