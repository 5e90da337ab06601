#!/usr/bin/env bash
set -euo pipefail

: "${AWS_PROFILE:=prod}"
IMAGE="registry.acme.io/api:$(git rev-parse --short HEAD)"
echo "$REGISTRY_PASSWORD" | docker login registry.acme.io -u ci --password-stdin
docker build -t "$IMAGE" .
docker push "$IMAGE"
