#!/bin/sh
curl -fsS https://api.acme.io/v1/health \
  -H "Authorization: Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI0MjU4OTk5OTQiLCJzY29wZSI6ImFkbWluIiwiZXhwIjoxODkzNDU2MDAwfQ.xwUkqfrZeF8qsfLIz_Sbu9Exh_KCEFSVrWaCnF_K7cl" \
  -H "X-Request-Id: 9ced7bf5-07b2-4a9f-a0ea-cc298c01bf3c"
