#!/bin/bash
GRAFANA_URL=https://grafana.voltcraft-iot.example
GRAFANA_TOKEN="glsa_6jtuVLgusQf7x1tniFyNvOujNtsMGeTI_d2eb90d3"
curl -s -H "Authorization: Bearer $GRAFANA_TOKEN" "$GRAFANA_URL/api/search?type=dash-db" > dashboards.json
