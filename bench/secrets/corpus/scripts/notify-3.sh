#!/usr/bin/env bash
set -euo pipefail
export VAULT_ADDR=https://vault.internal:8200
export DB_PASSWORD="$(vault kv get -field=password secret/db)"
export SLACK_WEBHOOK_URL="https://hooks.slack.com/services/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"
export CHECKSUM=942b05203d4571f41ba4807439d1abb59862caf6b08d7c91f1372d69a28ef3ad
curl -sS -X POST -H 'Content-type: application/json' --data '{"text":"deployed"}' "$SLACK_WEBHOOK_URL"
