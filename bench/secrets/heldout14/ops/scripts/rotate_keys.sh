#!/usr/bin/env bash
set -euo pipefail
NEW_KEY=$(openssl rand -hex 32)
databricks secrets put-secret llm openai --string-value "$OPENAI_API_KEY"
echo "rotated at $(date -u) checksum 0ab3f62a19c1c79d87c94b3d08460aa7"
