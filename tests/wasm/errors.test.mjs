// errors.test.mjs - what the module does with what it cannot use: a bad
// position line, token, variant, rule or depth is a BaoError with the
// engine's message (the one the command prints), never a crash, and the
// engine goes on answering after it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { baoRun, engine, module, movesText, bao } from './native.mjs';

const START = '0 0 0 0 0 0 0 0 / 0 2 2 6 0 0 0 0 / 0 0 0 0 6 2 2 0 / ' +
  '0 0 0 0 0 0 0 0 | hand S22 N22 | house S:F N:F | S to move';

// What `bao moves --position LINE` says is wrong: {column, message}.
function nativeError(line) {
  const r = baoRun('moves', '--position', line);
  assert.equal(r.status, 2, line);
  const m = /^bao: --position:1:(\d+): error: (.*)$/m.exec(r.stderr);
  assert.ok(m, r.stderr);
  return { column: Number(m[1]), message: m[2] };
}

test('a bad position line: the message and column of bao_position_parse', async () => {
  const e = await engine();
  const bad = ['', 'garbage', '0 0 0 x', START.replace('S to move', 'T to move'),
    START.replace('6 2 2', '300 2 2'), START.replace(' | S to move', ''),
    `${START} | extra`, START.replace('0 2 2 6', '0 2 2 6 0'),
    'é"\\ 0', `${START} ${'0 '.repeat(5000)}`];
  for (const line of bad) {
    const { column, message } = nativeError(line);
    for (const call of [() => e.moves(line), () => e.play(line, 'A6L*'),
                        () => e.status(line), () => e.perft(line, 1),
                        () => e.solve(line, 1), () => e.solveMoves(line, 1)])
      assert.throws(call, (err) => {
        assert.equal(err.name, 'BaoError');
        assert.equal(err.message, message, line);
        assert.equal(err.column, column, line);
        return true;
      });
  }
});

test('a move that is not legal, and a game that is over', async () => {
  const e = await engine();
  const legal = e.moves(START).map((m) => m.token);
  const { BaoError } = await module();
  for (const token of ['A1L', 'a6L*', 'A6L'])
    assert.throws(() => e.play(START, token), (err) => {
      assert.equal(err.name, 'IllegalMoveError');
      assert.ok(err instanceof BaoError);
      // the token as given, then the legal moves
      assert.equal(err.message, `'${token}' is not a legal move here ` +
        `(legal: ${legal.join(' ')})`);
      return true;
    });
  // not a token in any notation: the token as given (quotes, backslashes,
  // a tab and UTF-8 unharmed) and the column of its first bad character
  for (const [token, column] of [['', 1], ['x"\\\t\u00e9', 1], ['A9L', 2], ['A6Q', 3]])
    assert.throws(() => e.play(START, token), (err) => {
      assert.equal(err.name, 'InvalidMoveError');
      assert.ok(err instanceof BaoError);
      assert.equal(err.message, `'${token}' is not a move token`);
      assert.equal(err.column, column, token);
      return true;
    });
  // North's front row empty, North to move: North has lost (R16)
  const over = '0 0 0 0 0 0 0 1 / 0 0 0 0 0 0 0 0 / 0 0 0 0 6 2 2 0 / ' +
    '0 0 0 0 0 0 0 0 | hand S0 N0 | house S:x N:x | N to move';
  assert.deepEqual(e.status(over), { over: true, loser: 'North', why: 'front-row-empty',
    reason: 'the front row is empty (bao hamna)', mkononi: false });
  assert.throws(() => e.play(over, 'b1L'), { name: 'IllegalMoveError',
    message: 'the game is over: North has lost (the front row is empty ' +
      '(bao hamna)), so no move can follow' });
});

test('a bad variant or rule option', async () => {
  const e = await engine();
  assert.throws(() => e.moves(null, { variant: 'chess' }),
    { name: 'BaoError', message: /unknown variant 'chess'/ });
  for (const [variant, rule] of [[undefined, 'sixteen=x'], [undefined, 'nonsense=1'],
                                 ['kujifunza', 'tax=front'], [undefined, 'sixteen']]) {
    const args = [...(variant ? ['--variant', variant] : []), '--rule', rule];
    const r = baoRun('moves', ...args);
    assert.equal(r.status, 2);
    const message = r.stderr.split('\n')[0].replace(/^bao: /, '');
    assert.throws(() => e.moves(null, { variant, rules: [rule] }),
      { name: 'BaoError', message }, rule);
  }
  // a rule may not smuggle a second line or a NUL into the C side
  assert.throws(() => e.moves(null, { rules: ['sixteen=none\ntax=front'] }), TypeError);
  assert.throws(() => e.moves(null, { rules: [42] }), TypeError);
});

test('options of the wrong type are refused, never misread', async () => {
  const e = await engine();
  // a string is one rule, as one --rule is: the command's answer
  const rule = 'takasia=strict';
  assert.deepEqual(movesText(e.moves(null, { rules: rule })),
    bao('moves', '--rule', rule).trim().split('\n'));
  assert.deepEqual(e.moves(null, { rules: rule }), e.moves(null, { rules: [rule] }));
  // and a wrong one is refused with the engine's message, not read as
  // rule '0'
  const r = baoRun('moves', '--rule', 'takasia');
  assert.throws(() => e.moves(null, { rules: 'takasia' }),
    { name: 'BaoError', message: r.stderr.split('\n')[0].replace(/^bao: /, '') });
  // other types: said, not ignored
  for (const rules of [42, true, () => 0])
    assert.throws(() => e.moves(null, { rules }), { name: 'TypeError', message: /rules/ });
  assert.throws(() => e.moves(null, { rules: { takasia: { x: 1 } } }),
    { name: 'TypeError', message: /takasia/ });
  for (const opts of ['kete', 7, true])
    for (const call of [() => e.moves(null, opts), () => e.start(opts),
                        () => e.solve(null, 1, opts), () => e.perft(null, 1, opts)])
      assert.throws(call, { name: 'TypeError', message: /options/ });
  // null and undefined are no options: the defaults
  assert.deepEqual(e.moves(null, null), e.moves(null, { rules: null }));
});

test('bad depths, NUL characters and the wrong types', async () => {
  const e = await engine();
  for (const depth of [-1, 1.5, '3', NaN, 2 ** 40])
    assert.throws(() => e.perft(null, depth), { name: 'BaoError', message: /depth/ });
  // solve.h: 0..64
  assert.throws(() => e.solve(null, 65), { name: 'BaoError',
    message: 'the depth must be 0 to 64, not 65' });
  assert.throws(() => e.moves(`${START}\0garbage`),
    { name: 'BaoError', message: /NUL/ });
  assert.throws(() => e.moves(42), TypeError);
  const { load } = await module();
  await assert.rejects(load('not base64 at all!'));
  await assert.rejects(load(new Uint8Array([1, 2, 3])));
});

test('after every error the engine answers as bao moves does', async () => {
  const e = await engine();
  for (let i = 0; i < 100; i++)
    assert.throws(() => e.moves('garbage'.repeat(i)));
  assert.deepEqual(movesText(e.moves()), bao('moves').trim().split('\n'));
  assert.deepEqual(movesText(e.moves(START)), bao('moves').trim().split('\n'));
});

// issue 24: a search always has a node budget.  maxNodes that is not a
// whole number from 1 to 2**40 is refused (it once meant "no limit" and
// hung); the budget given is kept within the slack solve.h states (the
// moves of one position, at most 71 more); perft's depth is capped as
// the command's --depth is.
test('maxNodes is checked, and a search stops within it', async () => {
  const e = await engine();
  for (const maxNodes of [-1, null, {}, 'abc', 1e17, 0, 1.5, NaN, Infinity, '1000'])
    for (const call of [() => e.solve(null, 64, { maxNodes }),
                        () => e.solveMoves(null, 64, { maxNodes })])
      assert.throws(call, { name: 'BaoError', message: /^maxNodes must be a whole number from 1 to 1099511627776/ },
        String(maxNodes));
  for (const maxNodes of [1, 1000, 20000]) {
    assert.throws(() => e.solve(null, 64, { maxNodes }), (err) => {
      assert.equal(err.name, 'BaoError');
      const m = /^the search was stopped after (\d+) nodes: it needs more than its node budget \(maxNodes (\d+)\)$/.exec(err.message);
      assert.ok(m, err.message);
      assert.equal(Number(m[2]), maxNodes);
      assert.ok(Number(m[1]) >= maxNodes && Number(m[1]) <= maxNodes + 71, err.message);
      return true;
    });
  }
  // a budget that is enough answers as the command does
  const r = e.solve(null, 3, { maxNodes: 1000000 });
  assert.equal(`${r.verdict}\t${r.n}\t${r.line.join(' ')}\n`, bao('solve', '--depth', '3'));
});

test('perft: the depth is 0 to 64', async () => {
  const e = await engine();
  for (const depth of [65, 1000, 0x7fffffff])
    assert.throws(() => e.perft(null, depth),
      { name: 'BaoError', message: `the depth of perft must be 0 to 64, not ${depth}` });
  assert.equal(e.perft(null, 1), 4);
});
