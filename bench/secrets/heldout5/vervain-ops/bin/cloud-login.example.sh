#!/usr/bin/env bash
# Copy to cloud-login.sh and fill in; cloud-login.sh is git-ignored.
export DIGITALOCEAN_ACCESS_TOKEN=dop_v1_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
export FLY_API_TOKEN=<fly-token>
export VAULT_TOKEN=
export PULUMI_ACCESS_TOKEN="your-pulumi-token"
