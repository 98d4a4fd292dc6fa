/* annotate.h - the annotation renderers: plain English and YAML data. */
#ifndef BAO_ANNOTATE_H
#define BAO_ANNOTATE_H

#include "view.h"

/* Renderers for bao_game_walk; their context is the FILE to write to. */
extern const bao_renderer bao_annotate_text;
extern const bao_renderer bao_annotate_yaml;

#endif
