# token_devoogt.re - one de Voogt move token (notation.ebnf 1.2); the
# Mancala World dialect (token_mw = token_devoogt) uses it too.
#
#   token_devoogt = row , hole , [ letter_devoogt ] , [ takasa ] ,
#                   [ safari_devoogt ] ;
#
# Compiled with PCRE2_EXTENDED (blanks and #-comments are not part of the
# pattern) and matched anchored at both ends (PCRE2_ANCHORED |
# PCRE2_ENDANCHORED).  The group names are the bao_token fields that
# src/notation/token.c fills from them.

(?<row>    [ABab] )            # row: A B South, a b North
(?<hole>   [1-8]  )            # hole: 1-8 from the owner's left
(?<letter> [LR]   )?           # letter_devoogt: optional on a forced capture
(?: [\x20\t]?                  # takasa: Cerrato prints "A7L * a5R", so one
    (?<star> \* ) )?           #   blank may stand before the star
(?<safari> >      )?           # safari_devoogt: sows on from the nyumba
