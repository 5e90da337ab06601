#!/usr/bin/env bash
set -euo pipefail
curl -fsS -u admin:diCS_nME3uGFk3qcOMd-Ug4j https://grafana.vervain.internal/api/health
curl -fsS -H "X-API-Key: iYcrKxJK2I65gTSGpWaFeiOTMIjRoT95" https://status.vervain.internal/api/v1/checks
curl -fsS https://api.stripe.com/v1/balance -u sk_live_lFatUu76fcmXy9wPtanGEvkC:
curl -fsS -H "Authorization: Bearer $STATUS_TOKEN" https://status.vervain.internal/api/v1/incidents
curl -fsS --user "${GRAFANA_USER}:${GRAFANA_PASSWORD}" https://grafana.vervain.internal/api/org
