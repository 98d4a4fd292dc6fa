// probe.mjs - what the npm package's tests ask of the installed engine,
// the same in Node and in a page: copied into the temporary project
// beside node_modules/bao-engine, it imports the package by its name
// (Node resolves it through package.json's exports, the page through an
// import map) and answers the work it is given with plain data, which
// npm.test.mjs compares with the `bao` command's answers.
//
// work = {perft: N, games: [{variant, tokens}], solves: [{line, variant, depth}]}
// answer = {version, perft: [perft(start, 0..N)], games: [[position line
// after each ply]], solves: [{verdict, n, line} or {error}], errors: [...]}
import { load, BaoError } from 'bao-engine';

export async function probe(work, source) {
  const bao = await load(source);
  const out = { version: bao.version, perft: [], games: [], solves: [], errors: [] };
  for (let d = 0; d <= work.perft; d++) out.perft.push(bao.perft(null, d));
  for (const g of work.games) {
    const opts = { variant: g.variant };
    let line = bao.start(opts);
    const lines = [];
    for (const token of g.tokens) {
      // the token is one of the legal moves, and play() agrees with moves()
      const move = bao.moves(line, opts).find((m) => m.token === token);
      const played = bao.play(line, token, opts);
      if (!move || move.position !== played.position)
        throw new Error(`${token}: moves() and play() disagree`);
      lines.push(played.position);
      line = played.position;
    }
    out.games.push(lines);
  }
  for (const s of work.solves) {
    try {
      const r = bao.solve(s.line, s.depth, { variant: s.variant });
      out.solves.push({ verdict: r.verdict, n: r.n, line: r.line });
    } catch (e) {
      out.solves.push({ error: String(e.message) });
    }
  }
  // errors: a BaoError with the engine's message and its column
  for (const bad of [() => bao.moves('0 0 0 / nonsense'), () => bao.play(null, 'A1L'),
                     () => bao.start({ variant: 'chess' })]) {
    try {
      bad();
      out.errors.push(null);
    } catch (e) {
      out.errors.push({ isBaoError: e instanceof BaoError, message: e.message,
                        column: e.column ?? null });
    }
  }
  return out;
}
