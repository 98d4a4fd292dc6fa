# layout_state.awk - the state a C file keeps (tests/layout.sh, check a):
# prints FILE:LINE: WHAT for every thread-local or per-process storage
# (_Thread_local, thread_local, __thread, tss_t, pthread_key_t,
# <threads.h>, open_memstream) and every definition of data that is
# static, or global, and not const.  Comments and string and character
# literals are blanked first (a comment may name what the code must not
# use); preprocessor lines are not read as declarations.  Line based: a
# declaration starts its line (the house style), and its head runs to the
# first ; { or =, however many lines that takes.

FNR == 1 { incomment = 0; depth = 0; pending = ""; macro = 0 }

# the line with comments and literals blanked; incomment carries a block
# comment over lines
function blank(s,    out, i, c, n, q) {
  out = ""; n = length(s)
  for (i = 1; i <= n; i++) {
    c = substr(s, i, 1)
    if (incomment) {
      if (c == "*" && substr(s, i + 1, 1) == "/") { incomment = 0; i++; out = out "  " }
      else out = out " "
    } else if (c == "/" && substr(s, i + 1, 1) == "*") {
      incomment = 1; i++; out = out "  "
    } else if (c == "/" && substr(s, i + 1, 1) == "/") {
      break
    } else if (c == "\"" || c == "'") {
      q = c; out = out c
      for (i++; i <= n; i++) {
        c = substr(s, i, 1)
        if (c == "\\") { i++; out = out "  "; continue }
        if (c == q) break
        out = out " "
      }
      out = out q
    } else out = out c
  }
  return out
}

function say(what) { printf "%s:%d: %s\n", FILENAME, FNR, what }

function word(text, w) {
  return text ~ ("(^|[^A-Za-z0-9_])" w "([^A-Za-z0-9_]|$)")
}

# the head of a declaration (up to ; { or =), judged: data that is not
# const is state; a function, a type or an extern declaration is not.
# The const must be the object's own: after the last * of a pointer
# (static const char *const names[]); static const char *names[] is an
# array of pointers that could be changed, and is state.
function judge(head, line, kind,    rest, object) {
  gsub(/_Alignas[ \t]*\([^)]*\)/, " ", head)
  gsub(/__attribute__[ \t]*\(\([^)]*\)\)/, " ", head)
  if (word(head, "typedef") || word(head, "extern"))
    return
  if (match(head, /\(/)) {
    rest = substr(head, RSTART + 1)
    sub(/^[ \t]+/, "", rest)
    if (substr(rest, 1, 1) != "*")
      return  # a function (a pointer to one would be (*name))
  }
  object = head
  if (match(object, /\*[^*]*$/))
    object = substr(object, RSTART + 1)
  if (word(object, "const")) {
    return
  } else if (kind == "global" &&
             head ~ /^[ \t]*(struct|union|enum)([ \t]+[A-Za-z0-9_]+)?[ \t]*$/) {
    return  # struct name; or a type's definition: struct name { ... }
  }
  printf "%s:%d: %s data that is not const: %s\n", FILENAME, line, kind,
    lines[line]
}

{
  raw = $0
  sub(/^[ \t]+/, "", raw)
  lines[FNR] = raw
  t = blank($0)
  # preprocessor lines, with their continuations
  if (macro || t ~ /^[ \t]*#/) {
    if (t ~ /^[ \t]*#[ \t]*include[ \t]*<threads\.h>/)
      say("#include <threads.h>")
    macro = (t ~ /\\[ \t]*$/)
    next
  }
  n = split("_Thread_local thread_local __thread tss_t pthread_key_t open_memstream", bad, " ")
  for (i = 1; i <= n; i++)
    if (word(t, bad[i]))
      say(bad[i])
  # a declaration that starts here: static at any depth, or any at file
  # scope that starts in column 1 with a name
  if (pending == "") {
    if (t ~ /^[ \t]*static([^A-Za-z0-9_]|$)/) { kind = "static"; start = FNR; pending = " " }
    else if (depth == 0 && t ~ /^[A-Za-z_]/) { kind = "global"; start = FNR; pending = " " }
  }
  if (pending != "") {
    pending = pending " " t
    if (match(pending, /[;{=]/)) {
      judge(substr(pending, 1, RSTART - 1), start, kind)
      pending = ""
    }
  }
  n = length(t)
  for (i = 1; i <= n; i++) {
    c = substr(t, i, 1)
    if (c == "{") depth++
    else if (c == "}" && depth > 0) depth--
  }
}
