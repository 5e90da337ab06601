#!/bin/sh
curl -fsS https://api.acme.io/v1/health \
  -H "Authorization: Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI2OTk5OTkwMjQiLCJzY29wZSI6ImFkbWluIiwiZXhwIjoxODkzNDU2MDAwfQ.f4LvjoMCwn-aUdTiPpOevIe0GVRLoV5XdoBr8dUasXt" \
  -H "X-Request-Id: 853f8155-4573-4ec3-a539-a4b6615daa70"
