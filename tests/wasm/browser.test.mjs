// browser.test.mjs - the module inlined in a page, as `bao html` will
// inline it: one file, bao.mjs's text in an inline module script and
// bao.wasm in base64, under a Content-Security-Policy that forbids every
// request.  In headless Chromium (playwright-core, as tests/browser/):
// the moves of the start and of a played move equal `bao moves`, no
// request, no console error.  Skipped (exit 77, which ctest shows as
// skipped, never as passed) without chromium or playwright-core
// (tests/run-all.sh installs both); under CI=true a failure instead.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { bao, BAO_MJS, SOURCE, TMP } from './native.mjs';

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

// A page that loads the engine from the base64 in it and writes what it
// answers into <pre id=out> (as JSON), or the error.
function page() {
  const wasm = readFileSync(new URL('bao.wasm', `file://${BAO_MJS}`)).toString('base64');
  // nothing in bao.mjs may end the script element it is inlined in
  const mjs = readFileSync(BAO_MJS, 'utf8');
  assert.ok(!/<\/script|<!--/i.test(mjs));
  return `<!DOCTYPE html><html><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline' 'wasm-unsafe-eval'">
<title>bao.mjs inlined</title></head><body><pre id="out"></pre>
<script type="application/octet-stream" id="bao-wasm">${wasm}</script>
<script type="module">
${mjs}
const out = document.getElementById('out');
try {
  const bao = await load(document.getElementById('bao-wasm').textContent);
  // moves() along a line of play of 300 positions (the first move's
  // position after each, from the start again when the game is over)
  const times = [];
  let line = null, start = null;
  for (let i = 0; i < 300; i++) {
    const t = performance.now();
    const moves = bao.moves(line);
    times.push(performance.now() - t);
    if (!start) start = moves;
    const next = moves.find((m) => m.position);
    line = next ? next.position : null;
  }
  const after = bao.moves(bao.play(null, 'A6L*').position);
  out.textContent = JSON.stringify({ start, after, times });
} catch (e) {
  out.textContent = JSON.stringify({ error: String(e) });
}
</script></body></html>
`;
}

test('bao.mjs and bao.wasm inlined in a page, offline', async () => {
  const file = join(TMP, 'inline.html');
  writeFileSync(file, page());
  const { chromium: browserType } = createRequire(join(modules, 'x.js'))('playwright-core');
  const browser = await browserType.launch({ executablePath: chromium });
  try {
    const p = await browser.newPage();
    /* a hang guard, generous on a busy machine (not a limit of time) */
    p.setDefaultTimeout(120000);
    p.setDefaultNavigationTimeout(120000);
    const requests = [], errors = [];
    p.on('request', (r) => requests.push(r.url()));
    p.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    p.on('pageerror', (e) => errors.push(String(e)));
    await p.goto(`file://${file}`);
    await p.waitForFunction(() => document.getElementById('out').textContent !== '');
    const got = JSON.parse(await p.textContent('#out'));
    assert.equal(got.error, undefined);
    const text = (moves) => moves.map((m) => `${m.token}\t${m.position}`).join('\n') + '\n';
    assert.equal(text(got.start), bao('moves'));
    const afterA6L = bao('moves').split('\n')[0].split('\t')[1];
    assert.equal(text(got.after), bao('moves', '--position', afterA6L));
    // the issue: under 5 ms a position in the page (it is about 0.2 ms;
    // the first calls of each path are slower, compiled as they come)
    const mean = got.times.reduce((a, b) => a + b) / got.times.length;
    assert.ok(mean < 5, `moves() takes ${mean} ms a position`);
    assert.deepEqual(requests, [`file://${file}`]);
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
  }
});
