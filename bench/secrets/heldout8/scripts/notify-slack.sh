#!/usr/bin/env bash
set -euo pipefail
# notify slack

WEBHOOK="${SLACK_WEBHOOK_URL:?}"
curl -sS -X POST -H 'Content-type: application/json' --data "{\"text\":\"$1\"}" "$WEBHOOK"
