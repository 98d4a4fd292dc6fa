/* primer_steps.h - the words of the rules primer (primer.c): its steps,
 * each with its paragraphs and its diagram, per variant.  Included by
 * primer.c alone; xgettext reads the messages here (po/POTFILES.in).
 * The facts are docs/rules.md's (§2-§6, R1-R17); the diagrams' positions
 * are its worked positions (§9: T7, T8, T9, T17), the 1994 game and the
 * start.
 * Not installed. */
#ifndef BAO_PRIMER_STEPS_H
#define BAO_PRIMER_STEPS_H

/* The variants a paragraph or a diagram is for (bit 1 << variant). */
#define KI (1u << BAO_KISWAHILI)
#define KU (1u << BAO_KUJIFUNZA)
#define KE (1u << BAO_KETE)
#define LE (1u << BAO_LEAFLET)
#define EO (1u << BAO_ESPERANTO)
#define ANY (KI | KU | KE | LE | EO)
#define HOUSE (KI | KE | LE | EO) /* the games with a namua and a nyumba */

#define PRIMER_DIAGRAMS 2
#define PRIMER_PARAS 12 /* of all variants: BAO_PRIMER_PARAS of one */

typedef struct primer_para {
  unsigned variants;
  const char *text;
} primer_para;

typedef struct primer_diagram {
  unsigned variants;
  const char *position; /* a position line, or NULL: the variant's start */
  const char *move;     /* the move played from it (canonical), or NULL  */
} primer_diagram;

typedef struct primer_step_src {
  const char *id;
  const char *title;
  primer_para para[PRIMER_PARAS];
  primer_diagram diagram[PRIMER_DIAGRAMS];
} primer_step_src;

#define EMPTY_ROW "0 0 0 0 0 0 0 0"

static const primer_step_src primer_src[] = {
  {"board",
   /* TRANSLATORS: the primer's steps (bao rules --explain, the page's
      "How Bao is played"): a title, then paragraphs.  The words of the
      game (nyumba, kichwa, kimbi, namua, mtaji, takasa, takata, safari,
      takasia) are the players' words in every language, as in the
      annotations; move tokens (A7L*) and hole names (A5) stay as they
      are. */
   N_("The board"),
   {{KI, N_("This is Bao la Kiswahili, the game of the masters of Zanzibar "
            "and the Swahili coast, as A. de Voogt recorded it.")},
    {KU, N_("This is Bao la Kujifunza, the beginners' game: the same board "
            "and the same sowing, with fewer rules.")},
    {KE, N_("This is Bao la Kete of the Lamu archipelago. Its players call "
            "the nyumba kuu, the namua stage nemo and the mtaji stage hizi "
            "zetu; this primer uses the Kiswahili words.")},
    {LE, N_("This is the game of a rules leaflet sold with boards on "
            "Zanzibar, which says itself that it differs from the masters' "
            "rules.")},
    {EO, N_("This is the game of the Esperanto Vikipedio's article on Bao, "
            "which differs from the masters' rules in a few points.")},
    {ANY, N_("The board has four rows of eight holes. Each player owns the "
             "two rows nearest him: South the front row A and the back row "
             "B, North the rows a and b. The holes are numbered 1 to 8 from "
             "their owner's left, so A1 faces a8. A player sows only in his "
             "own 16 holes and captures only from the opponent's front "
             "row.")},
    {ANY, N_("The end holes of a front row (1 and 8) are the kichwa (plural "
             "vichwa), where captured seeds enter the board; the holes next "
             "to them (2 and 7) are the kimbi.")},
    {HOUSE, N_("The fifth hole of each front row, A5 and a5, is the nyumba, "
               "the house (square on real boards).")},
    {KI | KE | LE, N_("Each player puts 6 seeds in his nyumba, 2 each in "
                      "holes 6 and 7 of his front row, and keeps 22 in "
                      "hand. South moves first.")},
    {EO, N_("Each player puts 8 seeds in his nyumba, 2 each in holes 6 and "
            "7 of his front row, and keeps 20 in hand. South moves "
            "first.")},
    {KU, N_("Every hole holds 2 seeds and nobody has seeds in hand. South "
            "moves first.")}},
   {{ANY, NULL, NULL}}},
  {"sowing",
   /* TRANSLATORS: a primer step's title. */
   N_("Sowing"),
   {{ANY, N_("A move lifts the seeds of one of your holes and sows them one "
             "by one into the next holes of your own circuit, clockwise or "
             "anticlockwise: along one row, round the corner, back along "
             "the other.")},
    {ANY, N_("If the last seed falls into an empty hole, the move ends. If "
             "it falls into an occupied hole and captures nothing, you lift "
             "that hole too and sow on in the same direction: a relay. A "
             "move may go on like this for many laps.")}},
   {{ANY, EMPTY_ROW " / 0 0 0 0 0 0 0 1 / 2 0 1 0 0 0 0 0 / " EMPTY_ROW
     " | hand S0 N0 | house S:x N:x | S to move", "A1R*"}}},
  {"capture",
   /* TRANSLATORS: a primer step's title. */
   N_("Capturing"),
   {{ANY, N_("A lap captures when its last seed falls into one of your own "
             "front holes that was already occupied while the opponent's "
             "front hole facing it holds seeds: you take them all. Whenever "
             "you can capture, you must.")},
    {ANY, N_("The captured seeds enter your board at a kichwa and are sown "
             "from there towards the centre: from the left kichwa "
             "clockwise, from the right one anticlockwise. A capture in "
             "hole 1 or 2 enters at the left kichwa, one in hole 7 or 8 at "
             "the right kichwa. Then the sowing goes on, and may capture "
             "again.")}},
   {{HOUSE, EMPTY_ROW " / 1 3 3 8 0 0 0 0 / 0 1 0 0 8 0 0 0 / " EMPTY_ROW
     " | hand S20 N20 | house S:F N:F | S to move", "A2L"},
    {KU, NULL, "A2R"}}},
  {"stages",
   /* TRANSLATORS: a primer step's title. */
   N_("The two stages: namua and mtaji"),
   {{HOUSE, N_("The game has two stages. In the first, namua, every move "
               "starts with one seed from your hand, put into one of your "
               "front holes. If that hole was occupied and faces an "
               "occupied hole of the opponent, the seed captures: a namua "
               "capture. From a central hole (3 to 6) you choose the kichwa "
               "where the seeds enter.")},
    {LE, N_("The leaflet's namua differs: a front hole facing an occupied "
            "hole must capture, and the seed from hand may go into the "
            "nyumba, two seeds then coming out into the holes on one side "
            "of it. When the hands are empty the game goes on by Bao la "
            "Kujifunza's rules.")},
    {HOUSE, N_("When both hands are empty the mtaji stage begins: a move "
               "lifts one of your holes, front or back, that holds 2 to 15 "
               "seeds. It captures only if its first lap ends in a capture "
               "(a mtaji capture); a single seed is never sown.")},
    {KU, N_("Bao la Kujifunza has no namua stage: nobody holds seeds in "
            "hand, and the whole game is what the full game calls mtaji. A "
            "move lifts one of your holes, front or back, that holds 2 to "
            "15 seeds; it captures only if its first lap ends in a capture, "
            "and a single seed is never sown.")}},
   {{ANY, EMPTY_ROW " / 0 0 0 0 5 6 0 0 / 0 3 0 0 4 1 0 0 / 0 9 0 0 0 0 0 0"
     " | hand S0 N0 | house S:x N:x | S to move", "B2R"}}},
  {"takasa",
   /* TRANSLATORS: a primer step's title. */
   N_("A move without capture: takasa and takata"),
   {{HOUSE, N_("A move that captures nothing is a takasa in the namua stage "
               "and a takata in the mtaji stage; the notation marks it with "
               "*. In namua you put the seed from hand into an occupied "
               "front hole, lift that hole and sow it either way, and "
               "nothing is captured in the whole move.")},
    {ANY, N_("A takata sows a front hole with 2 or more seeds, either way; "
             "only when every occupied front hole holds a single seed may "
             "it start in the back row.")},
    {KI | KU | KE, N_("Your own takasa or takata may never leave your front "
                      "row empty, not even for a moment.")},
    {EO, N_("In this game the namua seed may go into any occupied front "
            "hole, the nyumba too, and the whole hole is sown; nothing "
            "forbids you to empty your own front row.")},
    {LE, N_("Nothing in the leaflet forbids you to empty your own front "
            "row.")}},
   {{HOUSE, NULL, "A7L*"},
    {KU, EMPTY_ROW " / 0 0 0 0 0 0 0 1 / 3 0 0 0 0 0 0 0 / 0 0 4 0 0 0 0 0"
     " | hand S0 N0 | house S:x N:x | S to move", "A1R*"}}},
  {"nyumba",
   /* TRANSLATORS: a primer step's title. */
   N_("The nyumba"),
   {{KI | KE, N_("The nyumba works while it has never been emptied and "
                 "holds 6 seeds or more. A lap of a takasa or takata that "
                 "ends in your working nyumba stops there.")},
    {EO, N_("The nyumba works until it is first emptied, whatever it holds. "
            "A lap of a takasa or takata that ends in it stops there.")},
    {LE, N_("The leaflet's nyumba is the nyumba whatever it holds, in the "
            "namua stage only: it neither starts nor relays a takata.")},
    {KI | KE | EO, N_("A takasa may not start from it, unless it is your "
                      "only occupied front hole: then only 2 of its seeds "
                      "are taken out and sown, the tax.")},
    {EO, N_("In the mtaji stage too, a nyumba that is your only front hole "
            "with more than one seed gives only 2 seeds.")},
    {KE, N_("The kuu never gives fewer than 6: a kuu of exactly 6 that is "
            "the only occupied front hole in a takata is sown whole; in the "
            "mtaji stage the first takata starts from the kuu while it "
            "exists.")},
    {HOUSE, N_("The nyumba is destroyed for good when its seeds are sown or "
               "when the opponent captures it; it is then an ordinary "
               "hole.")}},
   {{HOUSE, EMPTY_ROW " / 0 1 2 9 0 2 0 0 / 0 0 0 0 9 0 0 0 / " EMPTY_ROW
     " | hand S10 N10 | house S:F N:F | S to move", "A5R*"}}},
  {"safari",
   /* TRANSLATORS: a primer step's title. */
   N_("Safari"),
   {{HOUSE, N_("When a lap of a capturing move ends in your working nyumba "
               "and the opponent's hole facing it is empty, in the namua "
               "stage you choose: stop there and keep the nyumba, or go on, "
               "a safari: lift the nyumba and sow on, which destroys it. The "
               "notation writes a safari with > after the move.")},
    {KI | KE, N_("In the mtaji stage the safari is compulsory.")},
    {EO, N_("In this game you may choose in the mtaji stage too.")}},
   {{HOUSE, EMPTY_ROW " / 0 1 2 10 4 4 0 0 / 2 1 0 0 12 0 0 0 / " EMPTY_ROW
     " | hand S10 N10 | house S:F N:F | S to move", "A5R>"}}},
  {"takasia",
   /* TRANSLATORS: a primer step's title. */
   N_("Takasia"),
   {{KI | KE, N_("In the mtaji stage, after your takata, if exactly one "
                 "front hole of the opponent is threatened (your next first "
                 "lap could capture it) and he has no capture himself, that "
                 "hole is takasia: on his next move he may not start from "
                 "it, and a lap of his that ends in it stops there.")},
    {KI | KE, N_("It does not apply to his working nyumba, to his only "
                 "occupied front hole, or to his only front hole with more "
                 "than one seed.")},
    {KE, N_("In Bao la Kete the hole is reserved: on your next move you "
            "must capture it if you can.")}},
   {{KI | KE, EMPTY_ROW " / 0 0 2 0 0 0 2 0 / 0 0 3 2 0 0 1 0 / " EMPTY_ROW
     " | hand S0 N0 | house S:x N:x | S to move", "A3R*"}}},
  {"end",
   /* TRANSLATORS: a primer step's title. */
   N_("The end"),
   {{ANY, N_("A player whose front row is empty, or who has no legal move "
             "(in the mtaji stage: only single seeds left), has lost. A "
             "capture that empties the opponent's front row wins at once. "
             "There is no draw.")},
    {HOUSE, N_("Winning while you still have seeds in hand is a win "
               "mkononi, in the hand.")}},
   {{HOUSE, EMPTY_ROW " / 0 0 0 0 2 0 0 0 / 0 0 0 0 3 0 0 0 / 0 0 1 0 0 0 0 0"
     " | hand S5 N5 | house S:a N:a | S to move", "A5L"},
    {KU, EMPTY_ROW " / 1 0 0 0 0 0 0 1 / 0 3 0 0 0 0 0 0 / " EMPTY_ROW
     " | hand S0 N0 | house S:x N:x | S to move", "A2R*"}}},
  {"notation",
   /* TRANSLATORS: a primer step's title. */
   N_("How moves are written"),
   {{ANY, N_("A move is written in A. de Voogt's notation as the hole "
             "played, a letter and marks: A7L*. South's rows are A (front) "
             "and B (back), North's a and b; the number is the hole.")},
    {HOUSE, N_("For a namua capture the letter names the kichwa where the "
               "captured seeds enter: L the left one (hole 1), R the right "
               "one (hole 8).")},
    {ANY, N_("Otherwise, from the front row, it is the way the seeds run "
             "along it: R towards hole 8, L towards hole 1; from the back "
             "row, the way they run along the back row as its owner sees "
             "it.")},
    {ANY, N_("* marks a move without capture (takasa or takata) and > a "
             "safari.")}},
   {{0, NULL, NULL}}},
};

#endif
