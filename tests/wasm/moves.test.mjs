// moves.test.mjs - the module's moves() against `bao moves`, line for
// line (token, then the position after it or "never-ending period N"),
// on positions of random games and on moves that never end; status()
// against what `bao moves` says of a lost position.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { engine, movesNative, movesText, randomGames, replayPositions,
         variantArgs } from './native.mjs';

// Compares moves() and status() with the command on `lines`.
async function compare(lines, variant) {
  const e = await engine();
  const native = movesNative(lines, variantArgs(variant));
  let lost = 0;
  lines.forEach((line, i) => {
    const moves = e.moves(line, { variant });
    const st = e.status(line, { variant });
    assert.deepEqual(movesText(moves), native[i].out, line);
    // `bao moves` says "bao: South has lost: <reason>" when there is no
    // move and the game is over; the module's status says the same
    if (native[i].err.length) {
      assert.deepEqual(native[i].err, [`bao: ${st.loser} has lost: ${st.reason}`], line);
      assert.equal(moves.length, 0, line);
      lost++;
    }
    // bao.h: an empty list means the mover has lost
    if (moves.length === 0) assert.equal(st.over, true, line);
    if (!st.over) assert.deepEqual([st.loser, st.why, st.reason], [null, null, null]);
  });
  return lost;
}

test('moves of positions of 200 random games equal bao moves', async () => {
  const games = replayPositions(randomGames(200, 1917));
  // every third position, and every game's last (where the game is over)
  const lines = games.flatMap((g) => g.filter((p, k) => k % 3 === 0 ||
    k === g.length - 1).map((p) => p.line));
  assert.ok(lines.length > 2000, `${lines.length} positions`);
  const lost = await compare(lines);
  assert.ok(lost >= 150, `${lost} lost positions`);
});

for (const variant of ['kujifunza', 'kete', 'leaflet', 'esperanto'])
  test(`moves of ${variant} positions equal bao moves`, async () => {
    const games = replayPositions(randomGames(30, 1994, variant));
    await compare(games.flatMap((g) => g.filter((p, k) => k % 5 === 0 ||
      k === g.length - 1).map((p) => p.line)), variant);
  });

test('moves that never end are listed as bao moves lists them', async () => {
  const e = await engine();
  const fixed = [
    // tests/test_never.c: A6R* never ends
    ['2 0 2 2 1 0 0 1 / 5 3 1 1 0 0 1 0 / 12 0 5 1 3 4 7 1 / 0 1 0 1 0 3 4 3 | ' +
     'hand S0 N0 | house S:x N:x | S to move', undefined, 'A6R*', (p) => p > 0],
    // tests/test_never.c: A2L* is still sowing at the lap limit
    ['1 1 0 0 2 1 0 1 / 0 0 0 0 1 0 0 0 / 0 6 10 8 3 4 1 2 / 1 2 8 0 4 1 2 5 | ' +
     'hand S0 N0 | house S:x N:x | S to move', undefined, 'A2L*', (p) => p === 'unknown'],
    // tests/test_never.c: a5L empties South's front row, then never ends:
    // it has won (docs/rules.md D19), so it ends, with a position
    ['3 0 6 2 3 0 2 1 / 0 5 2 2 10 0 1 2 / 0 0 0 5 0 3 0 1 / 1 1 1 1 0 0 1 2 | ' +
     'hand S4 N5 | house S:x N:x | N to move', undefined, 'a5L', (p) => p === 0],
    // tests/data/endless-win.yaml, the same in Bao la Kujifunza
    ['3 3 0 0 4 1 0 1 / 0 0 0 1 2 0 1 1 / 1 2 0 3 8 4 2 9 / 0 4 0 1 1 6 6 0 | ' +
     'hand S0 N0 | house S:x N:x | S to move', 'kujifunza', 'A2R', (p) => p === 0],
  ];
  for (const [line, variant, token, period] of fixed) {
    const move = e.moves(line, { variant }).find((m) => m.token === token);
    assert.ok(move && period(move.period), `${token}: ${move && move.period}`);
    assert.equal(move.position === null, move.period !== 0);
    await compare([line], variant);
  }
});

test('moves() takes well under 5 ms a position', async () => {
  const e = await engine();
  const games = replayPositions(randomGames(50, 5));
  const lines = games.flat().map((p) => p.line);
  for (const line of lines.slice(0, 200)) e.moves(line); // compiled by then
  const t = performance.now();
  for (const line of lines) e.moves(line);
  const each = (performance.now() - t) / lines.length;
  // the issue asks for 5 ms in the page; it is about 0.05 ms here
  assert.ok(each < 1, `${each.toFixed(3)} ms a position`);
});
