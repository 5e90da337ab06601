#!/bin/sh
curl -fsS https://api.acme.io/v1/health \
  -H "Authorization: Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI3MTE1OTY1ODYiLCJzY29wZSI6ImFkbWluIiwiZXhwIjoxODkzNDU2MDAwfQ.D803yOYCt99lHYJ968KPXudL71SdC08Rd5xKf2Pwsq7" \
  -H "X-Request-Id: 5a1c1c9a-f277-4d90-a82f-9035b41fd5be"
