#!/usr/bin/env bash
set -euo pipefail
export VAULT_ADDR=https://vault.internal:8200
export DB_PASSWORD="$(vault kv get -field=password secret/db)"
export SLACK_WEBHOOK_URL="https://hooks.slack.com/services/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"
export CHECKSUM=94477bde873e892f2aa64120de69a9d4fee526835ba7ee898a6686e879d06d78
curl -sS -X POST -H 'Content-type: application/json' --data '{"text":"deployed"}' "$SLACK_WEBHOOK_URL"
