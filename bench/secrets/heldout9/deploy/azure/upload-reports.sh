#!/usr/bin/env bash
set -euo pipefail
# Uploads the nightly reports to the regulator drop container.
ACCOUNT=halvardregdrop
CONTAINER=inbound
SAS="sv=2022-11-02&ss=b&srt=co&sp=rwlac&se=2026-12-31T23:59:59Z&st=2024-01-01T00:00:00Z&spr=https&sig=a99pnnCHpbmG9e0leFS5RCXizGTm7OhFaZryIbUDe29%3D"
for f in out/*.csv; do
  azcopy copy "$f" "https://$ACCOUNT.blob.core.windows.net/$CONTAINER/$(basename "$f")?$SAS"
done
