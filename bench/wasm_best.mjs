// wasm_best.mjs - the speed of the engine that plays in WebAssembly (the
// page's "Play the computer", issue 28 item 5: at least a third of native
// speed in nodes per second), against the native search on the same
// positions with the same node limit.
//
//   node bench/wasm_best.mjs BUILD POSITIONS NODES [RUNS] [CHROMIUM]
//
// BUILD is a build with -DBAO_BENCH=ON (BUILD/bench/bench_think, the
// native search) and the engine (BUILD/wasm/bao.mjs and bao.wasm);
// POSITIONS a file of position lines, one a line (`bao replay
// --positions FILE | cut -f4`); NODES the node limit of each search.
// Each position is searched for its best move within NODES positions by
// a player whose table is cleared first (native: bench_think; WebAssembly:
// think(line, {nodes, fresh: true})), so that both do the same work: the
// answers (move, score, depth, nodes) must be the same, and are compared
// here.  The three are run in turn RUNS times (default 3), paired, and
// the best time of each kept:
//   native  bench_think's processor time;
//   node    the module in node, its processor time (process.cpuUsage);
//   chromium  with CHROMIUM (a path; playwright-core from
//           BUILD/node/node_modules), the module in a page of headless
//           Chromium, in a Web Worker as the page's search is: its wall
//           time only (a page has no processor clock).
// Prints nodes per second of each and the ratio to native, by processor
// time (native, node) and by wall time (all three: it compares only on
// a quiet machine).
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const [build, positionsFile, nodesArg, runsArg, chromiumPath] = process.argv.slice(2);
if (!build || !positionsFile || !nodesArg) {
  console.error('usage: node bench/wasm_best.mjs BUILD POSITIONS NODES [RUNS] [CHROMIUM]');
  process.exit(2);
}
const nodes = +nodesArg, runs = +(runsArg || 3);
const lines = readFileSync(positionsFile, 'utf8').split('\n').filter(Boolean);
const mjs = path.resolve(build, 'wasm/bao.mjs');
const { load } = await import('file://' + mjs);
const bao = await load();

function native() {
  const t0 = performance.now();
  const out = execFileSync(path.resolve(build, 'bench/bench_think'),
    [positionsFile, String(nodes)], { encoding: 'utf8' }).trim().split('\n');
  const total = out.pop().match(/([\d.]+) s,/);
  return { answers: out, seconds: +total[1], wall: (performance.now() - t0) / 1000 };
}

// The answer as bench_think prints it: number, move, score, depth, nodes.
function answer(k, r) {
  const l = r.lines[0];
  return `${k}\t${l ? l.token : '-'}\t${l ? l.score : 0}\t${r.depth}\t${r.nodes}`;
}

function inNode() {
  const answers = [], c0 = process.cpuUsage(), t0 = performance.now();
  lines.forEach((line, i) => answers.push(answer(i + 1, bao.think(line, { nodes, fresh: true }))));
  const c = process.cpuUsage(c0);
  return { answers, seconds: (c.user + c.system) / 1e6, wall: (performance.now() - t0) / 1000 };
}

// The same searches in a Web Worker of a page of headless Chromium: the
// module's text and bytes handed in, the worker's wall time handed back.
async function inChromium(browser) {
  const page = await browser.newPage();
  await page.goto('about:blank');
  const moduleText = readFileSync(mjs, 'utf8');
  const wasm = readFileSync(path.resolve(build, 'wasm/bao.wasm')).toString('base64');
  const res = await page.evaluate(async ([moduleText, wasm, lines, nodes]) => {
    // a classic worker (a module worker of about:blank is refused): the
    // module's exports made plain declarations
    const body = moduleText.replace(/^export /gm, '')
      .replace(/import\.meta\.url/g, 'self.location.href') + `
self.onmessage = async (m) => {
  const bao = await load(m.data.wasm);
  const t0 = performance.now(), out = [];
  m.data.lines.forEach((line, i) => {
    const r = bao.think(line, { nodes: m.data.nodes, fresh: true }), l = r.lines[0];
    out.push((i + 1) + '\\t' + (l ? l.token : '-') + '\\t' + (l ? l.score : 0) + '\\t' +
      r.depth + '\\t' + r.nodes);
  });
  self.postMessage({ answers: out, seconds: null, wall: (performance.now() - t0) / 1000 });
};`;
    const url = URL.createObjectURL(new Blob([body], { type: 'text/javascript' }));
    const worker = new Worker(url);
    return new Promise((resolve, reject) => {
      worker.onmessage = (m) => resolve(m.data);
      worker.onerror = (e) => reject(new Error(e.message));
      worker.postMessage({ wasm, lines, nodes });
    });
  }, [moduleText, wasm, lines, nodes]);
  await page.close();
  return res;
}

let browser = null;
if (chromiumPath) {
  const require = createRequire(path.resolve(build, 'node/node_modules') + '/');
  const { chromium } = require('playwright-core');
  browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
}
const best = { native: Infinity, node: Infinity, chromium: Infinity };
const bestWall = { native: Infinity, node: Infinity, chromium: Infinity };
let reference = null, same = true, total = 0;
for (let run = 0; run < runs; run++) {
  const got = { native: native(), node: inNode() };
  if (browser) got.chromium = await inChromium(browser);
  for (const [k, r] of Object.entries(got)) {
    if (!reference) {
      reference = r.answers;
      total = reference.reduce((n, a) => n + +a.split('\t')[4], 0);
    }
    if (r.answers.join('\n') !== reference.join('\n')) {
      same = false;
      console.log(`${k}: answers differ from native's`);
    }
    if (r.seconds !== null) best[k] = Math.min(best[k], r.seconds);
    bestWall[k] = Math.min(bestWall[k], r.wall);
  }
}
if (browser) await browser.close();
console.log(`${lines.length} positions, ${nodes} nodes each: ${total} nodes; ` +
  `answers ${same ? 'the same' : 'DIFFERENT'} in every run (best of ${runs})`);
// processor time where there is one (not Chromium's page), and wall time
// for all three: on a loaded machine only the processor times compare.
for (const k of Object.keys(best)) {
  if (bestWall[k] === Infinity) continue;
  const cpu = best[k] === Infinity ? '' : `cpu ${best[k].toFixed(3)} s ` +
    `${(total / best[k] / 1e6).toFixed(2)} M nodes/s ${(best.native / best[k]).toFixed(2)} of native; `;
  console.log(`${k.padEnd(8)} ${cpu}wall ${bestWall[k].toFixed(3)} s ` +
    `${(total / bestWall[k] / 1e6).toFixed(2)} M nodes/s ` +
    `${(bestWall.native / bestWall[k]).toFixed(2)} of native`);
}
process.exit(same ? 0 : 1);
