#!/usr/bin/env python3
"""A player's download from Abstract Play, as the site writes it.

Usage: ap_download.py OUT.json

Abstract Play (https://www.abstractplay.com, MIT licence: see
tests/data/abstractplay/NOTICE) gives every finished game of a player as
one JSON array, player/{id}.json, written by AbstractPlay/backend-crons
(src/functions/records.ts: JSON.stringify(recs), minified) from each
game's record as AbstractPlay/gameslib writes it (src/games/_base.ts,
genRecord()).  This builds such a file from AP's own sample games
(tests/data/abstractplay/records-*.json), reshaped the way those two
programs shape a record; nothing here is copied from their code:

- the keys genRecord() writes, in its order: header.game {name,
  variants}, event, round, site {name, gameid}, date-start, date-end,
  date-generated (toISOString(), milliseconds and Z), players [{name,
  userid, is_ai, score, result}], then unrated, pie-invoked; the cron
  adds pied;
- is_ai is true for a registered bot and absent for a person (the cron
  passes `true` or undefined, and JSON.stringify drops undefined);
- eog() ends a game no move ended with the entry "resign" or "timeout"
  (the player named loses: result 0, the other 1), "draw" (every player
  a winner: both 1) or "abandoned" (no winner: both 0), in the place of
  the next move;
- the variants as each version of the code wrote them: the English
  display name ("Default setup", "Malawi", "Bao la kujifunza"), no
  variants key at all for the default set-up (getVariants() returns
  undefined when a game has none), the uid when the names were not
  loaded on the server ("malawi"), the translation key itself
  ("variants.bao.kujifunza.name"), and a game id that carries the uid
  after a ':' ("<instance>#bao:malawi");
- the game id "bao#<id>" the cron makes (`${metaGame}#${id}`);
- a record of another game, as a player's download mixes every game
  they played (here one of Homeworlds, whose moves are not Bao's).
"""
import json
import sys

AP = "tests/data/abstractplay/records-%s.json"


def load(v):
    with open(AP % v, encoding="utf-8") as f:
        return json.load(f)


def plies(rec):
    return [m for rnd in rec["moves"] for m in rnd if m is not None]


def rounds(moves):
    return [moves[i:i + 2] for i in range(0, len(moves), 2)]


def header(game, gameid, players, results, event=None, rnd=None,
           scores=None, ais=(None, None), day=1):
    h = {"game": game}
    if event is not None:
        h["event"] = event
        h["round"] = rnd
    h["site"] = {"name": "Abstract Play", "gameid": gameid}
    h["date-start"] = "2024-03-%02dT09:15:02.417Z" % day
    h["date-end"] = "2024-03-%02dT21:40:57.003Z" % (day + 1)
    h["date-generated"] = "2024-04-01T04:00:11.871Z"
    h["players"] = []
    for i, (name, uid) in enumerate(players):
        p = {"name": name, "userid": uid}
        if ais[i]:
            p["is_ai"] = True
        if scores is not None:
            p["score"] = scores[i]
        p["result"] = results[i]
        h["players"].append(p)
    return h


def ended(rec, keep, word):
    """The first `keep` plies of a game, then AP's end `word`."""
    return rounds(plies(rec)[:keep] + [word])


def main(out):
    d, k, m = load("default"), load("kujifunza"), load("malawi")
    alice = ("Alice", "Xq3vB7dKp0aLzM1")
    bot = ("AiAi", "SkQfHAjeDxs8eeEnScuYA")
    bob = ("bob_w", "9fGh2kLmN4pQrS6")
    recs = []
    # 1. a game played to its end on the board, the display name, a bot
    g = d[0]
    recs.append({"header": header(
        {"name": "Bao", "variants": ["Default setup"]}, "bao#a1b2c3d4",
        [alice, bot], [p["result"] for p in g["header"]["players"]],
        scores=[p["score"] for p in g["header"]["players"]],
        ais=(None, True), day=1), "moves": g["moves"]})
    # 2. South resigns after 30 plies (South is to move: 30 is even);
    #    AP's code of 2023: no variants key for the default set-up
    recs.append({"header": header(
        {"name": "Bao"}, "bao#e5f6a7b8", [alice, bob], [0, 1],
        scores=[-4, 4], day=3), "moves": ended(d[1], 30, "resign")})
    # 3. North runs out of time after 41 plies; Malawi by its uid; an
    #    event and its round, unrated, the pie rule
    h = header({"name": "Bao", "variants": ["malawi"]}, "bao#c9d0e1f2",
               [bob, alice], [1, 0], event="Automated Tournament #12 "
               "(bao#malawi)", rnd="1", scores=[6, -6], day=5)
    h["unrated"] = True
    h["pie-invoked"] = True
    h["pied"] = True
    recs.append({"header": h, "moves": ended(m[0], 41, "timeout")})
    # 4. a draw agreed after 20 plies of kujifunza, by its translation key
    recs.append({"header": header(
        {"name": "Bao", "variants": ["variants.bao.kujifunza.name"]},
        "bao#0a1b2c3d", [alice, bob], [1, 1], scores=[0, 0], day=7),
        "moves": ended(k[1], 20, "draw")})
    # 5. abandoned after 11 plies; the variant in the game id alone
    recs.append({"header": header(
        {"name": "Bao"}, "f47ac10b-58cc-4372-a567-0e02b2c3d479#bao:malawi",
        [bot, alice], [0, 0], ais=(True, None), day=9),
        "moves": ended(m[1], 11, "abandoned")})
    # 6. another game in the same download
    recs.append({"header": header(
        {"name": "Homeworlds", "variants": ["Four-player"]},
        "homeworlds#77aa88bb", [alice, bob], [1, 0], day=11),
        "moves": [["homeworld g3 b2 y1 ship1", "homeworld r3 b1 g3 ship2"],
                  ["build g1 ship1", "resign"]]})
    # 7. the display names of the other two variants, a bot won
    g = k[2]
    recs.append({"header": header(
        {"name": "Bao", "variants": ["Bao la kujifunza"]}, "bao#5e6f7a8b",
        [bot, bob], [p["result"] for p in g["header"]["players"]],
        scores=[p["score"] for p in g["header"]["players"]],
        ais=(True, None), day=13), "moves": g["moves"]})
    g = m[2]
    recs.append({"header": header(
        {"name": "Bao", "variants": ["Malawi"]}, "bao#9c0d1e2f",
        [alice, bob], [p["result"] for p in g["header"]["players"]],
        scores=[p["score"] for p in g["header"]["players"]], day=15),
        "moves": g["moves"]})
    with open(out, "w", encoding="utf-8") as f:
        f.write(json.dumps(recs, separators=(",", ":"), ensure_ascii=False))


if __name__ == "__main__":
    main(sys.argv[1])
