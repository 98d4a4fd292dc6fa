/* page.js - the teaching page's state and its controls (bao html), after
 * board.js: where the reader is, how the keys, the buttons, the move list
 * and the address move it, and what the page says about it.
 *
 * The reader is always at ply g (0: the start) of a line.  A line is the
 * game's own, a variation of the record (data.lines), or one the learner
 * plays (explore.js): a variation's plies are played from the position
 * after `at` plies of its parent line, so that the positions before its
 * first ply are its parent's, and stepping back from a variation's first
 * ply stays in it (stepping forward again comes back into it), as chess
 * sites do.  The board element carries data-ply (g), data-position (the
 * position line there, as bao replay --positions prints it) and, off the
 * game's line, data-line (the variation's number, or "mine").
 *
 * What the other scripts use (window.BaoPage, B): B.Line, B.main,
 * B.lines, B.view, B.state(), B.go(line, g, how), B.onGo(fn) (fn(line,
 * g) after every move of the reader), B.refresh(), B.board. */
(function () {
  'use strict';

  var B = window.BaoPage, data = B.data, M = B.M, SIDE = B.SIDE, fmt = B.fmt;
  var $ = function (id) { return document.getElementById(id); };
  var boardEl = B.board = $('board');
  var svg = boardEl.querySelector('svg');
  var pristine = svg.cloneNode(true);     /* the drawing as C made it */
  var plies = data.plies, last = plies.length;

  /* ---- lines -------------------------------------------------------------------- */

  /* A line: `plies` played from the position after `at` plies of
   * `parent` (the game's line: none, at 0).  kind: 'game', 'record' or
   * 'mine'; id: 0 for the game, the variation's number, or 'mine'. */
  function Line(id, kind, parent, at, lplies) {
    this.id = id;
    this.kind = kind;
    this.parent = parent;
    this.at = at;
    this.plies = lplies;
  }
  Line.prototype.end = function () { return this.at + this.plies.length; };
  /* the line whose ply g is (g >= 1) */
  Line.prototype.owner = function (g) {
    return g > this.at || !this.parent ? this : this.parent.owner(g);
  };
  Line.prototype.ply = function (g) {
    var o = this.owner(g);
    return o.plies[g - o.at - 1];
  };
  var START = B.parse(data.start);
  Line.prototype.pos = function (g) {
    if (g <= 0) return START;
    var p = this.ply(g);
    return p.pos || (p.pos = B.parse(p.p));
  };
  Line.prototype.marks = function (g) {
    return g > 0 ? B.marksOf(this.pos(g - 1), this.pos(g), this.ply(g).e) : null;
  };
  /* the first line up from this one that is not the learner's */
  Line.prototype.base = function () {
    return this.kind === 'mine' ? this.parent.base() : this;
  };

  var main = new Line(0, 'game', null, 0, plies);
  var lines = [main];
  (data.lines || []).forEach(function (l, i) {
    lines.push(new Line(i + 1, 'record', lines[l.parent], l.at, l.plies));
  });
  B.Line = Line;
  B.main = main;
  B.lines = lines;
  B.mine = [];                 /* the learner's lines (explore.js) */

  /* 1-based plies of a line (the game's: main) whose sowing does not end
   * at the position the data gives: a test reads this, it must be empty.
   * 'all': the game's, every variation's and the learner's, as "V:g". */
  window.baoSowingMismatches = function (which) {
    var bad = [], checked = which === 'all' ? lines.concat(B.mine) : [which || main];
    checked.forEach(function (line) {
      for (var g = line.at + 1; g <= line.end(); g++) {
        var s = B.sowing(line.pos(g - 1), line.ply(g).e), after = line.pos(g);
        var end = s.length ? s[s.length - 1] : null;
        var wrong = end && (end.hand[0] !== after.hand[0] || end.hand[1] !== after.hand[1]);
        for (var h = 0; h < 32 && end; h++)
          if (end.counts[h] !== after.pit[h >> 4][h & 15]) wrong = true;
        if (wrong) bad.push(line === main ? g : line.id + ':' + g);
      }
    });
    return bad;
  };
  window.baoTextBoard = function (k) {
    return B.textBoard(main.pos(k), main.marks(k), view.flip);
  };

  /* ---- the page's state -------------------------------------------------------- */

  var view = B.view = new B.View(svg);
  var state = { line: main, g: -1, timer: null, playing: false, playTimer: null };
  var links = Array.prototype.slice.call(document.querySelectorAll('a.ply[data-ply]'));
  var linkAt = {};
  links.forEach(function (a) {
    linkAt[(a.getAttribute('data-line') || '0') + ':' + a.getAttribute('data-ply')] = a;
  });
  var animate = $('animate'), speed = $('speed'), themeSel = $('theme');
  var reduce = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)');
  if (reduce && reduce.matches) animate.checked = false;
  var hooks = [];
  B.onGo = function (fn) { hooks.push(fn); };
  B.state = function () { return { line: state.line, g: state.g }; };

  svg.setAttribute('role', 'group');
  svg.setAttribute('aria-label', M.board);
  if ($('bao-title')) $('bao-title').textContent = M.board;
  svg.removeAttribute('aria-labelledby');
  view.pits.forEach(function (p) { p.g.setAttribute('role', 'img'); });

  function rate() { return +speed.value || 1; }

  function text(parent, tag, s, cls) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    e.textContent = s;
    parent.appendChild(e);
    return e;
  }
  function clear(e) { while (e.firstChild) e.removeChild(e.firstChild); }
  B.text = text;
  B.clear = clear;

  /* The analysis' mark of a ply: its glyph and words (as html_moves.c). */
  function judged(ply) {
    var j = ply.j;
    if (!j || !j[0]) return null;
    if (j[0] === 1) return ['??', M.blunder, 'blunder'];
    if (j[0] === 2) return j[1] ? ['??', M.missedWinLoses, 'missed-win']
      : ['?', M.missedWin, 'missed-win'];
    return ['!', M.onlyMove, 'only'];
  }

  /* The page numbers a ply as the record does, by its move ("12. South
   * A4R", as the move list), the ply count in the heading only ("Ply 23 of
   * 46"): an annotation, which bao annotate begins with the ply's count
   * ("23. South A4R ..."), takes the move's number instead. */
  function numbered(ply, s) {
    return ply.n ? s.replace(/^\d+\./, ply.n + '.') : s;
  }
  B.numbered = numbered;

  /* The heading of ply g of line `line`. */
  function title(line, g) {
    var ply = line.ply(g), o = line.owner(g);
    var t = B.plyName(ply);
    if (o.kind === 'game') return fmt(M.plyTitle, g, last, ply.n, SIDE[ply.s], t);
    if (o.kind === 'record') return fmt(M.lineTitle, o.id, g, ply.n, SIDE[ply.s], t);
    return fmt(M.mineTitle, g, ply.n, SIDE[ply.s], t);
  }

  /* Everything beside the board that tells ply g of `line`. */
  function tell(line, g) {
    var ann = $('annotation'), rec = $('record-text'), probs = $('ply-problems');
    var p = line.pos(g), mark = $('now-mark'), steps = $('steps'), details = $('details-text');
    clear(rec);
    clear(probs);
    clear(details);
    steps.hidden = true;
    steps.open = false;
    mark.textContent = '';
    mark.className = 'now-mark';
    if (g === 0) {
      $('now-title').textContent = M.start;
      ann.textContent = fmt(M.startHelp, SIDE[p.toMove]);
    } else {
      var ply = line.ply(g), j = judged(ply);
      $('now-title').textContent = title(line, g);
      /* the point of the move first, then what the analysis says; its
       * steps folded after it, the depth of the search among the
       * details (html_point.c); a learner's move is told whole */
      if (ply.pa) {
        var a = ply.a, pa = ply.pa, rest = a.slice(pa[1]);
        if (pa[2] >= 0) {
          text(details, 'li', a.slice(pa[2], pa[3]).trim());
          rest = a.slice(pa[1], pa[2]) + a.slice(pa[3]);
        }
        rest = rest.trim();
        ann.textContent = numbered(ply, a.slice(0, pa[0]) + ply.pt + (rest ? ' ' + rest : ''));
        $('steps-said').textContent = ply.ls;
        $('steps-text').textContent = a.slice(pa[0], pa[1]);
        steps.hidden = pa[1] <= pa[0];
      } else {
        ann.textContent = numbered(ply, ply.a);
      }
      if (window.BaoPrimer) {
        window.BaoPrimer.link(ann);
        window.BaoPrimer.link($('steps-text'));
      }
      if (j) {
        /* the list's class (html_moves.c): one colour per mark */
        mark.className = 'now-mark judge-' + j[2];
        text(mark, 'span', j[0], 'judge judge-' + j[2]);
        text(mark, 'span', ' ' + j[1]);
      }
      if (ply.x) text(rec, 'span', ply.x + ' ', 'note');
      if (ply.o && ply.o !== ply.w)
        text(rec, 'span', fmt(M.written, ply.o, ply.w) + ' ', 'label');
      if (ply.g) text(rec, 'span', fmt(M.glyph, ply.g) + ' ', 'label');
      if (ply.c) text(rec, 'bdi', ply.c, 'comment');
    }
    if (line === main) {
      if (g === last && data.stop)
        text(probs, 'li', fmt(M.stopped, data.stop.ply, SIDE[data.stop.s], data.stop.w,
          data.stop.why) + (/\.$/.test(data.stop.why) ? '' : '.'), 'error');
      /* the analysis' notes are details (how deep it could search),
       * not what a learner reads first */
      data.problems.forEach(function (d) {
        if (d.ply === g && d.ply > 0 && !(data.stop && d.ply === data.stop.ply))
          text(d.level === 'note' ? details : probs, 'li',
            d.level === 'note' ? d.text : M[d.level] + M.colon + d.text, d.level);
      });
      /* the end text follows the last ply, not a break */
      if (g === last && data.tail && !data.stop) text(rec, 'bdi', data.tail, 'tail');
    }
    $('details').hidden = !details.firstChild;
    [0, 1].forEach(function (side) {
      var key = side ? 'N' : 'S';
      $('hand-' + key).textContent = p.hand[side];
      $('board-' + key).textContent = B.seedsOn(p, side);
      $('all-' + key).textContent = p.hand[side] + B.seedsOn(p, side);
    });
    $('board-text').textContent = B.textBoard(p, line.marks(g), view.flip);
    var o = g > 0 ? line.owner(g) : main;
    var now = linkAt[o.id + ':' + g];
    links.forEach(function (a) {
      if (a === now) {
        a.setAttribute('aria-current', 'step');
        scrollIntoList(a);
      } else if (a.hasAttribute('aria-current')) {
        a.removeAttribute('aria-current');
      }
    });
    $('to-game').hidden = line === main;
    boardEl.setAttribute('aria-label', g === 0 ? M.boardStart :
      line === main ? fmt(M.boardAfter, g, last) : title(line, g));
  }

  /* Keeps the current ply in the middle of the list when it would leave
   * it, without moving the page. */
  function scrollIntoList(a) {
    var box = $('moves-scroll'), r = a.getBoundingClientRect();
    var b = box.getBoundingClientRect(), head = 40;
    if (r.top < b.top + head || r.bottom > b.bottom)
      box.scrollTop += r.top - b.top - (b.height - r.height) / 2;
  }

  function announce(line, g) {
    var s = g === 0 ? fmt(M.announceStart, SIDE[START.toMove])
      : fmt(M.announcePly, g, line.end(), line.ply(g).a.replace(/^\d+\.\s*/, ''));
    $('announce').textContent = s;
  }

  /* The address names the game's plies and the record's variations. */
  function setHash(line, g) {
    if (line.kind === 'mine') return;
    var h = '#ply=' + g + (line === main ? '' : '&line=' + line.id);
    if (location.hash !== h) {
      try { history.replaceState(null, '', h); } catch (e) { /* file: refused */ }
    }
  }

  /* The table's "to move" says what the board says: during a sowing, the
   * side sowing; then the side to move after it. */
  /* a position that ends the game (p.loser: play.js) has no side to move */
  function mover(p) { return p.loser === undefined ? p.toMove : -1; }
  function toMove(side) {
    $('to-move-S').textContent = side === 0 ? M.toMoveShort : '';
    $('to-move-N').textContent = side === 1 ? M.toMoveShort : '';
  }

  function stopSowing() {
    state.finish = null;
    if (state.timer) { clearTimeout(state.timer); state.timer = null; }
    boardEl.classList.remove('sowing-now');
    $('sowing').textContent = '';
    drawFlight(null);
  }

  /* What the caption under the board says between sowings: the ply in
   * short, its annotation's title, "23. South A4R (namua capture)". */
  function idle(line, g) {
    if (g === 0) return fmt(M.idleStart, SIDE[START.toMove]);
    return numbered(line.ply(g), line.ply(g).h);
  }

  /* The board's data: where the reader is. */
  function mark(line, g) {
    boardEl.setAttribute('data-ply', String(g));
    boardEl.setAttribute('data-position', line.pos(g).line);
    if (line === main) boardEl.removeAttribute('data-line');
    else boardEl.setAttribute('data-line', String(line.id));
  }

  /* Shows ply g of `line` at once: counts, marks, the caption. */
  function show(line, g) {
    var m = line.marks(g);
    view.show(line.pos(g), m);
    toMove(mover(line.pos(g)));
    view.drawMarks(m);
    $('sowing').textContent = idle(line, g);
    mark(line, g);
  }
  /* The board again, as it is now (a hole's classes changed). */
  B.refresh = function () {
    if (!boardEl.classList.contains('sowing-now') && state.g >= 0) {
      view.show(state.line.pos(state.g), state.line.marks(state.g));
      toMove(mover(state.line.pos(state.g)));
    }
  };

  /* A puzzle's page folds its solution (html_moves.c) until the learner
   * asks for it or steps into it: the game's plies are the solution. */
  var solution = $('solution');
  B.solutionHidden = function () { return !!solution && !solution.open; };

  function go(line, g, how) {
    line = line || state.line;
    g = Math.max(0, Math.min(line.end(), g | 0));
    if (solution && g > 0 && line.owner(g) === main) solution.open = true;
    stopSowing();
    var from = state.g >= 0 ? state.line.pos(state.g) : null;
    state.line = line;
    state.g = g;
    setHash(line, g);
    tell(line, g);
    announce(line, g);
    if (how === 'animate' && g > 0 && from === line.pos(g - 1) && animate.checked) {
      sow(line, g);
    } else {
      show(line, g);
      if (state.playing) schedulePlay(900);
    }
    updateButtons();
    hooks.forEach(function (fn) { fn(line, g); });
  }
  B.go = go;

  /* The seeds in flight: a disc with their number beside the hole. */
  var flight = null;
  function drawFlight(f) {
    if (flight) { flight.parentNode.removeChild(flight); flight = null; }
    if (!f || !f.n) return;
    var at = view.at(f.h);
    flight = B.el('g', { 'class': 'flight' }, svg);
    B.el('circle', { cx: at.x + 22, cy: at.y - 22, r: 13 }, flight);
    B.el('text', { x: at.x + 22, y: at.y - 17, 'font-size': 14, 'font-weight': 'bold',
      'text-anchor': 'middle' }, flight).textContent = String(f.n);
  }

  /* The pauses of a sowing, at rate 1: its first laps (up to SLOW_LAPS,
   * or SLOW_MS) at the pace a learner follows, each lap after them twice
   * as quick as the one before, up to FAST times: a move of a dozen laps
   * took most of a minute.  pace(step) gives the pause after a step. */
  var SLOW_LAPS = 2, SLOW_MS = 8000, FAST = 8;
  function pacer() {
    var laps = 0, ms = 0, quick = 1;
    return function (step) {
      if (step.kind === 'lift' || step.kind === 'enter') {
        laps++;
        if (quick > 1) quick = Math.min(FAST, quick * 2);
      }
      if (quick === 1 && (laps > SLOW_LAPS || ms >= SLOW_MS)) quick = 2;
      var wait = 260 * step.wait / quick;
      ms += wait;
      return wait;
    };
  }
  /* How long the sowing of ply g of the game takes at rate 1, in ms (a
   * test reads it). */
  window.baoSowingTime = function (g) {
    var pace = pacer(), ms = 0;
    B.sowing(main.pos(g - 1), main.ply(g).e).forEach(function (st) { ms += pace(st); });
    return ms;
  };

  /* Plays ply g's steps, then shows its position; the data's position is
   * what stays, whatever the steps showed.  Escape, or a click on the
   * board, ends it there (state.finish). */
  function sow(line, g) {
    var p = line.pos(g - 1), steps = B.sowing(p, line.ply(g).e), i = 0, pace = pacer();
    view.drawMarks(null);
    toMove(p.toMove);
    boardEl.classList.add('sowing-now');
    /* the board's data says where the reader is: ply g */
    mark(line, g);
    function end() {
      state.finish = null;
      stopSowing();
      show(line, g);
      if (state.playing) schedulePlay(700);
    }
    state.finish = end;
    function next() {
      if (i >= steps.length) {
        end();
        return;
      }
      var s = steps[i++];
      var shown = { pit: p.pit, hand: s.hand, house: p.house, toMove: p.toMove,
        takasia: -1 };
      view.show(shown, null, s.counts, s.hot);
      drawFlight(s.flight);
      $('sowing').textContent = s.caption;
      state.timer = setTimeout(next, pace(s) / rate());
    }
    next();
  }

  function schedulePlay(wait) {
    clearTimeout(state.playTimer);
    state.playTimer = setTimeout(function () {
      if (!state.playing) return;
      if (state.g >= state.line.end()) { setPlaying(false); return; }
      go(state.line, state.g + 1, 'animate');
    }, wait / rate());
  }

  /* the button's icon, as its label: a triangle to play, two bars to pause */
  var PLAY_ICON = $('play').querySelector('svg path').getAttribute('d');
  var PAUSE_ICON = 'M6 4h4v16H6zM14 4h4v16h-4z';

  function setPlaying(on) {
    var b = $('play');
    state.playing = on;
    b.setAttribute('aria-pressed', on ? 'true' : 'false');
    b.querySelector('.label').textContent = on ? M.pause : M.play;
    b.querySelector('svg path').setAttribute('d', on ? PAUSE_ICON : PLAY_ICON);
    b.setAttribute('aria-label', on ? M.pauseLabel : M.playLabel);
    b.setAttribute('title', on ? M.pauseLabel : M.playLabel);
    clearTimeout(state.playTimer);
    if (on) {
      if (state.g >= state.line.end()) go(state.line, 0);
      schedulePlay(300);
    }
  }

  function setFlip(on) {
    view.setFlip(on);
    $('flip').setAttribute('aria-pressed', on ? 'true' : 'false');
    boardEl.classList.toggle('flipped', on);
    stopSowing();
    show(state.line, state.g);
    $('board-text').textContent = B.textBoard(state.line.pos(state.g),
      state.line.marks(state.g), on);
    buildPrint();
  }

  function updateButtons() {
    Array.prototype.forEach.call(document.querySelectorAll('[data-go]'), function (b) {
      var back = /start|back/.test(b.getAttribute('data-go'));
      b.disabled = back ? state.g === 0 : state.g === state.line.end();
    });
  }

  var moves = {
    start: function () { return 0; }, end: function () { return state.line.end(); },
    back: function () { return state.g - 1; }, next: function () { return state.g + 1; },
    back10: function () { return state.g - 10; }, fwd10: function () { return state.g + 10; }
  };

  function navigate(where) {
    var g = moves[where]();
    if (state.playing && where !== 'next') setPlaying(false);
    go(state.line, g, where === 'next' ? 'animate' : null);
  }

  /* Back to the game's own line, where the variation left it. */
  function toGame() {
    var line = state.line, g = state.g;
    while (line !== main) { g = Math.min(g, line.at); line = line.parent; }
    if (state.playing) setPlaying(false);
    go(main, g);
  }
  B.toGame = toGame;

  /* ---- controls ---------------------------------------------------------------- */

  Array.prototype.forEach.call(document.querySelectorAll('[data-go]'), function (b) {
    b.addEventListener('click', function () { navigate(b.getAttribute('data-go')); });
  });
  $('play').addEventListener('click', function () { setPlaying(!state.playing); });
  $('flip').addEventListener('click', function () { setFlip(!view.flip); });
  $('print').addEventListener('click', function () { window.print(); });
  $('to-game').addEventListener('click', toGame);
  links.forEach(function (a) {
    a.addEventListener('click', function (ev) {
      ev.preventDefault();
      if (state.playing) setPlaying(false);
      go(lines[+(a.getAttribute('data-line') || 0)], +a.getAttribute('data-ply'));
    });
  });
  themeSel.value = data.theme;
  themeSel.addEventListener('change', function () {
    document.documentElement.setAttribute('data-theme', themeSel.value);
  });
  $('print-every').addEventListener('change', buildPrint);

  var keys = {
    ArrowRight: 'next', ArrowLeft: 'back', Home: 'start', End: 'end',
    PageUp: 'back10', PageDown: 'fwd10'
  };
  /* Escape, or a click on the board, ends a sowing under way (and the
   * click does nothing else: it was not meant for a hole). */
  document.addEventListener('keydown', function (ev) {
    if (ev.key === 'Escape' && state.finish) {
      state.finish();
      ev.preventDefault();
    }
  });
  boardEl.addEventListener('click', function (ev) {
    if (!state.finish) return;
    state.finish();
    ev.stopPropagation();
    ev.preventDefault();
  }, true);
  document.addEventListener('keydown', function (ev) {
    if (ev.altKey || ev.ctrlKey || ev.metaKey || ev.defaultPrevented) return;
    var t = ev.target, tag = t && t.tagName;
    if (tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA') return;
    var onBoard = t === boardEl || t === document.body || !t;
    if (keys[ev.key]) {
      navigate(keys[ev.key]);
    } else if (onBoard && (ev.key === 'ArrowDown' || ev.key === 'ArrowUp')) {
      navigate(ev.key === 'ArrowDown' ? 'next' : 'back');
    } else if (ev.key === 'f' || ev.key === 'F') {
      setFlip(!view.flip);
    } else if (ev.key === ' ' && onBoard) {
      setPlaying(!state.playing);
    } else {
      return;
    }
    ev.preventDefault();
  });

  /* #ply=N, #ply=N&line=V: the line and the ply, or null. */
  function fromHash() {
    var m = /(?:^#|&)ply=(\d+)/.exec(location.hash);
    var v = /(?:^#|&)line=(\d+)/.exec(location.hash);
    if (!m) return null;
    var line = v && lines[+v[1]] ? lines[+v[1]] : main;
    return { line: line, g: Math.max(0, Math.min(line.end(), +m[1])) };
  }
  window.addEventListener('hashchange', function () {
    var at = fromHash();
    if (at && (at.line !== state.line || at.g !== state.g)) go(at.line, at.g);
  });

  /* ---- print: a diagram every K plies ----------------------------------------- */

  function buildPrint() {
    var box = $('print-diagrams'), every = +$('print-every').value, k;
    clear(box);
    if (!every) return;
    var want = [];
    for (k = every; k < last; k += every) want.push(k);
    if (last > 0) want.push(last);
    want.forEach(function (k) {
      var copy = pristine.cloneNode(true), fig = document.createElement('figure');
      var v = new B.View(copy);
      v.setFlip(view.flip);
      v.show(main.pos(k), main.marks(k));
      v.drawMarks(main.marks(k));
      Array.prototype.forEach.call(copy.querySelectorAll('[id]'), function (e) {
        e.removeAttribute('id');
      });
      copy.removeAttribute('role');
      copy.setAttribute('aria-hidden', 'true');
      fig.appendChild(copy);
      var ply = plies[k - 1];
      text(fig, 'figcaption', fmt(M.printCaption, k, ply.n, SIDE[ply.s],
        ply.mine ? B.plyName(ply) : ply.w));
      box.appendChild(fig);
    });
  }

  /* ---- a phone: the board without its side margins ----------------------------- */

  /* the table under the board shows the hands (board.js: B.fitPhone) */
  B.fitPhone(svg, boardEl);

  /* ---- start: once every script has loaded (chart.js, explore.js) ------------- */

  $('flip').setAttribute('aria-pressed', view.flip ? 'true' : 'false');
  B.start = function () {
    var at = fromHash();
    if (at) go(at.line, at.g);
    else go(main, Math.max(0, Math.min(last, data.ply | 0)));
    buildPrint();
  };
})();
