// dialects.test.mjs - every notation wherever the module takes a move,
// against the command: along 40 random games of each variant, every
// legal move written in each notation (moves with opts.dialect) is read
// back by play() as the same move, named or found from the token alone
// (or, read two ways as two moves, an AmbiguousMoveError naming both);
// the 1994 game in its KIBA and MW records (records/, transcribed from
// the same source as the de Voogt record) played on a Game ends where
// `bao replay` ends the de Voogt record; AP's own games by their AP
// tokens.  Errors by kind; scores range-checked.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SOURCE, TMP, bao, engine, module } from './native.mjs';

const e = await engine();
const await_fs = await import('node:fs');
const { AmbiguousMoveError, IllegalMoveError, InvalidMoveError, BaoError, DIALECTS } = await module();

// `bao replay --positions FILE`: each game's plies as [token, line].
function replayed(file, ...opts) {
  const games = [[]];
  for (const row of bao('replay', '--positions', ...opts, file).split('\n')) {
    if (!row) continue;
    if (row.startsWith('# game')) { games.push([]); continue; }
    const [, , token, line] = row.split('\t');
    games[games.length - 1].push([token, line]);
  }
  return games.filter((g) => g.length);
}

// the moves of a YAML record as written (one "- TOKEN" or "- move:" a line)
function tokensOf(file) {
  return readFileSync(file, 'utf8').split('\n')
    .map((l) => /^- (?:move: )?'?([^'\s]+)'?$/.exec(l))
    .filter(Boolean).map((m) => m[1]);
}

test('every move in every notation reads back as itself', () => {
  const file = join(TMP, 'dialects.yaml');
  bao('random', '--games', '40', '--seed', '7', '-o', file);
  let seen = 0, twoWays = 0;
  for (const plies of replayed(file)) {
    let line = null;
    for (const [token, after] of plies) {
      const canon = e.moves(line).map((m) => m.token);
      for (const d of DIALECTS) {
        const written = e.moves(line, { dialect: d });
        written.forEach((m, i) => {
          assert.equal(e.play(line, m.token, { dialect: d }).token, canon[i], `${d} ${m.token}`);
          assert.equal(e.write(line, canon[i], d), m.token);
          if (d === 'mw' && !/ S to move/.test(line ?? e.start())) return;
          try {
            assert.equal(e.canonical(line, m.token), canon[i], `${d} ${m.token}`);
          } catch (err) {
            if (!(err instanceof AmbiguousMoveError)) throw err;
            assert.ok(err.message.includes(`${canon[i]} in ${d === 'mw' ? 'devoogt' : d}`), err.message);
            twoWays++;
          }
          seen++;
        });
      }
      line = e.play(line, token).position;
      assert.equal(line, after);
    }
  }
  assert.ok(seen > 10000, `${seen}`);
  assert.ok(twoWays < seen / 10, `${twoWays} of ${seen}`);
});

test('the 1994 game in KIBA and MW is the de Voogt game', () => {
  const want = replayed(join(SOURCE, 'records/maulidi-kijumbe-1994.yaml'))[0];
  for (const [name, dialect] of [['kiba', undefined], ['mw', 'mw']]) {
    const g = e.game();
    for (const t of tokensOf(join(SOURCE, `records/maulidi-kijumbe-1994-${name}.yaml`)))
      g.move(t, { dialect });
    assert.deepEqual(g.history(), want.map(([t]) => t), name);
    assert.equal(g.position(), want[want.length - 1][1], name);
    // its record, in its notation, read by the command to the same end
    const file = join(TMP, `1994-${name}.yaml`);
    const kiba = e.game({ dialect: name === 'kiba' ? 'kiba' : 'devoogt' });
    for (const t of g.history()) kiba.move(t);
    for (const fmt of ['yaml', 'text']) {
      const f = file.replace(/yaml$/, fmt === 'yaml' ? 'yaml' : 'txt');
      const { writeFileSync } = await_fs;
      writeFileSync(f, kiba.record(fmt, { south: 'Maulidi', north: 'Kijumbe' }));
      const again = replayed(f);
      assert.deepEqual(again[0].map(([, l]) => l), want.map(([, l]) => l), `${name} ${fmt}`);
    }
    while (g.history().length) g.undo();
    assert.equal(g.position(), e.start());
    assert.equal(g.undo(), null);
  }
});

test("Abstract Play's tokens, as AP's own games have them", () => {
  const file = join(SOURCE, 'tests/data/abstractplay/records-default.json');
  // the command replays them under AP's rules (set=abstractplay, the
  // record's header says so); the module reads each AP token at the
  // position the command had before it, as the move the command played
  const games = replayed(file);
  const records = JSON.parse(readFileSync(file, 'utf8'));
  assert.equal(games.length, records.length);
  const opts = { rules: 'set=abstractplay' };
  let plies = 0, settled = 0;
  records.forEach((r, k) => {
    // on a Game, which learns the notation from tokens only AP reads
    // ('f2<*'), and so reads 'a4>' (also a KIBA token) as AP's
    const g = e.game(opts);
    games[k].forEach(([canon, after], i) => {
      const before = g.position(), token = r.moves.flat()[i];
      assert.equal(g.move(token).token, canon);
      assert.equal(g.position(), after);
      // alone (no notation learnt), some read two ways
      try { e.canonical(before, token, opts); } catch (err) {
        assert.ok(err instanceof AmbiguousMoveError, err.message);
        settled++;
      }
      plies++;
    });
  });
  assert.ok(settled > 0);
  assert.ok(plies > 100, `${plies}`);
});

test('errors by kind, scores range-checked', () => {
  assert.throws(() => e.play(null, 'A9L'), (err) => err instanceof InvalidMoveError && err.column === 2);
  assert.throws(() => e.play(null, 'A1L'), (err) => err instanceof IllegalMoveError &&
    err instanceof BaoError && /legal: A6L\* A6R\* A7L\* A7R\*/.test(err.message));
  assert.throws(() => e.moves(null, { dialect: 'chess' }), BaoError);
  // player.h: 30000 - k is a win k plies away, in (k + 1) / 2 moves
  assert.equal(e.scoreFormat(29999), 'win 1');
  assert.equal(e.scoreFormat(-29996), 'loss 2');
  for (const bad of [8001, -8001, 1e6, 2 ** 31, 30001, 1.5])
    assert.throws(() => e.scoreFormat(bad), BaoError, String(bad));
});
