/* cli_usage.c - the help of the bao command: the whole text, as bao.1
 * says it (tests/help_man.sh compares the two option by option), with the
 * lists of dialects and variants made from their tables. */
#include <stdio.h>
#include <string.h>

#include "cli.h"

/* Whether this build puts the engine in its pages (BAO_WASM, AUTO by
 * default: when the toolchain was found); without it, what to install
 * (cmake/wasm.cmake's BAO_WASM_PACKAGES) and how to build it. */
#ifdef BAO_ENGINE
#define HTML_ENGINE \
  "         The page holds the engine: the learner tries other moves, asks\n" \
  "         for a hint, exports the lines played (--no-engine: not).\n"
#else
#define HTML_ENGINE \
  "         This build has no engine for the page: its pages show the game\n" \
  "         only, without \"Try another move\" (--no-engine is accepted).\n" \
  "         To add it (Debian): apt-get install clang lld wasi-libc\n" \
  "         libclang-rt-14-dev-wasm32, then configure with -DBAO_WASM=ON\n" \
  "         and build again.\n"
#endif

static const char usage[] =
  "usage: bao COMMAND [OPTIONS]\n"
  "\n"
  "Commands:\n"
  "  moves  [--position LINE] [--dialect D] [--variant V]\n"
  "         [--rule NAME=VALUE]...\n"
  "         Print every legal move of a position (default: the start), one\n"
  "         per line: TOKEN<TAB>POSITION-LINE-AFTER, or\n"
  "         TOKEN<TAB>never-ending period LAPS.  --dialect D: tokens in D.\n"
  "         Under --rule seed-cap=192: TOKEN<TAB>seed-cap loses for a\n"
  "         move past Abstract Play's 192-seed cap.\n"
  "  perft  [--position LINE] --depth N [--threads N] [--table MB]\n"
  "         [--variant V] [--rule NAME=VALUE]...\n"
  "         Count the leaves of the move tree N plies deep (on N threads;\n"
  "         with a transposition table of MB megabytes).\n"
  "  rules  [--variant V] [--explain [--lang LL]]\n"
  "         List the rule options (--rule NAME=VALUE), their values and\n"
  "         the variants; with --variant, that variant's options.\n"
  "         --explain: how the game is played, step by step, for a\n"
  "         learner (default: Bao la Kiswahili).\n"
  "  random --games N --seed S [--max-plies P] [--format yaml|text|ap]\n"
  "         [--variant V] [--rule NAME=VALUE]... [-o FILE]\n"
  "         Write N reproducible games of uniformly random legal moves,\n"
  "         each stopping at the end of the game, before a move that never\n"
  "         ends, or after P plies (default 1000).\n"
  "  check  [--strict] [--suggest] [--dialect D] [--variant V]\n"
  "         [--rule NAME=VALUE]... FILE...\n"
  "         Replay every game of each record (YAML or transcript; - is\n"
  "         standard input) and report each illegal move as\n"
  "         FILE:LINE:COL: error: game N (SOUTH - NORTH) ply K (SIDE) 'TOKEN': WHY\n"
  "         with the source line, a caret, and the legal moves.  --strict\n"
  "         makes warnings errors; --suggest shows the legal moves nearest\n"
  "         the token and the smallest repair of the record.\n"
  "  replay --positions [--strict] [--dialect D] [--variant V]\n"
  "         [--rule NAME=VALUE]... FILE...\n"
  "         One line per ply: PLY<TAB>S|N<TAB>TOKEN<TAB>POSITION-LINE-AFTER.\n"
  "         --dialect D: the tokens are read and written in D.\n"
  "  convert [--to yaml|text|ap] [--dialect D] [--from D] [--strict]\n"
  "         [--suggest] [--jsonl]\n"
  "         [--variant V] [--rule NAME=VALUE]... [-o OUT] FILE\n";

/* (wrapped where it is printed: the dialects come from their table) */
#define USAGE_CONVERT \
  "Write the record in canonical form, in another format or dialect (%s); " \
  "--from names the dialect read when the record does not."

static const char usage_views[] =
  "  annotate [--format text|yaml] [--lang LL] [--depth N | --time DURATION]\n"
  "         [--dialect D] [--variant V] [--rule NAME=VALUE]... FILE...\n"
  "         Tell every ply in words (captures, kichwa and why, relays, the\n"
  "         nyumba, takasia, the stage, the end, and a blunder, a missed\n"
  "         win or the only move within N moves, 0 for none; without\n"
  "         --depth, as deep as DURATION of processor time per game allow,\n"
  "         default 20, as analyze), or list its events as YAML data.\n"
  "  diagram --position LINE | FILE (--ply N | --all | --every K)\n"
  "         [--format ascii|svg] [--flip] [--dots N] [--theme light|dark|print]\n"
  "         [-o FILE|DIR]\n"
  "         [--dialect D] [--variant V] [--rule NAME=VALUE]...\n"
  "         Draw a position, or a record after ply N (0: the start), after\n"
  "         every ply, or every K plies, with the move's marks; with --all\n"
  "         or --every, -o DIR writes DIR/ply-NNN.svg (or .txt).\n";

/* The help is several strings: C11 promises string literals of 4095
 * bytes. */
static const char usage_more[] =
  "  html   [--ply N] [--flip] [--theme light|dark|print] [--game N]\n"
  "         [--lang LL] [--depth N | --time DURATION] [--no-engine]\n"
  "         [-o FILE|DIR] [--dialect D] [--variant V] [--rule NAME=VALUE]...\n"
  "         FILE...\n"
  "         Write a game as one self-contained HTML page that steps through\n"
  "         it move by move, sowing shown, with the annotations of bao\n"
  "         annotate, the marks of its exact search (as annotate: N moves,\n"
  "         0 for none, or as deep as DURATION allows) and the record's\n"
  "         variations; a file of several games writes DIR/game-N.html\n"
  "         (--game N: only game N).\n"
  HTML_ENGINE
  "  solve  [--position LINE] [--depth N] [--all] [--variant V]\n"
  "         [--rule NAME=VALUE]... [--dialect D]\n"
  "         Exact analysis within N moves of each side (default 3):\n"
  "         VERDICT<TAB>N<TAB>LINE, the verdict win (the side to move wins\n"
  "         in N), loss (every move loses in N) or none; with --all, one\n"
  "         line per legal move: TOKEN<TAB>VERDICT<TAB>N.\n"
  "  analyze [--depth N | --time DURATION] [--dialect D] [--variant V]\n"
  "         [--rule NAME=VALUE]... FILE...\n"
  "         Judge every ply within N moves:\n"
  "         PLY<TAB>S|N<TAB>TOKEN<TAB>MARK<TAB>DETAIL, the mark blunder,\n"
  "         missed-win, only or -.  Without --depth, each ply as deep as\n"
  "         DURATION of processor time per game allows (default 20s), pass\n"
  "         after pass one move deeper, a sixth field depth=N saying how\n"
  "         deep.\n"
  "         With --engine, four fields more: the engine's score before and\n"
  "         after the move, its move and its estimate mark.\n"
  "  puzzles [--depth N] [--min-moves N] [--min-depth N] [--dialect D]\n"
  "         [--variant V] [--rule NAME=VALUE]... FILE...\n"
  "         Write, as YAML records, the positions of the games where the\n"
  "         side to move had one first move to the shortest forced win\n"
  "         within N (default 3), with the solution line; a puzzle has\n"
  "         at least --min-moves legal moves and a win in at least\n"
  "         --min-depth moves (default 2 and 2).\n"
  "  drill  [--depth N | --time SECONDS] [-o FILE] [--lang LL]\n"
  "         [--theme light|dark|print] [--dialect D] [--variant V]\n"
  "         [--rule NAME=VALUE]... FILE...\n"
  "         Write one offline training page of exercises from the games:\n"
  "         find the win (puzzles, missed wins), save the game (before a\n"
  "         blunder), within N moves (default: as deep as 40 s of\n"
  "         processor time a game allows), and puzzle records, each named\n"
  "         with its variant; --variant V keeps V's only.  Each move is\n"
  "         judged by the engine in the page.\n";

/* many games at once */
static const char usage_search[] =
  "  search (--position LINE | --pattern PATTERN | --moves TOKENS) [--count]\n"
  "         [--dialect D] [--variant V] [--rule NAME=VALUE]... FILE...\n"
  "         Every ply of every game after which the position equals LINE,\n"
  "         matches PATTERN (the line with ? any, + one or more, 3-5 a\n"
  "         range, in any field; sections left out; stage namua|mtaji),\n"
  "         or that ends the opening TOKENS (any dialect):\n"
  "         FILE:LINE:COL<TAB>GAME<TAB>PLY<TAB>S|N<TAB>TOKEN<TAB>POSITION;\n"
  "         --count: FILE:HITS.  Exit 0 with a hit, 1 without, 2 trouble.\n"
  "  dedup  [-o FILE] [--dialect D] [--variant V] [--rule NAME=VALUE]...\n"
  "         FILE...\n"
  "         Group the games that are the same game: the same moves in any\n"
  "         dialect or format, one a prefix of another, or the same once a\n"
  "         slip is repaired as check suggests; each member kept or\n"
  "         dropped, the header tags that differ.  -o FILE: one game a\n"
  "         group, as YAML, its header completed from its copies.\n";

/* the commands over a whole collection */
static const char usage_collect[] =
  "  openings [--plies N] [--format text|yaml|html] [--lang LL]\n"
  "         [--dialect D] [--variant V] [--rule NAME=VALUE]... FILE...\n"
  "         The tree of the games' openings by position, N plies deep\n"
  "         (default 6): two move orders reaching one position share its\n"
  "         node; each node with its games, the wins of South and North\n"
  "         and the move in every dialect; as text, YAML or a page.\n"
  "  stats  [--depth N] [--format text|yaml] [--dialect D] [--variant V]\n"
  "         [--rule NAME=VALUE]... FILE...\n"
  "         Per variant and per player: games, results, average length,\n"
  "         captures, never-ending moves, the stage games end in, the\n"
  "         commonest first moves, and with --depth N (1 or more) the\n"
  "         blunders and missed wins of N moves of exact search (slower:\n"
  "         without it, no analysis).\n"
  "  site   -o DIR/ [--depth N | --time SECONDS] [--plies N] [--lang LL]\n"
  "         [--no-engine] [--self-contained] [--theme light|dark|print]\n"
  "         [--dialect D] [--variant V] [--rule NAME=VALUE]... FILE...\n"
  "         Write a static site of the games into DIR: index.html (a table\n"
  "         of every game, sorted and filtered in the page), the teaching\n"
  "         page of each game (as bao html, with its marks and defaults),\n"
  "         openings.html and a page per player.  The same game in several\n"
  "         inputs (as bao dedup groups them) is listed once, its copies\n"
  "         named.  The engine, scripts, styles and rules primers go once\n"
  "         beside the pages (bao-engine.js, bao-page.js, bao-page.css,\n"
  "         bao-primer-VARIANT.js); --self-contained keeps them in every\n"
  "         page.\n";

/* a game against the computer (cli_play.c) */
static const char usage_play[] =
  "  play   [--level N] [--side S|N] [--position LINE] [--dialect D]\n"
  "         [--variant V] [--rule NAME=VALUE]...\n"
  "         A game against the computer in the terminal (you play South,\n"
  "         or --side N; level 1 to 8, default 4: a budget of nodes per\n"
  "         move, 300 at level 1, four times more each level).  Type moves\n"
  "         in any dialect, or moves, hint, undo, save FILE (a YAML\n"
  "         record), help, quit.  Reads a pipe too, without prompts.\n";
/* the engine that plays */
static const char usage_best[] =
  "  best   [--position LINE] [--time DURATION | --nodes N | --depth N] [--all]\n"
  "         [--threads N] [--variant V] [--rule NAME=VALUE]... [--dialect D]\n"
  "         The engine's best move: TOKEN<TAB>SCORE<TAB>DEPTH<TAB>LINE, the\n"
  "         score win N or loss N when proved (as solve says them), else\n"
  "         the side to move's chance of winning in percent; DEPTH the\n"
  "         plies searched, LINE the moves expected from it on; --all:\n"
  "         every legal move, best first.  The search stops at DURATION\n"
  "         of processor time, N positions (--nodes) or N\n"
  "         plies, the first reached (default: --time 1s); --threads N\n"
  "         searches on N threads (default: the cores, or 1 under a\n"
  "         node or depth limit alone).\n";

static const char usage_options[] =
  "\n"
  "Options:\n"
  "  --position LINE  a position line:\n"
  "      'b8..b1 / a8..a1 / A1..A8 / B1..B8 | hand S<n> N<n> |\n"
  "       house S:<F|a|x> N:<F|a|x> | <S|N> to move [| takasia <hole>]\n"
  "       [| reserved <hole>]'  (reserved: Bao la Kete only)\n"
  "  --rule NAME=VALUE  a rule option where the sources disagree (bao rules)\n"
  "  --variant NAME   ";

/* (wrapped where it is printed: the variants come from their table) */
#define USAGE_VARIANT \
  "the game: %s (a record's variant: key wins); bao-rules(7)"

static const char usage_options_more[] =
  "  --lang LL        annotate, html and the primer of rules: the language\n"
  "                   of the sentences: sw, fr, de, it, eo or en (default:\n"
  "                   LANGUAGE, LC_ALL, LC_MESSAGES, LANG)\n"
  "  --plies N        openings and site: the depth of the opening tree\n"
  "  --engine         analyze, annotate and html: the engine judges each\n"
  "                   ply too: its score before and after the move (win N,\n"
  "                   loss N or a percent), its move, and the estimate\n"
  "                   marks mistake (20 points of winning chance lost) and\n"
  "                   inaccuracy (10); --time is then its thinking time\n"
  "                   per ply (default 200ms), the exact marks at --depth N\n"
  "                   (default 3)\n"
  "  --budget LAPS    the commands that read records: the laps that moves\n"
  "                   longer than 64 laps may sow in the run (default\n"
  "                   67108864); past it such a move is taken never to\n"
  "                   end, its period unknown (budget); for analyze, also\n"
  "                   the laps each ply's judgement may sow\n"
  "  -h, --help       this help;  --version  the version\n"
  "\n"
  "An option a command does not take is refused.\n"
  "Exit status: 0 success; 1 a record has an error (an illegal move, or a\n"
  "warning under --strict); 2 bad usage, unreadable input or output that\n"
  "could not be written.\n"
  "See bao(1).\n";

/* Entries of a command's help (bao help COMMAND) that the whole help
 * has no room for, each shown when the command takes the option and its
 * lines above do not tell of it. */
const char cli_usage_extra[] =
  "\nAlso:\n"
  "  --strict         warnings count as errors\n"
  "  --from-format yaml|text|ap  the commands that read records: read\n"
  "                   the files as YAML, as transcripts or as AP Game\n"
  "                   Records (JSON) (default: told by the name and the\n"
  "                   first lines)\n"
  "  --time DURATION  with its unit: 500ms, 2s, 1m (a bare number: the\n"
  "                   old unit, with a warning)\n"
  "  --jobs N         the threads that judge (default: the processors\n"
  "                   this process may use); at a fixed --depth the\n"
  "                   output is that of --jobs 1\n"
  "  --game N         only game N of each file\n"
  "  --shard K/N      only the K-th of N runs of games of the input: the\n"
  "                   N outputs put end to end are one run's\n"
  "  --merge          site: the site of the parts site --shard K/N wrote\n"
  "                   into -o DIR/\n";


/* `text` after `first` (already printed), its words filled into lines of
 * at most `width` bytes, the next lines indented by `indent` spaces. */
static void put_wrapped(FILE *out, const char *text, size_t first,
                        int indent, size_t width)
{
  size_t col = first, n;
  while (*text) {
    n = strcspn(text, " ");
    if (col > first && col + 1 + n > width) {
      fprintf(out, "\n%*s", indent, "");
      col = (size_t)indent;
    } else if (col > first) {
      putc(' ', out);
      col++;
    }
    fprintf(out, "%.*s", (int)n, text);
    col += n;
    text += n + (text[n] == ' ');
  }
  putc('\n', out);
}

/* The names of the dialects (dialects != 0) or the variants from the
 * library's tables, "a, b or c": each after `sep` but the last, which
 * follows `last`; entry `noted` (-1: none) followed by " " and `note`.
 * Never spelled by hand, so that a new entry is listed everywhere. */
const char *cli_names(char *buf, size_t size, int dialects, const char *sep,
                      const char *last, int noted, const char *note)
{
  int count = dialects ? BAO_DIALECT_COUNT : BAO_VARIANTS, i;
  size_t used = 0;
  buf[0] = '\0';
  for (i = 0; i < count && used < size; i++) {
    const char *name = dialects ? bao_dialect_name((enum bao_dialect)i)
                                : bao_variant_name((enum bao_variant)i);
    int n = snprintf(buf + used, size - used, "%s%s%s%s",
                     i == 0 ? "" : i + 1 == count ? last : sep, name,
                     i == noted ? " " : "", i == noted ? note : "");
    used += n > 0 ? (size_t)n : 0;
  }
  return buf;
}

/* The help, with the lists of dialects and variants made from their
 * tables and wrapped at the widths the hand-written lines had. */
void cli_print_help(FILE *out)
{
  char names[200], text[400];
  fputs(usage, out);
  cli_names(names, sizeof names, 1, ", ", ", ", -1, "");
  snprintf(text, sizeof text, USAGE_CONVERT, names);
  fputs("         ", out);
  put_wrapped(out, text, 9, 9, 72);
  fputs(usage_views, out);
  fputs(usage_more, out);
  fputs(usage_search, out);
  fputs(usage_collect, out);
  fputs(usage_play, out);
  fputs(usage_best, out);
  fputs(usage_options, out);
  cli_names(names, sizeof names, 0, ", ", " or ", BAO_KISWAHILI,
            "(default)");
  snprintf(text, sizeof text, USAGE_VARIANT, names);
  put_wrapped(out, text, 19, 19, 76);
  fputs(usage_options_more, out);
}

/* bao, bao --help: the commands in groups, a line each, and where to
 * read more (tests/help_man.sh: every command of main.c is here). */
static const char short_usage[] =
  "usage: bao COMMAND [OPTIONS] FILE...\n"
  "\n"
  "Read and check records:\n"
  "  check      check records against the rules (--suggest: repairs)\n"
  "  replay     replay a game ply by ply (--positions: the positions)\n"
  "  convert    rewrite records: YAML, text, Abstract Play's JSON\n"
  "  dedup      find the games that are the same game\n"
  "  search     find games by position, pattern or moves\n"
  "Learn and teach:\n"
  "  html       a teaching page per game (board, sowing, marks, engine)\n"
  "  annotate   the game told in words, in six languages\n"
  "  diagram    a position as text or SVG\n"
  "  drill      exercises from the games' marked moves, as a page\n"
  "  puzzles    positions with one winning move\n"
  "  rules      the variants and their rule options\n"
  "Analyse and play:\n"
  "  analyze    each ply judged: blunders, missed wins\n"
  "  solve      the exact result of a position\n"
  "  best       the engine's best move of a position\n"
  "  moves      the legal moves of a position\n"
  "  play       a game against the computer in the terminal\n"
  "  random     random games of a variant\n"
  "  perft      count the move tree (to compare engines)\n"
  "Many games at once:\n"
  "  site       a static site: an index, a page per game and player\n"
  "  openings   the tree of openings by position\n"
  "  stats      figures per variant and player\n"
  "\n"
  "The pages of html and site:\n" HTML_ENGINE
  "\n";

void cli_print_short_help(FILE *out)
{
  fputs(short_usage, out);
  fputs("More: bao help COMMAND (or bao COMMAND --help), bao help for every\n"
        "command and option, man bao and man bao-record.\n", out);
}
