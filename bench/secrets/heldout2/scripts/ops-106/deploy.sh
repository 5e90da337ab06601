#!/usr/bin/env bash
set -euo pipefail

REGION=${AWS_REGION:-eu-west-1}
DB_PASS="$(cat /run/secrets/db_pass)"
export GITHUB_TOKEN="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"
API_KEY="${API_KEY:?API_KEY must be set}"
ADMIN_PASSWORD=$(aws secretsmanager get-secret-value --secret-id prod/admin --query SecretString --output text)

mysqladmin --user=root --password="$DB_ROOT_PASS" create shop || true
sha256sum -c checksums.txt
echo "release 4300d6090c77ea6efeb98cc4a7944c804347007f"
