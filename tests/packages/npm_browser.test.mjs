// npm_browser.test.mjs - the npm package in a page, as a web developer
// serves it: the project of npm_common.mjs (the tarball installed
// offline) served over HTTP from 127.0.0.1, a page whose import map
// names 'bao-engine' (node_modules/bao-engine/bao.mjs, which fetches its
// bao.wasm from beside itself), in headless Chromium (playwright-core,
// as tests/browser/).  The same work as in Node: perft to depth 6, 200
// random games, the solves, the errors, compared with the command; no
// request leaves the server, no console error.  Then an app bundled for
// the browser by esbuild and built by Vite (both from build/node, as
// tests/run-all.sh installs them) plays a game in Chromium.  Skipped
// (exit 77) without chromium or playwright-core, a bundle's test without
// its bundler; under CI=true a failure instead.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFileSync, existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join, normalize } from 'node:path';
import { SOURCE, bao, project, wantErrors, workAndWant } from './npm_common.mjs';

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
    /* a hang guard, generous on a busy machine (not a limit of time) */
    page.setDefaultTimeout(120000);
    page.setDefaultNavigationTimeout(120000);
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

// An app that imports 'bao-engine' as an application does, for a
// bundler: it plays a whole game on the package's Game, its moves in
// KIBA's and AP's notations too, takes one back, and writes the record.
const APP = `import { load, IllegalMoveError } from 'bao-engine';
window.play = async (tokens) => {
  const bao = await load();
  const game = bao.game();
  const notations = ['devoogt', 'kiba', 'ap'];
  tokens.forEach((t, i) => {
    // each move written in another notation, then played from it
    const d = notations[i % 3];
    game.move(bao.write(game.position(), t, d), { dialect: d });
  });
  let illegal = false;
  try { game.move('A1L'); } catch (e) { illegal = e instanceof IllegalMoveError; }
  const last = game.undo();
  game.move(last.token);
  return { history: game.history(), position: game.position(), over: game.isOver(),
           record: game.record('yaml', { south: 'S', north: 'N' }), illegal };
};
`;

// The bundler's program in build/node (tests/run-all.sh installs it),
// or null when it is missing: test `t` skipped, a failure under CI=true.
function bundler(t, name) {
  const bin = join(modules, '.bin', name);
  if (existsSync(bin)) return bin;
  if (process.env.CI === 'true') throw new Error(`no ${bin}: CI=true, the bundle must be made`);
  t.skip(`no ${bin}`);
  return null;
}

// A fresh project with APP in it, and the plies of the game it plays: a
// random one of the command's, its tokens as written.
function appProject() {
  const dir = project();
  const file = join(dir, 'random.yaml');
  bao('random', '--games', '1', '--seed', '11', '-o', file);
  const plies = bao('replay', '--positions', file).split('\n').filter((r) => /^\d/.test(r))
    .map((r) => r.split('\t'));
  writeFileSync(join(dir, 'app.mjs'), APP);
  return { dir, plies };
}

// The bundle in `out` (its index.html) served and opened in Chromium,
// the game played in it: the same moves and positions as the command's,
// the record it writes read back by the command to the same positions,
// bao.wasm fetched from the server (a request `wasm` matches), nothing
// from elsewhere, no error.
async function playBundle(dir, out, plies, wasm) {
  const bundle = readdirSync(out, { recursive: true }).filter((f) => /\.js$/.test(f))
    .map((f) => readFileSync(join(out, f), 'utf8')).join('\n');
  assert.ok(bundle.length > 0, `no script in ${out}`);
  assert.doesNotMatch(bundle, /node:fs|readFile/);
  const server = await serve(out);
  const origin = `http://127.0.0.1:${server.address().port}`;
  const { chromium: browserType } = createRequire(join(modules, 'x.js'))('playwright-core');
  const browser = await browserType.launch({ executablePath: chromium });
  try {
    const page = await browser.newPage();
    /* a hang guard, generous on a busy machine (not a limit of time) */
    page.setDefaultTimeout(120000);
    page.setDefaultNavigationTimeout(120000);
    const errors = [], requests = [];
    page.on('request', (r) => requests.push(r.url()));
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    await page.goto(`${origin}/`);
    await page.waitForFunction(() => typeof window.play === 'function');
    const got = await page.evaluate((t) => window.play(t), plies.map((p) => p[2]));
    assert.deepEqual(got.history, plies.map((p) => p[2]));
    assert.equal(got.position, plies[plies.length - 1][3]);
    assert.equal(got.over, true); // bao random plays to the end
    assert.equal(got.illegal, true);
    writeFileSync(join(dir, 'again.yaml'), got.record);
    const again = bao('replay', '--positions', join(dir, 'again.yaml')).split('\n')
      .filter((r) => /^\d/.test(r)).map((r) => r.split('\t')[3]);
    assert.deepEqual(again, plies.map((p) => p[3]));
    assert.ok(requests.some((u) => u.startsWith(origin) && wasm.test(u.slice(origin.length))),
      requests.join(' '));
    assert.deepEqual(requests.filter((u) => !u.startsWith(origin)), []);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
}

// A browser bundle, as an application ships it: esbuild bundles the app
// with --platform=browser, which resolves the package's browser entry
// (bao.mjs: no Node module to bundle); bao.wasm is copied beside the
// bundle, where new URL('./bao.wasm', import.meta.url) finds it.
test('bundled by esbuild for the browser, a game played in Chromium', async (t) => {
  const esbuild = bundler(t, 'esbuild');
  if (!esbuild) return;
  const { dir, plies } = appProject();
  execFileSync(esbuild, ['app.mjs', '--bundle', '--platform=browser', '--format=esm',
    '--outfile=out/app.js', '--log-level=warning'], { cwd: dir, stdio: ['ignore', 'inherit', 'inherit'] });
  copyFileSync(join(dir, 'node_modules/bao-engine/bao.wasm'), join(dir, 'out/bao.wasm'));
  writeFileSync(join(dir, 'out/index.html'), '<!DOCTYPE html><html><head><meta charset="utf-8">' +
    '<title>app</title><link rel="icon" href="data:,"><script type="module" src="app.js"></script>' +
    '</head><body></body></html>\n');
  await playBundle(dir, join(dir, 'out'), plies, /^\/bao\.wasm$/);
});

// The same app built by Vite (`vite build`, no configuration: an
// index.html whose module script imports the app), which takes the
// package's browser entry and, seeing new URL('./bao.wasm',
// import.meta.url), emits bao.wasm among its assets itself (under a
// hashed name): nothing copied by hand.
test('built by Vite, a game played in Chromium', async (t) => {
  const vite = bundler(t, 'vite');
  if (!vite) return;
  const { dir, plies } = appProject();
  writeFileSync(join(dir, 'index.html'), '<!DOCTYPE html><html><head><meta charset="utf-8">' +
    '<title>app</title><link rel="icon" href="data:,"><script type="module" src="/app.mjs"></script>' +
    '</head><body></body></html>\n');
  execFileSync(vite, ['build', '--outDir', 'out', '--logLevel', 'warn'],
    { cwd: dir, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, NO_COLOR: '1' } });
  assert.ok(readdirSync(join(dir, 'out/assets')).some((f) => /^bao-.*\.wasm$/.test(f)),
    'Vite emitted no bao.wasm');
  await playBundle(dir, join(dir, 'out'), plies, /^\/assets\/bao-[\w-]+\.wasm$/);
});
