"""The C side: libbao loaded with ctypes, and its structs as ctypes types.

Only what the module calls is declared.  Every struct mirrors its
definition in the installed headers (include/bao/bao.h, solve.h,
record.h, replay.h) field for field, so that ctypes lays it out as the C
compiler does; tests/packages/test_python.py compares the sizes with a
C program compiled against the same headers (tests/packages/layout.c).
"""

import ctypes
import ctypes.util
import os
import subprocess

# ---- finding the library ---------------------------------------------------

#: The major version of the library this module speaks to (its SONAME).
SOVERSION = 0

_NAMES = ("libbao.so.%d" % SOVERSION, "libbao.so")


#: The library the wheel carries, beside this file.
BUNDLED = os.path.join(os.path.dirname(os.path.abspath(__file__)), _NAMES[0])


def _candidates():
    """Paths to try, in order: BAO_LIBRARY, the library the wheel
    carries, pkg-config's libdir, the dynamic linker's own search, then
    where `cmake --install` puts it with its default prefix."""
    env = os.environ.get("BAO_LIBRARY")
    if env:
        # a file, or a directory holding it
        if os.path.isdir(env):
            return [os.path.join(env, n) for n in _NAMES]
        return [env]
    found = [BUNDLED] if os.path.exists(BUNDLED) else []
    try:
        libdir = subprocess.run(
            ["pkg-config", "--variable=libdir", "bao"], check=True,
            capture_output=True, text=True).stdout.strip()
        if libdir:
            found += [os.path.join(libdir, n) for n in _NAMES]
    except (OSError, subprocess.CalledProcessError):
        pass
    found += list(_NAMES)  # LD_LIBRARY_PATH and ld.so.cache
    name = ctypes.util.find_library("bao")
    if name:
        found.append(name)
    for d in ("/usr/local/lib", "/usr/local/lib64",
              "/usr/local/lib/x86_64-linux-gnu", "/usr/lib"):
        found += [os.path.join(d, n) for n in _NAMES]
    return found


def load():
    """The library, or ImportError saying where it was looked for."""
    tried = []
    for path in _candidates():
        try:
            return ctypes.CDLL(path)
        except OSError as e:
            tried.append("%s (%s)" % (path, e))
    raise ImportError(
        "bao: libbao not found; install it (cmake --install build) or set "
        "BAO_LIBRARY to its path. Tried: " + "; ".join(tried))


# ---- the structs -------------------------------------------------------------

PITS = 16
MAX_MOVES = 72
PV_MAX = 128
LINE_MAX = 256
TOKEN_MAX = 8
DIALECT_TOKEN_MAX = TOKEN_MAX + 4
PERIOD_UNKNOWN = 0xFFFFFFFF
PERIOD_BUDGET = 0xFFFFFFFE
NO_HOLE = 0xFF

u8, i8, u16, u32, u64 = (ctypes.c_uint8, ctypes.c_int8, ctypes.c_uint16,
                         ctypes.c_uint32, ctypes.c_uint64)
c_int, c_size, c_char_p = ctypes.c_int, ctypes.c_size_t, ctypes.c_char_p


class Mark(ctypes.Structure):
    _fields_ = [("line", c_int), ("column", c_int)]


class Diag(ctypes.Structure):
    _fields_ = [("level", c_int), ("mark", Mark), ("width", c_int),
                ("message", ctypes.c_char * 320)]


class Rules(ctypes.Structure):
    _fields_ = [(name, u8) for name in (
        "variant", "sixteen", "mtaji_safari", "house_stop", "tax",
        "takasa_hole", "takasia", "front_row", "game_end", "back_takata",
        "setup", "house_loss", "house_power", "mtaji_tax",
        "takasia_after", "takasia_block", "takasia_lasts",
        "takasia_capture", "kujifunza_takasia", "house_takata",
        "seed_cap", "spare")] + [("features", u16)]


class Pos(ctypes.Structure):
    _fields_ = [("pit", (u8 * PITS) * 2), ("hand", u8 * 2),
                ("house", u8 * 2), ("to_move", u8), ("takasia", i8),
                ("reserved", i8), ("rules", Rules)]


class Move(ctypes.Structure):
    _fields_ = [("kind", u8), ("hole", u8), ("dir", i8), ("safari", u8),
                ("forced", u8), ("tax", u8)]


class Outcome(ctypes.Structure):
    _fields_ = [("move", Move), ("period", u32), ("after", Pos)]


class MoveList(ctypes.Structure):
    _fields_ = [("count", c_int), ("item", Outcome * MAX_MOVES)]


class Event(ctypes.Structure):
    _fields_ = [("kind", u8), ("side", u8), ("hole", u8), ("hole2", u8),
                ("count", u8), ("dir", i8), ("why", u8), ("flag", u8),
                ("period", u32)]


class Events(ctypes.Structure):
    _fields_ = [("ev", ctypes.POINTER(Event)), ("count", c_size),
                ("cap", c_size), ("truncated", c_int)]


class Status(ctypes.Structure):
    _fields_ = [("over", c_int), ("loser", c_int), ("why", c_int),
                ("mkononi", c_int)]


class SolveResult(ctypes.Structure):
    _fields_ = [("verdict", c_int), ("n", c_int), ("winners", c_int),
                ("pv_len", c_int), ("pv", Move * PV_MAX)]


class MoveVerdict(ctypes.Structure):
    _fields_ = [("move", Move), ("period", u32), ("verdict", c_int),
                ("n", c_int)]


# record.h

class Line(ctypes.Structure):
    pass


class PlySrc(ctypes.Structure):
    _fields_ = [("token", c_char_p), ("original", c_char_p), ("mark", Mark),
                ("width", c_int), ("side", c_int), ("number", c_int),
                ("comment", c_char_p), ("glyph", c_char_p),
                ("note", c_char_p), ("lines", ctypes.POINTER(Line)),
                ("n_lines", c_size)]


Line._fields_ = [("plies", ctypes.POINTER(PlySrc)), ("n_plies", c_size),
                 ("mark", Mark)]


class Tag(ctypes.Structure):
    _fields_ = [("key", c_char_p), ("value", c_char_p), ("mark", Mark)]


class Game(ctypes.Structure):
    _fields_ = [("tags", ctypes.POINTER(Tag)), ("n_tags", c_size),
                ("setup", c_char_p), ("setup_mark", Mark),
                ("plies", ctypes.POINTER(PlySrc)), ("n_plies", c_size),
                ("tail", c_char_p), ("mark", Mark), ("index", c_int),
                ("warnings", ctypes.POINTER(Diag)), ("n_warnings", c_size),
                ("store", ctypes.c_void_p)]


# replay.h

class ReplayOpts(ctypes.Structure):
    _fields_ = [("dialect", c_int), ("fallback_dialect", c_int),
                ("variant", c_int), ("rules", ctypes.POINTER(c_char_p)),
                ("n_rules", c_size), ("events", c_int), ("strict", c_int),
                ("lap_budget", u64), ("analysis", c_int),
                ("deepen", ctypes.c_void_p), ("deepen_stop", ctypes.c_void_p),
                ("only_game", c_int), ("judge_game", ctypes.c_void_p),
                ("judge_ctx", ctypes.c_void_p),
                ("reserved", ctypes.c_void_p * 8)]


class DeepSummary(ctypes.Structure):
    _fields_ = [("games", c_int), ("shallowest", c_int), ("deepest", c_int),
                ("unjudged", c_size), ("capped", c_size), ("out", c_int)]


class Replay(ctypes.Structure):
    _fields_ = [("game", ctypes.POINTER(Game)), ("dialect", c_int),
                ("dialect_source", c_int), ("rules", Rules),
                ("start", Pos), ("final", Pos), ("done", c_size),
                ("failed", c_int), ("setup_failed", c_int),
                ("usage", c_int), ("stopped", c_int), ("errors", c_int),
                ("warnings", c_int), ("unverified", c_int),
                ("deep", DeepSummary)]


class PlyReport(ctypes.Structure):
    _fields_ = [("ply", c_size), ("side", c_int),
                ("src", ctypes.POINTER(PlySrc)),
                ("before", ctypes.POINTER(Pos)),
                ("after", ctypes.POINTER(Pos)),
                ("outcome", ctypes.POINTER(Outcome)), ("token", c_char_p),
                ("legal", ctypes.POINTER(MoveList)),
                ("events", ctypes.POINTER(Events)), ("dialect", c_int),
                ("judgement", ctypes.c_void_p), ("stats", ctypes.c_void_p),
                ("line", ctypes.POINTER(Line)), ("line_ply", c_size),
                ("depth", c_int)]


VP = ctypes.c_void_p
BEGIN = ctypes.CFUNCTYPE(c_int, VP, ctypes.POINTER(Replay))
DIAG = ctypes.CFUNCTYPE(c_int, VP, ctypes.POINTER(Replay),
                        ctypes.POINTER(Diag), ctypes.POINTER(PlyReport))
PLY = ctypes.CFUNCTYPE(c_int, VP, ctypes.POINTER(Replay),
                       ctypes.POINTER(PlyReport))


class Renderer(ctypes.Structure):
    _fields_ = [("begin", BEGIN), ("diag", DIAG), ("ply", PLY),
                ("end", BEGIN), ("variation", PLY), ("flags", ctypes.c_uint)]


# token.h, notation.h

class Token(ctypes.Structure):
    _fields_ = [("row", ctypes.c_char), ("hole", u8), ("letter", ctypes.c_char),
                ("star", u8), ("safari", u8), ("win", u8), ("length", u8)]


NOTE_MAX = 4


class Resolution(ctypes.Structure):
    _fields_ = [("index", c_int), ("error", Diag), ("n_warnings", c_int),
                ("warning", Diag * NOTE_MAX), ("token", Token)]


# player.h

PLAYER_PV_MAX = 64
PLAYER_DEPTH_MAX = 64
PLAYER_THREADS_MAX = 256
SCORE_EST_MAX = 8000
SCORE_WIN = 30000
LEVELS = 8


class ThinkLimits(ctypes.Structure):
    _fields_ = [("depth", c_int), ("nodes", u64)]


class ThinkLine(ctypes.Structure):
    _fields_ = [("move", Move), ("score", c_int), ("depth", c_int),
                ("pv_len", c_int), ("pv", Move * PLAYER_PV_MAX)]


class ThinkResult(ctypes.Structure):
    _fields_ = [("count", c_int), ("line", ThinkLine * MAX_MOVES),
                ("depth", c_int), ("nodes", u64)]


class EngineJudgement(ctypes.Structure):
    _fields_ = [("before", c_int), ("after", c_int), ("best", Move),
                ("mark", c_int), ("exact", c_int), ("depth", c_int),
                ("nodes", u64)]


#: sizeof of each struct, as ctypes lays it out (the layout test prints
#: the C compiler's beside these).
SIZES = {
    "bao_diag": Diag, "bao_rules": Rules, "bao_position": Pos,
    "bao_move": Move, "bao_outcome": Outcome, "bao_movelist": MoveList,
    "bao_event": Event, "bao_events": Events, "bao_status": Status,
    "bao_solve_result": SolveResult, "bao_move_verdict": MoveVerdict,
    "bao_ply_src": PlySrc, "bao_line": Line, "bao_tag": Tag,
    "bao_game": Game, "bao_replay_opts": ReplayOpts, "bao_replay": Replay,
    "bao_ply_report": PlyReport, "bao_renderer": Renderer,
    "bao_token": Token, "bao_resolution": Resolution,
    "bao_think_limits": ThinkLimits, "bao_think_line": ThinkLine,
    "bao_think_result": ThinkResult, "bao_engine_judgement": EngineJudgement,
}


# ---- the functions -------------------------------------------------------------

def _declare(lib):
    P = ctypes.POINTER
    sigs = {
        "bao_rules_variant": (Rules, [c_int]),
        "bao_variant_parse": (c_int, [c_char_p, P(c_int)]),
        "bao_variant_name": (c_char_p, [c_int]),
        "bao_rules_set": (c_int, [P(Rules), c_char_p, P(Diag)]),
        "bao_position_start": (None, [P(Pos), P(Rules)]),
        "bao_position_parse": (c_int, [c_char_p, P(Rules), P(Pos), P(Diag)]),
        "bao_position_format": (c_size, [P(Pos), ctypes.c_char_p, c_size]),
        "bao_position_moves": (c_int, [P(Pos), P(MoveList)]),
        "bao_move_token": (c_size, [P(Move), c_int, c_char_p, c_size]),
        "bao_outcome_events": (None, [P(Pos), P(Outcome), P(Events), P(Pos),
                                      VP]),
        "bao_events_init": (None, [P(Events)]),
        "bao_events_free": (None, [P(Events)]),
        "bao_event_name": (c_char_p, [c_int]),
        "bao_event_why_name": (c_char_p, [P(Event)]),
        "bao_end_why_name": (c_char_p, [c_int]),
        "bao_end_reason": (c_char_p, [c_int]),
        "bao_hole_name": (c_size, [u8, c_char_p, c_size]),
        "bao_hole_parse": (c_int, [c_char_p, P(u8)]),
        "bao_position_status": (Status, [P(Pos), VP]),
        "bao_perft": (u64, [P(Pos), c_int]),
        "bao_verdict_name": (c_char_p, [c_int]),
        "bao_solver_new": (VP, [c_size, P(Diag)]),
        "bao_solver_free": (None, [VP]),
        "bao_solver_set_nodes": (None, [VP, u64]),
        "bao_solver_stopped": (c_int, [VP]),
        "bao_solver_nodes_diag": (c_int, [VP, P(Diag)]),
        "bao_solve": (c_int, [VP, P(Pos), c_int, P(SolveResult), P(Diag)]),
        "bao_solve_moves": (c_int, [VP, P(Pos), c_int, P(MoveVerdict),
                                    P(c_int), P(Diag)]),
        "bao_line_format": (c_size, [P(Pos), P(Move), c_int, c_char_p,
                                     c_size]),
        "bao_game_init": (None, [P(Game)]),
        "bao_game_free": (None, [P(Game)]),
        "bao_reader_open": (VP, [VP, c_char_p, c_int, P(Diag)]),
        "bao_reader_next": (c_int, [VP, P(Game), P(Diag)]),
        "bao_reader_close": (None, [VP]),
        "bao_replay_opts_init": (None, [P(ReplayOpts)]),
        "bao_walk_new": (VP, [P(ReplayOpts), P(Diag)]),
        "bao_walk_free": (None, [VP]),
        "bao_walk_add": (c_int, [VP, P(Renderer), VP]),
        "bao_walk_game": (c_int, [VP, P(Game), P(Replay)]),
        "bao_game_title": (None, [P(Game), c_char_p, c_size]),
        "bao_dialect_parse": (c_int, [c_char_p, P(c_int)]),
        "bao_dialect_name": (c_char_p, [c_int]),
        "bao_token_reader_new": (VP, [P(Diag)]),
        "bao_token_reader_free": (None, [VP]),
        "bao_token_read": (c_int, [VP, c_int, c_char_p, c_size, P(Token),
                                   P(Diag)]),
        "bao_token_dialect_hint": (c_int, [c_char_p, c_size]),
        "bao_resolve": (c_int, [VP, P(Pos), P(MoveList), c_int, c_char_p,
                                c_size, P(Resolution)]),
        "bao_outcome_token": (c_size, [P(Outcome), c_int, c_int, c_char_p,
                                       c_size]),
        "bao_game_copy": (c_int, [P(Game), P(Game)]),
        "bao_game_strdup": (VP, [P(Game), c_char_p]),
        "bao_game_set_tag": (c_int, [P(Game), c_char_p, c_char_p]),
        "bao_game_add_ply": (P(PlySrc), [P(Game)]),
        "bao_yaml_write": (c_int, [VP, P(Game), c_size, P(Diag)]),
        "bao_text_write": (c_int, [VP, P(Game), c_size, P(Diag)]),
        "bao_ap_write": (c_int, [VP, P(Game), c_size, P(Diag)]),
        "bao_player_new": (VP, [c_size, P(Diag)]),
        "bao_player_free": (None, [VP]),
        "bao_player_clear": (None, [VP]),
        "bao_player_set_threads": (c_int, [VP, c_int, P(Diag)]),
        "bao_player_threads": (c_int, [VP]),
        "bao_player_think": (c_int, [VP, P(Pos), P(ThinkLimits), c_int,
                                     P(ThinkResult), P(Diag)]),
        "bao_level_nodes": (u64, [c_int]),
        "bao_score_format": (c_size, [c_int, c_char_p, c_size]),
        "bao_score_exact": (c_int, [c_int]),
        "bao_score_percent": (ctypes.c_double, [c_int]),
        "bao_engine_judge": (c_int, [VP, VP, P(Pos), P(Move), VP,
                                     P(ThinkLimits), P(EngineJudgement),
                                     P(Diag)]),
        "bao_engine_mark_name": (c_char_p, [c_int]),
    }
    for name, sig in sigs.items():
        f = getattr(lib, name)
        f.restype, f.argtypes = sig
    return lib


def _libc():
    libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6",
                       use_errno=True)
    libc.fopen.restype, libc.fopen.argtypes = VP, [c_char_p, c_char_p]
    libc.fclose.restype, libc.fclose.argtypes = c_int, [VP]
    libc.fmemopen.restype = VP
    libc.fmemopen.argtypes = [ctypes.c_void_p, c_size, c_char_p]
    libc.open_memstream.restype = VP
    libc.open_memstream.argtypes = [ctypes.POINTER(ctypes.c_void_p),
                                    ctypes.POINTER(c_size)]
    # free() as the process resolves it (the global namespace, not
    # libc's own handle): under a preloaded allocator (ASan's), the
    # buffer open_memstream made is that allocator's
    libc.free = ctypes.CDLL(None).free
    libc.free.restype, libc.free.argtypes = None, [VP]
    return libc


lib = _declare(load())
libc = _libc()
