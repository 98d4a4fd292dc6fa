// npm_common.mjs - the npm package's tests (npm.test.mjs in Node,
// npm_browser.test.mjs in headless Chromium) share this: the tarball
// installed offline into a fresh project, the work the engine is given
// (perft, 200 random games, positions to solve) and what the `bao`
// command answers to the same work, which is what the engine must give.
//
// ctest sets BAO (the command), BAO_TARBALL (BUILD/bao-engine-V.tgz),
// BAO_NPM (npm), BAO_TMP (a folder of the test's own) and BAO_SOURCE.
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

for (const v of ['BAO', 'BAO_TARBALL', 'BAO_NPM', 'BAO_TMP', 'BAO_SOURCE'])
  if (!process.env[v]) throw new Error(`${v} is not set (run the tests with ctest)`);
export const TMP = process.env.BAO_TMP;
export const SOURCE = process.env.BAO_SOURCE;

export function bao(...args) {
  return execFileSync(process.env.BAO, args, { encoding: 'utf8', maxBuffer: 1 << 30 });
}

// A fresh project with the tarball installed into it, offline (an empty
// cache of its own: nothing can come from elsewhere), and probe.mjs
// beside it.  Its folder.
export function project() {
  const dir = join(TMP, 'project');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'),
    JSON.stringify({ name: 'uses-bao-engine', private: true, type: 'module' }));
  execFileSync(process.env.BAO_NPM, ['install', '--offline', '--no-audit',
    '--no-fund', '--loglevel=error', '--cache', join(TMP, 'npm-cache'),
    process.env.BAO_TARBALL], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
  copyFileSync(new URL('probe.mjs', import.meta.url), join(dir, 'probe.mjs'));
  return dir;
}

const VARIANTS = ['kiswahili', 'kujifunza', 'kete', 'leaflet', 'esperanto'];
export const PERFT_DEPTH = 6;

// The figures bao-rules(7) publishes for `variant` (its PERFT table), to
// depth 6: perft is checked against the page, not only the command.
export function publishedPerft(variant) {
  const page = readFileSync(join(SOURCE, 'man/bao-rules.7'), 'utf8');
  const row = page.split('\n').find((l) => l.startsWith(`${variant} `) && /^\S+( \d+){8}$/.test(l));
  if (!row) throw new Error(`no perft row for ${variant} in bao-rules(7)`);
  return [1, ...row.split(' ').slice(1, 1 + PERFT_DEPTH).map(Number)];
}

// `bao replay --positions FILE`: each game's plies as {token, line}.
function replayed(file) {
  const games = [[]];
  for (const row of bao('replay', '--positions', file).split('\n')) {
    if (!row) continue;
    if (row.startsWith('# game')) { games.push([]); continue; }
    const [, , token, line] = row.split('\t');
    games[games.length - 1].push({ token, line });
  }
  return games.filter((g) => g.length);
}

// The work, and the command's answers: 200 random games (40 of each
// variant, a seed each), and the position four plies before the end of
// every tenth game solved within 3 moves, as `bao solve` solves it.
export function workAndWant() {
  const work = { perft: PERFT_DEPTH, games: [], solves: [] };
  const want = { perft: [], games: [], solves: [] };
  for (let d = 0; d <= PERFT_DEPTH; d++)
    want.perft.push(Number(bao('perft', '--depth', String(d)).trim()));
  VARIANTS.forEach((variant, i) => {
    const file = join(TMP, `random-${variant}.yaml`);
    bao('random', '--games', '40', '--seed', String(29 + i), '--variant', variant, '-o', file);
    const games = replayed(file);
    if (games.length !== 40) throw new Error(`${file}: ${games.length} games replayed`);
    games.forEach((plies, k) => {
      work.games.push({ variant, tokens: plies.map((p) => p.token) });
      want.games.push(plies.map((p) => p.line));
      if (k % 10 === 0 && plies.length > 4) {
        const line = plies[plies.length - 5].line;
        work.solves.push({ line, variant, depth: 3 });
        const r = spawnSync(process.env.BAO, ['solve', '--variant', variant,
          '--position', line, '--depth', '3'], { encoding: 'utf8' });
        if (r.status !== 0) {
          want.solves.push({ error: true });
        } else {
          const [verdict, n, pv] = r.stdout.trim().split('\t');
          want.solves.push({ verdict, n: Number(n), line: pv ? pv.split(' ') : [] });
        }
      }
    });
  });
  return { work, want };
}

// What `bao moves` says of the errors probe.mjs makes: the position
// line's message and column (from "bao: --position:1:COL: error: MSG"),
// and the legal moves of the start that 'A1L' is not.
export function wantErrors() {
  const r = spawnSync(process.env.BAO, ['moves', '--position', '0 0 0 / nonsense'],
    { encoding: 'utf8' });
  const m = /^bao: --position:1:(\d+): error: (.*)$/m.exec(r.stderr);
  if (!m) throw new Error(`bao moves: ${r.stderr}`);
  const legal = bao('moves').trim().split('\n').map((l) => l.split('\t')[0]).join(' ');
  return { column: Number(m[1]), message: m[2], legal };
}
