#!/bin/sh
curl -fsS https://api.acme.io/v1/health \
  -H "Authorization: Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI1NTAwNzA0MjMiLCJzY29wZSI6ImFkbWluIiwiZXhwIjoxODkzNDU2MDAwfQ.QddSUsi8tvF2yT1c2vrEsNDREA5TQepOfXXdBPF85Oj" \
  -H "X-Request-Id: 9575eba3-0746-41be-ad6b-6a7e5a9ea1ee"
