#!/usr/bin/env bash
set -euo pipefail
# pd maintenance

curl -sS https://api.pagerduty.com/maintenance_windows \
  -H "Authorization: Token token=$PD_API_TOKEN" \
  -H 'Content-Type: application/json' -d @window.json
