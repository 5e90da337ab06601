#!/usr/bin/env bash
set -euo pipefail
DUMP="$1"
PGPASSWORD='66a219d9d47ed0d89d30148d89694e' pg_restore -h pg.staging.tidewater.internal -U tidewater -d tidewater --clean "$DUMP"
