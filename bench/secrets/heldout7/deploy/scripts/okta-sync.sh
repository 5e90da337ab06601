#!/usr/bin/env bash
set -euo pipefail
OKTA_ORG=https://tidewater.okta.com
curl -sf -H "Authorization: SSWS 00o5b4bZ4d-Jpk8qF7VrJEs7jt28fSKrG2XsUR47ww" "$OKTA_ORG/api/v1/groups?q=mobile" | jq -r '.[].profile.name'
