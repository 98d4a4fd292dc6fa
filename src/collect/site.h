/* site.h - what the writers of collection.h share: the frame of a page
 * of the site (site.c), text quoted for YAML, a game's name.  Internal
 * to the library: not installed. */
#ifndef BAO_SITE_H
#define BAO_SITE_H

#include "base/sink.h"
#include "bao/collection.h"

/* <!DOCTYPE html> ... <body> and the site's links (links may be NULL),
 * then <main>; `title` is escaped. */
void site_page_begin(bao_sink *f, const char *title,
                     const bao_site_links *links);
/* </main>, the script given (or NULL), </body></html>; flushed: 1, or 0
 * when a write failed. */
int site_page_end(bao_sink *f, const char *const *script);

/* Record text as a YAML double-quoted scalar: quotes, backslashes and
 * control characters escaped, bytes that are not UTF-8 as U+FFFD. */
void site_yaml_str(bao_sink *f, const char *s);

/* "FILE#N": how text output names a game, record text cleaned
 * (bao_text_clean). */
void site_game_name(bao_sink *f, const bao_game_row *row);

/* The players' page names: the player's number in `players` (1-based,
 * sorted as bao_collection_players), or 0. */
size_t site_player_no(const char *const *players, size_t n,
                      const char *name);

#endif
