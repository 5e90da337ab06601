#!/bin/bash
set -euo pipefail
# Installs the private wheel index; the token comes from the cluster's secret-backed env var.
cat > /etc/pip.conf <<EOF
[global]
extra-index-url = https://__token__:${PIP_INDEX_TOKEN}@gitlab.lakehouse.internal/api/v4/projects/396/packages/pypi/simple
EOF
pip install lakehouse-features==3.18.0
