/* html_page.h - what html.c collects of a game and html_page.c writes as
 * the page.  Internal to the library: not installed. */
#ifndef BAO_HTML_PAGE_H
#define BAO_HTML_PAGE_H

#include "html.h"

typedef struct html_ply {
  size_t index;        /* 0-based ply of the record                       */
  int side;            /* the mover                                       */
  int number;          /* the record's move number (or counted)           */
  char token[BAO_TOKEN_MAX]; /* canonical                                 */
  size_t ev_first, ev_count; /* its events in bao_html_game.ev            */
  int truncated;       /* events were dropped (a huge move)               */
  char *annotation;    /* bao annotate's sentence(s)                      */
} html_ply;

typedef struct html_diag {
  int level;
  long ply;            /* 0-based, or -1: about the game                  */
  char *message;
} html_diag;

struct bao_html_game {
  const bao_game *game; /* set at the end of the walk                     */
  bao_rules rules;
  html_ply *ply;
  size_t n, cap_ply;
  bao_position *pos;   /* pos[0] the start, pos[k] after ply k            */
  size_t cap_pos;
  bao_event *ev;
  size_t n_ev, cap_ev;
  html_diag *diag;
  size_t n_diags, cap_diag;
  int stopped;         /* the record breaks off at ply stop_ply           */
  size_t stop_ply;
  int stop_side;
  char *stop_message;
};

/* Writes the whole page of `g` to f; 1 unless writing failed. */
int html_page_write(FILE *f, const bao_html_game *g, const bao_html_ctx *c);

#endif
