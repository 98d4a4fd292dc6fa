/* explore.js - "try another move" in the teaching page (bao html), the
 * last of its scripts: with the engine in the page (bao.wasm and bao.mjs,
 * inlined by a build with -DBAO_WASM=ON), the learner plays other moves
 * than the game's at any ply, for either side, sees them sown as the
 * game's are, asks for a hint, and takes the lines played away as a YAML
 * record.  Without the engine (a page written with --no-engine, or by a
 * build without it) the page has no #explore box and this does nothing.
 *
 * The engine comes last: it is an ES module, which runs once the page is
 * parsed, and hands what load() gives to B.engine (html_page.c).  Every
 * call on it is synchronous and quick (the moves of a position take well
 * under a millisecond).  The hint's search is not: it runs in a Web
 * Worker of its own (play_worker.js, as the computer's in play.js), so
 * that the page never waits for it and a ply is analysed while the
 * computer thinks; an answer for a position the reader has left is
 * dropped.
 *
 * The learner's plies are plies as the data's (page.js): n, s, t, h, a,
 * p, and e, the events, which the engine gives in the words of `bao
 * annotate --format yaml` and which are turned here into the data's
 * arrays (compact) so that the page sows them as it sows the game's; a,
 * what is said of the move, is what `bao annotate` would say, told by
 * the engine (bao.mjs: tell). */
(function () {
  'use strict';

  var B = window.BaoPage, data = B.data, M = B.M, SIDE = B.SIDE, fmt = B.fmt;
  var $ = function (id) { return document.getElementById(id); };
  var box = $('explore');
  B.engine = function () {};

  /* "VARIANT\nNAME=VALUE..." of the page's rules, for the C side
   * (bao_wasm.h), as a worker's messages give them. */
  B.rulesText = function () {
    return [data.variant || ''].concat(data.rules || []).join('\n');
  };

  /* A Web Worker of the engine (play_worker.js: its script the page's
   * B.playWorker, html_play.c; the engine's bytes in base64, the page's
   * one script of type application/octet-stream, html_page.c), started
   * from a Blob: the page is one file.  Its answers go to `answered`; if
   * the worker itself fails, `answered` gets {id: lastId(), error}. */
  B.engineWorker = function (answered, lastId) {
    var url = URL.createObjectURL(new Blob([B.playWorker], { type: 'text/javascript' }));
    var w = new Worker(url);
    URL.revokeObjectURL(url);
    w.onmessage = function (m) { answered(m.data); };
    w.onerror = function (e) {
      e.preventDefault();
      answered({ id: lastId(), error: e.message || 'worker' });
    };
    w.postMessage({ wasm: document.querySelector(
      'script[type="application/octet-stream"]').textContent });
    return w;
  };
  if (!box) return;

  var HINT_DEPTH = 3, HINT_NODES = 400000, HINT_LEVEL = 6;
  var opts = { variant: data.variant, rules: data.rules };
  var engine = null, known = {}, mine = B.mine, hintAt = null, chosen = -1;
  var hinter = null, hintAsked = 0, hintFor = null;

  /* ---- the engine's events as the data's ----------------------------------------- */

  var KIND = ['place', 'lap', 'capture', 'reverse', 'sixteen', 'house-stop',
    'house-safari', 'house-tax', 'house-captured', 'house-destroyed',
    'takasia-obeyed', 'takasia-passed', 'takasia-set', 'stage-mtaji',
    'never-ending', 'game-end'];
  var LAP_WHY = ['move', 'relay', 'capture', 'safari', 'tax'];
  var ENTRY = ['chosen', 'forced', 'kept'];
  var END_WHY = ['front-row-empty', 'no-legal-move', 'nyumba-lost'];

  /* [kind, side, hole, hole2, count, dir, why, flag] of the events of a
   * move from position `before` (bao.h: struct bao_event; the writers
   * of src/engine/sow.c and movegen.c; src/views/html/html_data.c) */
  function compact(events, before) {
    var mover = before.toMove;
    return events.map(function (e, i) {
      var kind = KIND.indexOf(e.event), side = mover, why = 0, flag = 0;
      var hole = e.hole ? B.parseHole(e.hole) : -1;
      var other = e.from || e.last;
      if (kind === B.EV.LAP) why = LAP_WHY.indexOf(e.why);
      if (kind === B.EV.CAPTURE) {
        why = ENTRY.indexOf(e.entry);
        flag = e.kichwa === 'left' ? 76 : 82;  /* 'L', 'R' */
      }
      if (kind === B.EV.HOUSE_SAFARI) why = e.forced ? 1 : 0;
      if (kind === B.EV.HOUSE_TAX) why = before.hand[mover] ? 0 : 1; /* mtaji */
      /* about a nyumba: its owner's; destroyed, by a capture or not */
      if (kind === B.EV.HOUSE_CAPTURED || kind === B.EV.HOUSE_DESTROYED) side = hole >> 4;
      if (kind === B.EV.HOUSE_DESTROYED)
        why = i > 0 && events[i - 1].event === 'house-captured' ? 1 : 0;
      if (kind === B.EV.NEVER_ENDING) flag = e.won ? 1 : 0;
      if (kind === B.EV.GAME_END) {
        side = e.loser === 'North' ? 1 : 0;
        why = END_WHY.indexOf(e.why);
        flag = e.mkononi ? 1 : 0;
      }
      return [kind, side, hole, other ? B.parseHole(other) : -1, e.seeds || 0,
        e.direction === 'clockwise' ? 1 : e.direction === 'anticlockwise' ? -1 : 0,
        why, flag];
    });
  }

  /* The legal moves of a position line, once each. */
  function legal(line) {
    if (!known[line]) known[line] = engine.moves(line, opts);
    return known[line];
  }

  /* ---- playing ------------------------------------------------------------------- */

  /* What is said of move `token` from position pos, played as ply g + 1:
   * the sentences `bao annotate` tells of a ply, told by the engine in
   * the page's language (the data's translations: html_tell.c); or, if it
   * cannot tell them, that the move is the learner's. */
  function told(pos, g, token, after) {
    var st, said;
    try {
      return B.inCells(engine.tell(pos.line, token, { variant: opts.variant,
        rules: opts.rules, ply: g + 1, lang: data.tell || null }).text);
    } catch (e) {
      said = fmt(M.mineText, SIDE[pos.toMove], B.moveName(token));
      st = engine.status(after, opts);
      if (st.over) said += ' ' + fmt(M.gameOver, SIDE[st.loser === 'North' ? 1 : 0]);
      return said;
    }
  }

  /* Ply g + 1 after ply g of `line` (position pos), move `token`. */
  function newPly(line, g, pos, token) {
    var res = engine.play(pos.line, token, opts), side = pos.toMove;
    var prev = g > 0 ? line.ply(g) : null;
    var n = prev ? prev.n + (side === 0 ? 1 : 0) : 1;
    var said = told(pos, g, token, res.position);
    return { n: n, s: side, w: token, t: token, p: res.position, a: said,
      h: fmt(M.mineIdle, n, SIDE[side], B.moveName(token)), mine: 1,
      e: compact(res.events, pos) };
  }

  B.newPly = newPly; /* play.js: the plies of a game against the computer */

  /* The chart's figures after a learner's ply, as the data's st (bao
   * html's bao_position_stats_of): seeds on the board and in hand, and
   * each side's legal moves, the other side's as if it were to move. */
  B.statsOf = function (pos) {
    var s = [B.seedsOn(pos, 0), B.seedsOn(pos, 1), pos.hand[0], pos.hand[1], 0, 0];
    var parts = pos.line.split('|').slice(0, 3);
    [0, 1].forEach(function (side) {
      var line = side === pos.toMove ? pos.line
        : parts.concat([' ' + (side ? 'N' : 'S') + ' to move']).join('|');
      try { s[4 + side] = engine.moves(line, opts).length; } catch (e) { s[4 + side] = 0; }
    });
    return s;
  };

  /* Plays `token` where the reader is: the line's own next ply, or the
   * first ply of a variation or of a line the learner has played from
   * there, or else a ply of the learner's (which replaces what followed
   * in the learner's line). */
  function play(token) {
    /* in guess mode (guess.js) a move played is the learner's guess */
    if (B.guessMove && B.guessMove(token)) return;
    /* in a game against the computer (play.js), the learner's move */
    if (B.playMove && B.playMove(token)) return;
    var at = B.state(), line = at.line, g = at.g, pos = line.pos(g), target = null;
    if (g < line.end() && line.ply(g + 1).t === token) {
      B.go(line, g + 1, 'animate');
      return;
    }
    if (line.kind === 'mine' && g > line.at) {
      target = line;
      target.plies.length = g - target.at;
    } else {
      /* the line whose position this is, up to where it branched */
      var from = line;
      while (from.parent && g <= from.at) from = from.parent;
      if (g < from.end() && from.ply(g + 1).t === token) target = from;
      B.lines.concat(mine).forEach(function (l) {
        if (!target && l.parent === from && l.at === g && l.plies.length &&
            l.plies[0].t === token) target = l;
      });
      if (target) { B.go(target, g + 1, 'animate'); return; }
      target = new B.Line('mine', 'mine', from, g, []);
      mine.push(target);
    }
    try {
      target.plies.push(newPly(target, g, pos, token));
    } catch (e) {
      $('hint-text').textContent = String(e.message || e);
      return;
    }
    B.go(target, g + 1, 'animate');
    lines();
  }

  /* ---- the legal moves, on the board and as buttons ----------------------------- */

  function button(parent, label, cls) {
    var b = document.createElement('button');
    b.type = 'button';
    b.className = cls;
    b.textContent = label;
    parent.appendChild(b);
    return b;
  }

  /* The moves of the position the reader is at: their holes lit on the
   * board, a button each (those from hole `chosen` first, when a click
   * on a hole found several). */
  function update(line, g) {
    if (!engine) return;
    var pos = line.pos(g), box = $('legal'), extra = {}, list;
    try { list = legal(pos.line); } catch (e) { list = []; }
    /* the game's move, unless it is a puzzle's hidden solution */
    var next = g < line.end() && !B.solutionHidden() ? line.ply(g + 1).t : null;
    B.clear(box);
    list.forEach(function (m) {
      var h = B.parseHole(m.token);
      if (m.position) extra[h] = 'legal';
    });
    if (hintAt && hintAt.line === pos.line && hintAt.h >= 0) extra[hintAt.h] = 'legal hint';
    var shown = chosen >= 0 ? list.filter(function (m) {
      return B.parseHole(m.token) === chosen;
    }) : [];
    if (shown.length > 1) {
      B.text(box, 'p', fmt(M.chooseHole, B.cellName(chosen)), 'legal-caption');
    } else {
      shown = list;
    }
    shown.forEach(function (m) {
      var b = button(box, B.moveName(m.token), 'move' + (m.token === next ? ' game-move' : ''));
      b.setAttribute('data-token', m.token);
      if (!m.position) {
        b.disabled = true;
        b.title = fmt(M.neverEnds, B.moveName(m.token));
      } else if (m.token === next) {
        b.title = M.gameMove;
      }
      b.addEventListener('click', function () { chosen = -1; play(m.token); });
    });
    if (!list.length) {
      var st = engine.status(pos.line, opts);
      B.text(box, 'p', st.over ? fmt(M.gameOver, SIDE[st.loser === 'North' ? 1 : 0]) : '',
        'legal-caption');
    }
    B.view.extra = extra;
    B.refresh();
    box.setAttribute('data-for', pos.line);
  }

  /* A click on a hole: its move, or the choice of its moves. */
  B.view.pits.forEach(function (pit, h) {
    pit.g.addEventListener('click', function () {
      if (!engine) return;
      if (B.guessHole && B.guessHole(h)) return; /* guess mode: guess.js */
      var at = B.state(), pos = at.line.pos(at.g), moves;
      try { moves = legal(pos.line); } catch (e) { return; }
      moves = moves.filter(function (m) { return m.position && B.parseHole(m.token) === h; });
      if (moves.length === 1) {
        chosen = -1;
        play(moves[0].token);
      } else if (moves.length > 1) {
        chosen = h;
        update(at.line, at.g);
        var first = $('legal').querySelector('button');
        if (first) first.focus();
      }
    });
  });

  /* ---- the hint ------------------------------------------------------------------ */

  /* The hint: the solver's move when it finds a forced result within
   * HINT_DEPTH, else the best move of the engine that plays (bao play's
   * hint), with the learner's chances in words (B.chance); searched in
   * the hint's worker (play_worker.js), made at the first hint.  The
   * learner's times of the hints' searches in the worker, in ms, are
   * B.hintMs (a test reads them). */
  B.hintMs = [];
  function hint() {
    var at = B.state(), out = $('hint-text');
    out.textContent = M.thinking;
    hintFor = { id: ++hintAsked, pos: at.line.pos(at.g) };
    if (!hinter)
      hinter = B.engineWorker(hinted, function () { return hintAsked; });
    hinter.postMessage({ id: hintAsked, rules: B.rulesText(), line: hintFor.pos.line,
      hint: { depth: HINT_DEPTH, maxNodes: HINT_NODES, level: HINT_LEVEL } });
  }

  /* The worker's answer to the last hint asked (an earlier one, or one
   * for a position the reader has left, is dropped). */
  function hinted(a) {
    if (!hintFor || a.id !== hintFor.id) return;
    var pos = hintFor.pos, side = pos.toMove, said = [], out = $('hint-text');
    var r = a.result ? a.result.solve : null, l = a.result ? a.result.best : null;
    hintFor = null;
    if (a.error) {  /* the worker failed: a new one for the next hint */
      hinter.terminate();
      hinter = null;
    } else {
      B.hintMs.push(a.result.ms);
    }
    hintAt = { line: pos.line, h: -1 };
    if (r && r.verdict === 'win') {
      hintAt.h = B.parseHole(r.line[0]);
      said.push(fmt(M.hintWin, SIDE[side], B.moveWord(r.n), B.moveName(r.line[0])));
    } else if (r && r.verdict === 'loss' && r.n === 0) {
      said.push(fmt(M.gameOver, SIDE[side]));
    } else {
      if (r && r.verdict === 'loss')
        said.push(fmt(M.hintLoss, SIDE[side], SIDE[1 - side], B.moveWord(r.n)));
      else if (r)
        said.push(fmt(M.hintNone, B.moveWord(HINT_DEPTH)));
      if (l) {
        hintAt.h = B.parseHole(l.token);
        said.push(fmt(M.hintBest, SIDE[side], B.moveName(l.token)), B.chance(SIDE[side], l));
      } else if (!r) {
        said.push(M.hintTooLong);
      }
    }
    out.textContent = said.join(' ');
    out.setAttribute('data-move', hintAt.h >= 0 ? (r && r.verdict === 'win'
      ? r.line[0] : l.token) : '');
    var now = B.state();
    update(now.line, now.g);
  }
  $('hint').addEventListener('click', hint);
  if ($('solution'))
    $('solution').addEventListener('toggle', function () {
      var at = B.state();
      update(at.line, at.g);
    });

  /* ---- the learner's lines, and their record ------------------------------------- */

  /* The lines played so far: where each starts, its plies as links. */
  function lines() {
    var out = $('mine');
    B.clear(out);
    var played = mine.filter(function (l) { return l.plies.length; });
    if (!played.length) return;
    B.text(out, 'h3', M.mineHeading);
    played.forEach(function (l) {
      var row = B.text(out, 'p', fmt(M.mineFrom, l.at + 1) + ' ', 'mine-line');
      l.plies.forEach(function (p, j) {
        var b = button(row, (j === 0 || p.s === 0 ? p.n + (p.s ? '... ' : '. ') : '') + B.plyName(p),
          'mine-ply');
        b.addEventListener('click', function () { B.go(l, l.at + j + 1); });
      });
    });
    $('export-text').value = record();
  }

  /* A YAML double-quoted scalar: JSON's, with what YAML takes for a line
   * break (U+0085, U+2028, U+2029) or refuses (DEL, C1, U+FFFE, U+FFFF)
   * escaped too, so that bao check reads the export back. */
  function q(s) {
    return JSON.stringify(String(s)).replace(/[\x7f-\x9f\u2028\u2029\ufffe\uffff]/g,
      function (c) { return '\\u' + ('000' + c.charCodeAt(0).toString(16)).slice(-4); });
  }

  /* The variations played instead of ply g + 1 of `line`: the record's
   * and the learner's. */
  function alternatives(line, g) {
    return B.lines.concat(mine).filter(function (l) {
      return l !== line && l.parent === line && l.at === g && l.plies.length;
    });
  }

  /* What the record says of a ply besides its move, as its YAML keys in
   * the order the writers give them (yaml_write.c): the spelling printed
   * (`original`; the record's token when it is not the move's canonical
   * one), the glyph, the comment, the note.  The learner's plies have
   * none. */
  function said(p) {
    var out = [], original = p.o || (p.w && p.w !== p.t ? p.w : null);
    if (original) out.push('original: ' + q(original));
    if (p.g) out.push('glyph: ' + q(p.g));
    if (p.c) out.push('comment: ' + q(p.c));
    if (p.x) out.push('note: ' + q(p.x));
    return out;
  }

  /* A line's plies as a YAML flow sequence, with their variations. */
  function flow(line) {
    return '[' + line.plies.map(function (p, j) {
      var alts = alternatives(line, line.at + j), keys = said(p);
      if (alts.length) keys.push('variations: [' + alts.map(flow).join(', ') + ']');
      if (!keys.length) return q(p.t);
      return '{move: ' + q(p.t) + ', ' + keys.join(', ') + '}';
    }).join(', ') + ']';
  }

  /* The header of a record: the game's tags, the rules, the notation. */
  function header(out, setup) {
    var skip = { variant: 1, rules: 1, dialect: 1, setup: 1, result: !!data.stop };
    data.tags.forEach(function (t) {
      if (!skip[t[0]]) out.push((/^[A-Za-z][\w-]*$/.test(t[0]) ? t[0] : q(t[0])) + ': ' + q(t[1]));
    });
    out.push('variant: ' + q(data.variant));
    if (data.rules.length)
      out.push('rules: {' + data.rules.map(function (r) {
        var eq = r.indexOf('=');
        return r.slice(0, eq) + ': ' + q(r.slice(eq + 1));
      }).join(', ') + '}');
    out.push('dialect: devoogt');
    if (setup) out.push('setup: ' + q(setup));
  }

  /* The game, with the record's variations and the learner's under the
   * plies they replace; a line begun after the last ply of its line is
   * a record of its own, set up where it starts. */
  function record() {
    var out = [], main = B.main;
    header(out, data.setup ? data.start : null);
    out.push('moves:');
    main.plies.forEach(function (p, j) {
      var alts = alternatives(main, j), keys = said(p);
      if (alts.length) keys.push('variations: [' + alts.map(flow).join(', ') + ']');
      out.push(keys.length ? '- move: ' + q(p.t) + '\n  ' + keys.join('\n  ')
        : '- ' + q(p.t));
    });
    /* the record's end text, unless the record breaks off before it */
    if (data.tail && !data.stop) out.push('end: ' + q(data.tail));
    mine.forEach(function (l) {
      if (!l.plies.length || l.at < l.parent.end()) return;
      out.push('---');
      header(out, l.parent.pos(l.at).line);
      out.push('moves: ' + flow(new B.Line('mine', 'mine', null, 0, l.plies)));
    });
    return out.join('\n') + '\n';
  }
  window.baoExport = record;

  $('download').addEventListener('click', function () {
    var a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([record()], { type: 'application/yaml' }));
    a.download = 'bao-lines.yaml';
    document.body.appendChild(a);
    a.click();
    document.body.removeChild(a);
    setTimeout(function () { URL.revokeObjectURL(a.href); }, 1000);
  });
  $('export').addEventListener('toggle', function () { $('export-text').value = record(); });

  /* ---- the engine arrives --------------------------------------------------------- */

  /* The plies of the game's line and of the record's variations whose
   * events, as the engine in the page gives them (compact), differ from
   * the data's, which the command wrote: a test reads this, it must be
   * empty. */
  window.baoEngineMismatches = function () {
    var bad = [];
    B.lines.forEach(function (line) {
      for (var g = line.at + 1; g <= line.end(); g++) {
        var before = line.pos(g - 1), ply = line.ply(g);
        var res = engine.play(before.line, ply.t, opts);
        var ev = compact(res.events, before);
        if (JSON.stringify(ev) !== JSON.stringify(ply.e) || res.position !== ply.p)
          bad.push(line.id + ':' + g);
      }
    });
    return bad;
  };

  /* The plies of the game's line and of the record's variations whose
   * line, as the engine in the page tells it, is not the data's, which
   * the command wrote (the analysis' sentences after it aside): a test
   * reads this, it must be empty. */
  window.baoToldMismatches = function () {
    var bad = [];
    B.lines.forEach(function (line) {
      for (var g = line.at + 1; g <= line.end(); g++) {
        var ply = line.ply(g), said = told(line.pos(g - 1), g - 1, ply.t, ply.p);
        if (ply.a !== said && ply.a.indexOf(said + ' ') !== 0) bad.push(line.id + ':' + g);
      }
    });
    return bad;
  };

  /* The time of the moves of every position of the game, in ms (mean,
   * most), the cache aside: a test reads it. */
  window.baoMovesTime = function () {
    var times = [];
    for (var g = 0; g <= B.main.end(); g++) {
      var t = performance.now();
      engine.moves(B.main.pos(g).line, opts);
      times.push(performance.now() - t);
    }
    return [times.reduce(function (a, b) { return a + b; }, 0) / times.length,
      Math.max.apply(null, times)];
  };

  B.onGo(function (line, g) {
    if ((hintAt && hintAt.line !== line.pos(g).line) ||
        (hintFor && hintFor.pos.line !== line.pos(g).line)) {
      hintAt = null;
      hintFor = null;  /* its answer, when it comes, is dropped */
      $('hint-text').textContent = '';
    }
    chosen = -1;
    update(line, g);
  });

  B.engine = function (e, error) {
    if (!e) {
      box.setAttribute('data-state', 'failed');
      $('explore-help').textContent = fmt(M.engineFailed, String(error && error.message || error));
      return;
    }
    engine = e;
    /* warm up: the first calls of each path compile it */
    try {
      var at = B.state(), first = legal(at.line.pos(at.g).line).filter(function (m) {
        return m.position;
      })[0];
      if (first) engine.play(at.line.pos(at.g).line, first.token, opts);
      engine.status(data.start, opts);
    } catch (err) {
      B.engine(null, err);
      return;
    }
    box.setAttribute('data-state', 'ready');
    var now = B.state();
    update(now.line, now.g);
    $('export-text').value = record();
  };
})();
