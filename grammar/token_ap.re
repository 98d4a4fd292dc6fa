# token_ap.re - one move token of Abstract Play's Bao (notation.ebnf 1.5).
#
#   token_ap = file , rank , letter_kiba , [ takata_kiba | safari_kiba ] ;
#
# Compiled with PCRE2_EXTENDED and matched anchored at both ends, like the
# other token patterns.  The cell names a pit by its file a-h (from
# South's left) and its rank 1-4 (rank 1 is South's back row): the reader
# turns it into the row and hole of the bao_token (src/notation/token.c).

(?<file>   [a-h]  )            # file: a..h from South's left
(?<rank>   [1-4]  )            # rank: 1, 2 South's; 3, 4 North's
(?<letter> [<>]   )            # letter_kiba: own left/right, always written
(?:
  (?<star>   \*\*?  )          # "*" takasa/takata, "**" one that sets a
                               #   takasia (in records only)
| (?<safari> \+     )          # "+": the safari of a namua capture
)?
