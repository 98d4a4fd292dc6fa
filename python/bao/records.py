"""Records: YAML records and plain-text transcripts of Bao games, read
(``bao_reader_open``, ``bao_reader_next``) and replayed move by move
(``bao_walk_game``), with the library's diagnostics.

    for game in bao.read("records/maulidi-kijumbe-1994.txt"):
        print(game.tags["south"], len(game.plies), game.diagnostics)
"""

import ctypes
import os
import threading
from dataclasses import dataclass, field
from typing import Dict, Iterator, List, Optional, Sequence

from . import _lib
from ._lib import lib
from . import (ClosedError, DIALECTS, Error, Event, Position, _Closing, _SIDES, _bytes,
               _one_of, _text)

_FORMATS = {None: 0, "auto": 0, "yaml": 1, "text": 2, "ap": 3}
_LEVELS = ("error", "warning", "note")
# BAO_KNOWN_KEYS (record.h): a game holding one of them, plies or a
# set-up is a game; anything else (a README's prose) is nothing to walk,
# as `bao check` decides.
_KNOWN_KEYS = ("event", "site", "date", "round", "south", "north", "result",
               "variant", "dialect", "source", "annotator")


@dataclass(frozen=True)
class Diagnostic:
    """A problem the library reports (``bao_diag``): ``level`` ('error',
    'warning' or 'note'), ``line`` and ``column`` (1-based, 0 when
    unknown), ``width`` (characters under the caret) and ``message``; as
    ``bao check`` prints it, ``str(d)`` is "LINE:COL: LEVEL: MESSAGE"."""
    level: str
    line: int
    column: int
    width: int
    message: str

    @classmethod
    def of(cls, d: "_lib.Diag") -> "Diagnostic":
        return cls(_LEVELS[d.level] if 0 <= d.level < 3 else "note",
                   d.mark.line, d.mark.column, d.width, _text(d.message) or "")

    def __str__(self) -> str:
        if self.line:
            return "%d:%d: %s: %s" % (self.line, self.column, self.level, self.message)
        return "%s: %s" % (self.level, self.message)


@dataclass(frozen=True)
class Ply:
    """One legal ply as replayed: ``number`` (1-based, in the game's
    line), the ``side`` that played it, the ``token`` as written and its
    ``canonical`` token, where it stands (``line``, ``column``), the
    ``position`` after it and, when asked for, its ``events``."""
    number: int
    side: str
    token: str
    canonical: str
    line: int
    column: int
    position: Position
    events: Optional[List[Event]] = None
    comment: Optional[str] = None
    glyph: Optional[str] = None
    note: Optional[str] = None
    variations: List[List[str]] = field(default_factory=list)


@dataclass
class Game:
    """A game of a record, replayed: its ``index`` in the file, its
    ``tags`` (``rules`` included, as 'name=value ...'), the ``setup``
    position line or None, the ``start`` position, the legal ``plies``
    (the replay stops at the first that is not), ``written`` (plies the
    record holds), the ``diagnostics`` of the reader and the walk in
    record order, ``ok`` (every ply legal) and ``tail`` (text after the
    last move)."""
    index: int
    tags: Dict[str, Optional[str]]
    setup: Optional[str]
    start: Optional[Position]
    plies: List[Ply] = field(default_factory=list)
    written: int = 0
    diagnostics: List[Diagnostic] = field(default_factory=list)
    ok: bool = True
    tail: Optional[str] = None
    _record: Optional["_Record"] = field(default=None, repr=False, compare=False)

    def write(self, format: str = "yaml") -> str:
        """The game as a record of ``format`` ('yaml', 'text' or 'ap'),
        written from what was read, notes, comments, glyphs and
        variations kept (``bao_yaml_write``, ``bao_text_write``,
        ``bao_ap_write``): what ``bao convert`` writes."""
        return write([self], format)

    @property
    def errors(self) -> int:
        return sum(d.level == "error" for d in self.diagnostics)

    @property
    def warnings(self) -> int:
        return sum(d.level == "warning" for d in self.diagnostics)


class _Record:
    """A bao_game owned by Python: a copy of the one read, or one made
    by a Board; freed with the object."""

    def __init__(self, src: Optional["_lib.Game"] = None):
        self.g = _lib.Game()
        lib.bao_game_init(ctypes.byref(self.g))
        if src is not None and not lib.bao_game_copy(ctypes.byref(self.g),
                                                     ctypes.byref(src)):
            raise MemoryError("bao: out of memory copying a game")

    def text(self, s: str) -> ctypes.c_char_p:
        """``s`` kept in the game's store (bao_game_strdup)."""
        ptr = lib.bao_game_strdup(ctypes.byref(self.g), _bytes(s, "text"))
        if not ptr:
            raise MemoryError("bao: out of memory")
        return ctypes.cast(ptr, ctypes.c_char_p)

    def __del__(self):
        lib.bao_game_free(ctypes.byref(self.g))


_WRITERS = {"yaml": "bao_yaml_write", "text": "bao_text_write", "ap": "bao_ap_write"}


def write(games: Sequence["Game"], format: str = "yaml") -> str:
    """Games as one record of ``format`` ('yaml', 'text' or 'ap'); a
    game the format cannot carry (AP: a set-up, variations, no winner)
    raises Error saying why."""
    if format not in _WRITERS:
        raise Error("the format is 'yaml', 'text' or 'ap', not %r" % (format,))
    recs: List[_Record] = []
    for g in games:
        if g._record is None:
            raise Error("a game without its record (made by hand) cannot be written")
        recs.append(g._record)
    arr = (_lib.Game * max(1, len(recs)))()
    for i, r in enumerate(recs):
        ctypes.memmove(ctypes.byref(arr[i]), ctypes.byref(r.g), ctypes.sizeof(_lib.Game))
    return _written(lambda f, d: getattr(lib, _WRITERS[format])(f, arr, len(recs), d))


def _written(fn) -> str:
    """What fn(FILE *, bao_diag *) writes into memory (open_memstream)."""
    ptr, size, d = ctypes.c_void_p(), ctypes.c_size_t(0), _lib.Diag()
    f = _lib.libc.open_memstream(ctypes.byref(ptr), ctypes.byref(size))
    if not f:
        raise MemoryError("bao: out of memory")
    ok = fn(f, ctypes.byref(d))
    _lib.libc.fclose(f)
    try:
        text = ctypes.string_at(ptr, size.value).decode("utf-8") if ptr else ""
    finally:
        _lib.libc.free(ptr)
    if not ok:
        raise Error.of(d)
    return text


def _line_tokens(line: "_lib.Line") -> List[str]:
    return [_text(line.plies[i].token) or "" for i in range(line.n_plies)]


class _Walk:
    """A ``bao_walk`` with a renderer of our own that keeps each ply and
    each diagnostic of the game walked."""

    def __init__(self, variant, rules, dialect, strict, events):
        o = _lib.ReplayOpts()
        lib.bao_replay_opts_init(ctypes.byref(o))
        v = ctypes.c_int(-1)
        if variant is not None:
            if not lib.bao_variant_parse(_bytes(variant, "variant"), ctypes.byref(v)):
                raise Error("unknown variant '%s'" % variant)
            o.variant = v.value
        if dialect is not None:
            if not lib.bao_dialect_parse(_bytes(dialect, "dialect"), ctypes.byref(v)):
                raise Error("unknown dialect '%s' (%s)" % (dialect, _one_of(DIALECTS)))
            o.dialect = v.value
        rules = [rules] if isinstance(rules, str) else list(rules or [])
        self._rules = (ctypes.c_char_p * max(1, len(rules)))(
            *[_bytes(r, "rule") for r in rules])
        o.rules, o.n_rules = self._rules, len(rules)
        o.strict, o.events = int(bool(strict)), int(bool(events))
        d = _lib.Diag()
        self.w = lib.bao_walk_new(ctypes.byref(o), ctypes.byref(d))
        if not self.w:
            raise Error.of(d)
        self.r = _lib.Renderer(begin=_lib.BEGIN(self._begin),
                               diag=_lib.DIAG(self._diag),
                               ply=_lib.PLY(self._ply), end=_lib.BEGIN(),
                               variation=_lib.PLY(), flags=0)
        lib.bao_walk_add(self.w, ctypes.byref(self.r), None)
        self.game = None

    def close(self):
        if self.w:
            lib.bao_walk_free(self.w)
            self.w = None

    # the renderer: exceptions cannot cross C, so a callback never raises
    def _begin(self, ctx, r):
        if not r.contents.setup_failed:
            self.game.start = Position(_lib.Pos.from_buffer_copy(r.contents.start))
        return 1

    def _diag(self, ctx, r, d, p):
        self.game.diagnostics.append(Diagnostic.of(d.contents))
        return 1

    def _ply(self, ctx, r, p):
        p = p.contents
        src = p.src.contents
        ev = None
        if p.events:
            e = p.events.contents
            ev = [Event.of(e.ev[i]) for i in range(e.count)]
        if p.line:  # a ply of a variation: kept with its main-line ply
            return 1
        self.game.plies.append(Ply(
            p.ply + 1, _SIDES[p.side], _text(src.token), _text(p.token),
            src.mark.line, src.mark.column,
            Position(_lib.Pos.from_buffer_copy(p.after.contents)), ev,
            _text(src.comment), _text(src.glyph), _text(src.note),
            [_line_tokens(src.lines[i]) for i in range(src.n_lines)]))
        return 1

    def walk(self, g: "_lib.Game") -> Game:
        tags = {_text(g.tags[i].key) or "": _text(g.tags[i].value) for i in range(g.n_tags)}
        self.game = Game(g.index, tags, _text(g.setup), None, written=g.n_plies,
                         tail=_text(g.tail), _record=_Record(g))
        out = _lib.Replay()
        self.game.ok = bool(lib.bao_walk_game(self.w, ctypes.byref(g), ctypes.byref(out)))
        game, self.game = self.game, None
        return game


def _is_game(g: "_lib.Game") -> bool:
    return bool(g.n_plies or g.setup) or any(
        (_text(g.tags[i].key) or "").lower() in _KNOWN_KEYS for i in range(g.n_tags))


class Reader(_Closing):
    """The games of one record file, one at a time, each replayed.

    ``Reader(path, format=None, variant=None, rules=None, dialect=None,
    strict=False, events=False, text=None)``: ``format`` 'yaml', 'text' or None
    (the name and the contents decide, as ``bao check``); ``variant``,
    ``rules`` and ``dialect`` as the command's --variant, --rule and
    --dialect; ``strict``: warnings count as errors; ``events``: each
    ply carries its events; ``text``: the record itself, as a string
    (``path`` then only names it).  Iterating yields ``Game`` values.  A file
    that cannot be opened raises OSError; one that is not a record
    raises Error.  A problem of the reader's that loses a game is kept
    in ``problems`` (a Diagnostic each), as ``bao check`` reports it, and
    the reading goes on.  Use it in a ``with`` block, or call close()."""

    def __init__(self, path, format: Optional[str] = None, variant=None,
                 rules=None, dialect=None, strict=False, events=False,
                 text: Optional[str] = None):
        self._f = self._r = self._walk = None  # close() after a failed start
        self._lock = threading.RLock()
        if format not in _FORMATS:
            raise Error("the format is 'yaml', 'text', 'ap' or None, not %r" % (format,))
        self.path = os.fspath(path)
        self.problems: List[Diagnostic] = []
        if text is not None:
            # the record in memory (fmemopen: a stream the reader can
            # rewind); `path` only names it, and its ending still says
            # YAML (.yaml, .yml)
            self._buf = ctypes.create_string_buffer(text.encode("utf-8"))
            self._f = _lib.libc.fmemopen(self._buf, len(self._buf) - 1, b"r")
        else:
            self._f = _lib.libc.fopen(os.fsencode(self.path), b"rb")
        if not self._f:
            err = ctypes.get_errno()
            raise OSError(err, os.strerror(err) if err else "cannot open", self.path)
        d = _lib.Diag()
        self._r = lib.bao_reader_open(self._f, os.fsencode(self.path),
                                      _FORMATS[format], ctypes.byref(d))
        if not self._r:
            self.close()  # the stream, once (close() forgets it)
            raise Error.of(d)
        try:
            self._walk = _Walk(variant, rules, dialect, strict, events)
        except Exception:
            self.close()
            raise

    def _next(self) -> Optional[Game]:
        """The next game, or None at the end; the reader's lock held, so
        that close() from another thread waits for it."""
        g, d = _lib.Game(), _lib.Diag()
        with self._lock:
            while True:
                if not self._r:
                    raise ClosedError("the reader is closed")
                r = lib.bao_reader_next(self._r, ctypes.byref(g), ctypes.byref(d))
                if r == 0:
                    return None
                if r < 0:
                    self.problems.append(Diagnostic.of(d))
                    continue
                try:
                    if _is_game(g) and self._walk:
                        return self._walk.walk(g)
                finally:
                    lib.bao_game_free(ctypes.byref(g))

    def __iter__(self) -> Iterator[Game]:
        while True:
            game = self._next()
            if game is None:
                return
            yield game

    def close(self):
        """Closes the file and frees the reader (after the read under way
        in another thread, if any); closing twice is harmless."""
        lock = getattr(self, "_lock", None)
        if lock is None:
            return
        with lock:
            if self._walk:
                self._walk.close()
                self._walk = None
            if self._r:
                lib.bao_reader_close(self._r)
                self._r = None
            if self._f:
                _lib.libc.fclose(self._f)
                self._f = None


def read(path, **options) -> List[Game]:
    """Every game of a record file, replayed (``Reader``'s options).  A
    problem that loses a game, or a file with no game, raises Error."""
    with Reader(path, **options) as r:
        games = list(r)
        if r.problems:
            p = r.problems[0]
            raise Error(p.message, p.line, p.column)
    if not games:
        raise Error("no game found")
    return games


def read_text(text: str, name: str = "<text>", **options) -> List[Game]:
    """``read`` of a record held in a string (``name``, ending .yaml or
    not, names it in messages and helps decide its format)."""
    return read(name, text=text, **options)


def check(path, **options) -> List[Diagnostic]:
    """The diagnostics ``bao check`` reports for a file, in its order
    (without the source lines and carets), for a program to act on: the
    reader's problems, each game's diagnostics, or "no game found"."""
    out: List[Diagnostic] = []
    try:
        with Reader(path, **options) as r:
            games = 0
            for g in r:
                games += 1
                out += r.problems
                r.problems = []
                out += g.diagnostics
            out += r.problems
    except Error as e:
        return [Diagnostic("error", e.line, e.column, 0, e.message)]
    if not games and not out:
        out.append(Diagnostic("error", 0, 0, 0, "no game found"))
    return out
