/* engine.js - html --engine (html_engine.c): the graph of
 * South's chances follows the ply the board shows, as the seeds chart
 * does (a line at #board's data-ply, watched: this script needs nothing
 * of the others), and a click on the graph goes to the ply under it
 * (#ply=N, the page's own address of a ply). */
(function () {
  'use strict';
  var svg = document.getElementById('engine-graph');
  var board = document.getElementById('board');
  var cursor = document.getElementById('engine-cursor');
  if (!svg || !board || !cursor) return;
  var n = +svg.getAttribute('data-plies');
  var left = +svg.getAttribute('data-left');
  var right = +svg.getAttribute('data-right');
  function xOf(ply) {
    return left + (n ? ply * (right - left) / n : 0);
  }
  function place() {
    var ply = +board.getAttribute('data-ply') || 0;
    var x = xOf(Math.min(Math.max(ply, 0), n));
    cursor.setAttribute('x1', x);
    cursor.setAttribute('x2', x);
  }
  svg.addEventListener('click', function (e) {
    var m = svg.getScreenCTM();
    if (!m || !n) return;
    var p = svg.createSVGPoint();
    p.x = e.clientX;
    p.y = e.clientY;
    var x = p.matrixTransform(m.inverse()).x;
    var ply = Math.round((x - left) * n / (right - left));
    location.hash = '#ply=' + Math.min(Math.max(ply, 0), n);
  });
  new MutationObserver(place).observe(board, {
    attributes: true, attributeFilter: ['data-ply']
  });
  place();
}());
