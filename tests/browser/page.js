#!/usr/bin/env node
/* page.js - the teaching page (bao html) in a real browser: headless
 * Chromium driven by playwright-core.  Run by tests/html.sh, which writes
 * the pages and what they must show into DIR:
 *
 *   game.html        bao html records/maulidi-kijumbe-1994.yaml
 *   game-23.html     the same with --ply 23
 *   game-sw.html     the same with --lang sw; annotate-sw.txt: bao annotate
 *                    --lang sw of the record
 *   positions.tsv    bao replay --positions of the same record
 *   ascii-N.txt      bao diagram --ply N (the text diagram), N = 5, 23, 46
 *   hostile.html     tests/browser/hostile.yaml: markup in every text
 *   broken.html      tests/browser/broken.txt: a record that breaks off
 *                    (and ends with a resignation the page must not tell)
 *   all/*.html       every bundled record (each variant), two random games
 *   game-noengine.html  the 1994 game with --no-engine
 *   teach/game-N.html   tests/data/solve-teach.yaml with --depth 1;
 *                    teach.tsv: bao analyze --depth 1 of it
 *   puzzle.html      the first puzzle bao puzzles --depth 2 finds in 12
 *                    random games; puzzle.tsv: bao replay --positions of
 *                    it (its solution)
 *   var.html         tests/browser/variations.yaml; var-plain.tsv and
 *                    var-nested.tsv: bao replay --positions of its
 *                    variations written as plain games
 *   game-time.html, game-time-sw.html  the 1994 game judged under a
 *                    budget (--time 1), in English and Swahili; time.err,
 *                    time-sw.err: their standard error (depth.js)
 *
 * With the engine, explore.js and told.js (a learner's moves told as
 * `bao annotate` tells them) run too.
 *
 * Usage: node page.js DIR CHROMIUM BAO [engine]: BAO is the command, which
 * the tests of explore.js ask for moves and solutions; `engine` when the
 * pages hold the engine (the build has it).  Screenshots go to DIR/*.png.
 * Prints "N passed, M failed" and exits 1 on a failure.
 *
 * Expected values come from bao's other commands (replay, diagram, moves,
 * solve, analyze, check), from docs/rules.md (the start position, R2) and
 * from the record (46 plies), never from the page itself. */
'use strict';
const fs = require('fs');
const path = require('path');
const lib = require('./lib.js');

const dir = process.argv[2];
const executablePath = process.argv[3];
const bao = process.argv[4];            /* the command: expected values */
const engine = process.argv[5] === 'engine'; /* the pages hold the engine */
const t = lib.checks();
const { ok, eq } = t;

/* docs/rules.md R2: the start of Bao la Kiswahili. */
const START = '0 0 0 0 0 0 0 0 / 0 2 2 6 0 0 0 0 / 0 0 0 0 6 2 2 0 / ' +
  '0 0 0 0 0 0 0 0 | hand S22 N22 | house S:F N:F | S to move';

/* PLY \t SIDE \t TOKEN \t POSITION, one line per ply (bao replay):
 * the positions and the tokens by ply. */
const positions = [START];
positions.tokens = [null];
positions.sides = [null];
fs.readFileSync(path.join(dir, 'positions.tsv'), 'utf8').split('\n')
  .filter(Boolean).forEach((l) => {
    const f = l.split('\t');
    positions[+f[0]] = f[3];
    positions.tokens[+f[0]] = f[2];
    positions.sides[+f[0]] = f[1];
  });
/* The record's number of ply k's move, as bao replay's sides give it: a
 * move is a ply of the side that begins and the reply to it. */
const moveNo = (k) => positions.sides.slice(1, k + 1)
  .filter((s) => s === positions.sides[1]).length;
/* An annotation of bao annotate ("23. South ...") numbered as the page
 * numbers it, by the record's move ("12. South ..."). */
const byMove = (k, said) => said.replace(/^\d+\./, moveNo(k) + '.');

/* The contrast ratio of two CSS colours (WCAG 2), "rgb(r, g, b)". */
function contrast(a, b) {
  const lum = (c) => {
    const [r, g, bl] = c.match(/[\d.]+/g).slice(0, 3).map((x) => {
      const v = x / 255;
      return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4);
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

function url(name, hash) {
  return 'file://' + path.resolve(dir, name) + (hash || '');
}

/* Every request a page makes, and every console error or page error. */
function watch(page, name) {
  const seen = { requests: [], errors: [], dialogs: 0 };
  page.on('request', (r) => seen.requests.push(r.url()));
  page.on('console', (m) => { if (m.type() === 'error') seen.errors.push(m.text()); });
  page.on('pageerror', (e) => seen.errors.push(e.message));
  page.on('dialog', (d) => { seen.dialogs++; d.dismiss(); });
  seen.check = () => {
    const own = url(name).split('#')[0];
    const others = seen.requests.filter((u) => u.split('#')[0] !== own);
    eq(others.join(' '), '', name + ': requests besides the page itself');
    eq(seen.errors.join('\n'), '', name + ': console errors');
  };
  return seen;
}

const ply = (page) => page.getAttribute('#board', 'data-ply');
const position = (page) => page.getAttribute('#board', 'data-position');

/* The 32 numerals drawn, as a position line's board part (an empty pit
 * draws no numeral: 0). */
async function drawnBoard(page) {
  return page.evaluate(() => {
    const n = (name) => +(document.getElementById('seeds-' + name).textContent || 0);
    const row = (letter, order) => order.map((i) => n(letter + i)).join(' ');
    const down = [8, 7, 6, 5, 4, 3, 2, 1], up = [1, 2, 3, 4, 5, 6, 7, 8];
    return [row('b', down), row('a', down), row('A', up), row('B', up)].join(' / ');
  });
}
const boardPart = (line) => line.split(' | ')[0];

/* The sowing under way ended (page.js's sow() marks the board
 * sowing-now in the handler of the step that starts it: a caller knows
 * it began). */
async function sowingDone(page) {
  await page.waitForFunction(() =>
    !document.getElementById('board').classList.contains('sowing-now'));
}

/* Why South resigned at the end of the 1994 game (South to move, result
 * 0-1), from bao solve --all there (every move loses; the longest
 * defence), bao moves (the position after each move) and bao solve from
 * each (North's winning line), at the page's depth, 3
 * (tests/annotate_end.sh derives bao annotate's the same way). */
function resignation() {
  const { execFileSync } = require('child_process');
  const run = (args) => execFileSync(bao, args, { encoding: 'utf8' })
    .split('\n').filter(Boolean).map((l) => l.split('\t'));
  const end = positions[46], after = {};
  const all = run(['solve', '--all', '--depth', '3', '--position', end]);
  run(['moves', '--position', end]).forEach((m) => { after[m[0]] = m[1]; });
  ok(all.every((m) => m[1] === 'loss'), 'bao solve --all: every South move loses');
  const n = Math.max(...all.map((m) => +m[2]));
  const lines = all.map((m) => m[0] + ' ' +
    run(['solve', '--depth', '3', '--position', after[m[0]]])[0][2]);
  return 'Why South resigned: every move loses within ' + n + ' moves: ' +
    lines.join('; ') + '.';
}

async function desktop(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 },
    reducedMotion: 'reduce' });
  const page = await context.newPage();
  const seen = watch(page, 'game.html');
  await page.goto(url('game.html'));
  eq(await ply(page), '0', 'the page opens at the start');
  eq(await position(page), START, 'data-position at the start (rules R2)');
  eq(await page.isChecked('#animate'), false,
    'prefers-reduced-motion: the sowing is not animated');
  eq(await page.getAttribute('#pit-a5', 'aria-label'), 'a5, nyumba, 6 seeds',
    'a hole is labelled with its name, the nyumba and its seeds');

  /* the keys, on the focused board */
  await page.focus('#board');
  const y0 = await page.evaluate(() => window.scrollY);
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  eq(await ply(page), '5', 'ArrowRight x5');
  eq(await position(page), positions[5], 'data-position after ply 5 = bao replay');
  eq(await drawnBoard(page), boardPart(positions[5]), 'the numerals drawn after ply 5');
  eq(await page.evaluate(() => location.hash), '#ply=5', 'the address follows');
  await page.keyboard.press('ArrowLeft');
  eq(await ply(page), '4', 'ArrowLeft');
  eq(await position(page), positions[4], 'data-position after ply 4');
  await page.keyboard.press('PageDown');
  eq(await ply(page), '14', 'PageDown: ten plies on');
  eq(await position(page), positions[14], 'data-position after ply 14');
  await page.keyboard.press('PageUp');
  eq(await ply(page), '4', 'PageUp: ten plies back');
  await page.keyboard.press('End');
  eq(await ply(page), '46', 'End: the last ply of the 46');
  eq(await position(page), positions[46], 'data-position after ply 46');
  eq(await drawnBoard(page), boardPart(positions[46]), 'the numerals drawn after ply 46');
  const why = resignation(), said = await page.textContent('#annotation');
  ok(said.endsWith(' ' + why), 'the last ply says why South resigned, as bao solve ' +
    'does:\n  want: ' + why + '\n  got:  ' + said);
  await page.keyboard.press('ArrowRight');
  eq(await ply(page), '46', 'no step beyond the end');
  await page.keyboard.press('Home');
  eq(await ply(page), '0', 'Home: the start');
  await page.keyboard.press('PageUp');
  eq(await ply(page), '0', 'no step before the start');
  eq(await page.evaluate(() => window.scrollY), y0, 'the keys do not scroll the page');

  /* the live region and the annotation: the sentence of bao annotate */
  await page.keyboard.press('End');
  for (let i = 0; i < 23; i++) await page.keyboard.press('ArrowLeft');
  eq(await ply(page), '23', 'ArrowLeft x23 from the end');
  const live = await page.textContent('#announce');
  ok(/^Ply 23 of 46: South A4R \(namua capture\): South places a seed from hand in A4\. A4 captures 12/
    .test(live), 'the live region announces ply, side, token, annotation: ' + live);
  /* one numbering: the record's move (12, as the move list's row), the
   * ply count only in the heading */
  eq(moveNo(23), 12, 'ply 23 is move 12 of the record (bao replay\'s sides)');
  eq(await page.textContent('#now-title'), 'Ply 23 of 46 \u00b7 ' + moveNo(23) +
    '. South A4R', 'the heading: the ply count, the record\'s move');
  ok((await page.textContent('#annotation')).startsWith(moveNo(23) +
    '. South A4R (namua capture)'), 'the annotation beside the board, numbered by move');
  eq(await page.textContent('#sowing'), moveNo(23) + '. South A4R (namua capture)',
    'and the caption under the board');
  eq(await page.$eval('a.ply[data-ply="23"]', (a) =>
    a.closest('tr').querySelector('.no').textContent), String(moveNo(23)),
  'the move list numbers it the same');
  eq(await page.getAttribute('a.ply[data-ply="23"]', 'aria-current'), 'step',
    'the current ply is marked in the move list');
  ok(await page.isVisible('a.ply[data-ply="23"]'), 'and scrolled into view');
  ok(await page.isVisible('#captured-a5'), 'the capture of a5 is marked');
  eq(await page.getAttribute('#pit-a5', 'aria-label'),
    'a5, nyumba, destroyed, 0 seeds; 12 captured; \u221212', 'a5 after its capture');

  /* the text version: the text diagram of bao diagram, title and caption
   * left out */
  for (const k of [5, 23, 46]) {
    const want = fs.readFileSync(path.join(dir, 'ascii-' + k + '.txt'), 'utf8')
      .split('\n').filter(Boolean);
    const got = await page.evaluate((n) => window.baoTextBoard(n), k);
    eq(got, want.slice(1, -1).join('\n'), 'the text board of ply ' + k + ' = bao diagram');
  }

  /* the sowing played back ends at the position of every ply */
  eq(JSON.stringify(await page.evaluate(() => window.baoSowingMismatches())), '[]',
    'the sowing of every ply ends at its position');

  /* the move list, the address, flipping */
  await page.click('a.ply[data-ply="7"]');
  eq(await ply(page), '7', 'a click in the move list');
  eq(await position(page), positions[7], 'data-position after ply 7');
  await page.evaluate(() => { location.hash = '#ply=30'; });
  await page.waitForFunction(() => document.getElementById('board').dataset.ply === '30');
  eq(await position(page), positions[30], 'a changed #ply=30 is followed');
  const before = await page.evaluate(() => [
    document.getElementById('pit-A1').getBoundingClientRect().y,
    document.getElementById('pit-a1').getBoundingClientRect().y]);
  ok(before[0] > before[1], 'South at the bottom');
  await page.focus('#board');
  await page.keyboard.press('f');
  /* the holes move in 0.35 s (not at all with reduced motion): their
   * transitions over */
  await page.waitForFunction(() => document.getAnimations().length === 0);
  const after = await page.evaluate(() => [
    document.getElementById('pit-A1').getBoundingClientRect().y,
    document.getElementById('pit-a1').getBoundingClientRect().y]);
  ok(after[0] < after[1], 'f: flipped, South on top');
  eq(await page.getAttribute('#flip', 'aria-pressed'), 'true', 'the flip button says so');
  eq(await position(page), positions[30], 'flipping keeps the position');
  await page.click('#flip');
  eq(await page.getAttribute('#flip', 'aria-pressed'), 'false', 'the button flips back');

  /* the themes, in the settings */
  await page.click('.settings summary');
  const bg = () => page.evaluate(() =>
    getComputedStyle(document.documentElement).backgroundColor);
  const light = await bg();
  await page.selectOption('#theme', 'dark');
  ok(await bg() !== light, 'the dark theme changes the page');
  await page.selectOption('#theme', 'print');
  eq(await page.evaluate(() => getComputedStyle(document.querySelector('#pit-A1 .hole')).fill),
    'rgb(255, 255, 255)', 'the print theme: white holes, line art');
  await page.selectOption('#theme', 'light');

  /* the destroyed nyumba (A5 after ply 23, rules: a capture destroys it)
   * stands out from the wood in every theme: contrast 3:1 or more */
  await page.evaluate(() => { location.hash = '#ply=23'; });
  await page.waitForFunction(() => document.getElementById('board').dataset.ply === '23');
  for (const theme of ['light', 'dark', 'print']) {
    await page.selectOption('#theme', theme);
    const [ruin, wood, cls] = await page.evaluate(() => [
      getComputedStyle(document.querySelector('#pit-A5 .hole')).stroke,
      getComputedStyle(document.querySelector('#board svg .board')).fill,
      document.getElementById('pit-A5').getAttribute('class')]);
    ok(/destroyed/.test(cls), theme + ': A5 is drawn destroyed after ply 23');
    const r = contrast(ruin, wood);
    ok(r >= 3, theme + ': the destroyed nyumba against the wood, contrast ' +
      r.toFixed(2) + ' (' + ruin + ' on ' + wood + ')');
  }
  await page.selectOption('#theme', 'light');

  /* every control is a button with a name, reachable by the keyboard */
  const unnamed = await page.evaluate(() => Array.from(document.querySelectorAll('button'))
    .filter((b) => !b.getAttribute('aria-label') && !b.textContent.trim()).length);
  eq(unnamed, 0, 'every button has a name');
  const tabbable = await page.evaluate(() =>
    Array.from(document.querySelectorAll('.controls button')).every((b) => b.tabIndex === 0));
  ok(tabbable, 'the controls are in the tab order');

  await page.screenshot({ path: path.join(dir, 'page-desktop.png') });
  await page.keyboard.press('Home');

  /* print: the header, the move list and a diagram every 10 plies
   * (10, 20, 30, 40 and the last, 46) */
  await page.emulateMedia({ media: 'print' });
  eq(await page.locator('#print-diagrams figure').count(), 5, 'five printed diagrams');
  ok(await page.isVisible('#print-diagrams figure svg'), 'the diagrams print');
  ok(await page.isHidden('.controls'), 'the controls do not print');
  ok(await page.isVisible('.moves'), 'the move list prints');
  ok(await page.isVisible('.game-header'), 'the header prints');
  await page.screenshot({ path: path.join(dir, 'page-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  seen.check();
  await context.close();
}

/* The sowing shown: stepping forward plays the move lap by lap. */
async function animation(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const seen = watch(page, 'game.html');
  await page.goto(url('game.html', '#ply=22'));
  eq(await ply(page), '22', '#ply=22 opens the page at ply 22');
  eq(await page.isChecked('#animate'), true, 'without reduced motion, the sowing is shown');
  await page.click('.settings summary');
  await page.selectOption('#speed', '4');
  await page.focus('#board');
  await page.keyboard.press('ArrowRight');
  eq(await ply(page), '23', 'data-ply is the new ply at once');
  eq(await position(page), positions[23], 'and so is data-position');
  /* (the key's handler began the sowing and drew its first step: no
   * pause, which a loaded machine could stretch past the sowing's end) */
  ok((await page.textContent('#sowing')).length > 0, 'a caption tells the sowing');
  ok(await page.evaluate(() => document.getElementById('board').classList
    .contains('sowing-now')), 'the board is sowing');
  const midway = await drawnBoard(page);
  ok(midway !== boardPart(positions[23]), 'midway, the board is between the positions');
  await sowingDone(page);
  eq(await drawnBoard(page), boardPart(positions[23]), 'the sowing ends at ply 23');
  eq(await page.textContent('#sowing'), moveNo(23) + '. South A4R (namua capture)',
    'then the caption tells the ply in short');
  /* stepping back is instant */
  await page.keyboard.press('ArrowLeft');
  eq(await drawnBoard(page), boardPart(positions[22]), 'stepping back is instant');
  /* a step during a sowing ends it and goes on */
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  eq(await ply(page), '24', 'a step during a sowing');
  await sowingDone(page);
  eq(await drawnBoard(page), boardPart(positions[24]), 'the board is right after it');
  /* autoplay */
  /* the button's icon and label: a triangle and "Play", two bars and
   * "Pause" (subpaths: one, two) */
  const button = () => page.$eval('#play', (b) => [b.querySelector('.label').textContent,
    b.querySelector('svg path').getAttribute('d').split(/[Mm]/).length - 1].join(' '));
  eq(await button(), 'Play 1', 'Play: the label and the triangle');
  await page.click('#play');
  eq(await page.getAttribute('#play', 'aria-pressed'), 'true', 'autoplay on');
  eq(await button(), 'Pause 2', 'playing: the label and the icon say Pause');
  /* during autoplay, the board's "to move" and the table's agree, sowing
   * or not */
  const sides = () => page.evaluate(() => {
    const hand = document.querySelector('#board .hand.to-move');
    const board = hand ? (hand.classList.contains('north') ? 'N' : 'S') : '-';
    const table = ['S', 'N'].filter((k) =>
      document.getElementById('to-move-' + k).textContent !== '').join('');
    return board + '/' + table;
  });
  /* (samples, 37 ms apart: a loaded machine takes fewer of them, and
   * no sample depends on the time it is taken) */
  const apart = [];
  for (let i = 0; i < 40; i++) {
    const s = await sides();
    if (s[0] !== s[2] || s.length !== 3) apart.push(s);
    await page.waitForTimeout(37);
  }
  eq(apart.join(' '), '', 'autoplay: the board and the table say the same side to move');
  await page.waitForFunction(() => +document.getElementById('board').dataset.ply >= 26);
  await page.click('#play');
  eq(await page.getAttribute('#play', 'aria-pressed'), 'false', 'autoplay off');
  eq(await button(), 'Play 1', 'paused: Play again, label and icon');
  await sowingDone(page);
  const k = +(await ply(page));
  eq(await drawnBoard(page), boardPart(positions[k]), 'autoplay stopped at a position');
  seen.check();
  await context.close();

  /* --ply 23 opens the page there without an address */
  const p2 = await (await browser.newContext()).newPage();
  const s2 = watch(p2, 'game-23.html');
  await p2.goto(url('game-23.html'));
  eq(await ply(p2), '23', 'bao html --ply 23 opens at ply 23');
  eq(await position(p2), positions[23], 'its data-position');
  s2.check();
  await p2.context().close();
}

async function phone(browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 },
    isMobile: true, hasTouch: true, deviceScaleFactor: 2, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const seen = watch(page, 'game.html');
  await page.goto(url('game.html', '#ply=23'));
  eq(await ply(page), '23', 'phone: #ply=23');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  ok(width <= 390, 'phone: nothing wider than the screen (' + width + ' px)');
  if (engine) await lib.ready(page);
  const small = await page.evaluate(() => Array.from(document.querySelectorAll(
    '.controls button, a.ply, select, .settings label, summary, #explore button'))
    .filter((e) => e.offsetParent !== null)
    .map((e) => e.getBoundingClientRect())
    .filter((r) => r.width < 44 || r.height < 44).length);
  eq(small, 0, 'phone: touch targets at least 44 px');
  /* a compact header, and the ply told right under the step buttons, in
   * the first screen */
  const box = (sel) => page.$eval(sel, (e) => {
    const r = e.getBoundingClientRect();
    return { top: r.top + window.scrollY, bottom: r.bottom + window.scrollY };
  });
  const head = await box('.game-header'), steps = await box('.controls');
  const told = await box('#now-title');
  ok(head.bottom - head.top <= 844 / 5, 'phone: the header takes at most a fifth of ' +
    'the screen (' + (head.bottom - head.top) + ' px)');
  ok(told.top >= steps.bottom && told.top - steps.bottom <= 60,
    'phone: the ply told right under the step buttons (' + steps.bottom + ', ' +
    told.top + ')');
  ok((await box('#annotation')).top < 844, 'phone: the annotation begins in the first screen');
  const boardWidth = await page.evaluate(() =>
    document.querySelector('#board svg').getBoundingClientRect().width);
  ok(boardWidth > 300, 'phone: the board takes the width (' + boardWidth + ' px)');
  await page.tap('[data-go="next"]');
  eq(await ply(page), '24', 'phone: a tap steps');
  eq(await position(page), positions[24], 'phone: data-position after ply 24');
  await page.screenshot({ path: path.join(dir, 'page-phone.png') });
  seen.check();
  await context.close();
}

/* The page in Swahili: its annotations are those of bao annotate --lang
 * sw, and every word the script writes, on every ply and in the sowing,
 * comes from the page's messages (none missing, none left unfilled). */
async function translated(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const seen = watch(page, 'game-sw.html');
  const lines = fs.readFileSync(path.join(dir, 'annotate-sw.txt'), 'utf8').split('\n');
  const broken = /undefined|NaN|%\d\$|\[object/;
  await page.goto(url('game-sw.html', '#ply=22'));
  eq(await page.evaluate(() => document.documentElement.lang), 'sw', 'sw: <html lang>');
  await page.click('.settings summary');
  await page.selectOption('#speed', '4');
  await page.focus('#board');
  await page.keyboard.press('ArrowRight');
  /* (the key's handler began the sowing: its first caption is there) */
  const caption = await page.textContent('#sowing');
  ok(caption.length > 0 && !broken.test(caption), 'sw: a sowing caption: ' + caption);
  /* the captions sampled 40 ms apart while it sows (fewer on a loaded
   * machine; each is checked whenever it is read) */
  const captions = [];
  while (await page.evaluate(() =>
    document.getElementById('board').classList.contains('sowing-now'))) {
    captions.push(await page.textContent('#sowing'));
    await page.waitForTimeout(40);
  }
  ok(captions.every((c) => !broken.test(c)), 'sw: every caption of the sowing');
  /* the point first, then the steps folded: with the steps in the
   * point's place, the line of bao annotate */
  const pt = await page.evaluate(() => window.BaoPage.data.plies[22].pt);
  const steps = await page.textContent('#steps-text');
  ok(pt && steps && (await page.textContent('#annotation')).startsWith(
    byMove(23, lines[23]).slice(0, lines[23].indexOf(': ') + 2) + pt),
  'sw: ply 23 told from its point: ' + pt);
  eq((await page.textContent('#annotation')).replace(pt, steps), byMove(23, lines[23]),
    'sw: the annotation of ply 23 and its steps = bao annotate --lang sw, numbered by move');
  eq(await page.textContent('#sowing'),
    byMove(23, lines[23].slice(0, lines[23].indexOf(': '))),
    'sw: then the caption is the annotation\'s title');
  await page.uncheck('#animate');
  await page.keyboard.press('Home');
  const bad = [];
  for (let k = 0; k <= 46; k++) {
    const text = await page.evaluate(() => document.body.innerText + ' ' +
      Array.from(document.querySelectorAll('[aria-label], [title]')).map((e) =>
        (e.getAttribute('aria-label') || '') + (e.getAttribute('title') || '')).join(' '));
    if (broken.test(text)) bad.push(k);
    await page.keyboard.press('ArrowRight');
  }
  eq(bad.join(' '), '', 'sw: no message missing on any ply');
  ok((await page.getAttribute('#play', 'aria-label')) !== 'Play the game (Space)',
    'sw: the buttons are named in Swahili');
  seen.check();
  await context.close();
}

/* A record cannot put markup or script into its page. */
async function hostile(browser) {
  const page = await (await browser.newContext()).newPage();
  const seen = watch(page, 'hostile.html');
  await page.goto(url('hostile.html'));
  await page.keyboard.press('End');
  eq(await page.evaluate(() => window.pwned), undefined, 'no script of the record ran');
  eq(seen.dialogs, 0, 'no dialog');
  eq(await page.locator('img').count(), 0, 'no element of the record');
  ok((await page.textContent('h1')).includes('<script>window.pwned = 1</script>Maulidi'),
    'the name shows as text');
  ok((await page.textContent('.moves')).includes('</script><script>window.pwned = 3'),
    'the comment shows as text');
  ok((await page.textContent('.game-header')).includes('line\u2028separator'),
    'U+2028 in a tag survives');
  eq(await ply(page), '4', 'the page still steps');
  seen.check();
  await page.context().close();
}

/* A record that breaks off: the plies before, and where and why. */
async function broken(browser) {
  const page = await (await browser.newContext()).newPage();
  const seen = watch(page, 'broken.html');
  await page.goto(url('broken.html'));
  await page.focus('#board');
  await page.keyboard.press('End');
  eq(await ply(page), '4', 'the page ends at the last legal ply (4)');
  ok((await page.textContent('.stopped')).includes('ply 5 (South, A9L)'),
    'it says where the record stops');
  ok((await page.textContent('#ply-problems')).includes('A9L'),
    'and says so at the last ply');
  /* the page stops at the break: the record's end text (its last line,
   * a resignation) is not told after it */
  const record = fs.readFileSync(path.join(__dirname, 'broken.txt'), 'utf8')
    .split('\n').filter(Boolean);
  const tail = record[record.length - 1].replace(/^\(\d+\)\s*/, '');
  ok(/resigns/.test(tail), 'broken.txt ends with a resignation: ' + tail);
  ok(!(await page.evaluate(() => document.body.innerText)).includes(tail),
    'the end text after the break is not shown');
  /* its sentences end with a full stop */
  ok(/\.$/.test((await page.textContent('.stopped bdi')).trim()),
    'the reason, in the box, ends with a full stop');
  ok(/\.$/.test((await page.textContent('#ply-problems')).trim()),
    'the reason, at the last ply, ends with a full stop');
  /* the repair bao check --suggest finds: "correction: ply N 'X' -> 'Y'" */
  const { spawnSync } = require('child_process');
  const check = spawnSync(bao, ['check', '--suggest', path.join(__dirname, 'broken.txt')],
    { encoding: 'utf8' }).stdout;
  const fix = /correction: ply (\d+) '([^']*)' -> '([^']*)'/.exec(check);
  ok(fix, 'bao check --suggest finds a correction:\n' + check);
  const repair = await page.$$eval('.stopped .repair', (r) => r.map((e) => e.textContent)
    .join(''));
  if (fix)
    ok(repair.includes('ply ' + fix[1] + ' as ' + fix[3] + ' instead of ' + fix[2]),
      'the page shows check --suggest\'s repair: ' + repair);
  await page.screenshot({ path: path.join(dir, 'broken.png'), fullPage: true });
  seen.check();
  await page.context().close();
}

/* Every variant's page: the sowing of every ply, as the page plays it
 * back, ends at the position bao gives for it; no error; with the
 * engine, explore.js's everyVariant. */
async function everyRecord(browser) {
  const page = await (await browser.newContext()).newPage();
  const all = fs.readdirSync(path.join(dir, 'all')).filter((f) => f.endsWith('.html'));
  ok(all.length >= 9, 'pages of the bundled records and random games: ' + all.length);
  for (const f of all) {
    const seen = watch(page, 'all/' + f);
    await page.goto(url('all/' + f));
    eq(JSON.stringify(await page.evaluate(() => window.baoSowingMismatches())), '[]',
      f + ': the sowing of every ply ends at its position');
    await page.keyboard.press('End');
    const links = await page.locator('a.ply').count();
    eq(await ply(page), String(links), f + ': End goes to the last ply');
    if (engine) await more.everyVariant(page, f, links);
    seen.check();
    page.removeAllListeners();
  }
  await page.context().close();
}

/* A puzzle's page hides its solution: the move list folded, the
 * solution's move not marked among the legal moves, until "Show solution"
 * is pressed or the learner steps into it. */
async function puzzle(browser) {
  const page = await (await browser.newContext({ reducedMotion: 'reduce' })).newPage();
  const seen = watch(page, 'puzzle.html');
  const solution = fs.readFileSync(path.join(dir, 'puzzle.tsv'), 'utf8')
    .split('\n').filter(Boolean).map((l) => l.split('\t')[2]);
  /* (a closed <details> keeps its content laid out, but not visible) */
  const visible = () => page.locator('a.ply[data-ply]').evaluateAll((as) =>
    as.filter((a) => a.checkVisibility()).length);
  /* (the list of legal moves follows the <details>' toggle event, which
   * comes after the click: the click waits for it, and the page's own
   * listener, added before, has run) */
  const gameMove = () => page.$$eval('#legal button.game-move',
    (bs) => bs.map((b) => b.getAttribute('data-token')));
  const fold = async () => {
    await page.evaluate(() => {
      window.baoToggled = new Promise((done) => document.getElementById('solution')
        .addEventListener('toggle', () => done(), { once: true }));
    });
    await page.click('#solution > summary');
    await page.evaluate(() => window.baoToggled);
  };
  await page.goto(url('puzzle.html'));
  if (engine) await lib.ready(page);
  ok(solution.length >= 3, 'the puzzle has a solution of 3 plies or more');
  eq(await ply(page), '0', 'a puzzle opens at its set-up');
  eq(await page.locator('#solution').getAttribute('open'), null,
    'the solution is folded');
  eq(await visible(), 0, 'no move of the solution shows in the list');
  ok(!(await page.textContent('#annotation')).includes(solution[0]),
    'the text beside the board does not name the first move');
  if (engine) {
    ok(await page.locator('#legal button').count() >= 2, 'the legal moves are listed');
    eq(JSON.stringify(await gameMove()), '[]', 'none is marked as the game\'s move');
  }
  await fold();
  eq(await page.locator('#solution').getAttribute('open'), '', '"Show solution" unfolds it');
  eq(await visible(), solution.length, 'then every move of the solution shows');
  eq(await page.textContent('#moves-scroll a.ply[data-ply="1"]'), solution[0],
    'the first is bao replay\'s');
  if (engine)
    eq(JSON.stringify(await gameMove()), JSON.stringify([solution[0]]),
      'and the legal move that solves it is marked');
  await fold();
  eq(await visible(), 0, '"Hide solution" folds it again');
  if (engine) eq(JSON.stringify(await gameMove()), '[]', 'and unmarks the move');
  await page.click('[data-go="next"]');
  eq(await ply(page), '1', 'one ply forward: the solution\'s first move');
  eq(await page.locator('#solution').getAttribute('open'), '',
    'stepping into the solution unfolds it');
  await page.screenshot({ path: path.join(dir, 'puzzle.png'), fullPage: true });
  seen.check();
  await page.context().close();
}

const learner = require('./primer.js')({ ok, eq, url, watch, dir, bao, ply });
const more = require('./explore.js')({ ok, eq, url, watch, dir, bao, positions, ply,
  position, drawnBoard, boardPart, sowingDone });
const told = require('./told.js')({ ok, eq, url, watch, dir, bao, positions, ply });
const depth = require('./depth.js')({ ok, eq, url, watch, dir });

(async () => {
  const browser = await lib.launch(executablePath, ['--no-sandbox', '--disable-gpu']);
  try {
    await desktop(browser);
    await animation(browser);
    await phone(browser);
    await translated(browser);
    await learner.primer(browser);
    await hostile(browser);
    await broken(browser);
    await puzzle(browser);
    await everyRecord(browser);
    await more.marks(browser);
    await depth.depth(browser);
    await more.variations(browser);
    await more.noEngine(browser);
    if (engine) {
      await more.explore(browser);
      await more.exploreSown(browser);
      await more.hint(browser);
      await told.told(browser);
    } else {
      console.log('browser: this build has no engine: explore and hint not run');
    }
  } catch (e) {
    t.crashed(e);
  } finally {
    await browser.close();
  }
  t.finish('browser: ' + t.summary());
})();
