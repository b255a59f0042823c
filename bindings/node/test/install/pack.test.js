// SPDX-License-Identifier: MIT
'use strict';
// The package as a user gets it: `npm pack`, then the tarball installed into
// scratch projects under a folder whose name holds a space: a plain install
// (cc and make found: the native addon), one with --ignore-scripts and one
// with no compiler on the PATH (both: WebAssembly, quietly).  Each project
// then runs the package from CommonJS, ESM and its `sortid-ulid` command
// (also linked as `ulid`).  The
// tarball's types go through @arethetypeswrong/cli (attw).
const test = require('node:test');
const assert = require('node:assert/strict');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const pkgDir = path.join(__dirname, '..', '..');
const { version } = require('../../package.json');

function run(cmd, args, cwd, env = process.env) {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...env, npm_config_update_notifier: 'false' } });
  assert.equal(r.status, 0, `${cmd} ${args.join(' ')}\n${r.stdout}\n${r.stderr}`);
  return r;
}

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'sortid pack '));
test.after(() => fs.rmSync(scratch, { recursive: true, force: true }));
let tarball;

/** A project in "<scratch>/<name> project" with the tarball installed. */
function install(name, args, env) {
  const project = path.join(scratch, `${name} project`);
  fs.mkdirSync(project);
  fs.writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'scratch', private: true }));
  const r = run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', ...args, tarball], project, env);
  return { project, output: `${r.stdout}${r.stderr}` };
}

/** The package used from CommonJS, ESM and the bin; its back end. */
function use(project, env = process.env) {
  const cjs = run(process.execPath, ['-e', `
    const s = require('sortid');
    const id = s.ulid(1469918176385);
    if (s.decodeTime(id) !== 1469918176385 || !s.isValid(id)) throw new Error('bad ulid');
    const f = s.monotonicFactory(); const a = f(), b = f();
    if (!(a < b)) throw new Error('not monotonic');
    console.log(s.ulidToUUID('01ARYZ6S41TSV4RRFFQ69G5FAV'), s.parse(s.gen('flake')).type, s.bulk(3).length, s.backend);
  `], project, env).stdout.trim().split(' ');
  assert.deepEqual(cjs.slice(0, 3), ['01563DF3-6481-D676-4C61-EFB99302BD5B', 'flake', '3']);
  fs.writeFileSync(path.join(project, 'esm.mjs'),
    "import { uuidToULID, gen, backend, ready } from 'sortid';\n" +
    "await ready;\n" +
    "console.log(uuidToULID('01563df3-6481-d676-4c61-efb99302bd5b'), gen('baseuid').length, backend);\n");
  const esm = run(process.execPath, ['esm.mjs'], project, env).stdout.trim().split(' ');
  assert.deepEqual(esm.slice(0, 2), ['01ARYZ6S41TSV4RRFFQ69G5FAV', '20']);
  assert.equal(esm[2], cjs[3]);
  // the command by its own name, and by the ulid package's
  for (const name of ['sortid-ulid', 'ulid']) {
    const ids = run(path.join(project, 'node_modules', '.bin', name), ['--count', '5'], project, env)
      .stdout.trim().split('\n');
    assert.equal(ids.length, 5, name);
    assert.deepEqual([...ids].sort(), ids, name);
  }
  return cjs[3];
}

test('npm pack without wasi-libc stops first and says what to install', () => {
  const r = spawnSync('npm', ['pack', '--dry-run'], {
    cwd: pkgDir, encoding: 'utf8', env: { ...process.env, WASI_SYSROOT: path.join(scratch, 'no wasi-libc') },
  });
  assert.notEqual(r.status, 0);
  assert.match(r.stderr, /missing: wasi-libc's headers and libraries in .*no wasi-libc \(wasi-libc\)/, r.stderr);
  assert.match(r.stderr, /apt-get install clang-14 lld-14 wasi-libc binaryen/);
  assert.doesNotMatch(r.stderr, /libc-header-start/);
  assert.equal(fs.existsSync(path.join(pkgDir, 'libsortid')), false);
});

test('npm pack: the tarball holds both back ends and the sources, nothing else', () => {
  const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', scratch], pkgDir).stdout);
  tarball = path.join(scratch, packed[0].filename);
  assert.equal(packed[0].filename, `sortid-${version}.tgz`);
  const files = packed[0].files.map((f) => f.path);
  for (const f of ['package.json', 'index.js', 'index.mjs', 'index.d.ts', 'index.d.mts', 'browser.mjs',
    'sortid.wasm', 'lib/api.js', 'lib/wasm.js', 'bin/ulid.js', 'scripts/install.js', 'Makefile',
    'README.md', 'src/addon.c', 'src/core.c', 'libsortid/include/sortid.h',
    'libsortid/src/generator.c', 'libsortid/src/arch/arch.mk', 'libsortid/src/arch/avx2_codec.c']) {
    assert.ok(files.includes(f), `${f} is in the tarball`);
  }
  for (const f of files) assert.doesNotMatch(f, /^(node_modules|build|test)\//, f);
  assert.equal(fs.existsSync(path.join(pkgDir, 'libsortid')), false, 'postpack removed the copy');
});

// issue 22: "npx @arethetypeswrong/cli --pack reports no problem".  The
// tarball through attw (a devDependency: nothing is fetched at test time;
// --no-definitely-typed: no @types lookup), every problem a failure.
test('attw: the types of the tarball resolve under node10, node16 (CJS, ESM) and bundler, no problem', () => {
  const pkg = require.resolve('@arethetypeswrong/cli/package.json');
  const attw = path.join(path.dirname(pkg), require(pkg).bin.attw);
  const r = spawnSync(process.execPath, [attw, '--no-definitely-typed', '--format', 'json', tarball],
    { encoding: 'utf8', env: { ...process.env, npm_config_update_notifier: 'false' } });
  const out = JSON.parse(r.stdout);
  assert.deepEqual(out.analysis.problems, []);
  assert.deepEqual(out.problems, {});
  assert.equal(r.status, 0, r.stderr);
  // what it checked: both entry points, each module resolution to our declarations
  const files = Object.fromEntries(Object.entries(out.analysis.entrypoints).map(([entry, e]) =>
    [entry, Object.fromEntries(Object.entries(e.resolutions).map(([mode, x]) => [mode, x.resolution?.fileName]))]));
  assert.deepEqual(files['.'], {
    node10: '/node_modules/sortid/index.d.ts',
    'node16-cjs': '/node_modules/sortid/index.d.ts',
    'node16-esm': '/node_modules/sortid/index.d.mts',
    bundler: '/node_modules/sortid/index.d.mts',
  });
  assert.deepEqual(Object.keys(files), ['.', './package.json']);
});

test('install under a path with a space, cc and make found: the native addon', () => {
  const { project, output } = install('plain', ['--foreground-scripts']);
  // the build's progress, made with one job per core
  assert.match(output, /sortid: building the native addon \(make -j[0-9]+\)/, output);
  assert.match(output, /sortid: native addon built in [0-9.]+ s/, output);
  const log = fs.readFileSync(path.join(project, 'node_modules', 'sortid', 'build', 'install.log'), 'utf8');
  assert.match(log, /exit 0\n$/);
  assert.ok(fs.existsSync(path.join(project, 'node_modules', 'sortid', 'build', 'sortid.node')));
  assert.equal(use(project), 'native');
  // the tarball's own build chose the same SIMD codec as the repository's
  const impl = run(process.execPath, ['-p', "require('sortid').implementation"], project).stdout.trim();
  assert.equal(impl, require('../..').implementation);
});

test('install --ignore-scripts: WebAssembly', () => {
  const { project } = install('ignore scripts', ['--ignore-scripts']);
  assert.equal(fs.existsSync(path.join(project, 'node_modules', 'sortid', 'build', 'sortid.node')), false);
  assert.equal(use(project), 'wasm');
});

test('install with no compiler on the PATH: quiet, WebAssembly', () => {
  // a PATH of node, npm and sh only: no cc, no make
  const bin = path.join(scratch, 'only node');
  fs.mkdirSync(bin);
  fs.symlinkSync(process.execPath, path.join(bin, 'node'));
  fs.symlinkSync('/bin/sh', path.join(bin, 'sh')); // npm runs scripts with sh
  const npm = spawnSync('sh', ['-c', 'command -v npm'], { encoding: 'utf8' }).stdout.trim();
  fs.symlinkSync(fs.realpathSync(npm), path.join(bin, 'npm'));
  const env = { ...process.env, PATH: bin };
  for (const tool of ['cc', 'gcc', 'make']) {
    assert.notEqual(spawnSync('sh', ['-c', `command -v ${tool}`], { env }).status, 0, tool);
  }
  const { project, output } = install('no compiler', [], env);
  assert.doesNotMatch(output, /make|error|cc:|not found|gyp/i, output);
  assert.equal(use(project, env), 'wasm');
});
