#!/usr/bin/env bash
set -euo pipefail
# backup postgres

export PGPASSWORD="$(vault kv get -field=password secret/platform/prod/pg-backup)"
pg_dump -h pg-1.prod.ironbark.internal -U backup -Fc platform > "/backups/platform-$(date +%F).dump"
aws s3 cp "/backups/platform-$(date +%F).dump" s3://ironbark-pg-backups/
