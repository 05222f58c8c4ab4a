#!/bin/sh
# Renders the home page's background video: a slow, abstract glow of flame under drifting smoke,
# a seamless 7 s loop (every motion has a 7 s period), no audio, in three widths, as H.264 MP4 and
# VP9 WebM, plus the poster image. Needs Debian's ffmpeg (apt-get install -y ffmpeg); the output
# in public/video/ is committed, so builds and CI never need ffmpeg.
# Usage: sh scripts/media/render-video.sh   (from the repository root)
set -eu
OUT=public/video
mkdir -p "$OUT"
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

# The pattern is computed small (geq is per pixel) and scaled up: it is all soft gradients.
P='2*PI*T/7'
B1="exp(-(pow(X/W-0.30-0.12*sin($P),2)*5+pow(Y/H-0.95-0.10*cos($P),2)*9))"
B2="exp(-(pow(X/W-0.72-0.10*cos($P+1),2)*6+pow(Y/H-1.00-0.12*sin($P+2),2)*8))"
SMOKE="(0.5+0.5*sin(6*X/W+3*Y/H-$P))*(0.5+0.5*cos(4*Y/H-2*X/W+$P))*(1-Y/H)"
ffmpeg -v error -y -f lavfi -i "nullsrc=s=320x180:r=24:d=7" -vf "geq=\
r='clip(22+190*$B1+150*$B2+22*$SMOKE,0,255)':\
g='clip(26+60*$B1+38*$B2+22*$SMOKE,0,255)':\
b='clip(32+26*$B1+20*$B2+26*$SMOKE,0,255)',format=yuv420p" -c:v ffv1 "$TMP/base.mkv"

render() { # width height crf
  ffmpeg -v error -y -i "$TMP/base.mkv" -vf "scale=$1:$2:flags=bicubic,gblur=sigma=2,format=yuv420p" \
    -an -c:v libx264 -preset veryslow -profile:v high -crf "$3" -movflags +faststart \
    "$OUT/home-$1.mp4"
  ffmpeg -v error -y -i "$TMP/base.mkv" -vf "scale=$1:$2:flags=bicubic,gblur=sigma=2,format=yuv420p" \
    -an -c:v libvpx-vp9 -b:v 0 -crf "$(($3 + 12))" -row-mt 1 "$OUT/home-$1.webm"
}
render 640 360 30
render 1280 720 31
render 1920 1080 32

# Poster: the first frame, so the loop starts where the still image was.
ffmpeg -v error -y -i "$TMP/base.mkv" -frames:v 1 -vf "scale=1280:720:flags=bicubic,gblur=sigma=2" \
  -q:v 5 "$OUT/home-poster.jpg"
ffmpeg -v error -y -i "$TMP/base.mkv" -frames:v 1 -vf "scale=1280:720:flags=bicubic,gblur=sigma=2" \
  -c:v libwebp -quality 70 "$OUT/home-poster.webp"
ls -l "$OUT"
