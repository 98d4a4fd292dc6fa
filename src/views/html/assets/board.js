/* board.js - the drawing and the rules of the teaching page (bao html),
 * the first of its scripts (board.js, page.js, chart.js, explore.js, in
 * that order, embedded in every page by cmake/embed_assets.cmake).  It
 * fetches nothing and writes record text only through textContent, never
 * as markup.  What the others use is in window.BaoPage (B below):
 *
 *   B.data, B.M, B.SIDE, B.fmt    the page's data (id bao-data) and its
 *                                 sentences in the page's language
 *   B.parse(line)                 a position line as {pit, hand, house,
 *                                 toMove, takasia, line}
 *   B.holeName, B.parseHole       hole numbers (side * 16 + circuit
 *                                 index, as bao.h) and names
 *   B.cellName, B.moveName,       the names a reader sees: AP's cells
 *   B.plyName, B.inCells          and tokens on an AP record's page
 *   B.View                        a copy of the board drawing
 *   B.marksOf(before, after, ev)  the marks of a move
 *   B.sowing(before, ev)          its steps, seed by seed
 *   B.textBoard(p, m, flip)       the text version of the board
 *
 * The board is the SVG that src/views/diagram_svg.c drew: 32 pit groups with
 * ids pit-A1 .. pit-b8.  A View keeps that drawing and its geometry
 * (CELL, PIT_R and the marks below are those of diagram_svg.c), updates
 * the counts, draws the move's marks, and plays a move's events back lap
 * by lap.  A move's events are arrays [kind, side, hole, hole2, count,
 * dir, why, flag] (src/views/html/html_data.c).
 *
 * Every word the script shows comes from the data, in the page's
 * language: data.msg (messages by name, with %1$s ... for what the
 * script fills in: fmt), data.seeds and data.moves (the phrase for n
 * seeds, n moves), written by src/views/html/html_text.c from the catalogs of po/. */
(function () {
  'use strict';

  var B = window.BaoPage = {};
  var data = B.data = JSON.parse(document.getElementById('bao-data').textContent);
  var NS = 'http://www.w3.org/2000/svg';
  var CELL = 64, PIT_R = 26;               /* as src/views/diagram_svg.c */
  var EV = B.EV = { PLACE: 0, LAP: 1, CAPTURE: 2, REVERSE: 3, SIXTEEN: 4,
    HOUSE_STOP: 5, HOUSE_SAFARI: 6, HOUSE_TAX: 7, HOUSE_CAPTURED: 8,
    HOUSE_DESTROYED: 9, TAKASIA_OBEYED: 10, TAKASIA_PASSED: 11,
    TAKASIA_SET: 12, STAGE_MTAJI: 13, NEVER_ENDING: 14, GAME_END: 15 };
  /* enum bao_lap_why: 0 move, 1 relay, 2 capture, 3 safari, 4 tax */
  var LAP_MOVE = 0, LAP_CAPTURE = 2;
  var MINUS = '\u2212';
  var house = data.house || 'nyumba';
  var M = B.M = data.msg, SEEDS = data.seeds, MOVES = data.moves || [];
  var SIDE = B.SIDE = [M.south, M.north];

  /* A message with its %1$s, %2$d ... filled in from the arguments after
   * it, in the order the translation puts them. */
  function fmt(msg) {
    var args = arguments, next = 0;
    return msg.replace(/%(?:(\d+)\$)?([sd%])/g, function (all, i, c) {
      if (c === '%') return '%';
      next = i ? +i : next + 1;
      return String(args[next]);
    });
  }
  B.fmt = fmt;

  /* ---- holes and positions ------------------------------------------------ */

  /* A hole is side * 16 + circuit index, as in bao.h: front holes 1..8
   * are indexes 0..7, back holes 8..1 are 8..15. */
  function holeName(h) {
    var side = h >> 4, c = h & 15, back = c >= 8;
    var letter = side ? (back ? 'b' : 'a') : (back ? 'B' : 'A');
    return letter + (back ? 16 - c : c + 1);
  }
  function parseHole(name) {
    var side = name[0] === 'a' || name[0] === 'b' ? 1 : 0;
    var back = name[0] === 'B' || name[0] === 'b', n = +name[1];
    return side * 16 + (back ? 16 - n : n - 1);
  }
  function step(c, dir) { return (c + dir + 16) % 16; }

  /* Names shown: on an AP record's page (data.dialect) AP's cells, file
   * a..h from South's left, rank 1..4 from South's back row (A6 is f2,
   * a5 d3); ids, data and engine keep de Voogt's.  drill.js sets it. */
  var AP = data.dialect === 'ap';
  B.setDialect = function (d) { AP = d === 'ap'; };
  function cellName(h) {
    if (!AP) return holeName(h);
    var side = h >> 4, back = (h & 15) >= 8, n = back ? 16 - (h & 15) : (h & 15) + 1;
    var file = side ? 9 - n : n, rank = side ? (back ? 4 : 3) : (back ? 1 : 2);
    return String.fromCharCode(96 + file) + rank;
  }
  /* A canonical token (A6L*, a5R, A5L>: '>' a safari) as AP's move list
   * spells it (f2<*, d3>, e2<+); other text as it is. */
  function moveName(token) {
    var t = AP && /^([ABab][1-8])([LR])(\*?)(>?)$/.exec(token || '');
    if (!t) return token;
    return cellName(parseHole(t[1])) + (t[2] === 'L' ? '<' : '>') + t[3] + (t[4] ? '+' : '');
  }
  /* A ply's move: the canonical token, or AP's (the record's own). */
  function plyName(ply) {
    return AP ? moveName(ply.mine ? ply.t : ply.w || ply.t) : ply.t;
  }
  /* The engine's sentences (engine.tell) in AP's names: no word of a
   * language is a letter A, B, a or b and a digit. */
  function inCells(text) {
    if (!AP || !text) return text;
    return text.replace(/\b([ABab][1-8])(?:([LR])(\*?)(>?))?(?![A-Za-z0-9])/g,
      function (all, h, d, star, safari) {
        return d ? moveName(h + d + star + safari) : cellName(parseHole(h));
      });
  }


  /* The position line (bao.h): b8..b1 / a8..a1 / A1..A8 / B1..B8 | hand
   * S<n> N<n> | house S:<F|a|x> N:<F|a|x> | <S|N> to move [| takasia h]. */
  function parse(line) {
    var parts = line.split('|').map(function (s) { return s.trim(); });
    var rows = parts[0].split('/').map(function (r) {
      return r.trim().split(/\s+/).map(Number);
    });
    var pit = [[], []], i, p = { line: line, pit: pit, takasia: -1 };
    for (i = 0; i < 8; i++) {
      pit[1][8 + i] = rows[0][i];        /* b8..b1: indexes 8..15 */
      pit[1][7 - i] = rows[1][i];        /* a8..a1: 7..0 */
      pit[0][i] = rows[2][i];            /* A1..A8: 0..7 */
      pit[0][15 - i] = rows[3][i];       /* B1..B8: 15..8 */
    }
    var hand = /S(\d+)\s+N(\d+)/.exec(parts[1]);
    p.hand = [+hand[1], +hand[2]];
    var hs = /S:(\w)\s+N:(\w)/.exec(parts[2]);
    p.house = [hs[1], hs[2]];
    p.toMove = parts[3][0] === 'S' ? 0 : 1;
    for (i = 4; i < parts.length; i++) {
      var m = /^takasia\s+(\S\d)/.exec(parts[i]);
      if (m) p.takasia = parseHole(m[1]);
    }
    return p;
  }

  function seedsOn(p, side) {
    return p.pit[side].reduce(function (a, b) { return a + b; }, 0);
  }

  /* ---- the drawing ---------------------------------------------------------- */

  function el(name, attrs, parent) {
    var e = document.createElementNS(NS, name);
    Object.keys(attrs).forEach(function (k) { e.setAttribute(k, attrs[k]); });
    if (parent) parent.appendChild(e);
    return e;
  }
  function num(e, a) { return +e.getAttribute(a); }

  /* A view of one copy of the board: the live one, or a printed one. */
  function View(root) {
    var v = this, b = root.querySelector('.board');
    v.root = root;
    v.cx = num(b, 'x') + num(b, 'width') / 2;
    v.cy = num(b, 'y') + num(b, 'height') / 2;
    v.baseFlip = !!data.flip;
    v.flip = v.baseFlip;
    v.pits = [];
    v.extra = {};                      /* classes of holes besides a move's */
    for (var h = 0; h < 32; h++) {
      var g = root.querySelector('#pit-' + holeName(h));
      var shape = g.querySelector('.hole');
      var x, y;
      if (shape.tagName === 'circle') {
        x = num(shape, 'cx'); y = num(shape, 'cy');
      } else {
        x = num(shape, 'x') + num(shape, 'width') / 2;
        y = num(shape, 'y') + num(shape, 'height') / 2;
      }
      var seeds = g.querySelector('.seeds');
      if (!seeds)  /* an empty pit has none: the same numeral, empty */
        seeds = el('text', { id: 'seeds-' + holeName(h), 'class': 'seeds',
          x: x, y: y + 7, 'font-size': 20, 'font-weight': 'bold',
          'text-anchor': 'middle', fill: '#fff6e0' }, g);
      if ((h & 15) === 4 && !g.querySelector('.hole-inner')) {
        var r = PIT_R - 6;
        el('rect', { 'class': 'hole-inner', x: x - r, y: y - r, width: 2 * r,
          height: 2 * r, rx: 2, fill: 'none', stroke: '#8b1a1a',
          'stroke-width': 2 }, g);
      }
      var title = g.querySelector('title');
      v.pits.push({ g: g, x: x, y: y, seeds: seeds, title: title, cls: '' });
    }
    v.rows = Array.prototype.slice.call(root.querySelectorAll('.label.row'));
    v.numbers = Array.prototype.slice.call(root.querySelectorAll('.label.number'));
    v.hands = [root.querySelector('#hand-south'), root.querySelector('#hand-north')]
      .map(function (g) {
        return { g: g, texts: Array.prototype.map.call(g.querySelectorAll('text'),
          function (t) {
            return { t: t, x: t.getAttribute('x'), y: t.getAttribute('y'),
              anchor: t.getAttribute('text-anchor') };
          }) };
      });
    v.toMove = root.querySelector('text.to-move');
    ['#marks', '.takasia', '#legend'].forEach(function (s) {
      Array.prototype.forEach.call(root.querySelectorAll(s), function (e) {
        e.parentNode.removeChild(e);
      });
    });
    v.marks = el('g', { id: 'marks', 'class': 'marks' }, root);
  }

  /* The centre of hole h as drawn now: flipping turns the board half a
   * turn about its centre, holes only (their numerals stay upright). */
  View.prototype.at = function (h) {
    var p = this.pits[h];
    if (this.flip === this.baseFlip) return { x: p.x, y: p.y };
    return { x: 2 * this.cx - p.x, y: 2 * this.cy - p.y };
  };

  /* The edges' labels, as src/views/diagram_svg.c's: row r from the top
   * (b a A B; AP's ranks 4..1), column k (8..1 above, 1..8 below; AP's
   * files a..h), seen from North (`north`) or not. */
  function rowLabel(r, north) {
    r = north ? 3 - r : r;
    return AP ? String(4 - r) : 'baAB'[r];
  }
  function colLabel(k, below, north) {
    return AP ? String.fromCharCode(north ? 104 - k : 97 + k) : String(below ? k + 1 : 8 - k);
  }
  View.prototype.label = function () {
    var v = this;
    v.rows.forEach(function (t, r) { t.textContent = rowLabel(r, v.flip); });
    v.numbers.forEach(function (t, i) { t.textContent = colLabel(i % 8, i > 7, v.flip); });
  };

  View.prototype.setFlip = function (flip) {
    var v = this, turned = flip !== v.baseFlip;
    v.flip = flip;
    v.pits.forEach(function (p, h) {
      var at = v.at(h);
      p.g.setAttribute('transform', turned
        ? 'translate(' + (at.x - p.x) + ' ' + (at.y - p.y) + ')' : '');
    });
    v.label();
    /* the hands change places: each side's hand is at its own right */
    v.hands.forEach(function (hand, side) {
      var from = turned ? v.hands[1 - side] : hand;
      hand.texts.forEach(function (t, i) {
        var slot = from.texts[i];
        t.t.setAttribute('x', slot.x);
        t.t.setAttribute('y', slot.y);
        t.t.setAttribute('text-anchor', slot.anchor);
      });
    });
  };

  function seedWord(n) { return n < SEEDS.length ? SEEDS[n] : String(n); }

  /* "a5, nyumba, 6 seeds" (src/views/diagram_svg.c's title), and what the move
   * did to the hole. */
  function holeLabel(p, h, m) {
    var side = h >> 4, c = h & 15, s = cellName(h);
    if (c === 4 && data.nyumba) {
      s += ', ' + house;
      if (p.house[side] === 'x') s += ', ' + M.destroyed;
      else if (p.house[side] === 'a') s += ', ' + M.under6;
    }
    s += ', ' + seedWord(p.pit[side][c]);
    if (m) {
      if (m.placed === h) s += '; ' + M.fromHand;
      if (m.taken[h]) s += '; ' + fmt(M.captured, m.taken[h]);
      if (m.delta[h]) s += '; ' + (m.delta[h] > 0 ? '+' : MINUS) + Math.abs(m.delta[h]);
      if (m.takasia === h) s += '; ' + M.takasia;
    }
    return s;
  }

  /* The counts and the nyumba's outline of position p (pits may differ
   * from p's during a sowing: `counts`, 32 numbers, then wins). */

  View.prototype.show = function (p, m, counts, hot) {
    var v = this;
    v.pits.forEach(function (pt, h) {
      var side = h >> 4, c = h & 15;
      var n = counts ? counts[h] : p.pit[side][c];
      var cls = 'pit ' + (c < 8 ? 'front ' : 'back ') + (side ? 'north' : 'south');
      if (c === 4) {
        cls += ' nyumba ' + (p.house[side] === 'x' ? 'destroyed'
          : p.house[side] === 'F' ? 'intact functional' : 'intact');
      }
      if (c === 0 || c === 7) cls += ' kichwa';
      if (c === 1 || c === 6) cls += ' kimbi';
      if (hot && hot[h]) cls += ' ' + hot[h];
      if (!counts && v.extra[h]) cls += ' ' + v.extra[h];
      if (cls !== pt.cls) { pt.g.setAttribute('class', cls); pt.cls = cls; }
      var text = n ? String(n) : '';
      if (pt.seeds.textContent !== text) pt.seeds.textContent = text;
      if (!counts) {
        var label = holeLabel(p, h, m);
        if (pt.title) pt.title.textContent = label;
        pt.g.setAttribute('aria-label', label);
      }
    });
    v.hands.forEach(function (hand, side) {
      hand.g.setAttribute('class', 'hand ' + (side ? 'north' : 'south') +
        (side === p.toMove ? ' to-move' : ''));
      hand.texts[0].t.textContent = SIDE[side];
      hand.texts[1].t.textContent = fmt(M.inHand, p.hand[side]);
    });
    /* a position known to end the game (p.loser: play.js) says so */
    if (v.toMove) v.toMove.textContent = p.loser === undefined
      ? fmt(M.toMove, SIDE[p.toMove]) : fmt(M.lost, SIDE[p.loser]);
  };


  /* ---- the marks of a move (as src/views/marks.c and diagram_svg.c) ---------------- */

  /* The marks of a move from `before` to `after` with events `ev`. */
  function marksOf(before, after, ev) {
    var m = { placed: -1, start: -1, dir: 0, taken: {}, delta: {}, takasia: -1 }, h;
    for (h = 0; h < 32; h++)
      m.delta[h] = after.pit[h >> 4][h & 15] - before.pit[h >> 4][h & 15];
    m.takasia = after.takasia;
    ev.forEach(function (e) {
      if (e[0] === EV.PLACE) m.placed = e[2];
      if (e[0] === EV.LAP && m.start < 0 && e[6] === 0) { m.start = e[2]; m.dir = e[5]; }
      if (e[0] === EV.CAPTURE) m.taken[e[3]] = (m.taken[e[3]] || 0) + e[4];
    });
    return m;
  }


  function badge(parent, id, cls, x, y, n) {
    var digits = String(Math.abs(n)).length, w = 10 + 7 * (digits + 1);
    var g = el('g', { id: id, 'class': cls }, parent);
    el('rect', { x: x - w, y: y, width: w, height: 16, rx: n > 0 ? 8 : 1,
      'stroke-width': 2 }, g);
    el('text', { x: x - w / 2, y: y + 12, 'font-size': 12, 'font-weight': 'bold',
      'text-anchor': 'middle' }, g).textContent = (n > 0 ? '+' : MINUS) + Math.abs(n);
  }

  function outline(parent, h, at, dash) {
    var r = PIT_R + 5, a;
    if ((h & 15) === 4)
      a = el('rect', { 'class': 'outline', x: at.x - r, y: at.y - r, width: 2 * r,
        height: 2 * r, rx: 13 }, parent);
    else
      a = el('circle', { 'class': 'outline', cx: at.x, cy: at.y, r: r }, parent);
    a.setAttribute('fill', 'none');
    a.setAttribute('stroke-width', 3);
    if (dash) a.setAttribute('stroke-dasharray', dash);
  }

  View.prototype.drawMarks = function (m) {
    var v = this, g = v.marks, h;
    while (g.firstChild) g.removeChild(g.firstChild);
    if (!m) return;
    Object.keys(m.taken).forEach(function (key) {
      var t = +key, at = v.at(t), d = PIT_R - 10, name = holeName(t);
      var c = el('g', { id: 'captured-' + name, 'class': 'captured' }, g);
      el('path', { d: 'M' + (at.x - d) + ' ' + (at.y - d) + 'L' + (at.x + d) + ' ' +
        (at.y + d) + 'M' + (at.x - d) + ' ' + (at.y + d) + 'L' + (at.x + d) + ' ' +
        (at.y - d), fill: 'none', 'stroke-width': 4 }, c);
      badge(c, 'taken-' + name, 'count', at.x + CELL / 2, at.y + CELL / 2 - 16,
        -m.taken[t]);
    });
    if (m.placed >= 0)
      outline(el('g', { id: 'placed-' + holeName(m.placed), 'class': 'placed' }, g),
        m.placed, v.at(m.placed));
    if (m.start >= 0) {
      var a = v.at(m.start), b = v.at((m.start & 16) + step(m.start & 15, m.dir));
      var ux = Math.sign(b.x - a.x), uy = Math.sign(b.y - a.y);
      var tx = a.x + ux * (CELL - 18), ty = a.y + uy * (CELL - 18);
      var bx = tx - ux * 14, by = ty - uy * 14;
      var ar = el('g', { id: 'arrow-' + holeName(m.start),
        'class': 'arrow ' + (m.dir < 0 ? 'acw' : 'cw'), opacity: 0.9 }, g);
      el('line', { x1: a.x + ux * 12, y1: a.y + uy * 12, x2: bx, y2: by,
        'stroke-width': 6 }, ar);
      el('polygon', { points: tx + ',' + ty + ' ' + (bx - uy * 10) + ',' +
        (by + ux * 10) + ' ' + (bx + uy * 10) + ',' + (by - ux * 10) }, ar);
    }
    for (h = 0; h < 32; h++) {
      var d = m.delta[h];
      if (!d || (m.taken[h] && d === -m.taken[h])) continue;
      var at = v.at(h);
      badge(g, 'delta-' + holeName(h), d > 0 ? 'delta delta-pos' : 'delta delta-neg',
        at.x + CELL / 2, at.y - CELL / 2, d);
    }
    if (m.takasia >= 0)
      outline(el('g', { id: 'takasia-' + holeName(m.takasia), 'class': 'takasia' }, g),
        m.takasia, v.at(m.takasia), '5 3');
  };

  /* ---- the text version (src/views/diagram_ascii.c's layout) ------------------------- */

  function pad(s, n) { while (s.length < n) s = ' ' + s; return s; }

  function textBoard(p, m, flip) {
    var top = flip ? 0 : 1, mover = 1 - p.toMove, out = [];
    function markOf(h) {
      var c = ' ';
      if (!m) return c;
      if (m.taken[h]) c = 'x';
      else if (m.delta[h] > 0) c = '+';
      else if (m.delta[h] < 0) c = '-';
      if (m.placed === h && (h >> 4) === mover) c = '*';
      if (m.takasia === h && (h >> 4) === p.toMove) c = '!';
      return c;
    }
    function row(side, back, r) {
      var s = rowLabel(r, flip) + ' ';
      for (var i = 0; i < 8; i++) {
        var hole = (side === 0) !== flip ? i + 1 : 8 - i;
        var c = back ? 16 - hole : hole - 1, h = side * 16 + c;
        var n = p.pit[side][c];
        if (c === 4 && p.house[side] !== 'x')
          s += (p.house[side] === 'F' ? ' [' + n + ']' : ' (' + n + ')') + markOf(h);
        else
          s += pad(String(n), 4) + markOf(h);
      }
      return s;
    }
    function numbers(asc) {
      var s = '  ';
      for (var i = 0; i < 8; i++) s += pad(colLabel(i, asc, flip), 4) + ' ';
      return s;
    }
    function note(side) {
      return '    ' + fmt(M.handOf, SIDE[side], p.hand[side]);
    }
    out.push(numbers(false));
    out.push(row(top, 1, 0));
    out.push(row(top, 0, 1) + note(top));
    out.push('  ----------------------------------------');
    out.push(row(1 - top, 0, 2) + note(1 - top));
    out.push(row(1 - top, 1, 3));
    out.push(numbers(true));
    out.push(fmt(M.toMove, SIDE[p.toMove]));
    if (m) {
      var said = [];
      if (m.placed >= 0) said.push('* ' + fmt(M.fromHandIn, cellName(m.placed)));
      for (var h = 0; h < 32; h++)
        if (m.taken[h]) said.push('x ' + fmt(M.capturedFrom, m.taken[h], cellName(h)));
      if (said.length) out.push(said.join('; '));
    }
    return out.map(function (l) { return l.replace(/\s+$/, ''); }).join('\n');
  }


  /* ---- the sowing, step by step ------------------------------------------------ */

  function kichwaName(side, dir) { return cellName(side * 16 + (dir > 0 ? 0 : 7)); }

  /* The steps of a move with events `ev` from position `before`: each
   * the 32 counts after it, the hands, the holes to light up, the seeds
   * in flight and a caption. */
  function sowing(before, ev) {
    var out = [];
    var counts = [], hand = before.hand.slice(), lap = 0, i, j, air = null;
    for (i = 0; i < 32; i++) counts[i] = before.pit[i >> 4][i & 15];
    /* a step; the seeds in flight stay shown until they land */
    function push(kind, hot, caption, flight, wait) {
      if (flight !== undefined) air = flight;
      out.push({ kind: kind, counts: counts.slice(), hand: hand.slice(), hot: hot,
        caption: caption, flight: air, wait: wait });
    }
    for (i = 0; i < ev.length; i++) {
      var e = ev[i], kind = e[0], side = e[1], h = e[2], h2 = e[3], n = e[4];
      var dir = e[5], why = e[6], hot = {};
      if (kind === EV.PLACE) {
        counts[h]++; hand[side]--;
        hot[h] = 'hot';
        push('place', hot, fmt(M.place, SIDE[side], cellName(h)), null, 3);
      } else if (kind === EV.CAPTURE) {
        counts[h2] = 0;
        hot[h] = 'hot'; hot[h2] = 'taken';
        push('capture', hot, fmt(M.capture, cellName(h), seedWord(n), cellName(h2)),
          { h: h2, n: n }, 4);
        var kh = side * 16 + (dir > 0 ? 0 : 7), kk = {};
        kk[kh] = 'hot';
        push('enter', kk, fmt(dir > 0 ? M.enterLeft : M.enterRight,
          kichwaName(side, dir)), { h: kh, n: n }, 3);
      } else if (kind === EV.LAP) {
        var c = h & 15, base = side * 16;
        lap++;
        var way = dir > 0 ? M.clockwise : M.anticlockwise;
        if (why !== LAP_CAPTURE) {
          counts[h] -= n;
          hot[h] = 'hot';
          push('lift', hot, why === 1 ? fmt(M.lapRelay, lap, cellName(h), seedWord(n), way)
            : why === 3 ? fmt(M.lapSafari, lap, house, seedWord(n), way)
            : why === 4 ? fmt(M.lapTax, lap, house, way)
            : fmt(M.lapMove, lap, cellName(h), seedWord(n), way),
          { h: h, n: n }, why === LAP_MOVE ? 3 : 4);
        } else {
          c = step(c, -dir); /* the first seed falls in the kichwa */
        }
        for (j = 0; j < n; j++) {
          c = step(c, dir);
          counts[base + c]++;
          var one = {}, left = n - j - 1;
          one[base + c] = 'hot';
          push('drop', one, left ? fmt(M.sowing, lap, way, left)
            : fmt(M.lastSeed, lap, cellName(base + c)),
          left ? { h: base + c, n: left } : null, left ? 1 : 3);
        }
      } else {
        var say = {
          3: M.reverse,
          4: M.sixteen,
          5: fmt(M.houseStop, house),
          6: fmt(M.safari, house),
          7: fmt(M.tax, house),
          8: fmt(M.houseCaptured, house, SIDE[h >> 4]),
          9: fmt(M.houseDestroyed, SIDE[h >> 4], house),
          10: M.takasiaStop,
          11: fmt(M.takasiaPass, house),
          12: fmt(M.takasiaSet, h >= 0 ? cellName(h) : ''),
          13: fmt(M.stage, data.mtaji || 'mtaji'),
          15: fmt(M.lost, SIDE[side])
        }[kind];
        if (say) {
          if (h >= 0) hot[h] = 'hot';
          push('say', hot, say, undefined, 3);
        }
      }
    }
    return out;
  }

  /* The drawing keeps room at both sides for the hands; on a narrow
   * screen (a phone) the board takes the whole width without it, while
   * the page shows the hands elsewhere: svg's viewBox narrowed, and
   * el's class "narrow", while the screen is. */
  function fitPhone(svg, el) {
    var wide = svg.getAttribute('viewBox'), narrow = (function () {
      var b = svg.querySelector('.board'), vb = wide.split(' ');
      return (+b.getAttribute('x') - 26) + ' ' + vb[1] + ' ' +
        (+b.getAttribute('width') + 34) + ' ' + vb[3];
    })();
    var phone = window.matchMedia && window.matchMedia('(max-width: 40rem)');
    function fit() {
      var on = phone && phone.matches;
      svg.setAttribute('viewBox', on ? narrow : wide);
      svg.removeAttribute('width');
      svg.removeAttribute('height');
      el.classList.toggle('narrow', !!on);
    }
    if (phone && phone.addEventListener) phone.addEventListener('change', fit);
    fit();
  }

  function moveWord(n) { return n < MOVES.length ? MOVES[n] : String(n); }

  /* The chances of `who` (a name) by the engine's line l ({exact, says,
   * percent}: bao.mjs think), in words a learner reads: five steps of
   * its estimate, an exact result the end ones. */
  function chance(who, l) {
    var p = l.exact ? (/^win/.test(l.says) ? 100 : 0) : +l.percent;
    return B.fmt(B.M['chance' + (p >= 85 ? 4 : p >= 60 ? 3 : p > 40 ? 2 : p > 15 ? 1 : 0)],
      who);
  }

  B.holeName = holeName;
  B.cellName = cellName;
  B.moveName = moveName;
  B.plyName = plyName;
  B.inCells = inCells;
  B.parseHole = parseHole;
  B.parse = parse;
  B.seedsOn = seedsOn;
  B.seedWord = seedWord;
  B.moveWord = moveWord;
  B.chance = chance;
  B.fitPhone = fitPhone;
  B.el = el;
  B.View = View;
  B.marksOf = marksOf;
  B.textBoard = textBoard;
  B.sowing = sowing;
})();
