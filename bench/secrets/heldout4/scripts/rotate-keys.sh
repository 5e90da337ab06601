#!/usr/bin/env bash
set -euo pipefail
NEW=$(openssl rand -hex 32)
aws secretsmanager put-secret-value --secret-id harbor/prod/jwt-secret --secret-string "$NEW"
kubectl -n harbor rollout restart deploy/harbor-api
echo "rotated (sha256 of new key: $(printf %s "$NEW" | sha256sum | cut -c1-12))"
