// think.test.mjs - the engine that plays in the module (issue 28:
// think, levelNodes, scoreFormat), against what include/bao/player.h
// promises and what the module's other functions say, on positions of
// random games, their endgames and their ends.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { engine, randomGames, replayPositions } from './native.mjs';

const WIN = 30000; // BAO_SCORE_WIN; an estimate is within +-8000

test('scoreFormat: the scale of player.h', async () => {
  const e = await engine();
  // a win k plies away is WIN - k, a win in n of one's moves k = 2n - 1;
  // a loss in n is -(WIN - 2n), 0 plies: already lost
  assert.equal(e.scoreFormat(WIN - 1), 'win 1');
  assert.equal(e.scoreFormat(WIN - 5), 'win 3');
  assert.equal(e.scoreFormat(-(WIN - 2)), 'loss 1');
  assert.equal(e.scoreFormat(-(WIN - 6)), 'loss 3');
  // an estimate s wins with 1 / (1 + 10^(-s/400)): 0 even, 400 ten to
  // one (90.9%), never written as certain
  assert.equal(e.scoreFormat(0), '50%');
  assert.equal(e.scoreFormat(400), '91%');
  assert.equal(e.scoreFormat(-400), '9%');
  assert.equal(e.scoreFormat(8000), '99%');
  assert.equal(e.scoreFormat(-8000), '1%');
  assert.throws(() => e.scoreFormat(1.5), /whole number/);
  // between the scales, or past them, is no score (8001 once said
  // "win 11000", 1e6 "win -484999"); the exact scores reach k = 192
  // plies (the player's 64 and the solver's 2 * 64)
  for (const bad of [8001, -8001, WIN - 193, 1e6, -1e6, WIN + 1, 2 ** 31])
    assert.throws(() => e.scoreFormat(bad), /not a score/, String(bad));
  assert.equal(e.scoreFormat(WIN - 192), 'win 96');
});

test('levelNodes: eight levels, each four times the one below', async () => {
  const e = await engine();
  for (let level = 1; level < 8; level++)
    assert.equal(e.levelNodes(level + 1), 4 * e.levelNodes(level), `level ${level}`);
  assert.ok(e.levelNodes(1) > 0);
  for (const bad of [0, 9, -1])
    assert.throws(() => e.levelNodes(bad), /level must be 1 to 8/);
  assert.throws(() => e.think(null, { level: 9 }), /level/);
  assert.throws(() => e.think(null, {}), /nodes must be/);
  assert.throws(() => e.think(null, { nodes: 0 }), /nodes must be/);
  assert.throws(() => e.think(null, { nodes: 100, depth: 65 }), /depth/);
});

test('think: a legal move, its line legal, its score said, deterministic', async () => {
  const e = await engine();
  const games = replayPositions(randomGames(6, 28));
  const lines = games.flatMap((g) => g.filter((p, i) => i % 7 === 0 || i > g.length - 6)
    .map((p) => p.line));
  let exact = 0, over = 0;
  for (const line of lines) {
    const r = e.think(line, { nodes: 20000, fresh: true });
    const legal = e.moves(line);
    if (e.status(line).over) {
      assert.deepEqual(r.lines, [], 'a game over has no move: ' + line);
      over++;
      continue;
    }
    assert.equal(r.lines.length, 1, line);
    const best = r.lines[0];
    assert.ok(legal.some((m) => m.token === best.token), `${best.token} is legal: ${line}`);
    assert.equal(best.pv[0], best.token);
    // the principal variation is played move by move from the position
    let at = line;
    for (const t of best.pv) {
      if (at === null) break;        // after a move that never ends
      at = e.play(at, t).position;
    }
    assert.equal(best.says, e.scoreFormat(best.score));
    assert.equal(best.exact, Math.abs(best.score) > 8000);
    if (best.exact) exact++;
    else assert.ok(Math.abs(best.percent - 100 / (1 + 10 ** (-best.score / 400))) < 1e-3);
    // the line's depth is the completed one, or one more when the move beat
    // the best in an iteration the node limit cut short (player.h)
    assert.ok(r.depth >= 1 && (best.depth === r.depth || best.depth === r.depth + 1),
      line);
    // a fresh player answers the same every time (player.h)
    assert.deepEqual(e.think(line, { nodes: 20000, fresh: true }), r, line);
    // every legal move scored with `all`, the best first
    const all = e.think(line, { nodes: 20000, all: true, fresh: true });
    assert.deepEqual(all.lines.map((l) => l.token).sort(),
      legal.map((m) => m.token).sort(), line);
    for (let i = 1; i < all.lines.length; i++)
      assert.ok(all.lines[i - 1].score >= all.lines[i].score, line);
  }
  assert.ok(over > 0 && exact > 0, `ends ${over}, exact scores ${exact}`);
});

test("a game's judgement: each move scored against the engine's best", async () => {
  const e = await engine();
  const g = e.game();
  let line = null;
  for (let i = 0; i < 12; i++) {
    // the engine's second choice where there is one, so that some
    // moves are not the best
    const all = e.think(line, { nodes: 2000, all: true, fresh: true }).lines;
    const token = all[Math.min(1, all.length - 1)].token;
    g.move(token);
    line = g.position();
  }
  const js = g.judge({ nodes: 2000 });
  assert.equal(js.length, 12);
  assert.deepEqual(js.map((j) => j.token), g.history());
  // engine_judge.h: after <= before; the engine's own move costs nothing
  for (const j of js) {
    assert.ok(j.after <= j.before, JSON.stringify(j));
    if (j.best === j.token) assert.equal(j.after, j.before);
    assert.ok(['-', 'inaccuracy', 'mistake'].includes(j.mark));
    assert.ok(j.nodes > 0 && j.depth >= 1);
  }
  assert.ok(js.some((j) => j.best !== j.token));
  assert.throws(() => g.judge({}), /nodes/);
});
