// bao.d.ts - the types of bao-engine (bao.mjs): every function of the
// engine and every value it gives.  The text types are the `bao`
// command's: a position line, a canonical token (see the README).

/** A position line, as `bao moves` prints it:
 *  `b8..b1 / a8..a1 / A1..A8 / B1..B8 | hand S<n> N<n> | house S:<F|a|x> N:<F|a|x> | <S|N> to move`. */
export type PositionLine = string;
/** A canonical move token ("A6L*", "a5R>"), as `bao moves` gives it. */
export type Token = string;
/** A hole's name: row letter (A B South's, a b North's) and number 1-8. */
export type Hole = string;

export type Side = 'South' | 'North';
export type Variant = 'kiswahili' | 'kujifunza' | 'kete' | 'leaflet' | 'esperanto';
export type Direction = 'clockwise' | 'anticlockwise';
/** Laps of a never-ending move, or 'unknown' when the lap limit came first. */
export type Period = number | 'unknown';
export type EndWhy = 'front-row-empty' | 'no-legal-move' | 'nyumba-lost';

/** The game: the command's --variant and --rule.  `rules` is a list of
 *  'NAME=VALUE', one such string, or an object {name: value}. */
export interface GameOptions {
  variant?: Variant | '';
  rules?: string | string[] | Record<string, string | number | boolean>;
  /** The notation a move token is read in (play, tell, canonical) and
   *  moves() writes in; without it, a token is read in de Voogt's,
   *  KIBA's or AP's, whichever reads it. */
  dialect?: Dialect;
}

/** The notations: de Voogt's 'A6L*', KIBA's 'A6<*', Mancala World's
 *  (de Voogt's with North's letters as seen from South), Abstract
 *  Play's 'f2<*'. */
export type Dialect = 'devoogt' | 'kiba' | 'mw' | 'ap';
export const DIALECTS: readonly Dialect[];

/** A legal move's spellings: its canonical token and its token in each
 *  notation. */
export interface Spellings {
  token: Token;
  devoogt: string;
  kiba: string;
  mw: string;
  ap: string;
}

/** What resolve() found: the move's index in moves()' order, its
 *  spellings, and the notation that alone read the token (or null). */
export interface Resolved {
  index: number;
  move: Spellings;
  dialect: Dialect | null;
}

/** A search's options: at most `maxNodes` positions (1 to 2**40;
 *  default 16,000,000 as `bao solve`). */
export interface SolveOptions extends GameOptions {
  maxNodes?: number;
}

/** The translations a page's data carries (`bao html --lang LL`). */
export interface TellLanguage {
  plural?: string;
  msgs?: Record<string, string | string[]>;
}

export interface TellOptions extends GameOptions {
  /** The ply's number in its title (1 or more; default 1). */
  ply?: number;
  lang?: TellLanguage | null;
}

/** A legal move, as `bao moves` lists it. */
export interface Move {
  token: Token;
  /** The position after it; null for a move that never ends. */
  position: PositionLine | null;
  /** 0: the move ends; else its laps. */
  period: Period;
}

/** Keys any event may carry, when it has them. */
interface EventPlace {
  hole?: Hole;
  last?: Hole;
  direction?: Direction;
}

/** What a move did, with the keys and values of `bao annotate --format yaml`. */
export type BaoEvent = EventPlace & (
  | { event: 'place'; hole: Hole }
  | { event: 'lap'; hole: Hole; last: Hole; seeds: number; direction: Direction;
      why: 'move' | 'relay' | 'capture' | 'safari' | 'tax' }
  | { event: 'capture'; hole: Hole; from: Hole; seeds: number;
      kichwa?: 'left' | 'right'; entry?: 'chosen' | 'forced' | 'kept' }
  | { event: 'reverse' }
  | { event: 'house-safari'; hole: Hole; forced: boolean }
  | { event: 'house-tax'; hole: Hole; seeds: number }
  | { event: 'never-ending'; period: Period; won?: true }
  | { event: 'game-end'; loser: Side; why: EndWhy; mkononi: boolean }
  | { event: 'sixteen' | 'house-stop' | 'house-captured' | 'house-destroyed' |
      'takasia-obeyed' | 'takasia-passed' | 'takasia-set' | 'stage-mtaji' });

/** A move played: the move, and its events in order. */
export interface Played extends Move {
  events: BaoEvent[];
  /** Present when the engine dropped events (over 100,000). */
  truncated?: true;
}

export interface Told {
  token: Token;
  /** The ply's line as `bao annotate` writes it: its title, then its sentences. */
  text: string;
}

/** Whether the game is over (null, null, null when it is not). */
export interface Status {
  over: boolean;
  loser: Side | null;
  why: EndWhy | null;
  /** Why, in words. */
  reason: string | null;
  /** The winner still has seeds in hand. */
  mkononi: boolean;
}

/** `bao solve`: win (the side to move wins in n of its moves), loss (every
 *  move loses in n of the opponent's), none (n: the depth searched). */
export interface Solution {
  verdict: 'win' | 'loss' | 'none';
  n: number;
  /** The first moves that win in n. */
  winners: number;
  /** The tokens of the principal variation. */
  line: Token[];
}

/** One line of `bao solve --all`. */
export interface MoveVerdict {
  token: Token;
  verdict: 'win' | 'loss' | 'none';
  n: number;
}

/** The bounds of think(): `nodes` (1 to 2**40) or `level` (1 to 8: its
 *  budget, levelNodes) is required; `depth` in plies (0: none); `all`:
 *  every legal move scored; `fresh`: the player's table cleared first. */
export interface ThinkOptions extends GameOptions {
  nodes?: number;
  level?: number;
  depth?: number;
  all?: boolean;
  fresh?: boolean;
}

/** One root move of think(): score on player.h's scale (an estimate
 *  within +-8000, Elo-like, or an exact win or loss), says as `bao best`
 *  prints it ("win 3", "loss 2", "64%"), pv the line's tokens. */
export interface ThinkLine {
  token: Token;
  score: number;
  says: string;
  exact: boolean;
  percent: number;
  depth: number;
  pv: Token[];
}

/** The engine that plays: the last depth completed, the positions
 *  searched, the best move (every move with `all`), none when the side to
 *  move has lost. */
export interface Thought {
  depth: number;
  nodes: number;
  lines: ThinkLine[];
}

/** The engine, once loaded.  `line` null or undefined: the start of the game. */
export interface Engine {
  /** The library's version. */
  readonly version: string;
  start(opts?: GameOptions): PositionLine;
  moves(line?: PositionLine | null, opts?: GameOptions): Move[];
  play(line: PositionLine | null | undefined, token: Token, opts?: GameOptions): Played;
  tell(line: PositionLine | null | undefined, token: Token, opts?: TellOptions): Told;
  status(line?: PositionLine | null, opts?: GameOptions): Status;
  /** The leaves of the move tree, depth 0 to 64. */
  perft(line: PositionLine | null | undefined, depth: number, opts?: GameOptions): number;
  solve(line: PositionLine | null | undefined, depth: number, opts?: SolveOptions): Solution;
  solveMoves(line: PositionLine | null | undefined, depth: number,
             opts?: SolveOptions): MoveVerdict[];
  /** The engine that plays (issue 28): the best move within the bounds. */
  think(line: PositionLine | null | undefined, opts: ThinkOptions): Thought;
  /** The node budget of level 1 to 8. */
  levelNodes(level: number): number;
  /** A score as `bao best` prints it: an estimate within +-8000, or a
   *  win or loss +-(30000 - k), k at most 192; anything else throws. */
  scoreFormat(score: number): string;
  /** The canonical token of the legal move `token` names (any notation). */
  canonical(line: PositionLine | null | undefined, token: string, opts?: GameOptions): Token;
  /** That move written in `dialect`. */
  write(line: PositionLine | null | undefined, token: string, dialect: Dialect,
        opts?: GameOptions): string;
  resolve(line: PositionLine | null | undefined, token: string,
          opts?: GameOptions & { prefer?: Dialect | null }): Resolved;
  /** The engine's judgement of a move played, as `bao analyze --engine`. */
  judge(line: PositionLine | null | undefined, token: string, opts: ThinkOptions): Judgement;
  /** A game from `opts.start` (or the start), with history and undo. */
  game(opts?: GameOpenOptions): Game;
}

/** A move's judgement: the mover's score before and after it (player.h),
 *  the move the engine prefers, the mark, the search's depth and nodes. */
export interface Judgement {
  token: Token;
  before: number;
  after: number;
  best: Token;
  mark: '-' | 'inaccuracy' | 'mistake';
  depth: number;
  nodes: number;
}

export interface GameOpenOptions extends GameOptions {
  start?: PositionLine;
}

/** A game being played (as chess.js's Chess). */
export class Game {
  constructor(engine: Engine, opts?: GameOpenOptions);
  readonly start: PositionLine;
  dialect: Dialect;
  position(): PositionLine;
  turn(): Side;
  moves(): Move[];
  status(): Status;
  isOver(): boolean;
  /** Plays a token of any notation; returns the move with its canonical token. */
  move(token: string, opts?: { dialect?: Dialect }): Played;
  /** Takes the last move back (null when none). */
  undo(): Played | null;
  /** The canonical tokens played. */
  history(): Token[];
  /** The engine's judgement of every move played. */
  judge(opts: ThinkOptions): Judgement[];
  /** The game as a YAML record or a transcript, with tags in front. */
  record(format?: 'yaml' | 'text', tags?: Record<string, string>): string;
}

/** The engine's error: its message, and the column of the position line
 *  at fault when it is. */
export class BaoError extends Error {
  constructor(message: string, column?: number);
  name: string;
  column?: number;
}
/** A move token that does not read; `column` is its bad character. */
export class InvalidMoveError extends BaoError {}
/** A move token that names no legal move (or the game is over). */
export class IllegalMoveError extends BaoError {}
/** A move token that names two legal moves (read two ways). */
export class AmbiguousMoveError extends BaoError {}

/** What load() instantiates: nothing (bao.wasm beside the module: read
 *  from disk by the Node entry, fetched in a browser), the bytes, the
 *  bytes in base64, or a compiled module. */
export type WasmSource = ArrayBuffer | ArrayBufferView | string | WebAssembly.Module;

export function load(source?: WasmSource | null): Promise<Engine>;
