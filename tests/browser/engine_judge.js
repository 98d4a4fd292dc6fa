#!/usr/bin/env node
/* engine_judge.js - html --engine's graph (issue 28) in headless
 * Chromium, run by tests/engine_judge.sh with the page it wrote: the
 * graph's cursor stands where the ply the board shows puts it (after the
 * page's own keys move the board), a click on the graph takes the board
 * to the ply under it, the page throws nothing, and a screenshot of the
 * graph on a desktop and on a phone goes to DIR.
 *
 * Expected places come from the graph's own geometry (data-left,
 * data-right, data-plies: x = left + ply * (right - left) / plies) and
 * from #board's data-ply, which the page's tests check against bao.
 *
 * Usage: node engine_judge.js PAGE DIR CHROMIUM.  Prints "N passed, M
 * failed" and exits 1 on a failure. */
'use strict';
const path = require('path');
const lib = require('./lib.js');

const [page, dir, executablePath] = process.argv.slice(2);
const t = lib.checks();
const { ok } = t;

(async () => {
  const browser = await lib.launch(executablePath);
  for (const [name, viewport] of [['desktop', { width: 1280, height: 900 }],
                                  ['phone', { width: 390, height: 844 }]]) {
    const p = await browser.newPage({ viewport });
    const errors = [];
    p.on('pageerror', (e) => errors.push(String(e)));
    await p.goto('file://' + path.resolve(page) + '#ply=10');
    await p.waitForSelector('#engine-graph');
    const geo = await p.$eval('#engine-graph', (s) => ({
      n: +s.dataset.plies, left: +s.dataset.left, right: +s.dataset.right,
      width: s.viewBox.baseVal.width }));
    const xOf = (ply) => geo.left + ply * (geo.right - geo.left) / geo.n;
    const cursorAt = async () => +(await p.getAttribute('#engine-cursor', 'x1'));
    const plyShown = async () => +(await p.getAttribute('#board', 'data-ply'));
    await p.waitForFunction(() =>
      document.getElementById('board').getAttribute('data-ply') === '10');
    ok(Math.abs(await cursorAt() - xOf(10)) < 0.01, name + ': cursor at ply 10');
    await p.focus('body');
    await p.keyboard.press('ArrowRight');
    await p.waitForFunction(() =>
      document.getElementById('board').getAttribute('data-ply') === '11');
    ok(Math.abs(await cursorAt() - xOf(11)) < 0.01,
       name + ': the cursor follows a key (ply 11)');
    const g = await p.$('#engine-graph');
    await g.scrollIntoViewIfNeeded();
    const box = await g.boundingBox();
    /* the point of ply 30, in the page's pixels */
    const target = 30;
    const x = box.x + xOf(target) / geo.width * box.width;
    await p.mouse.click(x, box.y + box.height / 2);
    /* the board there (a click that takes it elsewhere or nowhere: the
     * guard's timeout ends the run as a failure) */
    await p.waitForFunction((k) =>
      document.getElementById('board').getAttribute('data-ply') === String(k), target);
    ok(await plyShown() === target, name + ': a click goes to ply ' + target +
       ' (shows ' + await plyShown() + ')');
    ok(Math.abs(await cursorAt() - xOf(target)) < 0.01,
       name + ': the cursor follows the click');
    ok(errors.length === 0, name + ': no error: ' + errors.join('; '));
    await p.screenshot({ path: path.join(dir, 'engine-' + name + '.png') });
    await p.close();
  }
  await browser.close();
  t.finish();
})().catch(t.fatal);
