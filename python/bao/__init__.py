"""bao: the Bao engine of libbao, for Python.

Bao is the four-row mancala of Zanzibar and the East-African coast.  This
module calls the installed C library (libbao, through ctypes: nothing to
compile) and gives its answers as Python values::

    import bao
    p = bao.Position.start()
    print(bao.perft(p, 4))                     # 124
    print(p.play("A6L*").position)             # the position line after it
    print(bao.solve(p, 2).verdict)             # 'none'

The names follow the C API (include/bao/bao.h, solve.h, record.h):
``bao_position_start`` is ``Position.start``, ``bao_position_moves`` is
``Position.moves``, ``bao_perft`` is ``perft``, ``bao_solve`` is
``solve``, ``bao_reader_next`` is ``Reader``'s iteration.  Where the C
functions return 0 and fill a ``bao_diag``, these raise ``bao.Error``,
whose ``message`` is the library's and ``line`` and ``column`` its place
(1-based; 0 when unknown), as the ``bao`` command prints them.

The library is found through the environment variable BAO_LIBRARY (the
path of libbao.so.0, or its directory), else pkg-config, the dynamic
linker's search and /usr/local/lib, where ``cmake --install`` puts it.
"""

import ctypes
import threading
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Sequence, Tuple, Union

from . import _lib
from ._lib import lib

__all__ = ["Error", "InvalidMoveError", "IllegalMoveError",
           "AmbiguousMoveError", "InvalidPositionError", "ClosedError",
           "DIALECTS", "VARIANTS", "Position", "Move", "Event", "Played", "Status",
           "Solution", "MoveVerdict", "perft", "Solver", "solve", "solve_moves",
           "Reader", "read", "read_text", "check", "write", "Game", "Ply",
           "Diagnostic", "Board", "Player", "Think", "ThinkLine", "best",
           "level_nodes", "score_format",
           "SOUTH", "NORTH", "__version__"]

try:
    from importlib.metadata import version as _version
    __version__ = _version("bao-game")
except Exception:  # run from the source tree, not installed
    __version__ = "unknown"

SOUTH, NORTH = "South", "North"
_SIDES = (SOUTH, NORTH)

#: BAO_SOLVE_NODES: the node budget of a search, as `bao solve` gives it.
SOLVE_NODES = 16000000
SOLVE_NODES_MAX = 1 << 40
#: BAO_SOLVE_DEPTH_MAX: the deepest solve, in moves of each side.
SOLVE_DEPTH_MAX = 64


class Error(ValueError):
    """What the library reports when it fails: ``message`` as the C
    ``bao_diag`` carries it, ``line`` and ``column`` (1-based, 0 when
    unknown; a position line's or a token's column when it is at fault).
    A ``ValueError``, as python-chess's errors are; the kinds below are
    its subclasses, so that ``except bao.Error`` catches them all."""

    def __init__(self, message: str, line: int = 0, column: int = 0):
        super().__init__(message)
        self.message, self.line, self.column = message, line, column

    @classmethod
    def of(cls, d: "_lib.Diag") -> "Error":
        return cls(_text(d.message) or "", d.mark.line, d.mark.column)


class InvalidMoveError(Error):
    """A move token that does not read in the notation(s) tried;
    ``column`` is its first bad character (1-based)."""


class IllegalMoveError(Error):
    """A move token that reads but names no legal move of the position
    (or the game is over)."""


class AmbiguousMoveError(Error):
    """A move token that names more than one legal move."""


class InvalidPositionError(Error):
    """A position line that does not read; ``column`` is where."""


class ClosedError(Error):
    """A solver, player or reader used after close()."""


def _whole(value, what: str, low: int, high: int) -> int:
    """``value`` if it is a whole number from low to high, else Error
    (a bool is not a number here): every size and count given to the
    library is checked before it reaches C, where it would wrap."""
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise Error("%s must be a whole number from %d to %d, not %r"
                    % (what, low, high, value))
    return value


def _text(b: Optional[bytes]) -> Optional[str]:
    return None if b is None else b.decode("utf-8", "replace")


def _bytes(s: str, what: str) -> bytes:
    if not isinstance(s, str):
        raise TypeError("bao: %s must be a str, not %s" % (what, type(s).__name__))
    if "\0" in s:
        raise Error("a NUL character in the %s" % what)
    return s.encode("utf-8")


def _rules(variant: Optional[str], rules: Union[None, str, Sequence[str], dict]):
    """The C rules of a variant's name and rule options ('NAME=VALUE',
    a list of them, or a dict), as --variant and --rule take them."""
    v = ctypes.c_int(0)
    if variant and not lib.bao_variant_parse(_bytes(variant, "variant"), ctypes.byref(v)):
        raise Error("unknown variant '%s' (%s)" % (variant, _one_of(VARIANTS)))
    r = lib.bao_rules_variant(v.value)
    if rules is None:
        rules = []
    elif isinstance(rules, str):
        rules = [rules]
    elif isinstance(rules, dict):
        rules = ["%s=%s" % kv for kv in rules.items()]
    d = _lib.Diag()
    for one in rules:
        if not lib.bao_rules_set(ctypes.byref(r), _bytes(one, "rule"), ctypes.byref(d)):
            raise Error.of(d)
    return r


def _period(p: int) -> Union[int, str]:
    return "unknown" if p in (_lib.PERIOD_UNKNOWN, _lib.PERIOD_BUDGET) else p


def _hole(h: int) -> Optional[str]:
    if h == _lib.NO_HOLE:
        return None
    buf = ctypes.create_string_buffer(4)
    lib.bao_hole_name(h, buf, 4)
    return buf.value.decode()


def _names(name_of) -> Tuple[str, ...]:
    """The names of a table of the library, in its order: name_of(0),
    name_of(1) ... up to the first number it has no name for (NULL)."""
    out: List[str] = []
    i = 0
    while True:
        s = name_of(i)
        if s is None:
            return tuple(out)
        out.append(s.decode())
        i += 1


def _one_of(names: Sequence[str]) -> str:
    """'a, b or c', as the command lists a table's names."""
    return ", ".join(names[:-1]) + " or " + names[-1] if len(names) > 1 else "".join(names)


#: The games of --variant (bao_variant_name's), read from the library's
#: table, so that a variant added there is one here.
VARIANTS = _names(lib.bao_variant_name)
#: The notations moves are read and written in (bao_dialect_name's).
DIALECTS = _names(lib.bao_dialect_name)
# the dialects a token is tried in when none is named: de Voogt's, KIBA's, AP's
_AUTO = (0, 1, 3)


def _dialect(name: Optional[str]) -> int:
    if name is None:
        return 0
    v = ctypes.c_int(0)
    if not isinstance(name, str) or not lib.bao_dialect_parse(
            _bytes(name, "dialect"), ctypes.byref(v)):
        raise Error("unknown dialect %r (%s)" % (name, _one_of(DIALECTS)))
    return v.value


class _TokenReader(threading.local):
    """A token reader of each thread's own (token.h: matching writes
    its match data, so one reader is used by one thread at a time)."""
    r = None

    def get(self):
        if not self.r:
            d = _lib.Diag()
            self.r = lib.bao_token_reader_new(ctypes.byref(d))
            if not self.r:
                raise Error.of(d)
        return self.r

    def __del__(self):
        if self.r:
            lib.bao_token_reader_free(self.r)
            self.r = None


_readers = _TokenReader()


def _reader():
    return _readers.get()


class Position:
    """A Bao position under its rules (``bao_position``).  ``str(p)`` is
    its position line, which the command reads and writes.  Positions
    compare by that line."""

    __slots__ = ("_c",)

    def __init__(self, c: "_lib.Pos"):
        self._c = c

    @classmethod
    def start(cls, variant: Optional[str] = None, rules=None) -> "Position":
        """The start of the game of ``variant`` (default Bao la
        Kiswahili) with ``rules`` options ('sixteen=none', a list of
        them or a dict): ``bao_position_start``."""
        c, r = _lib.Pos(), _rules(variant, rules)
        lib.bao_position_start(ctypes.byref(c), ctypes.byref(r))
        return cls(c)

    @classmethod
    def parse(cls, line: str, variant: Optional[str] = None, rules=None) -> "Position":
        """The position of a position line (``bao_position_parse``); a
        bad line raises Error with the column at fault."""
        c, r, d = _lib.Pos(), _rules(variant, rules), _lib.Diag()
        if not lib.bao_position_parse(_bytes(line, "position line"), ctypes.byref(r),
                                      ctypes.byref(c), ctypes.byref(d)):
            raise InvalidPositionError.of(d)
        return cls(c)

    def format(self) -> str:
        """The position line (``bao_position_format``)."""
        buf = ctypes.create_string_buffer(_lib.LINE_MAX)
        lib.bao_position_format(ctypes.byref(self._c), buf, _lib.LINE_MAX)
        return buf.value.decode()

    __str__ = format

    def __repr__(self) -> str:
        return "bao.Position.parse(%r)" % self.format()

    def __eq__(self, other) -> bool:
        return isinstance(other, Position) and bytes(self._c) == bytes(other._c)

    def __hash__(self) -> int:
        return hash(bytes(self._c))

    @property
    def to_move(self) -> str:
        """'South' or 'North'."""
        return _SIDES[self._c.to_move]

    @property
    def hand(self) -> tuple:
        """Seeds still in hand: (South's, North's)."""
        return tuple(self._c.hand)

    @property
    def board(self) -> tuple:
        """The seeds of every hole, in the position line's four rows as
        South sees the board: (b8..b1, a8..a1, A1..A8, B1..B8)."""
        pit = self._c.pit
        return (tuple(pit[1][16 - i] for i in range(8, 0, -1)),   # b8..b1
                tuple(pit[1][i - 1] for i in range(8, 0, -1)),    # a8..a1
                tuple(pit[0][i - 1] for i in range(1, 9)),        # A1..A8
                tuple(pit[0][16 - i] for i in range(1, 9)))       # B1..B8

    def seeds(self, hole: str) -> int:
        """The seeds in a hole named as the notation names it ('A5', 'b8')."""
        h = _lib.u8(0)
        if not isinstance(hole, str) or len(hole) != 2 or not lib.bao_hole_parse(
                hole.encode(), ctypes.byref(h)):
            raise Error("not a hole: %r (A1..A8, B1..B8, a1..a8, b1..b8)" % (hole,))
        return self._c.pit[h.value // _lib.PITS][h.value % _lib.PITS]

    @property
    def variant(self) -> str:
        """The name of the game whose rules the position is under."""
        return lib.bao_variant_name(self._c.rules.variant).decode()

    def _list(self) -> "_lib.MoveList":
        ml = _lib.MoveList()
        lib.bao_position_moves(ctypes.byref(self._c), ctypes.byref(ml))
        return ml

    def _token(self, m: "_lib.Move") -> str:
        buf = ctypes.create_string_buffer(_lib.TOKEN_MAX)
        lib.bao_move_token(ctypes.byref(m), self._c.to_move, buf, _lib.TOKEN_MAX)
        return buf.value.decode()

    def moves(self, dialect: Optional[str] = None) -> List["Move"]:
        """Every legal move, in the order of ``bao moves``
        (``bao_position_moves``); none when the mover has lost.  Tokens
        are de Voogt's canonical ones, or those of ``dialect`` ('kiba',
        'mw', 'ap': ``bao_outcome_token``)."""
        ml, d = self._list(), _dialect(dialect)
        out = []
        for i in range(ml.count):
            o = ml.item[i]
            after = None if o.period else Position(_lib.Pos.from_buffer_copy(o.after))
            out.append(Move(self._written(o, d), after, _period(o.period)))
        return out

    def _written(self, o: "_lib.Outcome", dialect: int) -> str:
        if dialect == 0:
            return self._token(o.move)
        buf = ctypes.create_string_buffer(_lib.DIALECT_TOKEN_MAX)
        lib.bao_outcome_token(ctypes.byref(o), self._c.to_move, dialect, buf,
                              _lib.DIALECT_TOKEN_MAX)
        return buf.value.decode()

    def _find(self, token: str, dialect: Optional[str], prefer: int = -1):
        """(the move list, the index of the legal move ``token`` names,
        the dialect it was read in): a canonical token as ``moves``
        gives it, else the token read in ``dialect`` or, when None, in
        each of de Voogt's, KIBA's and AP's notations it reads in
        (``bao_resolve``).  Read two ways as two moves ("A5>": de Voogt's
        safari, KIBA's rightwards), it is AmbiguousMoveError unless
        ``prefer`` is one of them (a Board's notation once its moves
        have shown it).  MW's tokens are de Voogt's with North's letters
        mirrored, so MW is read only when named."""
        if not isinstance(token, str):
            raise TypeError("bao: a move token must be a str, not %s"
                            % type(token).__name__)
        ml = self._list()
        if dialect is None:
            for i in range(ml.count):
                if self._token(ml.item[i].move) == token:
                    return ml, i, -1
        if ml.count == 0:
            st = self.status()
            raise IllegalMoveError("the game is over: %s has lost (%s), so no "
                                   "move can follow" % (st.loser, st.reason))
        raw = _bytes(token, "move token")
        if dialect is not None:
            tried = [_dialect(dialect)]
        else:
            hint = lib.bao_token_dialect_hint(raw, len(raw))
            tried = [d for d in _AUTO if hint & (1 << d)] or [0]
        first: Optional[_lib.Resolution] = None
        found: Dict[int, int] = {}
        for d in tried:
            res = _lib.Resolution()
            if lib.bao_resolve(_reader(), ctypes.byref(self._c), ctypes.byref(ml),
                               d, raw, len(raw), ctypes.byref(res)):
                found[d] = res.index
            elif first is None:
                first = res
        if len(set(found.values())) == 1:
            d = next(iter(found))
            return ml, found[d], d if len(tried) == 1 else -1
        if found:
            if prefer in found:
                return ml, found[prefer], prefer
            readings = ", ".join("%s in %s" % (self._token(ml.item[i].move),
                                               DIALECTS[d]) for d, i in found.items())
            raise AmbiguousMoveError("'%s' reads as %s: name the notation "
                                     "(dialect=...)" % (token, readings))
        assert first is not None  # every dialect tried failed
        e = first.error
        msg = _text(e.message) or "not a move"
        if e.mark.column:
            raise InvalidMoveError("'%s' is not a move token: %s" % (token, msg),
                                   0, e.mark.column)
        kind = AmbiguousMoveError if msg.startswith("ambiguous") else IllegalMoveError
        legal = " ".join(self._token(ml.item[i].move) for i in range(ml.count))
        raise kind("'%s' is not a legal move here: %s (legal: %s)" % (token, msg, legal))

    def play(self, token: str, dialect: Optional[str] = None) -> "Played":
        """Plays the legal move ``token`` names and returns what it did,
        seed by seed (``bao_outcome_events``).  ``token`` is canonical
        (as ``moves`` gives it) or in any notation the library reads: de
        Voogt's 'A6L*', KIBA's 'A6<*', AP's 'f2<*', or MW's when
        ``dialect='mw'``; ``dialect`` names the one to read it in.  The
        Played's token is the canonical one.  A token that does not read
        raises InvalidMoveError (with its column); one that is not legal
        here IllegalMoveError naming the legal ones; one that names two
        moves AmbiguousMoveError."""
        ml, i, _ = self._find(token, dialect)
        o = ml.item[i]
        return self._played(o, self._token(o.move))

    def token(self, token: str, dialect: Optional[str] = None,
              to: Optional[str] = None) -> str:
        """The legal move ``token`` names (read as ``play`` reads it)
        written in the notation ``to`` (None: de Voogt's canonical)."""
        ml, i, _ = self._find(token, dialect)
        return self._written(ml.item[i], _dialect(to))

    @property
    def nyumba(self) -> tuple:
        """Whether each side's nyumba (house) still stands: (South's,
        North's)."""
        return tuple(h == 0 for h in self._c.house)

    @property
    def holes(self) -> Dict[str, int]:
        """The seeds of every hole by its name: {'A1': 2, ..., 'b8': 0}."""
        out = {}
        for row, side, base in (("A", 0, 0), ("B", 0, 16), ("a", 1, 0), ("b", 1, 16)):
            for n in range(1, 9):
                out["%s%d" % (row, n)] = self._c.pit[side][n - 1 if base == 0 else 16 - n]
        return out

    def svg(self) -> str:
        """The position drawn as an SVG document, as ``bao diagram
        --svg`` draws it."""
        return _svg(self)

    def _played(self, o: "_lib.Outcome", token: str) -> "Played":
        ev, after = _lib.Events(), _lib.Pos()
        lib.bao_events_init(ctypes.byref(ev))
        try:
            lib.bao_outcome_events(ctypes.byref(self._c), ctypes.byref(o),
                                   ctypes.byref(ev), ctypes.byref(after), None)
            events = [Event.of(ev.ev[i]) for i in range(ev.count)]
            truncated = bool(ev.truncated)
        finally:
            lib.bao_events_free(ctypes.byref(ev))
        return Played(token, None if o.period else Position(after),
                      _period(o.period), events, truncated)

    def status(self) -> "Status":
        """Whether the game is over, who lost and why
        (``bao_position_status``)."""
        st = lib.bao_position_status(ctypes.byref(self._c), None)
        if not st.over:
            return Status(False, None, None, None, bool(st.mkononi))
        return Status(True, _SIDES[st.loser], lib.bao_end_why_name(st.why).decode(),
                      lib.bao_end_reason(st.why).decode(), bool(st.mkononi))

    def perft(self, depth: int) -> int:
        """perft(self, depth): see ``bao.perft``."""
        return perft(self, depth)


@dataclass(frozen=True)
class Move:
    """A legal move: its canonical token, the position after it (None
    for a move that never ends) and its period (0: it ends; laps, or
    'unknown' when the lap limit came first)."""
    token: str
    position: Optional[Position]
    period: Union[int, str] = 0


@dataclass(frozen=True)
class Event:
    """One thing a move did (``bao_event``), named as ``bao annotate
    --format yaml`` names them: ``event`` ('place', 'lap', 'capture' ...),
    the ``side`` it belongs to, its holes ('A7'; None when it has none),
    ``count`` (seeds), ``direction`` ('clockwise', 'anticlockwise' or
    None), ``why`` (a lap's, a capture's or an end's reason, or None),
    ``flag`` and ``period`` as bao.h describes them per kind."""
    event: str
    side: str
    hole: Optional[str]
    hole2: Optional[str]
    count: int
    direction: Optional[str]
    why: Optional[str]
    flag: int
    period: int

    @classmethod
    def of(cls, e: "_lib.Event") -> "Event":
        d = {1: "clockwise", -1: "anticlockwise"}.get(e.dir)
        return cls(lib.bao_event_name(e.kind).decode(), _SIDES[e.side & 1],
                   _hole(e.hole), _hole(e.hole2), e.count, d,
                   _text(lib.bao_event_why_name(ctypes.byref(e))), e.flag, e.period)


@dataclass(frozen=True)
class Played(Move):
    """A move played: a Move with its events, in order (``truncated``
    when the library dropped some)."""
    events: List[Event] = field(default_factory=list)
    truncated: bool = False


@dataclass(frozen=True)
class Status:
    """``bao_status``: ``over``; the ``loser`` ('South' or 'North'),
    ``why`` ('front-row-empty', 'no-legal-move', 'nyumba-lost') and
    ``reason`` in words when it is; ``mkononi``: the winner still has
    seeds in hand."""
    over: bool
    loser: Optional[str]
    why: Optional[str]
    reason: Optional[str]
    mkononi: bool


@dataclass(frozen=True)
class Solution:
    """``bao_solve_result``: ``verdict`` 'win', 'loss' or 'none', ``n``
    (win: the mover's moves; loss: the opponent's; none: the depth),
    ``winners`` (first moves that win in n) and ``line``, the tokens of
    the principal variation."""
    verdict: str
    n: int
    winners: int
    line: List[str]


@dataclass(frozen=True)
class MoveVerdict:
    """The verdict of one legal move (``bao_move_verdict``), as ``bao
    solve --all`` prints it."""
    token: str
    verdict: str
    n: int


def perft(position: Optional[Position], depth: int) -> int:
    """The leaves of the move tree ``depth`` plies deep (``bao_perft``);
    a never-ending move is a leaf.  None: the start of the game."""
    p = position or Position.start()
    _whole(depth, "the depth of perft", 0, 64)
    return int(lib.bao_perft(ctypes.byref(p._c), depth))


#: The largest table a solver or a player is given (1 TiB): a size_t
#: past it is a mistake, never a table.
TABLE_BYTES_MAX = 1 << 40


class _Closing:
    """close() at the end of a ``with`` block and when collected."""

    def close(self) -> None:
        raise NotImplementedError

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __del__(self):
        self.close()


class _Handle(_Closing):
    """A C object owned by Python: every call on it holds its lock, and
    close() takes the lock too, so a close() from another thread waits
    for the call under way to end; a call after close() raises
    ClosedError.  Plain Python never reaches freed memory."""

    _h = None

    def __init__(self):
        self._lock = threading.RLock()

    def _free(self, h):
        raise NotImplementedError

    def _held(self):
        if not self._h:
            raise ClosedError("the %s is closed" % type(self).__name__.lower())
        return self._h

    def close(self) -> None:
        """Frees the C object (at once, or when the call under way in
        another thread ends); closing twice is harmless."""
        lock = getattr(self, "_lock", None)
        if lock is None:
            return
        with lock:
            h, self._h = self._h, None
            if h:
                self._free(h)


class Solver(_Handle):
    """A solver (``bao_solver``): a transposition table of at most
    ``table_bytes`` bytes (0: 32 MB, the library's default; at most
    2**40) that keeps what it proved from one call to the next, so that
    the positions of a game solved one after another reuse the work (the
    answers never depend on it, only the time).  ``max_nodes`` is each
    call's node budget (default 16,000,000, as ``bao solve``).  Free it
    with close() or a ``with`` block; ``bao.solve`` makes one for a
    single call.  One solver may be shared by threads: its calls take
    turns."""

    def __init__(self, table_bytes: int = 0, max_nodes: Optional[int] = None):
        super().__init__()
        _whole(table_bytes, "table_bytes", 0, TABLE_BYTES_MAX)
        if max_nodes is not None:
            _whole(max_nodes, "max_nodes", 1, SOLVE_NODES_MAX)
        d = _lib.Diag()
        self._h = lib.bao_solver_new(table_bytes, ctypes.byref(d))
        if not self._h:
            raise Error.of(d)
        self.max_nodes: Optional[int] = max_nodes

    def _free(self, h):
        lib.bao_solver_free(h)

    def _ready(self, depth: int, max_nodes: Optional[int]):
        _whole(depth, "the depth", 0, SOLVE_DEPTH_MAX)
        n = max_nodes if max_nodes is not None else self.max_nodes
        n = _whole(SOLVE_NODES if n is None else n, "max_nodes", 1, SOLVE_NODES_MAX)
        h = self._held()
        lib.bao_solver_set_nodes(h, n)
        return h

    def solve(self, position: Optional[Position], depth: int = 3,
              max_nodes: Optional[int] = None) -> "Solution":
        """See ``bao.solve``."""
        p = position or Position.start()
        r, d = _lib.SolveResult(), _lib.Diag()
        with self._lock:
            if not lib.bao_solve(self._ready(depth, max_nodes), ctypes.byref(p._c),
                                 depth, ctypes.byref(r), ctypes.byref(d)):
                raise Error.of(d)
        size = _lib.PV_MAX * (_lib.TOKEN_MAX + 1)
        buf = ctypes.create_string_buffer(size)
        lib.bao_line_format(ctypes.byref(p._c), r.pv, r.pv_len, buf, size)
        return Solution(lib.bao_verdict_name(r.verdict).decode(), r.n, r.winners,
                        buf.value.decode().split())

    def solve_moves(self, position: Optional[Position], depth: int = 3,
                    max_nodes: Optional[int] = None) -> List["MoveVerdict"]:
        """See ``bao.solve_moves``."""
        p = position or Position.start()
        v, count, d = (_lib.MoveVerdict * _lib.MAX_MOVES)(), ctypes.c_int(0), _lib.Diag()
        with self._lock:
            if not lib.bao_solve_moves(self._ready(depth, max_nodes), ctypes.byref(p._c),
                                       depth, v, ctypes.byref(count), ctypes.byref(d)):
                raise Error.of(d)
        return [MoveVerdict(p._token(v[i].move),
                            lib.bao_verdict_name(v[i].verdict).decode(), v[i].n)
                for i in range(count.value)]


def solve(position: Optional[Position], depth: int = 3,
          max_nodes: Optional[int] = None) -> Solution:
    """Solves ``position`` within ``depth`` moves of each side
    (``bao_solve``, as ``bao solve``): the verdict, n, and the line.
    The search may generate ``max_nodes`` positions (default 16,000,000,
    as the command); one that needs more raises Error, never a guess.
    A program that solves many positions keeps a ``Solver``."""
    with Solver() as s:
        return s.solve(position, depth, max_nodes)


def solve_moves(position: Optional[Position], depth: int = 3,
                max_nodes: Optional[int] = None) -> List[MoveVerdict]:
    """The verdict of every legal move (``bao_solve_moves``, as ``bao
    solve --all``)."""
    with Solver() as s:
        return s.solve_moves(position, depth, max_nodes)


from .records import (Reader, read, read_text, check, write, Game,  # noqa: E402
                      Ply, Diagnostic)
from .engine import Player, Think, ThinkLine, best, level_nodes, score_format  # noqa: E402
from .board import Board  # noqa: E402
from .draw import svg as _svg  # noqa: E402
