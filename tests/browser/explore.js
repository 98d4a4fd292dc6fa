/* explore.js - the teaching page's engine, analysis and variations in a
 * real browser (headless Chromium, playwright-core): the part of the
 * browser tests that page.js runs after its own, with its helpers.
 *
 *   explore     "try another move" at ply 10 of the 1994 game: the legal
 *               moves lit and listed are `bao moves`'s, a move played and
 *               one more give data-position as `bao moves` does, back to
 *               the game, the record of the lines played (bao check and
 *               bao replay accept it, its variation is the line played),
 *               the speed of the moves in the page, no request (every
 *               request but the page's own is routed, aborted and
 *               counted), no console error
 *   hint        the hint on positions whose answer `bao solve` gives
 *   marks       the analysis' marks of tests/data/solve-teach.yaml,
 *               those of `bao analyze --depth 1` (tests/cli/analyze-teach.md
 *               reasons them out)
 *   variations  tests/browser/variations.yaml stepped through: positions
 *               of `bao replay --positions` of the same moves written as
 *               plain games
 *   noEngine    bao html --no-engine: the page as it was, no engine
 *   everyVariant  every variant's page: the engine's events, moves tried,
 *               their record
 *
 * Every expected value comes from the command (moves, solve, analyze,
 * replay, check) or from reasoning in the comments, never from the page. */
'use strict';
const fs = require('fs');
const path = require('path');
const { execFileSync, spawnSync } = require('child_process');
const lib = require('./lib.js');

module.exports = function (t) {
  const { ok, eq, url, watch, dir, bao, positions, ply, position, drawnBoard,
    boardPart, sowingDone } = t;

  /* `bao moves` of a position: [[token, line after, or null for a move
   * that never ends]] */
  function moves(line) {
    return execFileSync(bao, ['moves', '--position', line], { encoding: 'utf8' })
      .split('\n').filter(Boolean).map((l) => l.split('\t'))
      .map((m) => [m[0], m[1].startsWith('never-ending') ? null : m[1]]);
  }
  /* PLY \t SIDE \t TOKEN \t POSITION of a file: the lines by ply */
  function replayed(file) {
    const out = [];
    fs.readFileSync(path.join(dir, file), 'utf8').split('\n').filter(Boolean)
      .forEach((l) => { const f = l.split('\t'); out[+f[0]] = f[3]; });
    return out;
  }

  /* A context whose requests, but for the page's own, are aborted and
   * counted. */
  async function offline(browser, name, options) {
    const context = await browser.newContext(Object.assign({
      viewport: { width: 1280, height: 1000 }, reducedMotion: 'reduce' }, options || {}));
    const routed = [];
    const own = url(name).split('#')[0];
    await context.route('**/*', (r) => {
      if (r.request().url().split('#')[0] === own) return r.continue();
      routed.push(r.request().url());
      return r.abort();
    });
    return { context, routed };
  }
  const ready = lib.ready;
  const lit = (page) => page.evaluate(() => Array.from(document.querySelectorAll(
    '#board .pit.legal')).map((g) => g.id.slice(4)).sort().join(' '));

  async function explore(browser) {
    const { context, routed } = await offline(browser, 'game.html');
    const page = await context.newPage();
    const seen = watch(page, 'game.html');
    await page.goto(url('game.html', '#ply=10'));
    await ready(page);
    /* The position before ply 10 has one legal move, a1L, the game's own
     * (bao moves): the learner's choice is at ply 10, the board after it,
     * where the game went on with ply 11. */
    eq(moves(positions[9]).map((m) => m[0]).join(' '), 'a1L',
      'bao moves: one move before ply 10');
    const legal = moves(positions[10]);
    ok(legal.length > 1, 'bao moves: several moves after ply 10');
    eq(await page.evaluate(() => Array.from(document.querySelectorAll('#legal button'))
      .map((b) => b.textContent).join(' ')), legal.map((m) => m[0]).join(' '),
    'the legal moves listed are those of bao moves');
    eq(await lit(page), [...new Set(legal.map((m) => m[0].slice(0, 2)))].sort().join(' '),
      'the holes lit are those of the legal moves');
    /* a move that is not the game's (ply 11 of the record) */
    const game11 = positions.tokens[11];
    const mine = legal.find((m) => m[0] !== game11 && m[1] &&
      legal.filter((n) => n[0].slice(0, 2) === m[0].slice(0, 2)).length === 1) ||
      legal.find((m) => m[0] !== game11);
    ok(mine && mine[0] !== game11, 'a move other than the game\'s: ' + (mine && mine[0]));
    await page.click('#pit-' + mine[0].slice(0, 2));
    const chooser = await page.locator('#legal .legal-caption').count();
    if (chooser) await page.click('#legal button[data-token="' + mine[0] + '"]');
    eq(await ply(page), '11', 'the move played is ply 11');
    eq(await position(page), mine[1], 'data-position after ' + mine[0] + ' = bao moves');
    eq(await page.getAttribute('#board', 'data-line'), 'mine', 'data-line: the learner\'s');
    eq(await drawnBoard(page), boardPart(mine[1]), 'the numerals drawn');
    ok((await page.textContent('#now-title')).includes(mine[0]), 'the heading names it');
    /* one more ply, for the other side */
    const next = moves(mine[1]).find((m) => m[1]);
    await page.click('#legal button[data-token="' + next[0] + '"]');
    eq(await ply(page), '12', 'one more ply');
    eq(await position(page), next[1], 'data-position after ' + next[0] + ' = bao moves');
    const shownAt12 = await position(page);
    eq(await lit(page), [...new Set(moves(next[1]).filter((m) => m[1])
      .map((m) => m[0].slice(0, 2)))].sort().join(' '), 'the holes lit there');
    eq(JSON.stringify(await page.evaluate(() => window.baoSowingMismatches('all'))), '[]',
      'the sowing of the learner\'s plies ends at their positions');
    eq(JSON.stringify(await page.evaluate(() => window.baoEngineMismatches())), '[]',
      'the engine in the page gives every ply of the game the events the data has');
    /* stepping in the line, and back to the game */
    await page.focus('#board');
    await page.keyboard.press('ArrowLeft');
    eq(await position(page), mine[1], 'ArrowLeft in the learner\'s line');
    await page.keyboard.press('ArrowRight');
    eq(await position(page), next[1], 'ArrowRight back to its end');
    await page.click('#to-game');
    eq(await ply(page), '10', 'back to the game: ply 10');
    eq(await position(page), positions[10], 'data-position of the game\'s ply 10');
    eq(await page.getAttribute('#board', 'data-line'), null, 'no data-line in the game');
    ok(await page.isHidden('#to-game'), 'the button goes');
    /* the record of the lines played: the game, the line as a variation of
     * ply 11 (what bao check and bao replay read back) */
    await page.click('#export summary');
    const yaml = await page.inputValue('#export-text');
    const file = path.join(dir, 'export.yaml');
    fs.writeFileSync(file, yaml);
    const want = '- move: "' + game11 + '"\n  variations: [["' + mine[0] + '", "' +
      next[0] + '"]]\n';
    ok(yaml.includes(want), 'the export holds the line as ply 11\'s variation:\n' + yaml);
    const check = spawnSync(bao, ['check', file], { encoding: 'utf8' });
    eq(check.status, 0, 'bao check accepts the export: ' + check.stderr + check.stdout);
    eq(execFileSync(bao, ['replay', '--positions', file], { encoding: 'utf8' }),
      fs.readFileSync(path.join(dir, 'positions.tsv'), 'utf8'),
      'bao replay of the export: the game\'s positions');
    /* the export keeps what the record says besides its moves: the
     * spellings printed, glyphs, comments, notes and the end text, as
     * bao convert --to yaml reads them from the record and from the export */
    const kept = (f) => execFileSync(bao, ['convert', '--to', 'yaml', f],
      { encoding: 'utf8' }).split('\n')
      .filter((l) => /^\s*(original|glyph|comment|note|end):/.test(l))
      .map((l) => l.trim()).join('\n');
    const record = kept('records/maulidi-kijumbe-1994.yaml');
    ok(/original:/.test(record) && /note:/.test(record) && /^end:/m.test(record),
      'the record has spellings, notes and an end:\n' + record);
    eq(kept(file), record, 'the export keeps the record\'s spellings, notes and end');
    /* the variation is the line played: the game's first 10 plies and
     * the export's variation, as a plain game, end where the page was */
    const found = /variations: (\[\[.*\]\])/.exec(yaml);
    const tokens = found ? JSON.parse(found[1])[0] : [];
    const plain = path.join(dir, 'export-line.yaml');
    fs.writeFileSync(plain, 'dialect: devoogt\nmoves: ' + JSON.stringify(positions.tokens.slice(1, 11)
      .concat(tokens)) + '\n');
    const line = execFileSync(bao, ['replay', '--positions', plain], { encoding: 'utf8' })
      .split('\n').filter(Boolean).map((l) => l.split('\t')[3]);
    eq(line[line.length - 1], shownAt12, 'the exported line replays to the position shown');
    /* the speed of the legal moves in the page (the cache aside) */
    const times = await page.evaluate(() => window.baoMovesTime());
    console.log('explore: moves in the page: ' + times[0].toFixed(3) + ' ms a position, ' +
      'at most ' + times[1].toFixed(3) + ' ms (47 positions)');
    /* (a figure, not asserted: a test asserts no wall-clock time; the
     * speed of the moves is bench/'s) */
    ok(times[0] >= 0 && times.length === 2, 'the moves of every position timed: ' + times);
    await page.screenshot({ path: path.join(dir, 'page-explore.png') });
    eq(routed.join(' '), '', 'no request left the page');
    seen.check();
    await context.close();
  }

  /* The sowing of a move the learner plays is shown as the game's are. */
  async function exploreSown(browser) {
    const { context, routed } = await offline(browser, 'game.html', { reducedMotion: 'no-preference' });
    const page = await context.newPage();
    const seen = watch(page, 'game.html');
    await page.goto(url('game.html', '#ply=10'));
    await ready(page);
    await page.click('.settings summary');
    await page.selectOption('#speed', '4');
    const m = moves(positions[10]).find((x) => x[0] !== positions.tokens[11] && x[1]);
    ok(!!m, 'a move other than the game\'s');
    /* whether the board sowed, seen by the page as it happens: a look
     * after a pause could come after the sowing's end on a loaded
     * machine */
    await page.evaluate(() => {
      const board = document.getElementById('board');
      window.baoSown = false;
      new MutationObserver(() => {
        if (board.classList.contains('sowing-now')) window.baoSown = true;
      }).observe(board, { attributes: true, attributeFilter: ['class'] });
    });
    await page.click('#legal button[data-token="' + m[0] + '"]');
    ok(await page.evaluate(() => window.baoSown), 'the learner\'s move is sown seed by seed');
    await sowingDone(page);
    eq(await drawnBoard(page), boardPart(m[1]), 'and ends at its position');
    eq(routed.join(' '), '', 'no request');
    seen.check();
    await context.close();
  }

  /* The hint: `bao solve` (depth 3, the page's) of the position. */
  async function hint(browser) {
    const cases = [
      /* tests/data/solve-teach.yaml game 2: South wins at once with B1L
       * (the file's comment reasons it out) */
      { page: 'teach/game-2.html', at: 0 },
      /* the start of the 1994 game: no forced win within 3 */
      { page: 'game.html', at: 0 },
      /* game 3 after A7R*: North wins with b2L (the file's comment) */
      { page: 'teach/game-3.html', at: 1 }];
    for (const c of cases) {
      const { context, routed } = await offline(browser, c.page);
      const page = await context.newPage();
      const seen = watch(page, c.page);
      await page.goto(url(c.page, '#ply=' + c.at));
      await ready(page);
      const line = await position(page);
      const args = ['solve', '--position', line, '--depth', '3'];
      const variant = await page.evaluate(() => window.BaoPage.data.variant);
      const solved = execFileSync(bao, args.concat(['--variant', variant]),
        { encoding: 'utf8' }).trim().split('\t');
      await page.click('#hint');
      const said = await lib.hintSaid(page);
      const side = line.includes('| S to move') ? 'South' : 'North';
      if (solved[0] === 'win') {
        const first = solved[2].split(' ')[0], n = +solved[1];
        eq(said, side + ' can force a win within ' + n + (n === 1 ? ' move' : ' moves') +
          ': play ' + first + '.', c.page + ': the hint = bao solve (' + solved.join(' ') + ')');
        eq(await page.evaluate(() => Array.from(document.querySelectorAll('#board .pit.hint'))
          .map((g) => g.id.slice(4)).join(' ')), first.slice(0, 2), 'its hole is marked');
      } else if (solved[0] === 'none') {
        /* no forced result: the playing engine's move (bao play's hint),
         * a legal one, and the chances in words */
        const legal = execFileSync(bao, ['moves', '--position', line, '--variant', variant],
          { encoding: 'utf8' }).split('\n').filter(Boolean).map((l) => l.split('\t')[0]);
        const m = /^Neither side can force a win within 3 moves from here\. The engine's best move for (South|North): (\S+)\. .*(losing|worse chances|even chances|better chances|winning)\.$/.exec(said);
        ok(m && m[1] === side && legal.includes(m[2]),
          c.page + ': the hint = bao solve (none), then the engine\'s move: ' + said);
      } else {
        ok(said.startsWith('Every move of ' + side + ' loses'), c.page + ': loss: ' + said);
      }
      eq(routed.join(' '), '', c.page + ': no request');
      seen.check();
      await context.close();
    }
  }

  /* The analysis' marks: `bao analyze --depth 1` of the four games of
   * tests/data/solve-teach.yaml (missed-win, -, blunder, only: the
   * reasoning is tests/cli/analyze-teach.md's). */
  async function marks(browser) {
    const want = { 'missed-win': ['?', 'missed win'], blunder: ['??', 'blunder'],
      only: ['!', 'only move'] };
    const games = [[]];
    fs.readFileSync(path.join(dir, 'teach.tsv'), 'utf8').split('\n').filter(Boolean)
      .forEach((l) => {
        if (l.startsWith('#')) games.push([]);
        else games[games.length - 1].push(l.split('\t'));
      });
    eq(games.map((g) => g.map((p) => p[3]).join(',')).join(' '),
      'missed-win - blunder,- only', 'bao analyze --depth 1: the marks reasoned out');
    const page = await (await browser.newContext()).newPage();
    const colours = {};
    for (let i = 0; i < games.length; i++) {
      const name = 'teach/game-' + (i + 1) + '.html';
      const seen = watch(page, name);
      await page.goto(url(name));
      for (const p of games[i]) {
        const link = 'a.ply[data-ply="' + p[0] + '"]:not([data-line])';
        const shown = await page.locator(link + ' .judge').count();
        const mark = want[p[3]] && p[4].includes('refuted by') ? ['??', 'missed win, and loses']
          : want[p[3]];
        if (!mark) {
          eq(shown, 0, name + ' ply ' + p[0] + ': no mark');
          continue;
        }
        eq(await page.textContent(link + ' .judge'), mark[0], name + ' ply ' + p[0] + ': ' + mark[0]);
        eq(await page.getAttribute(link + ' .judge', 'title'), mark[1], '... with its words');
        await page.click(link);
        eq(await page.textContent('#now-mark'), mark[0] + ' ' + mark[1], '... beside the board');
        /* one colour per mark: the panel's, glyph and words, is the list's,
         * in the light theme and the dark; ! is not ?'s nor ??'s */
        for (const theme of ['light', 'dark']) {
          await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t),
            theme);
          const [inList, glyph, words] = await page.evaluate((sel) => [
            getComputedStyle(document.querySelector(sel + ' .judge')).color,
            getComputedStyle(document.querySelector('#now-mark .judge')).color,
            getComputedStyle(document.querySelector('#now-mark')).color], link);
          eq(glyph + ' ' + words, inList + ' ' + inList,
            name + ' ply ' + p[0] + ', ' + theme + ': the mark\'s colour, panel and list');
          colours[theme + ' ' + mark[0]] = inList;
        }
        await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
      }
      ok(await page.isVisible('.marks-key') === games[i].some((p) => want[p[3]]),
        name + ': the key to the marks, when there are marks');
      seen.check();
      page.removeAllListeners();
    }
    for (const theme of ['light', 'dark'])
      ok(colours[theme + ' !'] && colours[theme + ' !'] !== colours[theme + ' ??'] &&
        colours[theme + ' !'] !== colours[theme + ' ?'], theme + ': ! has a colour of ' +
        'its own: ' + JSON.stringify(colours));
    await page.screenshot({ path: path.join(dir, 'page-marks.png') });
    await page.context().close();
  }

  /* The record's variations: in the move list, stepped through. */
  async function variations(browser) {
    const plain = replayed('var-plain.tsv'), nested = replayed('var-nested.tsv');
    const { context, routed } = await offline(browser, 'var.html');
    const page = await context.newPage();
    const seen = watch(page, 'var.html');
    await page.goto(url('var.html'));
    eq(await page.locator('tr.line').count(), 2, 'two rows of variations (plies 3 and 4)');
    eq(await page.locator('a.ply[data-line]').count(), 6, 'their six plies are links');
    await page.click('a.ply[data-line="1"][data-ply="3"]');
    eq(await page.getAttribute('#board', 'data-line'), '1', 'in variation 1');
    eq(await position(page), plain[3], 'its first ply = bao replay of the plain game');
    eq(await page.getAttribute('a.ply[data-line="1"][data-ply="3"]', 'aria-current'), 'step',
      'marked in the move list');
    await page.focus('#board');
    for (const k of [4, 5]) {
      await page.keyboard.press('ArrowRight');
      eq(await position(page), plain[k], 'variation 1, ply ' + k);
      eq(await drawnBoard(page), boardPart(plain[k]), 'the numerals drawn');
    }
    await page.keyboard.press('ArrowRight');
    eq(await ply(page), '5', 'the variation ends at ply 5');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowLeft');
    eq(await ply(page), '2', 'back before it');
    eq(await position(page), plain[2], 'the game\'s position before it');
    await page.keyboard.press('ArrowRight');
    eq(await position(page), plain[3], 'forward again: into the variation');
    await page.click('a.ply[data-line="2"][data-ply="5"]');
    eq(await position(page), nested[5], 'the variation in the variation');
    await page.keyboard.press('ArrowLeft');
    eq(await position(page), nested[4], 'its first ply');
    eq(await page.evaluate(() => location.hash), '#ply=4&line=2', 'the address names it');
    eq(JSON.stringify(await page.evaluate(() => window.baoSowingMismatches('all'))), '[]',
      'the sowing of every ply of every variation ends at its position');
    await page.click('#to-game');
    eq(await ply(page), '2', 'back to the game where the variations leave it');
    eq(await page.getAttribute('#board', 'data-line'), null, 'in the game');
    await page.goto(url('var.html', '#ply=5&line=1'));
    eq(await position(page), plain[5], '#ply=5&line=1 opens there');
    eq(routed.join(' '), '', 'no request');
    seen.check();
    await context.close();
  }

  /* --no-engine: the page as before the engine (tests/html.sh checks the
   * markup); it steps, nothing is lit. */
  async function noEngine(browser) {
    const page = await (await browser.newContext()).newPage();
    const seen = watch(page, 'game-noengine.html');
    await page.goto(url('game-noengine.html', '#ply=10'));
    eq(await position(page), positions[10], '--no-engine: data-position');
    eq(await page.locator('#explore').count(), 0, '--no-engine: no box to try moves');
    await page.focus('#board');
    await page.keyboard.press('ArrowRight');
    eq(await position(page), positions[11], '--no-engine: it steps');
    eq(await lit(page), '', '--no-engine: no hole lit');
    seen.check();
    await page.context().close();
  }

  /* Every variant's page (page.js: everyRecord), with the engine: the
   * engine in the page gives every ply the events of the data, which
   * the command wrote; at the middle of the game three moves of the
   * learner's (not the game's), each to a position `bao moves` gives and
   * sown to it; their record, which bao check accepts. */
  async function everyVariant(page, f, plies) {
    await ready(page);
    eq(JSON.stringify(await page.evaluate(() => window.baoEngineMismatches())), '[]',
      f + ': the engine\'s events = the data\'s, every ply');
    await page.click('a.ply[data-ply="' + Math.ceil(plies / 2) + '"]:not([data-line])');
    for (let k = 0; k < 3; k++) {
      const at = await position(page);
      const game = await page.evaluate(() => {
        const s = window.BaoPage.state();
        return s.g < s.line.end() ? s.line.ply(s.g + 1).t : null;
      });
      const variant = await page.evaluate(() => window.BaoPage.data.variant);
      const legal = execFileSync(bao, ['moves', '--variant', variant, '--position', at],
        { encoding: 'utf8' }).split('\n').filter(Boolean).map((l) => l.split('\t'))
        .filter((m) => !m[1].startsWith('never-ending') && m[0] !== game);
      if (!legal.length) break;
      await page.click('#legal button[data-token="' + legal[0][0] + '"]');
      eq(await position(page), legal[0][1], f + ': ' + legal[0][0] + ' = bao moves');
    }
    eq(JSON.stringify(await page.evaluate(() => window.baoSowingMismatches('all'))), '[]',
      f + ': the learner\'s plies are sown to their positions');
    const file = path.join(dir, 'export-' + f.replace(/\.html$/, '.yaml'));
    fs.writeFileSync(file, await page.evaluate(() => window.baoExport()));
    const check = spawnSync(bao, ['check', file], { encoding: 'utf8' });
    eq(check.status + check.stderr, '0', f + ': bao check accepts the record of the lines');
  }

  return { explore, exploreSown, hint, marks, variations, noEngine, everyVariant };
};
