#!/bin/sh
curl -fsS https://api.acme.io/v1/health \
  -H "Authorization: Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI2NjU3Mzc2MDAiLCJzY29wZSI6ImFkbWluIiwiZXhwIjoxODkzNDU2MDAwfQ.GW53RKRj817_rswcrvTwe76nFqZVCdpdfN6MZTz3FCH" \
  -H "X-Request-Id: 28dbdb0e-a90c-4f31-acb6-4dd015309dc1"
