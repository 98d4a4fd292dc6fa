"""test_python.py - the Python module (python/) installed into a venv
against an installed libbao, compared with the `bao` command of the same
build: the structs' layout with the C compiler's, perft from the start
(the command's figures and bao-rules(7)'s), 200 random games read and
replayed as `bao replay --positions` replays them, positions solved as
`bao solve` solves them, the reader's diagnostics as `bao check` reports
them on the bundled records, and errors as exceptions.

Run by python.sh, which sets BAO (the command), BAO_SOURCE, BAO_TMP,
BAO_LAYOUT (layout.c's output) and BAO_BUILD_LIB (the build folder)."""

import os
import re
import subprocess
import sys
import unittest

import bao
from bao import _lib

BAO = os.environ["BAO"]
SOURCE = os.environ["BAO_SOURCE"]
TMP = os.environ["BAO_TMP"]
VARIANTS = ("kiswahili", "kujifunza", "kete", "leaflet", "esperanto")


def run(*args):
    return subprocess.run([BAO, *args], capture_output=True, text=True)


def out(*args):
    r = run(*args)
    if r.returncode:
        raise AssertionError("bao %s: %s" % (" ".join(args), r.stderr))
    return r.stdout


def published_perft(variant):
    """bao-rules(7)'s PERFT table: the row of `variant`, depths 1 to 8."""
    with open(os.path.join(SOURCE, "man", "bao-rules.7")) as f:
        for line in f:
            if re.match(r"^%s( \d+){8}$" % variant, line.strip()):
                return [int(x) for x in line.split()[1:]]
    raise AssertionError("no perft row for %s" % variant)


def replayed(path):
    """`bao replay --positions`: each game's plies as (token, line)."""
    games = [[]]
    for row in out("replay", "--positions", path).splitlines():
        if row.startswith("# game"):
            games.append([])
        elif row:
            _, _, token, line = row.split("\t")
            games[-1].append((token, line))
    return [g for g in games if g]


def random_games():
    """40 random games of each variant (`bao random`), a file each."""
    files = []
    for i, v in enumerate(VARIANTS):
        path = os.path.join(TMP, "random-%s.yaml" % v)
        out("random", "--games", "40", "--seed", str(129 + i), "--variant", v,
            "-o", path)
        files.append((v, path))
    return files


class Layout(unittest.TestCase):
    def test_sizes_and_offsets_are_the_compilers(self):
        with open(os.environ["BAO_LAYOUT"]) as f:
            c = dict(line.split() for line in f)
        for name, struct in _lib.SIZES.items():
            self.assertEqual(int(c[name]), __import__("ctypes").sizeof(struct), name)
        at = {"bao_position.rules": _lib.Pos.rules, "bao_outcome.after": _lib.Outcome.after,
              "bao_game.index": _lib.Game.index, "bao_replay.done": _lib.Replay.done,
              "bao_ply_report.depth": _lib.PlyReport.depth,
              "bao_replay_opts.lap_budget": _lib.ReplayOpts.lap_budget}
        for name, fld in at.items():
            self.assertEqual(int(c[name]), fld.offset, name)


class Package(unittest.TestCase):
    def test_the_version_is_the_projects(self):
        with open(os.path.join(SOURCE, "CMakeLists.txt")) as f:
            want = re.search(r"project\(bao VERSION ([0-9.]+)", f.read()).group(1)
        self.assertEqual(bao.__version__, want)

    def test_docstrings(self):
        for name in bao.__all__:
            obj = getattr(bao, name)
            if callable(obj):
                self.assertTrue(obj.__doc__, name)


class Engine(unittest.TestCase):
    def test_perft_to_depth_6(self):
        start = bao.Position.start()
        got = [bao.perft(start, d) for d in range(7)]
        self.assertEqual(got, [int(out("perft", "--depth", str(d))) for d in range(7)])
        self.assertEqual(got[1:], published_perft("kiswahili")[:6])
        for v in VARIANTS:
            p = bao.Position.start(variant=v)
            self.assertEqual([p.perft(d) for d in range(1, 5)], published_perft(v)[:4], v)

    def test_start_and_moves_are_the_commands(self):
        for v in VARIANTS:
            p = bao.Position.start(variant=v)
            want = out("moves", "--variant", v)
            got = "".join("%s\t%s\n" % (m.token, m.position) for m in p.moves())
            self.assertEqual(got, want, v)
            self.assertEqual(p.variant, v)

    def test_200_random_games_replayed(self):
        n = 0
        for v, path in random_games():
            want = replayed(path)
            games = bao.read(path)
            self.assertEqual(len(games), len(want))
            for g, w in zip(games, want):
                n += 1
                # the reader and the walk
                self.assertTrue(g.ok, g.diagnostics)
                self.assertEqual([(p.canonical, str(p.position)) for p in g.plies], w)
                # and the engine alone, move by move from the start
                pos = bao.Position.start(variant=v)
                for token, line in w:
                    played = pos.play(token)
                    self.assertEqual(str(played.position), line)
                    self.assertTrue(played.events)
                    pos = played.position
                    # the board read from the struct is the line's 32 numbers
                    rows = [tuple(int(x) for x in r.split())
                            for r in line.split("|")[0].split("/")]
                    self.assertEqual(pos.board, tuple(rows))
                    self.assertEqual(pos.seeds("B1"), rows[3][0])
                    self.assertEqual(pos.seeds("b1"), rows[0][7])
        self.assertEqual(n, 200)

    def test_events_as_bao_annotate_lists_them(self):
        """Each ply's events, read with events=True, against the YAML
        of `bao annotate --format yaml` (another renderer of the same
        events): the kind, the holes, the seeds, the direction, the why."""
        plies = 0
        for v, path in random_games():
            want = []
            for row in out("annotate", "--format", "yaml", "--depth", "0", path).splitlines():
                if row.startswith("- ply:"):
                    want.append([])
                elif row.startswith("  - {event: "):
                    want[-1].append(dict(kv.split(": ", 1) for kv in row[5:-1].split(", ")))
            with bao.Reader(path, events=True) as r:
                got = [p.events for g in r for p in g.plies]
            self.assertEqual(len(got), len(want), path)
            for g, w in zip(got, want):
                plies += 1
                self.assertEqual([e.event for e in g], [x["event"] for x in w])
                for e, x in zip(g, w):
                    self.assertEqual(e.hole, x.get("hole"), x)
                    self.assertEqual(e.hole2, x.get("from", x.get("last")), x)
                    if "seeds" in x:
                        self.assertEqual(e.count, int(x["seeds"]), x)
                    self.assertEqual(e.direction, x.get("direction"), x)
                    self.assertEqual(e.why, x.get("why", x.get("entry")), x)
        self.assertGreater(plies, 5000)

    def test_solve_as_bao_solve(self):
        checked = 0
        kept = bao.Solver()
        self.addCleanup(kept.close)
        for v, path in random_games():
            for k, plies in enumerate(replayed(path)):
                if k % 10 or len(plies) < 5:
                    continue
                line = plies[-5][1]
                p = bao.Position.parse(line, variant=v)
                r = run("solve", "--variant", v, "--position", line, "--depth", "3")
                if r.returncode:
                    self.assertRaises(bao.Error, bao.solve, p, 3)
                    continue
                verdict, n, pv = r.stdout.rstrip("\n").split("\t")
                s = bao.solve(p, 3)
                # one solver kept for every position: the same answers
                self.assertEqual(kept.solve(p, 3), s)
                self.assertEqual((s.verdict, s.n, " ".join(s.line)), (verdict, int(n), pv))
                want = out("solve", "--all", "--variant", v, "--position", line,
                           "--depth", "3")
                got = "".join("%s\t%s\t%d\n" % (m.token, m.verdict, m.n)
                              for m in bao.solve_moves(p, 3))
                self.assertEqual(got, want)
                checked += 1
        self.assertGreaterEqual(checked, 15)


class Records(unittest.TestCase):
    SUMMARY = re.compile(r": (\d+) games?, (\d+) plies legal, (\d+) errors?, (\d+) warnings?$")

    def files(self):
        d = os.path.join(SOURCE, "records")
        return [os.path.join(d, f) for f in sorted(os.listdir(d))] + [
            os.path.join(SOURCE, "tests", "browser", "broken.txt")]

    def test_check_as_bao_check(self):
        for path in self.files():
            r = run("check", path)
            lines = (r.stdout + r.stderr).splitlines()
            want = [l for l in lines if l.startswith(path + ":") and not self.SUMMARY.search(l)]
            got = ["%s:%s" % (path, d) if d.line else "%s: %s" % (path, d)
                   for d in bao.check(path)]
            self.assertEqual(got, want, path)
            # and the summary line's counts
            m = [self.SUMMARY.search(l) for l in lines if self.SUMMARY.search(l)][0]
            games = list(bao.Reader(path)) if m.group(1) != "0" else []
            self.assertEqual(len(games), int(m.group(1)), path)
            self.assertEqual(sum(len(g.plies) for g in games), int(m.group(2)), path)
            self.assertEqual(sum(g.errors for g in games), int(m.group(3)) - (m.group(1) == "0"))
            self.assertEqual(sum(g.warnings for g in games), int(m.group(4)), path)

    def test_games_plies_and_tags(self):
        g = bao.read(os.path.join(SOURCE, "records", "maulidi-kijumbe-1994.yaml"))[0]
        self.assertEqual((g.tags["south"], g.tags["north"]), ("Maulidi", "Kijumbe"))
        self.assertEqual(len(g.plies), g.written)
        self.assertEqual([(p.number, p.side) for p in g.plies[:2]],
                         [(1, "South"), (2, "North")])
        with bao.Reader(os.path.join(SOURCE, "records", "maulidi-kijumbe-1994.txt"),
                        events=True) as r:
            g = next(iter(r))
        self.assertTrue(all(p.events for p in g.plies))
        # the same record from a string
        with open(os.path.join(SOURCE, "records", "maulidi-kijumbe-1994.txt")) as f:
            t = bao.read_text(f.read())[0]
        self.assertEqual([str(p.position) for p in t.plies], [str(p.position) for p in g.plies])
        self.assertEqual([str(d) for d in t.diagnostics], [str(d) for d in g.diagnostics])
        self.assertEqual(g.plies[-1].position, bao.Position.parse(str(g.plies[-1].position)))


class Errors(unittest.TestCase):
    def test_a_bad_position_line(self):
        bad = "0 0 0 / nonsense"
        err = run("moves", "--position", bad).stderr
        col, msg = re.search(r"--position:1:(\d+): error: (.*)", err).groups()
        with self.assertRaises(bao.Error) as e:
            bao.Position.parse(bad)
        self.assertEqual((e.exception.message, e.exception.column), (msg, int(col)))
        self.assertEqual(str(e.exception), msg)

    def test_an_illegal_move_names_the_legal_ones(self):
        legal = " ".join(l.split("\t")[0] for l in out("moves").splitlines())
        with self.assertRaises(bao.Error) as e:
            bao.Position.start().play("A1L")
        self.assertIn("(legal: %s)" % legal, e.exception.message)

    def test_a_bad_variant_or_rule(self):
        err = run("moves", "--rule", "nonsense=1").stderr
        with self.assertRaises(bao.Error) as e:
            bao.Position.start(rules="nonsense=1")
        self.assertIn(e.exception.message, err)
        self.assertRaises(bao.Error, bao.Position.start, variant="chess")

    def test_the_names_are_the_librarys(self):
        # the module's lists, read from the library's tables, are this
        # file's VARIANTS (which tests/tables.sh holds to rules.c) and
        # the dialects the command's error lists; its errors list them
        self.assertEqual(bao.VARIANTS, VARIANTS)
        said = run("convert", "--dialect", "?", "x").stderr.splitlines()[0]
        listed = said[len("bao: --dialect takes "):-len(": ?")]
        self.assertEqual(bao.DIALECTS, tuple(listed.replace(" or ", ", ").split(", ")))
        with self.assertRaises(bao.Error) as e:
            bao.Position.start(variant="chess")
        self.assertIn("(%s or %s)" % (", ".join(VARIANTS[:-1]), VARIANTS[-1]),
                      e.exception.message)
        with self.assertRaises(bao.Error) as e:
            bao.Position.start().moves(dialect="chess")
        self.assertIn("(" + listed + ")", e.exception.message)

    def test_a_search_past_its_budget(self):
        with self.assertRaises(bao.Error) as e:
            bao.solve(None, 5, max_nodes=10)
        self.assertIn("node budget", e.exception.message)
        self.assertRaises(bao.Error, bao.perft, None, 65)

    def test_files(self):
        self.assertRaises(OSError, bao.read, os.path.join(TMP, "no-such-file"))
        with self.assertRaises(bao.Error) as e:
            bao.read(os.path.join(SOURCE, "records", "README.md"))
        self.assertEqual(e.exception.message, "no game found")


def random_game_lines(path):
    """The plies of the games of `path` as `bao replay --positions`
    gives them (canonical token, position line)."""
    return replayed(path)


class Dialects(unittest.TestCase):
    """Every notation the library reads, wherever a move is taken."""

    def test_the_1994_game_in_kiba_and_mw_is_the_de_voogt_game(self):
        """records/ holds one game in three notations (transcribed from
        the same source): pushed token by token into a Board, read in
        KIBA's (found from the tokens) and in MW's (named), each ends
        where the de Voogt record ends."""
        want = bao.read(os.path.join(SOURCE, "records", "maulidi-kijumbe-1994.yaml"))[0]
        for name, dialect in (("kiba", None), ("kiba", "kiba"), ("mw", "mw")):
            g = bao.read(os.path.join(SOURCE, "records",
                                      "maulidi-kijumbe-1994-%s.yaml" % name))[0]
            b = bao.Board()
            for p in g.plies:
                b.push(p.token, dialect)
            self.assertEqual(len(b), len(want.plies), name)
            self.assertEqual(b.position, want.plies[-1].position, name)
            self.assertEqual([m.token for m in b.move_stack],
                             [p.canonical for p in want.plies], name)

    def test_abstract_play_tokens(self):
        """The AP records of tests/data (AP's own games): each ply's
        token as AP wrote it ('f2<*'), played by Position.play without
        naming the notation, gives the position the record's replay
        gives."""
        plies = 0
        path = os.path.join(SOURCE, "tests", "data", "abstractplay", "records-default.json")
        for g in bao.read(path):
            b = bao.Board(g.start)
            b.tags = {k: v for k, v in g.tags.items() if v is not None}
            for p in g.plies:
                got = b.push(p.token)
                self.assertEqual(got.token, p.canonical, p.token)
                self.assertEqual(got.position, p.position)
                plies += 1
            # the board's AP record, read back: the same moves (AP's
            # games are played under AP's rules, which the header keeps)
            again = bao.read_text(b.record("ap"), name="g.jsonl", format="ap")[0]
            self.assertEqual([p.position for p in again.plies],
                             [p.position for p in g.plies])
        self.assertGreater(plies, 100)

    def test_every_move_in_every_dialect_reads_back(self):
        """Along 40 random games: every legal move written in each
        notation (moves(dialect)) is read back, in that notation, as
        the same move; read without naming it, as the same move too,
        except MW's North tokens, which are de Voogt's mirrored."""
        v, path = random_games()[0]
        seen = two_ways = 0
        for plies in replayed(path):
            pos = bao.Position.start(variant=v)
            for token, line in plies:
                canon = [m.token for m in pos.moves()]
                for d in bao.DIALECTS:
                    written = pos.moves(d)
                    for c, m in zip(canon, written):
                        self.assertEqual(pos.play(m.token, d).token, c, (d, m.token))
                        if d != "mw" or pos.to_move == "South":
                            # unnamed: the move, or (read two ways as two
                            # moves) AmbiguousMoveError naming both
                            try:
                                self.assertEqual(pos.play(m.token).token, c, (d, m.token))
                            except bao.AmbiguousMoveError as e:
                                self.assertIn("%s in %s" % (c, d if d != "mw" else "devoogt"),
                                              e.message)
                                two_ways += 1
                        self.assertEqual(pos.token(c, to=d), m.token)
                        seen += 1
                pos = pos.play(token).position
                self.assertEqual(str(pos), line)
        self.assertGreater(seen, 10000)
        self.assertLess(two_ways, seen // 10)

    def test_errors_are_value_errors_of_their_kind(self):
        p = bao.Position.start()
        with self.assertRaises(bao.InvalidMoveError) as e:
            p.play("A9L")
        self.assertIsInstance(e.exception, ValueError)
        self.assertEqual(e.exception.column, 2)  # the 9
        with self.assertRaises(bao.IllegalMoveError) as e:
            p.play("A1L")
        self.assertIn("(legal: ", e.exception.message)
        with self.assertRaises(bao.InvalidPositionError) as e:
            bao.Position.parse("0 0 0 / nonsense")
        self.assertTrue(issubclass(bao.AmbiguousMoveError, bao.Error))
        self.assertRaises(bao.Error, p.moves, "chess")
        # a hole with moves both ways, its letter left out: two moves
        amb = [m.token[:2] for m in p.moves()]
        hole = next(h for h in amb if amb.count(h) == 2 and "*" not in h)
        self.assertRaises(bao.AmbiguousMoveError, p.play, hole)


class Boards(unittest.TestCase):
    def test_push_pop_and_the_record_it_makes(self):
        """Random games replayed on a Board, taken back to the start
        with pop(), and their records (YAML, transcript, AP) read back
        by the library's readers to the same positions; the records
        the command would write (`bao convert`) from the same game."""
        v, path = random_games()[0]
        for k, plies in enumerate(replayed(path)[:10]):
            b = bao.Board(variant=v)
            for token, line in plies:
                b.push(token)
                self.assertEqual(str(b.position), line)
            for fmt in ("yaml", "text"):
                text = b.record(fmt, tags={"south": "S", "north": "N"})
                name = "g.yaml" if fmt == "yaml" else "g.jsonl" if fmt == "ap" else "g.txt"
                g = bao.read_text(text, name=name, format=fmt)[0]
                self.assertEqual([str(p.position) for p in g.plies],
                                 [l for _, l in plies], fmt)
                self.assertEqual(g.tags.get("south"), "S")
            n = len(b)
            while len(b):
                b.pop()
            self.assertEqual(b.position, bao.Position.start(variant=v))
            self.assertEqual(n, len(plies))
        self.assertRaises(IndexError, b.pop)

    def test_a_board_writes_in_its_notation(self):
        """A Board in KIBA's notation lists its moves and writes its
        records in it (with the dialect stated), and the library reads
        them back to the game's positions."""
        g = bao.read(os.path.join(SOURCE, "records", "maulidi-kijumbe-1994.yaml"))[0]
        b = bao.Board(dialect="kiba")
        for p in g.plies:
            b.push(p.canonical)
        self.assertTrue(all("<" in m.token or ">" in m.token for m in b.moves()))
        for fmt, name in (("yaml", "k.yaml"), ("text", "k.txt")):
            text = b.record(fmt)
            self.assertIn("kiba", text.lower())
            again = bao.read_text(text, name=name)[0]
            # written as KIBA writes them: < and >, never L or R
            self.assertTrue(all(("<" in p.token or ">" in p.token) and
                                "L" not in p.token and "R" not in p.token
                                for p in again.plies), fmt)
            self.assertEqual([p.position for p in again.plies],
                             [p.position for p in g.plies], fmt)

    def test_records_keep_notes_and_variations(self):
        """A YAML record written back as read is the command's `bao
        convert` of it, byte for byte: notes, comments, glyphs and
        variations kept; the notes are on the plies."""
        for f in ("maulidi-kijumbe-1994.yaml", "maulidi-kijumbe-1994-kiba.yaml"):
            path = os.path.join(SOURCE, "records", f)
            games = bao.read(path)
            self.assertEqual(bao.write(games, "yaml"), out("convert", "--to", "yaml", path))
            self.assertTrue(any(p.note for p in games[0].plies))
        path = os.path.join(TMP, "variations.yaml")
        with open(path, "w") as f:
            f.write("south: A\nnorth: B\ndialect: devoogt\nmoves:\n- move: A6L*\n  note: an opening\n"
                    "  glyph: '!'\n  variations: [[A7L*], [A6R*, a6L*]]\n- a5R\n")
        g = bao.read(path)[0]
        self.assertEqual((g.plies[0].note, g.plies[0].glyph), ("an opening", "!"))
        self.assertEqual(g.plies[0].variations, [["A7L*"], ["A6R*", "a6L*"]])
        self.assertEqual(g.write("yaml"), out("convert", "--to", "yaml", path))
        self.assertRaises(bao.Error, g.write, "text")  # a transcript has no variations
        g = bao.read(os.path.join(SOURCE, "records", "maulidi-kijumbe-1994.yaml"))[0]
        again = bao.read_text(g.write("text"), name="v.txt")[0]
        self.assertEqual([p.note for p in again.plies], [p.note for p in g.plies])
        self.assertEqual([p.position for p in again.plies], [p.position for p in g.plies])


class Engine2(unittest.TestCase):
    def test_best_as_bao_best(self):
        """The engine's best move and line, as `bao best --nodes N
        --all` gives them, for positions along random games."""
        checked = 0
        for v, path in random_games()[:2]:
            for plies in replayed(path)[:6]:
                line = plies[len(plies) // 2][1]
                p = bao.Position.parse(line, variant=v)
                want = out("best", "--variant", v, "--position", line, "--nodes",
                           "4000", "--all")
                t = bao.best(p, nodes=4000, all=True)
                got = "".join("%s\t%s\t%d\t%s\n" % (l.token, l.says, l.depth, " ".join(l.pv))
                              for l in t.lines)
                self.assertEqual(got, want, line)
                self.assertEqual(t.best, want.split("\t")[0])
                checked += 1
        self.assertGreaterEqual(checked, 10)

    def test_scores(self):
        # player.h: WIN - k is a win k plies away, a win in (k + 1) / 2
        # moves; -(WIN - k) a loss in k / 2; an estimate a percent
        self.assertEqual(bao.score_format(29999), "win 1")
        self.assertEqual(bao.score_format(29995), "win 3")
        self.assertEqual(bao.score_format(-29996), "loss 2")
        self.assertEqual(bao.score_format(-30000), "loss 0")
        self.assertEqual(bao.score_format(0), "50%")
        for bad in (8001, -8001, 10 ** 6, 2 ** 31, 30001, 1.5, True):
            self.assertRaises(bao.Error, bao.score_format, bad)
        self.assertEqual([bao.level_nodes(l) for l in (1, 2)],
                         [bao.level_nodes(1), 4 * bao.level_nodes(1)])
        self.assertRaises(bao.Error, bao.level_nodes, 9)

    def test_judgement_of_a_game(self):
        """Each ply's judgement: the played move's score never above the
        best's (engine_judge.h), and a ply the engine prefers costs 0."""
        b = bao.Board()
        for token, _ in replayed(random_games()[0][1])[0][:12]:
            b.push(token)
        js = b.judge(nodes=2000)
        self.assertEqual(len(js), 12)
        for j in js:
            self.assertLessEqual(j.after, j.before)
            if j.best == j.token:
                self.assertEqual(j.after, j.before)
            self.assertIn(j.mark, ("-", "inaccuracy", "mistake"))

    def test_board_access_and_svg(self):
        for plies in replayed(random_games()[1][1])[:3]:
            for _, line in plies[:20]:
                p = bao.Position.parse(line, variant="kujifunza")
                for name, n in p.holes.items():
                    self.assertEqual(p.seeds(name), n)
                houses = line.split("|")[2].split()
                self.assertEqual(p.nyumba, tuple(h[2] != "x" for h in houses[1:]))
        line = replayed(random_games()[0][1])[0][5][1]
        self.assertEqual(bao.Position.parse(line).svg(),
                         out("diagram", "--position", line, "--format", "svg"))


class EngineThreads(unittest.TestCase):
    """The engine that plays on several threads sharing its table
    (player.h's bao_player_set_threads, Lazy SMP), held to what does not
    depend on how the threads ran: their answer is not deterministic."""

    def test_threads_agree_with_the_solver(self):
        """On the last plies of random games, a search of 2D plies on 2
        and 3 threads gives the exact solver's verdict at depth D as its
        score (player.h: a win in n moves is WIN - (2n - 1), a loss in n
        -(WIN - 2n)), and, for a win, a first move that the solver says
        wins in n (bao.solve_moves)."""
        win = _lib.SCORE_WIN
        verdicts = 0
        for threads in (2, 3):
            for v, path in random_games()[:3]:
                for plies in replayed(path)[:8]:
                    for back in (2, 3, 4, 5):
                        if len(plies) <= back:
                            continue
                        p = bao.Position.parse(plies[-back][1], variant=v)
                        depth = 2 + back % 2
                        try:
                            want = bao.solve(p, depth)
                        except bao.Error:  # past the solver's budget
                            continue
                        if want.verdict == "none":
                            continue
                        t = bao.best(p, depth=2 * depth, nodes=1 << 30, threads=threads)
                        score = (win - (2 * want.n - 1) if want.verdict == "win"
                                 else -(win - 2 * want.n))
                        if not t.lines:  # lost already
                            self.assertEqual((want.verdict, want.n), ("loss", 0))
                            continue
                        self.assertEqual(t.lines[0].score, score, (v, plies[-back][1]))
                        self.assertTrue(t.lines[0].exact)
                        if want.verdict == "win":
                            by = {m.token: m for m in bao.solve_moves(p, depth)}
                            self.assertEqual((by[t.best].verdict, by[t.best].n),
                                             ("win", want.n))
                        verdicts += 1
        self.assertGreaterEqual(verdicts, 20)

    def test_a_node_limit_counts_every_threads_nodes(self):
        """A node limit holds for the nodes of all the threads, but for
        what a helper searched since it last told the lead (player.c
        tells every 4096 nodes, and a position's moves, 72 at most,
        are counted whole): the search reports no more than that."""
        p = bao.Position.start().play("A6L*").position
        for threads in (2, 3):
            with bao.Player(threads=threads) as pl:
                self.assertEqual(pl.threads, threads)
                for nodes in (20000, 100000):
                    pl.clear()
                    t = pl.think(p, nodes=nodes, all=nodes > 50000)
                    slack = (threads - 1) * (4096 + 2 * _lib.MAX_MOVES) + 2 * _lib.MAX_MOVES
                    self.assertLessEqual(t.nodes, nodes + slack)
                    self.assertGreater(t.nodes, nodes // 2)
                    self.assertIn(t.best, [m.token for m in p.moves()])
                pl.threads = 1
                self.assertEqual(pl.threads, 1)
        # one thread again: deterministic, as a fresh player's answer
        one = bao.best(p, nodes=20000)
        with bao.Player(threads=3) as pl:
            pl.threads = 1
            self.assertEqual(pl.think(p, nodes=20000), one)

    def test_a_thread_count_out_of_range_is_refused(self):
        p = bao.Position.start()
        for bad in (0, -1, 257, 2 ** 31, 2 ** 64, 1.0, True, "2"):
            self.assertRaises(bao.Error, bao.Player, 0, bad)
            self.assertRaises(bao.Error, bao.best, p, 1000, threads=bad)
            self.assertRaises(bao.Error, bao.Board().best, 1000, threads=bad)
            with bao.Player() as pl:
                with self.assertRaises(bao.Error):
                    pl.threads = bad
                self.assertEqual(pl.threads, 1)
        with bao.Player(threads=bao.engine.THREADS_MAX) as pl:
            self.assertEqual(pl.threads, 256)


class RangesAndThreads(unittest.TestCase):
    """Sizes and counts that would wrap in C are refused in Python."""

    def test_sizes_and_depths(self):
        for size in (-1, 2 ** 63, 2 ** 64, 2 ** 41, 1.0, "1"):
            self.assertRaises(bao.Error, bao.Solver, size)
            self.assertRaises(bao.Error, bao.Player, size)
        p = bao.Position.start()
        for depth in (2 ** 40, 2 ** 31, -1, 65):
            self.assertRaises(bao.Error, bao.solve, p, depth)
            self.assertRaises(bao.Error, bao.solve_moves, p, depth)
            self.assertRaises(bao.Error, bao.perft, p, depth)
        for nodes in (0, 2 ** 41, -5):
            self.assertRaises(bao.Error, bao.best, p, nodes)
            self.assertRaises(bao.Error, bao.solve, p, 2, nodes)

    def test_a_page_or_a_directory_is_an_error_not_a_crash(self):
        """bao.read of an HTML page or of a directory raises Error and
        the interpreter goes on (a double fclose once aborted it): run
        in a child, which must end normally."""
        page = os.path.join(TMP, "page.html")
        with open(page, "w") as f:
            f.write("<!DOCTYPE html><html><body>not a record</body></html>\n")
        code = ("import bao, gc\n"
                "for p in %r:\n"
                "    try:\n"
                "        bao.read(p)\n"
                "    except (bao.Error, OSError) as e:\n"
                "        print(type(e).__name__)\n"
                "gc.collect()\nprint('alive')\n" % ([page, TMP],))
        r = subprocess.run([sys.executable, "-c", code], capture_output=True,
                           text=True, cwd=TMP)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertTrue(r.stdout.endswith("alive\n"), r.stdout + r.stderr)
        self.assertEqual(r.stdout.count("Error"), 2, r.stdout)

    def test_close_while_another_thread_solves(self):
        """close() while a solve is under way waits for it; a call after
        it raises ClosedError (ASan runs this in threads.py)."""
        import threading
        p = bao.Position.start().play("A6L*").position
        ended = {"solved": 0, "closed": 0}
        for _ in range(20):
            s = bao.Solver()
            started = threading.Event()

            def work():
                started.set()
                try:
                    s.solve(p, 3)
                    ended["solved"] += 1
                except bao.ClosedError:
                    ended["closed"] += 1
            t = threading.Thread(target=work)
            t.start()
            started.wait()
            s.close()
            t.join()
            self.assertRaises(bao.ClosedError, s.solve, None, 1)
        self.assertEqual(sum(ended.values()), 20)


def readme_checks(path):
    """The ```python blocks of a README as one program in which each
    `print(X)  # WANT` line asserts that it prints WANT: the README's
    examples and what it says they print."""
    with open(path) as f:
        blocks = re.findall(r"```python\n(.*?)```", f.read(), re.S)
    lines, wants = [], 0
    for block in blocks:
        for line in block.splitlines():
            m = re.match(r"^(\s*)print\((.*)\)\s+# (.*)$", line)
            if m:
                lines.append("%s_said(%r, %s)" % (m.group(1), m.group(3),
                                                  "(%s,)" % m.group(2)))
                wants += 1
            else:
                lines.append(line)
    return "\n".join(lines), wants


class Readme(unittest.TestCase):
    def test_every_example_prints_what_the_readme_says(self):
        program, wants = readme_checks(os.path.join(SOURCE, "python", "README.md"))
        said = []

        def _said(want, args):
            got = " ".join(str(a) for a in args)
            said.append(want)
            self.assertEqual(got, want)
        cwd = os.getcwd()
        os.chdir(SOURCE)  # the README's paths are the tree's
        try:
            exec(compile(program, "python/README.md", "exec"), {"_said": _said})
        finally:
            os.chdir(cwd)
        self.assertEqual(len(said), wants)
        self.assertGreater(wants, 15)


class Finding(unittest.TestCase):
    def test_the_wheels_own_library(self):
        """Without BAO_LIBRARY, the library the wheel carries, beside
        the module (nothing installed on the machine is needed)."""
        env = {k: v for k, v in os.environ.items() if k != "BAO_LIBRARY"}
        r = subprocess.run([sys.executable, "-c", "import bao, bao._lib as l; "
                            "print(l.lib._name, bao.perft(None, 3))"],
                           env=env, capture_output=True, text=True, cwd=TMP)
        self.assertEqual(r.returncode, 0, r.stderr)
        here = os.path.dirname(bao.__file__)
        self.assertEqual(r.stdout, "%s 38\n" % os.path.join(here, "libbao.so.0"))

    def test_bao_library_comes_first(self):
        """BAO_LIBRARY names another library (the build's), which wins."""
        build = os.environ["BAO_BUILD_LIB"]
        env = dict(os.environ, BAO_LIBRARY=build)
        r = subprocess.run([sys.executable, "-c", "import bao._lib as l; print(l.lib._name)"],
                           env=env, capture_output=True, text=True, cwd=TMP)
        self.assertEqual(r.stdout, os.path.join(build, "libbao.so.0") + "\n", r.stderr)

    def test_a_wrong_path_says_so(self):
        env = dict(os.environ, BAO_LIBRARY=os.path.join(TMP, "nowhere.so"))
        r = subprocess.run([sys.executable, "-c", "import bao"], env=env,
                           capture_output=True, text=True, cwd=TMP)
        self.assertNotEqual(r.returncode, 0)
        self.assertIn("BAO_LIBRARY", r.stderr)


if __name__ == "__main__":
    unittest.main(verbosity=2)
