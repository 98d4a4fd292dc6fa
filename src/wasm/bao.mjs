// bao.mjs - the bao engine (bao.wasm) for JavaScript, in Node and in the
// browser: the legal moves of a Bao position, a move played seed by seed
// (its events), the end of the game, perft and the exact solver.  No
// dependencies; the WebAssembly module needs no imports.
//
//   import { load } from './bao.mjs';
//   const bao = await load();           // bao.wasm beside this file
//   for (const m of bao.moves()) console.log(m.token, m.position);
//
// load(source) takes what to instantiate: nothing (bao.wasm beside this
// file, fetched: in a browser, or a bundler's copy of it found through
// new URL('./bao.wasm', import.meta.url); in Node the package's node
// entry, bao-node.mjs, reads it from disk instead), the bytes (an
// ArrayBuffer, a typed array, a Node Buffer), the bytes in base64 (a
// string: what a page embeds), or a compiled WebAssembly.Module.  It
// resolves to an engine whose functions take and give text as the `bao`
// command does: position lines (null or undefined: the start of the
// game) and canonical tokens.  Each takes, last, the game's options as
// the command's --variant and --rule do:
//
//   { variant: 'kete', rules: ['sixteen=none'] }   // or rules: {sixteen: 'none'}
//                                                  // or rules: 'sixteen=none'
//
// Options of another type (rules: 42, opts: 'kete') are a TypeError.
//
// A move token may be written in any notation the library reads, in its
// canonical spelling (as bao_outcome_token writes it): de Voogt's
// 'A6L*', KIBA's 'A6<*', Abstract Play's 'f2<*', or Mancala World's
// (de Voogt's with North's letters mirrored: only with opts.dialect
// 'mw').  opts.dialect ('devoogt', 'kiba', 'mw', 'ap') names the one to
// read it in; without it each of de Voogt's, KIBA's and AP's is tried,
// and a token that reads as two different moves ('a5>': de Voogt's
// safari, KIBA's rightwards) is an AmbiguousMoveError.  moves() with
// opts.dialect gives the tokens in that notation.
//
//   start(opts)               the start position line
//   moves(line, opts)         [{token, position, period}] as `bao moves`:
//                             position is the line after the move, or
//                             null for a move that never ends, whose
//                             period is its laps ("unknown" when the lap
//                             limit came first); period 0: the move ends
//   play(line, token, opts)   {token, position, period, events}: events
//                             as `bao annotate --format yaml` lists them,
//                             {event: 'lap', hole: 'A7', last: 'B7',
//                             seeds: 3, direction: 'clockwise', why:
//                             'move'} ...
//   tell(line, token, opts)   {token, text}: the move told as `bao
//                             annotate` tells a ply: its title (numbered
//                             opts.ply, default 1), then its sentences;
//                             in English, or in the language of
//                             opts.lang, the "tell" of a page's data
//                             ({plural, msgs}: the translations of
//                             `bao html --lang LL`)
//   status(line, opts)        {over, loser, why, reason, mkononi}: loser
//                             'South' or 'North', why 'front-row-empty',
//                             'no-legal-move' or 'nyumba-lost', reason in
//                             words (null, null, null when not over)
//   perft(line, depth, opts)  leaves of the move tree (a Number); depth
//                             0 to 64, as `bao perft`
//   solve(line, depth, opts)  {verdict, n, winners, line} as `bao solve`:
//                             verdict 'win', 'loss' or 'none', line the
//                             tokens of the principal variation; opts
//                             .maxNodes (a whole number from 1 to 2**40;
//                             default 16,000,000, as `bao solve`) stops a
//                             search that needs more positions (at most
//                             71 more are searched) with a BaoError
//   solveMoves(line, depth, opts)  [{token, verdict, n}] as `bao solve --all`
//   think(line, opts)         the engine that plays: {depth,
//                             nodes, lines: [{token, score, says, exact,
//                             percent, depth, pv}]}, the best move (with
//                             opts.all, every legal move, best first;
//                             none when the side to move has lost);
//                             score on player.h's scale, says as `bao
//                             best` prints it ("win 3", "loss 2",
//                             "64%"), pv the line's tokens.  opts.nodes
//                             (required: 1 to 2**40) or opts.level (1-8:
//                             levelNodes) bounds it, opts.depth (plies,
//                             default 0: none) too; opts.fresh forgets
//                             what earlier calls learnt, so that the
//                             answer depends on the arguments alone
//   judge(line, token, opts)  the engine's judgement of a move played
//                             (engine_judge.h, as `bao analyze --engine`):
//                             {token, before, after, best, mark, depth,
//                             nodes}, within opts.nodes or opts.level
//   levelNodes(level)         the node budget of level 1 to 8
//   scoreFormat(score)        a score as `bao best` prints it (an
//                             estimate within +-8000, or a win or loss
//                             +-(30000 - k), k at most 192 plies)
//   canonical(line, token, opts)  the canonical token of the legal move
//                             `token` names (read as play reads it)
//   write(line, token, dialect, opts)  that move written in `dialect`
//   version                   the library's version
//
// A bad position line, token, variant or rule throws a BaoError whose
// message is the engine's (and whose `column` is where the position line
// is wrong, when it is).  A move that does not read is an
// InvalidMoveError (column: its bad character), one that is not legal
// an IllegalMoveError, one that names two moves an AmbiguousMoveError;
// all three are BaoErrors.

export class BaoError extends Error {
  constructor(message, column) {
    super(message);
    this.name = 'BaoError';
    if (column) this.column = column;
  }
}
export class InvalidMoveError extends BaoError {
  constructor(message, column) { super(message, column); this.name = 'InvalidMoveError'; }
}
export class IllegalMoveError extends BaoError {
  constructor(message) { super(message); this.name = 'IllegalMoveError'; }
}
export class AmbiguousMoveError extends BaoError {
  constructor(message) { super(message); this.name = 'AmbiguousMoveError'; }
}

export const DIALECTS = Object.freeze(['devoogt', 'kiba', 'mw', 'ap']);
// tried when no dialect is named (MW's tokens are de Voogt's mirrored)
const AUTO = ['devoogt', 'kiba', 'ap'];

// The first character of `token` that no notation's token has there
// (1-based), or 0: the column of an InvalidMoveError.  A token is a row
// (A B a b) and a hole 1-8, or a cell a-h 1-4, or a bare hole (KIBA),
// then letters and marks: L R < > * + #.
function badColumn(token) {
  const m = /^(?:[ABab][1-8]|[a-h][1-4]|[1-8])[LR<>]?[*]{0,2}[>+]?#?$/.exec(token);
  if (m) return 0;
  if (!/^[ABab1-8a-h]/.test(token)) return 1;
  const head = /^(?:[ABab][1-8]|[a-h][1-4]|[1-8])/.exec(token);
  if (!head) return 2;
  let i = head[0].length;
  while (i < token.length && /[LR<>*+#]/.test(token[i])) i++;
  return i < token.length ? i + 1 : token.length;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

// The module's bytes when load() is given nothing: bao.wasm beside us,
// fetched (a bundler copies it and rewrites this URL).  No Node module
// is imported here, so that a browser bundle needs none: in Node, the
// package's node entry (bao-node.mjs) reads the file and passes it.
async function besideUs() {
  const url = new URL('./bao.wasm', import.meta.url);
  if (url.protocol === 'file:')
    throw new BaoError(`${url}: a file: URL cannot be fetched; in Node, ` +
      `import the package by its name (its node entry reads bao.wasm) or ` +
      `pass load() the bytes`);
  const response = await fetch(url);
  if (!response.ok) throw new BaoError(`${url}: ${response.status}`);
  return response.arrayBuffer();
}

function fromBase64(text) {
  const bin = atob(text.replace(/\s+/g, ''));
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return bytes;
}

// The rules of opts as a list of 'NAME=VALUE': an array of them, one as
// a string (as one --rule), or an object {name: value}; anything else
// (a number, say, whose keys Object.entries would read as rule names) is
// a TypeError that says what was given.
function rulesOf(rules) {
  if (rules === undefined || rules === null) return [];
  if (typeof rules === 'string') return [rules];
  if (Array.isArray(rules)) return rules;
  if (typeof rules !== 'object')
    throw new TypeError(`bao: rules: an array of 'NAME=VALUE', one such ` +
      `string or an object {name: value}, not ${typeof rules} ${String(rules)}`);
  return Object.entries(rules).map(([name, value]) => {
    if (!['string', 'number', 'boolean'].includes(typeof value))
      throw new TypeError(`bao: rule ${name}: not a value: ${String(value)}`);
    return `${name}=${value}`;
  });
}

// "VARIANT\nNAME=VALUE..." for the C side (bao_wasm.h).
function gameOf(opts) {
  if (opts !== undefined && opts !== null && typeof opts !== 'object')
    throw new TypeError(`bao: the options are an object such as ` +
      `{variant: 'kete'}, not ${typeof opts} ${String(opts)}`);
  const { variant = '', rules } = opts || {};
  const list = rulesOf(rules);
  for (const s of [variant, ...list])
    if (typeof s !== 'string' || /[\n\0]/.test(s))
      throw new TypeError(`bao: not a variant or rule option: ${String(s)}`);
  return [variant, ...list].join('\n');
}

// The node budget of a search: absent (undefined), the default (0 for
// the C side); else a whole number from 1 to 2**40, never "no limit".
function maxNodesOf(opts) {
  const n = opts === undefined || opts === null ? undefined : opts.maxNodes;
  if (n === undefined) return 0;
  if (!Number.isInteger(n) || n < 1 || n > 2 ** 40)
    throw new BaoError(`maxNodes must be a whole number from 1 to ${2 ** 40}, not ${String(n)}`);
  return n;
}

// The translations of opts.lang for the C side (bao_wasm.h:
// bao_wasm_tell_lang): the rule, then RS msgid (US form)... per message.
function langOf(lang) {
  if (!lang) return '';
  const { plural = '', msgs = {} } = lang;
  let text = String(plural);
  for (const [id, forms] of Object.entries(msgs))
    text += '\x1e' + id + [].concat(forms).map((f) => '\x1f' + f).join('');
  return text;
}

function depthOf(depth) {
  if (!Number.isInteger(depth) || depth < 0 || depth > 0x7fffffff)
    throw new BaoError(`the depth must be a whole number, 0 or more, not ${depth}`);
  return depth;
}

// The bounds of think(): opts.nodes, or the budget of opts.level that
// `levelNodes` gives (the C side's bao_level_nodes), and opts.depth; a
// search needs a node bound, so that a call in a page always ends.
function thinkLimitsOf(opts, levelNodes) {
  if (!opts || typeof opts !== 'object')
    throw new BaoError('think needs its bounds: {nodes: N} or {level: 1-8}');
  let { nodes, level, depth = 0 } = opts;
  if (nodes === undefined && level !== undefined) nodes = levelNodes(level);
  if (!Number.isInteger(nodes) || nodes < 1 || nodes > 2 ** 40)
    throw new BaoError(`nodes must be a whole number from 1 to ${2 ** 40}, not ${String(nodes)}`);
  if (!Number.isInteger(depth) || depth < 0 || depth > 64)
    throw new BaoError(`the depth must be a whole number from 0 to 64, not ${String(depth)}`);
  return { nodes, depth };
}

export async function load(source) {
  if (source === undefined || source === null) source = await besideUs();
  else if (typeof source === 'string') source = fromBase64(source);
  const made = await WebAssembly.instantiate(source, {});
  const ex = (made.instance || made).exports;
  if (typeof ex.bao_wasm_moves !== 'function')
    throw new BaoError('not the bao engine: bao_wasm_moves is missing');
  if (ex._initialize) ex._initialize();
  let broken = null;

  // Calls the C function `name` with strings (null: a NULL pointer) then
  // numbers, and returns its JSON result or throws its error.
  function call(name, strings, ...numbers) {
    if (broken) throw new BaoError(`the engine has stopped (${broken}): load it again`);
    const bytes = strings.map((s) => {
      if (s === null || s === undefined) return null;
      if (typeof s !== 'string') throw new TypeError(`bao: not a string: ${s}`);
      if (s.includes('\0')) throw new BaoError('a NUL character in the text');
      return encoder.encode(s);
    });
    const size = bytes.reduce((n, b) => n + (b ? b.length + 1 : 0), 0);
    let ok, text;
    try {
      const base = ex.bao_wasm_args(size) >>> 0;
      if (!base) throw new BaoError('out of memory');
      const memory = new Uint8Array(ex.memory.buffer);
      let at = base;
      const pointers = bytes.map((b) => {
        if (!b) return 0;
        memory.set(b, at);
        memory[at + b.length] = 0;
        at += b.length + 1;
        return at - b.length - 1;
      });
      ok = ex[name](...pointers, ...numbers);
      text = decoder.decode(new Uint8Array(ex.memory.buffer,
        ex.bao_wasm_result() >>> 0, ex.bao_wasm_result_length() >>> 0));
    } catch (e) {
      if (e instanceof WebAssembly.RuntimeError) broken = e.message;
      throw e;
    }
    const value = JSON.parse(text);
    if (!ok) throw new BaoError(value.error, value.column);
    return value;
  }

  // The module keeps one language: handed again when another is asked.
  let told = null;
  function tell(line, token, opts) {
    const lang = (opts && opts.lang) || null;
    if (lang !== told) {
      call('bao_wasm_tell_lang', [langOf(lang)]);
      told = lang;
    }
    const ply = opts && opts.ply !== undefined ? opts.ply : 1;
    if (!Number.isInteger(ply) || ply < 1 || ply > 0x7fffffff)
      throw new BaoError(`the ply's number must be a whole number, 1 or more, not ${ply}`);
    return call('bao_wasm_tell', [gameOf(opts), line, String(token)], ply);
  }

  // The node budget of a level (bao_level_nodes), 1 to 8.
  function levelNodes(level) {
    if (!Number.isInteger(level) || level < -0x80000000 || level > 0x7fffffff)
      throw new BaoError(`the level must be a whole number from 1 to 8, not ${String(level)}`);
    return call('bao_wasm_level_nodes', [], level);
  }

  // The legal move `token` names (any notation, opts.dialect or the
  // first that reads it): its index in bao_wasm_moves' order and its
  // spellings.  opts.prefer: the dialect that settles a token read two
  // ways (a Game's, once its moves have shown it).
  function resolve(line, token, opts) {
    if (typeof token !== 'string')
      throw new TypeError(`bao: a move token is a string, not ${typeof token}`);
    const dialect = opts && opts.dialect;
    if (dialect !== undefined && dialect !== null && !DIALECTS.includes(dialect))
      throw new BaoError(`unknown dialect '${String(dialect)}' (${DIALECTS.join(', ')})`);
    const all = call('bao_wasm_spellings', [gameOf(opts), line]);
    const written = token.replace(/\s+/g, '');
    if (!dialect) {
      const i = all.findIndex((m) => m.token === written);
      if (i >= 0) return { index: i, move: all[i], dialect: null };
    }
    if (all.length === 0) {
      const st = call('bao_wasm_status', [gameOf(opts), line]);
      throw new IllegalMoveError(`the game is over: ${st.loser} has lost ` +
        `(${st.reason}), so no move can follow`);
    }
    // KIBA's and AP's '#' (a winning move) may be left out
    const same = (a, b) => a === b || a.replace(/#$/, '') === b.replace(/#$/, '');
    const found = new Map();
    for (const d of dialect ? [dialect] : AUTO) {
      const i = all.findIndex((m) => same(m[d], written));
      if (i >= 0) found.set(d, i);
    }
    const moves = new Set(found.values());
    if (moves.size === 1) {
      const [[d, i]] = found;
      return { index: i, move: all[i], dialect: found.size === 1 ? d : null };
    }
    if (moves.size > 1) {
      const prefer = opts && opts.prefer;
      if (found.has(prefer)) return { index: found.get(prefer), move: all[found.get(prefer)], dialect: prefer };
      throw new AmbiguousMoveError(`'${token}' reads as ` +
        [...found].map(([d, i]) => `${all[i].token} in ${d}`).join(', ') +
        ': name the notation (opts.dialect)');
    }
    const column = badColumn(written);
    if (column) throw new InvalidMoveError(`'${token}' is not a move token`, column);
    throw new IllegalMoveError(`'${token}' is not a legal move here (legal: ` +
      `${all.map((m) => m.token).join(' ')})`);
  }

  function moves(line, opts) {
    const list = call('bao_wasm_moves', [gameOf(opts), line]);
    const dialect = opts && opts.dialect;
    if (!dialect || dialect === 'devoogt') return list;
    if (!DIALECTS.includes(dialect))
      throw new BaoError(`unknown dialect '${String(dialect)}' (${DIALECTS.join(', ')})`);
    const all = call('bao_wasm_spellings', [gameOf(opts), line]);
    return list.map((m, i) => ({ ...m, token: all[i][dialect] }));
  }

  // A score of player.h's scale: an estimate within +-8000, or an exact
  // one +-(30000 - k), k plies at most the player's 64 and the
  // solver's 2 * 64 (bao_score_format reads anything else as a win or
  // loss of no meaning: 8001 as "win 11000").
  function scoreOf(score) {
    if (!Number.isInteger(score))
      throw new BaoError(`a score is a whole number, not ${score}`);
    const k = 30000 - Math.abs(score);
    if (k < 0 || (Math.abs(score) > 8000 && k > 64 + 2 * 64))
      throw new BaoError(`not a score: ${score} (an estimate within +-8000, ` +
        `or +-(30000 - k) for a win or loss k plies away, k at most 192)`);
    return score;
  }

  const engine = {
    version: call('bao_wasm_version', []),
    start: (opts) => call('bao_wasm_start', [gameOf(opts)]),
    moves,
    play: (line, token, opts) => {
      // a canonical token at once (a page replays games of them); else
      // read in the notations
      if (!(opts && opts.dialect) && typeof token === 'string') {
        try {
          return call('bao_wasm_play', [gameOf(opts), line, token]);
        } catch (e) {
          if (!(e instanceof BaoError)) throw e;
        }
      }
      return call('bao_wasm_play', [gameOf(opts), line, resolve(line, token, opts).move.token]);
    },
    canonical: (line, token, opts) => resolve(line, token, opts).move.token,
    write: (line, token, dialect, opts) => {
      if (!DIALECTS.includes(dialect))
        throw new BaoError(`unknown dialect '${String(dialect)}' (${DIALECTS.join(', ')})`);
      return resolve(line, token, opts).move[dialect];
    },
    resolve,
    tell: (line, token, opts) => tell(line, resolve(line, token, opts).move.token, opts),
    status: (line, opts) => call('bao_wasm_status', [gameOf(opts), line]),
    perft: (line, depth, opts) =>
      call('bao_wasm_perft', [gameOf(opts), line], depthOf(depth)),
    solve: (line, depth, opts) =>
      call('bao_wasm_solve', [gameOf(opts), line], depthOf(depth),
        maxNodesOf(opts)),
    solveMoves: (line, depth, opts) =>
      call('bao_wasm_solve_moves', [gameOf(opts), line], depthOf(depth),
        maxNodesOf(opts)),
    think: (line, opts) => {
      const { nodes, depth } = thinkLimitsOf(opts, levelNodes);
      return call('bao_wasm_think', [gameOf(opts), line], nodes, depth,
        opts.all ? 1 : 0, opts.fresh ? 1 : 0);
    },
    levelNodes,
    judge: (line, token, opts) => {
      const { nodes } = thinkLimitsOf(opts, levelNodes);
      return call('bao_wasm_judge', [gameOf(opts), line, resolve(line, token, opts).move.token], nodes);
    },
    game: (opts) => new Game(engine, opts),
    scoreFormat: (score) => call('bao_wasm_score_format', [], scoreOf(score)),
  };
  return engine;
}

// A single-quoted YAML scalar (the record's tags and tokens).
const yamlText = (s) => `'${String(s).replace(/'/g, "''")}'`;

// A game being played (as chess.js's Chess): engine.game(opts) starts
// one at opts.start (a position line; default the start of opts.variant
// with opts.rules).  move() plays a token of any notation, undo() takes
// one back, history() lists the canonical tokens, record() writes the
// game as a YAML record or a transcript that the `bao` command reads.
// opts.dialect is the notation moves() and record() write in.
export class Game {
  constructor(engine, opts = {}) {
    this.engine = engine;
    this.opts = { variant: opts.variant, rules: opts.rules };
    this.dialect = opts.dialect || 'devoogt';
    if (!DIALECTS.includes(this.dialect))
      throw new BaoError(`unknown dialect '${String(this.dialect)}' (${DIALECTS.join(', ')})`);
    this.start = opts.start || engine.start(this.opts);
    engine.status(this.start, this.opts); // a bad line throws here
    this.stack = [];   // [{before, played}]
    this.readAs = null; // the notation the moves have shown
  }

  position() {
    return this.stack.length ? this.stack[this.stack.length - 1].played.position : this.start;
  }

  turn() { return / S to move/.test(this.position()) ? 'South' : 'North'; }

  moves() { return this.engine.moves(this.position(), { ...this.opts, dialect: this.dialect }); }

  status() { return this.engine.status(this.position(), this.opts); }

  isOver() { return this.status().over; }

  // Plays `token` (any notation; opts.dialect names one) and returns the
  // move played, with its canonical token; a token only one notation
  // reads tells the game its notation, which then settles tokens read
  // two ways.
  move(token, opts = {}) {
    const before = this.position();
    const r = this.engine.resolve(before, token,
      { ...this.opts, dialect: opts.dialect, prefer: this.readAs || this.dialect });
    if (r.dialect && !opts.dialect) this.readAs = r.dialect;
    const played = this.engine.play(before, r.move.token, this.opts);
    if (played.position === null)
      throw new IllegalMoveError(`'${token}' never ends: no position follows it`);
    this.stack.push({ before, played, spelled: r.move });
    return played;
  }

  undo() {
    const last = this.stack.pop();
    return last ? last.played : null;
  }

  history() { return this.stack.map((s) => s.played.token); }

  // The engine's judgement of every move played (as `bao analyze
  // --engine`): [{token, before, after, best, mark, depth, nodes}], each
  // searched within opts.nodes or opts.level's budget.
  judge(opts) {
    return this.stack.map((s) => this.engine.judge(s.before, s.played.token,
      { ...this.opts, ...opts }));
  }

  // The game as a record: 'yaml' (a YAML record) or 'text' (a
  // transcript, numbered moves), its moves in the game's notation;
  // tags (south, north, event, date ...) in front; a finished game's
  // result is written for it.
  record(format = 'yaml', tags = {}) {
    const st = this.status();
    const all = { ...tags };
    if (st.over && all.result === undefined) all.result = st.loser === 'North' ? '1-0' : '0-1';
    if (this.opts.variant && this.opts.variant !== 'kiswahili' && all.variant === undefined)
      all.variant = this.opts.variant;
    if (this.dialect !== 'devoogt' && all.dialect === undefined) all.dialect = this.dialect;
    const tokens = this.stack.map((s) => s.spelled[this.dialect]);
    const setup = this.start !== this.engine.start(this.opts) ? this.start : null;
    if (format === 'yaml') {
      let out = '---\n';
      for (const [k, v] of Object.entries(all)) out += `${k}: ${yamlText(v)}\n`;
      if (setup) out += `setup: ${yamlText(setup)}\n`;
      out += 'moves:' + (tokens.length ? '\n' + tokens.map((t) => `- ${yamlText(t)}\n`).join('') : ' []\n');
      return out;
    }
    if (format === 'text') {
      if (setup) throw new BaoError('a transcript cannot start from a set-up position');
      let out = '';
      for (const [k, v] of Object.entries(all)) out += `${k[0].toUpperCase()}${k.slice(1)}: ${v}\n`;
      if (out) out += '\n';
      const cells = tokens;
      const lines = [];
      for (let i = 0; i < cells.length; i += 2)
        lines.push(`(${i / 2 + 1}) ${cells.slice(i, i + 2).join(' ')}`);
      return out + (lines.length ? lines.join(';\n') + ';\n' : '');
    }
    throw new BaoError(`the format is 'yaml' or 'text', not ${String(format)}`);
  }
}
