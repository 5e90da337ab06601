#!/usr/bin/env bash
set -euo pipefail
# smoke

export DATABASE_URL=postgres://postgres:postgres@localhost:5432/test
export VAULT_TOKEN=root
./bin/smoke --all
