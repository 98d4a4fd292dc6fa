/* play.js - "Play the computer" in the teaching page, after
 * explore.js and guess.js: from the position the reader is at, whatever
 * the ply, the learner plays a game against the engine at a level (1-8,
 * the node budgets of player.h), for the side chosen, on the page's own
 * board and move buttons (explore.js hands each move played to
 * B.playMove first), with undo, and takes the game away as a YAML record
 * of the shape `bao convert --to yaml` writes.
 *
 * The game is a learner's line of the page (page.js: kind 'mine') from
 * that position, so that it is sown, told and stepped through as the
 * learner's other lines are.  The engine's search runs in a Web Worker
 * (play_worker.js, started from a Blob: the page is one file), so that
 * the page never waits for it; a request answered after an undo or a
 * stop is dropped (a long one is cut short: the worker is ended, and a
 * new one made for the next).
 *
 * The box says where the game is in data-state: "off", "you" (the
 * learner to move), "thinking", "over", "failed"; a test reads it. */
(function () {
  'use strict';

  var B = window.BaoPage, data = B.data, M = B.M, SIDE = B.SIDE, fmt = B.fmt;
  var $ = function (id) { return document.getElementById(id); };
  var box = $('versus');
  if (!box) return;
  var T = {};                              /* data-msg-KEY: html_play.c */
  Object.keys(box.dataset).forEach(function (k) {
    if (k.indexOf('msg') === 0) T[k.charAt(3).toLowerCase() + k.slice(4)] = box.dataset[k];
  });
  var opts = { variant: data.variant, rules: data.rules };
  var engine = null, worker = null, asked = 0, game = null;

  var before = B.engine;
  B.engine = function (e, error) {
    before.apply(this, arguments);
    if (e) {
      engine = e;
      $('versus-start').disabled = false;
    }
    else say('failed', fmt(T.failed, String(error && error.message || error)));
  };

  /* The status, said in the box and, while a game is on, under the board
   * too (the box is far below it on a desktop's screen): #versus-now,
   * hidden from screen readers, which the box's live region tells. */
  var now = document.createElement('p');
  now.id = 'versus-now';
  now.className = 'versus-now';
  now.setAttribute('aria-hidden', 'true');
  now.hidden = true;
  $('sowing').parentNode.insertBefore(now, $('sowing').nextSibling);

  function say(state, text) {
    box.setAttribute('data-state', state);
    box.setAttribute('aria-busy', state === 'thinking' ? 'true' : 'false');
    $('versus-status').textContent = text || '';
    now.textContent = text || '';
    now.hidden = state === 'off' || !text;
    now.setAttribute('data-state', state);
  }

  /* ---- the worker ------------------------------------------------------------ */

  /* The worker, made at the first search (B.engineWorker: explore.js). */
  function theWorker() {
    if (!worker) worker = B.engineWorker(answered, function () { return asked; });
    return worker;
  }

  /* Forgets the search under way: its answer, if it comes, is dropped;
   * the worker is ended, so that a long search does not hold the next. */
  function cancel() {
    asked++;
    if (game && game.busy && worker) {
      worker.terminate();
      worker = null;
    }
    if (game) game.busy = false;
  }

  /* ---- the game ---------------------------------------------------------------- */

  function last() { return game.line.pos(game.line.end()); }
  function viewing() {
    var at = B.state();
    return game && at.line === game.line;
  }

  /* A ply of the game's line, told as explore.js tells the learner's. */
  function push(token, said) {
    var line = game.line, g = line.end(), pos = line.pos(g);
    var ply = B.newPly(line, g, pos, token);
    if (said) {
      ply.h = fmt(T.idle, ply.n, SIDE[ply.s], B.moveName(token));
      ply.a += ' ' + said;
    }
    var at = B.state();
    line.plies.push(ply);
    /* the reader stays where it is if it went elsewhere meanwhile */
    if (at.line === line && at.g === g) B.go(line, g + 1, 'animate');
    $('versus-text').value = record();
  }

  /* What comes next: the end, the learner's move, or the computer's. */
  function next() {
    var pos = last(), st;
    $('versus-undo').disabled = !game.line.plies.length;
    try { st = engine.status(pos.line, opts); } catch (e) { st = { over: false }; }
    if (st.over) {
      var loser = st.loser === 'North' ? 1 : 0;
      game.over = true;
      /* the board says who lost, not who is to move (board.js) */
      pos.loser = loser;
      $('versus-text').value = record();
      /* said once the winning move is sown to its end */
      whenStill(function () {
        if (!game || !game.over) return;
        B.refresh();
        say('over', fmt(M.gameOver, SIDE[loser]) + ' ' +
          (loser === game.human ? T.itWon : T.youWon));
      });
      return;
    }
    game.over = false;
    if (pos.toMove === game.human) {
      say('you', (game.said ? game.said + ' ' : '') + fmt(T.yourMove, SIDE[game.human]));
      return;
    }
    think(pos);
  }

  function think(pos) {
    game.busy = true;
    game.said = '';
    say('thinking', T.thinking);
    theWorker().postMessage({ id: ++asked, rules: B.rulesText(), line: pos.line,
      nodes: game.nodes });
  }

  /* How the computer sees its chances after its move, in a learner's
   * words (B.chance). */
  function estimate(l) {
    return B.chance(T.computer, l);
  }

  function answered(r) {
    if (!game || r.id !== asked) return;     /* an old question */
    if (r.error || !r.result.lines.length) {
      game.busy = false;
      say('failed', fmt(T.failed, r.error || '?'));
      return;
    }
    var l = r.result.lines[0];
    game.thinkMs.push(r.result.ms);
    /* the learner's move is sown to its end first */
    whenStill(function () {
      if (!game || r.id !== asked) return;
      game.busy = false;
      game.said = fmt(T.played, B.moveName(l.token), estimate(l));
      push(l.token, game.said);
      next();
    });
  }

  function whenStill(fn) {
    if (B.board.classList.contains('sowing-now')) setTimeout(whenStill, 100, fn);
    else fn();
  }

  /* explore.js asks this first of every move played: in the game, on its
   * line, a move of the learner's side is the learner's (from an earlier
   * ply of the game, it takes the game back there); nothing else is
   * played on the game's line. */
  B.playMove = function (token) {
    if (!viewing()) return false;
    var at = B.state(), line = game.line, pos = line.pos(at.g);
    if (game.busy || at.g < line.at || pos.toMove !== game.human) return true;
    line.plies.length = at.g - line.at;
    game.said = '';
    push(token);
    next();
    return true;
  };

  function start() {
    if (!engine) return;
    var at = B.state(), side = $('versus-side').value, level = +$('versus-level').value;
    cancel();
    var pos = at.line.pos(at.g);
    game = { line: new B.Line('mine', 'mine', at.line, at.g, []), level: level,
      nodes: engine.levelNodes(level), busy: false, over: false, said: '',
      human: side === 'S' ? 0 : side === 'N' ? 1 : pos.toMove, thinkMs: [] };
    B.playGame = game;
    box.classList.add('on');
    $('versus-stop').disabled = false;
    B.go(game.line, at.g);
    $('versus-text').value = record();
    next();
  }

  function undo() {
    if (!game) return;
    cancel();
    var plies = game.line.plies, n = plies.length;
    while (n && plies[n - 1].s !== game.human) n--;
    if (n) n--;
    /* the page is taken there first: it steps from where it was */
    B.go(game.line, game.line.at + n);
    plies.length = n;
    game.said = '';
    $('versus-text').value = record();
    next();
  }

  function stop() {
    cancel();
    game = null;
    name(null);
    box.classList.remove('on');
    $('versus-undo').disabled = true;
    $('versus-stop').disabled = true;
    say('off', '');
  }

  /* ---- the record ---------------------------------------------------------------- */

  /* `key: 'value'`, the value single-quoted as the writers give every
   * value, and folded as libyaml folds it at their width (80 columns:
   * yaml_write.c): at a space past the width, not the first or last
   * character, nor one of several spaces, the line breaks instead, and
   * goes on indented by `indent`. */
  function pair(key, value, indent) {
    var out = key + ": '", col = out.length, s = String(value), spaces = false;
    var pad = indent || '  ';
    for (var i = 0; i < s.length; i++) {
      var c = s.charAt(i);
      if (c === ' ') {
        if (!spaces && col > 80 && i > 0 && i < s.length - 1 && s.charAt(i + 1) !== ' ') {
          out += '\n' + pad;
          col = pad.length;
        } else {
          out += c;
          col++;
        }
        spaces = true;
        continue;
      }
      out += c === "'" ? "''" : c;
      col += c === "'" ? 2 : 1;
      spaces = false;
    }
    return out + "'";
  }
  function q(s) { return "'" + String(s).replace(/'/g, "''") + "'"; }

  /* The game as `bao convert --to yaml` writes a record: its known keys
   * in their order, the rules as a block mapping, the start when it is
   * not the game's usual one, the moves. */
  function record() {
    if (!game) return '';
    var out = ['---'], start = game.line.pos(game.line.at).line;
    var me = T.you, it = fmt(T.engine, game.level), st = null, usual;
    out.push(pair('south', game.human === 0 ? me : it));
    out.push(pair('north', game.human === 1 ? me : it));
    try {
      st = engine.status(last().line, opts);
      usual = engine.start(opts);
    } catch (e) { usual = data.start; }
    if (st && st.over) out.push(pair('result', st.loser === 'North' ? '1-0' : '0-1'));
    out.push(pair('variant', data.variant));
    if (data.rules.length) {
      out.push('rules:');
      data.rules.forEach(function (r) {
        var eq = r.indexOf('=');
        out.push(pair('  ' + r.slice(0, eq), r.slice(eq + 1), '    '));
      });
    }
    out.push(pair('dialect', 'devoogt'));
    if (start !== usual) out.push(pair('setup', start));
    if (game.line.plies.length) out.push('moves:');
    game.line.plies.forEach(function (p) { out.push('- ' + q(p.t)); });
    return out.join('\n') + '\n';
  }
  window.baoPlayRecord = record;

  $('versus-download').addEventListener('click', function () {
    var a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([record()], { type: 'application/yaml' }));
    a.download = 'bao-game.yaml';
    document.body.appendChild(a);
    a.click();
    document.body.removeChild(a);
    setTimeout(function () { URL.revokeObjectURL(a.href); }, 1000);
  });
  $('versus-copy').addEventListener('click', function () {
    var text = $('versus-text');
    text.value = record();
    function done() { $('versus-status').textContent = T.copied; }
    if (navigator.clipboard && navigator.clipboard.writeText) {
      navigator.clipboard.writeText(text.value).then(done, function () {
        text.select();
        if (document.execCommand('copy')) done();
      });
    } else {
      text.select();
      if (document.execCommand('copy')) done();
    }
  });
  /* On the game's line, the computer's turn lights no hole and offers no
   * move (explore.js's, which ran first): they are not the learner's. */
  var names = [0, 1].map(function (side) {
    var b = document.querySelector('#row-' + 'SN'.charAt(side) + ' .player bdi');
    return b ? [b, b.textContent] : null;
  });
  /* The table beside the board names the players of the game shown: on
   * the game against the computer, "You" and "The computer". */
  function name(line) {
    names.forEach(function (n, side) {
      if (!n) return;
      n[0].textContent = !game || line !== game.line ? n[1]
        : side === game.human ? T.you : T.computer;
    });
  }
  B.onGo(function (line, g) {
    name(line);
    if (!game || line !== game.line || line.pos(g).toMove === game.human) return;
    B.view.extra = {};
    B.refresh();
    B.clear($('legal'));
  });

  $('versus-start').addEventListener('click', start);
  $('versus-undo').addEventListener('click', undo);
  $('versus-stop').addEventListener('click', stop);
  $('versus-export').addEventListener('toggle', function () {
    $('versus-text').value = record();
  });
})();
