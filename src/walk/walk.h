/* walk.h - what the walk (replay.c) and the renderers inside the library
 * share beside replay.h's public API.  Not installed. */
#ifndef BAO_WALK_H
#define BAO_WALK_H

#include "bao/replay.h"

/* A renderer's flag inside the library (beside replay.h's public ones):
 * none of its callbacks reads p->token, so that a walk whose renderers
 * all say so does not write the token of every ply (bao check). */
#define BAO_RENDERER_NO_TOKEN_ 0x100u

#endif
