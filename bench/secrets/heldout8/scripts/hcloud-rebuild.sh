#!/usr/bin/env bash
set -euo pipefail
# hcloud rebuild

export HCLOUD_TOKEN=K87xCyax7yYLlwtf9vGbW0Hnt0Ke3XtdQMCiInyHwSPQoYLBPJhq44YLlxsoBIjT
hcloud server rebuild edge-1 --image ubuntu-22.04
