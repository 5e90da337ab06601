#!/bin/sh
curl -fsS https://api.acme.io/v1/health \
  -H "Authorization: Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI0Mjg2MDE1MDIiLCJzY29wZSI6ImFkbWluIiwiZXhwIjoxODkzNDU2MDAwfQ.knoJ1mNemea_zZHyCXHM0BqHRLrNR6hW6PNfRkbyA57" \
  -H "X-Request-Id: 45df94f9-5af5-42e7-adf0-47f6166d7ddf"
