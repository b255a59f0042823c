// SPDX-License-Identifier: MIT
'use strict';
// make test-browser / the Chromium figure of make bench-node: bundle
// page.mjs with esbuild, serve it and the vector files from 127.0.0.1, load it in Debian's headless Chromium (started here with a new
// empty profile, driven over CDP by playwright-core: no browser download),
// and read the page's result.  Test mode prints "browser: N passed, N
// failed" and exits 1 on any failure, including Chromium not starting.
const assert = require('node:assert/strict');
const fs = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const path = require('node:path');
const { spawn } = require('node:child_process');

const pkg = path.join(__dirname, '..', '..');
const vectorsDir = path.join(pkg, '..', '..', 'tests', 'vectors');
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const mode = process.argv[2] === 'bench' ? 'bench' : 'test';

async function bundle(dir) {
  await require('esbuild').build({
    entryPoints: [path.join(__dirname, 'page.mjs')], bundle: true, format: 'esm',
    platform: 'browser', target: 'es2022', outfile: path.join(dir, 'page.js'),
    logLevel: 'warning',
  });
  // the package's browser.mjs as it ships, from a plain <script type="module">
  fs.copyFileSync(path.join(pkg, 'browser.mjs'), path.join(dir, 'browser.mjs'));
  fs.writeFileSync(path.join(dir, 'index.html'),
    '<!doctype html><meta charset="utf-8"><script type="module" src="page.js"></script>\n');
  return require('./ways.js').build(dir, pkg);
}

function serve(dir, requests) {
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.wasm': 'application/wasm', '.tsv': 'text/plain' };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://x').pathname;
    requests.push(url);
    const file = url.startsWith('/vectors/')
      ? path.join(vectorsDir, path.basename(url)) : path.join(dir, path.basename(url) || 'index.html');
    fs.readFile(file, (err, data) => {
      if (err) { res.writeHead(404); res.end(); return; }
      res.writeHead(200, { 'content-type': types[path.extname(file)] || 'application/octet-stream' });
      res.end(data);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function startChromium(profile) {
  const args = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync',
    `--user-data-dir=${profile}`, '--remote-debugging-port=0', 'about:blank'];
  const proc = spawn(CHROMIUM, args, { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  return new Promise((resolve, reject) => {
    let err = '';
    const timer = setTimeout(() => reject(new Error(`${CHROMIUM} gave no DevTools address in 30 s:\n${err}`)), 30000);
    proc.on('error', (e) => { clearTimeout(timer); reject(new Error(`cannot start ${CHROMIUM}: ${e.message}`)); });
    proc.on('exit', (code) => { clearTimeout(timer); reject(new Error(`${CHROMIUM} exited (${code}):\n${err}`)); });
    proc.stderr.on('data', (d) => {
      err += d;
      const m = /DevTools listening on (ws:\S+)/.exec(err);
      if (m) { clearTimeout(timer); resolve({ proc, ws: m[1] }); }
    });
  });
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sortid-browser-'));
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'sortid-chromium-'));
  const requests = [];
  let server, chrome, browser, ways;
  try {
    ways = await bundle(dir);
    server = await serve(dir, requests);
    chrome = await startChromium(profile);
    browser = await require('playwright-core').chromium.connectOverCDP(chrome.ws);
    const page = await browser.contexts()[0].newPage();
    const base = `http://127.0.0.1:${server.address().port}/`;
    const built = ways;
    await page.goto(mode === 'bench' ? `${base}#bench` : base);
    await page.waitForFunction(() => window.__sortid !== undefined, null, { timeout: 120000 });
    const r = await page.evaluate(() => window.__sortid);
    if (mode === 'test') {
      // then browser.mjs itself, unbundled, loaded as a module by the page
      r.plain = await page.evaluate(async () => {
        try {
          const m = await import('./browser.mjs');
          await m.ready;
          return { id: m.ulid(), backend: m.backend };
        } catch (e) {
          return { id: String(e), backend: 'none' };
        }
      });
      // and the three ways of test/browser/ways.js, each its own page
      r.ways = {};
      for (const w of Object.keys(built.pages)) {
        const p = await browser.contexts()[0].newPage();
        await p.goto(`${base}${built.pages[w]}`);
        await p.waitForFunction(() => window.__app !== undefined, null, { timeout: 60000 });
        r.ways[w] = await p.evaluate(() => window.__app);
        await p.close();
      }
      r.waysBuilt = built;
    }
    if (r.error) throw new Error(`the page failed: ${r.error}`);
    return { r, requests };
  } finally {
    if (browser) await browser.close().catch(() => {});
    if (chrome) {
      // the browser this run started, with its helper processes (its group)
      chrome.proc.removeAllListeners('exit');
      const gone = new Promise((resolve) => chrome.proc.once('exit', resolve));
      try { process.kill(-chrome.proc.pid, 'SIGKILL'); } catch { /* already gone */ }
      await gone;
    }
    if (server) server.close();
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  }
}

function report(r, requests) {
  const results = [...r.checks];
  const add = (name, fn) => {
    try { fn(); results.push({ name, ok: true }); } catch (e) { results.push({ name, ok: false, detail: e.message }); }
  };
  add('the page ran the WebAssembly back end', () => assert.equal(r.backend, 'wasm'));
  add('browser.mjs works unbundled, imported as an ES module by the page', () => {
    assert.equal(r.plain.backend, 'wasm', r.plain.id);
    assert.match(r.plain.id, /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/);
  });
  // every vector file: the browser's answers equal Node's native back end's
  const { makeApi } = require('../../lib/api.js');
  const native = makeApi(require('../../build/sortid.node'), {
    makeBytes: (u8) => Buffer.from(u8), maxString: require('node:buffer').constants.MAX_STRING_LENGTH,
  });
  const files = {};
  for (const f of Object.keys(r.vectors)) files[f] = fs.readFileSync(path.join(vectorsDir, f), 'utf8');
  const expected = require('../vector-calls.js').outcomes(native, files);
  for (const f of Object.keys(files)) {
    add(`${f}: every call in Chromium equals native Node`, () => assert.deepEqual(r.vectors[f], expected[f]));
  }
  add('the vector files were all checked', () => assert.equal(Object.keys(r.vectors).length, 7));
  for (const [w, got] of Object.entries(r.ways)) {
    add(`${w}: ${r.waysBuilt.what[w]}`, () => {
      assert.deepEqual(r.waysBuilt.warnings[w] || [], [], 'esbuild warned');
      assert.equal(got.error, undefined, got.error);
      assert.match(got.early, /await sortid\.ready/);
      assert.match(got.id, /^[0-7][0-9A-HJKMNP-TV-Z]{25}$/);
      assert.equal(got.valid, true);
      assert.equal(got.backend, 'wasm');
    });
  }
  add('the three ways were all run', () => assert.equal(Object.keys(r.ways).length, 3));
  add('no request but the pages, their scripts and the vectors (the module is inside browser.mjs)', () => {
    const allowed = /^\/(|index\.html|page\.js|browser\.mjs|(iife|esm|plain)\.html|app-(iife|esm)\.js|vectors\/[a-z0-9-]+\.tsv|favicon\.ico)$/;
    for (const u of [...requests, ...r.requests]) assert.match(u, allowed);
    assert.ok(!requests.includes('/sortid.wasm'));
  });
  let pass = 0, fail = 0;
  for (const t of results) {
    console.log(`${t.ok ? 'ok' : 'FAIL'} ${t.name}${t.detail ? ` (${t.detail})` : ''}`);
    if (t.ok) pass++; else fail++;
  }
  return [pass, fail];
}

main().then(({ r, requests }) => {
  if (mode === 'bench') {
    const b = r.bench;
    console.log(`chromium ulid(): sortid (wasm) ${b.sortidNs.toFixed(0)} ns, ulid ${b.ulidNs.toFixed(0)} ns: ${b.ratio.toFixed(0)}x`);
    return;
  }
  const [pass, fail] = report(r, requests);
  console.log(`browser: ${pass} passed, ${fail} failed`);
  process.exitCode = fail ? 1 : 0;
}, (e) => {
  console.error(`test-browser: ${e.stack || e}`);
  if (mode === 'test') console.log('browser: 0 passed, 1 failed');
  process.exitCode = 1;
});
