// example.ts - a typed use of every function and value bao-engine
// declares (bao.d.ts), for `tsc --noEmit` (npm.test.mjs): it must
// compile under strict, with the types a user would write.
import { load, BaoError, IllegalMoveError, InvalidMoveError, AmbiguousMoveError,
         DIALECTS, Game, type Dialect, type Judgement, type BaoEvent, type Engine, type Move,
         type MoveVerdict, type Played, type Solution, type Status,
         type Told, type Thought, type ThinkLine } from 'bao-engine';

const bao: Engine = await load();
const version: string = bao.version;
const start: string = bao.start({ variant: 'kete', rules: ['sixteen=none'] });
const moves: Move[] = bao.moves(null);
const first: Move = moves[0];
const after: string | null = first.position;
const played: Played = bao.play(start, first.token, { variant: 'kete' });
for (const e of played.events as BaoEvent[]) {
  // the union narrows on `event`
  if (e.event === 'lap') {
    const seeds: number = e.seeds;
    const why: 'move' | 'relay' | 'capture' | 'safari' | 'tax' = e.why;
    console.log(seeds, why, e.last);
  } else if (e.event === 'game-end') {
    const loser: 'South' | 'North' = e.loser;
    console.log(loser, e.why);
  }
}
const told: Told = bao.tell(null, 'A6L*', { ply: 3 });
const status: Status = bao.status(after, { rules: { sixteen: 'none' } });
const leaves: number = bao.perft(null, 3);
const solved: Solution = bao.solve(null, 2, { maxNodes: 100000 });
const each: MoveVerdict[] = bao.solveMoves(null, 1);
const thought: Thought = bao.think(null, { level: 1, fresh: true });
const best: ThinkLine | undefined = thought.lines[0];
const budget: number = bao.levelNodes(2);
const says: string = bao.scoreFormat(best ? best.score : 0);
console.log(thought.depth, thought.nodes, best && best.pv, budget, says);
const bytes = new Uint8Array(0);
await load(bytes).catch(() => null);
try {
  bao.moves('0 0 0 / nonsense');
} catch (e) {
  if (e instanceof BaoError) {
    const column: number | undefined = e.column;
    console.log(e.message, column);
  }
}
// every notation, and a game
const kiba: Move[] = bao.moves(null, { dialect: 'kiba' });
const canon: string = bao.canonical(null, 'f2<*');
const ap: string = bao.write(null, 'A6L*', 'ap');
const dialects: readonly Dialect[] = DIALECTS;
const game: Game = bao.game({ variant: 'kiswahili', dialect: 'kiba' });
const moved: Played = game.move('A6<*');
const undone: Played | null = game.undo();
const history: string[] = game.history();
const record: string = game.record('yaml', { south: 'Ali' });
const turn: 'South' | 'North' = game.turn();
try {
  game.move('A9');
} catch (e) {
  if (e instanceof InvalidMoveError || e instanceof IllegalMoveError ||
      e instanceof AmbiguousMoveError) console.log(e.name, e.column);
}
const judged: Judgement[] = game.judge({ nodes: 1000 });
console.log(kiba, canon, ap, dialects, moved.token, undone, history, record, turn, judged,
            game.isOver(), game.position());
console.log(version, told.text, status.over, status.reason, leaves, solved.line,
            each.map((m) => m.verdict));
