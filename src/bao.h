/*
 * bao.h - the bao library: positions, legal moves and move events of Bao,
 * the four-row mancala of Zanzibar and the East-African coast.
 *
 * ## Ownership rule
 *
 * Every struct in this header is a plain value that the caller owns and may
 * copy with `=`, except `bao_events`, which holds a heap buffer: initialise
 * it with `bao_events_init` and release it with `bao_events_free`.  No
 * function keeps a pointer to its arguments after it returns, and the
 * engine has no global state, does no I/O and never allocates except to
 * grow a `bao_events` the caller handed it.
 *
 * ## Errors
 *
 * Functions that can fail return 1 on success and 0 on failure, and fill a
 * `bao_error` (message and 1-based column) that the caller supplies, as
 * libyaml does.
 *
 * ## The board
 *
 * Each player owns two rows of 8 holes: South `A` (front) and `B` (back),
 * North `a` and `b`.  Holes are numbered 1-8 from the owner's own left, so
 * A_i faces a_(9-i) and the nyumba (house) is A5 / a5.  Inside the engine a
 * player's 16 holes are one circuit, indexed 0..15 in clockwise order:
 * 0..7 are front holes 1..8, 8..15 are back holes 8..1.  Clockwise (CW)
 * is towards the owner's right along the front row, for both players.
 *
 * The rules are those of rules.md §3 (de Voogt's master rules as replayed);
 * the points where sources disagree are the `bao_rules` options, with the
 * defaults of rules.md §3.2.
 */
#ifndef BAO_H
#define BAO_H

#include <stddef.h>
#include <stdint.h>

#include "bao_version.h" /* BAO_VERSION, generated from CMakeLists.txt */

/** ## Basic types */

enum bao_side { BAO_SOUTH = 0, BAO_NORTH = 1 };

/** Sowing directions along a player's own circuit. */
enum bao_dir { BAO_CW = 1, BAO_ACW = -1 };

#define BAO_PITS 16      /* holes per player                          */
#define BAO_FRONT 8      /* circuit indexes 0..7 are the front row     */
#define BAO_HOUSE 4      /* circuit index of the nyumba (hole 5)       */
#define BAO_MAX_SEEDS 255 /* total seeds a position may hold           */

/** A hole: side * 16 + circuit index. */
typedef uint8_t bao_hole;

#define BAO_HOLE(side, c) ((bao_hole)((side) * BAO_PITS + (c)))
#define BAO_HOLE_SIDE(h) ((h) / BAO_PITS)
#define BAO_HOLE_C(h) ((h) % BAO_PITS)
#define BAO_NO_HOLE 0xff

/** Writes the name of hole `h` ("A1", "b8") into buf (at least 3 bytes). */
void bao_hole_name(bao_hole h, char *buf);

/** Reads a hole name at `s` (exactly 2 characters); 1 on success. */
int bao_hole_parse(const char *s, bao_hole *out);

/** An error: what went wrong and where (1-based column, 0 if none). */
typedef struct bao_error {
  int column;
  char message[200];
} bao_error;

/** ## Rule options
 *
 * Each field is one disputed point of rules.md §7; 0 is always the default
 * of rules.md §3.2.  Names and values as used by `--rule NAME=VALUE` are
 * listed by `bao_rules_describe`. */

/** The games of our sources (rules.md §3-§6), see bao-rules(7):
 *  Bao la Kiswahili (de Voogt's master rules), Bao la Kujifunza (2 seeds
 *  everywhere, mtaji only, no nyumba, no takasia), Bao la Kete of Lamu
 *  (the kuu never below 6, the first takata from the kuu, a reserved hole
 *  must be captured), and the Zanzibar leaflet of seed 002 (its own namua,
 *  then Kujifunza's rules). */
enum bao_variant { BAO_KISWAHILI = 0, BAO_KUJIFUNZA, BAO_KETE, BAO_LEAFLET };
#define BAO_VARIANTS 4

/** "kiswahili", "kujifunza", "kete", "leaflet" to a variant; 1 on success. */
int bao_variant_parse(const char *name, int *out);

/** The name bao_variant_parse reads, or NULL. */
const char *bao_variant_name(int variant);

typedef struct bao_rules {
  uint8_t variant;        /* enum bao_variant                                */
  uint8_t sixteen;        /* D1: 0 a mtaji first lap of 16+ never captures;
                             1 no limit                                     */
  uint8_t mtaji_safari;   /* D2: 0 forced; 1 the player chooses              */
  uint8_t house_stop;     /* D3: 0 a takasa/takata lap ends in the
                             functional nyumba; 1 the player may go on      */
  uint8_t tax;            /* D4: 0 the nyumba is the only occupied front
                             hole; 1 it is the only occupied hole on the
                             mover's side                                   */
  uint8_t takasa_hole;    /* D5: 0 restricted (no nyumba, no singleton unless
                             all are); 1 any occupied front hole but the
                             functional nyumba                              */
  uint8_t takasia;        /* D6: 0 with the first-lap-from-nyumba exception;
                             1 without it; 2 no takasia                     */
  uint8_t front_row;      /* D7: 0 a takasa/takata never empties the front
                             row; 1 no such rule                            */
  uint8_t game_end;       /* D8: 0 checked when a player is to move;
                             1 a capture that empties the opponent's front
                             row ends the move and the game at once         */
  uint8_t back_takata;    /* D13: 0 back row when the front row holds only
                             singletons; 1 only when the front row is empty */
  uint8_t setup;          /* D11: 0 6+2+2 with 22 in hand; 1 an 8-seed house
                             with 20 in hand (seed 004)                     */
  uint8_t house_loss;     /* leaflet item 20: 0 losing the nyumba in namua
                             is no loss; 1 it loses the game                */
} bao_rules;

/** The default rules (rules.md §3.2) of Bao la Kiswahili. */
bao_rules bao_rules_default(void);

/** The rules of a variant: the defaults with the variant set. */
bao_rules bao_rules_variant(int variant);

/** Sets one option from "NAME=VALUE"; 1 on success, else 0 and err. */
int bao_rules_set(bao_rules *rules, const char *assignment, bao_error *err);

/** The options that differ from the defaults, as "name=value name=value"
 *  (what a record's `rules` key and bao_rules_set read back); returns the
 *  length it needed, like snprintf.  The variant is not an option. */
size_t bao_rules_format(const bao_rules *rules, char *buf, size_t size);

/** One line per option: "name: value1 (default), value2 ..." into buf.
 *  Returns the length it needed (like snprintf). */
size_t bao_rules_describe(char *buf, size_t size);

/** ## Positions */

enum bao_house_state { BAO_HOUSE_INTACT = 0, BAO_HOUSE_DESTROYED = 1 };

typedef struct bao_position {
  uint8_t pit[2][BAO_PITS]; /* [side][circuit index]                      */
  uint8_t hand[2];          /* seeds still in hand (namua stock)          */
  uint8_t house[2];         /* enum bao_house_state                        */
  uint8_t to_move;          /* enum bao_side                               */
  int8_t takasia;           /* circuit index of the mover's front hole that
                               is takasiaed for this move, or -1          */
  int8_t reserved;          /* Kete: circuit index of the opponent's front
                               hole the mover must capture if he can (his
                               own takasia of the move before), or -1     */
  bao_rules rules;
} bao_position;

/** The start position of the variant of `rules` (NULL: Bao la Kiswahili,
 *  rules.md R2), South to move. */
void bao_position_start(bao_position *p, const bao_rules *rules);

/** 1 if `side` is in the namua stage (still has seeds in hand). */
int bao_position_namua(const bao_position *p, int side);

/** 1 if `side`'s nyumba is functional: intact and holding 6 or more. */
int bao_position_house_functional(const bao_position *p, int side);

/** Total seeds on the board and in both hands. */
int bao_position_seeds(const bao_position *p);

/**
 * The position line, the one-line text form every command reads and writes:
 *
 *   b8..b1 / a8..a1 / A1..A8 / B1..B8 | hand S<n> N<n> |
 *   house S:<F|a|x> N:<F|a|x> | <S|N> to move [| takasia <hole>]
 *   [| reserved <hole>]
 *
 * (on one line).  `reserved` (Bao la Kete only) names the opponent's hole
 * the side to move must capture if he can.  Rows are in screen order as seen from South; F is an
 * intact nyumba with at least 6 seeds, a an intact one with fewer, x a
 * destroyed one.  `bao_position_format` needs BAO_LINE_MAX bytes.
 */
#define BAO_LINE_MAX 256
void bao_position_format(const bao_position *p, char *buf);

/** Parses a position line; the rules are set to `rules` (NULL: defaults).
 *  Whitespace between items may be any run of blanks.  1 on success, else
 *  0 and `err` says what is wrong and at which column. */
int bao_position_parse(const char *line, const bao_rules *rules,
                       bao_position *p, bao_error *err);

/** ## Moves */

enum bao_move_kind {
  BAO_NAMUA_CAPTURE = 0, /* a seed from hand captures                     */
  BAO_NAMUA_TAKASA = 1,  /* a seed from hand, no capture (tax included)   */
  BAO_MTAJI_CAPTURE = 2, /* a hole sown, first lap captures               */
  BAO_MTAJI_TAKATA = 3   /* a hole sown, no capture                       */
};

typedef struct bao_move {
  uint8_t kind;   /* enum bao_move_kind                                    */
  uint8_t hole;   /* circuit index of the hole played (placed or sown)     */
  int8_t dir;     /* first sowing direction: for a namua capture the
                     direction from the entry kichwa (CW = left kichwa)    */
  uint8_t safari; /* 1: at the nyumba decision the player sows on (a
                     forced safari, mtaji by default, is not a choice and
                     leaves this 0; its event says it happened)           */
  uint8_t forced; /* namua capture whose kichwa the rules force            */
  uint8_t tax;    /* namua takasa of the nyumba taking 2 seeds             */
} bao_move;

/** The canonical token (de Voogt notation, rules.md §2.2): row letter,
 *  hole, L/R, then '*' for a takasa/takata and '>' for a safari the
 *  player chose (so that every legal move has its own token).  `side`
 *  is the mover.  buf needs BAO_TOKEN_MAX bytes. */
#define BAO_TOKEN_MAX 8
void bao_move_token(const bao_move *m, int side, char *buf);

/** The legal moves of a position, each with its outcome.  A never-ending
 *  move has `period` > 0 (laps; BAO_PERIOD_UNKNOWN when the lap limit was
 *  reached before the cycle closed) and no meaningful `after`. */
#define BAO_MAX_MOVES 72
#define BAO_PERIOD_UNKNOWN UINT32_MAX
#define BAO_LAP_LIMIT 1000000u

typedef struct bao_outcome {
  bao_move move;
  uint32_t period;    /* 0: the move ends                                   */
  bao_position after;
} bao_outcome;

typedef struct bao_movelist {
  int count;
  bao_outcome item[BAO_MAX_MOVES];
} bao_movelist;

/** Fills `list` with every legal move of `p`, in a fixed order (hole,
 *  then direction L before R, then stop before safari).  An empty list
 *  means the mover has lost (see bao_position_status).  Returns count. */
int bao_position_moves(const bao_position *p, bao_movelist *list);

/** ## Events
 *
 * Playing a move yields an ordered list of events; annotations and
 * diagrams are views of it.  Holes are bao_hole values (with side). */

enum bao_event_kind {
  BAO_EV_PLACE,          /* hole: a seed from hand put there               */
  BAO_EV_LAP,            /* hole: where the seeds came from (lifted hole,
                            or the entry kichwa for captured seeds); dir;
                            count: seeds; hole2: where the last one fell;
                            why: enum bao_lap_why                           */
  BAO_EV_CAPTURE,        /* hole: own hole; hole2: enemy hole taken;
                            count; dir: new direction; why: bao_entry_why;
                            flag: kichwa side 'L' or 'R'                   */
  BAO_EV_REVERSE,        /* the capture reversed the sowing; dir: new     */
  BAO_EV_SIXTEEN,        /* hole: start of a 16+ first lap whose capture
                            the 16-seed rule prevents                      */
  BAO_EV_HOUSE_STOP,     /* hole: the nyumba where the move stops          */
  BAO_EV_HOUSE_SAFARI,   /* hole: the nyumba sown on (why: 1 forced)       */
  BAO_EV_HOUSE_TAX,      /* hole: the nyumba taxed, count: seeds taken     */
  BAO_EV_HOUSE_CAPTURED, /* hole: the enemy nyumba captured                */
  BAO_EV_HOUSE_DESTROYED,/* hole: a nyumba that is now destroyed for good  */
  BAO_EV_TAKASIA_OBEYED, /* hole: a lap stopped in the takasiaed hole      */
  BAO_EV_TAKASIA_PASSED, /* hole: the first lap from the nyumba went on    */
  BAO_EV_TAKASIA_SET,    /* hole: the opponent's hole takasiaed next move  */
  BAO_EV_STAGE_MTAJI,    /* both hands are now empty: the mtaji stage      */
  BAO_EV_NEVER_ENDING,   /* count unused; period in `period`               */
  BAO_EV_GAME_END        /* side: the loser; why: enum bao_end_why;
                            flag: 1 if the winner still has seeds (mkononi) */
};

enum bao_lap_why { BAO_LAP_MOVE, BAO_LAP_RELAY, BAO_LAP_CAPTURE,
                   BAO_LAP_SAFARI, BAO_LAP_TAX };
enum bao_entry_why { BAO_ENTRY_CHOSEN, BAO_ENTRY_FORCED, BAO_ENTRY_KEPT };
enum bao_end_why { BAO_END_FRONT_EMPTY, BAO_END_NO_MOVE, BAO_END_NO_HOUSE };

typedef struct bao_event {
  uint8_t kind;
  uint8_t side;   /* the player the event belongs to                      */
  bao_hole hole;
  bao_hole hole2;
  uint8_t count;
  int8_t dir;
  uint8_t why;
  uint8_t flag;
  uint32_t period;
} bao_event;

typedef struct bao_events {
  bao_event *ev;
  size_t count, cap;
  int truncated; /* 1 if events were dropped (limit or out of memory)     */
} bao_events;

#define BAO_EVENTS_LIMIT 100000u
void bao_events_init(bao_events *e);
void bao_events_free(bao_events *e);
void bao_events_clear(bao_events *e);

/** Short English name of an event kind ("capture", "lap" ...). */
const char *bao_event_name(int kind);

/** Plays `m` (a move of bao_position_moves) on `p`, writing the result to
 *  `after` and, when `events` is not NULL, appending the events.  Returns
 *  1 if the move is legal and ends, 0 if it is not legal, and sets
 *  *period (may be NULL) to the never-ending period (0 if it ends); a
 *  never-ending move returns 1 with *period > 0. */
int bao_position_play(const bao_position *p, const bao_move *m,
                      bao_position *after, bao_events *events,
                      uint32_t *period);

/** ## The end of the game */

typedef struct bao_status {
  int over;    /* 1 if the side to move has lost                           */
  int loser;   /* enum bao_side                                             */
  int why;     /* enum bao_end_why                                          */
  int mkononi; /* the winner still has seeds in hand                        */
} bao_status;

/** Why a game ended, in words: "the front row is empty (bao hamna)", "no
 *  legal move is left", "the nyumba is lost" (enum bao_end_why). */
const char *bao_end_reason(int why);

/** Whether the side to move has lost (front row empty, or no legal move). */
bao_status bao_position_status(const bao_position *p);

/** ## Perft: leaf counts of the move tree, to compare engines.
 *  A never-ending move counts as a leaf and is not expanded. */
uint64_t bao_perft(const bao_position *p, int depth);

#endif
