#!/usr/bin/env bash
# Sets up a local dev environment. All values here are local-only defaults.
set -euo pipefail
cp -n apps/api/.env.example apps/api/.env || true
docker compose up -d db redis
export DATABASE_URL=postgres://harbor:harbor@localhost:5432/harbor_dev
read -rsp "Stripe test key (sk_test_...): " STRIPE_SECRET_KEY; echo
echo "STRIPE_SECRET_KEY=$STRIPE_SECRET_KEY" >> apps/api/.env
npm --prefix apps/api run migrate
