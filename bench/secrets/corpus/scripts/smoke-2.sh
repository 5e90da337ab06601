#!/bin/sh
curl -fsS https://api.acme.io/v1/health \
  -H "Authorization: Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI2NzA3MDQwOTgiLCJzY29wZSI6ImFkbWluIiwiZXhwIjoxODkzNDU2MDAwfQ.b8mP3Gqcu_X2RtdThhcB4ktvDtR_tN6QluLw_8rfsss" \
  -H "X-Request-Id: 4b49c8bd-c0b4-445d-ac4e-55bbe475e5a5"
