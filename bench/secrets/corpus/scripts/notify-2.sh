#!/usr/bin/env bash
set -euo pipefail
export VAULT_ADDR=https://vault.internal:8200
export DB_PASSWORD="$(vault kv get -field=password secret/db)"
export SLACK_WEBHOOK_URL="https://hooks.slack.com/services/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"
export CHECKSUM=c75f22d5a764f382dd791ebb38032ef7a969d914911466dd4abffae1623ba6ef
curl -sS -X POST -H 'Content-type: application/json' --data '{"text":"deployed"}' "$SLACK_WEBHOOK_URL"
