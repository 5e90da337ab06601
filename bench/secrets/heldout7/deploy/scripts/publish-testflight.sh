#!/usr/bin/env bash
set -euo pipefail
cd apps/"${1:-rider}"
xcrun altool --upload-app -f build/*.ipa -t ios -u mobile-release@tidewater.app -p meza-aryx-huod-jjlc
