// npm.test.mjs - the npm package as a user gets it: the tarball of the
// build installed offline into a fresh project, imported by its name
// from Node; perft from the start to depth 6 (the command's figures and
// bao-rules(7)'s), 200 random games replayed as `bao replay --positions`
// replays them, positions solved as `bao solve` solves them, errors as
// BaoError; the tarball's contents and version; the declarations checked
// by `tsc --noEmit` on a typed example (TypeScript from build/node, as
// tests/run-all.sh installs it, or Debian's node-typescript; skipped,
// exit 77, without either, and under CI=true a failure).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SOURCE, project, publishedPerft, wantErrors, workAndWant } from './npm_common.mjs';

const dir = project();
const installed = join(dir, 'node_modules/bao-engine');
const { work, want } = workAndWant();

test('the tarball holds the module, its wasm, its types, README and LICENSE', () => {
  const pkg = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
  const cmake = readFileSync(join(SOURCE, 'CMakeLists.txt'), 'utf8');
  // the project's version, from project() in CMakeLists.txt
  assert.equal(pkg.version, /project\(bao VERSION ([0-9.]+)/.exec(cmake)[1]);
  assert.equal(pkg.name, 'bao-engine');
  assert.ok(process.env.BAO_TARBALL.endsWith(`bao-engine-${pkg.version}.tgz`));
  for (const f of ['bao.mjs', 'bao-node.mjs', 'bao.cjs', 'bao.wasm', 'bao.d.ts',
    'bao.d.cts', 'README.md', 'LICENSE'])
    assert.ok(existsSync(join(installed, f)), f);
  assert.deepEqual(Object.keys(pkg.dependencies || {}), []);
  // real fields or none: no placeholder address, no empty field
  const text = JSON.stringify(pkg);
  assert.doesNotMatch(text, /example\.(invalid|com|org)|TODO|FIXME|""/);
  // every file an export names is in the tarball
  const named = [];
  (function walk(v) {
    if (typeof v === 'string') named.push(v);
    else for (const x of Object.values(v)) walk(x);
  })(pkg.exports);
  for (const f of named) assert.ok(existsSync(join(installed, f)), f);
  // the browser entry imports no Node module (a bundle for a browser
  // needs none)
  assert.doesNotMatch(readFileSync(join(installed, pkg.exports['.'].default), 'utf8'),
    /from ['"]node:|import\(['"]node:|require\(/);
});

test('require() from CommonJS, and a CommonJS TypeScript project', async (t) => {
  const cjs = join(dir, 'use.cjs');
  writeFileSync(cjs, "const { load, errors } = require('bao-engine');\n" +
    "load().then(async (bao) => {\n" +
    "  const { IllegalMoveError } = await errors();\n" +
    "  let illegal = false;\n" +
    "  try { bao.play(null, 'A1L'); } catch (e) { illegal = e instanceof IllegalMoveError; }\n" +
    "  console.log(bao.perft(null, 3), bao.play(null, 'f2<*').token, illegal);\n" +
    "});\n");
  assert.equal(execFileSync(process.execPath, [cjs], { encoding: 'utf8', cwd: dir }),
    '38 A6L* true\n');
  const cmd = tsc();
  if (!cmd) {
    if (process.env.CI === 'true') assert.fail('no tsc: CI=true, the declarations must be checked');
    t.skip('no tsc');
    return;
  }
  // a default TypeScript project: CommonJS, no top-level await
  const sub = join(dir, 'cjs-project');
  execFileSync('mkdir', ['-p', sub]);
  writeFileSync(join(sub, 'package.json'), JSON.stringify({ private: true, type: 'commonjs' }));
  writeFileSync(join(sub, 'index.ts'), "import { load } from 'bao-engine';\n" +
    "load().then((bao) => { const n: number = bao.perft(null, 2); console.log(n); });\n");
  writeFileSync(join(sub, 'tsconfig.json'), JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, target: 'es2022', module: 'node16',
      moduleResolution: 'node16', lib: ['es2022', 'dom'], types: [],
      typeRoots: [] }, files: ['index.ts'] }));
  execFileSync('ln', ['-sfn', join(dir, 'node_modules'), join(sub, 'node_modules')]);
  execFileSync(cmd[0], [...cmd.slice(1), '-p', join(sub, 'tsconfig.json')],
    { encoding: 'utf8', cwd: sub });
});

test('imported by its name from Node: perft, 200 games, solve, errors', async () => {
  // probe.mjs imports 'bao-engine': Node resolves it in the project
  const { probe } = await import(pathToFileURL(join(dir, 'probe.mjs')).href);
  const got = await probe(work);
  assert.deepEqual(got.perft, want.perft);
  assert.deepEqual(got.perft, publishedPerft('kiswahili'));
  assert.equal(got.games.length, 200);
  got.games.forEach((g, i) => assert.deepEqual(g, want.games[i], `game ${i + 1}`));
  assert.equal(got.solves.length, want.solves.length);
  got.solves.forEach((s, i) => {
    if (want.solves[i].error) assert.ok(s.error, `solve ${i}: the command failed`);
    else assert.deepEqual(s, want.solves[i], `solve ${i}: ${work.solves[i].line}`);
  });
  // each of the three errors is a BaoError with the engine's message
  const e = wantErrors();
  assert.deepEqual(got.errors[0], { isBaoError: true, message: e.message, column: e.column });
  assert.equal(got.errors[1].isBaoError, true);
  assert.ok(got.errors[1].message.includes(`(legal: ${e.legal})`), got.errors[1].message);
  assert.equal(got.errors[2].isBaoError, true);
  assert.match(got.errors[2].message, /chess/);
});

test('load() also takes the bytes passed in (a bundler\'s way)', async () => {
  const { probe } = await import(pathToFileURL(join(dir, 'probe.mjs')).href);
  const bytes = readFileSync(join(installed, 'bao.wasm'));
  const small = { perft: 4, games: work.games.slice(0, 5), solves: [] };
  const got = await probe(small, bytes);
  assert.deepEqual(got.perft, want.perft.slice(0, 5));
  assert.deepEqual(got.games, want.games.slice(0, 5));
  const b64 = await probe({ perft: 2, games: [], solves: [] }, bytes.toString('base64'));
  assert.deepEqual(b64.perft, want.perft.slice(0, 3));
});

// tsc: build/node's (tests/run-all.sh), else Debian's node-typescript
function tsc() {
  const local = join(SOURCE, 'build/node/node_modules/typescript/bin/tsc');
  if (existsSync(local)) return [process.execPath, local];
  for (const p of ['/usr/bin/tsc', '/usr/local/bin/tsc'])
    if (existsSync(p)) return [p];
  return null;
}

// A TypeScript module of the engine's own values, each typed as bao.d.ts
// says it is.
async function valuesModule() {
  // the node entry (bao.mjs alone fetches bao.wasm, which Node cannot
  // do from a file: URL)
  const { load } = await import(pathToFileURL(join(installed, 'bao-node.mjs')).href);
  const bao = await load();
  const alike = (v) => JSON.stringify(v, (k, x) =>
    typeof x === 'number' ? 0 : typeof x === 'string' && /^[ABab][1-8]$/.test(x) ? 'A1' : x);
  const events = new Set(), played = [], statuses = new Set();
  for (const g of work.games) {
    let line = bao.start({ variant: g.variant });
    for (const token of g.tokens) {
      const p = bao.play(line, token, { variant: g.variant });
      for (const e of p.events) events.add(alike(e));
      if (played.length < 3) played.push(p);
      statuses.add(JSON.stringify(bao.status(p.position, { variant: g.variant })));
      line = p.position;
    }
  }
  const solutions = work.solves.map((s) => bao.solve(s.line, s.depth, { variant: s.variant }));
  assert.ok(events.size > 20, `${events.size} shapes of events`);
  return "import type { BaoEvent, Played, Status, Solution, Move, MoveVerdict } from 'bao-engine';\n" +
    `export const events: BaoEvent[] = [${[...events].join(',\n')}];\n` +
    `export const played: Played[] = ${JSON.stringify(played)};\n` +
    `export const statuses: Status[] = [${[...statuses].join(',\n')}];\n` +
    `export const solutions: Solution[] = ${JSON.stringify(solutions)};\n` +
    `export const moves: Move[] = ${JSON.stringify(bao.moves(null))};\n` +
    `export const verdicts: MoveVerdict[] = ${JSON.stringify(bao.solveMoves(null, 1))};\n`;
}

test('the declarations: tsc --noEmit on a typed example', async (t) => {
  const cmd = tsc();
  if (!cmd) {
    if (process.env.CI === 'true') assert.fail('no tsc: CI=true, the declarations must be checked');
    t.skip('no tsc (build/node/node_modules/typescript or node-typescript)');
    return;
  }
  copyFileSync(new URL('example.ts', import.meta.url), join(dir, 'example.ts'));
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({
    compilerOptions: { strict: true, noEmit: true, target: 'es2022', module: 'node16',
      moduleResolution: 'node16', lib: ['es2022', 'dom'], types: [] },
    files: ['example.ts'] }));
  const run = (file) => execFileSync(cmd[0], [...cmd.slice(1), '-p', join(dir, file)],
    { encoding: 'utf8', cwd: dir });
  run('tsconfig.json');
  // the declarations hold the values the engine gives: every shape of
  // event met in the 200 games (holes and numbers made alike), the
  // moves, statuses and solutions, written out as typed literals, which
  // tsc checks key by key (a key left out of bao.d.ts is an error)
  writeFileSync(join(dir, 'values.ts'), await valuesModule());
  writeFileSync(join(dir, 'tsconfig-values.json'), JSON.stringify({
    extends: './tsconfig.json', files: ['values.ts'] }));
  run('tsconfig-values.json');
  // and it can fail: a wrong type is an error
  writeFileSync(join(dir, 'wrong.ts'),
    "import { load } from 'bao-engine';\nconst e = await load();\n" +
    "const n: string = e.perft(null, 2);\nexport { n };\n");
  writeFileSync(join(dir, 'tsconfig-wrong.json'), JSON.stringify({
    extends: './tsconfig.json', files: ['wrong.ts'] }));
  assert.throws(() => run('tsconfig-wrong.json'), (e) => /TS2322/.test(String(e.stdout)));
});

// The README's examples, run as a user runs them: its ```js blocks (but
// the bundler's, whose `?url` import is Vite's) as one module in the
// project, imports first; each `console.log(X);  // WANT` line asserts
// that it prints WANT.
test('every example of the README prints what the README says', async () => {
  const text = readFileSync(join(SOURCE, 'npm/README.md'), 'utf8');
  const blocks = [...text.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1])
    .filter((b) => !b.includes('?url'));
  const imports = [], body = [];
  let wants = 0;
  for (const line of blocks.join('').split('\n')) {
    const m = /^(\s*.*?)console\.log\((.*)\);\s*\/\/ (.*)$/.exec(line);
    if (/^import /.test(line)) imports.push(line);
    else if (m) {
      body.push(`${m[1]}said(${JSON.stringify(m[3])}, ${m[2]});`);
      wants++;
    } else body.push(line);
  }
  const said = [];
  globalThis.__readmeSaid = (want, ...args) => said.push([args.map(String).join(' '), want]);
  writeFileSync(join(dir, 'readme.mjs'), [...new Set(imports)].join('\n') +
    '\nconst said = globalThis.__readmeSaid;\n' + body.join('\n') + '\n');
  await import(pathToFileURL(join(dir, 'readme.mjs')).href);
  for (const [got, want] of said) assert.equal(got, want);
  assert.equal(said.length, wants);
  assert.ok(wants >= 12, `${wants}`);
});
