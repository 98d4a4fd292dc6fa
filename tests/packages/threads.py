"""threads.py - the Python module's calls from several threads at once,
each object shared and closed under the others' feet: solvers, players
and readers closed while another thread is inside solve(), think() (a
player of two threads: its helper searching too) or the reading;
records read, written, positions played in every notation, a page read
as a record (once a double free), all at the same time.

What must hold: no crash and no memory error (python.sh runs this with
the ASan+UBSan build of libbao preloaded, when the build is one: a
use-after-free or a double free aborts the interpreter), every call
ends with its answer or with bao.ClosedError / bao.Error, and the
answers are the same as one thread's.  The work is counted (ROUNDS per
thread), never timed.

Usage: python threads.py SOURCE_DIR TMP_DIR"""

import os
import sys
import threading

import bao

SOURCE, TMP = sys.argv[1], sys.argv[2]
ROUNDS = int(os.environ.get("BAO_THREAD_ROUNDS", "12"))
RECORD = os.path.join(SOURCE, "records", "maulidi-kijumbe-1994.yaml")
KIBA = os.path.join(SOURCE, "records", "maulidi-kijumbe-1994-kiba.yaml")
PAGE = os.path.join(TMP, "page.html")
with open(PAGE, "w") as f:
    f.write("<!DOCTYPE html><html><body><p>not a record</p></body></html>\n")

# the answers of one thread, before any other starts
START = bao.Position.start()
ONE = bao.Position.start().play("A6L*").position
SOLVED = bao.solve(ONE, 2)
GAME = bao.read(RECORD)[0]
YAML = GAME.write("yaml")
BEST = bao.best(ONE, nodes=3000).best
LEGAL = [m.token for m in ONE.moves()]

errors = []
counts = {"closed": 0, "answers": 0}
lock = threading.Lock()


def count(key):
    with lock:
        counts[key] += 1


def expect(got, want, what):
    if got != want:
        errors.append("%s: %r != %r" % (what, got, want))
    count("answers")


shared = {"solver": bao.Solver(), "player": bao.Player(threads=2), "reader": None}


def solver_user():
    for _ in range(ROUNDS):
        s = shared["solver"]
        try:
            expect(s.solve(ONE, 2), SOLVED, "solve")
            s.solve_moves(ONE, 1)
        except bao.ClosedError:
            count("closed")


def player_user():
    for _ in range(ROUNDS):
        pl = shared["player"]
        try:
            t = pl.think(ONE, nodes=3000)
            # two threads: not the one-thread answer, but one of the moves
            expect(t.best in LEGAL, True, "two threads' best")
        except bao.ClosedError:
            count("closed")


def two_threads():
    """A player of two threads: closed while its helper searches."""
    return bao.Player(threads=2)


def closer():
    """Closes the shared objects while the others use them, and makes
    new ones."""
    for _ in range(ROUNDS):
        for key, make in (("solver", bao.Solver), ("player", two_threads)):
            old = shared[key]
            shared[key] = make()
            old.close()
            old.close()  # twice: harmless
        r = shared["reader"]
        shared["reader"] = bao.Reader(RECORD)
        if r:
            r.close()


def reader_user():
    for _ in range(ROUNDS):
        r = shared["reader"]
        if r is None:
            continue
        try:
            for g in r:
                expect(len(g.plies), len(GAME.plies), "plies")
        except bao.ClosedError:
            count("closed")


def records_user():
    for _ in range(ROUNDS):
        g = bao.read(KIBA)[0]
        b = bao.Board()
        for p in g.plies:
            b.push(p.token)
        expect(b.position, GAME.plies[-1].position, "kiba game")
        expect(bao.read(RECORD)[0].write("yaml"), YAML, "written")
        while len(b):
            b.pop()
        expect(b.position, START, "popped")
        for path in (PAGE, TMP):
            try:
                bao.read(path)
                errors.append("%s read as a record" % path)
            except (bao.Error, OSError):
                count("answers")


def engine_user():
    for _ in range(ROUNDS):
        expect(bao.best(ONE, nodes=3000).best, BEST, "best")
        expect(bao.perft(START, 3), 38, "perft")
        for d in bao.DIALECTS:
            for m in START.moves(d):
                START.play(m.token, d)
        ONE.svg()


threads = [threading.Thread(target=f) for f in (
    solver_user, solver_user, player_user, player_user, closer, reader_user,
    reader_user, records_user, engine_user)]
for t in threads:
    t.start()
for t in threads:
    t.join()
for key in ("solver", "player", "reader"):
    if shared[key]:
        shared[key].close()

print("threads: %d answers, %d calls met a closed object" % (
    counts["answers"], counts["closed"]))
if errors:
    print("\n".join(errors[:20]))
    sys.exit(1)
if counts["answers"] < ROUNDS * 5:
    print("too few answers")
    sys.exit(1)
