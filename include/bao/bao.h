/*
 * bao.h - the bao library: positions, legal moves and move events of Bao,
 * the four-row mancala of Zanzibar and the East-African coast.
 *
 * ## Ownership (the one rule of every header)
 *
 * Every struct in the library's headers is a plain value that the caller
 * owns and may copy with `=`, except two kinds, which say so where they
 * are declared: values that hold memory (`bao_events` here, `bao_game`
 * in record.h, the renderers' contexts that own a copy), which come with
 * an init and a free function and are not copied; and opaque handles
 * (`bao_reader`, `bao_walk`, `bao_solver`, `bao_player` ...), made by a
 * _new or _open function and ended by its _free or _close.  What a
 * function returns as `const char *` belongs to the library (a static
 * string) or to the object it came from, and lives as long as that
 * object.  No function keeps a pointer to its arguments after it
 * returns, but the handles and contexts that say they keep their
 * streams or sinks.  The engine (this header) has no global state, does
 * no I/O and never allocates except to grow a `bao_events` the caller
 * handed it; no part of the library keeps global or thread-local state.
 *
 * ## Errors
 *
 * A function that can fail returns 1 on success and 0 on failure, and
 * then fills the `bao_diag` the caller supplied (what went wrong and
 * where), as libyaml does.  Every such function accepts NULL for the
 * `bao_diag`: it then fails without saying why.
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
 * The rules are de Voogt's master rules of Bao la Kiswahili, told in
 * bao-rules(7); the points where sources disagree are the `bao_rules`
 * options (each value 0 being the master rules' reading), and the other
 * games of our sources are the variants of the same table.
 */
#ifndef BAO_H
#define BAO_H

#include <stddef.h>
#include <stdint.h>

#include "bao_version.h" /* BAO_VERSION, generated from CMakeLists.txt */

#include "diag.h" /* BAO_API, BAO_TEXT_DOMAIN, bao_mark, bao_diag */

#ifdef __cplusplus
extern "C" {
#endif

/** ## Version
 *
 * BAO_VERSION ("0.1.0") and BAO_VERSION_NUMBER (100 for 0.1.0, 10203
 * for 1.2.3) are the version of the headers a program was compiled
 * with; these two give the version of the library it runs with, which
 * may be newer within the same SONAME (bao(3), "ABI"). */
BAO_API const char *bao_version(void);
BAO_API int bao_version_number(void);

/** The domain of the translations (diag.h), for bindings that cannot
 *  read macros. */
BAO_API const char *bao_text_domain(void);

/** Fills `d` (NULL: nothing) with an error at `mark` and returns 0, so
 *  that a failing function reads `return bao_diag_set(d, at, ...)`.
 *  Level BAO_ERROR, width 0; the caller may change them. */
BAO_API int bao_diag_set(bao_diag *d, bao_mark mark, const char *fmt, ...)
#if defined(__GNUC__) || defined(__clang__)
  __attribute__((format(printf, 3, 4)))
#endif
  ;

/** A mark with only a column (a position line, a token). */
BAO_API bao_mark bao_mark_column(int column);

/** ## Basic types */

enum bao_side { BAO_SOUTH = 0, BAO_NORTH = 1 };

/** Sowing directions along a player's own circuit. */
enum bao_dir { BAO_CW = 1, BAO_ACW = -1 };

#define BAO_PITS 16      /* holes per player                          */
#define BAO_FRONT 8      /* circuit indexes 0..7 are the front row     */
#define BAO_HOUSE 4      /* circuit index of the nyumba (hole 5)       */
#define BAO_HOUSE_MIN 6  /* seeds that make an intact nyumba work     */
#define BAO_MAX_SEEDS 255 /* total seeds a position may hold           */

/** A hole: side * 16 + circuit index. */
typedef uint8_t bao_hole;

#define BAO_HOLE(side, c) ((bao_hole)((side) * BAO_PITS + (c)))
#define BAO_HOLE_SIDE(h) ((h) / BAO_PITS)
#define BAO_HOLE_C(h) ((h) % BAO_PITS)
#define BAO_NO_HOLE 0xff

/** ## Board geometry (hole.c): the one place that knows how holes are
 *  numbered, which are kichwa and kimbi, and which way a circuit runs. */

/** The circuit index of hole `number` (1..8) of the front or back row. */
BAO_API int bao_circuit_index(int back, int number);

/** The hole number (1..8) of circuit index c, and whether it is a back
 *  hole. */
BAO_API int bao_circuit_number(int c);
#define BAO_IS_BACK(c) ((c) >= BAO_FRONT)

/** The next circuit index from c in direction dir. */
BAO_API int bao_circuit_step(int c, int dir);

/** The opponent's front hole facing front circuit index c (A_i faces
 *  a_(9-i)). */
#define BAO_FACING(c) (BAO_FRONT - 1 - (c))

/** The rule of the kichwa: a capture made in a kichwa or kimbi (holes 1, 2, 7,
 *  8) enters at that end's kichwa; returns the direction it then sows
 *  (BAO_CW from the left kichwa), or 0 for the central holes 3-6, where
 *  the first namua capture chooses and later captures keep going. */
BAO_API int bao_forced_entry(int c);

/** The kichwa where seeds entering in direction dir start: hole 1 for CW,
 *  hole 8 for ACW (circuit indexes 0 and 7). */
BAO_API int bao_entry_kichwa(int dir);

/** Both directions, clockwise first. */
extern BAO_API const int bao_dirs[2];

/** Writes the name of hole `h` ("A1", "b8") into buf (`size` bytes: 3
 *  hold any name); returns the length it needed (2), like snprintf. */
BAO_API size_t bao_hole_name(bao_hole h, char *buf, size_t size);

/** Reads a hole name at `s` (exactly 2 characters); 1 on success. */
BAO_API int bao_hole_parse(const char *s, bao_hole *out);

/** ## Rule options and variants
 *
 * One table in rules.c drives everything here: each option with its
 * values (value 0 is the master rules' reading) and the disputed
 * point it settles, and each game (variant) with its features, its
 * defaults and the options it takes.  `--rule NAME=VALUE` and a record's
 * `rules:` set options by name; `bao rules` lists the table. */

/** The games of our sources, each told in bao-rules(7). */
enum bao_variant {
  BAO_KISWAHILI = 0, /* Bao la Kiswahili, de Voogt's master rules        */
  BAO_KUJIFUNZA,     /* Bao la Kujifunza: 2 seeds in every hole, mtaji
                        only, no nyumba, no takasia                      */
  BAO_KETE,          /* Bao la Kete of Lamu: the kuu never below 6, the
                        first takata from the kuu, a reserved hole must
                        be captured                                      */
  BAO_LEAFLET,       /* the Zanzibar leaflet: its own namua, then
                        Kujifunza's rules                                */
  BAO_ESPERANTO      /* the Esperanto Vikipedio's Bao: an 8-seed nyumba
                        that works until first emptied, any takasa hole,
                        a tax in the mtaji stage, no takasia            */
};
#define BAO_VARIANTS 5

/** What a variant's rules contain (bao_rules.features).  Move
 *  generation asks for a feature, never for a variant. */
enum bao_feature {
  BAO_F_NAMUA = 1 << 0,       /* seeds in hand at the start              */
  BAO_F_NYUMBA = 1 << 1,      /* the nyumba's rules                      */
  BAO_F_TAKASIA = 1 << 2,     /* takasia                                 */
  BAO_F_HOUSE_ANY = 1 << 3,   /* the nyumba exists in namua only: it works
                                 whatever it holds until sown or captured,
                                 and nothing destroys it in mtaji
                                 (leaflet)                               */
  BAO_F_TAKASA_ANY = 1 << 4,  /* a namua takasa may use any occupied
                                 front hole but the nyumba (leaflet)     */
  BAO_F_KUU_MIN6 = 1 << 5,    /* the kuu is never taxed below 6: a kuu of
                                 exactly 6 is sown whole (Kete)          */
  BAO_F_KUU_FIRST = 1 << 6,   /* the first takata starts from the kuu
                                 while it exists (Kete)                  */
  BAO_F_RESERVED = 1 << 7     /* a takasiaed hole must be captured by its
                                 owner's opponent next move (Kete)       */
};

/** The values of each option; the first is the default. */
enum bao_sixteen { BAO_SIXTEEN_NO_CAPTURE, BAO_SIXTEEN_NONE };       /* D1 */
enum bao_mtaji_safari { BAO_SAFARI_FORCED, BAO_SAFARI_CHOICE };      /* D2 */
enum bao_house_stop { BAO_HOUSE_STOP_END, BAO_HOUSE_STOP_OPTIONAL }; /* D3 */
enum bao_tax { BAO_TAX_FRONT, BAO_TAX_ONLY_HOLE };                   /* D4 */
enum bao_takasa_hole {                                               /* D5 */
  BAO_TAKASA_RESTRICTED, BAO_TAKASA_ANY,
  BAO_TAKASA_ALL, /* any occupied front hole, the nyumba too, sown whole:
                     no namua tax (EO)                                   */
  BAO_TAKASA_NOT_HOUSE /* the intact nyumba, working or not, only when no
                          other front hole holds seeds; else holes of 2 or
                          more, else any (Abstract Play)                 */
};
enum bao_takasia {                                                   /* D6 */
  BAO_TAKASIA_NYUMBA_EXCEPTION, BAO_TAKASIA_STRICT, BAO_TAKASIA_OFF
};
enum bao_front_row {                                                 /* D7 */
  BAO_FRONT_NEVER_EMPTY, BAO_FRONT_FREE,
  BAO_FRONT_LOSES /* a move may empty its own front row, and its player
                     has lost at once (Abstract Play)                    */
};
enum bao_game_end { BAO_GAME_END_TURN_START, BAO_GAME_END_IMMEDIATE }; /* D8 */
enum bao_back_takata { BAO_BACK_SINGLETONS, BAO_BACK_FRONT_EMPTY };  /* D13 */
enum bao_setup { BAO_SETUP_STANDARD, BAO_SETUP_HOUSE8 };             /* D11 */
enum bao_house_loss { BAO_HOUSE_LOSS_NO, BAO_HOUSE_LOSS_LOSES };   /* leaflet */
enum bao_house_power {                                              /* D18 */
  BAO_HOUSE_POWER_SIX,   /* works with 6 or more, dormant below           */
  BAO_HOUSE_POWER_INTACT /* works until first emptied, whatever it holds  */
};
enum bao_mtaji_tax { BAO_MTAJI_TAX_NO, BAO_MTAJI_TAX_YES };          /* D4 */
enum bao_takasia_after {                                             /* D6 */
  BAO_TAKASIA_AFTER_TAKATA,     /* after a mtaji takata only             */
  BAO_TAKASIA_AFTER_LAST_TAKASA /* also after the takasa that empties the
                                   last hand                             */
};

/* The takasia as Abstract Play's engine plays it: */
enum bao_takasia_block {      /* whether the threatened side's capture */
  BAO_TAKASIA_BLOCK_NO_CAPTURE, /* saves it: no takasia if it can capture,
                                   and no capture from the hole          */
  BAO_TAKASIA_BLOCK_ALWAYS    /* does not: the hole is takasiaed anyway,
                                 and only its takatas are barred         */
};
enum bao_takasia_lasts {
  BAO_TAKASIA_LASTS_MOVE,     /* for the next move                       */
  BAO_TAKASIA_LASTS_CLEARED   /* until the hole is lifted or captured, or
                                 the hole facing it is captured          */
};
enum bao_takasia_capture {
  BAO_TAKASIA_CAPTURE_FREE,   /* the threatening side captures as it likes */
  BAO_TAKASIA_CAPTURE_FORCED  /* it must capture the takasiaed hole, and
                                 with captures none of which does, it has
                                 no legal move                           */
};
enum bao_kujifunza_takasia { BAO_KUJIFUNZA_TAKASIA_NO,
                             BAO_KUJIFUNZA_TAKASIA_YES };
enum bao_house_takata {       /* a mtaji takata whose lap ends in the
                                 working nyumba                          */
  BAO_HOUSE_TAKATA_STOP, BAO_HOUSE_TAKATA_RELAY
};
enum bao_seed_cap {           /* a move's length (Abstract Play)         */
  BAO_SEED_CAP_NONE,          /* a move sows until it ends or repeats    */
  BAO_SEED_CAP_192            /* a move that has sown more than 192 seeds
                                 when it lifts a hole to relay it loses
                                 for its player (Abstract Play's cap)    */
};

typedef struct bao_rules {
  uint8_t variant;        /* enum bao_variant                               */
  uint8_t sixteen;        /* enum bao_sixteen       (option sixteen)        */
  uint8_t mtaji_safari;   /* enum bao_mtaji_safari  (mtaji-safari)          */
  uint8_t house_stop;     /* enum bao_house_stop    (house-stop)            */
  uint8_t tax;            /* enum bao_tax           (tax)                   */
  uint8_t takasa_hole;    /* enum bao_takasa_hole   (takasa-hole)           */
  uint8_t takasia;        /* enum bao_takasia       (takasia)               */
  uint8_t front_row;      /* enum bao_front_row     (front-row)             */
  uint8_t game_end;       /* enum bao_game_end      (game-end)              */
  uint8_t back_takata;    /* enum bao_back_takata   (back-takata)           */
  uint8_t setup;          /* enum bao_setup         (setup)                 */
  uint8_t house_loss;     /* enum bao_house_loss    (house-loss)            */
  uint8_t house_power;    /* enum bao_house_power   (house-power)           */
  uint8_t mtaji_tax;      /* enum bao_mtaji_tax     (mtaji-tax)             */
  uint8_t takasia_after;  /* enum bao_takasia_after (takasia-after)         */
  uint8_t takasia_block;  /* enum bao_takasia_block (takasia-block)         */
  uint8_t takasia_lasts;  /* enum bao_takasia_lasts (takasia-lasts)         */
  uint8_t takasia_capture; /* enum bao_takasia_capture (takasia-capture)    */
  uint8_t kujifunza_takasia; /* enum bao_kujifunza_takasia                  */
  uint8_t house_takata;   /* enum bao_house_takata  (house-takata)          */
  uint8_t seed_cap;       /* enum bao_seed_cap      (seed-cap)              */
  uint8_t spare;          /* 0: the room of the next option (bao(3), ABI) */
  uint16_t features;      /* enum bao_feature bits of the variant; set by
                             bao_rules_variant, never by hand              */
} bao_rules;

/** The default rules of Bao la Kiswahili (de Voogt's master rules). */
BAO_API bao_rules bao_rules_default(void);

/** The rules of a variant: its features and its defaults (the options
 *  it plays otherwise than Bao la Kiswahili: the leaflet and the
 *  Esperanto game, bao-rules(7)). */
BAO_API bao_rules bao_rules_variant(enum bao_variant variant);

/** 1 if the rules have feature `f` (enum bao_feature). */
#define BAO_HAS(rules, f) (((rules)->features & (f)) != 0)

/** "kiswahili", "kujifunza", "kete", "leaflet", "esperanto" to a variant;
 *  1 on success. */
BAO_API int bao_variant_parse(const char *name, int *out);

/** The name bao_variant_parse reads, or NULL. */
BAO_API const char *bao_variant_name(enum bao_variant variant);

/** The names the variant gives the nyumba and the two stages, for
 *  annotations: "nyumba", "namua", "mtaji" (Kete: "kuu", "nemo",
 *  "hizi zetu"). */
typedef struct bao_words {
  const char *house, *namua, *mtaji;
} bao_words;
BAO_API const bao_words *bao_variant_words(enum bao_variant variant);

/** Sets one option from "NAME=VALUE"; 1 on success, else 0 and `d`.  An
 *  option the rules' variant does not have is refused.  "set=NAME" sets
 *  every option of the named set that the variant has ("set=abstractplay":
 *  the rules of Abstract Play's engine). */
BAO_API int bao_rules_set(bao_rules *rules, const char *assignment,
                          bao_diag *d);

/** The options that differ from the variant's defaults, as
 *  "name=value name=value" (what a record's `rules` key and
 *  bao_rules_set read back); returns the length it needed, like
 *  snprintf.  The variant is not an option. */
BAO_API size_t bao_rules_format(const bao_rules *rules, char *buf,
                                size_t size);

/** The table as text: one line per option, "name (point): value1
 *  (default), value2 ...", then one line per variant with its options;
 *  with `variant` >= 0 only the options of that variant, with its
 *  defaults.  Returns the length it needed (like snprintf). */
BAO_API size_t bao_rules_describe(int variant, char *buf, size_t size);

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
                               own takasia of the move before), or -1;
                               with takasia-lasts=until-cleared, the
                               opponent's takasiaed hole, still kept     */
  bao_rules rules;
} bao_position;

/** The start position of the variant of `rules` (NULL: Bao la Kiswahili;
 *  the set-ups are told in bao-rules(7)), South to move. */
BAO_API void bao_position_start(bao_position *p, const bao_rules *rules);

/** 1 if `side` is in the namua stage (still has seeds in hand). */
BAO_API int bao_position_namua(const bao_position *p, int side);

/** 1 if `side`'s nyumba works now (the nyumba's rules apply to it): intact
 *  and holding 6 or more in Bao la Kiswahili and Kete; intact, whatever
 *  it holds, in the leaflet's namua stage and with house-power=intact
 *  (D18); never in Kujifunza. */
BAO_API int bao_position_house_functional(const bao_position *p, int side);

/** Total seeds on the board and in both hands. */
BAO_API int bao_position_seeds(const bao_position *p);

/**
 * The position line, the one-line text form every command reads and writes:
 *
 *   b8..b1 / a8..a1 / A1..A8 / B1..B8 | hand S<n> N<n> |
 *   house S:<F|a|x> N:<F|a|x> | <S|N> to move [| takasia <hole>]
 *   [| reserved <hole>]
 *
 * (on one line).  `reserved` (Bao la Kete only) names the opponent's hole
 * the side to move must capture if he can.  Rows are in screen order as
 * seen from South; F is an intact nyumba with at least 6 seeds, a an
 * intact one with fewer, x a destroyed one.  `bao_position_format`
 * writes it into buf (`size` bytes: BAO_LINE_MAX hold any line; a
 * smaller buffer gets the line cut, always ended) and returns the length
 * it needed, like snprintf.
 */
#define BAO_LINE_MAX 256
BAO_API size_t bao_position_format(const bao_position *p, char *buf,
                                   size_t size);

/** Parses a position line; the rules are set to `rules` (NULL: defaults).
 *  Whitespace between items may be any run of blanks.  1 on success, else
 *  0 and `d` says what is wrong and at which column (line 0). */
BAO_API int bao_position_parse(const char *line, const bao_rules *rules,
                               bao_position *p, bao_diag *d);

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
  uint8_t tax;    /* a move from the nyumba taking 2 seeds: the namua
                     takasa's tax, or the mtaji tax (D4)                 */
} bao_move;

/** 1 if the move captures (namua or mtaji), 0 for a takasa or takata. */
#define BAO_MOVE_CAPTURES(m) \
  ((m)->kind == BAO_NAMUA_CAPTURE || (m)->kind == BAO_MTAJI_CAPTURE)

/** The canonical token (de Voogt notation, bao-notation(7)): row
 *  letter, hole, L/R, then '*' for a takasa/takata and '>' for a safari
 *  the player chose (so that every legal move has its own token).  `side`
 *  is the mover.  Written into buf (`size` bytes: BAO_TOKEN_MAX hold any
 *  token; cut to fit, always ended); returns the length it needed, like
 *  snprintf. */
#define BAO_TOKEN_MAX 8
BAO_API size_t bao_move_token(const bao_move *m, int side, char *buf,
                              size_t size);

/** 1 if a and b are the same choice of the player: the kind, the hole,
 *  the direction and the safari, what the token says (whether a capture
 *  is forced and the tax follow from those); else 0.  The engine's own
 *  test, for its clients (a move of a search's line found in a list). */
BAO_API int bao_move_equal(const bao_move *a, const bao_move *b);

/** The legal moves of a position, each with its outcome.  A never-ending
 *  move has `period` > 0 (laps; BAO_PERIOD_UNKNOWN when the lap limit was
 *  reached before the cycle closed) and no meaningful `after`.  A capture
 *  that has emptied the opponent's front row and then never ends has won: `period` is 0 and `after` is the position when
 *  the seeds of that capture had been entered; its events say so. */
#define BAO_MAX_MOVES 72
#define BAO_PERIOD_UNKNOWN UINT32_MAX
#define BAO_PERIOD_BUDGET (UINT32_MAX - 1) /* cut by a bao_budget, below */
/* With seed-cap=192: the move passes the cap, which loses for its player
 * (as on Abstract Play); like a never-ending move it has no `after`. */
#define BAO_PERIOD_CAP (UINT32_MAX - 2)
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
BAO_API int bao_position_moves(const bao_position *p, bao_movelist *list);

/** ## Long moves: a memo and a budget
 *
 * A move is sown until it ends, repeats (a move that never ends) or reaches BAO_LAP_LIMIT
 * laps, each time its position's moves are generated: a move that runs
 * to the limit costs a million laps every time.  A caller that generates
 * the moves of many positions (a walk over a file) may hand the engine a
 * bao_budget it owns.  Of every move longer than BAO_LONG_LAPS laps the
 * engine then keeps the verdict in the budget's memo, so that the same
 * position's moves are not sown again, and charges the laps past
 * BAO_LONG_LAPS to `laps`.  Once `laps` is spent, a move still sowing
 * after BAO_LONG_LAPS laps is cut there, as if it had reached the lap
 * limit: it never ends, its period is BAO_PERIOD_BUDGET (unknown), and a
 * capture that has emptied the opponent's front row has won; `cut`
 * counts such moves.  Ordinary moves (under BAO_LONG_LAPS laps) neither
 * cost nor are cut.  The results are the same as without a budget until
 * it is spent.  A NULL budget: no memo, no limit but BAO_LAP_LIMIT. */
#define BAO_LONG_LAPS 64u
#define BAO_LAP_BUDGET ((uint64_t)1 << 26) /* a default: under a second */
#define BAO_BUDGET_MEMO 16

/** A long move the memo remembers (the engine's; the caller only owns
 *  the memory). */
typedef struct bao_long_move {
  bao_position before; /* the key: the position and the move               */
  bao_move move;
  uint8_t until_won, code, used;
  uint32_t period;
  uint8_t pit[2][BAO_PITS], house[2]; /* the board the sowing left        */
} bao_long_move;

typedef struct bao_budget {
  uint64_t laps;  /* laps that long moves may still sow                    */
  uint64_t spent; /* laps long moves have sown (the memo's answers aside)  */
  uint64_t cut;   /* moves cut short since the budget was spent            */
  bao_long_move memo[BAO_BUDGET_MEMO];
} bao_budget;

/** An empty memo and `laps` laps to spend (BAO_LAP_BUDGET: a default). */
BAO_API void bao_budget_init(bao_budget *b, uint64_t laps);

/** bao_position_moves, but only the moves that start from circuit hole `only` (-1:
 *  all), in the same order: a record names its hole, and sowing the
 *  other holes' moves is most of the work of finding all of them.
 *  `budget`: for long moves (above; NULL: none). */
BAO_API int bao_position_moves_from(const bao_position *p, int only,
                                    bao_movelist *list,
                                    bao_budget *budget);

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
  BAO_EV_HOUSE_TAX,      /* hole: the nyumba taxed, count: seeds taken;
                            why: 0 the namua tax, 1 the mtaji tax (D4)     */
  BAO_EV_HOUSE_CAPTURED, /* hole: the enemy nyumba captured                */
  BAO_EV_HOUSE_DESTROYED,/* hole: a nyumba that is now destroyed for good  */
  BAO_EV_TAKASIA_OBEYED, /* hole: a lap stopped in the takasiaed hole      */
  BAO_EV_TAKASIA_PASSED, /* hole: the first lap from the nyumba went on    */
  BAO_EV_TAKASIA_SET,    /* hole: the opponent's hole takasiaed next move  */
  BAO_EV_STAGE_MTAJI,    /* both hands are now empty: the mtaji stage      */
  BAO_EV_NEVER_ENDING,   /* count unused; period in `period`; flag: 1 if a
                            capture had already emptied the opponent's
                            front row, so the move has won and the
                            position is the one of that moment           */
  BAO_EV_GAME_END        /* side: the loser; why: enum bao_end_why;
                            flag: 1 if the winner still has seeds (mkononi) */
};
#define BAO_EVENT_KINDS (BAO_EV_GAME_END + 1)

enum bao_lap_why { BAO_LAP_MOVE, BAO_LAP_RELAY, BAO_LAP_CAPTURE,
                   BAO_LAP_SAFARI, BAO_LAP_TAX };
enum bao_entry_why { BAO_ENTRY_CHOSEN, BAO_ENTRY_FORCED, BAO_ENTRY_KEPT };
enum bao_end_why { BAO_END_FRONT_EMPTY, BAO_END_NO_MOVE, BAO_END_NO_HOUSE };

typedef struct bao_event {
  uint8_t kind;
  uint8_t side;   /* the player the event belongs to                      */
  bao_hole hole;  /* BAO_NO_HOLE when the kind has none                   */
  bao_hole hole2;
  uint8_t count;
  int8_t dir;
  uint8_t why;
  uint8_t flag;
  uint32_t period;
} bao_event;

/** A growing list of events: the engine's one type that owns memory. */
typedef struct bao_events {
  bao_event *ev;
  size_t count, cap;
  int truncated; /* 1 if events were dropped (limit or out of memory)     */
} bao_events;

#define BAO_EVENTS_LIMIT 100000u
BAO_API void bao_events_init(bao_events *e);
BAO_API void bao_events_free(bao_events *e);
BAO_API void bao_events_clear(bao_events *e);

/** Short English name of an event kind ("capture", "lap" ...), as used
 *  in YAML output. */
BAO_API const char *bao_event_name(int kind);

/** The short English word, as used in YAML output, of an event's `why`:
 *  a lap's (enum bao_lap_why: "move", "relay", "capture", "safari",
 *  "tax"), a capture's entry (enum bao_entry_why: "chosen", "forced",
 *  "kept") or a game end's (bao_end_why_name); NULL for other events or
 *  a value out of range. */
BAO_API const char *bao_event_why_name(const bao_event *e);

/** "front-row-empty", "no-legal-move" or "nyumba-lost" (enum
 *  bao_end_why; anything else reads as "no-legal-move"). */
BAO_API const char *bao_end_why_name(int why);

/** Whether a never-ending move's period is unknown: the lap limit was
 *  reached, or the run's lap budget cut the move short (bao_budget). */
#define BAO_PERIOD_IS_UNKNOWN(period) \
  ((period) == BAO_PERIOD_UNKNOWN || (period) == BAO_PERIOD_BUDGET)

/** Plays `m` (a move of bao_position_moves) on `p`, writing the result to
 *  `after` and, when `events` is not NULL, appending the events.  Returns
 *  1 if the move is legal and ends, 0 if it is not legal, and sets
 *  *period (may be NULL) to the never-ending period (0 if it ends); a
 *  never-ending move returns 1 with *period > 0.  A capture that won and
 *  then never ends counts as a move that ends: *period is 0. */
BAO_API int bao_position_play(const bao_position *p, const bao_move *m,
                              bao_position *after, bao_events *events,
                              uint32_t *period);

/** Replays a move already known to be legal (an outcome of
 *  bao_position_moves of `p`) and appends its events: the sowing once,
 *  without generating the other moves again.  `after` (may be NULL)
 *  receives the position after it.  With a budget (NULL: none), a
 *  capture that won and that the budget's memo knows is sown only
 *  to the moment it won. */
BAO_API void bao_outcome_events(const bao_position *p, const bao_outcome *o,
                                bao_events *events, bao_position *after,
                                bao_budget *budget);

/** ## The end of the game */

typedef struct bao_status {
  int over;    /* 1 if the game is over                                    */
  int loser;   /* enum bao_side: the side to move, except for a nyumba the
                  other side lost (house-loss=loses)                       */
  int why;     /* enum bao_end_why                                          */
  int mkononi; /* the winner still has seeds in hand                        */
} bao_status;

/** Why a game ended, in words: "the front row is empty (bao hamna)", "no
 *  legal move is left", "the nyumba is lost" (enum bao_end_why). */
BAO_API const char *bao_end_reason(int why);

/** Whether the game is over (front row empty, or no legal move, for the
 *  side to move; with house-loss=loses, a nyumba lost in the leaflet's
 *  namua stage, which may be the other side's: see `loser`).  `budget`:
 *  for the long moves of telling whether a move is left (NULL: none). */
BAO_API bao_status bao_position_status(const bao_position *p,
                                       bao_budget *budget);

/** ## Perft: leaf counts of the move tree, to compare engines.
 *  A never-ending move counts as a leaf, whatever the depth left, and is
 *  not expanded.  A capture that wins and never ends is a move that
 *  ends the game: a leaf at the last ply, nothing below it. */
BAO_API uint64_t bao_perft(const bao_position *p, int depth);

/** A transposition table for perft, in memory the caller owns (zeroed:
 *  calloc): `size` entries, a power of two.  A position met again at the
 *  same depth left (two thirds of the positions 11 plies deep from the
 *  start are met only once) is not expanded again.  A table is used by
 *  one call at a time, and its counts hold for the rules of the trees it
 *  has seen: zero it before a tree of other rules. */
typedef struct bao_perft_entry {
  uint64_t key[5]; /* the position and the depth; all zero: empty         */
  uint64_t count;
} bao_perft_entry;

typedef struct bao_perft_table {
  bao_perft_entry *entry;
  size_t size;   /* entries: a power of two                                */
  uint64_t hits; /* positions answered by the table                        */
} bao_perft_table;

/** bao_perft with a table (NULL, or one whose size is not a power of
 *  two: none).  The same counts. */
BAO_API uint64_t bao_perft_cached(const bao_position *p, int depth,
                                  bao_perft_table *t);

#ifdef __cplusplus
}
#endif

#endif
