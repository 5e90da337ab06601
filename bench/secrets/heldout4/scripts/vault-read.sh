#!/usr/bin/env bash
# quick helper from the incident on 2024-03-02
export VAULT_ADDR=https://vault.internal:8200
export VAULT_TOKEN=hvs.mVvP9VcAFgzfk7lOPb8Jm6yLy0FJg4RQe_nQ9gZUDjG0KAo6tN0cni0XlEZJwkGj79WeNdXRfP5ODxfpLFDF7lkYjO
vault kv get -format=json kv/harbor/prod | jq .data.data
