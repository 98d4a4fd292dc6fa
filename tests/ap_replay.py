#!/usr/bin/env python3
"""ap_replay.py - Abstract Play's own games replayed under set=abstractplay.

Every ply of tests/data/abstractplay/plies-*.jsonl.gz was played by AP's
engine (bao.ts, version 20231126), which recorded the state before, its
sorted legal moves, the move, the state after and the end.  For each ply
this asks `bao moves --position LINE --rule set=abstractplay --dialect ap`
about AP's state before, and requires:
  - our legal moves, as AP spells them, sorted by their bytes as AP sorts
    them, to be AP's `legal` (a takata that sets a takasia is written
    with '**' by us and by AP's records, never in AP's lists: one '*' is
    dropped before comparing);
  - the position after AP's move to be AP's state after, converted;
  - our token of that move to be what AP recorded (its '**' included);
  - at the end, the loser we report to be the one AP reports.

Usage: ap_replay.py BAO DATA_DIR [VARIANT...] (default, kujifunza, malawi)
"""
import gzip
import json
import os
import subprocess
import sys

FILES = "abcdefgh"
# AP's variants, all under our set=abstractplay: the default set-up is
# Bao la Kiswahili's, "Bao la kujifunza" is our kujifunza, and "Malawi"
# is the 8-seed nyumba set-up (our setup=house8; the position line
# carries the seeds, so only the variant matters here).
VARIANT_ARGS = {"default": [], "malawi": [], "kujifunza": ["--variant", "kujifunza"]}


def hole_name(cell):
    """AP's cell (file a-h, rank 1-4) as our hole name.  Rank 2 is South's
    front row A and rank 1 its back row B, numbered by file from South's
    left; rank 3 is North's front row a and rank 4 its back row b,
    numbered from North's own left, the h-file: hole 9 - file."""
    f = FILES.index(cell[0]) + 1
    r = int(cell[1])
    row = {1: "B", 2: "A", 3: "a", 4: "b"}[r]
    return "%s%d" % (row, f if r <= 2 else 9 - f)


def position_line(st, player):
    """AP's state as our position line.  AP's board[0] is rank 4 (North's
    back row) and board[3] rank 1, each listed from the a-file; our line
    lists b8..b1 / a8..a1 / A1..A8 / B1..B8 as South sees the board, which
    is the same four rows in the same order, file a first (b8 and a8 stand
    on the a-file because North counts from the h-file).  A house is
    destroyed when AP's `houses` has none, else works with 6 or more
    seeds (F) and is dormant below (a).  AP's `blocked[i]` is the pit of
    player i+1 under takasia, kept until cleared: the mover's is our
    `takasia`, the other player's our `reserved` (a hole of the side not
    to move that the mover must capture)."""
    b = st["board"]
    rows = " / ".join(" ".join(str(n) for n in row) for row in b)
    houses = []
    for i, cell in enumerate(st["houses"]):
        if cell is None:
            houses.append("x")
        else:
            f = FILES.index(cell[0])
            houses.append("F" if b[4 - int(cell[1])][f] >= 6 else "a")
    line = "%s | hand S%d N%d | house S:%s N:%s | %s to move" % (
        rows, st["inhand"][0], st["inhand"][1], houses[0], houses[1],
        "S" if player == 1 else "N")
    blocked = st.get("blocked") or [None, None]
    mine, theirs = blocked[player - 1], blocked[2 - player]
    if mine:
        line += " | takasia " + hole_name(mine)
    if theirs:
        line += " | reserved " + hole_name(theirs)
    return line


def bao_moves(bao, line, extra):
    p = subprocess.run([bao, "moves", "--position", line, "--rule",
                        "set=abstractplay", "--dialect", "ap"] + extra,
                       capture_output=True, text=True)
    moves = {}
    for out in p.stdout.splitlines():
        tok, after = out.split("\t", 1)
        moves[tok] = after
    return p.returncode, moves, p.stderr


def unstar(tok):
    return tok[:-1] if tok.endswith("**") else tok


def special(bao, data):
    """The hand-made positions of special-positions.jsonl.gz (Bao la
    Kiswahili's set-up): AP's legal moves, and for each move AP could play
    the board and houses after it (AP's move_skipEconomy; the hands lose
    the seed placed in namua; whose turn is the other's).  A move AP lists
    but cannot play (its 192-seed cap, "infinite") is only listed."""
    n = bad = 0
    with gzip.open(os.path.join(data, "special-positions.jsonl.gz"), "rt") as f:
        for raw in f:
            rec = json.loads(raw)
            n += 1
            pl = rec["currplayer"]
            st = {"board": rec["board"], "inhand": rec["inhand"],
                  "houses": rec["houses"], "blocked": rec.get("blocked")}
            before = position_line(st, pl)
            rc, moves, err = bao_moves(bao, before, [])
            ours = sorted(unstar(t) for t in moves)
            problems = []
            if ours != sorted(rec["legal"]):
                problems.append("legal: AP %s, ours %s" % (rec["legal"], ours))
            if rec["move_default"]["ok"] and rec["move"] in moves:
                done = rec["move_skipEconomy"]
                hand = list(rec["inhand"])
                if hand[pl - 1]:
                    hand[pl - 1] -= 1
                want = position_line({"board": done["board"], "inhand": hand,
                                      "houses": done["houses"]}, 3 - pl)
                got = moves[rec["move"]].split(" | takasia")[0].split(" | reserved")[0]
                if got != want:
                    problems.append("after %s:\n  AP   %s\n  ours %s" %
                                    (rec["move"], want, got))
            if problems:
                bad += 1
                print("%s %s (%s): %s" % (rec["position"], rec["move"], before,
                                          "; ".join(problems)))
    print("%d special positions, %d differ" % (n, bad))
    return bad


def main():
    bao, data = sys.argv[1], sys.argv[2]
    variants = sys.argv[3:] or ["default", "kujifunza", "malawi"]
    plies = bad = 0
    bad += special(bao, data)
    for v in variants:
        path = os.path.join(data, "plies-%s.jsonl.gz" % v)
        with gzip.open(path, "rt") as f:
            for raw in f:
                rec = json.loads(raw)
                if rec["type"] != "ply":
                    continue
                plies += 1
                where = "%s game %d ply %d" % (v, rec["game"], rec["ply"])
                before = position_line(rec["before"], rec["player"])
                rc, moves, err = bao_moves(bao, before, VARIANT_ARGS[v])
                ours = sorted(unstar(t) for t in moves)
                problems = []
                if rc != 0:
                    problems.append("bao moves failed: " + err.strip())
                if ours != sorted(rec["legal"]):
                    problems.append("legal: AP %s, ours %s" % (rec["legal"], ours))
                mine = [t for t in moves if unstar(t) == unstar(rec["recorded"])]
                if not mine:
                    problems.append("no move %s" % rec["recorded"])
                else:
                    if mine[0] != rec["recorded"]:
                        problems.append("recorded %s, ours %s" % (rec["recorded"], mine[0]))
                    want = position_line(rec["after"], rec["after"]["currplayer"])
                    if moves[mine[0]] != want:
                        problems.append("after %s:\n  AP   %s\n  ours %s" %
                                        (mine[0], want, moves[mine[0]]))
                    if rec["gameover"]:
                        rc2, more, err2 = bao_moves(bao, moves[mine[0]], VARIANT_ARGS[v])
                        loser = "South" if rec["winner"] == [2] else "North"
                        if more or ("%s has lost" % loser) not in err2:
                            problems.append("end: AP winner %s, ours: %s %d moves" %
                                            (rec["winner"], err2.strip(), len(more)))
                if problems:
                    bad += 1
                    print("%s (%s): %s" % (where, before, "; ".join(problems)))
    print("%d plies, %d differ" % (plies, bad))
    return 1 if bad or plies == 0 else 0


if __name__ == "__main__":
    sys.exit(main())
