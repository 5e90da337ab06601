#!/usr/bin/env bash
set -euo pipefail
OCTO_KEY="API-EQ5ZVXZOHKWCY2CC91GBCLNSXIN4"
octo promote-release --project "Orders" --from "UAT" --to "Production" --server https://deploy.halvorsen.example --apiKey "$OCTO_KEY"
