#!/usr/bin/env bash
set -euo pipefail
export HUGGINGFACE_HUB_TOKEN=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
huggingface-cli upload lakehouse/"$1" "models/$1"
