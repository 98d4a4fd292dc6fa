/* page.js - the script of the teaching page (bao html).  Embedded in every
 * page by cmake/embed_assets.cmake; it fetches nothing and writes record
 * text only through textContent, never as markup.
 *
 * The board is the SVG that src/diagram_svg.c drew: 32 pit groups with
 * ids pit-A1 .. pit-b8.  The script keeps that drawing and its geometry
 * (CELL, PIT_R and the marks below are those of diagram_svg.c), updates
 * the counts, draws the move's marks, and plays a move's events back lap
 * by lap.  The data (id bao-data) holds the start and, per ply, the
 * position line after it, its events and its annotation. */
(function () {
  'use strict';

  var data = JSON.parse(document.getElementById('bao-data').textContent);
  var NS = 'http://www.w3.org/2000/svg';
  var CELL = 64, PIT_R = 26;               /* as src/diagram_svg.c */
  var EV = { PLACE: 0, LAP: 1, CAPTURE: 2, REVERSE: 3, SIXTEEN: 4,
    HOUSE_STOP: 5, HOUSE_SAFARI: 6, HOUSE_TAX: 7, HOUSE_CAPTURED: 8,
    HOUSE_DESTROYED: 9, TAKASIA_OBEYED: 10, TAKASIA_PASSED: 11,
    TAKASIA_SET: 12, STAGE_MTAJI: 13, NEVER_ENDING: 14, GAME_END: 15 };
  /* enum bao_lap_why: 0 move, 1 relay, 2 capture, 3 safari, 4 tax */
  var LAP_MOVE = 0, LAP_CAPTURE = 2;
  var MINUS = '\u2212';
  var plies = data.plies, last = plies.length;
  var house = data.house || 'nyumba';
  var SIDE = ['South', 'North'];

  var $ = function (id) { return document.getElementById(id); };
  var boardEl = $('board');
  var svg = boardEl.querySelector('svg');
  var pristine = svg.cloneNode(true);     /* the drawing as C made it */

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
  var positions = [];
  function pos(k) {
    if (!positions[k]) positions[k] = parse(k === 0 ? data.start : plies[k - 1].p);
    return positions[k];
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
    v.rows = Array.prototype.slice.call(root.querySelectorAll('.label.row'))
      .map(function (t) { return { t: t, text: t.textContent }; });
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

  View.prototype.setFlip = function (flip) {
    var v = this, turned = flip !== v.baseFlip;
    v.flip = flip;
    v.pits.forEach(function (p, h) {
      var at = v.at(h);
      p.g.setAttribute('transform', turned
        ? 'translate(' + (at.x - p.x) + ' ' + (at.y - p.y) + ')' : '');
    });
    v.rows.forEach(function (r, i) {
      r.t.textContent = turned ? v.rows[v.rows.length - 1 - i].text : r.text;
    });
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

  function seedWord(n) { return n + (n === 1 ? ' seed' : ' seeds'); }

  /* "a5, nyumba, 6 seeds" (src/diagram_svg.c's title), and what the move
   * did to the hole. */
  function holeLabel(p, h, m) {
    var side = h >> 4, c = h & 15, s = holeName(h);
    if (c === 4 && data.nyumba) {
      s += ', ' + house;
      if (p.house[side] === 'x') s += ', destroyed';
      else if (p.house[side] === 'a') s += ', under 6';
    }
    s += ', ' + seedWord(p.pit[side][c]);
    if (m) {
      if (m.placed === h) s += '; seed from hand';
      if (m.taken[h]) s += '; ' + m.taken[h] + ' captured';
      if (m.delta[h]) s += '; ' + (m.delta[h] > 0 ? '+' : MINUS) + Math.abs(m.delta[h]);
      if (m.takasia === h) s += '; takasia';
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
      hand.texts[1].t.textContent = p.hand[side] + ' in hand';
    });
    if (v.toMove) v.toMove.textContent = SIDE[p.toMove] + ' to move';
  };

  /* ---- the marks of a move (as src/marks.c and diagram_svg.c) ---------------- */

  function marksOf(k) {
    var m = { placed: -1, start: -1, dir: 0, taken: {}, delta: {}, takasia: -1 };
    if (k === 0) return null;
    var before = pos(k - 1), after = pos(k), h;
    for (h = 0; h < 32; h++)
      m.delta[h] = after.pit[h >> 4][h & 15] - before.pit[h >> 4][h & 15];
    m.takasia = after.takasia;
    plies[k - 1].e.forEach(function (e) {
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

  /* ---- the text version (src/diagram_ascii.c's layout) ------------------------- */

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
    function row(side, back) {
      var s = (side ? (back ? 'b' : 'a') : (back ? 'B' : 'A')) + ' ';
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
      for (var i = 0; i < 8; i++) s += pad(String(asc ? i + 1 : 8 - i), 4) + ' ';
      return s;
    }
    function note(side) {
      return '    ' + SIDE[side] + ': ' + p.hand[side] + ' in hand';
    }
    out.push(numbers(false));
    out.push(row(top, 1));
    out.push(row(top, 0) + note(top));
    out.push('  ----------------------------------------');
    out.push(row(1 - top, 0) + note(1 - top));
    out.push(row(1 - top, 1));
    out.push(numbers(true));
    out.push(SIDE[p.toMove] + ' to move');
    if (m) {
      var said = [];
      if (m.placed >= 0) said.push('* seed from hand in ' + holeName(m.placed));
      for (var h = 0; h < 32; h++)
        if (m.taken[h]) said.push('x ' + m.taken[h] + ' captured from ' + holeName(h));
      if (said.length) out.push(said.join('; '));
    }
    return out.map(function (l) { return l.replace(/\s+$/, ''); }).join('\n');
  }

  /* ---- the sowing, step by step ------------------------------------------------ */

  function kichwaName(side, dir) { return holeName(side * 16 + (dir > 0 ? 0 : 7)); }

  /* The steps of ply k from the position before it: each the 32 counts
   * after it, the holes to light up, the seeds in flight and a caption. */
  function sowing(k) {
    var before = pos(k - 1), ev = plies[k - 1].e, out = [];
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
        push('place', hot, SIDE[side] + ' puts a seed from hand in ' + holeName(h), null, 3);
      } else if (kind === EV.CAPTURE) {
        counts[h2] = 0;
        hot[h] = 'hot'; hot[h2] = 'taken';
        push('capture', hot, holeName(h) + ' captures ' + seedWord(n) + ' from ' +
          holeName(h2), { h: h2, n: n }, 4);
        var kh = side * 16 + (dir > 0 ? 0 : 7), kk = {};
        kk[kh] = 'hot';
        push('enter', kk, 'They enter at ' + kichwaName(side, dir) + ', the ' +
          (dir > 0 ? 'left' : 'right') + ' kichwa', { h: kh, n: n }, 3);
      } else if (kind === EV.LAP) {
        var c = h & 15, base = side * 16;
        lap++;
        var way = dir > 0 ? 'clockwise' : 'anticlockwise';
        if (why !== LAP_CAPTURE) {
          counts[h] -= n;
          hot[h] = 'hot';
          push('lift', hot, 'Lap ' + lap + ': ' + ({
            0: 'the ' + seedWord(n) + ' of ' + holeName(h) + ' are lifted',
            1: 'the last seed fell in ' + holeName(h) + ', which held seeds: ' +
              'its ' + n + ' go on (relay)',
            3: 'the ' + house + '\u2019s ' + seedWord(n) + ' go on (safari)',
            4: 'the tax: 2 seeds are taken from the ' + house
          }[why] || seedWord(n) + ' lifted from ' + holeName(h)) + ', ' + way,
          { h: h, n: n }, why === LAP_MOVE ? 3 : 4);
        } else {
          c = step(c, -dir); /* the first seed falls in the kichwa */
        }
        for (j = 0; j < n; j++) {
          c = step(c, dir);
          counts[base + c]++;
          var one = {}, left = n - j - 1;
          one[base + c] = 'hot';
          push('drop', one, 'Lap ' + lap + ': ' + (left ? 'sowing ' + way + ', ' +
            left + ' left in hand' : 'the last seed falls in ' + holeName(base + c)),
          left ? { h: base + c, n: left } : null, left ? 1 : 3);
        }
      } else {
        var say = {
          3: 'The capture reverses the direction',
          4: '16 or more seeds: this lap cannot capture',
          5: 'The ' + house + ' stops the move',
          6: 'Safari: the ' + house + ' is sown on',
          7: 'The tax: only 2 seeds are taken from the ' + house,
          8: 'The ' + house + ' of ' + SIDE[h >> 4] + ' is captured',
          9: SIDE[h >> 4] + '\u2019s ' + house + ' is destroyed',
          10: 'The takasiaed hole stops the lap',
          11: 'The takasiaed hole is passed (first lap from the ' + house + ')',
          12: 'Takasia: ' + (h >= 0 ? holeName(h) : '') + ' may not be played next',
          13: 'Both hands are empty: the ' + (data.mtaji || 'mtaji') +
            ' stage begins',
          15: SIDE[side] + ' has lost'
        }[kind];
        if (say) {
          if (h >= 0) hot[h] = 'hot';
          push('say', hot, say, undefined, 3);
        }
      }
    }
    return out;
  }

  /* 1-based plies whose sowing does not end at the position the data
   * gives (a test reads this: it must be empty). */
  window.baoSowingMismatches = function () {
    var bad = [];
    for (var k = 1; k <= last; k++) {
      var s = sowing(k), after = pos(k), end = s.length ? s[s.length - 1] : null;
      var wrong = end && (end.hand[0] !== after.hand[0] || end.hand[1] !== after.hand[1]);
      for (var h = 0; h < 32 && end; h++)
        if (end.counts[h] !== after.pit[h >> 4][h & 15]) wrong = true;
      if (wrong) bad.push(k);
    }
    return bad;
  };
  window.baoTextBoard = function (k) { return textBoard(pos(k), marksOf(k), view.flip); };

  /* ---- the page's state -------------------------------------------------------- */

  var view = new View(svg);
  var state = { ply: -1, timer: null, playing: false, playTimer: null };
  var links = Array.prototype.slice.call(document.querySelectorAll('a.ply[data-ply]'));
  var animate = $('animate'), speed = $('speed'), themeSel = $('theme');
  var reduce = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)');
  if (reduce && reduce.matches) animate.checked = false;

  svg.setAttribute('role', 'group');
  svg.setAttribute('aria-label', 'Bao board');
  svg.removeAttribute('aria-labelledby');
  view.pits.forEach(function (p) { p.g.setAttribute('role', 'img'); });

  function clamp(k) { return Math.max(0, Math.min(last, k | 0)); }
  function rate() { return +speed.value || 1; }

  function text(parent, tag, s, cls) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    e.textContent = s;
    parent.appendChild(e);
    return e;
  }
  function clear(e) { while (e.firstChild) e.removeChild(e.firstChild); }

  /* Everything beside the board that tells ply k. */
  function tell(k) {
    var title = $('now-title'), ann = $('annotation'), rec = $('record-text');
    var probs = $('ply-problems'), p = pos(k);
    clear(rec);
    clear(probs);
    if (k === 0) {
      title.textContent = 'The start';
      ann.textContent = SIDE[p.toMove] + ' to move. Step forward with \u2192 or the buttons.';
    } else {
      var ply = plies[k - 1];
      title.textContent = 'Ply ' + k + ' of ' + last + ' \u00b7 ' + ply.n + '. ' +
        SIDE[ply.s] + ' ' + ply.t;
      ann.textContent = ply.a;
      if (ply.x) text(rec, 'span', ply.x + ' ', 'note');
      if (ply.o && ply.o !== ply.w) text(rec, 'span', 'Written \u201c' + ply.o +
        '\u201d in the source, read as ' + ply.w + '. ', 'label');
      if (ply.g) text(rec, 'span', 'Glyph: ' + ply.g + ' ', 'label');
      if (ply.c) text(rec, 'bdi', ply.c, 'comment');
    }
    if (k === last && data.stop)
      text(probs, 'li', 'The record goes on with ply ' + data.stop.ply + ' (' +
        SIDE[data.stop.s] + ', ' + data.stop.w + '), which is not legal: ' +
        data.stop.why, 'error');
    data.problems.forEach(function (d) {
      if (d.ply === k && d.ply > 0 && !(data.stop && d.ply === data.stop.ply))
        text(probs, 'li', d.level + ': ' + d.text, d.level);
    });
    if (k === last && data.tail) text(rec, 'bdi', data.tail, 'tail');
    [0, 1].forEach(function (side) {
      var key = side ? 'N' : 'S';
      $('hand-' + key).textContent = p.hand[side];
      $('board-' + key).textContent = seedsOn(p, side);
      $('all-' + key).textContent = p.hand[side] + seedsOn(p, side);
      $('to-move-' + key).textContent = p.toMove === side ? 'to move' : '';
    });
    $('board-text').textContent = textBoard(p, marksOf(k), view.flip);
    links.forEach(function (a) {
      if (+a.getAttribute('data-ply') === k) {
        a.setAttribute('aria-current', 'step');
        scrollIntoList(a);
      } else if (a.hasAttribute('aria-current')) {
        a.removeAttribute('aria-current');
      }
    });
    boardEl.setAttribute('aria-label', k === 0 ? 'Board at the start' :
      'Board after ply ' + k + ' of ' + last);
  }

  /* Keeps the current ply in the middle of the list when it would leave
   * it, without moving the page. */
  function scrollIntoList(a) {
    var box = $('moves-scroll'), r = a.getBoundingClientRect();
    var b = box.getBoundingClientRect(), head = 40;
    if (r.top < b.top + head || r.bottom > b.bottom)
      box.scrollTop += r.top - b.top - (b.height - r.height) / 2;
  }

  function announce(k) {
    var s = k === 0 ? 'The start. ' + SIDE[pos(0).toMove] + ' to move.'
      : 'Ply ' + k + ' of ' + last + ': ' + plies[k - 1].a.replace(/^\d+\.\s*/, '');
    $('announce').textContent = s;
  }

  function setHash(k) {
    var h = '#ply=' + k;
    if (location.hash !== h) {
      try { history.replaceState(null, '', h); } catch (e) { /* file: refused */ }
    }
  }

  function stopSowing() {
    if (state.timer) { clearTimeout(state.timer); state.timer = null; }
    boardEl.classList.remove('sowing-now');
    $('sowing').textContent = '';
    drawFlight(null);
  }

  /* What the caption under the board says between sowings: the ply in
   * short, "23. South A4R (namua capture)". */
  function idle(k) {
    if (k === 0) return 'The start: ' + SIDE[pos(0).toMove] + ' to move';
    var a = plies[k - 1].a, colon = a.indexOf(': ');
    return colon > 0 ? a.slice(0, colon) : plies[k - 1].n + '. ' + plies[k - 1].t;
  }

  /* Shows ply k at once: counts, marks, the text beside the board. */
  function show(k) {
    var p = pos(k), m = marksOf(k);
    view.show(p, m);
    view.drawMarks(m);
    $('sowing').textContent = idle(k);
    boardEl.setAttribute('data-ply', String(k));
    boardEl.setAttribute('data-position', p.line);
  }

  function go(k, how) {
    k = clamp(k);
    stopSowing();
    var from = state.ply;
    state.ply = k;
    setHash(k);
    tell(k);
    announce(k);
    if (how === 'animate' && k === from + 1 && animate.checked) {
      sow(k);
    } else {
      show(k);
      if (state.playing) schedulePlay(900);
    }
    updateButtons();
  }

  /* The seeds in flight: a disc with their number beside the hole. */
  var flight = null;
  function drawFlight(f) {
    if (flight) { flight.parentNode.removeChild(flight); flight = null; }
    if (!f || !f.n) return;
    var at = view.at(f.h);
    flight = el('g', { 'class': 'flight' }, svg);
    el('circle', { cx: at.x + 22, cy: at.y - 22, r: 13 }, flight);
    el('text', { x: at.x + 22, y: at.y - 17, 'font-size': 14, 'font-weight': 'bold',
      'text-anchor': 'middle' }, flight).textContent = String(f.n);
  }

  /* Plays ply k's steps, then shows its position; the data's position is
   * what stays, whatever the steps showed. */
  function sow(k) {
    var steps = sowing(k), i = 0, p = pos(k - 1), tick = 260;
    view.drawMarks(null);
    boardEl.classList.add('sowing-now');
    /* the board's data says where the game is: ply k */
    boardEl.setAttribute('data-ply', String(k));
    boardEl.setAttribute('data-position', pos(k).line);
    function next() {
      if (i >= steps.length) {
        stopSowing();
        show(k);
        if (state.playing) schedulePlay(700);
        return;
      }
      var s = steps[i++];
      var shown = { pit: p.pit, hand: s.hand, house: p.house, toMove: p.toMove,
        takasia: -1 };
      view.show(shown, null, s.counts, s.hot);
      drawFlight(s.flight);
      $('sowing').textContent = s.caption;
      state.timer = setTimeout(next, tick * s.wait / rate());
    }
    next();
  }

  function schedulePlay(wait) {
    clearTimeout(state.playTimer);
    state.playTimer = setTimeout(function () {
      if (!state.playing) return;
      if (state.ply >= last) { setPlaying(false); return; }
      go(state.ply + 1, 'animate');
    }, wait / rate());
  }

  function setPlaying(on) {
    var b = $('play');
    state.playing = on;
    b.setAttribute('aria-pressed', on ? 'true' : 'false');
    b.querySelector('.label').textContent = on ? 'Pause' : 'Play';
    b.setAttribute('aria-label', on ? 'Pause (Space)' : 'Play the game (Space)');
    clearTimeout(state.playTimer);
    if (on) {
      if (state.ply >= last) go(0);
      schedulePlay(300);
    }
  }

  function setFlip(on) {
    view.setFlip(on);
    $('flip').setAttribute('aria-pressed', on ? 'true' : 'false');
    boardEl.classList.toggle('flipped', on);
    stopSowing();
    show(state.ply);
    $('board-text').textContent = textBoard(pos(state.ply), marksOf(state.ply), on);
    buildPrint();
  }

  function updateButtons() {
    Array.prototype.forEach.call(document.querySelectorAll('[data-go]'), function (b) {
      var back = /start|back/.test(b.getAttribute('data-go'));
      b.disabled = back ? state.ply === 0 : state.ply === last;
    });
  }

  var moves = {
    start: function () { return 0; }, end: function () { return last; },
    back: function () { return state.ply - 1; }, next: function () { return state.ply + 1; },
    back10: function () { return state.ply - 10; }, fwd10: function () { return state.ply + 10; }
  };

  function navigate(where) {
    var k = moves[where]();
    if (state.playing && where !== 'next') setPlaying(false);
    go(k, where === 'next' ? 'animate' : null);
  }

  /* ---- controls ---------------------------------------------------------------- */

  Array.prototype.forEach.call(document.querySelectorAll('[data-go]'), function (b) {
    b.addEventListener('click', function () { navigate(b.getAttribute('data-go')); });
  });
  $('play').addEventListener('click', function () { setPlaying(!state.playing); });
  $('flip').addEventListener('click', function () { setFlip(!view.flip); });
  $('print').addEventListener('click', function () { window.print(); });
  links.forEach(function (a) {
    a.addEventListener('click', function (ev) {
      ev.preventDefault();
      if (state.playing) setPlaying(false);
      go(+a.getAttribute('data-ply'));
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

  function hashPly() {
    var m = /(?:^#|&)ply=(\d+)/.exec(location.hash);
    return m ? clamp(+m[1]) : null;
  }
  window.addEventListener('hashchange', function () {
    var k = hashPly();
    if (k !== null && k !== state.ply) go(k);
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
      var v = new View(copy);
      v.setFlip(view.flip);
      v.show(pos(k), marksOf(k));
      v.drawMarks(marksOf(k));
      Array.prototype.forEach.call(copy.querySelectorAll('[id]'), function (e) {
        e.removeAttribute('id');
      });
      copy.removeAttribute('role');
      copy.setAttribute('aria-hidden', 'true');
      fig.appendChild(copy);
      var ply = plies[k - 1];
      text(fig, 'figcaption', 'After ply ' + k + ': ' + ply.n + '. ' + SIDE[ply.s] +
        ' ' + ply.w);
      box.appendChild(fig);
    });
  }

  /* ---- a phone: the board without its side margins ----------------------------- */

  /* The drawing keeps room at both sides for the hands; on a narrow
   * screen the table under the board shows them, and the board takes
   * the whole width. */
  var wide = svg.getAttribute('viewBox'), narrow = (function () {
    var b = svg.querySelector('.board'), vb = wide.split(' ');
    return (num(b, 'x') - 26) + ' ' + vb[1] + ' ' + (num(b, 'width') + 34) + ' ' + vb[3];
  })();
  var phone = window.matchMedia && window.matchMedia('(max-width: 40rem)');
  function fit() {
    var on = phone && phone.matches;
    svg.setAttribute('viewBox', on ? narrow : wide);
    svg.removeAttribute('width');
    svg.removeAttribute('height');
    boardEl.classList.toggle('narrow', !!on);
  }
  if (phone && phone.addEventListener) phone.addEventListener('change', fit);
  fit();

  /* ---- start ------------------------------------------------------------------- */

  $('flip').setAttribute('aria-pressed', view.flip ? 'true' : 'false');
  var first = hashPly();
  go(first !== null ? first : clamp(data.ply));
  buildPrint();
})();
