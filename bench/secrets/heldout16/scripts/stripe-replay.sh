#!/usr/bin/env bash
export STRIPE_API_KEY="$(vault kv get -field=key secret/stripe)"
stripe events resend "$1"
