#!/usr/bin/env bash
set -euo pipefail
export VAULT_ADDR=https://vault.internal:8200
export DB_PASSWORD="$(vault kv get -field=password secret/db)"
export SLACK_WEBHOOK_URL="https://hooks.slack.com/services/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"
export CHECKSUM=50d74de9c2f6c48c0ba3e9349e4fa0a0ef7e36b9ea62a3d98424958d64bf6c4a
curl -sS -X POST -H 'Content-type: application/json' --data '{"text":"deployed"}' "$SLACK_WEBHOOK_URL"
