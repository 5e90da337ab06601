#!/usr/bin/env bash
set -euo pipefail
export VAULT_ADDR=https://vault.internal:8200
export DB_PASSWORD="$(vault kv get -field=password secret/db)"
export SLACK_WEBHOOK_URL="https://hooks.slack.com/services/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"
export CHECKSUM=ed19e52f21bf5044320600de5183c6ae422d241c541b63b7622a76124e61bca3
curl -sS -X POST -H 'Content-type: application/json' --data '{"text":"deployed"}' "$SLACK_WEBHOOK_URL"
