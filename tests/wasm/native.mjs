// native.mjs - what the WebAssembly tests compare the module with: the
// `bao` command of the same build, its random games, and the module
// itself.  The tests run under ctest (tests/wasm/CMakeLists.txt), which
// sets BAO (the command), BAO_MJS (BUILD/wasm/bao.mjs), BAO_TMP (a
// directory of the test's own) and BAO_SOURCE (the source tree).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

for (const v of ['BAO', 'BAO_MJS', 'BAO_TMP', 'BAO_SOURCE'])
  if (!process.env[v]) throw new Error(`${v} is not set (run the tests with ctest)`);

export const BAO_MJS = process.env.BAO_MJS;
// bao.mjs for Node (beside it): load() with nothing reads bao.wasm
const NODE_MJS = BAO_MJS.replace(/bao\.mjs$/, 'bao-node.mjs');
export const SOURCE = process.env.BAO_SOURCE;
export const TMP = process.env.BAO_TMP;
mkdirSync(TMP, { recursive: true });

const big = 1 << 30;

// The command's standard output; throws when it fails.
export function bao(...args) {
  return execFileSync(process.env.BAO, args, { encoding: 'utf8', maxBuffer: big });
}

// The command's output, error output and exit status, whatever it is.
export function baoRun(...args) {
  const r = spawnSync(process.env.BAO, args, { encoding: 'utf8', maxBuffer: big });
  return { stdout: r.stdout, stderr: r.stderr, status: r.status };
}

export async function engine() {
  const { load } = await import(pathToFileURL(NODE_MJS).href);
  return load();
}

// The module as Node imports it: bao-node.mjs, which is bao.mjs (every
// export) with a load() that reads bao.wasm from disk.
export async function module() {
  return import(pathToFileURL(NODE_MJS).href);
}

// The --variant option of the command, for a game's options.
export function variantArgs(variant) {
  return variant ? ['--variant', variant] : [];
}

// `bao random --games N --seed S [--variant V]` into a file; its path.
export function randomGames(games, seed, variant) {
  const path = join(TMP, `random-${variant || 'kiswahili'}-${games}-${seed}.yaml`);
  execFileSync(process.env.BAO, ['random', '--games', String(games), '--seed',
    String(seed), ...variantArgs(variant), '-o', path]);
  return path;
}

// The games of `bao replay --positions FILE`: for each, its plies as
// {side, token, line} (the position line after the ply).
export function replayPositions(file) {
  const games = [[]];
  for (const row of bao('replay', '--positions', file).split('\n')) {
    if (!row) continue;
    if (row.startsWith('# game')) { games.push([]); continue; }
    const [, side, token, line] = row.split('\t');
    games[games.length - 1].push({ side, token, line });
  }
  return games.filter((g) => g.length);
}

// A period the lap limit cut short (BAO_PERIOD_UNKNOWN): annotate_yaml.c
// prints the number, the module says "unknown", as `bao moves` does.
const UNKNOWN = /period: 4294967295\b/;

// The events of `bao annotate --format yaml FILE`: for each game, for each
// ply, its event lines as written ("{event: lap, hole: A7, ...}").
export function annotateEvents(file, ...args) {
  const games = [];
  let ply = null;
  for (const row of bao('annotate', '--depth', '3', '--format', 'yaml', ...args, file).split('\n')) {
    if (row.startsWith('---')) games.push([]);
    else if (row.startsWith('- ply:')) games[games.length - 1].push(ply = []);
    else if (row.startsWith('  - {')) ply.push(row.slice(4).replace(UNKNOWN, 'period: unknown'));
  }
  return games;
}

// An event of the module written as the YAML writes it: the same keys in
// the same order, the same values.
export function eventYaml(e) {
  return `{${Object.entries(e).map(([k, v]) => `${k}: ${v}`).join(', ')}}`;
}

// `bao moves --position LINE [ARGS]` for many lines in one shell: for
// each, {out, err}.
export function movesNative(lines, args = []) {
  const script = 'while IFS= read -r l; do ' +
    '"$0" moves --position "$l" "$@" 2>&1; echo "%%"; done';
  const out = execFileSync('sh', ['-c', script, process.env.BAO, ...args],
    { input: lines.join('\n') + '\n', encoding: 'utf8', maxBuffer: big });
  return out.split('%%\n').slice(0, lines.length).map((block) => {
    const rows = block.split('\n').filter((r) => r);
    return { out: rows.filter((r) => !r.startsWith('bao: ')),
             err: rows.filter((r) => r.startsWith('bao: ')) };
  });
}

// The moves of the module written as `bao moves` writes them.
export function movesText(moves) {
  return moves.map((m) => `${m.token}\t${m.period
    ? `never-ending period ${m.period}` : m.position}`);
}
