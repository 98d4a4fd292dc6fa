/* guess.js - "Guess the move" in the teaching page (bao html), after
 * explore.js: with the engine in the page, the learner turns it on, the
 * game's next move is hidden (guess.css), the learner plays a choice from
 * the legal moves or on the board (a hole, as in explore.js), and the engine judges both it and the game's move
 * within DEPTH moves (solveMoves, with the hint's node budget): the same
 * move; or each move's verdict: wins in n, loses in n, misses a win in n
 * (the position had a win the move does not keep), or not judged within
 * the bound.  A guess scores when it is the game's move or judged at
 * least as good: a faster win, a slower loss, or the same verdict.  Then
 * the game's move is played, and the next question asked. */
(function () {
  'use strict';

  var B = window.BaoPage, data = B.data, SIDE = B.SIDE, fmt = B.fmt;
  var $ = function (id) { return document.getElementById(id); };
  var box = $('guess');
  if (!box) return;
  var G = {};                              /* data-msg-KEY: html_guess.c */
  Object.keys(box.dataset).forEach(function (k) {
    if (k.indexOf('msg') === 0) G[k.charAt(3).toLowerCase() + k.slice(4)] = box.dataset[k];
  });
  /* the analysis's fixed depth, or 3 (the hint's): a depth reached
   * natively under a time budget is beyond the page's node budget */
  var DEPTH = (!data.budget && data.depth) || 3, NODES = 400000;
  var opts = { variant: data.variant, rules: data.rules, maxNodes: NODES };
  var engine = null, on = false, right = 0, asked = 0;
  var chosen = -1;                         /* a hole clicked that has several moves */

  var before = B.engine;
  B.engine = function (e) {
    engine = e;
    before.apply(this, arguments);
    refresh();
  };

  /* A verdict as a number to compare: a win sooner is better, a loss
   * later is better, no verdict in between. */
  function rank(v) {
    return v.verdict === 'win' ? 1000 - v.n : v.verdict === 'loss' ? -1000 + v.n : 0;
  }
  function words(v, best) {
    if (v.verdict === 'win') return fmt(G.wins, B.moveWord(v.n));
    if (v.verdict === 'loss') return fmt(G.loses, B.moveWord(v.n));
    if (best) return fmt(G.misses, B.moveWord(best.n));
    return fmt(G.none, B.moveWord(DEPTH));
  }

  function clear(e) { while (e.firstChild) e.removeChild(e.firstChild); }

  /* Whether there is a move to guess: on, the engine there, on the
   * game's line before its end. */
  function askable() {
    var at = B.state();
    return on && engine && at.line === B.main && at.g < B.main.end();
  }

  /* The guessable moves of the position: those that end. */
  function moves() {
    return engine.moves(B.main.pos(B.state().g).line, opts).filter(function (m) {
      return m.position;
    });
  }

  /* The question and a button per move (only hole `chosen`'s, with the
   * page's caption, when a click on the board found several there). */
  function refresh() {
    var list = $('guess-moves'), at = B.state(), shown;
    clear(list);
    $('guess-task').textContent = '';
    if (!askable()) {
      chosen = -1;
      if (on && engine && at.g >= B.main.end()) $('guess-task').textContent = G.end;
      return;
    }
    var pos = B.main.pos(at.g);
    $('guess-task').textContent = fmt(G.task, at.g + 1, SIDE[pos.toMove]);
    shown = moves();
    if (chosen >= 0) {
      shown = shown.filter(function (m) { return B.parseHole(m.token) === chosen; });
      B.text(list, 'p', fmt(B.M.chooseHole, B.cellName(chosen)), 'legal-caption');
    }
    shown.forEach(function (m) {
      var b = document.createElement('button');
      b.type = 'button';
      b.className = 'move';
      b.textContent = B.moveName(m.token);
      b.setAttribute('data-token', m.token);
      b.addEventListener('click', function () { pick(m.token); });
      list.appendChild(b);
    });
  }

  function pick(token) {
    chosen = -1;
    var at = B.state(), pos = B.main.pos(at.g), game = B.main.ply(at.g + 1).t, all;
    try { all = engine.solveMoves(pos.line, DEPTH, opts); }
    catch (e) { $('guess-verdict').textContent = String(e.message || e); return; }
    var mine = all.filter(function (v) { return v.token === token; })[0];
    var theirs = all.filter(function (v) { return v.token === game; })[0];
    var best = null;
    all.forEach(function (v) {
      if (v.verdict === 'win' && (!best || v.n < best.n)) best = v;
    });
    asked++;
    if (token === game || rank(mine) >= rank(theirs)) right++;
    $('guess-verdict').textContent = token === game ? fmt(G.same, B.moveName(token))
      : fmt(G.both, B.moveName(token), words(mine, best), B.moveName(game),
        words(theirs, best));
    $('guess-score').textContent = fmt(G.score, right, asked);
    B.go(B.main, at.g + 1, 'animate');
  }

  /* While guessing, the board and explore.js's move buttons guess too
   * (explore.js asks these first): a move played is the guess, a hole
   * with one move plays it, a hole with several offers them; nothing
   * else is played on the board, so that the game's line stays. */
  B.guessMove = function (token) {
    if (!on) return false;
    if (askable()) pick(token);
    return true;
  };
  B.guessHole = function (h) {
    if (!on) return false;
    if (!askable()) return true;
    var here = moves().filter(function (m) { return B.parseHole(m.token) === h; });
    if (here.length === 1) {
      pick(here[0].token);
    } else if (here.length > 1) {
      chosen = h;
      refresh();
      var first = $('guess-moves').querySelector('button');
      if (first) first.focus();
    }
    return true;
  };

  $('guess-on').addEventListener('click', function () {
    on = !on;
    this.setAttribute('aria-pressed', on ? 'true' : 'false');
    document.body.classList.toggle('guessing', on);
    if (on) {
      var at = B.state();
      if (at.line !== B.main) B.go(B.main, Math.min(at.g, B.main.end()));
    }
    refresh();
  });
  B.onGo(function () { chosen = -1; refresh(); });
})();
