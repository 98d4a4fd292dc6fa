/* play_worker.js - the engine's searches of the teaching page in a Web
 * Worker, so that the page never waits for them: the page holds this
 * text as a string (BaoPage.playWorker: html_play.c) and starts it from
 * a Blob (explore.js: BaoPage.engineWorker), twice: "Play the computer"
 * (play.js) searches in one, the hint (explore.js) in another, so that
 * a ply is analysed while the computer thinks, each on its own core.
 * Its own instance of the engine (bao.wasm, whose base64 the first
 * message brings) answers each later message with {id, result} or
 * {id, error}:
 *   {id, rules, line, nodes}   the engine that plays, its table kept
 *                              from one move to the next: result is
 *                              bao_wasm_think's JSON (src/wasm/bao_wasm.h)
 *   {id, rules, line, hint: {depth, maxNodes, level}}   the hint:
 *                              result is {solve, best}, the exact
 *                              solver's answer within depth and maxNodes
 *                              (null when it has none in that budget),
 *                              then, unless it found a win or the game
 *                              is over, the best line of a fresh search
 *                              of the level's budget (null: none)
 * and result.ms, the search's time in the worker.  It calls the
 * module's exports directly, as bao.mjs does: a classic worker cannot
 * import the page's module.  No state but the instance. */
'use strict';
var ready = null, ex = null;
var encoder = new TextEncoder(), decoder = new TextDecoder();

function bytesOf(base64) {
  var bin = atob(base64.replace(/\s+/g, '')), bytes = new Uint8Array(bin.length);
  for (var i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return bytes;
}

/* The export `name` given the strings (each NUL-ended in the module's
 * argument buffer) then the numbers: its JSON answer, or an Error. */
function call(name, strings, numbers) {
  var bytes = strings.map(function (s) { return encoder.encode(s); });
  var size = bytes.reduce(function (n, b) { return n + b.length + 1; }, 0);
  var base = ex.bao_wasm_args(size) >>> 0;
  if (!base) throw new Error('out of memory');
  var mem = new Uint8Array(ex.memory.buffer), at = base;
  var pointers = bytes.map(function (b) {
    mem.set(b, at);
    mem[at + b.length] = 0;
    at += b.length + 1;
    return at - b.length - 1;
  });
  var ok = ex[name].apply(null, pointers.concat(numbers));
  var value = JSON.parse(decoder.decode(new Uint8Array(ex.memory.buffer,
    ex.bao_wasm_result() >>> 0, ex.bao_wasm_result_length() >>> 0)));
  if (!ok) throw new Error(value.error);
  return value;
}

/* bao_wasm_think(rules, line, nodes, depth 0, best only, fresh) */
function think(d, nodes, fresh) {
  return call('bao_wasm_think', [d.rules, d.line], [nodes, 0, 0, fresh ? 1 : 0]);
}

/* The hint: the solver's word, else the engine's move (bao play's). */
function hint(d) {
  var h = d.hint, solve = null, best = null;
  try {
    solve = call('bao_wasm_solve', [d.rules, d.line], [h.depth, h.maxNodes]);
  } catch (e) {
    solve = null; /* too long for a forced result: the engine's move */
  }
  if (!(solve && (solve.verdict === 'win' || (solve.verdict === 'loss' && solve.n === 0)))) {
    try {
      best = think(d, call('bao_wasm_level_nodes', [], [h.level]), true).lines[0] || null;
    } catch (e) {
      best = null;
    }
  }
  return { solve: solve, best: best };
}

self.onmessage = function (m) {
  var d = m.data;
  if (d.wasm) {
    ready = WebAssembly.instantiate(bytesOf(d.wasm), {}).then(function (made) {
      ex = made.instance.exports;
      if (ex._initialize) ex._initialize();
    });
    ready.catch(function (e) { self.postMessage({ id: 0, error: String(e && e.message || e) }); });
    return;
  }
  ready.then(function () {
    var t = performance.now(), result = d.hint ? hint(d) : think(d, d.nodes, false);
    result.ms = performance.now() - t;
    self.postMessage({ id: d.id, result: result });
  }).catch(function (e) {
    self.postMessage({ id: d.id, error: String(e && e.message || e) });
  });
};
