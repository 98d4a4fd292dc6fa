// measure.mjs - the figures of the README's WebAssembly section: the
// module's size, the time of load(), moves() and play() a position, and
// perft against the command.  Not a test (times vary from machine to
// machine); run from the source tree after a -DBAO_WASM=ON build:
//
//   BAO=build/B/bao BAO_MJS=build/B/wasm/bao.mjs BAO_TMP=/tmp/m \
//     BAO_SOURCE=. node tests/wasm/measure.mjs
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { BAO_MJS, module, randomGames, replayPositions } from './native.mjs';

const bytes = readFileSync(new URL('bao.wasm', `file://${BAO_MJS}`));
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`bao.wasm: ${bytes.length} bytes (${kb(bytes.length)}), gzip -9 ` +
  `${kb(gzipSync(bytes, { level: 9 }).length)}, base64 ${kb(Math.ceil(bytes.length / 3) * 4)}; ` +
  `bao.mjs ${kb(readFileSync(BAO_MJS).length)}`);

const { load } = await module();
let t = performance.now();
const e = await load(bytes);
console.log(`load(bytes): ${(performance.now() - t).toFixed(1)} ms`);

// Every position of 200 random games, each timed.
const games = replayPositions(randomGames(200, 1917));
const lines = games.flat().map((p) => p.line);
const times = lines.map((line) => {
  const t0 = performance.now();
  e.moves(line);
  return performance.now() - t0;
}).sort((a, b) => a - b);
const mean = times.reduce((a, b) => a + b, 0) / times.length;
const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
console.log(`moves(line), ${times.length} positions: mean ${mean.toFixed(3)} ms, ` +
  `median ${at(0.5).toFixed(3)}, 99% ${at(0.99).toFixed(3)}, ` +
  `max ${times[times.length - 1].toFixed(2)} ms`);

t = performance.now();
let plies = 0;
for (const g of games) {
  let line = e.start();
  for (const p of g) { line = e.play(line, p.token).position; plies++; }
}
console.log(`play(line, token): ${((performance.now() - t) / plies).toFixed(3)} ms a ply ` +
  `(${plies} plies, events included)`);

// perft from the start: the best of three runs each.
for (const depth of [10, 11]) {
  let wasm = Infinity, native = Infinity, n = 0;
  for (let i = 0; i < 3; i++) {
    t = performance.now();
    n = e.perft(null, depth);
    wasm = Math.min(wasm, performance.now() - t);
    t = performance.now();
    const r = spawnSync(process.env.BAO, ['perft', '--depth', String(depth)]);
    native = Math.min(native, performance.now() - t);
    if (Number(r.stdout) !== n) throw new Error(`perft ${depth}: ${r.stdout} != ${n}`);
  }
  console.log(`perft ${depth} = ${n}: wasm ${wasm.toFixed(0)} ms, native ` +
    `${native.toFixed(0)} ms (wasm/native ${(wasm / native).toFixed(2)})`);
}
