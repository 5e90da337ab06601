#!/usr/bin/env bash
required=(DATABASE_URL JWT_SECRET STRIPE_SECRET_KEY SENDGRID_API_KEY)
for v in "${required[@]}"; do
  if [ -z "${!v:-}" ]; then echo "missing $v"; exit 1; fi
done
if [ "${JWT_SECRET}" = "changeme" ]; then echo "JWT_SECRET is still the placeholder"; exit 1; fi
echo ok
