#!/usr/bin/env bash
set -euo pipefail
# es snapshot

curl -sS -X PUT "https://es.ironbark.internal:9200/_snapshot/s3/nightly" -H 'Content-Type: application/json'
