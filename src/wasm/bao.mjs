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
// file: read from disk in Node, fetched in a browser), the bytes (an
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
//   think(line, opts)         the engine that plays (issue 28): {depth,
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
//   levelNodes(level)         the node budget of level 1 to 8
//   scoreFormat(score)        a score as `bao best` prints it
//   version                   the library's version
//
// A bad position line, token, variant or rule throws a BaoError whose
// message is the engine's (and whose `column` is where the position line
// is wrong, when it is).

export class BaoError extends Error {
  constructor(message, column) {
    super(message);
    this.name = 'BaoError';
    if (column) this.column = column;
  }
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

// The module's bytes when load() is given nothing: bao.wasm beside us.
async function besideUs() {
  const url = new URL('./bao.wasm', import.meta.url);
  if (url.protocol === 'file:' && typeof process === 'object' &&
      process.versions && process.versions.node) {
    const { readFile } = await import('node:fs/promises');
    return readFile(url);
  }
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

  return {
    version: call('bao_wasm_version', []),
    start: (opts) => call('bao_wasm_start', [gameOf(opts)]),
    moves: (line, opts) => call('bao_wasm_moves', [gameOf(opts), line]),
    play: (line, token, opts) =>
      call('bao_wasm_play', [gameOf(opts), line, String(token)]),
    tell,
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
    scoreFormat: (score) => {
      if (!Number.isInteger(score) || Math.abs(score) > 0x7fffffff)
        throw new BaoError(`a score is a whole number, not ${score}`);
      return call('bao_wasm_score_format', [], score);
    },
  };
}
