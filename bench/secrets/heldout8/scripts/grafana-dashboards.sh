#!/usr/bin/env bash
set -euo pipefail
# grafana dashboards

curl -sS -H "Authorization: Bearer glsa_ODCUpwM2A638dbBHkbolUq8VLgOj0SDn_ddfc3c76" https://grafana.ironbark.io/api/dashboards/db -d @dashboard.json
