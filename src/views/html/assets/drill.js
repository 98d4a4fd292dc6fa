/* drill.js - the training page of bao drill (src/views/html/drill_page.c),
 * after board.js, whose drawing and sowing it shares.  It fetches nothing
 * and writes text only through textContent.
 *
 * Every answer comes from the engine in the page (bao.mjs, handed over to
 * window.BaoDrill.engine), never from the markup, which holds no
 * solution:
 *   - a move is right when the engine's verdicts of every legal move
 *     (solveMoves within the bound left) give it "win" in a win task, or
 *     anything but "loss" in a save task: any such move, not one line;
 *   - after a right move in a win task the opponent plays its longest
 *     defence: of its moves, those the learner wins after in the most
 *     moves, and of those the first in the order of the legal moves
 *     (the order of `bao moves`, which is also the line `bao solve`
 *     prints), and the bound drops by one; a save task ends with the
 *     right move;
 *   - a wrong move is answered by its refutation (`solve` of the
 *     position after it: the opponent's winning line, played out), or,
 *     in a win task without one, by "no forced win within n";
 *   - the hint gives the hole of the first right move, then the move.
 * Every search has a node budget (NODES): a search that needs more says
 * so and judges nothing, so that no answer holds the page long.
 *
 * Spaced repetition: each exercise's history is kept in localStorage
 * under "bao-drill:" + its position line (so a page made again keeps
 * it): {box, due, solved, missed}.  Solved without a mistake or hint, it
 * moves up a box (1 h, 1 d, 3 d, 1 w, 2 w, 1 month: SCHEDULE); missed,
 * it goes back to the first box (1 h).  Export writes every history as
 * a JSON file; import merges one back. */
(function () {
  'use strict';

  var B = window.BaoPage, M = B.M, D = B.data.drill, fmt = B.fmt, SIDE = B.SIDE;
  var $ = function (id) { return document.getElementById(id); };
  var NODES = 4000000;                      /* BAO_ANALYSIS_NODES, as bao drill */
  var HOUR = 3600e3, DAY = 24 * HOUR;
  var SCHEDULE = [HOUR, DAY, 3 * DAY, 7 * DAY, 14 * DAY, 30 * DAY];
  var WHEN = ['in1h', 'in1d', 'in3d', 'in1w', 'in2w', 'in1m'];
  var PREFIX = 'bao-drill:';
  var items = Array.prototype.slice.call(document.querySelectorAll('[data-exercise]'));
  var view = B.view = new B.View($('board').querySelector('svg'));
  B.fitPhone($('board').querySelector('svg'), $('board'));
  var engine = null, cur = null, timer = null;
  var api = window.BaoDrill = { engine: function () {} };

  /* ---- the engine's events as board.js's arrays --------------------------------- */

  var KIND = ['place', 'lap', 'capture', 'reverse', 'sixteen', 'house-stop',
    'house-safari', 'house-tax', 'house-captured', 'house-destroyed',
    'takasia-obeyed', 'takasia-passed', 'takasia-set', 'stage-mtaji',
    'never-ending', 'game-end'];
  var LAP_WHY = ['move', 'relay', 'capture', 'safari', 'tax'];

  /* As explore.js turns them (html_data.c's arrays): what the sowing's
   * captions need. */
  function compact(events, before) {
    return events.map(function (e, i) {
      var kind = KIND.indexOf(e.event), side = before.toMove, why = 0, flag = 0;
      var hole = e.hole ? B.parseHole(e.hole) : -1, other = e.from || e.last;
      if (kind === B.EV.LAP) why = LAP_WHY.indexOf(e.why);
      if (kind === B.EV.CAPTURE) flag = e.kichwa === 'left' ? 76 : 82;
      if (kind === B.EV.HOUSE_CAPTURED || kind === B.EV.HOUSE_DESTROYED) side = hole >> 4;
      if (kind === B.EV.HOUSE_DESTROYED)
        why = i > 0 && events[i - 1].event === 'house-captured' ? 1 : 0;
      if (kind === B.EV.GAME_END) side = e.loser === 'North' ? 1 : 0;
      return [kind, side, hole, other ? B.parseHole(other) : -1, e.seeds || 0,
        e.direction === 'clockwise' ? 1 : e.direction === 'anticlockwise' ? -1 : 0,
        why, flag];
    });
  }

  /* ---- the progress (localStorage) ----------------------------------------------- */

  function load(item) {
    try {
      return JSON.parse(localStorage.getItem(PREFIX + item.dataset.position)) || null;
    } catch (e) { return null; }
  }
  function save(item, h) {
    try { localStorage.setItem(PREFIX + item.dataset.position, JSON.stringify(h)); }
    catch (e) { /* private mode: the session only */ }
  }
  function due(item, now) {
    var h = load(item);
    return !h || h.due <= now;
  }
  /* The outcome of a try: solved clean (up a box) or missed (box 0). */
  function record(item, clean) {
    var h = load(item) || { box: 0, due: 0, solved: 0, missed: 0 };
    h.box = clean ? Math.min(h.box + 1, SCHEDULE.length - 1) : 0;
    h.due = Date.now() + SCHEDULE[h.box];
    if (clean) h.solved++; else h.missed++;
    save(item, h);
    return h;
  }

  function summary() {
    var now = Date.now(), end = new Date(), solved = 0, today = 0;
    end.setHours(23, 59, 59, 999);
    items.forEach(function (it) {
      var h = load(it), st = it.querySelector('.state');
      if (h && h.solved) solved++;
      if (!h || h.due <= end.getTime()) today++;
      st.textContent = h ? (h.due <= now ? '\u25cf' : '\u2713') : '';
      it.hidden = $('due-only').checked && !(!h || h.due <= end.getTime());
    });
    $('progress').textContent = fmt(D.progress, solved, items.length, today) +
      (today ? '' : ' ' + D.noneDue);
  }

  function exportProgress() {
    var out = { format: 'bao-drill-progress', version: 1, items: {} };
    for (var i = 0; i < localStorage.length; i++) {
      var k = localStorage.key(i);
      if (k.indexOf(PREFIX) === 0) out.items[k.slice(PREFIX.length)] = JSON.parse(localStorage.getItem(k));
    }
    var a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([JSON.stringify(out, null, 1)],
      { type: 'application/json' }));
    a.download = 'bao-drill-progress.json';
    document.body.appendChild(a);
    a.click();
    a.remove();
  }

  function importProgress(file) {
    file.text().then(function (text) {
      var got;
      try { got = JSON.parse(text); } catch (e) { got = null; }
      if (!got || got.format !== 'bao-drill-progress' || typeof got.items !== 'object') {
        say(D.badFile);
        return;
      }
      var n = 0;
      Object.keys(got.items).forEach(function (line) {
        var h = got.items[line];
        if (h && typeof h.box === 'number' && typeof h.due === 'number') {
          try { localStorage.setItem(PREFIX + line, JSON.stringify(h)); n++; } catch (e) { /* full */ }
        }
      });
      say(fmt(D.imported, n));
      summary();
    });
  }

  /* ---- the board --------------------------------------------------------------------- */

  function say(text) {
    $('verdict').textContent = text;
    $('announce').textContent = text;
  }
  function opts() { return { variant: cur.variant, rules: cur.rules, maxNodes: NODES }; }
  function show(line, marks) {
    var p = B.parse(line);
    view.extra = {};
    view.show(p, marks || null);
    /* on a phone the board leaves out the hands: said under it */
    $('hands').textContent = [1, 0].map(function (side) {
      return SIDE[side] + ' ' + fmt(M.inHand, p.hand[side]);
    }).join(' \u00b7 ');
    view.drawMarks(marks || null);
    $('board').setAttribute('data-position', line);
  }

  /* Plays `token` from cur.line with the game's sowing, then calls done. */
  function sow(token, done) {
    var before = B.parse(cur.line), r = engine.play(cur.line, token, opts());
    var ev = compact(r.events, before), steps = B.sowing(before, ev), i = 0;
    var after = r.position;
    cur.busy = true;
    /* no move can be played while one is sown: the buttons say so */
    Array.prototype.forEach.call($('legal').querySelectorAll('button'), function (b) {
      b.disabled = true;
    });
    view.drawMarks(null);
    function next() {
      if (i >= steps.length) {
        $('sowing').textContent = '';
        cur.line = after;
        show(after, B.marksOf(before, B.parse(after), ev));
        cur.busy = false;
        done();
        return;
      }
      var s = steps[i++];
      view.show({ pit: before.pit, hand: s.hand, house: before.house,
        toMove: before.toMove, takasia: -1 }, null, s.counts, s.hot);
      $('sowing').textContent = s.caption;
      timer = setTimeout(next, (window.baoDrillFast ? 1 : 120) * s.wait);
    }
    next();
  }

  /* Plays a line of tokens one after another. */
  function sowLine(tokens, done) {
    if (!tokens.length) { done(); return; }
    sow(tokens[0], function () { sowLine(tokens.slice(1), done); });
  }

  function moves() {
    var box = $('legal');
    while (box.firstChild) box.removeChild(box.firstChild);
    $('your-move').textContent = '';
    if (!engine || !cur || cur.over) return [];
    var list = engine.moves(cur.line, opts()).filter(function (m) { return m.position; });
    var shown = cur.chosen >= 0 ? list.filter(function (m) {
      return B.parseHole(m.token) === cur.chosen; }) : list;
    $('your-move').textContent = fmt(D.yourMove, SIDE[B.parse(cur.line).toMove]);
    shown.forEach(function (m) {
      var b = document.createElement('button');
      b.type = 'button';
      b.className = 'move';
      b.textContent = B.moveName(m.token);
      b.setAttribute('data-token', m.token);
      b.addEventListener('click', function () { try_(m.token); });
      box.appendChild(b);
    });
    view.extra = {};
    list.forEach(function (m) { view.extra[B.parseHole(m.token)] = 'legal'; });
    if (cur.hint !== null) view.extra[cur.hint] = 'legal hint';
    view.show(B.parse(cur.line), null);
    return list;
  }

  /* The verdicts of the moves of cur.line within the bound left, or null
   * when the search needs more than its budget. */
  function verdicts() {
    try { return engine.solveMoves(cur.line, cur.left, opts()); }
    catch (e) { say(D.tooLong); return null; }
  }
  function isRight(v) { return cur.task === 'win' ? v.verdict === 'win' : v.verdict !== 'loss'; }

  /* ---- an exercise --------------------------------------------------------------- */

  function open(item) {
    clearTimeout(timer);
    /* a sowing cut short leaves no caption over the board set again */
    $('sowing').textContent = '';
    items.forEach(function (it) { it.classList.toggle('current', it === item); });
    /* an AP record's exercise (data-dialect, drill_page.c) in AP's cells:
     * the board's labels, the moves and what is said of them */
    B.setDialect(item.dataset.dialect);
    view.label();
    cur = { item: item, line: item.dataset.position, task: item.dataset.task,
      n: +item.dataset.n, left: +item.dataset.n, variant: item.dataset.variant,
      rules: item.dataset.rules ? item.dataset.rules.split(' ') : [],
      clean: true, hints: 0, hint: null, chosen: -1, busy: false, over: false,
      side: B.parse(item.dataset.position).toMove };
    $('task').textContent = item.querySelector('.what').textContent;
    $('task-from').textContent = item.querySelector('.from').textContent;
    say('');
    show(cur.line);
    if (!engine) { say(D.noEngine); return; }
    moves();
    $('task').focus();
  }

  /* The end of a try: `said` (what the last move did), then the verdict
   * and when the exercise comes back. */
  function finish(clean, said) {
    cur.over = true;
    moves();
    var h = record(cur.item, clean);
    say((said ? said + ' ' : '') + (clean ? D.solved + ' ' : '') +
      fmt(D.next, D[WHEN[h.box]]));
    summary();
  }

  /* The opponent's longest defence (the rule at the top). */
  function defence() {
    var list = verdicts();
    if (!list) return null;
    var best = null;
    list.forEach(function (v) { if (!best || v.n > best.n) best = v; });
    return best;
  }

  function try_(token) {
    if (!engine || !cur || cur.busy || cur.over) return;
    cur.chosen = -1;
    var list = verdicts();
    if (!list) return;
    var v = list.filter(function (x) { return x.token === token; })[0];
    if (!v) return;
    cur.hint = null;
    if (!isRight(v)) { wrong(token); return; }
    say(fmt(D.right, B.moveName(token)));
    sow(token, function () {
      if (cur.task === 'save') {
        finish(cur.clean, fmt(D.held, SIDE[1 - cur.side], B.moveWord(cur.n)));
        return;
      }
      if (engine.status(cur.line, opts()).over) { finish(cur.clean); return; }
      cur.left--;
      var d = defence();
      if (!d) return;
      say(fmt(D.reply, SIDE[1 - cur.side], B.moveName(d.token)));
      sow(d.token, function () {
        say(fmt(D.reply, SIDE[1 - cur.side], B.moveName(d.token)));
        moves();
      });
    });
  }

  /* A wrong move: its refutation, played out, then the exercise again. */
  function wrong(token) {
    var r = null;
    cur.clean = false;
    say(fmt(D.wrong, B.moveName(token)));
    sow(token, function () {
      try { r = engine.solve(cur.line, cur.task === 'win' ? cur.left : cur.n, opts()); }
      catch (e) { r = null; }
      var said = fmt(D.wrong, B.moveName(token)) + ' ' + (r && r.verdict === 'win'
        ? fmt(D.refuted, SIDE[1 - cur.side], r.line.map(B.moveName).join(' '))
        : fmt(D.noWin, B.moveWord(cur.left)));
      say(said);
      sowLine(r && r.verdict === 'win' ? r.line : [], function () { finish(false, said); });
    });
  }

  function hint() {
    if (!engine || !cur || cur.busy || cur.over) return;
    var list = verdicts();
    if (!list) return;
    var v = list.filter(isRight)[0];
    if (!v) return;
    cur.clean = false;
    cur.hints++;
    if (cur.hints === 1) {
      cur.hint = B.parseHole(v.token);
      say(fmt(D.hintHole, B.cellName(cur.hint)));
    } else {
      say(fmt(D.hintMove, B.moveName(v.token)));
    }
    moves();
  }

  function nextExercise() {
    var now = Date.now(), at = items.indexOf(cur ? cur.item : null), i;
    for (i = 1; i <= items.length; i++) {
      var it = items[(at + i) % items.length];
      if (!it.hidden && due(it, now)) { open(it); return; }
    }
    if (items.length) open(items[(at + 1) % items.length]);
  }

  /* ---- the controls ---------------------------------------------------------------- */

  items.forEach(function (it) {
    it.querySelector('button.open').addEventListener('click', function () { open(it); });
  });
  view.pits.forEach(function (pit, h) {
    pit.g.addEventListener('click', function () {
      if (!engine || !cur || cur.busy || cur.over) return;
      var list = engine.moves(cur.line, opts()).filter(function (m) {
        return m.position && B.parseHole(m.token) === h; });
      if (list.length === 1) try_(list[0].token);
      else if (list.length > 1) { cur.chosen = h; moves(); }
    });
  });
  $('hint').addEventListener('click', hint);
  $('again').addEventListener('click', function () { if (cur) open(cur.item); });
  $('next-ex').addEventListener('click', nextExercise);
  $('due-only').addEventListener('change', summary);
  $('export-progress').addEventListener('click', exportProgress);
  $('import-progress').addEventListener('change', function (e) {
    if (e.target.files[0]) importProgress(e.target.files[0]);
  });
  document.addEventListener('keydown', function (e) {
    if (e.target.tagName === 'INPUT' || e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key === 'h' || e.key === 'H') hint();
    else if (e.key === 'n' || e.key === 'N') nextExercise();
  });

  /* For tools and tests: the page's own verdict of a move at the board's
   * position (true: right, false: wrong, null: not judged), and whether
   * it is waiting for the learner. */
  api.judge = function (token) {
    var list = engine && cur ? verdicts() : null;
    var v = list && list.filter(function (x) { return x.token === token; })[0];
    return v ? isRight(v) : null;
  };
  api.waiting = function () { return !!cur && !cur.busy && !cur.over; };
  api.over = function () { return !!cur && cur.over; };

  api.engine = function (e, err) {
    engine = e;
    if (!e) { say(D.noEngine + (err ? ' (' + err.message + ')' : '')); return; }
    if (cur) open(cur.item);
  };
  summary();
  if (items.length) open(items[0]);
})();
