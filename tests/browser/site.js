#!/usr/bin/env node
/* site.js - a site of bao site in headless Chromium (playwright-core).
 * Run by tests/site.sh over the site of tests/data/collection/
 * (kiswahili.yaml: 2 games, mw.txt: 1, kete.yaml: 1) and
 * tests/browser/hostile.yaml (1 game, markup in every text): 5 games,
 * of which mw.txt's is kiswahili #1's moves under the same rules from
 * the same start, the same game by bao dedup's rule: listed once, as
 * kiswahili #1 (the copy kept: the most tags), so 4 rows.
 * What the pages must show is reasoned from those records (the comments
 * say how), never read from the pages first.
 *
 * Usage: node site.js DIR CHROMIUM.  Screenshots go to DIR/../*.png.
 * Prints "N passed, M failed" and exits 1 on a failure. */
'use strict';
const fs = require('fs');
const path = require('path');
const lib = require('./lib.js');

const dir = process.argv[2];
const executablePath = process.argv[3];
const shots = path.dirname(path.resolve(dir));
const t = lib.checks();
const { ok, eq } = t;
const url = (name) => 'file://' + path.resolve(dir, name);

/* Every request outside DIR, and every console or page error.  A blob:
 * URL is none: it is the page's own text (the script of an engine's Web
 * Worker, made by the page from a string it holds). */
function watch(page, name) {
  const seen = { outside: [], errors: [] };
  const root = 'file://' + path.resolve(dir) + '/';
  page.on('request', (r) => {
    if (!r.url().startsWith(root) && !r.url().startsWith('blob:')) seen.outside.push(r.url());
  });
  page.on('console', (m) => { if (m.type() === 'error') seen.errors.push(m.text()); });
  page.on('pageerror', (e) => seen.errors.push(e.message));
  seen.check = () => {
    eq(seen.outside.join(' '), '', name + ': requests outside the site');
    eq(seen.errors.join('\n'), '', name + ': console errors');
  };
  return seen;
}

/* Every link of the page leads to a file of the site (and an anchor to an
 * element of its page). */
async function links(page, name) {
  const hrefs = await page.$$eval('a[href]', (as) => as.map((a) => a.getAttribute('href')));
  ok(hrefs.length > 0, name + ': no link');
  for (const h of hrefs) {
    const [file, anchor] = h.split('#');
    ok(!/^[a-z]+:/i.test(h) && !h.startsWith('/'), name + ': a link outside: ' + h);
    if (file) ok(fs.existsSync(path.join(dir, file)), name + ': broken link ' + h);
    if (anchor && !file)
      ok(await page.$('#' + anchor) !== null, name + ': no #' + anchor);
  }
}

const visible = (page) => page.$$eval('#games tbody tr',
  (rows) => rows.filter((r) => !r.hidden).length);
const firstCells = (page, col) => page.$$eval('#games tbody tr',
  (rows, c) => rows.filter((r) => !r.hidden).map((r) => r.cells[c].textContent), col);

/* Tab until the element matching `sel` has the focus (keyboard only). */
async function tabTo(page, sel, max) {
  for (let i = 0; i < (max || 60); i++) {
    if (await page.evaluate((s) => document.activeElement &&
        document.activeElement.matches(s), sel)) return true;
    await page.keyboard.press('Tab');
  }
  return false;
}

(async () => {
  const browser = await lib.launch(executablePath, ['--no-sandbox']);
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  let seen = watch(page, 'index');
  await page.goto(url('index.html'));
  /* 4 games: 2 + 1 + 1 + 1 records, mw.txt's a copy */
  eq(await visible(page), 4, 'index: rows');
  eq(await page.evaluate(() => window.pwned), undefined, 'index: record script ran');
  await links(page, 'index');

  /* the filter, by keyboard: "Ali" is South of kiswahili #1 and North of
   * kiswahili #2 (and of mw.txt, a copy, not listed): 2 games */
  ok(await tabTo(page, '#filter'), 'index: the filter is not reached by Tab');
  await page.keyboard.type('Ali');
  eq(await visible(page), 2, 'index: rows with Ali');
  ok((await page.textContent('#shown')).includes('2'), 'index: the count said');
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  eq(await visible(page), 4, 'index: the filter cleared');

  /* the sort by keyboard: Plies (column 6); kete.yaml has 2 plies, every
   * other game 4, so it comes first going up and last going down */
  ok(await tabTo(page, 'th:nth-child(7) button'), 'index: Plies not reached by Tab');
  await page.keyboard.press('Enter');
  let plies = await firstCells(page, 6);
  eq(plies[0], '2', 'index: sorted up by plies');
  eq(await page.getAttribute('th:nth-child(7)', 'aria-sort'), 'ascending', 'index: aria-sort');
  await page.keyboard.press('Enter');
  plies = await firstCells(page, 6);
  eq(plies[plies.length - 1], '2', 'index: sorted down by plies');
  /* by the South player's name, going up: Ali first (bytewise, '&lt;' of
   * the hostile name sorts before letters) */
  ok(await tabTo(page, 'th:nth-child(2) button'), 'index: South not reached by Tab');
  await page.keyboard.press('Enter');
  const souths = await firstCells(page, 1);
  eq(souths.slice().sort((a, b) => a.toLowerCase() < b.toLowerCase() ? -1 : 1).join('|'),
     souths.join('|'), 'index: sorted by South');
  await page.screenshot({ path: path.join(shots, 'site-index.png'), fullPage: true });
  seen.check();

  /* a phone's width: the page does not scroll sideways (the table
   * scrolls in its box) */
  const phone = await browser.newPage({ viewport: { width: 390, height: 740 } });
  seen = watch(phone, 'index (phone)');
  await phone.goto(url('index.html'));
  eq(await phone.evaluate(() => document.documentElement.scrollWidth <= 390), true,
     'phone: the page scrolls sideways');
  /* and the table itself fits: a card per game, nothing to scroll to */
  eq(await phone.evaluate(() => document.getElementById('games').scrollWidth <= 390 &&
     document.querySelector('.scroll').scrollWidth <= document.querySelector('.scroll').clientWidth),
     true, 'phone: the table is wider than the phone');
  await phone.screenshot({ path: path.join(shots, 'site-phone.png'), fullPage: true });
  seen.check();

  /* a game's page: kiswahili #1 is the first game, #2 the next */
  const game = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  seen = watch(game, 'game');
  await game.goto(url('kiswahili-game-1.html'));
  eq(await game.getAttribute('nav.site-nav a[rel=next]', 'href'), 'kiswahili-game-2.html',
     'game 1: next');
  eq(await game.$('nav.site-nav a[rel=prev]'), null, 'game 1: a previous game');
  await game.click('nav.site-nav a[rel=next]');
  eq(await game.getAttribute('nav.site-nav a[rel=prev]', 'href'), 'kiswahili-game-1.html',
     'game 2: previous');
  /* game 2 of kiswahili.yaml has 4 plies: the board's last ply */
  await game.focus('#board');
  await game.keyboard.press('End');
  eq(await game.getAttribute('#board', 'data-ply'), '4', 'game 2: its last ply');
  await game.screenshot({ path: path.join(shots, 'site-game.png') });
  /* the rules primer, from bao-primer-kiswahili.js, in the page: its
   * steps (board, sowing, ...: more than 5 in every variant) and the link
   * to its first */
  ok(await game.evaluate(() => document.querySelectorAll('details#primer .primer-step').length > 5 &&
     document.getElementById('primer-board') !== null), 'game: no primer from its file');
  /* the engine comes from the site's one file (bao-engine.js beside the
   * pages, not in them): it arrives from file://, the hint answers and
   * the computer can be played (site.sh says whether the build has an
   * engine: BAO_SITE_ENGINE) */
  if (process.env.BAO_SITE_ENGINE) {
    ok(fs.existsSync(path.join(dir, 'bao-engine.js')), 'site: no bao-engine.js');
    eq(await game.evaluate(() => document.getElementById('bao-wasm').textContent.length >
       100000), true, 'game: the engine\'s bytes not loaded from bao-engine.js');
    await game.waitForFunction(() => !document.getElementById('versus-start').disabled,
      null, { timeout: lib.ENGINE });
    await game.click('#hint');
    ok((await lib.hintSaid(game)).length > 0, 'game: no hint');
    /* the game on: the learner to move, or the computer's move made
     * ("thinking" is said at once, before the engine answers) */
    await game.click('#versus-start');
    await game.waitForFunction(() => /^(you|over)$/.test(
      document.getElementById('versus').getAttribute('data-state')), null,
    { timeout: lib.ENGINE });
  }
  await game.click('nav.site-nav a[rel=index]');
  ok(game.url().endsWith('/index.html'), 'game: back to the index');
  seen.check();

  /* the tree: A6L* holds the 3 kiswahili games; a node folds by keyboard */
  const tree = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  seen = watch(tree, 'openings');
  await tree.goto(url('openings.html'));
  await links(tree, 'openings');
  const sum = await tree.$$('summary');
  ok(sum.length >= 3, 'openings: folds');
  ok(await tabTo(tree, 'summary'), 'openings: a fold not reached by Tab');
  const before = await tree.evaluate(() => document.activeElement.parentElement.open);
  await tree.keyboard.press('Enter');
  eq(await tree.evaluate(() => document.activeElement.parentElement.open), !before,
     'openings: Enter folds or unfolds');
  await tree.screenshot({ path: path.join(shots, 'site-openings.png'), fullPage: true });
  seen.check();

  /* a player's page: Ali's, from the index's link: 2 games (mw.txt's
   * copy credited to no one) */
  const pl = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  seen = watch(pl, 'player');
  await pl.goto(url('index.html'));
  await pl.click('ul.players a:text-is("Ali")');
  eq(await visible(pl), 2, 'Ali: games');
  eq(await pl.textContent('h1'), 'Ali', 'Ali: heading');
  await links(pl, 'player');
  await pl.screenshot({ path: path.join(shots, 'site-player.png'), fullPage: true });
  seen.check();

  await browser.close();
  t.finish();
})().catch(t.fatal);
