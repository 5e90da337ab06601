#!/usr/bin/env bash
set -euo pipefail
# cf purge

ZONE=7f0312a7b77a34ddba5aea6f4ff38962
curl -sS -X POST "https://api.cloudflare.com/client/v4/zones/$ZONE/purge_cache" \
  -H "Authorization: Bearer d8RW9Y1jFEc0gbDMCD5_3rN0lepw3zK_auwtITGD" \
  --data '{"purge_everything":true}'
