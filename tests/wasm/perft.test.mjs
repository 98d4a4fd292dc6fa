// perft.test.mjs - the module itself (no imports, its size, the start
// position) and its perft figures against the command's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { bao, engine, module, randomGames, replayPositions, variantArgs,
         BAO_MJS } from './native.mjs';

const VARIANTS = ['kiswahili', 'kujifunza', 'kete', 'leaflet', 'esperanto'];
const wasmPath = new URL('bao.wasm', `file://${BAO_MJS}`);

test('the module imports nothing and stays small', () => {
  const bytes = readFileSync(wasmPath);
  const m = new WebAssembly.Module(bytes);
  // self-contained: a page instantiates it with no host functions
  assert.deepEqual(WebAssembly.Module.imports(m), []);
  // the page with the 1994 game and the module inlined (base64, 4/3 of
  // it) must stay under 1 MB: the budget for the module is 150 KB
  assert.ok(bytes.length < 150 * 1024, `bao.wasm is ${bytes.length} bytes`);
  assert.ok(gzipSync(bytes).length < bytes.length / 2);
});

test('load() takes the bytes, base64 or a compiled module', async () => {
  const { load } = await module();
  const bytes = readFileSync(wasmPath);
  const start = (await load()).start();
  for (const source of [bytes, new Uint8Array(bytes), bytes.toString('base64'),
                        new WebAssembly.Module(bytes)])
    assert.equal((await load(source)).start(), start);
  await assert.rejects(load(new Uint8Array([0, 97, 115, 109, 9, 9, 9, 9])));
});

test('the start position is the one of the README and docs/rules.md R2', async () => {
  const e = await engine();
  // README, "The position line": South's 6 in A5, 2 in A6 and A7; North's
  // the same, seen from South; 22 seeds in each hand.
  assert.equal(e.start(), '0 0 0 0 0 0 0 0 / 0 2 2 6 0 0 0 0 / ' +
    '0 0 0 0 6 2 2 0 / 0 0 0 0 0 0 0 0 | hand S22 N22 | house S:F N:F | S to move');
  assert.equal(e.start({ variant: 'kiswahili' }), e.start());
  assert.equal(e.version, bao('--version').trim().split(/\s+/).pop());
});

test('perft from the start to depth 6 equals bao perft', async () => {
  const e = await engine();
  for (let depth = 0; depth <= 6; depth++)
    assert.equal(e.perft(null, depth), Number(bao('perft', '--depth', String(depth))),
      `depth ${depth}`);
});

test('perft of every variant, and with rule options, equals bao perft', async () => {
  const e = await engine();
  for (const variant of VARIANTS)
    assert.equal(e.perft(null, 5, { variant }),
      Number(bao('perft', '--depth', '5', ...variantArgs(variant))), variant);
  for (const rules of [['takasa-hole=any'], ['sixteen=none', 'tax=only-hole'],
                       ['takasia=strict', 'house-stop=optional']])
    assert.equal(e.perft(null, 5, { rules }),
      Number(bao('perft', '--depth', '5', ...rules.flatMap((r) => ['--rule', r]))),
      rules.join(' '));
  // the rules as an object say the same
  assert.equal(e.perft(null, 5, { rules: { 'takasa-hole': 'any' } }),
               e.perft(null, 5, { rules: ['takasa-hole=any'] }));
});

test('perft from positions of a random game equals bao perft', async () => {
  const e = await engine();
  const [game] = replayPositions(randomGames(1, 6, 'kiswahili'));
  for (let k = 10; k < game.length; k += 15) {
    const line = game[k].line;
    assert.equal(e.perft(line, 3), Number(bao('perft', '--position', line, '--depth', '3')),
      line);
  }
});
