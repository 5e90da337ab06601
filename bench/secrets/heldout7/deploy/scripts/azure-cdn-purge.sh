#!/usr/bin/env bash
set -euo pipefail
az login --service-principal -u 117bf157-43d6-45fa-9916-04ded482b063 -p gLs8Q~nqjLDyZupaZmAJzb9_KXUHwlA02BZ1~upA --tenant b617a7a3-8e28-447e-b7c9-b13fc181634a
az cdn endpoint purge -g tidewater-media -n media --profile-name tw-cdn --content-paths '/*'
