/* yaml_feed.h - the bytes of a YAML record as libyaml is handed them
 * (yaml_feed.c), and the YAML comments among them, which no record keeps
 * (libyaml's events do not carry them).  Not installed. */
#ifndef BAO_YAML_FEED_H
#define BAO_YAML_FEED_H

#include <stddef.h>
#include <stdio.h>

/* Bytes read ahead of libyaml. */
#define BAO_YAML_AHEAD 65536

typedef struct bao_yaml_feed {
  FILE *f;
  int read_errno; /* why reading the file failed, or 0                    */
  /* the lines handed to libyaml that hold a comment, the first of them,
   * and the scan's state between lines: inside a quoted scalar, or in a
   * block scalar (its lines more indented than `block`, -1 none) */
  size_t comments;
  int first_comment, lines, quote, block;
  /* read ahead: bytes at..end of `ahead` are not handed over yet */
  size_t at, end;
  int ahead_done; /* the file is read to its end (or failed)            */
  unsigned char ahead[BAO_YAML_AHEAD + 1]; /* ahead[end] is a '\n' that
                                             stops scans (not handed over) */
} bao_yaml_feed;

/* A feed of f, which the caller keeps open. */
void bao_yaml_feed_init(bao_yaml_feed *y, FILE *f);

/* libyaml's read handler (yaml_read_handler_t); `data` is the feed.
 * Hands over at most `size` bytes: a run of plain lines, or one line (a
 * piece of one longer than `size`) as a reader of one line at a time
 * would; 0 at the end of the file, and an error once reading failed. */
int bao_yaml_feed_read(void *data, unsigned char *buf, size_t size,
                       size_t *size_read);

#endif
