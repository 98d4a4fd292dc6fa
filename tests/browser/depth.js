/* depth.js - the marks of a page judged under a time budget (bao html
 * without --depth) in a real browser, run by page.js with its helpers, on
 * game-time.html and game-time-sw.html (bao html --time 1 of the 1994
 * game, in English and Swahili; time.err and time-sw.err: what each run
 * said on standard error):
 *
 *   - the key under the move list is shown, not folded away in a closed
 *     box, and says the depths the command said it reached ("plies judged
 *     to depth 7 to 8" on stderr: "Marks of exact searches 7 to 8 moves
 *     deep"), that a mark depends on its depth, and that the budget ran
 *     out when the command said it did;
 *   - every move of the list carries data-depth within those depths, and
 *     a move's details (folded) say the depth of its own search (a marked
 *     one's as bao annotate says it, an unmarked one's the page's own);
 *   - in Swahili the key has none of the English sentences.
 *
 * Expected values come from the command's standard error and from the
 * sentences of src/views/html/html_moves.c, never from the page; the
 * screenshots (depth-key-LL.png) are for a person to look at. */
'use strict';
const fs = require('fs');
const path = require('path');

module.exports = function (t) {
  const { ok, eq, url, watch, dir } = t;

  /* A ply of the page, by its address: the hash's change is handled in
   * a task of its own (hashchange), after goto has returned. */
  async function at(page, file, n) {
    await page.goto(url(file, '#ply=' + n));
    await page.waitForFunction((k) => document.getElementById('board')
      .getAttribute('data-ply') === String(k), n);
  }

  /* [least, greatest] depth the run said on stderr, and whether the
   * budget ran out. */
  function said(file) {
    const err = fs.readFileSync(path.join(dir, file), 'utf8');
    let m = /plies judged to depth (\d+) to (\d+)/.exec(err);
    if (!m) {
      m = /plies judged to depth (\d+) \(/.exec(err);
      if (m) m = [m[0], m[1], m[1]];
    }
    return { lo: m ? +m[1] : -1, hi: m ? +m[2] : -1, out: /ran out/.test(err) };
  }

  async function one(browser, l, file, errFile) {
    const want = said(errFile);
    ok(want.lo >= 1 && want.hi >= want.lo,
      l + ': html --time 1 said the depths it reached (' + JSON.stringify(want) + ')');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 },
      reducedMotion: 'reduce' });
    const page = await context.newPage();
    const seen = watch(page, file);
    await page.goto(url(file));
    const key = await page.$('.deep-key');
    ok(key, l + ': the page has the key of marks judged under the budget');
    if (!key) {
      await context.close();
      return;
    }
    ok(await key.isVisible(), l + ': the key is shown');
    eq(await key.evaluate((e) => e.closest('details:not([open])') === null), true,
      l + ': the key is not in a closed box');
    const text = await key.textContent();
    if (l === 'en') {
      const range = want.lo === want.hi
        ? 'Marks of an exact search ' + want.hi + ' moves deep'
        : 'Marks of exact searches ' + want.lo + ' to ' + want.hi + ' moves deep';
      ok(text.includes(range), l + ': the key says the depths reached: ' + range +
        '\n  got: ' + text);
      ok(text.includes('A mark depends on how deep its search went'),
        l + ': the key says that a mark depends on its depth');
      eq(text.includes('The time budget of the game ran out'), want.out,
        l + ': the key says the budget ran out when the command did');
    } else {
      ok(!/Marks of|A mark depends|time budget/.test(text),
        l + ': the key is translated: ' + text);
      ok(text.includes(want.lo + '') && text.includes(want.hi + ''),
        l + ': the key says the depths reached');
    }
    /* each move's depth, within the range said */
    const depths = await page.$$eval('#moves a.ply, a.ply[data-ply]',
      (as) => as.filter((a) => !a.dataset.line)
        .map((a) => [a.dataset.ply, a.dataset.depth, !!a.querySelector('.judge')]));
    eq(depths.length, 46, l + ': the 46 moves of the list');
    ok(depths.every((d) => d[1] !== undefined && +d[1] >= want.lo && +d[1] <= want.hi),
      l + ': every move carries data-depth within the depths said');
    /* a marked move's annotation says the depth of its search */
    const marked = depths.filter((d) => d[2]);
    ok(marked.length > 0, l + ': some move is marked');
    if (marked.length && l === 'en') {
      const [n, d] = marked[marked.length - 1];
      await at(page, file, n);
      /* among the move's details (folded), not in its text */
      const note = await page.textContent('#details-text');
      ok(note.includes('Found by a search ' + d + ' moves deep.') &&
        !await page.isHidden('#details') &&
        !(await page.textContent('#annotation')).includes('moves deep'),
      l + ': the details of marked ply ' + n + ' say its depth ' + d +
        '\n  got: ' + note);
    }
    /* and an unmarked one's too (the page alone says it there) */
    const plain = depths.find((d) => !d[2]);
    if (plain && l === 'en') {
      await at(page, file, plain[0]);
      const note = await page.textContent('#details-text');
      ok(note.includes('A search ' + plain[1] + ' moves deep found no mistake here.') &&
        !(await page.textContent('#annotation')).includes('moves deep'),
      l + ': the details of unmarked ply ' + plain[0] + ' say its depth ' +
        plain[1] + '\n  got: ' + note);
    }
    await key.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(dir, 'depth-key-' + l + '.png') });
    await key.screenshot({ path: path.join(dir, 'depth-key-only-' + l + '.png') });
    seen.check();
    await context.close();
  }

  return {
    depth: async (browser) => {
      await one(browser, 'en', 'game-time.html', 'time.err');
      await one(browser, 'sw', 'game-time-sw.html', 'time-sw.err');
    }
  };
};
