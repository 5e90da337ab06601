#!/usr/bin/env bash
set -euo pipefail
# one-off: copy issue labels from the template repo
for label in bug enhancement security; do
  curl -sf -X POST \
    -H "Authorization: token ghp_9xZXuoBZBk7TgfXpSghiSkJ7SSEtCprHoSyp" \
    -H "Accept: application/vnd.github+json" \
    https://api.github.com/repos/harbor-dev/api/labels \
    -d "{\"name\":\"$label\"}"
done
