// drill.mjs - the time of the training page's answers (bao drill, issue
// 27): every search the page makes for the exercises of a page, run by
// the same engine (bao.mjs and bao.wasm of the build) with the same
// budget, each timed on its own.
//
//   node bench/drill.mjs BUILD/wasm/bao.mjs PAGE.html [--cold]
//
// For each exercise (read from the page's data attributes), as
// src/views/html/assets/drill.js asks them: the judgement of the moves
// (solveMoves within the bound: what a click and the hint wait for),
// for the first right move the opponent's defence (solveMoves of the
// position after it, the bound less one), and for every wrong move its
// refutation (solve of the position after it).  One engine for the whole
// page, as the page has one; with --cold, a new engine (an empty table)
// for each exercise: a learner's first exercise.  Prints the count of searches, the median,
// the 99th percentile and the worst, with the exercise it was.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

const [mjs, page, mode] = process.argv.slice(2);
const { load } = await import(new URL(mjs, `file://${process.cwd()}/`).href);
const wasm = readFileSync(new URL('bao.wasm', new URL(mjs, `file://${process.cwd()}/`)));
const module = await WebAssembly.compile(wasm);
let bao = await load(module);
const NODES = 4000000; // drill.js: BAO_ANALYSIS_NODES
const html = readFileSync(page, 'utf8');
const items = [...html.matchAll(/<li class="exercise"([^>]*)>/g)].map((m) => {
  const a = {};
  for (const [, k, v] of m[1].matchAll(/ data-([a-z]+)="([^"]*)"/g))
    a[k] = v.replace(/&amp;/g, '&');
  return a;
});
// Wall time (what the learner waits) and processor time (what the
// search costs, steadier on a shared machine) of each search.
const times = [], cpus = [];
let worst = { ms: -1 }, worstCpu = { ms: -1 }, tooLong = 0;
function timed(what, ex, fn) {
  const c0 = process.cpuUsage(), t0 = performance.now();
  let r = null;
  try { r = fn(); } catch (e) { tooLong++; }
  const ms = performance.now() - t0, c = process.cpuUsage(c0);
  const cpu = (c.user + c.system) / 1000;
  times.push(ms);
  cpus.push(cpu);
  const at = { what, position: ex.position, task: ex.task, n: ex.n };
  if (ms > worst.ms) worst = Object.assign({ ms }, at);
  if (cpu > worstCpu.ms) worstCpu = Object.assign({ ms: cpu }, at);
  return r;
}
for (const ex of items) {
  if (mode === '--cold') bao = await load(module);
  const opts = { variant: ex.variant, rules: ex.rules ? ex.rules.split(' ') : [],
    maxNodes: NODES };
  const n = +ex.n;
  const all = timed('judgement', ex, () => bao.solveMoves(ex.position, n, opts));
  if (!all) continue;
  const right = (v) => ex.task === 'win' ? v.verdict === 'win' : v.verdict !== 'loss';
  const moves = bao.moves(ex.position, opts);
  const after = (t) => moves.find((m) => m.token === t).position;
  const first = all.find(right);
  if (first && ex.task === 'win' && n > 1 && after(first.token) &&
      !bao.status(after(first.token), opts).over)
    timed('defence', ex, () => bao.solveMoves(after(first.token), n - 1, opts));
  for (const v of all)
    if (!right(v) && after(v.token))
      timed('refutation', ex, () => bao.solve(after(v.token), n, opts));
}
console.log(`${items.length} exercises, ${times.length} searches, ` +
  `${tooLong} over the node budget`);
for (const [name, list, w] of [['wall', times, worst], ['processor', cpus, worstCpu]]) {
  list.sort((a, b) => a - b);
  const at = (q) => list[Math.min(list.length - 1, Math.floor(q * list.length))];
  console.log(`${name}: median ${at(0.5).toFixed(2)} ms, 99th percentile ` +
    `${at(0.99).toFixed(1)} ms, worst ${w.ms.toFixed(1)} ms (${w.what}, ` +
    `${w.task} in ${w.n}: ${w.position})`);
}
