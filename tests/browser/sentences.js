#!/usr/bin/env node
/* sentences.js - every sentence of the page the README's command writes,
 * read as a learner reads it: in headless Chromium, ply after ply (the
 * #ply=N the page keeps), in English (game.html) and Swahili
 * (game-sw.html), both written with bao html's default options by
 * tests/readme_page.sh.  Each ply's text (its point and what the
 * analysis says, its folded steps, its folded details) must hold
 *   - no control character (what uninitialised memory brings in) and no
 *     U+FFFD (what a browser puts for invalid UTF-8; the file's bytes are
 *     decoded strictly too);
 *   - no fragment of a sentence repeated: a sentence that is the end of
 *     another one cut inside a word ("ves deep found no mistake here."
 *     after "A search 9 moves deep found no mistake here."), no empty
 *     sentence (".."), and the last sentence not said twice.
 * On the English page, too:
 *   - the hint gives a move at plies 30, 38, 39, 40 and 42 (where the
 *     solver finds no forced result within its depth, the playing
 *     engine's): a legal move there (bao moves), named in the text and
 *     marked on the board, with the learner's chances in words;
 *   - the last ply's sowing (16 laps) takes under 20 s at the normal
 *     speed (the first laps at the learner's pace, the rest quicker:
 *     window.baoSowingTime), and Escape or a click on the board ends a
 *     sowing under way: the board shows the position after the ply.
 *
 * Usage: node sentences.js DIR CHROMIUM BAO.  Prints "N passed, M failed",
 * exits 1 on a failure. */
'use strict';
const fs = require('fs');
const path = require('path');
const lib = require('./lib.js');

const dir = process.argv[2];
const executablePath = process.argv[3];
const bao = process.argv[4];
const { execFileSync } = require('child_process');
const t = lib.checks();
const { ok } = t;

/* The sentences of a text: pieces ended by a full stop (a ply's count,
 * "23.", is one too; it is never the end of another). */
function sentences(s) {
  return s.split(/\.(?:\s+|(?=\S)|$)/).map((x) => x.trim());
}

/* What is wrong with text s of a ply, or null. */
function wrong(s) {
  // eslint-disable-next-line no-control-regex
  const ctl = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffd]/.exec(s);
  if (ctl) return 'control character or U+FFFD U+' +
    ctl[0].charCodeAt(0).toString(16).padStart(4, '0');
  const all = sentences(s), body = all.slice(0, -1); /* the last: after the stop */
  for (let i = 0; i < body.length; i++) {
    if (!body[i]) return 'an empty sentence (..)';
    for (let j = 0; j < body.length; j++) {
      const a = body[i], b = body[j];
      if (i !== j && b.length > a.length && b.endsWith(a) &&
          /\p{L}/u.test(b[b.length - a.length - 1]) && /\p{L}/u.test(a[0]))
        return 'a fragment repeated: "' + a + '." is the end of "' + b + '."';
    }
  }
  const lastSaid = body[body.length - 1];
  if (body.length > 1 && body.indexOf(lastSaid) !== body.length - 1)
    return 'the last sentence said twice: "' + lastSaid + '."';
  return null;
}

async function read(browser, name) {
  const file = path.join(dir, name);
  let bytesOk = true;
  try { new TextDecoder('utf-8', { fatal: true }).decode(fs.readFileSync(file)); }
  catch (e) { bytesOk = false; }
  ok(bytesOk, name + ': the file is valid UTF-8');
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 },
    reducedMotion: 'reduce' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto('file://' + path.resolve(file) + '#ply=0');
  await page.waitForSelector('#annotation');
  const last = await page.evaluate(() =>
    JSON.parse(document.getElementById('bao-data').textContent).plies.length);
  ok(last === 46, name + ': the 46 plies of the record (got ' + last + ')');
  let bad = 0;
  for (let k = 1; k <= last; k++) {
    /* ply k shown: the board says so (the heading "Ply K-1 of 46" holds
     * the digit of K in 46 before the hash's change is handled) */
    await page.evaluate((k) => { location.hash = '#ply=' + k; }, k);
    await page.waitForFunction((k) => document.getElementById('board')
      .getAttribute('data-ply') === String(k) && /^\d+\. /.test(
      document.getElementById('annotation').textContent) &&
      document.getElementById('now-title').textContent.indexOf(String(k)) >= 0, k);
    /* the move's text, its steps (folded) and its details (folded) */
    const parts = await page.evaluate(() => ['annotation', 'steps-text', 'details-text']
      .map((id) => document.getElementById(id))
      .map((e) => e && !(e.closest('details') || e).hidden ? e.textContent : ''));
    const text = parts.filter(Boolean).join(' ');
    const w = parts.map(wrong).find(Boolean) || wrong(text);
    ok(!w, name + ': ply ' + k + ': ' + w + '\n  ' + JSON.stringify(text.slice(0, 400)));
    if (w) bad++;
  }
  ok(bad === 0, name + ': ' + bad + ' plies of ' + last + ' with broken sentences');
  ok(errors.length === 0, name + ': no script error: ' + errors.join('; '));
  await context.close();
}

/* The position after each ply of the 1994 game (bao replay --positions). */
function positions() {
  const out = ['start'];
  execFileSync(bao, ['replay', '--positions', 'records/maulidi-kijumbe-1994.yaml'],
    { encoding: 'utf8' }).split('\n').forEach((l) => {
    const f = l.split('\t');
    if (/^\d+$/.test(f[0])) out[+f[0]] = f[3];
  });
  return out;
}

async function hints(browser) {
  const pos = positions();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 },
    reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('file://' + path.resolve(dir, 'game.html') + '#ply=30');
  await lib.ready(page);
  for (const k of [30, 38, 39, 40, 42]) {
    await page.evaluate((k) => { location.hash = '#ply=' + k; }, k);
    await page.waitForFunction((k) => document.getElementById('board')
      .getAttribute('data-ply') === String(k), k);
    await page.click('#hint');
    const said = await lib.hintSaid(page);
    const move = await page.getAttribute('#hint-text', 'data-move');
    const legal = execFileSync(bao, ['moves', '--position', pos[k]], { encoding: 'utf8' })
      .split('\n').filter(Boolean).map((l) => l.split('\t')[0]);
    ok(move && legal.includes(move) && said.includes(move),
      'ply ' + k + ': the hint gives a legal move (' + legal.join(' ') + '): ' + said);
    ok(/(can force a win|is losing|worse chances|even chances|better chances|is winning)/
      .test(said), 'ply ' + k + ': the hint says the chances: ' + said);
    const marked = await page.evaluate(() => Array.from(
      document.querySelectorAll('#board .pit.hint')).map((g) => g.id.slice(4)).join(' '));
    ok(move && marked === move.slice(0, 2), 'ply ' + k + ': its hole is marked: ' + marked);
  }
  await context.close();
}

async function sowing(browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('file://' + path.resolve(dir, 'game.html') + '#ply=45');
  await page.waitForSelector('#annotation');
  const laps = await page.evaluate(() => window.BaoPage.data.plies[45].e
    .filter((e) => e[0] === 1).length);
  const ms = await page.evaluate(() => window.baoSowingTime && window.baoSowingTime(46));
  ok(laps === 16 && ms > 0 && ms < 20000,
    'the last ply (' + laps + ' laps) sows in ' + ms + ' ms at the normal speed');
  const after = await page.evaluate(() => window.BaoPage.data.plies[45].p);
  for (const how of ['Escape', 'click']) {
    await page.evaluate(() => { location.hash = '#ply=45'; });
    await page.waitForFunction(() => document.getElementById('board')
      .getAttribute('data-ply') === '45');
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => document.getElementById('board')
      .classList.contains('sowing-now'));
    /* deliberately pauses, not waits for a state: into the sowing, then
     * a moment for the key or the click to end it; the sowing's own end
     * is seconds away (its steps' timers: baoSowingTime), and a loaded
     * machine only delays timers, so a longer wait would let a broken
     * Escape pass, never a working one fail */
    await page.waitForTimeout(500);
    if (how === 'Escape') await page.keyboard.press('Escape');
    else await page.click('#board', { position: { x: 10, y: 10 } });
    await page.waitForTimeout(100);
    const st = await page.evaluate(() => ({
      sowing: document.getElementById('board').classList.contains('sowing-now'),
      ply: document.getElementById('board').getAttribute('data-ply'),
      shown: window.BaoPage.state().line.pos(window.BaoPage.state().g).line
    }));
    ok(!st.sowing && st.ply === '46' && st.shown === after,
      how + ' ends the sowing at the position after ply 46: ' + JSON.stringify(st));
  }
  await context.close();
}

(async () => {
  /* the check itself, on the corrupted sentence a learner saw at ply 23 */
  ok(wrong('23. South A4R: B4 was empty, so the move ends. A search 9 moves ' +
    'deep found no mistake here.mpty, so the move ends. A search 9 moves deep ' +
    'found no mistake here..ves deep found no mistake here.') !== null,
  'the check finds the corrupted sentence of ply 23');
  ok(wrong('23. South A4R: B4 was empty, so the move ends. A search 9 moves ' +
    'deep found no mistake here.') === null, 'the check passes a clean one');
  const browser = await lib.launch(executablePath);
  try {
    for (const name of ['game.html', 'game-sw.html']) await read(browser, name);
    await hints(browser);
    await sowing(browser);
  } finally {
    await browser.close();
  }
  t.finish();
})().catch(t.fatal);
