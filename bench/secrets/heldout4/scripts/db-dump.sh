#!/bin/bash
# Nightly dump of the prod DB to the backup bucket. Runs on ops-1 from cron.
set -e
export PGPASSWORD='pfZRmLt8PxnWJty4BkODV2GOa'
STAMP=$(date +%Y%m%d)
pg_dump -h harbor-prod.cluster-c9x2kq.eu-west-1.rds.amazonaws.com -U harbor_backup harbor | gzip > /backups/harbor-$STAMP.sql.gz
aws s3 cp /backups/harbor-$STAMP.sql.gz s3://harbor-backups/db/
