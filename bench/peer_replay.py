#!/usr/bin/env python3
"""peer_replay.py - a replay verifier for Bao la Kiswahili in plain Python,
the peer that bench/run.sh times bao against.

    python3 bench/peer_replay.py CORPUS.yaml          (the summary line)
    python3 bench/peer_replay.py --positions CORPUS.yaml

It reads a YAML file of games (PyYAML, with libyaml's C loader when it is
there) whose moves are canonical de Voogt tokens, as `bao random` writes
them, under the default rules of docs/rules.md section 3 (no set-ups, no
other variant or option), and replays every game: at every ply it lists
all the legal moves of the position, each sown to its end (R4-R17), and
the token must be one of them.  It stops a game at its first token that
names no legal move.  It is written from the rules document, not from
bao's code, the straightforward way: a position is a list of lists, a move
is sown seed by seed, a cycle is found with a dictionary of lap states.

It prints "CORPUS: N games, K plies legal, E errors" and the time spent,
or with --positions one line per legal ply, as `bao replay --positions`
prints it (PLY, S or N, TOKEN, the position line after it), so that the
two can be compared line for line.  A peer for timing, not a second
engine for the tests.
"""
import sys
import time

import yaml

FRONT, PITS, HOUSE = 8, 16, 4
CW, ACW = 1, -1
LAP_LIMIT = 1000000


class Position:
    __slots__ = ("pit", "hand", "intact", "to_move", "takasia")

    def __init__(self):
        # R2: 6 in the nyumba (hole 5), 2 in holes 6 and 7, 22 in hand
        self.pit = [[0] * PITS for _ in range(2)]
        for side in (0, 1):
            self.pit[side][4], self.pit[side][5], self.pit[side][6] = 6, 2, 2
        self.hand = [22, 22]
        self.intact = [True, True]
        self.to_move = 0
        self.takasia = -1

    def copy(self):
        q = Position.__new__(Position)
        q.pit = [self.pit[0][:], self.pit[1][:]]
        q.hand = self.hand[:]
        q.intact = self.intact[:]
        q.to_move = self.to_move
        q.takasia = self.takasia
        return q

    def house_works(self, side):
        """R11: intact, and 6 seeds or more."""
        return self.intact[side] and self.pit[side][HOUSE] >= 6


def facing(c):
    return 7 - c


def forced_entry(c):
    """R6: holes 1-2 enter at the left kichwa (clockwise), 7-8 at the
    right one (anticlockwise); 0 for the central holes."""
    if c <= 1:
        return CW
    if 6 <= c <= 7:
        return ACW
    return 0


def kichwa(direction):
    return 0 if direction == CW else 7


# ---- sowing: docs/rules.md section 3.1 ------------------------------------

ENDS, ILLEGAL, DECISION, NEVER, WON = range(5)


def sow(q, me, hole, kind, direction, tax, safari):
    """Carries the move out on q; returns what happened (ENDS, ILLEGAL,
    DECISION: the nyumba choice reached without `safari`, NEVER, or WON:
    a capture emptied the opponent's row and the move never ended; q is
    then the position when that capture's seeds were entered).  `tax`:
    a takasa from the nyumba that lifts only 2 seeds (R7(b))."""
    opp = 1 - me
    mine, theirs = q.pit[me], q.pit[opp]
    namua = kind in ("namua-capture", "takasa")
    capturing = kind in ("namua-capture", "capture")
    house_start = hole == HOUSE and q.intact[me]
    front = sum(mine[:FRONT])
    if namua:
        q.hand[me] -= 1
        mine[hole] += 1
        front += 1
    if kind == "namua-capture":
        take = theirs[facing(hole)]
        theirs[facing(hole)] = 0
        if facing(hole) == HOUSE:
            q.intact[opp] = False
        direction = forced_entry(hole) or direction
        cursor = kichwa(direction) - direction
        hand = take
    else:
        hand = 2 if tax else mine[hole]
        mine[hole] -= hand
        if hole < FRONT:
            front -= hand
        if hole == HOUSE and mine[hole] == 0:
            q.intact[me] = False
        cursor = hole
    won_at = None       # the board when a capture that won was entered
    emptied = kind == "namua-capture" and sum(theirs[:FRONT]) == 0
    laps = 0
    saved, power, lam = None, 1, 0     # Brent's cycle detection (R17)
    while True:
        state = (tuple(mine), tuple(theirs), q.intact[0], q.intact[1],
                 cursor, direction, hand, laps == 0)
        if laps:
            lam += 1
        if state == saved or laps >= LAP_LIMIT:
            if capturing and sum(theirs[:FRONT]) == 0:
                if won_at is not None:
                    q.pit[me], q.pit[opp], q.intact = won_at
                return WON
            return NEVER
        if laps == 0 or lam == power:
            saved, power, lam = state, power * 2 if laps else 1, 0
        # the lap: one seed per hole from the hole after the cursor
        for _ in range(hand):
            cursor = (cursor + direction) % PITS
            mine[cursor] += 1
            if cursor < FRONT:
                front += 1
            elif front == 0 and not capturing:
                return ILLEGAL          # R14, D7
        hand = 0
        laps += 1
        if emptied and won_at is None:
            won_at = (mine[:], theirs[:], q.intact[:])
        last = cursor
        if mine[last] == 1:
            return ENDS
        if capturing and last < FRONT and theirs[facing(last)] > 0:
            take = theirs[facing(last)]
            theirs[facing(last)] = 0
            if facing(last) == HOUSE:
                q.intact[opp] = False
            direction = forced_entry(last) or direction
            cursor = kichwa(direction) - direction
            hand = take
            emptied = emptied or sum(theirs[:FRONT]) == 0
            continue
        if (not capturing and last == q.takasia and
                not (laps == 1 and house_start)):
            return ENDS                 # R15 with MW's exception (D6)
        if last == HOUSE and q.house_works(me):
            if not capturing:
                return ENDS             # R12
            if namua and not safari:
                return DECISION         # R13: stop or safari
        hand = mine[last]               # a relay, or the safari
        mine[last] = 0
        if last < FRONT:
            front -= hand
        if last == HOUSE:
            q.intact[me] = False
        cursor = last


# ---- the legal moves ----------------------------------------------------------

def first_lap_target(q, side, hole, direction):
    """R8, R10: the enemy hole the first lap of a mtaji move captures,
    or -1."""
    n = q.pit[side][hole]
    if n < 2 or n >= 16:
        return -1
    last = (hole + direction * n) % PITS
    if last >= FRONT or q.pit[side][last] == 0:
        return -1
    return facing(last) if q.pit[1 - side][facing(last)] > 0 else -1


def candidates(q):
    """(kind, hole, direction, tax) of every move to try, R7 and R8."""
    me, opp = q.to_move, 1 - q.to_move
    mine = q.pit[me]
    if q.hand[me] > 0:
        caps = [c for c in range(FRONT)
                if mine[c] and q.pit[opp][facing(c)]]
        if caps:
            out = []
            for c in caps:
                if forced_entry(c):
                    out.append(("namua-capture", c, forced_entry(c), False))
                else:
                    out += [("namua-capture", c, CW, False),
                            ("namua-capture", c, ACW, False)]
            return out
        occupied = [c for c in range(FRONT) if mine[c]]
        tax = False
        if q.house_works(me):
            holes = [c for c in occupied if c != HOUSE]
            if not holes:   # the nyumba alone: the tax
                holes, tax = [HOUSE], True
        elif all(mine[c] == 1 for c in occupied):
            holes = occupied
        else:
            holes = [c for c in occupied if mine[c] >= 2]
        return [("takasa", c, d, tax) for c in holes for d in (CW, ACW)]
    caps = [("capture", c, d, False) for c in range(PITS) for d in (CW, ACW)
            if c != q.takasia and first_lap_target(q, me, c, d) >= 0]
    if caps:
        return caps
    holes = [c for c in range(FRONT) if mine[c] >= 2]
    if not holes:
        holes = [c for c in range(FRONT, PITS) if mine[c] >= 2]
    return [("takata", c, d, False) for c in holes if c != q.takasia
            for d in (CW, ACW)]


def takasia_after(q):
    """R15: after X's takata, with Y to move: Y's one threatened hole."""
    y, x = q.to_move, 1 - q.to_move
    if q.hand[0] or q.hand[1]:
        return -1
    threats = {first_lap_target(q, x, c, d)
               for c in range(PITS) for d in (CW, ACW)} - {-1}
    mine = any(first_lap_target(q, y, c, d) >= 0
               for c in range(PITS) for d in (CW, ACW))
    if len(threats) != 1 or mine:
        return -1
    t = threats.pop()
    front = q.pit[y][:FRONT]
    occupied = sum(1 for n in front if n)
    multi = sum(1 for n in front if n > 1)
    if ((t == HOUSE and q.house_works(y)) or occupied == 1 or
            (multi == 1 and front[t] > 1)):
        return -1
    return t


def token(me, kind, hole, direction, safari):
    """docs/rules.md section 2.2: row, hole, letter, '*', '>'."""
    row = ("A", "B", "a", "b")[2 * me + (hole >= FRONT)]
    number = hole + 1 if hole < FRONT else PITS - hole
    if kind == "namua-capture" or hole >= FRONT:
        letter = "L" if direction == CW else "R"
    else:
        letter = "R" if direction == CW else "L"
    star = "*" if kind in ("takasa", "takata") else ""
    return "%s%d%s%s%s" % (row, number, letter, star, ">" if safari else "")


def legal_moves(p):
    """{token: position after} of every legal move; never-ending moves
    map to None."""
    me = p.to_move
    if sum(p.pit[me][:FRONT]) == 0:
        return {}                       # R16: bao hamna
    moves = {}
    for kind, hole, direction, tax in candidates(p):
        for safari in (False, True):
            q = p.copy()
            r = sow(q, me, hole, kind, direction, tax, safari)
            if r == ILLEGAL:
                break
            if r == NEVER:
                moves[token(me, kind, hole, direction, safari)] = None
                break
            q.to_move = 1 - me
            q.takasia = takasia_after(q) if kind == "takata" else -1
            moves[token(me, kind, hole, direction, safari)] = q
            if r != DECISION:
                break
    return moves


# ---- the position line (as bao writes it) ----------------------------------------

def position_line(p):
    rows = [[p.pit[1][8 + i] for i in range(8)],
            [p.pit[1][7 - i] for i in range(8)],
            [p.pit[0][i] for i in range(8)],
            [p.pit[0][15 - i] for i in range(8)]]
    house = ["x" if not p.intact[s] else "F" if p.pit[s][HOUSE] >= 6 else "a"
             for s in (0, 1)]
    line = "%s | hand S%d N%d | house S:%s N:%s | %s to move" % (
        " / ".join(" ".join(str(n) for n in row) for row in rows),
        p.hand[0], p.hand[1], house[0], house[1], "SN"[p.to_move])
    if p.takasia >= 0:
        line += " | takasia %s%d" % ("Aa"[p.to_move], p.takasia + 1)
    return line


# ---- the replay -------------------------------------------------------------------

def main(argv):
    positions = "--positions" in argv
    paths = [a for a in argv[1:] if a != "--positions"]
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    out = sys.stdout
    for path in paths:
        start = time.process_time()
        games = plies = errors = 0
        with open(path, "rb") as f:
            for doc in yaml.load_all(f, Loader=loader):
                if not isinstance(doc, dict):
                    continue
                games += 1
                p = Position()
                for k, written in enumerate(doc.get("moves") or []):
                    after = legal_moves(p).get(written)
                    if after is None:
                        errors += 1
                        break
                    if positions:
                        out.write("%d\t%s\t%s\t%s\n" % (
                            k + 1, "SN"[p.to_move], written,
                            position_line(after)))
                    p = after
                    plies += 1
        seconds = time.process_time() - start
        if not positions:
            out.write("%s: %d games, %d plies legal, %d errors "
                      "(%.2f s of processor time, %.0f plies/s)\n" % (
                          path, games, plies, errors, seconds,
                          plies / seconds if seconds > 0 else 0))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
