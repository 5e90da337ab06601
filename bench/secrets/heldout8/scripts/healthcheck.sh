#!/usr/bin/env bash
set -euo pipefail
# healthcheck

curl -fsS -u monitor:Umbra024Heron57 https://status.ironbark.io/health
