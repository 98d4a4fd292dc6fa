"""The engine that plays (player.h): the best move of a position within
a node budget, a level or a depth, with its score as ``bao best``
prints it; and the engine's judgement of every ply of a game."""

import ctypes
from dataclasses import dataclass
from typing import List, Optional

from . import _lib
from ._lib import lib
from . import (Error, Position, TABLE_BYTES_MAX, _Handle, _whole)

#: The node bound of a search (as bao best's --nodes: 1 to 2**40).
NODES_MAX = 1 << 40


@dataclass(frozen=True)
class ThinkLine:
    """One root move and what the search thinks of it: its canonical
    ``token``, ``score`` for the side to move (player.h's scale), ``says``
    as ``bao best`` prints it ("win 3", "loss 2", "64%"), ``exact`` (a
    proved win or loss), ``percent`` (the chance of winning), the
    ``depth`` (plies) of the score and ``pv``, the tokens of the line."""
    token: str
    score: int
    says: str
    exact: bool
    percent: float
    depth: int
    pv: List[str]


@dataclass(frozen=True)
class Think:
    """A search: ``lines`` (the best move first; every legal move with
    ``all``; none when the side to move has lost), the last ``depth``
    completed and the ``nodes`` it generated."""
    lines: List[ThinkLine]
    depth: int
    nodes: int

    @property
    def best(self) -> Optional[str]:
        """The best move's token, or None when there is none."""
        return self.lines[0].token if self.lines else None


def level_nodes(level: int) -> int:
    """The node budget of level 1 to 8 (``bao_level_nodes``, the levels
    of ``bao play``)."""
    return int(lib.bao_level_nodes(_whole(level, "the level", 1, _lib.LEVELS)))


def _score(score: int) -> int:
    """A score of player.h's scale: an estimate within +-8000, or an
    exact one WIN - k (k plies, at most 64 of the player's search plus
    128 of the solver's) and its negation; anything else is no score."""
    _whole(score, "a score", -_lib.SCORE_WIN, _lib.SCORE_WIN)
    k = _lib.SCORE_WIN - abs(score)
    if abs(score) > _lib.SCORE_EST_MAX and k > _lib.PLAYER_DEPTH_MAX + 2 * 64:
        raise Error("not a score: %d (an estimate within +-%d, or +-(%d - k) "
                    "for a win or loss k plies away)"
                    % (score, _lib.SCORE_EST_MAX, _lib.SCORE_WIN))
    return score


def score_format(score: int) -> str:
    """A score as ``bao best`` prints it (``bao_score_format``)."""
    buf = ctypes.create_string_buffer(32)
    lib.bao_score_format(_score(score), buf, 32)
    return buf.value.decode()


#: BAO_PLAYER_THREADS_MAX: the most threads a player searches on.
THREADS_MAX = _lib.PLAYER_THREADS_MAX


class Player(_Handle):
    """The engine that plays (``bao_player``), with a transposition table
    of at most ``table_bytes`` (0: 32 MB; at most 2**40) kept from call
    to call, searching on ``threads`` threads (1 to 256) that share the
    table.  With one thread (the default) an answer within a node or
    depth limit depends only on the position, the limits and what the
    table holds; with more it is NOT deterministic: it depends on how
    the threads ran, and may differ from run to run.  Close it with
    close() or a ``with`` block; its calls from several threads take
    turns."""

    def __init__(self, table_bytes: int = 0, threads: int = 1):
        super().__init__()
        _whole(table_bytes, "table_bytes", 0, TABLE_BYTES_MAX)
        _whole(threads, "threads", 1, THREADS_MAX)
        d = _lib.Diag()
        self._h = lib.bao_player_new(table_bytes, ctypes.byref(d))
        if not self._h:
            raise Error.of(d)
        try:
            self.threads = threads
        except Error:
            self.close()
            raise

    @property
    def threads(self) -> int:
        """The threads each search runs on (``bao_player_threads``);
        set it (1 to 256) for the calls that follow."""
        with self._lock:
            return int(lib.bao_player_threads(self._held()))

    @threads.setter
    def threads(self, n: int) -> None:
        _whole(n, "threads", 1, THREADS_MAX)
        d = _lib.Diag()
        with self._lock:
            if not lib.bao_player_set_threads(self._held(), n, ctypes.byref(d)):
                raise Error.of(d)

    def _free(self, h):
        lib.bao_player_free(h)

    def clear(self) -> None:
        """Forgets what the table holds."""
        with self._lock:
            lib.bao_player_clear(self._held())

    def think(self, position: Optional[Position] = None, nodes: Optional[int] = None,
              level: Optional[int] = None, depth: int = 0,
              all: bool = False) -> Think:
        """Searches ``position`` (None: the start) within ``nodes``
        positions (1 to 2**40) or the budget of ``level`` (1 to 8; one
        of the two is needed, so that a call always ends) and ``depth``
        plies (0: up to 64).  With ``all``, every legal move is scored."""
        p = position or Position.start()
        if nodes is None:
            if level is None:
                raise Error("think needs a bound: nodes=N or level=1..8")
            nodes = level_nodes(level)
        lim = _lib.ThinkLimits(_whole(depth, "the depth", 0, _lib.PLAYER_DEPTH_MAX),
                               _whole(nodes, "nodes", 1, NODES_MAX))
        out, d = _lib.ThinkResult(), _lib.Diag()
        with self._lock:
            if not lib.bao_player_think(self._held(), ctypes.byref(p._c),
                                        ctypes.byref(lim), int(bool(all)),
                                        ctypes.byref(out), ctypes.byref(d)):
                raise Error.of(d)
        size = _lib.PLAYER_PV_MAX * (_lib.TOKEN_MAX + 1)
        lines = []
        for i in range(out.count):
            ln = out.line[i]
            buf = ctypes.create_string_buffer(size)
            lib.bao_line_format(ctypes.byref(p._c), ln.pv, ln.pv_len, buf, size)
            lines.append(ThinkLine(p._token(ln.move), ln.score, score_format(ln.score),
                                   bool(lib.bao_score_exact(ln.score)),
                                   float(lib.bao_score_percent(ln.score)),
                                   ln.depth, buf.value.decode().split()))
        return Think(lines, out.depth, int(out.nodes))


def best(position: Optional[Position] = None, nodes: Optional[int] = None,
         level: Optional[int] = None, depth: int = 0, all: bool = False,
         threads: int = 1) -> Think:
    """The engine's best move (``bao best``): Player().think with a fresh
    player, so that with one thread the answer depends on the arguments
    alone; ``threads`` (1 to 256) searches on that many threads sharing
    the table (as ``bao best --threads``), whose answer is not
    deterministic (Player)."""
    with Player(threads=threads) as pl:
        return pl.think(position, nodes, level, depth, all)
