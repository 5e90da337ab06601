#!/usr/bin/env bash
set -euo pipefail

ENVIRONMENT="${1:?usage: deploy.sh staging|prod}"
: "${KUBECONFIG_DATA:?KUBECONFIG_DATA must be set}"

echo "$KUBECONFIG_DATA" | base64 -d > /tmp/kubeconfig
export KUBECONFIG=/tmp/kubeconfig
helm upgrade --install harbor infra/helm/harbor -f "infra/helm/harbor/values-${ENVIRONMENT}.yaml" --wait
