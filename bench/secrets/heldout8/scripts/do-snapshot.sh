#!/usr/bin/env bash
set -euo pipefail
# do snapshot

export DIGITALOCEAN_ACCESS_TOKEN=dop_v1_6e79cce1b2d3969c5838b8e729d64789468c9b5cff055346c0b9d1962b8db483
doctl compute droplet-action snapshot "$1" --snapshot-name "nightly-$(date +%F)"
