#!/usr/bin/env python3
"""bao play (issue 28 item 4), driven as a person drives it: through a
pseudo-terminal, then through a pipe as a script does.

1. The terminal: `bao play --level 1` shows its prompt; a whole game is
   played by typing, each turn, the first of the moves `moves` lists.
   Along the way:
   - `undo` after our second move: the board drawn must be the one drawn
     before that move, and `moves` must list the same moves as then;
   - `hint` names one of the legal moves, with a score;
   - a word that is no move is answered with the legal moves, and the
     game goes on;
   - at the end, who lost and why is said; `save FILE` writes a record
     that `bao check` passes (exit 0), whose plies are the moves played
     (ours as typed, the computer's as it named them, in order), whose
     players are "You" and "bao level 1" and whose result names the side
     that lost; `quit` leaves with exit 0.  Unsaved, `quit` asks once
     more; Control-D leaves at once.
2. The pipe: no prompt is shown, commands are read line by line, the end
   of the input ends the game politely (exit 0); a game saved after our
   move and the computer's reply checks with two plies.  Two runs of the
   same input say the same (a level is a node budget: deterministic).
3. --side N: the computer (South) moves first, and the saved record has
   it as South's first ply; --position: the record's setup is that line.

Every expectation is the rules' (bao check replays the record) or what
was seen earlier in the same session: nothing is pasted from our output.
Usage: play.py BAO"""
import os
import pty
import re
import select
import subprocess
import sys
import tempfile
import time

BAO = sys.argv[1] if len(sys.argv) > 1 else "bao"
# a hang guard only (the session takes about 0.5 s; generous for a
# sanitizer build on a busy machine): never a measure of speed
DEADLINE = time.time() + 600
failures = []


def ko(what):
    failures.append(what)
    print("not ok: " + what)


def ok(cond, what):
    if cond:
        print("ok: " + what)
    else:
        ko(what)
    return cond


class Session:
    """bao play on a pseudo-terminal."""

    def __init__(self, args):
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            os.environ["TERM"] = "dumb"
            os.execv(BAO, [BAO, "play"] + args)
        self.buf = ""

    def until(self, pattern):
        """Everything up to and including `pattern` (a regex)."""
        rx = re.compile(pattern)
        while True:
            m = rx.search(self.buf)
            if m:
                out, self.buf = self.buf[:m.end()], self.buf[m.end():]
                return out
            left = DEADLINE - time.time()
            if left <= 0:
                raise TimeoutError("waiting for %r after %r" %
                                   (pattern, self.buf[-300:]))
            r, _, _ = select.select([self.fd], [], [], left)
            if not r:
                continue
            try:
                data = os.read(self.fd, 4096)
            except OSError:  # the other side has closed
                data = b""
            if not data:
                raise EOFError("bao play ended; it said %r" % self.buf[-300:])
            self.buf += data.decode("utf-8", "replace").replace("\r\n", "\n")

    def say(self, line, prompt=r"(Your move)?> $"):
        """Types a line; what bao answered, up to its next prompt."""
        os.write(self.fd, (line + "\n").encode())
        out = self.until(prompt)
        # the terminal echoes what was typed: drop that line
        first, _, rest = out.partition("\n")
        return rest if first.strip() == line else out

    def wait(self):
        _, status = os.waitpid(self.pid, 0)
        os.close(self.fd)
        return os.waitstatus_to_exitcode(status)


def boards(text):
    """The diagrams in a piece of output: their rows of holes."""
    rows = [ln for ln in text.splitlines() if re.match(r"^[ABab]  ", ln)]
    return ["\n".join(rows[i:i + 4]) for i in range(0, len(rows), 4)]


def legal(text):
    m = re.search(r"^Legal moves: (.*)$", text, re.M)
    return m.group(1).split() if m else []


def played(text):
    """The plies a piece of output tells, in order."""
    return re.findall(r"^(?:You play|bao level \d \((?:South|North)\) plays) "
                      r"(\S+): ", text, re.M)


def record_plies(path):
    """The moves of a YAML record as bao writes it: `- 'TOKEN'` items."""
    with open(path) as f:
        text = f.read()
    body = text.split("\nmoves:\n", 1)[1] if "\nmoves:\n" in text else ""
    return re.findall(r"^- '([^']*)'$", body, re.M), text


def check(path):
    p = subprocess.run([BAO, "check", path], capture_output=True, text=True)
    return p.returncode, p.stderr


def terminal_game(tmp):
    s = Session(["--level", "1"])
    out = s.until(r"Your move> $")
    ok("South to move" in out and len(boards(out)) == 1,
       "the board is drawn before the first move, South to move")
    moves_played = []
    shown = boards(out)[-1]
    n_ours = 0
    over = False
    while not over:
        out = s.say("moves")
        options = legal(out)
        if not options:
            ko("moves listed nothing while the game goes on: %r" % out)
            break
        if n_ours == 2:  # a word that is no move: told the legal moves
            bad = s.say("zz9")
            ok(legal(bad) == options and "is not a move here" in bad,
               "a word that is no move is answered with the legal moves")
            hint = s.say("hint")
            m = re.search(r"^Hint: (\S+) \(for (South|North): "
                          r"(\d+%|win \d+|loss \d+),", hint, re.M)
            ok(m is not None and m.group(1) in options,
               "hint names a legal move with a score: %r" % hint.strip())
        before = shown
        out = s.say(options[0], prompt=r"(Your move)?> $")
        got = played(out)
        ok(got and got[0] == options[0], "our move %s is played" % options[0])
        moves_played += got
        n_ours += 1
        if boards(out):
            shown = boards(out)[-1]
        over = "has lost" in out or "never ends" in out
        if n_ours == 2 and not over:  # take back our move and the reply
            back = s.say("undo")
            ok(boards(back) and boards(back)[-1] == before,
               "undo draws the board as it was before our move")
            ok(legal(s.say("moves")) == options,
               "after undo the same moves are legal")
            moves_played = moves_played[:-len(got)]
            out = s.say(options[0])  # and play it again: the same reply
            again = played(out)
            ok(again == got, "the same move gets the same reply %r" % got)
            moves_played += again
            shown = boards(out)[-1] if boards(out) else ""
            over = "has lost" in out
        if n_ours > 400:
            ko("no end after 400 of our moves")
            break
    m = re.search(r"^(South|North) has lost: (.*)$", out, re.M)
    ok(m is not None, "the end says who lost and why")
    ok("save FILE" in out, "the end hints at save")
    path = os.path.join(tmp, "game.yaml")
    saved = s.say("save " + path, prompt=r"> $")
    ok(re.search(r"Saved %d plies" % len(moves_played), saved) is not None,
       "save says it wrote the %d plies played" % len(moves_played))
    rc, err = check(path)
    ok(rc == 0, "bao check passes the saved game (exit %d) %s" % (rc, err))
    plies, text = record_plies(path)
    ok(plies == moves_played, "the record's plies are the moves played "
       "(%d and %d)" % (len(plies), len(moves_played)))
    ok("south: 'You'" in text and "north: 'bao level 1'" in text,
       "the players are You and bao level 1")
    ok(re.search(r"^date: '\d{4}-\d\d-\d\d'$", text, re.M) is not None,
       "the record is dated")
    if m:
        result = "0-1" if m.group(1) == "South" else "1-0"
        ok("result: '%s'" % result in text, "the result names the loser")
    os.write(s.fd, b"quit\n")
    ok(s.wait() == 0, "quit leaves with exit 0")
    return len(moves_played)


def terminal_quit():
    """quit with the game unsaved asks once more; the end of the input
    (Control-D) leaves without asking."""
    s = Session(["--level", "1"])
    s.until(r"Your move> $")
    s.say("A6L*")
    asked = s.say("quit")
    ok("not saved" in asked, "quit with the game unsaved asks again")
    os.write(s.fd, b"quit\n")
    ok(s.wait() == 0, "and quit again leaves, exit 0")
    s = Session(["--level", "1"])
    s.until(r"Your move> $")
    os.write(s.fd, b"\x04")
    ok("Goodbye." in s.until(r"Goodbye\.") and s.wait() == 0,
       "Control-D says goodbye and leaves, exit 0")


def piped(args, text):
    p = subprocess.run([BAO, "play"] + args, input=text, capture_output=True,
                       text=True, timeout=60)
    return p.returncode, p.stdout, p.stderr


def column(args, k):
    p = subprocess.run([BAO] + args, capture_output=True, text=True)
    return [ln.split("\t")[k] for ln in p.stdout.splitlines()]


def pipe_games(tmp):
    path = os.path.join(tmp, "pipe.yaml")
    script = "moves\nhelp\nA6L*\nsave %s\n" % path
    rc, out, err = piped(["--level", "1"], script)
    ok(rc == 0 and not err, "a script through a pipe: exit 0, nothing on "
       "stderr (%d, %r)" % (rc, err))
    ok("Your move>" not in out, "no prompt when standard input is a pipe")
    ok(out.rstrip().endswith("Goodbye."), "the end of the input ends politely")
    plies, _ = record_plies(path)
    moves_seen = played(out)
    ok(len(plies) == 2 and plies == moves_seen and plies[0] == "A6L*",
       "the saved game holds our move and the reply: %r" % plies)
    ok(check(path)[0] == 0, "and bao check passes it")
    ok(piped(["--level", "1"], script)[1] == out,
       "two runs of one script say the same")

    # a move typed in KIBA's notation, or AP's, is the move of that
    # spelling (as bao moves --dialect spells it); the record keeps the
    # canonical token; with --dialect, the moves are listed in it
    for dialect in ("kiba", "ap"):
        spelled = column(["moves", "--dialect", dialect], 0)
        canonical = column(["moves"], 0)
        path = os.path.join(tmp, dialect + ".yaml")
        rc, out, _ = piped(["--level", "1"],
                           "%s\nsave %s\n" % (spelled[1], path))
        plies, _ = record_plies(path)
        ok(rc == 0 and plies[:1] == [canonical[1]],
           "%s typed in %s is %s" % (spelled[1], dialect, canonical[1]))
        rc, out, _ = piped(["--dialect", dialect], "moves\n")
        ok(legal(out) == spelled, "--dialect %s lists %s" % (dialect,
                                                            spelled))

    # the computer as South moves first
    path = os.path.join(tmp, "north.yaml")
    rc, out, _ = piped(["--level", "2", "--side", "N"], "save %s\n" % path)
    first = played(out)
    plies, text = record_plies(path)
    ok(rc == 0 and len(first) == 1 and plies == first and
       "south: 'bao level 2'" in text and "north: 'You'" in text,
       "--side N: the computer opens as South: %r" % first)
    ok(check(path)[0] == 0, "and its record checks")

    # a set-up: the position after the first legal move, as bao moves
    # gives it; the record must start there
    line = column(["moves"], 1)[0]
    path = os.path.join(tmp, "setup.yaml")
    rc, out, _ = piped(["--level", "1", "--side", "N", "--position", line],
                       "moves\nsave %s\n" % path)
    _, text = record_plies(path)
    text = text.replace("\n  ", " ")  # YAML folds a long scalar
    ok(rc == 0 and ("setup: '%s'" % line) in text,
       "--position: the record's setup is the line")
    ok(check(path)[0] == 0, "and it checks")


def main():
    with tempfile.TemporaryDirectory() as tmp:
        try:
            n = terminal_game(tmp)
            print("# a whole game of %d plies through the terminal" % n)
            terminal_quit()
        except (TimeoutError, EOFError, IndexError, OSError) as e:
            ko("the terminal session: %s" % e)
        pipe_games(tmp)
    if failures:
        print("%d failed" % len(failures))
        sys.exit(1)
    print("all passed")


if __name__ == "__main__":
    main()
