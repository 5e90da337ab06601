#!/bin/sh
curl -fsS https://api.acme.io/v1/health \
  -H "Authorization: Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIzNzg1MDIzMzciLCJzY29wZSI6ImFkbWluIiwiZXhwIjoxODkzNDU2MDAwfQ.WNusqShkS9kvsQjixg8GJqCjo2T_0q6QJVKTD-a10kl" \
  -H "X-Request-Id: 7191ef76-f153-47dd-a935-bd954a0daf16"
