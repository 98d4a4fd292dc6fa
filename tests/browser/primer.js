/* primer.js - "How Bao is played" in a real browser (headless Chromium,
 * playwright-core), run by page.js with its helpers: a learner's path in
 * English (game.html) and Swahili (game-sw.html), on a desktop and on a
 * phone:
 *
 *   - the primer is closed under the board; opened by its summary, its
 *     steps are those of `bao rules --explain --lang LL` (the headings,
 *     and the words of the first paragraph), each with a diagram;
 *   - at ply 5 (a namua capture entering at the left kichwa) the
 *     annotation's Bao words are links, its text still bao annotate's;
 *   - following the link of "kichwa" opens the primer at the step whose
 *     heading the command gives for the board, in view, and the address
 *     stays #ply=5; stepping on still works;
 *   - in Swahili, the diagrams' words (players, hands, the side to move)
 *     are not left in English.
 *
 * Expected values come from the command, never from the page. */
'use strict';
const path = require('path');
const { execFileSync } = require('child_process');

module.exports = function (t) {
  const { ok, eq, url, watch, dir, bao, ply } = t;

  /* The headings and paragraphs of bao rules --explain in language l. */
  function primer(l) {
    const text = execFileSync(bao, ['rules', '--explain', '--lang', l],
      { encoding: 'utf8' });
    const blocks = text.split('\n\n').map((b) => b.replace(/^\n+|\n+$/g, ''));
    return {
      headings: blocks.filter((b) => /^\d+\. /.test(b)),
      paragraphs: blocks.filter((b) => b && !/^\d+\. /.test(b) && !/^ {4}/.test(b))
        .slice(1).map((b) => b.replace(/\n/g, ' '))
    };
  }

  async function learner(browser, l, file, viewport) {
    const what = l + (viewport.width < 600 ? ' (phone)' : '');
    const want = primer(l);
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    const page = await context.newPage();
    const seen = watch(page, file);
    await page.goto(url(file, '#ply=5'));
    eq(await page.evaluate(() => document.getElementById('primer').open), false,
      what + ': the primer is closed to begin with');
    /* the annotation (its point, and its steps, folded: opened here):
     * links on the Bao words, its text unchanged */
    await page.evaluate(() => { document.getElementById('steps').open = true; });
    const links = await page.$$eval('#annotation a.term, #steps-text a.term',
      (as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
    ok(links.length >= 2, what + ': links in the annotation of ply 5 (' +
      JSON.stringify(links) + ')');
    const kichwa = links.find((a) => a[0].toLowerCase() === 'kichwa');
    ok(kichwa, what + ': "kichwa" is a link');
    /* follow it */
    /* (the click's handler opens the primer and scrolls to the step: the
     * primer open, the step is in view) */
    await page.click('#steps-text a.term >> text=/^kichwa$/i');
    await page.waitForFunction(() => document.getElementById('primer').open);
    eq(await page.evaluate(() => document.getElementById('primer').open), true,
      what + ': the link opens the primer');
    const target = kichwa ? kichwa[1].slice(1) : 'primer-board';
    const seenTarget = await page.evaluate((id) => {
      const r = document.getElementById(id).getBoundingClientRect();
      return r.top >= -1 && r.top < window.innerHeight && r.height > 0;
    }, target);
    ok(seenTarget, what + ': the step of the kichwa is in view');
    eq(await page.textContent('#' + target + ' h3'), want.headings[0],
      what + ': it is the step of bao rules --explain that explains the board');
    eq(await page.evaluate(() => location.hash), '#ply=5',
      what + ': the address keeps the ply');
    await page.screenshot({ path: path.join(dir, 'primer-' + l +
      (viewport.width < 600 ? '-phone' : '') + '.png') });
    /* the whole primer: the command's steps and words, a diagram each */
    eq((await page.$$eval('.primer-step h3', (hs) => hs.map((h) => h.textContent)))
      .join('\n'), want.headings.join('\n'), what + ': the steps are the command\'s');
    const first = await page.$$eval('.primer-step p', (ps) => ps.map((p) => p.textContent));
    eq(first.join('\n'), want.paragraphs.join('\n'),
      what + ': the paragraphs are the command\'s');
    const figures = await page.$$eval('.primer-fig svg', (s) => s.length);
    eq(figures, want.headings.length - 1, what + ': a diagram for every step but the notation');
    if (l !== 'en') {
      const english = await page.$$eval('.primer-diagram text', (ts) => ts.map((x) =>
        x.textContent).filter((x) => /in hand| to move|^(North|South)$/.test(x)));
      eq(english.join(' | '), '', what + ': the diagrams\' words translated');
    }
    /* the page goes on stepping */
    await page.focus('#board');
    await page.keyboard.press('ArrowRight');
    eq(await ply(page), '6', what + ': stepping after the primer');
    seen.check();
    await context.close();
  }

  return {
    async primer(browser) {
      await learner(browser, 'en', 'game.html', { width: 1280, height: 900 });
      await learner(browser, 'sw', 'game-sw.html', { width: 1280, height: 900 });
      await learner(browser, 'sw', 'game-sw.html', { width: 390, height: 844 });
    }
  };
};
