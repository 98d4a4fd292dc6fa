# token_kiba.re - one KIBA move token (notation.ebnf 1.4).
#
#   token_kiba = [ row ] , hole , [ letter_kiba ] , [ takata_kiba ] ,
#                [ safari_kiba ] , [ win ] ;
#
# Compiled with PCRE2_EXTENDED (blanks and #-comments are not part of the
# pattern, so a literal hash is written \#) and matched anchored at both
# ends (PCRE2_ANCHORED | PCRE2_ENDANCHORED).  The group names are the
# bao_token fields that src/notation/token.c fills from them.

(?<row>    [ABab] )?           # row: left out in the namua stage ("6<")
(?<hole>   [1-8]  )            # hole: 1-8 from the owner's left
(?<letter> [<>]   )?           # letter_kiba: own left/right; left out at a
                               #   kichwa or kimbi
(?<star>   \*\*?  )?           # takata_kiba: "*" takata, "**" takasia made
(?<safari> \+     )?           # safari_kiba: plays the house
(?<win>    \#     )?           # win: the winning move (bao hamna)
