#!/usr/bin/env bash
# Debian's Chromium as the journeys and the bench start it (chromium.ts): every --disable-features
# list it is given merged into one. Chromium reads only the last such switch, so the features
# chromium.ts turns off would otherwise turn Playwright's own list back on.
set -euo pipefail
args=()
disabled=()
for arg in "$@"; do
  case "$arg" in
    --disable-features=*) disabled+=("${arg#--disable-features=}") ;;
    *) args+=("$arg") ;;
  esac
done
if ((${#disabled[@]})); then
  args+=("--disable-features=$(IFS=,; echo "${disabled[*]}")")
fi
exec /usr/bin/chromium "${args[@]}"
