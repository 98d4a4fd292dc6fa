/* play_worker.js - the search of "Play the computer" (play.js), in a Web
 * Worker so that the page never waits for it: the page holds this text
 * as a string (BaoPage.playWorker: html_play.c) and play.js starts it
 * from a Blob.  Its own instance of the engine (bao.wasm, whose base64
 * the first message brings) answers each later message
 * {id, rules, line, nodes} with {id, result} (bao_wasm_think's JSON:
 * src/wasm/bao_wasm.h) or {id, error}.  It calls the module's exports
 * directly, as bao.mjs does: a classic worker cannot import the page's
 * module.  No state but the instance, whose player keeps its table from
 * one move to the next. */
'use strict';
var ready = null, ex = null;
var encoder = new TextEncoder(), decoder = new TextDecoder();

function bytesOf(base64) {
  var bin = atob(base64.replace(/\s+/g, '')), bytes = new Uint8Array(bin.length);
  for (var i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return bytes;
}

/* bao_wasm_think(rules, line, nodes, depth 0, best only, table kept) */
function think(d) {
  var rules = encoder.encode(d.rules), line = encoder.encode(d.line);
  var base = ex.bao_wasm_args(rules.length + line.length + 2) >>> 0;
  if (!base) throw new Error('out of memory');
  var mem = new Uint8Array(ex.memory.buffer);
  mem.set(rules, base);
  mem[base + rules.length] = 0;
  mem.set(line, base + rules.length + 1);
  mem[base + rules.length + 1 + line.length] = 0;
  var ok = ex.bao_wasm_think(base, base + rules.length + 1, d.nodes, 0, 0, 0);
  var text = decoder.decode(new Uint8Array(ex.memory.buffer,
    ex.bao_wasm_result() >>> 0, ex.bao_wasm_result_length() >>> 0));
  var value = JSON.parse(text);
  if (!ok) throw new Error(value.error);
  return value;
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
    var t = performance.now(), result = think(d);
    result.ms = performance.now() - t;
    self.postMessage({ id: d.id, result: result });
  }).catch(function (e) {
    self.postMessage({ id: d.id, error: String(e && e.message || e) });
  });
};
