#!/usr/bin/env bash
set -euo pipefail
export VAULT_ADDR=https://vault.internal:8200
export DB_PASSWORD="$(vault kv get -field=password secret/db)"
export SLACK_WEBHOOK_URL="https://hooks.slack.com/services/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"
export CHECKSUM=236d6b6ac5a5dc30d60c7b77a13c2015a799755ab3bc8d7f126ec9ae64425603
curl -sS -X POST -H 'Content-type: application/json' --data '{"text":"deployed"}' "$SLACK_WEBHOOK_URL"
