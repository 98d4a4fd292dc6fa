// solve.test.mjs - the module's solver against `bao solve` (verdict, n
// and the principal variation) and `bao solve --all`, on the last
// positions of random games, where forced wins are within reach.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bao, engine, randomGames, replayPositions } from './native.mjs';

// The positions before each of the last 8 plies of 20 random games, and
// the final ones (the game is over).
function endgames() {
  const games = replayPositions(randomGames(20, 31));
  return {
    before: games.flatMap((g) => g.slice(-9, -1).map((p) => p.line)),
    final: games.map((g) => g[g.length - 1].line),
  };
}

test('solve and solveMoves equal bao solve and bao solve --all', async () => {
  const e = await engine();
  const { before } = endgames();
  const seen = new Set();
  for (const line of before) {
    for (const depth of [1, 3]) {
      const r = e.solve(line, depth);
      const native = bao('solve', '--position', line, '--depth', String(depth));
      assert.equal(`${r.verdict}\t${r.n}\t${r.line.join(' ')}\n`, native, line);
      seen.add(r.verdict);
      const all = e.solveMoves(line, depth);
      const nativeAll = bao('solve', '--all', '--position', line, '--depth', String(depth));
      assert.equal(all.map((m) => `${m.token}\t${m.verdict}\t${m.n}\n`).join(''),
        nativeAll, line);
      // solve.h: `winners` is how many first moves win in n, and a win's
      // line starts with the first of them, in the order of the moves
      const winning = all.filter((m) => m.verdict === 'win' && m.n === r.n);
      if (r.verdict === 'win') {
        assert.equal(r.winners, winning.length, line);
        assert.equal(r.line[0], winning[0].token, line);
      }
      assert.deepEqual(all.map((m) => m.token), e.moves(line).map((m) => m.token));
    }
  }
  // the positions are near the end: all three verdicts occur
  assert.deepEqual([...seen].sort(), ['loss', 'none', 'win']);
});

test('a finished game: status over, and bao solve says lost in 0', async () => {
  const e = await engine();
  for (const line of endgames().final) {
    assert.equal(e.status(line).over, true, line);
    assert.equal(bao('solve', '--position', line, '--depth', '2'), 'loss\t0\t\n');
    assert.deepEqual(e.solve(line, 2), { verdict: 'loss', n: 0, winners: 0, line: [] });
  }
});

test('maxNodes stops a search; the solver answers rightly after it', async () => {
  const e = await engine();
  // from the start, depth 10 takes far more than 16,384 nodes (the
  // solver asks whether to stop every 16,384)
  assert.throws(() => e.solve(null, 10, { maxNodes: 1 }),
    { name: 'BaoError', message: /stopped after \d+ nodes/ });
  assert.throws(() => e.solveMoves(null, 10, { maxNodes: 1 }), { name: 'BaoError' });
  const r = e.solve(null, 4);
  assert.equal(`${r.verdict}\t${r.n}\t${r.line.join(' ')}\n`,
    bao('solve', '--depth', '4'));
});
