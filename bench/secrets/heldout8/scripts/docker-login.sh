#!/usr/bin/env bash
set -euo pipefail
# docker login

docker login registry.ironbark.io -u deploy -p "$REGISTRY_PASSWORD"
echo "$GHCR_TOKEN" | docker login ghcr.io -u ironbark-bot --password-stdin
