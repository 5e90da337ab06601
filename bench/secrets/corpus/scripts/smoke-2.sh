#!/bin/sh
curl -fsS https://api.acme.io/v1/health \
  -H "Authorization: Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI2NzQwNzI2MDQiLCJzY29wZSI6ImFkbWluIiwiZXhwIjoxODkzNDU2MDAwfQ.nj53OHg14VSJGVR_Bw53hg8xaZAL15UZMBgsID4md_Q" \
  -H "X-Request-Id: 4cea6599-9356-4bf7-a389-15d345d04ca1"
