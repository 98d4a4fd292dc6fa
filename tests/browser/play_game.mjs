/* play_game.mjs - "Play the computer" in the teaching page (issue 28), in
 * headless Chromium driven by playwright-core; run by tests/play_page.sh:
 *
 *   node play_game.mjs OUT_DIR CHROMIUM BAO GAME_PAGE GAME_FILE
 *
 *   whole game  from the start, at level 1, the learner South playing the
 *               first legal move the page offers (its first move button)
 *               until the game is over; every move of the computer one
 *               of `bao moves`' for the position before it; the table
 *               names You and The computer, the chart draws this game,
 *               the board says who lost, and the status shows under the
 *               board on the first screen
 *   export      the record downloaded: `bao check` exits 0 with as many
 *               plies legal as the game has, and `bao convert --to yaml`
 *               writes it back byte for byte (the same shape); its
 *               result the one the last position says (`bao check`
 *               would say otherwise that it contradicts the board)
 *   from a ply  started at ply 16 of the game, playing North: the
 *               record's setup is the position `bao replay --positions`
 *               gives after ply 16 (folded as bao convert folds it), the
 *               computer moves first
 *   undo        takes back the learner's move and the computer's reply
 *   no freeze   while the computer thinks at level 8 (a search of
 *               bao_level_nodes(8) positions, measured to take over
 *               200 ms here), no task on the main thread lasts 200 ms
 *               or more: the 'longtask' entries of a PerformanceObserver
 *               say it (the page's own measure of its tasks).  A
 *               timer-drift probe (a 20 ms interval whose longest gap is
 *               measured) must stay under 1 s: coarser, since on a
 *               loaded machine the scheduler alone delays a timer by
 *               100 ms (measured here), yet a search on the main thread
 *               would hold it for the whole search
 *   the hint   asked while the computer thinks at level 8: the hint
 *               has a worker of its own, so it is answered (a legal
 *               move of the position) while the computer still thinks,
 *               where one worker would have queued it behind the long
 *               search; no search of the engine is called on the main
 *               thread meanwhile (the engine the page's module hands to
 *               BaoPage.engine has its searches counted), and no task
 *               on the main thread lasts 200 ms or more
 *   screenshots desktop and phone sizes, in OUT_DIR (looked at by a
 *               person)
 * with no request but the page's and no console error.  Expected values
 * come from the command, never from the page. */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const lib = require('./lib.js');   /* playwright-core from NODE_PATH */

const [out, chromiumPath, bao, pageFile, gameFile] = process.argv.slice(2);
const t = lib.checks({ fail: 'FAIL ', json: true });
const { ok, eq } = t;
function run(args) {
  return spawnSync(bao, args, { encoding: 'utf8' });
}
/* `bao moves`: the tokens of the legal moves of a position line */
function legal(line) {
  return execFileSync(bao, ['moves'].concat(line ? ['--position', line] : []),
    { encoding: 'utf8' })
    .split('\n').filter(Boolean).map((l) => l.split('\t')[0]);
}

/* Before the page's scripts: the long tasks and the timer's gaps, each
 * with its time, so that those of a window can be picked out. */
function probe() {
  window.baoLong = [];
  window.baoGaps = [];
  try {
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (e) {
        window.baoLong.push({ start: e.startTime, duration: e.duration });
      });
    }).observe({ type: 'longtask', buffered: true });
  } catch (e) { window.baoLong = null; }
  /* the engine's searches on the page's own thread, counted: the page's
   * module hands its engine to BaoPage.engine after the page is parsed
   * (module scripts run once readyState is 'interactive') */
  window.baoMainSearches = 0;
  document.addEventListener('readystatechange', function () {
    if (document.readyState !== 'interactive' || !window.BaoPage) return;
    var hand = window.BaoPage.engine;
    window.BaoPage.engine = function (e) {
      if (e) ['solve', 'solveMoves', 'think', 'judge'].forEach(function (k) {
        var f = e[k];
        e[k] = function () { window.baoMainSearches++; return f.apply(this, arguments); };
      });
      return hand.apply(this, arguments);
    };
  });
  var then = performance.now();
  setInterval(function () {
    var now = performance.now();
    window.baoGaps.push({ at: now, gap: now - then });
    then = now;
  }, 20);
}

const state = (page) => page.getAttribute('#versus', 'data-state');
/* The computer's move made (or the game over, or failed): a move of the
 * learner's says "thinking" in its click's handler (play.js), so "you"
 * is never the state before the computer's answer. */
async function settled(page) {
  await page.waitForFunction(() => ['you', 'over', 'failed'].includes(
    document.getElementById('versus').getAttribute('data-state')), null,
  { timeout: lib.ENGINE });
  return state(page);
}
/* The plies of the game against the computer: [{t, s, p}] */
const plies = (page) => page.evaluate(() => window.BaoPage.playGame.line.plies
  .map((p) => ({ t: p.t, s: p.s })));

async function download(page, file) {
  await page.evaluate(() => { document.getElementById('versus-export').open = true; });
  const [dl] = await Promise.all([page.waitForEvent('download'),
    page.click('#versus-download')]);
  await dl.saveAs(file);
  return fs.readFileSync(file, 'utf8');
}

/* The game from the start at level 1: the learner plays South's first
 * offered move each turn; the computer's moves checked legal. */
async function wholeGame(page) {
  await page.selectOption('#versus-level', '1');
  await page.selectOption('#versus-side', 'S');
  await page.click('#versus-start');
  let st, turns = 0;
  while ((st = await settled(page)) === 'you' && turns++ < 300)
    await page.click('#legal button.move:not([disabled])');
  eq(st, 'over', 'the game at level 1 ends');
  const game = await plies(page);
  /* the page speaks of this game: the table names its players, the chart
   * draws it (a point per position), the board says who lost, not who is
   * to move, and the status is under the board, on the first screen */
  eq(await page.evaluate(() => ['S', 'N'].map((k) =>
    document.querySelector('#row-' + k + ' .player bdi').textContent)),
  ['You', 'The computer'], 'the table names You and The computer');
  eq(await page.evaluate(() => document.querySelector('#chart polyline')
    .getAttribute('points').split(' ').length), game.length + 1,
  `the chart draws the ${game.length} plies of the game played`);
  const boardSays = await page.evaluate(() =>
    document.querySelector('#board text.to-move').textContent);
  ok(/has lost/.test(boardSays) && !/to move/.test(boardSays),
    'the board says who lost: ' + boardSays);
  eq(await page.evaluate(() => ['S', 'N'].map((k) =>
    document.getElementById('to-move-' + k).textContent)), ['', ''],
  'the table gives no side to move once the game is over');
  const seen = await page.evaluate(() => {
    const e = document.getElementById('versus-now'), r = e.getBoundingClientRect();
    return { text: e.textContent, hidden: e.hidden, top: r.top + window.scrollY,
      bottom: r.bottom + window.scrollY, screen: window.innerHeight };
  });
  ok(!seen.hidden && seen.text === await page.textContent('#versus-status') &&
    seen.bottom <= seen.screen, 'the status under the board, on the first screen ' +
    '(1280 x 900): ' + JSON.stringify(seen));
  const lines = execFileSync(bao, ['replay', '--positions', '-'], {
    input: '---\nmoves: [' + game.map((p) => `'${p.t}'`).join(', ') + ']\n',
    encoding: 'utf8', stdio: ['pipe', 'pipe', 'ignore'] })
    .split('\n').filter(Boolean).map((l) => l.split('\t')[3]);
  let wrong = 0;
  game.forEach((p, i) => {   /* null: the start, bao moves' default */
    if (p.s === 1 && !legal(i ? lines[i - 1] : null).includes(p.t)) wrong++;
  });
  ok(game.length > 4 && wrong === 0,
    `${game.length} plies, ${wrong} of the computer's moves not legal`);
  const status = await page.textContent('#versus-status');
  ok(game[game.length - 1].s === 1 ? /computer won/.test(status) : /You won/.test(status),
    'the end says who won: ' + status);

  const file = path.join(out, 'level1.yaml'), text = await download(page, file);
  const check = run(['check', file]);
  eq(check.status, 0, 'bao check of the exported game: ' + check.stdout + check.stderr);
  ok(new RegExp(`1 game, ${game.length} plies legal, 0 errors`).test(check.stdout + check.stderr),
    `bao check counts ${game.length} plies: ${check.stdout}${check.stderr}`);
  eq(run(['convert', '--to', 'yaml', file]).stdout, text,
    'the export is what bao convert --to yaml writes of it');
  ok(/^south: 'You'$/m.test(text) && /^north: 'bao, level 1'$/m.test(text),
    'the players are named');
  console.log(`whole game: ${game.length} plies at level 1`);
}

/* Ply 17 of the game, playing North: the computer (South) first. */
async function fromPly(page, positions) {
  await page.evaluate(() => window.BaoPage.go(window.BaoPage.main, 16));
  await page.selectOption('#versus-level', '2');
  await page.selectOption('#versus-side', 'N');
  await page.click('#versus-start');
  eq(await settled(page), 'you', 'from ply 16: the learner to move');
  let game = await plies(page);
  eq(game.map((p) => p.s), [0], 'from ply 16: the computer played first, South');
  await page.click('#legal button.move:not([disabled])');
  eq(await settled(page), 'you', 'the learner moved, the computer replied');
  game = await plies(page);
  eq(game.map((p) => p.s), [0, 1, 0], 'three plies');
  await page.click('#versus-undo');
  eq(await settled(page), 'you', 'undo: the learner to move');
  eq((await plies(page)).map((p) => p.s), [0], 'undo took back two plies');
  await page.click('#legal button.move:not([disabled])');
  eq(await settled(page), 'you', 'played again after undo');
  game = await plies(page);
  eq(game.map((p) => p.s), [0, 1, 0], 'three plies again');
  const file = path.join(out, 'ply16.yaml'), text = await download(page, file);
  eq(run(['convert', '--to', 'yaml', file]).stdout, text,
    'the export from ply 16 is what bao convert --to yaml writes of it (its setup folded)');
  const check = run(['check', file]);
  eq(check.status, 0, 'bao check of the game from ply 16: ' + check.stderr);
  const replayed = execFileSync(bao, ['replay', '--positions', file], { encoding: 'utf8' })
    .split('\n').filter(Boolean);
  eq(replayed.length, game.length, 'its plies');
  /* its first ply is a move of the position after the game's ply 16 */
  ok(legal(positions[15]).includes(replayed[0].split('\t')[2]),
    'the record starts at ply 16');
  /* (a fold is a space made a line break and an indent) */
  ok(text.replace(/\n  /g, ' ').includes(`setup: '${positions[15]}'`),
    'its setup is the position after ply 16');
}

/* A search at level 8 on the page's thread's watch. */
async function noFreeze(page) {
  await page.click('#versus-stop');
  await page.selectOption('#versus-level', '8');
  await page.selectOption('#versus-side', 'S');
  await page.evaluate(() => window.BaoPage.go(window.BaoPage.main, 5));
  const searches = await page.evaluate(() => window.baoMainSearches);
  const t0 = await page.evaluate(() => performance.now());
  await page.click('#versus-start');
  eq(await state(page), 'thinking', 'level 8: thinking, said at once');
  await page.screenshot({ path: path.join(out, 'play-thinking.png') });
  eq(await settled(page), 'you', 'level 8 answered');
  const t1 = await page.evaluate(() => performance.now());
  const ms = await page.evaluate(() => window.BaoPage.playGame.thinkMs[0]);
  const long = await page.evaluate(([a, b]) => window.baoLong &&
    window.baoLong.filter((e) => e.start + e.duration > a && e.start < b)
      .map((e) => e.duration), [t0, t1]);
  const gap = await page.evaluate(([a, b]) => Math.max.apply(null, window.baoGaps
    .filter((e) => e.at > a && e.at < b).map((e) => e.gap)), [t0, t1]);
  eq(await page.evaluate(() => window.baoMainSearches), searches,
    'level 8: no search on the page\'s thread');
  ok(ms > 200, `the search took ${ms} ms: over 200, so the probe means something`);
  ok(long !== null, 'PerformanceObserver longtask is supported');
  /* (against the search's own time in the same run, never a fixed number
   * of milliseconds: a busy machine stretches both alike; a search on the
   * page's thread would be one task as long as itself) */
  ok(long && long.every((d) => d < ms / 4),
    `no task on the page's thread a quarter as long as the search (${Math.round(ms)} ms): ${long}`);
  ok(gap < ms / 2, `the timer's longest gap while thinking: ${gap} ms, the search ${ms} ms`);
  console.log(`level 8: search ${Math.round(ms)} ms in the worker; main thread: long tasks ` +
    `[${long.map(Math.round)}] ms, longest timer gap ${Math.round(gap)} ms`);
}

const hintSaid = lib.hintSaid;

/* The hint asked while the computer thinks at level 8. */
async function hintWhileThinking(page, positions) {
  await page.click('#versus-stop');
  /* the hint's worker made, its engine compiled, beforehand */
  await page.evaluate(() => window.BaoPage.go(window.BaoPage.main, 4));
  await page.click('#hint');
  await hintSaid(page);
  await page.selectOption('#versus-level', '8');
  await page.selectOption('#versus-side', 'S');
  await page.evaluate(() => window.BaoPage.go(window.BaoPage.main, 5));
  const [searches, hints] = await page.evaluate(() => [window.baoMainSearches,
    window.BaoPage.hintMs.length]);
  const t0 = await page.evaluate(() => performance.now());
  await page.click('#versus-start');
  eq(await state(page), 'thinking', 'level 8 again: thinking');
  await page.click('#hint');
  const said = await hintSaid(page);
  await page.screenshot({ path: path.join(out, 'play-hint-thinking.png') });
  eq(await state(page), 'thinking',
    'the hint is answered while the computer still thinks (a worker each)');
  const move = await page.getAttribute('#hint-text', 'data-move');
  ok(legal(positions[4]).includes(move) && said.includes(move),
    `the hint after ply 5 gives a legal move: ${said}`);
  eq(await settled(page), 'you', 'level 8 answered after the hint');
  const t1 = await page.evaluate(() => performance.now());
  const [searchesNow, ms] = await page.evaluate(() => [window.baoMainSearches,
    window.BaoPage.hintMs.slice()]);
  eq(ms.length, hints + 1, 'one more hint searched in its worker');
  eq(searchesNow, searches, 'no search on the main thread while hinting and playing');
  const long = await page.evaluate(([a, b]) => window.baoLong &&
    window.baoLong.filter((e) => e.start + e.duration > a && e.start < b)
      .map((e) => e.duration), [t0, t1]);
  const level8 = await page.evaluate(() => window.BaoPage.playGame.thinkMs.slice(-1)[0]);
  ok(long && long.every((d) => d < level8 / 4),
    `no task on the page's thread a quarter as long as the search (${Math.round(level8)} ms): ${long}`);
  console.log(`the hint: ${Math.round(ms[ms.length - 1])} ms in its worker while the ` +
    `computer thought; main thread: long tasks [${long.map(Math.round)}] ms`);
}

const browser = await lib.launch(chromiumPath,
  ['--no-sandbox', '--allow-file-access-from-files']);
try {
  const positions = execFileSync(bao, ['replay', '--positions', gameFile], { encoding: 'utf8' })
    .split('\n').filter(Boolean).map((l) => l.split('\t')[3]);
  const context = await browser.newContext({ acceptDownloads: true,
    viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors = [];
  let requests = 0;
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.route('**/*', (r) => {
    if (r.request().url().startsWith('file:')) return r.continue();
    requests++;
    return r.abort();
  });
  await page.addInitScript(probe);
  await page.goto('file://' + path.resolve(pageFile));
  await lib.ready(page);
  await page.waitForSelector('#versus-start:not([disabled])');
  eq(await state(page), 'off', 'the box waits');
  /* the sowing seed by seed off: a game of many plies in seconds */
  await page.evaluate(() => { document.getElementById('animate').checked = false; });
  await wholeGame(page);
  await page.screenshot({ path: path.join(out, 'play-desktop.png') });
  await fromPly(page, positions);
  await noFreeze(page);
  await hintWhileThinking(page, positions);
  /* a phone: the box comes under the board while the game is on */
  await page.setViewportSize({ width: 390, height: 844 });
  await page.click('#legal button.move:not([disabled])');
  await settled(page);
  await page.evaluate(() => document.getElementById('board').scrollIntoView());
  await page.screenshot({ path: path.join(out, 'play-phone.png'), fullPage: false });
  await page.screenshot({ path: path.join(out, 'play-phone-full.png'), fullPage: true });
  eq(errors, [], 'no console error');
  eq(requests, 0, 'no request');
} catch (e) {
  t.crashed(e);
} finally {
  await browser.close();
}
t.finish();
