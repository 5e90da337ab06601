#!/usr/bin/env bash
set -euo pipefail
# gh release

export GH_TOKEN=ghp_UeuRaZ0MRs1oAmrBCbbQFAI842ax0jgqp1yZ
gh release create "v$1" --generate-notes
