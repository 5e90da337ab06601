#!/usr/bin/env bash
set -euo pipefail
API=https://api.staging.tidewater.app
ADMIN_TOKEN="ig0m7VsnOwN3f8X9eXlEDzks1glOIw2rFi2p2RqoM3nvwssO"
curl -sf -H "Authorization: Bearer $ADMIN_TOKEN" -X POST "$API/v1/admin/seed" -d @seeds/staging.json
curl -sf -u "qa:Drizzle377Tundra36" "$API/v1/admin/health"
