#!/usr/bin/env bash
# Regenerates src/assets/fonts/ from @fontsource-variable/inter (npm install first). Needs Python's fontTools
# with brotli: `apt-get install python3-fonttools python3-brotli` on Debian, `pip install fonttools brotli` elsewhere.
#
# Each of Inter's unicode subsets is cut down to what Stride's pages use: the weight axis from 400 to 800
# (font-normal to font-extrabold; test: src/styles/inter.test.ts) and the OpenType features its text needs
# (kerning and marks, contextual alternates, localized forms, tabular figures). The Latin file goes from 48 KB
# to 33 KB, the bytes every page's text waits for on a slow phone.
set -euo pipefail
cd "$(dirname "$0")/.."
SRC=node_modules/@fontsource-variable/inter/files
OUT=src/assets/fonts
WEIGHTS=400:800
FEATURES=kern,mark,mkmk,calt,ccmp,locl,tnum
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
for subset in latin latin-ext cyrillic cyrillic-ext greek greek-ext vietnamese; do
  name="inter-$subset-wght-normal"
  python3 -m fontTools.varLib.instancer --quiet "$SRC/$name.woff2" "wght=$WEIGHTS" -o "$TMP/$name.ttf"
  python3 -m fontTools.subset "$TMP/$name.ttf" --unicodes='*' --layout-features="$FEATURES" --flavor=woff2 \
    --output-file="$OUT/$name.woff2"
  printf '%-40s %6d -> %6d bytes\n' "$name" "$(wc -c <"$SRC/$name.woff2")" "$(wc -c <"$OUT/$name.woff2")"
done
cp node_modules/@fontsource-variable/inter/LICENSE "$OUT/LICENSE"
