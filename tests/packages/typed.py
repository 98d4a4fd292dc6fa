"""typed.py - a program using the installed module, for mypy (python.sh):
the module is typed (py.typed), so mypy checks these calls against its
annotations instead of stopping at "missing library stubs or py.typed
marker"; never run."""

from typing import List, Optional

import bao

p: bao.Position = bao.Position.start()
n: int = bao.perft(p, 3)
tokens: List[str] = [m.token for m in p.moves("kiba")]
board = bao.Board()
played: bao.Played = board.push("A6<*")
after: Optional[bao.Position] = played.position
record: str = board.record("yaml", tags={"south": "Ali"})
best: Optional[str] = bao.best(p, level=1).best
says: str = bao.score_format(29999)
games: List[bao.Game] = bao.read_text(record, name="g.yaml")
svg: str = p.svg()
try:
    p.play("A9")
except bao.InvalidMoveError as e:
    column: int = e.column
