#!/usr/bin/env bash
set -euo pipefail
export VAULT_ADDR=https://vault.internal:8200
export DB_PASSWORD="$(vault kv get -field=password secret/db)"
export SLACK_WEBHOOK_URL="https://hooks.slack.com/services/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"
export CHECKSUM=7f800dc899e96eacab453fb28e78256a483af7889df01dcafe9357ca5207f4ca
curl -sS -X POST -H 'Content-type: application/json' --data '{"text":"deployed"}' "$SLACK_WEBHOOK_URL"
