"""A game being played: a position, the moves that led to it, undo, and
the record it makes (as python-chess's Board with push and pop)."""

import ctypes
from dataclasses import dataclass
from typing import Dict, List, Optional

from . import _lib
from ._lib import lib
from . import (Error, Move, Played, Position, Status, _dialect, _whole)
from .engine import Player, Think, NODES_MAX
from .records import Game, _Record, _written, _WRITERS


@dataclass(frozen=True)
class Judgement:
    """The engine's judgement of one ply (engine_judge.h): the mover's
    score ``before`` the move and ``after`` it (player.h's scale, as
    ``bao analyze --engine`` gives them), the ``best`` move's token, the
    ``mark`` ('-', 'inaccuracy' or 'mistake'), the search's ``depth``
    and ``nodes``."""
    ply: int
    token: str
    before: int
    after: int
    best: str
    mark: str
    depth: int
    nodes: int


class Board:
    """A game from ``start`` (a Position; None: the start of ``variant``
    with ``rules``): ``push`` plays a move written in any notation the
    library reads, ``pop`` takes the last back, ``position`` is where the
    game stands, ``move_stack`` what was played (Played values, canonical
    tokens), ``record()`` the game as a YAML record, a transcript or an
    AP record.  ``dialect`` ('devoogt', 'kiba', 'mw' or 'ap') is the
    notation ``moves()`` and ``san()`` write in."""

    def __init__(self, start: Optional[Position] = None, variant: Optional[str] = None,
                 rules=None, dialect: Optional[str] = None):
        self.start = start if start is not None else Position.start(variant, rules)
        self.dialect = dialect
        _dialect(dialect)
        self.position = self.start
        self.move_stack: List[Played] = []
        self._stack: List[Position] = []
        self._read_as = -1
        #: tags every record() writes (a game's, with from_game)
        self.tags: Dict[str, str] = {}

    def push(self, token: str, dialect: Optional[str] = None) -> Played:
        """Plays ``token`` (as Position.play reads it) and returns it;
        a move that never ends cannot be played on (IllegalMoveError).
        A token that only one notation reads tells the board the
        notation of its moves, which then settles tokens that read two
        ways ("a5>": de Voogt's safari or KIBA's rightwards), as the
        library settles a record's."""
        prefer = self._read_as if self._read_as >= 0 else (
            _dialect(self.dialect) if self.dialect else -1)
        ml, i, read_as = self.position._find(token, dialect, prefer)
        o = ml.item[i]
        if o.period:
            from . import IllegalMoveError
            raise IllegalMoveError("'%s' never ends: no position follows it" % token)
        played = self.position._played(o, self.position._token(o.move))
        if read_as >= 0 and dialect is None:
            self._read_as = read_as  # the notation the moves have shown
        after = played.position
        assert after is not None  # a move that ends (o.period == 0)
        self._stack.append(self.position)
        self.move_stack.append(played)
        self.position = after
        return played

    def pop(self) -> Played:
        """Takes back the last move and returns it (IndexError when none)."""
        if not self.move_stack:
            raise IndexError("bao: no move to take back")
        self.position = self._stack.pop()
        return self.move_stack.pop()

    def peek(self) -> Played:
        """The last move played (IndexError when none)."""
        return self.move_stack[-1]

    def __len__(self) -> int:
        return len(self.move_stack)

    @property
    def turn(self) -> str:
        """'South' or 'North': the side to move."""
        return self.position.to_move

    def moves(self) -> List[Move]:
        """The legal moves here, written in the board's notation."""
        return self.position.moves(self.dialect)

    def status(self) -> Status:
        return self.position.status()

    def is_over(self) -> bool:
        return self.position.status().over

    def san(self, token: str) -> str:
        """``token`` (any notation) written in the board's notation."""
        return self.position.token(token, to=self.dialect)

    def _game(self, tags: Optional[Dict[str, str]], fmt: str) -> _Record:
        rec = _Record()
        g = rec.g
        st = self.position.status()
        tags = dict(self.tags, **(tags or {}))
        if st.over and "result" not in tags:
            tags["result"] = "1-0" if st.loser == "North" else "0-1"
        if self.start.variant != "kiswahili" and "variant" not in tags:
            tags["variant"] = self.start.variant
        for k, v in tags.items():
            if not lib.bao_game_set_tag(ctypes.byref(g), _bytes_of(k), _bytes_of(v)):
                raise MemoryError("bao: out of memory")
        if str(self.start) != str(Position.start(self.start.variant)):
            g.setup = rec.text(str(self.start))
        d = "ap" if fmt == "ap" else self.dialect
        if d not in (None, "devoogt") and fmt != "ap" and "dialect" not in tags:
            lib.bao_game_set_tag(ctypes.byref(g), b"dialect", _bytes_of(d))
        for before, played in zip(self._stack, self.move_stack):
            p = lib.bao_game_add_ply(ctypes.byref(g))
            if not p:
                raise MemoryError("bao: out of memory")
            p.contents.token = rec.text(before.token(played.token, to=d))
        return rec

    def record(self, format: str = "yaml", tags: Optional[Dict[str, str]] = None) -> str:
        """The game as a record of ``format`` ('yaml', 'text' or 'ap'),
        with ``tags`` (south, north, event, date ...); a finished game's
        result is written for it.  Moves are written in the board's
        notation (AP's in an AP record)."""
        if format not in _WRITERS:
            raise Error("the format is 'yaml', 'text' or 'ap', not %r" % (format,))
        rec = self._game(tags, format)
        fn = getattr(lib, _WRITERS[format])
        return _written(lambda f, d: fn(f, ctypes.byref(rec.g), 1, d))

    def best(self, nodes: Optional[int] = None, level: Optional[int] = None,
             depth: int = 0, all: bool = False, threads: int = 1) -> Think:
        """The engine's best move here (``bao.best``; with ``threads``
        above 1, not deterministic)."""
        from .engine import best
        return best(self.position, nodes, level, depth, all, threads)

    def judge(self, nodes: Optional[int] = None, level: Optional[int] = None,
              depth: int = 0, threads: int = 1) -> List[Judgement]:
        """The engine's judgement of every ply played (as ``bao analyze
        --engine``), one player for the whole game so that its table
        carries over from ply to ply; each search on ``threads`` threads
        (1 to 256; above 1, not deterministic: see Player)."""
        from .engine import level_nodes
        if nodes is None:
            nodes = level_nodes(level if level is not None else 3)
        lim = _lib.ThinkLimits(_whole(depth, "the depth", 0, _lib.PLAYER_DEPTH_MAX),
                               _whole(nodes, "nodes", 1, NODES_MAX))
        out: List[Judgement] = []
        with Player(threads=threads) as pl:
            for i, (before, played) in enumerate(zip(self._stack, self.move_stack)):
                ml, k, _ = before._find(played.token, None)
                j, d = _lib.EngineJudgement(), _lib.Diag()
                with pl._lock:
                    if not lib.bao_engine_judge(pl._held(), None, ctypes.byref(before._c),
                                                ctypes.byref(ml.item[k].move), None,
                                                ctypes.byref(lim), ctypes.byref(j),
                                                ctypes.byref(d)):
                        raise Error.of(d)
                out.append(Judgement(i + 1, played.token, j.before, j.after,
                                     before._token(j.best),
                                     lib.bao_engine_mark_name(j.mark).decode(),
                                     j.depth, int(j.nodes)))
        return out

    @classmethod
    def from_game(cls, game: Game) -> "Board":
        """A board at the end of a game read from a record (its start,
        its legal plies and its tags)."""
        b = cls(game.start)
        for p in game.plies:
            b.push(p.canonical)
        b.tags = {k: v for k, v in game.tags.items() if v is not None}
        return b


def _bytes_of(s) -> bytes:
    from . import _bytes
    return _bytes(str(s), "tag")
