// npm_browser.test.mjs - the npm package in a page, as a web developer
// serves it: the project of npm_common.mjs (the tarball installed
// offline) served over HTTP from 127.0.0.1, a page whose import map
// names 'bao-engine' (node_modules/bao-engine/bao.mjs, which fetches its
// bao.wasm from beside itself), in headless Chromium (playwright-core,
// as tests/browser/).  The same work as in Node: perft to depth 6, 200
// random games, the solves, the errors, compared with the command; no
// request leaves the server, no console error.  Skipped (exit 77)
// without chromium or playwright-core; under CI=true a failure instead.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, normalize } from 'node:path';
import { SOURCE, project, wantErrors, workAndWant } from './npm_common.mjs';

const chromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync);
const modules = join(SOURCE, 'build/node/node_modules');
const skip = !chromium ? 'no chromium'
  : !existsSync(join(modules, 'playwright-core')) ? `no ${modules}/playwright-core` : false;
if (skip) {
  if (process.env.CI === 'true')
    throw new Error(`${skip}: CI=true, the browser must run`);
  console.log(`SKIP: ${skip}`);
  process.exit(77);
}

const PAGE = `<!DOCTYPE html><html><head><meta charset="utf-8"><title>bao-engine</title><link rel="icon" href="data:,">
<script type="importmap">{"imports": {"bao-engine": "/node_modules/bao-engine/bao.mjs"}}</script>
<script type="module">
import { probe } from '/probe.mjs';
window.runProbe = (work) => probe(work);
</script></head><body></body></html>
`;

const TYPES = { '.html': 'text/html', '.mjs': 'text/javascript', '.js': 'text/javascript',
                '.wasm': 'application/wasm', '.json': 'application/json' };

// A static server of `dir`: what a developer's server does.
function serve(dir) {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname));
    const file = join(dir, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dir) || !existsSync(file)) { res.writeHead(404); res.end(); return; }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] || 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

test('imported by its name in a page: perft, 200 games, solve, errors', async () => {
  const dir = project();
  writeFileSync(join(dir, 'index.html'), PAGE);
  const { work, want } = workAndWant();
  const server = await serve(dir);
  const origin = `http://127.0.0.1:${server.address().port}`;
  const { chromium: browserType } = createRequire(join(modules, 'x.js'))('playwright-core');
  const browser = await browserType.launch({ executablePath: chromium });
  try {
    const page = await browser.newPage();
    const requests = [], errors = [];
    page.on('request', (r) => requests.push(r.url()));
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${origin}/`);
    await page.waitForFunction(() => typeof window.runProbe === 'function');
    const got = await page.evaluate((w) => window.runProbe(w), work);
    assert.deepEqual(got.perft, want.perft);
    assert.equal(got.games.length, 200);
    got.games.forEach((g, i) => assert.deepEqual(g, want.games[i], `game ${i + 1}`));
    got.solves.forEach((s, i) => {
      if (want.solves[i].error) assert.ok(s.error, `solve ${i}`);
      else assert.deepEqual(s, want.solves[i], `solve ${i}`);
    });
    const e = wantErrors();
    assert.deepEqual(got.errors[0], { isBaoError: true, message: e.message, column: e.column });
    assert.ok(got.errors[1].isBaoError && got.errors[2].isBaoError);
    // bao.wasm came from beside the module, and nothing else was asked
    assert.ok(requests.includes(`${origin}/node_modules/bao-engine/bao.wasm`), requests.join(' '));
    assert.deepEqual(requests.filter((u) => !u.startsWith(origin)), []);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});
