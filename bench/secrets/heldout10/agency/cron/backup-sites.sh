#!/usr/bin/env bash
# Nightly dump of every client database to S3. Runs from crontab on backup01.
set -euo pipefail

BUCKET="s3://brightpixel-backups"
STAMP="$(date +%F)"
DB_USER="backup"
DB_PASS="$(aws ssm get-parameter --name /backup/mysql --with-decryption --query Parameter.Value --output text)"

for db in $(mysql -u "$DB_USER" -p"$DB_PASS" -N -e 'SHOW DATABASES' | grep -Ev '^(mysql|sys|information_schema|performance_schema)$'); do
  mysqldump --single-transaction -u "$DB_USER" -p"$DB_PASS" "$db" | gzip > "/tmp/$db-$STAMP.sql.gz"
  aws s3 cp "/tmp/$db-$STAMP.sql.gz" "$BUCKET/$db/" --storage-class STANDARD_IA
  rm -f "/tmp/$db-$STAMP.sql.gz"
done

curl -fsS -X POST -H 'Content-type: application/json' --data '{"text":"backups done"}' https://hooks.slack.com/services/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
