/* drill.js - the training page of bao drill in headless Chromium
 * (playwright-core), run by tests/drill.sh:
 *
 *   node drill.js OUT_DIR CHROMIUM BAO PAGE [GAME_PAGE GAME_FILE]
 *
 *   every exercise  re-solved by the command: the page accepts exactly the
 *               moves `bao solve --all` within the exercise's bound calls
 *               right (win: verdict win; save: any verdict but loss), and
 *               each exercise has a right and a wrong move
 *   solve       a win exercise played through on the board, by clicks on
 *               holes (or the move's button when a hole has several),
 *               each reply of the page checked as the longest defence
 *               (the rule of drill.js, computed here from `bao solve
 *               --all` and `bao moves`), to the end of the game
 *   fail        a wrong move: the page plays `bao solve`'s refutation
 *   hint        the hole of a right move, then a right move
 *   progress    kept over a reload, exported to a file, cleared, imported
 *   screenshots desktop and phone, in OUT_DIR (looked at by a person);
 *   on a phone holes of 33 px at least (the game page's) and the hands
 *   said under the board; the move buttons disabled while a move is
 *   sown, and Again clearing the caption of a sowing cut short
 *   guess       with GAME_PAGE (bao html of the 1994 game): guess the move
 *               at two plies, the game's move (by a click on its hole)
 *               and another (its button), each move's
 *               verdict as `bao solve --all --depth 3` gives it, the
 *               score, and the game's move played after the guess
 * with no request (every one but the page's is aborted and counted) and
 * no console error.  Expected values come from the command, never from
 * the page. */
'use strict';
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const lib = require('./lib.js');

const [out, chromiumPath, bao, pageFile, gamePage, gameFile] = process.argv.slice(2);
const t = lib.checks({ fail: 'FAIL ', json: true });
const { ok, eq } = t;

/* The command's options of an exercise's game. */
function game(ex) {
  const args = ['--variant', ex.variant];
  ex.rules.split(' ').filter(Boolean).forEach((r) => args.push('--rule', r));
  return args;
}
/* `bao solve --all`: [{token, verdict, n}] */
function solveAll(line, depth, ex) {
  return execFileSync(bao, ['solve', '--all', '--depth', String(depth),
    '--position', line].concat(game(ex)), { encoding: 'utf8' })
    .split('\n').filter(Boolean).map((l) => l.split('\t'))
    .map((f) => ({ token: f[0], verdict: f[1], n: +f[2] }));
}
/* `bao solve`: {verdict, n, line} */
function solve(line, depth, ex) {
  const f = execFileSync(bao, ['solve', '--depth', String(depth), '--position',
    line].concat(game(ex)), { encoding: 'utf8' }).trim().split('\t');
  return { verdict: f[0], n: +f[1], line: f[2] ? f[2].split(' ') : [] };
}
/* `bao moves`: token -> the line after it (null: never ends) */
function moves(line, ex) {
  const m = {};
  execFileSync(bao, ['moves', '--position', line].concat(game(ex)),
    { encoding: 'utf8' }).split('\n').filter(Boolean).forEach((l) => {
    const f = l.split('\t');
    m[f[0]] = f[1].startsWith('never-ending') ? null : f[1];
  });
  return m;
}
function right(task, v) { return task === 'win' ? v.verdict === 'win' : v.verdict !== 'loss'; }
function holeOf(token) {
  const side = token[0] === 'a' || token[0] === 'b' ? 1 : 0;
  const back = token[0] === 'B' || token[0] === 'b', n = +token[1];
  return side * 16 + (back ? 16 - n : n - 1);
}
function holeName(token) { return token.slice(0, 2); }

/* Guess the move in the game's page: at ply index k (the position
 * before ply k + 1), `mine` played; what the page must say, from `bao
 * solve --all --depth 3` (the page's depth) and `bao replay --positions`. */
async function guess(context) {
  const errors = [];
  let page = null;
  const url = 'file://' + path.resolve(gamePage);
  const replay = execFileSync(bao, ['replay', '--positions', gameFile], { encoding: 'utf8' })
    .split('\n').filter(Boolean).map((l) => l.split('\t'));
  const before = (k) => (k === 0 ? null : replay[k - 1][3]);
  const kiswahili = { variant: 'kiswahili', rules: '' };
  const moveWord = (n) => `${n} move${n === 1 ? '' : 's'}`;
  let right = 0, asked = 0;
  for (const [k, other] of [[37, false], [43, true]]) {
    if (page) await page.close();
    page = await context.newPage(); /* a fresh page: the score starts at 0 */
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    await page.goto(`${url}#ply=${k}`);
    await page.waitForSelector('#explore[data-state="ready"]', { state: 'attached',
      timeout: lib.ENGINE });
    await page.click('#guess-on');
    const line = before(k), game = replay[k][2];
    const all = solveAll(line, 3, kiswahili);
    const mine = other ? all.find((v) => v.token !== game) : all.find((v) => v.token === game);
    ok(/hidden|none/.test(await page.$eval('.moves-box', (e) => getComputedStyle(e).display)),
      'the move list hidden');
    if (!other) {
      /* the game's move guessed on the board: a click on its hole (then
       * its button, when the hole has several moves) is the guess */
      const m = moves(line, kiswahili);
      const same = Object.keys(m).filter((t) => m[t] && holeName(t) === holeName(mine.token));
      await page.click(`#pit-${holeName(mine.token)}`);
      if (same.length > 1) await page.click(`#guess-moves button[data-token="${mine.token}"]`);
    } else {
      await page.click(`#guess-moves button[data-token="${mine.token}"]`);
    }
    const theirs = all.find((v) => v.token === game);
    const best = all.filter((v) => v.verdict === 'win').sort((a, b) => a.n - b.n)[0];
    /* guess.js's words, from the verdicts */
    const words = (v) => v.verdict === 'win' ? `wins in ${moveWord(v.n)}`
      : v.verdict === 'loss' ? `loses in ${moveWord(v.n)}`
      : best ? `misses a win in ${moveWord(best.n)}` : 'is not judged within 3 moves';
    const rank = (v) => v.verdict === 'win' ? 1000 - v.n : v.verdict === 'loss' ? v.n - 1000 : 0;
    asked = 1;
    right = mine.token === game || rank(mine) >= rank(theirs) ? 1 : 0;
    const want = mine.token === game ? `${game}: the game's move.`
      : `Your ${mine.token} ${words(mine)}; the game's ${game} ${words(theirs)}.`;
    eq(await page.textContent('#guess-verdict'), want, `guess at ply ${k + 1}`);
    eq(await page.textContent('#guess-score'), `Score: ${right} of ${asked}.`, 'the score');
    await page.waitForFunction((p) => document.getElementById('board')
      .getAttribute('data-position') === p, replay[k][3]);
    eq(await page.getAttribute('#board', 'data-position'), replay[k][3], "the game's move played");
  }
  await page.screenshot({ path: path.join(out, 'guess.png') });
  eq(errors, [], 'guess: no page error');
  await page.close();
}

(async () => {
  const browser = await lib.launch(chromiumPath, ['--no-sandbox']);
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 },
    acceptDownloads: true });
  const pageUrl = 'file://' + path.resolve(pageFile);
  const routed = [], errors = [];
  await context.route('**/*', (r) => {
    const own = [pageUrl, gamePage ? 'file://' + path.resolve(gamePage) : pageUrl];
    if (own.includes(r.request().url().split('#')[0])) return r.continue();
    routed.push(r.request().url());
    return r.abort();
  });
  const page = await context.newPage();
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(e.message));
  /* The engine in the page: BaoDrill.waiting() holds as soon as the
   * page opens its first exercise, before the engine (compiled in the
   * background) lists its moves. */
  const ready = () => page.waitForFunction(() => window.BaoDrill && window.BaoDrill.waiting &&
    window.BaoDrill.waiting() && document.querySelector('#legal button') !== null,
  null, { timeout: lib.ENGINE });
  const waiting = () => page.waitForFunction(() =>
    window.BaoDrill && window.BaoDrill.waiting && (window.BaoDrill.waiting() || window.BaoDrill.over()),
  null, { timeout: lib.ENGINE });
  async function open(i) {
    await page.click(`#exercises li:nth-child(${i + 1}) button.open`);
    await page.evaluate(() => { window.baoDrillFast = 1; });
    await waiting();
  }
  const board = () => page.getAttribute('#board', 'data-position');

  await page.goto(pageUrl);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await ready();
  const list = await page.$$eval('[data-exercise]', (els) => els.map((e) => ({
    position: e.dataset.position, task: e.dataset.task, n: +e.dataset.n,
    variant: e.dataset.variant, rules: e.dataset.rules, rating: +e.dataset.rating })));
  ok(list.length > 0, 'the page has exercises');
  /* ordered by rating */
  list.forEach((e, i) => ok(i === 0 || list[i - 1].rating <= e.rating, `order at ${i}`));

  /* ---- every exercise re-solved ---- */
  let judged = 0;
  for (let i = 0; i < list.length; i++) {
    const ex = list[i];
    await open(i);
    eq(await board(), ex.position, `exercise ${i + 1}: the board`);
    const all = solveAll(ex.position, ex.n, ex);
    ok(all.some((v) => right(ex.task, v)) && all.some((v) => !right(ex.task, v)),
      `exercise ${i + 1}: a right and a wrong move`);
    for (const v of all) {
      const said = await page.evaluate((t) => window.BaoDrill.judge(t), v.token);
      eq(said, right(ex.task, v), `exercise ${i + 1} ${ex.position}: ${v.token}`);
      judged++;
    }
  }
  console.log(`${list.length} exercises, ${judged} moves judged as bao solve --all`);

  /* ---- one win exercise solved on the board ---- */
  const wi = list.findIndex((e) => e.task === 'win' && e.n >= 2);
  ok(wi >= 0, 'a win exercise in 2 or more');
  const ex = list[wi];
  await open(wi);
  let left = ex.n, line = ex.position, plies = 0;
  while (left > 0) {
    const mine = solveAll(line, left, ex).filter((v) => v.verdict === 'win');
    const token = mine[mine.length - 1].token; /* not always the first */
    const m = moves(line, ex);
    const same = Object.keys(m).filter((t) => m[t] && holeName(t) === holeName(token));
    await page.click(`#pit-${holeName(token)}`);
    if (same.length > 1) await page.click(`#legal button[data-token="${token}"]`);
    const after = m[token];
    plies++;
    left--;
    const over = execFileSync(bao, ['solve', '--depth', '0', '--position', after]
      .concat(game(ex)), { encoding: 'utf8' }).startsWith('loss\t0');
    if (over) {
      await page.waitForFunction(() => window.BaoDrill.over(), null, { timeout: lib.ENGINE });
      eq(await board(), after, 'the winning move on the board');
      break;
    }
    /* the defence: the most moves, then the first in `bao moves` order */
    const d = solveAll(after, left, ex);
    let best = d[0];
    d.forEach((v) => { if (v.n > best.n) best = v; });
    const replied = moves(after, ex)[best.token];
    await page.waitForFunction((l) => window.BaoDrill.waiting() &&
      document.getElementById('board').getAttribute('data-position') === l, replied,
    { timeout: lib.ENGINE });
    eq(await board(), replied, `the page's defence after ${token}`);
    line = replied;
  }
  ok(await page.evaluate(() => window.BaoDrill.over()), 'the exercise ends');
  ok(/Solved/.test(await page.textContent('#verdict')), 'said solved');
  await page.screenshot({ path: path.join(out, 'drill-solved.png') });
  console.log(`solved exercise ${wi + 1} in ${plies} moves`);

  /* ---- a wrong move and its refutation ---- */
  const fi = list.findIndex((e, i) => i !== wi && e.task === 'win');
  const fx = list[fi];
  await open(fi);
  const bad = solveAll(fx.position, fx.n, fx).filter((v) => v.verdict !== 'win' &&
    moves(fx.position, fx)[v.token])[0];
  await page.click(`#legal button[data-token="${bad.token}"]`);
  await page.waitForFunction(() => window.BaoDrill.over(), null, { timeout: lib.ENGINE });
  const afterBad = moves(fx.position, fx)[bad.token];
  const refute = solve(afterBad, fx.n, fx);
  const verdict = await page.textContent('#verdict');
  ok(verdict.includes(bad.token), 'the wrong move named');
  if (refute.verdict === 'win') {
    ok(verdict.includes(refute.line.join(' ')), `the refutation ${refute.line.join(' ')} in "${verdict}"`);
    let l = afterBad;
    refute.line.forEach((t) => { l = moves(l, fx)[t]; });
    eq(await board(), l, 'the refutation played out');
  }
  await page.screenshot({ path: path.join(out, 'drill-refuted.png') });

  /* ---- the hint ---- */
  const hi = list.findIndex((e, i) => i !== wi && i !== fi);
  const hx = list[hi];
  await open(hi);
  const good = solveAll(hx.position, hx.n, hx).filter((v) => right(hx.task, v)).map((v) => v.token);
  await page.click('#hint');
  const lit = await page.$$eval('.pit.hint', (g) => g.map((e) => e.id.replace('pit-', '')));
  eq(lit.length, 1, 'one hole lit by the hint');
  ok(good.some((t) => holeName(t) === lit[0]), `the hint's hole ${lit[0]} has a right move`);
  await page.click('#hint');
  const said = await page.textContent('#verdict');
  ok(good.some((t) => said.includes(t)), `the second hint names a right move: ${said}`);

  /* ---- the keys: N the next exercise, H the hint, Enter on a move ---- */
  await page.focus('#hint');
  await page.keyboard.press('n');
  await page.evaluate(() => { window.baoDrillFast = 1; });
  await waiting();
  const now = await board();
  ok(now !== hx.position && list.some((e) => e.position === now), 'N: another exercise');
  await page.keyboard.press('h');
  ok(/A|B|a|b/.test(await page.textContent('#verdict')), 'H: a hint');
  /* the move taken: the verdict says it (it said the hint before: a
   * wait for a verdict not empty held at once), then the page waits
   * again or the exercise is over */
  const hinted = await page.textContent('#verdict');
  await page.focus('#legal button');
  await page.keyboard.press('Enter');
  await page.waitForFunction((h) => document.getElementById('verdict').textContent !== h &&
    (window.BaoDrill.waiting() || window.BaoDrill.over()), hinted, { timeout: lib.ENGINE });
  ok((await board()) !== now, 'Enter on a move plays it');

  /* ---- progress: reload, export, import ---- */
  const key = 'bao-drill:' + ex.position;
  const before = await page.evaluate((k) => localStorage.getItem(k), key);
  ok(before && JSON.parse(before).box === 1, `solved clean: the second box (1 day): ${before}`);
  const missed = await page.evaluate((k) => localStorage.getItem(k), 'bao-drill:' + fx.position);
  ok(missed && JSON.parse(missed).box === 0, `missed: the first box (1 hour): ${missed}`);
  await page.reload();
  await ready();
  const progress = await page.textContent('#progress');
  ok(/Solved 1 of /.test(progress), `progress after a reload: ${progress}`);
  const [download] = await Promise.all([page.waitForEvent('download'),
    page.click('#export-progress')]);
  const file = path.join(out, 'progress.json');
  await download.saveAs(file);
  const exported = JSON.parse(fs.readFileSync(file, 'utf8'));
  ok(exported.items[ex.position] && exported.items[ex.position].box === 1, 'exported');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await ready();
  ok(/Solved 0 of /.test(await page.textContent('#progress')), 'cleared');
  await page.setInputFiles('#import-progress', file);
  /* (the file is read in the background: FileReader) */
  await page.waitForFunction(() => /Solved 1 of /.test(
    document.getElementById('progress').textContent));
  ok(/Solved 1 of /.test(await page.textContent('#progress')), 'imported');

  /* ---- screenshots ---- */
  await page.screenshot({ path: path.join(out, 'drill-desktop.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(out, 'drill-phone.png') });

  /* ---- a phone: holes as big as the game page's (33 px at 390 px: its
   * board without the side margins), the hands said under the board ---- */
  const holeOf = (p) => p.evaluate(() =>
    document.querySelector('#board .pit circle').getBoundingClientRect().width);
  const hole = await holeOf(page);
  let gameHole = 32.5; /* the game page's, 33 px when rounded */
  if (gamePage) {
    const g = await context.newPage();
    await g.setViewportSize({ width: 390, height: 844 });
    await g.goto('file://' + path.resolve(gamePage));
    gameHole = await holeOf(g);
    await g.close();
  }
  ok(hole >= gameHole - 0.01 && hole >= 32.5, `a hole on a phone is ${hole.toFixed(1)} px ` +
    `wide, the game page's ${gameHole.toFixed(1)}`);
  const shown = await board(), hand = /hand S(\d+) N(\d+)/.exec(shown);
  const hands = await page.textContent('#hands');
  ok(await page.isVisible('#hands') && hands.includes(hand[2]) && hands.includes(hand[1]),
    `the hands said under the board: "${hands}" (${hand[0]})`);

  /* ---- while a refutation is sown, no move button can be pressed; Again
   * starts the exercise afresh, the sowing's caption gone ---- */
  await open(fi);
  await page.evaluate(() => { window.baoDrillFast = 0; });
  await page.click(`#legal button[data-token="${bad.token}"]`);
  await page.waitForFunction(() => document.getElementById('sowing').textContent !== '');
  ok(await page.$$eval('#legal button', (bs) => bs.length > 0 && bs.every((b) => b.disabled)),
    'the move buttons are disabled while a move is sown');
  await page.click('#again');
  /* deliberately a pause, not a wait for a state: that no timer of the
   * sowing cut short writes its caption again within it (a loaded
   * machine can only make the check weaker, never fail it) */
  await page.waitForTimeout(400);
  eq(await page.textContent('#sowing'), '', 'Again: no caption of the sowing cut short');
  eq(await board(), fx.position, 'Again: the exercise from its start');
  ok(await page.$$eval('#legal button', (bs) => bs.length > 0 && bs.every((b) => !b.disabled)),
    'Again: the moves can be played');
  await page.screenshot({ path: path.join(out, 'drill-phone-again.png') });

  if (gamePage) await guess(context, page);

  eq(routed, [], 'no request');
  eq(errors, [], 'no console error');
  await browser.close();
  t.finish(t.failed ? `${t.failed} failures` : 'all passed');
})().catch(t.fatal);
