"""test_python.py - the Python module (python/) installed into a venv
against an installed libbao, compared with the `bao` command of the same
build: the structs' layout with the C compiler's, perft from the start
(the command's figures and bao-rules(7)'s), 200 random games read and
replayed as `bao replay --positions` replays them, positions solved as
`bao solve` solves them, the reader's diagnostics as `bao check` reports
them on the bundled records, and errors as exceptions.

Run by python.sh, which sets BAO (the command), BAO_SOURCE, BAO_TMP,
BAO_LAYOUT (layout.c's output) and BAO_LIBRARY."""

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


class Finding(unittest.TestCase):
    def test_found_through_pkg_config(self):
        """Without BAO_LIBRARY, where `cmake --install` put it, through
        its bao.pc."""
        lib = os.environ["BAO_LIBRARY"]
        env = {k: v for k, v in os.environ.items() if k != "BAO_LIBRARY"}
        env["PKG_CONFIG_PATH"] = os.path.join(lib, "pkgconfig")
        r = subprocess.run([sys.executable, "-c", "import bao, bao._lib as l; "
                            "print(l.lib._name, bao.perft(None, 3))"],
                           env=env, capture_output=True, text=True, cwd=TMP)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertTrue(r.stdout.startswith(lib), r.stdout)
        self.assertTrue(r.stdout.endswith(" 38\n"), r.stdout)

    def test_a_wrong_path_says_so(self):
        env = dict(os.environ, BAO_LIBRARY=os.path.join(TMP, "nowhere.so"))
        r = subprocess.run([sys.executable, "-c", "import bao"], env=env,
                           capture_output=True, text=True, cwd=TMP)
        self.assertNotEqual(r.returncode, 0)
        self.assertIn("BAO_LIBRARY", r.stderr)


if __name__ == "__main__":
    unittest.main(verbosity=2)
