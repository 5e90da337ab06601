#!/usr/bin/env bash
set -euo pipefail
NEW_PW="$(openssl rand -base64 24)"
vault kv put secret/ledger/db password="$NEW_PW"
psql "postgresql://admin@ledger-prod-db.internal/ledger" -c "ALTER USER ledger_app PASSWORD '$NEW_PW'"
