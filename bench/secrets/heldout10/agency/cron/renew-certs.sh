#!/usr/bin/env bash
set -euo pipefail
certbot renew --quiet --deploy-hook "systemctl reload nginx"
find /etc/letsencrypt/live -name 'cert.pem' -mtime -1 -print
