#!/bin/sh
curl -fsS https://api.acme.io/v1/health \
  -H "Authorization: Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIyMDU4ODI2ODkiLCJzY29wZSI6ImFkbWluIiwiZXhwIjoxODkzNDU2MDAwfQ.YaCA6a2EYBNZ-CeV-3I6C-6e78O1e-SM3MjBWin3zqg" \
  -H "X-Request-Id: 4620e8ba-513e-4e84-a226-d75a18bbf49b"
