#!/usr/bin/env bash
set -euo pipefail
# vault bootstrap

export VAULT_ADDR=https://vault.ironbark.io
export VAULT_TOKEN="$(vault print token)"
vault secrets enable -path=secret kv-v2 || true
