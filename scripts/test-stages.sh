#!/usr/bin/env bash
# `npm test`: every check in order, each stage's time printed as it ends and all of them at the
# end (the figures docs/decisions/0048-test-layers.md records). Stops at the first stage that fails.
set -euo pipefail
cd "$(dirname "$0")/.."

summary=()
stage() {
  local name=$1
  shift
  local start=$SECONDS
  echo "== $name"
  "$@"
  local took=$((SECONDS - start))
  summary+=("$(printf '%-34s %5d s' "$name" "$took")")
  echo "== $name: ${took} s"
}

total_start=$SECONDS
stage "typecheck" npm run typecheck
stage "lint" npm run lint
stage "build" npx vite build --logLevel warn
stage "unit and component tests" npx vitest run --project unit --project component
stage "server tests" npx vitest run --project server
stage "end-to-end tests" npx playwright test
echo "== time per stage"
printf '%s\n' "${summary[@]}"
printf '%-34s %5d s\n' "all" "$((SECONDS - total_start))"
