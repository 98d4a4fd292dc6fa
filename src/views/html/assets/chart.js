/* chart.js - the teaching page's chart (bao html), after page.js: how the
 * game turned, ply by ply, as two small line charts drawn in SVG here (no
 * library): each side's seeds (on the board and in hand) and each side's
 * legal moves (its mobility: the side to move's own moves, the other
 * side's as if it were to move), after every ply of the game's own line
 * (data: stats0 at the start, st of every ply; src/views/html/html_data.c).  A line
 * marks where the reader is; clicking the chart goes to that ply of the
 * game.  South's line is solid, North's dashed: the two differ in print
 * and in greyscale, not only by colour.  While the reader is on a game
 * against the computer (play.js: B.playGame), the chart is that game's,
 * its figures after each ply counted by the engine (B.statsOf:
 * explore.js), and it is drawn again as the game grows. */
(function () {
  'use strict';

  var B = window.BaoPage, data = B.data, M = B.M, SIDE = B.SIDE, fmt = B.fmt;
  var box = document.getElementById('chart'), now = document.getElementById('chart-now');
  if (!box || !data.stats0) return;
  var shown = B.main, last = data.plies.length;
  var W = 440, LEFT = 30, RIGHT = 8, TOP = 22, H1 = 100, GAP = 34, H2 = 64;
  var BOTTOM = 22, H = TOP + H1 + GAP + H2 + BOTTOM;

  /* the figures after ply g of the line charted (none: a learner's ply
   * the engine could not count) */
  function stats(g) {
    if (g === 0) return data.stats0;
    var p = shown.ply(g);
    if (!p.st && B.statsOf) p.st = B.statsOf(shown.pos(g));
    return p.st;
  }
  function seeds(s, side) { return s[side] + s[2 + side]; }
  function moves(s, side) { return s[4 + side]; }
  function x(g) { return LEFT + (W - LEFT - RIGHT) * (last ? g / last : 0); }

  var svg = B.el('svg', { viewBox: '0 0 ' + W + ' ' + H, 'class': 'chart-svg',
    role: 'img', 'aria-label': M.chartLabel });
  box.appendChild(svg);
  var ySeeds, yMoves, cursor;

  /* One panel: its title, axis, the two sides' lines. */
  function panel(top, height, max, value, label) {
    var y = function (v) { return top + height - height * v / max; };
    B.el('text', { x: LEFT, y: top - 7, 'class': 'chart-title' }, svg).textContent = label;
    B.el('line', { x1: LEFT, y1: top + height, x2: W - RIGHT, y2: top + height,
      'class': 'chart-axis' }, svg);
    [0, max].forEach(function (v) {
      B.el('line', { x1: LEFT - 3, y1: y(v), x2: W - RIGHT, y2: y(v),
        'class': v ? 'chart-grid' : 'chart-axis' }, svg);
      B.el('text', { x: LEFT - 6, y: y(v) + 4, 'class': 'chart-tick',
        'text-anchor': 'end' }, svg).textContent = String(v);
    });
    [0, 1].forEach(function (side) {
      var pts = [];
      for (var g = 0; g <= last; g++) {
        var s = stats(g);
        if (s) pts.push(x(g).toFixed(1) + ',' + y(value(s, side)).toFixed(1));
      }
      B.el('polyline', { points: pts.join(' '), fill: 'none',
        'class': 'chart-line ' + (side ? 'north' : 'south') }, svg);
    });
    return y;
  }

  /* The chart of line `line` to its end: its scales the most of it (and,
   * for the game, of the record's variations). */
  function build(line) {
    var most = { seeds: 1, moves: 1 }, g;
    function count(s) {
      if (!s) return;
      most.seeds = Math.max(most.seeds, seeds(s, 0), seeds(s, 1));
      most.moves = Math.max(most.moves, moves(s, 0), moves(s, 1));
    }
    shown = line;
    last = line === B.main ? data.plies.length : line.end();
    while (svg.firstChild) svg.removeChild(svg.firstChild);
    for (g = 0; g <= last; g++) count(stats(g));
    if (line === B.main)
      (data.lines || []).forEach(function (l) {
        l.plies.forEach(function (p) { count(p.st); });
      });
    ySeeds = panel(TOP, H1, most.seeds, seeds, M.chartSeeds);
    yMoves = panel(TOP + H1 + GAP, H2, most.moves, moves, M.chartMoves);
    for (g = 0; g <= last; g += 10)
      B.el('text', { x: x(g), y: H - 6, 'class': 'chart-tick', 'text-anchor': 'middle' },
        svg).textContent = String(g);
    /* the key: a short stroke of each side's line and its name */
    [0, 1].forEach(function (side) {
      var at = W - RIGHT - 150 + side * 78;
      B.el('line', { x1: at, y1: TOP - 11, x2: at + 22, y2: TOP - 11,
        'class': 'chart-line ' + (side ? 'north' : 'south') }, svg);
      B.el('text', { x: at + 27, y: TOP - 7, 'class': 'chart-tick' }, svg).textContent = SIDE[side];
    });
    cursor = B.el('g', { 'class': 'chart-cursor' }, svg);
  }
  build(B.main);

  /* The cursor at ply g of `line`: the game's figures there, or a
   * variation's (off the game: dashed); a learner's ply has none. */
  function draw(line, g) {
    var playing = B.playGame && line === B.playGame.line ? line : B.main;
    if (playing !== shown || (playing !== B.main && playing.end() !== last)) build(playing);
    while (cursor.firstChild) cursor.removeChild(cursor.firstChild);
    var s = g === 0 ? data.stats0 : line === shown ? stats(g) : line.ply(g).st;
    var off = g > 0 && line.owner(g) !== B.main && line !== shown;
    B.el('line', { x1: x(Math.min(g, last)), y1: TOP - 2, x2: x(Math.min(g, last)),
      y2: TOP + H1 + GAP + H2, 'class': 'chart-now' + (off ? ' off-game' : '') }, cursor);
    if (!s) { now.textContent = ''; return; }
    [0, 1].forEach(function (side) {
      var cls = 'chart-dot ' + (side ? 'north' : 'south');
      B.el('circle', { cx: x(Math.min(g, last)), cy: ySeeds(seeds(s, side)), r: 4,
        'class': cls }, cursor);
      B.el('circle', { cx: x(Math.min(g, last)), cy: yMoves(moves(s, side)), r: 4,
        'class': cls }, cursor);
    });
    now.textContent = (g === 0 ? M.start : fmt(M.afterPly, g)) + ': ' +
      fmt(M.chartNow, SIDE[0], B.seedWord(seeds(s, 0)), B.moveWord(moves(s, 0)),
        SIDE[1], B.seedWord(seeds(s, 1)), B.moveWord(moves(s, 1)));
  }
  B.onGo(draw);

  /* a click goes to the nearest ply of the game */
  svg.addEventListener('click', function (ev) {
    var r = svg.getBoundingClientRect();
    var at = (ev.clientX - r.left) * W / r.width;
    var g = Math.round((at - LEFT) / (W - LEFT - RIGHT) * last);
    B.go(shown, Math.max(0, Math.min(last, g)));
  });
})();
