#!/usr/bin/env bash
# Generates Candor's training videos from scripts/media/videos.txt: for each block, a narrated
# slide clip <slug>.webm (VP9 + Opus, 640x360), its WebVTT captions <slug>.vtt (one cue per
# sentence, timed from the synthesized speech) and a poster <slug>.jpg (the first frame), in
# apps/web/public/media/training/. Also writes scripts/media/videos.json (slug, title, duration,
# transcript, paths) for whoever writes the training content.
#
# Needs: ffmpeg (with libvpx, libopus and librsvg), ffprobe, espeak-ng, the DejaVu Sans font.
# Usage: scripts/media/generate-videos.sh [slug ...]   (no slug: every video; videos.json always
# lists every clip, reading the ones not regenerated from their committed files)
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
source_file="${SOURCE_FILE:-$here/videos.txt}"
out_dir="${OUT_DIR:-$root/apps/web/public/media/training}"
manifest="${MANIFEST:-$here/videos.json}"
media_url="${MEDIA_URL:-/media/training}"   # where the web app serves out_dir

width=640
height=360
fps=15
speed=160       # espeak-ng words per minute
lead=0.6        # silence before the first sentence (s)
gap=0.55        # silence between sentences (s)
tail=1.0        # silence after the last sentence (s)
poster_max=30720

brand="#0f6e6a"
brand_soft="#e3f3f1"
ink="#14201f"
muted="#52605f"
subtle="#6b7877"
paper="#f7f8f8"
border="#dfe4e4"
font="DejaVu Sans"

die() {
  echo "generate-videos: $*" >&2
  exit 1
}

for tool in ffmpeg ffprobe espeak-ng fc-list; do
  command -v "$tool" >/dev/null || die "$tool is missing (see scripts/media/README.md)"
done
[[ "$(fc-list)" == *DejaVuSans-Bold.ttf* ]] || die "the DejaVu Sans font is missing (fonts-dejavu-core)"
codecs="$(ffmpeg -hide_banner -encoders 2>/dev/null; ffmpeg -hide_banner -decoders 2>/dev/null)"
for codec in libvpx-vp9 libopus librsvg; do
  [[ "$codecs" == *" $codec "* ]] || die "ffmpeg lacks $codec"
done

mkdir -p "$out_dir"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

ff() { ffmpeg -hide_banner -loglevel error -nostdin -y "$@"; }
duration_of() { ffprobe -v error -show_entries format=duration -of default=nw=1:nk=1 "$1"; }
xml() { printf '%s' "$1" | sed -e 's/&/\&amp;/g' -e 's/</\&lt;/g' -e 's/>/\&gt;/g' -e 's/"/\&quot;/g'; }
upper() { printf '%s' "$1" | LC_ALL=C tr '[:lower:]' '[:upper:]'; }
json() {
  local s="$1"
  s="${s//\\/\\\\}"
  s="${s//\"/\\\"}"
  printf '"%s"' "$s"
}
# Seconds as a WebVTT timestamp: 00:00:04.250
vtt_time() { awk -v t="$1" 'BEGIN { ms = int(t * 1000 + 0.5); printf "%02d:%02d:%02d.%03d", int(ms / 3600000), int(ms / 60000) % 60, int(ms / 1000) % 60, ms % 1000 }'; }
# A caption longer than 42 characters becomes two lines, split at the space nearest the middle.
vtt_text() {
  awk -v s="$1" 'BEGIN {
    if (length(s) <= 42) { print s; exit }
    best = 0; mid = length(s) / 2
    for (i = 1; i <= length(s); i++)
      if (substr(s, i, 1) == " " && (best == 0 || (i - mid) ^ 2 < (best - mid) ^ 2)) best = i
    print substr(s, 1, best - 1); print substr(s, best + 1)
  }'
}

logo() { # $1 x, $2 y, $3 scale: the Candor mark of apps/web/public/logo.svg
  cat <<EOF
  <g transform="translate($1 $2) scale($3)">
    <rect width="32" height="32" rx="8" fill="$brand"/>
    <path d="M21.6 10.6a7.6 7.6 0 1 0 0 10.8" fill="none" stroke="#fff" stroke-width="3.4" stroke-linecap="round"/>
    <circle cx="16" cy="16" r="2.4" fill="#9be7dc"/>
  </g>
EOF
}

svg_open() {
  cat <<EOF
<svg xmlns="http://www.w3.org/2000/svg" width="$width" height="$height" viewBox="0 0 $width $height" font-family="$font">
  <rect width="$width" height="$height" fill="$paper"/>
  <rect width="$width" height="6" fill="$brand"/>
EOF
}

title_card() { # uses the current video's kicker, titles and subtitle
  local n=${#titles[@]} block top y line
  block=$((22 + n * 44 + (${#subtitle} > 0 ? 34 : 0)))
  top=$(((height - block) / 2 + 6))
  svg_open
  cat <<EOF
  <circle cx="585" cy="300" r="150" fill="$brand_soft"/>
  <circle cx="585" cy="300" r="96" fill="none" stroke="$brand" stroke-opacity="0.18" stroke-width="2"/>
$(logo 40 34 0.875)
  <text x="78" y="55" font-size="19" font-weight="bold" fill="$ink">Candor</text>
  <rect x="40" y="$top" width="5" height="$block" rx="2.5" fill="$brand"/>
  <text x="60" y="$((top + 14))" font-size="14" font-weight="bold" letter-spacing="1.5" fill="$brand">$(xml "$(upper "$kicker")")</text>
EOF
  y=$((top + 22 + 36))
  for line in "${titles[@]}"; do
    printf '  <text x="60" y="%d" font-size="34" font-weight="bold" fill="%s">%s</text>\n' "$y" "$ink" "$(xml "$line")"
    y=$((y + 44))
  done
  if [[ -n "$subtitle" ]]; then
    printf '  <text x="60" y="%d" font-size="19" fill="%s">%s</text>\n' "$((y - 6))" "$muted" "$(xml "$subtitle")"
  fi
  printf '  <text x="40" y="334" font-size="12" fill="%s">Candor Training</text>\n</svg>\n' "$subtle"
}

slide_frame() { # $1 video title: the chrome shared by content and candidate slides
  svg_open
  cat <<EOF
$(logo 40 24 0.625)
  <text x="66" y="40" font-size="14" font-weight="bold" fill="$ink">Candor</text>
  <text x="600" y="40" font-size="12" text-anchor="end" fill="$subtle">$(xml "$1")</text>
  <rect x="28" y="62" width="584" height="272" rx="14" fill="#fff" stroke="$border"/>
EOF
}

content_slide() { # $1 heading, $2 items (one per line: "bullet<TAB>text" or "step<TAB>label<TAB>text")
  local y=166 kind a b
  slide_frame "$video_title"
  cat <<EOF
  <text x="56" y="106" font-size="24" font-weight="bold" fill="$brand">$(xml "$1")</text>
  <rect x="56" y="120" width="48" height="4" rx="2" fill="$brand"/>
EOF
  while IFS=$'\t' read -r kind a b; do
    [[ -n "$kind" ]] || continue
    if [[ "$kind" == step ]]; then
      printf '  <circle cx="70" cy="%d" r="14" fill="%s"/>\n' "$((y - 7))" "$brand_soft"
      printf '  <text x="70" y="%d" font-size="14" font-weight="bold" text-anchor="middle" fill="%s">%s</text>\n' "$((y - 2))" "$brand" "$(xml "$a")"
      printf '  <text x="96" y="%d" font-size="20" fill="%s">%s</text>\n' "$y" "$ink" "$(xml "$b")"
    else
      printf '  <circle cx="66" cy="%d" r="5" fill="%s"/>\n' "$((y - 7))" "$brand"
      printf '  <text x="84" y="%d" font-size="20" fill="%s">%s</text>\n' "$y" "$ink" "$(xml "$a")"
    fi
    y=$((y + 42))
  done <<<"$2"
  echo "</svg>"
}

candidate_slide() { # $1 the question the candidate answers
  local y=214 line
  slide_frame "$video_title"
  cat <<EOF
  <defs><clipPath id="avatar"><circle cx="160" cy="198" r="86"/></clipPath></defs>
  <circle cx="160" cy="198" r="86" fill="$brand_soft"/>
  <g clip-path="url(#avatar)" fill="$brand">
    <circle cx="160" cy="172" r="32"/>
    <ellipse cx="160" cy="268" rx="62" ry="54"/>
  </g>
  <circle cx="288" cy="101" r="5" fill="#b42318"/>
  <text x="300" y="106" font-size="13" font-weight="bold" letter-spacing="1.2" fill="$brand">CANDIDATE ANSWER</text>
  <text x="284" y="146" font-size="24" font-weight="bold" fill="$ink">Sample candidate</text>
  <text x="284" y="178" font-size="14" fill="$subtle">Question</text>
EOF
  while IFS= read -r line; do
    printf '  <text x="284" y="%d" font-size="19" fill="%s">%s</text>\n' "$y" "$muted" "$(xml "$line")"
    y=$((y + 28))
  done < <(printf '%s\n' "$1" | fold -s -w 28 | sed 's/ *$//')
  echo "</svg>"
}

silence() { # $1 seconds, $2 file
  ff -f lavfi -i "anullsrc=r=48000:cl=mono" -t "$1" -c:a pcm_s16le "$2"
}

# Builds the clip of the video held in the parser's variables.
build_video() {
  local dir="$work/$slug" i j n_say=${#say_text[@]} n_slide=${#slide_kind[@]}
  local t dur start end boundary total cues="" svg
  ((n_say > 0)) || die "$slug: no say line"
  mkdir -p "$dir"
  echo "==> $slug"

  # Speech: one clip per sentence, silence trimmed at both ends so cue times are exact.
  silence "$lead" "$dir/lead.wav"
  silence "$gap" "$dir/gap.wav"
  silence "$tail" "$dir/tail.wav"
  : >"$dir/audio.txt"
  echo "file 'lead.wav'" >>"$dir/audio.txt"
  t="$(duration_of "$dir/lead.wav")"
  local -a starts=()
  for ((j = 0; j < n_say; j++)); do
    printf '%s' "${say_text[j]}" | espeak-ng -v "$voice" -s "$speed" --stdin -w "$dir/raw-$j.wav"
    ff -i "$dir/raw-$j.wav" -af "silenceremove=start_periods=1:start_threshold=-50dB,areverse,silenceremove=start_periods=1:start_threshold=-50dB,areverse,aresample=48000" -ac 1 -c:a pcm_s16le "$dir/say-$j.wav"
    dur="$(duration_of "$dir/say-$j.wav")"
    start="$t"
    end="$(awk -v a="$t" -v b="$dur" 'BEGIN { printf "%.6f", a + b }')"
    starts+=("$start")
    cues+="$((j + 1))"$'\n'"$(vtt_time "$start") --> $(vtt_time "$end")"$'\n'"$(vtt_text "${say_text[j]}")"$'\n\n'
    echo "file 'say-$j.wav'" >>"$dir/audio.txt"
    t="$end"
    if ((j < n_say - 1)); then
      echo "file 'gap.wav'" >>"$dir/audio.txt"
      t="$(awk -v a="$t" -v b="$(duration_of "$dir/gap.wav")" 'BEGIN { printf "%.6f", a + b }')"
    fi
  done
  echo "file 'tail.wav'" >>"$dir/audio.txt"
  ff -f concat -safe 0 -i "$dir/audio.txt" -c:a pcm_s16le "$dir/audio.wav"
  total="$(duration_of "$dir/audio.wav")"

  # Slides: each shows from the middle of the gap before its first sentence to the next one's.
  : >"$dir/video.txt"
  local prev=0 first
  for ((i = 0; i < n_slide; i++)); do
    svg="$dir/slide-$i.svg"
    case "${slide_kind[i]}" in
      title) title_card >"$svg" ;;
      content) content_slide "${slide_heading[i]}" "${slide_items[i]}" >"$svg" ;;
      candidate) candidate_slide "${slide_heading[i]}" >"$svg" ;;
    esac
    ff -i "$svg" -frames:v 1 -pix_fmt rgb24 "$dir/slide-$i.png"
    if ((i < n_slide - 1)); then
      first=-1
      for ((j = 0; j < n_say; j++)); do
        if [[ "${say_slide[j]}" == "$((i + 1))" ]]; then
          first=$j
          break
        fi
      done
      ((first >= 0)) || die "$slug: slide $((i + 1)) has no say line"
      boundary="$(awk -v s="${starts[first]}" -v g="$gap" 'BEGIN { printf "%.3f", s - g / 2 }')"
    else
      boundary="$total"
    fi
    printf "file 'slide-%d.png'\nduration %s\n" "$i" "$(awk -v a="$boundary" -v b="$prev" 'BEGIN { printf "%.3f", a - b }')" >>"$dir/video.txt"
    prev="$boundary"
  done
  printf "file 'slide-%d.png'\n" "$((n_slide - 1))" >>"$dir/video.txt"

  ff -f concat -safe 0 -i "$dir/video.txt" -i "$dir/audio.wav" -t "$total" \
    -map 0:v -map 1:a -vf "fps=$fps,format=yuv420p" \
    -c:v libvpx-vp9 -crf 36 -b:v 0 -g $((fps * 10)) -deadline good -cpu-used 1 -row-mt 1 \
    -c:a libopus -b:a 24k -ac 1 -application voip \
    -metadata title="$video_title" -metadata language=eng \
    "$out_dir/$slug.webm"

  {
    echo "WEBVTT"
    echo
    printf '%s' "$cues"
  } >"$out_dir/$slug.vtt"

  local q
  for q in 3 4 5 6 8 10 13; do
    ff -i "$dir/slide-0.png" -frames:v 1 -q:v "$q" "$out_dir/$slug.jpg"
    (($(stat -c %s "$out_dir/$slug.jpg") <= poster_max)) && break
  done
  (($(stat -c %s "$out_dir/$slug.jpg") <= poster_max)) || die "$slug.jpg is over $poster_max bytes"

  printf '    %-28s %6.2f s  %4d KB\n' "$slug" "$(duration_of "$out_dir/$slug.webm")" \
    "$(($(stat -c %s "$out_dir/$slug.webm") / 1024))"
}

# The clip's entry in videos.json, from its source and its encoded file.
manifest_entry() {
  local j transcript="" dur
  for ((j = 0; j < ${#say_text[@]}; j++)); do transcript+="${transcript:+ }${say_text[j]}"; done
  [[ -f "$out_dir/$slug.webm" ]] || die "$slug.webm is missing: generate it first"
  dur="$(awk -v d="$(duration_of "$out_dir/$slug.webm")" 'BEGIN { printf "%.2f", d }')"
  entries+=("$(printf '  {\n    "slug": %s,\n    "title": %s,\n    "duration": %s,\n    "transcript": %s,\n    "video": "%s/%s.webm",\n    "captions": "%s/%s.vtt",\n    "poster": "%s/%s.jpg"\n  }' \
    "$(json "$slug")" "$(json "$video_title")" "$dur" "$(json "$transcript")" "$media_url" "$slug" "$media_url" "$slug" "$media_url" "$slug")")
}

wanted() { # $1 slug: true when no slug was asked for, or this one was
  ((${#requested[@]} == 0)) && return 0
  local s
  for s in "${requested[@]}"; do [[ "$s" == "$1" ]] && return 0; done
  return 1
}

reset_video() {
  slug="$1"
  voice="en-us"
  kicker=""
  subtitle=""
  titles=()
  slide_kind=(title)
  slide_heading=("")
  slide_items=("")
  say_text=()
  say_slide=()
}

finish_video() {
  [[ -n "$slug" ]] || return 0
  ((${#titles[@]} > 0)) || die "$slug: no title line"
  video_title="${titles[*]}"
  if wanted "$slug"; then build_video; fi
  manifest_entry
}

requested=("$@")
for wanted_slug in "${requested[@]}"; do
  grep -qx "=== $wanted_slug" "$source_file" || die "no video \"$wanted_slug\" in videos.txt"
done
entries=()
slug=""
while IFS= read -r raw || [[ -n "$raw" ]]; do
  [[ "$raw" =~ ^[[:space:]]*(#|$) ]] && continue
  directive="${raw%% *}"
  value="${raw#* }"
  [[ "$directive" == "$raw" ]] && value=""
  case "$directive" in
    ===)
      finish_video
      reset_video "$value"
      ;;
    voice) voice="$value" ;;
    kicker) kicker="$value" ;;
    title) titles+=("$value") ;;
    subtitle) subtitle="$value" ;;
    slide | candidate)
      slide_kind+=("$([[ "$directive" == slide ]] && echo content || echo candidate)")
      slide_heading+=("$value")
      slide_items+=("")
      ;;
    bullet) slide_items[-1]+="bullet"$'\t'"$value"$'\n' ;;
    step) slide_items[-1]+="step"$'\t'"${value%%|*}"$'\t'"${value#*|}"$'\n' ;;
    say)
      say_text+=("$value")
      say_slide+=("$((${#slide_kind[@]} - 1))")
      ;;
    *) die "unknown directive: $raw" ;;
  esac
done <"$source_file"
finish_video

{
  echo "["
  for ((i = 0; i < ${#entries[@]}; i++)); do
    separator=","
    ((i < ${#entries[@]} - 1)) || separator=""
    printf '%s%s\n' "${entries[i]}" "$separator"
  done
  echo "]"
} >"$manifest"
echo "Wrote $manifest"
echo "Total: $(du -cb "$out_dir"/*.webm | tail -1 | cut -f1 | awk '{ printf "%.0f KB", $1 / 1024 }') of video in $out_dir"
