// SPDX-License-Identifier: MIT
'use strict';
// The npm tarball: `npm pack` makes a self-contained package (libsortid's
// sources inside), and `npm install ./sortid-X.Y.Z.tgz` in a scratch project
// builds the addon with cc and make and works from CommonJS and ESM.  Only
// node-api-headers comes from npm (from the cache the suite's install filled).
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const pkgDir = path.join(__dirname, '..');
const { version } = require('../package.json');

function run(cmd, args, cwd) {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, npm_config_update_notifier: 'false' } });
  assert.equal(r.status, 0, `${cmd} ${args.join(' ')}\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

test('npm pack, then install the tarball into a scratch project and use it', async (t) => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'sortid-pack-'));
  t.after(() => fs.rmSync(scratch, { recursive: true, force: true }));

  const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', scratch], pkgDir));
  const tarball = path.join(scratch, packed[0].filename);
  assert.equal(packed[0].filename, `sortid-${version}.tgz`);
  const files = packed[0].files.map((f) => f.path);
  for (const f of ['package.json', 'index.js', 'index.mjs', 'index.d.ts', 'Makefile', 'README.md',
    'src/addon.c', 'libsortid/include/sortid.h', 'libsortid/src/generator.c',
    'libsortid/src/arch/arch.mk', 'libsortid/src/arch/avx2_codec.c']) {
    assert.ok(files.includes(f), `${f} is in the tarball`);
  }
  for (const f of files) assert.doesNotMatch(f, /^(node_modules|build|test)\//, f);
  assert.equal(fs.existsSync(path.join(pkgDir, 'libsortid')), false, 'postpack removed the copy');

  const project = path.join(scratch, 'project');
  fs.mkdirSync(project);
  fs.writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'scratch', private: true }));
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', tarball], project);
  assert.ok(fs.existsSync(path.join(project, 'node_modules', 'sortid', 'build', 'sortid.node')));

  const cjs = run(process.execPath, ['-e', `
    const s = require('sortid');
    const id = s.ulid(1469918176385);
    if (s.decodeTime(id) !== 1469918176385 || !s.isValid(id)) throw new Error('bad ulid');
    const f = s.monotonicFactory(); const a = f(), b = f();
    if (!(a < b)) throw new Error('not monotonic');
    console.log(s.ulidToUUID('01ARYZ6S41TSV4RRFFQ69G5FAV'), s.parse(s.flake()).type, s.bulk(3).length, s.implementation);
  `], project);
  // the tarball's own build chose the same SIMD codec as the repository's
  // (its Makefile gave the kernels their ISA flags)
  assert.equal(cjs.trim(), `01563df3-6481-d676-4c61-efb99302bd5b flake 3 ${require('..').implementation}`);

  fs.writeFileSync(path.join(project, 'esm.mjs'),
    "import { uuidToULID, baseuid } from 'sortid';\n" +
    "console.log(uuidToULID('01563df3-6481-d676-4c61-efb99302bd5b'), baseuid().length);\n");
  assert.equal(run(process.execPath, ['esm.mjs'], project).trim(), '01ARYZ6S41TSV4RRFFQ69G5FAV 20');
});
