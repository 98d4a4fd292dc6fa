#!/bin/sh
# SVG diagrams end to end (usage: svg_check.sh BAO_BINARY):
#  1. `bao diagram --format svg` writes well-formed XML (xmllint) for the
#     start position, the 1994 game after ply 23, a flipped diagram with
#     seed dots, and every ply of the game (--all -o DIR);
#  2. the same diagram twice is byte-identical, and -o FILE writes what
#     standard output gets;
#  3. the ply-23 diagram carries its marks (seed from hand in A4, 12
#     captured from a5);
#  4. rsvg-convert draws it as a picture of the viewBox's size that is not
#     blank (ImageMagick: the standard deviation of its pixels is > 0);
#  5. the print theme (--theme print) is legible in greyscale: rendered
#     at 4x and turned grey, the capture's cross is dark on a light hole,
#     and a gain badge is light where a loss badge is dark (each differs
#     from the other by at least 0.6 of the grey scale), and it carries a
#     visible legend of the marks used.
# Needs xmllint (Debian: libxml2-utils), rsvg-convert (librsvg2-bin) and
# identify (imagemagick); exits 77 (skipped) when one is missing.
# shellcheck disable=SC2015  # `A && ok || ko`: ok and ko never fail
set -u
. "$(dirname "$0")/lib.sh"
bao=$1
top=$(cd "$(dirname "$0")/.." && pwd)
for tool in xmllint:libxml2-utils rsvg-convert:librsvg2-bin \
            identify:imagemagick; do
  if ! command -v "${tool%%:*}" >/dev/null 2>&1; then
    skip_suite "${tool%%:*} not found (apt-get install ${tool#*:})"
  fi
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$top" || exit 1

start='0 0 0 0 0 0 0 0 / 0 2 2 6 0 0 0 0 / 0 0 0 0 6 2 2 0 / 0 0 0 0 0 0 0 0 | hand S22 N22 | house S:F N:F | S to move'
game=records/maulidi-kijumbe-1994.txt

# render NAME ARGS...: bao diagram ARGS --format svg -o $tmp/NAME.svg
render() {
  name=$1
  shift
  if "$bao" diagram "$@" --format svg -o "$tmp/$name.svg" 2>"$tmp/err" &&
     [ -s "$tmp/$name.svg" ]; then
    ok
  else
    ko "bao diagram $* --format svg"
    cat "$tmp/err"
  fi
}

wellformed() {
  xmllint --noout "$@" 2>"$tmp/err" && ok || { ko "xmllint $*"; head -5 "$tmp/err"; }
}

has() {
  grep -q -- "$2" "$tmp/$1.svg" && ok || ko "$1.svg lacks $2"
}

render start --position "$start"
render ply23 "$game" --ply 23
render flip "$game" --ply 23 --flip --dots 12
wellformed "$tmp/start.svg" "$tmp/ply23.svg" "$tmp/flip.svg"

mkdir "$tmp/all"
"$bao" diagram "$game" --all --format svg -o "$tmp/all" 2>"$tmp/err" && ok ||
  { ko "bao diagram --all -o DIR"; cat "$tmp/err"; }
n=$(find "$tmp/all" -name '*.svg' | wc -l)
[ "$n" -eq 47 ] && ok || ko "--all wrote $n diagrams, not 47 (start + 46 plies)"
# shellcheck disable=SC2046
[ "$n" -gt 0 ] && wellformed $(find "$tmp/all" -name '*.svg' | sort)

"$bao" diagram "$game" --ply 23 --format svg > "$tmp/stdout.svg" 2>/dev/null
cmp -s "$tmp/stdout.svg" "$tmp/ply23.svg" && ok ||
  ko "-o FILE and standard output differ"
render again "$game" --ply 23
cmp -s "$tmp/again.svg" "$tmp/ply23.svg" && ok || ko "two renders differ"

has start 'role="img"'
has start 'viewBox="0 0 '
has start '<desc id="bao-desc">'
has start 'id="pit-A5" class="pit front south nyumba intact functional'
has ply23 'id="placed-A4"'
has ply23 'id="captured-a5"'
has ply23 '&#x2212;12<'
has ply23 'class="delta delta-pos"'
has flip 'class="seed"'

# The picture: rsvg-convert sizes it from the viewBox; it must not be a
# flat colour.
if rsvg-convert -o "$tmp/ply23.png" "$tmp/ply23.svg" 2>"$tmp/err"; then
  ok
  view=$(sed -n 's/.*viewBox="0 0 \([0-9]*\) \([0-9]*\)".*/\1 \2/p' \
    "$tmp/ply23.svg" | head -1)
  size=$(identify -format '%w %h' "$tmp/ply23.png" 2>/dev/null)
  [ "$size" = "$view" ] && ok || ko "PNG is '$size', viewBox is '$view'"
  sd=$(identify -format '%[fx:standard_deviation]' "$tmp/ply23.png" 2>/dev/null)
  awk -v sd="${sd:-0}" 'BEGIN { exit !(sd + 0 > 0.05) }' && ok ||
    ko "the PNG looks blank (standard deviation '$sd')"
else
  ko "rsvg-convert ply23.svg"
  cat "$tmp/err"
fi

# 5. greyscale.  grey X Y: the grey level (0 black .. 1 white) of pixel
# (X, Y) of $tmp/grey.png.
grey() {
  convert "$tmp/grey.png" -crop "1x1+$1+$2" -format '%[fx:mean]' info: \
    2>/dev/null
}
# apart A B: A and B differ by at least 0.6 (a black mark on white paper
# is 1; the screen theme's red cross on a brown hole is about 0.03).
apart() {
  awk -v a="$1" -v b="$2" 'BEGIN { d = a - b; if (d < 0) d = -d; exit !(d >= 0.6) }'
}
# The geometry of the marks, read from the SVG: the cross's end points and
# each badge's rectangle (x y width), all in 1x units.
cross_centre() {
  sed -n "/id=\"captured-$2\"/{n;s/.*d=\"M\([0-9]*\) \([0-9]*\)L\([0-9]*\) \([0-9]*\)M.*/\1 \2 \3 \4/p;}" \
    "$tmp/$1.svg" | awk '{ print ($1 + $3) / 2, ($2 + $4) / 2 }'
}
badge_box() {
  sed -n "/id=\"$2\"/{n;s/.*x=\"\([0-9]*\)\" y=\"\([0-9]*\)\" width=\"\([0-9]*\)\".*/\1 \2 \3/p;}" \
    "$tmp/$1.svg"
}
render print "$game" --ply 23 --theme print
render light "$game" --ply 23
wellformed "$tmp/print.svg"
has print 'class="bao-diagram theme-print"'
has print '<g id="legend" class="legend">'
has print '>seeds lost</text>'
for theme in light print; do
  if rsvg-convert -z 4 -o "$tmp/big.png" "$tmp/$theme.svg" 2>"$tmp/err" &&
     convert "$tmp/big.png" -colorspace Gray "$tmp/grey.png" 2>>"$tmp/err"; then
    ok
  else
    ko "rsvg-convert/convert $theme.svg"
    cat "$tmp/err"
    continue
  fi
  # shellcheck disable=SC2046  # word splitting wanted: "X Y"
  set -- $(cross_centre "$theme" a5)
  [ $# -eq 2 ] || { ko "$theme.svg: no cross on a5"; continue; }
  cx=$(( ${1%.*} * 4 )) cy=$(( ${2%.*} * 4 ))
  mark=$(grey "$cx" "$cy")           # where the cross's arms meet
  hole=$(grey "$cx" $((cy - 56)))    # 14 units above: inside the hole
  # shellcheck disable=SC2046  # "X Y WIDTH"
  set -- $(badge_box "$theme" delta-A4)
  [ $# -eq 3 ] || { ko "$theme.svg: no badge on A4"; continue; }
  gain=$(grey $(( ($1 + $3 / 2) * 4 )) $(( ($2 + 2) * 4 )))  # above its text
  # shellcheck disable=SC2046
  set -- $(badge_box "$theme" taken-a5)
  [ $# -eq 3 ] || { ko "$theme.svg: no badge on a5"; continue; }
  loss=$(grey $(( ($1 + $3 / 2) * 4 )) $(( ($2 + 2) * 4 )))
  echo "svg_check: $theme theme in greyscale: cross $mark on hole $hole," \
    "gain badge $gain, loss badge $loss"
  if [ "$theme" = print ]; then
    apart "$mark" "$hole" && ok || ko "print: the cross ($mark) on its hole ($hole)"
    apart "$gain" "$loss" && ok || ko "print: a gain ($gain) and a loss ($loss)"
  fi
done

summary
