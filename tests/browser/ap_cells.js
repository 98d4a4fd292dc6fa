#!/usr/bin/env node
/* ap_cells.js - the pages of an Abstract Play record name AP's cells
 * everywhere a player reads them, in headless Chromium (playwright-core).
 * Run by tests/ap_cells.sh, which writes into DIR:
 *
 *   ap.html, ap-sw.html  bao html of an AP game (tests/data/abstractplay/),
 *                        in English and in Swahili
 *   dv.html              bao html of the 1994 game (de Voogt's notation)
 *   drill-ap.html        bao drill of AP games (when the build has the
 *                        engine in WebAssembly)
 *
 * AP's cells (docs and bao-record(5)): a file a..h from South's left and
 * a rank 1..4 from South's back row; a move is a cell, '<' or '>', then
 * '*' or '**' and '+'.  So on an AP page every word of a letter and a
 * digit is such a cell or move (de Voogt's A6, b7 and A6L* are not),
 * the board's edges read a..h and 4..1 (from North: h..a and 1..4); on
 * the de Voogt page they read 8..1 / 1..8 and b a A B, and its moves are
 * de Voogt's.  Usage: node ap_cells.js DIR CHROMIUM [engine].  Prints
 * "N passed, M failed" and exits 1 on a failure; screenshots at 1280 and
 * 390 pixels wide go to DIR/*.png. */
'use strict';
const path = require('path');
const lib = require('./lib.js');

const dir = process.argv[2];
const executablePath = process.argv[3];
const engine = process.argv[4] === 'engine';
const t = lib.checks();
const { ok, eq } = t;

/* The words of a letter and a digit (a hole's name, a cell, a move) that
 * are not AP's: AP's are a1..h4 with its move marks. */
const AP_WORD = /^[a-h][1-4](?:[<>]\*{0,2}\+?)?$/;
let names = [];                      /* the players' names: P1, P2 */
function notAp(text) {
  return (text.match(/(?<![A-Za-z0-9])[A-Za-z][0-9][A-Za-z0-9<>*+#]*/g) || [])
    .filter((w) => !AP_WORD.test(w) && names.indexOf(w) < 0);
}
/* de Voogt's names: a row letter, a hole 1..8, perhaps L/R and marks. */
const DV_MOVE = /^[ABab][1-8][LR]\*?>?$/;

const url = (name, hash) => 'file://' + path.resolve(dir, name) + (hash || '');

/* What a reader sees of the page: its visible text, the board's hover
 * titles and labels, the text board, every aria-label and title. */
async function seen(page) {
  return page.evaluate(() => {
    const all = (sel) => Array.prototype.map.call(document.querySelectorAll(sel),
      (e) => e.textContent);
    const attrs = Array.prototype.map.call(document.querySelectorAll('[aria-label],[title]'),
      (e) => (e.getAttribute('aria-label') || '') + ' ' + (e.getAttribute('title') || ''));
    const text = document.getElementById('board-text');
    return [document.body.innerText, all('#board title').join(' '),
      text ? text.textContent : '', attrs.join(' ')].join('\n');
  });
}

async function labels(page) {
  return page.evaluate(() => {
    const t = (sel) => Array.prototype.map.call(
      document.querySelectorAll('#board ' + sel), (e) => e.textContent).join('');
    return { numbers: t('.label.number'), rows: t('.label.row') };
  });
}

async function go(page, k) {
  await page.evaluate((k) => { location.hash = '#ply=' + k; }, k);
  await page.waitForFunction((k) =>
    document.getElementById('board').getAttribute('data-ply') === String(k), k);
}

async function shots(page, name) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.evaluate(() => document.getElementById('board').scrollIntoView());
    await page.screenshot({ path: path.join(dir, name + '-' + width + '.png') });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

function watch(page, name) {
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  page.on('pageerror', (e) => errors.push(e.message));
  return () => eq(errors.join('\n'), '', name + ': console errors');
}

/* The page of an AP record in language `lang`: its labels, every ply's
 * words, the sowing's captions, the learner's moves, the hint. */
async function apPage(browser, name) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = watch(page, name);
  await page.goto(url(name));
  names = await page.evaluate(() => [window.BaoPage.data.south, window.BaoPage.data.north]);
  const l = await labels(page);
  eq(l.numbers, 'abcdefghabcdefgh', name + ': the files along both edges');
  eq(l.rows, '4321', name + ': the ranks from the top');
  const plies = await page.evaluate(() => window.BaoPage.data.plies.length);
  ok(plies > 40, name + ': the game has its plies');
  let bad = [], cells = 0;
  for (let k = 0; k <= plies; k++) {
    await go(page, k);
    const text = await seen(page);
    bad = bad.concat(notAp(text).map((w) => k + ':' + w));
    cells += (text.match(/(?<![A-Za-z0-9])[a-h][1-4](?![0-9])/g) || []).length;
    /* the sowing's captions, step by step */
    if (k > 0) {
      const said = await page.evaluate((k) => {
        const B = window.BaoPage, d = B.data, p = (i) => B.parse(i ? d.plies[i - 1].p : d.start);
        return B.sowing(p(k - 1), d.plies[k - 1].e).map((s) => s.caption || '').join(' ');
      }, k);
      bad = bad.concat(notAp(said).map((w) => k + ' sowing:' + w));
    }
  }
  eq(bad.slice(0, 8).join(' '), '', name + ': every word a player reads is an AP cell or move');
  ok(cells > plies, name + ': the plies name AP cells (' + cells + ')');
  await go(page, 10);
  await shots(page, name.replace('.html', ''));
  await page.click('#flip');
  const f = await labels(page);
  eq(f.numbers, 'hgfedcbahgfedcba', name + ': North\'s view: the files from h');
  eq(f.rows, '1234', name + ': North\'s view: the ranks from the top');
  await page.click('#flip');
  if (engine) {
    /* the engine compiled: the legal moves listed */
    await lib.ready(page);
    await page.waitForFunction(() => document.querySelectorAll('#legal button.move').length > 0);
    const moves = await page.$$eval('#legal button.move', (b) => b.map((e) => e.textContent));
    eq(moves.filter((m) => !AP_WORD.test(m)).join(' '), '', name + ': the legal moves in AP\'s spelling');
    /* a learner's move (not the game's): its title, its sentences, the
     * line of mine */
    const pick = await page.$eval('#legal button.move:not(.game-move)', (b) => b.textContent);
    await page.click('#legal button.move:not(.game-move)');
    /* (the click plays it and starts its sowing at once: explore.js and
     * page.js's go) */
    await page.waitForFunction(() => document.getElementById('mine').textContent.length > 0);
    await page.waitForFunction(() =>
      !document.getElementById('board').classList.contains('sowing-now'));
    let text = await seen(page);
    eq(notAp(text).join(' '), '', name + ': a learner\'s move told in AP\'s cells');
    ok(text.indexOf(pick) >= 0, name + ': the learner\'s move ' + pick + ' shown as played');
    await page.click('#hint');
    text = await lib.hintSaid(page);
    eq(notAp(text).join(' '), '', name + ': the hint in AP\'s cells: ' + text);
    /* the computer's move against the learner from here (level 1, the
     * learner the side not to move: the computer moves first), as the
     * play pane says it */
    if (name === 'ap.html') {
      const north = await page.evaluate(() =>
        window.BaoPage.parse(document.getElementById('board').getAttribute('data-position')).toMove === 0);
      await page.selectOption('#versus-level', '1');
      await page.selectOption('#versus-side', north ? 'N' : 'S');
      await page.click('#versus-start');
      /* the computer's move made: the learner to move (or the game
       * over), not "thinking", whose words are in the status too */
      await page.waitForFunction(() =>
        /^(you|over)$/.test(document.getElementById('versus').getAttribute('data-state')) &&
        document.getElementById('mine').textContent.length > 0, null, { timeout: lib.ENGINE });
      /* (its move's sowing began with the state: play.js's answered) */
      await page.waitForFunction(() =>
        !document.getElementById('board').classList.contains('sowing-now'));
      text = await page.textContent('#versus-status');
      ok(/(?<![A-Za-z0-9])[a-h][1-4][<>]/.test(text), name + ': the computer\'s move in AP\'s spelling: ' + text);
      eq(notAp(await seen(page)).join(' '), '', name + ': the game against the computer in AP\'s cells');
    }
  }
  errors();
  await page.close();
}

async function dvPage(browser) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = watch(page, 'dv.html');
  await page.goto(url('dv.html', '#ply=23'));
  const l = await labels(page);
  eq(l.numbers, '8765432112345678', 'dv.html: the hole numbers');
  eq(l.rows, 'baAB', 'dv.html: the row letters');
  const text = await seen(page);
  ok(/(?<![A-Za-z0-9])A[1-8]/.test(await page.textContent('#annotation')),
    'dv.html: the annotation names de Voogt\'s holes');
  ok(/A4R/.test(text), 'dv.html: ply 23 is A4R');
  if (engine) {
    await lib.ready(page);
    await page.waitForFunction(() => document.querySelectorAll('#legal button.move').length > 0);
    const moves = await page.$$eval('#legal button.move', (b) => b.map((e) => e.textContent));
    eq(moves.filter((m) => !DV_MOVE.test(m)).join(' '), '', 'dv.html: the legal moves in de Voogt\'s notation');
  }
  await shots(page, 'dv');
  errors();
  await page.close();
}

async function drillPage(browser) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = watch(page, 'drill-ap.html');
  await page.goto(url('drill-ap.html'));
  const n = await page.$$eval('[data-exercise]', (l) => l.length);
  ok(n > 0, 'drill-ap.html: the AP games make exercises (' + n + ')');
  const dialects = await page.$$eval('[data-exercise]', (l) => l.map((e) => e.dataset.dialect));
  eq(dialects.filter((d) => d !== 'ap').length, 0, 'drill-ap.html: every exercise says it is AP\'s');
  const l = await labels(page);
  eq(l.numbers, 'abcdefghabcdefgh', 'drill-ap.html: the files along both edges');
  eq(l.rows, '4321', 'drill-ap.html: the ranks');
  /* the engine's moves listed (waiting() holds before the engine is
   * there) */
  await page.waitForFunction(() => window.BaoDrill.waiting() &&
    document.querySelector('#legal button.move') !== null, null, { timeout: lib.ENGINE });
  const moves = await page.$$eval('#legal button.move', (b) => b.map((e) => e.textContent));
  ok(moves.length > 0, 'drill-ap.html: the moves to pick from');
  eq(moves.filter((m) => !AP_WORD.test(m)).join(' '), '', 'drill-ap.html: the moves in AP\'s spelling');
  let said = '';
  for (const k of [1, 2]) { /* the hole, then the move */
    await page.click('#hint');
    said += ' ' + await page.textContent('#verdict');
  }
  ok(/[a-h][1-4]/.test(said), 'drill-ap.html: the hints name a cell: ' + said);
  /* a wrong move, answered by the opponent's line */
  const wrong = await page.evaluate(() => Array.prototype.map.call(
    document.querySelectorAll('#legal button.move'), (b) => b.getAttribute('data-token'))
    .find((t) => window.BaoDrill.judge(t) === false));
  if (wrong) {
    await page.click('#legal button.move[data-token="' + wrong + '"]');
    await page.waitForFunction(() => window.BaoDrill.over(), null, { timeout: lib.ENGINE });
  }
  const text = await seen(page);
  eq(notAp(text).join(' '), '', 'drill-ap.html: every word is an AP cell or move');
  await shots(page, 'drill-ap');
  errors();
  await page.close();
}

(async () => {
  const browser = await lib.launch(executablePath, ['--no-sandbox']);
  try {
    await apPage(browser, 'ap.html');
    await apPage(browser, 'ap-sw.html');
    await dvPage(browser);
    if (engine) await drillPage(browser);
  } catch (e) {
    t.crashed(e);
  }
  await browser.close();
  t.finish();
})();
