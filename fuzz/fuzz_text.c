/* fuzz_text.c - the transcript reader, and the writer's round trip.
 *
 * The input is read as a transcript (BAO_FORMAT_TEXT), game by game.  Each
 * game read is written back with bao_text_write (to memory), that text is
 * read again and written again: record.h promises that "the same game
 * written, read and written again gives the same bytes", so the two
 * written forms must be byte-identical, and the first must read back as
 * exactly one game.  The writer must also accept every game its own
 * reader produced (a refusal would make `bao convert` fail).  Any of
 * these abort()s: a bug to report.  A game that writes as nothing (one
 * holding only an empty "end") is not compared. */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bao/record.h"

#define FORMAT BAO_FORMAT_TEXT
#define WRITE bao_text_write
#define NAME "text"

#include "roundtrip.h"
