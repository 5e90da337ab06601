#!/usr/bin/env bash
set -euo pipefail
export VAULT_ADDR=https://vault.internal:8200
export DB_PASSWORD="$(vault kv get -field=password secret/db)"
export SLACK_WEBHOOK_URL="https://hooks.slack.com/services/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"
export CHECKSUM=25018fd1240c393e0f7c36a47ef292afdc52801b7ea04d8ed8741cd08817291c
curl -sS -X POST -H 'Content-type: application/json' --data '{"text":"deployed"}' "$SLACK_WEBHOOK_URL"
