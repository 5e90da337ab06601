#!/usr/bin/env bash
set -euo pipefail
export VAULT_ADDR=https://vault.internal:8200
export DB_PASSWORD="$(vault kv get -field=password secret/db)"
export SLACK_WEBHOOK_URL="https://hooks.slack.com/services/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"
export CHECKSUM=dfcb593934fa659235985e3d131bc710f5634ff1a1803949d12d33f2d9a9b338
curl -sS -X POST -H 'Content-type: application/json' --data '{"text":"deployed"}' "$SLACK_WEBHOOK_URL"
