#!/bin/sh
# Renders the escape challenge's 1-minute track: a soft tick every second (a higher one every
# 10 s) and a long tone through the last second, so a household hears when the minute is up.
# Opus in WebM, with AAC in M4A for Safari. Needs Debian's ffmpeg; the output is committed.
# Usage: sh scripts/media/render-challenge-track.sh   (from the repository root)
set -eu
OUT=public/audio
mkdir -p "$OUT"
TICK='lt(mod(t,1),0.06)*lt(t,59)*sin(2*PI*if(lt(mod(t,10),1),1320,880)*t)'
END='gte(t,59)*sin(2*PI*660*t)*min(1,(60-t)*8)'
SRC="aevalsrc=exprs='0.3*($TICK)+0.3*($END)':s=24000:d=60"
ffmpeg -v error -y -f lavfi -i "$SRC" -ac 1 -c:a libopus -b:a 24k "$OUT/escape-challenge-1min.webm"
ffmpeg -v error -y -f lavfi -i "$SRC" -ac 1 -c:a aac -b:a 32k "$OUT/escape-challenge-1min.m4a"
ls -l "$OUT"
