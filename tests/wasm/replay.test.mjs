// replay.test.mjs - random games played through the module's play():
// every ply's position equals `bao replay --positions`, and every ply's
// events equal `bao annotate --format yaml` (the same names: the event
// vocabulary of bao_wasm.c is a copy of annotate_yaml.c's, and this is
// where the copy is held to it).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { annotateEvents, engine, eventYaml, randomGames, replayPositions,
         SOURCE } from './native.mjs';

// Plays every game of `file` (random games of `variant`) through the
// module; returns the number of plies and the event kinds seen.
async function replayFile(file, variant) {
  const e = await engine();
  const games = replayPositions(file);
  const events = annotateEvents(file);
  const kinds = new Set();
  let plies = 0;
  assert.equal(games.length, events.length);
  games.forEach((game, g) => {
    let line = e.start({ variant });
    assert.equal(game.length, events[g].length, `game ${g + 1}`);
    game.forEach((ply, k) => {
      const where = `game ${g + 1} ply ${k + 1} ${ply.token}`;
      const r = e.play(line, ply.token, { variant });
      assert.equal(r.token, ply.token, where);
      assert.equal(r.period, 0, where);
      assert.equal(r.position, ply.line, where);
      assert.deepEqual(r.events.map(eventYaml), events[g][k], where);
      r.events.forEach((ev) => kinds.add(ev.event));
      line = r.position;
      plies++;
    });
  });
  return { plies, kinds };
}

test('200 random games replay to the positions and events of the command', async () => {
  const { plies, kinds } = await replayFile(randomGames(200, 1917), undefined);
  assert.ok(plies > 5000, `${plies} plies`);
  // the games are long enough to show most of the vocabulary
  for (const k of ['place', 'lap', 'capture', 'house-safari', 'house-stop',
                   'house-tax', 'takasia-set', 'stage-mtaji', 'game-end'])
    assert.ok(kinds.has(k), `no ${k} event in 200 games`);
});

for (const variant of ['kujifunza', 'kete', 'leaflet', 'esperanto'])
  test(`random games of ${variant} replay the same`, async () => {
    const { plies } = await replayFile(randomGames(30, 1994, variant), variant);
    assert.ok(plies > 500, `${plies} plies`);
  });

test('a winning capture that never ends (docs/rules.md D19) has the same events', async () => {
  const e = await engine();
  const file = join(SOURCE, 'tests/data/endless-win.yaml');
  const [[expected]] = annotateEvents(file);
  // the record's set-up and its one move, A2R (tests/data/endless-win.yaml)
  const r = e.play('3 3 0 0 4 1 0 1 / 0 0 0 1 2 0 1 1 / 1 2 0 3 8 4 2 9 / ' +
    '0 4 0 1 1 6 6 0 | hand S0 N0 | house S:x N:x | S to move', 'A2R',
  { variant: 'kujifunza' });
  assert.deepEqual(r.events.map(eventYaml), expected);
  assert.equal(r.period, 0);
  assert.ok(r.events.some((ev) => ev.event === 'never-ending' && ev.won === true));
  assert.equal(r.events[r.events.length - 1].event, 'game-end');
});

test('a move that never ends: no position, its period, its events', async () => {
  const e = await engine();
  // tests/test_never.c: A6R* is a mtaji takata that never ends
  const line = '2 0 2 2 1 0 0 1 / 5 3 1 1 0 0 1 0 / 12 0 5 1 3 4 7 1 / ' +
    '0 1 0 1 0 3 4 3 | hand S0 N0 | house S:x N:x | S to move';
  const move = e.moves(line).find((m) => m.token === 'A6R*');
  const r = e.play(line, 'A6R*');
  assert.equal(r.position, null);
  assert.ok(r.period > 0);
  assert.equal(r.period, move.period);
  const last = r.events[r.events.length - 1];
  assert.deepEqual(last, { event: 'never-ending', period: r.period });
});
