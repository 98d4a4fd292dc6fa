/* told.js - every move told (issue 23): a move the learner plays in "try
 * another move" gets the sentences `bao annotate` gives a ply, in the
 * page's language.  Run by page.js when the pages hold the engine.
 *
 *   told   at ply 10 of the 1994 game, in English (game.html) and in
 *          Swahili (game-sw.html): a move other than the game's, then one
 *          more for the other side; the annotation shown for each is the
 *          line `bao annotate --depth 0 [--lang sw]` writes for that ply of
 *          the game's first 10 plies and the two moves, written as a plain
 *          record.  Screenshots at desktop and phone width.  And every
 *          ply of the game (and of the record's variations: var.html)
 *          told by the engine as the data, which the command wrote, tells
 *          it (window.baoToldMismatches).
 *
 * Every expected value comes from the command (moves, annotate). */
'use strict';
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');
const lib = require('./lib.js');

module.exports = function (t) {
  const { ok, eq, url, watch, dir, bao, positions, ply } = t;

  /* `bao moves` of a position: [[token, line after, or null]] */
  function moves(line) {
    return execFileSync(bao, ['moves', '--position', line], { encoding: 'utf8' })
      .split('\n').filter(Boolean).map((l) => l.split('\t'))
      .map((m) => [m[0], m[1].startsWith('never-ending') ? null : m[1]]);
  }

  /* The lines `bao annotate` writes of the game's first 10 plies followed
   * by `tokens`, by ply number, each begun as the page numbers a ply: by
   * the record's move (South opens the 1994 game, so ply k is move
   * (k + 1) / 2 rounded down), where bao annotate counts plies. */
  function annotated(tokens, lang) {
    const file = path.join(dir, 'told-' + lang + '.yaml');
    fs.writeFileSync(file, 'dialect: devoogt\nmoves: ' +
      JSON.stringify(positions.tokens.slice(1, 11).concat(tokens)) + '\n');
    const out = {};
    execFileSync(bao, ['annotate', '--depth', '0', '--lang', lang, file],
      { encoding: 'utf8' }).split('\n').forEach((l) => {
      const m = /^(\d+)\. /.exec(l);
      if (m) out[+m[1]] = l.replace(/^\d+\./, Math.floor((+m[1] + 1) / 2) + '.');
    });
    return out;
  }

  async function toldIn(browser, name, lang, viewport, shot) {
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const seen = watch(page, name);
    await page.goto(url(name, '#ply=10'));
    await lib.ready(page);
    eq(JSON.stringify(await page.evaluate(() => window.baoToldMismatches())), '[]',
      lang + ': the engine tells every ply of the game as the data (bao html) does');
    const legal = moves(positions[10]);
    const mine = legal.find((m) => m[0] !== positions.tokens[11] && m[1]);
    const next = moves(mine[1]).find((m) => m[1]);
    const want = annotated([mine[0], next[0]], lang);
    ok(want[11] && want[12], lang + ': bao annotate tells plies 11 and 12');
    await page.click('#legal button[data-token="' + mine[0] + '"]');
    eq(await ply(page), '11', lang + ': the learner\'s move is ply 11');
    eq(await page.textContent('#annotation'), want[11],
      lang + ': the learner\'s move ' + mine[0] + ' is told as bao annotate tells it');
    await page.click('#legal button[data-token="' + next[0] + '"]');
    eq(await ply(page), '12', lang + ': one more, for the other side');
    eq(await page.textContent('#annotation'), want[12],
      lang + ': the move ' + next[0] + ' is told as bao annotate tells it');
    await page.focus('#board');
    await page.keyboard.press('ArrowLeft');
    eq(await page.textContent('#annotation'), want[11], lang + ': back a ply, its line');
    await page.keyboard.press('ArrowRight');
    await page.screenshot({ path: path.join(dir, shot), fullPage: true });
    seen.check();
    await context.close();
  }

  /* The record's variations told by the engine as the data tells them. */
  async function toldVariations(browser) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
    const page = await context.newPage();
    const seen = watch(page, 'var.html');
    await page.goto(url('var.html'));
    await lib.ready(page);
    const count = await page.evaluate(() => window.BaoPage.lines.length);
    ok(count > 2, 'var.html: the game and its variations: ' + count + ' lines');
    eq(JSON.stringify(await page.evaluate(() => window.baoToldMismatches())), '[]',
      'var.html: the engine tells every ply of every variation as the data does');
    seen.check();
    await context.close();
  }

  async function told(browser) {
    await toldVariations(browser);
    await toldIn(browser, 'game.html', 'en', { width: 1280, height: 1000 }, 'told-en.png');
    await toldIn(browser, 'game-sw.html', 'sw', { width: 1280, height: 1000 },
      'told-sw.png');
    await toldIn(browser, 'game-sw.html', 'sw', { width: 390, height: 844 },
      'told-sw-phone.png');
  }

  return { told };
};
